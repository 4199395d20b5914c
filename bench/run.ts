/**
 * npm run bench: each figure beside a baseline measured in the same run, as a ratio.
 *   paramList  GET /api/share/param/paramList  vs a bare Fastify route   (target ≥ 60%)
 *   login      POST /api/login                 vs raw argon2id verifies  (target ≥ 80%)
 *   user list  POST /api/a/sys/user/queryList on 100k users: p95 (target ≤ 30 ms) and a
 *              data-scoped user's p95 against the administrator's (target ≤ 1.5x)
 *   search     POST /api/b/global/search/queryList over 1M documents: p95 for 2-character words
 *              (target ≤ 100 ms) and 3+ characters (≤ 50 ms), beside the full scan it replaces
 *   workflow   submit throughput on 1,000 running instances (target ≥ 200/s on PostgreSQL) and the
 *              to-do list with 1M tasks in the table (p95 ≤ 30 ms at 50 connections); see workflow.ts
 *   excel      100k-row import through the Excel pipeline vs bare exceljs stream + batched insert
 *              (target ≤ 1.5x, peak RSS growth < 300 MB) and a 100k-row streamed export vs the bare
 *              exceljs writer, each phase in its own process; BENCH_EXCEL_ROWS=1000000 etc., see excel.ts
 *   qc         the quality findings list (one run of 20,000 findings, first page of 50) vs a bare Fastify
 *              route running the same SELECT and COUNT on the same database; see qc-findings.ts
 *   qcimport   a 20,000-item 清单 workbook (4 单位工程, 表-09 included) imported through /b/project/file/import and fully
 *              checked, vs the bare exceljs read of the same workbook (import ≤ 1.5x, check ≤ 3x the import, peak RSS
 *              growth < 500 MB); BENCH_QC_ITEMS, BENCH_QC_T09=0; see qc-import.ts
 *   sup        the supervision problem ledger (1M problems over 2,000 projects, one project's open problems, first
 *              page of 50) vs a bare Fastify route running the same SELECT and COUNT (target p95 ≤ 2x); see sup-problems.ts
 *   web        JavaScript bytes per page (sign-in ≤ 200 KB gz, home ≤ 400 KB gz), see web-bytes.ts
 *   trips      database round trips per request by route family (list ≤ 4, read ≤ 3, search ≤ 4,
 *              approval submit ≤ 12): counts, on PGlite, and on PostgreSQL when BENCH_TRIPS_DATABASE_URL
 *              names an empty database; see round-trips.ts
 *   bank       the bank-statement list's first page on 200k lines vs a bare route (bank-list.ts)
 *   bankcalc   month recalculation of 20 accounts × 60 months over 1M lines vs one SQL aggregate (target ≤ 3x); bankcalc.ts
 *   bankimport a 100k-line ICBC statement through the bank import vs the Excel bench's bare read-and-insert
 *              (target ≤ 1.5x, peak RSS growth < 300 MB); bankimport.ts
 *   isolation  company A's user list alone vs with 100k users of company B in the table (ratio, target ≈ 1;
 *              A's total unchanged); isolation.ts
 * BENCH_ONLY=core|users|contract|search|workflow|excel|qc|qcimport|sup|web|trips|bank|bankcalc|bankimport|isolation runs one part; BENCH_DATABASE_URL runs the product on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DURATION, measure, root, start, stop } from './lib.js';
import { excelBench } from './excel.js';
import { qcFindingsBench } from './qc-findings.js';
import { qcImportBench } from './qc-import.js';
import { searchBench } from './search.js';
import { supProblemsBench } from './sup-problems.js';
import { userListBench } from './user-list.js';
import { contractListBench } from './contract-list.js';
import { bankListBench } from './bank-list.js';
import { bankCalcBench } from './bankcalc.js';
import { bankImportBench } from './bankimport.js';
import { isolationBench } from './isolation.js';
import { webBytesBench } from './web-bytes.js';
import { workflowBench } from './workflow.js';

const PASSWORD = 'Admin@bench2026';
const only = process.env.BENCH_ONLY;
const database = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
const results: Record<string, unknown> = { date: new Date().toISOString(), durationSeconds: DURATION, cpus: os.cpus().length, database };

async function coreBench(): Promise<void> {
  // Baseline 1: bare Fastify.
  const bare = await start(['bench/bare-server.ts'], { PORT: '18901' }, /ready/);
  const bareRes = await measure({ url: 'http://127.0.0.1:18901/ping' });
  await stop(bare);

  // The product on a fresh database.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-'));
  const ecms = await start(['apps/server/src/server.ts'], {
    PORT: '18902', HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir, ECMS_CAPTCHA: 'off', ECMS_DEMO: '0', ECMS_ADMIN_PASSWORD: PASSWORD,
    ECMS_LOGIN_IP_MAX_FAILURES: '1000000', LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  }, /listening/);
  await measure({ url: 'http://127.0.0.1:18902/api/share/param/paramList', duration: 2 }); // warm-up
  const paramRes = await measure({ url: 'http://127.0.0.1:18902/api/share/param/paramList' });
  const loginConnections = 10;
  const loginRes = await measure({
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

  const rows = [
    { bench: 'paramList', rps: paramRes.rps, p95ms: paramRes.p95, baseline: 'bare Fastify', baselineRps: bareRes.rps, ratio: paramRes.rps / bareRes.rps, target: 0.6, failures: paramRes.failures },
    { bench: 'login', rps: loginRes.rps, p95ms: loginRes.p95, baseline: 'raw argon2id verify', baselineRps: argon.perSecond, ratio: loginRes.rps / argon.perSecond, target: 0.8, failures: loginRes.failures },
  ];
  console.log(`\ndatabase: ${database}`);
  console.log('bench       req/s     p95 ms   baseline              baseline/s   ratio   target  failures');
  for (const r of rows) {
    console.log(`${r.bench.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p95ms).padStart(9)}   ${r.baseline.padEnd(20)} ${r.baselineRps.toFixed(0).padStart(10)}   ${(r.ratio * 100).toFixed(0).padStart(4)}%   ${(r.target * 100).toFixed(0)}%    ${r.failures}`);
  }
  results.core = rows;
}

/** Round trips per request (bench/round-trips.ts in its own process, once per database). */
async function roundTripsBench(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const runs: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.BENCH_TRIPS_DATABASE_URL) runs.push(['postgresql', process.env.BENCH_TRIPS_DATABASE_URL]);
  for (const [name, url] of runs) {
    out[name] = await new Promise<string>((resolve, reject) => {
      const env = { ...process.env };
      delete env.DATABASE_URL;
      if (url) env.DATABASE_URL = url;
      const c = spawn(process.execPath, ['--import', 'tsx', 'bench/round-trips.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      c.stdout.on('data', (d: Buffer) => { text += d.toString(); });
      c.on('error', reject);
      c.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`round-trips.ts (${name}) exited ${code}`))));
    });
    console.log(out[name]);
  }
  return out;
}

if (!only || only === 'core') await coreBench();
if (!only || only === 'users') results.users = await userListBench();
if (!only || only === 'contract') results.contract = await contractListBench();
if (!only || only === 'search') results.search = await searchBench();
if (!only || only === 'workflow') results.workflow = await workflowBench();
if (!only || only === 'excel') results.excel = await excelBench();
if (!only || only === 'qc') results.qc = await qcFindingsBench();
if (!only || only === 'qcimport') results.qcimport = await qcImportBench();
if (!only || only === 'sup') results.sup = await supProblemsBench();
if (!only || only === 'web') results.web = await webBytesBench();
if (!only || only === 'trips') results.trips = await roundTripsBench();
if (!only || only === 'bank') results.bank = await bankListBench();
if (!only || only === 'bankcalc') results.bankcalc = await bankCalcBench();
if (!only || only === 'bankimport') results.bankimport = await bankImportBench();
if (!only || only === 'isolation') results.isolation = await isolationBench();
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results', `${Date.now()}.json`), JSON.stringify(results, null, 2));
