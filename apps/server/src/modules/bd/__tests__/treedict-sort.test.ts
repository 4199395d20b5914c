import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = await ctx.token();
  staff = await ctx.token('zhangwei');
});

interface Node { id: string; label: string; value: string; parentId: string | null; children?: Node[] }

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), payload: payload as object });
const tree = async (type = 'EXPENSE_TYPE') => body<Node[]>(await send('POST', '/a/bd/treedict/queryTree', { params: { type } })).data;
const move = (sourceId: string, targetId: string, position: string, token = admin) =>
  send('PUT', '/a/bd/treedict/updateSort', { sourceId, targetId, position }, token);
const byLabel = (nodes: Node[], label: string): Node => {
  for (const n of nodes) {
    if (n.label === label) return n;
    const hit = n.children && byLabel(n.children, label);
    if (hit) return hit;
  }
  return undefined as unknown as Node;
};
const add = async (parentId: string | null, label: string, value: string) =>
  body<{ id: string }>(await send('POST', '/a/bd/dict/save', { type: 'EXPENSE_TYPE', parentId, label, value })).data;

describe('tree dictionary drag ordering (PUT /a/bd/treedict/updateSort)', () => {
  it('puts a node before or after a sibling, in the order the tree then answers', async () => {
    const root = await add(null, '排序测试', 'SORT_T');
    const a = await add(root.id, '甲', 'A');
    const b = await add(root.id, '乙', 'B');
    const c = await add(root.id, '丙', 'C');
    const labels = async () => byLabel(await tree(), '排序测试').children!.map((n) => n.label);
    expect(await labels()).toEqual(['甲', '乙', '丙']);

    const res = await move(c.id, a.id, 'before');
    expect(res.statusCode).toBe(200);
    expect(body(res).msg).toBe('排序成功');
    expect(await labels()).toEqual(['丙', '甲', '乙']);
    expect((await move(c.id, b.id, 'after')).statusCode).toBe(200);
    expect(await labels()).toEqual(['甲', '乙', '丙']);
    // The shared lookup (cached) sees the new order at once.
    const shared = body<Node[]>(await ctx.app.inject({ method: 'GET', url: '/api/share/bd/treedict/EXPENSE_TYPE', headers: auth(staff) })).data;
    expect(byLabel(shared, '排序测试').children!.map((n) => n.label)).toEqual(['甲', '乙', '丙']);
  });

  it('moves a node under another parent (inside: last child), or next to a node of another level', async () => {
    const office = byLabel(await tree(), '办公费');
    const travel = byLabel(await tree(), '差旅费');
    const item = await add(office.id, '移动项', 'MOVE_ME');
    expect((await move(item.id, travel.id, 'inside')).statusCode).toBe(200);
    let now = await tree();
    expect(byLabel(now, '差旅费').children!.at(-1)!.label).toBe('移动项');
    expect(byLabel(now, '办公费').children!.some((n) => n.label === '移动项')).toBe(false);
    // Dropped beside a top-level node it becomes a top-level node.
    expect((await move(item.id, office.id, 'before')).statusCode).toBe(200);
    now = await tree();
    const i = now.findIndex((n) => n.label === '办公费');
    expect(now[i - 1].label).toBe('移动项');
    expect(now[i - 1].parentId).toBeNull();
  });

  it('refuses a move under itself or its descendants, onto itself, across dictionaries, and duplicate values', async () => {
    const travel = byLabel(await tree(), '差旅费');
    const child = travel.children![0];
    const cycle = await move(travel.id, child.id, 'inside');
    expect(cycle.statusCode).toBe(400);
    expect(body(cycle).msg).toMatch(/自身或其下级/);
    expect(body(await move(travel.id, child.id, 'after')).msg).toMatch(/自身或其下级/);
    expect(body(await move(travel.id, travel.id, 'before')).msg).toBe('不能移动到自身位置');

    const supplies = await tree('SUPPLIES_CLASS');
    const across = await move(travel.id, supplies[0].id, 'before');
    expect(across.statusCode).toBe(404);

    const parentA = await add(null, '值冲突甲', 'DUP_PA');
    const parentB = await add(null, '值冲突乙', 'DUP_PB');
    const x1 = await add(parentA.id, '同值一', 'SAME');
    await add(parentB.id, '同值二', 'SAME');
    const dup = await move(x1.id, parentB.id, 'inside');
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('字典值已存在');
    // Nothing moved: the tree is unchanged.
    expect(byLabel(await tree(), '值冲突甲').children!.map((n) => n.label)).toEqual(['同值一']);
  });

  it('lists a dictionary created as a tree (ext.tree) among the tree dictionaries at once', async () => {
    const res = await send('POST', '/a/bd/dict/save', { type: 'MY_TREE', dictName: '我的树', label: '根', value: 'R', ext: { tree: true } });
    expect(res.statusCode).toBe(200);
    const cat = body<{ id: string; children: { id: string; isTree: boolean }[] }[]>(
      await ctx.app.inject({ method: 'GET', url: '/api/b/kind/tree1', headers: auth(admin) }),
    ).data;
    expect(cat.find((g) => g.id === 'treedict')!.children.find((d) => d.id === 'MY_TREE')).toMatchObject({ isTree: true });
    expect(cat.find((g) => g.id === 'dict')!.children.some((d) => d.id === 'MY_TREE')).toBe(false);
  });

  it('validates the body and needs the dictionary edit permission', async () => {
    const bad = await send('PUT', '/a/bd/treedict/updateSort', { sourceId: 'a', targetId: 'b', position: 'over' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/位置只能是/);
    expect((await move('missing', 'other', 'before')).statusCode).toBe(404);
    const top = await tree();
    expect((await move(top[0].id, top[1].id, 'after', staff)).statusCode).toBe(403);
  });
});
