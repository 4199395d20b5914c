import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../ids.js';

/*
 * The file store: bytes on disk under one root, addressed only by keys the server generated
 * (tenant/yyyymm/uuid). No name or path a user sent ever reaches the file system.
 */

const KEY = /^[A-Za-z0-9_-]{1,64}\/\d{6}\/[0-9a-f-]{36}$/;
/** Bytes kept from the start of an upload for content sniffing. */
export const HEAD_BYTES = 4096;

export interface StoredFile {
  key: string;
  size: number;
  head: Buffer;
}

export class FileStore {
  constructor(readonly root: string) {}

  newKey(tenantId: string): string {
    const safeTenant = /^[A-Za-z0-9_-]{1,64}$/.test(tenantId) ? tenantId : 'tenant';
    const d = new Date();
    return `${safeTenant}/${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}/${newId()}`;
  }

  /** The absolute path of a generated key; refuses anything else (defence in depth). */
  pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key escapes the store');
    return full;
  }

  /** Streams `source` to a new key; keeps the first bytes for sniffing. Removes the partial file on failure. */
  async write(tenantId: string, source: Readable): Promise<StoredFile> {
    const key = this.newKey(tenantId);
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    const chunks: Buffer[] = [];
    let kept = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (kept < HEAD_BYTES) {
          chunks.push(chunk.subarray(0, HEAD_BYTES - kept));
          kept += Math.min(chunk.length, HEAD_BYTES - kept);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, tap, createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await this.remove(key);
      throw err;
    }
    return { key, size, head: Buffer.concat(chunks) };
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
