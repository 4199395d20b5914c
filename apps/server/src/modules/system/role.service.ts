import { and, asc, eq, getTableColumns, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysDept, sysRole, sysRoleMemberLevel, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.js';
import { ADMIN_ROLE, type SessionInfo } from '../../platform/auth/session.js';
import { requirePermission } from '../../platform/auth/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';
import { applySorts, moveRelative, toSortItems, type SortItem } from '../../platform/sort-order.js';
import { USER_LIST } from './user-list.js';
import {
  allMenus, assertCanGrantMenus, buildMenuTree, menusByIds, MSG_NOT_HELD, roleMenuIds, withAncestors, type MenuTreeNode,
} from './menu.service.js';

/*
 * Roles and what they hold: menus (function rights), users and member levels.
 * Self-escalation guard (CVE-2024-57438 class): a non-administrator grants only what they hold,
 * never touches their own roles, and never touches the admin role.
 */

type RoleRow = typeof sysRole.$inferSelect;

export const MSG_OWN_ROLES = '不能修改自己的角色';
export const MSG_ADMIN_ROLE = '只有管理员可以修改系统管理员角色';

export const ROLE_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'roles are tenant configuration, not records of a data menu',
  fields: {
    name: sysRole.name, code: sysRole.code, status: sysRole.status, sort: sysRole.sort, remark: sysRole.remark,
    createdDate: sysRole.createdDate, updatedDate: sysRole.updatedDate,
  },
  defaultOrderBy: 'sort',
  defaultOrder: 'asc',
  tieBreaker: sysRole.id,
};

/**
 * Role list; a plain `name` condition searches (like), as the role page's search box expects,
 * and `keyword` matches the name or the code (the role card's filter).
 */
export async function queryRoles(tx: Db, req: TListRequest) {
  const { name, keyword, ...params } = req.params ?? {};
  const kw = typeof keyword === 'string' ? keyword.trim() : '';
  const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const q = await buildListQuery(ROLE_LIST, { ...req, params: name === undefined ? params : { ...params, name$like: name } },
    { extra: [kw ? or(ilike(sysRole.name, like), ilike(sysRole.code, like)) : undefined] });
  const { rows, total } = await pageWithTotal(tx, sysRole, q, (n) => tx.select({ ...getTableColumns(sysRole), [TOTAL_COLUMN]: n })
    .from(sysRole).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows, total };
}

export async function loadRole(tx: Db, id: string): Promise<RoleRow> {
  const [role] = await tx.select().from(sysRole).where(eq(sysRole.id, id));
  if (!role) throw notFound('角色不存在或已被删除');
  return role;
}

/** Enabled roles the caller holds. */
export async function heldRoleIds(tx: Db, actor: SessionInfo): Promise<Set<string>> {
  const rows = await tx.select({ roleId: sysUserRole.roleId }).from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
    .where(eq(sysUserRole.userId, actor.userId));
  return new Set(rows.map((r) => r.roleId));
}

/** Loads a role the caller is about to change the rights of: the admin role is for administrators only. */
export async function roleForGrant(tx: Db, actor: SessionInfo, id: string): Promise<RoleRow> {
  const role = await loadRole(tx, id);
  if (role.code === ADMIN_ROLE && !actor.isAdmin) throw forbidden(MSG_ADMIN_ROLE);
  return role;
}

/** Membership changes: non-administrators add users only to roles they hold, and never change their own roles. */
async function assertCanChangeMembers(
  tx: Db, actor: SessionInfo, role: RoleRow, change: { added: string[]; removed: string[]; remaining: number },
): Promise<void> {
  if (role.code === ADMIN_ROLE && change.remaining === 0) throw badRequest('至少保留一名系统管理员');
  if (actor.isAdmin) return;
  if (role.code === ADMIN_ROLE) throw forbidden(MSG_ADMIN_ROLE);
  if (change.added.includes(actor.userId) || change.removed.includes(actor.userId)) throw forbidden(MSG_OWN_ROLES);
  if (change.added.length && !(await heldRoleIds(tx, actor)).has(role.id)) throw forbidden(MSG_NOT_HELD);
}

export interface RoleInput {
  id?: string;
  version?: number;
  code: string;
  name: string;
  sort?: number;
  status?: number;
  remark?: string | null;
}

export async function saveRole(tx: Db, actor: SessionInfo, input: RoleInput): Promise<RoleRow> {
  await requirePermission(tx, actor, input.id ? 'sys:role:edit' : 'sys:role:add');
  const code = input.code.trim();
  const name = input.name.trim();
  if (!name) throw badRequest('角色名称不能为空');
  if (!code) throw badRequest('角色编码不能为空');
  const [dup] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, code));
  if (dup && dup.id !== input.id) throw badRequest('角色编码已存在');
  const values = {
    code, name,
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.remark !== undefined && { remark: input.remark?.trim() || null }),
  };
  if (input.id) {
    if (input.version === undefined) throw badRequest('版本号不能为空');
    const current = await roleForGrant(tx, actor, input.id);
    if (current.code === ADMIN_ROLE && code !== ADMIN_ROLE) throw badRequest('系统管理员角色的编码不能修改');
    if (current.code === ADMIN_ROLE && input.status !== undefined && input.status !== 1) throw badRequest('系统管理员角色不能停用');
    // Enabling a role hands its menus to its holders again: the same rule as granting them.
    if (!actor.isAdmin && current.status !== 1 && input.status === 1) {
      if ((await memberIds(tx, current.id)).has(actor.userId)) throw forbidden(MSG_OWN_ROLES);
      await assertCanGrantMenus(tx, actor, await menusByIds(tx, await roleMenuIds(tx, current.id)));
    }
    return updateVersioned(tx, sysRole, input.id, input.version, values);
  }
  let sort = input.sort;
  if (sort === undefined) {
    const [last] = await tx.select({ max: sql<number | null>`max(${sysRole.sort})` }).from(sysRole);
    sort = (last?.max ?? 0) + 10;
  }
  const [row] = await tx.insert(sysRole).values({ id: newId(), ...values, sort }).returning();
  return row;
}

export async function deleteRole(tx: Db, actor: SessionInfo, id: string, force: boolean): Promise<void> {
  const role = await loadRole(tx, id);
  if (role.code === ADMIN_ROLE) throw badRequest('系统管理员角色不能删除');
  const holders = await tx.select({ userId: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, id));
  if (holders.length && !force) throw badRequest('该角色下还有用户，不能删除');
  if (!actor.isAdmin && holders.some((h) => h.userId === actor.userId)) throw forbidden(MSG_OWN_ROLES);
  // Links (users, menus, departments, data scopes, member levels) go with the role (foreign keys cascade).
  await tx.delete(sysRole).where(eq(sysRole.id, id));
}

export async function moveRole(tx: Db, input: { sourceId: string; targetId: string; before: boolean }) {
  return moveRelative(tx, sysRole, input);
}

export async function updateRoleSorts(tx: Db, items: SortItem[] | string[]) {
  return applySorts(tx, sysRole, toSortItems(items));
}

// ---------------------------------------------------------------------------
// Users of a role
// ---------------------------------------------------------------------------

/**
 * The members of a role: role membership is tenant configuration, managed (sys:role:*) over the
 * whole organisation, as the role's user tree (roleUserTree) offers everybody to pick.
 */
const ROLE_USER_LIST: UnscopedListEntity = {
  ...USER_LIST,
  scope: 'none', reason: 'role membership is tenant configuration: the role screen lists and picks members from the whole organisation',
};

export async function queryRoleUsers(tx: Db, roleId: string, req: TListRequest) {
  await loadRole(tx, roleId);
  const inRole = inArray(sysUser.id, tx.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId)));
  const q = await buildListQuery(ROLE_USER_LIST, req, { extra: [inRole] });
  return pageWithTotal(tx, sysUser, q, (n) => tx.select({
    id: sysUser.id, loginName: sysUser.loginName, name: sysUser.name, phone: sysUser.phone, email: sysUser.email,
    no: sysUser.no, job: sysUser.job, deptId: sysUser.deptId, deptName: sysDept.name, status: sysUser.status,
    userType: sysUser.userType, sort: sysUser.sort, createdDate: sysUser.createdDate, updatedDate: sysUser.updatedDate, [TOTAL_COLUMN]: n,
  }).from(sysUser)
    .leftJoin(sysDept, and(eq(sysDept.tenantId, sysUser.tenantId), eq(sysDept.id, sysUser.deptId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

export interface OrgUserNode {
  id: string;
  name: string;
  type: 'dept' | 'user';
  parentId: string | null;
  checked: boolean;
  loginName?: string;
  children: OrgUserNode[];
}

/** Department tree with the staff under each department; users of the role are checked. */
export async function roleUserTree(tx: Db, roleId: string): Promise<OrgUserNode[]> {
  await loadRole(tx, roleId);
  const members = new Set((await tx.select({ userId: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId))).map((r) => r.userId));
  const depts = await tx.select({ id: sysDept.id, parentId: sysDept.parentId, name: sysDept.name }).from(sysDept)
    .orderBy(asc(sysDept.sort), asc(sysDept.id));
  const users = await tx.select({ id: sysUser.id, name: sysUser.name, loginName: sysUser.loginName, deptId: sysUser.deptId })
    .from(sysUser).where(eq(sysUser.status, 1)).orderBy(asc(sysUser.sort), asc(sysUser.id));
  const nodes = new Map<string, OrgUserNode>();
  for (const d of depts) nodes.set(d.id, { id: d.id, name: d.name, type: 'dept', parentId: d.parentId, checked: false, children: [] });
  const roots: OrgUserNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  for (const u of users) {
    const node: OrgUserNode = { id: u.id, name: u.name, loginName: u.loginName, type: 'user', parentId: u.deptId, checked: members.has(u.id), children: [] };
    const dept = u.deptId ? nodes.get(u.deptId) : undefined;
    (dept ? dept.children : roots).push(node);
  }
  return roots;
}

async function existingUserIds(tx: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.id, unique));
  if (found.length !== unique.length) throw badRequest('用户不存在或已被删除');
  return unique;
}

async function memberIds(tx: Db, roleId: string): Promise<Set<string>> {
  return new Set((await tx.select({ userId: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId))).map((r) => r.userId));
}

/** Adds (checked) or removes users of a role. */
export async function saveRoleUser(tx: Db, actor: SessionInfo, roleId: string, userIds: string[], checked: boolean): Promise<void> {
  const role = await loadRole(tx, roleId);
  const ids = await existingUserIds(tx, userIds);
  const current = await memberIds(tx, roleId);
  const added = checked ? ids.filter((id) => !current.has(id)) : [];
  const removed = checked ? [] : ids.filter((id) => current.has(id));
  await assertCanChangeMembers(tx, actor, role, { added, removed, remaining: current.size + added.length - removed.length });
  if (added.length) await tx.insert(sysUserRole).values(added.map((userId) => ({ userId, roleId }))).onConflictDoNothing();
  if (removed.length) await tx.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, removed)));
}

/** The role's users become exactly `userIds`. */
export async function replaceRoleUsers(tx: Db, actor: SessionInfo, roleId: string, userIds: string[]): Promise<void> {
  const role = await loadRole(tx, roleId);
  const ids = await existingUserIds(tx, userIds);
  const current = await memberIds(tx, roleId);
  const wanted = new Set(ids);
  const added = ids.filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.has(id));
  await assertCanChangeMembers(tx, actor, role, { added, removed, remaining: wanted.size });
  if (removed.length) await tx.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, removed)));
  if (added.length) await tx.insert(sysUserRole).values(added.map((userId) => ({ userId, roleId }))).onConflictDoNothing();
}

/** Adds the users of `srcId` to `tarId`. */
export async function mergeRoleUsers(tx: Db, actor: SessionInfo, srcId: string, tarId: string): Promise<number> {
  if (srcId === tarId) throw badRequest('源角色和目标角色不能相同');
  await loadRole(tx, srcId);
  const target = await loadRole(tx, tarId);
  const current = await memberIds(tx, tarId);
  const added = [...(await memberIds(tx, srcId))].filter((id) => !current.has(id));
  await assertCanChangeMembers(tx, actor, target, { added, removed: [], remaining: current.size + added.length });
  if (added.length) await tx.insert(sysUserRole).values(added.map((userId) => ({ userId, roleId: tarId }))).onConflictDoNothing();
  return added.length;
}

// ---------------------------------------------------------------------------
// Menus of a role (function rights)
// ---------------------------------------------------------------------------

export async function queryRoleMenuIds(tx: Db, roleId: string): Promise<string[]> {
  await loadRole(tx, roleId);
  return roleMenuIds(tx, roleId);
}

/** The whole menu tree with the role's menus checked. */
export async function roleMenuTree(tx: Db, roleId: string): Promise<MenuTreeNode[]> {
  await loadRole(tx, roleId);
  return buildMenuTree(await allMenus(tx), new Set(await roleMenuIds(tx, roleId)));
}

/**
 * The role's menus become `menuIds` plus their ancestors. Non-administrators may add only menus
 * they hold themselves; menus the role already had are kept or dropped freely.
 */
async function setRoleMenus(tx: Db, actor: SessionInfo, roleId: string, menuIds: string[]): Promise<number> {
  const menus = await withAncestors(tx, [...new Set(menuIds)]);
  const current = new Set(await roleMenuIds(tx, roleId));
  const wanted = new Set(menus.map((m) => m.id));
  await assertCanGrantMenus(tx, actor, menus.filter((m) => !current.has(m.id)));
  const removed = [...current].filter((id) => !wanted.has(id));
  if (removed.length) await tx.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, roleId), inArray(sysRoleMenu.menuId, removed)));
  const added = [...wanted].filter((id) => !current.has(id));
  for (let i = 0; i < added.length; i += 500) {
    await tx.insert(sysRoleMenu).values(added.slice(i, i + 500).map((menuId) => ({ roleId, menuId }))).onConflictDoNothing();
  }
  return wanted.size;
}

export async function saveRoleMenus(tx: Db, actor: SessionInfo, roleId: string, menuIds: string[]): Promise<number> {
  await roleForGrant(tx, actor, roleId);
  return setRoleMenus(tx, actor, roleId, menuIds);
}

/** The target role's menus become those of the source role. */
export async function copyRoleMenus(tx: Db, actor: SessionInfo, srcId: string, tarId: string): Promise<number> {
  if (srcId === tarId) throw badRequest('源角色和目标角色不能相同');
  await loadRole(tx, srcId);
  await roleForGrant(tx, actor, tarId);
  return setRoleMenus(tx, actor, tarId, await roleMenuIds(tx, srcId));
}

// ---------------------------------------------------------------------------
// Member levels a role serves (the levels themselves arrive with the members issue)
// ---------------------------------------------------------------------------

export async function roleMemberLevelIds(tx: Db, roleId: string): Promise<string[]> {
  await loadRole(tx, roleId);
  const rows = await tx.select({ id: sysRoleMemberLevel.memberLevelId }).from(sysRoleMemberLevel).where(eq(sysRoleMemberLevel.roleId, roleId));
  return rows.map((r) => r.id);
}

export async function saveRoleMemberLevel(tx: Db, actor: SessionInfo, roleId: string, memberLevelId: string, checked: boolean): Promise<void> {
  await roleForGrant(tx, actor, roleId);
  if (checked) await tx.insert(sysRoleMemberLevel).values({ roleId, memberLevelId }).onConflictDoNothing();
  else await tx.delete(sysRoleMemberLevel).where(and(eq(sysRoleMemberLevel.roleId, roleId), eq(sysRoleMemberLevel.memberLevelId, memberLevelId)));
}

export async function replaceRoleMemberLevels(tx: Db, actor: SessionInfo, roleId: string, ids: string[]): Promise<void> {
  await roleForGrant(tx, actor, roleId);
  const unique = [...new Set(ids)];
  await tx.delete(sysRoleMemberLevel).where(unique.length
    ? and(eq(sysRoleMemberLevel.roleId, roleId), notInArray(sysRoleMemberLevel.memberLevelId, unique))
    : eq(sysRoleMemberLevel.roleId, roleId));
  if (unique.length) await tx.insert(sysRoleMemberLevel).values(unique.map((memberLevelId) => ({ roleId, memberLevelId }))).onConflictDoNothing();
}

export async function mergeRoleMemberLevels(tx: Db, actor: SessionInfo, srcId: string, tarId: string): Promise<number> {
  if (srcId === tarId) throw badRequest('源角色和目标角色不能相同');
  const src = await roleMemberLevelIds(tx, srcId);
  await roleForGrant(tx, actor, tarId);
  if (src.length === 0) return 0;
  const rows = await tx.insert(sysRoleMemberLevel).values(src.map((memberLevelId) => ({ roleId: tarId, memberLevelId })))
    .onConflictDoNothing().returning({ id: sysRoleMemberLevel.memberLevelId });
  return rows.length;
}
