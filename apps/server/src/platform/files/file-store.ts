import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config.js';
import { newId } from '../ids.js';
import { S3Client, type S3Config } from './s3.js';

/*
 * The file store: bytes addressed only by keys the server generated (tenant/yyyymm/uuid), on
 * disk under one root or in an S3-compatible bucket. No name or path a user sent ever reaches
 * the file system or the bucket. A key may carry one derived file (the PDF an Office file was
 * converted to) under `<key>.pdf`; removing a key removes its derived files too.
 */

const KEY = /^[A-Za-z0-9_-]{1,64}\/\d{6}\/[0-9a-f-]{36}(\.pdf)?$/;
/** Bytes kept from the start of an upload for content sniffing. */
export const HEAD_BYTES = 4096;
export const DERIVED = ['pdf'] as const;

export interface StoredFile {
  key: string;
  size: number;
  head: Buffer;
}

/** Bytes `start` to `end` of a file, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface LocalCopy {
  path: string;
  release(): Promise<void>;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  newKey(tenantId: string): string;
  /** Streams `source` to a new key; keeps the first bytes for sniffing. Leaves nothing on failure. */
  write(tenantId: string, source: Readable): Promise<StoredFile>;
  /** Stores a derived file (e.g. `derivedKey(key, 'pdf')`) from a local file the server made. */
  putDerived(key: string, localFile: string): Promise<void>;
  /**
   * The bytes of `key`, or of `range` only; a missing key errors the stream (check `exists` first
   * to answer 404).
   */
  read(key: string, range?: ByteRange): Readable;
  exists(key: string): Promise<boolean>;
  /**
   * A local file holding the bytes of `key`, for readers that need random access (a zip's
   * central directory): the stored file itself on disk, a temporary download from S3.
   * Call `release` when done.
   */
  localCopy(key: string): Promise<LocalCopy>;
  /** Removes `key` and its derived files; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}

export const derivedKey = (key: string, kind: (typeof DERIVED)[number]): string => checkKey(`${checkKey(key)}.${kind}`);

export function newKey(tenantId: string): string {
  const safeTenant = /^[A-Za-z0-9_-]{1,64}$/.test(tenantId) ? tenantId : 'tenant';
  const d = new Date();
  return `${safeTenant}/${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}/${newId()}`;
}

/** A pass-through that counts bytes, keeps the first HEAD_BYTES and hashes everything. */
function tap() {
  const chunks: Buffer[] = [];
  let kept = 0;
  const state = { size: 0, hash: createHash('sha256') };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.size += chunk.length;
      state.hash.update(chunk);
      if (kept < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - kept));
        kept += Math.min(chunk.length, HEAD_BYTES - kept);
      }
      done(null, chunk);
    },
  });
  return { stream, state, head: () => Buffer.concat(chunks) };
}

export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;
  constructor(readonly root: string) {}

  newKey(tenantId: string): string {
    return newKey(tenantId);
  }

  /** The absolute path of a generated key; refuses anything else (defence in depth). */
  pathOf(key: string): string {
    const full = path.resolve(this.root, checkKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key escapes the store');
    return full;
  }

  async write(tenantId: string, source: Readable): Promise<StoredFile> {
    const key = this.newKey(tenantId);
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const t = tap();
    try {
      await pipeline(source, t.stream, createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await this.remove(key);
      throw err;
    }
    return { key, size: t.state.size, head: t.head() };
  }

  async putDerived(key: string, localFile: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const part = `${file}.${process.pid}.part`;
    await fs.copyFile(localFile, part);
    await fs.rename(part, file);
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range && { start: range.start, end: range.end });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async localCopy(key: string): Promise<LocalCopy> {
    return { path: this.pathOf(key), release: async () => undefined };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
    if (!key.includes('.')) for (const d of DERIVED) await fs.rm(this.pathOf(derivedKey(key, d)), { force: true });
  }
}

/**
 * Objects in an S3-compatible bucket (path-style). An upload is spooled to a local temporary
 * file first: a single signed PUT needs its length and SHA-256 before the first byte goes out,
 * and the upload's size limit and content check run before anything reaches the bucket.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(config: S3Config, private readonly spoolDir = os.tmpdir()) {
    this.client = new S3Client(config);
  }

  newKey(tenantId: string): string {
    return newKey(tenantId);
  }

  async write(tenantId: string, source: Readable): Promise<StoredFile> {
    const key = this.newKey(tenantId);
    const dir = await fs.mkdtemp(path.join(this.spoolDir, 'ecms-upload-'));
    const spool = path.join(dir, 'body');
    try {
      const t = tap();
      await pipeline(source, t.stream, createWriteStream(spool, { flags: 'wx' }));
      await this.client.putObject(checkKey(key), () => createReadStream(spool), t.state.size, t.state.hash.digest('hex'));
      return { key, size: t.state.size, head: t.head() };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  async putDerived(key: string, localFile: string): Promise<void> {
    const body = await fs.readFile(localFile);
    await this.client.putObject(checkKey(key), () => createReadStream(localFile), body.length, createHash('sha256').update(body).digest('hex'));
  }

  read(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    this.client.getObject(checkKey(key), range).then(
      (body) => pipeline(body, out).catch((err: Error) => out.destroy(err)),
      (err: Error) => out.destroy(err),
    );
    return out;
  }

  exists(key: string): Promise<boolean> {
    return this.client.headObject(checkKey(key));
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const dir = await fs.mkdtemp(path.join(this.spoolDir, 'ecms-copy-'));
    const release = () => fs.rm(dir, { recursive: true, force: true });
    try {
      const file = path.join(dir, 'body');
      await pipeline(await this.client.getObject(checkKey(key)), createWriteStream(file, { flags: 'wx' }));
      return { path: file, release };
    } catch (err) {
      await release();
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.deleteObject(checkKey(key));
    if (!key.includes('.')) for (const d of DERIVED) await this.client.deleteObject(derivedKey(key, d));
  }
}

const stores = new WeakMap<AppConfig, FileStore>();

/** The store the configuration names (S3 when an endpoint and bucket are set), one per config. */
export function fileStoreFor(config: AppConfig): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? new S3FileStore(config.s3) : new DiskFileStore(config.filesDir);
    stores.set(config, store);
  }
  return store;
}
