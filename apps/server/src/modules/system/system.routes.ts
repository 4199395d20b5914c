import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, paramApi, recordApi, sessionApi } from '@ecms/shared';
import { tenant } from '../../db/schema/index.js';
import { DEFAULT_TENANT_CODE } from '../../db/seed/index.js';
import { onlineCounts } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy.js';
import { queryLoginLog, queryParams, querySmsOutbox, updateParam } from './admin.service.js';
import { publishEvent, TOPIC } from '../../platform/realtime/events.js';
import { paramMap } from './param.service.js';
import { loadUserInfo, menuTree, updateLoginUser, updateUserConfig, visibleMenus } from './user-info.service.js';

const PARAM_TTL_MS = 30_000;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Parameters are read on every page load and change rarely: the serialized answer is cached
  // per tenant and audience. A committed change anywhere (this module's edit, base-data
  // administration's create and delete, on any instance) drops the tenant's entries through
  // the event bus; the TTL only bounds staleness should an event be lost.
  const paramCache = new Map<string, { at: number; json: string }>();
  let defaultTenant: string | undefined;
  const unsubscribe = app.database.bus.subscribe(TOPIC.PARAMS_CHANGED, (d) => {
    const tenantId = (d as { tenantId?: unknown }).tenantId;
    if (typeof tenantId !== 'string') { paramCache.clear(); return; }
    for (const audience of ['all', 'public']) paramCache.delete(`${tenantId}:${audience}`);
  });
  app.addHook('onClose', async () => { unsubscribe(); });

  // The cached answer is already serialized: Fastify sends a JSON string as it is (no serializer).
  route(app, sessionApi.paramList, { config: { auth: 'optional' } }, async (req, reply) => {
    const s = req.session;
    let tenantId = s?.tenantId ?? req.query.companyId;
    if (!tenantId) {
      if (!defaultTenant) {
        const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, DEFAULT_TENANT_CODE));
        defaultTenant = t?.id;
      }
      tenantId = defaultTenant;
    }
    if (!tenantId) return ok({});
    const key = `${tenantId}:${s ? 'all' : 'public'}`;
    let hit = paramCache.get(key);
    if (!hit || Date.now() - hit.at >= PARAM_TTL_MS) {
      const value = await withTenant(db, { tenantId, userId: s?.userId ?? null }, (tx) => paramMap(tx, !s));
      // Bounded: unknown company ids from anonymous callers must not grow it without limit.
      if (paramCache.size > 1000) paramCache.clear();
      hit = { at: Date.now(), json: JSON.stringify(ok(value)) };
      paramCache.set(key, hit);
    }
    return reply.type('application/json; charset=utf-8').send(hit.json) as never;
  });

  route(app, sessionApi.userInfo, {}, async (req) => ok(await req.tx((tx) => loadUserInfo(tx, req.actor()))));

  route(app, sessionApi.nav, {}, async (req) => ok(await req.tx(async (tx) => menuTree(await visibleMenus(tx, req.actor())))));

  route(app, sessionApi.updateLoginUser, {}, async (req) => {
    const info = await req.tx(async (tx) => {
      await updateLoginUser(tx, req.actor(), req.body);
      return loadUserInfo(tx, req.actor());
    });
    return ok(info, { msg: '保存成功' });
  });

  route(app, sessionApi.updateUserConfig, {},
    async (req) => ok(await req.tx((tx) => updateUserConfig(tx, req.actor(), req.body.key, req.body.value)), { msg: '设置成功' }));

  route(app, recordApi.loginLog, { config: { permission: 'sys:record:view' } }, async (req) => {
    const r = await req.tx((tx) => queryLoginLog(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, recordApi.sms, { config: { permission: 'sys:record:view' } }, async (req) => {
    const r = await req.tx((tx) => querySmsOutbox(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, paramApi.queryList, { config: { permission: 'sys:param:view' } }, async (req) => {
    const r = await req.tx((tx) => queryParams(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  // Parameters that a start-up variable decides (the page's change would do nothing): key → value in force.
  route(app, paramApi.overrides, { config: { permission: 'sys:param:view' } }, async () => {
    const overrides: Record<string, string> = app.config.captcha === undefined ? {} : { 'login.captcha': String(app.config.captcha) };
    return ok(overrides);
  });

  route(app, paramApi.update, { config: { permission: 'sys:param:edit' } }, async (req) => {
    const row = await req.tx((tx) => updateParam(tx, req.body));
    await publishEvent(app.database.db, TOPIC.PARAMS_CHANGED, { tenantId: req.actor().tenantId });
    return ok(row, { msg: '保存成功' });
  });

  // Per-user settings (spec §7 session and system): the same store as updateUserConfig.
  route(app, sessionApi.addUserSetting, {},
    async (req) => ok(await req.tx((tx) => updateUserConfig(tx, req.actor(), req.body.key, req.body.value)), { msg: '保存成功' }));

  route(app, sessionApi.getUserSetting, {}, async (req) => ok((await req.tx((tx) => loadUserInfo(tx, req.actor()))).userConfig));

  route(app, sessionApi.tokenUser, {}, async (req) => {
    const u = await req.tx((tx) => loadUserInfo(tx, req.actor()));
    return ok({ userId: u.userId, loginName: u.loginName, name: u.name, deptId: u.deptId, deptName: u.deptName, tenantId: u.tenantId, isAdmin: u.isAdmin });
  });

  // The paid assistant: configured by the aiConfig parameter (JSON {domain, token}); absent → the spec's warning.
  route(app, sessionApi.aiUserInfo, {}, async (req) => {
    const s = req.actor();
    const params = await req.tx((tx) => paramMap(tx, false));
    let cfg: { domain?: string; token?: string };
    try {
      cfg = params.aiConfig ? JSON.parse(params.aiConfig) : {};
    } catch {
      cfg = {};
    }
    if (!cfg.domain) throw new AppError(400, MESSAGES.AI_NOT_CONFIGURED);
    return ok({ domain: cfg.domain, token: cfg.token ?? '', tenantId: s.tenantId });
  });

  route(app, sessionApi.onlineCounts, {}, async (req) => ok(await onlineCounts(db, app.services.policy, req.actor().tenantId)));
};
