import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SUP_CHECK_MSG as C, SUPERVISE_MSG, SUP_CHECK_SCOPES, superviseCheckApi as api, type SupCheckScope } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import {
  addTables, deleteCheck, deleteItem, deleteTables, getCheck, listChecks, listItems, problemRefs, refProblems, saveCheck, saveItem, scoreRows,
  searchNodeItems, selectNodeItems, tableDetail,
} from './check.service.js';
import { assetType, deleteExitStaff, krpDetail, listExitStaff, saveExitStaff } from './exit-staff.service.js';

/*
 * Checks (cms: 公司检查 menu supervise:companyCheck; pms: 项目检查 supervise:projectCheck): view to read,
 * score to change. The route itself needs the project view; the scope's own right is checked on the
 * path's scope. Check items of a record or check: the project view to read, the record rights to change.
 */
const PROJECT_VIEW = 'supervise:project:view';
const SCOPE_MENU: Record<SupCheckScope, string> = { cms: 'supervise:companyCheck', pms: 'supervise:projectCheck' };
const need = (tx: Db, actor: SessionInfo, scope: SupCheckScope, action: 'view' | 'score') => requirePermission(tx, actor, `${SCOPE_MENU[scope]}:${action}`);

export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const scope of SUP_CHECK_SCOPES) {
    const A = api[scope];
    route(app, A.checkList, { config: { permission: PROJECT_VIEW } }, async (req) => {
      const { taskId } = req.params;
      const page = await req.tx(async (tx) => {
        await need(tx, req.actor(), scope, 'view');
        return listChecks(tx, req.actor(), taskId, scope, req.body ?? {});
      });
      return ok(page.rows, { total: page.total });
    });
    route(app, A.checkSave, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      await need(tx, req.actor(), scope, 'score');
      return saveCheck(tx, req.actor(), req.params.taskId, scope, req.body);
    }), { msg: MESSAGES.SAVE_OK }));
    route(app, A.checkGet, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      await need(tx, req.actor(), scope, 'view');
      return getCheck(tx, req.actor(), req.params.taskId, scope, req.params.id);
    })));
    route(app, A.checkDelete, { config: { permission: PROJECT_VIEW } }, async (req) => {
      await req.tx(async (tx) => {
        await need(tx, req.actor(), scope, 'score');
        await deleteCheck(tx, req.actor(), req.params.taskId, scope, req.params.id);
      });
      return ok(null, { msg: MESSAGES.DELETE_OK });
    });
    route(app, A.tableAdd, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      const { taskId, id } = req.params;
      await need(tx, req.actor(), scope, 'score');
      return addTables(tx, req.actor(), taskId, scope, id, req.body);
    }), { msg: C.ADDED }));
    route(app, A.tableDel, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      const { taskId, id } = req.params;
      await need(tx, req.actor(), scope, 'score');
      return deleteTables(tx, req.actor(), taskId, scope, id, req.body);
    }), { msg: C.DELETED }));
    route(app, A.tableGet, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      const { taskId, id, tableId } = req.params;
      await need(tx, req.actor(), scope, 'view');
      return tableDetail(tx, req.actor(), taskId, scope, id, tableId);
    })));
    route(app, A.tableScore, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      const { taskId, id, tableId } = req.params;
      await need(tx, req.actor(), scope, 'score');
      return scoreRows(tx, req.actor(), taskId, scope, id, tableId, req.body);
    }), { msg: SUPERVISE_MSG.SCORE_OK }));
    route(app, A.problemRef, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      const { taskId, id, itemId } = req.params;
      await need(tx, req.actor(), scope, 'view');
      return problemRefs(tx, req.actor(), taskId, scope, id, itemId);
    })));
    route(app, A.refProblem, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
      const { taskId, id, itemId } = req.params;
      await need(tx, req.actor(), scope, 'score');
      return refProblems(tx, req.actor(), taskId, scope, id, itemId, req.body);
    }), { msg: MESSAGES.SAVE_OK }));
  }

  // Check items of a source: reading needs the project view; changing needs the source's creator (service).
  route(app, api.itemList, { config: { permission: PROJECT_VIEW } }, async (req) => {
    const page = await req.tx((tx) => listItems(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.itemSave, { config: { permission: PROJECT_VIEW } },
    async (req) => ok(await req.tx((tx) => saveItem(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.itemDelete, { config: { permission: PROJECT_VIEW } }, async (req) => {
    await req.tx((tx) => deleteItem(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, api.nodeItems, { config: { permission: PROJECT_VIEW } },
    async (req) => ok(await req.tx((tx) => searchNodeItems(tx, req.actor(), req.body))));
  route(app, api.nodeItemsSelect, { config: { permission: PROJECT_VIEW } },
    async (req) => ok(await req.tx((tx) => selectNodeItems(tx, req.actor(), req.body)), { msg: C.SELECTED }));

  // Person exit plan staff (the exitPlan ledger's rights)
  route(app, api.exitStaffList, { config: { permission: 'supervise:exitPlan:view' } }, async (req) => {
    const page = await req.tx((tx) => listExitStaff(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.exitStaffSave, { config: { permission: 'supervise:exitPlan:edit' } },
    async (req) => ok(await req.tx((tx) => saveExitStaff(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.exitStaffDelete, { config: { permission: 'supervise:exitPlan:edit' } }, async (req) => {
    await req.tx((tx) => deleteExitStaff(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, api.assetType, { config: { permission: 'supervise:fixedAssets:view' } },
    async (req) => ok(await req.tx((tx) => assetType(tx, req.actor(), req.params.id))));
  route(app, api.krpDetail, { config: { permission: PROJECT_VIEW } },
    async (req) => ok(await req.tx((tx) => krpDetail(tx, req.actor(), req.params.taskId, req.query))));
};
