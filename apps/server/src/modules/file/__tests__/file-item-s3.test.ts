import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Client, signV4 } from '../../../platform/files/s3.js';
import { startS3, type TestS3 } from '../../../../test/s3-server.js';
import { fileSuite } from './file-suite.js';

// The same attachment calls with the files in a real S3-compatible server (s3rver, SigV4 checked).
fileSuite('s3');

describe('S3 client against the S3-compatible server', () => {
  let s3: TestS3;
  beforeAll(async () => { s3 = await startS3('ecms-sig'); });
  afterAll(async () => { await s3?.close(); });

  // s3rver accepts any SigV4 signature (its V4 check is unimplemented), so the signing itself is
  // checked against AWS's published examples (S3 API reference, "Signature Calculations: Examples").
  const AWS = { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', now: new Date('2013-05-24T00:00:00Z') };
  const signatureOf = (h: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(h.authorization)?.[1];

  it('signs requests exactly as AWS\'s SigV4 examples (GET object, PUT object, list with a query)', () => {
    const empty = createHash('sha256').update('').digest('hex');
    const get = signV4({ ...AWS, method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9' }, payloadHash: empty });
    expect(get.authorization).toContain('Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,');
    expect(signatureOf(get)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    const put = signV4({
      ...AWS, method: 'PUT', url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: createHash('sha256').update('Welcome to Amazon S3.').digest('hex'),
    });
    expect(signatureOf(put)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    const list = signV4({ ...AWS, method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), headers: {}, payloadHash: empty });
    expect(signatureOf(list)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
    // Keys are encoded once, segment by segment, with the slashes kept.
    expect(new S3Client({ ...AWS, endpoint: 'http://127.0.0.1:9000/', bucket: 'b' }).objectUrl('t/202611/a b$.pdf').pathname).toBe('/b/t/202611/a%20b%24.pdf');
  });

  it('puts, heads, gets and deletes objects on the S3-compatible server', async () => {
    const key = 't1/202611/0190b7a2-0000-7000-8000-000000000001';
    const body = Buffer.from('签名测试');
    const hash = createHash('sha256').update(body).digest('hex');
    const right = new S3Client(s3.config);
    await right.putObject(key, () => Readable.from([body]), body.length, hash);
    expect(await right.headObject(key)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const c of await right.getObject(key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('签名测试');
    await right.deleteObject(key);
    expect(await right.headObject(key)).toBe(false);
    await expect(right.getObject(key)).rejects.toMatchObject({ status: 404, s3Code: 'NoSuchKey' });
  });
});
