import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TListRequest, type TUserSave, userApi } from '@ecms/shared';
import { DEMO_USERS } from '../../../db/seed/data/demo.js';
import { auth, body, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

let admin: string;
beforeAll(async () => {
  admin = await ctx.token();
});

const list = (token: string, payload: TListRequest = {}) => client(ctx.app, token).send(userApi.queryList, { body: payload });
// Bad input on purpose in places: the body is sent as given.
const save = (token: string, payload: object) => client(ctx.app, token).send(userApi.save, { body: payload as TUserSave });
const get = (token: string, id: string) => client(ctx.app, token).send(userApi.get, { params: { id } });
const info = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) });
const loginRes = (username: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const roleId = async (code: string) => {
  const res = await ctx.db.execute(sql`select id from sys_role where code = ${code}`);
  return (res as unknown as { rows: { id: string }[] }).rows[0].id;
};

describe('user list', () => {
  it('lists staff with department name and role names', async () => {
    const res = await list(admin, { params: { loginName: 'lihua' } });
    expect(res.statusCode).toBe(200);
    const rows = res.body.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ loginName: 'lihua', name: '李华', deptName: '造价咨询部' });
    expect(rows[0].roleNames.split(',').sort()).toEqual(['部门经理', '造价工程师'].sort());
    expect(rows[0]).not.toHaveProperty('passwordHash');
  });

  it('filters by department, with sub-departments when includeChildren is true', async () => {
    const dept = await ctx.deptId('HJ02');
    const own = (await list(admin, { params: { deptId: dept }, pageSize: 1000 })).body.data;
    expect(own.map((u) => u.loginName).sort()).toEqual(await ctx.staff(['HJ02']));
    const below = (await list(admin, { params: { deptId: dept, includeChildren: true }, pageSize: 1000 })).body;
    expect(below.data.map((u) => u.loginName).sort()).toEqual(await ctx.staff(['HJ02', 'HJ0201', 'HJ0202']));
    expect(below.total).toBe(below.data.length);
    const none = (await list(admin, { params: { deptId: 'nope', includeChildren: 'true' } })).body;
    expect(none.data).toEqual([]);
  });

  it('filters by name, login name and phone (contains), keyword and status', async () => {
    expect((await list(admin, { params: { name: '志' } })).body.data.map((u) => u.loginName)).toEqual(['huangzhiqiang']);
    expect((await list(admin, { params: { loginName: 'zhang' } })).body.data.map((u) => u.loginName)).toEqual(['zhangwei']);
    expect((await list(admin, { params: { phone: '13800000003' } })).body.data.map((u) => u.loginName)).toEqual(['zhangwei']);
    expect((await list(admin, { params: { keyword: '孙' } })).body.data.map((u) => u.loginName)).toEqual(['sunli']);
    expect((await list(admin, { params: { keyword: '%' } })).body.data).toEqual([]);
    const enabled = (await list(admin, { params: { status: 1 }, pageSize: 1000 })).body;
    expect(enabled.data.every((u) => u.status === 1)).toBe(true);
    const bad = await list(admin, { params: { deptId: { x: 1 }, includeChildren: true } });
    expect(bad.statusCode).toBe(400);
    expect((await list(admin, { params: { passwordHash: 'x' } })).statusCode).toBe(400);
  });

  it('needs sys:user:view', async () => {
    const staff = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const res = await list(staff);
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe('没有权限执行此操作');
  });
});

describe('creating and updating users', () => {
  it('creates a user with a generated password returned once; it must be changed at first sign-in', async () => {
    const deptId = await ctx.deptId('HJ0201');
    const res = await save(admin, { loginName: 'newbie', name: '新人', phone: '13912345678', email: 'newbie@demo.ecms.cn', deptId, roleIds: [await roleId('cost_engineer')] });
    expect(res.statusCode).toBe(200);
    const u = res.body.data;
    expect(u).toMatchObject({ loginName: 'newbie', deptName: '造价一所', roleNames: '造价工程师', mustChangePassword: true, version: 1 });
    expect(u.password).toMatch(/^.{8,}$/);
    const token = body<{ authToken: string }>(await loginRes('newbie', u.password!)).data.authToken;
    expect(body<{ mustChangePassword: boolean }>(await info(token)).data.mustChangePassword).toBe(true);
    // Reading the user again never shows a password.
    expect((await get(admin, u.id)).body.data).not.toHaveProperty('password');
  });

  it('takes a given password when it obeys the rule, and does not echo it', async () => {
    const deptId = await ctx.deptId('HJ0201');
    const weak = await save(admin, { loginName: 'weakpw', name: '弱密码', deptId, password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.msg).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    const res = await save(admin, { loginName: 'goodpw', name: '好密码', deptId, password: 'Good#2026x' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.password).toBeUndefined();
    expect((await loginRes('goodpw', 'Good#2026x')).statusCode).toBe(200);
  });

  it('refuses a taken login name or phone, bad phone or e-mail, missing department or role', async () => {
    const deptId = await ctx.deptId('HJ0201');
    const cases: [object, string][] = [
      [{ loginName: 'zhangwei', name: 'x', deptId }, '登录账号已存在'],
      [{ loginName: 'fresh1', name: 'x', deptId, phone: '13800000003' }, '手机号已存在'],
      [{ loginName: 'fresh2', name: 'x', deptId, phone: '12345' }, '请输入正确的手机号码'],
      [{ loginName: 'fresh3', name: 'x', deptId, email: 'not-an-email' }, '邮箱格式不正确'],
      [{ loginName: 'fresh4', name: 'x', deptId: 'nope' }, '部门不存在'],
      [{ loginName: 'fresh5', name: 'x', deptId, roleIds: ['nope'] }, '角色不存在'],
      [{ loginName: 'fresh6', name: '', deptId }, '姓名不能为空'],
      [{ loginName: '', name: 'x', deptId }, '登录账号不能为空'],
      [{ loginName: 'bad name', name: 'x', deptId }, '登录账号只能包含字母、数字和 _ . @ -'],
      [{ loginName: 'fresh7', name: 'x' }, '请选择部门'],
    ];
    for (const [payload, msg] of cases) {
      const res = await save(admin, payload);
      expect(res.statusCode, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('updates with the current version (409 when stale) and keeps uniqueness against others', async () => {
    const id = await ctx.uid('sunli');
    const cur = (await get(admin, id)).body.data;
    const res = await save(admin, { id, version: cur.version, loginName: 'sunli', name: '孙丽', deptId: cur.deptId, job: '造价工程师', phone: cur.phone });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ job: '造价工程师', version: cur.version + 1 });
    const stale = await save(admin, { id, version: cur.version, loginName: 'sunli', name: '孙丽', deptId: cur.deptId });
    expect(stale.statusCode).toBe(409);
    const taken = await save(admin, { id, version: cur.version + 1, loginName: 'zhoumin', name: '孙丽', deptId: cur.deptId });
    expect(taken.body.msg).toBe('登录账号已存在');
    const noVersion = await save(admin, { id, loginName: 'sunli', name: '孙丽', deptId: cur.deptId });
    expect(noVersion.statusCode).toBe(400);
    const unknown = await save(admin, { id: 'nope', version: 1, loginName: 'nobody', name: 'x', deptId: cur.deptId });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only administrators grant the administrator role, and needs sys:user:add / edit', async () => {
    const manager = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['sys:user:view', 'sys:user:add', 'sys:user:edit'], scopes: { sys_user: 'all' } }] });
    const deptId = await ctx.deptId('HJ0201');
    const escalate = await save(manager.token, { loginName: 'sneaky', name: '越权', deptId, roleIds: [await roleId('admin')] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.body.msg).toBe('只有管理员可以分配系统管理员角色');
    // A role the manager does not hold (it could carry a wider data scope) is refused too.
    const notHeld = await save(manager.token, { loginName: 'normal0', name: '普通', deptId, roleIds: [await roleId('staff')] });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.body.msg).toBe('不能授予自己没有的权限');
    const fine = await save(manager.token, { loginName: 'normal1', name: '普通', deptId, roleIds: [] });
    expect(fine.statusCode).toBe(200);

    const viewer = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['sys:user:view'], scopes: { sys_user: 'all' } }] });
    expect((await save(viewer.token, { loginName: 'normal2', name: '普通', deptId })).statusCode).toBe(403);
  });

  it('reads the roles of a user', async () => {
    const res = await client(ctx.app, admin).send(userApi.roles, { params: { id: await ctx.uid('lihua') } });
    expect(res.body.data.map((r) => r.code).sort()).toEqual(['cost_engineer', 'dept_manager']);
    const missing = await client(ctx.app, admin).send(userApi.roles, { params: { id: 'nope' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('administrator actions', () => {
  const newUser = async (loginName: string) => {
    const u = (await save(admin, { loginName, name: loginName, deptId: await ctx.deptId('HJ07'), password: 'Start#2026' })).body.data;
    const token = body<{ authToken: string }>(await loginRes(loginName, 'Start#2026')).data.authToken;
    return { ...u, token };
  };

  it('deletes a user and revokes their sessions; not oneself, not unknown', async () => {
    const u = await newUser('todelete');
    expect((await info(u.token)).statusCode).toBe(200);
    const res = await client(ctx.app, admin).send(userApi.delete, { params: { id: u.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('删除成功');
    expect((await info(u.token)).statusCode).toBe(401);
    expect((await get(admin, u.id)).statusCode).toBe(404);
    const self = await client(ctx.app, admin).send(userApi.delete, { params: { id: await ctx.uid('admin') } });
    expect(self.statusCode).toBe(400);
    expect(self.body.msg).toBe('不能删除当前登录用户');
    expect((await client(ctx.app, admin).send(userApi.delete, { params: { id: 'nope' } })).statusCode).toBe(404);
  });

  it('never removes the last enabled administrator', async () => {
    const deleter = await ctx.make.caller({ deptCode: 'HJ08', roles: [{ perms: ['sys:user:view', 'sys:user:delete', 'sys:user:edit'], scopes: { sys_user: 'all' } }] });
    const zhaolei = await ctx.uid('zhaolei');
    const adminId = await ctx.uid('admin');
    // Two administrators (admin, zhaolei): disable one, then the other is the last.
    expect((await client(ctx.app, admin).send(userApi.setStatus, { params: { id: zhaolei }, body: { status: 0 } })).statusCode).toBe(200);
    const del = await client(ctx.app, deleter.token).send(userApi.delete, { params: { id: adminId } });
    expect(del.statusCode).toBe(400);
    expect(del.body.msg).toBe('至少需要保留一个启用的系统管理员');
    const disable = await client(ctx.app, deleter.token).send(userApi.setStatus, { params: { id: adminId }, body: { status: 0 } });
    expect(disable.body.msg).toBe('至少需要保留一个启用的系统管理员');
    const cur = (await get(admin, adminId)).body.data;
    const demote = await save(admin, { id: adminId, version: cur.version, loginName: 'admin', name: cur.name, deptId: cur.deptId, roleIds: [] });
    expect(demote.body.msg).toBe('至少需要保留一个启用的系统管理员');
    expect((await client(ctx.app, admin).send(userApi.setStatus, { params: { id: zhaolei }, body: { status: 1 } })).statusCode).toBe(200);
  });

  it('resets a password: generated, returned once, must be changed, sessions revoked', async () => {
    const u = await newUser('toreset');
    const res = await client(ctx.app, admin).send(userApi.resetPassword, { params: { id: u.id } });
    expect(res.statusCode).toBe(200);
    const { password } = res.body.data;
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect((await info(u.token)).statusCode).toBe(401);
    expect((await loginRes('toreset', 'Start#2026')).statusCode).not.toBe(200);
    const token = body<{ authToken: string }>(await loginRes('toreset', password)).data.authToken;
    expect(body<{ mustChangePassword: boolean }>(await info(token)).data.mustChangePassword).toBe(true);
    const staff = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await client(ctx.app, staff).send(userApi.resetPassword, { params: { id: u.id } })).statusCode).toBe(403);
  });

  it('disables (revoking sessions) and enables a user; not oneself; status must be 0 or 1', async () => {
    const u = await newUser('todisable');
    const off = await client(ctx.app, admin).send(userApi.setStatus, { params: { id: u.id }, body: { status: 0 } });
    expect(off.statusCode).toBe(200);
    expect((await info(u.token)).statusCode).toBe(401);
    expect((await loginRes('todisable', 'Start#2026')).statusCode).not.toBe(200);
    await client(ctx.app, admin).send(userApi.setStatus, { params: { id: u.id }, body: { status: 1 } });
    expect((await loginRes('todisable', 'Start#2026')).statusCode).toBe(200);
    const bad = await client(ctx.app, admin).send(userApi.setStatus, { params: { id: u.id }, body: { status: 2 } as never });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('状态只能是0或1');
    const self = await client(ctx.app, admin).send(userApi.setStatus, { params: { id: await ctx.uid('admin') }, body: { status: 0 } });
    expect(self.body.msg).toBe('不能停用或启用当前登录用户');
  });

  it('unlocks a locked account', async () => {
    const u = await newUser('tounlock');
    // The name's password throttle far past its limit (the delay capped at the window): the account's lock.
    await ctx.db.execute(sql`insert into auth_login_throttle (tenant_id, login_name, failures, last_failure_at, locked_until)
      values (${ctx.tenantId}, 'tounlock', 60, now(), now() + interval '15 minutes')`);
    expect((await loginRes('tounlock', 'Start#2026')).statusCode).toBe(429);
    // The administrator sees the lock on the user page (list and detail).
    const seen = (await get(admin, u.id)).body.data;
    expect(seen.failedAttempts).toBe(60);
    expect(new Date(seen.lockedUntil as string).getTime()).toBeGreaterThan(Date.now());
    const listed = (await client(ctx.app, admin).data(userApi.queryList, { body: { params: { loginName: 'tounlock' } } })).find((r) => r.id === u.id);
    expect(listed?.lockedUntil).toBeTruthy();
    const res = await client(ctx.app, admin).send(userApi.unlock, { params: { id: u.id } });
    expect(res.statusCode).toBe(200);
    const row = (await get(admin, u.id)).body.data;
    expect(row).toMatchObject({ lockedUntil: null, failedAttempts: 0 });
    expect((await loginRes('tounlock', 'Start#2026')).statusCode).toBe(200);
    expect((await client(ctx.app, admin).send(userApi.unlock, { params: { id: 'nope' } })).statusCode).toBe(404);
  });
});

describe('department-people tree', () => {
  interface TreeNode { id: string; name: string; type: 'dept' | 'user'; children: TreeNode[] }
  const flat = (n: TreeNode[]): TreeNode[] => n.flatMap((x) => [x, ...flat(x.children)]);

  it('gives the department tree with users as leaves, filterable by name', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryListTree/', headers: auth(admin), payload: {} });
    expect(res.statusCode).toBe(200);
    const roots = body<TreeNode[]>(res).data;
    const all = flat(roots);
    const cost1 = all.find((n) => n.type === 'dept' && n.name === '造价一所')!;
    expect(cost1.children.filter((c) => c.type === 'user').map((c) => c.name)).toEqual(expect.arrayContaining(['张伟', '孙丽']));
    expect(all.filter((n) => n.type === 'user').every((n) => n.children.length === 0)).toBe(true);
    const filtered = flat((await client(ctx.app, admin).send(userApi.queryListTree, { body: { keyword: '张伟' } })).body.data);
    expect(filtered.filter((n) => n.type === 'user').map((n) => n.name)).toEqual(['张伟']);
  });
});

describe('shared user lookups', () => {
  let staff: string;
  beforeAll(async () => { staff = await ctx.t.login('wuhao', TEST_DEMO_PASSWORD); });

  it('lists people for pickers (any signed-in user): id, name, deptName, job, phone', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/share/user/queryList', headers: auth(staff), payload: { params: { name: '张' } } });
    expect(res.statusCode).toBe(200);
    const rows = body<Record<string, unknown>[]>(res).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '张伟', deptName: '造价一所', job: '造价工程师', phone: '13800000003' });
    expect(rows[0]).not.toHaveProperty('passwordHash');
    const whole = (await client(ctx.app, staff).send(userApi.shareList, { body: { pageSize: 1000 } })).body;
    expect(whole.total).toBeGreaterThanOrEqual(24);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/share/user/queryList', headers: auth(staff), payload: { orderBy: 'passwordHash' } });
    expect(bad.statusCode).toBe(400);
    expect((await client(ctx.app).send(userApi.shareList, { body: {} })).statusCode).toBe(401);
  });

  it('reads one user and several names (ids joined by | or ,)', async () => {
    const [a, b] = [await ctx.uid('zhangwei'), await ctx.uid('lihua')];
    const one = await client(ctx.app, staff).send(userApi.share, { params: { id: a } });
    expect(one.body.data).toMatchObject({ id: a, name: '张伟', deptName: '造价一所' });
    expect((await client(ctx.app, staff).send(userApi.share, { params: { id: 'nope' } })).statusCode).toBe(404);
    const pipe = await client(ctx.app, staff).send(userApi.shareNames, { params: { ids: `${a}|${b}|nope` } });
    expect(pipe.body.data).toEqual([{ id: a, name: '张伟' }, { id: b, name: '李华' }]);
    const comma = await client(ctx.app, staff).send(userApi.shareNames, { params: { ids: `${b},${a}` } });
    expect(comma.body.data).toEqual([{ id: b, name: '李华' }, { id: a, name: '张伟' }]);
  });

  it('answers an empty current-business list (flows come later) and new UUIDs', async () => {
    const biz = await client(ctx.app, staff).send(userApi.onBusinessList, { params: { userId: await ctx.uid('zhangwei') } });
    expect(biz.body.data).toEqual([]);
    const u1 = await client(ctx.app, staff).data(userApi.uuid);
    const u2 = await client(ctx.app, staff).data(userApi.uuid);
    expect(u1).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(u1).not.toBe(u2);
  });

  it('lists staff ranks with the number of users per rank', async () => {
    const res = await client(ctx.app, staff).send(userApi.staffRanks);
    const ranks = res.body.data;
    expect(ranks.map((r) => r.label)).toEqual(['初级', '中级', '高级', '正高级']);
    for (const r of ranks) expect(r.count, r.label).toBe(DEMO_USERS.filter((u) => u.staffRank === r.label).length);
  });
});

describe('the platform list test still reaches the moved list', () => {
  it('keeps loginName filtering exact enough for admin', async () => {
    const token = await ctx.t.login('admin', TEST_ADMIN_PASSWORD);
    expect((await list(token, { params: { loginName: 'admin' } })).body.data).toHaveLength(1);
  });
});
