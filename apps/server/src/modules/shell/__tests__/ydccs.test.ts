import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, body, createTestApp, TEST_DEMO_PASSWORD, type TestApp } from '../../../../test/helpers.js';

const SECRET = 'k'.repeat(24) + '-ydccs-shared-key';
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ydccsSecret: SECRET, ydccsTokenSeconds: 300 });
  unconfigured = await createTestApp({ ydccsSecret: undefined });
});
afterAll(async () => { await t.close(); await unconfigured.close(); });

const setSite = (app: TestApp, url: string) => app.database.db.execute(sql`update sys_param set value = ${url} where key = 'ydccs.server.url'`);
const call = (app: TestApp, token?: string) =>
  app.app.inject({ method: 'POST', url: '/api/b/ydccs/login', headers: token ? auth(token) : {} });
const part = (jwt: string, i: number) => JSON.parse(Buffer.from(jwt.split('.')[i], 'base64url').toString()) as Record<string, unknown>;

describe('POST /b/ydccs/login', () => {
  it('hands out a short-lived HS256 token naming the user, bound to the site, never the session token', async () => {
    await setSite(t, 'https://kf.example.cn/entry?from=ecms');
    const session = await t.login('zhangwei', TEST_DEMO_PASSWORD);
    const before = Math.floor(Date.now() / 1000);
    const res = await call(t, session);
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
    const again = body<{ token: string }>(await call(t, session)).data.token;
    expect(part(again, 1).jti).not.toBe(claims.jti);
    // The hand-off token does not open this application.
    const misuse = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) });
    expect(misuse.statusCode).toBe(401);
  });

  it('is refused when signed out, when the site address is missing or not http(s), or when no key is set', async () => {
    expect((await call(t)).statusCode).toBe(401);
    const session = await t.login('zhangwei', TEST_DEMO_PASSWORD);
    for (const url of ['', 'javascript:alert(1)', 'kf.example.cn']) {
      await setSite(t, url);
      const res = await call(t, session);
      expect(res.statusCode, url).toBe(400);
      expect(body(res).msg).toBe('客服平台未配置，请联系管理员');
    }
    await setSite(unconfigured, 'https://kf.example.cn');
    const res = await call(unconfigured, await unconfigured.login('zhangwei', TEST_DEMO_PASSWORD));
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('客服平台未配置，请联系管理员');
  });
});
