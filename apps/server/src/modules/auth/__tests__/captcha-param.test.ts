import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, body, TEST_ADMIN_PASSWORD } from '../../../../test/helpers.js';
import { type TestContext, useTestApp } from '../../../../test/use-test-app.js';

/*
 * 启用图形验证码 (login.captcha) decides at sign-in; ECMS_CAPTCHA, when set, overrides it.
 * (useTestApp's config sets ECMS_CAPTCHA=off; `captcha: undefined` is an unset variable.)
 */

const signIn = (t: TestContext) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
const loginData = async (t: TestContext) => body<{ captchaEnabled: boolean }>(await t.app.inject({ method: 'GET', url: '/api/getLoginData' })).data;

describe('login.captcha without ECMS_CAPTCHA', () => {
  const t = useTestApp({ captcha: undefined });
  let admin: string;
  beforeAll(async () => {
    // Seeded on: sign in once with the parameter off, then switch it through the page's API.
    await t.db.execute(sql`update sys_param set value = 'false' where key = 'login.captcha'`);
    admin = await t.token();
  });

  const setParam = async (value: string) => {
    const { rows } = await t.db.execute(sql`select id, version from sys_param where key = 'login.captcha'`) as unknown as { rows: { id: string; version: number }[] };
    const res = await t.app.inject({ method: 'PUT', url: '/api/a/sys/param', headers: auth(admin), payload: { id: rows[0].id, value, version: rows[0].version } });
    expect(res.statusCode).toBe(200);
  };

  it('switching the parameter changes whether /login asks for the captcha', async () => {
    expect((await loginData(t)).captchaEnabled).toBe(false);
    expect((await signIn(t)).statusCode).toBe(200);

    await setParam('true');
    expect((await loginData(t)).captchaEnabled).toBe(true);
    const asked = await signIn(t);
    expect(asked.statusCode).toBe(400);
    expect(body(asked).msg).toBe('请输入图形验证码');
    // SMS codes are sent only after the image captcha too.
    const sms = await t.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone: '13800000000' } });
    expect(body(sms).msg).toBe('请输入图形验证码');

    await setParam('false');
    expect((await loginData(t)).captchaEnabled).toBe(false);
    expect((await signIn(t)).statusCode).toBe(200);
  });

  it('reports no parameter overridden by a start-up variable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/a/sys/param/overrides', headers: auth(admin) });
    expect(body(res).data).toEqual({});
  });
});

describe('ECMS_CAPTCHA set: overrides the parameter', () => {
  const t = useTestApp({ captcha: false });

  it('signs in without the captcha although login.captcha is on, and says which parameter is overridden', async () => {
    const { rows } = await t.db.execute(sql`select value from sys_param where key = 'login.captcha'`) as unknown as { rows: { value: string }[] };
    expect(rows[0].value).toBe('true');
    expect((await loginData(t)).captchaEnabled).toBe(false);
    const res = await signIn(t);
    expect(res.statusCode).toBe(200);
    const overrides = await t.app.inject({ method: 'GET', url: '/api/a/sys/param/overrides', headers: auth(body<{ authToken: string }>(res).data.authToken) });
    expect(body(overrides).data).toEqual({ 'login.captcha': 'false' });
  });

  it('needs the parameter page permission to read the overrides', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/a/sys/param/overrides' });
    expect(res.statusCode).toBe(401);
  });
});
