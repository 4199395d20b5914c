import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saasApi } from '@ecms/shared';
import { saasGrade, sysParam, tenant } from '../../../db/schema/index.js';
import { badRequest } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { defineModule } from '../../../platform/module.js';
import { queryRows } from '../../../platform/sql.js';
import { spaceOf } from '../../form/form-model.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Issue 20: creating a company is one transaction with the owner's rights (platform/owner.ts
 * asOwner), so a failure after part of it was written leaves nothing. The probe module's company
 * step writes a row of the new company, then refuses a company named 失败*.
 */
const failing = defineModule({
  name: 'atomic-probe',
  companySteps: [async (tx, tenantId) => {
    await tx.insert(sysParam).values({ tenantId, id: newId(), key: 'atomic.probe', value: '1' });
    const [t] = await tx.select({ name: tenant.name }).from(tenant).where(eq(tenant.id, tenantId));
    if (t?.name.startsWith('失败')) throw badRequest('探针拒绝');
  }],
});

const ctx = useTestApp({}, { modules: [failing] });

describe('company creation is all or nothing', () => {
  it('a failure after the company, its rows and its forms were written leaves none of them', async () => {
    const [grade] = await ctx.db.select({ id: saasGrade.id }).from(saasGrade).where(eq(saasGrade.code, 'pro'));
    const code = `atom${Date.now().toString(36)}`;
    const res = await ctx.client('admin').send(saasApi.companySave, { body: { name: `失败${code}`, code, gradeId: grade.id, adminName: '企业管理员' } });
    expect(res.statusCode, res.text).toBe(400);
    const [left] = await queryRows<{ tenants: number; params: number; users: number; schemas: number }>(ctx.db, sql`select
      (select count(*)::int from tenant where code = ${code}) as tenants,
      (select count(*)::int from sys_param p where p.key = 'atomic.probe' and not exists (select 1 from tenant t where t.id = p.tenant_id)) as params,
      (select count(*)::int from sys_user u where not exists (select 1 from tenant t where t.id = u.tenant_id)) as users,
      (select count(*)::int from pg_namespace n where obj_description(n.oid, 'pg_namespace') like 'tenant %'
        and not exists (select 1 from tenant t where n.nspname = 'frm_' || left(encode(sha256(convert_to(t.id, 'UTF8')), 'hex'), 16))) as schemas`);
    expect(left).toEqual({ tenants: 0, params: 0, users: 0, schemas: 0 });
    // The same code then goes through whole: nothing of the failed attempt blocks it.
    const made = await ctx.client('admin').data(saasApi.companySave, { body: { name: `成功${code}`, code, gradeId: grade.id, adminName: '企业管理员' } });
    const [done] = await queryRows<{ params: number; forms: number }>(ctx.db, sql`select
      (select count(*)::int from sys_param where tenant_id = ${made.id} and key = 'atomic.probe') as params,
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${spaceOf(made.id)} and c.relkind = 'r') as forms`);
    expect(done.params).toBe(1);
    expect(done.forms).toBeGreaterThan(0);
  });
});
