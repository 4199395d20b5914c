import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userById } from '../../platform/directory.js';
import { ok } from '../../platform/envelope.js';
import { unauthorized } from '../../platform/errors.js';
import { paramMap } from '../system/index.js';
import { signYdccsToken } from './ydccs.service.js';

/** Shell entries that hand the user to outside services (spec 1 §1, §7). */
export const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/b/ydccs/login', {
    schema: { tags: ['shell'], summary: '客服平台登录：返回短时有效的签名令牌（HS256，非会话令牌）与平台地址' },
  }, async (req) => {
    const s = req.actor();
    const { params, user } = await req.tx(async (tx) => {
      const u = await userById(tx, s.userId);
      return { params: await paramMap(tx, false), user: u && { loginName: u.loginName, name: u.name } };
    });
    if (!user) throw unauthorized();
    const cfg = app.config;
    return ok(signYdccsToken(cfg.ydccsSecret, params['ydccs.server.url'], { userId: s.userId, tenantId: s.tenantId, ...user }, cfg.ydccsTokenSeconds));
  });
};
