import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Finance (spec 3 §3 "Bank line"; domain/finance.md §1). Money is numeric(18,2) end to end;
 * arithmetic on it happens in SQL or in integer fen, never on floats.
 */

/**
 * A bank account of the company (one per account number). Statement rows carry its department
 * (data scope); `col_map` remembers the column mapping its last import used (normalised header
 * title → field), so the next statement of the same account maps itself.
 */
export const finBankAccount = pgTable('fin_bank_account', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  accountNo: text('account_no').notNull(),
  accountName: text('account_name'),
  /** The bank (开户行), e.g. 中国工商银行某支行. */
  accountUnit: text('account_unit'),
  deptId: text('dept_id'),
  colMap: jsonb('col_map').$type<Record<string, string>>().notNull().default({}),
  /**
   * Statement imports into the account still running (counted up when one starts, down when it
   * publishes or fails): a failed import that opened the account removes it only when none is left,
   * since another import's staged lines are invisible to it.
   */
  importsOpen: integer('imports_open').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_bank_account_no_uq').on(t.tenantId, t.accountNo),
  tenantPolicy(t),
]).enableRLS();

/**
 * One statement line. `dedupe_key` is domain §1's key: `s:<serial>` when the bank gives a real
 * serial number, else `f:<fingerprint>#<occurrence>`; unique per account, so the same line can
 * never be stored twice. `content_hash` covers every imported field: same key, other hash = a
 * conflict. `month` (YYYY-MM, China time) and `seq` (position in the chronological chain of its
 * import) order the ledger and the month summaries.
 */
export const finBankDetail = pgTable('fin_bank_detail', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  accountId: text('account_id').notNull(),
  accountNo: text('account_no').notNull(),
  accountName: text('account_name'),
  accountUnit: text('account_unit'),
  dateTime: timestamp('date_time', { withTimezone: true, mode: 'date' }).notNull(),
  month: text('month').notNull(),
  income: numeric('income', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  pay: numeric('pay', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  balance: numeric('balance', { precision: 18, scale: 2, mode: 'number' }),
  otherSideName: text('other_side_name'),
  otherSideAccountNo: text('other_side_account_no'),
  otherSideUnit: text('other_side_unit'),
  summary: text('summary'),
  matter: text('matter'),
  memo: text('memo'),
  remark: text('remark'),
  serialNo: text('serial_no'),
  dedupeKey: text('dedupe_key').notNull(),
  contentHash: text('content_hash').notNull(),
  isNeedClaim: boolean('is_need_claim').notNull().default(false),
  isChangeAccount: boolean('is_change_account').notNull().default(false),
  claimTotal: numeric('claim_total', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  seq: integer('seq').notNull().default(0),
  batchId: text('batch_id'),
  /** The account's department (data scope). */
  deptId: text('dept_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_bank_detail_key_uq').on(t.tenantId, t.accountId, t.dedupeKey),
  index('fin_bank_detail_account_time_idx').on(t.tenantId, t.accountId, t.dateTime),
  index('fin_bank_detail_month_idx').on(t.tenantId, t.month),
  // A month's first and last line (the statement's opening and closing) in one probe each (month recalculation).
  index('fin_bank_detail_month_line_idx').on(t.tenantId, t.accountId, t.month, t.dateTime, t.seq),
  tenantPolicy(t),
]).enableRLS();

/** One statement import (domain §1 rule 3: the file's sha256 and its batch are kept). */
export const finBankImport = pgTable('fin_bank_import', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  accountId: text('account_id').notNull(),
  fileName: text('file_name'),
  fileSha256: text('file_sha256').notNull(),
  total: integer('total').notNull().default(0),
  imported: integer('imported').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  conflicts: integer('conflicts').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('fin_bank_import_account_idx').on(t.tenantId, t.accountId),
  tenantPolicy(t),
]).enableRLS();
