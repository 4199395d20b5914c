import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { TenantCache } from '../bd-support.js';

const ctx = useTestApp();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = await ctx.token();
  staff = await ctx.token('zhangwei');
});

interface Option { id: string; label: string; value: string; text: string; enabled: boolean; disabled: boolean; parentId: string | null; extValues: Record<string, unknown>; children?: Option[] }
interface DictRow { id: string; type: string; label: string; value: string; sort: number; enabled: boolean; parentId: string | null; version: number; dictName: string | null; ext: Record<string, unknown> }

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: auth(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

describe('shared dictionary lookups', () => {
  it('answers the enabled items of a dictionary as sorted options', async () => {
    const res = await get('/share/bd/dict/BUSINESS_TYPE', staff);
    expect(res.statusCode).toBe(200);
    const opts = body<Option[]>(res).data;
    expect(opts.map((o) => o.label)).toEqual(['造价咨询', '招标代理', '跟踪审计', '工程咨询', '资产评估']);
    expect(opts[0]).toMatchObject({ value: '1', text: '造价咨询', enabled: true, disabled: false, extValues: { dictName: '业务类型' } });
    expect(typeof opts[0].id).toBe('string');
  });

  it('answers an empty list for an unknown code and 400 for a malformed one', async () => {
    expect(body<Option[]>(await get('/share/bd/dict/NO_SUCH_DICT')).data).toEqual([]);
    const bad = await get('/share/bd/dict/%27%3Bdrop');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/字典编码/);
  });

  it('finds one item by value, and 404 for a missing one', async () => {
    const res = await get('/share/bd/dict/BUSINESS_TYPE/3', staff);
    expect(body<Option>(res).data).toMatchObject({ label: '跟踪审计', value: '3' });
    const missing = await get('/share/bd/dict/BUSINESS_TYPE/99');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('字典项不存在');
  });

  it('answers a tree dictionary with children and fullText from the root', async () => {
    const res = await get('/share/bd/treedict/EXPENSE_TYPE', staff);
    const tree = body<Option[]>(res).data;
    const office = tree.find((o) => o.label === '办公费')!;
    expect(office.extValues.fullText).toBe('办公费');
    const supplies = office.children!.find((c) => c.label === '办公用品')!;
    expect(supplies.extValues.fullText).toBe('办公费/办公用品');
    expect(supplies.value).toBe('0201');
  });

  it('answers several dictionaries at once (params.types or params.type)', async () => {
    const res = await send('POST', '/share/bd/dict/queryList', { params: { types: ['SEX', 'YES_NO'] } }, staff);
    const map = body<Record<string, Option[]>>(res).data;
    expect(Object.keys(map).sort()).toEqual(['SEX', 'YES_NO']);
    expect(map.SEX.map((o) => o.label)).toEqual(['男', '女']);
    const one = body<Record<string, Option[]>>(await send('POST', '/share/bd/dict/queryList', { params: { type: 'SEX,BUSINESS_TYPE' } })).data;
    expect(Object.keys(one).sort()).toEqual(['BUSINESS_TYPE', 'SEX']);
    const top = body<Record<string, Option[]>>(await send('POST', '/share/bd/dict/queryList', { types: ['SEX'] })).data;
    expect(Object.keys(top)).toEqual(['SEX']);
    const none = await send('POST', '/share/bd/dict/queryList', { params: {} });
    expect(none.statusCode).toBe(400);
    expect(body(none).msg).toBe('请指定字典编码');
    const bad = await send('POST', '/share/bd/dict/queryList', { params: { types: ['ok', 'no good'] } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists base data by category or type', async () => {
    const unit = body<Option[]>(await get('/bs/common/baseData/list?category=UNIT_CLASS', staff)).data;
    expect(unit[0]).toMatchObject({ label: '建设单位', value: '1' });
    const info = body<Option[]>(await get('/bs/common/baseData/list?category=SUPERVISE_INFO_CATEGORY')).data;
    expect(info.slice(0, 2).map((o) => o.label)).toEqual(['巡视', '旁站']);
    const machines = body<Option[]>(await get('/bs/common/baseData/list?type=SUPERVISE_MACHINE_DATA')).data;
    expect(machines[0]).toMatchObject({ label: '塔式起重机', extValues: { specialEquipment: true } });
    const none = await get('/bs/common/baseData/list');
    expect(none.statusCode).toBe(400);
    expect(body(none).msg).toBe('请指定基础数据类别');
  });

  it('answers the dictionary catalogue grouped into plain and tree dictionaries', async () => {
    const res = await get('/b/kind/tree1', staff);
    const groups = body<{ id: string; label: string; children: { id: string; label: string; isTree: boolean; count: number }[] }[]>(res).data;
    expect(groups.map((g) => g.id)).toEqual(['dict', 'treedict']);
    const plain = groups[0].children;
    const tree = groups[1].children;
    expect(plain.find((d) => d.id === 'BUSINESS_TYPE')).toMatchObject({ label: '业务类型', isTree: false, count: 5 });
    expect(tree.find((d) => d.id === 'EXPENSE_TYPE')).toMatchObject({ label: '费用类型', isTree: true });
    expect(plain.some((d) => d.id === 'EXPENSE_TYPE')).toBe(false);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/share/bd/dict/SEX' })).statusCode).toBe(401);
  });
});

describe('dictionary administration', () => {
  it('lists items with the list DSL, sorted by sort ascending by default', async () => {
    const res = await send('POST', '/a/bd/dict/queryList', { params: { type: 'BUSINESS_TYPE' } });
    expect(res.statusCode).toBe(200);
    const b = body<DictRow[]>(res);
    expect(b.total).toBe(5);
    expect(b.data.map((r) => r.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(b.data[0].dictName).toBe('业务类型');
    const like = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { type: 'BUSINESS_TYPE', label: '咨询' } })).data;
    expect(like.map((r) => r.label)).toEqual(['造价咨询', '工程咨询']);
    const desc = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { type: 'SEX' }, orderBy: 'sort', order: 'desc' })).data;
    expect(desc.map((r) => r.label)).toEqual(['女', '男']);
    const byName = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { dictName$like: '性别' } })).data;
    expect(byName.map((r) => r.label)).toEqual(['男', '女']);
    const enabledOnly = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { type: 'SEX', enabled: false } })).data;
    expect(enabledOnly).toEqual([]);
  });

  it('rejects unknown list fields and sort keys', async () => {
    const bad = await send('POST', '/a/bd/dict/queryList', { params: { password: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/不支持的查询字段/);
    expect((await send('POST', '/a/bd/dict/queryList', { orderBy: 'tenantId' })).statusCode).toBe(400);
  });

  it('creates, updates and deletes an item; answers on the shared call change at once (cache dropped)', async () => {
    // Read first so the answer is cached.
    const before = body<Option[]>(await get('/share/bd/dict/BUSINESS_TYPE', staff)).data;
    expect(before).toHaveLength(5);
    const created = await send('POST', '/a/bd/dict/save', { type: 'BUSINESS_TYPE', label: '全过程咨询', value: '6' });
    expect(created.statusCode).toBe(200);
    const row = body<DictRow>(created).data;
    expect(row).toMatchObject({ type: 'BUSINESS_TYPE', label: '全过程咨询', value: '6', enabled: true, dictName: '业务类型', version: 1 });
    expect(row.sort).toBeGreaterThan(50);

    const afterCreate = body<Option[]>(await get('/share/bd/dict/BUSINESS_TYPE', staff)).data;
    expect(afterCreate.map((o) => o.label)).toEqual([...before.map((o) => o.label), '全过程咨询']);

    const upd = await send('PUT', '/a/bd/dict', { id: row.id, version: row.version, label: '全过程工程咨询', sort: 1 });
    expect(upd.statusCode).toBe(200);
    expect(body<DictRow>(upd).data).toMatchObject({ label: '全过程工程咨询', version: 2 });
    const afterUpdate = body<Option[]>(await get('/share/bd/dict/BUSINESS_TYPE', staff)).data;
    expect(afterUpdate[0].label).toBe('全过程工程咨询');
    expect(body<Option>(await get('/share/bd/dict/BUSINESS_TYPE/6', staff)).data.label).toBe('全过程工程咨询');

    // Disabling hides it from options but not from the by-value lookup (old records still show).
    // save with id and version updates too.
    const viaSave = await send('POST', '/a/bd/dict/save', { id: row.id, version: 2, type: 'BUSINESS_TYPE', label: '全过程工程咨询', value: '6', remark: '经 save 修改' });
    expect(body<DictRow>(viaSave).data).toMatchObject({ version: 3, remark: '经 save 修改' });
    expect(body(await send('POST', '/a/bd/dict/save', { id: row.id, type: 'BUSINESS_TYPE', label: 'x', value: '6' })).msg).toBe('版本号不能为空');
    const dis = await send('PUT', '/a/bd/dict', { id: row.id, version: 3, enabled: false });
    expect(body<DictRow>(dis).data.enabled).toBe(false);
    expect(body<Option[]>(await get('/share/bd/dict/BUSINESS_TYPE', staff)).data.some((o) => o.value === '6')).toBe(false);
    expect(body<Option>(await get('/share/bd/dict/BUSINESS_TYPE/6', staff)).data.disabled).toBe(true);

    const del = await send('DELETE', `/a/bd/dict/delete/${row.id}`);
    expect(del.statusCode).toBe(200);
    expect(body<Option[]>(await get('/share/bd/dict/BUSINESS_TYPE', staff)).data).toHaveLength(5);
    expect((await get('/share/bd/dict/BUSINESS_TYPE/6', staff)).statusCode).toBe(404);
    expect((await send('DELETE', `/a/bd/dict/delete/${row.id}`)).statusCode).toBe(404);
  });

  it('drops the cached catalogue and tree on change', async () => {
    const cat = async () => body<{ children: { id: string; label: string; count: number }[] }[]>(await get('/b/kind/tree1')).data;
    expect((await cat())[0].children.some((d) => d.id === 'MY_NEW_DICT')).toBe(false);
    const res = await send('POST', '/a/bd/dict/save', { type: 'MY_NEW_DICT', dictName: '我的字典', label: '甲', value: 'a' });
    expect(res.statusCode).toBe(200);
    expect((await cat())[0].children.find((d) => d.id === 'MY_NEW_DICT')).toMatchObject({ label: '我的字典', count: 1 });
    // A second item without dictName takes the dictionary's name.
    const second = body<DictRow>(await send('POST', '/a/bd/dict/save', { type: 'MY_NEW_DICT', label: '乙', value: 'b' })).data;
    expect(second.dictName).toBe('我的字典');

    const tree = async () => body<Option[]>(await get('/share/bd/treedict/EXPENSE_TYPE')).data;
    const office = (await tree()).find((o) => o.label === '办公费')!;
    const child = await send('POST', '/a/bd/dict/save', { type: 'EXPENSE_TYPE', parentId: office.id, label: '办公耗材', value: '0299' });
    expect(child.statusCode).toBe(200);
    const again = (await tree()).find((o) => o.label === '办公费')!;
    expect(again.children!.find((c) => c.value === '0299')!.extValues.fullText).toBe('办公费/办公耗材');
  });

  it('keeps values unique within one level and requires the label', async () => {
    const dup = await send('POST', '/a/bd/dict/save', { type: 'SEX', label: '其他', value: '1' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('字典值已存在');
    const noLabel = await send('POST', '/a/bd/dict/save', { type: 'SEX', value: '9' });
    expect(noLabel.statusCode).toBe(400);
    expect(body(noLabel).msg).toBe('字典标签不能为空');
    const blankLabel = await send('POST', '/a/bd/dict/save', { type: 'SEX', label: '  ', value: '9' });
    expect(body(blankLabel).msg).toBe('字典标签不能为空');
    const noValue = await send('POST', '/a/bd/dict/save', { type: 'SEX', label: '未知' });
    expect(body(noValue).msg).toBe('字典值不能为空');
    const badType = await send('POST', '/a/bd/dict/save', { type: '9 bad', label: '未知', value: '9' });
    expect(badType.statusCode).toBe(400);
    // The same value under another parent is fine (tree dictionaries).
    const tree = body<Option[]>(await get('/share/bd/treedict/EXPENSE_TYPE')).data;
    const [a, b] = tree;
    const first = await send('POST', '/a/bd/dict/save', { type: 'EXPENSE_TYPE', parentId: a.id, label: '其他', value: 'X1' });
    const second = await send('POST', '/a/bd/dict/save', { type: 'EXPENSE_TYPE', parentId: b.id, label: '其他', value: 'X1' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // A parent from another dictionary, or a missing one, is refused.
    const wrongParent = await send('POST', '/a/bd/dict/save', { type: 'SEX', parentId: a.id, label: '其他', value: 'X2' });
    expect(body(wrongParent).msg).toBe('上级字典项不存在');
    // Renaming to a taken value is refused too.
    const sex = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { type: 'SEX' } })).data;
    const clash = await send('PUT', '/a/bd/dict', { id: sex[1].id, version: sex[1].version, value: sex[0].value });
    expect(body(clash).msg).toBe('字典值已存在');
  });

  it('answers 409 on a stale version, 404 on a missing item, and refuses cycles and type changes', async () => {
    const [row] = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { type: 'YES_NO' } })).data;
    expect((await send('PUT', '/a/bd/dict', { id: row.id, version: row.version, remark: '说明' })).statusCode).toBe(200);
    const stale = await send('PUT', '/a/bd/dict', { id: row.id, version: row.version, remark: '再改' });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).msg).toBe('数据已被他人修改，请刷新后重试');
    expect((await send('PUT', '/a/bd/dict', { id: 'nope', version: 1, label: 'x' })).statusCode).toBe(404);
    expect(body(await send('PUT', '/a/bd/dict', { id: row.id, label: 'x' })).msg).toBe('版本号不能为空');
    expect(body(await send('PUT', '/a/bd/dict', { id: row.id, version: row.version + 1, type: 'SEX' })).msg).toBe('字典类型不能修改');

    const tree = body<Option[]>(await get('/share/bd/treedict/EXPENSE_TYPE')).data;
    const parent = tree.find((o) => o.label === '差旅费')!;
    const [pRow] = body<DictRow[]>(await send('POST', '/a/bd/dict/queryList', { params: { type: 'EXPENSE_TYPE', value: parent.value, parentId$isNull: true } })).data;
    const cycle = await send('PUT', '/a/bd/dict', { id: pRow.id, version: pRow.version, parentId: parent.children![0].id });
    expect(cycle.statusCode).toBe(400);
    expect(body(cycle).msg).toMatch(/自身或其下级/);
  });

  it('refuses to delete an item that has children', async () => {
    const tree = body<Option[]>(await get('/share/bd/treedict/EXPENSE_TYPE')).data;
    const res = await send('DELETE', `/a/bd/dict/delete/${tree[0].id}`);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toMatch(/存在下级/);
  });

  it('answers the admin tree of a tree dictionary, disabled items included, filtered by label', async () => {
    const res = await send('POST', '/a/bd/treedict/queryTree', { params: { type: 'SUPPLIES_CLASS' } });
    expect(res.statusCode).toBe(200);
    const tree = body<Option[]>(res).data;
    expect(tree.length).toBeGreaterThan(0);
    const top = body<Option[]>(await send('POST', '/a/bd/treedict/queryTree', { type: 'EXPENSE_TYPE', label: '停车' })).data;
    expect(top).toHaveLength(1);
    expect(top[0].label).toBe('车辆费用');
    expect(top[0].children!.map((c) => c.label)).toEqual(['停车费']);
    expect((await send('POST', '/a/bd/treedict/queryTree', {})).statusCode).toBe(400);
  });
});

describe('dictionary permissions', () => {
  it('gives a staff user 403 on /a/ calls while /share/ ones answer', async () => {
    expect((await get('/share/bd/dict/SEX', staff)).statusCode).toBe(200);
    expect((await send('POST', '/a/bd/dict/queryList', { params: { type: 'SEX' } }, staff)).statusCode).toBe(403);
    expect((await send('POST', '/a/bd/dict/save', { type: 'SEX', label: '未知', value: '9' }, staff)).statusCode).toBe(403);
    expect((await send('PUT', '/a/bd/dict', { id: 'x', version: 1 }, staff)).statusCode).toBe(403);
    expect((await send('DELETE', '/a/bd/dict/delete/x', undefined, staff)).statusCode).toBe(403);
    expect((await send('POST', '/a/bd/treedict/queryTree', { type: 'EXPENSE_TYPE' }, staff)).statusCode).toBe(403);
  });

  it('needs the add button to create even with the view permission', async () => {
    // A user whose role holds the dictionary page (view) only.
    const viewer = await ctx.make.user({ roles: [{ perms: ['sys:dict:view'] }] });
    const token = await ctx.token(viewer.loginName);
    expect((await send('POST', '/a/bd/dict/queryList', { params: { type: 'SEX' } }, token)).statusCode).toBe(200);
    const res = await send('POST', '/a/bd/dict/save', { type: 'SEX', label: '未知', value: '9' }, token);
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('没有权限执行此操作');
  });
});

describe('the dictionary cache', () => {
  it('is bounded, expires, and drops one tenant at a time', async () => {
    const c = new TenantCache<number>(3, 50);
    c.set('t1', 'a', 1);
    c.set('t1', 'b', 2);
    c.set('t2', 'a', 3);
    expect(c.get('t1', 'a')).toBe(1); // a is now the most recent
    c.set('t2', 'b', 4); // evicts t1:b, the least recently used
    expect(c.size).toBe(3);
    expect(c.get('t1', 'b')).toBeUndefined();
    c.dropTenant('t1');
    expect(c.get('t1', 'a')).toBeUndefined();
    expect(c.get('t2', 'a')).toBe(3);
    await new Promise((r) => setTimeout(r, 60));
    expect(c.get('t2', 'a')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    await c.getOrLoad('t3', 'x', load);
    await c.getOrLoad('t3', 'x', load);
    expect(loads).toBe(1);
  });
});
