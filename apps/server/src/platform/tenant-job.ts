import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Job } from './jobs.js';
import { queryRows } from './sql.js';
import { type Actor, withTenant } from './tenancy.js';

export interface TenantJobSpec {
  name: string;
  intervalMs: number;
  /** Advisory lock key, unique per job across the product. */
  lockKey: number;
  /** One company's pass, in its own transaction, acting as that company's administrator account. */
  run(tx: Db, actor: Actor): Promise<unknown>;
}

/**
 * A periodic job that runs once per company, each company in its own transaction. A timer has
 * no user of its own: it acts as the company's `admin` account, or else (a SaaS company whose first
 * administrator has another login name) its first holder of the admin role; the audit log and
 * the messages name who acted. A company with neither is skipped.
 */
export function tenantJob(spec: TenantJobSpec): Job {
  return {
    name: spec.name,
    intervalMs: spec.intervalMs,
    lockKey: spec.lockKey,
    async run(database, registry) {
      const tenants = await queryRows<{ tenantId: string; adminId: string | null }>(database.db, sql`
        select t.id as "tenantId", coalesce(
          (select u.id from sys_user u where u.tenant_id = t.id and u.login_name = 'admin'),
          (select ur.user_id from sys_user_role ur join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
            where ur.tenant_id = t.id and r.code = 'admin' order by ur.user_id limit 1)) as "adminId"
        from tenant t`);
      for (const t of tenants) {
        if (!t.adminId) continue;
        const actor = { tenantId: t.tenantId, userId: t.adminId };
        await withTenant(database.db, actor, (tx) => spec.run(tx, actor), registry);
      }
    },
  };
}
