import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/*
 * A small S3 client: the four object calls the file store needs (PUT, GET, HEAD, DELETE),
 * path-style addressing, AWS Signature Version 4. Written on node:http rather than pulling in
 * @aws-sdk/client-s3 (about a hundred packages) for four calls; node:http rather than fetch
 * because a streamed PUT must carry its Content-Length, which fetch will not send for a stream.
 */

export interface S3Config {
  /** http(s)://host[:port] of the S3-compatible service. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export class S3Error extends Error {
  constructor(readonly status: number, readonly s3Code: string, message: string) {
    super(message);
  }
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKey: string;
  secretKey: string;
  region: string;
  service?: string;
  now?: Date;
}

/** Adds x-amz-date, x-amz-content-sha256 and Authorization (SigV4) to `headers`. Exported for tests. */
export function signV4(input: SignInput): Record<string, string> {
  const { method, url, payloadHash, accessKey, secretKey, region, service = 's3' } = input;
  const amzDate = (input.now ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...input.headers, host: url.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': payloadHash };
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, ' ')]));
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`).join('&');
  const canonical = [method, url.pathname, query, names.map((n) => `${n}:${lower[n]}\n`).join(''), names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}

export class S3Client {
  constructor(readonly config: S3Config) {
    if (!/^https?:\/\//.test(config.endpoint)) throw new Error('ECMS_S3_ENDPOINT must start with http:// or https://');
  }

  /** Path-style URL of an object: every key segment encoded, the slashes kept. */
  objectUrl(key: string): URL {
    const base = this.config.endpoint.replace(/\/+$/, '');
    return new URL(`${base}/${uriEncode(this.config.bucket)}/${key.split('/').map(uriEncode).join('/')}`);
  }

  private request(method: string, key: string, opts: { body?: () => Readable; length?: number; payloadHash?: string; range?: { start: number; end: number } } = {}): Promise<http.IncomingMessage> {
    const url = this.objectUrl(key);
    const headers: Record<string, string> = {};
    if (opts.range) headers.range = `bytes=${opts.range.start}-${opts.range.end}`;
    if (opts.body) {
      headers['content-length'] = String(opts.length ?? 0);
      headers['content-type'] = 'application/octet-stream';
    }
    const signed = signV4({
      method, url, headers, payloadHash: opts.payloadHash ?? EMPTY_SHA256,
      accessKey: this.config.accessKey, secretKey: this.config.secretKey, region: this.config.region,
    });
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(url, { method, headers: signed, timeout: 120_000 }, resolve);
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} timed out`)));
      req.on('error', reject);
      if (opts.body) {
        const body = opts.body();
        body.on('error', (err) => req.destroy(err));
        body.pipe(req);
      } else {
        req.end();
      }
    });
  }

  private static async text(res: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private static async fail(method: string, key: string, res: http.IncomingMessage): Promise<never> {
    const xml = await S3Client.text(res);
    const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? `HTTP${res.statusCode}`;
    throw new S3Error(res.statusCode ?? 0, code, `S3 ${method} ${key}: ${res.statusCode} ${code}`);
  }

  async putObject(key: string, body: () => Readable, length: number, sha256Hex: string): Promise<void> {
    const res = await this.request('PUT', key, { body, length, payloadHash: sha256Hex });
    if (res.statusCode !== 200) await S3Client.fail('PUT', key, res);
    res.resume();
  }

  /** The object's bytes, or bytes `range.start`–`range.end` (both included). */
  async getObject(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.request('GET', key, { range });
    if (res.statusCode !== (range ? 206 : 200)) await S3Client.fail('GET', key, res);
    return res;
  }

  async headObject(key: string): Promise<boolean> {
    const res = await this.request('HEAD', key);
    res.resume();
    if (res.statusCode === 200) return true;
    if (res.statusCode === 404) return false;
    throw new S3Error(res.statusCode ?? 0, `HTTP${res.statusCode}`, `S3 HEAD ${key}: ${res.statusCode}`);
  }

  async deleteObject(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (res.statusCode !== 204 && res.statusCode !== 200 && res.statusCode !== 404) await S3Client.fail('DELETE', key, res);
    res.resume();
  }
}
