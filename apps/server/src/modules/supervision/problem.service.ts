import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { SUPERVISE_MSG as M, type ZSupProblemSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supProblem, supProject, supProjectNode } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotalOf, type ScopedListEntity, type TListRequest } from '../../platform/list-query.js';
import { readById, updateVersioned } from '../../platform/repository.js';
import { chinaToday, formatDocNumber, nextDocNumber } from './numbering.js';
import { unitAndPart, visibleProject } from './project.service.js';
import { PROBLEM_RECORD, PROBLEM_SCOPE } from './scope.js';

/*
 * The problem ledger (问题台账, spec 2 §3 Problem): problems found on a project, each placed on a
 * unit project and optionally a division or part. A problem is 未整改 (0) until the 监理通知单 that
 * carries it is closed by the review 1 (notice.service.ts); once on a notice it is locked.
 */

/** Attachments (photos) of a problem: file_item.ref_module. */
export const PROBLEM_FILES = 'supervise-problem';

const unitNode = alias(supProjectNode, 'unit_node');
const partNode = alias(supProjectNode, 'part_node');

export const PROBLEM_LIST: ScopedListEntity = {
  scope: PROBLEM_SCOPE,
  fields: {
    businessId: supProblem.projectId, code: supProblem.code, name: supProblem.name,
    /** 编号/名称 in one box (spec §2 problem dialog filter). */
    keyword: sql`(${supProblem.code} || ' ' || ${supProblem.name})`,
    problemType: supProblem.problemType, problemStatus: supProblem.problemStatus, reviewOpinion: supProblem.reviewOpinion,
    refBillId: supProblem.refBillId, checkItemId: supProblem.checkItemId, sourceId: supProblem.sourceId, sourceType: supProblem.sourceType,
    projectNodeId: supProblem.projectNodeId, patrolNodeId: supProblem.patrolNodeId, problemDiscovererId: supProblem.problemDiscovererId,
    problemDiscovererName: supProblem.problemDiscovererName, problemDiscoverDate: supProblem.problemDiscoverDate,
    rectifyDeadline: supProblem.rectifyDeadline, serious: supProblem.serious, updatedDate: supProblem.updatedDate, createdDate: supProblem.createdDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supProblem.id,
};

const problemColumns = {
  id: supProblem.id, code: supProblem.code, name: supProblem.name, businessId: supProblem.projectId, businessName: supProject.name,
  problemType: supProblem.problemType, projectNodeId: supProblem.projectNodeId, projectNodeName: unitNode.name,
  patrolNodeId: supProblem.patrolNodeId, patrolNodeName: partNode.name, problemDiscovererId: supProblem.problemDiscovererId,
  problemDiscovererName: supProblem.problemDiscovererName, problemDiscoverDate: supProblem.problemDiscoverDate,
  rectifyDeadline: supProblem.rectifyDeadline, serious: supProblem.serious, requirement: supProblem.requirement,
  problemStatus: supProblem.problemStatus, reviewOpinion: supProblem.reviewOpinion, refBillId: supProblem.refBillId,
  refBillNo: supProblem.refBillNo, sourceType: supProblem.sourceType, sourceId: supProblem.sourceId, checkItemId: supProblem.checkItemId,
  createdBy: supProblem.createdBy, updatedDate: supProblem.updatedDate, version: supProblem.version,
};

/** Problem rows with their project and node names, under `where`. */
export function selectProblems(tx: Db) {
  return tx.select(problemColumns).from(supProblem)
    .leftJoin(supProject, and(eq(supProject.tenantId, supProblem.tenantId), eq(supProject.id, supProblem.projectId)))
    .leftJoin(unitNode, and(eq(unitNode.tenantId, supProblem.tenantId), eq(unitNode.id, supProblem.projectNodeId)))
    .leftJoin(partNode, and(eq(partNode.tenantId, supProblem.tenantId), eq(partNode.id, supProblem.patrolNodeId)));
}
type ProblemRow = Awaited<ReturnType<ReturnType<typeof selectProblems>['where']>>[number];

/** Adds the derived `overdue` flag: past the deadline (China date) and not rectified. */
export function withOverdue(rows: ProblemRow[], today = chinaToday()) {
  return rows.map((r) => ({ ...r, overdue: r.problemStatus === 0 && !!r.rectifyDeadline && r.rectifyDeadline < today }));
}

export async function listProblems(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(PROBLEM_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotalOf(tx, supProblem, q, selectProblems(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: withOverdue(rows), total };
}

export async function getProblem(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, PROBLEM_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectProblems(tx).where(where) });
  if (!row) throw notFound(M.PROBLEM_NOT_FOUND);
  return withOverdue([row])[0];
}

/** Whether the caller may see the problem (its photos follow it). */
export async function problemVisible(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  return !!(await readById(tx, PROBLEM_RECORD, id, { scope: requestScope(tx, actor) }));
}

/** Only the creator edits (spec §4, §6), and not once the problem is on a notice. */
async function editable(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, PROBLEM_RECORD, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(M.PROBLEM_NOT_FOUND);
  if (row.createdBy !== actor.userId && !actor.isAdmin) throw forbidden(M.NOT_CREATOR);
  if (row.refBillId) throw badRequest(M.PROBLEM_LOCKED);
  return row;
}

export async function saveProblem(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupProblemSave>) {
  const project = await visibleProject(tx, actor, b.businessId);
  // The part, when given, must hang under the chosen unit project (division, or part of one of its divisions).
  const { unit, part } = await unitAndPart(tx, project.id, b.projectNodeId, b.patrolNodeId);
  if (!unit) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  if (b.patrolNodeId && !part) throw badRequest(M.PATROL_PART_REQUIRED);
  const discovererId = b.problemDiscovererId ?? actor.userId;
  const names = await userNames(tx, [discovererId]);
  if (!names.has(discovererId)) throw badRequest('发现人不存在');
  const values = {
    projectId: project.id, deptId: project.deptId, name: b.name, problemType: b.problemType ?? null, projectNodeId: unit.id,
    patrolNodeId: b.patrolNodeId, problemDiscovererId: discovererId, problemDiscovererName: names.get(discovererId)!,
    problemDiscoverDate: b.problemDiscoverDate, rectifyDeadline: b.rectifyDeadline, serious: b.serious ?? false,
    requirement: b.requirement ?? null, sourceType: b.sourceType ?? null, sourceId: b.sourceId, checkItemId: b.checkItemId,
  };
  if (values.rectifyDeadline && values.rectifyDeadline < values.problemDiscoverDate) throw badRequest('整改期限不能早于发现日期');
  let id = b.id;
  if (id) {
    const row = await editable(tx, actor, id);
    if (row.projectId !== project.id) throw badRequest(M.PROBLEM_ELSEWHERE);
    await updateVersioned(tx, supProblem, id, b.version ?? 0, values);
  } else {
    id = newId();
    const year = Number(chinaToday().slice(0, 4));
    await tx.insert(supProblem).values({ id, code: formatDocNumber('WT', year, await nextDocNumber(tx, 'problem', year), 5), ...values });
  }
  return getProblem(tx, actor, id);
}

export async function deleteProblem(tx: Db, actor: SessionInfo, id: string) {
  await editable(tx, actor, id);
  await tx.delete(supProblem).where(eq(supProblem.id, id));
}

/** 发现问题N项，已整改问题M项 of a visible project (spec §9). */
export async function problemCount(tx: Db, actor: SessionInfo, projectId: string) {
  await visibleProject(tx, actor, projectId);
  const [r] = await tx.select({
    found: count(), rectified: sql<number>`count(*) filter (where ${supProblem.problemStatus} = 1)`,
  }).from(supProblem).where(eq(supProblem.projectId, projectId));
  const found = Number(r.found);
  const rectified = Number(r.rectified);
  return { found, rectified, text: `发现问题${found}项，已整改问题${rectified}项` };
}

/** Problems of the project, by id, not yet on a notice (for issuing one). */
export async function freeProblems(tx: Db, projectId: string, ids: string[]) {
  return tx.select({ id: supProblem.id }).from(supProblem)
    .where(and(eq(supProblem.projectId, projectId), inArray(supProblem.id, ids), sql`${supProblem.refBillId} is null`));
}
