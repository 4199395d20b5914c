import { and, count, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { FLOW_RECORD_STATUS, labelOf, SAFETY_MSG as M, type ZSupRuleSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { fileItem, supProject, supRule } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { visibleProject } from './project.service.js';
import { flowRecordBinding, startRecordFlowByCode } from './safety.flows.js';
import { RULE_RECORD, RULE_SCOPE } from './safety.scope.js';

/*
 * 监理实施细则 (spec 2 §2, §3, §4): basic information, a cover file and content files (platform
 * files under RULE_COVER_FILES / RULE_CONTENT_FILES), fileStatus '1' 受控 / '2' 非受控, approval by
 * the project's 总监 (flow 'sup_rule'). Editing is refused by the server — not only greyed out —
 * when the rule is controlled, in approval or approved, or the caller is not its creator; its files
 * follow the same rule (fileAttach).
 */

export const RULE_BUSINESS_TYPE = 'sup-rule';
export const RULE_FLOW_CODE = 'sup_rule';
export const RULE_COVER_FILES = 'supervise-rule-cover';
export const RULE_CONTENT_FILES = 'supervise-rule-content';

const S = FLOW_RECORD_STATUS;
const FILE_STATUS_NAME: Record<string, string> = { 1: '受控', 2: '非受控' };
const LOCKED = new Set<number>([S.APPROVING.value, S.APPROVED.value]);

export const RULE_LIST: ScopedListEntity = {
  scope: RULE_SCOPE,
  fields: {
    businessId: supRule.projectId, name: supRule.name, staffName: supRule.staffName, fileStatus: supRule.fileStatus, status: supRule.status,
    updatedDate: supRule.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supRule.id,
};

const files = (module: string) => sql<number>`(select count(*)::int from file_item f where f.tenant_id = ${supRule.tenantId} and f.ref_module = ${module} and f.ref_record_id = ${supRule.id})`;

const columns = {
  id: supRule.id, businessId: supRule.projectId, businessName: supProject.name, businessCode: supProject.code, directorId: supProject.directorId,
  projectDeptId: supProject.deptId, name: supRule.name, staffId: supRule.staffId, staffName: supRule.staffName, fileStatus: supRule.fileStatus,
  remark: supRule.remark, status: supRule.status, procInstId: supRule.procInstId, curNodeName: supRule.curNodeName,
  coverFileCount: files(RULE_COVER_FILES), contentFileCount: files(RULE_CONTENT_FILES),
  createdBy: supRule.createdBy, updatedBy: supRule.updatedBy, updatedDate: supRule.updatedDate, version: supRule.version,
};
const selectRules = <F extends SelectedFields = typeof columns>(tx: Db, fields: F = columns as unknown as F) => tx.select(fields).from(supRule)
  .leftJoin(supProject, and(eq(supProject.tenantId, supRule.tenantId), eq(supProject.id, supRule.projectId)));
type Row = Awaited<ReturnType<ReturnType<typeof selectRules<typeof columns>>['where']>>[number];

/** Why the caller may not edit the rule now, or null. */
function lockReason(r: { createdBy: string | null; fileStatus: string; status: number }, actor: SessionInfo): string | null {
  if (r.createdBy !== actor.userId) return M.NOT_CREATOR;
  if (LOCKED.has(r.status)) return M.RULE_IN_FLOW;
  if (r.fileStatus === '1') return M.RULE_CONTROLLED;
  return null;
}

async function labelled(tx: Db, actor: SessionInfo, rows: Row[]) {
  const people = await userNames(tx, rows.flatMap((r) => [r.directorId, r.updatedBy]));
  const depts = await deptNames(tx, rows.map((r) => r.projectDeptId));
  return rows.map(({ directorId, projectDeptId, ...r }) => ({
    ...r, coverFileCount: Number(r.coverFileCount), contentFileCount: Number(r.contentFileCount),
    projectDirectorName: directorId ? people.get(directorId) ?? null : null, projectDeptName: projectDeptId ? depts.get(projectDeptId) ?? null : null,
    fileStatusName: FILE_STATUS_NAME[r.fileStatus] ?? r.fileStatus, statusName: labelOf(S, r.status),
    updatedByName: r.updatedBy ? people.get(r.updatedBy) ?? null : null, editable: lockReason(r, actor) === null,
  }));
}

export async function listRules(tx: Db, actor: SessionInfo, req: TListRequest) {
  const params = { ...(req.params ?? {}) };
  if (typeof params.name === 'string') { if (params.name) params.name$like = params.name; delete params.name; }
  const q = await buildListQuery(RULE_LIST, { ...req, params }, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, supRule, q, (n) => selectRules(tx, { ...columns, [TOTAL_COLUMN]: n })
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await labelled(tx, actor, rows), total };
}

export async function getRule(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, RULE_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectRules(tx).where(where) });
  if (!row) throw notFound(M.RULE_NOT_FOUND);
  return (await labelled(tx, actor, [row]))[0];
}

/** The rule `id` as the caller may edit it, or the 4xx saying why not. */
async function editableRule(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, RULE_RECORD, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(M.RULE_NOT_FOUND);
  const why = lockReason(row, actor);
  if (why === M.NOT_CREATOR) throw forbidden(why);
  if (why) throw badRequest(why);
  return row;
}

export async function saveRule(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupRuleSave>) {
  const project = await visibleProject(tx, actor, b.businessId);
  const staff = await userNames(tx, [b.staffId]);
  if (!staff.has(b.staffId)) throw badRequest(M.RULE_STAFF_REQUIRED);
  const values = { projectId: project.id, deptId: project.deptId, name: b.name, staffId: b.staffId, staffName: staff.get(b.staffId)!, remark: b.remark };
  if (b.id) {
    await editableRule(tx, actor, b.id);
    await tx.update(supRule).set({ ...values, ...(b.fileStatus && { fileStatus: b.fileStatus }), updatedDate: new Date(), version: sql`${supRule.version} + 1` } as never)
      .where(eq(supRule.id, b.id));
    return getRule(tx, actor, b.id);
  }
  const id = newId();
  await tx.insert(supRule).values({ id, ...values, fileStatus: b.fileStatus ?? '2' });
  return getRule(tx, actor, id);
}

/** 受控 / 非受控: the document controller's switch (its own right); refused while the rule is in approval. */
export async function setRuleFileStatus(tx: Db, actor: SessionInfo, id: string, fileStatus: '1' | '2') {
  const row = await readById(tx, RULE_RECORD, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(M.RULE_NOT_FOUND);
  if (row.status === S.APPROVING.value) throw badRequest(M.RULE_IN_FLOW);
  await tx.update(supRule).set({ fileStatus, updatedDate: new Date(), version: sql`${supRule.version} + 1` } as never).where(eq(supRule.id, id));
  return getRule(tx, actor, id);
}

/** Submits the rule to the 总监's approval (spec §4: it must be saved first). */
export async function startRule(tx: Db, actor: SessionInfo, id: string) {
  const row = await editableRule(tx, actor, id);
  const [project] = await tx.select({ directorId: supProject.directorId }).from(supProject).where(eq(supProject.id, row.projectId));
  if (!project?.directorId) throw badRequest(M.DIRECTOR_REQUIRED);
  return startRecordFlowByCode(tx, actor, {
    processCode: RULE_FLOW_CODE, businessType: RULE_BUSINESS_TYPE, id, name: `监理实施细则：${row.name}`, formData: { directorId: project.directorId },
  });
}

/** Who sees a rule's files: whoever sees the rule. */
export async function ruleVisible(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  return !!(await readById(tx, RULE_RECORD, id, { scope: requestScope(tx, actor) }));
}
/** Who attaches files to it: whoever may edit it now. */
export async function ruleAttachable(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  const row = await readById(tx, RULE_RECORD, id, { scope: requestScope(tx, actor) });
  return !!row && lockReason(row, actor) === null;
}

/** How many files a rule holds (tests, the page's counters). */
export async function ruleFileCount(tx: Db, id: string, module: string): Promise<number> {
  const [r] = await tx.select({ n: count() }).from(fileItem).where(and(eq(fileItem.refModule, module), eq(fileItem.refRecordId, id)));
  return r.n;
}

export const ruleBinding = flowRecordBinding({ businessType: RULE_BUSINESS_TYPE, table: supRule });
