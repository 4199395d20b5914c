import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { RECORD_STATUS, SUP_RECORD_MSG as R, SUPERVISE_MSG as M, type ZRecordProblem, type ZSupRecordSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supProblem, supProject, supProjectNode, supRecord } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotalOf, type ScopedListEntity, type TListRequest } from '../../platform/list-query.js';
import { readById, updateVersioned } from '../../platform/repository.js';
import { chinaToday } from './numbering.js';
import { saveProblem } from './problem.service.js';
import { unitAndPart, visibleProject } from './project.service.js';
import { RECORD_KIND, RECORD_SCOPE } from './records.scope.js';
import { weatherLine, weatherOf } from './weather.service.js';

/*
 * Patrol (巡视, type 1) and side-station (旁站, type 2) records (spec 2 §3, §4; domain §5). A record
 * is placed on a project and a unit project (optionally a division or part). The record form
 * follows spec §4: problems and photos need the record saved first (请先保存), only the creator
 * edits, and once started (发起) it is read-only. Problems found go into the problem ledger with
 * the record as their source (sourceType 'patrol' / 'sideStation', sourceId = record id).
 */

/** sourceType of a problem found in a record of each type. */
export const RECORD_SOURCE: Record<number, string> = { 1: 'patrol', 2: 'sideStation' };

const unitNode = alias(supProjectNode, 'rec_unit_node');
const partNode = alias(supProjectNode, 'rec_part_node');
const problemCount = sql<number>`(select count(*)::int from sup_problem q where q.tenant_id = ${supRecord.tenantId} and q.source_id = ${supRecord.id})`;

export const RECORD_LIST: ScopedListEntity = {
  scope: RECORD_SCOPE,
  fields: {
    businessId: supRecord.projectId, type: supRecord.type, recordDate: supRecord.recordDate, status: supRecord.status,
    projectNodeId: supRecord.projectNodeId, patrolNodeId: supRecord.patrolNodeId, createdBy: supRecord.createdBy,
    /** 部位/工序/情况 in one box. */
    keyword: sql`(coalesce(${supRecord.area}, '') || ' ' || coalesce(${supRecord.part}, '') || ' ' || coalesce(${supRecord.process}, '') || ' ' || coalesce(${supRecord.situation}, ''))`,
    createdDate: supRecord.createdDate, updatedDate: supRecord.updatedDate,
  },
  defaultOrderBy: 'recordDate',
  defaultOrder: 'desc',
  tieBreaker: supRecord.id,
};

const recordColumns = {
  id: supRecord.id, businessId: supRecord.projectId, businessName: supProject.name, type: supRecord.type, recordDate: supRecord.recordDate,
  projectNodeId: supRecord.projectNodeId, projectNodeName: unitNode.name, patrolNodeId: supRecord.patrolNodeId, patrolNodeName: partNode.name,
  area: supRecord.area, situation: supRecord.situation, problemText: supRecord.problemText, part: supRecord.part, process: supRecord.process,
  startTime: supRecord.startTime, endTime: supRecord.endTime, constructionSituation: supRecord.constructionSituation,
  supervisionSituation: supRecord.supervisionSituation, problemHandling: supRecord.problemHandling, weather: supRecord.weather,
  remark: supRecord.remark, status: supRecord.status, createdBy: supRecord.createdBy, createdDate: supRecord.createdDate,
  updatedDate: supRecord.updatedDate, version: supRecord.version, problemCount,
};

/** Record rows with their project and node names, under `where`. */
export function selectRecords(tx: Db) {
  return tx.select(recordColumns).from(supRecord)
    .leftJoin(supProject, and(eq(supProject.tenantId, supRecord.tenantId), eq(supProject.id, supRecord.projectId)))
    .leftJoin(unitNode, and(eq(unitNode.tenantId, supRecord.tenantId), eq(unitNode.id, supRecord.projectNodeId)))
    .leftJoin(partNode, and(eq(partNode.tenantId, supRecord.tenantId), eq(partNode.id, supRecord.patrolNodeId)));
}
type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['where']>>[number];

async function present(tx: Db, actor: SessionInfo, rows: RecordRow[]) {
  const names = await userNames(tx, rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    ...r, problemCount: Number(r.problemCount), createdByName: r.createdBy ? names.get(r.createdBy) ?? null : null,
    stepName: r.status === RECORD_STATUS.STARTED.value ? '发起' : '',
    editable: r.status === RECORD_STATUS.DRAFT.value && r.createdBy === actor.userId,
  }));
}

/** A page of records of the types the caller may read. */
export async function listRecords(tx: Db, actor: SessionInfo, req: TListRequest, types: number[] = [1, 2]) {
  const q = await buildListQuery(RECORD_LIST, req, { scope: requestScope(tx, actor), extra: [inArray(supRecord.type, types)] });
  const { rows, total } = await pageWithTotalOf(tx, supRecord, q, selectRecords(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await present(tx, actor, rows), total };
}

export async function getRecord(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, RECORD_KIND, id, { scope: requestScope(tx, actor), select: (where) => selectRecords(tx).where(where) });
  if (!row) throw notFound(R.RECORD_NOT_FOUND);
  return (await present(tx, actor, [row]))[0];
}

/** Whether the caller may see the record (its photos follow it). */
export async function recordVisible(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  return !!(await readById(tx, RECORD_KIND, id, { scope: requestScope(tx, actor) }));
}

/** Only the creator edits (spec §4: createdBy differs from the current user → not editable), and only before 发起. */
async function editable(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, RECORD_KIND, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(R.RECORD_NOT_FOUND);
  if (row.createdBy !== actor.userId) throw forbidden(M.NOT_CREATOR);
  if (row.status !== RECORD_STATUS.DRAFT.value) throw badRequest(R.RECORD_SUBMITTED);
  return row;
}

/** Who may attach photos to a record: its creator while it is a draft. */
export async function recordAttachable(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  const row = await readById(tx, RECORD_KIND, id, { scope: requestScope(tx, actor) });
  return !!row && row.createdBy === actor.userId && row.status === RECORD_STATUS.DRAFT.value;
}

/** A blank record (`patrolInfo/newInfo`): the project, today, today's weather, the recorder. Not saved. */
export async function newRecordInfo(tx: Db, actor: SessionInfo, businessId: string, type: 1 | 2) {
  const project = await visibleProject(tx, actor, businessId);
  const today = chinaToday();
  const names = await userNames(tx, [actor.userId]);
  return {
    id: null, businessId: project.id, businessName: project.name, type, recordDate: today,
    weather: weatherLine(await weatherOf(tx, project.id, today)), createdByName: names.get(actor.userId) ?? null,
    status: RECORD_STATUS.DRAFT.value, stepName: '', editable: true,
  };
}

/** Checks the unit project / part pair of the project (same rule as a problem's). */
async function placeOn(tx: Db, projectId: string, unitId: string | null, partId: string | null) {
  if (!unitId) {
    if (partId) throw badRequest(M.UNIT_PROJECT_REQUIRED);
    return;
  }
  const { unit, part } = await unitAndPart(tx, projectId, unitId, partId);
  if (!unit) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  if (partId && !part) throw badRequest(M.PATROL_PART_REQUIRED);
}

export async function saveRecord(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupRecordSave>) {
  const project = await visibleProject(tx, actor, b.businessId);
  if (b.recordDate > chinaToday()) throw badRequest(R.DATE_FUTURE);
  await placeOn(tx, project.id, b.projectNodeId, b.patrolNodeId);
  const patrol = b.type === 1;
  // Only the fields of the record's kind are kept (domain §5).
  const values = {
    projectId: project.id, deptId: project.deptId, type: b.type, recordDate: b.recordDate, projectNodeId: b.projectNodeId, patrolNodeId: b.patrolNodeId,
    area: patrol ? b.area : null, situation: patrol ? b.situation : null, problemText: patrol ? b.problemText : null,
    part: patrol ? null : b.part, process: patrol ? null : b.process, startTime: patrol ? null : b.startTime, endTime: patrol ? null : b.endTime,
    constructionSituation: patrol ? null : b.constructionSituation, supervisionSituation: patrol ? null : b.supervisionSituation,
    problemHandling: patrol ? null : b.problemHandling, weather: b.weather, remark: b.remark,
  };
  let id = b.id;
  if (id) {
    const row = await editable(tx, actor, id);
    if (row.projectId !== project.id || row.type !== b.type) throw badRequest(R.RECORD_TYPE);
    await updateVersioned(tx, supRecord, id, b.version ?? 0, values);
  } else {
    id = newId();
    await tx.insert(supRecord).values({ id, ...values });
  }
  return getRecord(tx, actor, id);
}

export async function deleteRecord(tx: Db, actor: SessionInfo, id: string) {
  await editable(tx, actor, id);
  // Its problems leave with it unless they are already on a notice (then the record stays).
  const onNotice = await tx.select({ id: supProblem.id }).from(supProblem)
    .where(and(eq(supProblem.sourceId, id), sql`${supProblem.refBillId} is not null`)).limit(1);
  if (onNotice.length) throw badRequest(M.PROBLEM_LOCKED);
  await tx.delete(supProblem).where(eq(supProblem.sourceId, id));
  await tx.delete(supRecord).where(eq(supRecord.id, id));
}

/** 发起 (spec §4): the saved record becomes started (stepName 发起) and read-only. */
export async function submitRecord(tx: Db, actor: SessionInfo, id: string) {
  await editable(tx, actor, id);
  const done = await tx.update(supRecord).set({ status: RECORD_STATUS.STARTED.value, submittedDate: new Date(), updatedDate: new Date(), version: sql`${supRecord.version} + 1` })
    .where(and(eq(supRecord.id, id), eq(supRecord.status, RECORD_STATUS.DRAFT.value))).returning({ id: supRecord.id });
  if (!done.length) throw badRequest(R.RECORD_SUBMITTED);
  return getRecord(tx, actor, id);
}

/** A problem found in the record: into the problem ledger, placed where the record is unless told otherwise. */
export async function addRecordProblem(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZRecordProblem>) {
  const rec = await editable(tx, actor, id);
  const projectNodeId = b.projectNodeId ?? rec.projectNodeId;
  if (!projectNodeId) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  return saveProblem(tx, actor, {
    businessId: rec.projectId, name: b.name, problemType: b.problemType, projectNodeId,
    patrolNodeId: b.projectNodeId ? b.patrolNodeId : b.patrolNodeId ?? rec.patrolNodeId, problemDiscovererId: actor.userId,
    problemDiscoverDate: rec.recordDate, rectifyDeadline: b.rectifyDeadline, serious: b.serious, requirement: b.requirement,
    sourceType: RECORD_SOURCE[rec.type], sourceId: rec.id, checkItemId: null,
  });
}

/** The records of a project's day (the daily log's prefill, the portal). */
export async function recordsOfDay(tx: Db, projectIds: string[], day: string) {
  if (!projectIds.length) return [];
  return selectRecords(tx).where(and(inArray(supRecord.projectId, projectIds), eq(supRecord.recordDate, day))).orderBy(supRecord.type, supRecord.createdDate);
}
