import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codegenApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { codegenRules, nextSerial } from './codegen.service.js';

/** Code-generation rules (spec 3 §2 /base-data/code-gen) and the next number of a rule. */
export const CODEGEN_PERMISSION = 'bd:codeGen:view';

export const codegenRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, codegenApi.queryList, { config: { permission: CODEGEN_PERMISSION } }, async (req) => {
    const page = await req.tx((tx) => codegenRules.list(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, codegenApi.save, { config: { permission: CODEGEN_PERMISSION } }, async (req) => ok(await req.tx((tx) => codegenRules.save(tx, req.body))));
  route(app, codegenApi.remove, { config: { permission: CODEGEN_PERMISSION } }, async (req) => {
    await req.tx((tx) => codegenRules.remove(tx, req.params.id));
    return ok(null);
  });
  // Any signed-in user may draw a number (forms call it on save; the designer previews with peek).
  route(app, codegenApi.next, {}, async (req) =>
    ok({ value: await req.tx((tx) => nextSerial(tx, req.params.code, { peek: req.query.peek === '1' || req.query.peek === 'true' })) }));
};
