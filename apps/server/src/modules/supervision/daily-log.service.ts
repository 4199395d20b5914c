import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { SUP_RECORD_MSG as R, type ZDailyLogSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supDailyLog, supNotice, supNoticeEvent, supProblem, supProject } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById, updateVersioned } from '../../platform/repository.js';
import { chinaToday } from './numbering.js';
import { selectProblems } from './problem.service.js';
import { visibleProject } from './project.service.js';
import { recordsOfDay } from './record.service.js';
import { LOG_KIND, LOG_SCOPE } from './records.scope.js';
import { weatherLine, weatherOf } from './weather.service.js';

/*
 * The daily supervision log (监理日志, GB/T 50319; domain §1): one per project and day, kept by the
 * 项目监理机构: weather, site situation, work done (巡视, 旁站, …), problems and the instructions
 * given. `prefill` builds the draft from that day's records, problems, notices and weather, so the
 * engineer edits instead of retyping. Only the creator edits; signing (signer, time) locks it.
 */

/** A second log for the same project and day. */
const logExists = () => new AppError(409, R.LOG_EXISTS);

export const LOG_LIST: ScopedListEntity = {
  scope: LOG_SCOPE,
  fields: {
    businessId: supDailyLog.projectId, logDate: supDailyLog.logDate, createdBy: supDailyLog.createdBy, signedBy: supDailyLog.signedBy,
    signed: sql`(${supDailyLog.signedDate} is not null)`, updatedDate: supDailyLog.updatedDate,
  },
  defaultOrderBy: 'logDate',
  defaultOrder: 'desc',
  tieBreaker: supDailyLog.id,
};

const logColumns = {
  id: supDailyLog.id, businessId: supDailyLog.projectId, businessName: supProject.name, logDate: supDailyLog.logDate, weather: supDailyLog.weather,
  siteSituation: supDailyLog.siteSituation, workDone: supDailyLog.workDone, problems: supDailyLog.problems, instructions: supDailyLog.instructions,
  other: supDailyLog.other, signedBy: supDailyLog.signedBy, signedName: supDailyLog.signedName, signedDate: supDailyLog.signedDate,
  createdBy: supDailyLog.createdBy, updatedDate: supDailyLog.updatedDate, version: supDailyLog.version,
};

function selectLogs<F extends SelectedFields = typeof logColumns>(tx: Db, fields: F = logColumns as unknown as F) {
  return tx.select(fields).from(supDailyLog)
    .leftJoin(supProject, and(eq(supProject.tenantId, supDailyLog.tenantId), eq(supProject.id, supDailyLog.projectId)));
}
type LogRow = Awaited<ReturnType<ReturnType<typeof selectLogs<typeof logColumns>>['where']>>[number];

async function present(tx: Db, actor: SessionInfo, rows: LogRow[]) {
  const names = await userNames(tx, rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    ...r, signed: !!r.signedDate, createdByName: r.createdBy ? names.get(r.createdBy) ?? null : null,
    editable: !r.signedDate && r.createdBy === actor.userId,
  }));
}

export async function listLogs(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(LOG_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, supDailyLog, q, (n) => selectLogs(tx, { ...logColumns, [TOTAL_COLUMN]: n })
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await present(tx, actor, rows), total };
}

export async function getLog(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, LOG_KIND, id, { scope: requestScope(tx, actor), select: (where) => selectLogs(tx).where(where) });
  if (!row) throw notFound(R.LOG_NOT_FOUND);
  return (await present(tx, actor, [row]))[0];
}

async function visibleLog(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, LOG_KIND, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(R.LOG_NOT_FOUND);
  return row;
}

/** Only the creator edits, and not once signed. */
async function editable(tx: Db, actor: SessionInfo, id: string) {
  const row = await visibleLog(tx, actor, id);
  if (row.signedDate) throw badRequest(R.LOG_SIGNED);
  if (row.createdBy !== actor.userId) throw forbidden('只有创建人可以修改');
  return row;
}

const dayLog = async (tx: Db, projectId: string, day: string) =>
  (await tx.select({ id: supDailyLog.id }).from(supDailyLog).where(and(eq(supDailyLog.projectId, projectId), eq(supDailyLog.logDate, day))))[0];

const uniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

export async function saveLog(tx: Db, actor: SessionInfo, b: z.output<typeof ZDailyLogSave>) {
  const project = await visibleProject(tx, actor, b.businessId);
  if (b.logDate > chinaToday()) throw badRequest(R.DATE_FUTURE);
  const values = {
    projectId: project.id, deptId: project.deptId, logDate: b.logDate, weather: b.weather, siteSituation: b.siteSituation, workDone: b.workDone,
    problems: b.problems, instructions: b.instructions, other: b.other,
  };
  const other = await dayLog(tx, project.id, b.logDate);
  if (other && other.id !== b.id) throw logExists();
  let id = b.id;
  try {
    if (id) {
      const row = await editable(tx, actor, id);
      if (row.projectId !== project.id) throw badRequest('日志不属于该项目');
      await updateVersioned(tx, supDailyLog, id, b.version ?? 0, values);
    } else {
      id = newId();
      await tx.insert(supDailyLog).values({ id, ...values });
    }
  } catch (err) {
    // Another request wrote that day's log between the check and the write.
    if (uniqueViolation(err)) throw logExists();
    throw err;
  }
  return getLog(tx, actor, id);
}

export async function deleteLog(tx: Db, actor: SessionInfo, id: string) {
  await editable(tx, actor, id);
  await tx.delete(supDailyLog).where(eq(supDailyLog.id, id));
}

/** Signs the log (signer, time): from then on it is read-only. A concurrent second signature gets 400. */
export async function signLog(tx: Db, actor: SessionInfo, id: string) {
  await visibleLog(tx, actor, id);
  const name = (await userNames(tx, [actor.userId])).get(actor.userId) ?? null;
  const done = await tx.update(supDailyLog)
    .set({ signedBy: actor.userId, signedName: name, signedDate: new Date(), updatedDate: new Date(), version: sql`${supDailyLog.version} + 1` })
    .where(and(eq(supDailyLog.id, id), sql`${supDailyLog.signedDate} is null`)).returning({ id: supDailyLog.id });
  if (!done.length) throw badRequest(R.LOG_SIGNED);
  return getLog(tx, actor, id);
}

const hm = (t: string | null) => (t ? t.slice(11, 16) : '');
const numbered = (lines: string[]) => (lines.length ? lines.map((l, i) => `${i + 1}. ${l}`).join('\n') : null);
const place = (...names: (string | null)[]) => names.filter(Boolean).join(' / ');
const chinaDay = (col: unknown) => sql`((${col}) at time zone 'Asia/Shanghai')::date`;

/** The draft of a project's day: weather, what the records say, the problems found and the notices issued or reviewed that day. */
export async function prefillLog(tx: Db, actor: SessionInfo, businessId: string, day: string) {
  const project = await visibleProject(tx, actor, businessId);
  const weather = await weatherOf(tx, project.id, day);
  const records = await recordsOfDay(tx, [project.id], day);
  const patrols = records.filter((r) => r.type === 1);
  const sides = records.filter((r) => r.type === 2);
  const problems = await selectProblems(tx).where(and(eq(supProblem.projectId, project.id), eq(supProblem.problemDiscoverDate, day))).orderBy(supProblem.code);
  const issued = await tx.select({ code: supNotice.code, subject: supNotice.subject, rectifyDeadline: supNotice.rectifyDeadline }).from(supNotice)
    .where(and(eq(supNotice.projectId, project.id), sql`${chinaDay(supNotice.issuedDate)} = ${day}`)).orderBy(supNotice.code);
  const reviewed = await tx.select({ code: supNotice.code, kind: supNoticeEvent.kind, opinion: supNoticeEvent.opinion }).from(supNoticeEvent)
    .innerJoin(supNotice, and(eq(supNotice.tenantId, supNoticeEvent.tenantId), eq(supNotice.id, supNoticeEvent.noticeId)))
    .where(and(eq(supNotice.projectId, project.id), sql`${supNoticeEvent.kind} in ('reply', 'review')`, sql`${chinaDay(supNoticeEvent.createdDate)} = ${day}`))
    .orderBy(supNoticeEvent.createdDate);

  const site = patrols.map((r) => `【${place(r.projectNodeName, r.patrolNodeName, r.area)}】${r.situation ?? ''}`);
  const work: string[] = [];
  if (patrols.length) work.push(`巡视${patrols.length}次：${patrols.map((r) => r.area ?? r.projectNodeName ?? '').filter(Boolean).join('、')}`);
  for (const r of sides) {
    const time = [hm(r.startTime), hm(r.endTime)].filter(Boolean).join('–');
    const parts = [r.constructionSituation && `施工情况：${r.constructionSituation}`, r.supervisionSituation && `监理情况：${r.supervisionSituation}`].filter(Boolean);
    work.push(`旁站【${place(r.projectNodeName, r.part)}】${r.process ?? ''}${time ? `（${time}）` : ''}${parts.length ? `，${parts.join('；')}` : ''}`);
  }
  const found = problems.map((p) => `${p.code} ${p.name}（${place(p.projectNodeName, p.patrolNodeName)}）${p.rectifyDeadline ? `，整改期限${p.rectifyDeadline}` : ''}${p.serious ? '，严重' : ''}`);
  for (const r of sides) if (r.problemHandling) found.push(`旁站发现问题及处理：${r.problemHandling}`);
  const opinions: Record<number, string> = { 1: '同意整改回复', 2: '整改回复资料不全，退回', 3: '需现场复查' };
  const orders = [
    ...issued.map((n) => `签发监理通知单${n.code}《${n.subject}》${n.rectifyDeadline ? `，要求${n.rectifyDeadline}前整改完毕` : ''}`),
    ...reviewed.map((e) => (e.kind === 'reply' ? `收到${e.code}整改回复` : `复查${e.code}：${opinions[e.opinion ?? 0] ?? ''}`)),
  ];
  return {
    businessId: project.id, logDate: day, weather: weatherLine(weather), siteSituation: numbered(site), workDone: numbered(work),
    problems: numbered(found), instructions: numbered(orders),
    sources: { patrols: patrols.length, sideStations: sides.length, problems: problems.length, notices: issued.length, weather: weather.source !== 'none' },
    existingId: (await dayLog(tx, project.id, day))?.id ?? null,
  };
}
