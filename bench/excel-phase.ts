/**
 * One measured phase of the Excel bench, in a process of its own (started by excel.ts), so that
 * the memory figure is the growth of the process doing the work, as a server process would see
 * it, and no phase inherits another's heap or database cache:
 *   import-bare   exceljs streaming reader + the batched insert, no checks
 *   import-ours   the product pipeline (runImport: checked file, typed conversion, required/unique
 *                 checks in the file and per batch against the table, error workbook, progress pushes)
 *   export-bare   exceljs streaming writer of the stored rows
 *   export-ours   writeXlsx (Chinese titles, §9 formats, frozen header) of the same rows
 * Peak RSS growth is the kernel's high-water mark (VmHWM, reset through /proc/self/clear_refs
 * just before the phase) over the RSS at that moment; where /proc is missing, RSS sampled every 20 ms.
 * Prints one JSON line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { importBatchSize, runImport } from '../apps/server/src/platform/excel/import.js';
import type { ImportTarget } from '../apps/server/src/platform/excel/targets.js';
import { writeXlsx } from '../apps/server/src/platform/excel/writer.js';
import { DiskFileStore } from '../apps/server/src/platform/files/file-store.js';
import { reportProgress } from '../apps/server/src/platform/realtime/push.js';
import { HEAD, insertRows, KEYS, TABLES } from './excel-data.js';

const env = process.env;
const phase = env.BENCH_EXCEL_PHASE as 'import-bare' | 'import-ours' | 'export-bare' | 'export-ours';
const dir = env.BENCH_EXCEL_DIR!;
const key = env.BENCH_EXCEL_KEY!;
const size = Number(env.BENCH_EXCEL_SIZE);
const MB = 1048576;

function kb(field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function memoryWatch() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  let hwm = false;
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
    hwm = kb('VmHWM') !== null;
  } catch { /* not Linux or not allowed: sampling only */ }
  const base = process.memoryUsage.rss();
  let sampled = base;
  const timer = setInterval(() => { sampled = Math.max(sampled, process.memoryUsage.rss()); }, 20);
  return {
    stop() {
      clearInterval(timer);
      sampled = Math.max(sampled, process.memoryUsage.rss());
      const peak = hwm ? Math.max(kb('VmHWM')!, sampled) : sampled;
      return { baseMB: base / MB, peakGrowthMB: (peak - base) / MB, method: hwm ? 'VmHWM' : 'sampled' };
    },
  };
}

/** Counts the bytes of a workbook and drops them. */
function sink() {
  const s = { bytes: 0, stream: new Writable({ write(c: Buffer, _e, done) { s.bytes += c.length; done(); } }) };
  return s;
}

const database = await openDatabase(env.BENCH_DATABASE_URL ? { databaseUrl: env.BENCH_DATABASE_URL, poolSize: 4 } : { dataDir: env.BENCH_EXCEL_PGDATA });
const db = database.db;
const store = new DiskFileStore(path.join(dir, 'files'));
const batch = importBatchSize(KEYS.length);

async function bareImport(): Promise<number> {
  return db.transaction(async (tx) => {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(store.read(key), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
    let rows: Record<string, unknown>[] = [];
    let n = 0;
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number === 1) continue;
        const v = (row.values as unknown[]).slice(1);
        rows.push({ code: v[0], name: v[1], amount: String(v[2]).replace(/,/g, ''), d: String(v[3]).replace(/\//g, '-'), qty: v[4], remark: v[5] ?? null });
        n++;
        if (rows.length >= batch) { await insertRows(tx as unknown as Db, 'bare', rows); rows = []; }
      }
    }
    if (rows.length) await insertRows(tx as unknown as Db, 'bare', rows);
    return n;
  });
}

async function ourImport(): Promise<{ imported: number; failed: number; progressEvents: number }> {
  const target: ImportTarget = {
    code: 'bench:rows', label: '基准',
    columns: async () => [
      { key: 'code', label: '编号', type: 'text', required: true, unique: true, maxLength: 20, pattern: '^[A-Z][0-9]+$' },
      { key: 'name', label: '名称', type: 'text', required: true, maxLength: 100 },
      { key: 'amount', label: '金额', type: 'money' },
      { key: 'd', label: '日期', type: 'date' },
      { key: 'qty', label: '数量', type: 'number' },
      { key: 'remark', label: '备注', type: 'text' },
    ],
    existing: async (tx, _key, values) => {
      const r = await tx.execute(sql`select code from ${sql.identifier(TABLES.ours)} where code in ${values}`) as unknown as { rows: { code: string }[] };
      return new Set(r.rows.map((x) => x.code));
    },
    insertBatch: async (tx, rows) => { await insertRows(tx, 'ours', rows); },
  };
  let progressEvents = 0;
  const actor = { sessionId: 'b', tenantId: 'bench', userId: 'b', roles: [], isAdmin: true, mustChangePassword: false };
  // Progress goes out the way the import route sends it (the realtime bus: NOTIFY on PostgreSQL).
  const push = (percent: number, rows: number) => {
    progressEvents++;
    return reportProgress(db, { tenantId: 'bench', userId: 'b', jobId: 'bench', percent, text: `已处理 ${rows} 行` });
  };
  const out = await runImport({
    withTx: (fn) => db.transaction((tx) => fn(tx as unknown as Db)), target, store, storageKey: key, size, mode: 'valid', ctx: { actor, notes: [], state: {} },
    maxUncompressedBytes: 4 * 1024 ** 3, maxRows: 5_000_000, progress: push,
  });
  return { imported: out.imported, failed: out.failed, progressEvents };
}

/** The stored rows in chunks of 5,000 by key (keyset paging, as a list export reads). */
async function* stored(tx: Db): AsyncGenerator<Record<string, unknown>> {
  let after = '';
  for (;;) {
    const r = await tx.execute(sql`select code, name, amount::float8 amount, d::text d, qty::float8 qty, remark from ${sql.identifier(TABLES.ours)}
      where code > ${after} order by code limit 5000`) as unknown as { rows: Record<string, unknown>[] };
    yield* r.rows;
    if (r.rows.length < 5000) return;
    after = r.rows[r.rows.length - 1].code as string;
  }
}

async function bareExport(): Promise<{ rows: number; bytes: number }> {
  const out = sink();
  const rows = await db.transaction(async (tx) => {
    const w = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out.stream, useSharedStrings: false, useStyles: false });
    const s = w.addWorksheet('数据');
    s.addRow(HEAD).commit();
    let n = 0;
    for await (const r of stored(tx as unknown as Db)) { s.addRow(KEYS.map((k) => r[k])).commit(); n++; }
    s.commit();
    await w.commit();
    return n;
  });
  return { rows, bytes: out.bytes };
}

async function ourExport(): Promise<{ rows: number; bytes: number }> {
  const out = sink();
  const rows = await db.transaction((tx) => writeXlsx(out.stream, {
    sheetName: '数据',
    columns: [
      { key: 'code', label: '编号' }, { key: 'name', label: '名称' }, { key: 'amount', label: '金额', format: 'money' },
      { key: 'd', label: '日期', format: 'date' }, { key: 'qty', label: '数量', format: 'number' }, { key: 'remark', label: '备注' },
    ],
    rows: stored(tx as unknown as Db),
  }));
  return { rows, bytes: out.bytes };
}

const run = { 'import-bare': bareImport, 'import-ours': ourImport, 'export-bare': bareExport, 'export-ours': ourExport }[phase];
if (!run) throw new Error(`unknown phase ${phase}`);
try {
  if (phase === 'import-bare' || phase === 'import-ours') await db.execute(sql`truncate ${sql.identifier(TABLES[phase === 'import-bare' ? 'bare' : 'ours'])}`);
  await db.execute(sql`select 1`);
  const mem = memoryWatch();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const value = await run();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  // CPU time of this process (user + system): steadier than wall time on a shared machine, but
  // without the database server's share on PostgreSQL.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const memory = mem.stop();
  let rowsInTable = null;
  if (phase.startsWith('import')) {
    const r = await db.execute(sql`select count(*)::int n from ${sql.identifier(TABLES[phase === 'import-bare' ? 'bare' : 'ours'])}`) as unknown as { rows: { n: number }[] };
    rowsInTable = r.rows[0].n;
  }
  process.stdout.write(`${JSON.stringify({ phase, ms, cpuMs, ...memory, value, stored: rowsInTable })}\n`);
} finally {
  await database.close();
}
