import { and, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CLAIM_MSG, FIN_PLAN_MSG, SIGN_STATUS, TRACKING_STATUS, type ZTrackingSave, type ZTrackingSign } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finClaim, finClaimTarget, finProjectTracking } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userById, userNames } from '../../platform/directory.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { recordCode } from '../../workflow/flow-record.js';
import { CONTRACT_SCOPE } from './claim-targets.js';

/*
 * 项目跟踪 (/b/projectTracking; spec 3 §4: confirm follow, give up follow, sign status). A tracked
 * project is a business before its contract: money received for it (a deposit, an advance) is
 * claimed on it (claim kind `business`), capped by its expected amount when one is set. Data menu
 * `fin_tracking`: by the owner's department, or the owner.
 */

export const TRACKING_DATA_MENU = 'fin_tracking';
export const TRACKING_SCOPE: EntityScope = { dataMenu: TRACKING_DATA_MENU, dept: finProjectTracking.deptId, owner: finProjectTracking.ownerId };

type Row = typeof finProjectTracking.$inferSelect;

const LIST: ScopedListEntity = {
  scope: TRACKING_SCOPE,
  fields: {
    name: finProjectTracking.name, code: finProjectTracking.code, customer: finProjectTracking.customer, status: finProjectTracking.status,
    signStatus: finProjectTracking.signStatus, deptId: finProjectTracking.deptId, ownerId: finProjectTracking.ownerId,
    expectedAmount: finProjectTracking.expectedAmount, followDate: finProjectTracking.followDate, createdDate: finProjectTracking.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: finProjectTracking.id,
};

const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function present(tx: Db, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [depts, users] = await Promise.all([deptNames(tx, rows.map((r) => r.deptId)), userNames(tx, rows.map((r) => r.ownerId))]);
  const received = ids.length ? new Map((await tx.select({ id: finClaimTarget.targetId, claimed: finClaimTarget.claimed }).from(finClaimTarget)
    .where(and(eq(finClaimTarget.kind, 'business'), inArray(finClaimTarget.targetId, ids)))).map((r) => [r.id, r.claimed])) : new Map<string, number>();
  const cids = [...new Set(rows.map((r) => r.contractId).filter((x): x is string => !!x))];
  const contracts = cids.length ? new Map((await tx.select({ id: ctContract.id, name: ctContract.name }).from(ctContract).where(inArray(ctContract.id, cids))).map((r) => [r.id, r.name])) : new Map<string, string>();
  return rows.map((r) => ({
    ...r, deptName: r.deptId ? depts.get(r.deptId) ?? null : null, ownerName: r.ownerId ? users.get(r.ownerId) ?? null : null,
    contractName: r.contractId ? contracts.get(r.contractId) ?? null : null, received: received.get(r.id) ?? 0,
  }));
}

export async function queryTrackings(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, finProjectTracking, q, (n) => tx.select({ ...getTableColumns(finProjectTracking), [TOTAL_COLUMN]: n })
    .from(finProjectTracking).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await present(tx, rows), total };
}

/** A tracked project the caller may see, locked when asked. */
export async function readTracking(tx: Db, actor: SessionInfo, id: string, lock = false): Promise<Row> {
  const where = await visibleWhere({ scope: TRACKING_SCOPE }, requestScope(tx, actor));
  const [seen] = await tx.select({ id: finProjectTracking.id }).from(finProjectTracking).where(and(eq(finProjectTracking.id, id), where));
  if (!seen) throw notFound(FIN_PLAN_MSG.TRACKING_MISSING);
  const q = tx.select().from(finProjectTracking).where(eq(finProjectTracking.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export const getTracking = async (tx: Db, actor: SessionInfo, id: string) => (await present(tx, [await readTracking(tx, actor, id)]))[0];

export async function saveTracking(tx: Db, actor: SessionInfo, b: z.output<typeof ZTrackingSave>) {
  const values = {
    name: b.name, customer: b.customer ?? null, businessType: b.businessType, expectedAmount: b.expectedAmount ?? null,
    followDate: b.followDate ?? null, remark: b.remark ?? null,
  };
  if (!b.id) {
    const me = await userById(tx, actor.userId);
    const id = newId();
    await tx.insert(finProjectTracking).values({ id, code: recordCode('GZ', id), ...values, ownerId: actor.userId, deptId: me?.deptId ?? null });
    return getTracking(tx, actor, id);
  }
  const row = await readTracking(tx, actor, b.id, true);
  if (b.version !== undefined && b.version !== row.version) throw conflict();
  if (values.expectedAmount !== null) {
    const [t] = await tx.select({ claimed: finClaimTarget.claimed }).from(finClaimTarget)
      .where(and(eq(finClaimTarget.kind, 'business'), eq(finClaimTarget.targetId, row.id)));
    if (t && Math.round(t.claimed * 100) > Math.round(values.expectedAmount * 100)) throw badRequest(`预计金额不能低于已认款的 ${t.claimed.toFixed(2)} 元`);
    if (t) await tx.update(finClaimTarget).set({ cap: values.expectedAmount }).where(and(eq(finClaimTarget.kind, 'business'), eq(finClaimTarget.targetId, row.id)));
  } else {
    await tx.update(finClaimTarget).set({ cap: null }).where(and(eq(finClaimTarget.kind, 'business'), eq(finClaimTarget.targetId, row.id)));
  }
  await tx.update(finProjectTracking).set({ ...values, updatedDate: new Date(), version: sql`${finProjectTracking.version} + 1` }).where(eq(finProjectTracking.id, row.id));
  return getTracking(tx, actor, row.id);
}

async function setState(tx: Db, actor: SessionInfo, id: string, set: Partial<typeof finProjectTracking.$inferInsert>) {
  await tx.update(finProjectTracking).set({ ...set, updatedDate: new Date(), version: sql`${finProjectTracking.version} + 1` }).where(eq(finProjectTracking.id, id));
  return getTracking(tx, actor, id);
}

/** 确认跟踪: pending or given up → following. */
export async function confirmFollow(tx: Db, actor: SessionInfo, id: string) {
  const row = await readTracking(tx, actor, id, true);
  if (row.status === TRACKING_STATUS.FOLLOWING) throw badRequest(FIN_PLAN_MSG.NOT_PENDING);
  return setState(tx, actor, id, { status: TRACKING_STATUS.FOLLOWING, giveUpReason: null });
}

/** 放弃跟踪: with a reason; a signed project cannot be given up. */
export async function giveUpFollow(tx: Db, actor: SessionInfo, id: string, reason: string) {
  const row = await readTracking(tx, actor, id, true);
  if (row.signStatus === SIGN_STATUS.SIGNED) throw badRequest(FIN_PLAN_MSG.GIVE_UP_SIGNED);
  if (row.status === TRACKING_STATUS.GIVEN_UP) throw badRequest('该项目已放弃跟踪');
  return setState(tx, actor, id, { status: TRACKING_STATUS.GIVEN_UP, giveUpReason: reason });
}

/** 签约状态: only while following; 已签约 names a contract the caller may see. */
export async function setSignStatus(tx: Db, actor: SessionInfo, b: z.output<typeof ZTrackingSign>) {
  const row = await readTracking(tx, actor, b.id, true);
  if (row.status !== TRACKING_STATUS.FOLLOWING) throw badRequest(FIN_PLAN_MSG.NOT_FOLLOWING);
  let contractId: string | null = null;
  if (b.signStatus === SIGN_STATUS.SIGNED) {
    if (!b.contractId) throw badRequest(FIN_PLAN_MSG.SIGN_CONTRACT);
    const where = await visibleWhere({ scope: CONTRACT_SCOPE }, requestScope(tx, actor));
    const [c] = await tx.select({ id: ctContract.id }).from(ctContract).where(and(eq(ctContract.id, b.contractId), where));
    if (!c) throw notFound(FIN_PLAN_MSG.CONTRACT_MISSING);
    contractId = c.id;
  }
  return setState(tx, actor, b.id, { signStatus: b.signStatus, contractId });
}

/** Deletes a pending or given-up project nothing was claimed on. */
export async function deleteTracking(tx: Db, actor: SessionInfo, id: string) {
  const row = await readTracking(tx, actor, id, true);
  const [claimed] = await tx.select({ id: finClaim.id }).from(finClaim).where(and(eq(finClaim.kind, 'business'), eq(finClaim.targetId, id))).limit(1);
  if (row.status === TRACKING_STATUS.FOLLOWING || claimed) throw badRequest(FIN_PLAN_MSG.DELETE_BLOCKED);
  await tx.delete(finClaimTarget).where(and(eq(finClaimTarget.kind, 'business'), eq(finClaimTarget.targetId, id)));
  await tx.delete(finProjectTracking).where(eq(finProjectTracking.id, id));
}

// ---- as a claim target (kind `business`) ------------------------------------------------------

/** Locks a project for a claim: seen by the caller, not given up. */
export async function lockTrackingForClaim(tx: Db, actor: SessionInfo, id: string) {
  const where = await visibleWhere({ scope: TRACKING_SCOPE }, requestScope(tx, actor));
  const [seen] = await tx.select({ id: finProjectTracking.id }).from(finProjectTracking).where(and(eq(finProjectTracking.id, id), where));
  if (!seen) throw notFound(CLAIM_MSG.TARGET_NOT_FOUND);
  const [row] = await tx.select().from(finProjectTracking).where(eq(finProjectTracking.id, id)).for('update');
  if (row.status === TRACKING_STATUS.GIVEN_UP) throw badRequest(CLAIM_MSG.BUSINESS_GIVEN_UP);
  return row;
}

/** Projects money may be claimed on (not given up), newest first. */
export async function claimableTrackings(tx: Db, actor: SessionInfo, q: { keyword?: string; ids?: string[] }) {
  const where = await visibleWhere({ scope: TRACKING_SCOPE }, requestScope(tx, actor));
  return tx.select({
    id: finProjectTracking.id, code: finProjectTracking.code, name: finProjectTracking.name, customer: finProjectTracking.customer,
    expectedAmount: finProjectTracking.expectedAmount, received: sql<string | null>`${finClaimTarget.claimed}`,
  }).from(finProjectTracking)
    .leftJoin(finClaimTarget, and(eq(finClaimTarget.tenantId, finProjectTracking.tenantId), eq(finClaimTarget.kind, 'business'), eq(finClaimTarget.targetId, finProjectTracking.id)))
    .where(and(where, ne(finProjectTracking.status, TRACKING_STATUS.GIVEN_UP), q.ids ? inArray(finProjectTracking.id, q.ids) : undefined,
      q.keyword ? or(sql`${finProjectTracking.name} ilike ${likeOf(q.keyword)}`, sql`${finProjectTracking.code} ilike ${likeOf(q.keyword)}`, sql`${finProjectTracking.customer} ilike ${likeOf(q.keyword)}`) : undefined))
    .orderBy(sql`${finProjectTracking.createdDate} desc`).limit(200);
}
