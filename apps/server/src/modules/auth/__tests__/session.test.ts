import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { queryRows } from '../../../platform/sql.js';

const ctx = useTestApp();

const info = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) });

describe('sessions', () => {
  it('answers 401 without a token and with a made-up one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/user/info' });
    expect(none.statusCode).toBe(401);
    expect(body(none)).toMatchObject({ success: false, code: 401 });
    expect((await info('made-up-token')).statusCode).toBe(401);
  });

  it('reads the token from the header, the cookie and ?token=', async () => {
    const token = await ctx.t.login();
    expect((await info(token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/info', cookies: { AuthToken: token } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/info?token=${token}` })).statusCode).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const token = await ctx.t.login();
    const out = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('expires an idle session and one past its absolute lifetime', async () => {
    const idle = await ctx.t.login();
    await ctx.db.execute(sql`update auth_session set last_seen_at = now() - interval '3 hours' where revoked_at is null and method = 'password'
      and id = (select id from auth_session order by created_at desc limit 1)`);
    expect((await info(idle)).statusCode).toBe(401);

    const old = await ctx.t.login();
    await ctx.db.execute(sql`update auth_session set expires_at = now() - interval '1 second'
      where id = (select id from auth_session order by created_at desc limit 1)`);
    expect((await info(old)).statusCode).toBe(401);
  });

  it('validates a token carried in a URL (/login/initAuthToken)', async () => {
    const token = await ctx.t.login();
    const good = await ctx.app.inject({ method: 'GET', url: `/api/login/initAuthToken?AuthToken=${token}` });
    expect(good.statusCode).toBe(200);
    expect(body<{ valid: boolean }>(good).data.valid).toBe(true);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/login/initAuthToken?AuthToken=nope' });
    expect(bad.statusCode).toBe(401);
  });

  it('gives a staff user only the menus of their roles', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const u = body<{ isAdmin: boolean; menuList: { permission: string | null }[]; permissions: string[] }>(await info(token));
    expect(u.data.isAdmin).toBe(false);
    expect(u.data.permissions).not.toContain('system');
    const nav = body<unknown[]>(await ctx.app.inject({ method: 'GET', url: '/api/user/nav', headers: auth(token) }));
    expect(nav.data.length).toBe(u.data.menuList.length);
  });

  it('forbids an administrator call to a user without the permission (403)', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/a/sys/param/queryList', headers: auth(token), payload: {} });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('没有权限执行此操作');
  });

  it('decides a guarded call by the caller\'s enabled roles on every request: a role\'s menu, the role disabled, the admin role', async () => {
    // The session lookup checks the right only where it decides (an administrator skips the role-menu walk): each change
    // below is made in the database between two calls and must show on the very next one.
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const call = async () => (await ctx.app.inject({ method: 'POST', url: '/api/a/sys/param/queryList', headers: auth(token), payload: {} })).statusCode;
    const t = ctx.tenantId;
    const uid = await ctx.uid('zhangwei');
    const [{ roleId }] = await queryRows<{ roleId: string }>(ctx.db, sql`select ur.role_id as "roleId" from sys_user_role ur
      join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id where ur.tenant_id = ${t} and ur.user_id = ${uid} and r.code <> 'admin' limit 1`);
    const [{ menuId }] = await queryRows<{ menuId: string }>(ctx.db, sql`select id as "menuId" from sys_menu where tenant_id = ${t} and permission = 'sys:param:view' limit 1`);
    const [{ adminId }] = await queryRows<{ adminId: string }>(ctx.db, sql`select id as "adminId" from sys_role where tenant_id = ${t} and code = 'admin'`);
    expect(await call()).toBe(403);
    await ctx.db.execute(sql`insert into sys_role_menu (tenant_id, role_id, menu_id) values (${t}, ${roleId}, ${menuId})`);
    expect(await call()).toBe(200);
    await ctx.db.execute(sql`update sys_role set status = 0 where tenant_id = ${t} and id = ${roleId}`);
    expect(await call()).toBe(403);
    await ctx.db.execute(sql`update sys_role set status = 1 where tenant_id = ${t} and id = ${roleId}`);
    expect(await call()).toBe(200);
    await ctx.db.execute(sql`delete from sys_role_menu where tenant_id = ${t} and role_id = ${roleId} and menu_id = ${menuId}`);
    expect(await call()).toBe(403);
    await ctx.db.execute(sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${t}, ${uid}, ${adminId})`);
    expect(await call()).toBe(200);
    await ctx.db.execute(sql`update sys_role set status = 0 where tenant_id = ${t} and id = ${adminId}`);
    expect(await call()).toBe(403);
    await ctx.db.execute(sql`update sys_role set status = 1 where tenant_id = ${t} and id = ${adminId}`);
    await ctx.db.execute(sql`delete from sys_user_role where tenant_id = ${t} and user_id = ${uid} and role_id = ${adminId}`);
    expect(await call()).toBe(403);
  });

  it('counts online users', async () => {
    const token = await ctx.t.login();
    const res = body<{ onlineNo: number; totalNo: number }>(await ctx.app.inject({ method: 'GET', url: '/api/a/session/online/NO', headers: auth(token) }));
    expect(res.data.onlineNo).toBeGreaterThanOrEqual(1);
    expect(res.data.totalNo).toBeGreaterThanOrEqual(20);
  });
});

describe('personal info and settings', () => {
  it('lets staff edit employee number, job and e-mail', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/a/sys/user/updateLoginUser', headers: auth(token), payload: { no: 'E9001', job: '高级造价工程师', email: 'zw@demo.ecms.cn' } });
    expect(res.statusCode).toBe(200);
    expect(body<{ no: string; job: string; email: string; deptInfo: { job: string } }>(res).data).toMatchObject({ no: 'E9001', job: '高级造价工程师', email: 'zw@demo.ecms.cn', deptInfo: { job: '高级造价工程师' } });
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/a/sys/user/updateLoginUser', headers: auth(token), payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('邮箱格式不正确');
  });

  it('stores a user-config key and returns it in user info', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/b/member/config/updateUserConfig', headers: auth(token), payload: { key: 'flow_start_List', value: ['contract', 'cost'] } });
    expect(body(res).msg).toBe('设置成功');
    const u = body<{ userConfig: Record<string, unknown> }>(await info(token));
    expect(u.data.userConfig.flow_start_List).toEqual(['contract', 'cost']);
  });
});
