import QRCode from 'qrcode';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@ecms/shared';
import { CAPTCHA_COOKIE, captchaEnabled, consumeCaptcha, createCaptcha } from '../../platform/auth/captcha.js';
import { clearAuthCookie, setAuthCookie, tokenOf } from '../../platform/auth/context.js';
import { resolveSession, revokeSession } from '../../platform/auth/session.js';
import { ok } from '../../platform/envelope.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy.js';
import { loadUserInfo, paramMap } from '../system/index.js';
import { AuthService, type ClientInfo, type SignedIn } from './auth.service.js';

const QR_COOKIE = 'ecms_qr';
const str = (max: number, required?: string) => (required ? z.string({ error: required }).min(1, required).max(max) : z.string().max(max));

const ZSignedIn = z.object({ authToken: z.string(), mustChangePassword: z.boolean() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = app.config;
  const auth = new AuthService(db, config, app.services);

  const client = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
  /** Checks the image captcha when the company (or ECMS_CAPTCHA) asks for one. */
  const captcha = async (req: FastifyRequest, answer: string | undefined, companyId?: string) => {
    const on = config.captcha ?? captchaEnabled(config, await publicParams(companyId));
    if (on) await consumeCaptcha(db, req.cookies[CAPTCHA_COOKIE], answer);
  };
  const issue = (req: FastifyRequest, reply: FastifyReply, s: SignedIn) => {
    setAuthCookie(req, reply, s.authToken, config.sessionAbsoluteHours * 3600);
    return ok({ authToken: s.authToken, mustChangePassword: s.mustChangePassword }, { msg: '登录成功' });
  };
  const publicParams = async (companyId?: string) => {
    const tenantId = await auth.resolveTenant(companyId);
    return withTenant(db, { tenantId, userId: null }, (tx) => paramMap(tx, true));
  };

  app.get('/captcha', {
    schema: { tags: ['auth'], summary: '图形验证码（SVG）', querystring: z.object({ _: z.string().optional() }) },
    config: { auth: 'public' },
  }, async (req, reply) => {
    const c = await createCaptcha(db);
    reply.setCookie(CAPTCHA_COOKIE, c.id, { path: '/api', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: 300 });
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(c.svg);
  });

  app.get('/getLoginData', {
    schema: { tags: ['auth'], summary: '登录页数据', querystring: z.object({ companyId: z.string().max(64).optional() }) },
    config: { auth: 'public' },
  }, async (req) => {
    const p = await publicParams(req.query.companyId);
    return ok({
      sysName: p['sys.name'] ?? '', logo: p['sys.logo'] ?? '', copyright: p['sys.copyright'] ?? '',
      captchaEnabled: captchaEnabled(config, p), smsEnabled: p['login.sms'] !== 'false', qrEnabled: p['login.qr'] !== 'false',
      casEnabled: p['cas.login'] === 'true', loginPath: p['login.path'] || null, saas: p.isSaas === 'true',
    });
  });

  app.get('/login/getPKeys', { schema: { tags: ['auth'], summary: '登录加密公钥' }, config: { auth: 'public' } },
    async () => ok({ publicKey: app.services.keys.publicPem, algorithm: 'RSA-OAEP-256' }));

  app.post('/login', {
    schema: {
      tags: ['auth'], summary: '账号密码登录',
      body: z.object({
        username: str(64, MESSAGES.USERNAME_REQUIRED), password: str(1024, MESSAGES.PASSWORD_REQUIRED),
        captcha: z.string().max(16).optional(), companyId: z.string().max(64).optional(),
      }),
      response: { 200: z.object({ success: z.boolean(), code: z.number(), status: z.boolean(), msg: z.string(), data: ZSignedIn }) },
    },
    config: { auth: 'public' },
  }, async (req, reply) => {
    await captcha(req, req.body.captcha, req.body.companyId);
    return issue(req, reply, await auth.passwordLogin(req.body, client(req)));
  });

  app.post('/saas/login', {
    schema: {
      tags: ['auth'], summary: 'SaaS 企业账号登录',
      body: z.object({
        username: str(64, MESSAGES.USERNAME_REQUIRED), password: str(1024, MESSAGES.PASSWORD_REQUIRED),
        captcha: z.string().max(16).optional(), companyId: str(64, '请选择企业'),
      }),
    },
    config: { auth: 'public' },
  }, async (req, reply) => {
    await captcha(req, req.body.captcha, req.body.companyId);
    return issue(req, reply, await auth.passwordLogin(req.body, client(req)));
  });

  app.get('/logout', { schema: { tags: ['auth'], summary: '退出登录' }, config: { auth: 'optional' } }, async (req, reply) => {
    if (req.session) await revokeSession(db, req.session.sessionId, 'logout');
    clearAuthCookie(reply);
    return ok(null, { msg: '已退出登录' });
  });

  app.get('/login/initAuthToken', {
    schema: { tags: ['auth'], summary: '校验URL中携带的令牌', querystring: z.object({ AuthToken: z.string().max(200).optional() }) },
    config: { auth: 'public' },
  }, async (req, reply) => {
    const token = req.query.AuthToken;
    const s = token ? await resolveSession(db, app.services.policy, token) : null;
    if (!s || !token) throw unauthorized('令牌无效或已过期，请重新登录');
    setAuthCookie(req, reply, token, config.sessionAbsoluteHours * 3600);
    return ok({ valid: true, authToken: token, mustChangePassword: s.mustChangePassword });
  });

  // Sign-in and password-reset codes: the same request, a different purpose.
  const ZSmsSend = z.object({ captcha: z.string().max(16).optional(), phone: str(20, MESSAGES.PHONE_REQUIRED), companyId: z.string().max(64).optional() });
  for (const [url, summary, purpose] of [
    ['/login/sms/send', '发送登录短信验证码', 'login'],
    ['/findPassword/sms/send', '发送找回密码短信验证码', 'reset'],
  ] as const) {
    app.post(url, { schema: { tags: ['auth'], summary, body: ZSmsSend }, config: { auth: 'public' } }, async (req) => {
      await captcha(req, req.body.captcha, req.body.companyId);
      return ok(await auth.sendSmsCode(req.body, purpose), { msg: '验证码已发送，请注意查收' });
    });
  }

  app.post('/login/sms', {
    schema: {
      tags: ['auth'], summary: '短信验证码登录',
      body: z.object({ phone: str(20, MESSAGES.PHONE_REQUIRED), captcha: str(16, '请输入短信验证码'), companyId: z.string().max(64).optional() }),
    },
    config: { auth: 'public' },
  }, async (req, reply) => issue(req, reply, await auth.smsLogin(req.body, client(req))));

  app.post('/saas/login/sms', {
    schema: {
      tags: ['auth'], summary: 'SaaS 企业短信验证码登录',
      body: z.object({ phone: str(20, MESSAGES.PHONE_REQUIRED), captcha: str(16, '请输入短信验证码'), companyId: str(64, '请选择企业') }),
    },
    config: { auth: 'public' },
  }, async (req, reply) => issue(req, reply, await auth.smsLogin(req.body, client(req))));

  app.post('/findPassword', {
    schema: {
      tags: ['auth'], summary: '短信验证码找回密码',
      body: z.object({
        captcha: str(16, '请输入短信验证码'), phone: str(20, MESSAGES.PHONE_REQUIRED), newPassword: str(1024, MESSAGES.NEW_PASSWORD_REQUIRED),
        userType: z.union([z.string(), z.number()]).optional(), companyId: z.string().max(64).optional(),
      }),
    },
    config: { auth: 'public' },
  }, async (req) => {
    await auth.findPassword(req.body);
    return ok(null, { msg: '密码已重置，请使用新密码登录' });
  });

  app.post('/modPassword', {
    schema: {
      tags: ['auth'], summary: '修改密码',
      body: z.object({
        captcha: z.string().max(16).optional(),
        oldPassword: str(1024, MESSAGES.OLD_PASSWORD_REQUIRED),
        repeatPassword: str(1024, MESSAGES.REPEAT_PASSWORD_REQUIRED),
        newPassword: str(1024, MESSAGES.NEW_PASSWORD_REQUIRED),
      }),
    },
  }, async (req, reply) => {
    const s = req.actor();
    // The signed-in user's company decides (its parameters, as the sign-in page read them).
    const on = config.captcha ?? captchaEnabled(config, await withTenant(db, { tenantId: s.tenantId, userId: null }, (tx) => paramMap(tx, true)));
    if (on && !req.body.captcha) throw badRequest(MESSAGES.CAPTCHA_REQUIRED);
    if (on) await consumeCaptcha(db, req.cookies[CAPTCHA_COOKIE], req.body.captcha);
    await auth.changePassword(s.tenantId, s.userId, req.body);
    clearAuthCookie(reply);
    return ok(null, { msg: MESSAGES.PASSWORD_CHANGED });
  });

  // ---- QR sign-in ----
  app.get('/login/qrCode', { schema: { tags: ['auth'], summary: '扫码登录二维码' }, config: { auth: 'public' } }, async (req, reply) => {
    const qr = await auth.createQr();
    const base = config.publicUrl ?? `${req.protocol}://${req.host}`;
    const url = `${base.replace(/\/$/, '')}/login/qr-confirm?code=${qr.code}`;
    reply.setCookie(QR_COOKIE, qr.pollSecret, { path: '/api/login', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: qr.expiresIn + 60 });
    return ok({ code: qr.code, url, image: await QRCode.toDataURL(url, { margin: 1, width: 220 }), expiresIn: qr.expiresIn });
  });

  app.post('/login/codeStatus', {
    schema: { tags: ['auth'], summary: '扫码登录状态', body: z.object({ code: str(64, '二维码不存在或已失效') }) },
    config: { auth: 'public' },
  }, async (req, reply) => {
    const r = await auth.qrStatus(req.body.code, req.cookies[QR_COOKIE], client(req));
    if (!r.signedIn) return ok({ status: r.status });
    setAuthCookie(req, reply, r.signedIn.authToken, config.sessionAbsoluteHours * 3600);
    return ok({ status: r.status, authToken: r.signedIn.authToken, mustChangePassword: r.signedIn.mustChangePassword }, { msg: '登录成功' });
  });

  const ZCode = z.object({ code: z.string().min(1).max(64) });
  app.get('/login/qrCode/:code/scan', { schema: { tags: ['auth'], summary: '手机扫码', params: ZCode } }, async (req) => {
    await auth.qrScan(req.params.code);
    return ok({ status: 'scanned' });
  });
  app.post('/login/qrCode/:code/confirm', { schema: { tags: ['auth'], summary: '手机确认登录', params: ZCode } }, async (req) => {
    const s = req.actor();
    await auth.qrConfirm(req.params.code, s.tenantId, s.userId);
    return ok({ status: 'confirmed' }, { msg: '已确认登录' });
  });

  // ---- CAS single sign-on (cas.login parameter) ----
  app.get('/login/sso/userinfo', {
    schema: {
      tags: ['auth'], summary: '单点登录：校验CAS票据或返回当前用户',
      querystring: z.object({ ticket: z.string().max(512).optional(), service: z.string().max(1024).optional() }),
    },
    config: { auth: 'optional' },
  }, async (req, reply) => {
    const { ticket, service } = req.query;
    if (ticket) {
      const tenantId = await auth.resolveTenant();
      const p = await withTenant(db, { tenantId, userId: null }, (tx) => paramMap(tx, false));
      if (p['cas.login'] !== 'true' || !p['cas.server.url']) throw badRequest('未启用单点登录');
      const signedIn = await auth.casLogin(p['cas.server.url'], ticket, service ?? `${req.protocol}://${req.host}/cas`, client(req));
      setAuthCookie(req, reply, signedIn.authToken, config.sessionAbsoluteHours * 3600);
      const s = await resolveSession(db, app.services.policy, signedIn.authToken);
      if (!s) throw unauthorized();
      const info = await withTenant(db, { tenantId: s.tenantId, userId: s.userId }, (tx) => loadUserInfo(tx, s));
      return ok({ ...info, authToken: signedIn.authToken }, { msg: '登录成功' });
    }
    const s = req.session;
    if (!s) throw unauthorized();
    const info = await withTenant(db, { tenantId: s.tenantId, userId: s.userId }, (tx) => loadUserInfo(tx, s));
    return ok({ ...info, authToken: tokenOf(req) });
  });
};
