import { beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../../db/seed/data/index.js';
import { seed } from '../../../db/seed/index.js';
import { appModules } from '../../../modules/index.js';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = await ctx.token();
  staff = await ctx.token('zhangwei');
});

interface Area { id: string; parentId: string | null; parentIds: string; name: string; code: string | null; level: number; sort: number; version: number; isLeaf: boolean; children?: Area[] }

const send = (method: 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });
const tree = async (payload: unknown = {}) => body<Area[]>(await send('POST', '/a/bd/area/queryTree', payload)).data;
const save = (payload: unknown, token = admin) => send('POST', '/a/bd/area', payload, token);

describe('seeded areas', () => {
  it('has the 34 provincial-level divisions and their cities (a second seed run adds nothing)', async () => {
    await seed(ctx.t.database, ctx.t.config, { info: () => undefined, warn: () => undefined }, appModules);
    const all = await tree();
    expect(all).toHaveLength(34);
    expect(all.map((p) => p.code)).toContain('110000');
    const gd = all.find((p) => p.name === '广东省')!;
    expect(gd).toMatchObject({ code: '440000', level: 1, parentIds: '', isLeaf: false });
    expect(gd.children).toHaveLength(21);
    const sz = gd.children!.find((c) => c.name === '深圳市')!;
    expect(sz).toMatchObject({ code: '440300', level: 2, parentId: gd.id, parentIds: gd.id, isLeaf: true });
    expect(all.find((p) => p.code === '110000')!.children!.map((c) => c.code)).toEqual(['110100']);
    expect(all.find((p) => p.code === '810000')!.isLeaf).toBe(true);
    const cities = all.reduce((n, p) => n + (p.children?.length ?? 0), 0);
    expect(cities).toBe(337);
  });

  it('seed data: unique six-digit codes, each city under its province code', () => {
    const codes = AREAS.flatMap((p) => [p.code, ...(p.children ?? []).map((c) => c.code)]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of AREAS) {
      expect(p.code).toMatch(/^\d{2}0000$/);
      for (const c of p.children ?? []) {
        expect(c.code.slice(0, 2), c.name).toBe(p.code.slice(0, 2));
        expect(c.code).toMatch(/^\d{4}00$/);
      }
    }
  });

  it('loads one level lazily by parentId', async () => {
    const top = await tree({ parentId: '0' });
    expect(top).toHaveLength(34);
    expect(top.every((p) => p.children === undefined)).toBe(true);
    const zj = top.find((p) => p.name === '浙江省')!;
    expect(zj.isLeaf).toBe(false);
    const cities = await tree({ params: { parentId: zj.id } });
    expect(cities.map((c) => c.name)).toContain('杭州市');
    expect(cities).toHaveLength(11);
    expect(await tree({ parentId: 'no-such-area' })).toEqual([]);
  });

  it('filters by name, keeping the ancestors', async () => {
    const res = await tree({ name: '苏州' });
    expect(res).toHaveLength(1);
    expect(res[0].name).toBe('江苏省');
    expect(res[0].children!.map((c) => c.name)).toEqual(['苏州市']);
    expect(await tree({ name: '不存在的地方' })).toEqual([]);
    const prov = await tree({ params: { name: '广东' } });
    expect(prov.map((p) => p.name)).toEqual(['广东省']);
    expect(prov[0]).toMatchObject({ isLeaf: false });
    expect(prov[0].children).toBeUndefined();
    // LIKE wildcards are taken literally.
    expect(await tree({ name: '%' })).toEqual([]);
  });
});

describe('area administration', () => {
  it('creates a district under a city with the right path and level', async () => {
    const gd = (await tree({ name: '广州' }))[0];
    const gz = gd.children![0];
    const res = await save({ parentId: gz.id, name: '天河区', code: '440106', parentIds: 'ignored' });
    expect(res.statusCode).toBe(200);
    const d = body<Area>(res).data;
    expect(d).toMatchObject({ parentId: gz.id, parentIds: `${gd.id},${gz.id}`, level: 3, code: '440106', version: 1 });
    const kids = await tree({ parentId: gz.id });
    expect(kids.map((k) => k.name)).toEqual(['天河区']);
    // And a top-level area without a parent.
    const top = body<Area>(await save({ name: '测试大区' })).data;
    expect(top).toMatchObject({ parentId: null, parentIds: '', level: 1 });
  });

  it('validates: name required, parent must exist, code unique and well-formed', async () => {
    const noName = await save({ name: '' });
    expect(noName.statusCode).toBe(400);
    expect(body(noName).msg).toBe('区域名称不能为空');
    expect(body(await save({})).msg).toBe('区域名称不能为空');
    const noParent = await save({ name: '某区', parentId: 'missing' });
    expect(noParent.statusCode).toBe(400);
    expect(body(noParent).msg).toBe('上级区域不存在');
    const dup = await save({ name: '又一个北京', code: '110000' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('区域编码已存在');
    expect((await save({ name: '坏编码', code: '11-00' })).statusCode).toBe(400);
  });

  it('updates with optimistic locking and moves a subtree, rewriting paths and levels', async () => {
    const hb = (await tree({ name: '石家庄' }))[0];
    const sjz = hb.children![0];
    const district = body<Area>(await save({ parentId: sjz.id, name: '长安区', code: '130102' })).data;

    const renamed = await save({ id: sjz.id, version: sjz.version, name: '石家庄市（省会）', parentId: hb.id });
    expect(renamed.statusCode).toBe(200);
    expect(body<Area>(renamed).data).toMatchObject({ name: '石家庄市（省会）', version: sjz.version + 1, level: 2 });
    const stale = await save({ id: sjz.id, version: sjz.version, name: '再改', parentId: hb.id });
    expect(stale.statusCode).toBe(409);
    expect(body(await save({ id: sjz.id, name: '无版本' })).msg).toBe('版本号不能为空');
    expect((await save({ id: 'missing', version: 1, name: 'x' })).statusCode).toBe(404);

    // Move the city (with its district) to the top level, then under 山西省.
    const top = body<Area>(await save({ id: sjz.id, version: sjz.version + 1, name: '石家庄市', parentId: null })).data;
    expect(top).toMatchObject({ parentId: null, parentIds: '', level: 1 });
    let moved = (await tree({ parentId: sjz.id }))[0];
    expect(moved).toMatchObject({ id: district.id, parentIds: sjz.id, level: 2 });

    const sx = (await tree({ parentId: '0' })).find((p) => p.name === '山西省')!;
    const under = body<Area>(await save({ id: sjz.id, version: top.version, name: '石家庄市', parentId: sx.id })).data;
    expect(under).toMatchObject({ parentId: sx.id, parentIds: sx.id, level: 2 });
    moved = (await tree({ parentId: sjz.id }))[0];
    expect(moved).toMatchObject({ parentIds: `${sx.id},${sjz.id}`, level: 3 });

    // Not under itself or below itself.
    const cycle = await save({ id: sjz.id, version: under.version, name: '石家庄市', parentId: district.id });
    expect(cycle.statusCode).toBe(400);
    expect(body(cycle).msg).toMatch(/自身或其下级/);
    const self = await save({ id: sjz.id, version: under.version, name: '石家庄市', parentId: sjz.id });
    expect(self.statusCode).toBe(400);
  });

  it('refuses to delete an area with children, deletes a leaf', async () => {
    const bj = (await tree({ parentId: '0' })).find((p) => p.code === '110000')!;
    const refused = await send('DELETE', `/a/bd/area/${bj.id}`);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toMatch(/存在下级区域/);
    const leaf = body<Area>(await save({ name: '临时区域' })).data;
    expect((await send('DELETE', `/a/bd/area/${leaf.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/a/bd/area/${leaf.id}`)).statusCode).toBe(404);
  });

  it('gives a staff user 403 on every area call', async () => {
    expect((await send('POST', '/a/bd/area/queryTree', {}, staff)).statusCode).toBe(403);
    expect((await save({ name: '某区' }, staff)).statusCode).toBe(403);
    expect((await send('DELETE', '/a/bd/area/x', undefined, staff)).statusCode).toBe(403);
  });
});
