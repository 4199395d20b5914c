import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSerialRule } from '@ecms/shared';
import { ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { codegenRules, nextSerial } from './codegen.service.js';

/** Code-generation rules (spec 3 §2 /base-data/code-gen) and the next number of a rule. */
export const CODEGEN_PERMISSION = 'bd:codeGen:view';

export const codegenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/a/codegen/rule/queryList', {
    schema: { tags: ['codegen'], summary: '编码规则列表', body: ZListRequest.optional() },
    config: { permission: CODEGEN_PERMISSION },
  }, async (req) => {
    const page = await req.tx((tx) => codegenRules.list(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  app.post('/a/codegen/rule', {
    schema: { tags: ['codegen'], summary: '保存编码规则', body: ZSerialRule.extend({ id: z.string().max(64).optional() }) },
    config: { permission: CODEGEN_PERMISSION },
  }, async (req) => ok(await req.tx((tx) => codegenRules.save(tx, req.body))));
  app.delete('/a/codegen/rule/:id', {
    schema: { tags: ['codegen'], summary: '删除编码规则', params: z.object({ id: z.string().max(64) }) },
    config: { permission: CODEGEN_PERMISSION },
  }, async (req) => ok(await req.tx((tx) => codegenRules.remove(tx, req.params.id))));
  // Any signed-in user may draw a number (forms call it on save; the designer previews with peek).
  app.post('/b/codegen/:code/next', {
    schema: {
      tags: ['codegen'], summary: '生成下一个编码（peek=1 仅预览）',
      params: z.object({ code: z.string().max(50) }), querystring: z.object({ peek: z.string().optional() }),
    },
  }, async (req) => ok({ value: await req.tx((tx) => nextSerial(tx, req.params.code, { peek: req.query.peek === '1' || req.query.peek === 'true' })) }));
};
