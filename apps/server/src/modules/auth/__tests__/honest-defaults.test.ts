import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi, MUST_CHANGE_PASSWORD, sessionApi, userApi } from '@ecms/shared';
import { configProblems, testConfig } from '../../../config.js';
import { openDatabase } from '../../../db/client.js';
import { migrate } from '../../../db/migrate.js';
import { sysUser } from '../../../db/schema/index.js';
import { seed } from '../../../db/seed/index.js';
import { DEMO_USERS } from '../../../db/seed/data/index.js';
import { appModules } from '../../../modules/index.js';
import { queryRows } from '../../../platform/sql.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Issue 13, finding 5 (honest defaults): the demo accounts share one password, so each must change
 * it on first sign-in and none is an administrator; a password chosen in the environment passes
 * the password rule or the start refuses; "must change password" holds on the server for every
 * call but the change itself, sign-out and user info.
 */

const ctx = useTestApp();

describe('the seed of a fresh embedded database', () => {
  it('makes every demo account change its password first, and no demo account an administrator', async () => {
    const database = await openDatabase({});
    try {
      await migrate(database);
      const config = testConfig({ demo: true, adminPassword: 'Admin@2026!', demoPassword: 'Demo@2026!' });
      const seeded = await seed(database, config, { info: () => undefined, warn: () => undefined }, appModules);
      expect(seeded.demoUsers).toBe(DEMO_USERS.length);
      const rows = await queryRows<{ login_name: string; must_change_password: boolean; admin: boolean }>(database.db, sql`
        select u.login_name, u.must_change_password,
          exists (select 1 from sys_user_role ur join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                  where ur.tenant_id = u.tenant_id and ur.user_id = u.id and r.code = 'admin') as admin
        from sys_user u where u.tenant_id = ${seeded.tenantId}`);
      const demo = rows.filter((r) => r.login_name !== 'admin');
      expect(demo.map((r) => r.login_name).sort()).toEqual(DEMO_USERS.map((u) => u.loginName).sort());
      expect(demo.filter((r) => !r.must_change_password).map((r) => r.login_name)).toEqual([]);
      expect(demo.filter((r) => r.admin).map((r) => r.login_name)).toEqual([]);
      // The one administrator is the one the environment named.
      expect(rows.filter((r) => r.admin).map((r) => r.login_name)).toEqual(['admin']);
    } finally {
      await database.close();
    }
  }, 300_000);
});

describe('a password chosen in the environment', () => {
  it('must pass the password rule: configProblems names the variable and the rule', () => {
    expect(configProblems(testConfig({ adminPassword: 'Admin@2026!', demoPassword: undefined }))).toEqual([]);
    expect(configProblems(testConfig({ adminPassword: '123456' }))).toEqual([
      'ECMS_ADMIN_PASSWORD 不符合密码规则（至少包括字母、数字、特殊字符任意2种且不少于8个字符），请换一个更强的密码后再启动',
    ]);
    expect(configProblems(testConfig({ adminPassword: 'Admin@2026!', demoPassword: 'abcdefgh' }))[0]).toMatch(/^ECMS_DEMO_PASSWORD 不符合密码规则/);
  });

  it('makes the start refuse with that message before it touches the data directory', async () => {
    const root = path.resolve(import.meta.dirname, '../../../../../..');
    const dataDir = path.join(os.tmpdir(), `ecms-never-started-${process.pid}`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { ...process.env, ECMS_ADMIN_PASSWORD: '12345678', ECMS_DATA_DIR: dataDir, DATABASE_URL: '', PORT: '18799' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    clearTimeout(timer);
    expect(out).toContain('ECMS 拒绝启动：ECMS_ADMIN_PASSWORD 不符合密码规则');
    expect(code).toBe(1);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 150_000);
});

describe('must change password, enforced by the server', () => {
  it('answers 403 MUST_CHANGE_PASSWORD to every call but the change, sign-out and user info, until changed', async () => {
    const u = await ctx.make.user({ roles: [{ perms: ['sys:user:view'], scopes: { sys_user: 'all' } }] });
    await ctx.db.update(sysUser).set({ mustChangePassword: true }).where(and(eq(sysUser.tenantId, ctx.tenantId), eq(sysUser.id, u.id)));

    const signed = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: u.loginName, password: TEST_DEMO_PASSWORD } });
    expect(signed.statusCode).toBe(200);
    const { authToken, mustChangePassword } = body<{ authToken: string; mustChangePassword: boolean }>(signed).data;
    expect(mustChangePassword).toBe(true);
    const as = client(ctx.app, authToken);

    // Who am I: allowed, and says so.
    const info = await as.send(sessionApi.userInfo, { query: {} });
    expect(info.statusCode).toBe(200);
    expect(info.body.data.mustChangePassword).toBe(true);

    // Anything else: refused with the code, whatever the route's own permission.
    for (const res of [
      await ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(authToken), payload: { pageSize: 10 } }),
      await ctx.app.inject({ method: 'GET', url: '/api/b/notice/msg/toReadNumber/0', headers: auth(authToken) }),
      await ctx.app.inject({ method: 'GET', url: '/api/user/nav', headers: auth(authToken) }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: MUST_CHANGE_PASSWORD.code, msg: MUST_CHANGE_PASSWORD.msg });
    }

    // The change itself is allowed; afterwards the new password's session works everywhere.
    const changed = await as.send(authApi.modPassword, { body: { oldPassword: TEST_DEMO_PASSWORD, newPassword: 'Fresh#2026x', repeatPassword: 'Fresh#2026x' } });
    expect(changed.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: u.loginName, password: 'Fresh#2026x' } });
    const fresh = body<{ authToken: string; mustChangePassword: boolean }>(again).data;
    expect(fresh.mustChangePassword).toBe(false);
    expect((await client(ctx.app, fresh.authToken).send(userApi.queryList, { body: { pageSize: 10 } })).statusCode).toBe(200);
  });

  it('lets such a user sign out', async () => {
    const u = await ctx.make.user();
    await ctx.db.update(sysUser).set({ mustChangePassword: true }).where(and(eq(sysUser.tenantId, ctx.tenantId), eq(sysUser.id, u.id)));
    const token = await ctx.t.login(u.loginName, TEST_DEMO_PASSWORD);
    const out = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) })).statusCode).toBe(401);
  });
});
