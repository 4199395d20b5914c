import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  classifyHazard, HAZARD_LEVEL, HAZARD_RULES, HAZARD_STATUS, labelOf, SAFETY_MSG as M,
  type ZHazardAccept, type ZHazardClear, type ZHazardExpert, type ZHazardSave, type ZHazardScheme, type ZHazardStart,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supHazard, supProject, supProjectNode } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotalOf, type ScopedListEntity, type TListRequest } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { unitAndPart, visibleProject } from './project.service.js';
import { HAZARD_RECORD, HAZARD_SCOPE } from './safety.scope.js';

/*
 * 危大工程 registry (住建部令第37号, 建办质〔2018〕31号; domain §2.3, §3). The level — 危大 (附件一)
 * or 超危大 (附件二) — is decided here from the entered parameters (classifyHazard over
 * HAZARD_RULES, the thresholds in code, mirrored by the HAZARD_CATEGORY dictionary), never taken
 * from the client. Lifecycle: 已识别 → (scheme review) 方案审查 → [超危大: expert review 通过 /
 * 修改后通过 → 方案已批准; 不通过 → 方案编制] → 施工中 → 已验收 → 已销项. A 超危大 entry cannot be
 * accepted without a passing expert review on record (37号令 §12), whatever the client sends.
 */

const H = HAZARD_STATUS;
const unitNode = alias(supProjectNode, 'hz_unit');
const partNode = alias(supProjectNode, 'hz_part');

export const HAZARD_LIST: ScopedListEntity = {
  scope: HAZARD_SCOPE,
  fields: {
    businessId: supHazard.projectId, name: supHazard.name, projectType: supHazard.category, level: supHazard.level, status: supHazard.status,
    planDate: supHazard.planDate, updatedDate: supHazard.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supHazard.id,
};

const columns = {
  id: supHazard.id, businessId: supHazard.projectId, businessName: supProject.name, name: supHazard.name, level: supHazard.level,
  levelReason: supHazard.levelReason, projectType: supHazard.category, categoryItem: supHazard.categoryItem, params: supHazard.params,
  qualitativeSuper: supHazard.qualitativeSuper, itemId: supHazard.unitNodeId, itemName: unitNode.name, itemId2: supHazard.partNodeId,
  itemName2: partNode.name, scheme: supHazard.scheme, schemeReviewDate: supHazard.schemeReviewDate, expertDate: supHazard.expertDate,
  expertVerdict: supHazard.expertVerdict, expertNames: supHazard.expertNames, expertOpinion: supHazard.expertOpinion, status: supHazard.status,
  planDate: supHazard.planDate, actualDate: supHazard.actualDate, acceptDate: supHazard.acceptDate, acceptStaff: supHazard.acceptStaff,
  clearDate: supHazard.clearDate, clearStaffId: supHazard.clearStaffId, stopDate: supHazard.stopDate, workDate: supHazard.workDate,
  createdBy: supHazard.createdBy, updatedDate: supHazard.updatedDate, version: supHazard.version,
};
const selectHazards = (tx: Db) => tx.select(columns).from(supHazard)
  .leftJoin(supProject, and(eq(supProject.tenantId, supHazard.tenantId), eq(supProject.id, supHazard.projectId)))
  .leftJoin(unitNode, and(eq(unitNode.tenantId, supHazard.tenantId), eq(unitNode.id, supHazard.unitNodeId)))
  .leftJoin(partNode, and(eq(partNode.tenantId, supHazard.tenantId), eq(partNode.id, supHazard.partNodeId)));
type Row = Awaited<ReturnType<ReturnType<typeof selectHazards>['where']>>[number];

/** A 超危大 entry owes its expert review until a verdict 通过 / 修改后通过 is recorded. */
const expertPassed = (r: { expertVerdict: number | null }) => r.expertVerdict === 1 || r.expertVerdict === 2;

async function labelled(tx: Db, rows: Row[]) {
  const names = await userNames(tx, rows.map((r) => r.clearStaffId));
  return rows.map((r) => ({
    ...r, scale: labelOf(HAZARD_LEVEL, r.level), projectTypeName: HAZARD_RULES.find((c) => c.code === r.projectType)?.name ?? r.projectType,
    statusName: labelOf(H, r.status), needsExpert: r.level === 2 && !expertPassed(r),
    clearStaff: r.clearStaffId ? names.get(r.clearStaffId) ?? null : null,
  }));
}

export async function listHazards(tx: Db, actor: SessionInfo, req: TListRequest) {
  const params = { ...(req.params ?? {}) };
  if (typeof params.name === 'string') { if (params.name) params.name$like = params.name; delete params.name; }
  const q = await buildListQuery(HAZARD_LIST, { ...req, params }, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotalOf(tx, supHazard, q, selectHazards(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await labelled(tx, rows), total };
}

export async function getHazard(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, HAZARD_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectHazards(tx).where(where) });
  if (!row) throw notFound(M.HAZARD_NOT_FOUND);
  return (await labelled(tx, [row]))[0];
}

/** Registers or edits an entry; the category and parameters are fixed once its scheme is reviewed. */
export async function saveHazard(tx: Db, actor: SessionInfo, b: z.output<typeof ZHazardSave>) {
  const project = await visibleProject(tx, actor, b.businessId);
  const rule = HAZARD_RULES.find((c) => c.code === b.projectType)!;
  // Only the category's own metrics count (an unknown key is refused, not ignored).
  const params = b.params ?? {};
  for (const k of Object.keys(params)) if (!rule.metrics.some((m) => m.key === k)) throw badRequest(M.HAZARD_PARAM_INVALID);
  const c = classifyHazard(b.projectType, params, b.qualitative ?? 'none');
  if (c.level === 0) throw badRequest(M.HAZARD_BELOW_THRESHOLD);
  if (b.itemId2 && !b.itemId) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  if (b.itemId) {
    const { unit, part } = await unitAndPart(tx, project.id, b.itemId, b.itemId2);
    if (!unit) throw badRequest(M.UNIT_PROJECT_REQUIRED);
    if (b.itemId2 && !part) throw badRequest(M.PART_NOT_UNDER_UNIT);
  }
  const values = {
    projectId: project.id, deptId: project.deptId, name: b.name, category: b.projectType, categoryItem: c.item, params,
    qualitativeSuper: b.qualitative === 'super', level: c.level, levelReason: c.reason, unitNodeId: b.itemId, partNodeId: b.itemId2, planDate: b.planDate,
  };
  if (b.id) {
    const row = await readById(tx, HAZARD_RECORD, b.id, { scope: requestScope(tx, actor) });
    if (!row) throw notFound(M.HAZARD_NOT_FOUND);
    if (row.createdBy !== actor.userId && !actor.isAdmin) throw forbidden(M.NOT_CREATOR);
    if (row.status > H.SCHEME_DRAFT.value) throw badRequest(M.HAZARD_LOCKED);
    await tx.update(supHazard).set({ ...values, updatedDate: new Date(), version: sql`${supHazard.version} + 1` } as never).where(eq(supHazard.id, b.id));
    return getHazard(tx, actor, b.id);
  }
  const id = newId();
  await tx.insert(supHazard).values({ id, ...values, status: H.IDENTIFIED.value });
  return getHazard(tx, actor, id);
}

/** One lifecycle step: a conditional update from the allowed states (a concurrent step gets the 400). */
async function step(tx: Db, actor: SessionInfo, id: string, from: number[], set: Partial<typeof supHazard.$inferInsert>) {
  await getHazard(tx, actor, id);
  const rows = await tx.update(supHazard).set({ ...set, updatedDate: new Date(), version: sql`${supHazard.version} + 1` } as never)
    .where(and(eq(supHazard.id, id), inArray(supHazard.status, from))).returning({ id: supHazard.id });
  if (rows.length !== 1) throw badRequest(M.HAZARD_STATE);
  return getHazard(tx, actor, id);
}

/** 专项施工方案 reviewed by the 总监: a 危大 entry is then approved; a 超危大 one waits for its expert review. */
export async function reviewScheme(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZHazardScheme>) {
  const h = await getHazard(tx, actor, id);
  const to = h.level === 2 ? H.SCHEME_REVIEWED.value : H.APPROVED.value;
  return step(tx, actor, id, [H.IDENTIFIED.value, H.SCHEME_DRAFT.value], { scheme: b.scheme, schemeReviewDate: b.schemeReviewDate, status: to });
}

/** Expert review (超危大 only, ≥5 experts): 通过 / 修改后通过 approve the scheme, 不通过 sends it back to 方案编制. */
export async function expertReview(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZHazardExpert>) {
  const h = await getHazard(tx, actor, id);
  if (h.level !== 2) throw badRequest(M.EXPERT_ONLY_SUPER);
  const experts = b.expertNames.split(/[、,，;；\s]+/).map((s) => s.trim()).filter(Boolean);
  if (new Set(experts).size < 5) throw badRequest(M.EXPERTS_TOO_FEW);
  const to = b.expertVerdict === 3 ? H.SCHEME_DRAFT.value : H.APPROVED.value;
  return step(tx, actor, id, [H.SCHEME_REVIEWED.value, H.EXPERT_REVIEW.value], {
    expertDate: b.expertDate, expertVerdict: b.expertVerdict, expertNames: experts.join('、'), expertOpinion: b.expertOpinion, status: to,
  });
}

export async function startHazard(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZHazardStart>) {
  return step(tx, actor, id, [H.APPROVED.value, H.DISCLOSED.value], { actualDate: b.actualDate, status: H.IN_PROGRESS.value });
}

/** Acceptance (验收): refused for a 超危大 entry without a passing expert review, whatever its state. */
export async function acceptHazard(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZHazardAccept>) {
  const h = await getHazard(tx, actor, id);
  if (h.level === 2 && !expertPassed(h)) throw badRequest(M.SUPER_NEEDS_EXPERT);
  return step(tx, actor, id, [H.APPROVED.value, H.DISCLOSED.value, H.IN_PROGRESS.value], { acceptDate: b.acceptDate, acceptStaff: b.acceptStaff, status: H.ACCEPTED.value });
}

export async function clearHazard(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZHazardClear>) {
  return step(tx, actor, id, [H.ACCEPTED.value], { clearDate: b.clearDate, clearStaffId: b.clearStaffId ?? actor.userId, status: H.CLEARED.value });
}
