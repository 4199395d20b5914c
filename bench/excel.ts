/**
 * Excel import and export at volume (issue 6). Every measured phase runs in a fresh child process
 * (excel-phase.ts) that samples its own memory, on PGlite in a data directory or on PostgreSQL
 * (BENCH_DATABASE_URL):
 *   import  N rows through the platform pipeline (streamed read, typed conversion, required/
 *           pattern/unique checks in the file and against the table, batched inserts, progress
 *           pushes) vs a bare exceljs streaming reader + the same batched insert (target ≤ 1.5x,
 *           peak RSS growth < 300 MB at 100k rows);
 *   export  N rows through writeXlsx (Chinese titles, §9 formats) vs a bare exceljs streaming
 *           writer of the same rows, both read from the table in keyset chunks of 5,000.
 * The input is written like Excel saves it (shared strings). Knobs: BENCH_EXCEL_ROWS (default
 * 100000), BENCH_EXCEL_REPEAT (bare/ours pairs per part, default 1; the fastest of each counts),
 * BENCH_EXCEL_EXPORT=0 (imports only), BENCH_EXCEL_SHARED_STRINGS=0 (inline strings),
 * BENCH_EXCEL_CPU_PROF=<dir> (a V8 CPU profile of each phase).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { importBatchSize } from '../apps/server/src/platform/excel/import.js';
import { DiskFileStore } from '../apps/server/src/platform/files/file-store.js';
import { createTable, HEAD, inputRow, KEYS, TABLES } from './excel-data.js';
import { root } from './lib.js';

const N = Number(process.env.BENCH_EXCEL_ROWS ?? 100_000);
const REPEAT = Math.max(1, Number(process.env.BENCH_EXCEL_REPEAT ?? 1));
const SHARED = process.env.BENCH_EXCEL_SHARED_STRINGS !== '0';
const EXPORT = process.env.BENCH_EXCEL_EXPORT !== '0';

interface PhaseResult {
  phase: string;
  ms: number;
  cpuMs: number;
  baseMB: number;
  peakGrowthMB: number;
  method: string;
  value: unknown;
  stored: number | null;
  load: string;
}

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

function runPhase(phase: string, env: Record<string, string>): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const prof = process.env.BENCH_EXCEL_CPU_PROF; // a directory: each phase writes a .cpuprofile there
    const c = spawn(process.execPath, ['--expose-gc', ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`, `--cpu-prof-name=${phase}.cpuprofile`] : []), '--import', 'tsx', 'bench/excel-phase.ts'], {
      cwd: root, env: { ...process.env, ...env, BENCH_EXCEL_PHASE: phase }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    c.stdout!.on('data', (d) => { out += d; });
    c.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`excel phase ${phase} exited ${code}:\n${out}`));
      const line = out.trim().split('\n').pop()!;
      resolve({ ...JSON.parse(line), load: loadavg() });
    });
  });
}

export async function excelBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-excel-'));
  const url = process.env.BENCH_DATABASE_URL;
  const pgData = path.join(dir, 'pgdata');
  const loadStart = loadavg();
  try {
    const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: pgData });
    for (const side of ['ours', 'bare'] as const) {
      if (url) await database.db.execute(sql`drop table if exists ${sql.identifier(TABLES[side])}`);
      await createTable(database.db, side);
    }
    await database.close();

    // The input, written with exceljs's streaming writer.
    const t0 = performance.now();
    const store = new DiskFileStore(path.join(dir, 'files'));
    const src = new PassThrough();
    const stored = store.write('bench', src);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: src, useSharedStrings: SHARED, useStyles: false });
    const ws = wb.addWorksheet('数据');
    ws.addRow(HEAD).commit();
    for (let i = 1; i <= N; i++) ws.addRow(inputRow(i)).commit();
    ws.commit();
    await wb.commit();
    const file = await stored;
    console.log(`excel: ${N} rows written in ${((performance.now() - t0) / 1000).toFixed(1)} s (${(file.size / 1048576).toFixed(1)} MB); load average ${loadavg()}`);

    const env = { BENCH_EXCEL_DIR: dir, BENCH_EXCEL_KEY: file.key, BENCH_EXCEL_SIZE: String(file.size), BENCH_EXCEL_PGDATA: pgData };
    const runs: PhaseResult[] = [];
    const pair = async (part: 'import' | 'export') => {
      for (let i = 0; i < REPEAT; i++) {
        for (const side of ['bare', 'ours']) {
          const r = await runPhase(`${part}-${side}`, env);
          runs.push(r);
          console.log(`  ${r.phase.padEnd(12)} ${(r.ms / 1000).toFixed(2).padStart(7)} s  cpu ${(r.cpuMs / 1000).toFixed(2).padStart(6)} s   peak RSS +${r.peakGrowthMB.toFixed(0)} MB (${r.method}, from ${r.baseMB.toFixed(0)} MB)   load average ${r.load}`);
        }
      }
    };
    await pair('import');
    for (const r of runs) {
      const v = r.value as number | { imported: number; failed: number };
      const imported = typeof v === 'number' ? v : v.imported;
      if (imported !== N || r.stored !== N) throw new Error(`${r.phase}: ${imported} imported, ${r.stored} stored, expected ${N}`);
    }
    if (EXPORT) await pair('export');

    const best = (phase: string) => runs.filter((r) => r.phase === phase).reduce((a, b) => (b.ms < a.ms ? b : a));
    const part = (name: 'import' | 'export') => {
      const ours = best(`${name}-ours`);
      const bare = best(`${name}-bare`);
      const cpu = (phase: string) => Math.min(...runs.filter((r) => r.phase === phase).map((r) => r.cpuMs));
      return {
        oursMs: Math.round(ours.ms), bareMs: Math.round(bare.ms), ratio: +(ours.ms / bare.ms).toFixed(2),
        oursCpuMs: Math.round(cpu(`${name}-ours`)), bareCpuMs: Math.round(cpu(`${name}-bare`)), cpuRatio: +(cpu(`${name}-ours`) / cpu(`${name}-bare`)).toFixed(2),
        oursPeakRssGrowthMB: Math.round(Math.max(...runs.filter((r) => r.phase === `${name}-ours`).map((r) => r.peakGrowthMB))),
        barePeakRssGrowthMB: Math.round(Math.max(...runs.filter((r) => r.phase === `${name}-bare`).map((r) => r.peakGrowthMB))),
      };
    };
    const out = {
      rows: N, fileMB: +(file.size / 1048576).toFixed(1), sharedStrings: SHARED, batchRows: importBatchSize(KEYS.length), repeat: REPEAT,
      database: url ? 'postgresql' : 'pglite', cpus: os.cpus().length, loadStart, loadEnd: loadavg(),
      import: { ...part('import'), target: 1.5, rssTargetMB: 300 },
      ...(EXPORT && { export: part('export') }),
      runs,
    };
    const row = (name: string, p: ReturnType<typeof part>, target: string) =>
      `${name.padEnd(7)} ${(p.oursMs / 1000).toFixed(2).padStart(7)} ${(p.bareMs / 1000).toFixed(2).padStart(7)} ${p.ratio.toFixed(2).padStart(6)}  ${target.padEnd(6)} ${String(p.oursPeakRssGrowthMB).padStart(9)} ${String(p.barePeakRssGrowthMB).padStart(9)}   ${(p.oursCpuMs / 1000).toFixed(2).padStart(7)} ${(p.bareCpuMs / 1000).toFixed(2).padStart(7)} ${p.cpuRatio.toFixed(2).padStart(6)}`;
    console.log(`\nexcel on ${out.database}: ${N} rows, ${out.fileMB} MB file (${SHARED ? 'shared strings' : 'inline strings'}), inserts of ${out.batchRows} rows, best of ${REPEAT}`);
    console.log('part     ours s  bare s  ratio  target  ours +MB  bare +MB   ours cpu s  bare cpu s  cpu ratio');
    console.log('         (wall time; +MB = peak RSS growth of the working process; cpu = its own CPU time: PGlite work included, a PostgreSQL server excluded)');
    console.log(row('import', out.import, '≤1.5'));
    if (out.export) console.log(row('export', out.export, '-'));
    console.log(`load average at start ${loadStart}, at end ${out.loadEnd} (${out.cpus} CPUs)`);
    if (url) {
      const database2 = await openDatabase({ databaseUrl: url });
      for (const side of ['ours', 'bare'] as const) await database2.db.execute(sql`drop table if exists ${sql.identifier(TABLES[side])}`);
      await database2.close();
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
