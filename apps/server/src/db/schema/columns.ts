import { sql, type SQL } from 'drizzle-orm';
import { integer, pgPolicy, pgRole, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The plain role every tenant-scoped request runs as (`SET LOCAL ROLE` via set_config).
 * Created outside drizzle-kit (roles are cluster-wide; see db/migrate.ts), hence existing().
 */
export const appRole = pgRole('ecms_app').existing();

/**
 * Current request's tenant and user as set per transaction (platform/tenancy.ts, through
 * public.ecms_enter): column defaults only. Anyone can set_config these, so nothing trusts them:
 * a row inserted under a forged tenant fails the policy's WITH CHECK, which reads the verified one.
 */
// nullif: a connection that once had a tenant keeps the setting as '' afterwards; '' must match nothing.
export const currentTenant = sql`nullif(current_setting('ecms.tenant_id', true), '')`;
export const currentUser = sql`nullif(current_setting('ecms.user_id', true), '')`;
/**
 * The tenant the transaction entered with a valid proof (db/tenant-context.ts), NULL when the
 * settings were forged, copied from another transaction or cleared. A sub-select: the planner
 * evaluates it once per statement (an InitPlan), and `tenant_id = $n` still uses the indexes.
 */
export const verifiedTenant = sql`(select public.ecms_tenant())`;

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
    using: sql`${t.tenantId} = ${verifiedTenant}` as SQL,
    withCheck: sql`${t.tenantId} = ${verifiedTenant}` as SQL,
  });
