import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { testConfig } from '../apps/server/src/config.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { appModules } from '../apps/server/src/modules/index.js';

export const root = path.resolve(import.meta.dirname, '..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** Starts a TypeScript entry point (through tsx) and resolves when its output matches `ready`. */
export function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
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

export const stop = (c: ChildProcess): Promise<unknown> => new Promise((r) => { c.once('exit', r); c.kill('SIGTERM'); });

export interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers plus connection errors. */
  failures: number;
  /** What the failures were: status codes of non-2xx answers, errors, and timeouts among the errors. */
  failureDetail: string;
  raw: autocannon.Result;
}

/** One autocannon run; p95 is computed from every response time (autocannon's table has no p95). */
export function measure(opts: autocannon.Options): Promise<Measured> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION, connections: 20, ...opts }, (err, raw) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const at = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : Number.NaN);
      const codes = Object.entries(raw.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, s]) => `${code}×${s.count ?? 0}`);
      const failureDetail = [...codes, raw.errors ? `errors×${raw.errors} (timeouts ${raw.timeouts})` : ''].filter(Boolean).join(', ');
      resolve({ rps: raw.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures: raw.non2xx + raw.errors, failureDetail, raw });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => { times.push(responseTime); });
  });
}

/** The administrator's password in every bench database. */
export const BENCH_PASSWORD = 'Admin@bench2026';

export interface BenchDatabase {
  /** BENCH_DATABASE_URL, when the bench runs on PostgreSQL. */
  pgUrl: string | undefined;
  /** The PGlite data directory (a fresh temporary one), when it runs on PGlite. */
  dataDir: string | undefined;
  /** Opens the same database again (PGlite is one process's: close before a server starts on it). */
  open: () => Promise<Database>;
  database: Database;
  tenantId: string;
  /** Environment of a server (or bare route) process on this database. */
  serverEnv: Record<string, string>;
  /** Removes the PGlite data directory. */
  remove: () => void;
}

/**
 * The prologue every volume bench repeats: a fresh PGlite directory (or BENCH_DATABASE_URL),
 * migrations, the seed without demo data, and the session's tenant set for the seeding SQL.
 */
export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const pgUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = pgUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), `ecms-bench-${name}-`));
  const open = () => openDatabase({ databaseUrl: pgUrl, dataDir });
  const database = await open();
  await migrate(database);
  const { tenantId } = await seed(database, testConfig({ demo: false, adminPassword: BENCH_PASSWORD, databaseUrl: pgUrl }), { info: () => undefined, warn: () => undefined }, appModules);
  await database.db.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, false)`);
  return {
    pgUrl, dataDir, open, database, tenantId,
    serverEnv: { HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir ?? '', DATABASE_URL: pgUrl ?? '', ECMS_CAPTCHA: 'off', LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent' },
    remove: () => { if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true }); },
  };
}

/** Signs in over HTTP and answers the session token. */
export async function signIn(base: string, username = 'admin', password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return ((await res.json()) as { data: { authToken: string } }).data.authToken;
}

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A process's peak (VmHWM) or current (VmRSS) resident memory in bytes, from the kernel (Linux); 0 when unreadable. */
export function vm(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/**
 * Watches a server's memory from now on: the resting RSS, and the peak since, read from the kernel's
 * high-water mark (reset through clear_refs) or, where that cannot be reset, sampled every 20 ms.
 * Sizes in MB. Call stop() when done.
 */
export function watchMemory(pid: number) {
  const MB = 1024 * 1024;
  let hwm = true;
  try { fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { hwm = false; }
  const restMB = vm(pid, 'VmRSS') / MB;
  let sampled = restMB;
  const timer = setInterval(() => { try { sampled = Math.max(sampled, vm(pid, 'VmRSS') / MB); } catch { /* exited */ } }, 20);
  return {
    restMB,
    method: hwm ? 'VmHWM' : 'sampled',
    peakMB: () => Math.max(sampled, hwm ? vm(pid, 'VmHWM') / MB : 0),
    stop: () => clearInterval(timer),
  };
}
