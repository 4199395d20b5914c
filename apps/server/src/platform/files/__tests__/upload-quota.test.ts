import { describe, expect, it } from 'vitest';
import { body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Issue 13, finding 10: a per-user upload quota (ECMS_UPLOAD_QUOTA_MB) with a clear message, and a
 * per-request file count (ECMS_UPLOAD_MAX_FILES). Here: 1 MB each, 3 files a request.
 */
const ctx = useTestApp({ uploadQuotaBytes: 1024 * 1024, uploadMaxFiles: 3 });

const upload = (login: string, files: { name: string; bytes: number }[]) => {
  const m = multipart(files.map((f) => ({ field: 'file', filename: f.name, content: Buffer.alloc(f.bytes, 0x61) })));
  return ctx.call(login, 'POST', '/api/b/fileItem/upload', m.payload, { 'content-type': m.contentType });
};
const KB = 1024;

describe('upload quota per user', () => {
  it('takes uploads up to the quota, then refuses with how much is used and the limit; others are not affected', async () => {
    const u = await ctx.make.user();
    expect((await upload(u.loginName, [{ name: 'a.txt', bytes: 600 * KB }])).statusCode).toBe(200);
    const over = await upload(u.loginName, [{ name: 'b.txt', bytes: 500 * KB }]);
    expect(over.statusCode).toBe(413);
    expect(body(over).msg).toBe('附件空间不足：您已上传600KB，每人上限1MB，请删除不用的附件或联系管理员');
    // What fits still goes in.
    expect((await upload(u.loginName, [{ name: 'c.txt', bytes: 400 * KB }])).statusCode).toBe(200);
    // The quota is each user's own.
    const other = await ctx.make.user();
    expect((await upload(other.loginName, [{ name: 'd.txt', bytes: 900 * KB }])).statusCode).toBe(200);
  });

  it('holds when two uploads race', async () => {
    const u = await ctx.make.user();
    const both = await Promise.all([upload(u.loginName, [{ name: 'x.txt', bytes: 700 * KB }]), upload(u.loginName, [{ name: 'y.txt', bytes: 700 * KB }])]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 413]);
  });
});

describe('files per request', () => {
  it('refuses more files than the limit in one request', async () => {
    const u = await ctx.make.user();
    const four = await upload(u.loginName, [1, 2, 3, 4].map((i) => ({ name: `f${i}.txt`, bytes: 10 })));
    expect(four.statusCode).toBe(413);
    expect(body(four).msg).toBe('一次最多上传3个文件');
    expect((await upload(u.loginName, [1, 2, 3].map((i) => ({ name: `f${i}.txt`, bytes: 10 })))).statusCode).toBe(200);
  });
});
