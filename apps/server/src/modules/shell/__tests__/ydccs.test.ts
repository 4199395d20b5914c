import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, body, type TestApp } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const SECRET = 'k'.repeat(24) + '-ydccs-shared-key';
const ctx = useTestApp({ ydccsSecret: SECRET, ydccsTokenSeconds: 300 });
const unconfigured = useTestApp({ ydccsSecret: undefined });

const setSite = (app: TestApp, url: string) => app.database.db.execute(sql`update sys_param set value = ${url} where key = 'ydccs.server.url'`);
const call = (app: TestApp, token?: string) =>
  app.app.inject({ method: 'POST', url: '/api/b/ydccs/login', headers: token ? auth(token) : {} });
const part = (jwt: string, i: number) => JSON.parse(Buffer.from(jwt.split('.')[i], 'base64url').toString()) as Record<string, unknown>;

describe('POST /b/ydccs/login', () => {
  it('hands out a short-lived HS256 token naming the user, bound to the site, never the session token', async () => {
    await setSite(ctx.t, 'https://kf.example.cn/entry?from=ecms');
    const session = await ctx.token('zhangwei');
    const before = Math.floor(Date.now() / 1000);
    const res = await call(ctx.t, session);
    expect(res.statusCode).toBe(200);
    const { token, url, expiresIn } = body<{ token: string; url: string; expiresIn: number }>(res).data;
    expect(url).toBe('https://kf.example.cn/entry?from=ecms');
    expect(expiresIn).toBe(300);
    expect(token).not.toContain(session);
    const [h, p, sig] = token.split('.');
    // The site verifies it with the shared key like any JWT.
    expect(createHmac('sha256', SECRET).update(`${h}.${p}`).digest('base64url')).toBe(sig);
    expect(createHmac('sha256', 'another key that is long enough!!').update(`${h}.${p}`).digest('base64url')).not.toBe(sig);
    expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = part(token, 1);
    expect(claims).toMatchObject({ iss: 'ecms', aud: 'https://kf.example.cn', loginName: 'zhangwei', name: '张伟' });
    expect(claims.exp as number - (claims.iat as number)).toBe(300);
    expect(claims.iat as number).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(claims)).not.toContain(session);
    // Each call gets its own token id.
    const again = body<{ token: string }>(await call(ctx.t, session)).data.token;
    expect(part(again, 1).jti).not.toBe(claims.jti);
    // The hand-off token does not open this application.
    const misuse = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) });
    expect(misuse.statusCode).toBe(401);
  });

  it('is refused when signed out, when the site address is missing or not http(s), or when no key is set', async () => {
    expect((await call(ctx.t)).statusCode).toBe(401);
    const session = await ctx.token('zhangwei');
    for (const url of ['', 'javascript:alert(1)', 'kf.example.cn']) {
      await setSite(ctx.t, url);
      const res = await call(ctx.t, session);
      expect(res.statusCode, url).toBe(400);
      expect(body(res).msg).toBe('客服平台未配置，请联系管理员');
    }
    await setSite(unconfigured.t, 'https://kf.example.cn');
    const res = await call(unconfigured.t, await unconfigured.token('zhangwei'));
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('客服平台未配置，请联系管理员');
  });
});
