import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feeToolApi, MESSAGES } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import {
  calculateFee, feeAreas, queryFeeBases, queryFeeDetails, removeFeeBase, removeFeeDetail, saveFeeBase, saveFeeDetail, saveFeeSimple,
} from './feetool.service.js';

const P = 'quality:feeTool';

/** Fee tool (spec 3 §7 /b/feetool/*): fee standards, their bands, the calculator. */
export const feeToolRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { config: { permission: `${P}:view` } };
  const edit = { config: { permission: `${P}:edit` } };
  route(app, feeToolApi.baseList, view, async (req) => {
    const page = await req.tx((tx) => queryFeeBases(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, feeToolApi.baseSave, edit, async (req) => ok(await req.tx((tx) => saveFeeBase(tx, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, feeToolApi.baseRemove, edit, async (req) => {
    await req.tx((tx) => removeFeeBase(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, feeToolApi.baseAreas, view, async (req) => ok(await req.tx((tx) => feeAreas(tx, false))));
  route(app, feeToolApi.detailList, view, async (req) => {
    const page = await req.tx((tx) => queryFeeDetails(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, feeToolApi.detailSave, edit, async (req) => ok(await req.tx((tx) => saveFeeDetail(tx, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, feeToolApi.detailRemove, edit, async (req) => {
    await req.tx((tx) => removeFeeDetail(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, feeToolApi.detailAreas, view, async (req) => ok(await req.tx((tx) => feeAreas(tx, true))));
  route(app, feeToolApi.simpleCalc, view, async (req) => ok(await req.tx((tx) => calculateFee(tx, req.body.baseId, req.body.amount))));
  route(app, feeToolApi.simpleSave, view, async (req) => ok(await req.tx((tx) => saveFeeSimple(tx, req.body.baseId, req.body.amount, req.body.projectName)), { msg: MESSAGES.SAVE_OK }));
};
