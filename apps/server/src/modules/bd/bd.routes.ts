import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaApi, dictApi, pageConfigApi, paramApi } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { deleteArea, queryAreaTree, saveArea } from './area.service.js';
import {
  createDict, deleteDict, DictCache, dictCatalogue, dictItem, dictOptionMap, dictOptions, dictTree, queryDictList,
  queryDictTree, requestedCodes, updateDict, moveDict,
} from './dict.service.js';
import { dictTypeOf, listedDictType, requireDictRight } from './dict-rights.js';
import { deletePageConfig, queryPageConfigs, savePageConfig } from './page-config.service.js';
import { createParam, deleteParam, getParam } from './param-admin.service.js';
import { publishEvent, TOPIC } from '../../platform/realtime/events.js';

/** Base data: dictionaries, areas, parameter administration, page configuration; calls in packages/shared/src/contracts/bd.ts. */
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
  route(app, dictApi.flowGroups, {}, async (req) => ok(await req.tx((tx) => dictOptions(tx, cache, tenantOf(req), 'process-left-group'))));

  route(app, dictApi.options, {}, async (req) => ok(await req.tx((tx) => dictOptions(tx, cache, tenantOf(req), req.params.code))));

  route(app, dictApi.item, {}, async (req) => ok(await req.tx((tx) => dictItem(tx, cache, tenantOf(req), req.params.code, req.params.item))));

  route(app, dictApi.tree, {}, async (req) => ok(await req.tx((tx) => dictTree(tx, cache, tenantOf(req), req.params.code))));

  route(app, dictApi.optionMap, {}, async (req) => {
    const codes = requestedCodes(req.body);
    return ok(await req.tx((tx) => dictOptionMap(tx, cache, tenantOf(req), codes)));
  });

  route(app, dictApi.kinds, {}, async (req) => ok(await req.tx((tx) => dictCatalogue(tx, cache, tenantOf(req)))));

  route(app, dictApi.baseData, {}, async (req) => {
    const code = req.query.category ?? req.query.type;
    if (!code) throw badRequest('请指定基础数据类别');
    return ok(await req.tx((tx) => dictOptions(tx, cache, tenantOf(req), code)));
  });

  // ---- dictionaries: administration --------------------------------------------------------
  // The system dictionary rights cover every dictionary; a base-data page's right only the one
  // dictionary that declares it (dict-rights.ts), checked in the call's transaction against
  // the stored item's type.
  const byDictRight = { schema: { description: '权限：系统字典权限（sys:dict:*、sys:treeDict:view），或该字典所属基础数据页面的权限（如资产分类 bd:assetClass:view/add/edit/delete，仅限该字典）' } };

  route(app, dictApi.queryList, byDictRight, async (req) => {
    const r = await req.tx(async (tx) => {
      const type = listedDictType(req.body.params);
      await requireDictRight(tx, req.actor(), type, 'view', ['sys:dict:view']);
      return queryDictList(tx, req.body);
    });
    return ok(r.rows, { total: r.total });
  });

  route(app, dictApi.create, byDictRight, async (req) => {
    const row = await req.tx(async (tx) => {
      const id = req.body.id;
      const type = id ? () => dictTypeOf(tx, id) : req.body.type;
      await requireDictRight(tx, req.actor(), type, id ? 'edit' : 'add', ['sys:dict:view', id ? 'sys:dict:edit' : 'sys:dict:add']);
      return createDict(tx, req.body);
    });
    await dropDicts(req);
    return ok(row, { msg: '保存成功' });
  });

  route(app, dictApi.update, byDictRight, async (req) => {
    const row = await req.tx(async (tx) => {
      await requireDictRight(tx, req.actor(), () => dictTypeOf(tx, req.body.id), 'edit', ['sys:dict:edit']);
      return updateDict(tx, req.body);
    });
    await dropDicts(req);
    return ok(row, { msg: '保存成功' });
  });

  route(app, dictApi.delete, byDictRight, async (req) => {
    await req.tx(async (tx) => {
      await requireDictRight(tx, req.actor(), () => dictTypeOf(tx, req.params.id), 'delete', ['sys:dict:delete']);
      await deleteDict(tx, req.params.id);
    });
    await dropDicts(req);
    return ok(null, { msg: '删除成功' });
  });

  route(app, dictApi.adminTree, byDictRight, async (req) => {
    const type = req.body.params?.type ?? req.body.type;
    if (!type) throw badRequest('请指定字典编码');
    return ok(await req.tx(async (tx) => {
      await requireDictRight(tx, req.actor(), type, 'view', ['sys:treeDict:view']);
      return queryDictTree(tx, type, req.body.params?.label ?? req.body.label);
    }));
  });

  route(app, dictApi.move, byDictRight, async (req) => {
    const r = await req.tx(async (tx) => {
      await requireDictRight(tx, req.actor(), () => dictTypeOf(tx, req.body.sourceId), 'edit', ['sys:dict:edit']);
      return moveDict(tx, req.body);
    });
    await dropDicts(req);
    return ok(r, { msg: '排序成功' });
  });

  // ---- areas ---------------------------------------------------------------------------------

  route(app, areaApi.queryTree, { config: { permission: 'sys:area:view' } }, async (req) => ok(await req.tx((tx) => queryAreaTree(tx, req.body ?? {}))));

  route(app, areaApi.save, { config: { permission: 'sys:area:view' } }, async (req) => {
    await requirePermission(app.database.db, req.actor(), req.body.id ? 'sys:area:edit' : 'sys:area:add');
    return ok(await req.tx((tx) => saveArea(tx, req.body)), { msg: '保存成功' });
  });

  route(app, areaApi.delete, { config: { permission: 'sys:area:delete' } }, async (req) => {
    await req.tx((tx) => deleteArea(tx, req.params.id));
    return ok(null, { msg: '删除成功' });
  });

  // ---- system parameters (list and value edit live in modules/system) -----------------------

  route(app, paramApi.get, { config: { permission: 'sys:param:view' } }, async (req) => ok(await req.tx((tx) => getParam(tx, req.params.key))));

  route(app, paramApi.create, { config: { permission: 'sys:param:add' } }, async (req) => {
    const row = await req.tx((tx) => createParam(tx, req.body));
    await paramsChanged(req);
    return ok(row, { msg: '保存成功' });
  });

  // The menu tree has no separate delete button for parameters: deleting is an edit of the set.
  route(app, paramApi.delete, { config: { permission: 'sys:param:edit' } }, async (req) => {
    await req.tx((tx) => deleteParam(tx, req.params.id));
    await paramsChanged(req);
    return ok(null, { msg: '删除成功' });
  });

  // ---- page configuration ---------------------------------------------------------------------

  route(app, pageConfigApi.queryList, {}, async (req) => {
    const r = await req.tx((tx) => queryPageConfigs(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  // No menu carries this permission yet, so only administrators pass.
  route(app, pageConfigApi.save, { config: { permission: 'sys:pageConfig:edit' } }, async (req) => ok(await req.tx((tx) => savePageConfig(tx, req.body)), { msg: '保存成功' }));

  route(app, pageConfigApi.delete, { config: { permission: 'sys:pageConfig:edit' } }, async (req) => {
    await req.tx((tx) => deletePageConfig(tx, req.params.id));
    return ok(null, { msg: '删除成功' });
  });
};
