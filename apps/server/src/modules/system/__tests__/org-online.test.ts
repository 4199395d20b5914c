import { beforeAll, describe, expect, it } from 'vitest';
import { onlineApi, type TOnlineNode } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

let admin: string;
let zhangwei: string;
beforeAll(async () => {
  admin = await ctx.token();
  zhangwei = await ctx.token('zhangwei');
  await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD); // a second session
});

type Node = TOnlineNode;
const flat = (n: Node[]): Node[] => n.flatMap((x) => [x, ...flat(x.children)]);
// A bad status on purpose in one place: the query is sent as given.
const online = (token: string, query: Record<string, string> = {}) => client(ctx.app, token).send(onlineApi.queryList, { query: query as never });
const users = (nodes: Node[]) => flat(nodes).filter((n) => n.type === 'user');

describe('online users', () => {
  it('gives the department tree of users with name, job, online, dept and onlineNo', async () => {
    const res = await online(admin);
    expect(res.statusCode).toBe(200);
    const all = flat(res.body.data);
    const zw = all.find((n) => n.name === '张伟')!;
    expect(zw).toMatchObject({ type: 'user', job: '造价工程师', online: true, dept: '造价一所', onlineNo: 2 });
    expect(all.find((n) => n.name === '孙丽')).toMatchObject({ online: false, onlineNo: 0 });
    const cost1 = all.find((n) => n.type === 'dept' && n.name === '造价一所')!;
    expect(cost1).toMatchObject({ online: true, onlineNo: 1 });
    const root = res.body.data[0];
    expect(root.onlineNo).toBeGreaterThanOrEqual(2); // admin and zhangwei
  });

  it('filters online / offline and by name or department keyword', async () => {
    const on = users((await online(admin, { status: 'online' })).body.data);
    expect(on.every((u) => u.online)).toBe(true);
    expect(on.map((u) => u.name)).toEqual(expect.arrayContaining(['张伟', '系统管理员']));
    const off = users((await online(admin, { status: 'offline' })).body.data);
    expect(off.every((u) => !u.online)).toBe(true);
    expect(off.map((u) => u.name)).not.toContain('张伟');
    const byDept = users((await online(admin, { keyword: '造价一所' })).body.data);
    expect(byDept.map((u) => u.name).sort()).toEqual(['孙丽', '张伟'].sort());
    const byName = users((await online(admin, { keyword: '周敏' })).body.data);
    expect(byName.map((u) => u.name)).toEqual(['周敏']);
    const bad = await online(admin, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('状态只能是 all、online 或 offline');
  });

  it('needs sys:online:view', async () => {
    expect((await online(zhangwei)).statusCode).toBe(403);
  });

  it('shows a scoped caller only the users of their data scope', async () => {
    const c = await ctx.make.caller({ deptCode: 'HJ0402', roles: [{ perms: ['sys:online:view'], scopes: { sys_user: 'dept' } }] });
    const seen = users((await online(c.token)).body.data).map((u) => u.name).sort();
    expect(seen).toEqual(['郭军', '林峰', '马杰', c.name].sort());
  });

  it('forces a user out (sys:online:kick); not oneself; unknown → 404', async () => {
    const zhangweiId = await ctx.uid('zhangwei');
    const kick = (token: string, userId: string) => client(ctx.app, token).send(onlineApi.kick, { params: { userId } });
    expect((await kick(zhangwei, zhangweiId)).statusCode).toBe(403);
    const res = await kick(admin, zhangweiId);
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(zhangwei) })).statusCode).toBe(401);
    const after = flat((await online(admin)).body.data).find((n) => n.name === '张伟')!;
    expect(after).toMatchObject({ online: false, onlineNo: 0 });
    const self = await kick(admin, await ctx.uid('admin'));
    expect(self.statusCode).toBe(400);
    expect(self.body.msg).toBe('不能将自己强制下线');
    expect((await kick(admin, 'nope')).statusCode).toBe(404);
  });

  it('keeps the online count call working', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/a/session/online/NO', headers: auth(admin) });
    expect(body<{ onlineNo: number }>(res).data.onlineNo).toBeGreaterThanOrEqual(1);
  });
});
