import { and, eq, inArray, sql } from 'drizzle-orm';
import { sysDataMenu, sysDept, sysMenu, sysRole, sysRoleDataRef, sysRoleDataScope, sysRoleDept, sysRoleMenu, sysUser, sysUserRole, tenant } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { TEST_DEMO_PASSWORD, type TestApp } from '../../../../test/helpers.js';

/*
 * Test fixtures for the organisation calls: roles with data scopes and function permissions,
 * written straight into the tables (the role API is built elsewhere), and callers holding them.
 */

export type Scope = 'all' | 'custom' | 'dept' | 'dept_and_below' | 'self' | 'attr';

export interface RoleSpec {
  /** Scope on the sys_user data menu (absent: no row, i.e. 'self'). */
  user?: Scope;
  /** Scope on the sys_dept data menu (absent: no row, i.e. 'self'). */
  dept?: Scope;
  /** Department codes of a 'custom' scope. */
  customDepts?: string[];
  /** Attribute rules on sys_user. */
  userRefs?: { attr: string; dataId: string }[];
  /** Menu permissions the role holds. */
  perms?: string[];
  /** A disabled role (status 0) grants nothing. */
  disabled?: boolean;
}

export interface Caller {
  token: string;
  userId: string;
  loginName: string;
  deptId: string;
}

export class OrgFixtures {
  private tenantId = '';
  private counter = 0;

  constructor(private readonly t: TestApp) {}

  private get db() {
    return this.t.database.db;
  }

  async init(): Promise<void> {
    const [row] = await this.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, 'default'));
    this.tenantId = row.id;
  }

  async deptId(code: string): Promise<string> {
    const [d] = await this.db.select({ id: sysDept.id }).from(sysDept).where(and(eq(sysDept.tenantId, this.tenantId), eq(sysDept.code, code)));
    if (!d) throw new Error(`no dept ${code}`);
    return d.id;
  }

  async userId(loginName: string): Promise<string> {
    const [u] = await this.db.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.tenantId, this.tenantId), eq(sysUser.loginName, loginName)));
    if (!u) throw new Error(`no user ${loginName}`);
    return u.id;
  }

  /** Login names of the staff in these departments (by code), read straight from the table. */
  async loginNamesIn(codes: string[]): Promise<string[]> {
    const ids = await Promise.all(codes.map((c) => this.deptId(c)));
    const rows = await this.db.select({ loginName: sysUser.loginName }).from(sysUser)
      .where(and(eq(sysUser.tenantId, this.tenantId), inArray(sysUser.deptId, ids), eq(sysUser.userType, 'staff')));
    return rows.map((r) => r.loginName).sort();
  }

  async allStaffLoginNames(): Promise<string[]> {
    const rows = await this.db.select({ loginName: sysUser.loginName }).from(sysUser)
      .where(and(eq(sysUser.tenantId, this.tenantId), eq(sysUser.userType, 'staff')));
    return rows.map((r) => r.loginName).sort();
  }

  async allDeptIds(): Promise<string[]> {
    return (await this.db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.tenantId, this.tenantId))).map((r) => r.id).sort();
  }

  async role(spec: RoleSpec): Promise<string> {
    const tenantId = this.tenantId;
    const id = newId();
    const n = ++this.counter;
    await this.db.insert(sysRole).values({ tenantId, id, code: `test_role_${n}_${id.slice(-6)}`, name: `测试角色${n}`, status: spec.disabled ? 0 : 1 });
    const perms = spec.perms ?? ['sys:user:view', 'sys:dept:view'];
    if (perms.length) {
      const menus = await this.db.select({ id: sysMenu.id }).from(sysMenu).where(and(eq(sysMenu.tenantId, tenantId), inArray(sysMenu.permission, perms)));
      await this.db.insert(sysRoleMenu).values(menus.map((m) => ({ tenantId, roleId: id, menuId: m.id })));
    }
    const menus = await this.db.select({ id: sysDataMenu.id, code: sysDataMenu.code }).from(sysDataMenu).where(eq(sysDataMenu.tenantId, tenantId));
    const menuId = (code: string) => menus.find((m) => m.code === code)!.id;
    if (spec.user) await this.db.insert(sysRoleDataScope).values({ tenantId, roleId: id, dataMenuId: menuId('sys_user'), scope: spec.user });
    if (spec.dept) await this.db.insert(sysRoleDataScope).values({ tenantId, roleId: id, dataMenuId: menuId('sys_dept'), scope: spec.dept });
    for (const code of spec.customDepts ?? []) await this.db.insert(sysRoleDept).values({ tenantId, roleId: id, deptId: await this.deptId(code) });
    for (const r of spec.userRefs ?? []) await this.db.insert(sysRoleDataRef).values({ tenantId, roleId: id, dataMenuId: menuId('sys_user'), ...r });
    return id;
  }

  /** A new staff member in department `deptCode` holding new roles built from `roles`, signed in. */
  async caller(deptCode: string, roles: RoleSpec[], extra: { staffRank?: string } = {}): Promise<Caller> {
    const tenantId = this.tenantId;
    const [{ hash }] = await this.db.select({ hash: sysUser.passwordHash }).from(sysUser)
      .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.loginName, 'zhangwei')));
    const userId = newId();
    const loginName = `caller${++this.counter}`;
    const deptId = await this.deptId(deptCode);
    await this.db.insert(sysUser).values({ tenantId, id: userId, loginName, name: `调用者${this.counter}`, deptId, passwordHash: hash, staffRank: extra.staffRank });
    for (const spec of roles) await this.db.insert(sysUserRole).values({ tenantId, userId, roleId: await this.role(spec) });
    return { token: await this.t.login(loginName, TEST_DEMO_PASSWORD), userId, loginName, deptId };
  }

  async exec(query: ReturnType<typeof sql>): Promise<void> {
    await this.db.execute(query);
  }
}
