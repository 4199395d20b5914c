import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCompletedCumulative, ZReadyWorkSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supDailyLog, supHazard, supNotice, supProblem, supRecord, supStopWork } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { queryRows } from '../../platform/sql.js';
import { saveLedger } from './ledger.service.js';
import { chinaToday } from './numbering.js';
import { visibleProject } from './project.service.js';

/*
 * The acceptance report's 累计完成 figures (getCompletedCumulative/{projectId}) and the spec's
 * ready-work form (ready/work, stored as the readyWork ledger). The figures are one statement of
 * counts over the project's rows (RLS keeps it in the tenant); the project is read through the
 * caller's scope first (404 outside).
 */

const n = (q: ReturnType<typeof sql>) => sql`(${q})::int`;

export async function completedCumulative(tx: Db, actor: SessionInfo, id: string): Promise<z.input<typeof ZCompletedCumulative>> {
  const project = await visibleProject(tx, actor, id);
  const pid = project.id;
  const [r] = await queryRows<Record<string, number>>(tx, sql`select
    ${n(sql`select count(*) from ${supProblem} where ${supProblem.projectId} = ${pid}`)} as "problemsFound",
    ${n(sql`select count(*) from ${supProblem} where ${supProblem.projectId} = ${pid} and ${supProblem.problemStatus} = 1`)} as "problemsRectified",
    ${n(sql`select count(*) from ${supNotice} where ${supNotice.projectId} = ${pid} and ${supNotice.docType} = 'notice'`)} as "notices",
    ${n(sql`select count(*) from ${supNotice} where ${supNotice.projectId} = ${pid} and ${supNotice.docType} <> 'contact' and ${supNotice.state} = 'CLOSED'`)} as "noticesClosed",
    ${n(sql`select count(*) from ${supNotice} where ${supNotice.projectId} = ${pid} and ${supNotice.docType} = 'safety'`)} as "safetyNotices",
    ${n(sql`select count(*) from ${supNotice} where ${supNotice.projectId} = ${pid} and ${supNotice.docType} = 'contact'`)} as "contactSheets",
    ${n(sql`select count(*) from ${supStopWork} where ${supStopWork.projectId} = ${pid}`)} as "stopWorkOrders",
    ${n(sql`select count(*) from ${supStopWork} where ${supStopWork.projectId} = ${pid} and ${supStopWork.state} = 'RESUMED'`)} as "stopWorkResumed",
    ${n(sql`select count(*) from ${supRecord} where ${supRecord.projectId} = ${pid} and ${supRecord.type} = 1`)} as "patrolRecords",
    ${n(sql`select count(*) from ${supRecord} where ${supRecord.projectId} = ${pid} and ${supRecord.type} = 2`)} as "sideStationRecords",
    ${n(sql`select count(*) from ${supDailyLog} where ${supDailyLog.projectId} = ${pid}`)} as "dailyLogs",
    ${n(sql`select count(*) from ${supHazard} where ${supHazard.projectId} = ${pid}`)} as "hazards",
    ${n(sql`select count(*) from ${supHazard} where ${supHazard.projectId} = ${pid} and ${supHazard.status} in (8, 9)`)} as "hazardsAccepted"`);
  const num = (k: string) => Number(r[k] ?? 0);
  const found = num('problemsFound');
  const rectified = num('problemsRectified');
  return {
    businessId: pid, businessName: project.name, asOf: chinaToday(),
    problemsFound: found, problemsRectified: rectified, problemsOpen: found - rectified,
    rectificationRate: found ? Math.round((rectified / found) * 1000) / 10 : null,
    notices: num('notices'), noticesClosed: num('noticesClosed'), safetyNotices: num('safetyNotices'), contactSheets: num('contactSheets'),
    stopWorkOrders: num('stopWorkOrders'), stopWorkResumed: num('stopWorkResumed'),
    patrolRecords: num('patrolRecords'), sideStationRecords: num('sideStationRecords'), dailyLogs: num('dailyLogs'),
    hazards: num('hazards'), hazardsAccepted: num('hazardsAccepted'),
  };
}

/** ready/work: the spec's flat form onto the readyWork ledger row (fields validated by its declaration). */
export function saveReadyWork(tx: Db, actor: SessionInfo, b: z.output<typeof ZReadyWorkSave>) {
  return saveLedger(tx, actor, 'readyWork', {
    id: b.id, version: b.version, businessId: b.businessId,
    data: { docName: b.name, content: b.content, itemName: b.itemName, remark: b.remark },
  });
}
