import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TImportResult } from '@ecms/shared';
import { body } from '../../../../test/helpers.js';
import { expectNoStagedLeftovers, startImport, watchStaged } from '../../../../test/staged-import.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { spaceOf } from '../form-model.js';

/*
 * Excel imports into an online form's own table go in staged (platform/excel/staging.ts): the
 * published table carries import_batch and its policy (form-ddl.ts ensureStaging), the records
 * stay hidden from every other transaction until one publish, which gives them their serial
 * numbers (one counter step, file order); their search documents follow.
 */
const ctx = useTestApp();
const HEAD = ['申请日期', '申请人', '申请部门', '用途'];

describe('staged import into an online form', () => {
  it('every published form table takes part: column, partial index and restrictive policy', async () => {
    const r = await ctx.db.execute(sql`select
      exists (select 1 from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${spaceOf(ctx.tenantId)} and c.relname = 'frm_office_purchase' and a.attname = 'import_batch') as col,
      exists (select 1 from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${spaceOf(ctx.tenantId)} and c.relname = 'frm_office_purchase' and p.polname = 'import_staged' and not p.polpermissive) as policy`);
    expect((r as unknown as { rows: unknown[] }).rows[0]).toEqual({ col: true, policy: true });
  });

  it('records are hidden from other users while the import runs, numbered in file order at the publish, searchable after', async () => {
    const table = sql`${sql.identifier(spaceOf(ctx.tenantId))}.frm_office_purchase`;
    const N = 250; // three staged write transactions of 100 rows
    const rows = [HEAD, ...Array.from({ length: N }, (_, i) => ['2026/11/20', '孙丽', '造价一所', `暂存采购${String(i).padStart(3, '0')}`])];
    const listed = async () => body<unknown[]>(await ctx.call('admin', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '暂存采购' } })).total ?? 0;
    const running = startImport(ctx, 'admin', 'form:office_purchase', rows);
    const seen = await watchStaged(ctx, 'xuming', sql`select count(*) from ${table} where purpose like '暂存采购%'`, running, listed);
    const res = await running;
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TImportResult>(res).data).toMatchObject({ total: N, imported: N, failed: 0 });
    expect([seen.leaks, seen.listedWhilePending.every((n) => n === 0)]).toEqual([0, true]);

    const list = body<{ id: string; purpose: string; orderNo: string }[]>(await ctx.call('admin', 'POST', '/b/form/office_purchase/queryList', {
      params: { purpose$like: '暂存采购' }, orderBy: 'purpose', order: 'asc', pageSize: 1000,
    })).data;
    expect(list).toHaveLength(N);
    const seq = list.map((x) => Number(x.orderNo.slice(-4)));
    expect(list[0].orderNo).toMatch(/^CG\d{12}$/);
    expect(seq).toEqual(seq.map((_, i) => seq[0] + i));
    // Every record's search document shows the number given at the publish.
    const docs = await ctx.db.execute(sql`select count(*)::int as n from search_doc d
      join (values ${sql.join(list.map((x) => sql`(${x.id}, ${x.orderNo})`), sql`, `)}) as v(id, no) on d.record_id = v.id
      where d.tenant_id = ${ctx.tenantId} and d.table_code = 'form:office_purchase' and position(v.no in d.title || ' ' || d.content) > 0`);
    expect((docs as unknown as { rows: { n: number }[] }).rows[0].n).toBe(N);
    await expectNoStagedLeftovers(ctx, table);
  }, 180_000);

  it('a refused all-or-nothing import leaves nothing and consumes no number', async () => {
    const table = sql`${sql.identifier(spaceOf(ctx.tenantId))}.frm_office_purchase`;
    const before = await ctx.db.execute(sql`select value from cg_counter where tenant_id = ${ctx.tenantId} and rule_code = 'CGSQ'`);
    const res = await startImport(ctx, 'admin', 'form:office_purchase', [HEAD, ['2026/11/20', '孙丽', '造价一所', '拒绝采购1'], ['2026/11/20', '查无此人', '造价一所', '拒绝采购2']], 'all');
    expect(res.statusCode).toBe(400);
    await expectNoStagedLeftovers(ctx, table);
    const after = await ctx.db.execute(sql`select value from cg_counter where tenant_id = ${ctx.tenantId} and rule_code = 'CGSQ'`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    expect(body<unknown[]>(await ctx.call('admin', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '拒绝采购' } })).total).toBe(0);
  });
});
