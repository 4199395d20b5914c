import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest } from '../errors.js';
import { EXCEL_MSG, readZipEntry } from './zip-guard.js';

interface WorkbookXformLike {
  parseStream(stream: Readable): Promise<unknown>;
  model: unknown;
}
// exceljs's own parser of xl/workbook.xml (not exported from its entry point).
const WorkbookXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/book/workbook-xform.js') as new () => WorkbookXformLike;
/** A workbook part (sheet names, ids, rIds) is a few kilobytes; this bounds a hostile one. */
const WORKBOOK_PART_MAX = 4 * 1024 * 1024;

/*
 * Streaming sheet parser over exceljs's WorkbookReader: rows are handed out one at a time and
 * never collected, so memory stays flat whatever the row count. Progress is measured on the
 * compressed bytes read from disk (known up front, unlike the row count). It runs inside the
 * sheet worker (sheet-worker.ts); the request side reads rows through reader.ts.
 */

export interface SheetRow {
  /** 1-based row number as Excel shows it. */
  number: number;
  /** Cells by 0-based column index (exceljs values; holes are empty cells). */
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

/** A stream of the file that reports how far it has got. */
function countingStream(file: string, size: number, onBytes?: (f: number) => void): Readable {
  let read = 0;
  const src = createReadStream(file, { highWaterMark: 256 * 1024 });
  if (!onBytes) return src;
  const tap = new Transform({
    transform(chunk: Buffer, _e, done) {
      read += chunk.length;
      onBytes(size ? read / size : 0);
      done(null, chunk);
    },
  });
  src.on('error', (e) => tap.destroy(e));
  return src.pipe(tap);
}

interface WorksheetReaderLike extends AsyncIterable<ExcelJS.Row> {
  id: number | string;
  name?: string;
}

/** Yields the rows of one sheet of the .xlsx at `file` (already checked by checkXlsx). */
export async function* parseSheetRows(file: string, size: number, opts: ReadSheetOptions = {}): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(countingStream(file, size, opts.onBytes), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit',
  });
  let found = false;
  let sheetIndex = 0;
  try {
    await preloadWorkbookPart(reader, file);
    for await (const wsr of reader as unknown as AsyncIterable<WorksheetReaderLike>) {
      sheetIndex++;
      const names = sheetNamesOf(reader);
      if (names.length) opts.onSheets?.(names);
      const name = wsr.name ?? names[sheetIndex - 1];
      const wanted = opts.allSheets ? true : opts.sheetName ? name === opts.sheetName : !found;
      if (!wanted) {
        // Other sheets are drained (exceljs needs every entry consumed to move on).
        for await (const _row of wsr) void _row;
        continue;
      }
      found = true;
      for await (const row of wsr) {
        const values = row.values as unknown[];
        const cells = Array.isArray(values) ? values.slice(1) : [];
        yield opts.allSheets ? { number: row.number, cells, sheet: name } : { number: row.number, cells };
      }
      if (opts.sheetName && !opts.allSheets) break;
    }
  } catch (err) {
    if ((err as { status?: number }).status || (err as { inflateLimit?: boolean }).inflateLimit) throw err;
    throw badRequest(EXCEL_MSG.NOT_EXCEL);
  }
  if (!found) throw badRequest(sheetIndex === 0 ? EXCEL_MSG.NO_SHEET : EXCEL_MSG.SHEET_NOT_FOUND(opts.sheetName ?? ''));
}

/*
 * exceljs writes xl/workbook.xml as the zip's last entry, after the sheets. The streaming reader
 * then parks the sheets in temp files and names them from the workbook part once it is read, but
 * with five sheets or more it never gets to parse that last entry and fails on the missing part
 * (seen with exceljs 4; all-sheets.test.ts keeps a six-sheet workbook). The part is
 * read here from the central directory first, so the sheets' names and order never depend on
 * where the part sits in the zip.
 */
async function preloadWorkbookPart(reader: unknown, file: string): Promise<void> {
  const part = await readZipEntry(file, 'xl/workbook.xml', WORKBOOK_PART_MAX);
  if (!part) return;
  const xform = new WorkbookXform();
  await xform.parseStream(Readable.from([part]));
  (reader as { model?: unknown }).model = xform.model;
}

function sheetNamesOf(reader: unknown): string[] {
  const model = (reader as { model?: { sheets?: { name: string; id: number }[] } }).model;
  return model?.sheets?.map((s) => s.name) ?? [];
}
