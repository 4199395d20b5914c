import { describe, expect, it } from 'vitest';
import { deptApi, type TDeptSave } from '@ecms/shared';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const admin = 'admin';

const flatten = <N extends { children: N[] }>(nodes: N[]): N[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const tree = (who: string, payload: object = {}) => ctx.client(who).send(deptApi.queryTree, { body: payload });
// Bad input on purpose in places: the body is sent as given.
const save = (who: string, payload: object) => ctx.client(who).send(deptApi.save, { body: payload as TDeptSave });
const del = (who: string, id: string) => ctx.client(who).send(deptApi.delete, { params: { id } });
const get = (who: string, id: string) => ctx.client(who).send(deptApi.get, { params: { id } });

describe('department tree', () => {
  it('gives the administrator the whole tree with one root', async () => {
    const res = await tree(admin);
    expect(res.statusCode).toBe(200);
    const roots = res.body.data;
    expect(roots).toHaveLength(1);
    expect(roots[0].name).toBe('华建工程咨询有限公司');
    expect(flatten(roots)).toHaveLength(13);
    const cost = roots[0].children.find((c) => c.name === '造价咨询部')!;
    expect(cost.children.map((c) => c.name)).toEqual(['造价一所', '造价二所']);
  });

  it('filters by name and keeps the ancestors of the matches', async () => {
    const roots = (await tree(admin, { name: '二所' })).body.data;
    expect(roots.map((r) => r.name)).toEqual(['华建工程咨询有限公司']);
    expect(flatten(roots).map((n) => n.name)).toEqual(['华建工程咨询有限公司', '造价咨询部', '造价二所']);
    const viaParams = (await tree(admin, { params: { name: '监理' } })).body.data;
    expect(flatten(viaParams).map((n) => n.name).sort()).toEqual(['华建工程咨询有限公司', '工程监理部', '监理一部', '监理二部'].sort());
    expect((await tree(admin, { name: '不存在的部门' })).body.data).toEqual([]);
  });

  it('refuses callers without the permission (403) and without a session (401)', async () => {
    expect((await tree('zhangwei')).statusCode).toBe(403);
    expect((await ctx.client(null).send(deptApi.queryTree, { body: {} })).statusCode).toBe(401);
  });

  it('reads one department by id and answers 404 for an unknown one', async () => {
    const id = await ctx.deptId('HJ0201');
    const one = await get(admin, id);
    expect(one.statusCode).toBe(200);
    expect(one.body.data).toMatchObject({ name: '造价一所', leaderName: '张伟' });
    const missing = await get(admin, 'nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('部门不存在或已被删除');
  });
});

describe('saving departments', () => {
  it('creates a department under a parent with correct parent_ids', async () => {
    const root = await ctx.deptId('HJ');
    const parent = await ctx.deptId('HJ02');
    const res = await save(admin, { parentId: parent, name: '造价三所', code: 'HJ0203', sort: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    const d = res.body.data;
    expect(d).toMatchObject({ name: '造价三所', parentId: parent, parentIds: `${root},${parent}`, version: 1 });
  });

  it('validates: name required, parent must exist, sibling names unique, status 0/1', async () => {
    const parent = await ctx.deptId('HJ02');
    const noName = await save(admin, { parentId: parent, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body.msg).toBe('部门名称不能为空');
    const missingName = await save(admin, { parentId: parent });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.body.msg).toBe('部门名称不能为空');
    const badParent = await save(admin, { parentId: 'nope', name: '某部门' });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.body.msg).toBe('上级部门不存在');
    const dup = await save(admin, { parentId: parent, name: '造价一所' });
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('同一上级部门下已存在同名部门');
    const badStatus = await save(admin, { parentId: parent, name: '某部门', status: 5 });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body.msg).toBe('状态只能是0或1');
    const longName = await save(admin, { parentId: parent, name: '长'.repeat(101) });
    expect(longName.statusCode).toBe(400);
    expect(longName.body.msg).toBe('部门名称不能超过100个字符');
  });

  it('updates with the current version and answers 409 to a stale one', async () => {
    const id = await ctx.deptId('HJ08');
    const cur = (await get(admin, id)).body.data;
    const ok1 = await save(admin, { id, version: cur.version, parentId: cur.parentId, name: '技术质量部', phone: '010-88886666' });
    expect(ok1.statusCode).toBe(200);
    expect(ok1.body.data).toMatchObject({ version: cur.version + 1, phone: '010-88886666' });
    const stale = await save(admin, { id, version: cur.version, parentId: cur.parentId, name: '技术质量部2' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const noVersion = await save(admin, { id, parentId: cur.parentId, name: '技术质量部' });
    expect(noVersion.statusCode).toBe(400);
    const unknown = await save(admin, { id: 'nope', version: 1, name: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('moves a subtree and rewrites parent_ids of every descendant', async () => {
    const root = await ctx.deptId('HJ');
    const office = await ctx.deptId('HJ01');
    const a = (await save(admin, { parentId: office, name: '甲' })).body.data;
    const b = (await save(admin, { parentId: a.id, name: '乙' })).body.data;
    const c = (await save(admin, { parentId: b.id, name: '丙' })).body.data;
    expect(c.parentIds).toBe(`${root},${office},${a.id},${b.id}`);

    const target = await ctx.deptId('HJ03');
    const moved = await save(admin, { id: a.id, version: a.version, parentId: target, name: '甲' });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.parentIds).toBe(`${root},${target}`);
    expect((await get(admin, b.id)).body.data.parentIds).toBe(`${root},${target},${a.id}`);
    expect((await get(admin, c.id)).body.data.parentIds).toBe(`${root},${target},${a.id},${b.id}`);
    // Untouched neighbours keep theirs.
    expect((await get(admin, await ctx.deptId('HJ0201'))).body.data.parentIds).toBe(`${root},${await ctx.deptId('HJ02')}`);

    // Moving it under itself or a descendant is refused, nothing changes.
    const cur = (await get(admin, a.id)).body.data;
    for (const parentId of [a.id, b.id, c.id]) {
      const bad = await save(admin, { id: a.id, version: cur.version, parentId, name: '甲' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.msg).toBe('不能将部门移动到自身或其下级部门之下');
    }
    expect((await get(admin, a.id)).body.data.version).toBe(cur.version);

    // To the top level and back: prefixes shrink and grow correctly.
    const top = (await save(admin, { id: a.id, version: cur.version, parentId: null, name: '甲' })).body.data;
    expect(top.parentIds).toBe('');
    expect((await get(admin, c.id)).body.data.parentIds).toBe(`${a.id},${b.id}`);
    const back = await save(admin, { id: a.id, version: top.version, parentId: office, name: '甲' });
    expect(back.body.data.parentIds).toBe(`${root},${office}`);
    expect((await get(admin, c.id)).body.data.parentIds).toBe(`${root},${office},${a.id},${b.id}`);
  });
});

describe('deleting departments', () => {
  it('refuses while the department has sub-departments or users, then deletes', async () => {
    const withChildren = await del(admin, await ctx.deptId('HJ02'));
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.body.msg).toBe('该部门下存在子部门，不能删除');
    const withUsers = await del(admin, await ctx.deptId('HJ0201'));
    expect(withUsers.statusCode).toBe(400);
    expect(withUsers.body.msg).toBe('该部门下存在用户，不能删除');

    const empty = (await save(admin, { parentId: await ctx.deptId('HJ07'), name: '临时部门' })).body.data;
    const gone = await del(admin, empty.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.body.msg).toBe('删除成功');
    expect((await get(admin, empty.id)).statusCode).toBe(404);
    expect((await del(admin, empty.id)).statusCode).toBe(404);
  });

  it('needs sys:dept:delete', async () => {
    const viewer = (await ctx.make.user({ deptCode: 'HJ0201', roles: [{ perms: ['sys:dept:view'], scopes: { sys_dept: 'all' } }] })).loginName;
    const res = await del(viewer, await ctx.deptId('HJ08'));
    expect(res.statusCode).toBe(403);
    // Add/edit are checked per action too.
    const add = await save(viewer, { parentId: await ctx.deptId('HJ08'), name: '无权新增' });
    expect(add.statusCode).toBe(403);
  });
});

describe('shared department lookups', () => {
  it('gives any signed-in user the whole tree (id, name, parentId, children) and one department', async () => {
    const staff = ctx.client('zhangwei');
    const res = await staff.send(deptApi.shareTree);
    expect(res.statusCode).toBe(200);
    const roots = res.body.data;
    expect(Object.keys(roots[0]).sort()).toEqual(['children', 'id', 'name', 'parentId']);
    expect(flatten(roots).length).toBeGreaterThanOrEqual(13);
    const one = await staff.send(deptApi.share, { params: { id: await ctx.deptId('HJ0402') } });
    expect(one.body.data).toMatchObject({ name: '监理二部', leaderName: '郭军' });
    const missing = await staff.send(deptApi.share, { params: { id: 'nope' } });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.client(null).send(deptApi.shareTree)).statusCode).toBe(401);
  });
});
