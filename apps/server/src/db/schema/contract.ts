import { index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/**
 * Contracts (spec 2 §2 Consulting, §3): created with a flow type and started at once; `status`
 * (FLOW_RECORD_STATUS) is written only by the engine's callbacks, in the flow command's
 * transaction, so it never disagrees with the flow.
 */
export const ctContract = pgTable('ct_contract', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** Contract number, HT + date + id tail. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  flowType: integer('flow_type').notNull(),
  businessType: integer('business_type').notNull(),
  amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }),
  partyA: text('party_a'),
  partyB: text('party_b'),
  remark: text('remark'),
  /** The creator's department (data scope). */
  deptId: text('dept_id'),
  status: integer('status').notNull().default(0),
  /** The latest flow instance of the record. */
  procInstId: text('proc_inst_id'),
  /** Names of the active nodes of the running flow. */
  curNodeName: text('cur_node_name'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('ct_contract_code_uq').on(t.tenantId, t.code),
  index('ct_contract_dept_idx').on(t.tenantId, t.deptId),
  index('ct_contract_created_idx').on(t.tenantId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();
