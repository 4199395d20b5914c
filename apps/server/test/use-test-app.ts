import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { TFlowDefinitionTree, TFlowNode } from '@ecms/shared';
import type { AppConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import {
  sysDataMenu, sysDept, sysMenu, sysRole, sysRoleDataRef, sysRoleDataScope, sysRoleDept, sysRoleMenu, sysUser, sysUserRole, tenant,
} from '../src/db/schema/index.js';
import { ADMIN_ROLE, createSession } from '../src/platform/auth/session.js';
import { seedCompany } from '../src/modules/saas/saas.service.js';
import { enterCompany } from '../src/platform/owner.js';
import { withRegistry } from '../src/platform/registry.js';
import { newId } from '../src/platform/ids.js';
import { type Actor, withTenant } from '../src/platform/tenancy.js';
import { defineFlow } from '../src/workflow/definition/definition.service.js';
import { type ApiClient, client } from './api-client.js';
import { auth, createTestApp, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, type TestApp, type TestAppOptions } from './helpers.js';

/*
 * useTestApp(): the set-up every server test file repeats, wired to vitest's beforeAll/afterAll.
 * One app on a fresh copy of the seeded database per file; sign-ins memoised per login name;
 * factories that write departments, roles (menus and data scopes), users and published flows
 * straight into the tables of the default tenant, each with unique codes, so a test creates what
 * it needs instead of relying on (or changing) the seed's people.
 *
 *   const ctx = useTestApp();
 *   it('…', async () => {
 *     const dept = await ctx.make.dept({ name: '测试部' });
 *     const u = await ctx.make.user({ deptId: dept.id, roles: [{ perms: ['sys:user:view'], scopes: { sys_user: 'dept' } }] });
 *     const res = await ctx.call(u.loginName, 'POST', '/api/a/sys/user/queryList', {});
 *   });
 */

export type DataScope = 'all' | 'custom' | 'dept' | 'dept_and_below' | 'self' | 'attr';

export interface DeptSpec { name?: string; code?: string; parentId?: string | null; leaderId?: string | null }
export interface MadeDept { id: string; code: string; name: string }

export interface RoleSpec {
  code?: string;
  name?: string;
  /** Permission strings of the menus the role holds (menus found by their permission); '*': every menu. */
  perms?: string[] | '*';
  /** Data scope per data menu code (`sys_user`, `sys_dept`, …; '*': every data menu); absent: no row, i.e. 'self'. */
  scopes?: Record<string, DataScope>;
  /** Departments of a 'custom' scope. */
  customDeptIds?: string[];
  /** Attribute rules, per data menu code. */
  refs?: { dataMenu: string; attr: string; dataId: string }[];
  /** A disabled role grants nothing. */
  disabled?: boolean;
}
export interface MadeRole { id: string; code: string }

export interface UserSpec {
  loginName?: string;
  name?: string;
  /** Department id; default: the seed's root department. */
  deptId?: string | null;
  /** Department by its code (instead of `deptId`), e.g. the seed's 'HJ0201'. */
  deptCode?: string;
  /** Existing role ids, or specs of new roles made for the user. */
  roles?: (string | RoleSpec)[];
  staffRank?: string;
  disabled?: boolean;
}
/** A user made by the factory; signs in with the demo password. */
export interface MadeUser { id: string; loginName: string; name: string; deptId: string | null }

export interface FlowSpec {
  code?: string;
  name?: string;
  /** The business type records bind to the definition through. */
  businessType?: string | null;
  flowType?: number | null;
  /** The tree; default: one approver node assigned to `approverIds` (or the admin). */
  root?: TFlowNode;
  approverIds?: string[];
  options?: TFlowDefinitionTree['options'];
}
export interface MadeFlow { id: string; code: string; versionId: string }

/** A user made and signed in: what a test calls the API as. */
export interface MadeCaller extends MadeUser { token: string }

/** A department tree: `children` nest; each node may name its code and name. */
export interface DeptTreeSpec extends DeptSpec { children?: DeptTreeSpec[] }
export interface MadeDeptTree extends MadeDept { children: MadeDeptTree[] }

export interface CompanySpec {
  code?: string;
  name?: string;
  /** The company's administrator (login name `admin`, role `admin`); false: a company with no user. */
  admin?: false | { name?: string; loginName?: string; role?: boolean };
  /**
   * Provisioned as SaaS creates a company (saas seedCompany): the dictionaries, parameters, flows,
   * roles and forms of a fresh install; the administrator holds the seeded admin role. Opt-in: it
   * cost 8.6-19 s per company against 19-84 ms bare (PGlite, load 15-23), too much as a default.
   */
  seeded?: boolean;
}
/** A second company (tenant) beside the seeded one: bare (its administrator only) unless `seeded`. */
export interface MadeCompany {
  tenantId: string;
  code: string;
  name: string;
  /** The administrator's id (null without one). */
  adminId: string | null;
  /** A new session of the administrator (made in the table: the company has no password). */
  session(): Promise<string>;
}

export interface TestContext {
  readonly t: TestApp;
  readonly app: FastifyInstance;
  /** The privileged handle (no row-level security): read and write fixtures with it. */
  readonly db: Db;
  readonly tenantId: string;
  /** A session token of the user (admin: the admin password, others: the demo password), made once. */
  token(login?: string): Promise<string>;
  /** An HTTP call as the user (`null`: anonymous); `url` with or without the /api prefix. */
  call(login: string | null, method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Id of a user by login name. */
  uid(login: string): Promise<string>;
  /** Id of a department by its code. */
  deptId(code: string): Promise<string>;
  /** Sorted login names of the staff in these departments (by code; all staff without codes), read from the table. */
  staff(deptCodes?: string[]): Promise<string[]>;
  /** Sorted ids of every department of the tenant. */
  deptIds(): Promise<string[]>;
  /** The typed client (test/api-client.ts) as the user (`null`: anonymous); signs in on first use. */
  client(login?: string | null): ApiClient;
  /** Runs `fn` in one tenant transaction as the user, as a request would. */
  as<T>(login: string, fn: (tx: Db, actor: Actor) => Promise<T>): Promise<T>;
  make: {
    dept(spec?: DeptSpec): Promise<MadeDept>;
    role(spec?: RoleSpec): Promise<MadeRole>;
    user(spec?: UserSpec): Promise<MadeUser>;
    flow(spec?: FlowSpec): Promise<MadeFlow>;
    /** A user (see `user`) already signed in. */
    caller(spec?: UserSpec): Promise<MadeCaller>;
    /** Departments nested as `children`, under `parentId` (default: the seed's root). */
    deptTree(spec: DeptTreeSpec): Promise<MadeDeptTree>;
    /** A second company. */
    company(spec?: CompanySpec): Promise<MadeCompany>;
  };
}

/**
 * A fresh app for this test file (or describe block): built before the first test, closed after the
 * last. `overrides` may be a function, read when the app is built: config made by an earlier
 * beforeAll (a temporary directory, a local S3 server).
 */
export function useTestApp(overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {}, options: TestAppOptions = {}): TestContext {
  let t: TestApp | undefined;
  let tenantId = '';
  const tokens = new Map<string, Promise<string>>();
  const ids = new Map<string, string>();
  let seq = 0;
  const unique = () => `${++seq}${newId().slice(-6)}`.toLowerCase();

  beforeAll(async () => {
    t = await createTestApp(typeof overrides === 'function' ? overrides() : overrides, options);
    const [row] = await t.database.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, 'default'));
    tenantId = row.id;
  });
  afterAll(async () => { await t?.close(); });

  const ready = (): TestApp => {
    if (!t) throw new Error('useTestApp: the app exists from beforeAll on');
    return t;
  };
  const db = () => ready().database.db;

  const ctx: TestContext = {
    get t() { return ready(); },
    get app() { return ready().app; },
    get db() { return db(); },
    get tenantId() { ready(); return tenantId; },
    token(login = 'admin') {
      let p = tokens.get(login);
      if (!p) {
        p = ready().login(login, login === 'admin' ? TEST_ADMIN_PASSWORD : TEST_DEMO_PASSWORD);
        // A failed sign-in is not remembered: the next call tries again.
        p.catch(() => tokens.delete(login));
        tokens.set(login, p);
      }
      return p;
    },
    async call(login, method, url, payload, headers = {}) {
      const all = { ...(login === null ? {} : auth(await ctx.token(login))), ...headers };
      const path = url.startsWith('/api/') ? url : `/api${url}`;
      return ready().app.inject({ method, url: path, headers: all, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    },
    async uid(login) {
      const known = ids.get(login);
      if (known) return known;
      const [u] = await db().select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.loginName, login)));
      if (!u) throw new Error(`no user ${login}`);
      ids.set(login, u.id);
      return u.id;
    },
    async deptId(code) {
      const [d] = await db().select({ id: sysDept.id }).from(sysDept).where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.code, code)));
      if (!d) throw new Error(`no department ${code}`);
      return d.id;
    },
    client(login = 'admin') {
      const tokenOf = () => (login === null ? Promise.resolve(undefined) : ctx.token(login));
      return {
        send: async (c, input, headers) => client(ready().app, await tokenOf()).send(c, input, headers),
        call: async (c, input) => client(ready().app, await tokenOf()).call(c, input),
        data: async (c, input) => client(ready().app, await tokenOf()).data(c, input),
      };
    },
    async staff(deptCodes) {
      const where = [eq(sysUser.tenantId, tenantId), eq(sysUser.userType, 'staff')];
      if (deptCodes) where.push(inArray(sysUser.deptId, await Promise.all(deptCodes.map((c) => ctx.deptId(c)))));
      const rows = await db().select({ loginName: sysUser.loginName }).from(sysUser).where(and(...where));
      return rows.map((r) => r.loginName).sort();
    },
    async deptIds() {
      return (await db().select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.tenantId, tenantId))).map((r) => r.id).sort();
    },
    async as(login, fn) {
      const actor: Actor = { tenantId, userId: await ctx.uid(login) };
      return withTenant(db(), actor, (tx) => fn(tx, actor), ready().app.registry);
    },
    make: {
      async dept(spec = {}) {
        const id = newId();
        const n = unique();
        let parentId = spec.parentId;
        if (parentId === undefined) {
          const [root] = await db().select({ id: sysDept.id }).from(sysDept)
            .where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.parentIds, ''))).orderBy(sysDept.sort).limit(1);
          parentId = root?.id ?? null;
        }
        let parentIds = '';
        if (parentId) {
          const [p] = await db().select({ parentIds: sysDept.parentIds }).from(sysDept).where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.id, parentId)));
          if (!p) throw new Error(`no department ${parentId}`);
          parentIds = p.parentIds ? `${p.parentIds},${parentId}` : parentId;
        }
        const code = spec.code ?? `test_dept_${n}`;
        const name = spec.name ?? `测试部门${n}`;
        await db().insert(sysDept).values({ tenantId, id, parentId, parentIds, name, fullName: name, code, leaderId: spec.leaderId ?? null });
        return { id, code, name };
      },
      async role(spec = {}) {
        const id = newId();
        const n = unique();
        const code = spec.code ?? `test_role_${n}`;
        await db().insert(sysRole).values({ tenantId, id, code, name: spec.name ?? `测试角色${n}`, status: spec.disabled ? 0 : 1 });
        const perms = spec.perms ?? [];
        if (perms.length) {
          const menus = await db().select({ id: sysMenu.id }).from(sysMenu)
            .where(perms === '*' ? eq(sysMenu.tenantId, tenantId) : and(eq(sysMenu.tenantId, tenantId), inArray(sysMenu.permission, perms)));
          if (menus.length) await db().insert(sysRoleMenu).values(menus.map((m) => ({ tenantId, roleId: id, menuId: m.id })));
        }
        const dataMenus = new Map((await db().select({ id: sysDataMenu.id, code: sysDataMenu.code }).from(sysDataMenu)
          .where(eq(sysDataMenu.tenantId, tenantId))).map((m) => [m.code, m.id]));
        const dataMenuId = (code: string) => {
          const m = dataMenus.get(code);
          if (!m) throw new Error(`no data menu ${code}`);
          return m;
        };
        for (const [menu, scope] of Object.entries(spec.scopes ?? {})) {
          const menuIds = menu === '*' ? [...dataMenus.values()] : [dataMenuId(menu)];
          for (const dataMenuId of menuIds) await db().insert(sysRoleDataScope).values({ tenantId, roleId: id, dataMenuId, scope });
        }
        for (const deptId of spec.customDeptIds ?? []) await db().insert(sysRoleDept).values({ tenantId, roleId: id, deptId });
        for (const r of spec.refs ?? []) {
          await db().insert(sysRoleDataRef).values({ tenantId, roleId: id, dataMenuId: dataMenuId(r.dataMenu), attr: r.attr, dataId: r.dataId });
        }
        return { id, code };
      },
      async user(spec = {}) {
        const id = newId();
        const n = unique();
        const loginName = spec.loginName ?? `tester${n}`;
        const name = spec.name ?? `测试用户${n}`;
        // The demo users' hash: a made user signs in with the demo password without hashing again.
        const [{ hash }] = await db().select({ hash: sysUser.passwordHash }).from(sysUser)
          .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.loginName, 'zhangwei')));
        let deptId = spec.deptCode ? await ctx.deptId(spec.deptCode) : spec.deptId;
        if (deptId === undefined) {
          const [root] = await db().select({ id: sysDept.id }).from(sysDept)
            .where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.parentIds, ''))).orderBy(sysDept.sort).limit(1);
          deptId = root?.id ?? null;
        }
        await db().insert(sysUser).values({
          tenantId, id, loginName, name, deptId, passwordHash: hash, staffRank: spec.staffRank, status: spec.disabled ? 0 : 1,
        });
        for (const r of spec.roles ?? []) {
          const roleId = typeof r === 'string' ? r : (await ctx.make.role(r)).id;
          await db().insert(sysUserRole).values({ tenantId, userId: id, roleId });
        }
        ids.set(loginName, id);
        return { id, loginName, name, deptId };
      },
      async flow(spec = {}) {
        const code = spec.code ?? `test_flow_${unique()}`;
        const assignees = spec.approverIds ?? [await ctx.uid('admin')];
        const root: TFlowNode = spec.root ?? {
          id: 'start', name: '发起人', type: 'start',
          childNode: { id: 'approve', name: '审批', type: 'approver', config: { assignee: { type: 'users', userIds: assignees } } },
        };
        const r = await ctx.as('admin', (tx, actor) => defineFlow(tx, actor, {
          code, name: spec.name ?? code, businessType: spec.businessType ?? null, flowType: spec.flowType ?? null,
          tree: { root, options: spec.options },
        }));
        return { id: r.definition.id, code, versionId: r.version.id };
      },
      async caller(spec = {}) {
        const u = await ctx.make.user(spec);
        return { ...u, token: await ctx.token(u.loginName) };
      },
      async deptTree(spec) {
        const { children = [], ...own } = spec;
        const made = await ctx.make.dept(own);
        const kids: MadeDeptTree[] = [];
        for (const c of children) kids.push(await ctx.make.deptTree({ ...c, parentId: made.id }));
        return { ...made, children: kids };
      },
      async company(spec = {}) {
        const tid = newId();
        const n = unique();
        const code = spec.code ?? `test_co_${n}`;
        const name = spec.name ?? `测试公司${n}`;
        await db().insert(tenant).values({ id: tid, code, name });
        // The same provisioning as a company created through SaaS, as that company, in one transaction.
        const seededRoles = spec.seeded ? await withRegistry(db(), ready().app.registry, async (tx) => {
          await enterCompany(tx, tid);
          return seedCompany(tx, tid, ready().app.registry);
        }) : null;
        let adminId: string | null = null;
        if (spec.admin !== false) {
          const a = spec.admin ?? {};
          adminId = newId();
          await db().insert(sysUser).values({ tenantId: tid, id: adminId, loginName: a.loginName ?? 'admin', name: a.name ?? `${name}管理员`, passwordHash: 'x', sort: 0 });
          if (a.role !== false) {
            let roleId = seededRoles?.get(ADMIN_ROLE);
            if (!roleId) {
              roleId = newId();
              await db().insert(sysRole).values({ tenantId: tid, id: roleId, code: ADMIN_ROLE, name: '系统管理员' });
            }
            await db().insert(sysUserRole).values({ tenantId: tid, userId: adminId, roleId });
          }
        }
        const userId = adminId;
        return {
          tenantId: tid, code, name, adminId,
          session: async () => {
            if (!userId) throw new Error(`company ${code} has no administrator`);
            return createSession(db(), { idleMinutes: 60, absoluteHours: 8 }, { tenantId: tid, userId, method: 'password' });
          },
        };
      },
    },
  };
  return ctx;
}
