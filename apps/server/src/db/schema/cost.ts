import { index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/**
 * Cost-consultation records (spec 2 §2 Consulting, §3): like a contract, plus the commission
 * purpose (COMMISSION_PURPOSE); `status` follows the record's flow (engine callbacks only).
 */
export const costConsultation = pgTable('cost_consultation', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** Business number, ZX + date + id tail. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  flowType: integer('flow_type').notNull(),
  businessType: integer('business_type').notNull().default(1),
  commissionPurpose: integer('commission_purpose').notNull(),
  amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }),
  /** 委托单位. */
  client: text('client'),
  remark: text('remark'),
  deptId: text('dept_id'),
  status: integer('status').notNull().default(0),
  procInstId: text('proc_inst_id'),
  curNodeName: text('cur_node_name'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('cost_consultation_code_uq').on(t.tenantId, t.code),
  index('cost_consultation_dept_idx').on(t.tenantId, t.deptId),
  index('cost_consultation_created_idx').on(t.tenantId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();
