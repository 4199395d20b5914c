import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@ecms/shared';
import { tenant } from '../../db/schema/index.js';
import { DEFAULT_TENANT_CODE } from '../../db/seed/index.js';
import { onlineCounts } from '../../platform/auth/session.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { ZListRequest } from '../../platform/list-query.js';
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

  app.get('/share/param/paramList', {
    schema: { tags: ['shell'], summary: '系统参数（登录前仅公开参数）', querystring: z.object({ companyId: z.string().max(64).optional() }) },
    config: { auth: 'optional' },
  }, async (req, reply) => {
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
    return reply.type('application/json; charset=utf-8').send(hit.json);
  });

  app.get('/user/info', {
    schema: { tags: ['auth'], summary: '当前用户信息', querystring: z.object({ token: z.string().optional() }) },
  }, async (req) => ok(await req.tx((tx) => loadUserInfo(tx, req.actor()))));

  app.get('/user/nav', { schema: { tags: ['auth'], summary: '当前用户菜单树' } },
    async (req) => ok(await req.tx(async (tx) => menuTree(await visibleMenus(tx, req.actor())))));

  app.put('/a/sys/user/updateLoginUser', {
    schema: {
      tags: ['system'], summary: '修改本人信息（工号、职务、邮箱；会员改姓名）',
      body: z.object({
        no: z.string().max(32, '工号不能超过32个字符').nullish(),
        job: z.string().max(50, '职务不能超过50个字符').nullish(),
        email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100)]).nullish(),
        name: z.string().max(50).optional(),
      }),
    },
  }, async (req) => {
    const info = await req.tx(async (tx) => {
      await updateLoginUser(tx, req.actor(), req.body);
      return loadUserInfo(tx, req.actor());
    });
    return ok(info, { msg: '保存成功' });
  });

  app.post('/b/member/config/updateUserConfig', {
    schema: {
      tags: ['system'], summary: '保存个人配置项',
      body: z.object({ key: z.string().min(1, '配置项不能为空').max(64).regex(/^[\w.-]+$/, '配置项名称不正确'), value: z.unknown() }),
    },
  }, async (req) => ok(await req.tx((tx) => updateUserConfig(tx, req.actor(), req.body.key, req.body.value)), { msg: '设置成功' }));

  app.post('/a/sys/loginLog/queryList', {
    schema: { tags: ['system'], summary: '登录日志', body: ZListRequest },
    config: { permission: 'sys:record:view' },
  }, async (req) => {
    const r = await req.tx((tx) => queryLoginLog(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  app.post('/a/sys/sms/queryList', {
    schema: { tags: ['system'], summary: '短信发送记录（内置短信通道）', body: ZListRequest },
    config: { permission: 'sys:record:view' },
  }, async (req) => {
    const r = await req.tx((tx) => querySmsOutbox(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  app.post('/a/sys/param/queryList', {
    schema: { tags: ['system'], summary: '系统参数列表', body: ZListRequest },
    config: { permission: 'sys:param:view' },
  }, async (req) => {
    const r = await req.tx((tx) => queryParams(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  // Parameters that a start-up variable decides (the page's change would do nothing): key → value in force.
  app.get('/a/sys/param/overrides', {
    schema: { tags: ['system'], summary: '由启动变量决定的系统参数（页面修改不生效）' },
    config: { permission: 'sys:param:view' },
  }, async () => ok(app.config.captcha === undefined ? {} : { 'login.captcha': String(app.config.captcha) }));

  app.put('/a/sys/param', {
    schema: {
      tags: ['system'], summary: '修改系统参数（乐观锁：version 不一致返回409）',
      body: z.object({
        id: z.string().min(1), value: z.string().max(4000, '参数值过长'), version: z.number().int(),
        name: z.string().max(100).optional(), remark: z.string().max(500).nullish(),
      }),
    },
    config: { permission: 'sys:param:edit' },
  }, async (req) => {
    const row = await req.tx((tx) => updateParam(tx, req.body));
    await publishEvent(app.database.db, TOPIC.PARAMS_CHANGED, { tenantId: req.actor().tenantId });
    return ok(row, { msg: '保存成功' });
  });

  // Per-user settings (spec §7 session and system): the same store as updateUserConfig.
  app.post('/b/user/setting/addUserSetting', {
    schema: {
      tags: ['system'], summary: '保存个人设置',
      body: z.object({ key: z.string().min(1, '配置项不能为空').max(64).regex(/^[\w.-]+$/, '配置项名称不正确'), value: z.unknown() }),
    },
  }, async (req) => ok(await req.tx((tx) => updateUserConfig(tx, req.actor(), req.body.key, req.body.value)), { msg: '保存成功' }));

  app.get('/b/user/setting/getUserSetting', { schema: { tags: ['system'], summary: '个人设置' } },
    async (req) => ok((await req.tx((tx) => loadUserInfo(tx, req.actor()))).userConfig));

  app.get('/b/user/setting/getTokenUser', { schema: { tags: ['system'], summary: '令牌对应的用户' } }, async (req) => {
    const u = await req.tx((tx) => loadUserInfo(tx, req.actor()));
    return ok({ userId: u.userId, loginName: u.loginName, name: u.name, deptId: u.deptId, deptName: u.deptName, tenantId: u.tenantId, isAdmin: u.isAdmin });
  });

  // The paid assistant: configured by the aiConfig parameter (JSON {domain, token}); absent → the spec's warning.
  app.get('/ai/getAiUserInfo', { schema: { tags: ['shell'], summary: 'AI 助手配置' } }, async (req) => {
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

  app.get('/a/session/online/NO', { schema: { tags: ['system'], summary: '在线人数' } },
    async (req) => ok(await onlineCounts(db, app.services.policy, req.actor().tenantId)));
};
