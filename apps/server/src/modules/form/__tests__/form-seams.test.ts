import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auth, body } from '../../../../test/helpers.js';
import { sysUser } from '../../../db/schema/index.js';
import { resolveImportTarget } from '../../../platform/excel/targets.js';
import { queryRows } from '../../../platform/sql.js';
import { withTenant } from '../../../platform/tenancy.js';
import { formRecords } from '../form-record.service.js';
import { qualified } from '../form-ddl.js';
import { spaceOf } from '../form-model.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/* The seams other layers use: the Excel import target and export source, and tenant isolation of form tables. */

let admin: { tenantId: string; userId: string };
beforeAll(async () => {
  const [u] = await ctx.db.select({ id: sysUser.id, tenantId: sysUser.tenantId }).from(sysUser).where(eq(sysUser.loginName, 'admin'));
  admin = { tenantId: u.tenantId, userId: u.id };
});

const session = () => ({ sessionId: 's', tenantId: admin.tenantId, userId: admin.userId, roles: ['admin'], isAdmin: true, mustChangePassword: false });

describe('form seams', () => {
  it('resolves form:<code> as an import target that validates, numbers and inserts rows', async () => {
    await withTenant(ctx.db, admin, async (tx) => {
      const target = (await resolveImportTarget(tx, 'form:fixed_asset'))!;
      expect(target.permission).toBe('form:fixed_asset:import');
      const cols = await target.columns(tx);
      expect(cols.map((c) => c.key)).toEqual(['assetClass', 'assetName', 'model', 'purchaseDate', 'originalValue', 'useDept', 'keeper', 'status',
        'startUseDate', 'lifeYears', 'residualRate', 'buyingNo']);
      expect(cols.find((c) => c.key === 'assetClass')).toMatchObject({ type: 'select', dictCode: 'ASSET_CLASS', required: true });
      await target.insertBatch(tx, [
        { assetClass: '0201', assetName: '导入全站仪', originalValue: 30000, status: '1' },
        { assetClass: '0202', assetName: '导入水准仪', status: '2' },
      ]);
      expect([...(await target.existing!(tx, 'assetName', ['导入全站仪', '不存在']))]).toEqual(['导入全站仪']);
      expect(await resolveImportTarget(tx, 'form:no_such_form')).toBeNull();
    }, ctx.app.registry);
    const token = await ctx.t.login();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/b/form/fixed_asset/queryList', headers: auth(token), payload: { params: { assetName$like: '导入' } } });
    const rows = body<Array<{ assetNo: string; createdBy: string }>>(res).data;
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => /^ZC-\d{4}-\d{5}$/.test(r.assetNo) && r.createdBy === admin.userId)).toBe(true);
  });

  it('exports what the list shows, streamed in batches', async () => {
    const got = await withTenant(ctx.db, admin, async (tx) => {
      const src = await formRecords.exportSource(tx, session(), 'fixed_asset', { params: { assetName$like: '导入' } });
      const out: Record<string, unknown>[] = [];
      for await (const r of src.rows) out.push(r);
      return { src, out };
    }, ctx.app.registry);
    expect(got.src.sheetName).toBe('固定资产台账');
    expect(got.src.columns.map((c) => c.label)).toContain('资产名称');
    expect(got.out.map((r) => r.assetName).sort()).toEqual(['导入全站仪', '导入水准仪']);
  });

  it('form tables live in the company\'s schema and are confined to the tenant by row-level security as well', async () => {
    const other = { tenantId: 'another-tenant', userId: null };
    const table = qualified(spaceOf(admin.tenantId), 'frm_fixed_asset');
    const seen = await withTenant(ctx.db, other, (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${table}`), ctx.app.registry);
    expect(Number(seen[0].n)).toBe(0);
    await expect(withTenant(ctx.db, other, (tx) => tx.execute(sql`insert into ${table} (tenant_id, id) values (${admin.tenantId}, 'x')`), ctx.app.registry)).rejects.toThrow();
  });
});
