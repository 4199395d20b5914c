import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ZTreeFilter } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysDept, sysUser } from '../../db/schema/index.js';
import { deptSubtreeIds, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import { requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { refreshSearch } from '../../platform/search/index.js';
import { newId } from '../../platform/ids.js';
import { readById, type ScopedRecordKind, updateVersioned } from '../../platform/repository.js';

/*
 * Departments (组织机构). Administrators' calls (/a/sys/dept) see the departments of the
 * caller's 'sys_dept' data scope; the shared lookups (/share/dept) serve person and department
 * pickers and show the whole organisation, names only.
 */

export const DEPT_MSG = {
  NOT_FOUND: '部门不存在或已被删除',
  PARENT_NOT_FOUND: '上级部门不存在',
  MOVE_INTO_SELF: '不能将部门移动到自身或其下级部门之下',
  NAME_TAKEN: '同一上级部门下已存在同名部门',
  HAS_CHILDREN: '该部门下存在子部门，不能删除',
  HAS_USERS: '该部门下存在用户，不能删除',
  NO_ROOT: '只有管理员可以创建顶级部门',
  LEADER_NOT_FOUND: '负责人不存在',
  IN_USE: '该部门已被其他数据引用，不能删除',
} as const;

/** Tree queries' filter: declared with the calls in packages/shared/src/contracts/system.ts. */
export { ZTreeFilter };
export type TTreeFilter = z.infer<typeof ZTreeFilter>;
export const treeFilter = (b: TTreeFilter) => ({
  name: b?.name ?? b?.params?.name ?? undefined,
  keyword: b?.keyword ?? b?.params?.keyword ?? b?.name ?? b?.params?.name ?? undefined,
  status: b?.status ?? b?.params?.status ?? undefined,
});

/** Anything that can hang in a tree by id / parentId. */
export interface TreeItem<T> {
  id: string;
  parentId: string | null;
  children: T[];
}

/**
 * Links rows into a tree, keeping the input order among siblings. A row whose parent is not in
 * the set (not visible, or filtered away) becomes a root, so a scoped caller still gets a tree.
 */
export function buildTree<T extends TreeItem<T>>(rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const r of rows) {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent && parent !== r) parent.children.push(r);
    else roots.push(r);
  }
  return roots;
}

const deptColumns = {
  id: sysDept.id, parentId: sysDept.parentId, parentIds: sysDept.parentIds, name: sysDept.name, fullName: sysDept.fullName,
  code: sysDept.code, leaderId: sysDept.leaderId, phone: sysDept.phone, sort: sysDept.sort, status: sysDept.status,
  remark: sysDept.remark, version: sysDept.version, createdDate: sysDept.createdDate, updatedDate: sysDept.updatedDate,
};

type DeptRow = { [K in keyof typeof deptColumns]: (typeof sysDept.$inferSelect)[K] } & { leaderName: string | null };
export type DeptNode = DeptRow & { children: DeptNode[] };

/** Departments under the 'sys_dept' data menu (the own department is the 'self' of departments). */
export const DEPT_RECORD: ScopedRecordKind<typeof sysDept> = {
  table: sysDept, id: sysDept.id, scope: { dataMenu: 'sys_dept', dept: sysDept.id, selfDept: sysDept.id },
};

/** The caller's 'sys_dept' data-scope condition, for the tree reads. */
export const deptScope = (tx: Db, actor: SessionInfo): Promise<SQL | undefined> => visibleWhere(DEPT_RECORD, requestScope(tx, actor));

const leader = sql<string | null>`(select u.name from sys_user u where u.tenant_id = ${sysDept.tenantId} and u.id = ${sysDept.leaderId})`;

async function selectDepts(tx: Db, where: SQL | undefined): Promise<DeptRow[]> {
  return tx.select({ ...deptColumns, leaderName: leader }).from(sysDept).where(where).orderBy(asc(sysDept.sort), asc(sysDept.name), asc(sysDept.id));
}

/** POST /a/sys/dept/queryTree: the visible departments as a tree; a name filter keeps the matches' ancestors. */
export async function queryDeptTree(tx: Db, actor: SessionInfo, filter: { name?: string; status?: number }): Promise<DeptNode[]> {
  const scope = await deptScope(tx, actor);
  let rows = await selectDepts(tx, and(scope, filter.status === undefined ? undefined : eq(sysDept.status, filter.status)));
  const name = filter.name?.trim().toLowerCase();
  if (name) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<string>();
    for (const r of rows) {
      if (!r.name.toLowerCase().includes(name)) continue;
      // The match and every visible ancestor.
      for (let cur: DeptRow | undefined = r; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) keep.add(cur.id);
    }
    rows = rows.filter((r) => keep.has(r.id));
  }
  return buildTree(rows.map((r) => ({ ...r, children: [] as DeptNode[] })));
}

/**
 * The PostgreSQL error code and constraint behind a failed statement (drizzle wraps the driver's
 * error in `cause`): lets a command turn a constraint another transaction won into a clear message.
 */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return {};
}

/** One department the caller may see; outside the scope answers like a missing one (404). */
export async function getDept(tx: Db, actor: SessionInfo, id: string): Promise<DeptRow> {
  const row = await readById(tx, DEPT_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectDepts(tx, where) });
  if (!row) throw notFound(DEPT_MSG.NOT_FOUND);
  return row;
}

export interface DeptInput {
  id?: string;
  version?: number;
  parentId?: string | null;
  name: string;
  fullName?: string | null;
  code?: string | null;
  leaderId?: string | null;
  phone?: string | null;
  sort?: number;
  status?: number;
  remark?: string | null;
}

const childPrefix = (d: { id: string; parentIds: string }): string => (d.parentIds ? `${d.parentIds},${d.id}` : d.id);

/**
 * POST /a/sys/dept: creates (no id) or updates (id + version) a department. Moving a department
 * rewrites parent_ids of its whole subtree in the same transaction.
 */
export async function saveDept(tx: Db, actor: SessionInfo, input: DeptInput): Promise<DeptRow> {
  await requirePermission(tx, actor, input.id ? 'sys:dept:edit' : 'sys:dept:add');
  const scope = await deptScope(tx, actor);
  const name = input.name.trim();
  const parentId = input.parentId || null;

  let parent: { id: string; parentIds: string } | undefined;
  if (parentId) {
    // The parent must exist and be one the caller governs (a hidden one answers like a missing one).
    [parent] = await tx.select({ id: sysDept.id, parentIds: sysDept.parentIds }).from(sysDept).where(and(eq(sysDept.id, parentId), scope));
    if (!parent) throw badRequest(DEPT_MSG.PARENT_NOT_FOUND);
  } else if (!actor.isAdmin && scope) {
    // A top-level department is outside any department-bounded scope.
    const [current] = input.id ? await tx.select({ parentId: sysDept.parentId }).from(sysDept).where(eq(sysDept.id, input.id)) : [];
    if (!input.id || current?.parentId) throw forbidden(DEPT_MSG.NO_ROOT);
  }
  if (input.leaderId) {
    const [u] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, input.leaderId));
    if (!u) throw badRequest(DEPT_MSG.LEADER_NOT_FOUND);
  }
  const [sibling] = await tx.select({ id: sysDept.id }).from(sysDept).where(and(
    parentId ? eq(sysDept.parentId, parentId) : sql`${sysDept.parentId} is null`,
    eq(sysDept.name, name),
    input.id ? ne(sysDept.id, input.id) : undefined,
  )).limit(1);
  if (sibling) throw badRequest(DEPT_MSG.NAME_TAKEN);

  const values = {
    name, parentId, parentIds: parent ? childPrefix(parent) : '',
    ...(input.fullName !== undefined && { fullName: input.fullName }),
    ...(input.code !== undefined && { code: input.code }),
    ...(input.leaderId !== undefined && { leaderId: input.leaderId || null }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.remark !== undefined && { remark: input.remark }),
  };

  if (!input.id) {
    const id = newId();
    await tx.insert(sysDept).values({ id, fullName: name, ...values });
    await refreshSearch(tx, 'sys_dept', [id]);
    // Read back unscoped: a new sub-department may lie outside a 'dept' or 'custom' scope.
    return (await selectDepts(tx, eq(sysDept.id, id)))[0];
  }

  const [old] = await tx.select({ id: sysDept.id, parentId: sysDept.parentId, parentIds: sysDept.parentIds })
    .from(sysDept).where(and(eq(sysDept.id, input.id), scope));
  if (!old) throw notFound(DEPT_MSG.NOT_FOUND);
  if (input.version === undefined) throw badRequest('缺少版本号');
  const moved = old.parentId !== parentId;
  if (moved && parentId) {
    const subtree = await deptSubtreeIds(tx, old.id);
    if (subtree.includes(parentId)) throw badRequest(DEPT_MSG.MOVE_INTO_SELF);
  }
  await updateVersioned(tx, sysDept, old.id, input.version, values);
  if (moved) {
    // Descendants' parent_ids start with the old "ancestors,id" prefix: swap it for the new one.
    const oldPrefix = childPrefix(old);
    const newPrefix = childPrefix({ id: old.id, parentIds: values.parentIds });
    await tx.update(sysDept)
      .set({ parentIds: sql`${newPrefix}::text || substr(${sysDept.parentIds}, ${oldPrefix.length + 1}::int)` })
      .where(or(eq(sysDept.parentIds, oldPrefix), sql`left(${sysDept.parentIds}, ${oldPrefix.length + 1}::int) = ${`${oldPrefix},`}::text`));
  }
  await refreshDeptDocs(tx, old.id);
  return (await selectDepts(tx, eq(sysDept.id, old.id)))[0];
}

/** A department's search document, its children's (they show its name) and its members' (they show the department). */
async function refreshDeptDocs(tx: Db, id: string): Promise<void> {
  const children = await tx.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.parentId, id));
  await refreshSearch(tx, 'sys_dept', [id, ...children.map((c) => c.id)]);
  const members = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.deptId, id));
  await refreshSearch(tx, 'sys_user', members.map((m) => m.id));
}

/** DELETE /a/sys/dept/{id}: refused while the department has sub-departments or users. */
export async function deleteDept(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  const row = await readById(tx, DEPT_RECORD, id, { scope: requestScope(tx, actor), select: (where) => tx.select({ id: sysDept.id }).from(sysDept).where(where) });
  if (!row) throw notFound(DEPT_MSG.NOT_FOUND);
  const [children] = await tx.select({ n: count() }).from(sysDept).where(eq(sysDept.parentId, id));
  if (children.n > 0) throw badRequest(DEPT_MSG.HAS_CHILDREN);
  const [users] = await tx.select({ n: count() }).from(sysUser).where(eq(sysUser.deptId, id));
  if (users.n > 0) throw badRequest(DEPT_MSG.HAS_USERS);
  try {
    await tx.delete(sysDept).where(eq(sysDept.id, id));
    await refreshSearch(tx, 'sys_dept', [id]);
  } catch (err) {
    // Records of later modules may point at the department.
    if (pgErrorOf(err).code === '23503') throw badRequest(DEPT_MSG.IN_USE);
    throw err;
  }
}

export interface ShareDeptNode {
  id: string;
  name: string;
  parentId: string | null;
  children: ShareDeptNode[];
}

/**
 * GET /share/dept/deptTree: every enabled department of the company for pickers (any signed-in
 * user; names only, so no data scope: choosing a department or a person needs the whole organisation).
 */
export async function shareDeptTree(tx: Db): Promise<ShareDeptNode[]> {
  const rows = await tx.select({ id: sysDept.id, name: sysDept.name, parentId: sysDept.parentId }).from(sysDept)
    .where(eq(sysDept.status, 1)).orderBy(asc(sysDept.sort), asc(sysDept.name), asc(sysDept.id));
  return buildTree(rows.map((r) => ({ ...r, children: [] as ShareDeptNode[] })));
}

/** GET /share/dept/{id}: one department's public facts (names only, for pickers and labels). */
export async function shareDept(tx: Db, id: string) {
  const [row] = await tx.select({
    id: sysDept.id, name: sysDept.name, fullName: sysDept.fullName, parentId: sysDept.parentId, parentIds: sysDept.parentIds,
    code: sysDept.code, leaderId: sysDept.leaderId, leaderName: leader, sort: sysDept.sort, status: sysDept.status,
  }).from(sysDept).where(eq(sysDept.id, id));
  if (!row) throw notFound(DEPT_MSG.NOT_FOUND);
  return row;
}
