import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPERVISE_MSG as M, type TSupNode, type ZSupMemberSave, type ZSupNodeSave, type ZSupProjectSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supNotice, supProblem, supProject, supProjectMember, supProjectNode } from '../../db/schema/index.js';
import { requestScope, resolveDataScope, scopeAllows } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userById, userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById, updateVersioned } from '../../platform/repository.js';
import { chinaToday, formatDocNumber, nextDocNumber } from './numbering.js';
import { PROJECT_RECORD, PROJECT_SCOPE, SUP_DATA_MENU } from './scope.js';

/*
 * Supervision projects (监理项目, spec 2 §2 project-info, §3): the project, its structure tree
 * (unit project → division → part) and its members. Every read goes through the 'sup_project'
 * data scope; a project outside it answers like a missing one.
 */

export const PROJECT_LIST: ScopedListEntity = {
  scope: PROJECT_SCOPE,
  fields: {
    name: supProject.name, code: supProject.code, status: supProject.status, deptId: supProject.deptId, directorId: supProject.directorId,
    constructionUnit: supProject.constructionUnit, ownerUnit: supProject.ownerUnit, createdDate: supProject.createdDate, updatedDate: supProject.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supProject.id,
};

const problemCount = sql<number>`(select count(*)::int from sup_problem q where q.tenant_id = ${supProject.tenantId} and q.project_id = ${supProject.id})`;
const rectifiedCount = sql<number>`(select count(*)::int from sup_problem q where q.tenant_id = ${supProject.tenantId} and q.project_id = ${supProject.id} and q.problem_status = 1)`;

const projectColumns = {
  id: supProject.id, code: supProject.code, name: supProject.name, contractId: supProject.contractId, directorId: supProject.directorId,
  deptId: supProject.deptId, ownerUnit: supProject.ownerUnit, constructionUnit: supProject.constructionUnit, address: supProject.address,
  startDate: supProject.startDate, endDate: supProject.endDate, status: supProject.status, remark: supProject.remark,
  createdBy: supProject.createdBy, createdDate: supProject.createdDate, updatedDate: supProject.updatedDate, version: supProject.version,
  problemCount, rectifiedCount,
};
type ProjectRow = { [K in keyof typeof projectColumns]: K extends 'problemCount' | 'rectifiedCount' ? number : (typeof supProject.$inferSelect)[K & keyof typeof supProject.$inferSelect] };

async function withNames(tx: Db, rows: ProjectRow[]) {
  const users = await userNames(tx, rows.map((r) => r.directorId));
  const depts = await deptNames(tx, rows.map((r) => r.deptId));
  return rows.map((r) => ({
    ...r, problemCount: Number(r.problemCount), rectifiedCount: Number(r.rectifiedCount),
    directorName: r.directorId ? users.get(r.directorId) ?? null : null, deptName: r.deptId ? depts.get(r.deptId) ?? null : null,
  }));
}

export async function listProjects(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(PROJECT_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, supProject, q, (n) => tx.select({ ...projectColumns, [TOTAL_COLUMN]: n }).from(supProject)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await withNames(tx, rows as ProjectRow[]), total };
}

/** The project if the caller may see it; else 404 监理项目不存在或无权查看. */
export async function visibleProject(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, PROJECT_RECORD, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(M.PROJECT_NOT_FOUND);
  return row;
}

export async function getProject(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, PROJECT_RECORD, id, {
    scope: requestScope(tx, actor), select: (where) => tx.select(projectColumns).from(supProject).where(where) as Promise<ProjectRow[]>,
  });
  if (!row) throw notFound(M.PROJECT_NOT_FOUND);
  return (await withNames(tx, [row]))[0];
}

export async function saveProject(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupProjectSave>) {
  // The implementing department defaults to the caller's; a caller cannot place a project outside their scope.
  const deptId = b.deptId ?? (await userById(tx, actor.userId))?.deptId ?? null;
  if (deptId && !(await deptNames(tx, [deptId])).has(deptId)) throw badRequest('部门不存在');
  if (!scopeAllows(await resolveDataScope(tx, actor, SUP_DATA_MENU), { deptId, ownerId: b.id ? undefined : actor.userId })) throw forbidden('不能在数据权限以外的部门创建或移动项目');
  if (b.directorId && !(await userNames(tx, [b.directorId])).has(b.directorId)) throw badRequest('总监理工程师不存在');
  const values = {
    name: b.name, contractId: b.contractId, directorId: b.directorId, deptId, ownerUnit: b.ownerUnit ?? null,
    constructionUnit: b.constructionUnit ?? null, address: b.address ?? null, startDate: b.startDate, endDate: b.endDate,
    status: b.status ?? 1, remark: b.remark ?? null,
  };
  const code = b.code?.trim() || undefined;
  if (code) {
    const [same] = await tx.select({ id: supProject.id }).from(supProject).where(eq(supProject.code, code));
    if (same && same.id !== b.id) throw badRequest(M.PROJECT_CODE_TAKEN);
  }
  let id = b.id;
  if (id) {
    await visibleProject(tx, actor, id);
    await updateVersioned(tx, supProject, id, b.version ?? 0, { ...values, ...(code && { code }) });
    // Problems and notices follow their project's department (the data scope).
    await tx.update(supProblem).set({ deptId: values.deptId }).where(eq(supProblem.projectId, id));
    await tx.update(supNotice).set({ deptId: values.deptId }).where(eq(supNotice.projectId, id));
  } else {
    id = newId();
    const year = Number(chinaToday().slice(0, 4));
    await tx.insert(supProject).values({ id, code: code ?? formatDocNumber('JL', year, await nextDocNumber(tx, 'project', year), 3), ...values });
  }
  return getProject(tx, actor, id);
}

export async function deleteProject(tx: Db, actor: SessionInfo, id: string) {
  await visibleProject(tx, actor, id);
  const [{ n }] = await tx.select({ n: count() }).from(supProblem).where(eq(supProblem.projectId, id));
  const [{ m }] = await tx.select({ m: count() }).from(supNotice).where(eq(supNotice.projectId, id));
  if (n > 0 || m > 0) throw badRequest(M.PROJECT_HAS_PROBLEMS);
  await tx.delete(supProjectNode).where(eq(supProjectNode.projectId, id));
  await tx.delete(supProjectMember).where(eq(supProjectMember.projectId, id));
  await tx.delete(supProject).where(eq(supProject.id, id));
}

// ---------------------------------------------------------------------------
// Structure
// ---------------------------------------------------------------------------

const nodeColumns = {
  id: supProjectNode.id, parentId: supProjectNode.parentId, nodeType: supProjectNode.nodeType, name: supProjectNode.name,
  unitType: supProjectNode.unitType, sort: supProjectNode.sort,
};

async function nodesOf(tx: Db, projectId: string) {
  return tx.select(nodeColumns).from(supProjectNode).where(eq(supProjectNode.projectId, projectId))
    .orderBy(asc(supProjectNode.sort), asc(supProjectNode.createdDate), asc(supProjectNode.id));
}

/** GET /bs/supervise/{taskId}/projectStructure: the tree of a visible project. */
export async function projectStructure(tx: Db, actor: SessionInfo, projectId: string): Promise<TSupNode[]> {
  await visibleProject(tx, actor, projectId);
  const nodes: TSupNode[] = (await nodesOf(tx, projectId)).map((n) => ({ ...n, children: [] }));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: TSupNode[] = [];
  for (const n of nodes) {
    const parent = n.parentId ? byId.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** GET /bs/supervise/{taskId}/projectUnitTypeGroupList: unit projects grouped by their type. */
export async function unitTypeGroups(tx: Db, actor: SessionInfo, projectId: string) {
  await visibleProject(tx, actor, projectId);
  const units = (await nodesOf(tx, projectId)).filter((n) => n.nodeType === 1);
  const groups = new Map<string, { id: string; name: string }[]>();
  for (const u of units) {
    const key = u.unitType || '未分类';
    groups.set(key, [...(groups.get(key) ?? []), { id: u.id, name: u.name }]);
  }
  return [...groups].map(([unitType, list]) => ({ unitType, units: list }));
}

/** A node of the project, or 404. */
export async function nodeOf(tx: Db, projectId: string, id: string) {
  const [n] = await tx.select(nodeColumns).from(supProjectNode).where(and(eq(supProjectNode.id, id), eq(supProjectNode.projectId, projectId)));
  return n;
}

/**
 * The unit project (level 1) and a part hanging under it (division, or part of one of its divisions); undefined when they do not fit.
 * Without a partId only the unit is looked up (part undefined).
 */
export async function unitAndPart(tx: Db, projectId: string, unitId: string, partId?: string | null) {
  const unit = await nodeOf(tx, projectId, unitId);
  if (!unit || unit.nodeType !== 1) return { unit: undefined, part: undefined };
  if (!partId) return { unit, part: undefined };
  const part = await nodeOf(tx, projectId, partId);
  const parent = part?.parentId ? await nodeOf(tx, projectId, part.parentId) : undefined;
  const under = part && (part.parentId === unit.id || (part.nodeType === 3 && parent?.parentId === unit.id));
  return { unit, part: under ? part : undefined };
}

export async function saveNode(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupNodeSave>): Promise<TSupNode> {
  await visibleProject(tx, actor, b.businessId);
  // A unit project is a root; a division hangs under a unit project; a part under a division.
  const parent = b.parentId ? await nodeOf(tx, b.businessId, b.parentId) : undefined;
  if ((b.nodeType === 1) !== !b.parentId || (b.parentId && (!parent || parent.nodeType !== b.nodeType - 1))) throw badRequest(M.NODE_PARENT_INVALID);
  const values = { parentId: b.parentId, nodeType: b.nodeType, name: b.name, unitType: b.nodeType === 1 ? b.unitType ?? null : null, sort: b.sort ?? 0 };
  let id = b.id;
  if (id) {
    const [row] = await tx.update(supProjectNode).set({ ...values, updatedDate: new Date() })
      .where(and(eq(supProjectNode.id, id), eq(supProjectNode.projectId, b.businessId))).returning({ id: supProjectNode.id });
    if (!row) throw notFound(M.NODE_NOT_FOUND);
  } else {
    id = newId();
    await tx.insert(supProjectNode).values({ id, projectId: b.businessId, ...values });
  }
  return { ...(await nodeOf(tx, b.businessId, id))!, children: [] };
}

export async function deleteNode(tx: Db, actor: SessionInfo, id: string) {
  const [n] = await tx.select({ projectId: supProjectNode.projectId }).from(supProjectNode).where(eq(supProjectNode.id, id));
  if (!n) throw notFound(M.NODE_NOT_FOUND);
  await visibleProject(tx, actor, n.projectId);
  const [{ c }] = await tx.select({ c: count() }).from(supProjectNode).where(eq(supProjectNode.parentId, id));
  const [{ p }] = await tx.select({ p: count() }).from(supProblem)
    .where(sql`${supProblem.projectNodeId} = ${id} or ${supProblem.patrolNodeId} = ${id}`);
  if (c > 0 || p > 0) throw badRequest(M.NODE_IN_USE);
  await tx.delete(supProjectNode).where(eq(supProjectNode.id, id));
}

// ---------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------

const memberColumns = {
  id: supProjectMember.id, projectId: supProjectMember.projectId, userId: supProjectMember.userId, staffName: supProjectMember.staffName,
  positionName: supProjectMember.positionName, unitName: supProjectMember.unitName, entryDate: supProjectMember.entryDate,
  workContent: supProjectMember.workContent, isOnDuty: supProjectMember.isOnDuty,
};

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members of a visible project, filtered by name, unit and on-duty flag. */
export async function listMembers(tx: Db, actor: SessionInfo, projectId: string,
  f: { staffName?: string | null; unitName?: string | null; isOnDuty?: boolean | null }, page?: { pageNo: number; pageSize: number }) {
  await visibleProject(tx, actor, projectId);
  const where: (SQL | undefined)[] = [eq(supProjectMember.projectId, projectId)];
  if (f.staffName) where.push(sql`${supProjectMember.staffName} ilike ${escapeLike(f.staffName)}`);
  if (f.unitName) where.push(sql`${supProjectMember.unitName} ilike ${escapeLike(f.unitName)}`);
  if (f.isOnDuty !== null && f.isOnDuty !== undefined) where.push(eq(supProjectMember.isOnDuty, f.isOnDuty));
  const [{ total }] = await tx.select({ total: count() }).from(supProjectMember).where(and(...where));
  const q = tx.select(memberColumns).from(supProjectMember).where(and(...where)).orderBy(asc(supProjectMember.createdDate), asc(supProjectMember.id));
  const rows = page ? await q.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize) : await q;
  return { rows, total };
}

export async function saveMember(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupMemberSave>) {
  await visibleProject(tx, actor, b.businessId);
  const values = {
    userId: b.userId, staffName: b.staffName, positionName: b.positionName ?? null, unitName: b.unitName ?? null,
    entryDate: b.entryDate, workContent: b.workContent ?? null, isOnDuty: b.isOnDuty ?? true,
  };
  let id = b.id;
  if (id) {
    const [row] = await tx.update(supProjectMember).set({ ...values, updatedDate: new Date() })
      .where(and(eq(supProjectMember.id, id), eq(supProjectMember.projectId, b.businessId))).returning({ id: supProjectMember.id });
    if (!row) throw notFound(M.MEMBER_NOT_FOUND);
  } else {
    id = newId();
    await tx.insert(supProjectMember).values({ id, projectId: b.businessId, ...values });
  }
  const [row] = await tx.select(memberColumns).from(supProjectMember).where(eq(supProjectMember.id, id));
  return row;
}

export async function deleteMember(tx: Db, actor: SessionInfo, id: string) {
  const [m] = await tx.select({ projectId: supProjectMember.projectId }).from(supProjectMember).where(eq(supProjectMember.id, id));
  if (!m) throw notFound(M.MEMBER_NOT_FOUND);
  await visibleProject(tx, actor, m.projectId);
  await tx.delete(supProjectMember).where(eq(supProjectMember.id, id));
}
