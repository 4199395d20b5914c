import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  FLOW_RECORD_STATUS, labelOf, SAFETY_MSG as M, STOP_WORK_LEVELS, STOP_WORK_STATE, type StopWorkState, type ZResumeWorkSave, type ZStopWorkIssue,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supProblem, supProject, supResumeWork, supStopWork } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { BusinessBinding } from '../../platform/flow-binding.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, pageWithTotalOf, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { flowRecordBinding, startRecordFlowByCode } from './safety.flows.js';
import { chinaToday, formatDocNumber, nextDocNumber } from './numbering.js';
import { unitAndPart, visibleProject } from './project.service.js';
import { RESUME_RECORD, RESUME_SCOPE, STOP_RECORD, STOP_SCOPE } from './safety.scope.js';

/*
 * 工程暂停令 (GB/T 50319 A.0.5, numbered TGL-<year>-NNNN like the notices) and the 复工申请
 * (B.0.3) that lifts it through the approval flow 'sup_resume_work' (safety.flows.ts). The
 * order's state follows the application's flow: started → APPLYING 复工申请中, approved →
 * RESUMED 已复工 (resume date set), rejected / withdrawn / terminated → STOPPED 停工中 again.
 * Each move is a conditional UPDATE on the state it leaves, inside the engine command's transaction.
 */

export const STOP_KIND = 'stopWork';
export const RESUME_KIND = 'resumeWork';
export const RESUME_BUSINESS_TYPE = 'sup-resume-work';

const levelName = (v: string) => STOP_WORK_LEVELS[v as keyof typeof STOP_WORK_LEVELS] ?? v;
const stateName = (v: string) => STOP_WORK_STATE[v as StopWorkState]?.label ?? v;

export const STOP_LIST: ScopedListEntity = {
  scope: STOP_SCOPE,
  fields: {
    businessId: supStopWork.projectId, stopWorkCode: supStopWork.code, constructionUnitName: supStopWork.constructionUnitName,
    state: supStopWork.state, level: supStopWork.level, stopDate: supStopWork.stopDate, updatedDate: supStopWork.updatedDate, seq: supStopWork.seq,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supStopWork.id,
};

const stopColumns = {
  id: supStopWork.id, businessId: supStopWork.projectId, businessName: supProject.name, stopWorkCode: supStopWork.code,
  constructionUnitName: supStopWork.constructionUnitName, stopWorkRange: supStopWork.stopWorkRange, level: supStopWork.level,
  reasonType: supStopWork.reasonType, reason: supStopWork.reason, unitNodeId: supStopWork.unitNodeId, partNodeId: supStopWork.partNodeId,
  stopDate: supStopWork.stopDate, rectificationDate: supStopWork.rectificationDate, requirement: supStopWork.requirement,
  problemIds: supStopWork.problemIds, hazardId: supStopWork.hazardId, state: supStopWork.state, resumeDate: supStopWork.resumeDate,
  issuedBy: supStopWork.issuedBy, createdBy: supStopWork.createdBy, createdDate: supStopWork.createdDate, updatedDate: supStopWork.updatedDate,
};
const selectStops = <F extends SelectedFields = typeof stopColumns>(tx: Db, fields: F = stopColumns as unknown as F) => tx.select(fields).from(supStopWork)
  .leftJoin(supProject, and(eq(supProject.tenantId, supStopWork.tenantId), eq(supProject.id, supStopWork.projectId)));
type StopRow = Awaited<ReturnType<ReturnType<typeof selectStops<typeof stopColumns>>['where']>>[number];

async function labelStops(tx: Db, rows: StopRow[]) {
  const names = await userNames(tx, rows.map((r) => r.issuedBy));
  return rows.map(({ level, ...r }) => ({
    ...r, stopWorkOrderLevel: level, stopWorkOrderLevelName: levelName(level), stateName: stateName(r.state),
    issuedByName: r.issuedBy ? names.get(r.issuedBy) ?? null : null,
  }));
}

/** The picker (spec §2: by stop-work code and construction-unit name; page size 999) and the ledger. */
export async function listStopWorks(tx: Db, actor: SessionInfo, req: TListRequest) {
  const params = { ...(req.params ?? {}) };
  // The spec's picker sends plain stopWorkCode / constructionUnitName: searched as contains.
  for (const k of ['stopWorkCode', 'constructionUnitName'] as const) {
    if (typeof params[k] === 'string') { if (params[k]) params[`${k}$like`] = params[k]; delete params[k]; }
  }
  const q = await buildListQuery(STOP_LIST, { ...req, params }, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, supStopWork, q, (n) => selectStops(tx, { ...stopColumns, [TOTAL_COLUMN]: n })
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await labelStops(tx, rows), total };
}

export async function getStopWork(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, STOP_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectStops(tx).where(where) });
  if (!row) throw notFound(M.STOP_NOT_FOUND);
  return (await labelStops(tx, [row]))[0];
}

/** Issues a numbered 工程暂停令 on a project; its scope comes from the structure tree or the text. */
export async function issueStopWork(tx: Db, actor: SessionInfo, b: z.output<typeof ZStopWorkIssue>) {
  const project = await visibleProject(tx, actor, b.businessId);
  const names: string[] = [];
  if (b.unitNodeId) {
    const { unit, part } = await unitAndPart(tx, project.id, b.unitNodeId, b.partNodeId);
    if (!unit) throw badRequest(M.UNIT_PROJECT_REQUIRED);
    if (b.partNodeId && !part) throw badRequest(M.PART_NOT_UNDER_UNIT);
    names.push(unit.name);
    if (part) names.push(part.name);
  } else if (b.partNodeId) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  const range = b.stopWorkRange ?? (names.length ? names.join(' / ') : null);
  if (!range) throw badRequest(M.RANGE_REQUIRED);
  const problemIds = [...new Set(b.problemIds ?? [])];
  if (problemIds.length) {
    const found = await tx.select({ id: supProblem.id }).from(supProblem)
      .where(and(inArray(supProblem.id, problemIds), eq(supProblem.projectId, project.id)));
    if (found.length !== problemIds.length) throw badRequest(M.PROBLEM_OTHER_PROJECT);
  }
  const year = Number(chinaToday().slice(0, 4));
  const seq = await nextDocNumber(tx, STOP_KIND, year);
  const id = newId();
  await tx.insert(supStopWork).values({
    id, projectId: project.id, deptId: project.deptId, code: formatDocNumber('TGL', year, seq), year, seq, level: b.level,
    reasonType: b.reasonType, reason: b.reason, constructionUnitName: b.constructionUnitName ?? project.constructionUnit ?? null,
    unitNodeId: b.unitNodeId, partNodeId: b.partNodeId, stopWorkRange: range, stopDate: b.stopDate, rectificationDate: b.rectificationDate,
    requirement: b.requirement, problemIds, hazardId: b.hazardId, state: STOP_WORK_STATE.STOPPED.value, issuedBy: actor.userId,
  });
  return getStopWork(tx, actor, id);
}

/** Moves an order between states; false when it was not in one of `from`. */
async function moveStop(tx: Db, id: string, from: StopWorkState[], set: Partial<typeof supStopWork.$inferInsert>) {
  const rows = await tx.update(supStopWork).set({ ...set, updatedDate: new Date(), version: sql`${supStopWork.version} + 1` } as never)
    .where(and(eq(supStopWork.id, id), inArray(supStopWork.state, from))).returning({ id: supStopWork.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------
// 复工申请
// ---------------------------------------------------------------------------

const S = FLOW_RECORD_STATUS;

export const RESUME_LIST: ScopedListEntity = {
  scope: RESUME_SCOPE,
  fields: {
    businessId: supResumeWork.projectId, code: supResumeWork.code, stopWorkId: supResumeWork.stopWorkId, status: supResumeWork.status,
    resumeDate: supResumeWork.resumeDate, updatedDate: supResumeWork.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supResumeWork.id,
};

const resumeColumns = {
  id: supResumeWork.id, businessId: supResumeWork.projectId, businessName: supProject.name, businessCode: supProject.code,
  directorId: supProject.directorId, projectDeptId: supProject.deptId, stopWorkId: supResumeWork.stopWorkId, stopWorkCode: supStopWork.code,
  level: supStopWork.level, code: supResumeWork.code, constructionUnitName: supStopWork.constructionUnitName, stopDate: supStopWork.stopDate,
  resumeDate: supResumeWork.resumeDate, stopWorkRange: supStopWork.stopWorkRange, reviewerId: supResumeWork.reviewerId,
  submitterId: supResumeWork.createdBy, submitTime: supResumeWork.submitTime, stopReason: supResumeWork.stopReason,
  resumeConditions: supResumeWork.resumeConditions, rectificationOpinion: supResumeWork.rectificationOpinion, status: supResumeWork.status,
  procInstId: supResumeWork.procInstId, curNodeName: supResumeWork.curNodeName, stopWorkState: supStopWork.state,
  createdBy: supResumeWork.createdBy, updatedDate: supResumeWork.updatedDate, version: supResumeWork.version,
};
const selectResumes = (tx: Db) => tx.select(resumeColumns).from(supResumeWork)
  .innerJoin(supStopWork, and(eq(supStopWork.tenantId, supResumeWork.tenantId), eq(supStopWork.id, supResumeWork.stopWorkId)))
  .leftJoin(supProject, and(eq(supProject.tenantId, supResumeWork.tenantId), eq(supProject.id, supResumeWork.projectId)));
type ResumeRow = Awaited<ReturnType<ReturnType<typeof selectResumes>['where']>>[number];

async function labelResumes(tx: Db, rows: ResumeRow[]) {
  const people = await userNames(tx, rows.flatMap((r) => [r.directorId, r.reviewerId, r.submitterId]));
  const depts = await deptNames(tx, rows.map((r) => r.projectDeptId));
  const name = (id: string | null) => (id ? people.get(id) ?? null : null);
  return rows.map(({ directorId, projectDeptId, level, ...r }) => ({
    ...r, projectDirectorName: name(directorId), projectDeptName: projectDeptId ? depts.get(projectDeptId) ?? null : null,
    stopWorkOrderLevelName: levelName(level), reviewerName: name(r.reviewerId), submitterName: name(r.submitterId),
    statusName: labelOf(S, r.status), stopWorkStateName: stateName(r.stopWorkState),
  }));
}

export async function listResumes(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(RESUME_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotalOf(tx, supResumeWork, q, selectResumes(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await labelResumes(tx, rows), total };
}

export async function getResume(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, RESUME_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectResumes(tx).where(where) });
  if (!row) throw notFound(M.RESUME_NOT_FOUND);
  return (await labelResumes(tx, [row]))[0];
}

/** Draft, returned, rejected or withdrawn applications are edited by their creator only. */
const EDITABLE = new Set<number>([S.DRAFT.value, S.RETURNED.value, S.REJECTED.value, S.WITHDRAWN.value, S.TERMINATED.value]);

export async function saveResume(tx: Db, actor: SessionInfo, b: z.output<typeof ZResumeWorkSave>) {
  const order = await getStopWork(tx, actor, b.stopWorkId);
  if (b.resumeDate < order.stopDate.slice(0, 10)) throw badRequest(M.RESUME_BEFORE_STOP);
  const values = {
    stopWorkId: order.id, resumeDate: b.resumeDate, reviewerId: b.reviewerId, stopReason: b.stopReason ?? order.reason,
    resumeConditions: b.resumeConditions, rectificationOpinion: b.rectificationOpinion,
  };
  if (b.id) {
    const row = await readById(tx, RESUME_RECORD, b.id, { scope: requestScope(tx, actor) });
    if (!row) throw notFound(M.RESUME_NOT_FOUND);
    if (row.createdBy !== actor.userId) throw forbidden(M.NOT_CREATOR);
    if (!EDITABLE.has(row.status)) throw badRequest(M.RESUME_LOCKED);
    await tx.update(supResumeWork).set({ ...values, updatedDate: new Date(), version: sql`${supResumeWork.version} + 1` } as never)
      .where(eq(supResumeWork.id, b.id));
    return getResume(tx, actor, b.id);
  }
  if (order.state !== STOP_WORK_STATE.STOPPED.value) throw badRequest(M.STOP_NOT_STOPPED);
  const year = Number(chinaToday().slice(0, 4));
  const seq = await nextDocNumber(tx, RESUME_KIND, year);
  const id = newId();
  await tx.insert(supResumeWork).values({ id, projectId: order.businessId, deptId: (await visibleProject(tx, actor, order.businessId)).deptId, code: formatDocNumber('FGSQ', year, seq), ...values });
  return getResume(tx, actor, id);
}

/**
 * Submits the application to its flow: 总监理工程师审核 (the project's director), then the
 * engineering department's reviewer when one is named. The order must be 停工中.
 */
export async function startResume(tx: Db, actor: SessionInfo, id: string) {
  const r = await getResume(tx, actor, id);
  if (r.createdBy !== actor.userId) throw forbidden(M.NOT_CREATOR);
  if (!EDITABLE.has(r.status)) throw badRequest(M.RESUME_LOCKED);
  if (r.stopWorkState === STOP_WORK_STATE.APPLYING.value) throw badRequest(M.STOP_ALREADY_APPLYING);
  if (r.stopWorkState !== STOP_WORK_STATE.STOPPED.value) throw badRequest(M.STOP_NOT_STOPPED);
  const [project] = await tx.select({ directorId: supProject.directorId }).from(supProject).where(eq(supProject.id, r.businessId));
  if (!project?.directorId) throw badRequest(M.DIRECTOR_REQUIRED);
  await tx.update(supResumeWork).set({ submitTime: new Date() }).where(eq(supResumeWork.id, id));
  return startRecordFlowByCode(tx, actor, {
    processCode: RESUME_FLOW_CODE, businessType: RESUME_BUSINESS_TYPE, id, name: `复工申请 ${r.code}（${r.stopWorkCode}）`,
    formData: { directorId: project.directorId, reviewerId: r.reviewerId && r.reviewerId !== project.directorId ? r.reviewerId : null, resumeDate: r.resumeDate, stopWorkCode: r.stopWorkCode },
  });
}

export const RESUME_FLOW_CODE = 'sup_resume_work';

/** The order follows its application's flow (after the application's own status is kept). */
async function syncOrder(tx: Db, resumeId: string) {
  const [r] = await tx.select({ status: supResumeWork.status, stopWorkId: supResumeWork.stopWorkId, resumeDate: supResumeWork.resumeDate })
    .from(supResumeWork).where(eq(supResumeWork.id, resumeId));
  if (!r) return;
  if (r.status === S.APPROVING.value || r.status === S.RETURNED.value) {
    if (!(await moveStop(tx, r.stopWorkId, ['STOPPED', 'APPLYING'], { state: 'APPLYING' }))) throw badRequest(M.STOP_NOT_STOPPED);
  } else if (r.status === S.APPROVED.value) {
    await moveStop(tx, r.stopWorkId, ['APPLYING'], { state: 'RESUMED', resumeDate: r.resumeDate });
  } else {
    await moveStop(tx, r.stopWorkId, ['APPLYING'], { state: 'STOPPED' });
  }
}

export const resumeBinding: BusinessBinding = flowRecordBinding({ businessType: RESUME_BUSINESS_TYPE, table: supResumeWork, changed: syncOrder });
