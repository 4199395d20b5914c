/**
 * One measured phase of the qc import bench, in a process of its own (started by qc-import.ts):
 *   bare  the bare exceljs streaming read of every sheet of the workbook (shared strings cached,
 *         styles and hyperlinks ignored), each row's values taken, nothing else: the floor the issue
 *         names ("the platform's bare Excel read of the same workbook")
 *   read  the platform's reader alone: every row of every sheet through readSheetRows (the sheet
 *         worker, allSheets), as the import reads it, no parsing, no database
 * Prints one JSON line: wall and CPU time, peak RSS growth (VmHWM after /proc/self/clear_refs), rows.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { readSheetRows } from '../apps/server/src/platform/excel/reader.js';

const phase = process.env.BENCH_QC_PHASE as 'bare' | 'read';
const file = process.env.BENCH_QC_FILE!;
const MB = 1048576;

function hwm(): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function bare(): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  let n = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) if ((row.values as unknown[]).length) n++;
  }
  return n;
}

async function read(): Promise<number> {
  let n = 0;
  for await (const row of readSheetRows(file, fs.statSync(file).size, { allSheets: true, maxInflatedBytes: 4 * 1024 ** 3 })) if (row.cells) n++;
  return n;
}

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
gc?.();
let useHwm = false;
try { fs.writeFileSync('/proc/self/clear_refs', '5'); useHwm = hwm() !== null; } catch { /* sampling only */ }
const base = process.memoryUsage.rss();
let sampled = base;
const timer = setInterval(() => { sampled = Math.max(sampled, process.memoryUsage.rss()); }, 20);
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const rows = phase === 'bare' ? await bare() : await read();
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
clearInterval(timer);
const peak = Math.max(sampled, process.memoryUsage.rss(), useHwm ? hwm()! : 0);
process.stdout.write(`${JSON.stringify({ phase, ms, cpuMs: (cpu.user + cpu.system) / 1000, peakGrowthMB: (peak - base) / MB, rows })}\n`);
