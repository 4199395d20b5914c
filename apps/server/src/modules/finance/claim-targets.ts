import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { CLAIM_MSG, type TClaimTarget } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finClaimTarget, finInvoice, finPayment } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { flowRecordEntityScope } from '../../workflow/flow-record.js';
import { applyClaimRepay, lockLoan, openLoans } from './loan.service.js';
import { claimableTrackings, lockTrackingForClaim } from './tracking.service.js';

/*
 * The claim-target registry: what a receipt can be claimed against. Each kind knows how to lock
 * one target and tell its agreed total and what it has received (`lock`), how to take a change
 * of a claim's amount (`apply`, after the claim row is written, the target still locked), and
 * how to list its targets with their open amounts. Amounts are integer fen here.
 * Kinds: business (a tracked project), contract, invoice (a blue invoice; the claim counts on its
 * contract too), payment (money back on a paid payment request), repay (a loan).
 */

export interface LockedTarget { label: string; code: string | null; total: number | null; received: number }
export interface ClaimRef { id: string; bankDetailId: string; date: string }

export interface ClaimTargetKind {
  kind: string;
  label: string;
  lock(tx: Db, actor: SessionInfo, targetId: string): Promise<LockedTarget>;
  /** `deltaFen` added to the target's received; `amount` is the claim's new amount in yuan (0: gone). */
  apply(tx: Db, targetId: string, claim: ClaimRef, deltaFen: number, amount: number): Promise<void>;
  list(tx: Db, actor: SessionInfo, q: { keyword?: string; ids?: string[] }): Promise<TClaimTarget[]>;
}

const fen = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The contract ledger's visibility (data menu ct_contract: department, creator, flow participants), as modules/contract declares it. */
export const CONTRACT_SCOPE = flowRecordEntityScope({ dataMenu: 'ct_contract', dept: ctContract.deptId, owner: ctContract.createdBy, procInstId: ctContract.procInstId });

/** What claims brought to each contract (yuan): the contract money read of the finance module. */
export async function contractReceipts(tx: Db, contractIds: string[]): Promise<Map<string, number>> {
  if (!contractIds.length) return new Map();
  const rows = await tx.select({ id: finClaimTarget.targetId, claimed: finClaimTarget.claimed }).from(finClaimTarget)
    .where(and(eq(finClaimTarget.kind, 'contract'), inArray(finClaimTarget.targetId, contractIds)));
  return new Map(rows.map((r) => [r.id, r.claimed]));
}

const contractKind: ClaimTargetKind = {
  kind: 'contract',
  label: '合同',
  async lock(tx, actor, targetId) {
    const where = await visibleWhere({ scope: CONTRACT_SCOPE }, requestScope(tx, actor));
    const [c] = await tx.select({ id: ctContract.id, name: ctContract.name, code: ctContract.code, amount: ctContract.amount })
      .from(ctContract).where(and(eq(ctContract.id, targetId), where));
    if (!c) throw notFound(CLAIM_MSG.TARGET_NOT_FOUND);
    // The target's row is made once, then locked: claims of one contract queue on it.
    await tx.insert(finClaimTarget).values({ kind: 'contract', targetId, cap: c.amount }).onConflictDoNothing();
    const [t] = await tx.select().from(finClaimTarget).where(and(eq(finClaimTarget.kind, 'contract'), eq(finClaimTarget.targetId, targetId))).for('update');
    return { label: `合同「${c.name}」`, code: c.code, total: c.amount === null ? null : fen(c.amount), received: fen(t.claimed) };
  },
  async apply(tx, targetId, _claim, deltaFen) {
    const [c] = await tx.select({ amount: ctContract.amount }).from(ctContract).where(eq(ctContract.id, targetId));
    await tx.update(finClaimTarget).set({
      claimed: sql`${finClaimTarget.claimed} + ${deltaFen / 100}`, cap: c?.amount ?? null, updatedDate: new Date(), version: sql`${finClaimTarget.version} + 1`,
    }).where(and(eq(finClaimTarget.kind, 'contract'), eq(finClaimTarget.targetId, targetId)));
  },
  async list(tx, actor, q) {
    const where = await visibleWhere({ scope: CONTRACT_SCOPE }, requestScope(tx, actor));
    const rows = await tx.select({
      id: ctContract.id, name: ctContract.name, code: ctContract.code, partyA: ctContract.partyA, amount: ctContract.amount,
      received: sql<string | null>`${finClaimTarget.claimed}`,
    }).from(ctContract)
      .leftJoin(finClaimTarget, and(eq(finClaimTarget.tenantId, ctContract.tenantId), eq(finClaimTarget.kind, 'contract'), eq(finClaimTarget.targetId, ctContract.id)))
      .where(and(where, q.ids ? inArray(ctContract.id, q.ids) : undefined,
        q.keyword ? or(sql`${ctContract.name} ilike ${likeOf(q.keyword)}`, sql`${ctContract.code} ilike ${likeOf(q.keyword)}`, sql`${ctContract.partyA} ilike ${likeOf(q.keyword)}`) : undefined))
      .orderBy(desc(ctContract.createdDate)).limit(200);
    return rows.map((r) => {
      const received = fen(r.received);
      const total = r.amount === null ? null : fen(r.amount);
      return {
        kind: 'contract', targetId: r.id, code: r.code, label: r.name, party: r.partyA, total: total === null ? null : total / 100,
        received: received / 100, open: total === null ? null : (total - received) / 100,
      };
    });
  },
};

const repayKind: ClaimTargetKind = {
  kind: 'repay',
  label: '借款还款',
  async lock(tx, actor, targetId) {
    const loan = await lockLoan(tx, actor, targetId);
    return { label: `借款「${loan.code}」`, code: loan.code, total: fen(loan.amount), received: fen(loan.repaid) };
  },
  apply: (tx, targetId, claim, deltaFen, amount) => applyClaimRepay(tx, targetId, claim, deltaFen, amount),
  async list(tx, actor, q) {
    const rows = await openLoans(tx, actor, q.keyword, q.ids);
    return rows.map((l) => ({
      kind: 'repay', targetId: l.id, code: l.code, label: `${l.borrowerName ?? ''} ${l.name}`.trim(), party: l.borrowerName,
      total: l.amount, received: l.repaid, open: (fen(l.amount) - fen(l.repaid)) / 100,
    }));
  },
};

/** The target row of (kind, id), made on first use with its cap, then locked. */
async function lockTargetRow(tx: Db, kind: string, targetId: string, cap: number | null) {
  await tx.insert(finClaimTarget).values({ kind, targetId, cap }).onConflictDoNothing();
  const [t] = await tx.select().from(finClaimTarget).where(and(eq(finClaimTarget.kind, kind), eq(finClaimTarget.targetId, targetId))).for('update');
  return t;
}

async function addToTarget(tx: Db, kind: string, targetId: string, deltaFen: number, cap?: number | null) {
  await tx.update(finClaimTarget).set({
    claimed: sql`${finClaimTarget.claimed} + ${deltaFen / 100}`, ...(cap !== undefined && { cap }), updatedDate: new Date(), version: sql`${finClaimTarget.version} + 1`,
  }).where(and(eq(finClaimTarget.kind, kind), eq(finClaimTarget.targetId, targetId)));
}

const receivedOf = async (tx: Db, kind: string, ids: string[]) => (ids.length ? new Map((await tx.select({ id: finClaimTarget.targetId, claimed: finClaimTarget.claimed })
  .from(finClaimTarget).where(and(eq(finClaimTarget.kind, kind), inArray(finClaimTarget.targetId, ids)))).map((r) => [r.id, fen(r.claimed)])) : new Map<string, number>());

const businessKind: ClaimTargetKind = {
  kind: 'business',
  label: '业务',
  async lock(tx, actor, targetId) {
    const p = await lockTrackingForClaim(tx, actor, targetId);
    const t = await lockTargetRow(tx, 'business', targetId, p.expectedAmount);
    return { label: `业务「${p.name}」`, code: p.code, total: p.expectedAmount === null ? null : fen(p.expectedAmount), received: fen(t.claimed) };
  },
  apply: (tx, targetId, _claim, deltaFen) => addToTarget(tx, 'business', targetId, deltaFen),
  async list(tx, actor, q) {
    const rows = await claimableTrackings(tx, actor, q);
    return rows.map((r) => {
      const total = r.expectedAmount === null ? null : fen(r.expectedAmount);
      const received = fen(r.received);
      return {
        kind: 'business', targetId: r.id, code: r.code, label: r.name, party: r.customer, total: total === null ? null : total / 100,
        received: received / 100, open: total === null ? null : (total - received) / 100,
      };
    });
  },
};

/** Issued invoices' visibility (data menu fin_invoice), as invoice.service declares it. */
const INVOICE_SCOPE: EntityScope = { dataMenu: 'fin_invoice', dept: finInvoice.deptId, owner: finInvoice.createdBy };

/** A blue invoice's remaining (total + Σ its red ones), in fen. */
async function invoiceRemaining(tx: Db, blueIds: string[]) {
  if (!blueIds.length) return new Map<string, number>();
  const blues = await tx.select({ id: finInvoice.id, total: finInvoice.totalAmount }).from(finInvoice).where(inArray(finInvoice.id, blueIds));
  const reds = await tx.select({ id: finInvoice.blueId, total: sql<string>`sum(${finInvoice.totalAmount})` }).from(finInvoice)
    .where(inArray(finInvoice.blueId, blueIds)).groupBy(finInvoice.blueId);
  const red = new Map(reds.map((r) => [r.id!, fen(r.total)]));
  return new Map(blues.map((r) => [r.id, fen(r.total) + (red.get(r.id) ?? 0)]));
}

const invoiceKind: ClaimTargetKind = {
  kind: 'invoice',
  label: '发票',
  async lock(tx, actor, targetId) {
    const where = await visibleWhere({ scope: INVOICE_SCOPE }, requestScope(tx, actor));
    const [seen] = await tx.select({ id: finInvoice.id, color: finInvoice.color, contractId: finInvoice.contractId }).from(finInvoice).where(and(eq(finInvoice.id, targetId), where));
    if (!seen) throw notFound(CLAIM_MSG.TARGET_NOT_FOUND);
    if (seen.color !== 'blue') throw badRequest(CLAIM_MSG.INVOICE_NOT_BLUE);
    // The contract's row first (claims on a contract and on its invoices queue in one order), then the invoice's (a red invoice locks it too).
    let contractOpen = Infinity;
    if (seen.contractId) {
      const [c] = await tx.select({ amount: ctContract.amount }).from(ctContract).where(eq(ctContract.id, seen.contractId));
      const ct = await lockTargetRow(tx, 'contract', seen.contractId, c?.amount ?? null);
      if (ct.cap !== null) contractOpen = fen(ct.cap) - fen(ct.claimed);
    }
    const [blue] = await tx.select().from(finInvoice).where(eq(finInvoice.id, targetId)).for('update');
    const remaining = (await invoiceRemaining(tx, [targetId])).get(targetId) ?? 0;
    const t = await lockTargetRow(tx, 'invoice', targetId, remaining / 100);
    const received = fen(t.claimed);
    // What may still come in: what is left of the invoice, and no more than the contract's open amount.
    const open = Math.min(remaining - received, contractOpen);
    return { label: `发票「${blue.invoiceNo}」`, code: blue.invoiceNo, total: received + open, received };
  },
  async apply(tx, targetId, _claim, deltaFen) {
    const [inv] = await tx.select({ contractId: finInvoice.contractId }).from(finInvoice).where(eq(finInvoice.id, targetId));
    const remaining = (await invoiceRemaining(tx, [targetId])).get(targetId) ?? 0;
    const [t] = await tx.select({ claimed: finClaimTarget.claimed }).from(finClaimTarget).where(and(eq(finClaimTarget.kind, 'invoice'), eq(finClaimTarget.targetId, targetId)));
    await addToTarget(tx, 'invoice', targetId, deltaFen, Math.max(remaining, fen(t?.claimed) + deltaFen) / 100);
    if (inv?.contractId) await addToTarget(tx, 'contract', inv.contractId, deltaFen);
  },
  async list(tx, actor, q) {
    const where = await visibleWhere({ scope: INVOICE_SCOPE }, requestScope(tx, actor));
    const rows = await tx.select({ id: finInvoice.id, invoiceNo: finInvoice.invoiceNo, buyerName: finInvoice.buyerName, contractId: finInvoice.contractId })
      .from(finInvoice).where(and(where, eq(finInvoice.color, 'blue'), q.ids ? inArray(finInvoice.id, q.ids) : undefined,
        q.keyword ? or(sql`${finInvoice.invoiceNo} ilike ${likeOf(q.keyword)}`, sql`${finInvoice.buyerName} ilike ${likeOf(q.keyword)}`) : undefined))
      .orderBy(desc(finInvoice.createdDate)).limit(200);
    const [remaining, received] = await Promise.all([invoiceRemaining(tx, rows.map((r) => r.id)), receivedOf(tx, 'invoice', rows.map((r) => r.id))]);
    return rows.map((r) => {
      const total = remaining.get(r.id) ?? 0;
      const got = received.get(r.id) ?? 0;
      return { kind: 'invoice', targetId: r.id, code: r.invoiceNo, label: `发票 ${r.invoiceNo}`, party: r.buyerName, total: total / 100, received: got / 100, open: Math.max(0, total - got) / 100 };
    });
  },
};

/** Payment requests' visibility (data menu fin_payment and the flow's participants), as payment.service declares it. */
const PAYMENT_SCOPE = flowRecordEntityScope({ dataMenu: 'fin_payment', dept: finPayment.deptId, owner: finPayment.createdBy, procInstId: finPayment.procInstId });

const paymentKind: ClaimTargetKind = {
  kind: 'payment',
  label: '请款',
  async lock(tx, actor, targetId) {
    const where = await visibleWhere({ scope: PAYMENT_SCOPE }, requestScope(tx, actor));
    const [seen] = await tx.select({ id: finPayment.id }).from(finPayment).where(and(eq(finPayment.id, targetId), where));
    if (!seen) throw notFound(CLAIM_MSG.TARGET_NOT_FOUND);
    const [p] = await tx.select().from(finPayment).where(eq(finPayment.id, targetId)).for('update');
    if (p.claimStatus !== 1) throw badRequest(CLAIM_MSG.PAYMENT_NOT_PAID);
    const t = await lockTargetRow(tx, 'payment', targetId, p.amount);
    return { label: `请款「${p.code}」`, code: p.code, total: fen(p.amount), received: fen(t.claimed) };
  },
  apply: (tx, targetId, _claim, deltaFen) => addToTarget(tx, 'payment', targetId, deltaFen),
  async list(tx, actor, q) {
    const where = await visibleWhere({ scope: PAYMENT_SCOPE }, requestScope(tx, actor));
    const rows = await tx.select({ id: finPayment.id, code: finPayment.code, name: finPayment.name, payeeName: finPayment.payeeName, amount: finPayment.amount })
      .from(finPayment).where(and(where, eq(finPayment.claimStatus, 1), q.ids ? inArray(finPayment.id, q.ids) : undefined,
        q.keyword ? or(sql`${finPayment.code} ilike ${likeOf(q.keyword)}`, sql`${finPayment.payeeName} ilike ${likeOf(q.keyword)}`) : undefined))
      .orderBy(desc(finPayment.createdDate)).limit(200);
    const received = await receivedOf(tx, 'payment', rows.map((r) => r.id));
    return rows.map((r) => {
      const got = received.get(r.id) ?? 0;
      return { kind: 'payment', targetId: r.id, code: r.code, label: r.name, party: r.payeeName, total: r.amount, received: got / 100, open: (fen(r.amount) - got) / 100 };
    });
  },
};

const KINDS = new Map<string, ClaimTargetKind>([businessKind, contractKind, invoiceKind, paymentKind, repayKind].map((k) => [k.kind, k]));

/** What claims put on a payment request (refunds), a tracked project, an invoice (yuan). */
export async function claimedOn(tx: Db, kind: string, ids: string[]): Promise<Map<string, number>> {
  const m = await receivedOf(tx, kind, ids);
  return new Map([...m].map(([k, v]) => [k, v / 100]));
}

export function targetKind(kind: string): ClaimTargetKind {
  const k = KINDS.get(kind);
  if (!k) throw badRequest(CLAIM_MSG.UNKNOWN_KIND);
  return k;
}
