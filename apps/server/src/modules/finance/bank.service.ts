import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FINANCE_MSG, type TBankMonthSummary, type ZBankDetailSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finBankAccount, finBankDetail } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userById } from '../../platform/directory.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';
import { contentHash, type BankLine } from './bank-layout.js';

/*
 * Bank accounts and statement lines (spec 3 §3 "Bank line", §7 bankDetail*). Both are governed
 * by the data menu 'fin_bank_detail': by the account's department, by who created them, or by
 * an attribute rule naming the accounts a role may see (attr `account`).
 */

export const BANK_DATA_MENU = 'fin_bank_detail';

export const ACCOUNT_SCOPE: EntityScope = {
  dataMenu: BANK_DATA_MENU, dept: finBankAccount.deptId, owner: finBankAccount.createdBy, attrs: { account: finBankAccount.id },
};
export const DETAIL_SCOPE: EntityScope = {
  dataMenu: BANK_DATA_MENU, dept: finBankDetail.deptId, owner: finBankDetail.createdBy, attrs: { account: finBankDetail.accountId },
};

const needClaimTotal = sql<number>`(case when ${finBankDetail.isNeedClaim} then ${finBankDetail.income} - ${finBankDetail.claimTotal} else 0 end)::float8`;

export const BANK_DETAIL_LIST: ScopedListEntity = {
  scope: DETAIL_SCOPE,
  fields: {
    accountId: finBankDetail.accountId, accountNo: finBankDetail.accountNo, accountName: finBankDetail.accountName,
    dateTime: finBankDetail.dateTime, month: finBankDetail.month, income: finBankDetail.income, pay: finBankDetail.pay,
    balance: finBankDetail.balance, otherSideName: finBankDetail.otherSideName, otherSideAccountNo: finBankDetail.otherSideAccountNo,
    summary: finBankDetail.summary, matter: finBankDetail.matter, memo: finBankDetail.memo, serialNo: finBankDetail.serialNo,
    isNeedClaim: finBankDetail.isNeedClaim, batchId: finBankDetail.batchId, createdDate: finBankDetail.createdDate,
  },
  defaultOrderBy: 'dateTime',
  defaultOrder: 'desc',
  tieBreaker: finBankDetail.seq,
};

const detailColumns = {
  id: finBankDetail.id, accountId: finBankDetail.accountId, accountNo: finBankDetail.accountNo, accountName: finBankDetail.accountName,
  accountUnit: finBankDetail.accountUnit, dateTime: finBankDetail.dateTime, month: finBankDetail.month, income: finBankDetail.income,
  pay: finBankDetail.pay, balance: finBankDetail.balance, otherSideName: finBankDetail.otherSideName,
  otherSideAccountNo: finBankDetail.otherSideAccountNo, otherSideUnit: finBankDetail.otherSideUnit, summary: finBankDetail.summary,
  matter: finBankDetail.matter, memo: finBankDetail.memo, remark: finBankDetail.remark, serialNo: finBankDetail.serialNo,
  isNeedClaim: finBankDetail.isNeedClaim, isChangeAccount: finBankDetail.isChangeAccount, claimTotal: finBankDetail.claimTotal,
  needClaimTotal, batchId: finBankDetail.batchId, deptId: finBankDetail.deptId, createdDate: finBankDetail.createdDate,
  version: finBankDetail.version,
};

/** POST bankDetail/queryList: the caller's visible lines, newest first. */
export async function queryBankDetails(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(BANK_DETAIL_LIST, req, { scope: requestScope(tx, actor) });
  // Within one time, the chain order of the import (seq) keeps the balances in sequence.
  return pageWithTotal(tx, finBankDetail, q, (n) => tx.select({ ...detailColumns, [TOTAL_COLUMN]: n }).from(finBankDetail)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

/** Accounts the caller may see (the account filter, the import's account choice). */
export async function visibleAccounts(tx: Db, actor: SessionInfo) {
  const where = await visibleWhere({ scope: ACCOUNT_SCOPE }, requestScope(tx, actor));
  return tx.select({
    id: finBankAccount.id, accountNo: finBankAccount.accountNo, accountName: finBankAccount.accountName,
    accountUnit: finBankAccount.accountUnit, deptId: finBankAccount.deptId,
  }).from(finBankAccount).where(where).orderBy(asc(finBankAccount.accountNo));
}

/** One visible account by id (404 outside the scope). */
export async function visibleAccount(tx: Db, actor: SessionInfo, id: string) {
  const where = await visibleWhere({ scope: ACCOUNT_SCOPE }, requestScope(tx, actor));
  const [row] = await tx.select().from(finBankAccount).where(and(eq(finBankAccount.id, id), where));
  if (!row) throw notFound(FINANCE_MSG.ACCOUNT_NOT_FOUND);
  return row;
}

async function actorDept(tx: Db, actor: SessionInfo): Promise<string | null> {
  return (await userById(tx, actor.userId))?.deptId ?? null;
}

/**
 * The account of `accountNo` as the caller may know it: the visible one, null when there is none;
 * one that exists outside the caller's scope is 404 (`hidden: 'null'` answers null instead, for reads
 * that must not tell it exists).
 */
export async function accountByNo(tx: Db, actor: SessionInfo, accountNo: string, hidden: 'refuse' | 'null' = 'refuse') {
  const no = accountNo.replace(/\s/g, '');
  const [row] = await tx.select().from(finBankAccount).where(eq(finBankAccount.accountNo, no));
  if (!row) return null;
  const where = await visibleWhere({ scope: ACCOUNT_SCOPE }, requestScope(tx, actor));
  const [visible] = await tx.select({ id: finBankAccount.id }).from(finBankAccount).where(and(eq(finBankAccount.id, row.id), where));
  if (visible) return row;
  if (hidden === 'null') return null;
  throw notFound(FINANCE_MSG.ACCOUNT_NOT_FOUND);
}

/**
 * The account of `accountNo`: the visible one, or a new one in the caller's department. An
 * account that exists but is outside the caller's scope is refused (no writing into it).
 */
export async function accountForImport(tx: Db, actor: SessionInfo, accountNo: string, name?: string, unit?: string) {
  const no = accountNo.replace(/\s/g, '');
  const existing = await accountByNo(tx, actor, no);
  if (existing) {
    if ((name && !existing.accountName) || (unit && !existing.accountUnit)) {
      await tx.update(finBankAccount).set({ accountName: existing.accountName ?? name, accountUnit: existing.accountUnit ?? unit })
        .where(eq(finBankAccount.id, existing.id));
    }
    return { ...existing, accountName: existing.accountName ?? name ?? null, accountUnit: existing.accountUnit ?? unit ?? null };
  }
  // Two first imports of one account at once: the second finds the first's row (the unique number).
  await tx.insert(finBankAccount).values({
    id: newId(), accountNo: no, accountName: name || null, accountUnit: unit || null, deptId: await actorDept(tx, actor),
  }).onConflictDoNothing({ target: [finBankAccount.tenantId, finBankAccount.accountNo] });
  const [row] = await tx.select().from(finBankAccount).where(eq(finBankAccount.accountNo, no));
  return row;
}

const fen = (v: number | null | undefined) => Math.round((v ?? 0) * 100);

/** Wall-clock text "YYYY-MM-DD[ HH:mm[:ss]]" in China time → instant and month. */
function chinaTime(s: string): { at: Date; month: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s.trim());
  if (!m) throw badRequest(FINANCE_MSG.DATE);
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  const d = new Date(wall);
  if (d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) throw badRequest(FINANCE_MSG.DATE);
  return { at: new Date(wall - 8 * 3600_000), month: `${m[1]}-${m[2]}` };
}

/** POST bankDetail/save: a line entered by hand (a manual key, so it never meets an imported one). */
export async function saveBankDetail(tx: Db, actor: SessionInfo, b: z.output<typeof ZBankDetailSave>) {
  const income = fen(b.income);
  const pay = fen(b.pay);
  if (income && pay) throw badRequest(FINANCE_MSG.AMOUNT_BOTH);
  if (!income && !pay) throw badRequest(FINANCE_MSG.AMOUNT_NONE);
  if (income < 0 || pay < 0) throw badRequest('金额不能为负数');
  const account = await visibleAccount(tx, actor, b.accountId);
  // Held until commit: a failed import's cleanup removing an account it opened waits for this line and sees it.
  const [held] = await tx.select({ id: finBankAccount.id }).from(finBankAccount).where(eq(finBankAccount.id, account.id)).for('share');
  if (!held) throw notFound(FINANCE_MSG.ACCOUNT_NOT_FOUND);
  const { at, month } = chinaTime(b.dateTime);
  const line: BankLine = {
    row: 0, dateTime: at, month, income, pay, balance: b.balance === null || b.balance === undefined ? null : fen(b.balance),
    otherSideName: b.otherSideName || null, otherSideAccountNo: b.otherSideAccountNo || null, otherSideUnit: b.otherSideUnit || null,
    summary: b.summary || null, matter: b.matter || null, memo: b.memo || null, serialNo: b.serialNo || null,
  };
  const values = {
    accountId: account.id, accountNo: account.accountNo, accountName: account.accountName, accountUnit: account.accountUnit,
    dateTime: at, month, income: income / 100, pay: pay / 100, balance: line.balance === null ? null : line.balance / 100,
    otherSideName: line.otherSideName, otherSideAccountNo: line.otherSideAccountNo, otherSideUnit: line.otherSideUnit,
    summary: line.summary, matter: line.matter, memo: line.memo, remark: b.remark || null, serialNo: line.serialNo,
    contentHash: contentHash(line), isNeedClaim: b.isNeedClaim ?? income > 0, deptId: account.deptId,
  };
  let id = b.id;
  if (id) {
    await readDetail(tx, actor, id);
    if (b.version === undefined) throw badRequest('缺少版本号');
    await updateVersioned(tx, finBankDetail, id, b.version, values);
  } else {
    id = newId();
    await tx.insert(finBankDetail).values({ id, dedupeKey: `m:${id}`, ...values });
  }
  return readDetail(tx, actor, id);
}

async function readDetail(tx: Db, actor: SessionInfo, id: string) {
  const where = await visibleWhere({ scope: DETAIL_SCOPE }, requestScope(tx, actor));
  const [row] = await tx.select(detailColumns).from(finBankDetail).where(and(eq(finBankDetail.id, id), where));
  if (!row) throw notFound(FINANCE_MSG.NOT_FOUND);
  return row;
}

/** POST bankDetail/deleteBankDetail: all or nothing; a line outside the scope is "not found". */
export async function deleteBankDetails(tx: Db, actor: SessionInfo, ids: string[]) {
  const where = await visibleWhere({ scope: DETAIL_SCOPE }, requestScope(tx, actor));
  const gone = await tx.delete(finBankDetail).where(and(inArray(finBankDetail.id, ids), where)).returning({ id: finBankDetail.id });
  if (gone.length !== new Set(ids).size) throw notFound(FINANCE_MSG.NOT_FOUND);
}

/** POST bankDetail/deleteBankDetailMonth: one account's month. */
export async function deleteBankDetailMonth(tx: Db, actor: SessionInfo, accountId: string, month: string) {
  await visibleAccount(tx, actor, accountId);
  const where = await visibleWhere({ scope: DETAIL_SCOPE }, requestScope(tx, actor));
  const gone = await tx.delete(finBankDetail)
    .where(and(eq(finBankDetail.accountId, accountId), eq(finBankDetail.month, month), where)).returning({ id: finBankDetail.id });
  return { deleted: gone.length };
}

/**
 * POST bankDetail/findSummarys: per account and month, Σincome and Σpay in SQL (numeric), the
 * month's first and last line in chain order, and whether opening + income − pay = closing.
 */
export async function findSummaries(tx: Db, actor: SessionInfo, q: { accountId?: string; year?: string } = {}): Promise<TBankMonthSummary[]> {
  const where = await visibleWhere({ scope: DETAIL_SCOPE }, requestScope(tx, actor));
  const conds = and(where, q.accountId ? eq(finBankDetail.accountId, q.accountId) : undefined,
    q.year ? sql`${finBankDetail.month} like ${`${q.year}-%`}` : undefined);
  const ordered = sql`order by ${finBankDetail.dateTime}, ${finBankDetail.seq}`;
  const rows = await tx.select({
    accountId: finBankDetail.accountId,
    accountNo: sql<string>`min(${finBankDetail.accountNo})`,
    accountName: sql<string | null>`min(${finBankDetail.accountName})`,
    month: finBankDetail.month,
    count: sql<number>`count(*)::int`,
    income: sql<string>`sum(${finBankDetail.income})`,
    pay: sql<string>`sum(${finBankDetail.pay})`,
    first: sql<string | null>`(array_agg(${finBankDetail.balance} - ${finBankDetail.income} + ${finBankDetail.pay} ${ordered}))[1]`,
    last: sql<string | null>`(array_agg(${finBankDetail.balance} ${sql`order by ${finBankDetail.dateTime} desc, ${finBankDetail.seq} desc`}))[1]`,
  }).from(finBankDetail).where(conds).groupBy(finBankDetail.accountId, finBankDetail.month)
    .orderBy(sql`2`, sql`${finBankDetail.month} desc`);
  return rows.map((r) => {
    const opening = r.first === null ? null : Number(r.first);
    const closing = r.last === null ? null : Number(r.last);
    const income = Number(r.income);
    const pay = Number(r.pay);
    const balanced = opening !== null && closing !== null && fen(opening) + fen(income) - fen(pay) === fen(closing);
    return { accountId: r.accountId, accountNo: r.accountNo, accountName: r.accountName, month: r.month, count: r.count, income, pay, openingBalance: opening, closingBalance: closing, balanced };
  });
}
