import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => ((await ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
const phoneOf = async (login: string) => (await rows<{ phone: string }>(sql`select phone from sys_user where login_name = ${login}`))[0].phone;
/** The built-in SMS provider's outbox: what an administrator reads. */
const lastSmsCode = async (phone: string) => {
  const [m] = await rows<{ content: string }>(sql`select content from sms_outbox where phone = ${phone} order by created_at desc limit 1`);
  return /(\d{6})/.exec(m.content)![1];
};

describe('POST /api/modPassword', () => {
  const mod = (token: string, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/modPassword', headers: auth(token), payload });

  it('applies the password rule and messages of spec §5', async () => {
    const token = await ctx.t.login('heping', TEST_DEMO_PASSWORD);
    const weak = await mod(token, { oldPassword: TEST_DEMO_PASSWORD, newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).msg).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    const short = await mod(token, { oldPassword: TEST_DEMO_PASSWORD, newPassword: 'ab1', repeatPassword: 'ab1' });
    expect(body(short).msg).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    const mismatch = await mod(token, { oldPassword: TEST_DEMO_PASSWORD, newPassword: 'Newpass123', repeatPassword: 'Newpass124' });
    expect(body(mismatch).msg).toBe('两次输入密码不一致');
    const noOld = await mod(token, { oldPassword: '', newPassword: 'Newpass123', repeatPassword: 'Newpass123' });
    expect(body(noOld).msg).toBe('请输入原密码');
    const wrongOld = await mod(token, { oldPassword: 'Wrong1234', newPassword: 'Newpass123', repeatPassword: 'Newpass123' });
    expect(body(wrongOld).msg).toBe('原密码错误');
  });

  it('changes the password, revokes every session, and the new password signs in', async () => {
    const token = await ctx.t.login('heping', TEST_DEMO_PASSWORD);
    const other = await ctx.t.login('heping', TEST_DEMO_PASSWORD);
    const res = await mod(token, { oldPassword: TEST_DEMO_PASSWORD, newPassword: 'Newpass123', repeatPassword: 'Newpass123' });
    expect(res.statusCode).toBe(200);
    expect(body(res).msg).toBe('恭喜，修改密码成功');
    for (const tk of [token, other]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(tk) })).statusCode).toBe(401);
    }
    await ctx.t.login('heping', 'Newpass123');
    await expect(ctx.t.login('heping', TEST_DEMO_PASSWORD)).rejects.toThrow(/401/);
  });
});

describe('SMS sign-in and password reset', () => {
  it('signs in with the code once; the code cannot be reused', async () => {
    const phone = await phoneOf('zhangwei');
    const send = await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone, captcha: '' } });
    expect(send.statusCode).toBe(200);
    const code = await lastSmsCode(phone);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/login/sms', payload: { phone, captcha: code } });
    expect(ok.statusCode).toBe(200);
    expect(body<{ authToken: string }>(ok).data.authToken).toBeTruthy();
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login/sms', payload: { phone, captcha: code } });
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toBe('短信验证码已失效，请重新获取');
  });

  it('limits sending to one code a minute per phone', async () => {
    const phone = await phoneOf('majie');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone } })).statusCode).toBe(200);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone } });
    expect(second.statusCode).toBe(429);
  });

  it('rejects a wrong code, an expired code, and a malformed phone', async () => {
    const phone = await phoneOf('songyu');
    await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone } });
    const code = await lastSmsCode(phone);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/login/sms', payload: { phone, captcha: code === '000000' ? '111111' : '000000' } });
    expect(body(wrong).msg).toBe('短信验证码错误');
    await ctx.db.execute(sql`update auth_sms_code set expires_at = now() - interval '1 second' where phone = ${phone}`);
    const expired = await ctx.app.inject({ method: 'POST', url: '/api/login/sms', payload: { phone, captcha: code } });
    expect(body(expired).msg).toBe('短信验证码已失效，请重新获取');
    const badPhone = await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone: '12345' } });
    expect(badPhone.statusCode).toBe(400);
    expect(body(badPhone).msg).toBe('请输入正确的手机号码');
  });

  it('answers the same for an unregistered phone and sends nothing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone: '13999999999' } });
    expect(res.statusCode).toBe(200);
    expect(await rows(sql`select 1 from sms_outbox where phone = '13999999999'`)).toHaveLength(0);
  });

  it('resets a forgotten password by SMS code (/findPassword)', async () => {
    const phone = await phoneOf('sunli');
    await ctx.app.inject({ method: 'POST', url: '/api/findPassword/sms/send', payload: { phone } });
    const code = await lastSmsCode(phone);
    const weak = await ctx.app.inject({ method: 'POST', url: '/api/findPassword', payload: { phone, captcha: code, newPassword: '12345678' } });
    expect(body(weak).msg).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/findPassword', payload: { phone, captcha: code, newPassword: 'Reset#2026' } });
    expect(res.statusCode).toBe(200);
    await ctx.t.login('sunli', 'Reset#2026');
  });

  it('does not accept a sign-in code for a password reset', async () => {
    const phone = await phoneOf('caoying');
    await ctx.app.inject({ method: 'POST', url: '/api/login/sms/send', payload: { phone } });
    const code = await lastSmsCode(phone);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/findPassword', payload: { phone, captcha: code, newPassword: 'Reset#2026' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('QR sign-in', () => {
  it('desktop shows a code, the signed-in phone confirms, the desktop collects a session once', async () => {
    const qr = await ctx.app.inject({ method: 'GET', url: '/api/login/qrCode' });
    const q = body<{ code: string; url: string; image: string; expiresIn: number }>(qr).data;
    expect(q.image.startsWith('data:image/png;base64,')).toBe(true);
    expect(q.url).toContain(`/login/qr-confirm?code=${q.code}`);
    const secret = qr.cookies.find((c) => c.name === 'ecms_qr')!.value;
    const poll = () => ctx.app.inject({ method: 'POST', url: '/api/login/codeStatus', cookies: { ecms_qr: secret }, payload: { code: q.code } });

    expect(body<{ status: string }>(await poll()).data.status).toBe('waiting');
    // Someone else who only saw the code cannot collect it.
    const stranger = await ctx.app.inject({ method: 'POST', url: '/api/login/codeStatus', payload: { code: q.code } });
    expect(stranger.statusCode).toBe(404);

    const phone = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/login/qrCode/${q.code}/scan`, headers: auth(phone) })).statusCode).toBe(200);
    expect(body<{ status: string }>(await poll()).data.status).toBe('scanned');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/login/qrCode/${q.code}/confirm`, headers: auth(phone) })).statusCode).toBe(200);

    const done = body<{ status: string; authToken: string }>(await poll());
    expect(done.data.status).toBe('confirmed');
    const me = body<{ loginName: string }>(await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(done.data.authToken) }));
    expect(me.data.loginName).toBe('zhangwei');
    expect(body<{ status: string }>(await poll()).data.status).toBe('expired');
  });

  it('expires an unconfirmed code and refuses to confirm it', async () => {
    const qr = await ctx.app.inject({ method: 'GET', url: '/api/login/qrCode' });
    const code = body<{ code: string }>(qr).data.code;
    const secret = qr.cookies.find((c) => c.name === 'ecms_qr')!.value;
    await ctx.db.execute(sql`update auth_qr_login set expires_at = now() - interval '1 second' where id = ${code}`);
    const st = await ctx.app.inject({ method: 'POST', url: '/api/login/codeStatus', cookies: { ecms_qr: secret }, payload: { code } });
    expect(body<{ status: string }>(st).data.status).toBe('expired');
    const phone = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const confirm = await ctx.app.inject({ method: 'POST', url: `/api/login/qrCode/${code}/confirm`, headers: auth(phone) });
    expect(confirm.statusCode).toBe(400);
    expect(body(confirm).msg).toBe('二维码已失效，请刷新电脑上的二维码');
  });

  it('needs a signed-in phone to confirm', async () => {
    const qr = body<{ code: string }>(await ctx.app.inject({ method: 'GET', url: '/api/login/qrCode' })).data;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/login/qrCode/${qr.code}/confirm` })).statusCode).toBe(401);
  });
});

describe('administrator records', () => {
  it('lets an administrator read the SMS outbox and the sign-in record of their company only', async () => {
    const admin = await ctx.token();
    const sms = body<{ phone: string; content: string }[]>(await ctx.app.inject({ method: 'POST', url: '/api/a/sys/sms/queryList', headers: auth(admin), payload: { pageSize: 100 } }));
    expect(sms.data.length).toBeGreaterThan(0);
    expect(sms.data[0].content).toMatch(/验证码为 \d{6}/);
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'Wrong#pass1' } });
    const log = body<{ loginName: string; success: number; reason: string | null }[]>(await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/loginLog/queryList', headers: auth(admin), payload: { params: { loginName: 'admin', success: 0 } },
    }));
    expect(log.data[0]).toMatchObject({ loginName: 'admin', success: 0, reason: 'bad_password' });
    const staff = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/a/sys/sms/queryList', headers: auth(staff), payload: {} })).statusCode).toBe(403);
  });
});
