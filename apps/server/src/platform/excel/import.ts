import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.js';
import { badRequest } from '../errors.js';
import type { FileStore, StoredFile } from '../files/file-store.js';
import { cellText, convertCell, isEmptyCell } from './convert.js';
import { loadLookups } from './lookups.js';
import { readSheetRows, type SheetRow } from './reader.js';
import type { ImportColumn, ImportContext, ImportTarget } from './targets.js';
import { openStage } from './staging.js';
import { checkXlsx, EXCEL_MSG } from './zip-guard.js';

/*
 * The import pipeline, in two phases so that no transaction is open while the file is read:
 *  1. check — one streamed pass over the sheet (parsed in a worker, reader.ts). Every row is
 *     converted and checked (types, dictionaries by label, required, pattern/length, duplicates
 *     within the file and, per batch, against the database in a short transaction of its own);
 *     the accepted rows are kept (their values only). Invalid rows go, as they are met, to an
 *     error workbook (the original cells plus 错误原因).
 *  2. write — the accepted rows are inserted in batches below PostgreSQL's 65535 bind
 *     parameters, after checking each batch's unique values again (another request may have
 *     taken one meanwhile). A target whose rows can be staged (ImportTarget.staged, or
 *     stagedFor answering its tables) writes each batch in a short transaction of its own,
 *     hidden until one publish (staging.ts) where the target numbers them (ImportTarget.publish):
 *     on the embedded database (one connection) other requests interleave. Other targets write
 *     in one transaction, which other requests wait for there (never for the parsing).
 * Modes: 'all' — nothing is written if any row fails (no write phase; a duplicate met in the
 * write phase rolls it back); 'valid' — valid rows are kept (run as 'all' for an
 * ImportTarget.allOrNothing target); 'check' — nothing is written.
 */

export type ImportMode = 'all' | 'valid' | 'check';

export interface RowError {
  row: number;
  reasons: string[];
}

export interface ImportOutcome {
  /** Data rows read (empty rows not counted). */
  total: number;
  imported: number;
  failed: number;
  /** The first errors, for display (the error workbook has them all). */
  errors: RowError[];
  /** The error workbook in the file store, when some row failed. */
  errorFile?: StoredFile;
  headers: string[];
  mapping: Record<string, string>;
  notes: string[];
  /** The mode the import ran in: an all-or-nothing target (ImportTarget.allOrNothing) runs 'valid' as 'all'. */
  mode: ImportMode;
}

/** Runs `fn` in a transaction of its own (confined to the caller's tenant), e.g. `req.tx`. */
export type TxRunner = <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;

export interface ImportJob {
  /** Short transactions: set-up, each batch's database checks, and the one write transaction. */
  withTx: TxRunner;
  target: ImportTarget;
  ctx: ImportContext;
  store: FileStore;
  /** The stored upload (a generated storage key). */
  storageKey: string;
  size: number;
  sheetName?: string;
  /** 1-based row of the column titles (default 1); data follows it. */
  headerRow?: number;
  /** Column index (0-based, as a string) → column key; missing: matched by the header titles. */
  mapping?: Record<string, string>;
  mode: ImportMode;
  /** Row numbers left out by the user (removed in the preview). */
  skipRows?: number[];
  maxUncompressedBytes: number;
  maxRows: number;
  /** Called now and then with percent done and rows read (or written). */
  progress?: (percent: number, rows: number) => void | Promise<void>;
  /**
   * Inside the write transaction, after the rows went in (e.g. remember the mapping); skipped
   * when nothing was written. Throwing rolls the write back.
   */
  afterWrite?: (tx: Db, outcome: ImportOutcome) => Promise<void>;
}

/** Thrown out of the write transaction to roll it back while keeping the outcome ('all' with a late failure). */
class ImportRolledBack extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('import rolled back');
  }
}

const MAX_SHOWN_ERRORS = 500;
const PROGRESS_MS = 250;
const PG_MAX_BINDS = 65535;
/**
 * Rows per staged write transaction: each is what another request may have to wait for on the
 * embedded database (one connection), so it is kept well under issue 13's 1 s bound.
 */
const STAGED_BATCH_ROWS = 100;
export const ERROR_REASON_HEADER = '错误原因';

/** Rows per insert so that rows × bound columns stays well below PostgreSQL's limit. */
export function importBatchSize(columns: number, extraPerRow = 8): number {
  return Math.max(1, Math.min(1000, Math.floor((PG_MAX_BINDS * 0.9) / (columns + extraPerRow))));
}

/** Header title → comparable form: no spaces, no required marks, no "(YYYY/MM/DD)" hints. */
export const normTitle = (s: string): string => s.replace(/\s+/g, '').replace(/^[*＊]/, '').replace(/[（(][^）)]*[）)]$/, '').toLowerCase();

/** Maps header titles to target columns by label or key. */
export function mappingByTitles(headers: string[], columns: ImportColumn[]): Record<string, string> {
  const byTitle = new Map<string, string>();
  for (const c of columns) { byTitle.set(normTitle(c.key), c.key); byTitle.set(normTitle(c.label), c.key); }
  const out: Record<string, string> = {};
  const used = new Set<string>();
  headers.forEach((h, i) => {
    const key = byTitle.get(normTitle(h));
    if (key && !used.has(key)) { out[String(i)] = key; used.add(key); }
  });
  return out;
}

/** Checks the upload is a sound .xlsx before any inflating (zip bomb, not Excel); `use` gets a local path. */
export async function withCheckedXlsx<T>(store: FileStore, storageKey: string, maxBytes: number, use: (file: string) => Promise<T>): Promise<T> {
  const copy = await store.localCopy(storageKey);
  try {
    await checkXlsx(copy.path, maxBytes);
    return await use(copy.path);
  } finally {
    await copy.release();
  }
}

class ErrorBook {
  private out = new PassThrough();
  private wb: ExcelJS.stream.xlsx.WorkbookWriter;
  private ws: ExcelJS.Worksheet;
  readonly stored: Promise<StoredFile>;
  constructor(store: FileStore, tenantId: string, headers: string[]) {
    this.stored = store.write(tenantId, this.out);
    // Awaited in finish()/abort(); this only keeps an early failure from going unhandled.
    this.stored.catch(() => undefined);
    this.wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: this.out, useStyles: true, useSharedStrings: false });
    this.ws = this.wb.addWorksheet('错误数据', { views: [{ state: 'frozen', ySplit: 1 }] });
    this.ws.columns = [...headers, '原行号', ERROR_REASON_HEADER].map((h, i) => ({
      header: h, key: `c${i}`, width: h === ERROR_REASON_HEADER ? 60 : Math.max(10, Math.min(30, h.length * 2 + 4)),
    }));
    const head = this.ws.getRow(1);
    head.font = { bold: true };
    head.getCell(headers.length + 2).font = { bold: true, color: { argb: 'FFCC0000' } };
    head.commit();
  }
  add(cells: unknown[], width: number, rowNumber: number, reasons: string[]) {
    const values: string[] = [];
    for (let i = 0; i < width; i++) values.push(cellText(cells[i]));
    const row = this.ws.addRow([...values, rowNumber, reasons.join('；')]);
    row.getCell(width + 2).font = { color: { argb: 'FFCC0000' } };
    row.commit();
  }
  async finish(): Promise<StoredFile> {
    this.ws.commit();
    await this.wb.commit();
    return this.stored;
  }
  async abort(store: FileStore) {
    this.out.destroy();
    const f = await this.stored.catch(() => undefined);
    if (f) await store.remove(f.key);
  }
}

interface Pending {
  number: number;
  cells: unknown[];
  values: Record<string, unknown>;
}

/** An accepted row: its sheet row number and its converted values (the cells are not kept). */
interface Accepted {
  number: number;
  values: Record<string, unknown>;
}

export function runImport(job: ImportJob): Promise<ImportOutcome> {
  return withCheckedXlsx(job.store, job.storageKey, job.maxUncompressedBytes, (file) => importFrom(job, file));
}

async function importFrom(job: ImportJob, file: string): Promise<ImportOutcome> {
  const { target, ctx, store } = job;
  const { columns, lookups, staged } = await job.withTx(async (tx) => {
    const cols = await target.columns(tx);
    // null: one write transaction; else staged, with the tables outside the platform schema it writes.
    const tables = target.staged ? [] : target.stagedFor ? await target.stagedFor(tx) : null;
    return { columns: cols, lookups: await loadLookups(tx, cols), staged: tables };
  });
  const mode: ImportMode = target.allOrNothing && job.mode === 'valid' ? 'all' : job.mode;
  const colByKey = new Map(columns.map((c) => [c.key, c]));
  const headerRow = job.headerRow ?? 1;
  const uniqueKeys = columns.filter((c) => c.unique).map((c) => c.key);
  // Values of unique columns met so far in the file → the row they are on.
  const uniques = columns.filter((c) => c.unique).map((c) => ({ key: c.key, label: c.label, seen: new Map<string, number>() }));
  const batchSize = importBatchSize(columns.length);
  const skip = new Set(job.skipRows ?? []);

  let headers: string[] | null = null;
  let mapping: [number, ImportColumn][] = [];
  let mappingOut: Record<string, string> = {};
  let width = 0;
  let total = 0;
  let imported = 0;
  let failed = 0;
  const errors: RowError[] = [];
  let book: ErrorBook | undefined;
  let pending: Pending[] = [];
  const accepted: Accepted[] = [];
  let fraction = 0;
  let lastReport = 0;
  let lastReportAt = 0;

  const fail = (p: { number: number; cells?: unknown[] }, reasons: string[]) => {
    failed++;
    if (errors.length < MAX_SHOWN_ERRORS) errors.push({ row: p.number, reasons });
    book ??= new ErrorBook(store, ctx.actor.tenantId, headers ?? []);
    // A row refused in the write phase has no cells any more: its number and reason say it.
    book.add(p.cells ?? [], width, p.number, reasons);
  };

  /** Rows of `batch` whose unique values are already stored are failed; the others are answered. */
  const withoutStored = async <R extends Accepted>(tx: Db, batch: R[]): Promise<R[]> => {
    if (!target.existing) return batch;
    for (const key of uniqueKeys) {
      const values = batch.map((p) => p.values[key]).filter((v) => v !== null && v !== undefined && v !== '').map(String);
      if (!values.length) continue;
      const taken = await target.existing(tx, key, values);
      if (!taken.size) continue;
      const label = colByKey.get(key)!.label;
      batch = batch.filter((p) => {
        const v = p.values[key];
        if (v === null || v === undefined || !taken.has(String(v))) return true;
        fail(p, [`${label}“${String(v)}”已存在`]);
        return false;
      });
    }
    return batch;
  };

  // Phase 1: each batch's database checks in a short transaction of its own.
  const check = async () => {
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    const kept = await job.withTx(async (tx) => {
      let rows = await withoutStored(tx, batch);
      if (target.checkBatch && rows.length) {
        const problems = await target.checkBatch(tx, rows.map((p) => p.values), ctx);
        rows = rows.filter((p, i) => {
          if (!problems[i]) return true;
          fail(p, [problems[i]!]);
          return false;
        });
      }
      return rows;
    });
    // 'all' writes nothing once a row failed, but goes on checking (the user gets every error).
    if (mode === 'check' || (mode === 'all' && failed > 0)) return;
    for (const p of kept) accepted.push({ number: p.number, values: p.values });
  };

  const report = async (rows: number, percent: number) => {
    // Progress after the first 1,000 rows, then at most every PROGRESS_MS: each is a push to the
    // browser (a NOTIFY on PostgreSQL), and the bar does not need more.
    if (job.progress && rows - lastReport >= 1000 && (lastReport === 0 || performance.now() - lastReportAt >= PROGRESS_MS)) {
      lastReport = rows;
      lastReportAt = performance.now();
      await job.progress(Math.min(99, percent), rows);
    }
  };

  const outcome = (): ImportOutcome => {
    errors.sort((a, b) => a.row - b.row);
    return {
      total, imported: mode === 'all' && failed > 0 ? 0 : imported, failed, errors,
      headers: headers ?? [], mapping: mappingOut, notes: ctx.notes, mode,
    };
  };

  try {
    const rows: AsyncIterable<SheetRow> = readSheetRows(file, job.size, {
      sheetName: job.sheetName, onBytes: (f) => { fraction = f; }, maxInflatedBytes: job.maxUncompressedBytes,
    });
    for await (const row of rows) {
      if (row.number < headerRow) continue;
      if (row.number === headerRow || !headers) {
        headers = row.cells.map((c) => cellText(c));
        width = headers.length;
        const given = job.mapping && Object.keys(job.mapping).length ? job.mapping : mappingByTitles(headers, columns);
        mapping = Object.entries(given)
          .filter(([, key]) => key && colByKey.has(key))
          .map(([idx, key]) => [Number(idx), colByKey.get(key)!] as [number, ImportColumn])
          .filter(([idx]) => Number.isInteger(idx) && idx >= 0);
        mappingOut = Object.fromEntries(mapping.map(([i, c]) => [String(i), c.key]));
        if (!mapping.length) throw badRequest(EXCEL_MSG.NO_MAPPING);
        const missing = columns.filter((c) => c.required && !mapping.some(([, m]) => m.key === c.key));
        if (missing.length) throw badRequest(EXCEL_MSG.REQUIRED_UNMAPPED(missing.map((c) => c.label).join('、')));
        continue;
      }
      // Empty rows (trailing ones above all) are not data.
      if (row.cells.every(isEmptyCell) || skip.has(row.number)) continue;
      total++;
      if (total > job.maxRows) throw badRequest(EXCEL_MSG.TOO_MANY_ROWS(job.maxRows));
      if (row.cells.length > width) width = row.cells.length;
      // Every column of the target is present; unmapped ones are null.
      const values: Record<string, unknown> = {};
      for (const c of columns) values[c.key] = null;
      let reasons: string[] | undefined;
      for (const [idx, col] of mapping) {
        const raw = row.cells[idx];
        if (isEmptyCell(raw)) {
          if (col.required) (reasons ??= []).push(`${col.label}不能为空`);
          continue;
        }
        const c = convertCell(col, raw, lookups);
        if (c.ok) values[col.key] = c.value;
        else (reasons ??= []).push(c.reason);
      }
      for (const u of uniques) {
        const v = values[u.key];
        if (v === null || v === undefined || v === '') continue;
        const s = String(v);
        const first = u.seen.get(s);
        if (first !== undefined) (reasons ??= []).push(`${u.label}“${s}”与第${first}行重复`);
        else if (!reasons) u.seen.set(s, row.number);
      }
      if (reasons) fail(row, reasons);
      else pending.push({ number: row.number, cells: row.cells, values });
      if (pending.length >= batchSize) await check();
      // Reading is most of the work: it fills the bar to 90%, the write phase the rest.
      await report(total, fraction * 90);
    }
    await check();
    if (!headers) throw badRequest(EXCEL_MSG.NO_ROWS);
    if (total === 0) throw badRequest(EXCEL_MSG.NO_ROWS);

    // Phase 2: the accepted rows go in, all or nothing as the user sees it.
    if (accepted.length && mode !== 'check' && !(mode === 'all' && failed > 0)) {
      lastReport = 0;
      const writeBatch = async (tx: Db, i: number, rows = batchSize) => {
        const batch = await withoutStored(tx, accepted.slice(i, i + rows));
        if (mode === 'all' && failed > 0) throw new ImportRolledBack(outcome());
        if (batch.length) {
          await target.insertBatch(tx, batch.map((r) => r.values), ctx);
          imported += batch.length;
        }
      };
      const done = async (i: number, rows = batchSize) => report(i + rows, 90 + (10 * Math.min(accepted.length, i + rows)) / accepted.length);
      const failedWrite = (err: unknown) => {
        imported = 0;
        if (err instanceof ImportRolledBack) return;
        throw err;
      };
      if (staged) {
        // Short transactions, each batch hidden until one publish (staging.ts): others interleave.
        const stage = await openStage(job.withTx, staged);
        const rows = Math.min(batchSize, STAGED_BATCH_ROWS);
        ctx.batch = stage.id;
        try {
          try {
            for (let i = 0; i < accepted.length; i += rows) {
              await stage.write((tx) => writeBatch(tx, i, rows));
              await done(i, rows);
            }
            await stage.publish(async (tx) => {
              if (imported === 0) return;
              await target.publish?.(tx, ctx);
              await job.afterWrite?.(tx, outcome());
            });
          } catch (err) {
            await stage.discard();
            failedWrite(err);
          }
          // Published: what follows only completes it (a failure there is the request's, the rows stay).
          if (imported > 0) await target.afterPublish?.(job.withTx, ctx);
        } finally {
          ctx.batch = undefined;
        }
        if (imported > 0) await stage.settle();
      } else {
        // One transaction (the target changes more than staged tables can hide).
        await job.withTx(async (tx) => {
          for (let i = 0; i < accepted.length; i += batchSize) {
            await writeBatch(tx, i);
            await done(i);
          }
          if (imported > 0) await job.afterWrite?.(tx, outcome());
        }).catch(failedWrite);
      }
      accepted.length = 0;
    }
    const errorFile = book ? await book.finish() : undefined;
    book = undefined;
    return { ...outcome(), errorFile };
  } finally {
    if (book) await book.abort(store);
  }
}

/** The first rows of a sheet, for the wizard's read step (sheets, titles, a preview). */
type PreviewOptions = { sheetName?: string; headerRow?: number; maxUncompressedBytes: number; limit: number };
type Preview = { sheets: string[]; sheetName?: string; headers: string[]; rows: string[][]; rowNumbers: number[]; total: number };

export function previewSheet(store: FileStore, storageKey: string, size: number, opts: PreviewOptions): Promise<Preview> {
  return withCheckedXlsx(store, storageKey, opts.maxUncompressedBytes, (file) => previewFrom(file, size, opts));
}

async function previewFrom(file: string, size: number, opts: PreviewOptions): Promise<Preview> {
  const headerRow = opts.headerRow ?? 1;
  let sheets: string[] = [];
  let headers: string[] | null = null;
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let total = 0;
  const read = readSheetRows(file, size, {
    sheetName: opts.sheetName, onSheets: (n) => { sheets = n; }, maxInflatedBytes: opts.maxUncompressedBytes,
  });
  for await (const row of read) {
    if (row.number < headerRow) continue;
    if (!headers) { headers = row.cells.map((c) => cellText(c)); continue; }
    if (row.cells.every(isEmptyCell)) continue;
    total++;
    if (rows.length < opts.limit) { rows.push(row.cells.map((c) => cellText(c))); rowNumbers.push(row.number); }
  }
  if (!headers || !headers.some(Boolean)) throw badRequest(headers ? EXCEL_MSG.NO_HEADER : EXCEL_MSG.NO_ROWS);
  return { sheets, sheetName: opts.sheetName ?? sheets[0], headers, rows, rowNumbers, total };
}
