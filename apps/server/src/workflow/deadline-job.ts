import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Job } from '../platform/jobs.js';
import type { AppRegistry } from '../platform/registry.js';
import { queryRows } from '../platform/sql.js';
import { withTenant } from '../platform/tenancy.js';
import { scanDeadlines } from './engine/operations.js';

export const DEADLINE_JOB = 'wf-deadlines';

/**
 * The engine's deadline pass (expiry reminders, auto-pass, escalation) for every tenant, each in
 * its own transaction. It acts as the tenant's administrator account (the audit log names who
 * moved a task; a timer has no user of its own).
 */
export function deadlineJob(intervalMs = 60_000): Job {
  return {
    name: DEADLINE_JOB,
    intervalMs,
    lockKey: 7310101,
    async run(database: Database, registry: AppRegistry) {
      const tenants = await queryRows<{ tenantId: string; adminId: string | null }>(database.db, sql`
        select t.id as "tenantId", (select u.id from sys_user u where u.tenant_id = t.id and u.login_name = 'admin') as "adminId"
        from tenant t`);
      for (const t of tenants) {
        if (!t.adminId) continue;
        const actor = { tenantId: t.tenantId, userId: t.adminId };
        await withTenant(database.db, actor, (tx) => scanDeadlines(tx, actor), registry);
      }
    },
  };
}
