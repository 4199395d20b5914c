/** Cost consultations (spec 2 §2 Consulting, §3, §5): create-and-start, read, list. */
import { z } from 'zod';
import { ZCostCreate } from '../validators.js';
import { ZListRequest } from './common.js';
import { ZFlowRecordBase, ZRecordId } from './contract.js';
import { defineCall } from './define.js';
import { ZFlowStart } from './workflow.js';

export const ZCostConsultation = ZFlowRecordBase.extend({
  commissionPurpose: z.number(),
  client: z.string().nullable(),
});

const tags = ['cost'];

export const costApi = {
  saveAndStartFlow: defineCall({
    method: 'POST', path: '/b/cost/saveAndStartFlow', tags, summary: '保存造价咨询业务并发起流程（flowType, name, commissionPurpose）',
    body: ZCostCreate, data: ZFlowStart,
  }),
  get: defineCall({
    method: 'GET', path: '/b/cost/:id', tags, summary: '造价咨询业务详情（含流程状态）', params: ZRecordId, data: ZCostConsultation,
  }),
  queryList: defineCall({
    method: 'POST', path: '/b/cost/queryList', tags, summary: '造价咨询业务列表（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZCostConsultation), paged: true,
  }),
};

export type TCostConsultation = z.input<typeof ZCostConsultation>;
