import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { getWorkMode, workMenus, ZWorkMenuBody } from './workmode.service.js';

/**
 * Work mode (spec 1 §2.6, §9): the user's display mode and layout, and the menus of the work-mode
 * left column. The layout itself is saved through the user config calls (key
 * ecms_workMode_layout), which this module validates (see workmode.service.ts).
 */
export const workModeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/a/bd/workMode/getWorkMode', {
    schema: { tags: ['shell'], summary: '工作模式：显示模式与布局（未设置时为默认值）' },
  }, async (req) => ok(await req.tx((tx) => getWorkMode(tx, req.actor()))));

  app.post('/a/bd/workMode/workMenu', {
    schema: { tags: ['shell'], summary: '工作模式左侧栏菜单（按 ids 顺序，仅本人可访问的菜单）', body: ZWorkMenuBody },
  }, async (req) => ok(await req.tx((tx) => workMenus(tx, req.actor(), req.body.ids))));
};
