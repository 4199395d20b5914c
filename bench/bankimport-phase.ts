/**
 * One measured phase of the bank import bench, in a process of its own (started by bankimport.ts):
 *   bare  the Excel bench's bare pipeline on the statement workbook: exceljs streaming reader (same
 *         options as excel-phase.ts import-bare), the cells taken by position with the least
 *         conversion (commas out of amounts, a time zone on the time), multi-row inserts of 500 into
 *         fin_bank_detail in one transaction; no header search, checks, dedupe or chain
 *   read  the product's reader alone: every row of the sheet through readSheetRows (the sheet
 *         worker), no conversion, no database
 * Prints one JSON line: wall and CPU time, peak RSS growth (VmHWM after /proc/self/clear_refs).
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { readSheetRows } from '../apps/server/src/platform/excel/reader.js';

const env = process.env;
const phase = env.BENCH_BANKIMPORT_PHASE as 'bare' | 'read';
const file = env.BENCH_BANKIMPORT_FILE!;
const tenantId = env.BENCH_BANKIMPORT_TENANT!;
const BARE_ACCOUNT = 'bib-bare';
const BATCH = 500;
const MB = 1048576;

function vm(field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const money = (v: unknown) => { const s = String(v ?? '').replace(/,/g, ''); return s === '' ? '0' : s; };

async function bare(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, true)`);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
    let rows: ReturnType<typeof sql>[] = [];
    let n = 0;
    const flush = async () => {
      await tx.execute(sql`insert into fin_bank_detail (tenant_id, id, account_id, account_no, date_time, month, income, pay, balance,
        other_side_name, other_side_account_no, summary, matter, serial_no, dedupe_key, content_hash, is_need_claim, seq) values ${sql.join(rows, sql`, `)}`);
      rows = [];
    };
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // Title and header rows, and the 合计 row at the end.
        if (row.number < 3) continue;
        const v = (row.values as unknown[]).slice(1).map((x) => (x === undefined || x === null ? '' : String(x)));
        if (v[0] === '合计') continue;
        n++;
        const income = money(v[6]);
        rows.push(sql`(${tenantId}, ${`bib-${n}`}, ${BARE_ACCOUNT}, ${v[1]}, ${`${v[3]}+08`}, ${v[3].slice(0, 7)}, ${income}, ${money(v[5])}, ${money(v[11])},
          ${v[10]}, ${v[2]}, ${v[8]}, ${v[9]}, ${v[0]}, ${`s:${v[0]}`}, ${v[0]}, ${income !== '0'}, ${n})`);
        if (rows.length >= BATCH) await flush();
      }
    }
    if (rows.length) await flush();
    return n;
  });
}

async function read(): Promise<number> {
  let n = 0;
  for await (const row of readSheetRows(file, fs.statSync(file).size, { maxInflatedBytes: 4 * 1024 ** 3 })) if (row.number >= 3) n++;
  return n;
}

const database = phase === 'bare' ? await openDatabase(env.BENCH_DATABASE_URL ? { databaseUrl: env.BENCH_DATABASE_URL, poolSize: 2 } : { dataDir: env.BENCH_BANKIMPORT_PGDATA }) : null;
try {
  if (database) await database.db.execute(sql`select 1`);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  let hwm = false;
  try { fs.writeFileSync('/proc/self/clear_refs', '5'); hwm = vm('VmHWM') !== null; } catch { /* sampling only */ }
  const base = process.memoryUsage.rss();
  let sampled = base;
  const timer = setInterval(() => { sampled = Math.max(sampled, process.memoryUsage.rss()); }, 20);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const rows = phase === 'bare' ? await bare(database!.db) : await read();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(timer);
  const peak = Math.max(sampled, process.memoryUsage.rss(), hwm ? vm('VmHWM')! : 0);
  // The bare rows go again, so the product's import finds the table as it was.
  if (database) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, true)`);
      await tx.execute(sql`delete from fin_bank_detail where account_id = ${BARE_ACCOUNT}`);
    });
  }
  process.stdout.write(`${JSON.stringify({ phase, ms, cpuMs: (cpu.user + cpu.system) / 1000, baseMB: base / MB, peakGrowthMB: (peak - base) / MB, rows })}\n`);
} finally {
  await database?.close();
}
