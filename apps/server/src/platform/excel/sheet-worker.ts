import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type * as Zlib from 'node:zlib';
import { parseSheetRows, type SheetRow } from './sheet-parse.js';

/*
 * The sheet worker (issue 13 finding 2): parses one workbook off the request thread and hands
 * its rows over in batches (arrays of plain values: cheap to clone), one batch ahead of the
 * reader (reader.ts). Every byte the parser inflates is counted here as it is produced, whatever
 * the zip declares; past the limit the inflater is destroyed and the read ends with 'too-big'.
 * sheet-parse.ts inflates through zlib.createInflateRaw (looked up at call time), which this
 * thread alone (it parses nothing else) wraps to count.
 */

export interface SheetWorkerInput {
  file: string;
  size: number;
  sheetName?: string;
  allSheets?: boolean;
  maxInflatedBytes: number;
  batchRows: number;
}

export type SheetWorkerMessage =
  | { t: 'sheets'; names: string[] }
  | { t: 'rows'; rows: SheetRow[]; fraction: number }
  | { t: 'end' }
  | { t: 'error'; status?: number; message: string; tooBig?: boolean };

const input = workerData as SheetWorkerInput;
const port = parentPort!;

let inflated = 0;
let stopped = false;
class InflateLimitError extends Error {
  readonly inflateLimit = true;
}
// The module object sheet-parse.ts's default import of node:zlib is (an ESM namespace is read-only).
const zlib = createRequire(import.meta.url)('node:zlib') as typeof Zlib;
const createInflateRaw = zlib.createInflateRaw;
const countingInflateRaw = ((opts?: Zlib.ZlibOptions) => {
  const inflater = createInflateRaw(opts);
  // A listener beside the pipe sees the same chunks and leaves the pipe's back-pressure alone.
  inflater.on('data', (chunk: Buffer) => {
    inflated += chunk.length;
    if (inflated > input.maxInflatedBytes && !stopped) {
      // Answered at once: exceljs may be waiting on the entry this inflater feeds, which ends
      // neither way once the inflater is gone. The reader terminates this thread on the answer.
      stopped = true;
      port.postMessage({ t: 'error', tooBig: true, message: 'inflate limit' } satisfies SheetWorkerMessage);
      inflater.destroy(new InflateLimitError('inflate limit'));
    }
  });
  return inflater;
}) as typeof zlib.createInflateRaw;
// Node defines it read-only but configurable.
Object.defineProperty(zlib, 'createInflateRaw', { value: countingInflateRaw, configurable: true, enumerable: true });

let more: (() => void) | undefined;
port.on('message', (m: string) => {
  if (m === 'more') {
    const go = more;
    more = undefined;
    go?.();
  }
});
const nextBatchWanted = () => new Promise<void>((resolve) => { more = resolve; });

async function run(): Promise<void> {
  let fraction = 0;
  let batch: SheetRow[] = [];
  try {
    const rows = parseSheetRows(input.file, input.size, {
      sheetName: input.sheetName,
      allSheets: input.allSheets,
      onBytes: (f) => { fraction = f; },
      onSheets: (names) => port.postMessage({ t: 'sheets', names } satisfies SheetWorkerMessage),
    });
    for await (const row of rows) {
      batch.push(row);
      if (batch.length >= input.batchRows) {
        const wanted = nextBatchWanted();
        port.postMessage({ t: 'rows', rows: batch, fraction } satisfies SheetWorkerMessage);
        batch = [];
        await wanted;
      }
    }
    if (inflated > input.maxInflatedBytes) throw new InflateLimitError('inflate limit');
    if (batch.length) port.postMessage({ t: 'rows', rows: batch, fraction } satisfies SheetWorkerMessage);
    port.postMessage({ t: 'end' } satisfies SheetWorkerMessage);
  } catch (err) {
    if (stopped) return;
    const tooBig = inflated > input.maxInflatedBytes || !!(err as { inflateLimit?: boolean }).inflateLimit;
    port.postMessage({
      t: 'error', tooBig, status: (err as { status?: number }).status, message: (err as Error).message,
    } satisfies SheetWorkerMessage);
  }
}

await run();
