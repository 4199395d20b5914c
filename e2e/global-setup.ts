import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN_PASSWORD = 'Admin@e2e2026';
export const E2E_DEMO_PASSWORD = 'Demo@e2e2026';

/** Starts the built product on a fresh data directory and a free port, as `npm start` would. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-e2e-'));
  const port = 18000 + Math.floor(Math.random() * 2000);
  const root = path.resolve(import.meta.dirname, '..');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), ECMS_DATA_DIR: dataDir, ECMS_CAPTCHA: 'off', ECMS_DEMO: '1',
      ECMS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ECMS_DEMO_PASSWORD: E2E_DEMO_PASSWORD, DATABASE_URL: '', LOG_LEVEL: 'warn',
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
    if (Date.now() - started > 120_000) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', base);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
