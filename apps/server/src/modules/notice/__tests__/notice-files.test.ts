import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { multipart, type Part } from '../../../../test/multipart.js';

const ctx = useTestApp();
let admin: string;
let li: string;
let zhang: string;
let liId: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

beforeAll(async () => {
  admin = await ctx.token();
  li = await ctx.token('lihua');
  zhang = await ctx.token('zhangwei');
  liId = await ctx.uid('lihua');
});

const upload = async (token: string, attachmentId: string, files: Part[]): Promise<string[]> => {
  const m = multipart([{ field: 'refModule', content: 'notice' }, { field: 'refRecordId', content: attachmentId }, ...files]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data;
};
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload && { payload }) });
const files = async (token: string, attachmentId: string) =>
  body<{ id: string; fileName: string }[]>(await call('POST', '/b/fileItem/queryList', token, { params: { refModule: 'notice', refRecordId: attachmentId } })).data;

describe('announcement attachments', () => {
  it('recipients list, download and preview the files; others get 404', async () => {
    const att = 'ann-0001';
    const ids = await upload(admin, att, [
      { field: 'file', filename: '会议纪要.txt', content: '第一次工地会议纪要' },
      { field: 'file', filename: '现场照片.png', content: PNG },
    ]);
    const sent = await call('POST', '/a/notice/msg/send', admin, { userIds: [liId], title: '会议通知', content: '请查看附件', attachmentId: att });
    expect(sent.statusCode, sent.body).toBe(200);

    const msgs = body<{ title: string; refType: string; refId: string }[]>(await call('POST', '/b/notice/msg/queryList', li, {})).data;
    expect(msgs.find((m) => m.title === '会议通知')).toMatchObject({ refType: 'notice', refId: att });
    expect((await files(li, att)).map((f) => f.fileName).sort()).toEqual(['会议纪要.txt', '现场照片.png']);

    const zip = await call('GET', `/b/fileItem/download/${ids.join('|')}`, li);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const preview = await call('GET', `/pageoffice/view/openFile?fileId=${ids[1]}`, li);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('image/png');

    // Not a recipient: the files do not exist for them.
    expect((await files(zhang, att))).toEqual([]);
    expect((await call('GET', `/b/fileItem/download/${ids[0]}`, zhang)).statusCode).toBe(404);
    expect((await call('GET', `/pageoffice/view/openFile?fileId=${ids[1]}`, zhang)).statusCode).toBe(404);

    // A recipient cannot add files to the announcement they received.
    const m = multipart([{ field: 'refModule', content: 'notice' }, { field: 'refRecordId', content: att }, { field: 'file', filename: '夹带.txt', content: 'x' }]);
    const added = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(li), 'content-type': m.contentType }, payload: m.payload });
    expect(added.statusCode).toBe(404);
    expect((await files(li, att)).map((f) => f.fileName).sort()).toEqual(['会议纪要.txt', '现场照片.png']);
  });

  it('refuses to attach files someone else uploaded and sends nothing', async () => {
    const att = 'ann-0002';
    await upload(zhang, att, [{ field: 'file', filename: '私人文件.txt', content: '张伟的文件' }]);
    const before = body<unknown[]>(await call('POST', '/b/notice/msg/queryList', li, {})).total;
    const res = await call('POST', '/a/notice/msg/send', admin, { userIds: [liId], title: '借用附件', content: 'x', attachmentId: att });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('附件不存在或不是本人上传');
    expect(body<unknown[]>(await call('POST', '/b/notice/msg/queryList', li, {})).total).toBe(before);
    expect((await files(li, att))).toEqual([]);
    for (const bad of ['../../etc/passwd', 'a/b', 'x'.repeat(65)]) {
      const r = await call('POST', '/a/notice/msg/send', admin, { userIds: [liId], title: 't', content: 'c', attachmentId: bad });
      expect(r.statusCode, bad).toBe(400);
      expect(body(r).msg).toBe('附件编号不正确');
    }
  });

  it('sends without attachments when none were uploaded under the id', async () => {
    const res = await call('POST', '/a/notice/msg/send', admin, { userIds: [liId], title: '无附件通知', content: 'c', attachmentId: 'ann-empty' });
    expect(res.statusCode).toBe(200);
    const msgs = body<{ title: string; refType: string | null }[]>(await call('POST', '/b/notice/msg/queryList', li, {})).data;
    expect(msgs.find((m) => m.title === '无附件通知')?.refType).toBeNull();
  });
});
