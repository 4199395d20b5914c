import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { MESSAGES, type NodeState, type TodoPermission, WF_MESSAGES } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysUser, wfDefinition, wfDelegation, wfFollow, wfInstance, wfNodeRun, wfTask, wfTransferLog, wfVersion } from '../../db/schema/index.js';
import { queryRows as queryRowsOf } from '../../platform/sql.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { allPages } from '../../platform/excel/exports.js';
import { buildListQuery, pageTotal, type TListRequest, type UnscopedListEntity } from '../../platform/list-query.js';
import type { Actor } from '../../platform/tenancy.js';
import { userNames } from '../../platform/directory.js';
import { resolveAssignees } from './assignees.js';
import { loadVersion } from './runtime.js';

/*
 * Read side of the engine: to-do and done lists, a task's button permissions, transfer logs.
 */

const instanceName = sql<string>`(select i.name from wf_instance i where i.tenant_id = ${wfTask.tenantId} and i.id = ${wfTask.instanceId})`;

const taskDefName = sql<string>`(select d.name from wf_instance i join wf_definition d on d.tenant_id = i.tenant_id and d.id = i.definition_id
  where i.tenant_id = ${wfTask.tenantId} and i.id = ${wfTask.instanceId})`;

const TASK_LIST: UnscopedListEntity = {
  scope: 'none', reason: "tasks are the caller's own (assignee or handler), or the task monitor's (wf monitor permission, company-wide by design); no data menu governs them",
  fields: {
    processName: instanceName,
    procDefName: taskDefName,
    stepName: wfTask.nodeName,
    kind: wfTask.kind,
    status: wfTask.status,
    createdDate: wfTask.createdDate,
    doneDate: wfTask.doneDate,
    dueDate: wfTask.dueDate,
  },
  sortable: ['createdDate', 'doneDate', 'dueDate'],
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: wfTask.id,
};

export interface TaskListItem {
  id: string;
  taskId: string;
  procInstId: string;
  processName: string;
  procDefId: string;
  procDefName: string;
  taskDefKey: string;
  stepName: string;
  kind: string;
  status: string;
  delegationState: string | null;
  businessType: string | null;
  businessKey: string | null;
  initiatorName: string | null;
  isFinished: boolean;
  createdDate: Date;
  doneDate: Date | null;
  dueDate: Date | null;
}

/**
 * A person's open tasks are few enough to count exactly (the partial index wf_task_open_idx
 * holds only open tasks, with what the to-do filter reads): the to-do list and the home panel
 * badge show the real number. A filtered to-do list counts up to this many (a runaway backlog).
 */
const OPEN_TASKS_COUNTED = 100_000;

/** One page of a task list (shared by the lists and their Excel exports). */
async function taskPage(tx: Db, where: SQL | undefined, req: TListRequest, sortDefault: 'createdDate' | 'doneDate') {
  const q = await buildListQuery({ ...TASK_LIST, defaultOrderBy: sortDefault }, req, { extra: [where] });
  const rows = await tx.select({
    task: wfTask,
    inst: { name: wfInstance.name, status: wfInstance.status, businessType: wfInstance.businessType, businessId: wfInstance.businessId,
      initiatorId: wfInstance.initiatorId, definitionId: wfInstance.definitionId },
    defName: wfDefinition.name,
    initiatorName: sysUser.name,
  }).from(wfTask)
    .innerJoin(wfInstance, and(eq(wfInstance.tenantId, wfTask.tenantId), eq(wfInstance.id, wfTask.instanceId)))
    .innerJoin(wfDefinition, and(eq(wfDefinition.tenantId, wfInstance.tenantId), eq(wfDefinition.id, wfInstance.definitionId)))
    // The initiator's name in the same statement (not a second round trip per page).
    .leftJoin(sysUser, and(eq(sysUser.tenantId, wfInstance.tenantId), eq(sysUser.id, wfInstance.initiatorId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  const data: TaskListItem[] = rows.map(({ task, inst, defName, initiatorName }) => ({
    id: task.id, taskId: task.id, procInstId: task.instanceId, processName: inst.name, procDefId: inst.definitionId, procDefName: defName,
    taskDefKey: task.nodeId, stepName: task.nodeName, kind: task.kind, status: task.status, delegationState: task.delegationState,
    businessType: inst.businessType, businessKey: inst.businessId, initiatorName,
    isFinished: inst.status !== 'running', createdDate: task.createdDate, doneDate: task.doneDate, dueDate: task.dueDate,
  }));
  return { q, rows: data };
}

async function taskList(tx: Db, where: SQL | undefined, req: TListRequest, sortDefault: 'createdDate' | 'doneDate',
  total: { exactUpTo?: number; count?: () => Promise<number> } = {}) {
  const { q, rows } = await taskPage(tx, where, req, sortDefault);
  return { rows, total: await pageTotal(tx, wfTask, q, rows.length, total) };
}

const notDeleted = sql`not exists (select 1 from wf_instance i where i.tenant_id = ${wfTask.tenantId} and i.id = ${wfTask.instanceId} and i.deleted)`;

/**
 * The unfiltered to-do total in one statement: my open tasks counted on wf_task_open_idx alone
 * (index-only), less the few in deleted instances (found from wf_instance_deleted_idx); cheaper
 * than testing every open task against the deleted instances.
 */
async function openTaskTotal(tx: Db, userId: string): Promise<number> {
  const [r] = await queryRowsOf<{ n: number | string }>(tx, sql`
    select (select count(*) from wf_task where assignee_id = ${userId} and status in ('pending', 'waiting') and kind <> 'cc')
      - (select count(*) from wf_task t join wf_instance i on i.tenant_id = t.tenant_id and i.id = t.instance_id
         where i.deleted and t.assignee_id = ${userId} and t.status in ('pending', 'waiting') and t.kind <> 'cc') as n`);
  return Number(r.n);
}

/** The to-do condition: open tasks I hold (CC copies have their own list). */
const todoWhere = (actor: Actor) => and(eq(wfTask.assigneeId, actor.userId ?? ''), inArray(wfTask.status, ['pending', 'waiting']),
  sql`${wfTask.kind} <> 'cc'`, notDeleted);

/** The done condition: tasks I handled (not my own start step). */
const doneWhere = (actor: Actor) => and(eq(wfTask.doneBy, actor.userId ?? ''), inArray(wfTask.status, ['done', 'transferred']),
  sql`${wfTask.outcome} <> 'start'`, notDeleted);

/** My to-do (its total exact: see OPEN_TASKS_COUNTED). */
export function queryTodoList(tx: Db, actor: Actor, req: TListRequest) {
  const filtered = Object.keys(req.params ?? {}).length > 0;
  return taskList(tx, todoWhere(actor), req, 'createdDate',
    filtered ? { exactUpTo: OPEN_TASKS_COUNTED } : { count: () => openTaskTotal(tx, actor.userId ?? '') });
}

/** Every row of my to-do list for a list request (its filters and order, no paging): the Excel export. */
export const exportTodoRows = (tx: Db, actor: Actor, req: TListRequest) =>
  allPages(req, async (r) => (await taskPage(tx, todoWhere(actor), r, 'createdDate')).rows);

/** Every row of my done list for a list request: the Excel export. */
export const exportDoneRows = (tx: Db, actor: Actor, req: TListRequest) =>
  allPages(req, async (r) => (await taskPage(tx, doneWhere(actor), r, 'doneDate')).rows);

/** Copies sent to me: CC tasks and pass-on (传阅) requests, read or not. */
export function queryCopyList(tx: Db, actor: Actor, req: TListRequest) {
  return taskList(tx, and(eq(wfTask.assigneeId, actor.userId ?? ''), inArray(wfTask.kind, ['cc', 'forward']), notDeleted), req, 'createdDate');
}

/** My done tasks. */
export function queryDoneList(tx: Db, actor: Actor, req: TListRequest) {
  return taskList(tx, doneWhere(actor), req, 'doneDate');
}

/**
 * Button flags and names for the caller's open task: `id` is a to-do id, or an instance id
 * (then the caller's open task in it). Only the holder's own pending task shows buttons.
 */
export async function todoPermission(tx: Db, actor: Actor, id: string): Promise<TodoPermission> {
  let [task] = await tx.select().from(wfTask).where(eq(wfTask.id, id));
  if (!task) {
    [task] = await tx.select().from(wfTask).where(and(eq(wfTask.instanceId, id), eq(wfTask.assigneeId, actor.userId ?? ''),
      inArray(wfTask.status, ['pending', 'waiting']))).limit(1);
  }
  if (!task) throw notFound(MESSAGES.TASK_MISSING);
  if (task.assigneeId !== actor.userId) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
  const [inst] = await tx.select().from(wfInstance).where(eq(wfInstance.id, task.instanceId));
  if (!inst || inst.deleted) throw notFound(MESSAGES.PROCESS_MISSING);
  const { graph } = await loadVersion(tx, inst.versionId);
  const node = graph.nodes[task.nodeId];
  const cfg = node?.approver;
  const b = cfg?.buttons ?? node?.start?.buttons ?? {};
  const actionable = task.status === 'pending' && inst.status === 'running';
  const approval = actionable && ['normal', 'handover', 'addsign'].includes(task.kind);
  const on = (x: { enabled: boolean } | undefined, dflt: boolean) => (x ? x.enabled : dflt);
  // The initiator's own step (first submit or resubmit after a return) offers submit and 暂存;
  // hand over, pass on and consult only when the start node's config turns them on.
  const delegable = node?.type !== 'start';
  const perms = cfg?.fieldPermissions ?? node?.start?.fieldPermissions ?? {};
  return {
    todoId: task.id, workId: task.nodeRunId, stepId: task.nodeId, stepName: task.nodeName, procInstId: inst.id,
    type: cfg?.taskType ?? null, kind: task.kind, delegationState: task.delegationState, isFinished: inst.status !== 'running',
    readOnly: node?.type === 'start' ? false : !!cfg?.readOnly, fieldPermissions: perms,
    // Consult and pass-on copies only answer (next); the holder's buttons follow the node.
    hasNextBtn: actionable && on(b.next, true),
    hasPrevBtn: approval && node?.type !== 'start' && on(b.prev, true),
    hasForwardBtn: approval && on(b.forward, delegable),
    hasAdjustBtn: approval && on(b.handover, delegable),
    hasConsultBtn: approval && on(b.consult, delegable),
    hasSaveBtn: approval,
    hasRefreshBtn: on(b.refresh, true),
    nextBtnName: b.next?.name || (task.kind === 'consult' ? '回复' : task.kind === 'forward' || task.kind === 'cc' ? '已阅' : node?.type === 'start' ? '提交' : '同意'),
    prevBtnName: b.prev?.name || '退回',
    forwardBtnName: b.forward?.name || '传阅',
    adjustBtnName: b.handover?.name || '转办',
    consultBtnName: b.consult?.name || '征询意见',
    refreshBtnName: b.refresh?.name || '刷新',
  };
}

/** Transfer records of an instance by type (1 adjust, 2 pass on, 3 consult), newest first. */
export async function transferLogs(tx: Db, instanceId: string, type: number) {
  const rows = await tx.select().from(wfTransferLog).where(and(eq(wfTransferLog.instanceId, instanceId), eq(wfTransferLog.type, type)))
    .orderBy(sql`${wfTransferLog.createdDate} desc`);
  const names = await userNames(tx, rows.flatMap((r) => [r.fromUserId, ...r.toUserIds]));
  return rows.map((r) => ({
    ...r, fromUserName: names.get(r.fromUserId) ?? null, toUserNames: r.toUserIds.map((u) => names.get(u) ?? '').join('、'),
  }));
}

/** Who may look at an instance: its initiator, anyone who held a task in it, a follower, an administrator. */
export async function ensureCanView(tx: Db, actor: Actor & { isAdmin?: boolean }, instanceId: string): Promise<typeof wfInstance.$inferSelect> {
  const [inst] = await tx.select().from(wfInstance).where(eq(wfInstance.id, instanceId));
  if (!inst || inst.deleted) throw notFound(MESSAGES.PROCESS_MISSING);
  if (actor.isAdmin || inst.initiatorId === actor.userId) return inst;
  const rows = await queryRowsOf(tx, sql`
    select 1 from wf_task where instance_id = ${instanceId} and (assignee_id = ${actor.userId} or owner_id = ${actor.userId})
    union all select 1 from wf_follow where instance_id = ${instanceId} and user_id = ${actor.userId} limit 1`);
  if (rows.length === 0) throw forbidden();
  return inst;
}

/**
 * An instance for the flow page and its chart: the compiled graph with each node's state
 * (from its latest run), every run, and the opinion history.
 */
export async function processDetail(tx: Db, actor: Actor & { isAdmin?: boolean }, instanceId: string) {
  const inst = await ensureCanView(tx, actor, instanceId);
  const { graph } = await loadVersion(tx, inst.versionId);
  const runs = await tx.select().from(wfNodeRun).where(eq(wfNodeRun.instanceId, instanceId)).orderBy(wfNodeRun.seq);
  const tasks = await tx.select().from(wfTask).where(eq(wfTask.instanceId, instanceId)).orderBy(wfTask.createdDate);
  const [def] = await tx.select({ name: wfDefinition.name, code: wfDefinition.code }).from(wfDefinition).where(eq(wfDefinition.id, inst.definitionId));
  const names = await userNames(tx, [inst.initiatorId, ...tasks.map((t) => t.assigneeId)]);
  const latest = new Map<string, (typeof runs)[number]>();
  for (const r of runs) latest.set(r.nodeId, r);
  const stateOf = (nodeId: string): NodeState => {
    const r = latest.get(nodeId);
    if (!r) return 'notReached';
    if (r.status === 'waiting') return 'active';
    return r.status as NodeState;
  };
  return {
    id: inst.id, name: inst.name, status: inst.status, procDefineId: inst.definitionId, versionId: inst.versionId, procDefineName: def?.name ?? null, processCode: def?.code ?? null,
    businessType: inst.businessType, businessId: inst.businessId, initiatorId: inst.initiatorId, initiatorName: names.get(inst.initiatorId) ?? null,
    startedDate: inst.startedDate, endedDate: inst.endedDate, formData: inst.formData, currentNodeNames: inst.currentNodeNames,
    graph: {
      startId: graph.startId,
      nodes: graph.order.map((id) => {
        const n = graph.nodes[id];
        return { id, type: n.type, name: n.name, next: n.next ?? null, branches: n.branches?.map((b) => ({ id: b.id, name: b.name, target: b.target, isDefault: b.isDefault })) ?? [], state: stateOf(id) };
      }),
    },
    runs: runs.map((r) => ({
      id: r.id, nodeId: r.nodeId, nodeName: r.nodeName, round: r.round, entered: r.entered, status: r.status, fromRunId: r.fromRunId,
      startedDate: r.startedDate, endedDate: r.endedDate,
      tasks: tasks.filter((t) => t.nodeRunId === r.id).map((t) => ({
        id: t.id, kind: t.kind, status: t.status, outcome: t.outcome, assigneeName: names.get(t.assigneeId) ?? null, opinion: t.opinion, doneDate: t.doneDate,
      })),
    })),
  };
}

const PROCESS_LIST: UnscopedListEntity = {
  scope: 'none', reason: "flows the caller started, follows or took part in, or the process monitor's (wf monitor permission, company-wide by design)",
  fields: {
    name: wfInstance.name, status: wfInstance.status, businessType: wfInstance.businessType, startedDate: wfInstance.startedDate,
    endedDate: wfInstance.endedDate, updatedDate: wfInstance.updatedDate,
    procDefName: sql<string>`(select d.name from wf_definition d where d.tenant_id = ${wfInstance.tenantId} and d.id = ${wfInstance.definitionId})`,
  },
  sortable: ['startedDate', 'endedDate', 'updatedDate'],
  defaultOrderBy: 'startedDate',
  defaultOrder: 'desc',
  tieBreaker: wfInstance.id,
};

/** One page of a process list with the initiators' names (shared by the lists and their Excel exports). */
async function processPage(tx: Db, where: SQL, req: TListRequest) {
  const q = await buildListQuery(PROCESS_LIST, req, { extra: [where, eq(wfInstance.deleted, false)] });
  const rows = await tx.select({
    id: wfInstance.id, name: wfInstance.name, status: wfInstance.status, procDefineId: wfInstance.definitionId, procDefineName: wfDefinition.name,
    businessType: wfInstance.businessType, businessId: wfInstance.businessId, initiatorId: wfInstance.initiatorId,
    currentNodeNames: wfInstance.currentNodeNames, startedDate: wfInstance.startedDate, endedDate: wfInstance.endedDate,
  }).from(wfInstance)
    .innerJoin(wfDefinition, and(eq(wfDefinition.tenantId, wfInstance.tenantId), eq(wfDefinition.id, wfInstance.definitionId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  const names = await userNames(tx, rows.map((r) => r.initiatorId));
  return { q, rows: rows.map((r) => ({ ...r, initiatorName: names.get(r.initiatorId) ?? null })) };
}

async function processList(tx: Db, where: SQL, req: TListRequest) {
  const { q, rows } = await processPage(tx, where, req);
  return { rows, total: await pageTotal(tx, wfInstance, q, rows.length) };
}

/** Flows I started. */
export function queryMyList(tx: Db, actor: Actor, req: TListRequest) {
  return processList(tx, eq(wfInstance.initiatorId, actor.userId ?? ''), req);
}

/** Flows I follow. */
export function queryFocusList(tx: Db, actor: Actor, req: TListRequest) {
  return processList(tx, sql`exists (select 1 from wf_follow f where f.tenant_id = ${wfInstance.tenantId} and f.instance_id = ${wfInstance.id} and f.user_id = ${actor.userId})`, req);
}

export async function follow(tx: Db, actor: Actor & { isAdmin?: boolean }, instanceId: string, on: boolean): Promise<void> {
  if (on) {
    await ensureCanView(tx, actor, instanceId);
    await tx.insert(wfFollow).values({ tenantId: actor.tenantId, userId: actor.userId!, instanceId }).onConflictDoNothing();
  } else {
    await tx.delete(wfFollow).where(and(eq(wfFollow.userId, actor.userId ?? ''), eq(wfFollow.instanceId, instanceId)));
  }
}

export async function isFollowing(tx: Db, actor: Actor, instanceId: string): Promise<boolean> {
  const rows = await tx.select({ id: wfFollow.instanceId }).from(wfFollow).where(and(eq(wfFollow.userId, actor.userId ?? ''), eq(wfFollow.instanceId, instanceId)));
  return rows.length > 0;
}

export async function unfollowAll(tx: Db, actor: Actor): Promise<void> {
  await tx.delete(wfFollow).where(eq(wfFollow.userId, actor.userId ?? ''));
}

/** Published, active definitions for the start-flow dialog, by category and sort. */
export async function listDefinitions(tx: Db, req: TListRequest) {
  const p = req.params ?? {};
  const conds: SQL[] = [sql`${wfDefinition.currentVersionId} is not null`, eq(wfDefinition.status, 1)];
  if (typeof p.category === 'string' && p.category) conds.push(eq(wfDefinition.category, p.category));
  if (typeof p.name === 'string' && p.name) conds.push(sql`${wfDefinition.name} like ${`%${p.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const rows = await tx.select().from(wfDefinition).where(and(...conds)).orderBy(wfDefinition.sort, wfDefinition.name);
  return rows.map((d) => ({ id: d.id, name: d.name, key: d.code, category: d.category, sort: d.sort, flowType: d.flowType, businessType: d.businessType }));
}

export async function definitionDetail(tx: Db, code: string) {
  const [def] = await tx.select().from(wfDefinition).where(eq(wfDefinition.code, code));
  if (!def || !def.currentVersionId) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  const [v] = await tx.select().from(wfVersion).where(eq(wfVersion.id, def.currentVersionId));
  return { id: def.id, key: def.code, name: def.name, category: def.category, flowType: def.flowType, businessType: def.businessType,
    status: def.status, version: v.version, versionId: v.id, tree: v.tree, publishedDate: v.publishedDate };
}

/** Flows I took part in (held a task, not only started). */
export function queryParticipantList(tx: Db, actor: Actor, req: TListRequest) {
  return processList(tx, sql`exists (select 1 from wf_task t where t.tenant_id = ${wfInstance.tenantId} and t.instance_id = ${wfInstance.id}
    and t.done_by = ${actor.userId} and t.outcome <> 'start')`, req);
}

/** Every flow of the company (process-instance monitor). */
export function queryAllProcesses(tx: Db, req: TListRequest) {
  return processList(tx, sql`true`, req);
}

/** Every row of the process-instance monitor for a list request (no paging): the Excel export. */
export const exportAllProcesses = (tx: Db, req: TListRequest) =>
  allPages(req, async (r) => (await processPage(tx, sql`true`, r)).rows);

/** My delegations (current and past), newest first. */
export async function myDelegations(tx: Db, actor: Actor) {
  const rows = await tx.select().from(wfDelegation).where(eq(wfDelegation.userId, actor.userId ?? '')).orderBy(sql`${wfDelegation.startDate} desc`);
  const names = await userNames(tx, rows.map((r) => r.deputyId));
  return rows.map((r) => ({ id: r.id, deputyId: r.deputyId, deputyName: names.get(r.deputyId) ?? null, startDate: r.startDate, endDate: r.endDate, enabled: r.enabled }));
}

export async function cancelDelegation(tx: Db, actor: Actor, id: string): Promise<void> {
  const rows = await tx.update(wfDelegation).set({ enabled: false, updatedDate: new Date() })
    .where(and(eq(wfDelegation.id, id), eq(wfDelegation.userId, actor.userId ?? ''))).returning({ id: wfDelegation.id });
  if (rows.length === 0) throw notFound();
}

/** Marks a CC copy as read when its holder opens it. */
export async function markCcRead(tx: Db, actor: Actor, taskId: string): Promise<boolean> {
  const rows = await tx.update(wfTask).set({ status: 'done', outcome: 'read', doneDate: new Date(), doneBy: actor.userId })
    .where(and(eq(wfTask.id, taskId), eq(wfTask.assigneeId, actor.userId ?? ''), eq(wfTask.kind, 'cc'), eq(wfTask.status, 'pending')))
    .returning({ id: wfTask.id });
  return rows.length > 0;
}

/** Candidate operators of a node of an instance (operator selection), by its assignee rule. */
export async function nodeCandidates(tx: Db, actor: Actor & { isAdmin?: boolean }, instanceId: string, nodeId: string) {
  const inst = await ensureCanView(tx, actor, instanceId);
  const { graph } = await loadVersion(tx, inst.versionId);
  const node = graph.nodes[nodeId];
  if (!node) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  const rule = node.approver?.assignee ?? node.cc?.assignee;
  // Choosing rules offer the whole organisation (the person picker narrows it).
  const ids = !rule || rule.type === 'previousChooses' || rule.type === 'initiatorChooses' ? [] : await resolveAssignees(tx, rule, { instance: inst, nodeId });
  const names = await userNames(tx, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? '' }));
}
