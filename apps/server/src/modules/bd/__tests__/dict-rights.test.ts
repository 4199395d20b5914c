import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * The base-data dictionary pages (spec 3 §2: asset-classification, asset-supplies-classification,
 * maintain-problem-type) through HTTP: a holder of bd:assetClass edits ASSET_CLASS — and only it —
 * through the dictionary calls; every other dictionary and the system dictionary page's calls
 * answer 403; another company's items are out of reach.
 */

const ctx = useTestApp();
type Res = Awaited<ReturnType<typeof ctx.call>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};
const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

interface Row { id: string; type: string; label: string; value: string; parentId: string | null; enabled: boolean; sort: number; version: number }
interface Node { id: string; label: string; value: string; enabled: boolean; extValues: { fullText?: string }; children?: Node[]; version: number }

const CLASS_RIGHTS = ['bd:assetClass:view', 'bd:assetClass:add', 'bd:assetClass:edit', 'bd:assetClass:delete'];
let holder: string;
let viewer: string;
let admin: string;
beforeAll(async () => {
  holder = (await ctx.make.caller({ roles: [{ perms: CLASS_RIGHTS }] })).token;
  viewer = (await ctx.make.caller({ roles: [{ perms: ['bd:assetClass:view'] }] })).token;
  admin = await ctx.token();
});

const list = async (token: string, type: string) => ok<Row[]>(await send(token, 'POST', '/a/bd/dict/queryList', { params: { type }, pageSize: 500 }));
const tree = async (token: string, type: string) => ok<Node[]>(await send(token, 'POST', '/a/bd/treedict/queryTree', { params: { type } }));
const itemOf = async (type: string, value: string) => (await list(admin, type)).find((r) => r.value === value)!;

describe('a base-data page right edits its own dictionary', () => {
  it('lists, adds a child class, edits, reorders, disables and deletes ASSET_CLASS', async () => {
    expect((await list(holder, 'ASSET_CLASS')).map((r) => r.label)).toEqual(expect.arrayContaining(['电子设备', '台式电脑']));
    const top = await tree(holder, 'ASSET_CLASS');
    const electronics = top.find((n) => n.value === '01')!;
    expect(electronics.children!.map((c) => c.value)).toEqual(['0101', '0102', '0103', '0104', '0105', '0106']);

    const tablet = ok<Row>(await send(holder, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', parentId: electronics.id, label: '平板电脑', value: '0107' }));
    expect(tablet).toMatchObject({ type: 'ASSET_CLASS', parentId: electronics.id, enabled: true });
    // The forms' class picker (any signed-in user) offers it at once, with its path.
    const picker = ok<Node[]>(await ctx.call('zhangwei', 'GET', '/share/bd/treedict/ASSET_CLASS'));
    expect(picker.find((n) => n.value === '01')!.children!.find((c) => c.value === '0107')?.extValues.fullText).toBe('电子设备/平板电脑');

    // Code and name checks, with the spec's messages.
    const dup = await send(holder, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', parentId: electronics.id, label: '又一个', value: '0107' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('字典值已存在');
    const noLabel = await send(holder, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', label: ' ', value: '0108' });
    expect(noLabel.statusCode).toBe(400);
    expect(body(noLabel).msg).toBe('字典标签不能为空');

    const renamed = ok<Row>(await send(holder, 'PUT', '/a/bd/dict', { id: tablet.id, version: tablet.version, label: '平板电脑(含键盘)' }));
    expect(renamed.label).toBe('平板电脑(含键盘)');
    // A stale version is refused.
    expect((await send(holder, 'PUT', '/a/bd/dict', { id: tablet.id, version: tablet.version, label: 'x' })).statusCode).toBe(409);
    const first = (await tree(holder, 'ASSET_CLASS')).find((n) => n.value === '01')!.children![0];
    ok(await send(holder, 'PUT', '/a/bd/treedict/updateSort', { sourceId: tablet.id, targetId: first.id, position: 'before' }));
    expect((await tree(holder, 'ASSET_CLASS')).find((n) => n.value === '01')!.children![0].value).toBe('0107');

    const cur = (await list(holder, 'ASSET_CLASS')).find((r) => r.id === tablet.id)!;
    ok(await send(holder, 'PUT', '/a/bd/dict', { id: tablet.id, version: cur.version, enabled: false }));
    const shown = ok<Node[]>(await ctx.call('zhangwei', 'GET', '/share/bd/treedict/ASSET_CLASS'));
    expect(shown.find((n) => n.value === '01')!.children!.map((c) => c.value)).not.toContain('0107');

    // A class with children cannot go; a leaf can.
    const parentGone = await send(holder, 'DELETE', `/a/bd/dict/delete/${electronics.id}`);
    expect(parentGone.statusCode).toBe(400);
    expect(body(parentGone).msg).toBe('该字典项存在下级字典项，请先删除下级');
    ok(await send(holder, 'DELETE', `/a/bd/dict/delete/${tablet.id}`));
    expect((await list(admin, 'ASSET_CLASS')).some((r) => r.id === tablet.id)).toBe(false);
  });

  it('answers 403 on every other dictionary and on the system dictionary page\'s calls', async () => {
    const paper = await itemOf('SUPPLIES_CLASS', '01');
    const sex = (await list(admin, 'SEX'))[0];
    const forbidden = [
      await send(holder, 'POST', '/a/bd/dict/queryList', { params: { type: 'SUPPLIES_CLASS' } }),
      await send(holder, 'POST', '/a/bd/dict/queryList', { params: { type: 'SEX' } }),
      // the system page lists without a type, or with several
      await send(holder, 'POST', '/a/bd/dict/queryList', { params: {} }),
      await send(holder, 'POST', '/a/bd/dict/queryList', { params: { type$in: ['ASSET_CLASS', 'SEX'] } }),
      await send(holder, 'POST', '/a/bd/dict/queryList', { params: { type: 'ASSET_CLASS', type$like: 'S' } }),
      await send(holder, 'POST', '/a/bd/treedict/queryTree', { params: { type: 'SUPPLIES_CLASS' } }),
      await send(holder, 'POST', '/a/bd/dict/save', { type: 'SUPPLIES_CLASS', label: '越权', value: '99' }),
      await send(holder, 'POST', '/a/bd/dict/save', { type: 'NEW_DICT', label: '越权', value: '1', dictName: '新字典' }),
      // another dictionary's item, whatever type the body claims
      await send(holder, 'POST', '/a/bd/dict/save', { id: paper.id, version: paper.version, type: 'ASSET_CLASS', label: '越权', value: '01' }),
      await send(holder, 'PUT', '/a/bd/dict', { id: paper.id, version: paper.version, type: 'ASSET_CLASS', label: '越权' }),
      await send(holder, 'PUT', '/a/bd/dict', { id: sex.id, version: sex.version, enabled: false }),
      await send(holder, 'DELETE', `/a/bd/dict/delete/${paper.id}`),
      await send(holder, 'PUT', '/a/bd/treedict/updateSort', { sourceId: paper.id, targetId: (await itemOf('ASSET_CLASS', '02')).id, position: 'inside' }),
      await send(holder, 'DELETE', '/a/bd/dict/delete/no-such-item'),
    ];
    expect(forbidden.map((r) => r.statusCode)).toEqual(forbidden.map(() => 403));
    expect(body(forbidden[0]).msg).toBe('没有权限执行此操作');
    // Nothing changed.
    expect(await itemOf('SUPPLIES_CLASS', '01')).toMatchObject({ label: paper.label, version: paper.version, parentId: null });
    expect((await list(admin, 'SEX'))[0]).toMatchObject({ enabled: sex.enabled, version: sex.version });
    expect((await list(admin, 'NEW_DICT'))).toEqual([]);

    // Its own items cannot be hung under another dictionary's node either.
    const cross = await send(holder, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', parentId: paper.id, label: '越界', value: '9901' });
    expect(cross.statusCode).toBe(400);
    expect(body(cross).msg).toBe('上级字典项不存在');
  });

  it('the view right alone lists but does not change', async () => {
    expect((await list(viewer, 'ASSET_CLASS')).length).toBeGreaterThan(0);
    expect((await send(viewer, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', label: '只读', value: '0601' })).statusCode).toBe(403);
    const desk = await itemOf('ASSET_CLASS', '0301');
    expect((await send(viewer, 'PUT', '/a/bd/dict', { id: desk.id, version: desk.version, label: '改名' })).statusCode).toBe(403);
    expect((await send(viewer, 'DELETE', `/a/bd/dict/delete/${desk.id}`)).statusCode).toBe(403);
    expect((await send(viewer, 'POST', '/a/bd/dict/queryList', { params: { type: 'MAINTAIN_PROBLEM_TYPE' } })).statusCode).toBe(403);
  });

  it('the maintenance problem types page right covers MAINTAIN_PROBLEM_TYPE (a plain dictionary) only', async () => {
    const mp = (await ctx.make.caller({ roles: [{ perms: ['bd:maintainProblem:view', 'bd:maintainProblem:add'] }] })).token;
    const added = ok<Row>(await send(mp, 'POST', '/a/bd/dict/save', { type: 'MAINTAIN_PROBLEM_TYPE', label: '门禁故障', value: '9' }));
    expect(added.sort).toBeGreaterThan(0);
    expect(ok<Array<{ value: string }>>(await ctx.call('zhangwei', 'GET', '/share/bd/dict/MAINTAIN_PROBLEM_TYPE')).map((o) => o.value)).toContain('9');
    // no edit right: 403
    expect((await send(mp, 'PUT', '/a/bd/dict', { id: added.id, version: added.version, label: 'x' })).statusCode).toBe(403);
    expect((await send(mp, 'POST', '/a/bd/dict/queryList', { params: { type: 'ASSET_CLASS' } })).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('another company\'s classes are neither listed nor reachable by id', async () => {
    const b = await ctx.make.company();
    const bAdmin = await b.session();
    // The same code in the other company: none of this company's classes show there.
    const bTop = ok<Node[]>(await send(bAdmin, 'POST', '/a/bd/treedict/queryTree', { params: { type: 'ASSET_CLASS' } }));
    expect(bTop.map((n) => n.label)).not.toContain('电子设备');
    const bItem = ok<Row>(await send(bAdmin, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', label: 'B公司专用分类', value: '88' }));

    expect((await list(holder, 'ASSET_CLASS')).some((r) => r.id === bItem.id || r.label === 'B公司专用分类')).toBe(false);
    expect((await send(holder, 'PUT', '/a/bd/dict', { id: bItem.id, version: bItem.version, label: '越界' })).statusCode).toBe(403);
    expect((await send(holder, 'DELETE', `/a/bd/dict/delete/${bItem.id}`)).statusCode).toBe(403);
    // Even this company's administrator does not find it.
    expect((await send(admin, 'DELETE', `/a/bd/dict/delete/${bItem.id}`)).statusCode).toBe(404);
    const mine = ok<Row>(await send(holder, 'POST', '/a/bd/dict/save', { type: 'ASSET_CLASS', label: 'A公司专用分类', value: '89' }));
    expect(ok<Row[]>(await send(bAdmin, 'POST', '/a/bd/dict/queryList', { params: { type: 'ASSET_CLASS' }, pageSize: 500 })).map((r) => r.id))
      .not.toContain(mine.id);
    expect(ok<Row[]>(await send(bAdmin, 'POST', '/a/bd/dict/queryList', { params: { type: 'ASSET_CLASS' }, pageSize: 500 })).find((r) => r.id === bItem.id)?.label)
      .toBe('B公司专用分类');
  });
});
