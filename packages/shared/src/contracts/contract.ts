/** Contracts (spec 2 §2 Consulting, §3, §5): create-and-start, read, ledger. */
import { z } from 'zod';
import { ZContractCreate } from '../validators.js';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZFlowStart } from './workflow.js';

/** `:id` of a flow record (no custom messages: a bad id answers 参数 id 不正确). */
export const ZRecordId = z.object({ id: z.string().min(1).max(64) });

/** The columns every flow record (contract, cost consultation) answers with, labels included. */
export const ZFlowRecordBase = z.object({
  tenantId: z.string(),
  id: z.string(),
  code: z.string(),
  name: z.string(),
  flowType: z.number(),
  businessType: z.number(),
  amount: z.number().nullable(),
  remark: z.string().nullable(),
  deptId: z.string().nullable(),
  status: z.number(),
  procInstId: z.string().nullable(),
  curNodeName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: zDateTime,
  updatedBy: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
  statusName: z.string(),
  flowTypeName: z.string(),
  businessTypeName: z.string(),
});

export const ZContract = ZFlowRecordBase.extend({
  partyA: z.string().nullable(),
  partyB: z.string().nullable(),
});

const tags = ['contract'];

export const contractApi = {
  saveAndStartFlow: defineCall({
    method: 'POST', path: '/b/contract/saveAndStartFlow', tags, summary: '保存合同并发起流程（flowType, name, businessType）',
    body: ZContractCreate, data: ZFlowStart,
  }),
  get: defineCall({
    method: 'GET', path: '/b/contract/:id', tags, summary: '合同详情（含流程状态）', params: ZRecordId, data: ZContract,
  }),
  queryList: defineCall({
    method: 'POST', path: '/b/contract/queryList', tags, summary: '合同台账（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZContract), paged: true,
  }),
};

export type TContract = z.input<typeof ZContract>;
