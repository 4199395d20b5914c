import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@ecms/shared';
import { noticeMsg, sysDept, sysUser } from '../../../db/schema/index.js';
import { withTenant } from '../../../platform/tenancy.js';
import { reportProgress } from '../../../platform/realtime/push.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { listenLocal, openPush, type PushClient, refusedStatus } from '../../../../test/realtime-helpers.js';
import { sendMessage } from '../msg.service.js';

interface Msg { id: string; title: string; content: string; type: number; isRead: boolean; readDate: string | null; createName: string; createTime: string; procInstId: string | null }

const ctx = useTestApp();
let base: string;
let admin: string;
const users: Record<string, { id: string; token: string; tenantId: string }> = {};
const sockets: PushClient[] = [];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

async function user(loginName: string) {
  if (!users[loginName]) {
    users[loginName] = { id: await ctx.uid(loginName), token: await ctx.token(loginName), tenantId: ctx.tenantId };
  }
  return users[loginName];
}

const list = async (token: string, req: Record<string, unknown> = {}) => {
  const res = await call('POST', '/b/notice/msg/queryList', token, req);
  expect(res.statusCode, res.body).toBe(200);
  return body<Msg[]>(res);
};
const unread = async (token: string, type = 0) => body<number>(await call('GET', `/b/notice/msg/toReadNumber/${type}`, token)).data;
const announce = (payload: Record<string, unknown>, token = admin) => call('POST', '/a/notice/msg/send', token, payload);
const push = async (loginName: string) => {
  const u = await user(loginName);
  const c = await openPush(base, u.id, { token: u.token });
  sockets.push(c);
  return c;
};

beforeAll(async () => {
  admin = await ctx.token();
  base = await listenLocal(ctx.app);
});
// Runs before useTestApp's own afterAll (vitest runs after-hooks in reverse): sockets first, then the app.
afterAll(async () => {
  for (const s of sockets) await s.close();
});

describe('announcements and the recipient\'s messages', () => {
  it('delivers an announcement to the named person only, with sender and time', async () => {
    const zhang = await user('zhangwei');
    const li = await user('lihua');
    const before = await unread(zhang.token);
    const res = await announce({ userIds: [zhang.id], title: '系统升级通知', content: '今晚22:00系统升级，请提前保存工作。' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ success: true, msg: '发送成功', data: { count: 1 } });

    expect(await unread(zhang.token)).toBe(before + 1);
    const mine = await list(zhang.token);
    expect(mine.data[0]).toMatchObject({ title: '系统升级通知', content: '今晚22:00系统升级，请提前保存工作。', type: MSG_TYPE.ANNOUNCEMENT.value, isRead: false });
    expect(mine.data[0].createName).not.toBe('系统');
    expect(mine.data[0].createTime).toBeTruthy();
    expect((await list(li.token)).data.some((m) => m.title === '系统升级通知')).toBe(false);
  });

  it('reaches every enabled user of a department and the departments below it', async () => {
    const [dept] = await ctx.db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.code, 'HJ02'));
    const res = await announce({ deptIds: [dept.id], title: '造价部例会', content: '周五下午三点开会。' });
    expect(body(res)).toMatchObject({ data: { count: 5 } }); // lihua; zhangwei, sunli (HJ0201); zhoumin, wuhao (HJ0202)
    for (const name of ['lihua', 'zhangwei', 'wuhao']) {
      expect((await list((await user(name)).token)).data[0].title, name).toBe('造价部例会');
    }
    expect((await list((await user('zhengqiang')).token)).data.some((m) => m.title === '造价部例会')).toBe(false);

    const only = await announce({ deptIds: [dept.id], includeSubDepts: false, title: '仅部门本级', content: '本级通知' });
    expect(body(only).data).toEqual({ count: 1 });
  });

  it('refuses bad announcements with a clear message and writes nothing', async () => {
    const zhang = await user('zhangwei');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '无人', content: '内容' }, '请选择接收人或部门'],
      [{ userIds: [zhang.id], title: '  ', content: '内容' }, '标题不能为空'],
      [{ userIds: [zhang.id], title: '标题' }, '内容不能为空'],
      [{ userIds: [zhang.id], title: 'x'.repeat(201), content: '内容' }, '标题不能超过200个字符'],
      [{ deptIds: ['no-such-dept'], title: '标题', content: '内容' }, '部门不存在'],
      [{ userIds: [zhang.id, 'no-such-user'], title: '标题', content: '内容' }, '用户不存在'],
      [{ userIds: [zhang.id], title: '标题', content: '内容', link: 'https://evil.example/' }, '链接须为站内路径'],
    ];
    const before = await unread(zhang.token);
    for (const [payload, msg] of cases) {
      const res = await announce(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).msg).toBe(msg);
    }
    expect(await unread(zhang.token)).toBe(before);
  });

  it('lets only holders of the notice permission send announcements', async () => {
    const zhang = await user('zhangwei');
    const res = await announce({ userIds: [zhang.id], title: '冒充', content: '不应发送' }, zhang.token);
    expect(res.statusCode).toBe(403);
  });

  it('lets only the recipient read or mark a message', async () => {
    const zhang = await user('zhangwei');
    const li = await user('lihua');
    await announce({ userIds: [zhang.id], title: '只给张伟', content: '私信' });
    const [msg] = (await list(zhang.token, { params: { title$like: '只给张伟' } })).data;

    for (const url of [`/b/notice/msg/${msg.id}/setRead`, `/b/msg/setRead/${msg.id}`]) {
      const res = await call('PUT', url, li.token);
      expect(res.statusCode).toBe(404);
      expect(body(res).msg).toBe('消息不存在');
    }
    const many = await call('PUT', '/b/notice/msg/setRead', li.token, [msg.id]);
    expect(body(many).data).toEqual({ changed: 0 });
    expect((await list(zhang.token, { params: { title$like: '只给张伟' } })).data[0].isRead).toBe(false);

    const before = await unread(zhang.token);
    const res = await call('PUT', `/b/msg/setRead/${msg.id}`, zhang.token);
    expect(body(res)).toMatchObject({ success: true, msg: '确认成功', data: { changed: 1 } });
    expect(await unread(zhang.token)).toBe(before - 1);
    const again = await call('PUT', `/b/notice/msg/${msg.id}/setRead`, zhang.token);
    expect(body(again).data).toEqual({ changed: 0 });
    const [read] = (await list(zhang.token, { params: { title$like: '只给张伟' } })).data;
    expect(read.isRead).toBe(true);
    expect(read.readDate).toBeTruthy();
  });

  it('filters by read state and type, pages with totals, and marks lists and all read', async () => {
    const sun = await user('sunli');
    for (let i = 1; i <= 3; i++) await announce({ userIds: [sun.id], title: `批量${i}`, content: `第${i}条` });
    await withTenant(ctx.db, { tenantId: sun.tenantId, userId: null }, (tx) =>
      sendMessage(tx, { to: { userIds: [sun.id] }, type: MSG_TYPE.FLOW.value, title: '待办：合同审批', content: '请审批', procInstId: 'proc-1' }), ctx.t.app.registry);

    const unreadList = await list(sun.token, { params: { isRead: false } });
    const total = unreadList.total!;
    expect(total).toBe(await unread(sun.token));
    expect(await unread(sun.token, MSG_TYPE.FLOW.value)).toBe(1);
    expect((await list(sun.token, { params: { isRead: '0', type: MSG_TYPE.FLOW.value } })).data.map((m) => m.title)).toEqual(['待办：合同审批']);
    const page = await list(sun.token, { pageSize: 2, pageNo: 1 });
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe((await list(sun.token)).data.length);
    expect(page.data[0].title).toBe('待办：合同审批'); // newest first

    const ids = unreadList.data.filter((m) => m.title.startsWith('批量')).slice(0, 2).map((m) => m.id);
    expect(body(await call('PUT', '/b/notice/msg/setRead', sun.token, { ids })).data).toEqual({ changed: 2 });
    expect(await unread(sun.token)).toBe(total - 2);
    expect(body<{ changed: number }>(await call('PUT', `/b/notice/msg/setAllRead/${MSG_TYPE.ANNOUNCEMENT.value}`, sun.token)).data.changed).toBeGreaterThan(0);
    expect(await unread(sun.token)).toBe(1);
    await call('PUT', '/b/notice/msg/setAllRead/0', sun.token);
    expect(await unread(sun.token)).toBe(0);
    expect((await list(sun.token, { params: { isRead: true } })).total).toBe(total);
  });

  it('answers bad list and type input with 400', async () => {
    const zhang = await user('zhangwei');
    const bad: [string, string, unknown][] = [
      ['POST', '/b/notice/msg/queryList', { params: { recipientId: zhang.id } }],
      ['POST', '/b/notice/msg/queryList', { orderBy: 'recipient_id' }],
      ['POST', '/b/notice/msg/queryList', { pageSize: 5000 }],
      ['GET', '/b/notice/msg/toReadNumber/abc', undefined],
      ['PUT', '/b/notice/msg/setAllRead/-1', undefined],
      ['PUT', '/b/notice/msg/setRead', { wrong: true }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(method as 'GET', url, zhang.token, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(body(res).success).toBe(false);
    }
    expect((await call('POST', '/b/notice/msg/queryList', '')).statusCode).toBe(401);
  });
});

describe('live push (websocket /api/websocket/{id})', () => {
  it('refuses a socket without a session or for someone else', async () => {
    const zhang = await user('zhangwei');
    const li = await user('lihua');
    expect(await refusedStatus(base, zhang.id)).toBe(401);
    expect(await refusedStatus(base, zhang.id, { token: 'not-a-token' })).toBe(401);
    expect(await refusedStatus(base, zhang.id, { token: li.token })).toBe(403);
    expect(await refusedStatus(base, zhang.id, { headers: { AuthToken: li.token } })).toBe(403);
    expect(await refusedStatus(base, zhang.id, { headers: { Cookie: `AuthToken=${li.token}` } })).toBe(403);
    // The right cookie, but sent by a page of another site.
    expect(await refusedStatus(base, zhang.id, { headers: { Cookie: `AuthToken=${zhang.token}`, Origin: 'https://evil.example' } })).toBe(403);
    const sameSite = await openPush(base, zhang.id, { headers: { Cookie: `AuthToken=${zhang.token}`, Origin: 'http://127.0.0.1:5173' } });
    sockets.push(sameSite);
  });

  it('pushes a new message to the recipient\'s open sockets (token by query, header or cookie), not to others', async () => {
    const zhang = await user('zhangwei');
    const viaQuery = await push('zhangwei');
    const viaCookie = await openPush(base, zhang.id, { headers: { Cookie: `AuthToken=${zhang.token}` } });
    sockets.push(viaCookie);
    const other = await push('lihua');
    await announce({ userIds: [zhang.id], title: '实时推送测试', content: '您有一条新消息' });
    for (const c of [viaQuery, viaCookie]) {
      expect(await c.next((f) => f.type === 'message' && f.title === '实时推送测试')).toMatchObject({
        type: 'message', title: '实时推送测试', content: '您有一条新消息', msgType: MSG_TYPE.ANNOUNCEMENT.value,
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(other.frames.some((f) => f.title === '实时推送测试')).toBe(false);
  });

  it('pushes only after the business transaction commits; a rollback leaves neither message nor push', async () => {
    const zhou = await user('zhoumin');
    const c = await push('zhoumin');
    await expect(withTenant(ctx.db, { tenantId: zhou.tenantId, userId: null }, async (tx) => {
      await sendMessage(tx, { to: { userIds: [zhou.id] }, type: MSG_TYPE.FLOW.value, title: '回滚的消息', content: '不应出现' });
      // Not yet committed: nothing pushed.
      await new Promise((r) => setTimeout(r, 100));
      expect(c.frames.some((f) => f.title === '回滚的消息')).toBe(false);
      throw new Error('business rule failed');
    }, ctx.t.app.registry)).rejects.toThrow('business rule failed');
    await new Promise((r) => setTimeout(r, 200));
    expect(c.frames.some((f) => f.title === '回滚的消息')).toBe(false);
    expect(await ctx.db.select().from(noticeMsg).where(eq(noticeMsg.title, '回滚的消息'))).toHaveLength(0);

    await withTenant(ctx.db, { tenantId: zhou.tenantId, userId: null }, (tx) =>
      sendMessage(tx, { to: { userIds: [zhou.id] }, type: MSG_TYPE.FLOW.value, title: '提交的消息', content: '应出现', link: '/main-page/toDoAll' }), ctx.t.app.registry);
    expect(await c.next((f) => f.title === '提交的消息')).toMatchObject({ link: '/main-page/toDoAll', msgType: MSG_TYPE.FLOW.value });
  });

  it('tells the reader\'s sockets when messages are read (badge refresh in other tabs)', async () => {
    const wu = await user('wuhao');
    const c = await push('wuhao');
    await announce({ userIds: [wu.id], title: '读取同步', content: '内容' });
    await c.next((f) => f.title === '读取同步');
    await call('PUT', '/b/notice/msg/setAllRead/0', wu.token);
    expect(await c.next((f) => f.type === 'read')).toMatchObject({ type: 'read' });
  });

  it('carries progress of long work to the user who started it', async () => {
    const feng = await user('fengxue');
    const c = await push('fengxue');
    await reportProgress(ctx.db, { tenantId: feng.tenantId, userId: feng.id, jobId: 'import-1', percent: 42.4, text: '正在导入第 42 行' });
    await reportProgress(ctx.db, { tenantId: feng.tenantId, userId: feng.id, jobId: 'import-1', percent: 120, done: true });
    expect(await c.next((f) => f.type === 'progress' && f.percent === 42)).toMatchObject({ jobId: 'import-1', text: '正在导入第 42 行', done: false });
    expect(await c.next((f) => f.type === 'progress' && f.done === true)).toMatchObject({ percent: 100 });
  });

  it('closes the socket when the session is signed out', async () => {
    const token = await ctx.t.login('dengchao', TEST_DEMO_PASSWORD);
    const [u] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'dengchao'));
    const c = await openPush(base, u.id, { token });
    sockets.push(c);
    expect(ctx.app.pushHub.connections).toBeGreaterThan(0);
    const closed = new Promise<number>((resolve) => c.socket.once('close', (code) => resolve(code)));
    await call('GET', '/logout', token);
    expect(await closed).toBe(4401);
  });
});
