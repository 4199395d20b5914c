import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import ExcelJS from 'exceljs';
import { setAttachmentHeaders } from '../files/download.js';

/*
 * Streamed workbooks: rows are committed to the output as they come, so an export of any size
 * holds one row in memory. Headers are the Chinese labels; values follow spec 1 §9 (money with
 * thousands separators and 2 decimals, dates yyyy-MM-dd, date-times yyyy-MM-dd HH:mm:ss,
 * booleans 是/否, dictionary values as their labels).
 */

export type ExportFormat = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'bool';

export interface ExportColumn {
  key: string;
  label: string;
  width?: number;
  format?: ExportFormat;
  /** value → label for dictionary columns. */
  labels?: Map<string, string> | Record<string, string>;
}

export interface XlsxSpec {
  sheetName: string;
  columns: ExportColumn[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

const NUM_FMT: Partial<Record<ExportFormat, string>> = {
  money: '#,##0.00', number: '#,##0.##', percent: '0.00%', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** Sheet names may not hold []:*?/\ and are at most 31 characters. */
export const safeSheetName = (s: string): string => s.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

function toDate(v: unknown): Date | null {
  if (v instanceof Date) return v;
  if (typeof v === 'string' && v) {
    // Plain dates are calendar days: keep them as UTC midnight so Excel shows the same day.
    const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

const labelOf = (labels: Map<string, string> | Record<string, string>, k: string): string =>
  (labels instanceof Map ? labels.get(k) : Object.hasOwn(labels, k) ? labels[k] : undefined) ?? k;

/** The cell value of `v` for a column (labels, numbers, dates shifted to local wall-clock for Excel). */
export function exportValue(col: ExportColumn, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return null;
  if (col.labels) {
    const s = String(v);
    if (!s.includes(',')) return labelOf(col.labels, s);
    return s.split(',').map((k) => labelOf(col.labels!, k)).join(',');
  }
  switch (col.format) {
    case 'money': case 'number': case 'percent': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    case 'date': case 'datetime': {
      const d = toDate(v);
      if (!d) return String(v);
      // Excel has no time zone: write the Beijing wall-clock time of an instant.
      return col.format === 'datetime' ? new Date(d.getTime() + 8 * 3600_000) : d;
    }
    case 'bool': return v === true || v === 1 || v === '1' || v === 'true' ? '是' : '否';
    default: return typeof v === 'object' ? JSON.stringify(v) : v;
  }
}

/** Resolves when `out` wants more data; fails when it is gone (the download was aborted). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', onDrain).off('close', onClose).off('error', done);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('export stream closed'));
    out.on('drain', onDrain).on('close', onClose).on('error', done);
  });
}

/** Writes `spec` as one streamed sheet to `out`; resolves when the workbook is complete. */
export async function writeXlsx(out: Writable, spec: XlsxSpec): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(safeSheetName(spec.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const cols = spec.columns;
  // One style object per formatted column, shared by its cells: exceljs remembers the style id of
  // an object it has seen, and otherwise renders and looks up each cell's style as XML (most of
  // the writer's time). Unformatted cells share PLAIN, or DATE for a date value (its default format).
  const formats = cols.map((c) => (NUM_FMT[c.format ?? 'text'] ? { numFmt: NUM_FMT[c.format ?? 'text']! } : null));
  const PLAIN = {};
  const DATE = {};
  ws.columns = cols.map((c, i) => ({
    header: c.label, key: c.key, width: c.width ?? Math.max(10, Math.min(40, c.label.length * 2 + 4)), style: formats[i] ?? {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let n = 0;
  const values: unknown[] = new Array(cols.length);
  for await (const r of spec.rows) {
    for (let i = 0; i < cols.length; i++) values[i] = exportValue(cols[i], r[cols[i].key]);
    const row = ws.addRow(values);
    for (let i = 0; i < cols.length; i++) row.getCell(i + 1).style = formats[i] ?? (values[i] instanceof Date ? DATE : PLAIN);
    row.commit();
    n++;
    // A slow reader (the download) holds the rows back here instead of in exceljs's buffers; an
    // aborted one ends the export (and the transaction reading the rows).
    if (out.writableNeedDrain) await drained(out);
    else if (out.destroyed) throw new Error('export stream closed');
  }
  ws.commit();
  await wb.commit();
  return n;
}

/** Streams a workbook as the HTTP answer (a download named `fileName`). */
export function streamXlsx(reply: FastifyReply, spec: XlsxSpec & { fileName?: string }): FastifyReply {
  const out = new PassThrough();
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  setAttachmentHeaders(reply, spec.fileName ?? `${spec.sheetName}_${stamp}.xlsx`);
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  writeXlsx(out, spec).catch((err) => out.destroy(err as Error));
  return reply.send(out);
}

/** The rows of `first` followed by the rest of `it` (the first row was read ahead). */
async function* resumed<T>(first: IteratorResult<T>, it: AsyncIterator<T> | Iterator<T>): AsyncGenerator<T> {
  for (let r = first; !r.done; r = await it.next()) yield r.value;
}

/**
 * Streams a workbook whose rows are read inside one request transaction that lives as long as
 * the download. `check` runs first in its own transaction (permission, unknown list) and
 * returns the file name. The first row is read before the answer starts, so a refusal or a bad
 * filter (the list's own 400) is an ordinary error envelope rather than a broken download.
 */
export async function streamXlsxInTx(
  req: FastifyRequest, reply: FastifyReply,
  check: (tx: Db) => Promise<string>,
  build: (tx: Db) => Promise<XlsxSpec>,
): Promise<FastifyReply> {
  const name = await req.tx(check);
  const out = new PassThrough();
  let sending = false;
  let started!: () => void;
  let refused!: (err: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => { started = () => { sending = true; resolve(); }; refused = reject; });
  req.tx(async (tx) => {
    const spec = await build(tx);
    type Row = Record<string, unknown>;
    const it = Symbol.asyncIterator in spec.rows
      ? (spec.rows as AsyncIterable<Row>)[Symbol.asyncIterator]()
      : (spec.rows as Iterable<Row>)[Symbol.iterator]();
    const first = await it.next();
    started();
    return writeXlsx(out, { ...spec, rows: resumed(first, it) });
  }).catch((err: Error) => {
    // Before the first row: the route answers with the error. After: the download breaks.
    if (!sending) return refused(err);
    req.log.error({ err }, 'export failed');
    out.destroy(err);
  });
  await ready;
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  setAttachmentHeaders(reply, `${name}_${stamp}.xlsx`);
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return reply.send(out);
}
