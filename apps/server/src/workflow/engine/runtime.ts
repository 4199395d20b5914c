import { and, eq, getTableColumns, inArray, ne, sql, type WithSubquery } from 'drizzle-orm';
import type { TCondition, TFlowOptions } from '@ecms/shared';
import { MESSAGES, WF_MESSAGES } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { wfAuditLog, wfDefinition, wfDelegation, wfInstance, wfNodeRun, wfOutbox, wfRelation, wfTask, wfVersion } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/tenancy.js';
import { type FlowGraph, type GraphNode, scopeWithin } from '../definition/compile.js';
import { deptLeader, resolveAssignees, usersWithRoles } from './assignees.js';
import { fireBusiness, markParticipants, queueInstanceDoc, type WfInstanceRow } from './business.js';
import { wfDoc, wfDocExtras } from '../search-type.js';
import { deliverOutbox, hasOutboxConsumers, type FlowNotification } from './outbox.js';

/*
 * The engine's moving parts: entering nodes (creating node runs and tasks), completing runs,
 * finishing instances. Always called by a command holding the instance row lock (loadEngine),
 * so within one instance everything here runs one command at a time.
 */

export type TaskRow = typeof wfTask.$inferSelect;
export type RunRow = typeof wfNodeRun.$inferSelect;
export type Entered = 'start' | 'forward' | 'return' | 'resubmit' | 'withdraw';
export type FinalStatus = 'approved' | 'rejected' | 'withdrawn' | 'terminated';

/** Task kinds that an approver node waits for; forward (pass on), consult and cc do not block it. */
export const BLOCKING_KINDS = ['normal', 'handover', 'addsign'] as const;
/** Task statuses still open. */
export const OPEN_STATUSES = ['pending', 'queued', 'waiting'] as const;

/** One command's view of an instance, after locking it. */
export interface Engine {
  tx: Db;
  tenantId: string;
  userId: string;
  now: Date;
  inst: WfInstanceRow;
  graph: FlowGraph;
  options: TFlowOptions;
  /** Operators the acting user chose for nodes entered by this command. */
  chosen: Record<string, string[]>;
  /** Active nodes changed (fires the business nodeChanged callback once at the end). */
  changed: boolean;
  /** A child flow being started by its parent's command: the parent settles it itself. */
  resumingParent?: boolean;
  /** Form values the acting user changed in this command (passed to the business callbacks). */
  edited?: Record<string, unknown>;
}

export interface VersionRow { id: string; graph: FlowGraph; options: TFlowOptions }

/**
 * Compiled graphs by version id. A published version never changes (a new one is inserted), so
 * a graph read once serves every later command; the ids callers pass come from rows read under
 * the tenant's row-level security. Bounded: past the limit the oldest entries go.
 */
const versions = new Map<string, VersionRow>();
const MAX_CACHED_VERSIONS = 1000;

export async function loadVersion(tx: Db, versionId: string): Promise<VersionRow> {
  const cached = versions.get(versionId);
  if (cached) return cached;
  const [v] = await tx.select({ id: wfVersion.id, graph: wfVersion.graph, options: wfVersion.options })
    .from(wfVersion).where(eq(wfVersion.id, versionId));
  if (!v) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  const row: VersionRow = { id: v.id, graph: v.graph as FlowGraph, options: v.options as TFlowOptions };
  if (versions.size >= MAX_CACHED_VERSIONS) versions.delete(versions.keys().next().value!);
  versions.set(versionId, row);
  return row;
}

/** Locks the instance row (SELECT … FOR UPDATE) and loads its version: the start of every command. */
export async function loadEngine(tx: Db, actor: Actor, instanceId: string): Promise<Engine> {
  const [inst] = await tx.select().from(wfInstance).where(eq(wfInstance.id, instanceId)).for('update');
  return engineOf(tx, actor, inst);
}

/** The engine over an instance row just locked (missing or deleted: 404). */
export async function engineOf(tx: Db, actor: Actor, inst: WfInstanceRow | undefined): Promise<Engine> {
  if (!inst || inst.deleted) throw notFound(MESSAGES.PROCESS_MISSING);
  const v = await loadVersion(tx, inst.versionId);
  return newEngine(tx, actor, inst, v);
}

export function newEngine(tx: Db, actor: Actor, inst: WfInstanceRow, v: VersionRow): Engine {
  return {
    tx, tenantId: actor.tenantId, userId: actor.userId ?? '', now: new Date(), inst, graph: v.graph, options: v.options,
    chosen: {}, changed: false,
  };
}

export function nodeOf(e: Engine, nodeId: string): GraphNode {
  const n = e.graph.nodes[nodeId];
  if (!n) throw badRequest(WF_MESSAGES.RETURN_TARGET_INVALID);
  return n;
}

export type AuditRow = Partial<typeof wfAuditLog.$inferInsert> & { action: string };

const auditValues = (e: Engine, row: AuditRow) =>
  ({ tenantId: e.tenantId, id: newId(), instanceId: e.inst.id, userId: e.userId, createdDate: e.now, ...row });

/** Writes an audit row (with the outbox rows the command has not written yet). */
export async function audit(e: Engine, row: AuditRow): Promise<void> {
  const also = outboxWrite(e);
  await (also.length ? e.tx.with(...also) : e.tx).insert(wfAuditLog).values(auditValues(e, row));
}

/*
 * Outbox rows are written with the command's next audit row or settle (one statement): nothing
 * in the command reads them, and the consumers get the batch at once (deliverOutbox). A command
 * that ends with neither writes them with flushOutbox.
 */
const pendingOutbox = new WeakMap<Db, (typeof wfOutbox.$inferInsert)[]>();

/** The outbox rows not yet written, as a CTE for the statement about to run (then no longer pending). */
function outboxWrite(e: Engine): WithSubquery[] {
  const rows = pendingOutbox.get(e.tx);
  if (!rows?.length) return [];
  pendingOutbox.delete(e.tx);
  return [e.tx.$with('wf_outbox_rows').as(e.tx.insert(wfOutbox).values(rows))];
}

/** Writes the outbox rows not yet written (a command that ends without an audit row or settle). */
export async function flushOutbox(tx: Db): Promise<void> {
  const rows = pendingOutbox.get(tx);
  pendingOutbox.delete(tx);
  if (rows?.length) await tx.insert(wfOutbox).values(rows);
}

/**
 * A notification of the flow (new task, returned, approved, urged, ...): written to the outbox
 * in the command's transaction and handed to the outbox's consumers there (the notice module
 * makes it a message, pushed to open browsers after the commit), so it exists exactly when the
 * command committed.
 */
export async function notify(e: Engine, kind: string, userIds: string[], taskId: string | null, title: string, content: string): Promise<void> {
  await notifyMany(e, kind, [{ userIds, taskId, title, content }]);
}

export interface Notice { userIds: string[]; taskId: string | null; title: string; content: string }

/** Several notifications of one kind (one per new task, say): one outbox insert, one delivery. */
export async function notifyMany(e: Engine, kind: string, notices: Notice[]): Promise<void> {
  const items = notices.map((n) => ({ ...n, userIds: [...new Set(n.userIds)] })).filter((n) => n.userIds.length > 0);
  if (items.length === 0) return;
  const delivered = hasOutboxConsumers(e.tx) ? e.now : null;
  let pending = pendingOutbox.get(e.tx);
  if (!pending) pendingOutbox.set(e.tx, (pending = []));
  pending.push(...items.flatMap((n) => n.userIds.map((userId) => ({
    tenantId: e.tenantId, id: newId(), kind, userId, instanceId: e.inst.id, taskId: n.taskId, title: n.title, content: n.content,
    createdDate: e.now, deliveredDate: delivered,
  }))));
  // New holders of tasks are new participants: they find the flow (and its record) in the global search.
  markParticipants(e.tx, e.inst);
  await deliverOutbox(e.tx, items.map((n): FlowNotification => ({
    kind, userIds: n.userIds, instanceId: e.inst.id, taskId: n.taskId, title: n.title, content: n.content,
    link: `/flowhandle/flow-business?${new URLSearchParams({ procInstId: e.inst.id, ...(n.taskId ? { taskId: n.taskId } : {}), name: n.title })}`,
    senderId: e.userId || null,
  })));
}

/** The insert of a node run, not yet run (createRun runs it; enterUserNode sends it with the run's tasks). */
function runInsert(e: Engine, node: GraphNode, entered: Entered, status: string, fromRunId: string | null,
  returnToNodeId: string | null, id = newId()) {
  const done = status === 'done';
  // Sequence and round numbered in the insert itself (the instance lock keeps them serial).
  return e.tx.insert(wfNodeRun).values({
    tenantId: e.tenantId, id, instanceId: e.inst.id, nodeId: node.id, nodeName: node.name, nodeType: node.type,
    round: sql`(select coalesce(max(r.round), 0) + 1 from wf_node_run r where r.instance_id = ${e.inst.id} and r.node_id = ${node.id})`,
    seq: sql`(select coalesce(max(r.seq), 0) + 1 from wf_node_run r where r.instance_id = ${e.inst.id})`,
    entered, status, fromRunId, returnToNodeId, startedDate: e.now, endedDate: done ? e.now : null,
  });
}

export async function createRun(e: Engine, node: GraphNode, entered: Entered, status: string, fromRunId: string | null,
  returnToNodeId: string | null = null): Promise<RunRow> {
  const [run] = await runInsert(e, node, entered, status, fromRunId, returnToNodeId).returning();
  return run;
}

/**
 * The deputy standing in for a user at the command's time (the user's latest delegation), null
 * when none or when it names the user: SQL for the task's own insert (no lookup of its own).
 */
const deputyOf = (e: Engine, userId: string) => sql`nullif((select d.deputy_id from ${wfDelegation} d
  where d.user_id = ${userId}::text and d.enabled and d.start_date <= ${e.now.toISOString()}::timestamptz and d.end_date > ${e.now.toISOString()}::timestamptz
  order by d.start_date desc limit 1), ${userId}::text)`;

export interface NewTask { kind?: string; status?: string; seq?: number; parentTaskId?: string | null; topic?: string | null; delegate?: boolean }

type TaskNode = { id: string; name: string; approver?: GraphNode['approver'] };

export async function createTask(e: Engine, run: Pick<RunRow, 'id'>, node: TaskNode, assigneeId: string, opts: NewTask = {}): Promise<TaskRow> {
  const [task] = await createTasks(e, run, node, [{ assigneeId, ...opts }]);
  return task;
}

/**
 * Tasks of one node run, in the given order, in one multi-row insert that also puts each task
 * with its assignee's deputy (delegation while away). `newRun` is the run's own insert, when the
 * run is new: sent in the same statement.
 */
export async function createTasks(e: Engine, run: Pick<RunRow, 'id'>, node: TaskNode, specs: (NewTask & { assigneeId: string })[],
  newRun?: ReturnType<typeof runInsert>): Promise<TaskRow[]> {
  if (specs.length === 0) {
    if (newRun) await newRun;
    return [];
  }
  const hours = node.approver?.deadlineHours;
  const values = specs.map((opts) => {
    const delegate = opts.delegate !== false;
    const a = opts.assigneeId;
    return {
      tenantId: e.tenantId, id: newId(), instanceId: e.inst.id, nodeRunId: run.id, nodeId: node.id, nodeName: node.name,
      kind: opts.kind ?? 'normal', status: opts.status ?? 'pending',
      assigneeId: delegate ? sql`coalesce(${deputyOf(e, a)}, ${a}::text)` : a,
      ownerId: delegate ? sql`case when ${deputyOf(e, a)} is not null then ${a}::text end` : null,
      delegationState: delegate ? sql`case when ${deputyOf(e, a)} is not null then 'delegated' end` : null,
      parentTaskId: opts.parentTaskId ?? null, seq: opts.seq ?? 0, topic: opts.topic ?? null,
      dueDate: hours ? new Date(e.now.getTime() + hours * 3600_000) : null, createdDate: e.now,
    };
  });
  const rows = await (newRun ? e.tx.with(e.tx.$with('wf_new_run').as(newRun)) : e.tx).insert(wfTask).values(values).returning();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return values.map((v) => byId.get(v.id)!);
}

function compare(a: unknown, op: TCondition['op'], b: unknown): boolean {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);
  const empty = a === undefined || a === null || a === '' || (Array.isArray(a) && a.length === 0);
  switch (op) {
    case 'isEmpty': return empty;
    case 'notEmpty': return !empty;
    case 'eq': return String(a ?? '') === String(b ?? '');
    case 'ne': return String(a ?? '') !== String(b ?? '');
    case 'gt': return num(a) > num(b);
    case 'gte': return num(a) >= num(b);
    case 'lt': return num(a) < num(b);
    case 'lte': return num(a) <= num(b);
    case 'in': return Array.isArray(b) && b.map(String).includes(String(a ?? ''));
    case 'notIn': return Array.isArray(b) && !b.map(String).includes(String(a ?? ''));
    case 'contains': return Array.isArray(a) ? a.map(String).includes(String(b)) : String(a ?? '').includes(String(b ?? ''));
  }
}

/** The branch a condition node takes for this instance: the first whose conditions all hold, else the default. */
export function chooseBranch(node: GraphNode, inst: WfInstanceRow): NonNullable<GraphNode['branches']>[number] {
  const value = (field: string) => field === '$initiatorId' ? inst.initiatorId
    : field === '$initiatorDept' ? inst.initiatorDeptId : inst.formData[field];
  const branches = node.branches ?? [];
  return branches.find((b) => !b.isDefault && b.conditions.every((c) => compare(value(c.field), c.op, c.value)))
    ?? branches.find((b) => b.isDefault)!;
}

/** Enters a node: creates its run and tasks, or passes through it (condition, parallel, cc, join, end). */
export async function enterNode(e: Engine, nodeId: string, entered: Entered, fromRunId: string | null,
  returnToNodeId: string | null = null): Promise<void> {
  if (e.inst.status !== 'running') return;
  const node = e.graph.nodes[nodeId];
  if (!node) throw badRequest(WF_MESSAGES.DEFINITION_MISSING);
  e.changed = true;
  switch (node.type) {
    case 'end':
      await createRun(e, node, entered, 'done', fromRunId);
      await finish(e, 'approved');
      return;
    case 'condition': {
      const run = await createRun(e, node, entered, 'done', fromRunId);
      await enterNode(e, chooseBranch(node, e.inst).target, 'forward', run.id);
      return;
    }
    case 'parallel': {
      const run = await createRun(e, node, entered, 'done', fromRunId);
      for (const b of node.branches ?? []) await enterNode(e, b.target, 'forward', run.id);
      return;
    }
    case 'join': {
      const [open] = await e.tx.select().from(wfNodeRun)
        .where(and(eq(wfNodeRun.instanceId, e.inst.id), eq(wfNodeRun.nodeId, node.id), eq(wfNodeRun.status, 'waiting')));
      const run = open ?? await createRun(e, node, 'forward', 'waiting', fromRunId);
      const arrived = run.arrived + 1;
      const complete = arrived >= (node.branchCount ?? 1);
      await e.tx.update(wfNodeRun).set({ arrived, status: complete ? 'done' : 'waiting', endedDate: complete ? e.now : null })
        .where(eq(wfNodeRun.id, run.id));
      if (complete) await enterNode(e, node.next!, 'forward', run.id);
      return;
    }
    case 'cc': {
      const run = await createRun(e, node, entered, 'done', fromRunId);
      const users = await resolveAssignees(e.tx, node.cc!.assignee, { instance: e.inst, nodeId: node.id });
      await createTasks(e, run, node, users.map((u) => ({ assigneeId: u, kind: 'cc', delegate: false })));
      await notify(e, 'cc', users, null, '抄送提醒', `${e.inst.name}：抄送给您，请知悉`);
      await enterNode(e, node.next!, 'forward', run.id);
      return;
    }
    case 'start': {
      // Only reached by a return: the initiator gets the flow back.
      const run = await createRun(e, node, entered, 'active', fromRunId, returnToNodeId);
      const task = await createTask(e, run, node, e.inst.initiatorId, { delegate: false });
      await notify(e, 'returned', [task.assigneeId], task.id, '退回提醒', `${e.inst.name}：已退回给您，请修改后重新提交`);
      return;
    }
    case 'approver':
    case 'handler':
      await enterUserNode(e, node, entered, fromRunId, returnToNodeId);
      return;
    case 'subprocess':
      await enterSubprocess(e, node, entered, fromRunId);
      return;
  }
}

/** Starts the child flow for the same initiator; the node waits for it unless told not to. */
async function enterSubprocess(e: Engine, node: GraphNode, entered: Entered, fromRunId: string | null): Promise<void> {
  const cfg = node.subprocess!;
  const [def] = await e.tx.select().from(wfDefinition).where(eq(wfDefinition.code, cfg.processCode));
  if (!def || !def.currentVersionId || def.status !== 1) throw badRequest(WF_MESSAGES.DEFINITION_MISSING);
  const wait = cfg.wait !== false;
  const run = await createRun(e, node, entered, wait ? 'active' : 'done', fromRunId);
  const version = await loadVersion(e.tx, def.currentVersionId);
  const [childRow] = await e.tx.insert(wfInstance).values({
    tenantId: e.tenantId, id: newId(), definitionId: def.id, versionId: version.id, name: `${e.inst.name} - ${def.name}`,
    initiatorId: e.inst.initiatorId, initiatorDeptId: e.inst.initiatorDeptId, formData: e.inst.formData, parentId: e.inst.id, startedDate: e.now,
  }).returning();
  await e.tx.update(wfNodeRun).set({ subInstanceId: childRow.id }).where(eq(wfNodeRun.id, run.id));
  await e.tx.insert(wfRelation).values({ tenantId: e.tenantId, instanceId: e.inst.id, relatedId: childRow.id, kind: 'subprocess' });
  const child: Engine = { ...e, inst: childRow, graph: version.graph, options: version.options, chosen: {}, changed: false, resumingParent: true };
  const startRun = await runStart(child);
  await enterNode(child, child.graph.nodes[child.graph.startId].next!, 'forward', startRun.id);
  await settle(child);
  if (!wait) {
    await enterNode(e, node.next!, 'forward', run.id);
    return;
  }
  // A child that finished at once (every step passed by itself) settles the node now.
  if (child.inst.status === 'approved') await completeRun(e, { ...run, status: 'active' });
  else if (child.inst.status !== 'running') await finish(e, 'rejected');
}

/** A finished child flow moves its parent's waiting sub-process node (approved) or ends the parent (otherwise). */
async function resumeParent(e: Engine): Promise<void> {
  const parentId = e.inst.parentId;
  if (!parentId || e.resumingParent) return;
  const [parent] = await e.tx.select().from(wfInstance).where(eq(wfInstance.id, parentId)).for('update');
  if (!parent || parent.status !== 'running') return;
  const [run] = await e.tx.select().from(wfNodeRun)
    .where(and(eq(wfNodeRun.instanceId, parentId), eq(wfNodeRun.subInstanceId, e.inst.id), eq(wfNodeRun.status, 'active')));
  if (!run) return;
  const p = newEngine(e.tx, { tenantId: e.tenantId, userId: e.userId }, parent, await loadVersion(e.tx, parent.versionId));
  p.now = e.now;
  if (e.inst.status === 'approved') await completeRun(p, run);
  else {
    await e.tx.update(wfNodeRun).set({ status: 'rejected', endedDate: e.now }).where(eq(wfNodeRun.id, run.id));
    await finish(p, 'rejected');
  }
  await settle(p);
}

async function enterUserNode(e: Engine, node: GraphNode, entered: Entered, fromRunId: string | null,
  returnToNodeId: string | null): Promise<void> {
  const cfg = node.approver!;
  let users = await resolveAssignees(e.tx, cfg.assignee, { instance: e.inst, nodeId: node.id, chosen: e.chosen[node.id] });
  if (users.length === 0 && (cfg.assignee.type === 'previousChooses' || cfg.assignee.type === 'initiatorChooses')) {
    throw badRequest(WF_MESSAGES.CHOOSE_OPERATOR.replace('{node}', node.name));
  }
  // The initiator among the assignees.
  const policy = cfg.assigneeIsInitiator ?? 'self';
  if (users.includes(e.inst.initiatorId) && cfg.assignee.type !== 'initiator' && policy !== 'self') {
    users = users.filter((u) => u !== e.inst.initiatorId);
    if (policy === 'deptLeader') {
      const leader = await deptLeader(e.tx, e.inst.initiatorDeptId, e.inst.initiatorId, 1);
      if (leader && !users.includes(leader)) users.push(leader);
    }
    if (users.length === 0) {
      await autoPass(e, node, entered, fromRunId, '发起人自动通过');
      return;
    }
  }
  if (users.length === 0) {
    const onEmpty = cfg.noAssignee ?? 'toAdmin';
    if (onEmpty === 'error') throw badRequest(WF_MESSAGES.NO_ASSIGNEE.replace('{node}', node.name));
    if (onEmpty === 'toAdmin') users = await usersWithRoles(e.tx, ['admin']);
    if (users.length === 0) {
      await autoPass(e, node, entered, fromRunId, '无审批人，自动通过');
      return;
    }
  }
  const mode = cfg.mode ?? 'orSign';
  if (mode === 'single') users = users.slice(0, 1);
  // The run and its tasks in one statement.
  const runId = newId();
  const tasks = await createTasks(e, { id: runId }, node, users.map((u, i) => ({ assigneeId: u, seq: i, status: mode === 'sequential' && i > 0 ? 'queued' : 'pending' })),
    runInsert(e, node, entered, 'active', fromRunId, returnToNodeId, runId));
  await notifyTasks(e, tasks.filter((t) => t.status === 'pending'), entered === 'return' ? 'returned' : 'task');
}

export async function notifyTasks(e: Engine, tasks: TaskRow[], kind: 'task' | 'returned' = 'task'): Promise<void> {
  await notifyMany(e, kind, tasks.map((t) => ({
    userIds: [t.assigneeId], taskId: t.id, title: kind === 'returned' ? '退回提醒' : '待办提醒',
    content: kind === 'returned' ? `${e.inst.name}：已退回到「${t.nodeName}」，请处理` : `${e.inst.name}：请处理「${t.nodeName}」`,
  })));
}

async function autoPass(e: Engine, node: GraphNode, entered: Entered, fromRunId: string | null, opinion: string): Promise<void> {
  const run = await createRun(e, node, entered, 'done', fromRunId);
  await audit(e, { action: 'auto', nodeRunId: run.id, nodeId: node.id, nodeName: node.name, agree: true, opinion, userId: null });
  await enterNode(e, node.next!, 'forward', run.id);
}

const cancelled = (e: Engine) => ({ status: 'cancelled', outcome: 'cancel', doneDate: e.now });

/** The open tasks of these runs (all kinds but pass-on and cc, which are only for reading), but `exceptTaskId`. */
const openTasksOf = (runIds: string[], exceptTaskId?: string) => and(inArray(wfTask.nodeRunId, runIds), inArray(wfTask.status, [...OPEN_STATUSES]),
  inArray(wfTask.kind, [...BLOCKING_KINDS, 'consult']), exceptTaskId ? ne(wfTask.id, exceptTaskId) : undefined);

const closedRun = (e: Engine, runId: string) =>
  e.tx.$with('wf_closed_run').as(e.tx.update(wfNodeRun).set({ status: 'done', endedDate: e.now }).where(eq(wfNodeRun.id, runId)));

/** Cancels the open tasks of runs. */
export async function cancelOpenTasks(e: Engine, runIds: string[]): Promise<void> {
  if (runIds.length === 0) return;
  await e.tx.update(wfTask).set(cancelled(e)).where(openTasksOf(runIds));
}

/**
 * Closing a run as writes for another statement to carry (its CTEs): the run done, its open tasks
 * but `exceptTaskId` (the one that statement moves) cancelled. Then completeRun({ closed: true }).
 */
export function closeRun(e: Engine, runId: string, exceptTaskId?: string): WithSubquery[] {
  return [closedRun(e, runId), e.tx.$with('wf_cancelled_tasks').as(e.tx.update(wfTask).set(cancelled(e)).where(openTasksOf([runId], exceptTaskId)))];
}

/**
 * A run is finished: close it (unless the caller's statement did, closeRun) and move on to the
 * next node (or straight back to the node that returned it).
 */
export async function completeRun(e: Engine, run: RunRow, opts: { closed?: boolean } = {}): Promise<void> {
  // The run and its open tasks in one statement.
  if (!opts.closed) await e.tx.with(closedRun(e, run.id)).update(wfTask).set(cancelled(e)).where(openTasksOf([run.id]));
  e.changed = true;
  const node = nodeOf(e, run.nodeId);
  const back = run.returnToNodeId ? e.graph.nodes[run.returnToNodeId] : undefined;
  // Straight back only within the same parallel branch: a jump out of a branch would strand the join.
  if (back && e.options.resubmitToReturner && back.scope.join('/') === node.scope.join('/')) {
    await enterNode(e, back.id, 'resubmit', run.id);
    return;
  }
  await enterNode(e, node.next!, 'forward', run.id);
}

/** Active runs (and their open tasks) inside a parallel scope are cancelled; returns their ids. */
export async function cancelRunsWithin(e: Engine, scope: string[], status: 'cancelled' | 'rejected' = 'cancelled'): Promise<string[]> {
  const open = await e.tx.select({ id: wfNodeRun.id, nodeId: wfNodeRun.nodeId }).from(wfNodeRun)
    .where(and(eq(wfNodeRun.instanceId, e.inst.id), inArray(wfNodeRun.status, ['active', 'waiting'])));
  const ids = open.filter((r) => scopeWithin(e.graph.nodes[r.nodeId]?.scope ?? [], scope)).map((r) => r.id);
  if (ids.length === 0) return ids;
  await e.tx.update(wfNodeRun).set({ status, endedDate: e.now }).where(inArray(wfNodeRun.id, ids));
  await cancelOpenTasks(e, ids);
  return ids;
}

/** Ends the instance; cancels what is still open and tells the initiator. */
export async function finish(e: Engine, status: FinalStatus): Promise<void> {
  // Every open run of the flow stops (cancelRunsWithin the whole flow, in one statement); the
  // update of the tasks below covers theirs.
  await e.tx.update(wfNodeRun).set({ status: status === 'rejected' ? 'rejected' : 'cancelled', endedDate: e.now })
    .where(and(eq(wfNodeRun.instanceId, e.inst.id), inArray(wfNodeRun.status, ['active', 'waiting'])));
  await e.tx.update(wfTask).set({ status: 'cancelled', outcome: 'cancel', doneDate: e.now })
    .where(and(eq(wfTask.instanceId, e.inst.id), inArray(wfTask.status, [...OPEN_STATUSES]), inArray(wfTask.kind, [...BLOCKING_KINDS, 'consult'])));
  const [inst] = await e.tx.update(wfInstance).set({ status, endedDate: e.now, currentNodeNames: null, updatedDate: e.now })
    .where(eq(wfInstance.id, e.inst.id)).returning();
  e.inst = inst;
  e.changed = false;
  const label = { approved: '已审批通过', rejected: '已被驳回', withdrawn: '已撤回', terminated: '已被终止' }[status];
  if (status !== 'withdrawn') {
    await notify(e, status === 'approved' ? 'approved' : 'rejected', [inst.initiatorId], null, '流程结果', `${inst.name}：${label}`);
  }
  await fireBusiness(status, { tx: e.tx, instance: inst, activeNodes: [], userId: e.userId, edited: e.edited });
  await resumeParent(e);
}

/**
 * Closes a command: refreshes the active node names and fires nodeChanged once. `log` is the
 * command's audit row, written in the same statement, its result given the active node names
 * there; the outbox rows not yet written go with it.
 */
export async function settle(e: Engine, log?: { row: AuditRow; result: object }): Promise<string[]> {
  if (e.inst.status !== 'running') {
    if (log) await audit(e, { ...log.row, result: { ...log.result, activeNodes: [] } });
    return [];
  }
  // The active nodes' names (each once, in the order they were entered).
  const active = sql`(select r.node_name, min(r.seq) as first_seq from ${wfNodeRun} r
    where r.instance_id = ${e.inst.id} and r.status = 'active' group by r.node_name)`;
  const names = sql<string[] | string | null>`(select json_agg(a.node_name order by a.first_seq) from ${active} a)`;
  const also = [...outboxWrite(e), ...(log ? [e.tx.$with('wf_audit_row').as(e.tx.insert(wfAuditLog).values(auditValues(e, {
    ...log.row, result: sql`${JSON.stringify(log.result)}::jsonb || jsonb_build_object('activeNodes', coalesce(${names}, '[]'::json))`,
  })))] : [])];
  const db = also.length ? e.tx.with(...also) : e.tx;
  if (!e.changed) {
    const [row] = await db.select({ names }).from(sql`(select 1) as one`);
    return parseTextArray(row.names);
  }
  // Read and stored in one statement (issue 14's round-trip budget for a submit).
  const [row] = await db.update(wfInstance).set({
    currentNodeNames: sql`(select string_agg(a.node_name, '、' order by a.first_seq) from ${active} a)`, updatedDate: e.now,
  }).where(eq(wfInstance.id, e.inst.id)).returning({ ...getTableColumns(wfInstance), activeNames: names, ...wfDocExtras });
  const { activeNames, initiator, definition, people, ...inst } = row;
  const list = parseTextArray(activeNames);
  e.inst = inst;
  await fireBusiness('nodeChanged', { tx: e.tx, instance: inst, activeNodes: list, userId: e.userId, edited: e.edited });
  // The instance's search document from the row just returned (a later change marks it again).
  await queueInstanceDoc(e.tx, wfDoc({ ...inst, initiator, definition, people }));
  return list;
}

/** The initiator's submission that begins an instance: a finished run of the start node. */
export async function runStart(e: Engine): Promise<RunRow> {
  const node = nodeOf(e, e.graph.startId);
  const run = await createRun(e, node, 'start', 'done', null);
  const task = await createTask(e, run, node, e.inst.initiatorId, { delegate: false });
  await e.tx.update(wfTask).set({ status: 'done', outcome: 'start', doneDate: e.now, doneBy: e.userId }).where(eq(wfTask.id, task.id));
  return run;
}

/** A JSON array of strings from either driver (parsed, or its text); null is empty. */
function parseTextArray(v: string[] | string | null): string[] {
  if (v === null) return [];
  return Array.isArray(v) ? v : JSON.parse(v) as string[];
}
