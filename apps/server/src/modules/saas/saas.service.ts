import { createHash } from 'node:crypto';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SAAS_MSG, type TListRequest, type TSaasMenuNode, type ZSaasCompanySave, type ZSaasGradeSave, type ZSaasOwnCompanySave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { authSession, saasCompany, saasGrade, sysMenu, sysUser, sysUserRole, tenant } from '../../db/schema/index.js';
import { DEFAULT_TENANT_CODE, seedFormScopes, seedRoles, syncPlatformRows } from '../../db/seed/index.js';
import { generatePassword, hashPassword } from '../../platform/auth/crypto.js';
import { ADMIN_ROLE, type SessionInfo } from '../../platform/auth/session.js';
import { provisionCompany } from '../../platform/company.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { publishEvent, TOPIC } from '../../platform/realtime/events.js';
import { type AppRegistry, registryOf } from '../../platform/registry.js';
import { asOwner, enterCompany, keepingTenantContext } from '../../platform/owner.js';
import { queryRows } from '../../platform/sql.js';

/*
 * SaaS companies (tenants) and their grades. The platform's own company (code 'default') is the
 * platform: its administrators (sys:saasEnterprise / sys:saasMenu rights) create, edit, suspend and
 * resume the other companies and define the grades. A company's grade bounds the menus and rights
 * of everybody in it (ecms_grade_allows, migration 0013; used by platform/auth and visibleMenus).
 *
 * Companies and grades are platform rows (tenant, saas_grade) and another company's saas_company
 * row: the platform's requests write them as the owner (platform/owner.ts asOwner: on the owner's
 * own connection when requests connect as a plain login role, else inside the request's
 * transaction), after the route's permission and the platform check below. Inside asOwner only
 * its handle is used.
 */

export const LOGO_FIELDS = ['logo', 'logo2', 'logo3'] as const;
export type LogoField = (typeof LOGO_FIELDS)[number];
const LOGO_MAX_BYTES = 256 * 1024;

/** Refuses (403) unless the caller belongs to the platform's own company. */
export async function assertPlatform(tx: Db, actor: SessionInfo): Promise<void> {
  const [t] = await tx.select({ code: tenant.code }).from(tenant).where(eq(tenant.id, actor.tenantId));
  if (t?.code !== DEFAULT_TENANT_CODE) throw forbidden(SAAS_MSG.PLATFORM_ONLY);
}

/** A logo's served URL; the version changes with the image so caches refresh. */
const logoUrl = (tenantId: string, which: LogoField, data: string | null) =>
  data ? `/api/saas/company/${encodeURIComponent(tenantId)}/logo/${which}?v=${createHash('sha1').update(data).digest('hex').slice(0, 10)}` : null;

function checkLogo(data: string | null | undefined): void {
  if (!data) return;
  const b64 = data.slice(data.indexOf(',') + 1);
  const bytes = Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (bytes > LOGO_MAX_BYTES) throw badRequest(SAAS_MSG.LOGO_TOO_LARGE);
  const head = Buffer.from(b64.slice(0, 16), 'base64');
  const magic = head.subarray(0, 4).toString('hex');
  const isImage = magic.startsWith('89504e47') || magic.startsWith('ffd8ff') || magic.startsWith('47494638') || head.subarray(8, 12).toString('latin1') === 'WEBP';
  if (!isImage) throw badRequest(SAAS_MSG.LOGO_FORMAT);
}

type TenantRow = typeof tenant.$inferSelect;
const publicOf = (t: TenantRow) => ({
  id: t.id, name: t.name, code: t.code, platform: t.code === DEFAULT_TENANT_CODE,
  logo: logoUrl(t.id, 'logo', t.logo), logo2: logoUrl(t.id, 'logo2', t.logo2), logo3: logoUrl(t.id, 'logo3', t.logo3),
});

/** GET /saas/company/{id}: what the sign-in page and the shell show (any caller; the tenant table is readable). */
export async function publicCompany(db: Db, companyId: string) {
  const [t] = await db.select().from(tenant).where(eq(tenant.id, companyId));
  if (!t) throw notFound(SAAS_MSG.COMPANY_MISSING);
  return publicOf(t);
}

/** The stored image of a logo, decoded; null when the company or the logo does not exist. */
export async function logoImage(db: Db, companyId: string, which: LogoField): Promise<{ type: string; bytes: Buffer } | null> {
  const [t] = await db.select({ logo: tenant.logo, logo2: tenant.logo2, logo3: tenant.logo3 }).from(tenant).where(eq(tenant.id, companyId));
  const data = t?.[which];
  const m = data ? /^data:(image\/(?:png|jpeg|gif|webp));base64,(.*)$/.exec(data) : null;
  return m ? { type: m[1], bytes: Buffer.from(m[2], 'base64') } : null;
}

// ---------------------------------------------------------------------------------------------
// Companies (platform administrator)
// ---------------------------------------------------------------------------------------------

const LIST_FIELDS = new Set(['name', 'code', 'status', 'gradeId']);

export async function listCompanies(tx: Db, actor: SessionInfo, req: TListRequest) {
  await assertPlatform(tx, actor);
  const p = req.params ?? {};
  for (const k of Object.keys(p)) if (!LIST_FIELDS.has(k.replace(/\$.*$/, ''))) throw badRequest(`不支持的查询条件：${k.slice(0, 64)}`);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conds = [
    text(p.name ?? p.name$like) ? sql`t.name ilike ${like(text(p.name ?? p.name$like))}` : undefined,
    text(p.code ?? p.code$like) ? sql`t.code ilike ${like(text(p.code ?? p.code$like))}` : undefined,
    p.status === 0 || p.status === 1 || p.status === '0' || p.status === '1' ? sql`t.status = ${Number(p.status)}` : undefined,
    text(p.gradeId) ? sql`c.grade_id = ${text(p.gradeId)}` : undefined,
  ].filter((c): c is ReturnType<typeof sql> => !!c);
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  const pageSize = Math.min(Math.max(Number(req.pageSize) || 50, 1), 500);
  const pageNo = Math.max(Number(req.pageNo) || 1, 1);
  return asOwner(tx, async (owner) => {
    const rows = await queryRows<{
      id: string; code: string; name: string; status: number; logo: string | null; logo2: string | null; logo3: string | null; created_date: Date | string;
      grade_id: string | null; grade_name: string | null; contact_name: string | null; contact_phone: string | null; remark: string | null;
      admin_login: string | null; users: number; total: number;
    }>(owner, sql`
      select t.id, t.code, t.name, t.status, t.logo, t.logo2, t.logo3, t.created_date, c.grade_id, g.name as grade_name,
        c.contact_name, c.contact_phone, c.remark,
        (select u.login_name from sys_user u where u.tenant_id = t.id and u.id = c.admin_user_id) as admin_login,
        (select count(*)::int from sys_user u where u.tenant_id = t.id) as users,
        count(*) over ()::int as total
      from tenant t left join saas_company c on c.tenant_id = t.id left join saas_grade g on g.id = c.grade_id
      ${where}
      order by (t.code = ${DEFAULT_TENANT_CODE}) desc, t.created_date desc, t.id
      limit ${pageSize} offset ${(pageNo - 1) * pageSize}`);
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((r) => ({
        id: r.id, code: r.code, name: r.name, status: Number(r.status), gradeId: r.grade_id, gradeName: r.grade_name,
        contactName: r.contact_name, contactPhone: r.contact_phone, remark: r.remark,
        logo: logoUrl(r.id, 'logo', r.logo), logo2: logoUrl(r.id, 'logo2', r.logo2), logo3: logoUrl(r.id, 'logo3', r.logo3),
        adminLoginName: r.admin_login, userCount: Number(r.users), platform: r.code === DEFAULT_TENANT_CODE,
        createdDate: new Date(r.created_date),
      })),
    };
  });
}

type CompanySave = z.output<typeof ZSaasCompanySave>;

async function gradeExists(tx: Db, gradeId: string): Promise<void> {
  const [g] = await tx.select({ id: saasGrade.id }).from(saasGrade).where(eq(saasGrade.id, gradeId));
  if (!g) throw badRequest(SAAS_MSG.GRADE_MISSING);
}

const logoValues = (input: { logo?: string | null; logo2?: string | null; logo3?: string | null }) => {
  const out: Partial<Record<LogoField, string | null>> = {};
  for (const f of LOGO_FIELDS) {
    if (input[f] === undefined) continue;
    checkLogo(input[f]);
    out[f] = input[f];
  }
  return out;
};

/**
 * What a fresh install gives a new company: menus, dictionaries, parameters, areas, flows, roles
 * with their form scopes, the declared online forms. Runs as the owner in the company's context
 * (enterCompany). Answers the role ids by code. (Also the test factory's seeded company.)
 */
export async function seedCompany(owner: Db, tenantId: string, registry: AppRegistry): Promise<Map<string, string>> {
  await syncPlatformRows(owner, tenantId, registry);
  const roleIds = await seedRoles(owner, tenantId);
  await seedFormScopes(owner, tenantId, roleIds);
  await provisionCompany(owner, tenantId);
  return roleIds;
}

/**
 * Creates a company (and provisions it: menus, dictionaries, parameters, areas, flows, roles, the
 * declared online forms, its first administrator with a one-time password and must-change set) or
 * edits one. The platform's own company is edited through saas-admincompany-info, not here.
 */
export async function saveCompany(tx: Db, actor: SessionInfo, input: CompanySave) {
  await assertPlatform(tx, actor);
  await gradeExists(tx, input.gradeId);
  const logos = logoValues(input);
  const extra = { contactName: input.contactName ?? null, contactPhone: input.contactPhone ?? null, remark: input.remark ?? null };
  if (input.id) {
    const id = input.id;
    return asOwner(tx, async (owner) => {
      const [t] = await owner.select().from(tenant).where(eq(tenant.id, id));
      if (!t) throw notFound(SAAS_MSG.COMPANY_MISSING);
      if (t.code === DEFAULT_TENANT_CODE) throw badRequest(SAAS_MSG.NOT_SAAS_COMPANY);
      if (input.code && input.code !== t.code) {
        const [taken] = await owner.select({ id: tenant.id }).from(tenant).where(and(eq(tenant.code, input.code), ne(tenant.id, id)));
        if (taken) throw badRequest(SAAS_MSG.CODE_TAKEN);
      }
      await owner.update(tenant).set({ name: input.name, ...(input.code && { code: input.code }), ...logos }).where(eq(tenant.id, id));
      await owner.insert(saasCompany).values({ tenantId: id, gradeId: input.gradeId, ...extra, createdBy: actor.userId, updatedBy: actor.userId })
        .onConflictDoUpdate({
          target: saasCompany.tenantId,
          set: { gradeId: input.gradeId, ...extra, updatedBy: actor.userId, updatedDate: new Date(), version: sql`${saasCompany.version} + 1` },
        });
      const [c] = await owner.select({ adminUserId: saasCompany.adminUserId }).from(saasCompany).where(eq(saasCompany.tenantId, id));
      const [admin] = c?.adminUserId ? await owner.select({ loginName: sysUser.loginName }).from(sysUser)
        .where(and(eq(sysUser.tenantId, id), eq(sysUser.id, c.adminUserId))) : [];
      return { id, code: input.code ?? t.code, adminLoginName: admin?.loginName ?? null, initialPassword: null, loginUrl: `/saasLogin?companyId=${encodeURIComponent(id)}` };
    });
  }
  if (!input.code) throw badRequest(SAAS_MSG.CODE_REQUIRED);
  const code = input.code;
  const tenantId = newId();
  const adminLoginName = input.adminLoginName ?? 'admin';
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const registry = registryOf(tx);
  // All of it in the owner's transaction (platform/owner.ts): a failure at any step leaves nothing.
  await asOwner(tx, async (owner) => {
    const [taken] = await owner.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, code));
    if (taken) throw badRequest(SAAS_MSG.CODE_TAKEN);
    await owner.insert(tenant).values({ id: tenantId, code, name: input.name, ...logos });
    // The new company's rows are written as that company (defaults and policies name it).
    await keepingTenantContext(owner, async () => {
      await enterCompany(owner, tenantId);
      const roleIds = await seedCompany(owner, tenantId, registry);
      const adminId = newId();
      await owner.insert(sysUser).values({
        tenantId, id: adminId, loginName: adminLoginName, name: input.adminName ?? '企业管理员', job: '企业管理员',
        passwordHash, mustChangePassword: true,
      });
      await owner.insert(sysUserRole).values({ tenantId, userId: adminId, roleId: roleIds.get(ADMIN_ROLE)! });
      await owner.insert(saasCompany).values({ tenantId, gradeId: input.gradeId, ...extra, adminUserId: adminId, createdBy: actor.userId, updatedBy: actor.userId });
    });
  });
  return { id: tenantId, code, adminLoginName, initialPassword: password, loginUrl: `/saasLogin?companyId=${encodeURIComponent(tenantId)}` };
}

/** Suspends (ends every session of the company; its sign-in is refused) or resumes a company. */
export async function setCompanyStatus(tx: Db, actor: SessionInfo, id: string, status: 0 | 1): Promise<void> {
  await assertPlatform(tx, actor);
  // The status, the sessions it ends and their events: one owner transaction (platform/owner.ts).
  await asOwner(tx, async (owner) => {
    const [t] = await owner.select({ code: tenant.code }).from(tenant).where(eq(tenant.id, id));
    if (!t) throw notFound(SAAS_MSG.COMPANY_MISSING);
    if (t.code === DEFAULT_TENANT_CODE) throw badRequest(SAAS_MSG.PLATFORM_COMPANY);
    await owner.update(tenant).set({ status }).where(eq(tenant.id, id));
    if (status === 1) return;
    const ended = await owner.update(authSession).set({ revokedAt: new Date(), revokedReason: 'company_suspended' })
      .where(and(eq(authSession.tenantId, id), isNull(authSession.revokedAt)))
      .returning({ userId: authSession.userId });
    // Open push sockets of those sessions close on every instance, once this transaction commits.
    for (const userId of new Set(ended.map((s) => s.userId))) await publishEvent(owner, TOPIC.SESSION_REVOKED, { tenantId: id, userId });
  });
}

// ---------------------------------------------------------------------------------------------
// The caller's own company (saas-admincompany-info)
// ---------------------------------------------------------------------------------------------

export async function ownCompany(tx: Db, actor: SessionInfo) {
  return publicCompany(tx, actor.tenantId);
}

export async function saveOwnCompany(tx: Db, actor: SessionInfo, input: z.output<typeof ZSaasOwnCompanySave>) {
  const logos = logoValues(input);
  await asOwner(tx, (owner) => owner.update(tenant).set({ name: input.name, ...logos }).where(eq(tenant.id, actor.tenantId)));
  return publicCompany(tx, actor.tenantId);
}

// ---------------------------------------------------------------------------------------------
// Grades and their menus (saas-enterprise-menu, /b/saas/menu/*)
// ---------------------------------------------------------------------------------------------

export async function listGrades(tx: Db, actor: SessionInfo) {
  await assertPlatform(tx, actor);
  return asOwner(tx, async (owner) => {
    const used = new Map((await owner.select({ gradeId: saasCompany.gradeId, n: count() }).from(saasCompany).groupBy(saasCompany.gradeId))
      .map((r) => [r.gradeId, Number(r.n)]));
    const rows = await owner.select().from(saasGrade).orderBy(asc(saasGrade.sort), asc(saasGrade.code));
    return rows.map((g) => ({ id: g.id, code: g.code, name: g.name, sort: g.sort, remark: g.remark, menuCount: g.menuCodes.length, companyCount: used.get(g.id) ?? 0 }));
  });
}

export async function saveGrade(tx: Db, actor: SessionInfo, input: z.output<typeof ZSaasGradeSave>) {
  await assertPlatform(tx, actor);
  return asOwner(tx, async (owner) => {
    const [taken] = await owner.select({ id: saasGrade.id }).from(saasGrade)
      .where(input.id ? and(eq(saasGrade.code, input.code), ne(saasGrade.id, input.id)) : eq(saasGrade.code, input.code));
    if (taken) throw badRequest(SAAS_MSG.GRADE_CODE_TAKEN);
    const values = { code: input.code, name: input.name, sort: input.sort ?? 0, remark: input.remark ?? null };
    let id = input.id;
    if (id) {
      const done = await owner.update(saasGrade).set({ ...values, updatedDate: new Date(), version: sql`${saasGrade.version} + 1` })
        .where(eq(saasGrade.id, id)).returning({ id: saasGrade.id });
      if (!done.length) throw notFound(SAAS_MSG.GRADE_MISSING);
    } else {
      id = newId();
      await owner.insert(saasGrade).values({ id, ...values });
    }
    const [g] = await owner.select().from(saasGrade).where(eq(saasGrade.id, id));
    const [used] = await owner.select({ n: count() }).from(saasCompany).where(eq(saasCompany.gradeId, id));
    return { id: g.id, code: g.code, name: g.name, sort: g.sort, remark: g.remark, menuCount: g.menuCodes.length, companyCount: Number(used?.n ?? 0) };
  });
}

export async function deleteGrade(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  await assertPlatform(tx, actor);
  await asOwner(tx, async (owner) => {
    const [used] = await owner.select({ n: count() }).from(saasCompany).where(eq(saasCompany.gradeId, id));
    if (Number(used?.n ?? 0) > 0) throw badRequest(SAAS_MSG.GRADE_IN_USE);
    const done = await owner.delete(saasGrade).where(eq(saasGrade.id, id)).returning({ id: saasGrade.id });
    if (!done.length) throw notFound(SAAS_MSG.GRADE_MISSING);
  });
}

/**
 * The menus a grade may hold are the platform's seeded menus (they have codes; every company gets
 * the same ones); the platform-only ones (company and grade management) are never offered.
 */
export const PLATFORM_ONLY_MENUS = ['system.saas.enterprise', 'system.saas.menu'];
const platformOnly = (code: string) => PLATFORM_ONLY_MENUS.some((p) => code === p || code.startsWith(`${p}.`));

export async function gradeMenuTree(tx: Db, actor: SessionInfo, gradeId: string): Promise<{ tree: TSaasMenuNode[]; checked: string[] }> {
  await assertPlatform(tx, actor);
  const [g] = await tx.select().from(saasGrade).where(eq(saasGrade.id, gradeId));
  if (!g) throw badRequest(SAAS_MSG.GRADE_MISSING);
  // The caller's company is the platform: its seeded menus are the catalogue.
  const rows = await tx.select({ id: sysMenu.id, parentId: sysMenu.parentId, code: sysMenu.code, name: sysMenu.name, type: sysMenu.type, permission: sysMenu.permission })
    .from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  const nodes = new Map<string, TSaasMenuNode & { parentId: string | null }>();
  for (const m of rows) {
    if (!m.code || platformOnly(m.code)) continue;
    nodes.set(m.id, { code: m.code, name: m.name, type: m.type, permission: m.permission, parentId: m.parentId, children: [] });
  }
  const roots: TSaasMenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parentId) roots.push(n);
  }
  const strip = (n: TSaasMenuNode & { parentId?: string | null }): TSaasMenuNode => ({ code: n.code, name: n.name, type: n.type, permission: n.permission, children: n.children.map(strip) });
  return { tree: roots.map(strip), checked: g.menuCodes.filter((c) => !platformOnly(c)) };
}

/** Saves a grade's menus: the given codes with their ancestors (a menu shows under its parents). */
export async function saveGradeMenus(tx: Db, actor: SessionInfo, gradeId: string, codes: string[]): Promise<number> {
  await assertPlatform(tx, actor);
  const rows = await tx.select({ id: sysMenu.id, parentId: sysMenu.parentId, code: sysMenu.code }).from(sysMenu);
  const byId = new Map(rows.map((m) => [m.id, m]));
  const byCode = new Map(rows.filter((m) => m.code).map((m) => [m.code!, m]));
  const unknown = codes.filter((c) => !byCode.has(c) || platformOnly(c));
  if (unknown.length) throw badRequest(`菜单不存在或不能分配给企业：${unknown.slice(0, 3).join('、')}`);
  const keep = new Set<string>();
  for (const c of codes) {
    for (let m = byCode.get(c); m && m.code && !keep.has(m.code); m = m.parentId ? byId.get(m.parentId) : undefined) keep.add(m.code);
  }
  const menuCodes = [...keep].sort();
  const done = await asOwner(tx, (owner) => owner.update(saasGrade).set({ menuCodes, updatedDate: new Date(), version: sql`${saasGrade.version} + 1` })
    .where(eq(saasGrade.id, gradeId)).returning({ id: saasGrade.id }));
  if (!done.length) throw badRequest(SAAS_MSG.GRADE_MISSING);
  return menuCodes.length;
}
