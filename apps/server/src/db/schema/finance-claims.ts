import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Finance, second part (issue 17): month balances, money claims (认款), loans and repayment.
 * Money is numeric(18,2); the invariants that money must never break are CHECK constraints here,
 * so no code path (nor two requests at once) can store a state that breaks them.
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/**
 * One account's month: opening (the previous month's close, or the statement's for the first
 * month), Σincome, Σpay, an adjustment entered by finance, and the close they give; checked
 * against the statement's last 余额 of the month (`diff` = statement − computed). A closed month
 * (`closed`) is never recalculated nor edited, and its bank lines cannot change (trigger in the
 * migration).
 */
export const finMonthBalance = pgTable('fin_month_balance', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  accountId: text('account_id').notNull(),
  accountNo: text('account_no').notNull(),
  month: text('month').notNull(),
  opening: money('opening').notNull().default(0),
  income: money('income').notNull().default(0),
  pay: money('pay').notNull().default(0),
  adjustment: money('adjustment').notNull().default(0),
  closing: money('closing').notNull().default(0),
  statementClosing: money('statement_closing'),
  diff: money('diff'),
  lineCount: integer('line_count').notNull().default(0),
  /** The first month's opening set by hand (else the statement's). */
  openingSet: boolean('opening_set').notNull().default(false),
  closed: boolean('closed').notNull().default(false),
  closedBy: text('closed_by'),
  closedDate: timestamp('closed_date', { withTimezone: true, mode: 'date' }),
  remark: text('remark'),
  deptId: text('dept_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_month_balance_uq').on(t.tenantId, t.accountId, t.month),
  tenantPolicy(t),
]).enableRLS();

/**
 * The claim state of one incoming bank line: what it brought (`amount`) and how much of it is
 * claimed. CHECK 0 ≤ claimed ≤ amount; claims lock this row, so concurrent claims queue on it.
 */
export const finClaimReceipt = pgTable('fin_claim_receipt', {
  tenantId: tenantId(),
  bankDetailId: text('bank_detail_id').notNull(),
  amount: money('amount').notNull(),
  claimed: money('claimed').notNull().default(0),
  /** 暂存款: unidentified money parked until someone recognises it. */
  parked: boolean('parked').notNull().default(false),
  parkedRemark: text('parked_remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.bankDetailId] }),
  check('fin_claim_receipt_claimed_ck', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.amount}`),
  tenantPolicy(t),
]).enableRLS();

/**
 * What one target (a contract, a loan, …: `kind` of the claim-target registry) has received by
 * claims. CHECK 0 ≤ claimed ≤ cap (no cap: a target without an agreed amount).
 */
export const finClaimTarget = pgTable('fin_claim_target', {
  tenantId: tenantId(),
  kind: text('kind').notNull(),
  targetId: text('target_id').notNull(),
  cap: money('cap'),
  claimed: money('claimed').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.kind, t.targetId] }),
  check('fin_claim_target_claimed_ck', sql`${t.claimed} >= 0 and (${t.cap} is null or ${t.claimed} <= ${t.cap})`),
  tenantPolicy(t),
]).enableRLS();

/** One allocation of a receipt to a target; one row per (receipt, target), amount > 0. */
export const finClaim = pgTable('fin_claim', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  bankDetailId: text('bank_detail_id').notNull(),
  kind: text('kind').notNull(),
  targetId: text('target_id').notNull(),
  targetLabel: text('target_label'),
  amount: money('amount').notNull(),
  remark: text('remark'),
  /** The receipt's department (data scope of the claim list). */
  deptId: text('dept_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_claim_line_target_uq').on(t.tenantId, t.bankDetailId, t.kind, t.targetId),
  index('fin_claim_target_idx').on(t.tenantId, t.kind, t.targetId),
  check('fin_claim_amount_ck', sql`${t.amount} > 0`),
  tenantPolicy(t),
]).enableRLS();

/**
 * A loan application (借款), a flow record: status follows its flow. `repaid` is the sum of its
 * repayments (claims and expense offsets); CHECK 0 ≤ repaid ≤ amount. Soft-deleted (`deleted`)
 * applications stay in the 已删除 list.
 */
export const finLoan = pgTable('fin_loan', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  flowType: integer('flow_type').notNull(),
  businessType: integer('business_type').notNull().default(0),
  amount: money('amount').notNull(),
  repaid: money('repaid').notNull().default(0),
  borrowerId: text('borrower_id').notNull(),
  borrowerName: text('borrower_name'),
  reason: text('reason'),
  loanDate: date('loan_date').notNull(),
  dueDate: date('due_date').notNull(),
  /** The last day a due-repayment reminder went out (one a day at most). */
  remindedOn: date('reminded_on'),
  deleted: boolean('deleted').notNull().default(false),
  deptId: text('dept_id'),
  status: integer('status').notNull().default(0),
  procInstId: text('proc_inst_id'),
  curNodeName: text('cur_node_name'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_loan_code_uq').on(t.tenantId, t.code),
  index('fin_loan_borrower_idx').on(t.tenantId, t.borrowerId),
  check('fin_loan_amount_ck', sql`${t.amount} > 0`),
  check('fin_loan_repaid_ck', sql`${t.repaid} >= 0 and ${t.repaid} <= ${t.amount}`),
  tenantPolicy(t),
]).enableRLS();

/** One repayment of a loan: by a money claim (`claim`, with its claim) or an expense offset (`offset`). */
export const finRepay = pgTable('fin_repay', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  loanId: text('loan_id').notNull(),
  kind: text('kind').notNull(),
  amount: money('amount').notNull(),
  claimId: text('claim_id'),
  bankDetailId: text('bank_detail_id'),
  repayDate: date('repay_date').notNull(),
  /** The expense claim (报销单号) an offset nets against. */
  expenseRef: text('expense_ref'),
  remark: text('remark'),
  deptId: text('dept_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_repay_loan_idx').on(t.tenantId, t.loanId),
  uniqueIndex('fin_repay_claim_uq').on(t.tenantId, t.claimId),
  check('fin_repay_amount_ck', sql`${t.amount} > 0`),
  check('fin_repay_kind_ck', sql`${t.kind} in ('claim', 'offset')`),
  tenantPolicy(t),
]).enableRLS();
