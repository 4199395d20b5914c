/**
 * npm run bench: each figure beside a baseline measured in the same run, as a ratio.
 *   paramList  GET /api/share/param/paramList  vs a bare Fastify route   (target ≥ 60%)
 *   login      POST /api/login                 vs raw argon2id verifies  (target ≥ 80%)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'Admin@bench2026';

function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
}

const stop = (c: ChildProcess) => new Promise((r) => { c.once('exit', r); c.kill('SIGTERM'); });

async function load(opts: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ duration: DURATION, connections: 20, ...opts });
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(), durationSeconds: DURATION, cpus: os.cpus().length,
  database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
};

// Baseline 1: bare Fastify.
const bare = await start(['bench/bare-server.ts'], { PORT: '18901' }, /ready/);
const bareRes = await load({ url: 'http://127.0.0.1:18901/ping' });
await stop(bare);

// The product on a fresh embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-'));
const ecms = await start(['apps/server/src/server.ts'], {
  PORT: '18902', HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir, ECMS_CAPTCHA: 'off', ECMS_DEMO: '0', ECMS_ADMIN_PASSWORD: PASSWORD,
  ECMS_LOGIN_IP_MAX_FAILURES: '1000000', LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent',
  // BENCH_DATABASE_URL runs the product on a PostgreSQL server (an empty database) instead of PGlite.
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
}, /listening/);
// Warm up (JIT, caches) before measuring.
await load({ url: 'http://127.0.0.1:18902/api/share/param/paramList', duration: 2 });
const paramRes = await load({ url: 'http://127.0.0.1:18902/api/share/param/paramList' });
const loginConnections = 10;
const loginRes = await load({
  url: 'http://127.0.0.1:18902/api/login', method: 'POST', connections: loginConnections,
  headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }),
});
await stop(ecms);
fs.rmSync(dataDir, { recursive: true, force: true });

// Baseline 2: raw argon2 verifies with the same concurrency.
const argon = await new Promise<{ perSecond: number }>((resolve, reject) => {
  const c = spawn(process.execPath, ['--import', 'tsx', 'bench/argon2-loop.ts'], {
    cwd: root, env: { ...process.env, DURATION: String(DURATION), CONCURRENCY: String(loginConnections) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  c.stdout!.on('data', (d) => { out += d; });
  c.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`argon2 loop exited ${code}`))));
});

const rps = (r: autocannon.Result) => r.requests.average;
const ok = (r: autocannon.Result) => r.non2xx === 0 && r.errors === 0;
const rows = [
  { bench: 'paramList', rps: rps(paramRes), p99ms: paramRes.latency.p99, baseline: 'bare Fastify', baselineRps: rps(bareRes), ratio: rps(paramRes) / rps(bareRes), target: 0.6, clean: ok(paramRes) },
  { bench: 'login', rps: rps(loginRes), p99ms: loginRes.latency.p99, baseline: 'raw argon2id verify', baselineRps: argon.perSecond, ratio: rps(loginRes) / argon.perSecond, target: 0.8, clean: ok(loginRes) },
];
console.log(`\ndatabase: ${results.database}`);
console.log('bench       req/s     p99 ms   baseline              baseline/s   ratio   target  errors');
for (const r of rows) {
  console.log(`${r.bench.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99ms).padStart(9)}   ${r.baseline.padEnd(20)} ${r.baselineRps.toFixed(0).padStart(10)}   ${(r.ratio * 100).toFixed(0).padStart(4)}%   ${(r.target * 100).toFixed(0)}%    ${r.clean ? 'none' : 'SOME'}`);
}
results.rows = rows;
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results', `${Date.now()}.json`), JSON.stringify(results, null, 2));
