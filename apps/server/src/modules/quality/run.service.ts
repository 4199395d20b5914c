import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { QUALITY_MSG, type ZFindingQuery, type ZRunSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcFinding, qcProject, qcRangeSet, qcRun } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userById } from '../../platform/directory.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { insertUnnest } from '../../platform/bulk-insert.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { getProjectRow, librarySamples, loadModel } from './project.service.js';
import { type Finding, type MProject, type Params, RULE_BY_CODE, RULE_CODES, RULES } from './qc-rules.js';

/*
 * Check records (检查记录, spec 2 §7 checkrecord/*): saved with the chosen rules, started (the
 * rules run off the request path in a transaction of their own, see quality.routes.ts), their
 * findings listed, ignored with a reason (who and why kept) or given an opinion.
 */

export const RUN_DATA_MENU = 'qc_run';
export const RUN_SCOPE: EntityScope = { dataMenu: RUN_DATA_MENU, dept: qcRun.deptId, owner: qcRun.createdBy };

const runColumns = {
  id: qcRun.id, projectId: qcRun.projectId, projectName: qcProject.name, name: qcRun.name, rules: qcRun.rules, status: qcRun.status,
  progress: qcRun.progress, errorCount: qcRun.errorCount, warnCount: qcRun.warnCount, infoCount: qcRun.infoCount, message: qcRun.message,
  startedAt: qcRun.startedAt, finishedAt: qcRun.finishedAt, viewState: qcRun.viewState, createdDate: qcRun.createdDate,
};
const selectRuns = (tx: Db) => tx.select(runColumns).from(qcRun).leftJoin(qcProject, eq(qcProject.id, qcRun.projectId));

export const RUN_LIST: ScopedListEntity = {
  scope: RUN_SCOPE,
  fields: { projectId: qcRun.projectId, name: qcRun.name, status: qcRun.status, createdDate: qcRun.createdDate },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: qcRun.id,
};

export async function getRun(tx: Db, actor: SessionInfo, id: string) {
  const scope = await visibleWhere({ scope: RUN_SCOPE }, requestScope(tx, actor));
  const [row] = await selectRuns(tx).where(and(eq(qcRun.id, id), scope));
  if (!row) throw notFound(QUALITY_MSG.RUN_NOT_FOUND);
  return row;
}

export async function queryRuns(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(RUN_LIST, req, { scope: requestScope(tx, actor) });
  return pageWithTotal(tx, qcRun, q, (n) => tx.select({ ...runColumns, [TOTAL_COLUMN]: n }).from(qcRun).leftJoin(qcProject, eq(qcProject.id, qcRun.projectId))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** POST checkrecord/saveFrom: a new record (or the rules / name of one not running). */
export async function saveRun(tx: Db, actor: SessionInfo, body: z.output<typeof ZRunSave>) {
  const project = await getProjectRow(tx, actor, body.projectId);
  const rules = body.rules?.length ? body.rules : RULE_CODES;
  const unknown = rules.filter((r) => !RULE_BY_CODE.has(r));
  if (unknown.length) throw badRequest(`${QUALITY_MSG.UNKNOWN_RULE}：${unknown.join('、')}`);
  if (body.id) {
    const run = await getRun(tx, actor, body.id);
    if (run.status === 'running') throw badRequest(QUALITY_MSG.RUNNING);
    await tx.update(qcRun).set({ name: body.name ?? run.name, rules, updatedDate: new Date(), version: sql`${qcRun.version} + 1` }).where(eq(qcRun.id, body.id));
    return getRun(tx, actor, body.id);
  }
  const id = newId();
  const deptId = (await userById(tx, actor.userId))?.deptId ?? null;
  await tx.insert(qcRun).values({ id, projectId: project.id, name: body.name ?? `${project.name} 质量检查 ${today()}`, rules, deptId });
  return getRun(tx, actor, id);
}

export async function deleteRun(tx: Db, actor: SessionInfo, id: string) {
  const run = await getRun(tx, actor, id);
  if (run.status === 'running') throw badRequest(QUALITY_MSG.RUNNING);
  await tx.delete(qcFinding).where(eq(qcFinding.runId, id));
  await tx.delete(qcRun).where(eq(qcRun.id, id));
}

/** POST checkrecord/start, the request part: marks the record running (the rules run afterwards). */
export async function markStarted(tx: Db, actor: SessionInfo, id: string) {
  const run = await getRun(tx, actor, id);
  if (run.status === 'running') throw badRequest(QUALITY_MSG.RUNNING);
  await tx.delete(qcFinding).where(eq(qcFinding.runId, id));
  await tx.update(qcRun).set({
    status: 'running', progress: 0, errorCount: 0, warnCount: 0, infoCount: 0, message: null, startedAt: new Date(), finishedAt: null, updatedDate: new Date(),
  }).where(eq(qcRun.id, id));
  return getRun(tx, actor, id);
}

/** Effective parameters: the rule's defaults, then rangeSet rows for any / the project's region and discipline. */
async function paramsResolver(tx: Db, project: MProject) {
  const rows = await tx.select().from(qcRangeSet).where(eq(qcRangeSet.enabled, true)).orderBy(asc(qcRangeSet.createdDate));
  const region = project.region ?? '';
  return (rule: string, discipline?: string | null): Params => {
    const def = RULE_BY_CODE.get(rule)!.defaults;
    const fit = rows.filter((r) => r.rule === rule && (r.region === '*' || r.region === region) && (r.discipline === '*' || r.discipline === (discipline ?? '')));
    // Less specific first: '*' rows, then region-only / discipline-only, then both.
    fit.sort((a, b) => (Number(a.region !== '*') + Number(a.discipline !== '*')) - (Number(b.region !== '*') + Number(b.discipline !== '*')));
    return fit.reduce<Params>((acc, r) => ({ ...acc, ...r.params }), { ...def });
  };
}

/** Runs the rules of a record; answers the findings (nothing stored). */
export async function evaluate(tx: Db, actor: SessionInfo, projectId: string, rules: readonly string[], onRule?: (done: number, all: number, name: string) => Promise<void>) {
  const project = await loadModel(tx, actor, projectId);
  const params = await paramsResolver(tx, project);
  const library = await librarySamples(tx, actor, project);
  const out: Finding[] = [];
  const chosen = RULES.filter((r) => rules.includes(r.code));
  for (const [i, rule] of chosen.entries()) {
    out.push(...rule.run({ project, library, params: (d) => params(rule.code, d) }));
    await onRule?.(i + 1, chosen.length, rule.name);
  }
  return out;
}

/** The background part of start: the rules in this transaction, findings stored, counts set. */
export async function executeRun(tx: Db, actor: SessionInfo, runId: string, progress: (percent: number, text: string) => Promise<void>) {
  const run = await getRun(tx, actor, runId);
  const findings = await evaluate(tx, actor, run.projectId, run.rules, (done, all, name) => progress(Math.round(done / all * 95), `${name}（${done}/${all}）`));
  const rows = findings.map((f, i) => ({
    id: newId(), runId, seq: i + 1, rule: f.rule, severity: f.severity, unitId: f.unitId ?? null, unitName: f.unitName ?? null, target: f.target ?? null,
    message: f.message, expected: f.expected ?? null, actual: f.actual ?? null, deviation: f.deviation ?? null, srcSheet: f.sheet ?? null, srcRow: f.row ?? null,
  }));
  await insertUnnest(tx, qcFinding, rows);
  const n = (s: string) => findings.filter((f) => f.severity === s).length;
  await tx.update(qcRun).set({
    status: 'done', progress: 100, errorCount: n('error'), warnCount: n('warn'), infoCount: n('info'), finishedAt: new Date(),
    message: `错误 ${n('error')} 项，警告 ${n('warn')} 项，未评估 ${n('info')} 项`, updatedDate: new Date(),
  }).where(eq(qcRun.id, runId));
  return { errors: n('error'), warnings: n('warn'), info: n('info') };
}

export async function markFailed(tx: Db, runId: string, message: string) {
  await tx.update(qcRun).set({ status: 'failed', message: message.slice(0, 500), finishedAt: new Date(), updatedDate: new Date() }).where(eq(qcRun.id, runId));
}

// --- findings ----------------------------------------------------------------------------------

const findingColumns = {
  id: qcFinding.id, runId: qcFinding.runId, seq: qcFinding.seq, rule: qcFinding.rule, severity: qcFinding.severity, unitId: qcFinding.unitId,
  unitName: qcFinding.unitName, target: qcFinding.target, message: qcFinding.message, expected: qcFinding.expected, actual: qcFinding.actual,
  deviation: qcFinding.deviation, srcSheet: qcFinding.srcSheet, srcRow: qcFinding.srcRow, status: qcFinding.status, reason: qcFinding.reason,
  ignoredBy: qcFinding.ignoredBy, ignoredAt: qcFinding.ignoredAt, opinion: qcFinding.opinion, opinionBy: qcFinding.opinionBy, opinionAt: qcFinding.opinionAt,
};
type FindingRow = Pick<typeof qcFinding.$inferSelect, keyof typeof findingColumns>;

/** Rule names and the display names of the people who ignored / gave opinions. */
async function decorate(tx: Db, rows: FindingRow[]) {
  const ids = new Set<string>();
  for (const r of rows) { if (r.ignoredBy) ids.add(r.ignoredBy); if (r.opinionBy) ids.add(r.opinionBy); }
  const names = new Map<string, string>();
  for (const id of ids) { const u = await userById(tx, id); if (u) names.set(id, u.name ?? id); }
  return rows.map((r) => ({
    ...r, ruleName: RULE_BY_CODE.get(r.rule)?.name ?? r.rule,
    ignoredBy: r.ignoredBy ? names.get(r.ignoredBy) ?? r.ignoredBy : null, opinionBy: r.opinionBy ? names.get(r.opinionBy) ?? r.opinionBy : null,
  }));
}

export async function queryFindings(tx: Db, actor: SessionInfo, q: z.output<typeof ZFindingQuery>) {
  await getRun(tx, actor, q.runId);
  const where = and(
    eq(qcFinding.runId, q.runId), q.rule ? eq(qcFinding.rule, q.rule) : undefined, q.unitId ? eq(qcFinding.unitId, q.unitId) : undefined,
    q.severity ? eq(qcFinding.severity, q.severity) : undefined, q.status ? eq(qcFinding.status, q.status) : undefined,
  );
  const size = q.pageSize ?? 50;
  const rows = await tx.select(findingColumns).from(qcFinding).where(where).orderBy(asc(qcFinding.seq)).limit(size).offset(((q.pageNo ?? 1) - 1) * size);
  const [{ n }] = await tx.select({ n: count() }).from(qcFinding).where(where);
  return { rows: await decorate(tx, rows), total: Number(n) };
}

/** Findings of runs visible to the caller (404 when any is not). */
async function visibleFindings(tx: Db, actor: SessionInfo, ids: string[]) {
  const rows = await tx.select({ id: qcFinding.id, runId: qcFinding.runId }).from(qcFinding).where(inArray(qcFinding.id, ids));
  if (rows.length !== new Set(ids).size) throw notFound(QUALITY_MSG.FINDING_NOT_FOUND);
  for (const runId of new Set(rows.map((r) => r.runId))) {
    const run = await getRun(tx, actor, runId);
    if (run.status === 'running') throw badRequest(QUALITY_MSG.RUNNING);
  }
}

export async function setIgnore(tx: Db, actor: SessionInfo, ids: string[], ignore: boolean, reason: string | undefined) {
  await visibleFindings(tx, actor, ids);
  if (ignore && !reason) throw badRequest(QUALITY_MSG.REASON_REQUIRED);
  await tx.update(qcFinding).set(ignore
    ? { status: 'ignored', reason, ignoredBy: actor.userId, ignoredAt: new Date(), updatedDate: new Date() }
    : { status: 'open', updatedDate: new Date() }).where(inArray(qcFinding.id, ids));
  const rows = await tx.select(findingColumns).from(qcFinding).where(inArray(qcFinding.id, ids)).orderBy(asc(qcFinding.seq));
  return decorate(tx, rows);
}

export async function setOpinion(tx: Db, actor: SessionInfo, id: string, opinion: string) {
  await visibleFindings(tx, actor, [id]);
  if (!opinion) throw badRequest(QUALITY_MSG.OPINION_REQUIRED);
  await tx.update(qcFinding).set({ opinion, opinionBy: actor.userId, opinionAt: new Date(), updatedDate: new Date() }).where(eq(qcFinding.id, id));
  const rows = await tx.select(findingColumns).from(qcFinding).where(eq(qcFinding.id, id));
  return (await decorate(tx, rows))[0];
}

export async function saveViewState(tx: Db, actor: SessionInfo, id: string, state: Record<string, unknown>) {
  await getRun(tx, actor, id);
  await tx.update(qcRun).set({ viewState: state }).where(eq(qcRun.id, id));
}

/** Every finding of a finished run (for the report). */
export async function allFindings(tx: Db, actor: SessionInfo, runId: string) {
  const run = await getRun(tx, actor, runId);
  if (run.status !== 'done') throw new AppError(400, QUALITY_MSG.NOT_DONE);
  const rows = await tx.select(findingColumns).from(qcFinding).where(eq(qcFinding.runId, runId)).orderBy(asc(qcFinding.seq));
  return { run, findings: await decorate(tx, rows) };
}
