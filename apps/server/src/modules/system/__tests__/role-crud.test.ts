import { beforeAll, describe, expect, it } from 'vitest';
import { roleApi, type TListRequest, userApi } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

interface TreeNode { id: string; name: string; type: string; checked: boolean; loginName?: string; children: TreeNode[] }
interface MenuNode { id: string; permission: string | null; children: MenuNode[] }

let admin: string;
beforeAll(async () => {
  admin = await ctx.token();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });
const as = (token = admin) => client(ctx.app, token);
const roles = (req: TListRequest = {}) => as().data(roleApi.queryList, { body: req });
const role = async (code: string) => (await roles({ params: { code }, pageSize: 10 }))[0];
const users = (roleId: string) => as().data(roleApi.users, { params: { id: roleId }, body: { pageSize: 1000 } });
const userId = async (loginName: string) => (await as().data(userApi.queryList, { body: { params: { loginName }, pageSize: 10 } }))[0].id;
const createRole = (code: string, name = code) => as().data(roleApi.save, { body: { code, name } });
const flat = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('role list and editing', () => {
  it('lists roles by sort ascending, filters by name and refuses unknown fields', async () => {
    const list = await as().call(roleApi.queryList, { body: {} });
    expect(list.total).toBe(9);
    expect(list.data[0].code).toBe('admin');
    const sorts = list.data.map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect((await roles({ params: { name$like: '工程师' } })).map((r) => r.code).sort()).toEqual(['cost_engineer', 'supervision_engineer']);
    expect((await roles({ params: { name: '财务' } })).map((r) => r.code)).toEqual(['finance']);
    expect((await roles({ params: { name: '工程师' } })).map((r) => r.code).sort()).toEqual(['cost_engineer', 'supervision_engineer']);
    expect((await roles({ params: { name: '' } })).length).toBe(9);
    expect((await call('POST', '/a/sys/role/queryList', { params: { password: 'x' } })).statusCode).toBe(400);
    expect((await call('POST', '/a/sys/role/queryList', { orderBy: 'nope' })).statusCode).toBe(400);
    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await call('POST', '/a/sys/role/queryList', {}, zhang)).statusCode).toBe(403);
  });

  it('creates a role after the others and refuses a duplicate code', async () => {
    const r = await createRole('auditor', '审计员');
    expect(r).toMatchObject({ code: 'auditor', name: '审计员', status: 1, version: 1 });
    expect(r.sort).toBeGreaterThan(Math.max(...(await roles()).filter((x) => x.id !== r.id).map((x) => x.sort)));
    const dup = await call('POST', '/a/sys/role', { code: 'auditor', name: '另一个' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('角色编码已存在');
  });

  it('validates name, code and status', async () => {
    const bad = async (payload: unknown, msg: string) => {
      const res = await call('POST', '/a/sys/role', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).msg).toBe(msg);
    };
    await bad({ code: 'x1' }, '角色名称不能为空');
    await bad({ code: 'x1', name: '  ' }, '角色名称不能为空');
    await bad({ name: '无编码' }, '角色编码不能为空');
    await bad({ code: 'a b', name: 'x' }, '角色编码只能包含字母、数字、下划线、点和横线');
    await bad({ code: 'x1', name: 'x', status: 3 }, '状态只能是 0 或 1');
  });

  it('updates with the version (stale → 409) and keeps the admin role\'s code', async () => {
    const r = await createRole('temp_role', '临时');
    const res = await as().send(roleApi.save, { body: { id: r.id, version: r.version, code: 'temp_role2', name: '临时二', status: 0 } });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'temp_role2', name: '临时二', status: 0, version: 2 });
    expect((await call('POST', '/a/sys/role', { id: r.id, version: 1, code: 'temp_role2', name: 'x' })).statusCode).toBe(409);
    const adm = await role('admin');
    const change = await call('POST', '/a/sys/role', { id: adm.id, version: adm.version, code: 'root', name: '系统管理员' });
    expect(change.statusCode).toBe(400);
    expect(body(change).msg).toBe('系统管理员角色的编码不能修改');
    const rename = await call('POST', '/a/sys/role', { id: adm.id, version: adm.version, code: 'admin', name: '超级管理员' });
    expect(rename.statusCode).toBe(200);
    const dupOnEdit = await call('POST', '/a/sys/role', { id: r.id, version: 2, code: 'finance', name: 'x' });
    expect(body(dupOnEdit).msg).toBe('角色编码已存在');
  });

  it('deletes a role: never admin, not while users hold it unless force', async () => {
    const adm = await role('admin');
    const refused = await call('DELETE', `/a/sys/role/${adm.id}`);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('系统管理员角色不能删除');

    const r = await createRole('to_delete');
    expect((await call('POST', '/a/sys/role/saveRoleUser', { roleId: r.id, userId: await userId('sunli'), checked: true })).statusCode).toBe(200);
    const held = await call('DELETE', `/a/sys/role/${r.id}`);
    expect(held.statusCode).toBe(400);
    expect(body(held).msg).toBe('该角色下还有用户，不能删除');
    expect((await call('DELETE', `/a/sys/role/${r.id}?force=true`)).statusCode).toBe(200);
    expect(await role('to_delete')).toBeUndefined();
    expect((await call('DELETE', `/a/sys/role/${r.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/a/sys/role/${adm.id}?force=maybe`)).statusCode).toBe(400);

    const empty = await createRole('empty_role');
    expect((await call('DELETE', `/a/sys/role/${empty.id}`)).statusCode).toBe(200);
  });

  it('drag-sorts roles (PUT /a/sys/role/updateSort) and saves an explicit order', async () => {
    const before = await roles();
    const finance = before.find((r) => r.code === 'finance')!;
    const director = before.find((r) => r.code === 'project_director')!;
    const res = await call('PUT', '/a/sys/role/updateSort', { sourceId: finance.id, targetId: director.id, before: true });
    expect(res.statusCode, res.body).toBe(200);
    const codes = (await roles()).map((r) => r.code);
    expect(codes.indexOf('finance')).toBe(codes.indexOf('project_director') - 1);
    const afterRes = await call('PUT', '/a/sys/role/updateSort', { sourceId: finance.id, targetId: director.id, before: 'false' });
    expect(afterRes.statusCode).toBe(200);
    const codes2 = (await roles()).map((r) => r.code);
    expect(codes2.indexOf('finance')).toBe(codes2.indexOf('project_director') + 1);

    const ids = (await roles()).map((r) => r.id);
    const reordered = [ids[0], ...ids.slice(1).reverse()];
    expect((await call('PUT', '/a/sys/role/updateSort', reordered)).statusCode).toBe(200);
    expect((await roles()).map((r) => r.id)).toEqual(reordered);
    expect((await call('PUT', '/a/sys/role/updateSort', { sourceId: finance.id, targetId: 'missing', before: true })).statusCode).toBe(404);
    expect((await call('PUT', '/a/sys/role/updateSort', { sourceId: finance.id })).statusCode).toBe(400);
  });
});

describe('users of a role', () => {
  it('lists the role\'s users with the list DSL (POST /a/sys/role/queryUserList/{id})', async () => {
    const cost = await role('cost_engineer');
    const list = await as().call(roleApi.users, { params: { id: cost.id }, body: { params: { name$like: '张' } } });
    expect(list.data.map((u) => u.loginName)).toEqual(['zhangwei']);
    expect(list.data[0].deptName).toBe('造价一所');
    const all = await users(cost.id);
    expect(all.map((u) => u.loginName)).toContain('lihua');
    expect(all.map((u) => u.loginName)).not.toContain('hanxue');
    expect((await call('POST', `/a/sys/role/queryUserList/${cost.id}`, { params: { secret: 1 } })).statusCode).toBe(400);
    expect((await call('POST', '/a/sys/role/queryUserList/missing', {})).statusCode).toBe(404);
  });

  it('answers the department tree of users with the role\'s users checked', async () => {
    const finance = await role('finance');
    const res = await call('POST', `/a/sys/role/queryUserListTree/${finance.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const nodes = flat(body<TreeNode[]>(res).data);
    const hanxue = nodes.find((n) => n.loginName === 'hanxue')!;
    expect(hanxue).toMatchObject({ type: 'user', checked: true });
    expect(nodes.find((n) => n.loginName === 'zhangwei')).toMatchObject({ checked: false });
    const financeDept = nodes.find((n) => n.type === 'dept' && n.name === '财务部')!;
    expect(financeDept.children.map((c) => c.loginName)).toEqual(['hanxue', 'caoying']);
    expect((await call('POST', '/a/sys/role/queryUserListTree/missing')).statusCode).toBe(404);
  });

  it('adds and removes users one by one or in a batch (saveRoleUser)', async () => {
    const r = await createRole('batch_users');
    const [a, b] = [await userId('sunli'), await userId('wuhao')];
    expect((await call('POST', '/a/sys/role/saveRoleUser', { roleId: r.id, userIds: [a, b] })).statusCode).toBe(200);
    expect((await users(r.id)).map((u) => u.loginName).sort()).toEqual(['sunli', 'wuhao']);
    expect((await call('POST', '/a/sys/role/saveRoleUser', { roleId: r.id, userId: a, checked: false })).statusCode).toBe(200);
    expect((await users(r.id)).map((u) => u.loginName)).toEqual(['wuhao']);
    // Adding twice is harmless.
    expect((await call('POST', '/a/sys/role/saveRoleUser', { roleId: r.id, userId: b, checked: 'true' })).statusCode).toBe(200);
    expect(await users(r.id)).toHaveLength(1);

    const noUser = await call('POST', '/a/sys/role/saveRoleUser', { roleId: r.id });
    expect(noUser.statusCode).toBe(400);
    expect(body(noUser).msg).toBe('请选择用户');
    expect(body(await call('POST', '/a/sys/role/saveRoleUser', { roleId: r.id, userId: 'missing' })).msg).toBe('用户不存在或已被删除');
    expect((await call('POST', '/a/sys/role/saveRoleUser', { roleId: 'missing', userId: a })).statusCode).toBe(404);
  });

  it('replaces the role\'s users (saveRoleUserList) and merges one role\'s users into another', async () => {
    const src = await createRole('merge_src');
    const tar = await createRole('merge_tar');
    const [a, b, c] = [await userId('sunli'), await userId('wuhao'), await userId('fengxue')];
    expect((await call('POST', `/a/sys/role/saveRoleUserList/${src.id}`, [a, b])).statusCode).toBe(200);
    expect((await call('POST', `/a/sys/role/saveRoleUserList/${tar.id}`, { userIds: [b, c] })).statusCode).toBe(200);
    expect((await call('POST', `/a/sys/role/saveRoleUserList/${tar.id}`, { userIds: [b, c, 'missing'] })).statusCode).toBe(400);
    const merged = await call('POST', `/a/sys/role/mergeRoleUserList/${src.id}/${tar.id}`);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(body(merged).data).toBe(1);
    expect((await users(tar.id)).map((u) => u.loginName).sort()).toEqual(['fengxue', 'sunli', 'wuhao']);
    expect((await users(src.id)).map((u) => u.loginName).sort()).toEqual(['sunli', 'wuhao']);
    expect((await call('POST', `/a/sys/role/saveRoleUserList/${src.id}`, [])).statusCode).toBe(200);
    expect(await users(src.id)).toEqual([]);
    expect((await call('POST', `/a/sys/role/mergeRoleUserList/${src.id}/${src.id}`)).statusCode).toBe(400);
    // The admin role never loses its last holder.
    const adm = await role('admin');
    const emptied = await call('POST', `/a/sys/role/saveRoleUserList/${adm.id}`, []);
    expect(emptied.statusCode).toBe(400);
    expect(body(emptied).msg).toBe('至少保留一名系统管理员');
    expect((await users(adm.id)).length).toBeGreaterThan(0);
    expect((await call('POST', `/a/sys/role/mergeRoleUserList/missing/${tar.id}`)).statusCode).toBe(404);
  });
});

describe('menus of a role', () => {
  const info = async (token: string) =>
    body<{ permissions: string[]; menuList: MenuNode[] }>(await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) })).data;
  const menuByPerm = async (perm: string) =>
    flat(body<MenuNode[]>(await call('POST', '/a/sys/menu/queryTree', {})).data).find((n) => n.permission === perm)!;

  it('saves a role\'s menus with their ancestors and changes its users\' /api/user/info menuList', async () => {
    const staff = await role('staff');
    const dengchao = await ctx.t.login('dengchao', TEST_DEMO_PASSWORD);
    expect((await info(dengchao)).permissions).not.toContain('sys:param:view');
    const before = flat((await info(dengchao)).menuList).map((m) => m.permission);
    expect(before).not.toContain('sys:param:view');

    const param = await menuByPerm('sys:param:view');
    const current = body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${staff.id}`)).data;
    const res = await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, { menuIds: [...current, param.id] });
    expect(res.statusCode, res.body).toBe(200);
    const ids = body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${staff.id}`)).data;
    expect(ids).toContain(param.id);
    expect(ids).toContain((await menuByPerm('system')).id);

    const after = await info(dengchao);
    expect(after.permissions).toContain('sys:param:view');
    const system = after.menuList.find((m) => m.permission === 'system')!;
    expect(system.children.map((c) => c.permission)).toContain('sys:param:view');

    // Taking it away again removes it from the menu list.
    expect((await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, current)).statusCode).toBe(200);
    expect(flat((await info(dengchao)).menuList).map((m) => m.permission)).not.toContain('sys:param:view');
  });

  it('rejects unknown menus and roles', async () => {
    const staff = await role('staff');
    const res = await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, ['no-such-menu']);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('菜单不存在或已被删除');
    expect((await call('POST', '/a/sys/role/saveRoleMenu/missing', [])).statusCode).toBe(404);
    expect((await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, { menuIds: 'x' })).statusCode).toBe(400);
    const noList = await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, { menuId: ['x'] });
    expect(noList.statusCode).toBe(400);
    expect(body(noList).msg).toBe('请提交编号列表');
    expect((await call('GET', `/a/sys/role/queryRoleMenuId/${staff.id}`)).json().data.length).toBeGreaterThan(0);
    expect((await call('GET', '/a/sys/role/queryRoleMenuId/missing')).statusCode).toBe(404);
  });

  it('copies one role\'s menus to another (copyRoleMenu replaces the target\'s)', async () => {
    const finance = await role('finance');
    const copy = await createRole('finance_copy');
    const res = await call('GET', `/a/sys/role/copyRoleMenu/${finance.id}/${copy.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const src = body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${finance.id}`)).data;
    const got = body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${copy.id}`)).data;
    expect([...got].sort()).toEqual([...src].sort());
    // Copying an empty role empties the target.
    const empty = await createRole('empty_menus');
    expect((await call('GET', `/a/sys/role/copyRoleMenu/${empty.id}/${copy.id}`)).statusCode).toBe(200);
    expect(body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${copy.id}`)).data).toEqual([]);
    expect((await call('GET', `/a/sys/role/copyRoleMenu/${copy.id}/${copy.id}`)).statusCode).toBe(400);
    expect((await call('GET', `/a/sys/role/copyRoleMenu/missing/${copy.id}`)).statusCode).toBe(404);
  });
});

describe('member levels of a role', () => {
  it('answers no levels yet and stores, replaces and merges the role\'s level links', async () => {
    expect(body(await call('GET', '/a/sys/role/queryMemberLevelList')).data).toEqual([]);
    const r = await createRole('member_role');
    const r2 = await createRole('member_role2');
    expect(body(await call('POST', `/a/sys/role/queryMemberLevelList/${r.id}`)).data).toEqual([]);
    const ids = async (id: string) => body<string[]>(await call('GET', `/a/sys/role/queryRoleMemberLevelId/${id}`)).data.sort();

    expect((await call('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: r.id, memberLevelId: 'gold', checked: true })).statusCode).toBe(200);
    expect((await call('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: r.id, memberLevelId: 'silver' })).statusCode).toBe(200);
    expect(await ids(r.id)).toEqual(['gold', 'silver']);
    expect((await call('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: r.id, memberLevelId: 'gold', checked: false })).statusCode).toBe(200);
    expect(await ids(r.id)).toEqual(['silver']);
    expect(body<string[]>(await call('POST', `/a/sys/role/queryRoleMemberLevelId/${r.id}`)).data).toEqual(['silver']);

    expect((await call('POST', `/a/sys/role/saveRoleMemberLevelList/${r2.id}`, ['bronze', 'silver'])).statusCode).toBe(200);
    expect(await ids(r2.id)).toEqual(['bronze', 'silver']);
    expect((await call('POST', `/a/sys/role/saveRoleMemberLevelList/${r.id}`, { memberLevelIds: ['gold'] })).statusCode).toBe(200);
    expect(await ids(r.id)).toEqual(['gold']);
    const merged = await call('POST', `/a/sys/role/mergeRoleMemberLevelList/${r2.id}/${r.id}`);
    expect(body(merged).data).toBe(2);
    expect(await ids(r.id)).toEqual(['bronze', 'gold', 'silver']);

    expect((await call('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: r.id })).statusCode).toBe(400);
    expect((await call('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: 'missing', memberLevelId: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/a/sys/role/mergeRoleMemberLevelList/${r.id}/${r.id}`)).statusCode).toBe(400);
    expect((await call('GET', '/a/sys/role/queryRoleMemberLevelId/missing')).statusCode).toBe(404);
    expect((await call('POST', '/a/sys/role/queryMemberLevelList/missing')).statusCode).toBe(404);
    expect((await call('POST', `/a/sys/role/saveRoleMemberLevelList/${r.id}`, { memberLevelIds: [''] })).statusCode).toBe(400);
  });
});
