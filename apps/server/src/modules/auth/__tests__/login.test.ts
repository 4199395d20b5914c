import { constants, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, body, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload, headers });

describe('POST /api/login', () => {
  it('signs in with the right password and returns a token that opens /user/info', async () => {
    const res = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const b = body<{ authToken: string; mustChangePassword: boolean }>(res);
    expect(b).toMatchObject({ success: true, code: 1000, status: true });
    expect(b.data.authToken.length).toBeGreaterThan(30);
    expect(res.cookies.find((c) => c.name === 'AuthToken')?.httpOnly).toBe(true);

    const info = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(b.data.authToken) });
    const u = body<{ loginName: string; isAdmin: boolean; roles: string[]; menuList: { name: string; children: unknown[] }[]; permissions: string[] }>(info);
    expect(u.data.loginName).toBe('admin');
    expect(u.data.isAdmin).toBe(true);
    expect(u.data.roles).toContain('admin');
    expect(u.data.menuList.length).toBeGreaterThan(3);
    expect(u.data.permissions).toContain('system');
  });

  it('accepts the password encrypted with the public key of /login/getPKeys', async () => {
    const keys = body<{ publicKey: string; algorithm: string }>(await ctx.app.inject({ method: 'GET', url: '/api/login/getPKeys' }));
    expect(keys.data.algorithm).toBe('RSA-OAEP-256');
    const cipher = publicEncrypt({ key: keys.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(TEST_DEMO_PASSWORD)).toString('base64');
    const res = await login({ username: 'zhangwei', password: cipher });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a wrong password and an unknown user with the same message', async () => {
    const a = await login({ username: 'admin', password: 'wrong-Pass1' }, { 'x-forwarded-for': '10.0.0.9' });
    const b = await login({ username: 'nobody', password: 'wrong-Pass1' });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(body(a).msg).toBe('用户名或密码错误');
    expect(body(b).msg).toBe('用户名或密码错误');
    expect(body(a)).toMatchObject({ success: false, status: false });
  });

  it('answers 400 with the Chinese message for a missing field, never 500', async () => {
    const res = await login({ username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('请输入用户名');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).success).toBe(false);
  });

  it('past 5 failures a name waits, whether or not it is an account, and the wait ends by time', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'wuhao', password: 'bad-pass-1' });
    const res = await login({ username: 'wuhao', password: TEST_DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(body(res).msg).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
    // The wait ends by itself (here: the last failure moved into the past).
    await ctx.db.execute(sql`update auth_login_throttle set last_failure_at = now() - interval '1 minute' where login_name = 'wuhao'`);
    expect((await login({ username: 'wuhao', password: TEST_DEMO_PASSWORD })).statusCode).toBe(200);
  });

  describe('with an address limit of 3 failures', () => {
    const throttled = useTestApp({ loginIpMaxFailures: 3 });

    it('throttles an address with too many failures', async () => {
      for (let i = 0; i < 3; i++) {
        const r = await throttled.app.inject({ method: 'POST', url: '/api/login', payload: { username: `ghost${i}`, password: 'x1234567' } });
        expect(r.statusCode).toBe(401);
      }
      const r = await throttled.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
      expect(r.statusCode).toBe(429);
      expect(body(r).msg).toContain('登录失败次数过多');
    });
  });

  it('refuses a disabled account', async () => {
    await ctx.db.execute(sql`update sys_user set status = 0 where login_name = 'fengxue'`);
    const res = await login({ username: 'fengxue', password: TEST_DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('账号已停用，请联系管理员');
  });
});

describe('captcha', () => {
  const c = useTestApp({ captcha: true });

  const answerOf = async (): Promise<{ cookie: string; answer: string }> => {
    const res = await c.app.inject({ method: 'GET', url: '/api/captcha?_=1' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const cookie = res.cookies.find((x) => x.name === 'ecms_captcha')!.value;
    // The answer is stored hashed; for the test, find the 6 digits whose hash matches.
    const [{ answer_hash }] = (await c.db.execute(sql`select answer_hash from auth_captcha where id = ${cookie}`) as unknown as { rows: { answer_hash: string }[] }).rows;
    const { createHash } = await import('node:crypto');
    for (let i = 0; i < 1_000_000; i++) {
      const guess = String(i).padStart(6, '0');
      if (createHash('sha256').update(guess).digest('hex') === answer_hash) return { cookie, answer: guess };
    }
    throw new Error('no answer');
  };

  it('requires the captcha, rejects a wrong one, and accepts the right one once', async () => {
    const none = await c.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(none.statusCode).toBe(400);
    expect(body(none).msg).toBe('请输入图形验证码');

    const { cookie, answer } = await answerOf();
    const wrong = await c.app.inject({
      method: 'POST', url: '/api/login', cookies: { ecms_captcha: cookie },
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, captcha: answer === '000000' ? '111111' : '000000' },
    });
    expect(body(wrong).msg).toBe('验证码错误');
    // A wrong answer burns the image: even the right answer now needs a new one.
    const reused = await c.app.inject({
      method: 'POST', url: '/api/login', cookies: { ecms_captcha: cookie }, payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, captcha: answer },
    });
    expect(body(reused).msg).toBe('验证码已失效，请刷新验证码');

    const fresh = await answerOf();
    const good = await c.app.inject({
      method: 'POST', url: '/api/login', cookies: { ecms_captcha: fresh.cookie }, payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, captcha: fresh.answer },
    });
    expect(good.statusCode).toBe(200);
  });
});
