import { describe, expect, it } from 'vitest';
import { body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { defineModule } from '../../module.js';

/*
 * Issue 13 finding 4: an upload tagged with a record outside the uploader's scope succeeded and
 * the file showed in the record owner's list. Attaching needs the right the file-access registry
 * gives on that record (the same check as the download).
 */
let ownerId = '';
const probe = defineModule({
  name: 'test-upload-target',
  fileAccess: { 'test.owned': async (_tx, actor, recordId) => recordId === 'rec-1' && actor.userId === ownerId },
});
const ctx = useTestApp({}, { modules: [probe] });

const upload = async (login: string, refs: Record<string, string>) => {
  const m = multipart([...Object.entries(refs).map(([field, content]) => ({ field, content })), { field: 'file', filename: '说明.txt', content: 'hello' }]);
  return ctx.call(login, 'POST', '/api/b/fileItem/upload', m.payload, { 'content-type': m.contentType });
};
const listOf = async (login: string) => body<{ id: string }[]>(await ctx.call(login, 'POST', '/api/b/fileItem/queryList', {
  params: { refModule: 'test.owned', refRecordId: 'rec-1' }, pageSize: 100,
})).data;

describe('upload target rights', () => {
  it('refuses to attach a file to a record the uploader cannot see; the owner attaches and lists', async () => {
    const owner = await ctx.make.user();
    const stranger = await ctx.make.user();
    ownerId = owner.id;
    const refused = await upload(stranger.loginName, { refModule: 'test.owned', refRecordId: 'rec-1' });
    expect(refused.statusCode).toBe(404);
    expect(body(refused)).toMatchObject({ success: false, msg: '要上传附件的记录不存在或无权访问' });
    expect(await listOf(owner.loginName)).toHaveLength(0);

    const mine = await upload(owner.loginName, { refModule: 'test.owned', refRecordId: 'rec-1' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await listOf(owner.loginName)).map((r) => r.id)).toEqual(body<string[]>(mine).data);
    // A new record's attachments (no record id yet) and a free label stay the uploader's own.
    expect((await upload(stranger.loginName, { refModule: 'test.owned' })).statusCode).toBe(200);
    expect((await upload(stranger.loginName, { refModule: 'my-notes', refRecordId: 'x1' })).statusCode).toBe(200);
  });

  it('takes a file larger than the default JSON body limit (uploads have their own limit)', async () => {
    const m = multipart([{ field: 'file', filename: '大文件.txt', content: Buffer.alloc(3 * 1024 * 1024, 0x61) }]);
    const res = await ctx.call('admin', 'POST', '/api/b/fileItem/upload', m.payload, { 'content-type': m.contentType });
    expect(res.statusCode, res.body).toBe(200);
  });
});
