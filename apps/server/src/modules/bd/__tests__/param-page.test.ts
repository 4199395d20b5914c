import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { TOPIC } from '../../../platform/realtime/events.js';

const ctx = useTestApp();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = await ctx.token();
  staff = await ctx.token('zhangwei');
});

interface Param { id: string; key: string; value: string; name: string; category: string; isPublic: boolean; version: number }
interface PageConfig { id: string; type: string; name: string | null; content: Record<string, unknown>; version: number }

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: auth(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

describe('system parameter administration', () => {
  it('reads one parameter by key, 404 for an unknown key', async () => {
    const res = await get('/a/sys/param/sys.name');
    expect(res.statusCode).toBe(200);
    expect(body<Param>(res).data).toMatchObject({ key: 'sys.name', category: 'basic', isPublic: true });
    const missing = await get('/a/sys/param/no.such.key');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('参数不存在');
  });

  it('creates a custom parameter, refuses a duplicate or malformed key and a wrong category', async () => {
    let changes = 0;
    const off = ctx.t.database.bus.subscribe(TOPIC.PARAMS_CHANGED, () => { changes++; });
    const res = await send('POST', '/a/sys/param', { key: 'report.footer', value: '内部资料', name: '报表页脚' });
    off();
    expect(res.statusCode).toBe(200);
    expect(body<Param>(res).data).toMatchObject({ key: 'report.footer', value: '内部资料', category: 'custom', isPublic: false, version: 1 });
    expect(changes).toBe(1);
    // It shows in the list and the signed-in parameter map (after the list cache's TTL at most).
    const list = body<Param[]>(await send('POST', '/a/sys/param/queryList', { params: { category: 'custom' } })).data;
    expect(list.map((p) => p.key)).toContain('report.footer');

    const dup = await send('POST', '/a/sys/param', { key: 'sys.name', value: 'x', category: 'basic' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('参数键已存在');
    const badKey = await send('POST', '/a/sys/param', { key: '1abc', value: 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(body(badKey).msg).toMatch(/参数键须以字母开头/);
    expect((await send('POST', '/a/sys/param', { key: `a${'b'.repeat(100)}`, value: 'x' })).statusCode).toBe(400);
    expect((await send('POST', '/a/sys/param', { key: 'has space', value: 'x' })).statusCode).toBe(400);
    expect(body(await send('POST', '/a/sys/param', { value: 'x' })).msg).toBe('参数键不能为空');
    const badCat = await send('POST', '/a/sys/param', { key: 'x.y', value: 'x', category: 'other' });
    expect(badCat.statusCode).toBe(400);
    expect(body(badCat).msg).toMatch(/参数类别/);
    const biz = await send('POST', '/a/sys/param', { key: 'biz.flag', value: true, category: 'business', isPublic: true });
    expect(body<Param>(biz).data).toMatchObject({ value: 'true', category: 'business', isPublic: true });
  });

  it('deletes custom parameters only', async () => {
    const created = body<Param>(await send('POST', '/a/sys/param', { key: 'temp.param', value: '1' })).data;
    expect((await send('DELETE', `/a/sys/param/${created.id}`)).statusCode).toBe(200);
    expect((await get('/a/sys/param/temp.param')).statusCode).toBe(404);
    expect((await send('DELETE', `/a/sys/param/${created.id}`)).statusCode).toBe(404);

    const basic = body<Param>(await get('/a/sys/param/sys.name')).data;
    const refused = await send('DELETE', `/a/sys/param/${basic.id}`);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('只能删除自定义参数，基础参数和业务参数不能删除');
    // A built-in custom parameter (the seed would bring it back) is refused too.
    const builtIn = body<Param>(await get('/a/sys/param/isPrivate')).data;
    expect(builtIn.category).toBe('custom');
    const refused2 = await send('DELETE', `/a/sys/param/${builtIn.id}`);
    expect(body(refused2).msg).toBe('系统内置参数不能删除');
  });

  it('gives a staff user 403', async () => {
    expect((await get('/a/sys/param/sys.name', staff)).statusCode).toBe(403);
    expect((await send('POST', '/a/sys/param', { key: 'a.b', value: 'x' }, staff)).statusCode).toBe(403);
    expect((await send('DELETE', '/a/sys/param/x', undefined, staff)).statusCode).toBe(403);
  });
});

describe('page configuration', () => {
  const content = {
    url: '/b/contract/queryList',
    forms: [{ key: 'name', label: '合同名称', type: 'input' }],
    tableColumn: [{ dataIndex: 'name', title: '合同名称' }],
    extraParams: { businessType: '1' },
    searchConditons: [{ key: 'name', op: 'like' }],
  };

  it('creates, lists by type, updates with locking and deletes', async () => {
    const res = await send('POST', '/a/sys/pageConfig', { type: 'contract-list', name: '合同列表', content });
    expect(res.statusCode).toBe(200);
    const row = body<PageConfig>(res).data;
    expect(row).toMatchObject({ type: 'contract-list', name: '合同列表', content, version: 1 });
    await send('POST', '/a/sys/pageConfig', { type: 'other-page', content: JSON.stringify({ url: '/b/x' }) });

    // Any signed-in user reads it.
    const list = await send('POST', '/b/pageConfig/queryList', { params: { type: 'contract-list' } }, staff);
    expect(list.statusCode).toBe(200);
    const b = body<PageConfig[]>(list);
    expect(b.total).toBe(1);
    expect(b.data[0]).toMatchObject({ id: row.id, type: 'contract-list', name: '合同列表', content });
    const other = body<PageConfig[]>(await send('POST', '/b/pageConfig/queryList', { params: { type: 'other-page' } })).data;
    expect(other[0].content).toEqual({ url: '/b/x' });
    expect(body<PageConfig[]>(await send('POST', '/b/pageConfig/queryList', { params: { type: 'nothing' } })).data).toEqual([]);
    expect((await send('POST', '/b/pageConfig/queryList', { params: { content: 'x' } })).statusCode).toBe(400);

    const upd = await send('POST', '/a/sys/pageConfig', { id: row.id, version: 1, type: 'contract-list', content: { ...content, url: '/b/contract/v2' } });
    expect(upd.statusCode).toBe(200);
    expect(body<PageConfig>(upd).data).toMatchObject({ version: 2, content: { url: '/b/contract/v2' } });
    const stale = await send('POST', '/a/sys/pageConfig', { id: row.id, version: 1, type: 'contract-list', content });
    expect(stale.statusCode).toBe(409);
    expect(body(await send('POST', '/a/sys/pageConfig', { id: row.id, type: 'contract-list', content })).msg).toBe('版本号不能为空');
    expect((await send('POST', '/a/sys/pageConfig', { id: 'missing', version: 1, type: 'x', content })).statusCode).toBe(404);

    expect((await send('DELETE', `/a/sys/pageConfig/${row.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/a/sys/pageConfig/${row.id}`)).statusCode).toBe(404);
    expect(body<PageConfig[]>(await send('POST', '/b/pageConfig/queryList', { params: { type: 'contract-list' } })).data).toEqual([]);
  });

  it('requires a type and a JSON object as content', async () => {
    for (const bad of [[1, 2], 'not json', '[1]', 42, null]) {
      const res = await send('POST', '/a/sys/pageConfig', { type: 'x', content: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(body(res).msg).toBe('页面配置内容必须是JSON对象');
    }
    expect(body(await send('POST', '/a/sys/pageConfig', { type: 'x' })).msg).toBe('页面配置内容必须是JSON对象');
    expect(body(await send('POST', '/a/sys/pageConfig', { type: ' ', content: {} })).msg).toBe('页面类型不能为空');
  });

  it('gives a staff user 403 on the admin calls', async () => {
    expect((await send('POST', '/a/sys/pageConfig', { type: 'x', content: {} }, staff)).statusCode).toBe(403);
    expect((await send('DELETE', '/a/sys/pageConfig/x', undefined, staff)).statusCode).toBe(403);
  });
});

describe('API description', () => {
  it('documents the base-data calls in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of ['/api/share/bd/dict/{code}', '/api/a/bd/dict/save', '/api/a/bd/area', '/api/a/sys/pageConfig', '/api/a/sys/param/{key}']) {
      expect(paths, p).toContain(p);
    }
  });
});
