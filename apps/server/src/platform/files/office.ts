import { spawn } from 'node:child_process';
import { createWriteStream, promises as fs, constants as fsc, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { derivedKey, type FileStore } from './file-store.js';

/*
 * Office → PDF for previews, by LibreOffice (soffice --headless --convert-to pdf). The PDF is
 * kept in the store as the file's derived `<key>.pdf`, so each file is converted once for every
 * instance. Conversions run one at a time (soffice is heavy: a second one would only compete
 * for the same two cores), each in a fresh temporary directory, with this process's own
 * LibreOffice user profile (two servers on one machine never share one; it is made on the first
 * conversion and reused, and thrown away after a timeout or failure in case it was left broken),
 * and is killed at the timeout. Names on disk are ours (source.<suffix>); the user's never are.
 */

export const OFFICE_SUFFIXES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'et', 'odt', 'ods', 'odp', 'rtf']);

export const OFFICE_TEXT = {
  MISSING: '服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看',
  FAILED: 'Office 文件转换失败，无法预览，请下载后查看',
  TIMEOUT: 'Office 文件转换超时，无法预览，请下载后查看',
} as const;

export class OfficeError extends Error {}

async function executable(file: string): Promise<boolean> {
  try {
    await fs.access(file, fsc.X_OK);
    return true;
  } catch {
    return false;
  }
}

const found = new Map<string, Promise<string | null>>();

/** The soffice to run: the configured path, else soffice/libreoffice on the PATH; null when absent or turned off. */
export function findSoffice(configured: string | null | undefined): Promise<string | null> {
  if (configured === null) return Promise.resolve(null);
  const cacheKey = configured ?? '';
  let p = found.get(cacheKey);
  if (!p) {
    p = (async () => {
      if (configured) return (await executable(configured)) ? configured : null;
      const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).concat('/usr/bin', '/usr/lib/libreoffice/program', '/opt/libreoffice/program');
      for (const dir of dirs) for (const name of ['soffice', 'libreoffice']) if (await executable(path.join(dir, name))) return path.join(dir, name);
      return null;
    })();
    found.set(cacheKey, p);
  }
  return p;
}

const profileDir = path.join(os.tmpdir(), `ecms-soffice-profile-${process.pid}`);
process.once('exit', () => { try { rmSync(profileDir, { recursive: true, force: true }); } catch { /* best effort */ } });

let queue: Promise<unknown> = Promise.resolve();
const inFlight = new Map<string, Promise<string>>();
/** Conversions actually run (not served from the cache); for tests. */
export const officeStats = { conversions: 0 };

function run(cmd: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Own process group: on timeout the whole tree (soffice.bin included) is killed.
    const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, HOME: os.tmpdir() } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-2000); });
    const timer = setTimeout(() => {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ }
      reject(new OfficeError(OFFICE_TEXT.TIMEOUT));
    }, timeoutMs);
    child.on('error', (err) => { clearTimeout(timer); reject(err); });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new OfficeError(`${OFFICE_TEXT.FAILED}（soffice ${code}: ${stderr.trim().slice(0, 200)}）`));
    });
  });
}

async function convert(store: FileStore, soffice: string, key: string, suffix: string, timeoutMs: number): Promise<string> {
  const pdfKey = derivedKey(key, 'pdf');
  if (await store.exists(pdfKey)) return pdfKey;
  if (!OFFICE_SUFFIXES.has(suffix)) throw new OfficeError(OFFICE_TEXT.FAILED);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecms-office-'));
  try {
    const source = path.join(dir, `source.${suffix}`);
    const out = path.join(dir, 'out');
    await pipeline(store.read(key), createWriteStream(source, { flags: 'wx' }));
    officeStats.conversions++;
    try {
      await run(soffice, [
        `-env:UserInstallation=file://${profileDir}`,
        '--headless', '--norestore', '--nologo', '--nodefault', '--nolockcheck',
        '--convert-to', 'pdf', '--outdir', out, source,
      ], timeoutMs);
    } catch (err) {
      await fs.rm(profileDir, { recursive: true, force: true });
      throw err;
    }
    const pdf = path.join(out, 'source.pdf');
    const head = Buffer.alloc(5);
    const fh = await fs.open(pdf).catch(() => null);
    if (!fh) throw new OfficeError(OFFICE_TEXT.FAILED);
    try { await fh.read(head, 0, 5, 0); } finally { await fh.close(); }
    if (head.toString('latin1') !== '%PDF-') throw new OfficeError(OFFICE_TEXT.FAILED);
    await store.putDerived(pdfKey, pdf);
    return pdfKey;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The key of the PDF of Office file `key` (converted on first use, then cached in the store).
 * Throws OfficeError with the Chinese reason when LibreOffice is absent, fails or times out.
 */
export async function officePdf(store: FileStore, opts: { soffice: string | null | undefined; timeoutSeconds: number }, key: string, suffix: string): Promise<string> {
  const pdfKey = derivedKey(key, 'pdf');
  if (await store.exists(pdfKey)) return pdfKey;
  const soffice = await findSoffice(opts.soffice);
  if (!soffice) throw new OfficeError(OFFICE_TEXT.MISSING);
  let job = inFlight.get(key);
  if (!job) {
    job = queue.then(() => convert(store, soffice, key, suffix, opts.timeoutSeconds * 1000));
    queue = job.catch(() => undefined);
    inFlight.set(key, job);
    void job.finally(() => inFlight.delete(key)).catch(() => undefined);
  }
  return job;
}

/**
 * The PDF bytes of a generated Office document (a report or sheet made for this request): stored
 * only for the conversion and removed afterwards, since its content changes with the data.
 * Throws OfficeError like officePdf.
 */
export async function officePdfOf(store: FileStore, opts: { soffice: string | null | undefined; timeoutSeconds: number }, tenantId: string, bytes: Buffer, suffix: string): Promise<Buffer> {
  const stored = await store.write(tenantId, Readable.from([bytes]));
  try {
    const pdfKey = await officePdf(store, opts, stored.key, suffix);
    const chunks: Buffer[] = [];
    for await (const c of store.read(pdfKey)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  } finally {
    await store.remove(stored.key); // its derived PDF goes with it
  }
}
