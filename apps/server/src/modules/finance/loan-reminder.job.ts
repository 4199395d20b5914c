import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Job } from '../../platform/jobs.js';
import type { AppRegistry } from '../../platform/registry.js';
import { queryRows } from '../../platform/sql.js';
import { withTenant } from '../../platform/tenancy.js';
import { remindDueLoans } from './loan.service.js';

export const LOAN_REMINDER_JOB = 'fin-loan-reminders';

/**
 * Due-repayment reminders for every tenant, each in its own transaction, as the tenant's
 * administrator (a timer has no user of its own). A borrower gets at most one a day per loan.
 */
export function loanReminderJob(intervalMs = 3600_000): Job {
  return {
    name: LOAN_REMINDER_JOB,
    intervalMs,
    lockKey: 7310171,
    async run(database: Database, registry: AppRegistry) {
      const tenants = await queryRows<{ tenantId: string; adminId: string | null }>(database.db, sql`
        select t.id as "tenantId", (select u.id from sys_user u where u.tenant_id = t.id and u.login_name = 'admin') as "adminId"
        from tenant t`);
      for (const t of tenants) {
        if (!t.adminId) continue;
        const actor = { tenantId: t.tenantId, userId: t.adminId };
        await withTenant(database.db, actor, (tx) => remindDueLoans(tx), registry);
      }
    },
  };
}
