import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CLAIM_MSG, FLOW_RECORD_STATUS, MSG_TYPE, type ZLoanCreate, type ZRepayOffset } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finLoan, finRepay } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import { hasPermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userById } from '../../platform/directory.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { flowRecordEntityScope, flowRecordKind } from '../../workflow/flow-record.js';
import { sendMessages } from '../notice/index.js';

/*
 * Loans (借款, /b/loan/list) and repayments (/b/repay), issue 17. A loan is a flow record: saved
 * and started in one transaction, its status written only by the engine's callbacks. Once
 * approved it can be repaid by a money claim (claim target kind 'repay', claim.service.ts) or by
 * an expense offset entered here; `repaid` is their sum, CHECK 0 ≤ repaid ≤ amount in the table,
 * and every change locks the loan row first. Borrowers get a reminder message when repayment is
 * due (job `fin-loan-reminders`).
 */

export const LOAN_DATA_MENU = 'fin_loan';
const S = FLOW_RECORD_STATUS;

export const loans = flowRecordKind<typeof finLoan.$inferSelect>({
  businessType: 'loan',
  codePrefix: 'JK',
  table: finLoan,
  dataMenu: LOAN_DATA_MENU,
  formColumns: { loanAmount: finLoan.amount },
  search: {
    tableCode: 'fin_loan', name: '借款', sort: 160, permission: 'finance:loan:view', route: '/loan-application',
    content: (r) => [r.borrowerName, r.reason, `${r.amount}元`],
  },
  list: {
    fields: {
      name: finLoan.name, code: finLoan.code, status: finLoan.status, amount: finLoan.amount, repaid: finLoan.repaid,
      borrowerId: finLoan.borrowerId, borrowerName: finLoan.borrowerName, dueDate: finLoan.dueDate, loanDate: finLoan.loanDate,
      deleted: finLoan.deleted, deptId: finLoan.deptId, createdBy: finLoan.createdBy, createdDate: finLoan.createdDate,
    },
    defaultOrderBy: 'createdDate',
    defaultOrder: 'desc',
    tieBreaker: finLoan.id,
  },
});

export const LOAN_SCOPE: EntityScope = flowRecordEntityScope(loans.scope);
const LOAN_LIST: ScopedListEntity = {
  scope: LOAN_SCOPE,
  fields: {
    name: finLoan.name, code: finLoan.code, status: finLoan.status, amount: finLoan.amount, repaid: finLoan.repaid,
    borrowerId: finLoan.borrowerId, borrowerName: finLoan.borrowerName, dueDate: finLoan.dueDate, loanDate: finLoan.loanDate,
    deptId: finLoan.deptId, createdBy: finLoan.createdBy, createdDate: finLoan.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: finLoan.id,
};

/** Today in China time (YYYY-MM-DD). */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

const fen = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100);

type LoanRow = typeof finLoan.$inferSelect;
export function presentLoan(r: LoanRow, today = chinaToday()) {
  const balance = (fen(r.amount) - fen(r.repaid)) / 100;
  return {
    id: r.id, code: r.code, name: r.name, flowType: r.flowType, amount: r.amount, repaid: r.repaid, balance,
    borrowerId: r.borrowerId, borrowerName: r.borrowerName, reason: r.reason, loanDate: r.loanDate, dueDate: r.dueDate,
    overdue: r.status === S.APPROVED.value && balance > 0 && r.dueDate < today, deleted: r.deleted, deptId: r.deptId,
    status: r.status, statusName: Object.values(S).find((s) => s.value === r.status)?.label ?? '', procInstId: r.procInstId,
    curNodeName: r.curNodeName, createdBy: r.createdBy, createdDate: r.createdDate, version: r.version,
  };
}

/** POST /b/loan/list/saveAndStartFlow: the caller borrows; the amount reaches the flow's conditions as loanAmount. */
export async function saveAndStartLoan(tx: Db, actor: SessionInfo, b: z.output<typeof ZLoanCreate>) {
  const today = chinaToday();
  const loanDate = b.loanDate ?? today;
  if (b.dueDate < loanDate) throw badRequest('预计还款日期不能早于借款日期');
  const me = await userById(tx, actor.userId);
  return loans.saveAndStart(tx, actor, {
    name: b.name, flowType: b.flowType, businessType: 0, amount: b.amount, borrowerId: actor.userId, borrowerName: me?.name ?? null,
    reason: b.reason ?? null, loanDate, dueDate: b.dueDate,
  }, { loanAmount: b.amount });
}

async function loanPage(tx: Db, actor: SessionInfo, req: TListRequest, extra: ReturnType<typeof and>[]) {
  const q = await buildListQuery(LOAN_LIST, req, { scope: requestScope(tx, actor), extra });
  const { rows, total } = await pageWithTotal(tx, finLoan, q, (n) => tx.select({ ...getTableColumns(finLoan), [TOTAL_COLUMN]: n })
    .from(finLoan).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  const today = chinaToday();
  return { rows: rows.map((r) => presentLoan(r, today)), total };
}

/** POST /b/loan/list/queryList: every visible loan not deleted. */
export const queryLoans = (tx: Db, actor: SessionInfo, req: TListRequest) => loanPage(tx, actor, req, [eq(finLoan.deleted, false)]);
/** POST /b/loan/list/queryMyList: the caller's own applications. */
export const queryMyLoans = (tx: Db, actor: SessionInfo, req: TListRequest) =>
  loanPage(tx, actor, req, [eq(finLoan.deleted, false), eq(finLoan.borrowerId, actor.userId)]);
/** POST /b/loan/list/queryDeletedList. */
export const queryDeletedLoans = (tx: Db, actor: SessionInfo, req: TListRequest) => loanPage(tx, actor, req, [eq(finLoan.deleted, true)]);

/** One visible loan (its scope, or a participant of its flow). */
export async function readLoan(tx: Db, actor: SessionInfo, id: string) {
  const where = await visibleWhere({ scope: LOAN_SCOPE }, requestScope(tx, actor));
  const [row] = await tx.select().from(finLoan).where(and(eq(finLoan.id, id), where));
  if (!row) throw notFound(CLAIM_MSG.LOAN_NOT_FOUND);
  return row;
}

/** The loan locked for a repayment (visible, approved, not deleted). */
export async function lockLoan(tx: Db, actor: SessionInfo, id: string) {
  await readLoan(tx, actor, id);
  const [row] = await tx.select().from(finLoan).where(eq(finLoan.id, id)).for('update');
  if (!row || row.deleted) throw notFound(CLAIM_MSG.LOAN_NOT_FOUND);
  if (row.status !== S.APPROVED.value) throw badRequest(CLAIM_MSG.LOAN_NOT_APPROVED);
  return row;
}

/** POST /b/loan/list/queryStatistics: per borrower, over approved loans. */
export async function loanStatistics(tx: Db, actor: SessionInfo) {
  const where = await visibleWhere({ scope: LOAN_SCOPE }, requestScope(tx, actor));
  const today = chinaToday();
  const rows = await tx.select({
    borrowerId: finLoan.borrowerId,
    borrowerName: sql<string | null>`min(${finLoan.borrowerName})`,
    loans: sql<number>`count(*)::int`,
    amount: sql<string>`sum(${finLoan.amount})`,
    repaid: sql<string>`sum(${finLoan.repaid})`,
    overdue: sql<string>`coalesce(sum(${finLoan.amount} - ${finLoan.repaid}) filter (where ${finLoan.dueDate} < ${today}), 0)`,
  }).from(finLoan).where(and(where, eq(finLoan.deleted, false), eq(finLoan.status, S.APPROVED.value)))
    .groupBy(finLoan.borrowerId).orderBy(desc(sql`sum(${finLoan.amount} - ${finLoan.repaid})`));
  return rows.map((r) => ({
    borrowerId: r.borrowerId, borrowerName: r.borrowerName, loans: r.loans, amount: Number(r.amount), repaid: Number(r.repaid),
    balance: (fen(r.amount) - fen(r.repaid)) / 100, overdueBalance: Number(r.overdue),
  }));
}

/** POST /b/loan/list/delete: soft delete of loans that never ran to approval and have no repayment. */
export async function deleteLoans(tx: Db, actor: SessionInfo, ids: string[]) {
  for (const id of [...new Set(ids)].sort()) {
    const row = await readLoan(tx, actor, id);
    const [locked] = await tx.select().from(finLoan).where(eq(finLoan.id, row.id)).for('update');
    const deletable: number[] = [S.RETURNED.value, S.REJECTED.value, S.WITHDRAWN.value, S.TERMINATED.value, S.DRAFT.value];
    if (locked.deleted || !deletable.includes(locked.status) || fen(locked.repaid) !== 0) throw badRequest(CLAIM_MSG.LOAN_DELETE);
    if (locked.createdBy !== actor.userId && locked.borrowerId !== actor.userId && !(await isAdminLike(tx, actor))) throw badRequest(CLAIM_MSG.LOAN_DELETE);
    await tx.update(finLoan).set({ deleted: true, updatedDate: new Date(), version: sql`${finLoan.version} + 1` }).where(eq(finLoan.id, id));
  }
}

/** Finance may delete anybody's loan; others their own. */
const isAdminLike = (tx: Db, actor: SessionInfo) => hasPermission(tx, actor, 'finance:loan:delete');

// ---------------------------------------------------------------------------
// Repayments
// ---------------------------------------------------------------------------

const repayColumns = {
  id: finRepay.id, loanId: finRepay.loanId, loanCode: finLoan.code, borrowerName: finLoan.borrowerName, kind: finRepay.kind,
  amount: finRepay.amount, claimId: finRepay.claimId, bankDetailId: finRepay.bankDetailId, repayDate: finRepay.repayDate,
  expenseRef: finRepay.expenseRef, remark: finRepay.remark, createdDate: finRepay.createdDate,
};

/** POST /b/repay/queryList: repayments of visible loans (params: loanId, kind). */
export async function queryRepays(tx: Db, actor: SessionInfo, req: TListRequest) {
  const list: ScopedListEntity = {
    scope: LOAN_SCOPE,
    fields: { loanId: finRepay.loanId, kind: finRepay.kind, repayDate: finRepay.repayDate, createdDate: finRepay.createdDate, borrowerId: finLoan.borrowerId },
    defaultOrderBy: 'createdDate', defaultOrder: 'desc', tieBreaker: finRepay.id,
  };
  const q = await buildListQuery(list, req, { scope: requestScope(tx, actor) });
  const rows = await tx.select(repayColumns).from(finRepay).innerJoin(finLoan, eq(finLoan.id, finRepay.loanId))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  const total = rows.length < q.limit && (rows.length > 0 || q.offset === 0) ? q.offset + rows.length : (await tx.select({ n: sql<number>`count(*)::int` })
    .from(finRepay).innerJoin(finLoan, eq(finLoan.id, finRepay.loanId)).where(q.where))[0].n;
  return { rows: rows.map((r) => ({ ...r, kind: r.kind as 'claim' | 'offset' })), total };
}

async function readRepay(tx: Db, actor: SessionInfo, id: string) {
  const [row] = await tx.select(repayColumns).from(finRepay).innerJoin(finLoan, eq(finLoan.id, finRepay.loanId)).where(eq(finRepay.id, id));
  if (!row) throw notFound(CLAIM_MSG.REPAY_NOT_FOUND);
  await readLoan(tx, actor, row.loanId).catch(() => { throw notFound(CLAIM_MSG.REPAY_NOT_FOUND); });
  return { ...row, kind: row.kind as 'claim' | 'offset' };
}

/** POST /b/repay/saveOffset: an expense claim nets against the loan (报销冲抵借款). */
export async function saveOffset(tx: Db, actor: SessionInfo, b: z.output<typeof ZRepayOffset>) {
  const loan = await lockLoan(tx, actor, b.loanId);
  const open = fen(loan.amount) - fen(loan.repaid);
  if (fen(b.amount) > open) throw badRequest(CLAIM_MSG.OVER_LOAN((open / 100).toFixed(2)));
  const id = newId();
  await tx.insert(finRepay).values({
    id, loanId: loan.id, kind: 'offset', amount: b.amount, repayDate: b.repayDate ?? chinaToday(), expenseRef: b.expenseRef,
    remark: b.remark ?? null, deptId: loan.deptId,
  });
  await tx.update(finLoan).set({ repaid: sql`${finLoan.repaid} + ${b.amount}`, version: sql`${finLoan.version} + 1` }).where(eq(finLoan.id, loan.id));
  return readRepay(tx, actor, id);
}

/** POST /b/repay/delete: an offset (a claim's repayment is revoked with its claim). */
export async function deleteRepay(tx: Db, actor: SessionInfo, id: string) {
  const r = await readRepay(tx, actor, id);
  if (r.kind !== 'offset') throw badRequest(CLAIM_MSG.REPAY_BY_CLAIM);
  const [loan] = await tx.select().from(finLoan).where(eq(finLoan.id, r.loanId)).for('update');
  if (!loan) throw notFound(CLAIM_MSG.LOAN_NOT_FOUND);
  await tx.delete(finRepay).where(eq(finRepay.id, id));
  await tx.update(finLoan).set({ repaid: sql`${finLoan.repaid} - ${r.amount}`, version: sql`${finLoan.version} + 1` }).where(eq(finLoan.id, loan.id));
}

/**
 * The repayment a claim makes (claim target 'repay'): `amount` is the claim's amount after the
 * change (0: the claim is gone). The loan is already locked by the caller.
 */
export async function applyClaimRepay(tx: Db, loanId: string, claim: { id: string; bankDetailId: string; date: string }, deltaFen: number, amount: number) {
  if (deltaFen === 0) return;
  await tx.update(finLoan).set({ repaid: sql`${finLoan.repaid} + ${deltaFen / 100}`, version: sql`${finLoan.version} + 1` }).where(eq(finLoan.id, loanId));
  if (amount <= 0) {
    await tx.delete(finRepay).where(eq(finRepay.claimId, claim.id));
    return;
  }
  const [existing] = await tx.select({ id: finRepay.id }).from(finRepay).where(eq(finRepay.claimId, claim.id));
  if (existing) {
    await tx.update(finRepay).set({ amount, version: sql`${finRepay.version} + 1` }).where(eq(finRepay.id, existing.id));
  } else {
    const [loan] = await tx.select({ deptId: finLoan.deptId }).from(finLoan).where(eq(finLoan.id, loanId));
    await tx.insert(finRepay).values({
      id: newId(), loanId, kind: 'claim', amount, claimId: claim.id, bankDetailId: claim.bankDetailId, repayDate: claim.date, deptId: loan?.deptId ?? null,
    });
  }
}

/** Approved loans with a balance, visible to the caller (the claim dialog's 借款还款 targets). */
export async function openLoans(tx: Db, actor: SessionInfo, keyword?: string, ids?: string[]) {
  const where = await visibleWhere({ scope: LOAN_SCOPE }, requestScope(tx, actor));
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return tx.select().from(finLoan).where(and(where, eq(finLoan.deleted, false), eq(finLoan.status, S.APPROVED.value),
    ids ? inArray(finLoan.id, ids) : gt(finLoan.amount, finLoan.repaid),
    like ? or(sql`${finLoan.code} ilike ${like}`, sql`${finLoan.name} ilike ${like}`, sql`${finLoan.borrowerName} ilike ${like}`) : undefined))
    .orderBy(asc(finLoan.dueDate)).limit(200);
}

/**
 * Due-repayment reminders (the job, per tenant): each borrower of an approved loan with a balance
 * due within `daysAhead` days (or overdue) gets one message a day. Answers how many went out.
 */
export async function remindDueLoans(tx: Db, today = chinaToday(), daysAhead = 3): Promise<number> {
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86400_000).toISOString().slice(0, 10);
  const due = await tx.select().from(finLoan).where(and(
    eq(finLoan.deleted, false), eq(finLoan.status, S.APPROVED.value), gt(finLoan.amount, finLoan.repaid), lte(finLoan.dueDate, limit),
    or(isNull(finLoan.remindedOn), sql`${finLoan.remindedOn} < ${today}`),
  )).orderBy(asc(finLoan.dueDate)).limit(1000);
  if (!due.length) return 0;
  await sendMessages(tx, due.map((l) => {
    const balance = ((fen(l.amount) - fen(l.repaid)) / 100).toFixed(2);
    const when = l.dueDate < today ? `已于 ${l.dueDate} 到期，请尽快归还` : `应于 ${l.dueDate} 前归还`;
    return {
      to: { userIds: [l.borrowerId] }, type: MSG_TYPE.SYSTEM.value, title: `借款还款提醒：${l.code}`,
      content: `您的借款「${l.name}」尚欠 ${balance} 元，${when}。`, link: '/loan-application', refType: 'fin_loan', refId: l.id,
    };
  }));
  await tx.update(finLoan).set({ remindedOn: today }).where(inArray(finLoan.id, due.map((l) => l.id)));
  return due.length;
}

