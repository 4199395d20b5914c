import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

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
