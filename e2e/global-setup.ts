import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN_PASSWORD = 'Admin@e2e2026';
export const E2E_DEMO_PASSWORD = 'Demo@e2e2026';
/** The shared password the server seeds the demo people with; each must change it first (issue 13, finding 5). */
const E2E_DEMO_FIRST_PASSWORD = 'First@e2e2026';

/** Starts the built product on a fresh data directory and a free port, as `npm start` would. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-e2e-'));
  const port = 18000 + Math.floor(Math.random() * 2000);
  const root = path.resolve(import.meta.dirname, '..');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), ECMS_DATA_DIR: dataDir, ECMS_CAPTCHA: 'off', ECMS_DEMO: '1',
      ECMS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ECMS_DEMO_PASSWORD: E2E_DEMO_FIRST_PASSWORD, DATABASE_URL: '', LOG_LEVEL: 'warn',
      // The first sign-in wait after 5 wrong guesses: long enough that a slow machine's next try still meets it.
      ECMS_LOGIN_DELAY_SECONDS: '8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => { log += d; });
  child.stderr?.on('data', (d) => { log += d; });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${base}/api/getLoginData`);
      if (res.ok) break;
    } catch { /* not yet */ }
    if (Date.now() - started > 300_000) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  await prepareDemoPeople(base);
  project.provide('baseUrl', base);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    // The server's warnings and errors beside the screenshots: a failed journey's cause is often there.
    const artifacts = path.join(root, 'e2e', 'artifacts');
    fs.mkdirSync(artifacts, { recursive: true });
    fs.writeFileSync(path.join(artifacts, 'server.log'), log);
    const errors = log.split('\n').filter((l) => /"level":(50|60)/.test(l));
    if (errors.length > 0) console.log(`server logged ${errors.length} error(s); the last ones:\n${errors.slice(-5).join('\n').slice(0, 4000)}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function call<T>(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authtoken: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.msg}`);
  return json.data;
}

/**
 * The product seeds the demo people with one shared password that each must change on first
 * sign-in, and no demo administrator. The journeys sign them in with E2E_DEMO_PASSWORD and use
 * zhaolei as their administrator (the shell journey changes admin's own password): here each demo
 * person changes the first password once, as a user would, and the administrator gives zhaolei
 * the admin role.
 */
async function prepareDemoPeople(base: string): Promise<void> {
  const admin = (await call<{ authToken: string }>(base, null, 'POST', '/login', { username: 'admin', password: E2E_ADMIN_PASSWORD })).authToken;
  const users = await call<{ id: string; loginName: string }[]>(base, admin, 'POST', '/a/sys/user/queryList', { pageSize: 1000 });
  for (const u of users.filter((x) => x.loginName !== 'admin')) {
    const first = await call<{ authToken: string; mustChangePassword: boolean }>(base, null, 'POST', '/login', { username: u.loginName, password: E2E_DEMO_FIRST_PASSWORD });
    if (!first.mustChangePassword) throw new Error(`demo user ${u.loginName} was not asked to change the seeded password`);
    await call(base, first.authToken, 'POST', '/modPassword', { oldPassword: E2E_DEMO_FIRST_PASSWORD, newPassword: E2E_DEMO_PASSWORD, repeatPassword: E2E_DEMO_PASSWORD });
  }
  const roles = await call<{ id: string; code: string }[]>(base, admin, 'POST', '/a/sys/role/queryList', { pageSize: 1000 });
  const adminRole = roles.find((r) => r.code === 'admin');
  const zhaolei = users.find((u) => u.loginName === 'zhaolei');
  if (!adminRole || !zhaolei) throw new Error('no admin role or no zhaolei in the demo data');
  await call(base, admin, 'POST', '/a/sys/role/saveRoleUser', { roleId: adminRole.id, userId: zhaolei.id, checked: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
