import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MESSAGES, recordKindApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { printRecord } from '../../platform/record-kind.js';
import type { AppRegistry } from '../../platform/registry.js';
import { fail, ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { streamXlsxInTx } from '../../platform/excel/writer.js';
import type { Db } from '../../db/client.js';
import { formDefinitions, ZFormSave } from './form-definition.service.js';
import { createFormMenu, wfForms } from './form-flow.service.js';
import { formRecords } from './form-record.service.js';
import { FormValidationError } from './form-values.js';

/** Online forms (issue 6): contract in docs/forms-excel-contract.md. */
export const FORM_ADMIN_PERMISSION = 'sys:formManager:view';
export const FORM_ROLE_PERMISSION = 'sys:formRole:view';

const ZFormRef = z.object({ formId: z.string().min(1).max(64) });
const ZIdParam = z.object({ id: z.string().min(1).max(64) });
const ZRecordBody = z.object({
  values: z.record(z.string(), z.unknown()).optional(),
  subTables: z.record(z.string(), z.unknown()).optional(),
  parentId: z.string().max(64).nullish(),
  version: z.number().int().optional(),
});

/** Field errors answer 400 with every error in data.errors (the transaction is rolled back). */
async function validated<T>(reply: FastifyReply, fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof FormValidationError) return reply.code(400).send({ ...fail(400, e.message), data: { errors: e.errors } });
    throw e;
  }
}

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- definitions (model-form-manager, dev-online, model-role-manager) ----
  const admin = { permission: FORM_ADMIN_PERMISSION };
  app.post('/a/form/definition/queryList', { schema: { tags: ['form'], summary: '在线表单列表', body: ZListRequest.optional() }, config: admin },
    async (req) => { const p = await req.tx((tx) => formDefinitions.list(tx, req.body ?? {})); return ok(p.rows, { total: p.total }); });
  app.get('/a/form/definition/:id', { schema: { tags: ['form'], summary: '在线表单详情（含版本）', params: ZIdParam }, config: admin },
    async (req) => ok(await req.tx((tx) => formDefinitions.get(tx, req.params.id))));
  app.post('/a/form/definition', { schema: { tags: ['form'], summary: '保存表单草稿', body: ZFormSave }, config: admin },
    async (req) => ok(await req.tx((tx) => formDefinitions.save(tx, req.body)), { msg: MESSAGES.SAVE_OK }));
  app.post('/a/form/definition/:id/publish', { schema: { tags: ['form'], summary: '发布表单（建表/改表）', params: ZIdParam }, config: admin },
    async (req) => ok(await req.tx((tx) => formDefinitions.publish(tx, req.actor(), req.params.id)), { msg: '发布成功' }));
  app.get('/a/form/version/:formId/:version', {
    schema: { tags: ['form'], summary: '已发布版本的表单模型', params: ZFormRef.extend({ version: z.coerce.number().int().min(1) }) }, config: admin,
  }, async (req) => ok(await req.tx((tx) => formDefinitions.version(tx, req.params.formId, req.params.version))));
  app.put('/a/form/definition/:id/status', {
    schema: { tags: ['form'], summary: '启用/停用表单', params: ZIdParam, body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }) }, config: admin,
  }, async (req) => ok(await req.tx((tx) => formDefinitions.setStatus(tx, req.params.id, req.body.status))));
  app.delete('/a/form/definition/:id', { schema: { tags: ['form'], summary: '删除表单（未发布或无数据）', params: ZIdParam }, config: admin },
    async (req) => ok(await req.tx((tx) => formDefinitions.remove(tx, req.params.id)), { msg: '删除成功' }));
  app.get('/a/form/definition/:id/roles', { schema: { tags: ['form'], summary: '表单可用角色', params: ZIdParam }, config: { permission: FORM_ROLE_PERMISSION } },
    async (req) => ok(await req.tx((tx) => formDefinitions.roles(tx, req.params.id))));
  app.put('/a/form/definition/:id/roles', {
    schema: { tags: ['form'], summary: '设置表单可用角色', params: ZIdParam, body: z.object({ roleIds: z.array(z.string().max(64)).max(500) }) },
    config: { permission: FORM_ROLE_PERMISSION },
  }, async (req) => ok(await req.tx((tx) => formDefinitions.setRoles(tx, req.params.id, req.body.roleIds))));

  // ---- runtime (rights per form, checked in the service) ----
  app.get('/b/form/:formId/meta', { schema: { tags: ['form'], summary: '表单运行信息（模型与权限）', params: ZFormRef } },
    async (req) => ok(await req.tx((tx) => formRecords.meta(tx, req.actor(), req.params.formId))));
  app.post('/b/form/:formId/queryList', { schema: { tags: ['form'], summary: '表单数据列表（按数据权限）', params: ZFormRef, body: ZListRequest.optional() } },
    async (req) => { const p = await req.tx((tx) => formRecords.list(tx, req.actor(), req.params.formId, req.body ?? {})); return ok(p.rows, { total: p.total }); });
  app.get('/b/form/:formId/options', {
    schema: {
      tags: ['form'], summary: '关联字段的候选记录（按标题搜索或按 id，按数据权限）', params: ZFormRef,
      querystring: z.object({ q: z.string().max(100).optional(), ids: z.string().max(2000).optional() }),
    },
  }, async (req) => ok(await req.tx((tx) => formRecords.options(tx, req.actor(), req.params.formId, {
    q: req.query.q, ids: req.query.ids === undefined ? undefined : req.query.ids.split(',').filter(Boolean).slice(0, 50),
  }))));
  app.post('/b/form/:formId/tree', { schema: { tags: ['form'], summary: '树形表格（按分组字典与上级记录成树）', params: ZFormRef, body: ZListRequest.optional() } },
    async (req) => { const r = await req.tx((tx) => formRecords.tree(tx, req.actor(), req.params.formId, req.body ?? {})); return ok(r.nodes, { total: r.total }); });
  app.post('/b/form/:formId/export', { schema: { tags: ['form'], summary: '导出表单数据（当前筛选条件，按数据权限）', params: ZFormRef, body: ZListRequest.optional() } },
    async (req, reply) => {
      const source = (tx: Db) => formRecords.exportSource(tx, req.actor(), req.params.formId, req.body ?? {});
      return streamXlsxInTx(req, reply, async (tx) => (await source(tx)).sheetName, source);
    });
  app.get('/b/form/:formId/record/:id', { schema: { tags: ['form'], summary: '表单记录详情（含子表）', params: ZFormRef.extend(ZIdParam.shape) } },
    async (req) => ok(await req.tx((tx) => formRecords.get(tx, req.actor(), req.params.formId, req.params.id))));
  app.post('/b/form/:formId/record', { schema: { tags: ['form'], summary: '新增表单记录', params: ZFormRef, body: ZRecordBody } },
    async (req, reply) => validated(reply, async () => {
      const r = await req.tx((tx) => formRecords.create(tx, req.actor(), req.params.formId, req.body));
      return ok({ id: r.id, version: 1 }, { msg: '保存成功' });
    }));
  app.post('/b/form/:formId/record/saveAndStartFlow', { schema: { tags: ['form'], summary: '保存表单记录并发起流程', params: ZFormRef, body: ZRecordBody } },
    async (req, reply) => validated(reply, async () => ok(await req.tx((tx) => formRecords.saveAndStartFlow(tx, req.actor(), req.params.formId, req.body)), { msg: MESSAGES.SUBMIT_OK })));
  app.post('/b/form/:formId/record/:id/startFlow', { schema: { tags: ['form'], summary: '为已保存的记录发起流程', params: ZFormRef.extend(ZIdParam.shape) } },
    async (req) => ok(await req.tx((tx) => formRecords.startFlow(tx, req.actor(), req.params.formId, req.params.id)), { msg: MESSAGES.SUBMIT_OK }));
  app.put('/b/form/:formId/record/:id', { schema: { tags: ['form'], summary: '修改表单记录（version 乐观锁）', params: ZFormRef.extend(ZIdParam.shape), body: ZRecordBody } },
    async (req, reply) => validated(reply, async () => ok(await req.tx((tx) => formRecords.update(tx, req.actor(), req.params.formId, req.params.id, req.body)), { msg: '保存成功' })));
  app.delete('/b/form/:formId/record', {
    schema: { tags: ['form'], summary: '批量删除表单记录', params: ZFormRef, body: z.object({ ids: z.array(z.string().max(64)).max(1000).optional() }).optional() },
  }, async (req) => ok(await req.tx((tx) => formRecords.remove(tx, req.actor(), req.params.formId, req.body?.ids ?? [])), { msg: '删除成功' }));

  // ---- flow forms (spec 1 §7) ----
  app.post('/b/wf/form/display', {
    schema: { tags: ['form'], summary: '流程表单（按节点字段权限）', body: z.object({ formId: z.string().min(1).max(64), taskDefKey: z.string().max(100).nullish(), readonly: z.coerce.boolean().optional() }) },
  }, async (req) => ok(await req.tx((tx) => wfForms.display(tx, req.body))));
  app.get('/b/wf/form/group/:id/list', { schema: { tags: ['form'], summary: '分组下的表单', params: ZIdParam } },
    async (req) => ok(await req.tx((tx) => wfForms.byGroup(tx, req.params.id))));
  app.get('/b/wf/form/:id/list', {
    schema: { tags: ['form'], summary: '流程绑定的表单（id 或 mainProcDefId：流程定义 id 或编码）', params: ZIdParam, querystring: z.object({ mainProcDefId: z.string().max(64).optional() }) },
  }, async (req) => ok(await req.tx((tx) => wfForms.byFlow(tx, req.query.mainProcDefId || req.params.id))));
  app.get('/b/wf/form/:id', { schema: { tags: ['form'], summary: '表单定义（已发布模型）', params: ZIdParam } },
    async (req) => ok(await req.tx((tx) => wfForms.get(tx, req.params.id))));
  app.post('/b/wf/form/auth/menu/createButtons', {
    schema: {
      tags: ['form'], summary: '为表单生成菜单与按钮权限',
      body: z.object({ formId: z.string().min(1).max(64), parentId: z.string({ error: '请选择上级菜单' }).min(1, '请选择上级菜单').max(64), name: z.string().max(50).nullish(), icon: z.string().max(50).nullish() }),
    },
    config: admin,
  }, async (req) => ok(await req.tx((tx) => createFormMenu(tx, req.body)), { msg: '生成成功' }));
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
