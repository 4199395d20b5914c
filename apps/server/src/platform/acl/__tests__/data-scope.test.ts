import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { deptApi, type TDeptNode, type TDeptSave, type TUserSave, type TUserTreeNode, userApi } from '@ecms/shared';
import { sysUser } from '../../../db/schema/index.js';
import { type ResolvedScope, scopeAllows, scopeCondition } from '../data-scope.js';
import { type DataScope, type MadeCaller as Caller, type RoleSpec, useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Data scopes through HTTP: callers whose roles carry each scope on sys_user and sys_dept
 * see exactly the right users and departments by list, by id (404 outside, like a missing
 * record) and by search filter. Roles are written straight into the tables.
 */

/** A role in short: its scope on sys_user and on sys_dept (default permissions: view both). */
interface Spec { user?: DataScope; dept?: DataScope; customDepts?: string[]; userRefs?: { attr: string; dataId: string }[]; perms?: string[]; disabled?: boolean }
const role = async (s: Spec): Promise<RoleSpec> => ({
  perms: s.perms ?? ['sys:user:view', 'sys:dept:view'],
  scopes: { ...(s.user && { sys_user: s.user }), ...(s.dept && { sys_dept: s.dept }) },
  customDeptIds: await Promise.all((s.customDepts ?? []).map((c) => ctx.deptId(c))),
  refs: (s.userRefs ?? []).map((r) => ({ dataMenu: 'sys_user', ...r })),
  disabled: s.disabled,
});
/** A new staff member of department `deptCode` holding these roles, signed in. */
const caller = async (deptCode: string, specs: Spec[]) => ctx.make.caller({ deptCode, roles: await Promise.all(specs.map(role)) });

const flat = (n: TDeptNode[]): TDeptNode[] => n.flatMap((x) => [x, ...flat(x.children as TDeptNode[])]);
const flatTree = (n: TUserTreeNode[]): TUserTreeNode[] => n.flatMap((x) => [x, ...flatTree(x.children)]);

const userList = async (c: Caller, params: object = {}) => {
  const b = await ctx.client(c.loginName).call(userApi.queryList, { body: { params: params as never, pageSize: 1000 } });
  expect(b.total).toBe(b.data.length);
  return b.data.map((u) => u.loginName).sort();
};
const userById = (c: Caller, id: string) => ctx.client(c.loginName).send(userApi.get, { params: { id } });
const deptIds = async (c: Caller, payload: object = {}) =>
  flat(await ctx.client(c.loginName).data(deptApi.queryTree, { body: payload })).map((d) => d.id).sort();
const deptById = (c: Caller, id: string) => ctx.client(c.loginName).send(deptApi.get, { params: { id } });
const ids = async (codes: string[]) => (await Promise.all(codes.map((c) => ctx.deptId(c)))).sort();

/** By id: visible users answer 200, the others 404 with the message of a missing record. */
async function expectUserReads(c: Caller, visible: string[], hidden: string[]) {
  for (const name of visible) expect((await userById(c, await ctx.uid(name))).statusCode, name).toBe(200);
  const missing = await userById(c, 'no-such-user');
  for (const name of hidden) {
    const res = await userById(c, await ctx.uid(name));
    expect(res.statusCode, name).toBe(404);
    expect(res.body.msg).toBe(missing.body.msg);
    const roles = await ctx.client(c.loginName).send(userApi.roles, { params: { id: await ctx.uid(name) } });
    expect(roles.statusCode, name).toBe(404);
  }
}

async function expectDeptReads(c: Caller, visible: string[], hidden: string[]) {
  for (const code of visible) expect((await deptById(c, await ctx.deptId(code))).statusCode, code).toBe(200);
  const missing = await deptById(c, 'no-such-dept');
  for (const code of hidden) {
    const res = await deptById(c, await ctx.deptId(code));
    expect(res.statusCode, code).toBe(404);
    expect(res.body.msg).toBe(missing.body.msg);
  }
}

const both = (scope: DataScope, extra: Partial<Spec> = {}): Spec => ({ user: scope, dept: scope, ...extra });

describe('data scope on users and departments', () => {
  it("'all' sees every user and every department", async () => {
    const c = await caller('HJ0201', [both('all')]);
    expect(await userList(c)).toEqual(await ctx.staff());
    expect(await deptIds(c)).toEqual(await ctx.deptIds());
    await expectUserReads(c, ['zhoumin', 'admin'], []);
    expect(await userList(c, { name: '周' })).toEqual(['zhoumin']);
  });

  it("'custom' sees the role's departments only", async () => {
    const c = await caller('HJ0201', [both('custom', { customDepts: ['HJ0202', 'HJ05'] })]);
    expect(await userList(c)).toEqual(await ctx.staff(['HJ0202', 'HJ05']));
    expect(await userList(c)).toEqual(['luoxin', 'songyu', 'wuhao', 'zhoumin']);
    expect(await deptIds(c)).toEqual(await ids(['HJ0202', 'HJ05']));
    await expectUserReads(c, ['zhoumin', 'songyu'], ['zhangwei', 'lihua', c.loginName]);
    await expectDeptReads(c, ['HJ0202', 'HJ05'], ['HJ0201', 'HJ02', 'HJ']);
    // A search only narrows what the scope shows.
    expect(await userList(c, { name: '周' })).toEqual(['zhoumin']);
    expect(await userList(c, { name: '张' })).toEqual([]);
    expect(await userList(c, { deptId: await ctx.deptId('HJ02'), includeChildren: true })).toEqual(['wuhao', 'zhoumin']);
    expect(await deptIds(c, { name: '造价' })).toEqual(await ids(['HJ0202']));
  });

  it("'dept' sees the caller's own department", async () => {
    const c = await caller('HJ0201', [both('dept')]);
    expect(await userList(c)).toEqual(await ctx.staff(['HJ0201']));
    expect(await userList(c)).toEqual(expect.arrayContaining([c.loginName, 'sunli', 'zhangwei']));
    expect(await userList(c)).not.toContain('zhoumin');
    expect(await deptIds(c)).toEqual(await ids(['HJ0201']));
    await expectUserReads(c, ['zhangwei', c.loginName], ['zhoumin', 'lihua', 'admin']);
    await expectDeptReads(c, ['HJ0201'], ['HJ02', 'HJ0202']);
    expect(await userList(c, { name: '周' })).toEqual([]);
    expect(await userList(c, { keyword: '张' })).toEqual(['zhangwei']);
  });

  it("'dept_and_below' sees the caller's department and its sub-departments", async () => {
    const c = await caller('HJ02', [both('dept_and_below')]);
    expect(await userList(c)).toEqual(await ctx.staff(['HJ02', 'HJ0201', 'HJ0202']));
    expect(await userList(c)).toEqual(expect.arrayContaining(['lihua', 'zhangwei', 'zhoumin']));
    expect(await deptIds(c)).toEqual(await ids(['HJ02', 'HJ0201', 'HJ0202']));
    await expectUserReads(c, ['lihua', 'sunli', 'wuhao'], ['zhengqiang', 'admin', 'guojun']);
    await expectDeptReads(c, ['HJ02', 'HJ0202'], ['HJ', 'HJ03']);
    expect(await userList(c, { name: '郑' })).toEqual([]);
    expect(await userList(c, { name: '周' })).toEqual(['zhoumin']);
  });

  it("'self' (and a role without a row) sees only the caller's own record and department", async () => {
    for (const spec of [both('self'), {}]) {
      const c = await caller('HJ0201', [spec]);
      expect(await userList(c)).toEqual([c.loginName]);
      expect(await deptIds(c)).toEqual(await ids(['HJ0201']));
      await expectUserReads(c, [c.loginName], ['zhangwei', 'sunli']);
      await expectDeptReads(c, ['HJ0201'], ['HJ02']);
      expect(await userList(c, { name: '张' })).toEqual([]);
    }
  });

  it('unions the scopes of two roles', async () => {
    const c = await caller('HJ0401', [both('dept'), both('custom', { customDepts: ['HJ06'] })]);
    expect(await userList(c)).toEqual(await ctx.staff(['HJ0401', 'HJ06']));
    expect(await userList(c)).toEqual(expect.arrayContaining(['huangzhiqiang', 'hanxue', 'caoying']));
    expect(await deptIds(c)).toEqual(await ids(['HJ0401', 'HJ06']));
    await expectUserReads(c, ['xuming', 'hanxue'], ['guojun', 'xiefang']);
    await expectDeptReads(c, ['HJ0401', 'HJ06'], ['HJ0402', 'HJ04']);
    expect(await userList(c, { keyword: '韩' })).toEqual(['hanxue']);
    // 'self' plus 'dept_and_below' elsewhere; any 'all' wins.
    const d = await caller('HJ0201', [both('self'), both('all')]);
    expect(await userList(d)).toEqual(await ctx.staff());
  });

  it('ignores a disabled role and lets an attribute rule select by staff rank', async () => {
    const off = await caller('HJ0201', [both('all', { disabled: true }), both('self')]);
    expect(await userList(off)).toEqual([off.loginName]);
    const attr = await caller('HJ0201', [{ user: 'attr', userRefs: [{ attr: 'staffRank', dataId: '4' }] }]);
    // 正高级 (dictionary value 4): wangjianguo and pengtao.
    expect(await userList(attr)).toEqual(['pengtao', 'wangjianguo']);
  });

  it('applies the scope to the department-people tree; the shared picker lists stay whole', async () => {
    const c = await caller('HJ0202', [both('dept')]);
    const as = ctx.client(c.loginName);
    const tree = await as.data(userApi.queryListTree, { body: {} });
    const nodes = flatTree(tree);
    expect(nodes.filter((n) => n.type === 'user').map((n) => n.name).sort()).toEqual(['吴昊', '周敏', c.name].sort());
    expect(nodes.filter((n) => n.type === 'dept').map((n) => n.name)).toEqual(['造价二所']);
    const share = await as.call(userApi.shareList, { body: { pageSize: 1000 } });
    expect(share.total).toBeGreaterThan(20);
    const shareTree = flat(await as.data(deptApi.shareTree) as TDeptNode[]);
    expect(shareTree.length).toBeGreaterThanOrEqual(13);
  });

  it('keeps writes inside the scope: users outside are 404, new users must land inside', async () => {
    const c = await caller('HJ0201', [both('dept', { perms: ['sys:user:view', 'sys:user:add', 'sys:user:edit', 'sys:user:delete', 'sys:user:resetPwd', 'sys:dept:view', 'sys:dept:edit', 'sys:dept:delete'] })]);
    const as = ctx.client(c.loginName);
    const outside = { params: { id: await ctx.uid('zhoumin') } };
    for (const call of [userApi.delete, userApi.resetPassword, userApi.unlock]) {
      expect((await as.send(call, outside)).statusCode, call.path).toBe(404);
    }
    const elsewhere = await as.send(userApi.save, { body: { loginName: 'scoped1', name: '范围外', deptId: await ctx.deptId('HJ0202') } as TUserSave });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body.msg).toBe('无权管理该部门的用户');
    const inside = await as.send(userApi.save, { body: { loginName: 'scoped2', name: '范围内', deptId: c.deptId } as TUserSave });
    expect(inside.statusCode).toBe(200);
    expect((await as.send(deptApi.delete, { params: { id: await ctx.deptId('HJ0202') } })).statusCode).toBe(404);
    // Departments: a parent outside the scope is "missing"; a new sub-department of one's own is fine.
    const d = ctx.client((await caller('HJ0201', [both('dept', { perms: ['sys:dept:view', 'sys:dept:add'] })])).loginName);
    const hiddenParent = await d.send(deptApi.save, { body: { parentId: await ctx.deptId('HJ0202'), name: '外部子部门' } as TDeptSave });
    expect(hiddenParent.statusCode).toBe(400);
    expect(hiddenParent.body.msg).toBe('上级部门不存在');
    const top = await d.send(deptApi.save, { body: { name: '顶级部门' } as TDeptSave });
    expect(top.statusCode).toBe(403);
    const sub = await d.send(deptApi.save, { body: { parentId: c.deptId, name: '造价一所一组' } as TDeptSave });
    expect(sub.statusCode).toBe(200);
    expect(sub.body.data.name).toBe('造价一所一组');
  });

  it('leaves administrators unrestricted', async () => {
    const res = await ctx.client().call(userApi.queryList, { body: { pageSize: 1000 } });
    expect(res.data.map((u) => u.loginName).sort()).toEqual(await ctx.staff());
    // zhaolei holds role admin.
    const z = await ctx.client('zhaolei').call(userApi.queryList, { body: { pageSize: 1000 } });
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
