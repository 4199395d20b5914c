/**
 * Excel import and export at volume (issue 6). In one process on an in-memory database:
 *   import  N rows (default 100k) through the platform pipeline (streamed read, typed conversion,
 *           required/unique checks in the file and against the table, batched inserts) vs a bare
 *           exceljs streaming reader + the same batched insert, no checks (target ≤ 1.5x);
 *   export  N rows through writeXlsx (Chinese titles, §9 formats, labels) vs a bare exceljs
 *           streaming writer of the same rows;
 *   memory  peak RSS growth of each phase, sampled every 25 ms (target < 300 MB for the import).
 * BENCH_EXCEL_ROWS changes N.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { Db } from '../apps/server/src/db/client.js';
import { importBatchSize, runImport } from '../apps/server/src/platform/excel/import.js';
import type { ImportTarget } from '../apps/server/src/platform/excel/targets.js';
import { writeXlsx } from '../apps/server/src/platform/excel/writer.js';
import { DiskFileStore } from '../apps/server/src/platform/files/file-store.js';

const N = Number(process.env.BENCH_EXCEL_ROWS ?? 100_000);
const HEAD = ['编号', '名称', '金额', '日期', '数量', '备注'];
const KEYS = ['code', 'name', 'amount', 'd', 'qty', 'remark'] as const;

function sampler() {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 25);
  return { stop: () => { clearInterval(timer); peak = Math.max(peak, process.memoryUsage().rss); return (peak - start) / 1048576; } };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; mb: number; value: T }> {
  const mem = sampler();
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  return { ms, mb: mem.stop(), value };
}

const insertRows = (tx: Db, table: 'bench_ours' | 'bench_bare', rows: Record<string, unknown>[]) =>
  tx.execute(sql`insert into ${sql.identifier(table)} (code, name, amount, d, qty, remark) values ${sql.join(
    rows.map((r) => sql`(${r.code}, ${r.name}, ${r.amount}, ${r.d}, ${r.qty}, ${r.remark})`), sql`, `)}`);

const discard = () => new Writable({ write(_c, _e, done) { done(); } });

export async function excelBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-excel-'));
  const database = await openDatabase({});
  const db = database.db;
  try {
    for (const t of ['bench_ours', 'bench_bare']) {
      await db.execute(sql`create table ${sql.identifier(t)} (code text primary key, name text not null, amount numeric, d date, qty numeric, remark text)`);
    }
    // The input: N rows written with exceljs's streaming writer (dates as text, money with separators).
    const store = new DiskFileStore(path.join(dir, 'files'));
    const src = new PassThrough();
    const stored = store.write('bench', src);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: src, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet('数据');
    ws.addRow(HEAD).commit();
    for (let i = 1; i <= N; i++) {
      ws.addRow([`C${String(i).padStart(7, '0')}`, `项目名称${i}`, `${(i % 1000).toLocaleString('en')},${String(i % 1000).padStart(3, '0')}.50`,
        `2024/${1 + (i % 12)}/${1 + (i % 28)}`, i % 97, i % 3 ? '' : `备注${i}`]).commit();
    }
    ws.commit();
    await wb.commit();
    const file = await stored;

    // Bare pipeline: stream the sheet, insert in the same batches, no checks or conversions.
    const batch = importBatchSize(KEYS.length);
    const bare = await timed(() => db.transaction(async (tx) => {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(store.read(file.key), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
      let rows: Record<string, unknown>[] = [];
      let n = 0;
      for await (const sheet of reader) {
        for await (const row of sheet) {
          if (row.number === 1) continue;
          const v = (row.values as unknown[]).slice(1);
          rows.push({ code: v[0], name: v[1], amount: String(v[2]).replace(/,/g, ''), d: String(v[3]).replace(/\//g, '-'), qty: v[4], remark: v[5] ?? null });
          n++;
          if (rows.length >= batch) { await insertRows(tx as unknown as Db, 'bench_bare', rows); rows = []; }
        }
      }
      if (rows.length) await insertRows(tx as unknown as Db, 'bench_bare', rows);
      return n;
    }));

    const target: ImportTarget = {
      code: 'bench:rows', label: '基准',
      columns: async () => [
        { key: 'code', label: '编号', type: 'text', required: true, unique: true, maxLength: 20 },
        { key: 'name', label: '名称', type: 'text', required: true, maxLength: 100 },
        { key: 'amount', label: '金额', type: 'money' },
        { key: 'd', label: '日期', type: 'date' },
        { key: 'qty', label: '数量', type: 'number' },
        { key: 'remark', label: '备注', type: 'text' },
      ],
      existing: async (tx, _key, values) => {
        const r = await tx.execute(sql`select code from bench_ours where code in ${values}`) as unknown as { rows: { code: string }[] };
        return new Set(r.rows.map((x) => x.code));
      },
      insertBatch: async (tx, rows) => { await insertRows(tx, 'bench_ours', rows); },
    };
    let progressCalls = 0;
    const ours = await timed(() => db.transaction((tx) => runImport({
      tx: tx as unknown as Db, target, store, storageKey: file.key, size: file.size, mode: 'valid',
      ctx: { actor: { sessionId: 'b', tenantId: 'bench', userId: 'b', roles: [], isAdmin: true, mustChangePassword: false }, notes: [], state: {} },
      maxUncompressedBytes: 2 * 1024 ** 3, maxRows: 5_000_000, progress: () => { progressCalls++; },
    })));
    if (ours.value.imported !== N || bare.value !== N) throw new Error(`import counts: ours ${ours.value.imported} (${ours.value.failed} failed), bare ${bare.value}`);

    // Export: the same N stored rows, read in chunks of 5,000, to a discarded stream.
    const chunks = async function* () {
      for (let off = 0; ; off += 5000) {
        const r = await db.execute(sql`select code, name, amount::float8 amount, d::text d, qty::float8 qty, remark from bench_ours order by code limit 5000 offset ${off}`) as unknown as { rows: Record<string, unknown>[] };
        yield* r.rows;
        if (r.rows.length < 5000) return;
      }
    };
    const bareExport = await timed(async () => {
      const w = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: discard(), useSharedStrings: false, useStyles: false });
      const s = w.addWorksheet('数据');
      s.addRow(HEAD).commit();
      for await (const r of chunks()) s.addRow(KEYS.map((k) => r[k])).commit();
      s.commit();
      await w.commit();
    });
    const ourExport = await timed(() => writeXlsx(discard(), {
      sheetName: '数据',
      columns: [
        { key: 'code', label: '编号' }, { key: 'name', label: '名称' }, { key: 'amount', label: '金额', format: 'money' },
        { key: 'd', label: '日期', format: 'date' }, { key: 'qty', label: '数量', format: 'number' }, { key: 'remark', label: '备注' },
      ],
      rows: chunks(),
    }));

    const out = {
      rows: N, fileMB: +(file.size / 1048576).toFixed(1), batchRows: batch, progressEvents: progressCalls,
      import: { oursMs: Math.round(ours.ms), bareMs: Math.round(bare.ms), ratio: +(ours.ms / bare.ms).toFixed(2), target: 1.5, oursPeakRssMB: Math.round(ours.mb), barePeakRssMB: Math.round(bare.mb), rssTargetMB: 300 },
      export: { oursMs: Math.round(ourExport.ms), bareMs: Math.round(bareExport.ms), ratio: +(ourExport.ms / bareExport.ms).toFixed(2), oursPeakRssMB: Math.round(ourExport.mb), barePeakRssMB: Math.round(bareExport.mb) },
    };
    console.log(`\nexcel (${N} rows, ${out.fileMB} MB file, batches of ${batch}):`);
    console.log(`  import  ours ${out.import.oursMs} ms  bare ${out.import.bareMs} ms  ratio ${out.import.ratio} (target ≤ 1.5)  peak RSS +${out.import.oursPeakRssMB} MB (bare +${out.import.barePeakRssMB} MB, target < 300)`);
    console.log(`  export  ours ${out.export.oursMs} ms  bare ${out.export.bareMs} ms  ratio ${out.export.ratio}  peak RSS +${out.export.oursPeakRssMB} MB (bare +${out.export.barePeakRssMB} MB)`);
    return out;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
