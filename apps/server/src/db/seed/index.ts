import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { enterTenant } from '../tenant-context.js';
import { generatePassword, hashPassword } from '../../platform/auth/crypto.js';
import { syncDictSeeds } from '../../platform/dict-sync.js';
import { newId } from '../../platform/ids.js';
import type { AppModule, MenuSeed } from '../../platform/module.js';
import { AppRegistry, withRegistry } from '../../platform/registry.js';
import type { Database, Db } from '../client.js';
import {
  bdArea, sysDataMenu, sysDept, sysMenu, sysParam, sysRole, sysRoleDataScope, sysRoleMenu, sysUser, sysUserRole, tenant, wfDefinition,
} from '../schema/index.js';
import { defineFlow } from '../../workflow/definition/definition.service.js';
import {
  AREAS, DEMO_COMPANY_NAME, DEMO_DEPTS, DEMO_USERS, FLOWS, ROLES, type AreaSeed, type DemoDeptSeed,
} from './data/index.js';

export const DEFAULT_TENANT_CODE = 'default';
export const ADMIN_LOGIN = 'admin';

export interface SeedResult {
  tenantId: string;
  /** True when this run created the tenant (first start). */
  created: boolean;
  /** Set only when generated on this run: printed once, never stored in clear. */
  adminPassword?: string;
  demoPassword?: string;
  demoUsers: number;
}

export interface SeedLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * First start: the default company, its administrator and, if asked, demo staff. Every start:
 * platform rows a newer release added (menus by code, parameters by key, dictionary items by
 * value) are inserted; nothing an administrator changed is overwritten. One transaction.
 * Menus, dictionaries, parameters and data menus come from the modules' manifests (`modules`,
 * normally modules/index.ts appModules).
 */
export async function seed(database: Database, config: AppConfig, log: SeedLog, modules: readonly AppModule[]): Promise<SeedResult> {
  // The same checks as an app start: a code declared twice stops the seed too.
  const declared = new AppRegistry(modules);
  // The modules' start-up steps find the declarations as requests do (registryOf(tx)).
  return withRegistry(database.db, declared, async (tx) => {
    // Concurrent starts on one PostgreSQL server must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    const [existing] = await tx.select().from(tenant).where(eq(tenant.code, DEFAULT_TENANT_CODE));
    const tenantId = existing?.id ?? newId();
    if (!existing) {
      await tx.insert(tenant).values({ id: tenantId, code: DEFAULT_TENANT_CODE, name: config.demo ? DEMO_COMPANY_NAME : '默认企业' });
    }
    await tx.execute(sql`select ${enterTenant(database.db, tenantId, null)}`);
    await syncPlatformRows(tx, tenantId, declared);
    // Modules' own start-up steps (declared online forms reach every company here).
    for (const step of declared.seedSteps()) await step(tx, { registry: declared, log });
    const result: SeedResult = { tenantId, created: !existing, demoUsers: 0 };
    if (existing) return result;

    const roleIds = await seedRoles(tx, tenantId);
    await seedFormScopes(tx, tenantId, roleIds);
    const adminPassword = config.adminPassword ?? generatePassword();
    if (!config.adminPassword) result.adminPassword = adminPassword;
    const adminId = newId();
    await tx.insert(sysUser).values({
      tenantId, id: adminId, loginName: ADMIN_LOGIN, name: '系统管理员', job: '系统管理员',
      passwordHash: await hashPassword(adminPassword), sort: 0,
    });
    await tx.insert(sysUserRole).values({ tenantId, userId: adminId, roleId: roleIds.get('admin')! });

    if (config.demo) {
      const demoPassword = config.demoPassword ?? generatePassword();
      if (!config.demoPassword) result.demoPassword = demoPassword;
      result.demoUsers = await seedDemo(tx, tenantId, roleIds, await hashPassword(demoPassword), adminId);
      for (const step of declared.demoSteps()) await step(tx, { tenantId, config, log });
    }
    log.info(`seeded tenant ${DEFAULT_TENANT_CODE} (${tenantId})${config.demo ? ` with ${result.demoUsers} demo users` : ''}`);
    return result;
  });
}

export async function syncPlatformRows(tx: Db, tenantId: string, declared: AppRegistry): Promise<void> {
  // Parameters by key.
  const params = declared.params;
  if (params.length) await tx.insert(sysParam).values(params.map((p) => ({ tenantId, id: newId(), ...p }))).onConflictDoNothing();

  // Data menus (kinds of records under data scopes) by code.
  const dataMenus = declared.dataMenus;
  if (dataMenus.length) {
    await tx.insert(sysDataMenu).values(dataMenus.map((d) => ({ tenantId, id: newId(), code: d.code, name: d.name, attrs: d.attrs ?? [], sort: d.sort })))
      .onConflictDoNothing();
  }

  // Menus by code, parents first.
  const known = new Map((await tx.select({ id: sysMenu.id, code: sysMenu.code }).from(sysMenu)
    .where(eq(sysMenu.tenantId, tenantId))).map((m) => [m.code, m.id]));
  const rows: (typeof sysMenu.$inferInsert)[] = [];
  const walk = (items: readonly MenuSeed[], parentId: string | null) => {
    items.forEach((m, i) => {
      let id = known.get(m.key);
      if (!id) {
        id = newId();
        known.set(m.key, id);
        rows.push({
          tenantId, id, parentId, code: m.key, name: m.name, fullName: m.fullName ?? m.name, url: m.url, href: m.href,
          type: m.type, openType: m.openType ?? 1, permission: m.permission, icon: m.icon, hidden: m.hidden ?? false,
          sort: m.sort ?? (i + 1) * 10,
        });
      }
      if (m.children) walk(m.children, id);
    });
  };
  walk(declared.menus, null);
  for (let i = 0; i < rows.length; i += 500) await tx.insert(sysMenu).values(rows.slice(i, i + 500));

  // Dictionary items by (type, parent, value).
  await syncDictSeeds(tx, tenantId, declared.dicts);

  // Areas (provinces and their cities) by code, parents first.
  const areaRows: (typeof bdArea.$inferInsert)[] = [];
  const knownAreas = new Map((await tx.select({ id: bdArea.id, code: bdArea.code, parentIds: bdArea.parentIds, level: bdArea.level })
    .from(bdArea).where(eq(bdArea.tenantId, tenantId))).map((a) => [a.code, a]));
  const putAreas = (items: AreaSeed[], parent: { id: string; parentIds: string; level: number } | null) => {
    items.forEach((a, i) => {
      let row = knownAreas.get(a.code);
      if (!row) {
        row = {
          id: newId(), code: a.code, level: parent ? parent.level + 1 : 1,
          parentIds: parent ? (parent.parentIds ? `${parent.parentIds},${parent.id}` : parent.id) : '',
        };
        knownAreas.set(a.code, row);
        areaRows.push({ tenantId, id: row.id, parentId: parent?.id ?? null, parentIds: row.parentIds, name: a.name, code: a.code, level: row.level, sort: (i + 1) * 10 });
      }
      if (a.children) putAreas(a.children, row);
    });
  };
  putAreas(AREAS, null);
  for (let i = 0; i < areaRows.length; i += 500) await tx.insert(bdArea).values(areaRows.slice(i, i + 500));

  // Flow definitions by code, published once (an administrator's later versions are kept).
  const flowCodes = new Set((await tx.select({ code: wfDefinition.code }).from(wfDefinition)
    .where(eq(wfDefinition.tenantId, tenantId))).map((d) => d.code));
  for (const [i, f] of FLOWS.entries()) {
    if (flowCodes.has(f.code)) continue;
    await defineFlow(tx, { tenantId, userId: null }, {
      code: f.code, name: f.name, category: f.category, flowType: f.flowType, businessType: f.businessType, sort: (i + 1) * 10, tree: f.tree,
    });
  }
}

/**
 * Data scopes of seeded roles beyond the default 'self': the office staff see every record of the
 * seeded administration forms; finance sees the company's income, cost and profit (fin_profit:
 * the month's calculation is company-wide and finance reports it for every department) and the
 * objectives (fin_okr: finance plans the company goal and hands it down; with 'self' it could
 * create the company goal and then not see it).
 */
const SEEDED_SCOPES: { role: string; dataMenus: string[]; scope: 'all' }[] = [
  { role: 'admin_office', dataMenus: ['form:office_purchase', 'form:fixed_asset', 'form:office_supplies', 'form:supplies_requisition',
    'form:meeting_room', 'form:vehicle', 'form:vehicle_use', 'form:asset_scrap', 'form:asset_transfer', 'form:asset_maintain',
    'form:asset_buying', 'form:supplies_count', 'form:asset_count', 'form:oil_card', 'form:oil_card_use', 'form:vehicle_expense', 'form:card_holder', 'form:card_borrow',
    'form:business_trip', 'form:procurement_method', 'form:bid_manage', 'form:attendance_config',
    'form:leave_request', 'form:work_calendar', 'adm_attendance'], scope: 'all' },
  { role: 'finance', dataMenus: ['fin_profit', 'fin_okr'], scope: 'all' },
];

export async function seedFormScopes(tx: Db, tenantId: string, roleIds: Map<string, string>): Promise<void> {
  for (const s of SEEDED_SCOPES) {
    const roleId = roleIds.get(s.role);
    if (!roleId) continue;
    const menus = await tx.select({ id: sysDataMenu.id }).from(sysDataMenu)
      .where(and(eq(sysDataMenu.tenantId, tenantId), inArray(sysDataMenu.code, s.dataMenus)));
    if (menus.length) await tx.insert(sysRoleDataScope).values(menus.map((m) => ({ tenantId, roleId, dataMenuId: m.id, scope: s.scope }))).onConflictDoNothing();
  }
}

export async function seedRoles(tx: Db, tenantId: string): Promise<Map<string, string>> {
  const menus = await tx.select({ id: sysMenu.id, parentId: sysMenu.parentId, permission: sysMenu.permission })
    .from(sysMenu).where(eq(sysMenu.tenantId, tenantId));
  const byId = new Map(menus.map((m) => [m.id, m]));
  const ids = new Map<string, string>();
  for (const [i, role] of ROLES.entries()) {
    const id = newId();
    ids.set(role.code, id);
    await tx.insert(sysRole).values({ tenantId, id, code: role.code, name: role.name, remark: role.remark, sort: (i + 1) * 10 });
    const granted = new Set<string>();
    for (const m of menus) {
      const take = role.menus === 'all' || (!!m.permission && role.menus.some((p) => m.permission!.startsWith(p)));
      if (!take) continue;
      // A granted menu brings its ancestors, or the tree could not show it.
      for (let cur: typeof m | undefined = m; cur && !granted.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
        granted.add(cur.id);
      }
    }
    const rows = [...granted].map((menuId) => ({ tenantId, roleId: id, menuId }));
    for (let j = 0; j < rows.length; j += 500) await tx.insert(sysRoleMenu).values(rows.slice(j, j + 500));
  }
  return ids;
}

async function seedDemo(tx: Db, tenantId: string, roleIds: Map<string, string>, passwordHash: string, adminId: string): Promise<number> {
  const deptIds = new Map<string, string>();
  const leaders: { deptId: string; loginName: string }[] = [];
  const putDepts = async (items: DemoDeptSeed[], parentId: string | null, parentIds: string) => {
    for (const [i, d] of items.entries()) {
      const id = newId();
      deptIds.set(d.code, id);
      await tx.insert(sysDept).values({ tenantId, id, parentId, parentIds, name: d.name, fullName: d.name, code: d.code, sort: (i + 1) * 10 });
      if (d.leaderLoginName) leaders.push({ deptId: id, loginName: d.leaderLoginName });
      if (d.children) await putDepts(d.children, id, parentIds ? `${parentIds},${id}` : id);
    }
  };
  await putDepts(DEMO_DEPTS, null, '');
  const rootDept = deptIds.get(DEMO_DEPTS[0].code);
  if (rootDept) await tx.update(sysUser).set({ deptId: rootDept }).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.id, adminId)));

  const userIds = new Map<string, string>();
  for (const [i, u] of DEMO_USERS.entries()) {
    const id = newId();
    userIds.set(u.loginName, id);
    await tx.insert(sysUser).values({
      tenantId, id, deptId: deptIds.get(u.deptCode), loginName: u.loginName, name: u.name, job: u.job, phone: u.phone,
      email: u.email, no: u.no, staffRank: u.staffRank, passwordHash, sort: (i + 1) * 10,
      // One password shared by every demo account: each must choose its own on first sign-in.
      mustChangePassword: true,
    });
    const roles = u.roles.map((r) => roleIds.get(r)).filter((r): r is string => !!r);
    if (roles.length) await tx.insert(sysUserRole).values(roles.map((roleId) => ({ tenantId, userId: id, roleId })));
  }
  for (const l of leaders) {
    const leaderId = userIds.get(l.loginName);
    if (leaderId) await tx.update(sysDept).set({ leaderId }).where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.id, l.deptId)));
  }
  return DEMO_USERS.length;
}
