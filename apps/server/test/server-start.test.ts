import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-start-'));
const children: ChildProcess[] = [];

function startServer(port: number, env: Record<string, string> = {}): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitFor(pred: () => boolean, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  // Three process starts, one of them migrating and seeding the embedded database: more than the
  // suite's 60 s on a loaded 2-core machine (each wait above has its own 90 s bound).
  it('seeds on first start and prints generated passwords once; a second process on the same directory refuses; SIGTERM closes cleanly', async () => {
    const first = startServer(18771);
    await waitFor(() => first.output().includes('listening'));
    const log = first.output();
    expect(log).toMatch(/管理员 {2}admin \/ \S{10,}/);
    expect(log).toMatch(/演示用户（\d+ 个/);
    const res = await fetch('http://127.0.0.1:18771/api/getLoginData');
    expect(res.status).toBe(200);

    const second = startServer(18772);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('正被进程');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Restart: nothing is seeded again, no password printed, and the lock was released.
    const again = startServer(18773, { ECMS_CAPTCHA: 'off' });
    await waitFor(() => again.output().includes('listening'));
    expect(again.output()).not.toContain('admin /');
    expect(again.output()).toContain('ECMS_CAPTCHA=off');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});

describe('serving the web app', () => {
  let web = '';
  beforeAll(() => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>ECMS</title>');
    fs.writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));
  // Built after the directory above exists.
  const t = useTestApp(() => ({ webDist: web }));

  it('answers the app at /, client routes with index.html, and assets with cache headers', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>ECMS</title>');
    expect(root.headers['cache-control']).toBe('no-cache');
    const route = await t.app.inject({ method: 'GET', url: '/main-page/toDoAll' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>ECMS</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=3600');
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().msg).toBe('接口不存在');
  });
});
