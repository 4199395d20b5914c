import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SUP_RECORD_MSG as R, superviseRecordApi as api } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { hasPermission, requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { forbidden } from '../../platform/errors.js';
import { deleteLog, getLog, listLogs, prefillLog, saveLog, signLog } from './daily-log.service.js';
import { portalDashboard, portalStatistics } from './portal.service.js';
import {
  addRecordProblem, deleteRecord, getRecord, listRecords, newRecordInfo, saveRecord, submitRecord,
} from './record.service.js';
import { getWeather, saveWeather } from './weather.service.js';

/** Permissions of the records part (menu buttons in supervision.seed.ts). */
export const REC_PERM = {
  /** Per record type: 1 巡视, 2 旁站. */
  record: { 1: 'supervise:patrol', 2: 'supervise:sideStation' } as Record<number, string>,
  logView: 'supervise:log:view', logAdd: 'supervise:log:add', logEdit: 'supervise:log:edit', logDelete: 'supervise:log:delete',
  logSign: 'supervise:log:sign', portal: 'supervise:portal:view', projectView: 'supervise:project:view',
} as const;

const recordPerm = (type: number, action: string) => `${REC_PERM.record[type]}:${action}`;

/** The record types whose list the caller may read; 403 when none. */
async function viewableTypes(tx: Db, actor: SessionInfo): Promise<number[]> {
  const types: number[] = [];
  for (const type of [1, 2]) if (await hasPermission(tx, actor, recordPerm(type, 'view'))) types.push(type);
  if (!types.length) throw forbidden();
  return types;
}

/** Patrol/side-station records, weather, the daily log and the portal (spec 2 §7 patrolInfo/*, /weather/{date}). */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // 巡视 / 旁站 records: the route needs the project view; the type's own right is checked on the record's type.
  route(app, api.recordNewInfo, { config: { permission: REC_PERM.projectView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), recordPerm(req.body.type, 'add'));
    return newRecordInfo(tx, req.actor(), req.body.businessId, req.body.type);
  })));
  route(app, api.recordList, { config: { permission: REC_PERM.projectView } }, async (req) => {
    const page = await req.tx(async (tx) => listRecords(tx, req.actor(), req.body ?? {}, await viewableTypes(tx, req.actor())));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.recordGet, { config: { permission: REC_PERM.projectView } }, async (req) => ok(await req.tx(async (tx) => {
    const rec = await getRecord(tx, req.actor(), req.params.id);
    await requirePermission(tx, req.actor(), recordPerm(rec.type, 'view'));
    return rec;
  })));
  route(app, api.recordSave, { config: { permission: REC_PERM.projectView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), recordPerm(req.body.type, req.body.id ? 'edit' : 'add'));
    return saveRecord(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.recordDelete, { config: { permission: REC_PERM.projectView } }, async (req) => {
    await req.tx(async (tx) => {
      const rec = await getRecord(tx, req.actor(), req.params.id);
      await requirePermission(tx, req.actor(), recordPerm(rec.type, 'delete'));
      await deleteRecord(tx, req.actor(), rec.id);
    });
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, api.recordSubmit, { config: { permission: REC_PERM.projectView } }, async (req) => ok(await req.tx(async (tx) => {
    const rec = await getRecord(tx, req.actor(), req.params.id);
    await requirePermission(tx, req.actor(), recordPerm(rec.type, 'submit'));
    return submitRecord(tx, req.actor(), rec.id);
  }), { msg: R.SUBMITTED }));
  route(app, api.recordProblem, { config: { permission: 'supervise:problem:add' } }, async (req) => ok(await req.tx(async (tx) => {
    const rec = await getRecord(tx, req.actor(), req.params.id);
    await requirePermission(tx, req.actor(), recordPerm(rec.type, 'edit'));
    return addRecordProblem(tx, req.actor(), rec.id, req.body);
  }), { msg: MESSAGES.SAVE_OK }));

  // Weather
  route(app, api.weatherGet, { config: { permission: REC_PERM.projectView } },
    async (req) => ok(await req.tx((tx) => getWeather(tx, req.actor(), req.params.taskId, req.params.date))));
  route(app, api.weatherSave, { config: { permission: REC_PERM.logAdd } },
    async (req) => ok(await req.tx((tx) => saveWeather(tx, req.actor(), req.params.taskId, req.params.date, req.body)), { msg: MESSAGES.SAVE_OK }));

  // 监理日志
  route(app, api.logList, { config: { permission: REC_PERM.logView } }, async (req) => {
    const page = await req.tx((tx) => listLogs(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.logGet, { config: { permission: REC_PERM.logView } }, async (req) => ok(await req.tx((tx) => getLog(tx, req.actor(), req.params.id))));
  route(app, api.logSave, { config: { permission: REC_PERM.logView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), req.body.id ? REC_PERM.logEdit : REC_PERM.logAdd);
    return saveLog(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.logPrefill, { config: { permission: REC_PERM.logAdd } },
    async (req) => ok(await req.tx((tx) => prefillLog(tx, req.actor(), req.body.businessId, req.body.logDate))));
  route(app, api.logSign, { config: { permission: REC_PERM.logSign } },
    async (req) => ok(await req.tx((tx) => signLog(tx, req.actor(), req.params.id)), { msg: R.LOG_SIGN_OK }));
  route(app, api.logDelete, { config: { permission: REC_PERM.logDelete } }, async (req) => {
    await req.tx((tx) => deleteLog(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // Portal
  route(app, api.portalDashboard, { config: { permission: REC_PERM.portal } },
    async (req) => ok(await req.tx((tx) => portalDashboard(tx, req.actor(), req.body))));
  route(app, api.portalStatistics, { config: { permission: REC_PERM.portal } },
    async (req) => ok(await req.tx((tx) => portalStatistics(tx, req.actor(), req.body))));
};
