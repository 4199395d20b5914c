import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, okrApi, planMethodApi, productionApi, projectTrackingApi } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { applyPlanMethod, getPlanMethod, productionPlan, savePlanMethod } from './okr-plan.service.js';
import { deleteGoal, getGoal, okrTree, saveGoal } from './okr.service.js';
import { confirmFollow, deleteTracking, getTracking, giveUpFollow, queryTrackings, saveTracking, setSignStatus } from './tracking.service.js';

const PT = 'finance:projectTracking';
/** The 经营目标 menu of the market area (/b/business-objectives) carries the objectives' rights. */
const OKR = 'market:objectives';
const METHOD = 'market:planMethod';
const PRODUCTION = 'market:planProduction';

/** Project tracking and objectives (spec 3 §7 /b/projectTracking/*, /b/okr/*). */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const T = projectTrackingApi;
  route(app, T.queryList, { config: { permission: `${PT}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryTrackings(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, T.get, { config: { permission: `${PT}:view` } }, async (req) => ok(await req.tx((tx) => getTracking(tx, req.actor(), req.params.id))));
  route(app, T.save, { config: { permission: `${PT}:view` } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), `${PT}:${req.body.id ? 'edit' : 'add'}`);
    return saveTracking(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, T.confirmFollow, { config: { permission: `${PT}:follow` } },
    async (req) => ok(await req.tx((tx) => confirmFollow(tx, req.actor(), req.body.id)), { msg: '已确认跟踪' }));
  route(app, T.giveUpFollow, { config: { permission: `${PT}:follow` } },
    async (req) => ok(await req.tx((tx) => giveUpFollow(tx, req.actor(), req.body.id, req.body.reason)), { msg: '已放弃跟踪' }));
  route(app, T.signStatus, { config: { permission: `${PT}:follow` } },
    async (req) => ok(await req.tx((tx) => setSignStatus(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, T.delete, { config: { permission: `${PT}:delete` } }, async (req) => {
    await req.tx((tx) => deleteTracking(tx, req.actor(), req.body.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  route(app, okrApi.queryTree, { config: { permission: `${OKR}:view` } }, async (req) => ok(await req.tx((tx) => okrTree(tx, req.actor(), req.body.year))));
  route(app, okrApi.get, { config: { permission: `${OKR}:view` } }, async (req) => ok(await req.tx((tx) => getGoal(tx, req.actor(), req.params.id))));
  route(app, okrApi.save, { config: { permission: `${OKR}:edit` } },
    async (req) => ok(await req.tx((tx) => saveGoal(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, okrApi.delete, { config: { permission: `${OKR}:edit` } }, async (req) => {
    await req.tx((tx) => deleteGoal(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  route(app, planMethodApi.get, { config: { permission: `${METHOD}:view` } }, async (req) => ok(await req.tx((tx) => getPlanMethod(tx, req.actor(), req.body.year))));
  route(app, planMethodApi.save, { config: { permission: `${METHOD}:edit` } },
    async (req) => ok(await req.tx((tx) => savePlanMethod(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  // Applying writes objectives: it needs their edit right too.
  route(app, planMethodApi.apply, { config: { permission: `${METHOD}:edit` } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), `${OKR}:edit`);
    return applyPlanMethod(tx, req.actor(), req.body.year);
  }), { msg: '已按计划方式分解到部门' }));
  route(app, productionApi.query, { config: { permission: `${PRODUCTION}:view` } }, async (req) => ok(await req.tx((tx) => productionPlan(tx, req.actor(), req.body))));
};
