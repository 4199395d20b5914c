import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

interface Node {
  id: string; parentId: string | null; name: string; fullName: string; type: string; kind: string; openType: number; permission: string | null;
  sort: number; hidden: boolean; version: number; url: string | null; checked?: boolean; children: Node[];
}

let admin: string;
beforeAll(async () => {
  admin = await ctx.token();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const tree = async (name?: string) => body<Node[]>(await call('POST', '/a/sys/menu/queryTree', name === undefined ? {} : { name })).data;
const byPerm = async (perm: string) => flat(await tree()).find((n) => n.permission === perm)!;
const children = async (parentId: string | null) => {
  const all = flat(await tree());
  return parentId ? all.find((n) => n.id === parentId)!.children : await tree();
};
const create = async (values: Record<string, unknown>) => {
  const res = await call('POST', '/a/sys/menu', { type: 'Menu', ...values });
  expect(res.statusCode, res.body).toBe(200);
  return body<Node>(res).data;
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
    const viaParams = body<Node[]>(await call('POST', '/a/sys/menu/queryTree', { params: { name: '角色管理' } })).data;
    expect(viaParams).toHaveLength(1);
    // No body at all is the unfiltered tree.
    expect(body<Node[]>(await ctx.app.inject({ method: 'POST', url: '/api/a/sys/menu/queryTree', headers: auth(admin) })).data.length).toBe((await tree()).length);
  });

  it('needs sys:menu:view', async () => {
    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await call('POST', '/a/sys/menu/queryTree', {}, zhang)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/a/sys/menu/queryTree', payload: {} })).statusCode).toBe(401);
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
    const res = await call('POST', '/a/sys/menu', { id: m.id, version: m.version, name: '改名后', type: 'Button', permission: 'sys:lock:edit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Node>(res).data).toMatchObject({ name: '改名后', type: 'Button', permission: 'sys:lock:edit', version: 2 });
    const stale = await call('POST', '/a/sys/menu', { id: m.id, version: m.version, name: '又改' });
    expect(stale.statusCode).toBe(409);
    expect((await call('POST', '/a/sys/menu', { id: 'missing', version: 1, name: 'x' })).statusCode).toBe(404);
  });

  it('refuses a parent that is the menu itself or one of its descendants', async () => {
    const top = await create({ name: '父', type: 'Group' });
    const mid = await create({ name: '子', parentId: top.id });
    const low = await create({ name: '孙', parentId: mid.id });
    for (const parentId of [top.id, mid.id, low.id]) {
      const res = await call('POST', '/a/sys/menu', { id: top.id, version: top.version, name: '父', parentId });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('上级菜单不能是自身或其下级菜单');
    }
    // Moving the lowest one to the root is fine.
    const res = await call('POST', '/a/sys/menu', { id: low.id, version: low.version, name: '孙', parentId: null });
    expect(res.statusCode).toBe(200);
    expect(body<Node>(res).data.parentId).toBeNull();
  });

  it('refuses to delete a menu with children, deletes a leaf with its role links', async () => {
    const top = await create({ name: '待删父', type: 'Group' });
    const leaf = await create({ name: '待删子', parentId: top.id, permission: 'sys:gone:view' });
    const roles = body<{ id: string; code: string }[]>(await call('POST', '/a/sys/role/queryList', {})).data;
    const staff = roles.find((r) => r.code === 'staff')!;
    const current = body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${staff.id}`)).data;
    expect((await call('POST', `/a/sys/role/saveRoleMenu/${staff.id}`, [...current, leaf.id])).statusCode).toBe(200);

    const refused = await call('DELETE', `/a/sys/menu/${top.id}`);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('该菜单下还有子菜单，请先删除子菜单');
    expect((await call('DELETE', `/a/sys/menu/${leaf.id}`)).statusCode).toBe(200);
    expect(body<string[]>(await call('GET', `/a/sys/role/queryRoleMenuId/${staff.id}`)).data).not.toContain(leaf.id);
    expect((await call('DELETE', `/a/sys/menu/${top.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/a/sys/menu/${top.id}`)).statusCode).toBe(404);
  });
});

describe('menu ordering', () => {
  let group: Node;
  let a: Node; let b: Node; let c: Node;
  const order = async (parentId: string) => (await children(parentId)).map((n) => n.name);

  beforeAll(async () => {
    group = await create({ name: '排序组', type: 'Group' });
    a = await create({ name: 'A', parentId: group.id });
    b = await create({ name: 'B', parentId: group.id });
    c = await create({ name: 'C', parentId: group.id });
  });

  it('moves a menu before or after another (POST /updateSort/{source}/{target}/{before})', async () => {
    const r1 = await call('POST', `/a/sys/menu/updateSort/${c.id}/${a.id}/true`);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(await order(group.id)).toEqual(['C', 'A', 'B']);
    expect((await call('POST', `/a/sys/menu/updateSort/${c.id}/${a.id}/false`)).statusCode).toBe(200);
    expect(await order(group.id)).toEqual(['A', 'C', 'B']);
    expect((await call('POST', `/a/sys/menu/updateSort/${a.id}/${b.id}/false`)).statusCode).toBe(200);
    expect(await order(group.id)).toEqual(['C', 'B', 'A']);
  });

  it('moves across parents: the source takes the target\'s parent', async () => {
    const other = await create({ name: '另一组', type: 'Group' });
    const x = await create({ name: 'X', parentId: other.id });
    const res = await call('PUT', '/a/sys/menu/updateSort', { sourceId: x.id, targetId: b.id, before: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ group: { parentId: string } }>(res).data.group.parentId).toBe(group.id);
    expect(await order(group.id)).toEqual(['C', 'X', 'B', 'A']);
    expect(await order(other.id)).toEqual([]);
  });

  it('renumbers the siblings in steps of 10 when sorts collide', async () => {
    // All four on the same sort value: no gap anywhere.
    const ids = (await children(group.id)).map((n) => n.id);
    expect((await call('POST', '/a/sys/menu/updateSortList', ids.map((id) => ({ id, sort: 5 })))).statusCode).toBe(200);
    const [first, second] = await children(group.id);
    const res = await call('POST', `/a/sys/menu/updateSort/${first.id}/${second.id}/false`);
    expect(res.statusCode).toBe(200);
    expect(body<{ renumbered: boolean }>(res).data.renumbered).toBe(true);
    const after = await children(group.id);
    expect(after.map((n) => n.sort)).toEqual([10, 20, 30, 40]);
    expect(after[1].id).toBe(first.id);
  });

  it('saves an explicit order: ids in order, {id, sort} pairs, or {id, parentId, sort}', async () => {
    const nodes = await children(group.id);
    const reversed = [...nodes].reverse().map((n) => n.id);
    expect((await call('POST', '/a/sys/menu/updateSortList', reversed)).statusCode).toBe(200);
    expect((await children(group.id)).map((n) => n.id)).toEqual(reversed);
    expect((await call('POST', '/a/sys/menu/updateSortList', { list: [{ id: reversed[0], sort: 999 }] })).statusCode).toBe(200);
    expect((await children(group.id)).at(-1)!.id).toBe(reversed[0]);
    const place = await call('PUT', '/a/sys/menu/updateSort', { id: reversed[0], parentId: null, sort: -5 });
    expect(place.statusCode, place.body).toBe(200);
    expect((await tree())[0].id).toBe(reversed[0]);
    // Without parentId the menu keeps its parent.
    expect((await call('PUT', '/a/sys/menu/updateSort', { id: reversed[1], sort: 1000 })).statusCode).toBe(200);
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
    const roles = body<{ id: string; code: string }[]>(await call('POST', '/a/sys/role/queryList', {})).data;
    const staff = roles.find((r) => r.code === 'staff')!;
    const nodes = flat(body<Node[]>(await call('GET', `/a/sys/menu/queryRoleList/${staff.id}`)).data);
    const checked = nodes.filter((n) => n.checked).map((n) => n.permission);
    expect(checked).toContain('home:index:view');
    expect(checked).not.toContain('system');
    expect(nodes.every((n) => typeof n.checked === 'boolean')).toBe(true);
    expect((await call('GET', '/a/sys/menu/queryRoleList/missing')).statusCode).toBe(404);
  });

  it('answers the public menu tree without a session (none seeded, then one flagged public:)', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/share/menu/getNoLoginMenuTree' });
    expect(none.statusCode).toBe(200);
    expect(body(none).data).toEqual([]);
    await create({ name: '公开页面', url: '/static/public-page', permission: 'public:page:view' });
    const one = body<Node[]>(await ctx.app.inject({ method: 'GET', url: '/api/share/menu/getNoLoginMenuTree' })).data;
    expect(one.map((n) => n.name)).toEqual(['公开页面']);
    expect(body(await ctx.app.inject({ method: 'GET', url: '/api/share/menu/getNoLoginMenuTree?companyId=unknown' })).data).toEqual([]);
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
