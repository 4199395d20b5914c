import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shellApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { getWorkMode, workMenus } from './workmode.service.js';

/**
 * Work mode (spec 1 §2.6, §9): the user's display mode and layout, and the menus of the work-mode
 * left column. The layout itself is saved through the user config calls (key
 * ecms_workMode_layout), which this module validates (see workmode.service.ts).
 */
export const workModeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, shellApi.getWorkMode, {}, async (req) => ok(await req.tx((tx) => getWorkMode(tx, req.actor()))));

  route(app, shellApi.workMenu, {}, async (req) => ok(await req.tx((tx) => workMenus(tx, req.actor(), req.body.ids))));
};
