import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { S3Config } from '../src/platform/files/s3.js';

/*
 * A real S3-compatible server for tests: s3rver (npm, a devDependency) on a random local port,
 * with its own directory and one bucket. It checks SigV4 signatures, so our signing is tested
 * for real. Its objects are files `<dir>/<bucket>/<key>._S3rver_object`.
 */

interface S3rverInstance { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverCtor = new (opts: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

export interface TestS3 {
  config: S3Config;
  dir: string;
  /** Keys of the objects in the bucket. */
  keys(): string[];
  close(): Promise<void>;
}

const SUFFIX = '._S3rver_object';

export async function startS3(bucket = 'ecms-test'): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' },
    dir,
    keys() {
      const root = path.join(dir, bucket);
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith(SUFFIX)).map((f) => f.slice(0, -SUFFIX.length).split(path.sep).join('/'));
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
