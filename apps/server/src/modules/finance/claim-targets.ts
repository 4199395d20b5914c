import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { CLAIM_MSG, type TClaimTarget } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finClaimTarget } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { flowRecordEntityScope } from '../../workflow/flow-record.js';
import { applyClaimRepay, lockLoan, openLoans } from './loan.service.js';

/*
 * The claim-target registry: what a receipt can be claimed against. Each kind knows how to lock
 * one target and tell its agreed total and what it has received (`lock`), how to take a change
 * of a claim's amount (`apply`, after the claim row is written, the target still locked), and
 * how to list its targets with their open amounts. A new kind (invoices, payments) is one entry.
 * Amounts are integer fen here.
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

const KINDS = new Map<string, ClaimTargetKind>([contractKind, repayKind].map((k) => [k.kind, k]));

export function targetKind(kind: string): ClaimTargetKind {
  const k = KINDS.get(kind);
  if (!k) throw badRequest(CLAIM_MSG.UNKNOWN_KIND);
  return k;
}
