import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { roleApi, type TDataMenu, type TRoleRow, userApi } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Self-escalation (CVE-2024-57438 class): lihua (dept_manager + cost_engineer, head of 造价咨询部)
 * is given the role- and menu-management permissions through her dept_manager role and tries
 * to grant herself or others more than she holds.
 */

interface Menu { id: string; permission: string | null; version: number; children: Menu[] }
interface DeptNode { id: string; name: string; children: DeptNode[] }

let admin: string;
let lihua: string;
const roles = new Map<string, TRoleRow>();
const menus = new Map<string, Menu>();
const depts = new Map<string, string>();
const users = new Map<string, string>();
let userMenu: TDataMenu;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(method, url, payload, lihua);
const flat = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const expect403 = (res: Awaited<ReturnType<typeof call>>, msg: string) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(body(res).msg).toBe(msg);
};
const roleMenuIds = async (roleId: string) => body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${roleId}`)).data;
const roleUsers = async (roleId: string) =>
  body<{ loginName: string }[]>(await call('POST', `/a/sys/role/queryUserList/${roleId}`, { pageSize: 1000 })).data.map((u) => u.loginName);

const NOT_HELD = '不能授予自己没有的权限';
const ADMIN_ROLE = '只有管理员可以修改系统管理员角色';
const OWN_ROLES = '不能修改自己的角色';

beforeAll(async () => {
  admin = await ctx.token();
  // Role and menu management for dept_manager: the sys:role:* and sys:menu:* menus and their group.
  await ctx.db.execute(sql`
    insert into sys_role_menu (tenant_id, role_id, menu_id)
    select m.tenant_id, r.id, m.id from sys_menu m join sys_role r on r.tenant_id = m.tenant_id and r.code = 'dept_manager'
    where m.permission like 'sys:role:%' or m.permission like 'sys:menu:%' or m.permission = 'system'
    on conflict do nothing`);
  lihua = await ctx.t.login('lihua', TEST_DEMO_PASSWORD);
  for (const r of await client(ctx.app, admin).data(roleApi.queryList, { body: {} })) roles.set(r.code, r);
  for (const m of flat(body<Menu[]>(await call('POST', '/a/sys/menu/queryTree', {})).data)) if (m.permission) menus.set(m.permission, m);
  const probe = await client(ctx.app, admin).data(roleApi.save, { body: { code: 'probe', name: 'probe' } });
  for (const d of flat(body<DeptNode[]>(await call('GET', `/a/sys/dept/queryRoleList/${probe.id}`)).data)) depts.set(d.name, d.id);
  const list = await client(ctx.app, admin).data(userApi.queryList, { body: { pageSize: 100 } });
  for (const u of list) users.set(u.loginName, u.id);
  userMenu = (await client(ctx.app, admin).data(roleApi.dataMenus)).find((m) => m.code === 'sys_user')!;
});

const role = (code: string) => roles.get(code)!.id;
const menu = (perm: string) => menus.get(perm)!.id;
const user = (loginName: string) => users.get(loginName)!;

describe('a role manager who is not an administrator', () => {
  it('can use role management at all', async () => {
    expect((await as('POST', '/a/sys/role/queryList', {})).statusCode).toBe(200);
    expect((await as('POST', '/a/sys/menu/queryTree', {})).statusCode).toBe(200);
    const info = body<{ isAdmin: boolean; permissions: string[] }>(await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(lihua) })).data;
    expect(info.isAdmin).toBe(false);
    expect(info.permissions).toContain('sys:role:auth');
  });

  it('cannot grant the admin role to anybody, herself included', async () => {
    expect403(await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('admin'), userId: user('lihua'), checked: true }), ADMIN_ROLE);
    expect403(await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('admin'), userId: user('zhangwei'), checked: true }), ADMIN_ROLE);
    expect403(await as('POST', `/a/sys/role/saveRoleUserList/${role('admin')}`, [user('lihua')]), ADMIN_ROLE);
    expect403(await as('POST', `/a/sys/role/mergeRoleUserList/${role('dept_manager')}/${role('admin')}`), ADMIN_ROLE);
    expect(await roleUsers(role('admin'))).not.toContain('lihua');
  });

  it('cannot add users to a role she does not hold, but can to one she holds', async () => {
    expect403(await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('finance'), userId: user('zhangwei'), checked: true }), NOT_HELD);
    expect403(await as('POST', `/a/sys/role/mergeRoleUserList/${role('staff')}/${role('finance')}`), NOT_HELD);
    // Merging a role she is in would change her own roles.
    expect403(await as('POST', `/a/sys/role/mergeRoleUserList/${role('cost_engineer')}/${role('finance')}`), OWN_ROLES);
    expect(await roleUsers(role('finance'))).not.toContain('zhangwei');

    const ok = await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('dept_manager'), userId: user('zhangwei'), checked: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await roleUsers(role('dept_manager'))).toContain('zhangwei');
    expect((await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('dept_manager'), userId: user('zhangwei'), checked: false })).statusCode).toBe(200);
    // Removing users from a role she does not hold takes nothing from anybody else's reach: allowed.
    expect((await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('finance'), userId: user('caoying'), checked: false })).statusCode).toBe(200);
  });

  it('cannot change her own roles', async () => {
    expect403(await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('cost_engineer'), userId: user('lihua'), checked: false }), OWN_ROLES);
    expect403(await as('POST', '/a/sys/role/saveRoleUser', { roleId: role('finance'), userIds: [user('lihua'), user('zhangwei')] }), OWN_ROLES);
    const others = (await roleUsers(role('dept_manager'))).filter((n) => n !== 'lihua').map(user);
    expect403(await as('POST', `/a/sys/role/saveRoleUserList/${role('dept_manager')}`, others), OWN_ROLES);
    expect403(await as('DELETE', `/a/sys/role/${role('cost_engineer')}?force=true`), OWN_ROLES);
    expect(await roleUsers(role('cost_engineer'))).toContain('lihua');
  });

  it('cannot give a role menus whose permission she does not hold', async () => {
    const cost = role('cost_engineer');
    const current = await roleMenuIds(cost);
    expect403(await as('POST', `/a/sys/role/saveRoleMenu/${cost}`, [...current, menu('sys:user:resetPwd')]), NOT_HELD);
    expect(await roleMenuIds(cost)).not.toContain(menu('sys:user:resetPwd'));
    // Menus she holds are fine, and so is taking menus away.
    const res = await as('POST', `/a/sys/role/saveRoleMenu/${cost}`, [...current, menu('sys:role:view')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleMenuIds(cost)).toContain(menu('sys:role:view'));
    expect((await as('POST', `/a/sys/role/saveRoleMenu/${cost}`, current.slice(1))).statusCode).toBe(200);
    // Copying the finance role's menus (which she lacks) is refused.
    expect403(await as('GET', `/a/sys/role/copyRoleMenu/${role('finance')}/${cost}`), NOT_HELD);
    expect403(await as('GET', `/a/sys/role/copyRoleMenu/${role('admin')}/${cost}`), NOT_HELD);
  });

  it('cannot edit the admin role\'s menus or the role itself', async () => {
    expect403(await as('POST', `/a/sys/role/saveRoleMenu/${role('admin')}`, [menu('sys:role:view')]), ADMIN_ROLE);
    expect403(await as('GET', `/a/sys/role/copyRoleMenu/${role('dept_manager')}/${role('admin')}`), ADMIN_ROLE);
    const adm = roles.get('admin')!;
    expect403(await as('POST', '/a/sys/role', { id: adm.id, version: adm.version, code: 'admin', name: '改名' }), ADMIN_ROLE);
    expect403(await as('PUT', `/a/sys/role/data/${adm.id}/deptIdList`, [depts.get('财务部')!]), ADMIN_ROLE);
    expect403(await as('POST', `/b/role/data/attr/saveDataRef/${adm.id}/${userMenu.id}`, { scope: 'self' }), ADMIN_ROLE);
    expect403(await as('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: adm.id, memberLevelId: 'x' }), ADMIN_ROLE);
    expect((await roleMenuIds(role('admin'))).length).toBeGreaterThan(100);
  });

  it('cannot put a permission she lacks on a menu', async () => {
    const mine = menus.get('sys:role:view')!;
    expect403(await as('POST', '/a/sys/menu', { id: mine.id, version: mine.version, name: '角色管理', permission: 'sys:user:resetPwd' }), NOT_HELD);
    expect403(await as('POST', '/a/sys/menu', { name: '后门', type: 'Button', permission: 'sys:user:resetPwd' }), NOT_HELD);
    const own = await as('POST', '/a/sys/menu', { name: '自有', type: 'Button', parentId: mine.id, permission: 'sys:role:view' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('cannot give a data scope wider than her own', async () => {
    const cost = role('cost_engineer');
    const save = (scope: string, refs?: unknown) => as('POST', `/b/role/data/attr/saveDataRef/${cost}/${userMenu.id}`, { scope, refs });
    // Her roles have no scope on users yet: she sees only herself.
    expect403(await save('all'), '只有管理员可以授予全部数据权限');
    expect403(await save('dept'), NOT_HELD);
    expect403(await save('dept_and_below'), NOT_HELD);
    expect403(await save('attr', [{ attr: 'staffRank', dataId: '3' }]), NOT_HELD);
    expect((await save('self')).statusCode).toBe(200);

    // With department-and-below on her dept_manager role she may pass that on, but never 'all'.
    expect((await call('POST', `/b/role/data/attr/saveDataRef/${role('dept_manager')}/${userMenu.id}`, { scope: 'dept_and_below' })).statusCode).toBe(200);
    expect((await save('dept_and_below')).statusCode).toBe(200);
    expect((await save('dept')).statusCode).toBe(200);
    expect403(await save('all'), '只有管理员可以授予全部数据权限');

    // Departments: within her reach (造价咨询部 and below) only.
    expect403(await as('PUT', `/a/sys/role/data/${cost}/deptIdList`, [depts.get('财务部')!]), NOT_HELD);
    expect((await as('PUT', `/a/sys/role/data/${cost}/deptIdList`, [depts.get('造价一所')!])).statusCode).toBe(200);
    expect((await save('custom')).statusCode).toBe(200);
  });

  it('cannot copy wider data rights or departments than her own', async () => {
    const wide = await client(ctx.app, admin).data(roleApi.save, { body: { code: 'wide', name: '全部数据' } });
    expect((await call('POST', `/b/role/data/attr/saveDataRef/${wide.id}/${userMenu.id}`, { scope: 'all' })).statusCode).toBe(200);
    expect((await call('PUT', `/a/sys/role/data/${wide.id}/deptIdList`, [depts.get('财务部')!])).statusCode).toBe(200);
    expect403(await as('POST', `/b/role/data/attr/copyRoleData/${wide.id}/${role('cost_engineer')}/true`), '只有管理员可以授予全部数据权限');
    expect403(await as('GET', `/a/sys/role/copyRoleDept/${wide.id}/${role('cost_engineer')}`), NOT_HELD);
    // The administrator may.
    expect((await call('POST', `/b/role/data/attr/copyRoleData/${wide.id}/${role('cost_engineer')}/true`)).statusCode).toBe(200);
  });

  it('cannot re-enable a disabled role to regain or hand out its rights', async () => {
    const make = async (code: string) => {
      const r = await client(ctx.app, admin).data(roleApi.save, { body: { code, name: code, status: 0 } });
      expect(r.status).toBe(0);
      return r;
    };
    const dormant = await make('dormant');
    expect((await call('GET', `/a/sys/role/copyRoleMenu/${role('finance')}/${dormant.id}`)).statusCode).toBe(200);
    expect403(await as('POST', '/a/sys/role', { id: dormant.id, version: dormant.version, code: 'dormant', name: 'dormant', status: 1 }), NOT_HELD);
    const mine = await make('dormant_mine');
    expect((await call('POST', '/a/sys/role/saveRoleUser', { roleId: mine.id, userId: user('lihua') })).statusCode).toBe(200);
    expect403(await as('POST', '/a/sys/role', { id: mine.id, version: mine.version, code: 'dormant_mine', name: 'x', status: 1 }), OWN_ROLES);
    // A disabled role with nothing beyond her rights may be enabled.
    const plain = await make('dormant_plain');
    const res = await as('POST', '/a/sys/role', { id: plain.id, version: plain.version, code: 'dormant_plain', name: 'x', status: 1 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets an administrator (any holder of the admin role) grant the admin role', async () => {
    const zhaolei = await ctx.t.login('zhaolei', TEST_DEMO_PASSWORD);
    const res = await call('POST', '/a/sys/role/saveRoleUser', { roleId: role('admin'), userId: user('pengtao'), checked: true }, zhaolei);
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleUsers(role('admin'))).toContain('pengtao');
  });
});

describe('user editing cannot hand out roles either', () => {
  it('refuses a role the editor does not hold and any change of their own roles; allows a held role', async () => {
    // User management for dept_manager too, with a data scope over her department and below.
    await ctx.db.execute(sql`
      insert into sys_role_menu (tenant_id, role_id, menu_id)
      select m.tenant_id, r.id, m.id from sys_menu m join sys_role r on r.tenant_id = m.tenant_id and r.code = 'dept_manager'
      where m.permission like 'sys:user:%' on conflict do nothing`);
    await ctx.db.execute(sql`
      insert into sys_role_data_scope (tenant_id, role_id, data_menu_id, scope)
      select r.tenant_id, r.id, d.id, 'dept_and_below' from sys_role r join sys_data_menu d on d.tenant_id = r.tenant_id and d.code = 'sys_user'
      where r.code = 'dept_manager' on conflict (tenant_id, role_id, data_menu_id) do update set scope = excluded.scope`);
    const base = { name: '新同事', deptId: depts.get('造价一所'), phone: '13912345670' };
    expect403(await as('POST', '/a/sys/user', { ...base, loginName: 'newbie1', roleIds: [roles.get('finance')!.id] }), NOT_HELD);
    const ok = await as('POST', '/a/sys/user', { ...base, loginName: 'newbie2', roleIds: [roles.get('cost_engineer')!.id] });
    expect(ok.statusCode, ok.body).toBe(200);
    const me = body<{ id: string; version: number; deptId: string; name: string; loginName: string; phone: string; roleIds: string[] }>(
      await as('GET', `/a/sys/user/${users.get('lihua')}`)).data;
    expect403(await as('POST', '/a/sys/user', {
      id: me.id, version: me.version, loginName: me.loginName, name: me.name, deptId: me.deptId, phone: me.phone,
      roleIds: [...me.roleIds, roles.get('finance')!.id],
    }), OWN_ROLES);
  });
});
