import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { formApi, MESSAGES, recordKindApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { printRecord } from '../../platform/record-kind.js';
import type { AppRegistry } from '../../platform/registry.js';
import { fail, ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { streamXlsxInTx } from '../../platform/excel/writer.js';
import type { Db } from '../../db/client.js';
import { formDefinitions } from './form-definition.service.js';
import { createFormMenu, wfForms } from './form-flow.service.js';
import { formRecords } from './form-record.service.js';
import { FormValidationError } from './form-values.js';

/** Online forms (issue 6): contract in docs/forms-excel-contract.md. */
export const FORM_ADMIN_PERMISSION = 'sys:formManager:view';
export const FORM_ROLE_PERMISSION = 'sys:formRole:view';

/** Field errors answer 400 with every error in data.errors (the transaction is rolled back). */
async function validated<T>(reply: FastifyReply, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof FormValidationError) return reply.code(400).send({ ...fail(400, e.message), data: { errors: e.errors } }) as never;
    throw e;
  }
}

/** `?ids=a,b`: at most 50 ids. */
const idList = (ids: string | undefined) => (ids === undefined ? undefined : ids.split(',').filter(Boolean).slice(0, 50));

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const F = formApi;
  // ---- definitions (model-form-manager, dev-online, model-role-manager) ----
  const admin = { config: { permission: FORM_ADMIN_PERMISSION } };
  route(app, F.definitionList, admin, async (req) => { const p = await req.tx((tx) => formDefinitions.list(tx, req.body ?? {})); return ok(p.rows, { total: p.total }); });
  route(app, F.definition, admin, async (req) => ok(await req.tx((tx) => formDefinitions.get(tx, req.params.id))));
  route(app, F.saveDefinition, admin, async (req) => ok(await req.tx((tx) => formDefinitions.save(tx, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, F.publish, admin, async (req) => ok(await req.tx((tx) => formDefinitions.publish(tx, req.actor(), req.params.id)), { msg: '发布成功' }));
  route(app, F.version, admin, async (req) => ok(await req.tx((tx) => formDefinitions.version(tx, req.params.formId, req.params.version))));
  route(app, F.setStatus, admin, async (req) => { await req.tx((tx) => formDefinitions.setStatus(tx, req.params.id, req.body.status)); return ok(null); });
  route(app, F.removeDefinition, admin, async (req) => { await req.tx((tx) => formDefinitions.remove(tx, req.params.id)); return ok(null, { msg: '删除成功' }); });
  const roles = { config: { permission: FORM_ROLE_PERMISSION } };
  route(app, F.roles, roles, async (req) => ok(await req.tx((tx) => formDefinitions.roles(tx, req.params.id))));
  route(app, F.setRoles, roles, async (req) => ok(await req.tx((tx) => formDefinitions.setRoles(tx, req.params.id, req.body.roleIds))));

  // ---- runtime (rights per form, checked in the service) ----
  route(app, F.meta, {}, async (req) => ok(await req.tx((tx) => formRecords.meta(tx, req.actor(), req.params.formId))));
  route(app, F.queryList, {}, async (req) => {
    const p = await req.tx((tx) => formRecords.list(tx, req.actor(), req.params.formId, req.body ?? {}));
    return ok(p.rows, { total: p.total });
  });
  route(app, F.options, {}, async (req) => ok(await req.tx((tx) => formRecords.options(tx, req.actor(), req.params.formId, {
    q: req.query.q, ids: idList(req.query.ids),
  }))));
  route(app, F.tree, {}, async (req) => { const r = await req.tx((tx) => formRecords.tree(tx, req.actor(), req.params.formId, req.body ?? {})); return ok(r.nodes, { total: r.total }); });
  // The export streams a workbook (no envelope): a plain route.
  app.post('/b/form/:formId/export', {
    schema: { tags: ['form'], summary: '导出表单数据（当前筛选条件，按数据权限）', params: z.object({ formId: z.string().min(1).max(64) }), body: ZListRequest.optional() },
  }, async (req, reply) => {
    const source = (tx: Db) => formRecords.exportSource(tx, req.actor(), req.params.formId, req.body ?? {});
    return streamXlsxInTx(req, reply, async (tx) => (await source(tx)).sheetName, source);
  });
  route(app, F.record, {}, async (req) => ok(await req.tx((tx) => formRecords.get(tx, req.actor(), req.params.formId, req.params.id))));
  route(app, F.create, {}, async (req, reply) => validated(reply, async () => {
    const r = await req.tx((tx) => formRecords.create(tx, req.actor(), req.params.formId, req.body));
    return ok({ id: r.id, version: 1 }, { msg: '保存成功' });
  }));
  route(app, F.saveAndStartFlow, {}, async (req, reply) => validated(reply, async () =>
    ok(await req.tx((tx) => formRecords.saveAndStartFlow(tx, req.actor(), req.params.formId, req.body)), { msg: MESSAGES.SUBMIT_OK })));
  route(app, F.startFlow, {}, async (req) =>
    ok(await req.tx((tx) => formRecords.startFlow(tx, req.actor(), req.params.formId, req.params.id)), { msg: MESSAGES.SUBMIT_OK }));
  route(app, F.update, {}, async (req, reply) => validated(reply, async () =>
    ok(await req.tx((tx) => formRecords.update(tx, req.actor(), req.params.formId, req.params.id, req.body)), { msg: '保存成功' })));
  route(app, F.remove, {}, async (req) => ok(await req.tx((tx) => formRecords.remove(tx, req.actor(), req.params.formId, req.body?.ids ?? [])), { msg: '删除成功' }));

  // ---- flow forms (spec 1 §7) ----
  route(app, F.display, {}, async (req) => ok(await req.tx((tx) => wfForms.display(tx, req.body))));
  route(app, F.byGroup, {}, async (req) => ok(await req.tx((tx) => wfForms.byGroup(tx, req.params.id))));
  route(app, F.byFlow, {}, async (req) => ok(await req.tx((tx) => wfForms.byFlow(tx, req.query.mainProcDefId || req.params.id))));
  route(app, F.published, {}, async (req) => ok(await req.tx((tx) => wfForms.get(tx, req.params.id))));
  route(app, F.createButtons, admin, async (req) => ok(await req.tx((tx) => createFormMenu(tx, req.body)), { msg: '生成成功' }));
};

/**
 * Record kinds (platform/record-kind.ts): the print of any kind's record and the picks of a ref
 * field pointing at a kind. Rights are the kind's (its view permission and data scope, checked by
 * its read and options).
 */
export const recordKindRoutes: FastifyPluginAsyncZod = async (app) => {
  const kindOf = async (tx: Db, registry: AppRegistry, code: string) => {
    const kind = await registry.recordKind(tx, code);
    if (!kind) throw notFound('记录类型不存在');
    return kind;
  };
  route(app, recordKindApi.print, {}, async (req) => ok(await req.tx(async (tx) => {
    const actor = req.actor();
    const kind = await kindOf(tx, req.registry, req.params.kind);
    const row = await kind.read(tx, actor, req.params.id);
    if (!row) throw notFound(MESSAGES.RECORD_MISSING);
    return printRecord(tx, actor, kind, row);
  })));
  route(app, recordKindApi.options, {}, async (req) => ok(await req.tx(async (tx) => {
    const kind = await kindOf(tx, req.registry, req.params.kind);
    if (!kind.ref) throw badRequest('该记录类型不能被关联');
    return kind.ref.options(tx, req.actor(), {
      q: req.query.q?.trim() || undefined, ids: req.query.ids === undefined ? undefined : req.query.ids.split(',').filter(Boolean).slice(0, 50),
    });
  })));
};
