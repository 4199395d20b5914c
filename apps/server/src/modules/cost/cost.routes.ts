import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, ZCostCreate } from '@ecms/shared';
import { ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { costConsultations, saveAndStartCost } from './cost.service.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Cost consultations (spec 2 §2 Consulting, §3, §5). */
export const costRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/b/cost/saveAndStartFlow', {
    schema: { tags: ['cost'], summary: '保存造价咨询业务并发起流程（flowType, name, commissionPurpose）', body: ZCostCreate },
    config: { permission: 'consult:cost:add' },
  }, async (req) => ok(await req.tx((tx) => saveAndStartCost(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));

  app.get('/b/cost/:id', {
    schema: { tags: ['cost'], summary: '造价咨询业务详情（含流程状态）', params: ZId },
    config: { permission: 'consult:cost:view' },
  }, async (req) => ok(await req.tx((tx) => costConsultations.get(tx, req.actor(), req.params.id))));

  app.post('/b/cost/queryList', {
    schema: { tags: ['cost'], summary: '造价咨询业务列表（按数据权限）', body: ZListRequest.optional() },
    config: { permission: 'consult:cost:view' },
  }, async (req) => {
    const page = await req.tx((tx) => costConsultations.list(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
};
