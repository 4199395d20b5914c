import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Finance, third slice (issue 17; domain/finance.md §5): recognised income, department costs
 * and the monthly business cost and profit computed from them. Money is numeric(18,2).
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/**
 * 收入确认: income excl. VAT recognised on a contract in a month by milestone confirmation
 * (domain §5, CAS 14), kept apart from invoices and cash. A negative row reverses an earlier one.
 * `dept_id` is the contract's department when confirmed (data scope).
 */
export const finIncome = pgTable('fin_income', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  contractId: text('contract_id').notNull(),
  deptId: text('dept_id'),
  month: text('month').notNull(),
  amount: money('amount').notNull(),
  milestone: text('milestone').notNull(),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_income_contract_idx').on(t.tenantId, t.contractId, t.month),
  index('fin_income_month_idx').on(t.tenantId, t.month),
  check('fin_income_amount_ck', sql`${t.amount} <> 0`),
  tenantPolicy(t),
]).enableRLS();

/** 部门工资 (`kind` 'wage') and 部门其他费用 ('other') of a department in a month: indirect cost. */
export const finDeptCost = pgTable('fin_dept_cost', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  deptId: text('dept_id').notNull(),
  month: text('month').notNull(),
  kind: text('kind').notNull(),
  amount: money('amount').notNull(),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_dept_cost_month_idx').on(t.tenantId, t.month, t.deptId),
  check('fin_dept_cost_kind_ck', sql`${t.kind} in ('wage', 'other')`),
  check('fin_dept_cost_amount_ck', sql`${t.amount} <> 0`),
  tenantPolicy(t),
]).enableRLS();

/** Computed by the month's calculation: one row per business (contract) with income or cost. */
export const finBusinessProfit = pgTable('fin_business_profit', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  month: text('month').notNull(),
  contractId: text('contract_id').notNull(),
  deptId: text('dept_id'),
  income: money('income').notNull(),
  expense: money('expense').notNull(),
  subpackage: money('subpackage').notNull(),
  tax: money('tax').notNull(),
  indirect: money('indirect').notNull(),
  profit: money('profit').notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_business_profit_uq').on(t.tenantId, t.month, t.contractId),
  index('fin_business_profit_dept_idx').on(t.tenantId, t.deptId),
  check('fin_business_profit_ck', sql`${t.profit} = ${t.income} - ${t.expense} - ${t.subpackage} - ${t.tax} - ${t.indirect}`),
  tenantPolicy(t),
]).enableRLS();

/** Computed by the month's calculation: a department's own cost, allocated and not (无业务部门成本). */
export const finDeptMonthCost = pgTable('fin_dept_month_cost', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  month: text('month').notNull(),
  deptId: text('dept_id').notNull(),
  wage: money('wage').notNull(),
  other: money('other').notNull(),
  expense: money('expense').notNull(),
  total: money('total').notNull(),
  allocated: money('allocated').notNull(),
  unallocated: money('unallocated').notNull(),
  businessCount: integer('business_count').notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_dept_month_cost_uq').on(t.tenantId, t.month, t.deptId),
  check('fin_dept_month_cost_ck', sql`${t.total} = ${t.wage} + ${t.other} + ${t.expense} and ${t.total} = ${t.allocated} + ${t.unallocated}`),
  tenantPolicy(t),
]).enableRLS();

/**
 * A closed month of the business cost and profit (a row = closed). While it is closed, that
 * month's income, department costs and computed rows cannot change (trigger fin_profit_closed_guard).
 */
export const finProfitMonth = pgTable('fin_profit_month', {
  tenantId: tenantId(),
  month: text('month').notNull(),
  closedBy: text('closed_by'),
  closedDate: timestamp('closed_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.month] }),
  tenantPolicy(t),
]).enableRLS();

/**
 * 工时: hours spent on a business (contract) in a month, the default key for allocating a
 * department's indirect cost to its businesses (domain §5). `dept_id` is the contract's department.
 */
export const finWorkHour = pgTable('fin_work_hour', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  contractId: text('contract_id').notNull(),
  deptId: text('dept_id'),
  month: text('month').notNull(),
  userId: text('user_id'),
  hours: numeric('hours', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_work_hour_month_idx').on(t.tenantId, t.month, t.contractId),
  check('fin_work_hour_ck', sql`${t.hours} > 0`),
  tenantPolicy(t),
]).enableRLS();
