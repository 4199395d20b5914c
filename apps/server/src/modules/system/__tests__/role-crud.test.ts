import { beforeAll, describe, expect, it } from 'vitest';
import { roleApi, roleAuthApi, menuApi, sessionApi, type TListRequest, userApi } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

let admin: string;
beforeAll(async () => {
  admin = await ctx.token();
});

/** Raw calls, for payloads the contracts refuse (the server must answer them with a 400). */
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
    expect(list.total).toBe(10);
    expect(list.data[0].code).toBe('admin');
    const sorts = list.data.map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect((await roles({ params: { name$like: '工程师' } })).map((r) => r.code).sort()).toEqual(['cost_engineer', 'supervision_engineer']);
    expect((await roles({ params: { name: '财务' } })).map((r) => r.code)).toEqual(['finance']);
    expect((await roles({ params: { name: '工程师' } })).map((r) => r.code).sort()).toEqual(['cost_engineer', 'supervision_engineer']);
    expect((await roles({ params: { name: '' } })).length).toBe(10);
    expect((await call('POST', '/a/sys/role/queryList', { params: { password: 'x' } })).statusCode).toBe(400);
    expect((await call('POST', '/a/sys/role/queryList', { orderBy: 'nope' })).statusCode).toBe(400);
    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await call('POST', '/a/sys/role/queryList', {}, zhang)).statusCode).toBe(403);
  });

  it('creates a role after the others and refuses a duplicate code', async () => {
    const r = await createRole('auditor', '审计员');
    expect(r).toMatchObject({ code: 'auditor', name: '审计员', status: 1, version: 1 });
    expect(r.sort).toBeGreaterThan(Math.max(...(await roles()).filter((x) => x.id !== r.id).map((x) => x.sort)));
    const dup = await as().send(roleApi.save, { body: { code: 'auditor', name: '另一个' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('角色编码已存在');
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
    expect((await as().send(roleApi.save, { body: { id: r.id, version: 1, code: 'temp_role2', name: 'x' } })).statusCode).toBe(409);
    const adm = await role('admin');
    const change = await as().send(roleApi.save, { body: { id: adm.id, version: adm.version, code: 'root', name: '系统管理员' } });
    expect(change.statusCode).toBe(400);
    expect(change.body.msg).toBe('系统管理员角色的编码不能修改');
    const rename = await as().send(roleApi.save, { body: { id: adm.id, version: adm.version, code: 'admin', name: '超级管理员' } });
    expect(rename.statusCode).toBe(200);
    const dupOnEdit = await as().send(roleApi.save, { body: { id: r.id, version: 2, code: 'finance', name: 'x' } });
    expect(dupOnEdit.body.msg).toBe('角色编码已存在');
  });

  it('deletes a role: never admin, not while users hold it unless force', async () => {
    const adm = await role('admin');
    const refused = await as().send(roleApi.delete, { params: { id: adm.id }, query: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('系统管理员角色不能删除');

    const r = await createRole('to_delete');
    expect((await as().send(roleAuthApi.saveUser, { body: { roleId: r.id, userId: await userId('sunli'), checked: true } })).statusCode).toBe(200);
    const held = await as().send(roleApi.delete, { params: { id: r.id }, query: {} });
    expect(held.statusCode).toBe(400);
    expect(held.body.msg).toBe('该角色下还有用户，不能删除');
    expect((await as().send(roleApi.delete, { params: { id: r.id }, query: { force: 'true' } })).statusCode).toBe(200);
    expect(await role('to_delete')).toBeUndefined();
    expect((await as().send(roleApi.delete, { params: { id: r.id }, query: {} })).statusCode).toBe(404);
    expect((await call('DELETE', `/a/sys/role/${adm.id}?force=maybe`)).statusCode).toBe(400);

    const empty = await createRole('empty_role');
    expect((await as().send(roleApi.delete, { params: { id: empty.id }, query: {} })).statusCode).toBe(200);
  });

  it('drag-sorts roles (PUT /a/sys/role/updateSort) and saves an explicit order', async () => {
    const before = await roles();
    const finance = before.find((r) => r.code === 'finance')!;
    const director = before.find((r) => r.code === 'project_director')!;
    const res = await as().send(roleAuthApi.updateSort, { body: { sourceId: finance.id, targetId: director.id, before: true } });
    expect(res.statusCode, res.text).toBe(200);
    const codes = (await roles()).map((r) => r.code);
    expect(codes.indexOf('finance')).toBe(codes.indexOf('project_director') - 1);
    const afterRes = await call('PUT', '/a/sys/role/updateSort', { sourceId: finance.id, targetId: director.id, before: 'false' });
    expect(afterRes.statusCode).toBe(200);
    const codes2 = (await roles()).map((r) => r.code);
    expect(codes2.indexOf('finance')).toBe(codes2.indexOf('project_director') + 1);

    const ids = (await roles()).map((r) => r.id);
    const reordered = [ids[0], ...ids.slice(1).reverse()];
    expect((await as().send(roleAuthApi.updateSort, { body: reordered })).statusCode).toBe(200);
    expect((await roles()).map((r) => r.id)).toEqual(reordered);
    expect((await as().send(roleAuthApi.updateSort, { body: { sourceId: finance.id, targetId: 'missing', before: true } })).statusCode).toBe(404);
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
    expect((await as().send(roleApi.users, { params: { id: 'missing' }, body: {} })).statusCode).toBe(404);
  });

  it('answers the department tree of users with the role\'s users checked', async () => {
    const finance = await role('finance');
    const res = await as().send(roleAuthApi.userTree, { params: { roleId: finance.id } });
    expect(res.statusCode, res.text).toBe(200);
    const nodes = flat(res.body.data);
    const hanxue = nodes.find((n) => n.loginName === 'hanxue')!;
    expect(hanxue).toMatchObject({ type: 'user', checked: true });
    expect(nodes.find((n) => n.loginName === 'zhangwei')).toMatchObject({ checked: false });
    const financeDept = nodes.find((n) => n.type === 'dept' && n.name === '财务部')!;
    expect(financeDept.children.map((c) => c.loginName)).toEqual(['hanxue', 'caoying']);
    expect((await as().send(roleAuthApi.userTree, { params: { roleId: 'missing' } })).statusCode).toBe(404);
  });

  it('adds and removes users one by one or in a batch (saveRoleUser)', async () => {
    const r = await createRole('batch_users');
    const [a, b] = [await userId('sunli'), await userId('wuhao')];
    expect((await as().send(roleAuthApi.saveUser, { body: { roleId: r.id, userIds: [a, b] } })).statusCode).toBe(200);
    expect((await users(r.id)).map((u) => u.loginName).sort()).toEqual(['sunli', 'wuhao']);
    expect((await as().send(roleAuthApi.saveUser, { body: { roleId: r.id, userId: a, checked: false } })).statusCode).toBe(200);
    expect((await users(r.id)).map((u) => u.loginName)).toEqual(['wuhao']);
    // Adding twice is harmless.
    expect((await as().send(roleAuthApi.saveUser, { body: { roleId: r.id, userId: b, checked: 'true' } })).statusCode).toBe(200);
    expect(await users(r.id)).toHaveLength(1);

    const noUser = await as().send(roleAuthApi.saveUser, { body: { roleId: r.id } });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.body.msg).toBe('请选择用户');
    expect((await as().send(roleAuthApi.saveUser, { body: { roleId: r.id, userId: 'missing' } })).body.msg).toBe('用户不存在或已被删除');
    expect((await as().send(roleAuthApi.saveUser, { body: { roleId: 'missing', userId: a } })).statusCode).toBe(404);
  });

  it('replaces the role\'s users (saveRoleUserList) and merges one role\'s users into another', async () => {
    const src = await createRole('merge_src');
    const tar = await createRole('merge_tar');
    const [a, b, c] = [await userId('sunli'), await userId('wuhao'), await userId('fengxue')];
    expect((await as().send(roleAuthApi.saveUsers, { params: { roleId: src.id }, body: [a, b] })).statusCode).toBe(200);
    expect((await as().send(roleAuthApi.saveUsers, { params: { roleId: tar.id }, body: { userIds: [b, c] } })).statusCode).toBe(200);
    expect((await as().send(roleAuthApi.saveUsers, { params: { roleId: tar.id }, body: { userIds: [b, c, 'missing'] } })).statusCode).toBe(400);
    const merged = await as().send(roleAuthApi.mergeUsers, { params: { src: src.id, tar: tar.id } });
    expect(merged.statusCode, merged.text).toBe(200);
    expect(merged.body.data).toBe(1);
    expect((await users(tar.id)).map((u) => u.loginName).sort()).toEqual(['fengxue', 'sunli', 'wuhao']);
    expect((await users(src.id)).map((u) => u.loginName).sort()).toEqual(['sunli', 'wuhao']);
    expect((await as().send(roleAuthApi.saveUsers, { params: { roleId: src.id }, body: [] })).statusCode).toBe(200);
    expect(await users(src.id)).toEqual([]);
    expect((await as().send(roleAuthApi.mergeUsers, { params: { src: src.id, tar: src.id } })).statusCode).toBe(400);
    // The admin role never loses its last holder.
    const adm = await role('admin');
    const emptied = await as().send(roleAuthApi.saveUsers, { params: { roleId: adm.id }, body: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.body.msg).toBe('至少保留一名系统管理员');
    expect((await users(adm.id)).length).toBeGreaterThan(0);
    expect((await as().send(roleAuthApi.mergeUsers, { params: { src: 'missing', tar: tar.id } })).statusCode).toBe(404);
  });
});

describe('menus of a role', () => {
  const info = (token: string) => client(ctx.app, token).data(sessionApi.userInfo);
  const menuByPerm = async (perm: string) => flat(await as().data(menuApi.queryTree, { body: {} })).find((n) => n.permission === perm)!;
  const menuIds = (roleId: string) => as().data(roleApi.menuIds, { params: { roleId } });

  it('saves a role\'s menus with their ancestors and changes its users\' /api/user/info menuList', async () => {
    const staff = await role('staff');
    const dengchao = await ctx.t.login('dengchao', TEST_DEMO_PASSWORD);
    expect((await info(dengchao)).permissions).not.toContain('sys:param:view');
    const before = flat((await info(dengchao)).menuList).map((m) => m.permission);
    expect(before).not.toContain('sys:param:view');

    const param = await menuByPerm('sys:param:view');
    const current = await menuIds(staff.id);
    const res = await as().send(roleAuthApi.saveMenus, { params: { roleId: staff.id }, body: { menuIds: [...current, param.id] } });
    expect(res.statusCode, res.text).toBe(200);
    const ids = await menuIds(staff.id);
    expect(ids).toContain(param.id);
    expect(ids).toContain((await menuByPerm('system')).id);

    const after = await info(dengchao);
    expect(after.permissions).toContain('sys:param:view');
    const system = after.menuList.find((m) => m.permission === 'system')!;
    expect(system.children.map((c) => c.permission)).toContain('sys:param:view');

    // Taking it away again removes it from the menu list.
    expect((await as().send(roleAuthApi.saveMenus, { params: { roleId: staff.id }, body: current })).statusCode).toBe(200);
    expect(flat((await info(dengchao)).menuList).map((m) => m.permission)).not.toContain('sys:param:view');
  });

  it('rejects unknown menus and roles', async () => {
    const staff = await role('staff');
    const res = await as().send(roleAuthApi.saveMenus, { params: { roleId: staff.id }, body: ['no-such-menu'] });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('菜单不存在或已被删除');
    expect((await as().send(roleAuthApi.saveMenus, { params: { roleId: 'missing' }, body: [] })).statusCode).toBe(404);
    expect((await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, { menuIds: 'x' })).statusCode).toBe(400);
    const noList = await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, { menuId: ['x'] });
    expect(noList.statusCode).toBe(400);
    expect(body(noList).msg).toBe('请提交编号列表');
    expect((await menuIds(staff.id)).length).toBeGreaterThan(0);
    expect((await as().send(roleApi.menuIds, { params: { roleId: 'missing' } })).statusCode).toBe(404);
  });

  it('copies one role\'s menus to another (copyRoleMenu replaces the target\'s)', async () => {
    const finance = await role('finance');
    const copy = await createRole('finance_copy');
    const res = await as().send(roleAuthApi.copyMenus, { params: { src: finance.id, tar: copy.id } });
    expect(res.statusCode, res.text).toBe(200);
    const src = await menuIds(finance.id);
    const got = await menuIds(copy.id);
    expect([...got].sort()).toEqual([...src].sort());
    // Copying an empty role empties the target.
    const empty = await createRole('empty_menus');
    expect((await as().send(roleAuthApi.copyMenus, { params: { src: empty.id, tar: copy.id } })).statusCode).toBe(200);
    expect(await menuIds(copy.id)).toEqual([]);
    expect((await as().send(roleAuthApi.copyMenus, { params: { src: copy.id, tar: copy.id } })).statusCode).toBe(400);
    expect((await as().send(roleAuthApi.copyMenus, { params: { src: 'missing', tar: copy.id } })).statusCode).toBe(404);
  });
});

describe('member levels of a role', () => {
  it('answers no levels yet and stores, replaces and merges the role\'s level links', async () => {
    expect(await as().data(roleAuthApi.memberLevels)).toEqual([]);
    const r = await createRole('member_role');
    const r2 = await createRole('member_role2');
    expect(await as().data(roleAuthApi.roleMemberLevels, { params: { roleId: r.id } })).toEqual([]);
    const ids = async (id: string) => (await as().data(roleApi.memberLevelIds, { params: { roleId: id } })).sort();

    expect((await as().send(roleAuthApi.saveMemberLevel, { body: { roleId: r.id, memberLevelId: 'gold', checked: true } })).statusCode).toBe(200);
    expect((await as().send(roleAuthApi.saveMemberLevel, { body: { roleId: r.id, memberLevelId: 'silver' } })).statusCode).toBe(200);
    expect(await ids(r.id)).toEqual(['gold', 'silver']);
    expect((await as().send(roleAuthApi.saveMemberLevel, { body: { roleId: r.id, memberLevelId: 'gold', checked: false } })).statusCode).toBe(200);
    expect(await ids(r.id)).toEqual(['silver']);
    expect(await as().data(roleAuthApi.memberLevelIdsPost, { params: { roleId: r.id } })).toEqual(['silver']);

    expect((await as().send(roleAuthApi.saveMemberLevels, { params: { roleId: r2.id }, body: ['bronze', 'silver'] })).statusCode).toBe(200);
    expect(await ids(r2.id)).toEqual(['bronze', 'silver']);
    expect((await as().send(roleAuthApi.saveMemberLevels, { params: { roleId: r.id }, body: { memberLevelIds: ['gold'] } })).statusCode).toBe(200);
    expect(await ids(r.id)).toEqual(['gold']);
    const merged = await as().send(roleAuthApi.mergeMemberLevels, { params: { src: r2.id, tar: r.id } });
    expect(merged.body.data).toBe(2);
    expect(await ids(r.id)).toEqual(['bronze', 'gold', 'silver']);

    expect((await call('POST', '/a/sys/role/saveRoleMemberLevel', { roleId: r.id })).statusCode).toBe(400);
    expect((await as().send(roleAuthApi.saveMemberLevel, { body: { roleId: 'missing', memberLevelId: 'x' } })).statusCode).toBe(404);
    expect((await as().send(roleAuthApi.mergeMemberLevels, { params: { src: r.id, tar: r.id } })).statusCode).toBe(400);
    expect((await as().send(roleApi.memberLevelIds, { params: { roleId: 'missing' } })).statusCode).toBe(404);
    expect((await as().send(roleAuthApi.roleMemberLevels, { params: { roleId: 'missing' } })).statusCode).toBe(404);
    expect((await call('POST', `/a/sys/role/saveRoleMemberLevelList/${r.id}`, { memberLevelIds: [''] })).statusCode).toBe(400);
  });
});
