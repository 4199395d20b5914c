import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysParam, sysUser, tenant } from '../../db/schema/index.js';
import { newId } from '../ids.js';
import { withTenant } from '../tenancy.js';
import { auth, body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

let admin: string;
beforeAll(async () => {
  admin = await ctx.token();
});

describe('envelope, errors and docs', () => {
  it('answers unknown /api routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/route', headers: auth(admin) });
    expect(res.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/no/such/route' })).statusCode).toBe(404);
    expect(body(res)).toEqual({ success: false, code: 404, status: false, msg: '接口不存在', data: null });
  });

  it('serves the OpenAPI document with the sign-in calls and their schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.paths['/api/login'].post.requestBody).toBeTruthy();
    for (const p of ['/api/captcha', '/api/logout', '/api/user/info', '/api/user/nav', '/api/getLoginData', '/api/login/getPKeys',
      '/api/modPassword', '/api/login/sms/send', '/api/login/sms', '/api/findPassword', '/api/login/qrCode', '/api/login/codeStatus',
      '/api/login/sso/userinfo', '/api/share/param/paramList', '/api/login/initAuthToken']) {
      expect(doc.paths[p], p).toBeTruthy();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('gives public parameters before sign-in and all of them after', async () => {
    const pub = body<Record<string, string>>(await ctx.app.inject({ method: 'GET', url: '/api/share/param/paramList' })).data;
    expect(pub['sys.name']).toBeTruthy();
    expect(pub).toHaveProperty('sys.copyright');
    expect(pub).not.toHaveProperty('aiConfig');
    const all = body<Record<string, string>>(await ctx.app.inject({ method: 'GET', url: '/api/share/param/paramList', headers: auth(admin) })).data;
    expect(all).toHaveProperty('aiConfig');
    expect(all).toHaveProperty('file.suffix');
  });
});

describe('tenancy in the data layer', () => {
  it('confines every query of a tenant transaction to that tenant, whatever the query says', async () => {
    const db = ctx.db;
    const [def] = await db.select().from(tenant);
    const other = (await ctx.make.company({ name: '另一家公司', admin: { name: '别家管理员', role: false } })).tenantId;

    const mine = await withTenant(db, { tenantId: def.id, userId: null }, (tx) => tx.select().from(sysUser).where(eq(sysUser.loginName, 'admin')));
    expect(mine.map((u) => u.name)).toEqual(['系统管理员']);
    const theirs = await withTenant(db, { tenantId: other, userId: null }, (tx) => tx.select().from(sysUser));
    expect(theirs.map((u) => u.name)).toEqual(['别家管理员']);

    // Inserts take the transaction's tenant; naming another tenant is refused by the policy.
    const id = newId();
    await withTenant(db, { tenantId: other, userId: 'u1' }, (tx) => tx.insert(sysParam).values({ id, key: 'x.test', value: '1' }));
    const [row] = await db.select().from(sysParam).where(eq(sysParam.id, id));
    expect(row.tenantId).toBe(other);
    expect(row.createdBy).toBe('u1');
    await expect(withTenant(db, { tenantId: other, userId: null }, (tx) =>
      tx.insert(sysParam).values({ tenantId: def.id, id: newId(), key: 'y.test', value: '1' }))).rejects.toThrow();
    // Updates cannot reach across either.
    const touched = await withTenant(db, { tenantId: other, userId: null }, (tx) =>
      tx.update(sysUser).set({ name: 'hacked' }).where(eq(sysUser.tenantId, def.id)).returning());
    expect(touched).toHaveLength(0);
  });

  it('keeps a signed-in user inside their tenant through HTTP', async () => {
    const res = body<{ loginName: string }[]>(await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(admin), payload: { params: { loginName: 'admin' } },
    }));
    expect(res.data).toHaveLength(1);
  });

  it('shows nothing and accepts nothing without a tenant', async () => {
    const db = ctx.db;
    const noTenant = <T>(fn: (tx: typeof db) => Promise<T>) => db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', '', true), set_config('role', 'ecms_app', true)`);
      return fn(tx as unknown as typeof db);
    });
    expect(await noTenant((tx) => tx.select().from(sysUser))).toHaveLength(0);
    await expect(noTenant((tx) => tx.insert(sysParam).values({ id: newId(), key: 'z.test', value: '1' }))).rejects.toThrow();
  });
});

describe('list-query DSL', () => {
  it('lets LIKE searches use indexes under row-level security (texticlike is leakproof)', async () => {
    const rows = ((await ctx.db.execute(sql`select proname, proleakproof from pg_proc where proname in ('texticlike', 'textlike')`)) as unknown as
      { rows: { proname: string; proleakproof: boolean }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.proleakproof)).toBe(true);
  });

  const list = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(admin), payload: payload as object });

  it('filters with field$op, sorts by a whitelisted field and pages', async () => {
    const all = body<unknown[]>(await list({ pageSize: 5 }));
    expect(all.data).toHaveLength(5);
    expect(all.total).toBeGreaterThanOrEqual(20);
    const like = body<{ name: string }[]>(await list({ params: { name$like: '张' }, orderBy: 'name', order: 'asc' }));
    expect(like.data.length).toBeGreaterThan(0);
    expect(like.data.every((u) => u.name.includes('张'))).toBe(true);
    const page2 = body<{ id: string }[]>(await list({ pageNo: 2, pageSize: 5, orderBy: 'loginName', order: 'asc' }));
    const page1 = body<{ id: string }[]>(await list({ pageNo: 1, pageSize: 5, orderBy: 'loginName', order: 'asc' }));
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    const inList = body<unknown[]>(await list({ params: { loginName$in: ['admin', 'zhangwei'] } }));
    expect(inList.data).toHaveLength(2);
    const empty = body<unknown[]>(await list({ params: { name$like: '' } }));
    expect(empty.total).toBe(all.total);
    const wildcard = body<unknown[]>(await list({ params: { name$like: '%' } }));
    expect(wildcard.data).toHaveLength(0);
  });

  it('refuses an unknown field, an unknown op and an SQL-looking sort with 400', async () => {
    const a = await list({ params: { passwordHash: 'x' } });
    expect(a.statusCode).toBe(400);
    expect(body(a).msg).toBe('不支持的查询字段：passwordHash');
    const b = await list({ params: { name$regex: 'x' } });
    expect(b.statusCode).toBe(400);
    expect(body(b).msg).toBe('不支持的查询操作：regex');
    const c = await list({ orderBy: 'name; drop table sys_user' });
    expect(c.statusCode).toBe(400);
    expect(body(c).msg).toContain('不支持的排序字段');
    const d = await list({ orderBy: 'name', order: 'desc nulls first' });
    expect(d.statusCode).toBe(400);
    const e = await list({ pageSize: 5000 });
    expect(e.statusCode).toBe(400);
    expect(body(e).msg).toBe('每页条数不能超过1000');
  });
});

describe('list totals past the exact-count cap', () => {
  it('reports more than the cap (the planner estimate) instead of counting every row', async () => {
    await ctx.db.execute(sql`insert into bd_dict (tenant_id, id, type, label, value)
      select id, 'big-' || g, 'BIG_TEST', '条目' || g, 'v' || g from tenant, generate_series(1, 3000) g where code = 'default'`);
    await ctx.db.execute(sql`analyze bd_dict`);
    const res = body<unknown[]>(await ctx.app.inject({
      method: 'POST', url: '/api/a/bd/dict/queryList', headers: auth(admin), payload: { params: { type: 'BIG_TEST' }, pageSize: 10 },
    }));
    expect(res.data).toHaveLength(10);
    // More than the cap, never an exact count of all 3000 (the estimate is the planner's).
    expect(res.total).toBeGreaterThan(2000);
    expect(res.total).toBeLessThan(10_000);
  });

  it('a set far past the cap reports a close estimate, and a small full page still counts exactly', async () => {
    await ctx.db.execute(sql`insert into bd_dict (tenant_id, id, type, label, value)
      select id, 'huge-' || g, 'HUGE_TEST', '条目' || g, 'v' || g from tenant, generate_series(1, 12000) g where code = 'default'`);
    await ctx.db.execute(sql`insert into bd_dict (tenant_id, id, type, label, value)
      select id, 'small-' || g, 'SMALL_TEST', '条目' || g, 'v' || g from tenant, generate_series(1, 37) g where code = 'default'`);
    await ctx.db.execute(sql`analyze bd_dict`);
    const list = async (type: string) => body<unknown[]>(await ctx.app.inject({
      method: 'POST', url: '/api/a/bd/dict/queryList', headers: auth(admin), payload: { params: { type }, pageSize: 10 },
    }));
    const huge = await list('HUGE_TEST');
    expect(huge.total).toBeGreaterThan(9_000);
    expect(huge.total).toBeLessThan(15_000);
    expect((await list('SMALL_TEST')).total).toBe(37);
  });
});

describe('optimistic locking', () => {
  it('updates with the current version and answers 409 to a stale one', async () => {
    const list = body<{ id: string; key: string; version: number }[]>(await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/param/queryList', headers: auth(admin), payload: { params: { key: 'sys.name' } },
    }));
    const p = list.data[0];
    const first = await ctx.app.inject({ method: 'PUT', url: '/api/a/sys/param', headers: auth(admin), payload: { id: p.id, value: '新系统名', version: p.version } });
    expect(first.statusCode).toBe(200);
    expect(body<{ version: number; updatedBy: string }>(first).data.version).toBe(p.version + 1);
    const stale = await ctx.app.inject({ method: 'PUT', url: '/api/a/sys/param', headers: auth(admin), payload: { id: p.id, value: '另一个名', version: p.version } });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).msg).toBe('数据已被他人修改，请刷新后重试');
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/a/sys/param', headers: auth(admin), payload: { id: 'nope', value: 'x', version: 1 } });
    expect(missing.statusCode).toBe(404);
    const pub = body<Record<string, string>>(await ctx.app.inject({ method: 'GET', url: '/api/share/param/paramList' })).data;
    expect(pub['sys.name']).toBe('新系统名');
  });
});
