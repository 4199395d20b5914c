/**
 * PGlite in this thread against PGlite in a worker thread (ECMS_PGLITE_WORKER, issue 14), side by
 * side in one run: the two servers start on copies of one seeded database and are measured in
 * turn, A B B A …, so each pair sees the same machine; the figure is the median of the pairs'
 * ratios (worker / in-thread). Writes: BENCH_PW_FLOWS approval flows started one transaction
 * each (a request's shape) on a fresh in-memory database of each kind, in turn too.
 *   node --import tsx bench/pglite-worker.ts    (BENCH_USERS=20000 BENCH_PAIRS=3 BENCH_SECONDS=5)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLOW_TYPE } from '@ecms/shared';
import { testConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { appModules } from '../apps/server/src/modules/index.js';
import { AppRegistry } from '../apps/server/src/platform/registry.js';
import { withTenant } from '../apps/server/src/platform/tenancy.js';
import { startFlow } from '../apps/server/src/workflow/engine/operations.js';
import { BENCH_PASSWORD, loadAverage, measure, median, signIn, start, stop } from './lib.js';
import { seedUserListData } from './user-list.js';

process.env.BENCH_USERS ??= '20000';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const FLOWS = Number(process.env.BENCH_PW_FLOWS ?? 200);
const MODES = ['0', '1'] as const;
/** A B, then B A: neither side always goes first. */
const turnOrder = (pair: number) => (pair % 2 ? [...MODES].reverse() : [...MODES]);

async function reads(): Promise<void> {
  const dirs = Object.fromEntries(MODES.map((m) => [m, fs.mkdtempSync(path.join(os.tmpdir(), `ecms-bench-pw${m}-`))]));
  const database = await openDatabase({ dataDir: dirs['0'], worker: false });
  await migrate(database);
  await seedUserListData(database);
  await database.close();
  fs.cpSync(dirs['0'], dirs['1'], { recursive: true });
  const ports = { 0: 18911, 1: 18912 } as Record<string, number>;
  const servers = await Promise.all(MODES.map((m) => start(['apps/server/src/server.ts'], {
    PORT: String(ports[m]), HOST: '127.0.0.1', ECMS_DATA_DIR: dirs[m], ECMS_PGLITE_WORKER: m, ECMS_CAPTCHA: 'off',
    LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent',
  }, /listening/)));
  const tokens = Object.fromEntries(await Promise.all(MODES.map(async (m) => [m, await signIn(`http://127.0.0.1:${ports[m]}`, 'admin', BENCH_PASSWORD)])));
  const json = (m: string) => ({ 'content-type': 'application/json', authtoken: tokens[m] });
  const cases = [
    { name: 'paramList', opts: (m: string) => ({ url: `http://127.0.0.1:${ports[m]}/api/share/param/paramList` }) },
    { name: 'user list page', opts: (m: string) => ({ url: `http://127.0.0.1:${ports[m]}/api/a/sys/user/queryList`, method: 'POST' as const, headers: json(m), body: JSON.stringify({ pageNo: 1, pageSize: 50 }) }) },
    { name: 'user name search', opts: (m: string) => ({ url: `http://127.0.0.1:${ports[m]}/api/a/sys/user/queryList`, method: 'POST' as const, headers: json(m), body: JSON.stringify({ pageNo: 1, pageSize: 50, params: { name$like: '张员工1' } }) }) },
  ];
  for (const m of MODES) for (const c of cases) await measure({ ...c.opts(m), duration: 2 }); // warm-up
  console.log(`\nreads, 20 connections, ${PAIRS} pairs (load average at start ${loadAverage()})`);
  console.log('case               in-thread req/s  worker req/s  worker/in-thread (each pair)   p95 ms in-thread / worker');
  for (const c of cases) {
    const rps: Record<string, number[]> = { 0: [], 1: [] };
    const p95: Record<string, number[]> = { 0: [], 1: [] };
    for (let pair = 0; pair < PAIRS; pair++) {
      for (const m of turnOrder(pair)) {
        const r = await measure(c.opts(m));
        if (r.failures) throw new Error(`${c.name} (worker=${m}): ${r.failureDetail}`);
        rps[m].push(r.rps);
        p95[m].push(r.p95);
      }
    }
    const ratios = rps['1'].map((x, i) => x / rps['0'][i]);
    console.log(`${c.name.padEnd(18)} ${median(rps['0']).toFixed(0).padStart(15)} ${median(rps['1']).toFixed(0).padStart(13)}  ${median(ratios).toFixed(2).padStart(6)} (${ratios.map((r) => r.toFixed(2)).join(' ')})`
      + `   ${median(p95['0'])} / ${median(p95['1'])}   load ${loadAverage()}`);
  }
  await Promise.all(servers.map(stop));
  for (const d of Object.values(dirs)) fs.rmSync(d, { recursive: true, force: true });
}

/** Seconds to migrate and seed a fresh in-memory database, then to start FLOWS approval flows on it, one transaction each. */
async function flows(worker: boolean): Promise<[number, number]> {
  const t00 = performance.now();
  const database = await openDatabase({ worker });
  await migrate(database);
  const { tenantId } = await seed(database, testConfig({ demo: true, adminPassword: BENCH_PASSWORD, demoPassword: BENCH_PASSWORD }), { info: () => undefined, warn: () => undefined }, appModules);
  const rows = (await database.pglite!.query<{ id: string }>('select id from sys_user where login_name = $1', ['sunli'])).rows;
  const ctx = { tenantId, userId: rows[0].id };
  const setup = (performance.now() - t00) / 1000;
  const registry = new AppRegistry(appModules);
  const t0 = performance.now();
  for (let i = 0; i < FLOWS; i++) {
    await withTenant(database.db, ctx, (tx) => startFlow(tx, ctx, { processCode: FLOW_TYPE.MINIMAL.processCode, name: `基准合同${i}`, formData: { contractAmount: i } }), registry);
  }
  const seconds = (performance.now() - t0) / 1000;
  await database.close();
  return [setup, seconds];
}

async function writes(): Promise<void> {
  const secs: Record<string, [number, number][]> = { 0: [], 1: [] };
  for (let pair = 0; pair < PAIRS; pair++) for (const m of turnOrder(pair)) secs[m].push(await flows(m === '1'));
  console.log(`\nwrites (seconds; worker / in-thread per pair, > 1 = slower; load ${loadAverage()})`);
  for (const [k, name] of [[0, 'migrate + demo seed'], [1, `${FLOWS} approval flows, one transaction each`]] as const) {
    const ratios = secs['1'].map((x, i) => x[k] / secs['0'][i][k]);
    console.log(`${name.padEnd(44)} in-thread ${median(secs['0'].map((x) => x[k])).toFixed(2)} s  worker ${median(secs['1'].map((x) => x[k])).toFixed(2)} s  ratio ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(' ')})`);
  }
}

if (!process.env.BENCH_PW_SKIP_READS) await reads();
await writes();
