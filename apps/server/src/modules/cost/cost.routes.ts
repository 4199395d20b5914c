import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { costApi, MESSAGES } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { costConsultations, saveAndStartCost } from './cost.service.js';

/** Cost consultations (spec 2 §2 Consulting, §3, §5); calls declared in packages/shared/src/contracts/cost.ts. */
export const costRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, costApi.saveAndStartFlow, { config: { permission: 'consult:cost:add' } },
    async (req) => ok(await req.tx((tx) => saveAndStartCost(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));

  route(app, costApi.get, { config: { permission: 'consult:cost:view' } },
    async (req) => ok(await req.tx((tx) => costConsultations.get(tx, req.actor(), req.params.id))));

  route(app, costApi.queryList, { config: { permission: 'consult:cost:view' } }, async (req) => {
    const page = await req.tx((tx) => costConsultations.list(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
};
