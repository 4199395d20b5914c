import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, badRequest } from '../errors.js';
import type { ReadSheetOptions, SheetRow } from './sheet-parse.js';
import type { SheetWorkerInput, SheetWorkerMessage } from './sheet-worker.js';
import { EXCEL_MSG } from './zip-guard.js';

export type { ReadSheetOptions, SheetRow } from './sheet-parse.js';

/*
 * Rows of a workbook, parsed in a worker thread (sheet-worker.ts): a huge or hostile file costs
 * that thread's time and memory, never the request thread's, so other requests go on being
 * answered. The worker counts the bytes it really inflates and stops at `maxInflatedBytes`; its
 * heap is capped, and running out of it is the same "too big" answer.
 */

export interface ReadRowsOptions extends Omit<ReadSheetOptions, 'onBytes'> {
  /** Called with the fraction (0..1) of the file read so far. */
  onBytes?: (fraction: number) => void;
  /** Bytes the worker may inflate in all (the zip's declared sizes are not trusted). */
  maxInflatedBytes: number;
}

/** Rows handed over per message; the worker is one batch ahead of the reader. */
const BATCH_ROWS = 2000;
/** Heap of one sheet worker: the shared-strings table lives there. */
const WORKER_HEAP_MB = 1024;

// The worker is TypeScript like the rest: tsx loads it whether or not this process runs under tsx.
const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const workerUrl = new URL('./sheet-worker.ts', import.meta.url).href;
const BOOT = new URL(`data:text/javascript,${encodeURIComponent(
  `import { tsImport } from ${JSON.stringify(tsxApi)}; import { parentPort } from 'node:worker_threads';` +
  `tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(import.meta.url)})` +
  `.catch((e) => parentPort.postMessage({ t: 'error', message: String((e && e.stack) || e) }));`,
)}`);

const tooBig = (max: number) => badRequest(EXCEL_MSG.TOO_BIG(Math.round(max / 1048576)));

interface Esbuild {
  build(o: Record<string, unknown>): Promise<{ outputFiles: { contents: Uint8Array }[] }>;
  stop?: () => void;
}

/*
 * The worker as ONE plain-JS file (issue 19): booted through tsx, each read paid ~0.6 s (more
 * under load) compiling and resolving modules in the new thread through tsx's loader thread,
 * more than parsing a 20,000-row sheet. The worker's modules (sheet-worker, sheet-parse,
 * zip-guard, errors: node built-ins only) are bundled once per process by the esbuild tsx
 * itself runs on, into a file in a private temp directory, and started with no
 * loader (execArgv []). Any failure falls back to the tsx boot.
 */
let bundled: Promise<{ url: URL; plain: boolean }> | undefined;
function workerScript(): Promise<{ url: URL; plain: boolean }> {
  bundled ??= (async () => {
    const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
    const esbuild = fromTsx('esbuild') as Esbuild;
    const res = await esbuild.build({
      entryPoints: [fileURLToPath(new URL('./sheet-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'esm',
      target: 'node20', write: false, logLevel: 'silent',
    });
    esbuild.stop?.();
    const code = res.outputFiles[0].contents;
    // A directory of this process's own (0700, new name): a file another local user planted in
    // the shared temp dir is never what we run. Removed when the process exits.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ecms-sheet-worker-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'sheet-worker.mjs');
    await writeFile(file, code, { mode: 0o600, flag: 'wx' });
    return { url: pathToFileURL(file), plain: true };
  })().catch(() => ({ url: BOOT, plain: false }));
  return bundled;
}

/** Yields the rows of one sheet of the .xlsx at `file` (already checked by checkXlsx). */
export async function* readSheetRows(file: string, size: number, opts: ReadRowsOptions): AsyncGenerator<SheetRow> {
  const input: SheetWorkerInput = { file, size, sheetName: opts.sheetName, allSheets: opts.allSheets, maxInflatedBytes: opts.maxInflatedBytes, batchRows: BATCH_ROWS };
  const script = await workerScript();
  const worker = new Worker(script.url, {
    workerData: input, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }, ...(script.plain && { execArgv: [] }),
  });
  const inbox: SheetWorkerMessage[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  let exited = false;
  const notify = () => { const w = wake; wake = undefined; w?.(); };
  worker.on('message', (m: SheetWorkerMessage) => { inbox.push(m); notify(); });
  worker.on('error', (err: Error & { code?: string }) => {
    failure = err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig(opts.maxInflatedBytes) : err;
    notify();
  });
  worker.on('exit', () => { exited = true; notify(); });
  try {
    for (;;) {
      const m = inbox.shift();
      if (!m) {
        if (failure) throw failure;
        if (exited) throw new Error('sheet worker ended without an answer');
        await new Promise<void>((resolve) => { wake = resolve; });
        continue;
      }
      if (m.t === 'sheets') opts.onSheets?.(m.names);
      else if (m.t === 'rows') {
        // Ask for the next batch first: the worker parses it while these rows are used.
        worker.postMessage('more');
        opts.onBytes?.(m.fraction);
        yield* m.rows;
      } else if (m.t === 'end') return;
      else {
        if (m.tooBig) throw tooBig(opts.maxInflatedBytes);
        if (m.status) throw new AppError(m.status, m.message);
        throw new Error(`sheet worker: ${m.message}`);
      }
    }
  } finally {
    await worker.terminate();
  }
}
