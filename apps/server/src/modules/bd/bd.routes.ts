import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/context.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { ZListRequest } from '../../platform/list-query.js';
import { deleteArea, queryAreaTree, saveArea, ZAreaQuery, ZAreaSave } from './area.service.js';
import {
  createDict, deleteDict, DictCache, dictCatalogue, dictItem, dictOptionMap, dictOptions, dictTree, queryDictList,
  queryDictTree, requestedCodes, updateDict, moveDict, ZDictCode, ZDictCreate, ZDictMove, ZDictUpdate,
} from './dict.service.js';
import { deletePageConfig, queryPageConfigs, savePageConfig, ZPageConfigSave } from './page-config.service.js';
import { createParam, deleteParam, getParam, ZParamCreate } from './param-admin.service.js';
import { publishEvent, TOPIC } from '../../platform/realtime/events.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Base data: dictionaries, areas, parameter administration, page configuration. */
export const bdRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new DictCache(500, 60_000);
  const tenantOf = (req: FastifyRequest) => req.actor().tenantId;
  // A committed write changed dictionaries: this tenant's cached answers go, on every instance.
  const offDicts = app.database.bus.subscribe(TOPIC.DICTS_CHANGED, (d) => {
    const tenantId = (d as { tenantId?: unknown }).tenantId;
    if (typeof tenantId === 'string') cache.dropTenant(tenantId);
  });
  app.addHook('onClose', async () => { offDicts(); });
  const dropDicts = (req: FastifyRequest) => publishEvent(app.database.db, TOPIC.DICTS_CHANGED, { tenantId: tenantOf(req) });
  /** Parameters created or deleted: paramList caches (modules/system) drop this tenant's answers. */
  const paramsChanged = (req: FastifyRequest) => publishEvent(app.database.db, TOPIC.PARAMS_CHANGED, { tenantId: tenantOf(req) });

  // ---- dictionaries: shared lookups (any signed-in user) ------------------------------------

  // The spec names this one dictionary's path on its own (the start-flow dialog's flow groups).
  app.get('/share/bd/dict/process-left-group', {
    schema: { tags: ['bd', 'workflow'], summary: '发起流程对话框的流程分组（字典 process-left-group）' },
  }, async (req) => ok(await req.tx((tx) => dictOptions(tx, cache, tenantOf(req), 'process-left-group'))));

  app.get('/share/bd/dict/:code', {
    schema: { tags: ['bd'], summary: '字典选项（启用的第一级字典项）', params: z.object({ code: ZDictCode }) },
  }, async (req) => ok(await req.tx((tx) => dictOptions(tx, cache, tenantOf(req), req.params.code))));

  app.get('/share/bd/dict/:code/:item', {
    schema: { tags: ['bd'], summary: '按值取一个字典项', params: z.object({ code: ZDictCode, item: z.string().min(1).max(100) }) },
  }, async (req) => ok(await req.tx((tx) => dictItem(tx, cache, tenantOf(req), req.params.code, req.params.item))));

  app.get('/share/bd/treedict/:code', {
    schema: { tags: ['bd'], summary: '树形字典（extValues.fullText 为自根起的完整名称）', params: z.object({ code: ZDictCode }) },
  }, async (req) => ok(await req.tx((tx) => dictTree(tx, cache, tenantOf(req), req.params.code))));

  app.post('/share/bd/dict/queryList', {
    schema: {
      tags: ['bd'], summary: '批量取字典（params.types 或 params.type → 编码到选项的映射）',
      body: z.object({
        params: z.record(z.string(), z.unknown()).optional(),
        types: z.union([z.array(z.string().max(64)).max(1000), z.string().max(10_000)]).optional(),
        type: z.string().max(10_000).optional(),
      }),
    },
  }, async (req) => {
    const codes = requestedCodes(req.body);
    return ok(await req.tx((tx) => dictOptionMap(tx, cache, tenantOf(req), codes)));
  });

  app.get('/b/kind/tree1', {
    schema: { tags: ['bd'], summary: '字典目录树（普通字典 / 层级字典）' },
  }, async (req) => ok(await req.tx((tx) => dictCatalogue(tx, cache, tenantOf(req)))));

  app.get('/bs/common/baseData/list', {
    schema: {
      tags: ['bd'], summary: '基础数据列表（category 如 UNIT_CLASS、SUPERVISE_INFO_CATEGORY，或 type 如 SUPERVISE_MACHINE_DATA）',
      querystring: z.object({ category: ZDictCode.optional(), type: ZDictCode.optional() }),
    },
  }, async (req) => {
    const code = req.query.category ?? req.query.type;
    if (!code) throw badRequest('请指定基础数据类别');
    return ok(await req.tx((tx) => dictOptions(tx, cache, tenantOf(req), code)));
  });

  // ---- dictionaries: administration --------------------------------------------------------

  app.post('/a/bd/dict/queryList', {
    schema: { tags: ['bd'], summary: '字典项列表（params: type, label, value, enabled, parentId；默认按 sort 升序）', body: ZListRequest },
    config: { permission: 'sys:dict:view' },
  }, async (req) => {
    const r = await req.tx((tx) => queryDictList(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  app.post('/a/bd/dict/save', {
    schema: { tags: ['bd'], summary: '新增字典项（带 id 与 version 时为修改）', body: ZDictCreate },
    config: { permission: 'sys:dict:view' },
  }, async (req) => {
    await requirePermission(app.database.db, req.actor(), req.body.id ? 'sys:dict:edit' : 'sys:dict:add');
    const row = await req.tx((tx) => createDict(tx, req.body));
    await dropDicts(req);
    return ok(row, { msg: '保存成功' });
  });

  app.put('/a/bd/dict', {
    schema: { tags: ['bd'], summary: '修改字典项（乐观锁：version 不一致返回409）', body: ZDictUpdate },
    config: { permission: 'sys:dict:edit' },
  }, async (req) => {
    const row = await req.tx((tx) => updateDict(tx, req.body));
    await dropDicts(req);
    return ok(row, { msg: '保存成功' });
  });

  app.delete('/a/bd/dict/delete/:id', {
    schema: { tags: ['bd'], summary: '删除字典项（有下级时拒绝）', params: ZId },
    config: { permission: 'sys:dict:delete' },
  }, async (req) => {
    await req.tx((tx) => deleteDict(tx, req.params.id));
    await dropDicts(req);
    return ok(null, { msg: '删除成功' });
  });

  app.post('/a/bd/treedict/queryTree', {
    schema: {
      tags: ['bd'], summary: '层级字典管理树（含停用项）',
      body: z.object({
        type: ZDictCode.optional(), label: z.string().max(100).optional(),
        params: z.object({ type: ZDictCode.optional(), label: z.string().max(100).optional() }).optional(),
      }),
    },
    config: { permission: 'sys:treeDict:view' },
  }, async (req) => {
    const type = req.body.params?.type ?? req.body.type;
    if (!type) throw badRequest('请指定字典编码');
    return ok(await req.tx((tx) => queryDictTree(tx, type, req.body.params?.label ?? req.body.label)));
  });

  app.put('/a/bd/treedict/updateSort', {
    schema: {
      tags: ['bd'], summary: '层级字典拖动排序：source 放到 target 之前（before）、之后（after）或其下（inside，成为最后一个下级）',
      body: ZDictMove,
    },
    config: { permission: 'sys:dict:edit' },
  }, async (req) => {
    const r = await req.tx((tx) => moveDict(tx, req.body));
    dropDicts(req);
    return ok(r, { msg: '排序成功' });
  });

  // ---- areas ---------------------------------------------------------------------------------

  app.post('/a/bd/area/queryTree', {
    schema: { tags: ['bd'], summary: '区域树（parentId 懒加载一级；name 过滤）', body: ZAreaQuery.optional() },
    config: { permission: 'sys:area:view' },
  }, async (req) => ok(await req.tx((tx) => queryAreaTree(tx, req.body ?? {}))));

  app.post('/a/bd/area', {
    schema: { tags: ['bd'], summary: '新增或修改区域（修改须带 version，不一致返回409）', body: ZAreaSave },
    config: { permission: 'sys:area:view' },
  }, async (req) => {
    await requirePermission(app.database.db, req.actor(), req.body.id ? 'sys:area:edit' : 'sys:area:add');
    return ok(await req.tx((tx) => saveArea(tx, req.body)), { msg: '保存成功' });
  });

  app.delete('/a/bd/area/:id', {
    schema: { tags: ['bd'], summary: '删除区域（有下级时拒绝）', params: ZId },
    config: { permission: 'sys:area:delete' },
  }, async (req) => {
    await req.tx((tx) => deleteArea(tx, req.params.id));
    return ok(null, { msg: '删除成功' });
  });

  // ---- system parameters (list and value edit live in modules/system) -----------------------

  app.get('/a/sys/param/:key', {
    schema: { tags: ['system'], summary: '取一个系统参数', params: z.object({ key: z.string().min(1).max(100) }) },
    config: { permission: 'sys:param:view' },
  }, async (req) => ok(await req.tx((tx) => getParam(tx, req.params.key))));

  app.post('/a/sys/param', {
    schema: { tags: ['system'], summary: '新增系统参数', body: ZParamCreate },
    config: { permission: 'sys:param:add' },
  }, async (req) => {
    const row = await req.tx((tx) => createParam(tx, req.body));
    await paramsChanged(req);
    return ok(row, { msg: '保存成功' });
  });

  // The menu tree has no separate delete button for parameters: deleting is an edit of the set.
  app.delete('/a/sys/param/:id', {
    schema: { tags: ['system'], summary: '删除自定义系统参数', params: ZId },
    config: { permission: 'sys:param:edit' },
  }, async (req) => {
    await req.tx((tx) => deleteParam(tx, req.params.id));
    await paramsChanged(req);
    return ok(null, { msg: '删除成功' });
  });

  // ---- page configuration ---------------------------------------------------------------------

  app.post('/b/pageConfig/queryList', {
    schema: { tags: ['bd'], summary: '页面配置（params.type；content 为 JSON）', body: ZListRequest },
  }, async (req) => {
    const r = await req.tx((tx) => queryPageConfigs(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  // No menu carries this permission yet, so only administrators pass.
  app.post('/a/sys/pageConfig', {
    schema: { tags: ['bd'], summary: '新增或修改页面配置（content 须为 JSON 对象）', body: ZPageConfigSave },
    config: { permission: 'sys:pageConfig:edit' },
  }, async (req) => ok(await req.tx((tx) => savePageConfig(tx, req.body)), { msg: '保存成功' }));

  app.delete('/a/sys/pageConfig/:id', {
    schema: { tags: ['bd'], summary: '删除页面配置', params: ZId },
    config: { permission: 'sys:pageConfig:edit' },
  }, async (req) => {
    await req.tx((tx) => deletePageConfig(tx, req.params.id));
    return ok(null, { msg: '删除成功' });
  });
};
