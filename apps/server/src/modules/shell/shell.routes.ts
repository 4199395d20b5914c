import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shellApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { userById } from '../../platform/directory.js';
import { ok } from '../../platform/envelope.js';
import { unauthorized } from '../../platform/errors.js';
import { paramMap } from '../system/index.js';
import { signYdccsToken } from './ydccs.service.js';

/** Shell entries that hand the user to outside services (spec 1 §1, §7). */
export const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, shellApi.ydccsLogin, {}, async (req) => {
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
