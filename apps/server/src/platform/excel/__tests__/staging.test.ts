import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { impPending, searchDoc, sysUser } from '../../../db/schema/index.js';
import { newId } from '../../ids.js';
import { refreshSearch } from '../../search/index.js';
import type { TxRunner } from '../import.js';
import { openStage } from '../staging.js';
import { spaceOf } from '../../../modules/form/form-model.js';
import { auth } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Staged writes (staging.ts): an import's rows written in many short transactions are seen by
 * nobody else until the one publish, and a failed import leaves nothing behind.
 */
const ctx = useTestApp();
const withTx: TxRunner = (fn) => ctx.as('admin', (tx) => fn(tx));

/** A user row as importUsers writes it, with its search document. */
async function addUser(tx: Db, loginName: string): Promise<void> {
  const id = newId();
  await tx.insert(sysUser).values({ id, loginName, name: `暂存${loginName}`, passwordHash: 'x', mustChangePassword: true });
  await refreshSearch(tx, 'sys_user', [id]);
}

/** What the administrator's user list shows for a login name. */
async function listed(loginName: string): Promise<number> {
  const res = await ctx.call('admin', 'POST', '/api/a/sys/user/queryList', { params: { loginName } });
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { total: number }).total;
}

async function searched(keyword: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/b/global/search/queryList', headers: auth(await ctx.token('admin')), payload: { params: { keyword } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { total: number }).total;
}

/** Rows with the login name, whatever their state (the privileged handle sees staged rows too). */
const stored = async (loginName: string) => ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, loginName));

describe('staged import writes', () => {
  it('rows written in several short transactions are hidden from other requests until the one publish', async () => {
    const stage = await openStage(withTx);
    await stage.write((tx) => addUser(tx, 'stage_a1'));
    await stage.write((tx) => addUser(tx, 'stage_a2'));
    // The batch's own transactions see what it wrote (the next batch's duplicate check needs it).
    expect(await stage.write((tx) => tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'stage_a1')))).toHaveLength(1);
    // Everyone else: neither the list, nor the search, nor a plain tenant transaction.
    expect(await listed('stage_a1')).toBe(0);
    expect(await searched('暂存stage_a2')).toBe(0);
    expect(await ctx.as('admin', (tx) => tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'stage_a2')))).toHaveLength(0);
    // The login name is held meanwhile: a second user with it is refused, not duplicated.
    const taken = await ctx.call('admin', 'POST', '/api/a/sys/user', { loginName: 'stage_a1', name: '抢注', deptId: await ctx.deptId('HJ0201') });
    expect(taken.statusCode, taken.body).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBeLessThan(500);

    await stage.publish();
    expect(await listed('stage_a1')).toBe(1);
    expect(await listed('stage_a2')).toBe(1);
    expect(await searched('暂存stage_a2')).toBe(1);
    await stage.settle();
    const marks = await ctx.db.execute(sql`select count(*)::int as n from sys_user where import_batch = ${stage.id}`);
    expect((marks as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('a discarded batch leaves nothing: no rows, no search documents, the login names free again', async () => {
    const stage = await openStage(withTx);
    await stage.write((tx) => addUser(tx, 'stage_b1'));
    expect(await stored('stage_b1')).toHaveLength(1);
    await stage.discard();
    expect(await stored('stage_b1')).toHaveLength(0);
    expect(await ctx.db.select().from(searchDoc).where(sql`${searchDoc.title} like '暂存stage_b1%'`)).toHaveLength(0);
    expect(await ctx.db.select().from(impPending).where(eq(impPending.id, stage.id))).toHaveLength(0);
    await withTx((tx) => addUser(tx, 'stage_b1'));
    expect(await listed('stage_b1')).toBe(1);
  });

  it('a batch left pending by a dead process is swept by the next staged import', async () => {
    const stale = newId();
    await ctx.db.insert(impPending).values({ tenantId: ctx.tenantId, id: stale, startedDate: new Date(Date.now() - 7 * 3600_000) });
    await ctx.db.execute(sql`insert into sys_user (tenant_id, id, login_name, name, password_hash, import_batch)
      values (${ctx.tenantId}, ${newId()}, 'stage_c1', '遗留', 'x', ${stale})`);
    expect(await listed('stage_c1')).toBe(0);
    const stage = await openStage(withTx);
    expect(await stored('stage_c1')).toHaveLength(0);
    expect(await ctx.db.select().from(impPending).where(eq(impPending.id, stale))).toHaveLength(0);
    await stage.discard();
  });

  it('tables outside the platform schema (an online form\'s) are recorded with the batch: discarded and swept there too', async () => {
    const form = { schema: spaceOf(ctx.tenantId), table: 'frm_office_purchase' };
    const table = sql`${sql.identifier(form.schema)}.${sql.identifier(form.table)}`;
    const rowsOf = async (purpose: string) => ((await ctx.db.execute(sql`select id from ${table} where purpose = ${purpose}`)) as unknown as { rows: unknown[] }).rows;
    const stage = await openStage(withTx, [form]);
    expect((await ctx.db.select().from(impPending).where(eq(impPending.id, stage.id)))[0].extraTables).toEqual([form]);
    await stage.write((tx) => tx.execute(sql`insert into ${table} (id, purpose) values (${newId()}, '暂存表单d1')`));
    expect(await ctx.as('admin', (tx) => tx.execute(sql`select id from ${table} where purpose = '暂存表单d1'`)).then((r) => (r as unknown as { rows: unknown[] }).rows)).toHaveLength(0);
    await stage.discard();
    expect(await rowsOf('暂存表单d1')).toHaveLength(0);

    // A batch of a dead process: swept from the form's table it recorded.
    const stale = newId();
    await ctx.db.insert(impPending).values({ tenantId: ctx.tenantId, id: stale, startedDate: new Date(Date.now() - 7 * 3600_000), extraTables: [form] });
    await ctx.db.execute(sql`insert into ${table} (tenant_id, id, purpose, import_batch) values (${ctx.tenantId}, ${newId()}, '暂存表单d2', ${stale})`);
    const next = await openStage(withTx);
    expect(await rowsOf('暂存表单d2')).toHaveLength(0);
    await next.discard();
  });
});
