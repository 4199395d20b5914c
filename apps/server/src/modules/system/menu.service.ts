import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { MENU_OPEN_TYPES, MENU_TYPES, PERMISSION_PATTERN } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysMenu, sysRoleMenu, tenant } from '../../db/schema/index.js';
import { DEFAULT_TENANT_CODE } from '../../db/seed/index.js';
import { requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { updateVersioned } from '../../platform/repository.js';
import { applySorts, moveRelative, toSortItems, type SortItem } from '../../platform/sort-order.js';
import { withTenant } from '../../platform/tenancy.js';
import { visibleMenus } from './user-info.service.js';

/*
 * Menus (function permissions): the tree, its editing and ordering, and what a caller may grant.
 */

// Menu types, open types and the permission pattern are the contract's (packages/shared contracts/system.ts).
export { MENU_OPEN_TYPES, MENU_TYPES, PERMISSION_PATTERN };
/** Menus with a permission under this prefix are offered before sign-in (getNoLoginMenuTree). */
export const PUBLIC_MENU_PREFIX = 'public:';

export const MSG_NOT_HELD = '不能授予自己没有的权限';

type MenuRow = typeof sysMenu.$inferSelect;

export interface MenuTreeNode {
  id: string;
  parentId: string | null;
  code: string | null;
  name: string;
  fullName: string;
  url: string | null;
  href: string | null;
  type: string;
  kind: string;
  openType: number;
  permission: string | null;
  sort: number;
  icon: string | null;
  hidden: boolean;
  version: number;
  checked?: boolean;
  children: MenuTreeNode[];
}

/** The whole tree (groups, menus and buttons, hidden ones included), siblings by sort. */
export function buildMenuTree(rows: MenuRow[], checked?: Set<string>): MenuTreeNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  const nodes = new Map<string, MenuTreeNode>();
  for (const m of sorted) {
    nodes.set(m.id, {
      id: m.id, parentId: m.parentId, code: m.code, name: m.name, fullName: m.fullName ?? m.name, url: m.url, href: m.href,
      type: m.type, kind: m.type, openType: m.openType, permission: m.permission, sort: m.sort, icon: m.icon, hidden: m.hidden,
      version: m.version, ...(checked && { checked: checked.has(m.id) }), children: [],
    });
  }
  const roots: MenuTreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** Rows matching `name` (name or full name contains it) plus all their ancestors. */
function keepMatchesAndAncestors(rows: MenuRow[], name: string): MenuRow[] {
  const needle = name.toLowerCase();
  const byId = new Map(rows.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const m of rows) {
    if (!m.name.toLowerCase().includes(needle) && !(m.fullName ?? '').toLowerCase().includes(needle)) continue;
    for (let cur: MenuRow | undefined = m; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) keep.add(cur.id);
  }
  return rows.filter((m) => keep.has(m.id));
}

export async function queryMenuTree(tx: Db, filter: { name?: string }): Promise<MenuTreeNode[]> {
  // A SaaS company manages and grants only the menus of its edition (modules/saas).
  const rows = await tx.select().from(sysMenu).where(sql`ecms_grade_allows(${sysMenu.tenantId}, ${sysMenu.code}, ${sysMenu.permission})`);
  const name = filter.name?.trim();
  return buildMenuTree(name ? keepMatchesAndAncestors(rows, name) : rows);
}

/** What the caller holds: the menus of their enabled roles and the permissions those carry. */
export interface HeldRights {
  all: boolean;
  menuIds: Set<string>;
  permissions: Set<string>;
}

export async function heldRights(tx: Db, actor: SessionInfo): Promise<HeldRights> {
  if (actor.isAdmin) return { all: true, menuIds: new Set(), permissions: new Set() };
  const menus = await visibleMenus(tx, actor);
  return {
    all: false,
    menuIds: new Set(menus.map((m) => m.id)),
    permissions: new Set(menus.map((m) => m.permission).filter((p): p is string => !!p)),
  };
}

/** A menu may be granted by someone holding it (or a menu carrying the same permission). */
export const canGrantMenu = (held: HeldRights, m: { id: string; permission: string | null }): boolean =>
  held.all || held.menuIds.has(m.id) || (!!m.permission && held.permissions.has(m.permission));

/** Refuses (403) when any of `menus` is beyond what the caller holds. */
export async function assertCanGrantMenus(tx: Db, actor: SessionInfo, menus: { id: string; permission: string | null }[]): Promise<void> {
  if (actor.isAdmin || menus.length === 0) return;
  const held = await heldRights(tx, actor);
  if (menus.some((m) => !canGrantMenu(held, m))) throw forbidden(MSG_NOT_HELD);
}

/** Ids of `ids` that exist, with their ancestors added (a granted menu needs its parents to show). */
export async function withAncestors(tx: Db, ids: string[]): Promise<MenuRow[]> {
  const all = await tx.select().from(sysMenu);
  const byId = new Map(all.map((m) => [m.id, m]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw badRequest('菜单不存在或已被删除');
  const out = new Map<string, MenuRow>();
  for (const id of ids) {
    for (let cur = byId.get(id); cur && !out.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) out.set(cur.id, cur);
  }
  return [...out.values()];
}

export interface MenuInput {
  id?: string;
  version?: number;
  parentId?: string | null;
  name: string;
  fullName?: string | null;
  url?: string | null;
  href?: string | null;
  type?: (typeof MENU_TYPES)[number];
  openType?: number;
  permission?: string | null;
  icon?: string | null;
  sort?: number;
  hidden?: boolean;
}

/** The ids of `id` and everything below it. */
async function subtreeIds(tx: Db, id: string): Promise<Set<string>> {
  const rows = await tx.select({ id: sysMenu.id, parentId: sysMenu.parentId }).from(sysMenu);
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const cur = stack.pop()!;
    if (out.has(cur)) continue;
    out.add(cur);
    stack.push(...(children.get(cur) ?? []));
  }
  return out;
}

/** Refuses a parent that does not exist or lies in the menu's own subtree. */
async function assertParent(tx: Db, menuId: string | undefined, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const [parent] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.id, parentId));
  if (!parent) throw badRequest('上级菜单不存在');
  if (menuId && (await subtreeIds(tx, menuId)).has(parentId)) throw badRequest('上级菜单不能是自身或其下级菜单');
}

const blankToNull = (v: string | null | undefined): string | null | undefined => (v === undefined ? undefined : v?.trim() || null);

/** Creates (no id) or updates (id + version) a menu. */
export async function saveMenu(tx: Db, actor: SessionInfo, input: MenuInput): Promise<MenuRow> {
  await requirePermission(tx, actor, input.id ? 'sys:menu:edit' : 'sys:menu:add');
  const name = input.name.trim();
  if (!name) throw badRequest('菜单名称不能为空');
  const permission = blankToNull(input.permission);
  if (permission && !PERMISSION_PATTERN.test(permission)) throw badRequest('权限标识格式不正确（只能包含字母、数字、下划线、冒号、点和横线）');
  if (input.openType !== undefined && !(MENU_OPEN_TYPES as readonly number[]).includes(input.openType)) throw badRequest('打开方式不正确');
  const parentId = input.parentId === undefined ? undefined : blankToNull(input.parentId) ?? null;

  const values = {
    name,
    ...(input.fullName !== undefined && { fullName: blankToNull(input.fullName) ?? name }),
    ...(input.url !== undefined && { url: blankToNull(input.url) }),
    ...(input.href !== undefined && { href: blankToNull(input.href) }),
    ...(input.type !== undefined && { type: input.type }),
    ...(input.openType !== undefined && { openType: input.openType }),
    ...(permission !== undefined && { permission }),
    ...(input.icon !== undefined && { icon: blankToNull(input.icon) }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.hidden !== undefined && { hidden: input.hidden }),
    ...(parentId !== undefined && { parentId }),
  };

  if (input.id) {
    if (input.version === undefined) throw badRequest('版本号不能为空');
    const [current] = await tx.select().from(sysMenu).where(eq(sysMenu.id, input.id));
    if (!current) throw notFound('菜单不存在或已被删除');
    if (parentId !== undefined) await assertParent(tx, input.id, parentId);
    // Changing the permission a menu carries would hand it to every role holding the menu.
    if (permission && permission !== current.permission) await assertCanGrantMenus(tx, actor, [{ id: '', permission }]);
    return updateVersioned(tx, sysMenu, input.id, input.version, values);
  }

  await assertParent(tx, undefined, parentId ?? null);
  // A non-administrator mints no menu carrying a permission they lack.
  if (permission) await assertCanGrantMenus(tx, actor, [{ id: '', permission }]);
  let sort = input.sort;
  if (sort === undefined) {
    const [last] = await tx.select({ max: sql<number | null>`max(${sysMenu.sort})` }).from(sysMenu)
      .where(parentId ? eq(sysMenu.parentId, parentId) : isNull(sysMenu.parentId));
    sort = (last?.max ?? 0) + 10;
  }
  const [row] = await tx.insert(sysMenu).values({ id: newId(), ...values, fullName: values.fullName ?? name, parentId: parentId ?? null, sort }).returning();
  return row;
}

export async function deleteMenu(tx: Db, id: string): Promise<void> {
  const [menu] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.id, id));
  if (!menu) throw notFound('菜单不存在或已被删除');
  const [child] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.parentId, id)).limit(1);
  if (child) throw badRequest('该菜单下还有子菜单，请先删除子菜单');
  await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.menuId, id));
  await tx.delete(sysMenu).where(eq(sysMenu.id, id));
}

/** Explicit order: either {id, sort} pairs or ids in display order (sorts 10, 20, ...). */
export async function updateMenuSortList(tx: Db, items: SortItem[] | string[]): Promise<number> {
  return applySorts(tx, sysMenu, toSortItems(items));
}

/** Drag: the source moves before/after the target and takes the target's parent. */
export async function moveMenu(tx: Db, input: { sourceId: string; targetId: string; before: boolean }) {
  const [target] = await tx.select({ id: sysMenu.id, parentId: sysMenu.parentId }).from(sysMenu).where(eq(sysMenu.id, input.targetId));
  if (!target) throw notFound('目标菜单不存在或已被删除');
  const [source] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.id, input.sourceId));
  if (!source) throw notFound('菜单不存在或已被删除');
  if ((await subtreeIds(tx, input.sourceId)).has(input.targetId)) throw badRequest('不能把菜单移动到自身或其下级菜单');
  return moveRelative(tx, sysMenu, { ...input, groupBy: [sysMenu.parentId] });
}

/** Explicit placement: a sort value and, when given, a new parent (null: the top level). */
export async function placeMenu(tx: Db, input: { id: string; parentId?: string | null; sort: number }) {
  const [menu] = await tx.select({ id: sysMenu.id, parentId: sysMenu.parentId }).from(sysMenu).where(eq(sysMenu.id, input.id));
  if (!menu) throw notFound('菜单不存在或已被删除');
  const parentId = input.parentId === undefined ? menu.parentId : input.parentId;
  await assertParent(tx, input.id, parentId);
  await tx.update(sysMenu).set({ parentId, sort: input.sort }).where(eq(sysMenu.id, input.id));
  return { sort: input.sort, group: { parentId }, renumbered: false };
}

/** Menus whose ids are given (unknown ids dropped). */
export async function menusByIds(tx: Db, ids: string[]): Promise<MenuRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(sysMenu).where(inArray(sysMenu.id, ids));
}

/** Role → its menu ids. */
export async function roleMenuIds(tx: Db, roleId: string): Promise<string[]> {
  const rows = await tx.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((r) => r.menuId);
}

export async function allMenus(tx: Db): Promise<MenuRow[]> {
  return tx.select().from(sysMenu).orderBy(asc(sysMenu.sort));
}

/**
 * Menus offered before sign-in: those whose permission starts with 'public:', in the company
 * given by `companyId` or the default company.
 */
export async function publicMenuTree(db: Db, companyId: string | undefined): Promise<MenuTreeNode[]> {
  let tenantId = companyId;
  if (!tenantId) {
    const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, DEFAULT_TENANT_CODE));
    tenantId = t?.id;
  }
  if (!tenantId) return [];
  const rows = await withTenant(db, { tenantId, userId: null }, (tx) =>
    tx.select().from(sysMenu).where(and(like(sysMenu.permission, `${PUBLIC_MENU_PREFIX}%`), eq(sysMenu.hidden, false))));
  return buildMenuTree(rows);
}
