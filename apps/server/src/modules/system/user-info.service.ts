import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole, tenant } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import { refreshSearch } from '../../platform/search/index.js';
import { parseUserConfigValue } from '../../platform/user-config.js';
import { membershipOf } from '../member/index.js';

export interface MenuNode {
  id: string;
  parentId: string | null;
  name: string;
  fullName: string;
  url: string | null;
  href: string | null;
  type: string;
  openType: number;
  permission: string | null;
  sort: number;
  icon: string | null;
  children: MenuNode[];
}

export interface UserInfo {
  userId: string;
  displayName: string;
  loginName: string;
  name: string;
  phone: string | null;
  email: string | null;
  no: string | null;
  job: string | null;
  deptId: string | null;
  deptName: string | null;
  deptInfo: { deptName: string | null; job: string | null };
  roleName: string;
  roles: string[];
  permissions: string[];
  isAdmin: boolean;
  isMember: boolean;
  levelName: string | null;
  memberFee: number | null;
  beginDate: string | null;
  endDate: string | null;
  createTime: string;
  tenantId: string;
  tenantName: string;
  mustChangePassword: boolean;
  menuList: MenuNode[];
  mySetting: { projectNameRule?: string; projectName?: string };
  userConfig: Record<string, unknown>;
  version: number;
}

type MenuRow = typeof sysMenu.$inferSelect;

/** Menus the session may see: every menu for administrators, else those its roles hold. */
export async function visibleMenus(tx: Db, s: SessionInfo): Promise<MenuRow[]> {
  // A SaaS company sees only the menus of its grade, whatever its roles hold (modules/saas).
  const inGrade = sql`ecms_grade_allows(${sysMenu.tenantId}, ${sysMenu.code}, ${sysMenu.permission})`;
  if (s.isAdmin) return tx.select().from(sysMenu).where(s.graded === false ? undefined : inGrade).orderBy(asc(sysMenu.sort));
  return tx.selectDistinct({ m: sysMenu }).from(sysMenu)
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.tenantId, sysMenu.tenantId), eq(sysRoleMenu.menuId, sysMenu.id)))
    .innerJoin(sysUserRole, and(eq(sysUserRole.tenantId, sysRoleMenu.tenantId), eq(sysUserRole.roleId, sysRoleMenu.roleId)))
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
    .where(and(eq(sysUserRole.userId, s.userId), s.graded === false ? undefined : inGrade))
    .then((rows) => rows.map((r) => r.m).sort((a, b) => a.sort - b.sort));
}

/** Navigation tree (groups and menus; buttons only contribute permissions). */
export function menuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const m of rows) {
    if (m.type === 'Button' || m.hidden) continue;
    nodes.set(m.id, {
      id: m.id, parentId: m.parentId, name: m.name, fullName: m.fullName ?? m.name, url: m.url, href: m.href, type: m.type,
      openType: m.openType, permission: m.permission, sort: m.sort, icon: m.icon, children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parentId) roots.push(n);
  }
  return roots;
}

export async function loadUserInfo(tx: Db, s: SessionInfo): Promise<UserInfo> {
  const [row] = await tx.select({ u: sysUser, deptName: sysDept.name, tenantName: tenant.name })
    .from(sysUser)
    .leftJoin(sysDept, and(eq(sysDept.tenantId, sysUser.tenantId), eq(sysDept.id, sysUser.deptId)))
    .innerJoin(tenant, eq(tenant.id, sysUser.tenantId))
    .where(eq(sysUser.id, s.userId));
  if (!row) throw unauthorized();
  const { u } = row;
  const roleRows = await tx.select({ code: sysRole.code, name: sysRole.name }).from(sysRole)
    .innerJoin(sysUserRole, and(eq(sysUserRole.tenantId, sysRole.tenantId), eq(sysUserRole.roleId, sysRole.id)))
    .where(and(eq(sysUserRole.userId, u.id), eq(sysRole.status, 1)))
    .orderBy(asc(sysRole.sort));
  const menus = await visibleMenus(tx, s);
  const membership = u.userType === 'member' ? await membershipOf(tx, u.id) : null;
  const permissions = [...new Set(menus.map((m) => m.permission).filter((p): p is string => !!p))];
  const config = u.config ?? {};
  return {
    userId: u.id,
    displayName: u.name,
    loginName: u.loginName,
    name: u.name,
    phone: u.phone,
    email: u.email,
    no: u.no,
    job: u.job,
    deptId: u.deptId,
    deptName: row.deptName,
    deptInfo: { deptName: row.deptName, job: u.job },
    roleName: roleRows.map((r) => r.name).join(','),
    roles: roleRows.map((r) => r.code),
    permissions,
    isAdmin: s.isAdmin,
    isMember: u.userType === 'member',
    levelName: membership?.levelName ?? null,
    // The user info's contract carries the fee as a number (display only; the member list keeps the decimal string).
    memberFee: membership?.memberFee == null ? null : Number(membership.memberFee),
    beginDate: membership?.beginDate ?? null,
    endDate: membership?.endDate ?? null,
    createTime: u.createdDate.toISOString(),
    tenantId: u.tenantId,
    tenantName: row.tenantName,
    mustChangePassword: u.mustChangePassword,
    menuList: menuTree(menus),
    mySetting: (config.mySetting as UserInfo['mySetting']) ?? {},
    userConfig: config,
    version: u.version,
  };
}

/** Staff edit their employee number, job and e-mail (spec §2.7 personal info). */
export async function updateLoginUser(tx: Db, s: SessionInfo, input: { no?: string | null; job?: string | null; email?: string | null; name?: string }): Promise<void> {
  const [u] = await tx.select({ userType: sysUser.userType }).from(sysUser).where(eq(sysUser.id, s.userId));
  if (!u) throw unauthorized();
  const values: Partial<typeof sysUser.$inferInsert> = {};
  if (u.userType === 'member') {
    if (input.name !== undefined) {
      if (!input.name.trim()) throw badRequest('会员姓名不能为空！');
      values.name = input.name.trim();
    }
  } else {
    if (input.no !== undefined) values.no = input.no?.trim() || null;
    if (input.job !== undefined) values.job = input.job?.trim() || null;
    if (input.email !== undefined) values.email = input.email?.trim() || null;
  }
  if (Object.keys(values).length === 0) return;
  await tx.update(sysUser).set({ ...values, updatedDate: new Date(), updatedBy: s.userId, version: sql`${sysUser.version} + 1` })
    .where(eq(sysUser.id, s.userId));
  await refreshSearch(tx, 'sys_user', [s.userId]);
}

/** One key of the user's own settings (favourite flows, work-mode layout, file-name rule...). */
export async function updateUserConfig(tx: Db, s: SessionInfo, key: string, input: unknown): Promise<Record<string, unknown>> {
  const value = await parseUserConfigValue(tx, s, key, input);
  const [row] = await tx.update(sysUser)
    .set({ config: sql`jsonb_set(${sysUser.config}, ${`{${key}}`}::text[], ${JSON.stringify(value ?? null)}::jsonb, true)` })
    .where(eq(sysUser.id, s.userId))
    .returning({ config: sysUser.config });
  if (!row) throw unauthorized();
  return row.config;
}

export async function usersByIds(tx: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, ids));
}
