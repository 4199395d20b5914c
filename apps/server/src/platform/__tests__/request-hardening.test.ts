import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysRoleMenu } from '../../db/schema/index.js';
import { body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { DEFAULT_BODY_LIMIT } from '../../app.js';

/*
 * Issue 13: request-level hardening that lives in the platform (app.ts hooks, the auth hook),
 * not in any one route. Each case failed on main before the fix.
 */
const ctx = useTestApp();
const cookie = async (login = 'admin') => ({ cookie: `AuthToken=${await ctx.token(login)}` });

describe('request bodies (finding 1)', () => {
  it('refuses a JSON body over the default limit with 413 and the envelope, and the server answers on', async () => {
    const big = { params: { name$like: 'x' }, pad: 'y'.repeat(DEFAULT_BODY_LIMIT + 1) };
    const res = await ctx.call('admin', 'POST', '/api/share/user/queryList', big);
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ success: false, code: 413 });
    const after = await ctx.call(null, 'GET', '/api/share/param/paramList');
    expect(after.statusCode).toBeLessThan(500);
  });
});

describe('bad input is 4xx (finding 8)', () => {
  it('answers a NUL byte in a sign-in, a body, a query or a path with 400', async () => {
    const login = await ctx.call(null, 'POST', '/api/login', { username: 'ad\u0000min', password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(body(login)).toMatchObject({ success: false, msg: '请求内容包含不允许的字符' });
    const list = await ctx.call('admin', 'POST', '/api/a/sys/user/queryList', { params: { 'name\u0000': 'x' } });
    expect(list.statusCode).toBe(400);
    // Text where the column holds a number: a data exception of the database, answered 400 (was 500).
    const typed = await ctx.call('admin', 'POST', '/api/a/sys/user/queryList', { params: { status: 'abc' } });
    expect(typed.statusCode).toBe(400);
    expect(body(typed)).toMatchObject({ success: false, msg: '参数不正确' });
    const path = await ctx.call('admin', 'GET', '/api/a/sys/role/copyRoleMenu/a%00/b');
    expect(path.statusCode).toBe(400);
  });
});

describe('cross-site requests (finding 3)', () => {
  it('refuses the spec\'s state-changing GETs without the header token (a plain link with the cookie)', async () => {
    const target = await ctx.make.role({ perms: [] });
    const admin = await ctx.make.role({ perms: ['sys:role:view', 'sys:role:edit', 'sys:user:view', 'sys:menu:view'] });
    const url = `/api/a/sys/role/copyRoleMenu/${admin.id}/${target.id}`;
    const viaLink = await ctx.app.inject({ method: 'GET', url, headers: { ...(await cookie()), referer: 'https://evil.example/' } });
    expect(viaLink.statusCode).toBe(403);
    expect(await ctx.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, target.id))).toHaveLength(0);
    // The web app's own call (header token, same origin) still copies.
    const viaApp = await ctx.call('admin', 'GET', url, undefined, { 'sec-fetch-site': 'same-origin' });
    expect(viaApp.statusCode).toBe(200);
    expect((await ctx.db.select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, target.id)))).length).toBeGreaterThan(0);
  });

  it('does not sign out through a cross-site link', async () => {
    const token = await ctx.token('admin');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: `AuthToken=${token}`, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await ctx.call('admin', 'GET', '/api/user/info')).statusCode).toBe(200);
  });

  it('answers no route signed in for a cross-site request carrying the cookie', async () => {
    const headers = { ...(await cookie()), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const routes = ctx.app.registry.routes.filter((r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method));
    let probed = 0;
    for (const r of routes) {
      const url = r.url.replace(/:[^/]+/g, 'x').replace(/\*$/, '/x');
      const payload = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const res = await ctx.app.inject({ method: r.method as 'GET', url, headers, payload });
      // A route refuses before its handler (403), or it is public and answers as it answers anyone.
      if (res.statusCode !== 403) {
        const anonymous = await ctx.app.inject({ method: r.method as 'GET', url, payload });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(anonymous.statusCode);
      }
      probed++;
    }
    expect(probed).toBeGreaterThan(200);
    // The session is intact afterwards.
    expect((await ctx.call('admin', 'GET', '/api/user/info')).statusCode).toBe(200);
  });
});

describe('tokens in URLs (finding 6)', () => {
  it('accepts ?AuthToken= only on the calls the spec gives one', async () => {
    const token = await ctx.token('admin');
    const elsewhere = await ctx.app.inject({ method: 'GET', url: `/api/b/notice/msg/toReadNumber/0?AuthToken=${token}` });
    expect(elsewhere.statusCode).toBe(401);
    const info = await ctx.app.inject({ method: 'GET', url: `/api/user/info?token=${token}` });
    expect(info.statusCode).toBe(200);
    const handOff = await ctx.app.inject({ method: 'GET', url: `/api/login/initAuthToken?AuthToken=${token}` });
    expect(handOff.statusCode).toBe(200);
    expect(String(handOff.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
  });
});

describe('security headers (finding 6)', () => {
  it('sends CSP, frame-ancestors, nosniff and Referrer-Policy on API answers and the not-found answer', async () => {
    for (const res of [await ctx.call('admin', 'GET', '/api/user/info'), await ctx.call(null, 'GET', '/api/nothing-here')]) {
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      // No TLS proxy configured: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
