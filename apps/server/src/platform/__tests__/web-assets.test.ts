import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';
import { cacheControlFor } from '../web-assets.js';
import { useTestApp } from '../../../test/use-test-app.js';

// A built web app as Vite leaves it: hashed assets with their .br/.gz beside them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-web-dist-'));
const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const HTML = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12_cD3.js"></script></head><body></body></html>';
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), HTML);
fs.writeFileSync(path.join(dist, 'assets/index-Ab12_cD3.js'), JS);
fs.writeFileSync(path.join(dist, 'assets/index-Ab12_cD3.js.br'), zlib.brotliCompressSync(JS));
fs.writeFileSync(path.join(dist, 'assets/index-Ab12_cD3.js.gz'), zlib.gzipSync(JS));
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let admin: string;
const ctx = useTestApp({ webDist: dist });
beforeAll(async () => {
  admin = await ctx.token();
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('built web app: precompressed files and caching', () => {
  it('sends the brotli file of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12_cD3.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends gzip to a browser without br, and the raw file to one that accepts neither', async () => {
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12_cD3.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const raw = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12_cD3.js' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(JS);
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html, neither at / nor for a client-side route', async () => {
    for (const url of ['/', '/index.html', '/main-page/toDoAll']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('caches unhashed public files briefly only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('tells hashed assets from other files', () => {
    expect(cacheControlFor('/srv/dist/assets/antd-Bt7KwSLG.js.br')).toMatch(/immutable/);
    expect(cacheControlFor('/srv/dist/assets/index-CYk_mR-j.css')).toMatch(/immutable/);
    expect(cacheControlFor('/srv/dist/index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/favicon.svg')).toBeUndefined();
  });
});

describe('API answers: compressed above the threshold', () => {
  it('gzips a large answer (user/info) for a client that accepts gzip', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(admin) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { ...auth(admin), 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = zlib.gunzipSync(res.rawPayload);
    expect(JSON.parse(unzipped.toString())).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('prefers brotli when both are accepted', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { ...auth(admin), 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('leaves a small answer alone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/route', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().msg).toBe('接口不存在');
  });

  it('sends file downloads (single files and zips) as stored, with their length', async () => {
    const content = 'a,b,c\n'.repeat(2000);
    const m = multipart([{ field: 'refModule', content: 'notice' }, { field: 'refRecordId', content: 'web-assets' }, { field: 'file', filename: '数据.txt', content }, { field: 'file', filename: '数据2.txt', content }]);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(admin), 'content-type': m.contentType }, payload: m.payload });
    expect(up.statusCode).toBe(200);
    const [id, id2] = up.json().data as string[];
    const res = await ctx.app.inject({ method: 'GET', url: `/api/download/${id}`, headers: { ...auth(admin), 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.body).toBe(content);
    const zip = await ctx.app.inject({ method: 'GET', url: `/api/b/fileItem/download/${id}|${id2}`, headers: { ...auth(admin), 'accept-encoding': 'gzip, br' } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
  });
});
