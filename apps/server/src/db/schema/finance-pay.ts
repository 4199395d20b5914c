import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Finance, second slice (issue 17; domain/finance.md §2, §5): invoice billing applications and
 * the invoices issued on them (blue and 红字), payment requests (请款) and expense claims (报销).
 * Applications, payments and expense claims are flow records (workflow/flow-record.ts): `status`
 * is written only by the engine's callbacks. Money is numeric(18,2); tax rates numeric(6,4).
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/** The flow-record columns (contracts have the same). */
const flowColumns = () => ({
  code: text('code').notNull(),
  name: text('name').notNull(),
  flowType: integer('flow_type').notNull(),
  /** BUSINESS_TYPE of the linked contract (1 when none). */
  businessType: integer('business_type').notNull().default(1),
  /** The creator's department (data scope). */
  deptId: text('dept_id'),
  status: integer('status').notNull().default(0),
  procInstId: text('proc_inst_id'),
  curNodeName: text('cur_node_name'),
  remark: text('remark'),
});

/**
 * 开票申请: buyer, lines (fin_invoice_billing_line), totals. `over_amount` > 0 marks over-invoicing
 * (invoiced beyond the contract's amount): it needs its own approval (`over_status`) before an
 * invoice may be issued on it.
 */
export const finInvoiceBilling = pgTable('fin_invoice_billing', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  ...flowColumns(),
  contractId: text('contract_id'),
  /** INVOICE_KIND dictionary value. */
  invoiceKind: text('invoice_kind').notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerTaxId: text('buyer_tax_id'),
  /** checkTaxId's answer for the buyer's tax id: 'ok' | 'checkFailed' | 'invalid' (warn only). */
  buyerTaxIdCheck: text('buyer_tax_id_check'),
  buyerAddressPhone: text('buyer_address_phone'),
  buyerBankAccount: text('buyer_bank_account'),
  amount: money('amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  overAmount: money('over_amount').notNull().default(0),
  /** 0 none, 1 pending, 2 approved, 3 rejected (OVER_STATUS). */
  overStatus: integer('over_status').notNull().default(0),
  overReason: text('over_reason'),
  overOpinion: text('over_opinion'),
  overApprovedBy: text('over_approved_by'),
  overApprovedDate: timestamp('over_approved_date', { withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_invoice_billing_code_uq').on(t.tenantId, t.code),
  index('fin_invoice_billing_contract_idx').on(t.tenantId, t.contractId),
  index('fin_invoice_billing_dept_idx').on(t.tenantId, t.deptId),
  check('fin_invoice_billing_total_ck', sql`${t.totalAmount} = ${t.amount} + ${t.taxAmount}`),
  tenantPolicy(t),
]).enableRLS();

/** 开票明细: one line of an application, with its own tax rate. 税额 = round(金额×税率, 2). */
export const finInvoiceBillingLine = pgTable('fin_invoice_billing_line', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  billingId: text('billing_id').notNull(),
  seq: integer('seq').notNull(),
  /** `*简称*名称`, e.g. *鉴证咨询服务*咨询费. */
  itemName: text('item_name').notNull(),
  spec: text('spec'),
  unit: text('unit'),
  quantity: numeric('quantity', { precision: 18, scale: 6, mode: 'number' }),
  price: numeric('price', { precision: 18, scale: 6, mode: 'number' }),
  amount: money('amount').notNull(),
  taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull(),
  taxAmount: money('tax_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_invoice_billing_line_billing_idx').on(t.tenantId, t.billingId),
  tenantPolicy(t),
]).enableRLS();

/**
 * An issued invoice: blue (on an approved application) or red (红字, linked to its blue one,
 * negative amounts, reason RED_INVOICE_REASON). A blue invoice's remaining = total + Σ red.
 */
export const finInvoice = pgTable('fin_invoice', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  billingId: text('billing_id').notNull(),
  contractId: text('contract_id'),
  /** 20-digit 数电 number (year 2, province 2, channel 1, sequence 15). */
  invoiceNo: text('invoice_no').notNull(),
  invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
  invoiceKind: text('invoice_kind').notNull(),
  /** 'blue' | 'red'. */
  color: text('color').notNull(),
  blueId: text('blue_id'),
  redReason: text('red_reason'),
  amount: money('amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  buyerName: text('buyer_name').notNull(),
  deptId: text('dept_id'),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_invoice_no_uq').on(t.tenantId, t.invoiceNo),
  index('fin_invoice_billing_idx').on(t.tenantId, t.billingId),
  index('fin_invoice_contract_idx').on(t.tenantId, t.contractId),
  index('fin_invoice_blue_idx').on(t.tenantId, t.blueId),
  check('fin_invoice_sign_ck', sql`(${t.color} = 'blue' and ${t.totalAmount} > 0 and ${t.blueId} is null) or (${t.color} = 'red' and ${t.totalAmount} < 0 and ${t.blueId} is not null and ${t.redReason} is not null)`),
  tenantPolicy(t),
]).enableRLS();

/**
 * 请款/付款申请: to a payee, optionally for a contract; once approved and paid, linked to the bank
 * statement's pay line (`bank_detail_id`, one payment per line).
 */
export const finPayment = pgTable('fin_payment', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  ...flowColumns(),
  contractId: text('contract_id'),
  payeeName: text('payee_name').notNull(),
  payeeAccountNo: text('payee_account_no'),
  payeeBank: text('payee_bank'),
  amount: money('amount').notNull(),
  /** PAYMENT_METHOD dictionary value. */
  payMethod: text('pay_method'),
  reason: text('reason'),
  bankDetailId: text('bank_detail_id'),
  /** 0 unpaid, 1 paid (linked to a bank line). */
  claimStatus: integer('claim_status').notNull().default(0),
  paidDate: timestamp('paid_date', { withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_payment_code_uq').on(t.tenantId, t.code),
  uniqueIndex('fin_payment_bank_uq').on(t.tenantId, t.bankDetailId),
  index('fin_payment_contract_idx').on(t.tenantId, t.contractId),
  index('fin_payment_dept_idx').on(t.tenantId, t.deptId),
  check('fin_payment_amount_ck', sql`${t.amount} > 0`),
  tenantPolicy(t),
]).enableRLS();

/** 费用报销单: for a contract/business or a department (`cost_dept_id`); total = Σ lines. */
export const finExpense = pgTable('fin_expense', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  ...flowColumns(),
  contractId: text('contract_id'),
  costDeptId: text('cost_dept_id'),
  amount: money('amount').notNull(),
  /** YYYY-MM the cost belongs to (the month of the earliest line). */
  month: text('month').notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_expense_code_uq').on(t.tenantId, t.code),
  index('fin_expense_contract_idx').on(t.tenantId, t.contractId),
  index('fin_expense_dept_idx').on(t.tenantId, t.deptId),
  index('fin_expense_cost_dept_idx').on(t.tenantId, t.costDeptId, t.month),
  check('fin_expense_target_ck', sql`${t.contractId} is not null or ${t.costDeptId} is not null`),
  tenantPolicy(t),
]).enableRLS();

/** A line of an expense claim: 'detail' (费用明细) or 'trip' (行程明细, from/to and dates). */
export const finExpenseLine = pgTable('fin_expense_line', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  expenseId: text('expense_id').notNull(),
  kind: text('kind').notNull(),
  seq: integer('seq').notNull(),
  /** EXPENSE_TYPE dictionary value (second level, e.g. 0101). */
  expenseType: text('expense_type').notNull(),
  occurDate: date('occur_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  fromPlace: text('from_place'),
  toPlace: text('to_place'),
  vehicle: text('vehicle'),
  days: integer('days'),
  billCount: integer('bill_count'),
  amount: money('amount').notNull(),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_expense_line_expense_idx').on(t.tenantId, t.expenseId),
  check('fin_expense_line_amount_ck', sql`${t.amount} > 0`),
  tenantPolicy(t),
]).enableRLS();
