import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { menuApi, roleApi, roleAuthApi, sessionApi, type TDataMenu, type TDataScope, type TMenuTreeNode, type TRoleRow, userApi } from '@ecms/shared';
import { type ClientResponse, client } from '../../../../test/api-client.js';
import { TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Self-escalation (CVE-2024-57438 class): lihua (dept_manager + cost_engineer, head of 造价咨询部)
 * is given the role- and menu-management permissions through her dept_manager role and tries
 * to grant herself or others more than she holds.
 */

let admin: string;
let lihua: string;
const roles = new Map<string, TRoleRow>();
const menus = new Map<string, TMenuTreeNode>();
const depts = new Map<string, string>();
const users = new Map<string, string>();
let userMenu: TDataMenu;

const asAdmin = () => client(ctx.app, admin);
const asLihua = () => client(ctx.app, lihua);
const flat = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const expect403 = (res: ClientResponse<unknown>, msg: string) => {
  expect(res.statusCode, res.text).toBe(403);
  expect(res.body.msg).toBe(msg);
};
const roleMenuIds = (roleId: string) => asAdmin().data(roleApi.menuIds, { params: { roleId } });
const roleUsers = async (roleId: string) =>
  (await asAdmin().data(roleApi.users, { params: { id: roleId }, body: { pageSize: 1000 } })).map((u) => u.loginName);

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
  for (const m of flat(await asAdmin().data(menuApi.queryTree, { body: {} }))) if (m.permission) menus.set(m.permission, m);
  const probe = await client(ctx.app, admin).data(roleApi.save, { body: { code: 'probe', name: 'probe' } });
  for (const d of flat(await asAdmin().data(roleAuthApi.deptTree, { params: { roleId: probe.id } }))) depts.set(d.name, d.id);
  const list = await client(ctx.app, admin).data(userApi.queryList, { body: { pageSize: 100 } });
  for (const u of list) users.set(u.loginName, u.id);
  userMenu = (await client(ctx.app, admin).data(roleApi.dataMenus)).find((m) => m.code === 'sys_user')!;
});

const role = (code: string) => roles.get(code)!.id;
const menu = (perm: string) => menus.get(perm)!.id;
const user = (loginName: string) => users.get(loginName)!;

describe('a role manager who is not an administrator', () => {
  it('can use role management at all', async () => {
    expect((await asLihua().send(roleApi.queryList, { body: {} })).statusCode).toBe(200);
    expect((await asLihua().send(menuApi.queryTree, { body: {} })).statusCode).toBe(200);
    const info = await asLihua().data(sessionApi.userInfo);
    expect(info.isAdmin).toBe(false);
    expect(info.permissions).toContain('sys:role:auth');
  });

  it('cannot grant the admin role to anybody, herself included', async () => {
    expect403(await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('admin'), userId: user('lihua'), checked: true } }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('admin'), userId: user('zhangwei'), checked: true } }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.saveUsers, { params: { roleId: role('admin') }, body: [user('lihua')] }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.mergeUsers, { params: { src: role('dept_manager'), tar: role('admin') } }), ADMIN_ROLE);
    expect(await roleUsers(role('admin'))).not.toContain('lihua');
  });

  it('cannot add users to a role she does not hold, but can to one she holds', async () => {
    expect403(await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('finance'), userId: user('zhangwei'), checked: true } }), NOT_HELD);
    expect403(await asLihua().send(roleAuthApi.mergeUsers, { params: { src: role('staff'), tar: role('finance') } }), NOT_HELD);
    // Merging a role she is in would change her own roles.
    expect403(await asLihua().send(roleAuthApi.mergeUsers, { params: { src: role('cost_engineer'), tar: role('finance') } }), OWN_ROLES);
    expect(await roleUsers(role('finance'))).not.toContain('zhangwei');

    const ok = await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('dept_manager'), userId: user('zhangwei'), checked: true } });
    expect(ok.statusCode, ok.text).toBe(200);
    expect(await roleUsers(role('dept_manager'))).toContain('zhangwei');
    expect((await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('dept_manager'), userId: user('zhangwei'), checked: false } })).statusCode).toBe(200);
    // Removing users from a role she does not hold takes nothing from anybody else's reach: allowed.
    expect((await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('finance'), userId: user('caoying'), checked: false } })).statusCode).toBe(200);
  });

  it('cannot change her own roles', async () => {
    expect403(await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('cost_engineer'), userId: user('lihua'), checked: false } }), OWN_ROLES);
    expect403(await asLihua().send(roleAuthApi.saveUser, { body: { roleId: role('finance'), userIds: [user('lihua'), user('zhangwei')] } }), OWN_ROLES);
    const others = (await roleUsers(role('dept_manager'))).filter((n) => n !== 'lihua').map(user);
    expect403(await asLihua().send(roleAuthApi.saveUsers, { params: { roleId: role('dept_manager') }, body: others }), OWN_ROLES);
    expect403(await asLihua().send(roleApi.delete, { params: { id: role('cost_engineer') }, query: { force: 'true' } }), OWN_ROLES);
    expect(await roleUsers(role('cost_engineer'))).toContain('lihua');
  });

  it('cannot give a role menus whose permission she does not hold', async () => {
    const cost = role('cost_engineer');
    const current = await roleMenuIds(cost);
    expect403(await asLihua().send(roleAuthApi.saveMenus, { params: { roleId: cost }, body: [...current, menu('sys:user:resetPwd')] }), NOT_HELD);
    expect(await roleMenuIds(cost)).not.toContain(menu('sys:user:resetPwd'));
    // Menus she holds are fine, and so is taking menus away.
    const res = await asLihua().send(roleAuthApi.saveMenus, { params: { roleId: cost }, body: [...current, menu('sys:role:view')] });
    expect(res.statusCode, res.text).toBe(200);
    expect(await roleMenuIds(cost)).toContain(menu('sys:role:view'));
    expect((await asLihua().send(roleAuthApi.saveMenus, { params: { roleId: cost }, body: current.slice(1) })).statusCode).toBe(200);
    // Copying the finance role's menus (which she lacks) is refused.
    expect403(await asLihua().send(roleAuthApi.copyMenus, { params: { src: role('finance'), tar: cost } }), NOT_HELD);
    expect403(await asLihua().send(roleAuthApi.copyMenus, { params: { src: role('admin'), tar: cost } }), NOT_HELD);
  });

  it('cannot edit the admin role\'s menus or the role itself', async () => {
    expect403(await asLihua().send(roleAuthApi.saveMenus, { params: { roleId: role('admin') }, body: [menu('sys:role:view')] }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.copyMenus, { params: { src: role('dept_manager'), tar: role('admin') } }), ADMIN_ROLE);
    const adm = roles.get('admin')!;
    expect403(await asLihua().send(roleApi.save, { body: { id: adm.id, version: adm.version, code: 'admin', name: '改名' } }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.saveDepts, { params: { roleId: adm.id }, body: [depts.get('财务部')!] }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.saveDataRef, { params: { roleId: adm.id, dataMenuId: userMenu.id }, body: { scope: 'self' } }), ADMIN_ROLE);
    expect403(await asLihua().send(roleAuthApi.saveMemberLevel, { body: { roleId: adm.id, memberLevelId: 'x' } }), ADMIN_ROLE);
    expect((await roleMenuIds(role('admin'))).length).toBeGreaterThan(100);
  });

  it('cannot put a permission she lacks on a menu', async () => {
    const mine = menus.get('sys:role:view')!;
    expect403(await asLihua().send(menuApi.save, { body: { id: mine.id, version: mine.version, name: '角色管理', permission: 'sys:user:resetPwd' } }), NOT_HELD);
    expect403(await asLihua().send(menuApi.save, { body: { name: '后门', type: 'Button', permission: 'sys:user:resetPwd' } }), NOT_HELD);
    const own = await asLihua().send(menuApi.save, { body: { name: '自有', type: 'Button', parentId: mine.id, permission: 'sys:role:view' } });
    expect(own.statusCode, own.text).toBe(200);
  });

  it('cannot give a data scope wider than her own', async () => {
    const cost = role('cost_engineer');
    const save = (scope: TDataScope, refs?: { attr: string; dataId: string }[]) => asLihua().send(roleAuthApi.saveDataRef, { params: { roleId: cost, dataMenuId: userMenu.id }, body: { scope, refs } });
    // Her roles have no scope on users yet: she sees only herself.
    expect403(await save('all'), '只有管理员可以授予全部数据权限');
    expect403(await save('dept'), NOT_HELD);
    expect403(await save('dept_and_below'), NOT_HELD);
    expect403(await save('attr', [{ attr: 'staffRank', dataId: '3' }]), NOT_HELD);
    expect((await save('self')).statusCode).toBe(200);

    // With department-and-below on her dept_manager role she may pass that on, but never 'all'.
    expect((await asAdmin().send(roleAuthApi.saveDataRef, { params: { roleId: role('dept_manager'), dataMenuId: userMenu.id }, body: { scope: 'dept_and_below' } })).statusCode).toBe(200);
    expect((await save('dept_and_below')).statusCode).toBe(200);
    expect((await save('dept')).statusCode).toBe(200);
    expect403(await save('all'), '只有管理员可以授予全部数据权限');

    // Departments: within her reach (造价咨询部 and below) only.
    expect403(await asLihua().send(roleAuthApi.saveDepts, { params: { roleId: cost }, body: [depts.get('财务部')!] }), NOT_HELD);
    expect((await asLihua().send(roleAuthApi.saveDepts, { params: { roleId: cost }, body: [depts.get('造价一所')!] })).statusCode).toBe(200);
    expect((await save('custom')).statusCode).toBe(200);
  });

  it('cannot copy wider data rights or departments than her own', async () => {
    const wide = await client(ctx.app, admin).data(roleApi.save, { body: { code: 'wide', name: '全部数据' } });
    expect((await asAdmin().send(roleAuthApi.saveDataRef, { params: { roleId: wide.id, dataMenuId: userMenu.id }, body: { scope: 'all' } })).statusCode).toBe(200);
    expect((await asAdmin().send(roleAuthApi.saveDepts, { params: { roleId: wide.id }, body: [depts.get('财务部')!] })).statusCode).toBe(200);
    expect403(await asLihua().send(roleAuthApi.copyData, { params: { src: wide.id, target: role('cost_engineer'), cover: 'true' } }), '只有管理员可以授予全部数据权限');
    expect403(await asLihua().send(roleAuthApi.copyDepts, { params: { src: wide.id, tar: role('cost_engineer') } }), NOT_HELD);
    // The administrator may.
    expect((await asAdmin().send(roleAuthApi.copyData, { params: { src: wide.id, target: role('cost_engineer'), cover: 'true' } })).statusCode).toBe(200);
  });

  it('cannot re-enable a disabled role to regain or hand out its rights', async () => {
    const make = async (code: string) => {
      const r = await client(ctx.app, admin).data(roleApi.save, { body: { code, name: code, status: 0 } });
      expect(r.status).toBe(0);
      return r;
    };
    const dormant = await make('dormant');
    expect((await asAdmin().send(roleAuthApi.copyMenus, { params: { src: role('finance'), tar: dormant.id } })).statusCode).toBe(200);
    expect403(await asLihua().send(roleApi.save, { body: { id: dormant.id, version: dormant.version, code: 'dormant', name: 'dormant', status: 1 } }), NOT_HELD);
    const mine = await make('dormant_mine');
    expect((await asAdmin().send(roleAuthApi.saveUser, { body: { roleId: mine.id, userId: user('lihua') } })).statusCode).toBe(200);
    expect403(await asLihua().send(roleApi.save, { body: { id: mine.id, version: mine.version, code: 'dormant_mine', name: 'x', status: 1 } }), OWN_ROLES);
    // A disabled role with nothing beyond her rights may be enabled.
    const plain = await make('dormant_plain');
    const res = await asLihua().send(roleApi.save, { body: { id: plain.id, version: plain.version, code: 'dormant_plain', name: 'x', status: 1 } });
    expect(res.statusCode, res.text).toBe(200);
  });

  it('lets an administrator (any holder of the admin role) grant the admin role', async () => {
    const zhaolei = await ctx.t.login('zhaolei', TEST_DEMO_PASSWORD);
    const res = await client(ctx.app, zhaolei).send(roleAuthApi.saveUser, { body: { roleId: role('admin'), userId: user('pengtao'), checked: true } });
    expect(res.statusCode, res.text).toBe(200);
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
    const base = { name: '新同事', deptId: depts.get('造价一所')!, phone: '13912345670' };
    expect403(await asLihua().send(userApi.save, { body: { ...base, loginName: 'newbie1', roleIds: [roles.get('finance')!.id] } }), NOT_HELD);
    const ok = await asLihua().send(userApi.save, { body: { ...base, loginName: 'newbie2', roleIds: [roles.get('cost_engineer')!.id] } });
    expect(ok.statusCode, ok.text).toBe(200);
    const me = await asLihua().data(userApi.get, { params: { id: user('lihua') } });
    expect403(await asLihua().send(userApi.save, { body: {
      id: me.id, version: me.version, loginName: me.loginName, name: me.name, deptId: me.deptId!, phone: me.phone,
      roleIds: [...me.roleIds, roles.get('finance')!.id],
    } }), OWN_ROLES);
  });
});
