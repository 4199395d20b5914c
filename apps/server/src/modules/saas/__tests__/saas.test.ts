import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi, bankDetailApi, menuApi, SAAS_MSG, saasApi, sessionApi, type TMenuNav } from '@ecms/shared';
import { bdDict, saasGrade, sysMenu, sysParam, sysRole, sysRoleMenu, sysUser, sysUserRole, wfDefinition } from '../../../db/schema/index.js';
import { hashPassword } from '../../../platform/auth/crypto.js';
import { newId } from '../../../platform/ids.js';
import { client } from '../../../../test/api-client.js';
import { TEST_ADMIN_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

// A 1x1 PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function gradeId(code: string): Promise<string> {
  const [g] = await ctx.db.select({ id: saasGrade.id }).from(saasGrade).where(eq(saasGrade.code, code));
  return g.id;
}

let seq = 0;
/** A company made through the platform administrator's call; returns what the answer showed. */
async function createCompany(grade = 'standard', extra: Record<string, unknown> = {}) {
  const code = `co${Date.now().toString(36)}${seq++}`;
  const res = await ctx.client('admin').send(saasApi.companySave, {
    body: { name: `测试企业${code}`, code, gradeId: await gradeId(grade), logo: PNG, adminName: '企业管理员', ...extra },
  });
  expect(res.statusCode, res.text).toBe(200);
  return { ...res.body.data, msg: res.body.msg };
}

async function saasSignIn(companyId: string, username: string, password: string) {
  return client(ctx.app).send(authApi.saasLogin, { body: { username, password, companyId } });
}

const NEW_PASSWORD = 'Changed#2026b';
/**
 * The company's administrator as a user meets it: first sign-in with the shown password, the forced
 * change, then a session with the new password.
 */
async function adminOf(c: { id: string; initialPassword: string | null }) {
  const first = (await saasSignIn(c.id, 'admin', c.initialPassword!)).body.data.authToken;
  await client(ctx.app, first).call(authApi.modPassword, { body: { oldPassword: c.initialPassword!, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD } });
  const again = await saasSignIn(c.id, 'admin', NEW_PASSWORD);
  expect(again.body.data.mustChangePassword).toBe(false);
  return client(ctx.app, again.body.data.authToken);
}

const flat = (nodes: TMenuNav[]): TMenuNav[] => nodes.flatMap((n) => [n, ...flat((n.children ?? []) as TMenuNav[])]);

describe('SaaS companies', () => {
  it('the platform administrator creates a provisioned company whose administrator must change the shown-once password', async () => {
    const c = await createCompany();
    expect(c.msg).toBe(SAAS_MSG.CREATED);
    expect(c.initialPassword).toMatch(/.{12,}/);
    expect(c.adminLoginName).toBe('admin');
    expect(c.loginUrl).toBe(`/saasLogin?companyId=${c.id}`);

    // A fresh install's rows: menus, dictionaries, parameters, flows, roles.
    const n = async (t: typeof sysMenu | typeof bdDict | typeof sysParam | typeof wfDefinition | typeof sysRole) =>
      Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(t).where(eq(t.tenantId, c.id)))[0].n);
    expect(await n(sysMenu)).toBeGreaterThan(100);
    expect(await n(bdDict)).toBeGreaterThan(50);
    expect(await n(sysParam)).toBeGreaterThan(5);
    expect(await n(wfDefinition)).toBeGreaterThan(0);
    expect(await n(sysRole)).toBe(Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(sysRole).where(eq(sysRole.tenantId, ctx.tenantId)))[0].n));
    const [admin] = await ctx.db.select().from(sysUser).where(eq(sysUser.tenantId, c.id));
    expect(admin.mustChangePassword).toBe(true);
    expect(admin.passwordHash).not.toContain(c.initialPassword!);

    // The password is never shown again: editing answers none.
    const edit = await ctx.client('admin').data(saasApi.companySave, { body: { id: c.id, name: '改名企业', gradeId: await gradeId('standard') } });
    expect(edit.initialPassword).toBeNull();

    // Its sign-in page shows the name and the logo; the logo is served as an image.
    const pub = await client(ctx.app).data(saasApi.company, { params: { companyId: c.id } });
    expect(pub).toMatchObject({ id: c.id, name: '改名企业', platform: false, logo2: null });
    const img = await ctx.app.inject({ method: 'GET', url: pub.logo! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Its administrator signs in at the company's sign-in and is told to change the password.
    const signIn = await saasSignIn(c.id, 'admin', c.initialPassword!);
    expect(signIn.statusCode, signIn.text).toBe(200);
    expect(signIn.body.data.mustChangePassword).toBe(true);
    // The same login name of the platform does not open the new company, nor the reverse.
    expect((await saasSignIn(c.id, 'admin', 'wrong-password-1A#')).statusCode).toBe(401);
    expect((await saasSignIn(c.id, 'admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses bad input with the messages, and anyone but the platform', async () => {
    const admin = ctx.client('admin');
    const bad = async (body: Record<string, unknown>) => admin.send(saasApi.companySave, { body: { name: '企业', code: 'okcode1', gradeId: await gradeId('standard'), ...body } as never });
    expect((await bad({ code: 'Bad Code!' })).body.msg).toBe(SAAS_MSG.CODE_FORMAT);
    expect((await bad({ name: ' ' })).body.msg).toBe(SAAS_MSG.NAME_REQUIRED);
    expect((await bad({ gradeId: 'nope' })).body.msg).toBe(SAAS_MSG.GRADE_MISSING);
    expect((await bad({ logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' })).body.msg).toBe(SAAS_MSG.LOGO_FORMAT);
    // Declares PNG but is not one.
    expect((await bad({ logo: 'data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' })).body.msg).toBe(SAAS_MSG.LOGO_FORMAT);
    const c = await createCompany();
    const dup = await bad({ code: c.code });
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe(SAAS_MSG.CODE_TAKEN);

    // A staff member without the right: 403.
    const clerk = await ctx.make.caller({ roles: [{ perms: ['sys:user:view'] }] });
    expect((await client(ctx.app, clerk.token).send(saasApi.companyList, { body: {} })).statusCode).toBe(403);
    // A company's administrator (admin role) manages no companies, even if a grade listed the menu.
    const b = await adminOf(c);
    expect((await b.send(saasApi.companyList, { body: {} })).statusCode).toBe(403);
    expect((await b.send(saasApi.gradeList, {})).statusCode).toBe(403);
    expect((await b.send(saasApi.companyStatus, { params: { id: c.id, status: '0' } })).statusCode).toBe(403);
  });

  it('lists companies with their grade, administrator and users, and filters by name', async () => {
    const c = await createCompany('pro');
    const page = await ctx.client('admin').call(saasApi.companyList, { body: { params: { name: c.code } } });
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ id: c.id, code: c.code, status: 1, gradeName: '专业版', adminLoginName: 'admin', userCount: 1, platform: false });
    const all = await ctx.client('admin').call(saasApi.companyList, { body: {} });
    expect(all.data[0].platform).toBe(true);
    expect((await ctx.client('admin').send(saasApi.companyList, { body: { params: { passwordHash: 'x' } } })).statusCode).toBe(400);
  });

  it('suspending a company ends its sessions and refuses its sign-in; resuming lets it in again', async () => {
    const c = await createCompany();
    const b = await adminOf(c);
    expect((await b.send(sessionApi.userInfo, { query: {} })).statusCode).toBe(200);

    const off = await ctx.client('admin').send(saasApi.companyStatus, { params: { id: c.id, status: '0' } });
    expect(off.body.msg).toBe(SAAS_MSG.SUSPENDED);
    expect((await b.send(sessionApi.userInfo, { query: {} })).statusCode).toBe(401);
    const refused = await saasSignIn(c.id, 'admin', NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.msg).toBe('企业已停用，请联系管理员');
    // Resuming does not bring the old session back.
    await ctx.client('admin').call(saasApi.companyStatus, { params: { id: c.id, status: '1' } });
    expect((await b.send(sessionApi.userInfo, { query: {} })).statusCode).toBe(401);
    expect((await saasSignIn(c.id, 'admin', NEW_PASSWORD)).statusCode).toBe(200);
    // The platform itself cannot be suspended.
    const self = await ctx.client('admin').send(saasApi.companyStatus, { params: { id: ctx.tenantId, status: '0' } });
    expect(self.statusCode).toBe(400);
    expect(self.body.msg).toBe(SAAS_MSG.PLATFORM_COMPANY);
  });
});

describe('grades bound a company\'s menus and rights', () => {
  it('a standard company sees no finance menu and is refused finance calls, even through a role that holds them', async () => {
    const c = await createCompany('standard');
    const b = await adminOf(c);
    const info = await b.data(sessionApi.userInfo, { query: {} });
    const urls = flat(info.menuList as TMenuNav[]).map((m) => m.url ?? '');
    expect(urls).toContain('/sys-manager/user');
    expect(urls.some((u) => u.startsWith('/finance') || u.includes('bank'))).toBe(false);
    expect(urls).not.toContain('/sys-manager/saas-enterprise-user');
    expect(info.permissions).not.toContain('finance:bankDetail:view');
    expect(info.permissions).toContain('sys:saasCompany:view');
    expect((await b.send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(403);
    const nav = flat(await b.data(sessionApi.nav, {}));
    expect(nav.some((m) => m.permission?.startsWith('finance:'))).toBe(false);
    // Menu management and role authorisation offer only the edition's menus.
    const manageable = flat((await b.data(menuApi.queryTree, { body: {} })) as never as TMenuNav[]);
    expect(manageable.some((m) => m.permission === 'sys:user:view')).toBe(true);
    expect(manageable.some((m) => m.permission?.startsWith('finance:'))).toBe(false);

    // A role of the company holding the finance menus (written straight into its tables) grants nothing.
    const roleId = newId();
    const userId = newId();
    await ctx.db.insert(sysRole).values({ tenantId: c.id, id: roleId, code: 'fin', name: '财务' });
    const finMenus = await ctx.db.select({ id: sysMenu.id }).from(sysMenu).where(and(eq(sysMenu.tenantId, c.id), like(sysMenu.permission, 'finance:%')));
    expect(finMenus.length).toBeGreaterThan(0);
    await ctx.db.insert(sysRoleMenu).values(finMenus.map((m) => ({ tenantId: c.id, roleId, menuId: m.id })));
    await ctx.db.insert(sysUser).values({ tenantId: c.id, id: userId, loginName: 'cashier', name: '出纳', passwordHash: await hashPassword('Cashier#2026x') });
    await ctx.db.insert(sysUserRole).values({ tenantId: c.id, userId, roleId });
    const cashier = client(ctx.app, (await saasSignIn(c.id, 'cashier', 'Cashier#2026x')).body.data.authToken);
    expect((await cashier.send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(403);
    expect((await cashier.data(sessionApi.userInfo, { query: {} })).permissions.filter((p) => p.startsWith('finance:'))).toEqual([]);

    // The platform adds the finance area to the grade: the same role and the admin role now reach it.
    const tree = await ctx.client('admin').data(saasApi.menuTree, { body: { gradeId: await gradeId('standard') } });
    const fin = tree.tree.find((n) => n.code === 'finance');
    expect(fin).toBeTruthy();
    expect(tree.checked).not.toContain('finance');
    const codes = [...tree.checked, ...flat([fin!] as never as TMenuNav[]).map((n) => (n as unknown as { code: string }).code)];
    try {
      await ctx.client('admin').call(saasApi.menuSave, { body: { gradeId: await gradeId('standard'), codes } });
      expect((await cashier.send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(200);
      expect((await b.send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(200);
    } finally {
      await ctx.client('admin').call(saasApi.menuSave, { body: { gradeId: await gradeId('standard'), codes: tree.checked } });
    }
    expect((await cashier.send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(403);
  });

  it('the platform is not limited, and the grade tree never offers the platform-only menus', async () => {
    const admin = ctx.client('admin');
    expect((await admin.send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(200);
    const tree = await admin.data(saasApi.menuTree, { body: { gradeId: await gradeId('pro') } });
    const codes = flat(tree.tree as never).map((n) => (n as unknown as { code: string }).code);
    expect(codes).not.toContain('system.saas.enterprise');
    expect(codes).toContain('system.saas.companyInfo');
    const refused = await admin.send(saasApi.menuSave, { body: { gradeId: await gradeId('pro'), codes: ['system.saas.enterprise'] } });
    expect(refused.statusCode).toBe(400);
  });

  it('grades: create, rename, refuse deleting one in use, delete an unused one', async () => {
    const admin = ctx.client('admin');
    const g = await admin.data(saasApi.gradeSave, { body: { code: 'trial', name: '试用版', sort: 5 } });
    expect(g).toMatchObject({ code: 'trial', name: '试用版', menuCount: 0, companyCount: 0 });
    expect((await admin.send(saasApi.gradeSave, { body: { code: 'trial', name: '重复' } })).body.msg).toBe(SAAS_MSG.GRADE_CODE_TAKEN);
    await admin.call(saasApi.menuSave, { body: { gradeId: g.id, codes: ['system.user'] } });
    const list = await admin.data(saasApi.gradeList, {});
    // The parent (系统管理) comes with the menu.
    expect(list.find((x) => x.id === g.id)?.menuCount).toBe(2);
    const c = await createCompany('trial');
    const inUse = await admin.send(saasApi.menuDelete, { params: { id: g.id } });
    expect(inUse.body.msg).toBe(SAAS_MSG.GRADE_IN_USE);
    // The trial company's administrator: 系统管理 > 用户管理 and nothing else, not even its buttons.
    const b = await adminOf(c);
    const info = await b.data(sessionApi.userInfo, { query: {} });
    expect(flat(info.menuList as TMenuNav[]).map((m) => m.url).filter(Boolean)).toEqual(['/sys-manager/user']);
    expect(info.permissions.sort()).toEqual(['sys:user:view', 'system']);
    const g2 = await admin.data(saasApi.gradeSave, { body: { code: 'unused', name: '未用' } });
    expect((await admin.send(saasApi.menuDelete, { params: { id: g2.id } })).statusCode).toBe(200);
  });
});

describe('saas-admincompany-info', () => {
  it('a company administrator edits their own company name and logos, and nobody else\'s', async () => {
    const c = await createCompany();
    const other = await createCompany();
    const b = await adminOf(c);
    const mine = await b.data(saasApi.mine, {});
    expect(mine.id).toBe(c.id);
    const saved = await b.data(saasApi.saveMine, { body: { name: '乙公司', logo: null, logo2: PNG } });
    expect(saved).toMatchObject({ id: c.id, name: '乙公司', logo: null });
    expect(saved.logo2).toContain(`/api/saas/company/${c.id}/logo/logo2`);
    expect((await b.data(sessionApi.userInfo, { query: {} })).tenantName).toBe('乙公司');
    expect((await client(ctx.app).data(saasApi.company, { params: { companyId: other.id } })).name).toBe(`测试企业${other.code}`);
    expect((await b.send(saasApi.saveMine, { body: { name: '' } })).body.msg).toBe(SAAS_MSG.NAME_REQUIRED);
    // Staff of the company without the right: 403.
    const ids = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.tenantId, [c.id]));
    expect(ids.length).toBe(1);
  });

  it('an unknown company answers 404, not a 5xx', async () => {
    const res = await client(ctx.app).send(saasApi.company, { params: { companyId: 'nope' } });
    expect(res.statusCode).toBe(404);
    const img = await ctx.app.inject({ method: 'GET', url: '/api/saas/company/nope/logo/logo' });
    expect(img.statusCode).toBe(404);
  });
});
