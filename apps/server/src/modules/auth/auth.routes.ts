import QRCode from 'qrcode';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi, MESSAGES, type TQrStatus } from '@ecms/shared';
import { CAPTCHA_COOKIE, captchaEnabled, consumeCaptcha, createCaptcha } from '../../platform/auth/captcha.js';
import { clearAuthCookie, setAuthCookie, tokenOf } from '../../platform/auth/context.js';
import { resolveSession, revokeSession } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy.js';
import { loadUserInfo, paramMap } from '../system/index.js';
import { AuthService, type ClientInfo, type SignedIn } from './auth.service.js';

const QR_COOKIE = 'ecms_qr';

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
    schema: { tags: ['auth'], summary: '图形验证码（SVG）', querystring: z.object({ _: z.string().max(64).optional() }) },
    config: { auth: 'public' },
  }, async (req, reply) => {
    const c = await createCaptcha(db);
    reply.setCookie(CAPTCHA_COOKIE, c.id, { path: '/api', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: 300 });
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(c.svg);
  });

  route(app, authApi.loginData, { config: { auth: 'public' } }, async (req) => {
    const p = await publicParams(req.query.companyId);
    return ok({
      sysName: p['sys.name'] ?? '', logo: p['sys.logo'] ?? '', copyright: p['sys.copyright'] ?? '',
      captchaEnabled: captchaEnabled(config, p), smsEnabled: p['login.sms'] !== 'false', qrEnabled: p['login.qr'] !== 'false',
      casEnabled: p['cas.login'] === 'true', loginPath: p['login.path'] || null, saas: p.isSaas === 'true',
    });
  });

  route(app, authApi.publicKey, { config: { auth: 'public' } },
    async () => ok({ publicKey: app.services.keys.publicPem, algorithm: 'RSA-OAEP-256' }));

  for (const c of [authApi.login, authApi.saasLogin]) {
    route(app, c, { config: { auth: 'public' } }, async (req, reply) => {
      const always = config.captcha ?? captchaEnabled(config, await publicParams(req.body.companyId));
      if (always) await consumeCaptcha(db, req.cookies[CAPTCHA_COOKIE], req.body.captcha);
      // Past a name's or an address's failure limit the service asks for the captcha anyway.
      return issue(req, reply, await auth.passwordLogin(req.body, client(req), {
        passed: always, available: config.captcha !== false,
        consume: () => consumeCaptcha(db, req.cookies[CAPTCHA_COOKIE], req.body.captcha),
      }));
    });
  }

  route(app, authApi.logout, { config: { auth: 'optional' } }, async (req, reply) => {
    if (req.session) await revokeSession(db, req.session.sessionId, 'logout');
    clearAuthCookie(reply);
    return ok(null, { msg: '已退出登录' });
  });

  route(app, authApi.initAuthToken, { config: { auth: 'public' } }, async (req, reply) => {
    const token = req.query.AuthToken;
    const s = token ? await resolveSession(db, app.services.policy, token) : null;
    if (!s || !token) throw unauthorized('令牌无效或已过期，请重新登录');
    setAuthCookie(req, reply, token, config.sessionAbsoluteHours * 3600);
    return ok({ valid: true, authToken: token, mustChangePassword: s.mustChangePassword });
  });

  // Sign-in and password-reset codes: the same request, a different purpose.
  for (const [c, purpose] of [[authApi.sendLoginSms, 'login'], [authApi.sendResetSms, 'reset']] as const) {
    route(app, c, { config: { auth: 'public' } }, async (req) => {
      await captcha(req, req.body.captcha, req.body.companyId);
      return ok(await auth.sendSmsCode(req.body, purpose), { msg: '验证码已发送，请注意查收' });
    });
  }

  for (const c of [authApi.smsLogin, authApi.saasSmsLogin]) {
    route(app, c, { config: { auth: 'public' } }, async (req, reply) => issue(req, reply, await auth.smsLogin(req.body, client(req))));
  }

  route(app, authApi.findPassword, { config: { auth: 'public' } }, async (req) => {
    await auth.findPassword(req.body);
    return ok(null, { msg: '密码已重置，请使用新密码登录' });
  });

  route(app, authApi.modPassword, {}, async (req, reply) => {
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
  route(app, authApi.qrCode, { config: { auth: 'public' } }, async (req, reply) => {
    const qr = await auth.createQr();
    const base = config.publicUrl ?? `${req.protocol}://${req.host}`;
    const url = `${base.replace(/\/$/, '')}/login/qr-confirm?code=${qr.code}`;
    reply.setCookie(QR_COOKIE, qr.pollSecret, { path: '/api/login', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: qr.expiresIn + 60 });
    return ok({ code: qr.code, url, image: await QRCode.toDataURL(url, { margin: 1, width: 220 }), expiresIn: qr.expiresIn });
  });

  route(app, authApi.qrStatus, { config: { auth: 'public' } }, async (req, reply) => {
    const r = await auth.qrStatus(req.body.code, req.cookies[QR_COOKIE], client(req));
    // The service answers one of the stored states (waiting, scanned) or expired / confirmed.
    const status = r.status as TQrStatus;
    if (!r.signedIn) return ok({ status });
    setAuthCookie(req, reply, r.signedIn.authToken, config.sessionAbsoluteHours * 3600);
    return ok({ status, authToken: r.signedIn.authToken, mustChangePassword: r.signedIn.mustChangePassword }, { msg: '登录成功' });
  });

  route(app, authApi.qrScan, {}, async (req) => {
    await auth.qrScan(req.params.code);
    return ok({ status: 'scanned' as const });
  });
  route(app, authApi.qrConfirm, {}, async (req) => {
    const s = req.actor();
    await auth.qrConfirm(req.params.code, s.tenantId, s.userId);
    return ok({ status: 'confirmed' as const }, { msg: '已确认登录' });
  });

  // ---- CAS single sign-on (cas.login parameter) ----
  route(app, authApi.ssoUserInfo, { config: { auth: 'optional' } }, async (req, reply) => {
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
