import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sysUser } from '../../../db/schema/index.js';
import { auth, body, createTestApp, TEST_DEMO_PASSWORD, type TestApp } from '../../../../test/helpers.js';
import { type Caller, OrgFixtures, type RoleSpec } from '../../../modules/system/__tests__/org-fixtures.js';
import { type ResolvedScope, scopeAllows, scopeCondition } from '../data-scope.js';

/*
 * Data scopes through HTTP: callers whose roles carry each scope on sys_user and sys_dept
 * see exactly the right users and departments by list, by id (404 outside, like a missing
 * record) and by search filter. Roles are written straight into the tables.
 */

let t: TestApp;
let f: OrgFixtures;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixtures(t);
  await f.init();
  admin = await t.login();
});
afterAll(async () => { await t?.close(); });

interface UserRow { id: string; loginName: string }
interface DeptNode { id: string; name: string; children: DeptNode[] }
const flat = (n: DeptNode[]): DeptNode[] => n.flatMap((x) => [x, ...flat(x.children)]);

const userList = async (c: Caller, params: object = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(c.token), payload: { params, pageSize: 1000 } });
  expect(res.statusCode).toBe(200);
  const b = body<UserRow[]>(res);
  expect(b.total).toBe(b.data.length);
  return b.data.map((u) => u.loginName).sort();
};
const userById = (c: Caller, id: string) => t.app.inject({ method: 'GET', url: `/api/a/sys/user/${id}`, headers: auth(c.token) });
const deptIds = async (c: Caller, payload: object = {}) =>
  flat(body<DeptNode[]>(await t.app.inject({ method: 'POST', url: '/api/a/sys/dept/queryTree', headers: auth(c.token), payload })).data).map((d) => d.id).sort();
const deptById = (c: Caller, id: string) => t.app.inject({ method: 'GET', url: `/api/a/sys/dept/${id}`, headers: auth(c.token) });
const ids = async (codes: string[]) => (await Promise.all(codes.map((c) => f.deptId(c)))).sort();

/** By id: visible users answer 200, the others 404 with the message of a missing record. */
async function expectUserReads(c: Caller, visible: string[], hidden: string[]) {
  for (const name of visible) expect((await userById(c, await f.userId(name))).statusCode, name).toBe(200);
  const missing = await userById(c, 'no-such-user');
  for (const name of hidden) {
    const res = await userById(c, await f.userId(name));
    expect(res.statusCode, name).toBe(404);
    expect(body(res).msg).toBe(body(missing).msg);
    const roles = await t.app.inject({ method: 'GET', url: `/api/a/sys/user/queryUserRoleList/${await f.userId(name)}`, headers: auth(c.token) });
    expect(roles.statusCode, name).toBe(404);
  }
}

async function expectDeptReads(c: Caller, visible: string[], hidden: string[]) {
  for (const code of visible) expect((await deptById(c, await f.deptId(code))).statusCode, code).toBe(200);
  const missing = await deptById(c, 'no-such-dept');
  for (const code of hidden) {
    const res = await deptById(c, await f.deptId(code));
    expect(res.statusCode, code).toBe(404);
    expect(body(res).msg).toBe(body(missing).msg);
  }
}

const both = (scope: RoleSpec['user'], extra: Partial<RoleSpec> = {}): RoleSpec => ({ user: scope, dept: scope, ...extra });

describe('data scope on users and departments', () => {
  it("'all' sees every user and every department", async () => {
    const c = await f.caller('HJ0201', [both('all')]);
    expect(await userList(c)).toEqual(await f.allStaffLoginNames());
    expect(await deptIds(c)).toEqual(await f.allDeptIds());
    await expectUserReads(c, ['zhoumin', 'admin'], []);
    expect(await userList(c, { name: '周' })).toEqual(['zhoumin']);
  });

  it("'custom' sees the role's departments only", async () => {
    const c = await f.caller('HJ0201', [both('custom', { customDepts: ['HJ0202', 'HJ05'] })]);
    expect(await userList(c)).toEqual(await f.loginNamesIn(['HJ0202', 'HJ05']));
    expect(await userList(c)).toEqual(['luoxin', 'songyu', 'wuhao', 'zhoumin']);
    expect(await deptIds(c)).toEqual(await ids(['HJ0202', 'HJ05']));
    await expectUserReads(c, ['zhoumin', 'songyu'], ['zhangwei', 'lihua', c.loginName]);
    await expectDeptReads(c, ['HJ0202', 'HJ05'], ['HJ0201', 'HJ02', 'HJ']);
    // A search only narrows what the scope shows.
    expect(await userList(c, { name: '周' })).toEqual(['zhoumin']);
    expect(await userList(c, { name: '张' })).toEqual([]);
    expect(await userList(c, { deptId: await f.deptId('HJ02'), includeChildren: true })).toEqual(['wuhao', 'zhoumin']);
    expect(await deptIds(c, { name: '造价' })).toEqual(await ids(['HJ0202']));
  });

  it("'dept' sees the caller's own department", async () => {
    const c = await f.caller('HJ0201', [both('dept')]);
    expect(await userList(c)).toEqual(await f.loginNamesIn(['HJ0201']));
    expect(await userList(c)).toEqual(expect.arrayContaining([c.loginName, 'sunli', 'zhangwei']));
    expect(await userList(c)).not.toContain('zhoumin');
    expect(await deptIds(c)).toEqual(await ids(['HJ0201']));
    await expectUserReads(c, ['zhangwei', c.loginName], ['zhoumin', 'lihua', 'admin']);
    await expectDeptReads(c, ['HJ0201'], ['HJ02', 'HJ0202']);
    expect(await userList(c, { name: '周' })).toEqual([]);
    expect(await userList(c, { keyword: '张' })).toEqual(['zhangwei']);
  });

  it("'dept_and_below' sees the caller's department and its sub-departments", async () => {
    const c = await f.caller('HJ02', [both('dept_and_below')]);
    expect(await userList(c)).toEqual(await f.loginNamesIn(['HJ02', 'HJ0201', 'HJ0202']));
    expect(await userList(c)).toEqual(expect.arrayContaining(['lihua', 'zhangwei', 'zhoumin']));
    expect(await deptIds(c)).toEqual(await ids(['HJ02', 'HJ0201', 'HJ0202']));
    await expectUserReads(c, ['lihua', 'sunli', 'wuhao'], ['zhengqiang', 'admin', 'guojun']);
    await expectDeptReads(c, ['HJ02', 'HJ0202'], ['HJ', 'HJ03']);
    expect(await userList(c, { name: '郑' })).toEqual([]);
    expect(await userList(c, { name: '周' })).toEqual(['zhoumin']);
  });

  it("'self' (and a role without a row) sees only the caller's own record and department", async () => {
    for (const spec of [both('self'), {}]) {
      const c = await f.caller('HJ0201', [spec]);
      expect(await userList(c)).toEqual([c.loginName]);
      expect(await deptIds(c)).toEqual(await ids(['HJ0201']));
      await expectUserReads(c, [c.loginName], ['zhangwei', 'sunli']);
      await expectDeptReads(c, ['HJ0201'], ['HJ02']);
      expect(await userList(c, { name: '张' })).toEqual([]);
    }
  });

  it('unions the scopes of two roles', async () => {
    const c = await f.caller('HJ0401', [both('dept'), both('custom', { customDepts: ['HJ06'] })]);
    expect(await userList(c)).toEqual(await f.loginNamesIn(['HJ0401', 'HJ06']));
    expect(await userList(c)).toEqual(expect.arrayContaining(['huangzhiqiang', 'hanxue', 'caoying']));
    expect(await deptIds(c)).toEqual(await ids(['HJ0401', 'HJ06']));
    await expectUserReads(c, ['xuming', 'hanxue'], ['guojun', 'xiefang']);
    await expectDeptReads(c, ['HJ0401', 'HJ06'], ['HJ0402', 'HJ04']);
    expect(await userList(c, { keyword: '韩' })).toEqual(['hanxue']);
    // 'self' plus 'dept_and_below' elsewhere; any 'all' wins.
    const d = await f.caller('HJ0201', [both('self'), both('all')]);
    expect(await userList(d)).toEqual(await f.allStaffLoginNames());
  });

  it('ignores a disabled role and lets an attribute rule select by staff rank', async () => {
    const off = await f.caller('HJ0201', [both('all', { disabled: true }), both('self')]);
    expect(await userList(off)).toEqual([off.loginName]);
    const attr = await f.caller('HJ0201', [{ user: 'attr', userRefs: [{ attr: 'staffRank', dataId: '4' }] }]);
    // 正高级 (dictionary value 4): wangjianguo and pengtao.
    expect(await userList(attr)).toEqual(['pengtao', 'wangjianguo']);
  });

  it('applies the scope to the department-people tree; the shared picker lists stay whole', async () => {
    const c = await f.caller('HJ0202', [both('dept')]);
    const tree = body<DeptNode[]>(await t.app.inject({ method: 'POST', url: '/api/a/sys/user/queryListTree', headers: auth(c.token), payload: {} })).data;
    const nodes = flat(tree) as (DeptNode & { type: string })[];
    expect(nodes.filter((n) => n.type === 'user').map((n) => n.name).sort()).toEqual(['吴昊', '周敏', '调用者' + c.loginName.replace('caller', '')].sort());
    expect(nodes.filter((n) => n.type === 'dept').map((n) => n.name)).toEqual(['造价二所']);
    const share = body<unknown[]>(await t.app.inject({ method: 'POST', url: '/api/share/user/queryList', headers: auth(c.token), payload: { pageSize: 1000 } }));
    expect(share.total).toBeGreaterThan(20);
    const shareTree = flat(body<DeptNode[]>(await t.app.inject({ method: 'GET', url: '/api/share/dept/deptTree', headers: auth(c.token) })).data);
    expect(shareTree.length).toBeGreaterThanOrEqual(13);
  });

  it('keeps writes inside the scope: users outside are 404, new users must land inside', async () => {
    const c = await f.caller('HJ0201', [both('dept', { perms: ['sys:user:view', 'sys:user:add', 'sys:user:edit', 'sys:user:delete', 'sys:user:resetPwd', 'sys:dept:view', 'sys:dept:edit', 'sys:dept:delete'] })]);
    const outside = await f.userId('zhoumin');
    for (const [method, url] of [['DELETE', `/api/a/sys/user/${outside}`], ['PUT', `/api/a/sys/user/${outside}/resetPassword`], ['PUT', `/api/a/sys/user/${outside}/unlock`]] as const) {
      expect((await t.app.inject({ method, url, headers: auth(c.token) })).statusCode, url).toBe(404);
    }
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/a/sys/user', headers: auth(c.token), payload: { loginName: 'scoped1', name: '范围外', deptId: await f.deptId('HJ0202') } });
    expect(elsewhere.statusCode).toBe(403);
    expect(body(elsewhere).msg).toBe('无权管理该部门的用户');
    const inside = await t.app.inject({ method: 'POST', url: '/api/a/sys/user', headers: auth(c.token), payload: { loginName: 'scoped2', name: '范围内', deptId: c.deptId } });
    expect(inside.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/a/sys/dept/${await f.deptId('HJ0202')}`, headers: auth(c.token) })).statusCode).toBe(404);
    // Departments: a parent outside the scope is "missing"; a new sub-department of one's own is fine.
    const d = await f.caller('HJ0201', [both('dept', { perms: ['sys:dept:view', 'sys:dept:add'] })]);
    const hiddenParent = await t.app.inject({ method: 'POST', url: '/api/a/sys/dept', headers: auth(d.token), payload: { parentId: await f.deptId('HJ0202'), name: '外部子部门' } });
    expect(hiddenParent.statusCode).toBe(400);
    expect(body(hiddenParent).msg).toBe('上级部门不存在');
    const top = await t.app.inject({ method: 'POST', url: '/api/a/sys/dept', headers: auth(d.token), payload: { name: '顶级部门' } });
    expect(top.statusCode).toBe(403);
    const sub = await t.app.inject({ method: 'POST', url: '/api/a/sys/dept', headers: auth(d.token), payload: { parentId: d.deptId, name: '造价一所一组' } });
    expect(sub.statusCode).toBe(200);
    expect(body<{ name: string }>(sub).data.name).toBe('造价一所一组');
  });

  it('leaves administrators unrestricted', async () => {
    const res = body<UserRow[]>(await t.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(admin), payload: { pageSize: 1000 } }));
    expect(res.data.map((u) => u.loginName).sort()).toEqual(await f.allStaffLoginNames());
    const zhaolei = await t.login('zhaolei', TEST_DEMO_PASSWORD); // holds role admin
    const z = body<UserRow[]>(await t.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(zhaolei), payload: { pageSize: 1000 } }));
    expect(z.total).toBe(res.total);
  });
});

describe('scopeCondition', () => {
  const dialect = new PgDialect();
  const render = (s: ReturnType<typeof scopeCondition>) => (s ? dialect.sqlToQuery(s) : undefined);
  const base: ResolvedScope = { all: false, deptIds: [], self: false, attrRules: [], userId: 'u1', userDeptId: 'd1' };

  it('is undefined for all and false for nothing', () => {
    expect(scopeCondition({ ...base, all: true }, { dept: sysUser.deptId })).toBeUndefined();
    expect(render(scopeCondition(base, { dept: sysUser.deptId }))!.sql).toBe('false');
  });

  it('binds department ids and the caller as parameters and ORs the parts', () => {
    const q = render(scopeCondition({ ...base, deptIds: ['d1', 'd2'], self: true }, { dept: sysUser.deptId, self: sysUser.id }))!;
    expect(q.sql).toContain(' or ');
    expect(q.params).toEqual(['d1', 'd2', 'u1']);
  });

  it('skips an attribute rule the table cannot check', () => {
    const q = render(scopeCondition({ ...base, attrRules: [{ businessType: ['1'] }] }, { dept: sysUser.deptId }))!;
    expect(q.sql).toBe('false');
  });

  it('checks writes against the resolved scope', () => {
    expect(scopeAllows({ ...base, deptIds: ['d1'] }, { deptId: 'd1' })).toBe(true);
    expect(scopeAllows({ ...base, deptIds: ['d1'] }, { deptId: 'd2' })).toBe(false);
    expect(scopeAllows({ ...base, self: true }, { deptId: 'd2', userId: 'u1' })).toBe(true);
    expect(scopeAllows({ ...base, all: true }, { deptId: 'x' })).toBe(true);
  });
});
