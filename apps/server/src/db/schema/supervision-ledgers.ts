import { date, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Supervision ledgers (持证人员, 大型机械, 检测仪器, 项目印章, 固定资产, 人员计划退场): one table, one row per
 * entry, `kind` naming the ledger and `data` holding the fields the kind declares
 * (packages/shared/src/contracts/supervision-ledgers.ts validates them on save). What lists filter
 * or sort on is a column: the name, and an instrument's next verification date. The project's
 * department is copied so the 'sup_project' data scope is one column test, as for the records.
 */
export const supLedger = pgTable('sup_ledger', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  /** Instruments: last verification + cycle. */
  dueDate: date('due_date', { mode: 'string' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_ledger_kind_idx').on(t.tenantId, t.kind, t.projectId),
  index('sup_ledger_due_idx').on(t.tenantId, t.kind, t.dueDate),
  tenantPolicy(t),
]).enableRLS();
