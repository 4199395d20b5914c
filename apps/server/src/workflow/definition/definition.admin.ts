import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type TFlowDefinitionTree, WF_MESSAGES } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { wfDefinition, wfInstance, wfTask, wfVersion } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { TListRequest } from '../../platform/list-query.js';
import { userNames } from '../../platform/directory.js';

/*
 * Administration read side of definitions (act-procdef, setting-flow, the read-only viewer) and
 * the open-task monitor (process-task). Unlike the start-flow list, these show drafts and
 * suspended definitions too.
 */

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every definition with its current version number and how many versions it has. */
export async function adminListDefinitions(tx: Db, req: TListRequest) {
  const p = req.params ?? {};
  const conds: SQL[] = [];
  if (typeof p.keyword === 'string' && p.keyword.trim()) {
    const k = like(p.keyword.trim());
    conds.push(sql`(${wfDefinition.name} ilike ${k} or ${wfDefinition.code} ilike ${k})`);
  }
  if (typeof p.category === 'string' && p.category) conds.push(eq(wfDefinition.category, p.category));
  if (p.status === 0 || p.status === 1) conds.push(eq(wfDefinition.status, p.status));
  const rows = await tx.select({
    def: wfDefinition,
    // Qualified by table name: an unqualified column inside the sub-select would bind to wf_version.
    currentVersion: sql<number | null>`(select v.version from wf_version v where v.tenant_id = wf_definition.tenant_id and v.id = wf_definition.current_version_id)`,
    versionCount: sql<number>`(select count(*)::int from wf_version v where v.tenant_id = wf_definition.tenant_id and v.definition_id = wf_definition.id)`,
  }).from(wfDefinition).where(conds.length ? and(...conds) : undefined).orderBy(wfDefinition.sort, wfDefinition.name);
  return rows.map(({ def, currentVersion, versionCount }) => ({
    id: def.id, key: def.code, name: def.name, category: def.category, businessType: def.businessType, flowType: def.flowType, sort: def.sort,
    status: def.status, remark: def.remark, currentVersionId: def.currentVersionId, currentVersion, versionCount: Number(versionCount),
    hasDraft: def.draft != null, updatedDate: def.updatedDate, version: def.version,
  }));
}

/** One definition for the designer: base settings, the tree to edit (draft, else current) and its versions. */
export async function adminDefinition(tx: Db, id: string) {
  const [def] = await tx.select().from(wfDefinition).where(eq(wfDefinition.id, id));
  if (!def) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  const versions = await tx.select().from(wfVersion).where(eq(wfVersion.definitionId, id)).orderBy(desc(wfVersion.version));
  const names = await userNames(tx, versions.map((v) => v.publishedBy).filter((x): x is string => !!x));
  const current = versions.find((v) => v.id === def.currentVersionId);
  return {
    id: def.id, code: def.code, name: def.name, category: def.category, businessType: def.businessType, flowType: def.flowType, sort: def.sort,
    status: def.status, remark: def.remark, currentVersionId: def.currentVersionId, currentVersion: current?.version ?? null,
    draft: (def.draft ?? null) as TFlowDefinitionTree | null, tree: (def.draft ?? current?.tree ?? null) as TFlowDefinitionTree | null, version: def.version,
    versions: versions.map((v) => ({ id: v.id, version: v.version, publishedDate: v.publishedDate, publishedBy: v.publishedBy ? names.get(v.publishedBy) ?? null : null })),
  };
}

/** A published version's tree (read-only viewer). */
export async function adminVersion(tx: Db, versionId: string) {
  const [row] = await tx.select({ v: wfVersion, name: wfDefinition.name, code: wfDefinition.code, currentVersionId: wfDefinition.currentVersionId })
    .from(wfVersion)
    .innerJoin(wfDefinition, and(eq(wfDefinition.tenantId, wfVersion.tenantId), eq(wfDefinition.id, wfVersion.definitionId)))
    .where(eq(wfVersion.id, versionId));
  if (!row) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  return { id: row.v.id, definitionId: row.v.definitionId, name: row.name, code: row.code, version: row.v.version, tree: row.v.tree as TFlowDefinitionTree,
    publishedDate: row.v.publishedDate, isCurrent: row.currentVersionId === row.v.id };
}

/** Activates (1) or suspends (0) a definition: suspended ones cannot be started. */
export async function setDefinitionStatus(tx: Db, id: string, status: 0 | 1): Promise<void> {
  const rows = await tx.update(wfDefinition).set({ status, updatedDate: new Date() }).where(eq(wfDefinition.id, id)).returning({ id: wfDefinition.id });
  if (rows.length === 0) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
}

/** Open tasks of the company with their holders (process-task monitor). */
export async function queryOpenTasks(tx: Db, req: TListRequest) {
  const p = req.params ?? {};
  const pageSize = Math.min(Math.max(Number(req.pageSize) || 50, 1), 500);
  const pageNo = Math.max(Number(req.pageNo) || 1, 1);
  const conds: SQL[] = [inArray(wfTask.status, ['pending', 'waiting']), eq(wfInstance.deleted, false), sql`${wfTask.kind} <> 'cc'`];
  if (typeof p.keyword === 'string' && p.keyword.trim()) {
    const k = like(p.keyword.trim());
    conds.push(sql`(${wfInstance.name} ilike ${k} or ${wfTask.nodeName} ilike ${k} or ${wfDefinition.name} ilike ${k})`);
  }
  const where = and(...conds);
  const base = () => tx.select({
    task: wfTask, processName: wfInstance.name, initiatorId: wfInstance.initiatorId, procDefName: wfDefinition.name,
  }).from(wfTask)
    .innerJoin(wfInstance, and(eq(wfInstance.tenantId, wfTask.tenantId), eq(wfInstance.id, wfTask.instanceId)))
    .innerJoin(wfDefinition, and(eq(wfDefinition.tenantId, wfInstance.tenantId), eq(wfDefinition.id, wfInstance.definitionId)));
  const rows = await base().where(where).orderBy(desc(wfTask.createdDate), wfTask.id).limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(wfTask)
    .innerJoin(wfInstance, and(eq(wfInstance.tenantId, wfTask.tenantId), eq(wfInstance.id, wfTask.instanceId)))
    .innerJoin(wfDefinition, and(eq(wfDefinition.tenantId, wfInstance.tenantId), eq(wfDefinition.id, wfInstance.definitionId)))
    .where(where);
  const names = await userNames(tx, rows.flatMap((r) => [r.task.assigneeId, r.initiatorId]));
  return {
    rows: rows.map(({ task, processName, initiatorId, procDefName }) => ({
      id: task.id, procInstId: task.instanceId, processName, procDefName, stepName: task.nodeName, kind: task.kind, status: task.status,
      assigneeId: task.assigneeId, assigneeName: names.get(task.assigneeId) ?? null, initiatorName: names.get(initiatorId) ?? null,
      createdDate: task.createdDate, dueDate: task.dueDate,
    })),
    total: Number(n),
  };
}
