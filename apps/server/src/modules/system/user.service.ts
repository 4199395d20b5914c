import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bdDict, sysDept, sysRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { checkPassword } from '@ecms/shared';
import { deptSubtreeIds, requestScope, resolveDataScope, scopeAllows, visibleWhere } from '../../platform/acl/data-scope.js';
import { requirePermission } from '../../platform/auth/context.js';
import { generatePassword, hashPassword } from '../../platform/auth/crypto.js';
import { clearSignInLock, signInLock } from '../../platform/auth/sign-in-lock.js';
import { ADMIN_ROLE, type SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { refreshSearch } from '../../platform/search/index.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, TOTAL_COLUMN, type TListRequest, type UnscopedListEntity } from '../../platform/list-query.js';
import { readById, updateVersioned } from '../../platform/repository.js';
import { buildTree, deptScope, pgErrorOf } from './dept.service.js';
import { MSG_NOT_HELD } from './menu.service.js';
import { heldRoleIds, MSG_OWN_ROLES } from './role.service.js';
import { USER_LIST, USER_RECORD } from './user-list.js';

/*
 * Users (用户管理). Administrators' calls (/a/sys/user) see the users of the caller's 'sys_user'
 * data scope: a user outside it answers 404 exactly like a missing one. The shared lookups
 * (/share/user, /share/getVuer) serve person pickers and show the whole organisation's staff
 * (id, name, department, job, phone): a picker must be able to choose anybody.
 */

export const USER_MSG = {
  NOT_FOUND: '用户不存在或已被删除',
  LOGIN_NAME_TAKEN: '登录账号已存在',
  PHONE_TAKEN: '手机号已存在',
  DEPT_NOT_FOUND: '部门不存在',
  ROLE_NOT_FOUND: '角色不存在',
  DEPT_OUT_OF_SCOPE: '无权管理该部门的用户',
  ADMIN_ROLE_ONLY_ADMIN: '只有管理员可以分配系统管理员角色',
  DELETE_SELF: '不能删除当前登录用户',
  STATUS_SELF: '不能停用或启用当前登录用户',
  LAST_ADMIN: '至少需要保留一个启用的系统管理员',
  VERSION_REQUIRED: '缺少版本号',
  IN_USE: '该用户已被其他数据引用，不能删除，可改为停用',
} as const;

/** The caller's 'sys_user' data-scope condition, for the reads that are not a list page or a read by id (trees, online users). */
export const userScope = (tx: Db, actor: SessionInfo): Promise<SQL | undefined> => visibleWhere(USER_RECORD, requestScope(tx, actor));

export { USER_LIST };

const LIKE_FIELDS = ['name', 'loginName', 'phone'];
const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';
/** An ILIKE pattern matching `s` anywhere, its wildcards taken literally. */
const contains = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Translates the user lists' extra params into conditions and leaves the rest to the list DSL:
 * `deptId` + `includeChildren` (the department's subtree), `keyword` (name, login name or phone),
 * bare `name`/`loginName`/`phone` (contains); members are left out unless `userType` is asked for.
 */
async function userListParams(tx: Db, req: TListRequest): Promise<{ req: TListRequest; extra: (SQL | undefined)[] }> {
  const params: Record<string, unknown> = { ...(req.params ?? {}) };
  const extra: (SQL | undefined)[] = [];
  const includeChildren = truthy(params.includeChildren);
  delete params.includeChildren;
  if (includeChildren && !isBlank(params.deptId)) {
    if (typeof params.deptId !== 'string') throw badRequest('查询条件 deptId 的值不正确');
    const ids = await deptSubtreeIds(tx, params.deptId);
    extra.push(ids.length ? inArray(sysUser.deptId, ids) : sql`false`);
    delete params.deptId;
  }
  const keyword = params.keyword;
  delete params.keyword;
  if (!isBlank(keyword)) {
    if (typeof keyword !== 'string') throw badRequest('查询条件 keyword 的值不正确');
    const k = contains(keyword);
    extra.push(or(sql`${sysUser.name} ilike ${k}`, sql`${sysUser.loginName} ilike ${k}`, sql`${sysUser.phone} ilike ${k}`));
  }
  for (const f of LIKE_FIELDS) {
    if (Object.hasOwn(params, f)) {
      params[`${f}$like`] = params[f];
      delete params[f];
    }
  }
  if (!Object.keys(params).some((k) => k.split('$')[0] === 'userType')) extra.push(eq(sysUser.userType, 'staff'));
  return { req: { ...req, params }, extra };
}

const userColumns = {
  id: sysUser.id, loginName: sysUser.loginName, name: sysUser.name, phone: sysUser.phone, email: sysUser.email,
  no: sysUser.no, job: sysUser.job, staffRank: sysUser.staffRank, deptId: sysUser.deptId, deptName: sysDept.name,
  status: sysUser.status, userType: sysUser.userType, sort: sysUser.sort, mustChangePassword: sysUser.mustChangePassword,
  ...signInLock(sysUser.tenantId, sysUser.loginName), lastLoginDate: sysUser.lastLoginDate,
  createdDate: sysUser.createdDate, updatedDate: sysUser.updatedDate, version: sysUser.version,
};
const deptJoin = and(eq(sysDept.tenantId, sysUser.tenantId), eq(sysDept.id, sysUser.deptId));

/** Role ids and names of users (the role list of a user, the roles held before a save). */
async function rolesOf(tx: Db, userIds: string[]): Promise<Map<string, { id: string; code: string; name: string }[]>> {
  const out = new Map<string, { id: string; code: string; name: string }[]>();
  if (userIds.length === 0) return out;
  const rows = await tx.select({ userId: sysUserRole.userId, id: sysRole.id, code: sysRole.code, name: sysRole.name }).from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId)))
    .where(inArray(sysUserRole.userId, userIds)).orderBy(asc(sysRole.sort), asc(sysRole.name));
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    list.push({ id: r.id, code: r.code, name: r.name });
    out.set(r.userId, list);
  }
  return out;
}

/**
 * A row's roles (ids and names, in the roles' order) read with the row itself: a list page or a
 * read by id costs no second statement for them (issue 14's round-trip budgets). PostgreSQL
 * evaluates the subquery after the sort and limit, for the page's rows only.
 */
const userRoles = sql<{ id: string; name: string }[] | string>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.sort, r.name)
  from sys_user_role ur join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
  where ur.tenant_id = ${sysUser.tenantId} and ur.user_id = ${sysUser.id}), '[]'::json)`;
const userColumnsWithRoles = { ...userColumns, roles: userRoles };

const withRoles = <T extends { id: string; roles: { id: string; name: string }[] | string }>(rows: T[]) => rows.map(({ roles, ...r }) => {
  const list = (typeof roles === 'string' ? JSON.parse(roles) : roles) as { id: string; name: string }[];
  return { ...r, roleIds: list.map((x) => x.id), roleNames: list.map((x) => x.name).join(',') };
});

/** POST /a/sys/user/queryList. */
export async function queryUsers(tx: Db, actor: SessionInfo, req: TListRequest) {
  const p = await userListParams(tx, req);
  const q = await buildListQuery(USER_LIST, p.req, { extra: p.extra, scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, sysUser, q, (n) => tx.select({ ...userColumnsWithRoles, [TOTAL_COLUMN]: n })
    .from(sysUser).leftJoin(sysDept, deptJoin).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: withRoles(rows), total };
}

/** One user the caller may see (GET /a/sys/user/{id}); outside the data scope answers 404. */
export async function getUser(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, USER_RECORD, id, { scope: requestScope(tx, actor), select: selectUser(tx) });
  if (!row) throw notFound(USER_MSG.NOT_FOUND);
  return withRoles([row])[0];
}

const selectUser = (tx: Db) => (where: SQL) => tx.select(userColumnsWithRoles).from(sysUser).leftJoin(sysDept, deptJoin).where(where);

/** A user row within the caller's scope, or 404. */
async function scopedUser(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, USER_RECORD, id, {
    scope: requestScope(tx, actor),
    select: (where) => tx.select({ id: sysUser.id, status: sysUser.status, deptId: sysUser.deptId }).from(sysUser).where(where),
  });
  if (!row) throw notFound(USER_MSG.NOT_FOUND);
  return row;
}

/** GET /a/sys/user/queryUserRoleList/{id}: the roles a user holds. */
export async function queryUserRoleList(tx: Db, actor: SessionInfo, id: string) {
  await scopedUser(tx, actor, id);
  return (await rolesOf(tx, [id])).get(id) ?? [];
}

const adminRoleId = async (tx: Db): Promise<string | undefined> =>
  (await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, ADMIN_ROLE)))[0]?.id;

/** Whether `userId` is an enabled administrator and no other enabled administrator remains. */
async function isLastEnabledAdmin(tx: Db, userId: string): Promise<boolean> {
  const roleId = await adminRoleId(tx);
  if (!roleId) return false;
  const admins = await tx.select({ id: sysUser.id }).from(sysUser)
    .innerJoin(sysUserRole, and(eq(sysUserRole.tenantId, sysUser.tenantId), eq(sysUserRole.userId, sysUser.id), eq(sysUserRole.roleId, roleId)))
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
    .where(eq(sysUser.status, 1));
  return admins.some((a) => a.id === userId) && admins.length === 1;
}

export interface UserInput {
  id?: string;
  version?: number;
  loginName: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  no?: string | null;
  job?: string | null;
  staffRank?: string | null;
  deptId: string;
  sort?: number;
  roleIds?: string[];
  password?: string;
}

/**
 * POST /a/sys/user: creates (no id) or updates (id + version) a user. A new user gets the given
 * password (it must obey the password rule) or a generated one, returned once in the answer, and
 * must change it at first sign-in.
 */
export async function saveUser(tx: Db, actor: SessionInfo, input: UserInput): Promise<{ user: Awaited<ReturnType<typeof getUser>>; password?: string }> {
  await requirePermission(tx, actor, input.id ? 'sys:user:edit' : 'sys:user:add');
  const loginName = input.loginName.trim();
  const phone = input.phone?.trim() || null;
  const existing = input.id ? await scopedUser(tx, actor, input.id) : undefined;
  if (existing && input.version === undefined) throw badRequest(USER_MSG.VERSION_REQUIRED);

  const notSelf = existing ? ne(sysUser.id, existing.id) : undefined;
  const [dupName] = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.loginName, loginName), notSelf));
  if (dupName) throw badRequest(USER_MSG.LOGIN_NAME_TAKEN);
  if (phone) {
    const [dupPhone] = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.phone, phone), notSelf));
    if (dupPhone) throw badRequest(USER_MSG.PHONE_TAKEN);
  }
  const [dept] = await tx.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.id, input.deptId));
  if (!dept) throw badRequest(USER_MSG.DEPT_NOT_FOUND);
  // The user must land inside the caller's scope, or the caller could place people they cannot govern.
  const scope = await resolveDataScope(tx, actor, 'sys_user');
  if (!scopeAllows(scope, { deptId: input.deptId, userId: existing?.id })) throw forbidden(USER_MSG.DEPT_OUT_OF_SCOPE);

  let roleIds: string[] | undefined;
  if (input.roleIds) {
    roleIds = [...new Set(input.roleIds)];
    const roles = roleIds.length ? await tx.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(inArray(sysRole.id, roleIds)) : [];
    if (roles.length !== roleIds.length) throw badRequest(USER_MSG.ROLE_NOT_FOUND);
    const adminId = await adminRoleId(tx);
    const had = existing ? (await rolesOf(tx, [existing.id])).get(existing.id) ?? [] : [];
    const hadAdmin = had.some((r) => r.id === adminId);
    const wantsAdmin = roleIds.includes(adminId ?? '');
    // Granting or taking away the administrator role is for administrators only (no self-promotion).
    if (hadAdmin !== wantsAdmin && !actor.isAdmin) throw forbidden(USER_MSG.ADMIN_ROLE_ONLY_ADMIN);
    if (existing && hadAdmin && !wantsAdmin && (await isLastEnabledAdmin(tx, existing.id))) throw badRequest(USER_MSG.LAST_ADMIN);
    if (!actor.isAdmin) {
      // The same rule as role membership: nobody changes their own roles, and a non-administrator
      // hands out only roles they hold (a role could carry a wider data scope than theirs).
      const added = roleIds.filter((r) => !had.some((h) => h.id === r));
      const removed = had.filter((h) => !roleIds!.includes(h.id));
      if (existing?.id === actor.userId && (added.length || removed.length)) throw forbidden(MSG_OWN_ROLES);
      if (added.length) {
        const held = await heldRoleIds(tx, actor);
        if (added.some((r) => !held.has(r))) throw forbidden(MSG_NOT_HELD);
      }
    }
  }

  const values = {
    loginName, name: input.name.trim(), phone, deptId: input.deptId,
    ...(input.email !== undefined && { email: input.email || null }),
    ...(input.no !== undefined && { no: input.no || null }),
    ...(input.job !== undefined && { job: input.job || null }),
    ...(input.staffRank !== undefined && { staffRank: input.staffRank || null }),
    ...(input.sort !== undefined && { sort: input.sort }),
  };

  let id: string;
  let password: string | undefined;
  try {
    if (existing) {
      id = existing.id;
      await updateVersioned(tx, sysUser, id, input.version!, values);
    } else {
      if (input.password) {
        const problem = checkPassword(input.password);
        if (problem) throw badRequest(problem);
      }
      password = input.password || generatePassword();
      id = newId();
      await tx.insert(sysUser).values({ id, ...values, userType: 'staff', passwordHash: await hashPassword(password), mustChangePassword: true });
    }
  } catch (err) {
    // Another transaction took the login name or phone between the check and the write.
    const pg = pgErrorOf(err);
    if (pg.code === '23505' && pg.constraint === 'sys_user_login_name_uq') throw badRequest(USER_MSG.LOGIN_NAME_TAKEN);
    if (pg.code === '23505' && pg.constraint === 'sys_user_phone_uq') throw badRequest(USER_MSG.PHONE_TAKEN);
    throw err;
  }
  if (roleIds) {
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, id));
    if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: id, roleId })));
  }
  await refreshSearch(tx, 'sys_user', [id]);
  // The caller saved this user inside their scope (checked above): read back without it.
  const [row] = await selectUser(tx)(eq(sysUser.id, id));
  if (!row) throw notFound(USER_MSG.NOT_FOUND);
  const user = withRoles([row])[0];
  // The given password is the caller's own: only a generated one is handed back.
  return input.password || existing ? { user } : { user, password };
}

/** DELETE /a/sys/user/{id}: not oneself, not the last enabled administrator. Sessions are revoked by the caller after commit. */
export async function deleteUser(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  if (id === actor.userId) throw badRequest(USER_MSG.DELETE_SELF);
  await scopedUser(tx, actor, id);
  if (await isLastEnabledAdmin(tx, id)) throw badRequest(USER_MSG.LAST_ADMIN);
  await tx.update(sysDept).set({ leaderId: null }).where(eq(sysDept.leaderId, id));
  try {
    await tx.delete(sysUser).where(eq(sysUser.id, id));
  } catch (err) {
    // Records of later modules may point at the user.
    if (pgErrorOf(err).code === '23503') throw badRequest(USER_MSG.IN_USE);
    throw err;
  }
  await refreshSearch(tx, 'sys_user', [id]);
}

/** PUT /a/sys/user/{id}/resetPassword: a generated password, returned once; must be changed at next sign-in. */
export async function resetPassword(tx: Db, actor: SessionInfo, id: string): Promise<{ password: string }> {
  await scopedUser(tx, actor, id);
  const password = generatePassword();
  await tx.update(sysUser).set({
    passwordHash: await hashPassword(password), mustChangePassword: true, updatedDate: new Date(),
  }).where(eq(sysUser.id, id));
  await clearSignInLock(tx, id);
  return { password };
}

/** PUT /a/sys/user/{id}/status: enable (1) or disable (0); never oneself, never the last enabled administrator. */
export async function setUserStatus(tx: Db, actor: SessionInfo, id: string, status: 0 | 1): Promise<void> {
  if (id === actor.userId) throw badRequest(USER_MSG.STATUS_SELF);
  const user = await scopedUser(tx, actor, id);
  if (status === 0 && user.status === 1 && (await isLastEnabledAdmin(tx, id))) throw badRequest(USER_MSG.LAST_ADMIN);
  await tx.update(sysUser).set({ status, updatedDate: new Date(), version: sql`${sysUser.version} + 1` }).where(eq(sysUser.id, id));
}

/** PUT /a/sys/user/{id}/unlock: clears a sign-in lock. */
export async function unlockUser(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  await scopedUser(tx, actor, id);
  await clearSignInLock(tx, id);
}

export interface UserTreeNode {
  id: string;
  parentId: string | null;
  name: string;
  /** 'dept' or 'user'. */
  type: 'dept' | 'user';
  isUser: boolean;
  deptId?: string | null;
  deptName?: string | null;
  loginName?: string;
  job?: string | null;
  phone?: string | null;
  children: UserTreeNode[];
}

/**
 * POST /a/sys/user/queryListTree: the department tree with users as leaves (person picker of
 * the administration screens). Users follow the caller's 'sys_user' scope; the departments
 * shown are those of the 'sys_dept' scope plus those holding a visible user.
 */
export async function queryUserListTree(tx: Db, actor: SessionInfo, filter: { keyword?: string; status?: number }): Promise<UserTreeNode[]> {
  const keyword = filter.keyword?.trim();
  const k = keyword ? contains(keyword) : undefined;
  const users = await tx.select({ id: sysUser.id, name: sysUser.name, loginName: sysUser.loginName, job: sysUser.job, phone: sysUser.phone, deptId: sysUser.deptId, deptName: sysDept.name })
    .from(sysUser).leftJoin(sysDept, deptJoin)
    .where(and(
      eq(sysUser.userType, 'staff'),
      // A picker offers enabled people unless another status is asked for.
      eq(sysUser.status, filter.status ?? 1),
      k ? or(sql`${sysUser.name} ilike ${k}`, sql`${sysUser.loginName} ilike ${k}`) : undefined,
      await userScope(tx, actor),
    )).orderBy(asc(sysUser.sort), asc(sysUser.name), asc(sysUser.id));
  const withUsers = [...new Set(users.map((u) => u.deptId).filter((d): d is string => !!d))];
  const depts = await tx.select({ id: sysDept.id, name: sysDept.name, parentId: sysDept.parentId }).from(sysDept)
    .where(or(await deptScope(tx, actor) ?? sql`true`, withUsers.length ? inArray(sysDept.id, withUsers) : sql`false`))
    .orderBy(asc(sysDept.sort), asc(sysDept.name), asc(sysDept.id));
  const nodes: UserTreeNode[] = [
    ...users.map((u) => ({ ...u, parentId: u.deptId, type: 'user' as const, isUser: true, children: [] })),
    ...depts.map((d) => ({ ...d, type: 'dept' as const, isUser: false, children: [] })),
  ];
  return buildTree(nodes);
}

/** The person pickers' list: whole organisation, names only (see the file comment). */
export const SHARE_USER_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'person pickers must offer anybody in the company; names, department, job and phone only',
  fields: {
    name: sysUser.name, loginName: sysUser.loginName, deptId: sysUser.deptId, job: sysUser.job, phone: sysUser.phone,
    staffRank: sysUser.staffRank, status: sysUser.status, userType: sysUser.userType, sort: sysUser.sort, updatedDate: sysUser.updatedDate,
  },
  defaultOrderBy: 'sort',
  defaultOrder: 'asc',
  tieBreaker: sysUser.id,
};

/** POST /share/user/queryList: enabled staff by default (status may be asked for explicitly). */
export async function shareUsers(tx: Db, req: TListRequest) {
  const p = await userListParams(tx, req);
  const askedStatus = Object.keys(p.req.params ?? {}).some((k) => k.split('$')[0] === 'status');
  const q = await buildListQuery(SHARE_USER_LIST, p.req, { extra: [...p.extra, askedStatus ? undefined : eq(sysUser.status, 1)] });
  return pageWithTotal(tx, sysUser, q, (n) => tx.select({
    id: sysUser.id, name: sysUser.name, deptId: sysUser.deptId, deptName: sysDept.name, job: sysUser.job, phone: sysUser.phone, staffRank: sysUser.staffRank,
    [TOTAL_COLUMN]: n,
  }).from(sysUser).leftJoin(sysDept, deptJoin).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

/** GET /share/getVuer/{id}: one person's public facts. */
export async function shareUser(tx: Db, id: string) {
  const [row] = await tx.select({ id: sysUser.id, name: sysUser.name, deptId: sysUser.deptId, deptName: sysDept.name, job: sysUser.job, phone: sysUser.phone })
    .from(sysUser).leftJoin(sysDept, deptJoin).where(eq(sysUser.id, id));
  if (!row) throw notFound(USER_MSG.NOT_FOUND);
  return row;
}

/** GET /share/getVuers/{ids}: ids joined by | or , → [{id, name}] in the order asked (unknown ids left out). */
export async function shareUserNames(tx: Db, idList: string): Promise<{ id: string; name: string }[]> {
  const ids = [...new Set(idList.split(/[|,]/).map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0) return [];
  if (ids.length > 1000) throw badRequest('一次最多查询1000个用户');
  const rows = await tx.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is { id: string; name: string } => !!r);
}

/** GET /bs/common/staffRank/list: the STAFF_RANK dictionary with the number of enabled staff per rank. */
export async function staffRankList(tx: Db) {
  const items = await tx.select({ id: bdDict.id, label: bdDict.label, value: bdDict.value }).from(bdDict)
    .where(and(eq(bdDict.type, 'STAFF_RANK'), eq(bdDict.enabled, true))).orderBy(asc(bdDict.sort), asc(bdDict.value));
  const counts = await tx.select({ rank: sysUser.staffRank, n: count() }).from(sysUser)
    .where(and(eq(sysUser.status, 1), eq(sysUser.userType, 'staff'))).groupBy(sysUser.staffRank);
  const byRank = new Map(counts.map((c) => [c.rank ?? '', Number(c.n)]));
  // Users hold the rank's label (as the demo data does) or its value: both count.
  return items.map((i) => ({ ...i, count: (byRank.get(i.label) ?? 0) + (i.value !== i.label ? byRank.get(i.value) ?? 0 : 0) }));
}

/** A staff row from a spreadsheet import (already converted: deptId resolved, labels kept). */
export interface UserImportRow {
  loginName: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  no?: string | null;
  job?: string | null;
  staffRank?: string | null;
  deptId: string;
}

/** Which of `values` are taken as login names or phones (the import's duplicate check). */
export async function takenUserValues(tx: Db, key: 'loginName' | 'phone', values: string[]): Promise<Set<string>> {
  const col = key === 'loginName' ? sysUser.loginName : sysUser.phone;
  const rows = await tx.select({ v: col }).from(sysUser).where(inArray(col, values));
  return new Set(rows.map((r) => r.v).filter((v): v is string => !!v));
}

/** Per row: why the caller may not create this user (department outside the data scope), or null. */
export async function userImportProblems(tx: Db, actor: SessionInfo, rows: UserImportRow[]): Promise<(string | null)[]> {
  await requirePermission(tx, actor, 'sys:user:add');
  const scope = await resolveDataScope(tx, actor, 'sys_user');
  return rows.map((r) => (scopeAllows(scope, { deptId: r.deptId }) ? null : USER_MSG.DEPT_OUT_OF_SCOPE));
}

/**
 * Creates imported staff in one statement per batch. They share one generated initial password
 * per import (hashing per row would make a 10,000-row import take minutes); everyone must change
 * it at first sign-in, and it is handed back once, like saveUser's generated password.
 */
export async function importUsers(tx: Db, actor: SessionInfo, rows: UserImportRow[], state: { passwordHash?: string; password?: string }): Promise<string[]> {
  if (!rows.length) return [];
  await requirePermission(tx, actor, 'sys:user:add');
  if (!state.passwordHash) {
    state.password = generatePassword();
    state.passwordHash = await hashPassword(state.password);
  }
  const passwordHash = state.passwordHash;
  const values = rows.map((r) => ({
    id: newId(), loginName: r.loginName.trim(), name: r.name.trim(), phone: r.phone?.trim() || null, email: r.email || null,
    no: r.no || null, job: r.job || null, staffRank: r.staffRank || null, deptId: r.deptId,
    userType: 'staff', passwordHash, mustChangePassword: true,
  }));
  try {
    await tx.insert(sysUser).values(values);
  } catch (err) {
    const pg = pgErrorOf(err);
    if (pg.code === '23505' && pg.constraint === 'sys_user_login_name_uq') throw badRequest(USER_MSG.LOGIN_NAME_TAKEN);
    if (pg.code === '23505' && pg.constraint === 'sys_user_phone_uq') throw badRequest(USER_MSG.PHONE_TAKEN);
    throw err;
  }
  const ids = values.map((v) => v.id);
  await refreshSearch(tx, 'sys_user', ids);
  return ids;
}

const EXPORT_CHUNK = 5000;

/**
 * Every user of the administrator's list under the current filters and the caller's data scope,
 * in the list's order, read in chunks (the export of POST /a/sys/user/export and exportData).
 */
export async function* exportUsers(tx: Db, actor: SessionInfo, req: TListRequest): AsyncGenerator<Record<string, unknown>> {
  const p = await userListParams(tx, req);
  const scope = requestScope(tx, actor);
  for (let pageNo = 1; ; pageNo++) {
    const q = await buildListQuery({ ...USER_LIST, maxPageSize: EXPORT_CHUNK }, { ...p.req, pageNo, pageSize: EXPORT_CHUNK }, { extra: p.extra, scope });
    const rows = await tx.select(userColumnsWithRoles).from(sysUser).leftJoin(sysDept, deptJoin)
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    yield* withRoles(rows);
    if (rows.length < EXPORT_CHUNK) return;
  }
}
