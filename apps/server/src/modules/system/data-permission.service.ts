import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATA_SCOPES } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, sysDataMenu, sysDept, sysRole, sysRoleDataRef, sysRoleDataScope, sysRoleDept, sysUser, sysUserRole } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { MSG_NOT_HELD } from './menu.service.js';
import { loadRole, roleForGrant } from './role.service.js';

/*
 * Data permissions, storage side: per (role, data menu) a scope row in sys_role_data_scope,
 * attribute rules in sys_role_data_ref, and the role's departments in sys_role_dept (its
 * department rights and the departments of a 'custom' scope). The read side, which turns them
 * into WHERE clauses, is platform/acl/data-scope.ts.
 */

export { DATA_SCOPES };
export type DataScope = (typeof DATA_SCOPES)[number];
/** What a role without a row for a data menu contributes. */
export const DEFAULT_SCOPE: DataScope = 'self';

export const MSG_ALL_SCOPE = '只有管理员可以授予全部数据权限';

export interface DataRef {
  attr: string;
  dataId: string;
}

const refKey = (r: DataRef): string => `${r.attr}\u0000${r.dataId}`;

type DataMenuRow = typeof sysDataMenu.$inferSelect;

export async function listDataMenus(tx: Db): Promise<DataMenuRow[]> {
  return tx.select().from(sysDataMenu).orderBy(asc(sysDataMenu.sort), asc(sysDataMenu.id));
}

async function loadDataMenu(tx: Db, id: string): Promise<DataMenuRow> {
  const [row] = await tx.select().from(sysDataMenu).where(eq(sysDataMenu.id, id));
  if (!row) throw notFound('数据菜单不存在');
  return row;
}

// ---------------------------------------------------------------------------
// Attribute trees
// ---------------------------------------------------------------------------

export interface AttrNode {
  /** Attribute nodes: the attribute code; value nodes: `${attr}:${dataId}`. */
  id: string;
  name: string;
  type: 'attr' | 'value';
  attr: string;
  dataId: string | null;
  dict?: string;
  checked?: boolean;
  children: AttrNode[];
}

/** Attribute dimensions of a data menu, each with the values of its dictionary as children. */
export async function attrTree(tx: Db, dataMenuId: string, checked?: Set<string>): Promise<AttrNode[]> {
  const menu = await loadDataMenu(tx, dataMenuId);
  const dictTypes = [...new Set(menu.attrs.map((a) => a.dict).filter((d): d is string => !!d))];
  const items = dictTypes.length
    ? await tx.select({ id: bdDict.id, type: bdDict.type, parentId: bdDict.parentId, label: bdDict.label, value: bdDict.value })
      .from(bdDict).where(and(inArray(bdDict.type, dictTypes), eq(bdDict.enabled, true))).orderBy(asc(bdDict.sort), asc(bdDict.id))
    : [];
  return menu.attrs.map((a) => {
    const mark = (dataId: string | null) => (checked ? { checked: dataId !== null && checked.has(refKey({ attr: a.code, dataId })) } : {});
    const own = items.filter((i) => i.type === a.dict);
    const nodes = new Map<string, AttrNode>(own.map((i) => [i.id, {
      id: `${a.code}:${i.value}`, name: i.label, type: 'value', attr: a.code, dataId: i.value, ...mark(i.value), children: [],
    }]));
    const roots: AttrNode[] = [];
    for (const i of own) {
      const parent = i.parentId ? nodes.get(i.parentId) : undefined;
      (parent ? parent.children : roots).push(nodes.get(i.id)!);
    }
    return { id: a.code, name: a.name, type: 'attr' as const, attr: a.code, dataId: null, ...(a.dict && { dict: a.dict }), ...mark(null), children: roots };
  });
}

async function roleRefs(tx: Db, roleId: string, dataMenuId: string): Promise<DataRef[]> {
  return tx.select({ attr: sysRoleDataRef.attr, dataId: sysRoleDataRef.dataId }).from(sysRoleDataRef)
    .where(and(eq(sysRoleDataRef.roleId, roleId), eq(sysRoleDataRef.dataMenuId, dataMenuId)))
    .orderBy(asc(sysRoleDataRef.attr), asc(sysRoleDataRef.dataId));
}

async function roleScope(tx: Db, roleId: string, dataMenuId: string): Promise<DataScope | null> {
  const [row] = await tx.select({ scope: sysRoleDataScope.scope }).from(sysRoleDataScope)
    .where(and(eq(sysRoleDataScope.roleId, roleId), eq(sysRoleDataScope.dataMenuId, dataMenuId)));
  return (row?.scope as DataScope | undefined) ?? null;
}

export async function roleAttrTree(tx: Db, roleId: string, dataMenuId: string): Promise<AttrNode[]> {
  await loadRole(tx, roleId);
  return attrTree(tx, dataMenuId, new Set((await roleRefs(tx, roleId, dataMenuId)).map(refKey)));
}

/** A role's setting on a data menu: its scope ('self' when it has none), attribute refs and departments. */
export async function roleDataSetting(tx: Db, roleId: string, dataMenuId: string) {
  await loadRole(tx, roleId);
  await loadDataMenu(tx, dataMenuId);
  const scope = await roleScope(tx, roleId, dataMenuId);
  const refs = await roleRefs(tx, roleId, dataMenuId);
  return {
    scope: scope ?? DEFAULT_SCOPE,
    configured: scope !== null,
    refs,
    dataIds: refs.map((r) => `${r.attr}:${r.dataId}`),
    deptIds: await roleDeptIds(tx, roleId),
  };
}

// ---------------------------------------------------------------------------
// What the caller may grant
// ---------------------------------------------------------------------------

interface ActorScopes {
  roleIds: string[];
  /** Scope rows of the caller's enabled roles (roles without a row contribute 'self'). */
  rows: { roleId: string; dataMenuId: string; scope: string }[];
  deptId: string | null;
}

async function actorScopes(tx: Db, actor: SessionInfo): Promise<ActorScopes> {
  const roles = await tx.select({ id: sysUserRole.roleId }).from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
    .where(eq(sysUserRole.userId, actor.userId));
  const roleIds = roles.map((r) => r.id);
  const rows = roleIds.length
    ? await tx.select({ roleId: sysRoleDataScope.roleId, dataMenuId: sysRoleDataScope.dataMenuId, scope: sysRoleDataScope.scope })
      .from(sysRoleDataScope).where(inArray(sysRoleDataScope.roleId, roleIds))
    : [];
  const [me] = await tx.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.id, actor.userId));
  return { roleIds, rows, deptId: me?.deptId ?? null };
}

/** `deptId` and every department below it. */
async function deptSubtree(tx: Db, deptId: string): Promise<Set<string>> {
  const depts = await tx.select({ id: sysDept.id, parentIds: sysDept.parentIds }).from(sysDept);
  return new Set(depts.filter((d) => d.id === deptId || d.parentIds.split(',').includes(deptId)).map((d) => d.id));
}

/**
 * Departments the caller reaches: on one data menu (its scopes there) or, without one, over
 * their department rights and every scope they hold. 'all' means every department.
 */
async function deptReach(tx: Db, mine: ActorScopes, dataMenuId?: string): Promise<'all' | Set<string>> {
  const rows = dataMenuId ? mine.rows.filter((r) => r.dataMenuId === dataMenuId) : mine.rows;
  if (rows.some((r) => r.scope === 'all')) return 'all';
  const reach = new Set<string>();
  if (mine.deptId) {
    if (rows.some((r) => r.scope === 'dept_and_below')) for (const id of await deptSubtree(tx, mine.deptId)) reach.add(id);
    else if (rows.some((r) => r.scope === 'dept')) reach.add(mine.deptId);
  }
  const deptRoles = dataMenuId ? rows.filter((r) => r.scope === 'custom').map((r) => r.roleId) : mine.roleIds;
  if (deptRoles.length) {
    const own = await tx.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(inArray(sysRoleDept.roleId, deptRoles));
    for (const d of own) reach.add(d.deptId);
  }
  return reach;
}

const within = (reach: 'all' | Set<string>, ids: string[]): boolean => reach === 'all' || ids.every((id) => reach.has(id));

/**
 * A non-administrator grants no wider data scope than their own on that data menu:
 * never 'all'; 'dept' needs dept / dept_and_below / all; 'dept_and_below' needs dept_and_below / all;
 * 'custom' needs the role's departments within their reach; 'attr' needs every added value among their own.
 */
async function assertCanGrantScope(
  tx: Db, actor: SessionInfo, mine: ActorScopes,
  grant: { dataMenuId: string; scope: DataScope | null; scopeChanged: boolean; addedRefs: DataRef[]; roleDeptIds: string[] },
): Promise<void> {
  if (actor.isAdmin) return;
  const held = new Set(mine.rows.filter((r) => r.dataMenuId === grant.dataMenuId).map((r) => r.scope));
  if (grant.scopeChanged) {
    switch (grant.scope) {
      case 'all': throw forbidden(MSG_ALL_SCOPE);
      case 'dept':
        if (!held.has('dept') && !held.has('dept_and_below') && !held.has('all')) throw forbidden(MSG_NOT_HELD);
        break;
      case 'dept_and_below':
        if (!held.has('dept_and_below') && !held.has('all')) throw forbidden(MSG_NOT_HELD);
        break;
      case 'custom':
        if (!within(await deptReach(tx, mine, grant.dataMenuId), grant.roleDeptIds)) throw forbidden(MSG_NOT_HELD);
        break;
      default:
        break;
    }
  }
  if (grant.scope === 'attr' && grant.addedRefs.length && !held.has('all')) {
    const attrRoles = mine.rows.filter((r) => r.dataMenuId === grant.dataMenuId && r.scope === 'attr').map((r) => r.roleId);
    const own = attrRoles.length
      ? await tx.select({ attr: sysRoleDataRef.attr, dataId: sysRoleDataRef.dataId }).from(sysRoleDataRef)
        .where(and(inArray(sysRoleDataRef.roleId, attrRoles), eq(sysRoleDataRef.dataMenuId, grant.dataMenuId)))
      : [];
    const ownKeys = new Set(own.map(refKey));
    if (grant.addedRefs.some((r) => !ownKeys.has(refKey(r)))) throw forbidden(MSG_NOT_HELD);
  }
}

// ---------------------------------------------------------------------------
// Saving scopes and refs
// ---------------------------------------------------------------------------

async function validateRefs(tx: Db, menu: DataMenuRow, refs: DataRef[]): Promise<DataRef[]> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
  for (const r of unique) {
    const attr = menu.attrs.find((a) => a.code === r.attr);
    if (!attr) throw badRequest(`数据属性 ${r.attr} 不存在`);
    if (attr.dict) {
      const [item] = await tx.select({ id: bdDict.id }).from(bdDict).where(and(eq(bdDict.type, attr.dict), eq(bdDict.value, r.dataId))).limit(1);
      if (!item) throw badRequest(`数据属性 ${attr.name} 的值 ${r.dataId} 不存在`);
    }
  }
  return unique;
}

async function writeSetting(tx: Db, roleId: string, dataMenuId: string, scope: DataScope | null, refs: DataRef[]): Promise<void> {
  await tx.delete(sysRoleDataRef).where(and(eq(sysRoleDataRef.roleId, roleId), eq(sysRoleDataRef.dataMenuId, dataMenuId)));
  await tx.delete(sysRoleDataScope).where(and(eq(sysRoleDataScope.roleId, roleId), eq(sysRoleDataScope.dataMenuId, dataMenuId)));
  if (!scope) return;
  await tx.insert(sysRoleDataScope).values({ roleId, dataMenuId, scope })
    .onConflictDoUpdate({ target: [sysRoleDataScope.tenantId, sysRoleDataScope.roleId, sysRoleDataScope.dataMenuId], set: { scope } });
  if (scope === 'attr' && refs.length) await tx.insert(sysRoleDataRef).values(refs.map((r) => ({ roleId, dataMenuId, ...r }))).onConflictDoNothing();
}

/**
 * Replaces the role's scope and attribute refs on one data menu. Refs are kept only with the
 * 'attr' scope (they mean nothing under the others).
 */
export async function saveDataRef(tx: Db, actor: SessionInfo, roleId: string, dataMenuId: string, input: { scope: string; refs?: DataRef[] }) {
  if (!(DATA_SCOPES as readonly string[]).includes(input.scope)) throw badRequest('数据权限范围不正确');
  const scope = input.scope as DataScope;
  await roleForGrant(tx, actor, roleId);
  const menu = await loadDataMenu(tx, dataMenuId);
  const refs = scope === 'attr' ? await validateRefs(tx, menu, input.refs ?? []) : [];
  const before = await roleScope(tx, roleId, dataMenuId);
  const had = new Set((await roleRefs(tx, roleId, dataMenuId)).map(refKey));
  if (!actor.isAdmin) {
    await assertCanGrantScope(tx, actor, await actorScopes(tx, actor), {
      dataMenuId, scope, scopeChanged: scope !== before, addedRefs: refs.filter((r) => !had.has(refKey(r))), roleDeptIds: await roleDeptIds(tx, roleId),
    });
  }
  await writeSetting(tx, roleId, dataMenuId, scope, refs);
  return roleDataSetting(tx, roleId, dataMenuId);
}

/**
 * Copies the source role's data scopes and refs to the target. cover: the target's become the
 * source's; otherwise the target only gains scopes for data menus it has none on, and refs it lacks.
 * Departments are not copied (copyRoleDept does that).
 */
export async function copyRoleData(tx: Db, actor: SessionInfo, srcId: string, tarId: string, cover: boolean): Promise<number> {
  if (srcId === tarId) throw badRequest('源角色和目标角色不能相同');
  await loadRole(tx, srcId);
  await roleForGrant(tx, actor, tarId);
  const menus = await listDataMenus(tx);
  const mine = actor.isAdmin ? null : await actorScopes(tx, actor);
  const tarDepts = await roleDeptIds(tx, tarId);
  const plans: { dataMenuId: string; scope: DataScope | null; refs: DataRef[] }[] = [];
  for (const m of menus) {
    const srcScope = await roleScope(tx, srcId, m.id);
    const srcRefs = await roleRefs(tx, srcId, m.id);
    const tarScope = await roleScope(tx, tarId, m.id);
    const tarRefs = await roleRefs(tx, tarId, m.id);
    let scope: DataScope | null;
    let refs: DataRef[];
    if (cover) {
      scope = srcScope;
      refs = srcScope === 'attr' ? srcRefs : [];
    } else {
      scope = tarScope ?? srcScope;
      const keys = new Set(tarRefs.map(refKey));
      refs = scope === 'attr' ? [...tarRefs, ...(srcScope === 'attr' ? srcRefs.filter((r) => !keys.has(refKey(r))) : [])] : tarRefs;
    }
    const had = new Set(tarRefs.map(refKey));
    const addedRefs = refs.filter((r) => !had.has(refKey(r)));
    const changed = scope !== tarScope || addedRefs.length > 0 || refs.length !== tarRefs.length;
    if (!changed) continue;
    if (mine) await assertCanGrantScope(tx, actor, mine, { dataMenuId: m.id, scope, scopeChanged: scope !== tarScope, addedRefs, roleDeptIds: tarDepts });
    plans.push({ dataMenuId: m.id, scope, refs });
  }
  for (const p of plans) await writeSetting(tx, tarId, p.dataMenuId, p.scope, p.refs);
  return plans.length;
}

// ---------------------------------------------------------------------------
// Departments of a role (department rights; the departments of a 'custom' scope)
// ---------------------------------------------------------------------------

export async function roleDeptIds(tx: Db, roleId: string): Promise<string[]> {
  const rows = await tx.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
  return rows.map((r) => r.deptId);
}

export async function queryRoleDeptIds(tx: Db, roleId: string): Promise<string[]> {
  await loadRole(tx, roleId);
  return roleDeptIds(tx, roleId);
}

export interface DeptCheckNode {
  id: string;
  parentId: string | null;
  name: string;
  code: string | null;
  sort: number;
  checked: boolean;
  children: DeptCheckNode[];
}

/** The department tree with the role's departments checked. */
export async function roleDeptTree(tx: Db, roleId: string): Promise<DeptCheckNode[]> {
  const checked = new Set(await queryRoleDeptIds(tx, roleId));
  const depts = await tx.select({ id: sysDept.id, parentId: sysDept.parentId, name: sysDept.name, code: sysDept.code, sort: sysDept.sort })
    .from(sysDept).orderBy(asc(sysDept.sort), asc(sysDept.id));
  const nodes = new Map(depts.map((d) => [d.id, { ...d, checked: checked.has(d.id), children: [] as DeptCheckNode[] }]));
  const roots: DeptCheckNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

async function setRoleDepts(tx: Db, actor: SessionInfo, roleId: string, deptIds: string[]): Promise<string[]> {
  const wanted = [...new Set(deptIds)];
  if (wanted.length) {
    const found = await tx.select({ id: sysDept.id }).from(sysDept).where(inArray(sysDept.id, wanted));
    if (found.length !== wanted.length) throw badRequest('部门不存在或已被删除');
  }
  const current = new Set(await roleDeptIds(tx, roleId));
  const added = wanted.filter((id) => !current.has(id));
  if (!actor.isAdmin && added.length && !within(await deptReach(tx, await actorScopes(tx, actor)), added)) throw forbidden(MSG_NOT_HELD);
  const keep = new Set(wanted);
  const removed = [...current].filter((id) => !keep.has(id));
  if (removed.length) await tx.delete(sysRoleDept).where(and(eq(sysRoleDept.roleId, roleId), inArray(sysRoleDept.deptId, removed)));
  if (added.length) await tx.insert(sysRoleDept).values(added.map((deptId) => ({ roleId, deptId }))).onConflictDoNothing();
  return wanted;
}

export async function saveRoleDepts(tx: Db, actor: SessionInfo, roleId: string, deptIds: string[]): Promise<string[]> {
  await roleForGrant(tx, actor, roleId);
  return setRoleDepts(tx, actor, roleId, deptIds);
}

/** The target role's departments become those of the source role. */
export async function copyRoleDepts(tx: Db, actor: SessionInfo, srcId: string, tarId: string): Promise<string[]> {
  if (srcId === tarId) throw badRequest('源角色和目标角色不能相同');
  await loadRole(tx, srcId);
  await roleForGrant(tx, actor, tarId);
  return setRoleDepts(tx, actor, tarId, await roleDeptIds(tx, srcId));
}
