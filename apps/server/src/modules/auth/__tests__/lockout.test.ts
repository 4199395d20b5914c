import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_CAPTCHA_REQUIRED } from '@ecms/shared';
import { TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import type { TestContext } from '../../../../test/use-test-app.js';

/*
 * Issue 13, finding 7: lockout without enumeration. A wrong password, a name past its limit and
 * an unknown name answer alike; past the limit a name waits a doubling delay and needs the captcha
 * instead of a lock anyone could hold forever; an office behind one address is asked for the
 * captcha, not locked out; twenty concurrent guesses get no more than five password checks.
 */

type Answer = { status: number; msg: string; code: number };

const attempt = async (ctx: TestContext, username: string, password: string, extra: { ip?: string; captcha?: string; cookie?: string } = {}): Promise<Answer> => {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/login', remoteAddress: extra.ip ?? '10.1.0.1',
    payload: { username, password, ...(extra.captcha && { captcha: extra.captcha }) },
    ...(extra.cookie && { cookies: { ecms_captcha: extra.cookie } }),
  });
  const b = res.json() as { msg: string; code: number };
  return { status: res.statusCode, msg: b.msg, code: b.code };
};

/** Moves a name's last failure into the past: its delay has run out. */
const waitOut = (ctx: TestContext, name: string) =>
  ctx.db.execute(sql`update auth_login_throttle set last_failure_at = last_failure_at - interval '10 minutes' where login_name = ${name}`);

describe('with the captcha switched off (ECMS_CAPTCHA=off)', () => {
  // A first delay of 60 s: on a loaded machine twenty concurrent requests may spread over seconds.
  const ctx = useTestApp({ loginDelayBaseSeconds: 60 });

  it('answers an account and an unknown name exactly alike, failure after failure', async () => {
    const u = await ctx.make.user();
    const seq = async (name: string) => {
      const out: Answer[] = [];
      for (let i = 0; i < 7; i++) out.push(await attempt(ctx, name, 'Wrong#pass1', { ip: `10.2.0.${i}` }));
      return out.map((a) => `${a.status} ${a.msg.replace(/\d+秒/, 'N秒')}`);
    };
    const known = await seq(u.loginName);
    const unknown = await seq(`${u.loginName}_nobody`);
    expect(known).toEqual(unknown);
    expect(known.slice(0, 5)).toEqual(Array(5).fill('401 用户名或密码错误'));
    expect(known[5]).toBe('429 登录尝试过于频繁，请N秒后再试');
  });

  it('holds the limit of 5 under 20 concurrent guesses', async () => {
    const u = await ctx.make.user();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(ctx, u.loginName, `Guess#${i}x`, { ip: `10.3.0.${i}` })));
    const checked = answers.filter((a) => a.status === 401);
    expect(checked.length).toBe(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(15);
    const [row] = (await ctx.db.execute(sql`select count(*)::int as n from auth_login_log where login_name = ${u.loginName} and success = 0`) as unknown as { rows: { n: number }[] }).rows;
    expect(Number(row.n)).toBe(5);
  });

  it('never locks for good: the delay doubles, is capped, ends by time, and the right password then works', async () => {
    const u = await ctx.make.user();
    for (let i = 0; i < 5; i++) await attempt(ctx, u.loginName, 'Wrong#pass1');
    // The right password during the delay is refused like any other attempt (no oracle), and not counted.
    expect((await attempt(ctx, u.loginName, TEST_DEMO_PASSWORD)).status).toBe(429);
    await waitOut(ctx, u.loginName);
    expect((await attempt(ctx, u.loginName, 'Wrong#pass1')).status).toBe(401);
    const second = await attempt(ctx, u.loginName, 'Wrong#pass1');
    expect(second.status).toBe(429);
    // 6 failures: 60 s × 2 = 120 s at most.
    const wait = Number(/请(\d+)秒/.exec(second.msg)?.[1]);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(120);
    // Many failures later the delay is capped at the window (15 minutes), not forever.
    await ctx.db.execute(sql`update auth_login_throttle set failures = 60 where login_name = ${u.loginName.toLowerCase()}`);
    const capped = await attempt(ctx, u.loginName, TEST_DEMO_PASSWORD);
    expect(Number(/请(\d+)秒/.exec(capped.msg)?.[1])).toBeLessThanOrEqual(15 * 60);
    await waitOut(ctx, u.loginName);
    await waitOut(ctx, u.loginName);
    expect((await attempt(ctx, u.loginName, TEST_DEMO_PASSWORD)).status).toBe(200);
    // A success forgets the failures.
    expect((await ctx.db.execute(sql`select 1 from auth_login_throttle where login_name = ${u.loginName.toLowerCase()}`) as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('tells a disabled account only to the one who knows its password', async () => {
    const u = await ctx.make.user({ disabled: true });
    expect(await attempt(ctx, u.loginName, 'Wrong#pass1')).toMatchObject({ status: 401, msg: '用户名或密码错误' });
    expect(await attempt(ctx, u.loginName, TEST_DEMO_PASSWORD)).toMatchObject({ status: 403, msg: '账号已停用，请联系管理员' });
  });
});

describe('with the captcha available but off for the company', () => {
  const ctx = useTestApp({ captcha: undefined, loginIpMaxFailures: 4 });

  const solved = async (): Promise<{ cookie: string; answer: string }> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha?_=1' });
    const cookie = res.cookies.find((x) => x.name === 'ecms_captcha')!.value;
    const [{ answer_hash }] = (await ctx.db.execute(sql`select answer_hash from auth_captcha where id = ${cookie}`) as unknown as { rows: { answer_hash: string }[] }).rows;
    for (let i = 0; i < 1_000_000; i++) {
      const guess = String(i).padStart(6, '0');
      if (createHash('sha256').update(guess).digest('hex') === answer_hash) return { cookie, answer: guess };
    }
    throw new Error('no answer');
  };

  it('asks a name past its limit for the captcha (known or not), then lets the right password in', async () => {
    await ctx.db.execute(sql`update sys_param set value = 'false' where key = 'login.captcha'`);
    const u = await ctx.make.user();
    for (let i = 0; i < 5; i++) expect((await attempt(ctx, u.loginName, 'Wrong#pass1', { ip: `10.4.0.${i}` })).status).toBe(401);
    await waitOut(ctx, u.loginName);
    const asked = await attempt(ctx, u.loginName, TEST_DEMO_PASSWORD, { ip: '10.4.1.1' });
    expect(asked).toMatchObject({ status: 400, code: LOGIN_CAPTCHA_REQUIRED.code, msg: LOGIN_CAPTCHA_REQUIRED.msg });
    // An unknown name in the same state is asked the same.
    for (let i = 0; i < 5; i++) await attempt(ctx, 'ghost_of_nobody', 'Wrong#pass1', { ip: `10.4.2.${i}` });
    await waitOut(ctx, 'ghost_of_nobody');
    expect(await attempt(ctx, 'ghost_of_nobody', TEST_DEMO_PASSWORD, { ip: '10.4.1.2' })).toEqual(asked);

    const c = await solved();
    expect((await attempt(ctx, u.loginName, TEST_DEMO_PASSWORD, { ip: '10.4.1.1', cookie: c.cookie, captcha: c.answer })).status).toBe(200);
  });

  it('asks a shared office address past its limit for the captcha instead of locking everyone out', async () => {
    const office = '10.5.0.1';
    for (let i = 0; i < 4; i++) expect((await attempt(ctx, `typo_${i}`, 'Wrong#pass1', { ip: office })).status).toBe(401);
    const colleague = await ctx.make.user();
    // Not a lock: the colleague's right password with the captcha signs in.
    expect((await attempt(ctx, colleague.loginName, TEST_DEMO_PASSWORD, { ip: office })).code).toBe(LOGIN_CAPTCHA_REQUIRED.code);
    const c = await solved();
    expect((await attempt(ctx, colleague.loginName, TEST_DEMO_PASSWORD, { ip: office, cookie: c.cookie, captcha: c.answer })).status).toBe(200);
    // Another address is not affected.
    const other = await ctx.make.user();
    expect((await attempt(ctx, other.loginName, TEST_DEMO_PASSWORD, { ip: '10.5.0.2' })).status).toBe(200);
  });
});
