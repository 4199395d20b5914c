/** Code-generation rules (spec 3 §2 /base-data/code-gen) and the next number of a rule. */
import { z } from 'zod';
import { ZSerialRule } from '../forms.js';
import { ZListRequest } from './common.js';
import { defineCall } from './define.js';
import { ZAuditFields } from './rows.js';

export const ZSerialRuleRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  code: z.string(),
  name: z.string(),
  prefix: z.string(),
  datePattern: z.string(),
  seqLength: z.number(),
  separator: z.string(),
  ...ZAuditFields,
});

const tags = ['codegen'];
export const codegenApi = {
  queryList: defineCall({
    method: 'POST', path: '/a/codegen/rule/queryList', tags, summary: '编码规则列表', body: ZListRequest.optional(),
    data: z.array(ZSerialRuleRow.extend({ example: z.string() })), paged: true,
  }),
  save: defineCall({
    method: 'POST', path: '/a/codegen/rule', tags, summary: '保存编码规则',
    body: ZSerialRule.extend({ id: z.string().max(64).optional() }), data: ZSerialRuleRow,
  }),
  remove: defineCall({
    method: 'DELETE', path: '/a/codegen/rule/:id', tags, summary: '删除编码规则', params: z.object({ id: z.string().max(64) }), data: z.null(),
  }),
  next: defineCall({
    method: 'POST', path: '/b/codegen/:code/next', tags, summary: '生成下一个编码（peek=1 仅预览）',
    params: z.object({ code: z.string().max(50) }), query: z.object({ peek: z.string().max(8).optional() }), data: z.object({ value: z.string() }),
  }),
};

export type TSerialRuleRow = z.input<typeof ZSerialRuleRow>;
