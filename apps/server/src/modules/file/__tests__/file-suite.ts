import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileItem } from '../../../db/schema/index.js';
import { auth, body } from '../../../../test/helpers.js';
import { type TestContext, useTestApp } from '../../../../test/use-test-app.js';
import { makeDocx } from '../../../../test/docx.js';
import { startS3, type TestS3 } from '../../../../test/s3-server.js';
import { findSoffice, officeStats } from '../../../platform/files/office.js';
import { defineModule } from '../../../platform/module.js';
import { multipart, type Part } from '../../../../test/multipart.js';

/*
 * The attachment calls, through HTTP on a real database, once per store: files on disk
 * (file-item.test.ts) and in a real S3-compatible server (file-item-s3.test.ts).
 */

interface FileRow { id: string; fileName: string; fileSize: number; userName: string; time: string; refModule: string | null; refRecordId: string | null; businessId: string | null }

let ctx: TestContext;
let filesDir: string;
let s3: TestS3 | undefined;
let admin: string;
let zhang: string;
let li: string;
let liId: string;
/** Whether the probe module lets lihua see record r-1 (switched on by the test that needs it). */
let recordOpenToLi = false;
const probeModule = defineModule({
  name: 'test-file-probe',
  // Record r-1 is visible to everyone but lihua, and to her once opened (attaching needs it too).
  fileAccess: { 'test.record': async (_tx, actor, recordId) => recordId === 'r-1' && (actor.userId !== liId || recordOpenToLi) },
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 fake jpeg body bytes')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml fake zip')]);

/** Reads a zip (central directory, stored or deflated entries): name → bytes. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

const upload = (token: string, parts: Part[]) => {
  const m = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token), 'content-type': m.contentType }, payload: m.payload });
};
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });
const list = async (token: string, params: Record<string, unknown> = {}) => body<FileRow[]>(await call('POST', '/b/fileItem/queryList', token, { params })).data;

/** Every object in the store: files under the disk root, or objects in the S3 bucket. */
function storedFiles(): string[] {
  if (s3) return s3.keys();
  if (!fs.existsSync(filesDir)) return [];
  return (fs.readdirSync(filesDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(filesDir, f)).isFile());
}
const stored = (key: string) => (s3 ? s3.keys().includes(key) : fs.existsSync(path.join(filesDir, key)));

/** What the file calls take in a path parameter that must never reach the store. */
const TRAVERSAL = [
  '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5c..%5cwindows%5cwin.ini', '%2Fetc%2Fpasswd',
  '%2e%2e', 'a%00b', 'C%3A%5CWindows%5Cwin.ini', '....%2F%2F', '%252e%252e%252f',
];
/** A traversal string answers 400 or 404 with the envelope, never a file and never a 500. */
async function refused(url: string, token: string, method: 'GET' | 'DELETE' = 'GET') {
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers: auth(token) });
  expect([400, 404], `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 100)}`).toContain(res.statusCode);
  expect(res.json(), url).toMatchObject({ success: false });
}

export function fileSuite(kind: 'disk' | 's3') {
  beforeAll(async () => {
    // Test files share one module graph per worker (isolate: false): start from a clean state,
    // not the store or the switch another file's suite left behind.
    recordOpenToLi = false;
    s3 = undefined;
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-files-'));
    if (kind === 's3') s3 = await startS3();
  });
  // Built after the store above exists; closed before it goes.
  ctx = useTestApp(() => ({ filesDir, uploadMaxBytes: 64 * 1024, s3: s3?.config }), { modules: [probeModule] });
  beforeAll(async () => {
    admin = await ctx.token();
    zhang = await ctx.token('zhangwei');
    li = await ctx.token('lihua');
    liId = await ctx.uid('lihua');
  });
  afterAll(async () => {
    await s3?.close();
    s3 = undefined;
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  describe(`attachments (${kind} store)`, () => {
    it('uploads several files with their record, lists them and downloads one with its Chinese name', async () => {
      const res = await upload(zhang, [
        { field: 'refModule', content: 'site-notes' },
        { field: 'refRecordId', content: 'c-001' },
        { field: 'file', filename: '现场照片.jpg', content: JPEG },
        { field: 'file', filename: '合同文本（盖章版）.docx', content: DOCX },
        { field: 'businessId', content: 'biz-1' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const ids = body<string[]>(res).data;
      expect(ids).toHaveLength(2);

      const rows = await list(zhang, { refModule: 'site-notes', refRecordId: 'c-001' });
      expect(rows.map((r) => r.fileName).sort()).toEqual(['合同文本（盖章版）.docx', '现场照片.jpg'].sort());
      expect(rows[0]).toMatchObject({ userName: '张伟', refModule: 'site-notes', refRecordId: 'c-001', businessId: 'biz-1' });
      expect(rows.find((r) => r.fileName === '现场照片.jpg')!.fileSize).toBe(JPEG.length);

      const dl = await call('GET', `/b/fileItem/download/${ids[0]}`, zhang);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-disposition']).toBe(`attachment; filename="____.jpg"; filename*=UTF-8''${encodeURIComponent('现场照片.jpg')}`);
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
      expect(dl.headers['content-type']).toBe('application/octet-stream');
      expect(dl.rawPayload.equals(JPEG)).toBe(true);
    });

    it('downloads several ids joined by | as one zip holding every file under its name', async () => {
      const rows = await list(zhang, { refRecordId: 'c-001' });
      const res = await call('GET', `/b/fileItem/download/${encodeURIComponent(rows.map((r) => r.id).join('|'))}`, zhang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E9%99%84%E4%BB%B6_\d{14}\.zip$/);
      const entries = unzip(res.rawPayload);
      expect([...entries.keys()].sort()).toEqual(['合同文本（盖章版）.docx', '现场照片.jpg'].sort());
      expect(entries.get('现场照片.jpg')!.equals(JPEG)).toBe(true);
      expect(entries.get('合同文本（盖章版）.docx')!.equals(DOCX)).toBe(true);
    });

    it('never takes a path from the user: traversal names are reduced to a file name, traversal ids refused', async () => {
      const before = storedFiles().length;
      const res = await upload(zhang, [{ field: 'file', filename: '../../../../etc/cron.d/evil.txt', content: 'plain text' }]);
      expect(res.statusCode, res.body).toBe(200);
      const [id] = body<string[]>(res).data;
      const [row] = await ctx.db.select().from(fileItem).where(eq(fileItem.id, id));
      expect(row.fileName).toBe('evil.txt');
      expect(row.storageKey).toMatch(/^[\w-]+\/\d{6}\/[0-9a-f-]{36}$/);
      expect(stored(row.storageKey)).toBe(true);
      expect(storedFiles()).toHaveLength(before + 1);
      expect(fs.existsSync('/etc/cron.d/evil.txt')).toBe(false);
      const win = await upload(zhang, [{ field: 'file', filename: '..\\..\\windows\\win.txt', content: 'x' }]);
      expect((await ctx.db.select().from(fileItem).where(eq(fileItem.id, body<string[]>(win).data[0])))[0].fileName).toBe('win.txt');

      // A bare '..' is resolved by the router and matches no call at all.
      for (const dots of ['..', '%2E%2E']) expect((await call('GET', `/b/fileItem/download/${dots}`, zhang)).statusCode).toBe(404);
      for (const bad of ['..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', `${id}|..%2Fsecret`, 'a%00b']) {
        const dl = await call('GET', `/b/fileItem/download/${bad}`, zhang);
        expect(dl.statusCode, bad).toBe(400);
        expect(body(dl).msg).toBe('文件编号不正确');
      }
      expect((await call('DELETE', '/b/fileItem/..%2F..%2Fx', zhang)).statusCode).toBe(400);
      const badRef = await upload(zhang, [{ field: 'refModule', content: '../../etc' }, { field: 'file', filename: 'a.txt', content: 'x' }]);
      expect(badRef.statusCode).toBe(400);
    });

    it('refuses an oversized upload with 413 and keeps nothing of it', async () => {
      const before = storedFiles().length;
      const rowsBefore = (await ctx.db.select().from(fileItem)).length;
      const res = await upload(zhang, [
        { field: 'file', filename: 'small.txt', content: 'fits' },
        { field: 'file', filename: '大文件.pdf', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(70 * 1024, 0x41)]) },
      ]);
      expect(res.statusCode).toBe(413);
      expect(body(res)).toMatchObject({ success: false, msg: '文件大小超过限制（最大64KB）' });
      expect(storedFiles()).toHaveLength(before);
      expect(await ctx.db.select().from(fileItem)).toHaveLength(rowsBefore);
    });

    it('refuses disguised and disallowed files and keeps nothing of the request', async () => {
      const before = storedFiles().length;
      const cases: [string, Buffer | string, string][] = [
        ['头像.jpg', '<!DOCTYPE html><html><script>alert(1)</script></html>', '文件内容与扩展名不符：头像.jpg'],
        ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '文件内容与扩展名不符：logo.png'],
        ['report.pdf', PNG, '文件内容与扩展名不符：report.pdf'],
        ['notes.txt', '<script>fetch("/api/logout")</script>', '文件内容与扩展名不符：notes.txt'],
        ['setup.exe', Buffer.from('MZ\x90\x00'), '不允许上传该类型的文件（.exe）'],
        ['page.html', '<html></html>', '不允许上传该类型的文件（.html）'],
        ['noext', 'data', '不允许上传该类型的文件'],
      ];
      for (const [name, content, msg] of cases) {
        const res = await upload(zhang, [{ field: 'file', filename: 'ok.txt', content: 'fine' }, { field: 'file', filename: name, content }]);
        expect(res.statusCode, name).toBe(400);
        expect(body(res).msg, name).toBe(msg);
      }
      expect(storedFiles()).toHaveLength(before);
    });

    it('answers an empty or non-multipart upload clearly', async () => {
      const empty = await upload(zhang, [{ field: 'refModule', content: 'site-notes' }]);
      expect(empty.statusCode).toBe(400);
      expect(body(empty).msg).toBe('没有要上传的文件。');
      const json = await call('POST', '/b/fileItem/upload', zhang, { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload' })).statusCode).toBe(401);
    });

    it('keeps someone else\'s files from view unless the owning record is visible to them', async () => {
      const [mine] = body<string[]>(await upload(zhang, [
        { field: 'refModule', content: 'test.record' }, { field: 'refRecordId', content: 'r-1' },
        { field: 'file', filename: '私有.txt', content: 'secret' },
      ])).data;
      expect((await call('GET', `/b/fileItem/download/${mine}`, li)).statusCode).toBe(404);
      expect((await list(li)).some((r) => r.id === mine)).toBe(false);
      expect((await list(li, { refModule: 'test.record', refRecordId: 'r-1' })).some((r) => r.id === mine)).toBe(false);

      // The owning module says lihua may see record r-1: its files open for her.
      recordOpenToLi = true;
      expect((await call('GET', `/b/fileItem/download/${mine}`, li)).body).toBe('secret');
      expect((await list(li, { refModule: 'test.record', refRecordId: 'r-1' })).map((r) => r.id)).toContain(mine);
      // Seeing is not deleting.
      const del = await call('DELETE', `/b/fileItem/${mine}`, li);
      expect(del.statusCode).toBe(403);
      expect(body(del).msg).toBe('只能删除自己上传的文件');
    });

    it('lets the uploader or an administrator delete, and removes the bytes after the commit', async () => {
      const [a, b, c] = body<string[]>(await upload(zhang, [
        { field: 'file', filename: 'a.txt', content: 'a' }, { field: 'file', filename: 'b.txt', content: 'b' }, { field: 'file', filename: 'c.txt', content: 'c' },
      ])).data;
      const keyOf = async (id: string) => (await ctx.db.select().from(fileItem).where(eq(fileItem.id, id)))[0].storageKey;
      const ka = await keyOf(a);
      expect(stored(ka)).toBe(true);

      expect(body(await call('DELETE', `/a/upload/deleteMyFile/${a}`, zhang))).toMatchObject({ success: true, msg: '删除成功' });
      expect(stored(ka)).toBe(false);
      expect((await call('GET', `/b/fileItem/download/${a}`, zhang)).statusCode).toBe(404);

      expect((await call('DELETE', `/a/upload/${b}`, zhang)).statusCode).toBe(403); // not an administrator
      expect((await call('DELETE', `/a/upload/deleteMyFile/${b}`, admin)).statusCode).toBe(403); // not the admin's own
      expect((await call('DELETE', `/a/upload/${b}`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/b/fileItem/${c}`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/b/fileItem/${c}`, admin)).statusCode).toBe(404);
    });

    it('previews images and text inline (text never as HTML)', async () => {
      const [img, txt, other] = body<string[]>(await upload(zhang, [
        { field: 'file', filename: '现场.png', content: PNG },
        { field: 'file', filename: '说明.txt', content: '第一行\n<b>不是HTML</b>' },
      ])).data.concat(body<string[]>(await upload(li, [{ field: 'file', filename: 'li.png', content: PNG }])).data);
      const view = (id: string, token = zhang) => call('GET', `/pageoffice/view/openFile?fileId=${encodeURIComponent(id)}`, token);

      const image = await view(img);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('现场.png')}`);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      expect(image.rawPayload.equals(PNG)).toBe(true);

      const text = await view(txt);
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text.body).toContain('<b>不是HTML</b>');

      expect((await view(other)).statusCode).toBe(404); // lihua's file
      expect((await view('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    });

    it('takes the same form on /b/file/upload', async () => {
      const m = multipart([{ field: 'file', filename: '清单.csv', content: '名称,数量\n钢筋,12' }]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/b/file/upload', headers: { ...auth(zhang), 'content-type': m.contentType }, payload: m.payload });
      expect(res.statusCode, res.body).toBe(200);
      const [id] = body<string[]>(res).data;
      expect((await call('GET', `/b/fileItem/download/${id}`, zhang)).body).toBe('名称,数量\n钢筋,12');
    });
    it('POST /upload and /b/file/upload take the same form, refuse oversized and disguised files, and keep nothing of them', async () => {
      for (const url of ['/b/file/upload', '/upload']) {
        const send = (parts: Part[]) => {
          const m = multipart(parts);
          return ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...auth(zhang), 'content-type': m.contentType }, payload: m.payload });
        };
        const good = await send([{ field: 'refModule', content: 'excel' }, { field: 'file', filename: '导入数据.csv', content: '名称,数量\n钢筋,12' }]);
        expect(good.statusCode, good.body).toBe(200);
        const [id] = body<string[]>(good).data;
        expect((await call('GET', `/b/fileItem/download/${id}`, zhang)).body).toBe('名称,数量\n钢筋,12');
        expect((await call('GET', `/b/fileItem/download/${id}`, li)).statusCode).toBe(404); // someone else's

        const before = storedFiles().length;
        const big = await send([{ field: 'file', filename: '大.pdf', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(70 * 1024, 0x41)]) }]);
        expect(big.statusCode, url).toBe(413);
        expect(body(big).msg).toBe('文件大小超过限制（最大64KB）');
        const fake = await send([{ field: 'file', filename: '照片.jpg', content: '<html><body><script>alert(1)</script></body></html>' }]);
        expect(fake.statusCode, url).toBe(400);
        expect(body(fake).msg).toBe('文件内容与扩展名不符：照片.jpg');
        expect((await send([{ field: 'refModule', content: 'x' }])).json()).toMatchObject({ success: false, msg: '没有要上传的文件。' });
        expect(storedFiles()).toHaveLength(before);
        expect((await ctx.app.inject({ method: 'POST', url: `/api${url}` })).statusCode).toBe(401);
      }
    });

    it('GET /b/file/download/{encoded} and /download/{file} resolve ids through the database only', async () => {
      const [a, b] = body<string[]>(await upload(zhang, [
        { field: 'file', filename: '甲方意见.txt', content: '意见一' }, { field: 'file', filename: '乙方回复.txt', content: '回复一' },
      ])).data;
      const [liFile] = body<string[]>(await upload(li, [{ field: 'file', filename: '李华.txt', content: 'li' }])).data;

      const one = await call('GET', `/b/file/download/${a}`, zhang);
      expect(one.statusCode).toBe(200);
      expect(one.body).toBe('意见一');
      expect(one.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('甲方意见.txt')}`);
      expect(one.headers['x-content-type-options']).toBe('nosniff');
      const zip = await call('GET', `/b/file/download/${encodeURIComponent(`${a}|${b}`)}`, zhang);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect([...unzip(zip.rawPayload).keys()].sort()).toEqual(['乙方回复.txt', '甲方意见.txt'].sort());

      const single = await call('GET', `/download/${b}`, zhang);
      expect(single.statusCode).toBe(200);
      expect(single.body).toBe('回复一');
      expect(single.headers['content-disposition']).toMatch(/^attachment; /);
      expect(single.headers['x-content-type-options']).toBe('nosniff');

      // Someone else's file answers like a missing one, alone or inside a list.
      expect((await call('GET', `/download/${liFile}`, zhang)).statusCode).toBe(404);
      expect((await call('GET', `/b/file/download/${liFile}`, zhang)).statusCode).toBe(404);
      expect((await call('GET', `/b/file/download/${encodeURIComponent(`${a}|${liFile}`)}`, zhang)).statusCode).toBe(404);
      expect((await call('GET', `/download/${liFile}`, admin)).statusCode).toBe(200);
      // /download takes one file.
      expect((await call('GET', `/download/${encodeURIComponent(`${a}|${b}`)}`, zhang)).statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/download/${a}` })).statusCode).toBe(401);
    });

    it('GET /image/{id} shows only pictures, inline, to those who may see them', async () => {
      const [img, txt] = body<string[]>(await upload(zhang, [
        { field: 'file', filename: '签章.png', content: PNG }, { field: 'file', filename: '说明.txt', content: 'text' },
      ])).data;
      const [liImg] = body<string[]>(await upload(li, [{ field: 'file', filename: 'li.jpg', content: JPEG }])).data;
      const res = await call('GET', `/image/${img}`, zhang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^inline; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PNG)).toBe(true);
      const text = await call('GET', `/image/${txt}`, zhang);
      expect(text.statusCode).toBe(415);
      expect(body(text).msg).toBe('该文件不是图片');
      expect((await call('GET', `/image/${liImg}`, zhang)).statusCode).toBe(404);
      expect((await call('GET', `/image/${liImg}`, li)).statusCode).toBe(200);
      for (const bad of [`/image${img}`, `/image/${img}/x`, `/image/`, `/image`, `/images/${img}`]) {
        expect((await call('GET', bad, zhang)).statusCode, bad).toBe(400);
      }
    });

    it('plays a video by byte ranges (a seek asks for the middle of the file, not the whole of it)', async () => {
      // An MP4's ftyp box, then 20,000 numbered bytes.
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from(Array.from({ length: 20_000 }, (_, i) => i % 251))]);
      const [video, txt] = body<string[]>(await upload(zhang, [
        { field: 'file', filename: '安全培训.mp4', content: mp4 }, { field: 'file', filename: '讲义.txt', content: 'text' },
      ])).data;
      const stream = (id: string, range?: string, token = zhang) =>
        ctx.app.inject({ method: 'GET', url: `/api/b/fileItem/stream/${id}`, headers: { ...auth(token), ...(range && { range }) } });
      const whole = await stream(video);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': String(mp4.length) });
      expect(whole.rawPayload.equals(mp4)).toBe(true);
      const middle = await stream(video, 'bytes=10000-10999');
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 10000-10999/${mp4.length}`);
      expect(middle.headers['content-length']).toBe('1000');
      expect(middle.rawPayload.equals(mp4.subarray(10000, 11000))).toBe(true);
      const rest = await stream(video, 'bytes=19000-');
      expect(rest.statusCode).toBe(206);
      expect(rest.rawPayload.equals(mp4.subarray(19000))).toBe(true);
      const last = await stream(video, 'bytes=-12');
      expect(last.headers['content-range']).toBe(`bytes ${mp4.length - 12}-${mp4.length - 1}/${mp4.length}`);
      expect(last.rawPayload.equals(mp4.subarray(-12))).toBe(true);
      // Past the end: 416 with the size; an end past the end is cut to it.
      const beyond = await stream(video, 'bytes=999999-');
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`);
      expect(body(beyond)).toMatchObject({ success: false, msg: '请求的范围超出文件大小' });
      expect((await stream(video, 'bytes=20000-99999999')).rawPayload.equals(mp4.subarray(20000))).toBe(true);
      // Several ranges or a malformed header: the whole file, as the RFC allows.
      expect((await stream(video, 'bytes=0-1,5-6')).statusCode).toBe(200);
      expect((await stream(video, 'items=0-1')).statusCode).toBe(200);
      const text = await stream(txt);
      expect(text.statusCode).toBe(415);
      expect(body(text).msg).toBe('该文件不是视频，不能在线播放');
      // Only for those who may see the file.
      expect((await stream(video, 'bytes=0-9', li)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/b/fileItem/stream/${video}` })).statusCode).toBe(401);
      await refused('/b/fileItem/stream/..%2F..%2Fetc%2Fpasswd', zhang);
    });

    it('answers traversal strings in every file path parameter with 400 or 404, never a file', async () => {
      const [mine] = body<string[]>(await upload(zhang, [{ field: 'file', filename: 'ok.txt', content: 'ok' }])).data;
      for (const bad of TRAVERSAL) {
        await refused(`/b/fileItem/download/${bad}`, zhang);
        await refused(`/b/fileItem/download/${mine}%7C${bad}`, zhang);
        await refused(`/b/file/download/${bad}`, zhang);
        await refused(`/download/${bad}`, zhang);
        await refused(`/image/${bad}`, zhang);
        await refused(`/image${bad}`, zhang);
        await refused(`/image/..%2F${bad}`, zhang);
        await refused(`/pageoffice/view/openFile?fileId=${bad}`, zhang);
        await refused(`/b/fileItem/${bad}`, zhang, 'DELETE');
        await refused(`/a/upload/${bad}`, admin, 'DELETE');
        await refused(`/a/upload/deleteMyFile/${bad}`, zhang, 'DELETE');
      }
      expect((await call('GET', `/download/${mine}`, zhang)).body).toBe('ok');
    });

    it('previews a real .docx as PDF through LibreOffice (converted once, then cached), or says LibreOffice is missing', async () => {
      const docx = await makeDocx('工程造价咨询报告');
      const [doc] = body<string[]>(await upload(zhang, [{ field: 'file', filename: '咨询报告.docx', content: docx }])).data;
      const [row] = await ctx.db.select().from(fileItem).where(eq(fileItem.id, doc));
      const view = (q = '') => call('GET', `/pageoffice/view/openFile?fileId=${doc}${q}`, zhang);

      const soffice = ctx.t.config.soffice;
      ctx.t.config.soffice = null; // as on a server without LibreOffice
      try {
        const missing = await view();
        expect(missing.statusCode).toBe(415);
        expect(body(missing).msg).toBe('服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看');
      } finally {
        ctx.t.config.soffice = soffice;
      }
      expect((await call('GET', `/pageoffice/view/openFile?fileId=${doc}`, li)).statusCode).toBe(404); // someone else's

      if (!(await findSoffice(ctx.t.config.soffice))) {
        console.warn('LibreOffice (soffice) not installed: the Office → PDF conversion is not exercised here');
        expect(body(await view()).msg).toBe('服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看');
        return;
      }
      const runs = officeStats.conversions;
      const check = await view('&check=1');
      expect(check.statusCode, check.body).toBe(200);
      expect(body(check).data).toEqual({ previewable: true, contentType: 'application/pdf' });
      const pdf = await view();
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('咨询报告.pdf')}`);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(officeStats.conversions).toBe(runs + 1); // the second view came from the cache
      expect(stored(`${row.storageKey}.pdf`)).toBe(true);

      // A broken Office file says so; deleting a file takes its PDF with it.
      const [broken] = body<string[]>(await upload(zhang, [{ field: 'file', filename: '坏文件.docx', content: DOCX }])).data;
      const bad = await call('GET', `/pageoffice/view/openFile?fileId=${broken}`, zhang);
      expect(bad.statusCode).toBe(415);
      expect(body(bad).msg).toMatch(/^Office 文件转换失败，无法预览，请下载后查看/);
      expect((await call('DELETE', `/b/fileItem/${doc}`, zhang)).statusCode).toBe(200);
      expect(stored(row.storageKey)).toBe(false);
      expect(stored(`${row.storageKey}.pdf`)).toBe(false);
    }, 180_000);
  });
}
