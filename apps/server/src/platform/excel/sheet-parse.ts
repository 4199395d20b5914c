import { createReadStream, promises as fsp } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { badRequest } from '../errors.js';
import { centralDirectory, EXCEL_MSG, type ZipEntry } from './zip-guard.js';

/*
 * Streaming sheet parser (issue 19: the import's read was 5.4x a bare exceljs read). The zip is
 * opened through its central directory (random access: the sheets' order and names come from
 * xl/workbook.xml and its rels wherever they sit in the zip), each sheet part is inflated as a
 * stream and scanned for <row>/<c> with indexOf, no XML object model: a row is handed out as an
 * array of plain values (string, number, boolean, Date, { error }) and never collected, so memory
 * stays flat whatever the row count. Values are what exceljs's streaming reader gives, unwrapped:
 * shared strings (rich text joined, phonetic runs left out), numbers, dates by the cell's number
 * format (exceljs's own isDateFmt / built-in formats), booleans, inline strings, a formula's
 * cached result. Progress is measured on the compressed bytes read. It runs inside the sheet worker
 * (sheet-worker.ts), which counts every byte inflated through zlib.createInflateRaw (looked up at
 * call time here, so the worker's counting wrapper sees it); the request side reads through reader.ts.
 */

export interface SheetRow {
  /** 1-based row number as Excel shows it. */
  number: number;
  /** Cells by 0-based column index (plain values; holes are empty cells). */
  cells: unknown[];
  /** The sheet's name, when every sheet is read (`allSheets`). */
  sheet?: string;
}

export interface ReadSheetOptions {
  /** The sheet by name; default the first sheet. */
  sheetName?: string;
  /** Called with the fraction (0..1) of the file read so far. */
  onBytes?: (fraction: number) => void;
  /** Sheets' names, once the workbook part has been read. */
  onSheets?: (names: string[]) => void;
  /** Every sheet in workbook order, each row carrying its sheet's name (one pass over the file). */
  allSheets?: boolean;
}

/*
 * Dates as exceljs reads them (its utils.isDateFmt / excelToDate), written out here so the sheet
 * worker is one self-contained bundle (reader.ts): a number is a date when its format has date or
 * time letters outside quotes and brackets; the built-in date formats are ids 14–22, 45–47 and the
 * zh-cn ones 27–36, 50–58.
 */
const BUILTIN_DATE_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const isDateFmt = (fmt: string) => /[ymdhMsb]+/.test(fmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
const excelToDate = (v: number, date1904: boolean) => new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
/** The parts read whole (workbook, rels, styles) are kilobytes; this bounds a hostile one. */
const PART_MAX = 16 * 1024 * 1024;

class NotExcel extends Error {}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const decode = (s: string) => (s.indexOf('&') < 0 ? s : s.replace(ENTITY, (_m, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
  if (name) return NAMED[name];
  const cp = hex ? parseInt(hex, 16) : Number(dec);
  return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
}));

/** Attributes of one tag's text (`<c r="A1" t="s">`), names with their prefix (`r:id`). */
function attrsOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]] = decode(m[2] ?? m[3] ?? '');
  return out;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
/** Whether `<name` at i is that element (not a longer name such as <rowBreaks>). */
const endsName = (c: number) => isSpace(c) || c === 62 /* > */ || c === 47; /* / */

/** The text of the <t> runs in `x` (a shared string's <si> or an inline <is>), phonetic runs (<rPh>) left out. */
function runsText(x: string): string {
  if (x.indexOf('<rPh') >= 0) x = x.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let out = '';
  let p = 0;
  for (;;) {
    const i = x.indexOf('<t', p);
    if (i < 0) break;
    if (!endsName(x.charCodeAt(i + 2))) { p = i + 2; continue; }
    const gt = x.indexOf('>', i);
    if (gt < 0) break;
    if (x.charCodeAt(gt - 1) === 47) { p = gt + 1; continue; }
    const end = x.indexOf('</t>', gt);
    if (end < 0) break;
    out += x.slice(gt + 1, end);
    p = end + 4;
  }
  return decode(out);
}

/** 0-based column of a cell reference (AB12 → 27); -1 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return col - 1;
}

interface Zip {
  fh: fsp.FileHandle;
  file: string;
  size: number;
  entries: Map<string, ZipEntry>;
  /** Compressed bytes read so far (progress). */
  read: number;
  onBytes?: (f: number) => void;
}

/** The inflated text of an entry, chunk by chunk (utf8 split safely across chunks). */
async function* entryText(zip: Zip, e: ZipEntry): AsyncGenerator<string> {
  const local = Buffer.alloc(30);
  await zip.fh.read(local, 0, 30, e.localOffset);
  if (local.readUInt32LE(0) !== 0x04034b50) throw new NotExcel();
  if (e.method !== 0 && e.method !== 8) throw new NotExcel();
  const start = e.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (e.compressed === 0) return;
  if (start + e.compressed > zip.size) throw new NotExcel();
  const src = createReadStream(zip.file, { start, end: start + e.compressed - 1, highWaterMark: 256 * 1024 });
  src.on('data', (c) => {
    zip.read += c.length;
    zip.onBytes?.(zip.size ? Math.min(1, zip.read / zip.size) : 0);
  });
  // Looked up at call time: the sheet worker wraps it to count what is really inflated.
  const inflater = e.method === 8 ? zlib.createInflateRaw({ chunkSize: 64 * 1024 }) : null;
  if (inflater) {
    src.on('error', (err) => inflater.destroy(err));
    src.pipe(inflater);
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of (inflater ?? src) as AsyncIterable<Buffer>) yield decoder.write(chunk);
    const rest = decoder.end();
    if (rest) yield rest;
  } finally {
    src.destroy();
    inflater?.destroy();
  }
}

async function partText(zip: Zip, name: string): Promise<string | null> {
  const e = zip.entries.get(name);
  if (!e) return null;
  let s = '';
  for await (const chunk of entryText(zip, e)) {
    s += chunk;
    if (s.length > PART_MAX) throw new NotExcel();
  }
  return s;
}

/** A part's path from a relationship target (relative to xl/, or absolute from the zip's root). */
function partPath(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `${base}/${target}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
}

interface Book {
  sheets: { name: string; path: string }[];
  shared: string[];
  /** Per cellXfs index: numbers shown as dates. */
  dateStyle: boolean[];
  date1904: boolean;
}

async function readBook(zip: Zip): Promise<Book> {
  const wbXml = await partText(zip, 'xl/workbook.xml');
  if (wbXml === null) throw new NotExcel();
  const rels = new Map<string, { type: string; target: string }>();
  for (const m of ((await partText(zip, 'xl/_rels/workbook.xml.rels')) ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    const a = attrsOf(m[0]);
    if (a.Id && a.Target) rels.set(a.Id, { type: a.Type ?? '', target: partPath('xl', a.Target) });
  }
  const sheets: Book['sheets'] = [];
  for (const m of wbXml.matchAll(/<sheet\b[^>]*>/g)) {
    const a = attrsOf(m[0]);
    const rid = Object.entries(a).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1];
    const rel = rid ? rels.get(rid) : undefined;
    // Chart sheets and dialog sheets have no rows.
    if (rel && !/\/worksheet$/.test(rel.type)) continue;
    const path = rel?.target ?? `xl/worksheets/sheet${a.sheetId}.xml`;
    if (a.name !== undefined && zip.entries.has(path)) sheets.push({ name: a.name, path });
  }
  const date1904 = /<workbookPr\b[^>]*\bdate1904\s*=\s*["'](1|true)["']/.test(wbXml);
  const relOf = (type: string, fallback: string) => [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target ?? fallback;

  const dateStyle: boolean[] = [];
  const stylesXml = await partText(zip, relOf('styles', 'xl/styles.xml'));
  if (stylesXml) {
    const custom = new Map<number, string>();
    for (const m of stylesXml.matchAll(/<numFmt\b[^>]*>/g)) {
      const a = attrsOf(m[0]);
      if (a.numFmtId !== undefined && a.formatCode !== undefined) custom.set(Number(a.numFmtId), a.formatCode);
    }
    const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
    for (const m of xfs.matchAll(/<xf\b[^>]*>/g)) {
      const id = Number(attrsOf(m[0]).numFmtId ?? 0);
      const fmt = custom.get(id);
      dateStyle.push(fmt !== undefined ? isDateFmt(fmt) : BUILTIN_DATE_IDS.has(id));
    }
  }

  const shared: string[] = [];
  const ssEntry = zip.entries.get(relOf('sharedStrings', 'xl/sharedStrings.xml'));
  if (ssEntry) {
    const strings = elements(entryText(zip, ssEntry), 'si', (buf, _i, gt, end) => (end < 0 ? '' : runsText(buf.slice(gt + 1, end))));
    for await (const xs of strings) for (const x of xs) shared.push(x);
  }
  return { sheets, shared, dateStyle, date1904 };
}

/** The value of one cell: `t`, `s` from its tag, `inner` between <c> and </c>. */
function cellValue(book: Book, t: string | undefined, s: string | undefined, inner: string): unknown {
  let v: string | null = null;
  const vi = inner.indexOf('<v');
  if (vi >= 0 && endsName(inner.charCodeAt(vi + 2))) {
    const gt = inner.indexOf('>', vi);
    if (inner.charCodeAt(gt - 1) === 47) v = '';
    else {
      const end = inner.indexOf('</v>', gt);
      v = end < 0 ? '' : inner.slice(gt + 1, end);
    }
  }
  if (inner.indexOf('<f') >= 0 && /<f[\s>/]/.test(inner)) {
    // A formula's cached result (none: the cell is empty, as exceljs's { formula } unwraps to null).
    if (v === null) return undefined;
    if (t === 'str') return decode(v);
    if (t === 'e') return { error: v };
    if (t === 'b') return parseInt(v, 10) !== 0;
    const n = parseFloat(v);
    return Number.isNaN(n) ? decode(v) : n;
  }
  switch (t) {
    case 's': return v === null ? undefined : book.shared[parseInt(v, 10)];
    case 'inlineStr': return runsText(inner);
    case 'str': return v === null ? undefined : decode(v);
    case 'b': return v === null ? undefined : parseInt(v, 10) !== 0;
    case 'e': return v === null ? undefined : { error: v };
    case 'd': {
      if (v === null) return undefined;
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? v : d;
    }
    default: {
      if (v === null || v === '') return undefined;
      const n = parseFloat(v);
      if (s !== undefined && book.dateStyle[parseInt(s, 10)]) return excelToDate(n, book.date1904);
      return n;
    }
  }
}

/** The cells of one row (`buf` between `from` and `to`: the <row> element's content). */
function rowCells(book: Book, buf: string, from: number, to: number): unknown[] {
  const cells: unknown[] = [];
  let col = -1;
  let p = from;
  while (p < to) {
    const i = buf.indexOf('<c', p);
    if (i < 0 || i >= to) break;
    if (!endsName(buf.charCodeAt(i + 2))) { p = i + 2; continue; }
    const gt = buf.indexOf('>', i);
    let r: string | undefined;
    let t: string | undefined;
    let s: string | undefined;
    // The tag's attributes, scanned by hand (two million cells: no regex per cell).
    for (let k = i + 2; k < gt;) {
      const eq = buf.indexOf('=', k);
      if (eq < 0 || eq >= gt) break;
      let q = eq + 1;
      while (isSpace(buf.charCodeAt(q))) q++;
      const quote = buf[q];
      if (quote !== '"' && quote !== "'") break;
      const close = buf.indexOf(quote, q + 1);
      if (close < 0 || close >= gt) break;
      const name = buf.slice(k, eq).trim();
      if (name === 'r') r = buf.slice(q + 1, close);
      else if (name === 't') t = buf.slice(q + 1, close);
      else if (name === 's') s = buf.slice(q + 1, close);
      k = close + 1;
    }
    const at = r ? columnOf(r) : -1;
    col = at >= 0 ? at : col + 1;
    if (buf.charCodeAt(gt - 1) === 47) { p = gt + 1; continue; }
    const end = buf.indexOf('</c>', gt);
    if (end < 0 || end > to) throw new NotExcel();
    const value = cellValue(book, t, s, buf.slice(gt + 1, end));
    if (value !== undefined && value !== null) cells[col] = value;
    p = end + 4;
  }
  return cells;
}

/**
 * The elements `<name …>…</name>` (or `<name …/>`) of a part streamed as text, in document order,
 * each mapped by `visit` (the buffer, the element's start, its start tag's '>', and its closing
 * tag's index or -1 when self-closed); a chunk's elements come out together. An element split
 * across chunks waits for the rest; longer names (<rowBreaks> for <row>) are skipped.
 */
async function* elements<T>(chunks: AsyncIterable<string>, name: string, visit: (buf: string, i: number, gt: number, end: number) => T): AsyncGenerator<T[]> {
  const open = `<${name}`;
  const close = `</${name}>`;
  const n = open.length;
  let buf = '';
  for await (const chunk of chunks) {
    buf = buf ? buf + chunk : chunk;
    const out: T[] = [];
    let p = 0;
    for (;;) {
      const i = buf.indexOf(open, p);
      if (i < 0 || i + n >= buf.length) { p = i < 0 ? Math.max(p, buf.length - n) : i; break; }
      if (!endsName(buf.charCodeAt(i + n))) { p = i + n; continue; }
      const gt = buf.indexOf('>', i);
      if (gt < 0) { p = i; break; }
      if (buf.charCodeAt(gt - 1) === 47) { out.push(visit(buf, i, gt, -1)); p = gt + 1; continue; }
      const end = buf.indexOf(close, gt);
      if (end < 0) { p = i; break; }
      out.push(visit(buf, i, gt, end));
      p = end + close.length;
    }
    buf = buf.slice(p);
    if (out.length) yield out;
  }
}

/** The rows of one sheet part, in document order (empty <row/> elements included, as exceljs emits them). */
function sheetRows(zip: Zip, book: Book, path: string): AsyncGenerator<SheetRow[]> {
  let last = 0;
  return elements(entryText(zip, zip.entries.get(path)!), 'row', (buf, i, gt, end): SheetRow => {
    const m = /\sr\s*=\s*["'](\d+)["']/.exec(buf.slice(i + 4, gt));
    const number = m ? Number(m[1]) : last + 1;
    last = number;
    return { number, cells: end < 0 ? [] : rowCells(book, buf, gt + 1, end) };
  });
}

/** Yields the rows of one sheet (or every sheet) of the .xlsx at `file` (already checked by checkXlsx). */
export async function* parseSheetRows(file: string, size: number, opts: ReadSheetOptions = {}): AsyncGenerator<SheetRow> {
  let fh: fsp.FileHandle | undefined;
  let book: Book;
  let zip: Zip;
  try {
    fh = await fsp.open(file, 'r');
    const entries = new Map((await centralDirectory(fh, PART_MAX)).map((e) => [e.name, e]));
    zip = { fh, file, size, entries, read: 0, onBytes: opts.onBytes };
    book = await readBook(zip);
  } catch (err) {
    await fh?.close();
    throw refusal(err);
  }
  try {
    opts.onSheets?.(book.sheets.map((s) => s.name));
    if (!book.sheets.length) throw badRequest(EXCEL_MSG.NO_SHEET);
    const wanted = opts.allSheets ? book.sheets : [opts.sheetName === undefined ? book.sheets[0] : book.sheets.find((s) => s.name === opts.sheetName)];
    if (!wanted[0]) throw badRequest(EXCEL_MSG.SHEET_NOT_FOUND(opts.sheetName ?? ''));
    for (const s of wanted as Book['sheets']) {
      try {
        for await (const rows of sheetRows(zip, book, s.path)) {
          for (const r of rows) {
            if (opts.allSheets) r.sheet = s.name;
            yield r;
          }
        }
      } catch (err) {
        throw refusal(err);
      }
    }
    opts.onBytes?.(1);
  } finally {
    await zip.fh.close();
  }
}

/** A read error as the answer the user gets (limits and answers pass through; anything else: not an Excel file). */
function refusal(err: unknown): unknown {
  if ((err as { status?: number }).status || (err as { inflateLimit?: boolean }).inflateLimit) return err;
  return badRequest(EXCEL_MSG.NOT_EXCEL);
}
