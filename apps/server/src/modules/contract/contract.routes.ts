import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractApi, MESSAGES } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { contracts, saveAndStartContract } from './contract.service.js';

/** Contracts (spec 2 §2 Consulting, §3, §5); calls declared in packages/shared/src/contracts/contract.ts. */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contractApi.saveAndStartFlow, { config: { permission: 'contract:form:view' } },
    async (req) => ok(await req.tx((tx) => saveAndStartContract(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));

  route(app, contractApi.get, { config: { permission: 'contract:form:view' } },
    async (req) => ok(await req.tx((tx) => contracts.get(tx, req.actor(), req.params.id))));

  route(app, contractApi.queryList, { config: { permission: 'contract:database:view' } }, async (req) => {
    const page = await req.tx((tx) => contracts.list(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
};
