import { beforeAll, describe, expect, it } from 'vitest';
import { menuApi, roleApi, roleAuthApi, type TMenuRow, type TMenuSave } from '@ecms/shared';
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
const flat = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const tree = (name?: string) => as().data(menuApi.queryTree, { body: name === undefined ? {} : { name } });
const byPerm = async (perm: string) => flat(await tree()).find((n) => n.permission === perm)!;
const children = async (parentId: string | null) => {
  const all = flat(await tree());
  return parentId ? all.find((n) => n.id === parentId)!.children : await tree();
};
const create = async (values: Omit<TMenuSave, 'type'> & { type?: TMenuSave['type'] }) => {
  const res = await as().send(menuApi.save, { body: { type: 'Menu', ...values } });
  expect(res.statusCode, res.text).toBe(200);
  return res.body.data;
};

describe('menu tree (POST /a/sys/menu/queryTree)', () => {
  it('answers the whole tree with groups, menus and buttons', async () => {
    const roots = await tree();
    const system = roots.find((n) => n.permission === 'system')!;
    expect(system).toMatchObject({ type: 'Group', kind: 'Group', name: '系统管理' });
    const role = system.children.find((n) => n.permission === 'sys:role:view')!;
    expect(role).toMatchObject({ type: 'Menu', openType: 1, url: '/sys-manager/role', hidden: false });
    expect(role.children.map((c) => c.permission)).toEqual(['sys:role:add', 'sys:role:edit', 'sys:role:delete', 'sys:role:auth']);
    // Siblings come in sort order.
    const sorts = system.children.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('filters by name and keeps the ancestors of every match', async () => {
    const roots = await tree('角色管理');
    expect(roots.map((r) => r.permission)).toEqual(['system']);
    expect(roots[0].children.map((c) => c.name)).toEqual(['角色管理']);
    expect(await tree('不存在的菜单名')).toEqual([]);
    const viaParams = await as().data(menuApi.queryTree, { body: { params: { name: '角色管理' } } });
    expect(viaParams).toHaveLength(1);
    // No body at all is the unfiltered tree.
    expect((await as().data(menuApi.queryTree)).length).toBe((await tree()).length);
  });

  it('needs sys:menu:view', async () => {
    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await client(ctx.app, zhang).send(menuApi.queryTree, { body: {} })).statusCode).toBe(403);
    expect((await client(ctx.app).send(menuApi.queryTree, { body: {} })).statusCode).toBe(401);
  });
});

describe('menu editing (POST /a/sys/menu, DELETE /a/sys/menu/{id})', () => {
  it('creates a menu under a parent, appended after its siblings', async () => {
    const system = await byPerm('system');
    const m = await create({ parentId: system.id, name: '测试菜单', url: '/sys-manager/test', permission: 'sys:test:view', openType: 2, icon: 'StarOutlined' });
    expect(m).toMatchObject({ parentId: system.id, name: '测试菜单', fullName: '测试菜单', openType: 2, permission: 'sys:test:view', version: 1 });
    const siblings = await children(system.id);
    expect(siblings.at(-1)!.id).toBe(m.id);
    expect(m.sort).toBeGreaterThan(siblings.at(-2)!.sort);
  });

  it('rejects bad input with Chinese messages', async () => {
    const bad = async (payload: unknown, msg: RegExp | string) => {
      const res = await call('POST', '/a/sys/menu', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).msg).toMatch(msg);
    };
    await bad({ type: 'Menu' }, '菜单名称不能为空');
    await bad({ name: '   ', type: 'Menu' }, '菜单名称不能为空');
    await bad({ name: 'x', type: 'Folder' }, /菜单类型/);
    await bad({ name: 'x', openType: 4 }, /打开方式/);
    await bad({ name: 'x', permission: 'sys:x view' }, /权限标识格式不正确/);
    await bad({ name: 'x', permission: "a';drop" }, /权限标识格式不正确/);
    await bad({ name: 'x', parentId: 'no-such-parent' }, '上级菜单不存在');
    await bad({ name: 'x', id: (await byPerm('system')).id }, '版本号不能为空');
  });

  it('updates with the version and answers 409 when it is stale', async () => {
    const m = await create({ name: '乐观锁菜单', permission: 'sys:lock:view' });
    const res = await as().send(menuApi.save, { body: { id: m.id, version: m.version, name: '改名后', type: 'Button', permission: 'sys:lock:edit' } });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ name: '改名后', type: 'Button', permission: 'sys:lock:edit', version: 2 });
    const stale = await as().send(menuApi.save, { body: { id: m.id, version: m.version, name: '又改' } });
    expect(stale.statusCode).toBe(409);
    expect((await as().send(menuApi.save, { body: { id: 'missing', version: 1, name: 'x' } })).statusCode).toBe(404);
  });

  it('refuses a parent that is the menu itself or one of its descendants', async () => {
    const top = await create({ name: '父', type: 'Group' });
    const mid = await create({ name: '子', parentId: top.id });
    const low = await create({ name: '孙', parentId: mid.id });
    for (const parentId of [top.id, mid.id, low.id]) {
      const res = await as().send(menuApi.save, { body: { id: top.id, version: top.version, name: '父', parentId } });
      expect(res.statusCode).toBe(400);
      expect(res.body.msg).toBe('上级菜单不能是自身或其下级菜单');
    }
    // Moving the lowest one to the root is fine.
    const res = await as().send(menuApi.save, { body: { id: low.id, version: low.version, name: '孙', parentId: null } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.parentId).toBeNull();
  });

  it('refuses to delete a menu with children, deletes a leaf with its role links', async () => {
    const top = await create({ name: '待删父', type: 'Group' });
    const leaf = await create({ name: '待删子', parentId: top.id, permission: 'sys:gone:view' });
    const roles = await as().data(roleApi.queryList, { body: {} });
    const staff = roles.find((r) => r.code === 'staff')!;
    const current = await as().data(roleApi.menuIds, { params: { roleId: staff.id } });
    expect((await as().send(roleAuthApi.saveMenus, { params: { roleId: staff.id }, body: [...current, leaf.id] })).statusCode).toBe(200);

    const refused = await as().send(menuApi.delete, { params: { id: top.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('该菜单下还有子菜单，请先删除子菜单');
    expect((await as().send(menuApi.delete, { params: { id: leaf.id } })).statusCode).toBe(200);
    expect(await as().data(roleApi.menuIds, { params: { roleId: staff.id } })).not.toContain(leaf.id);
    expect((await as().send(menuApi.delete, { params: { id: top.id } })).statusCode).toBe(200);
    expect((await as().send(menuApi.delete, { params: { id: top.id } })).statusCode).toBe(404);
  });
});

describe('menu ordering', () => {
  let group: TMenuRow;
  let a: TMenuRow; let b: TMenuRow; let c: TMenuRow;
  const order = async (parentId: string) => (await children(parentId)).map((n) => n.name);

  beforeAll(async () => {
    group = await create({ name: '排序组', type: 'Group' });
    a = await create({ name: 'A', parentId: group.id });
    b = await create({ name: 'B', parentId: group.id });
    c = await create({ name: 'C', parentId: group.id });
  });

  it('moves a menu before or after another (POST /updateSort/{source}/{target}/{before})', async () => {
    const r1 = await as().send(menuApi.drag, { params: { sourceId: c.id, targetId: a.id, before: 'true' } });
    expect(r1.statusCode, r1.text).toBe(200);
    expect(await order(group.id)).toEqual(['C', 'A', 'B']);
    expect((await call('POST', `/a/sys/menu/updateSort/${c.id}/${a.id}/false`)).statusCode).toBe(200);
    expect(await order(group.id)).toEqual(['A', 'C', 'B']);
    expect((await call('POST', `/a/sys/menu/updateSort/${a.id}/${b.id}/false`)).statusCode).toBe(200);
    expect(await order(group.id)).toEqual(['C', 'B', 'A']);
  });

  it('moves across parents: the source takes the target\'s parent', async () => {
    const other = await create({ name: '另一组', type: 'Group' });
    const x = await create({ name: 'X', parentId: other.id });
    const res = await as().send(menuApi.updateSort, { body: { sourceId: x.id, targetId: b.id, before: true } });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.data.group.parentId).toBe(group.id);
    expect(await order(group.id)).toEqual(['C', 'X', 'B', 'A']);
    expect(await order(other.id)).toEqual([]);
  });

  it('renumbers the siblings in steps of 10 when sorts collide', async () => {
    // All four on the same sort value: no gap anywhere.
    const ids = (await children(group.id)).map((n) => n.id);
    expect((await as().send(menuApi.updateSortList, { body: ids.map((id) => ({ id, sort: 5 })) })).statusCode).toBe(200);
    const [first, second] = await children(group.id);
    const res = await as().send(menuApi.drag, { params: { sourceId: first.id, targetId: second.id, before: 'false' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.renumbered).toBe(true);
    const after = await children(group.id);
    expect(after.map((n) => n.sort)).toEqual([10, 20, 30, 40]);
    expect(after[1].id).toBe(first.id);
  });

  it('saves an explicit order: ids in order, {id, sort} pairs, or {id, parentId, sort}', async () => {
    const nodes = await children(group.id);
    const reversed = [...nodes].reverse().map((n) => n.id);
    expect((await as().send(menuApi.updateSortList, { body: reversed })).statusCode).toBe(200);
    expect((await children(group.id)).map((n) => n.id)).toEqual(reversed);
    expect((await as().send(menuApi.updateSortList, { body: { list: [{ id: reversed[0], sort: 999 }] } })).statusCode).toBe(200);
    expect((await children(group.id)).at(-1)!.id).toBe(reversed[0]);
    const place = await as().send(menuApi.updateSort, { body: { id: reversed[0], parentId: null, sort: -5 } });
    expect(place.statusCode, place.text).toBe(200);
    expect((await tree())[0].id).toBe(reversed[0]);
    // Without parentId the menu keeps its parent.
    expect((await as().send(menuApi.updateSort, { body: { id: reversed[1], sort: 1000 } })).statusCode).toBe(200);
    expect((await children(group.id)).at(-1)!.id).toBe(reversed[1]);
  });

  it('rejects bad moves', async () => {
    const expectStatus = async (res: Awaited<ReturnType<typeof call>>, status: number, msg?: string) => {
      expect(res.statusCode, res.body).toBe(status);
      if (msg) expect(body(res).msg).toBe(msg);
    };
    await expectStatus(await call('POST', `/a/sys/menu/updateSort/${group.id}/${b.id}/true`), 400, '不能把菜单移动到自身或其下级菜单');
    await expectStatus(await call('POST', `/a/sys/menu/updateSort/${b.id}/${b.id}/true`), 400, '不能把菜单移动到自身或其下级菜单');
    await expectStatus(await call('POST', `/a/sys/menu/updateSort/${b.id}/missing/true`), 404);
    await expectStatus(await call('POST', `/a/sys/menu/updateSort/missing/${b.id}/true`), 404);
    await expectStatus(await call('POST', `/a/sys/menu/updateSort/${b.id}/${c.id}/maybe`), 400);
    await expectStatus(await call('PUT', '/a/sys/menu/updateSort', { id: group.id, parentId: b.id, sort: 1 }), 400, '上级菜单不能是自身或其下级菜单');
    await expectStatus(await call('PUT', '/a/sys/menu/updateSort', { sourceId: b.id }), 400);
    await expectStatus(await call('POST', '/a/sys/menu/updateSortList', [{ id: 'missing', sort: 1 }]), 404);
    await expectStatus(await call('POST', '/a/sys/menu/updateSortList', [{ id: b.id, sort: 1 }, { id: b.id, sort: 2 }]), 400);
    await expectStatus(await call('POST', '/a/sys/menu/updateSortList', [{ id: b.id, sort: 'x' }]), 400);
  });
});

describe('menus of a role and public menus', () => {
  it('marks the role\'s menus checked (GET /a/sys/menu/queryRoleList/{roleId})', async () => {
    const roles = await as().data(roleApi.queryList, { body: {} });
    const staff = roles.find((r) => r.code === 'staff')!;
    const nodes = flat(await as().data(menuApi.roleTree, { params: { roleId: staff.id } }));
    const checked = nodes.filter((n) => n.checked).map((n) => n.permission);
    expect(checked).toContain('home:index:view');
    expect(checked).not.toContain('system');
    expect(nodes.every((n) => typeof n.checked === 'boolean')).toBe(true);
    expect((await as().send(menuApi.roleTree, { params: { roleId: 'missing' } })).statusCode).toBe(404);
  });

  it('answers the public menu tree without a session (none seeded, then one flagged public:)', async () => {
    const anonymous = client(ctx.app);
    const none = await anonymous.send(menuApi.publicTree, { query: {} });
    expect(none.statusCode).toBe(200);
    expect(none.body.data).toEqual([]);
    await create({ name: '公开页面', url: '/static/public-page', permission: 'public:page:view' });
    const one = await anonymous.data(menuApi.publicTree, { query: {} });
    expect(one.map((n) => n.name)).toEqual(['公开页面']);
    expect(await anonymous.data(menuApi.publicTree, { query: { companyId: 'unknown' } })).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the role, menu and data-permission calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ['/api/a/sys/menu/queryTree', 'post'], ['/api/a/sys/menu/updateSort', 'put'], ['/api/a/sys/menu/updateSort/{sourceId}/{targetId}/{before}', 'post'],
      ['/api/a/sys/role/saveRoleMenu/{roleId}', 'post'], ['/api/a/sys/role/updateSort', 'put'], ['/api/a/sys/role/data/{roleId}/deptIdList', 'put'],
      ['/api/b/role/data/attr/saveDataRef/{roleId}/{dataMenuId}', 'post'], ['/api/share/menu/getNoLoginMenuTree', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
  });
});
