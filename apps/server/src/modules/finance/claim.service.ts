import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { CLAIM_KIND_LABEL, CLAIM_MSG, type TClaimItem, type TSuggestion } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finBankDetail, finClaim, finClaimReceipt } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, COUNT_CAP, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { BANK_DATA_MENU, DETAIL_SCOPE } from './bank.service.js';
import { targetKind, type LockedTarget } from './claim-targets.js';
import { chinaToday } from './loan.service.js';

/*
 * Money claims (认款, bankDetailCome; issue 17, domain §6). An incoming bank line is a receipt;
 * a claim allocates part of it to a target of the registry (claim-targets.ts). Invariants, kept
 * by the database: fin_claim_receipt CHECK 0 ≤ claimed ≤ amount, fin_claim_target / fin_loan
 * CHECK 0 ≤ received ≤ total, fin_claim one row per (receipt, target) with amount > 0. Every
 * change locks the receipt row first, then its targets in (kind, id) order, and reads the sums
 * after the locks, so concurrent claims queue and none sees a stale remainder.
 */

const fen = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);

const remaining = sql<number>`(${finBankDetail.income} - ${finBankDetail.claimTotal})::float8`;
const parked = sql<boolean>`coalesce(${finClaimReceipt.parked}, false)`;
const claimStatus = sql<string>`case when not ${finBankDetail.isNeedClaim} then '3' when ${finBankDetail.claimTotal} = 0 then '0'
  when ${finBankDetail.claimTotal} < ${finBankDetail.income} then '1' else '2' end`;

const receiptColumns = {
  id: finBankDetail.id, accountId: finBankDetail.accountId, accountNo: finBankDetail.accountNo, accountName: finBankDetail.accountName,
  dateTime: finBankDetail.dateTime, month: finBankDetail.month, income: finBankDetail.income, claimTotal: finBankDetail.claimTotal, remaining,
  otherSideName: finBankDetail.otherSideName, otherSideAccountNo: finBankDetail.otherSideAccountNo, summary: finBankDetail.summary,
  matter: finBankDetail.matter, memo: finBankDetail.memo, isNeedClaim: finBankDetail.isNeedClaim, parked, parkedRemark: finClaimReceipt.parkedRemark,
  claimStatus,
};

const RECEIPT_LIST: ScopedListEntity = {
  scope: DETAIL_SCOPE,
  fields: {
    accountId: finBankDetail.accountId, dateTime: finBankDetail.dateTime, month: finBankDetail.month, income: finBankDetail.income,
    otherSideName: finBankDetail.otherSideName, summary: finBankDetail.summary, matter: finBankDetail.matter, remaining,
  },
  defaultOrderBy: 'dateTime',
  defaultOrder: 'desc',
  tieBreaker: finBankDetail.id,
};

const receiptJoin = and(eq(finClaimReceipt.tenantId, finBankDetail.tenantId), eq(finClaimReceipt.bankDetailId, finBankDetail.id));

async function receiptPage(tx: Db, actor: SessionInfo, req: TListRequest, extra: (SQL | undefined)[]) {
  const q = await buildListQuery(RECEIPT_LIST, req, { scope: requestScope(tx, actor), extra: [gt(finBankDetail.income, 0), ...extra] });
  return pageWithTotal(tx, finBankDetail, q, (n) => tx.select({ ...receiptColumns, [TOTAL_COLUMN]: n }).from(finBankDetail).leftJoin(finClaimReceipt, receiptJoin)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

/** 需认领: lines to be claimed, not fully claimed, not parked. */
export const queryNeedClaim = (tx: Db, actor: SessionInfo, req: TListRequest) => receiptPage(tx, actor, req, [
  eq(finBankDetail.isNeedClaim, true), sql`${finBankDetail.claimTotal} < ${finBankDetail.income}`,
  sql`not exists (select 1 from ${finClaimReceipt} r where r.bank_detail_id = ${finBankDetail.id} and r.parked)`,
]);

/** 未认领: incoming lines nobody has claimed anything of (parked money included). */
export const queryNoClaim = (tx: Db, actor: SessionInfo, req: TListRequest) => receiptPage(tx, actor, req, [
  eq(finBankDetail.isNeedClaim, true), sql`${finBankDetail.claimTotal} = 0`,
]);

/** Claims are seen as their receipt is: by its account's department, the claimer, named accounts. */
const CLAIM_SCOPE: EntityScope = { dataMenu: BANK_DATA_MENU, dept: finClaim.deptId, owner: finClaim.createdBy };

const CLAIM_LIST: ScopedListEntity = {
  scope: CLAIM_SCOPE,
  fields: {
    bankDetailId: finClaim.bankDetailId, kind: finClaim.kind, targetId: finClaim.targetId, targetLabel: finClaim.targetLabel,
    createdDate: finClaim.createdDate, createdBy: finClaim.createdBy, otherSideName: finBankDetail.otherSideName, dateTime: finBankDetail.dateTime,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: finClaim.id,
};

const claimColumns = {
  id: finClaim.id, bankDetailId: finClaim.bankDetailId, kind: finClaim.kind, targetId: finClaim.targetId, targetLabel: finClaim.targetLabel,
  amount: finClaim.amount, remark: finClaim.remark, dateTime: finBankDetail.dateTime, income: finBankDetail.income,
  otherSideName: finBankDetail.otherSideName, summary: finBankDetail.summary, accountNo: finBankDetail.accountNo,
  createdBy: finClaim.createdBy, createdDate: finClaim.createdDate, version: finClaim.version,
};

async function presentClaims<R extends { createdBy: string | null; kind: string }>(tx: Db, rows: R[]): Promise<(R & { kindName: string; createdByName: string | null })[]> {
  const names = await userNames(tx, rows.map((r) => r.createdBy));
  return rows.map((r) => ({ ...r, kindName: CLAIM_KIND_LABEL[r.kind] ?? r.kind, createdByName: r.createdBy ? names.get(r.createdBy) ?? null : null }));
}

/** 已认领: the claims (one row per receipt and target). */
export async function queryHadClaim(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(CLAIM_LIST, req, { scope: requestScope(tx, actor) });
  const rows = await tx.select(claimColumns).from(finClaim)
    .innerJoin(finBankDetail, and(eq(finBankDetail.tenantId, finClaim.tenantId), eq(finBankDetail.id, finClaim.bankDetailId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  // The filters may name the receipt's columns: counted over the same join (up to the platform's cap).
  const total = rows.length < q.limit && (rows.length > 0 || q.offset === 0) ? q.offset + rows.length : (await tx.select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${finClaim} inner join ${finBankDetail} on ${finBankDetail.tenantId} = ${finClaim.tenantId} and ${finBankDetail.id} = ${finClaim.bankDetailId} where ${q.where ?? sql`true`} limit ${COUNT_CAP}) c`))[0].n;
  return { rows: await presentClaims(tx, rows), total };
}

/** A receipt and its claims, as the claim dialog shows them. */
export async function receiptDetail(tx: Db, actor: SessionInfo, bankDetailId: string) {
  const where = await visibleWhere({ scope: DETAIL_SCOPE }, requestScope(tx, actor));
  const [receipt] = await tx.select(receiptColumns).from(finBankDetail).leftJoin(finClaimReceipt, receiptJoin)
    .where(and(eq(finBankDetail.id, bankDetailId), where));
  if (!receipt) throw notFound(CLAIM_MSG.RECEIPT_NOT_FOUND);
  const rows = await tx.select(claimColumns).from(finClaim)
    .innerJoin(finBankDetail, and(eq(finBankDetail.tenantId, finClaim.tenantId), eq(finBankDetail.id, finClaim.bankDetailId)))
    .where(eq(finClaim.bankDetailId, bankDetailId)).orderBy(asc(finClaim.createdDate), asc(finClaim.id));
  return { receipt, claims: await presentClaims(tx, rows) };
}

/** Locks the receipt (its claim row, made on first use) and answers it with what is claimed. */
async function lockReceipt(tx: Db, actor: SessionInfo, bankDetailId: string) {
  const where = await visibleWhere({ scope: DETAIL_SCOPE }, requestScope(tx, actor));
  const [line] = await tx.select({
    id: finBankDetail.id, income: finBankDetail.income, isNeedClaim: finBankDetail.isNeedClaim, dateTime: finBankDetail.dateTime, deptId: finBankDetail.deptId,
  }).from(finBankDetail).where(and(eq(finBankDetail.id, bankDetailId), where));
  if (!line) throw notFound(CLAIM_MSG.RECEIPT_NOT_FOUND);
  if (!(line.income > 0)) throw badRequest(CLAIM_MSG.NOT_INCOME);
  await tx.insert(finClaimReceipt).values({ bankDetailId, amount: line.income }).onConflictDoNothing();
  const [r] = await tx.select().from(finClaimReceipt).where(eq(finClaimReceipt.bankDetailId, bankDetailId)).for('update');
  return { line, amount: fen(r.amount), claimed: fen(r.claimed), parked: r.parked, date: chinaToday(line.dateTime) };
}

type Receipt = Awaited<ReturnType<typeof lockReceipt>>;

/** Writes the receipt's new claimed sum (the row is locked) on both the claim row and the bank line. */
async function setReceiptClaimed(tx: Db, r: Receipt) {
  await tx.update(finClaimReceipt).set({ claimed: r.claimed / 100, updatedDate: new Date(), version: sql`${finClaimReceipt.version} + 1` })
    .where(eq(finClaimReceipt.bankDetailId, r.line.id));
  await tx.update(finBankDetail).set({ claimTotal: r.claimed / 100 }).where(eq(finBankDetail.id, r.line.id));
}

const openOf = (t: LockedTarget) => (t.total === null ? Infinity : t.total - t.received);

/**
 * Claims the receipt against the items, in one transaction: each item's amount, or when absent
 * min(what is left of the receipt, the target's open amount). Refuses an amount beyond either.
 */
export async function addClaims(tx: Db, actor: SessionInfo, bankDetailId: string, items: TClaimItem[]) {
  const r = await lockReceipt(tx, actor, bankDetailId);
  if (r.parked) throw badRequest(CLAIM_MSG.PARKED);
  if (!r.line.isNeedClaim) throw badRequest(CLAIM_MSG.NOT_NEED_CLAIM);
  const merged = new Map<string, TClaimItem>();
  for (const it of items) {
    const key = `${it.kind}\u0000${it.targetId}`;
    const prev = merged.get(key);
    if (prev && (prev.amount === undefined || it.amount === undefined)) throw badRequest('同一认款对象只能出现一次');
    merged.set(key, prev ? { ...prev, amount: fen(prev.amount) / 100 + fen(it.amount) / 100 } : it);
  }
  const ordered = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  for (const it of ordered) {
    const kind = targetKind(it.kind);
    const t = await kind.lock(tx, actor, it.targetId);
    const left = r.amount - r.claimed;
    const open = openOf(t);
    if (left <= 0) throw badRequest(CLAIM_MSG.NOTHING_LEFT);
    if (open <= 0) throw badRequest(CLAIM_MSG.TARGET_FULL(t.label));
    const want = it.amount === undefined ? Math.min(left, open) : fen(it.amount);
    if (want <= 0) throw badRequest(CLAIM_MSG.AMOUNT);
    if (want > left) throw badRequest(CLAIM_MSG.OVER_RECEIPT(yuan(left)));
    if (want > open) throw badRequest(CLAIM_MSG.OVER_TARGET(t.label, yuan(open)));
    const [existing] = await tx.select({ id: finClaim.id, amount: finClaim.amount }).from(finClaim)
      .where(and(eq(finClaim.bankDetailId, bankDetailId), eq(finClaim.kind, it.kind), eq(finClaim.targetId, it.targetId)));
    const id = existing?.id ?? newId();
    const amount = (fen(existing?.amount) + want) / 100;
    if (existing) {
      await tx.update(finClaim).set({ amount, remark: it.remark ?? undefined, updatedDate: new Date(), version: sql`${finClaim.version} + 1` }).where(eq(finClaim.id, id));
    } else {
      await tx.insert(finClaim).values({
        id, bankDetailId, kind: it.kind, targetId: it.targetId, targetLabel: t.code ? `${t.code} ${t.label}` : t.label, amount,
        remark: it.remark ?? null, deptId: r.line.deptId,
      });
    }
    r.claimed += want;
    await kind.apply(tx, it.targetId, { id, bankDetailId, date: r.date }, want, amount);
  }
  await setReceiptClaimed(tx, r);
  return receiptDetail(tx, actor, bankDetailId);
}

/** A claim the caller may see, with the receipt and target locked (in that order). */
async function lockClaim(tx: Db, actor: SessionInfo, id: string, kind?: string) {
  const where = await visibleWhere({ scope: CLAIM_SCOPE }, requestScope(tx, actor));
  const [c] = await tx.select().from(finClaim).where(and(eq(finClaim.id, id), where, kind ? eq(finClaim.kind, kind) : undefined));
  if (!c) throw notFound(CLAIM_MSG.CLAIM_NOT_FOUND);
  const r = await lockReceipt(tx, actor, c.bankDetailId);
  const k = targetKind(c.kind);
  const t = await k.lock(tx, actor, c.targetId);
  const [fresh] = await tx.select().from(finClaim).where(eq(finClaim.id, id));
  if (!fresh) throw notFound(CLAIM_MSG.CLAIM_NOT_FOUND);
  return { c: fresh, r, k, t };
}

/** update*Amount: a claim's new amount, within what is left of the receipt and open on the target. */
export async function updateClaimAmount(tx: Db, actor: SessionInfo, id: string, amount: number, kind?: string) {
  const { c, r, k, t } = await lockClaim(tx, actor, id, kind);
  const delta = fen(amount) - fen(c.amount);
  if (delta > r.amount - r.claimed) throw badRequest(CLAIM_MSG.OVER_RECEIPT(yuan(r.amount - r.claimed + fen(c.amount))));
  if (delta > openOf(t)) throw badRequest(CLAIM_MSG.OVER_TARGET(t.label, yuan(openOf(t) + fen(c.amount))));
  await tx.update(finClaim).set({ amount: fen(amount) / 100, updatedDate: new Date(), version: sql`${finClaim.version} + 1` }).where(eq(finClaim.id, id));
  r.claimed += delta;
  await k.apply(tx, c.targetId, { id, bankDetailId: c.bankDetailId, date: r.date }, delta, fen(amount) / 100);
  await setReceiptClaimed(tx, r);
  return receiptDetail(tx, actor, c.bankDetailId);
}

async function removeClaim(tx: Db, actor: SessionInfo, id: string, kind?: string) {
  const { c, r, k } = await lockClaim(tx, actor, id, kind);
  await tx.delete(finClaim).where(eq(finClaim.id, id));
  r.claimed -= fen(c.amount);
  await k.apply(tx, c.targetId, { id, bankDetailId: c.bankDetailId, date: r.date }, -fen(c.amount), 0);
  await setReceiptClaimed(tx, r);
  return c.bankDetailId;
}

/** delete*: one claim. */
export async function deleteClaim(tx: Db, actor: SessionInfo, id: string, kind?: string) {
  const bankDetailId = await removeClaim(tx, actor, id, kind);
  return receiptDetail(tx, actor, bankDetailId);
}

/** revokeBankDetailClaim: every claim of the receipt. */
export async function revokeReceipt(tx: Db, actor: SessionInfo, bankDetailId: string) {
  await lockReceipt(tx, actor, bankDetailId);
  const rows = await tx.select({ id: finClaim.id, kind: finClaim.kind, targetId: finClaim.targetId }).from(finClaim)
    .where(eq(finClaim.bankDetailId, bankDetailId));
  if (!rows.length) throw badRequest('该流水没有认款记录');
  for (const c of rows.sort((a, b) => (`${a.kind}${a.targetId}` < `${b.kind}${b.targetId}` ? -1 : 1))) await removeClaim(tx, actor, c.id);
  return receiptDetail(tx, actor, bankDetailId);
}

/** parkBankDetail: unidentified money parked as 暂存款 (only while nothing of it is claimed), or released. */
export async function parkReceipt(tx: Db, actor: SessionInfo, bankDetailId: string, park: boolean, remark?: string | null) {
  const r = await lockReceipt(tx, actor, bankDetailId);
  if (park && r.claimed > 0) throw badRequest('已有认款的流水不能转为暂存款');
  await tx.update(finClaimReceipt).set({ parked: park, parkedRemark: park ? remark ?? null : null, version: sql`${finClaimReceipt.version} + 1` })
    .where(eq(finClaimReceipt.bankDetailId, bankDetailId));
  return (await receiptDetail(tx, actor, bankDetailId)).receipt;
}

/** Targets of a kind with their open amounts (the claim dialog's pickers). */
export async function claimTargets(tx: Db, actor: SessionInfo, kind: string, q: { keyword?: string; onlyOpen?: boolean } = {}) {
  const rows = await targetKind(kind).list(tx, actor, { keyword: q.keyword });
  return q.onlyOpen ? rows.filter((r) => r.open === null || r.open > 0) : rows;
}

/**
 * querySuggestList (domain §6): contracts whose number is in the line's 摘要/用途/附言, then those
 * whose party A is the payer, then contracts and loans whose open amount is what is left of it.
 */
export async function suggestTargets(tx: Db, actor: SessionInfo, bankDetailId: string): Promise<TSuggestion[]> {
  const { receipt } = await receiptDetail(tx, actor, bankDetailId);
  const left = fen(receipt.income) - fen(receipt.claimTotal);
  const text = [receipt.summary, receipt.matter, receipt.memo].filter(Boolean).join(' ').toUpperCase();
  const contracts = await claimTargets(tx, actor, 'contract');
  const out: TSuggestion[] = [];
  const seen = new Set<string>();
  const push = (t: (typeof contracts)[number], reason: TSuggestion['reason'], reasonText: string) => {
    const key = `${t.kind}:${t.targetId}`;
    if (seen.has(key) || (t.open !== null && t.open <= 0)) return;
    seen.add(key);
    out.push({ ...t, reason, reasonText });
  };
  for (const c of contracts) if (c.code && text.includes(c.code.toUpperCase())) push(c, 'number', `摘要/用途含合同号 ${c.code}`);
  const payer = (receipt.otherSideName ?? '').replace(/\s/g, '');
  if (payer) for (const c of contracts) if (c.party && c.party.replace(/\s/g, '') === payer) push(c, 'party', `付款方为合同甲方 ${c.party}`);
  if (left > 0) {
    for (const c of contracts) if (c.open !== null && fen(c.open) === left) push(c, 'amount', `未收金额等于到账剩余 ${yuan(left)} 元`);
    for (const l of await claimTargets(tx, actor, 'repay')) if (l.open !== null && fen(l.open) === left) push(l, 'amount', `借款余额等于到账剩余 ${yuan(left)} 元`);
  }
  return out.slice(0, 20);
}

/** The claims of receipts (by id), for other parts of finance. */
export async function claimsOfReceipts(tx: Db, ids: string[]) {
  if (!ids.length) return [];
  return tx.select().from(finClaim).where(inArray(finClaim.bankDetailId, ids));
}
