import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, ZContractCreate } from '@ecms/shared';
import { ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { contracts, saveAndStartContract } from './contract.service.js';

export const ZId = z.object({ id: z.string().min(1).max(64) });

/** Contracts (spec 2 §2 Consulting, §3, §5). */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/b/contract/saveAndStartFlow', {
    schema: { tags: ['contract'], summary: '保存合同并发起流程（flowType, name, businessType）', body: ZContractCreate },
    config: { permission: 'contract:form:view' },
  }, async (req) => ok(await req.tx((tx) => saveAndStartContract(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));

  app.get('/b/contract/:id', {
    schema: { tags: ['contract'], summary: '合同详情（含流程状态）', params: ZId },
    config: { permission: 'contract:form:view' },
  }, async (req) => ok(await req.tx((tx) => contracts.get(tx, req.actor(), req.params.id))));

  app.post('/b/contract/queryList', {
    schema: { tags: ['contract'], summary: '合同台账（按数据权限）', body: ZListRequest.optional() },
    config: { permission: 'contract:database:view' },
  }, async (req) => {
    const page = await req.tx((tx) => contracts.list(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
};
