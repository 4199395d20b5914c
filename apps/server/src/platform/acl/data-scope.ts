import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { sysDataMenu, sysDept, sysMenu, sysRole, sysRoleDataRef, sysRoleDataScope, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.js';
import { queryRows } from '../sql.js';
import type { SessionInfo } from '../auth/session.js';

/**
 * Data permissions (ARCHITECTURE §5): which records of one kind (a "data menu": sys_user,
 * sys_dept, later contracts, ...) a caller may see.
 *
 * Each role has one scope per data menu (sys_role_data_scope); a role without a row contributes
 * 'self'. The caller sees the UNION over their enabled roles; administrators see everything.
 *
 * Scope by construction: a kind of record governed by a data menu declares it once, as an
 * EntityScope on its list entity / record (`scope: { dataMenu, dept, owner, ... }`), or opts out
 * with `scope: 'none', reason`. buildListQuery (platform/list-query.ts) and readById
 * (platform/repository.ts) then require the request's ScopeResolver (`requestScope(tx, actor)`)
 * for a scoped kind: a type error without it, and a runtime refusal. See docs/data-access.md.
 * The resolved scope is memoised per request (per session object), so a request pays for it once.
 */
export const DATA_SCOPES = ['all', 'custom', 'dept', 'dept_and_below', 'self', 'attr'] as const;
export type DataScopeValue = (typeof DATA_SCOPES)[number];

/** Label of each scope value, for the authorisation screens. */
export const DATA_SCOPE_LABELS: Record<DataScopeValue, string> = {
  all: '全部数据',
  custom: '自定义部门',
  dept: '本部门',
  dept_and_below: '本部门及以下',
  self: '仅本人',
  attr: '按属性规则',
};

/** The caller's effective visibility on one data menu (the union over their roles, resolved). */
export interface ResolvedScope {
  all: boolean;
  /** Departments whose records are visible ('custom', 'dept', 'dept_and_below' expanded to ids). */
  deptIds: string[];
  /** Some role grants 'self': the caller's own records. */
  self: boolean;
  /** One entry per role with an 'attr' scope: attribute code → allowed values (all attributes must match). */
  attrRules: Record<string, string[]>[];
  userId: string;
  /** The caller's own department (null when they have none). */
  userDeptId: string | null;
}

/** How a table's rows relate to departments and people. */
export interface ScopeColumns {
  /** The row's department. */
  dept: AnyPgColumn | SQL;
  /** Owner/creator of the row: 'self' shows rows the caller owns. */
  owner?: AnyPgColumn | SQL;
  /** The row IS a user (sys_user.id): 'self' shows the caller's own row. */
  self?: AnyPgColumn | SQL;
  /** The row IS a department (sys_dept.id): 'self' shows the caller's own department. */
  selfDept?: AnyPgColumn | SQL;
  /** Attribute code (as in sys_data_menu.attrs) → the row's column holding that attribute. */
  attrs?: Record<string, AnyPgColumn | SQL>;
}

const memo = new WeakMap<SessionInfo, Map<string, Promise<ResolvedScope>>>();
const basics = new WeakMap<SessionInfo, Promise<{ deptId: string | null; roleIds: string[] }>>();

/** The caller's department and enabled roles: one statement, shared by every data menu of the request. */
function actorBasics(tx: Db, actor: SessionInfo): Promise<{ deptId: string | null; roleIds: string[] }> {
  // A signed-in caller's session lookup read them already (auth/session.ts SessionInfo.basics).
  if (actor.basics) return Promise.resolve(actor.basics);
  let hit = basics.get(actor);
  if (!hit) {
    hit = (async () => {
      const [me] = await tx.select({
        deptId: sysUser.deptId,
        roleIds: sql<string[]>`array(${tx.select({ id: sysRole.id }).from(sysUserRole)
          .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
          .where(eq(sysUserRole.userId, actor.userId))})`,
      }).from(sysUser).where(eq(sysUser.id, actor.userId));
      const ids = me?.roleIds ?? [];
      // PGlite and node-postgres both parse text[]; a driver that does not gives the literal.
      const roleIds = Array.isArray(ids) ? ids : String(ids).replace(/^\{|\}$/g, '').split(',').filter(Boolean);
      return { deptId: me?.deptId ?? null, roleIds };
    })();
    hit.catch(() => basics.delete(actor));
    basics.set(actor, hit);
  }
  return hit;
}

/** The caller's resolved scope on `dataMenuCode`, computed once per request. */
export async function resolveDataScope(tx: Db, actor: SessionInfo, dataMenuCode: string): Promise<ResolvedScope> {
  return (await resolveDataScopes(tx, actor, [dataMenuCode])).get(dataMenuCode)!;
}

/**
 * The caller's resolved scopes on several data menus at once: one statement reads the roles'
 * scopes of every menu not yet resolved in this request (the global search asks for one per
 * search type; one statement each was an N+1 that grew with every area).
 */
export async function resolveDataScopes(tx: Db, actor: SessionInfo, dataMenuCodes: string[]): Promise<Map<string, ResolvedScope>> {
  return (await resolveScopesAndRights(tx, actor, dataMenuCodes, [])).scopes;
}

/**
 * resolveDataScopes, and which of `permissions` the caller's enabled roles hold (the function
 * permissions, without the SaaS grade: what the search types' visibility asks), in one statement
 * when the session read the caller's roles (SessionInfo.basics): the global search needs both
 * before its query (issue 14's round-trip budget for a search). Administrators hold every one.
 * `extra`, a scalar text expression, is read in the same statement when there is one (a caller
 * with roles read by the session, not an administrator) and answered as `extra`; else undefined.
 */
export async function resolveScopesAndRights(tx: Db, actor: SessionInfo, dataMenuCodes: string[], permissions: string[], extra?: SQL):
  Promise<{ scopes: Map<string, ResolvedScope>; held: Set<string>; extra?: string | null }> {
  const perActor = memo.get(actor) ?? new Map<string, Promise<ResolvedScope>>();
  memo.set(actor, perActor);
  const missing = [...new Set(dataMenuCodes)].filter((c) => !perActor.has(c));
  const wanted = [...new Set(permissions)];
  let held: Promise<Set<string>> = Promise.resolve(new Set(actor.isAdmin ? wanted : []));
  let extraValue: Promise<string | null | undefined> = Promise.resolve(undefined);
  const withExtra = extra && actor.basics?.roleIds.length ? extra : undefined;
  if (!actor.isAdmin && actor.basics && (missing.length || wanted.length || withExtra)) {
    // One statement for both; the scopes resolve from its rule rows.
    const both = loadRulesAndRights(tx, actor.basics.roleIds, missing, wanted, withExtra);
    held = both.then((b) => b.held);
    extraValue = both.then((b) => b.extra);
    if (missing.length) remember(perActor, missing, both.then((b) => resolveRows(tx, actor, missing, b.rules)));
  } else {
    if (missing.length) remember(perActor, missing, loadDataScopes(tx, actor, missing));
    if (!actor.isAdmin && wanted.length) held = heldRights(tx, actor, wanted);
  }
  const scopes = new Map<string, ResolvedScope>();
  for (const code of dataMenuCodes) scopes.set(code, await perActor.get(code)!);
  return { scopes, held: await held, extra: await extraValue };
}

function remember(perActor: Map<string, Promise<ResolvedScope>>, codes: string[], batch: Promise<Map<string, ResolvedScope>>): void {
  for (const code of codes) {
    const hit = batch.then((m) => m.get(code)!);
    // A failure must not be remembered (the request fails anyway; a retry should recompute).
    hit.catch(() => perActor.delete(code));
    perActor.set(code, hit);
  }
}

type RuleRow = { code: string; menuId: string; roleId: string | null; scope: string | null };

/** The roles' scope rows on these data menus and the permissions among `permissions` they hold. */
async function loadRulesAndRights(tx: Db, roleIds: string[], codes: string[], permissions: string[], extra?: SQL):
  Promise<{ rules: RuleRow[]; held: Set<string>; extra?: string | null }> {
  if (roleIds.length === 0) return { rules: codes.length ? await ruleRows(tx, roleIds, codes) : [], held: new Set() };
  const roles = sql`array[${sql.join(roleIds.map((id) => sql`${id}`), sql`, `)}]::text[]`;
  const rules = codes.length ? sql`(select json_agg(json_build_object('code', dm.code, 'menuId', dm.id, 'roleId', rds.role_id, 'scope', rds.scope))
      from sys_data_menu dm left join sys_role_data_scope rds on rds.tenant_id = dm.tenant_id and rds.data_menu_id = dm.id and rds.role_id = any(${roles})
      where dm.code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}))` : sql`null::json`;
  const rights = permissions.length ? sql`(select json_agg(distinct m.permission) from sys_role_menu rm
      join sys_menu m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
      where rm.role_id = any(${roles}) and m.permission in (${sql.join(permissions.map((p) => sql`${p}`), sql`, `)}))` : sql`null::json`;
  const [row] = await queryRows<{ rules: RuleRow[] | string | null; held: string[] | string | null; extra: string | null }>(tx,
    sql`select ${rules} as rules, ${rights} as held, ${extra ?? sql`null::text`} as extra`);
  const parse = <T>(v: T[] | string | null | undefined): T[] => (typeof v === 'string' ? JSON.parse(v) as T[] : v ?? []);
  return { rules: parse(row?.rules), held: new Set(parse(row?.held)), ...(extra && { extra: row?.extra ?? null }) };
}

function ruleRows(tx: Db, roleIds: string[], codes: string[]): Promise<RuleRow[]> {
  return tx.select({ code: sysDataMenu.code, menuId: sysDataMenu.id, roleId: sysRoleDataScope.roleId, scope: sysRoleDataScope.scope }).from(sysDataMenu)
    .leftJoin(sysRoleDataScope, and(eq(sysRoleDataScope.tenantId, sysDataMenu.tenantId), eq(sysRoleDataScope.dataMenuId, sysDataMenu.id),
      inArray(sysRoleDataScope.roleId, roleIds.length ? roleIds : [''])))
    .where(inArray(sysDataMenu.code, codes));
}

/** Which of `permissions` the caller's enabled roles hold (its own statement: an actor without the session's basics). */
async function heldRights(tx: Db, actor: SessionInfo, permissions: string[]): Promise<Set<string>> {
  return new Set((await tx.selectDistinct({ p: sysMenu.permission }).from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.tenantId, sysUserRole.tenantId), eq(sysRoleMenu.roleId, sysUserRole.roleId)))
    .innerJoin(sysMenu, and(eq(sysMenu.tenantId, sysRoleMenu.tenantId), eq(sysMenu.id, sysRoleMenu.menuId)))
    .where(and(eq(sysUserRole.userId, actor.userId), inArray(sysMenu.permission, permissions)))).map((r) => r.p).filter((p): p is string => !!p));
}

async function loadDataScopes(tx: Db, actor: SessionInfo, codes: string[]): Promise<Map<string, ResolvedScope>> {
  // Administrators see everything: no query needed (the department only narrows scopes).
  if (actor.isAdmin) return new Map(codes.map((c) => [c, { all: true, deptIds: [], self: false, attrRules: [], userId: actor.userId, userDeptId: null }]));
  const { roleIds } = await actorBasics(tx, actor);
  return resolveRows(tx, actor, codes, roleIds.length ? await ruleRows(tx, roleIds, codes) : []);
}

/** The scopes of these data menus from their rule rows (one per menu and role, or one with no role). */
async function resolveRows(tx: Db, actor: SessionInfo, codes: string[], rows: RuleRow[]): Promise<Map<string, ResolvedScope>> {
  if (actor.isAdmin) return new Map(codes.map((c) => [c, { all: true, deptIds: [], self: false, attrRules: [], userId: actor.userId, userDeptId: null }]));
  const { deptId, roleIds } = await actorBasics(tx, actor);
  const base: ResolvedScope = { all: false, deptIds: [], self: false, attrRules: [], userId: actor.userId, userDeptId: deptId };
  if (roleIds.length === 0) return new Map(codes.map((c) => [c, { ...base, self: true }]));
  const out = new Map<string, ResolvedScope>();
  for (const code of codes) {
    const mine = rows.filter((r) => r.code === code);
    out.set(code, await resolveOne(tx, actor, base, roleIds, mine.length ? mine[0].menuId : undefined, mine));
  }
  return out;
}

/** One data menu's scope from its role rows; the extra lookups (custom departments, subtree) are shared per request. */
async function resolveOne(tx: Db, actor: SessionInfo, base: ResolvedScope, roleIds: string[], menuId: string | undefined,
  rows: { roleId: string | null; scope: string | null }[]): Promise<ResolvedScope> {
  const scopes = new Map<string, string>();
  for (const r of rows) if (r.roleId && r.scope) scopes.set(r.roleId, r.scope);

  const result = { ...base };
  const deptIds = new Set<string>();
  const customRoles: string[] = [];
  const attrRoles: string[] = [];
  let below = false;
  for (const roleId of roleIds) {
    const scope = (scopes.get(roleId) ?? 'self') as DataScopeValue;
    switch (scope) {
      case 'all': return { ...base, all: true };
      case 'custom': customRoles.push(roleId); break;
      case 'dept': if (base.userDeptId) deptIds.add(base.userDeptId); break;
      case 'dept_and_below': below = true; break;
      case 'attr': attrRoles.push(roleId); break;
      // 'self' and anything unknown: the narrowest scope.
      default: result.self = true;
    }
  }
  if (customRoles.length) {
    for (const id of await sharedLookup(actor, `custom:${customRoles.join(',')}`, async () =>
      (await tx.selectDistinct({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(inArray(sysRoleDept.roleId, customRoles))).map((r) => r.deptId))) {
      deptIds.add(id);
    }
  }
  if (below && base.userDeptId) {
    const root = base.userDeptId;
    for (const id of await sharedLookup(actor, `below:${root}`, () => deptSubtreeIds(tx, root))) deptIds.add(id);
  }
  if (attrRoles.length && menuId) {
    const refs = await tx.select({ roleId: sysRoleDataRef.roleId, attr: sysRoleDataRef.attr, dataId: sysRoleDataRef.dataId })
      .from(sysRoleDataRef).where(and(eq(sysRoleDataRef.dataMenuId, menuId), inArray(sysRoleDataRef.roleId, attrRoles)));
    const byRole = new Map<string, Record<string, string[]>>();
    for (const r of refs) {
      const rule = byRole.get(r.roleId) ?? {};
      (rule[r.attr] ??= []).push(r.dataId);
      byRole.set(r.roleId, rule);
    }
    result.attrRules = [...byRole.values()];
  }
  result.deptIds = [...deptIds];
  return result;
}

const lookups = new WeakMap<SessionInfo, Map<string, Promise<string[]>>>();
/** Department lists that do not depend on the data menu (a role set's custom departments, a subtree), once per request. */
function sharedLookup(actor: SessionInfo, key: string, load: () => Promise<string[]>): Promise<string[]> {
  const perActor = lookups.get(actor) ?? new Map<string, Promise<string[]>>();
  lookups.set(actor, perActor);
  let hit = perActor.get(key);
  if (!hit) {
    hit = load();
    hit.catch(() => perActor.delete(key));
    perActor.set(key, hit);
  }
  return hit;
}

/** A department and all its descendants (sys_dept.parent_ids holds the ancestor ids, root first). */
export async function deptSubtreeIds(tx: Db, deptId: string): Promise<string[]> {
  const rows = await tx.select({ id: sysDept.id }).from(sysDept)
    .where(or(eq(sysDept.id, deptId), sql`(',' || ${sysDept.parentIds} || ',') like ${`%,${escapeLike(deptId)},%`}`));
  return rows.map((r) => r.id);
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE condition of a resolved scope on a table (undefined = everything visible). */
export function scopeCondition(scope: ResolvedScope, cols: ScopeColumns): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.deptIds.length) parts.push(inArray(cols.dept as AnyPgColumn, scope.deptIds));
  if (scope.self) {
    if (cols.owner) parts.push(eq(cols.owner as AnyPgColumn, scope.userId));
    if (cols.self) parts.push(eq(cols.self as AnyPgColumn, scope.userId));
    if (cols.selfDept && scope.userDeptId) parts.push(eq(cols.selfDept as AnyPgColumn, scope.userDeptId));
  }
  for (const rule of scope.attrRules) {
    const entries = Object.entries(rule);
    // A rule on an attribute this table does not map cannot be checked: it shows nothing.
    if (entries.length === 0 || entries.some(([attr]) => !cols.attrs?.[attr])) continue;
    const conds = entries.map(([attr, values]) => inArray(cols.attrs![attr] as AnyPgColumn, values));
    parts.push(and(...conds)!);
  }
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** The caller's data-scope condition on a table for one data menu (undefined = 'all'). */
export async function dataScopeCondition(tx: Db, actor: SessionInfo, dataMenuCode: string, cols: ScopeColumns): Promise<SQL | undefined> {
  return scopeCondition(await resolveDataScope(tx, actor, dataMenuCode), cols);
}

/**
 * Whether a record with these values would be visible under the scope: used before writing, so a
 * caller cannot create or move a record out of (or into) departments they do not govern.
 */
export function scopeAllows(scope: ResolvedScope, row: { deptId?: string | null; ownerId?: string | null; userId?: string | null }): boolean {
  if (scope.all) return true;
  if (row.deptId && scope.deptIds.includes(row.deptId)) return true;
  if (scope.self && ((row.ownerId && row.ownerId === scope.userId) || (row.userId && row.userId === scope.userId))) return true;
  return false;
}

/**
 * How one kind of record is governed by the data scope: the data menu whose role scopes apply
 * and the columns that place a row (department, owner, ...).
 */
export interface EntityScope extends ScopeColumns {
  dataMenu: string;
  /**
   * Rows visible beyond the scope (an approver reads the record they approve), OR-ed with the
   * scope condition when the scope narrows at all.
   */
  alsoVisible?: (userId: string) => SQL;
}

/** A kind of record under a data menu. */
export interface Scoped { scope: EntityScope }
/** A kind of record no data menu governs, said explicitly and why (tenant-wide lookups, the caller's own rows). */
export interface Unscoped { scope: 'none'; reason: string }
export type ScopeDeclaration = Scoped | Unscoped;

/** The request's data scope: resolves a data menu for the signed-in caller (memoised per request). */
export interface ScopeResolver {
  readonly userId: string;
  resolve(dataMenu: string): Promise<ResolvedScope>;
}

/** The scope resolver of a request (its caller, read through its transaction). */
export function requestScope(tx: Db, actor: SessionInfo): ScopeResolver {
  return { userId: actor.userId, resolve: (dataMenu) => resolveDataScope(tx, actor, dataMenu) };
}

/** A programming error: a scoped kind of record read without the request's scope, or a kind declaring no scope. */
export class ScopeMissingError extends Error {}

/**
 * The WHERE condition a declaration puts on a read (undefined = everything visible). Refuses a
 * scoped kind without a resolver and a declaration that says neither a scope nor 'none' + reason.
 */
export async function declaredScopeCondition(decl: ScopeDeclaration, resolver: ScopeResolver | undefined): Promise<SQL | undefined> {
  const scope = (decl as { scope?: unknown }).scope;
  if (scope === 'none') {
    if (!(decl as Unscoped).reason) throw new ScopeMissingError("scope 'none' needs a reason");
    return undefined;
  }
  if (!scope || typeof scope !== 'object' || !(scope as EntityScope).dataMenu) throw new ScopeMissingError('the kind of record declares no scope');
  const s = scope as EntityScope;
  if (!resolver) throw new ScopeMissingError(`records of data menu ${s.dataMenu} read without the request's scope`);
  const cond = scopeCondition(await resolver.resolve(s.dataMenu), s);
  if (!cond) return undefined;
  return s.alsoVisible ? or(cond, s.alsoVisible(resolver.userId)) : cond;
}

/**
 * The scope condition of a scoped kind, for reads that are neither a list page nor a read by id
 * (trees, pickers of visible records, statistics): the resolver is required.
 */
export function visibleWhere(decl: Scoped, resolver: ScopeResolver): Promise<SQL | undefined> {
  return declaredScopeCondition(decl, resolver);
}
