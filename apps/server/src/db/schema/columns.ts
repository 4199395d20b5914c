import { sql, type SQL } from 'drizzle-orm';
import { integer, pgPolicy, pgRole, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The plain role every tenant-scoped request runs as (`SET LOCAL ROLE` via set_config).
 * Created outside drizzle-kit (roles are cluster-wide; see db/migrate.ts), hence existing().
 */
export const appRole = pgRole('ecms_app').existing();

/** Current request's tenant and user, set per transaction by platform/tenancy.ts. */
// nullif: a connection that once had a tenant keeps the setting as '' afterwards; '' must match nothing.
export const currentTenant = sql`nullif(current_setting('ecms.tenant_id', true), '')`;
export const currentUser = sql`nullif(current_setting('ecms.user_id', true), '')`;

/** tenant_id column: filled from the transaction's tenant when the caller does not give it. */
export const tenantId = () => text('tenant_id').notNull().default(currentTenant);

/** Audit and optimistic-locking columns of every business table. */
export const auditColumns = () => ({
  createdBy: text('created_by').default(currentUser),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').default(currentUser),
  updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Row-level security: a tenant-scoped table shows and accepts only the transaction's tenant. */
export const tenantPolicy = (t: { tenantId: AnyPgColumn }): ReturnType<typeof pgPolicy> =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`${t.tenantId} = ${currentTenant}` as SQL,
    withCheck: sql`${t.tenantId} = ${currentTenant}` as SQL,
  });
