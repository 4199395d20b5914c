import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { SUP_STAT_EXPORT, ZPortalReq, type TProjectStat } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, supDailyLog, supProblem, supProject, supProjectNode, supRecord } from '../../db/schema/index.js';
import { requestScope, visibleWhere, type EntityScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest } from '../../platform/errors.js';
import type { ExportSource } from '../../platform/excel/exports.js';
import { chinaToday } from './numbering.js';
import { selectProblems, withOverdue } from './problem.service.js';
import { visibleProject } from './project.service.js';
import { selectRecords } from './record.service.js';
import { LOG_SCOPE, RECORD_SCOPE } from './records.scope.js';
import { PROBLEM_SCOPE, PROJECT_SCOPE } from './scope.js';

/*
 * The supervision portal (/engineering-supervision/portal): the dashboard of the caller's visible
 * projects, or of one (open problems, overdue rectifications, today's records), and the problem
 * statistics (by type, unit project and discoverer; rectification rate and overdue count per
 * project). Everything counts only what the caller may see (the 'sup_project' data scope).
 */

type PortalReq = z.output<typeof ZPortalReq>;

async function scoped(tx: Db, actor: SessionInfo, scope: EntityScope, projectCol: AnyPgColumn, req: PortalReq): Promise<SQL | undefined> {
  if (req.businessId) await visibleProject(tx, actor, req.businessId);
  return and(await visibleWhere({ scope }, requestScope(tx, actor)), req.businessId ? sql`${projectCol} = ${req.businessId}` : undefined);
}

async function problemWhere(tx: Db, actor: SessionInfo, req: PortalReq) {
  return and(
    await scoped(tx, actor, PROBLEM_SCOPE, supProblem.projectId, req),
    req.dateFrom ? sql`${supProblem.problemDiscoverDate} >= ${req.dateFrom}` : undefined,
    req.dateTo ? sql`${supProblem.problemDiscoverDate} <= ${req.dateTo}` : undefined,
  );
}

export async function portalDashboard(tx: Db, actor: SessionInfo, req: PortalReq) {
  const today = chinaToday();
  const where = await scoped(tx, actor, PROBLEM_SCOPE, supProblem.projectId, req);
  const overdue = sql`${supProblem.problemStatus} = 0 and ${supProblem.rectifyDeadline} < ${today}`;
  const [p] = await tx.select({
    projects: sql<number>`count(distinct ${supProblem.projectId})::int`,
    open: sql<number>`count(*) filter (where ${supProblem.problemStatus} = 0)::int`,
    overdue: sql<number>`count(*) filter (where ${overdue})::int`,
    serious: sql<number>`count(*) filter (where ${supProblem.problemStatus} = 0 and ${supProblem.serious})::int`,
  }).from(supProblem).where(where);
  const projectWhere = and(await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor)),
    req.businessId ? eq(supProject.id, req.businessId) : undefined);
  const [projects] = await tx.select({ n: count() }).from(supProject).where(projectWhere);
  const recWhere = and(await scoped(tx, actor, RECORD_SCOPE, supRecord.projectId, req), eq(supRecord.recordDate, today));
  const todayRecords = await selectRecords(tx).where(recWhere).orderBy(asc(supRecord.createdDate)).limit(20);
  const [r] = await tx.select({
    patrols: sql<number>`count(*) filter (where ${supRecord.type} = 1)::int`, sides: sql<number>`count(*) filter (where ${supRecord.type} = 2)::int`,
  }).from(supRecord).where(recWhere);
  const [l] = await tx.select({ n: count() }).from(supDailyLog)
    .where(and(await scoped(tx, actor, LOG_SCOPE, supDailyLog.projectId, req), eq(supDailyLog.logDate, today)));
  const overdueList = await selectProblems(tx).where(and(where, overdue)).orderBy(asc(supProblem.rectifyDeadline), asc(supProblem.code)).limit(10);
  const names = await userNames(tx, todayRecords.map((x) => x.createdBy));
  return {
    projects: Number(projects.n), openProblems: Number(p.open), overdueProblems: Number(p.overdue), seriousOpen: Number(p.serious),
    todayPatrols: Number(r.patrols), todaySideStations: Number(r.sides), todayLogs: Number(l.n), today,
    overdueList: withOverdue(overdueList, today),
    todayRecords: todayRecords.map((x) => ({
      id: x.id, type: x.type, businessName: x.businessName, createdByName: x.createdBy ? names.get(x.createdBy) ?? null : null,
      problemCount: Number(x.problemCount),
      title: x.type === 1 ? [x.projectNodeName, x.area].filter(Boolean).join(' / ') : [x.part, x.process].filter(Boolean).join(' · '),
    })),
  };
}

const unitNode = alias(supProjectNode, 'stat_unit_node');
const rectified = sql<number>`count(*) filter (where ${supProblem.problemStatus} = 1)::int`;

export async function portalStatistics(tx: Db, actor: SessionInfo, req: PortalReq) {
  const where = await problemWhere(tx, actor, req);
  const today = chinaToday();
  const types = await tx.select({ value: bdDict.value, label: bdDict.label }).from(bdDict).where(eq(bdDict.type, 'PROBLEM_TYPE'));
  const typeName = new Map(types.map((t) => [t.value, t.label]));
  const byTypeRows = await tx.select({ key: supProblem.problemType, count: sql<number>`count(*)::int`, rectified }).from(supProblem)
    .where(where).groupBy(supProblem.problemType).orderBy(sql`count(*) desc`, supProblem.problemType);
  const byUnitRows = await tx.select({
    key: supProblem.projectNodeId, unit: unitNode.name, project: supProject.name, count: sql<number>`count(*)::int`, rectified,
  }).from(supProblem)
    .leftJoin(unitNode, and(eq(unitNode.tenantId, supProblem.tenantId), eq(unitNode.id, supProblem.projectNodeId)))
    .leftJoin(supProject, and(eq(supProject.tenantId, supProblem.tenantId), eq(supProject.id, supProblem.projectId)))
    .where(where).groupBy(supProblem.projectNodeId, unitNode.name, supProject.name).orderBy(sql`count(*) desc`, unitNode.name).limit(50);
  const byPersonRows = await tx.select({ key: supProblem.problemDiscovererId, name: supProblem.problemDiscovererName, count: sql<number>`count(*)::int`, rectified })
    .from(supProblem).where(where).groupBy(supProblem.problemDiscovererId, supProblem.problemDiscovererName)
    .orderBy(sql`count(*) desc`, supProblem.problemDiscovererName).limit(50);
  return {
    byType: byTypeRows.map((x) => ({ key: x.key, name: x.key ? typeName.get(x.key) ?? x.key : '未分类', count: x.count, rectified: x.rectified })),
    byUnit: byUnitRows.map((x) => ({
      key: x.key, name: req.businessId ? x.unit ?? '未指定' : `${x.project ?? ''} · ${x.unit ?? '未指定'}`, count: x.count, rectified: x.rectified,
    })),
    byDiscoverer: byPersonRows.map((x) => ({ key: x.key, name: x.name ?? '未知', count: x.count, rectified: x.rectified })),
    perProject: await projectStats(tx, where, today),
  };
}

/** Found, rectified, open and overdue problems and the rectification rate of each project with problems under `where`. */
async function projectStats(tx: Db, where: SQL | undefined, today: string): Promise<TProjectStat[]> {
  const rows = await tx.select({
    businessId: supProblem.projectId, businessName: supProject.name, found: sql<number>`count(*)::int`, rectified,
    overdue: sql<number>`count(*) filter (where ${supProblem.problemStatus} = 0 and ${supProblem.rectifyDeadline} < ${today})::int`,
  }).from(supProblem)
    .leftJoin(supProject, and(eq(supProject.tenantId, supProblem.tenantId), eq(supProject.id, supProblem.projectId)))
    .where(where)
    .groupBy(supProblem.projectId, supProject.name, supProject.code).orderBy(supProject.code);
  return rows.map((x) => ({
    businessId: x.businessId, businessName: x.businessName ?? '', found: x.found, rectified: x.rectified, open: x.found - x.rectified, overdue: x.overdue,
    rate: x.found ? Math.round((x.rectified / x.found) * 1000) / 10 : null,
  }));
}

/** The per-project statistics table as an Excel export (params: businessId, dateFrom, dateTo as on the portal). */
export const portalExports: readonly ExportSource[] = [{
  code: SUP_STAT_EXPORT,
  label: '问题整改统计',
  permission: 'supervise:portal:export',
  columns: async () => [
    { key: 'businessName', label: '监理项目', width: 30 },
    { key: 'found', label: '发现问题', width: 12, format: 'number' },
    { key: 'rectified', label: '已整改', width: 12, format: 'number' },
    { key: 'open', label: '未整改', width: 12, format: 'number' },
    { key: 'overdue', label: '逾期未整改', width: 12, format: 'number' },
    { key: 'rate', label: '整改率（%）', width: 12, format: 'number' },
  ],
  async *rows(tx, actor, req) {
    const parsed = ZPortalReq.safeParse(req.params ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '参数不正确');
    yield* await projectStats(tx, await problemWhere(tx, actor, parsed.data), chinaToday());
  },
}];
