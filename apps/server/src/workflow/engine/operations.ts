import { and, asc, desc, eq, gt, inArray, sql, type WithSubquery } from 'drizzle-orm';
import { MESSAGES, type TAssigneeRule, WF_MESSAGES } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import {
  wfAuditLog, wfDefinition, wfDelegation, wfInstance, wfNodeRun, wfTask, wfTransferLog,
} from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/tenancy.js';
import { type GraphNode, scopeWithin, upstreamOf } from '../definition/compile.js';
import { userById, userNames } from '../../platform/directory.js';
import { activeUsers, deptLeader } from './assignees.js';
import { terminateChildren } from './subprocess.js';
import { fireBusiness, flushSearch, markSearch } from './business.js';
import {
  audit, BLOCKING_KINDS, cancelOpenTasks, closeRun, cancelRunsWithin, chooseBranch, completeRun, createRun, createTask, createTasks, type Engine,
  engineOf, enterNode, finish, flushOutbox, loadEngine, loadVersion, newEngine, nodeOf, notify, notifyMany, notifyTasks, OPEN_STATUSES, type RunRow,
  runStart, settle, type TaskRow,
} from './runtime.js';

/*
 * Engine commands. Each runs inside the caller's transaction (one per request), locks the
 * instance row first, then moves tasks with guarded updates (`status = 'pending' and assignee
 * = me`): a task handled twice, by a race or a double click, finds zero rows and answers
 * "already processed". A command given a requestId that already ran answers its first result.
 */

export interface CommandResult {
  instanceId: string;
  status: string;
  /** Names of the nodes active after the command. */
  activeNodes: string[];
  taskId?: string;
}

const blocking = (kind: string) => (BLOCKING_KINDS as readonly string[]).includes(kind);

async function priorResult(e: Engine | Db, requestId: string | undefined): Promise<CommandResult | undefined> {
  if (!requestId) return undefined;
  const tx = 'tx' in e ? e.tx : e;
  const [row] = await tx.select({ result: wfAuditLog.result }).from(wfAuditLog).where(eq(wfAuditLog.requestId, requestId));
  return row ? (row.result as CommandResult) : undefined;
}

/**
 * Locks the task's instance and reads the task and its node run, in one statement. The task and
 * run are as of the statement's start: a command that waited for the lock may see its task still
 * open, and its guarded update (`take`) then answers "already processed" (the run's fields the
 * commands read do not change).
 */
async function lockTask(tx: Db, actor: Actor, taskId: string): Promise<{ e: Engine; task: TaskRow; run: RunRow }> {
  const [row] = await tx.select({ inst: wfInstance, task: wfTask, run: wfNodeRun }).from(wfTask)
    .innerJoin(wfInstance, and(eq(wfInstance.tenantId, wfTask.tenantId), eq(wfInstance.id, wfTask.instanceId)))
    .leftJoin(wfNodeRun, and(eq(wfNodeRun.tenantId, wfTask.tenantId), eq(wfNodeRun.id, wfTask.nodeRunId)))
    .where(eq(wfTask.id, taskId)).for('update', { of: wfInstance });
  if (!row?.run) throw notFound(MESSAGES.TASK_MISSING);
  return { e: await engineOf(tx, actor, row.inst), task: row.task, run: row.run };
}

function ensureRunning(e: Engine): void {
  if (e.inst.status !== 'running') throw badRequest(WF_MESSAGES.FLOW_FINISHED);
}

/** A task already handled answers "already processed" before anything else (a late double click). */
function ensureTaskOpen(e: Engine, task: TaskRow): void {
  if ((OPEN_STATUSES as readonly string[]).includes(task.status)) return;
  if (task.assigneeId !== e.userId) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
  throw conflict(WF_MESSAGES.TASK_DONE);
}

/**
 * The guarded move: only the assignee, only from the expected status. `also` are writes sent in
 * the same statement (closing the task's run); when the move finds no row the command throws and
 * its transaction rolls them back.
 */
async function take(e: Engine, task: TaskRow, set: Partial<typeof wfTask.$inferInsert>, from = 'pending', also: WithSubquery[] = []): Promise<TaskRow> {
  const rows = await (also.length ? e.tx.with(...also) : e.tx).update(wfTask).set(set)
    .where(and(eq(wfTask.id, task.id), eq(wfTask.status, from), eq(wfTask.assigneeId, e.userId))).returning();
  if (rows.length) return rows[0];
  if (task.assigneeId !== e.userId) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
  if (task.status === 'waiting') throw badRequest(WF_MESSAGES.TASK_WAITING);
  throw conflict(WF_MESSAGES.TASK_DONE);
}

const done = (e: Engine, outcome: string, opinion?: string | null) =>
  ({ status: 'done', outcome, opinion: opinion ?? null, doneDate: e.now, doneBy: e.userId, draft: null });

async function finishCommand<R extends CommandResult = CommandResult>(e: Engine, action: string, task: TaskRow | null,
  extra: { opinion?: string | null; agree?: boolean; requestId?: string; decorate?: (r: CommandResult) => R }): Promise<R> {
  // The result's active nodes are filled in by settle's statement, which writes the audit row with it.
  const base: CommandResult = { instanceId: e.inst.id, status: e.inst.status, activeNodes: [], ...(task && { taskId: task.id }) };
  const result = extra.decorate ? extra.decorate(base) : base as R;
  result.activeNodes = await settle(e, {
    result,
    row: {
      action, taskId: task?.id ?? null, nodeRunId: task?.nodeRunId ?? null, nodeId: task?.nodeId ?? null, nodeName: task?.nodeName ?? null,
      opinion: extra.opinion ?? null, agree: extra.agree ?? null, requestId: extra.requestId ?? null,
    },
  });
  await flushSearch(e.tx);
  return result;
}

/** Keeps the form fields the node lets this user edit. */
function editableData(node: GraphNode, data: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!data) return {};
  if (node.type === 'start') {
    const perms = node.start?.fieldPermissions ?? {};
    return Object.fromEntries(Object.entries(data).filter(([k]) => (perms[k] ?? 'editable') === 'editable'));
  }
  const cfg = node.approver;
  if (!cfg || cfg.readOnly) return {};
  const perms = cfg.fieldPermissions ?? {};
  return Object.fromEntries(Object.entries(data).filter(([k]) => perms[k] === 'editable'));
}

async function mergeForm(e: Engine, node: GraphNode, data: Record<string, unknown> | undefined): Promise<void> {
  const patch = editableData(node, data);
  if (Object.keys(patch).length === 0) return;
  const [inst] = await e.tx.update(wfInstance).set({ formData: { ...e.inst.formData, ...patch }, updatedDate: e.now })
    .where(eq(wfInstance.id, e.inst.id)).returning();
  e.inst = inst;
  e.edited = { ...e.edited, ...patch };
}

// --- start ---------------------------------------------------------------------------------

export interface StartInput {
  processCode?: string;
  definitionId?: string;
  businessType?: string | null;
  businessId?: string | null;
  name?: string;
  formData?: Record<string, unknown>;
  /** Operators chosen ahead for nodes (initiator chooses), by node id. */
  operators?: Record<string, string[]>;
  parentId?: string | null;
  requestId?: string;
}

export interface StartResult extends CommandResult {
  procDefineId: string;
  procDefineName: string;
  processCode: string;
}

export async function startFlow(tx: Db, actor: Actor, input: StartInput): Promise<StartResult> {
  const prior = await priorResult(tx, input.requestId);
  if (prior) return prior as StartResult;
  const [def] = await tx.select().from(wfDefinition).where(input.definitionId
    ? eq(wfDefinition.id, input.definitionId) : eq(wfDefinition.code, input.processCode ?? ''));
  if (!def || !def.currentVersionId) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  if (def.status !== 1) throw badRequest(WF_MESSAGES.DEFINITION_SUSPENDED);
  const businessType = input.businessType ?? def.businessType ?? null;
  const businessId = input.businessId ?? null;
  if (businessId) {
    const running = await tx.select({ id: wfInstance.id }).from(wfInstance).where(and(eq(wfInstance.businessType, businessType ?? ''),
      eq(wfInstance.businessId, businessId), eq(wfInstance.status, 'running')));
    if (running.length) throw badRequest(WF_MESSAGES.ALREADY_RUNNING);
  }
  const user = await userById(tx, actor.userId);
  if (!user) throw forbidden();
  const version = await loadVersion(tx, def.currentVersionId);
  const now = new Date();
  const [inst] = await tx.insert(wfInstance).values({
    tenantId: actor.tenantId, id: newId(), definitionId: def.id, versionId: version.id,
    name: input.name?.trim() || `${user.name}的${def.name}`, businessType, businessId, initiatorId: actor.userId!,
    initiatorDeptId: user.deptId, formData: input.formData ?? {}, chosenOperators: input.operators ?? {},
    parentId: input.parentId ?? null, startedDate: now,
  }).returning();
  const e = newEngine(tx, actor, inst, version);
  e.now = now;
  e.chosen = input.operators ?? {};
  const startRun = await runStart(e);
  await fireBusiness('started', { tx, instance: inst, activeNodes: [], userId: e.userId });
  await enterNode(e, nodeOf(e, e.graph.startId).next!, 'forward', startRun.id);
  const [startTask] = await tx.select().from(wfTask).where(eq(wfTask.nodeRunId, startRun.id));
  return finishCommand(e, 'start', startTask, {
    requestId: input.requestId,
    decorate: (r): StartResult => ({ ...r, procDefineId: def.id, procDefineName: def.name, processCode: def.code }),
  });
}

// --- draft and submit -----------------------------------------------------------------------

export async function saveDraft(tx: Db, actor: Actor, input: { taskId: string; opinion?: string | null; formData?: Record<string, unknown> }): Promise<void> {
  const { e, task } = await lockTask(tx, actor, input.taskId);
  ensureRunning(e);
  // Only what the node lets this user edit: a reopened draft must not show values submit would drop.
  const formData = editableData(nodeOf(e, task.nodeId), input.formData);
  await take(e, task, { draft: { opinion: input.opinion ?? null, formData } }, task.status === 'waiting' ? 'waiting' : 'pending');
}

export interface SubmitInput {
  taskId: string;
  /** false rejects (驳回); default true. */
  agree?: boolean;
  opinion?: string | null;
  formData?: Record<string, unknown>;
  /** Send back to this earlier node instead of going forward (type 2 option). */
  sendBackTo?: string | null;
  /** Operators chosen for the next nodes, by node id (previous approver chooses). */
  operators?: Record<string, string[]>;
  requestId?: string;
  /**
   * The next node the user picked (submitForm): a forward approval of a pending task must name
   * one of its forward options (nextNodeOptions type 1), checked under the command's lock.
   */
  nextStepId?: string | null;
  checkNextStep?: boolean;
}

/**
 * The start every command on an open task shares: lock the flow and the task, answer a repeated
 * request with its first result, refuse a task or flow that is no longer open.
 */
async function openTaskCommand(tx: Db, actor: Actor, taskId: string, requestId: string | undefined):
  Promise<{ prior: CommandResult } | { e: Engine; task: TaskRow; run: RunRow }> {
  const { e, task, run } = await lockTask(tx, actor, taskId);
  const prior = await priorResult(e, requestId);
  if (prior) return { prior };
  // The task is as of the locking statement's start: when the flow has ended meanwhile (a command
  // that waited for the lock), the task is read again, so one taken by that last step answers
  // "already processed" as before.
  ensureTaskOpen(e, e.inst.status === 'running' ? task : await getTask(tx, taskId));
  ensureRunning(e);
  return { e, task, run };
}

export async function submitTask(tx: Db, actor: Actor, input: SubmitInput): Promise<CommandResult> {
  const opened = await openTaskCommand(tx, actor, input.taskId, input.requestId);
  if ('prior' in opened) return opened.prior;
  const { e, task, run } = opened;
  if (input.sendBackTo) return sendBack(e, task, input.sendBackTo, input.opinion, input.requestId);

  if (task.kind === 'consult') {
    const answered = await take(e, task, done(e, 'answer', input.opinion));
    const [open] = await tx.select({ n: sql<number>`count(*)::int` }).from(wfTask)
      .where(and(eq(wfTask.parentTaskId, task.parentTaskId!), eq(wfTask.kind, 'consult'), inArray(wfTask.status, [...OPEN_STATUSES])));
    if (open.n === 0) {
      const [back] = await tx.update(wfTask).set({ status: 'pending' })
        .where(and(eq(wfTask.id, task.parentTaskId!), eq(wfTask.status, 'waiting'))).returning();
      if (back) await notify(e, 'task', [back.assigneeId], back.id, '征询意见已回复', `${e.inst.name}：征询意见已全部回复，请继续处理`);
    }
    return finishCommand(e, 'answer', answered, { opinion: input.opinion, requestId: input.requestId });
  }
  if (task.kind === 'forward' || task.kind === 'cc') {
    const read = await take(e, task, done(e, 'read', input.opinion));
    return finishCommand(e, 'read', read, { opinion: input.opinion, requestId: input.requestId });
  }

  const node = nodeOf(e, task.nodeId);
  const agree = input.agree !== false;
  if (input.checkNextStep && agree && task.status === 'pending' && blocking(task.kind)) {
    if (task.assigneeId !== e.userId) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
    if (!input.nextStepId || !forwardOptions(e, task, run).some((o) => o.userTaskConfigId === input.nextStepId)) {
      throw badRequest(MESSAGES.NEXT_NODE_REQUIRED);
    }
  }
  const mode = node.approver?.mode ?? 'orSign';
  // One approval ends the step (the start node's resubmit, or-sign, single): the run closes and
  // its other open tasks are cancelled in the statement that takes the task.
  const closes = agree && (node.type === 'start' || mode === 'orSign' || mode === 'single');
  const moved = await take(e, task, done(e, agree ? 'agree' : 'reject', input.opinion), 'pending', closes ? closeRun(e, run.id, task.id) : []);
  await mergeForm(e, node, input.formData);
  e.chosen = input.operators ?? {};
  if (closes) {
    await completeRun(e, run, { closed: true });
    return finishCommand(e, node.type === 'start' ? 'resubmit' : 'agree', moved, { opinion: input.opinion, agree: true, requestId: input.requestId });
  }

  const tasks = await tx.select().from(wfTask).where(and(eq(wfTask.nodeRunId, run.id), inArray(wfTask.kind, [...BLOCKING_KINDS])));
  const open = tasks.filter((t) => (OPEN_STATUSES as readonly string[]).includes(t.status));
  if (!agree) {
    const counted = tasks.filter((t) => t.status !== 'cancelled' && t.status !== 'transferred');
    const agreed = counted.filter((t) => t.outcome === 'agree').length;
    // Ratio mode rejects only once the threshold can no longer be reached.
    const stillPossible = mode === 'ratio' && (agreed + open.length) * 100 >= (node.approver?.ratio ?? 100) * counted.length;
    if (stillPossible) {
      if (open.length === 0) await completeRun(e, run);
    } else {
      await tx.update(wfNodeRun).set({ status: 'rejected', endedDate: e.now }).where(eq(wfNodeRun.id, run.id));
      await finish(e, 'rejected');
    }
    return finishCommand(e, 'reject', moved, { opinion: input.opinion, agree: false, requestId: input.requestId });
  }

  let complete = false;
  if (mode === 'countersign') complete = open.length === 0;
  else if (mode === 'sequential') {
    const next = open.filter((t) => t.status === 'queued').sort((a, b) => a.seq - b.seq)[0];
    if (next) {
      const [now] = await tx.update(wfTask).set({ status: 'pending', createdDate: e.now }).where(and(eq(wfTask.id, next.id), eq(wfTask.status, 'queued'))).returning();
      await notifyTasks(e, [now]);
    } else complete = open.length === 0;
  } else if (mode === 'ratio') {
    const counted = tasks.filter((t) => t.status !== 'cancelled' && t.status !== 'transferred');
    const agreed = counted.filter((t) => t.outcome === 'agree').length;
    complete = agreed * 100 >= (node.approver?.ratio ?? 100) * counted.length || open.length === 0;
  }
  if (complete) await completeRun(e, run);
  return finishCommand(e, 'agree', moved, { opinion: input.opinion, agree: true, requestId: input.requestId });
}

// --- send back ----------------------------------------------------------------------------

export interface PrevOption {
  userTaskConfigId: string;
  userTaskConfigName: string;
  userTaskOperatorNames: string;
  userTaskRole: string;
  userTaskSubmitDate: string | null;
  isInitiator: boolean;
}

function ruleLabel(node: GraphNode): string {
  if (node.type === 'start') return '发起人';
  const rule: TAssigneeRule | undefined = node.approver?.assignee;
  switch (rule?.type) {
    case 'role': return rule.roleCodes.join('、');
    case 'deptLeader': return rule.levels === 1 ? '部门负责人' : `第${rule.levels}级部门负责人`;
    case 'initiator': return '发起人';
    case 'staffRank': return rule.ranks.join('、');
    case 'formField': return '表单指定人员';
    case 'initiatorChooses': return '发起人自选';
    case 'previousChooses': return '上一步审批人指定';
    default: return '指定成员';
  }
}

/** Earlier steps this task may be sent back to: done, upstream, in the same or an enclosing branch. */
async function prevOptionsOf(e: Engine, task: TaskRow): Promise<PrevOption[]> {
  const node = nodeOf(e, task.nodeId);
  if (node.type === 'start' || !blocking(task.kind)) return [];
  const rt = node.approver?.returnTargets ?? 'any';
  if (rt === 'none') return [];
  const up = upstreamOf(e.graph).get(node.id) ?? new Set<string>();
  const runs = await e.tx.select().from(wfNodeRun).where(eq(wfNodeRun.instanceId, e.inst.id)).orderBy(desc(wfNodeRun.seq));
  const lastDone = new Map<string, RunRow>();
  for (const r of runs) if (r.status === 'done' && !lastDone.has(r.nodeId)) lastDone.set(r.nodeId, r);
  let ids = [...up].filter((id) => lastDone.has(id) && scopeWithin(node.scope, e.graph.nodes[id].scope));
  if (rt === 'initiator') ids = ids.filter((id) => id === e.graph.startId);
  else if (rt === 'previous') {
    const byId = new Map(runs.map((r) => [r.id, r]));
    let cur = byId.get(task.nodeRunId)?.fromRunId ? byId.get(byId.get(task.nodeRunId)!.fromRunId!) : undefined;
    while (cur && !['start', 'approver', 'handler'].includes(cur.nodeType)) cur = cur.fromRunId ? byId.get(cur.fromRunId) : undefined;
    ids = cur ? ids.filter((id) => id === cur!.nodeId) : [];
  } else if (Array.isArray(rt)) ids = ids.filter((id) => rt.includes(id) || id === e.graph.startId && rt.includes('start'));
  ids.sort((a, b) => e.graph.order.indexOf(a) - e.graph.order.indexOf(b));
  const runIds = ids.map((id) => lastDone.get(id)!.id);
  const operators = runIds.length ? await e.tx.select({ runId: wfTask.nodeRunId, userId: wfTask.doneBy }).from(wfTask)
    .where(and(inArray(wfTask.nodeRunId, runIds), inArray(wfTask.outcome, ['agree', 'start']))) : [];
  const names = await userNames(e.tx, operators.map((o) => o.userId ?? ''));
  return ids.map((id) => {
    const run = lastDone.get(id)!;
    const g = e.graph.nodes[id];
    return {
      userTaskConfigId: id,
      userTaskConfigName: g.name,
      userTaskOperatorNames: operators.filter((o) => o.runId === run.id).map((o) => names.get(o.userId ?? '') ?? '').join('、'),
      userTaskRole: ruleLabel(g),
      userTaskSubmitDate: run.endedDate ? run.endedDate.toISOString() : null,
      isInitiator: id === e.graph.startId,
    };
  });
}

async function sendBack(e: Engine, task: TaskRow, targetId: string, opinion: string | null | undefined, requestId?: string): Promise<CommandResult> {
  const options = await prevOptionsOf(e, task);
  if (!options.some((o) => o.userTaskConfigId === targetId)) throw badRequest(WF_MESSAGES.RETURN_TARGET_INVALID);
  const moved = await take(e, task, done(e, 'return', opinion));
  const node = nodeOf(e, task.nodeId);
  const target = nodeOf(e, targetId);
  await e.tx.update(wfNodeRun).set({ status: 'returned', endedDate: e.now }).where(eq(wfNodeRun.id, task.nodeRunId));
  await cancelOpenTasks(e, [task.nodeRunId]);
  // Everything still open in the target's region (this branch only, or the whole flow) stops.
  await cancelRunsWithin(e, target.scope);
  await enterNode(e, target.id, 'return', task.nodeRunId, e.options.resubmitToReturner ? node.id : null);
  return finishCommand(e, 'return', moved, { opinion, agree: false, requestId });
}

export async function prevNodeOptions(tx: Db, actor: Actor, taskId: string): Promise<PrevOption[]> {
  const { e, task } = await lockTask(tx, actor, taskId);
  if (task.assigneeId !== e.userId) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
  return prevOptionsOf(e, task);
}

// --- next-node options ------------------------------------------------------------------------

export interface NextOption {
  userTaskId: string;
  userTaskConfigId: string;
  actualFlowNodeConfigId: string;
  name: string;
  /** 1 forward, 2 send back. */
  type: 1 | 2;
  needChooseFromOrg: boolean;
  needFilterOperator: boolean;
  multiple: boolean;
}

/** The nodes a forward submit of this task can reach (type 1 options); `run` is the task's node run. */
function forwardOptions(e: Engine, task: TaskRow, run: RunRow | undefined): NextOption[] {
  const node = nodeOf(e, task.nodeId);
  const out: NextOption[] = [];
  const seen = new Set<string>();
  const collect = (id: string | undefined) => {
    if (!id || seen.has(id)) return;
    seen.add(id);
    const n = e.graph.nodes[id];
    if (n.type === 'approver' || n.type === 'handler' || n.type === 'end') {
      const rule = n.approver?.assignee;
      out.push({
        userTaskId: n.id, userTaskConfigId: n.id, actualFlowNodeConfigId: n.id, name: n.name, type: 1,
        needChooseFromOrg: rule?.type === 'previousChooses', needFilterOperator: false,
        multiple: rule?.type === 'previousChooses' ? !!rule.multiple : false,
      });
      return;
    }
    if (n.type === 'condition') return collect(chooseBranch(n, e.inst).target);
    if (n.type === 'parallel') return n.branches?.forEach((b) => collect(b.target));
    collect(n.next);
  };
  const back = run?.returnToNodeId ? e.graph.nodes[run.returnToNodeId] : undefined;
  if (back && e.options.resubmitToReturner && back.scope.join('/') === node.scope.join('/')) collect(back.id);
  else collect(node.next);
  return out;
}

export async function nextNodeOptions(tx: Db, actor: Actor, taskId: string): Promise<NextOption[]> {
  const { e, task, run } = await lockTask(tx, actor, taskId);
  if (task.assigneeId !== e.userId) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
  const node = nodeOf(e, task.nodeId);
  const out = forwardOptions(e, task, run);
  if (node.approver?.buttons?.prev?.enabled !== false) {
    for (const p of await prevOptionsOf(e, task)) {
      out.push({
        userTaskId: p.userTaskConfigId, userTaskConfigId: p.userTaskConfigId, actualFlowNodeConfigId: p.userTaskConfigId,
        name: p.userTaskConfigName, type: 2, needChooseFromOrg: false, needFilterOperator: false, multiple: false,
      });
    }
  }
  return out;
}

// --- transfer: hand over, pass on, consult ----------------------------------------------------

export interface TransferInput { taskId: string; toUserIds: string[]; topic?: string | null; remark?: string | null; requestId?: string }

async function recipients(e: Engine, ids: string[]): Promise<string[]> {
  const users = (await activeUsers(e.tx, ids)).filter((u) => u !== e.userId);
  if (users.length === 0) throw badRequest(WF_MESSAGES.RECIPIENT_REQUIRED);
  return users;
}

async function transferLog(e: Engine, task: TaskRow, type: number, to: string[], input: TransferInput): Promise<void> {
  await e.tx.insert(wfTransferLog).values({
    tenantId: e.tenantId, id: newId(), instanceId: e.inst.id, taskId: task.id, type, fromUserId: e.userId, toUserIds: to,
    topic: input.topic ?? null, remark: input.remark ?? null, createdDate: e.now,
  });
}

/** Type 1: the task moves to exactly one other user. */
export async function handOver(tx: Db, actor: Actor, input: TransferInput): Promise<CommandResult> {
  const opened = await openTaskCommand(tx, actor, input.taskId, input.requestId);
  if ('prior' in opened) return opened.prior;
  const { e, task, run } = opened;
  if (input.toUserIds.length !== 1) throw badRequest(WF_MESSAGES.HANDOVER_ONE);
  if (!blocking(task.kind)) throw badRequest(WF_MESSAGES.TASK_DONE);
  const [to] = await recipients(e, input.toUserIds);
  const moved = await take(e, task, { status: 'transferred', outcome: 'handover', opinion: input.remark ?? null, doneDate: e.now, doneBy: e.userId });
  const node = nodeOf(e, task.nodeId);
  const created = await createTask(e, run, node, to, { kind: 'handover', seq: task.seq, topic: input.topic ?? null });
  await transferLog(e, task, 1, [to], input);
  await notifyTasks(e, [created]);
  return finishCommand(e, 'handover', moved, { opinion: input.remark, requestId: input.requestId });
}

/** Type 2: others receive a copy to read and comment; the task stays with its holder. */
export async function passOn(tx: Db, actor: Actor, input: TransferInput): Promise<CommandResult> {
  const opened = await openTaskCommand(tx, actor, input.taskId, input.requestId);
  if ('prior' in opened) return opened.prior;
  const { e, task, run } = opened;
  const to = await recipients(e, input.toUserIds);
  const held = await take(e, task, { status: task.status }, task.status === 'waiting' ? 'waiting' : 'pending');
  await createTasks(e, run, nodeOf(e, task.nodeId), to.map((u) => ({ assigneeId: u, kind: 'forward', parentTaskId: task.id, topic: input.topic ?? null, delegate: false })));
  await transferLog(e, task, 2, to, input);
  await notify(e, 'forward', to, null, '传阅提醒', `${e.inst.name}：${input.topic ?? '请阅'}`);
  return finishCommand(e, 'forward', held, { opinion: input.remark, requestId: input.requestId });
}

/** Type 3: others are asked for their opinion; the task waits until all have answered. */
export async function consult(tx: Db, actor: Actor, input: TransferInput): Promise<CommandResult> {
  const opened = await openTaskCommand(tx, actor, input.taskId, input.requestId);
  if ('prior' in opened) return opened.prior;
  const { e, task, run } = opened;
  const to = await recipients(e, input.toUserIds);
  const waiting = await take(e, task, { status: 'waiting' });
  await createTasks(e, run, nodeOf(e, task.nodeId), to.map((u) => ({ assigneeId: u, kind: 'consult', parentTaskId: task.id, topic: input.topic ?? null, delegate: false })));
  await transferLog(e, task, 3, to, input);
  await notify(e, 'consult', to, null, '征询意见', `${e.inst.name}：${input.topic ?? '请发表意见'}`);
  return finishCommand(e, 'consult', waiting, { opinion: input.remark, requestId: input.requestId });
}

/** Countersign add-signer: more approvers join the current node run. */
export async function addSigners(tx: Db, actor: Actor, input: { taskId: string; userIds: string[]; requestId?: string }): Promise<CommandResult> {
  const opened = await openTaskCommand(tx, actor, input.taskId, input.requestId);
  if ('prior' in opened) return opened.prior;
  const { e, task, run } = opened;
  const node = nodeOf(e, task.nodeId);
  const mode = node.approver?.mode ?? 'orSign';
  if (!['countersign', 'sequential', 'ratio'].includes(mode) || !blocking(task.kind)) throw badRequest(WF_MESSAGES.ADD_SIGNER_MODE);
  const held = await take(e, task, { status: 'pending' });
  const runTasks = await tx.select().from(wfTask).where(and(eq(wfTask.nodeRunId, task.nodeRunId), inArray(wfTask.kind, [...BLOCKING_KINDS])));
  const busy = new Set(runTasks.filter((t) => (OPEN_STATUSES as readonly string[]).includes(t.status)).map((t) => t.assigneeId));
  const add = (await recipients(e, input.userIds)).filter((u) => !busy.has(u));
  if (add.length === 0) throw badRequest(WF_MESSAGES.RECIPIENT_REQUIRED);
  let seq = Math.max(...runTasks.map((t) => t.seq)) + 1;
  const created = await createTasks(e, run, node, add.map((u) => ({ assigneeId: u, kind: 'addsign', seq: seq++, status: mode === 'sequential' ? 'queued' : 'pending' })));
  await notifyTasks(e, created.filter((t) => t.status === 'pending'));
  return finishCommand(e, 'addsign', held, { opinion: null, requestId: input.requestId });
}

// --- instance-level commands ------------------------------------------------------------------

/** The initiator takes the flow back while nobody after the start has acted. */
export async function withdraw(tx: Db, actor: Actor, input: { instanceId: string; opinion?: string | null; requestId?: string }): Promise<CommandResult> {
  const e = await loadEngine(tx, actor, input.instanceId);
  const prior = await priorResult(e, input.requestId);
  if (prior) return prior;
  ensureRunning(e);
  if (e.inst.initiatorId !== e.userId) throw forbidden(WF_MESSAGES.NOT_INITIATOR);
  if (e.options.allowWithdraw === false) throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
  const [startRun] = await tx.select().from(wfNodeRun)
    .where(and(eq(wfNodeRun.instanceId, e.inst.id), eq(wfNodeRun.nodeId, e.graph.startId))).orderBy(desc(wfNodeRun.seq)).limit(1);
  const [acted] = await tx.select({ n: sql<number>`count(*)::int` }).from(wfTask)
    .innerJoin(wfNodeRun, eq(wfNodeRun.id, wfTask.nodeRunId))
    .where(and(eq(wfTask.instanceId, e.inst.id), gt(wfNodeRun.seq, startRun.seq), inArray(wfTask.kind, [...BLOCKING_KINDS, 'consult']),
      inArray(wfTask.status, ['done', 'transferred', 'waiting'])));
  if (acted.n > 0) throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
  await finish(e, 'withdrawn');
  return finishCommand(e, 'withdraw', null, { opinion: input.opinion, requestId: input.requestId });
}

/** 催办: reminds the current operators; at most once per interval per user and instance. */
export async function urge(tx: Db, actor: Actor, input: { instanceId: string; opinion?: string | null }): Promise<{ notified: number }> {
  const e = await loadEngine(tx, actor, input.instanceId);
  ensureRunning(e);
  const minutes = e.options.urgeIntervalMinutes ?? 10;
  const since = new Date(e.now.getTime() - minutes * 60_000);
  const [recent] = await tx.select({ id: wfAuditLog.id }).from(wfAuditLog).where(and(eq(wfAuditLog.instanceId, e.inst.id),
    eq(wfAuditLog.userId, e.userId), eq(wfAuditLog.action, 'urge'), gt(wfAuditLog.createdDate, since))).limit(1);
  if (recent) throw tooManyRequests(WF_MESSAGES.URGE_TOO_OFTEN);
  const open = await tx.select().from(wfTask).where(and(eq(wfTask.instanceId, e.inst.id), eq(wfTask.status, 'pending'),
    inArray(wfTask.kind, [...BLOCKING_KINDS, 'consult'])));
  await notifyMany(e, 'urged', open.map((t) => ({
    userIds: [t.assigneeId], taskId: t.id, title: '催办提醒', content: `${e.inst.name}：请尽快处理「${t.nodeName}」${input.opinion ? `（${input.opinion}）` : ''}`,
  })));
  await flushSearch(tx);
  await audit(e, { action: 'urge', opinion: input.opinion ?? null });
  return { notified: new Set(open.map((t) => t.assigneeId)).size };
}

/** Administrators end a running flow. */
export async function terminate(tx: Db, actor: Actor, input: { instanceId: string; opinion?: string | null; requestId?: string }): Promise<CommandResult> {
  const e = await loadEngine(tx, actor, input.instanceId);
  const prior = await priorResult(e, input.requestId);
  if (prior) return prior;
  ensureRunning(e);
  await terminateChildren(e, input.opinion);
  await finish(e, 'terminated');
  return finishCommand(e, 'terminate', null, { opinion: input.opinion, requestId: input.requestId });
}

/** Administrators remove an instance from the lists; its audit trail stays. */
export async function deleteInstance(tx: Db, actor: Actor, instanceId: string): Promise<void> {
  const e = await loadEngine(tx, actor, instanceId);
  await terminateChildren(e, null);
  if (e.inst.status === 'running') await finish(e, 'terminated');
  await tx.update(wfInstance).set({ deleted: true, updatedDate: e.now }).where(eq(wfInstance.id, instanceId));
  // Deleted instances leave the search.
  markSearch(tx, instanceId);
  await flushSearch(tx);
  await audit(e, { action: 'delete' });
}

/** Operators chosen ahead for a node (PUT …/operators): the initiator or a current task holder. */
export async function setOperators(tx: Db, actor: Actor, input: { instanceId: string; nodeId: string; userIds: string[] }): Promise<string[]> {
  const e = await loadEngine(tx, actor, input.instanceId);
  ensureRunning(e);
  nodeOf(e, input.nodeId);
  const holds = await tx.select({ id: wfTask.id }).from(wfTask).where(and(eq(wfTask.instanceId, e.inst.id), eq(wfTask.assigneeId, e.userId), eq(wfTask.status, 'pending'))).limit(1);
  if (e.inst.initiatorId !== e.userId && holds.length === 0) throw forbidden(WF_MESSAGES.TASK_NOT_YOURS);
  const users = await activeUsers(tx, input.userIds);
  await tx.update(wfInstance).set({ chosenOperators: { ...e.inst.chosenOperators, [input.nodeId]: users } }).where(eq(wfInstance.id, e.inst.id));
  return users;
}

export async function getOperators(tx: Db, instanceId: string, nodeId: string): Promise<string[]> {
  const [inst] = await tx.select({ chosen: wfInstance.chosenOperators }).from(wfInstance).where(eq(wfInstance.id, instanceId));
  if (!inst) throw notFound(MESSAGES.PROCESS_MISSING);
  return inst.chosen[nodeId] ?? [];
}

/** Delegation while away: from start to end, new tasks for the user go to the deputy. */
export async function setDelegation(tx: Db, actor: Actor, input: { deputyId: string; startDate: Date; endDate: Date }): Promise<string> {
  if (input.endDate <= input.startDate) throw badRequest('结束时间必须晚于开始时间');
  if (input.deputyId === actor.userId) throw badRequest('不能委托给自己');
  const [deputy] = await activeUsers(tx, [input.deputyId]);
  if (!deputy) throw badRequest(WF_MESSAGES.RECIPIENT_REQUIRED);
  const id = newId();
  await tx.insert(wfDelegation).values({ tenantId: actor.tenantId, id, userId: actor.userId!, deputyId: deputy, startDate: input.startDate, endDate: input.endDate });
  return id;
}

// --- reads --------------------------------------------------------------------------------

export async function getTask(tx: Db, taskId: string): Promise<TaskRow> {
  const [task] = await tx.select().from(wfTask).where(eq(wfTask.id, taskId));
  if (!task) throw notFound(MESSAGES.TASK_MISSING);
  return task;
}

/** Opinion history of an instance, oldest first. */
export async function auditTrail(tx: Db, instanceId: string) {
  const rows = await tx.select().from(wfAuditLog).where(eq(wfAuditLog.instanceId, instanceId)).orderBy(asc(wfAuditLog.createdDate), asc(wfAuditLog.id));
  const names = await userNames(tx, rows.map((r) => r.userId ?? ''));
  return rows.map((r) => ({ ...r, userName: r.userId ? names.get(r.userId) ?? null : null }));
}

// --- deadlines ------------------------------------------------------------------------------

/**
 * Deadline pass (run by a periodic job per tenant): tasks due within `warnMinutes` get one
 * "expiring" reminder; overdue tasks of nodes configured to act are passed automatically or
 * escalated to the holder's department leader. Each instance is handled under its lock.
 */
export async function scanDeadlines(tx: Db, actor: Actor, now = new Date(), warnMinutes = 60): Promise<{ reminded: number; acted: number }> {
  const horizon = new Date(now.getTime() + warnMinutes * 60_000);
  const due = await tx.select({ id: wfTask.id, instanceId: wfTask.instanceId }).from(wfTask)
    .where(and(eq(wfTask.status, 'pending'), inArray(wfTask.kind, [...BLOCKING_KINDS]), sql`${wfTask.dueDate} <= ${horizon.toISOString()}`))
    .orderBy(wfTask.dueDate).limit(500);
  let reminded = 0;
  let acted = 0;
  for (const instanceId of [...new Set(due.map((d) => d.instanceId))]) {
    const e = await loadEngine(tx, actor, instanceId);
    e.now = now;
    if (e.inst.status !== 'running') continue;
    for (const { id } of due.filter((d) => d.instanceId === instanceId)) {
      const [task] = await tx.select().from(wfTask).where(and(eq(wfTask.id, id), eq(wfTask.status, 'pending')));
      if (!task || !task.dueDate) continue;
      const cfg = nodeOf(e, task.nodeId).approver;
      const overdue = task.dueDate <= now;
      if (!task.expiryNotified) {
        await tx.update(wfTask).set({ expiryNotified: true }).where(eq(wfTask.id, task.id));
        await notify(e, 'expiring', [task.assigneeId], task.id, overdue ? '任务已超时' : '任务即将超时',
          `${e.inst.name}：「${task.nodeName}」${overdue ? '已超过办理期限' : '即将到期'}，请尽快处理`);
        reminded++;
      }
      if (!overdue || !cfg?.onExpire || cfg.onExpire === 'notify') continue;
      if (cfg.onExpire === 'autoPass') {
        const [moved] = await tx.update(wfTask).set({ status: 'done', outcome: 'agree', opinion: '超时自动通过', doneDate: now, doneBy: null })
          .where(and(eq(wfTask.id, task.id), eq(wfTask.status, 'pending'))).returning();
        if (!moved) continue;
        await audit(e, { action: 'auto', taskId: task.id, nodeRunId: task.nodeRunId, nodeId: task.nodeId, nodeName: task.nodeName, agree: true, opinion: '超时自动通过', userId: null });
        const [run] = await tx.select().from(wfNodeRun).where(eq(wfNodeRun.id, task.nodeRunId));
        const open = await tx.select({ id: wfTask.id }).from(wfTask).where(and(eq(wfTask.nodeRunId, run.id),
          inArray(wfTask.kind, [...BLOCKING_KINDS]), inArray(wfTask.status, [...OPEN_STATUSES])));
        const mode = cfg.mode ?? 'orSign';
        if (mode === 'orSign' || mode === 'single' || open.length === 0) await completeRun(e, run);
        else if (mode === 'sequential') {
          const [next] = await tx.select().from(wfTask).where(and(eq(wfTask.nodeRunId, run.id), eq(wfTask.status, 'queued'))).orderBy(wfTask.seq).limit(1);
          if (next) {
            await tx.update(wfTask).set({ status: 'pending', createdDate: now }).where(eq(wfTask.id, next.id));
            await notifyTasks(e, [{ ...next, status: 'pending' }]);
          }
        }
      } else {
        const holder = await userById(tx, task.assigneeId);
        const leader = await deptLeader(tx, holder?.deptId ?? null, task.assigneeId, 1);
        if (!leader || leader === task.assigneeId) continue;
        const [moved] = await tx.update(wfTask).set({ status: 'transferred', outcome: 'escalate', doneDate: now })
          .where(and(eq(wfTask.id, task.id), eq(wfTask.status, 'pending'))).returning();
        if (!moved) continue;
        const [run] = await tx.select().from(wfNodeRun).where(eq(wfNodeRun.id, task.nodeRunId));
        const created = await createTask(e, run, nodeOf(e, task.nodeId), leader, { kind: 'handover', seq: task.seq });
        await audit(e, { action: 'escalate', taskId: task.id, nodeRunId: task.nodeRunId, nodeId: task.nodeId, nodeName: task.nodeName, opinion: '超时转交上级', userId: null });
        await notifyTasks(e, [created]);
      }
      acted++;
    }
    await settle(e);
  }
  await flushOutbox(tx);
  await flushSearch(tx);
  return { reminded, acted };
}

// --- approver withdraw ----------------------------------------------------------------------

/**
 * An approver takes back the step they just approved, while nobody after it has acted: the
 * runs entered from it are cancelled and the approver holds the step again.
 */
export async function withdrawTask(tx: Db, actor: Actor, input: { taskId: string; opinion?: string | null; requestId?: string }): Promise<CommandResult> {
  const { e, task } = await lockTask(tx, actor, input.taskId);
  const prior = await priorResult(e, input.requestId);
  if (prior) return prior;
  ensureRunning(e);
  if (task.doneBy !== e.userId || task.outcome !== 'agree' || !blocking(task.kind)) throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
  const runs = await tx.select().from(wfNodeRun).where(eq(wfNodeRun.instanceId, e.inst.id));
  const mine = runs.find((r) => r.id === task.nodeRunId);
  if (!mine) throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
  const node = nodeOf(e, task.nodeId);
  if (mine.status === 'active') {
    // My signature on a node still waiting for others (countersign, sequential, ratio): take it back.
    if ((node.approver?.mode ?? 'orSign') === 'sequential') {
      const later = await tx.select().from(wfTask).where(and(eq(wfTask.nodeRunId, mine.id), gt(wfTask.seq, task.seq), inArray(wfTask.kind, [...BLOCKING_KINDS])));
      if (later.some((t) => t.status !== 'pending' && t.status !== 'queued')) throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
      if (later.length) await tx.update(wfTask).set({ status: 'queued' }).where(inArray(wfTask.id, later.filter((t) => t.status === 'pending').map((t) => t.id)));
    }
    const again = await createTask(e, mine, node, e.userId, { kind: task.kind, seq: task.seq, delegate: false });
    return finishCommand(e, 'withdraw', again, { opinion: input.opinion, requestId: input.requestId });
  }
  if (mine.status !== 'done') throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
  // Everything entered from my run, through pass-through nodes, up to the next user steps.
  const downstream: RunRow[] = [];
  const joins: RunRow[] = [];
  const stack = runs.filter((r) => r.fromRunId === mine.id);
  while (stack.length) {
    const r = stack.pop()!;
    if (r.nodeType === 'join') {
      if (r.status !== 'waiting') throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
      joins.push(r);
      continue;
    }
    if (r.nodeType === 'end' || r.status !== (['approver', 'handler', 'start'].includes(r.nodeType) ? 'active' : 'done')) {
      throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
    }
    downstream.push(r);
    stack.push(...runs.filter((x) => x.fromRunId === r.id));
  }
  const userRuns = downstream.filter((r) => ['approver', 'handler', 'start'].includes(r.nodeType)).map((r) => r.id);
  if (userRuns.length) {
    const [acted] = await tx.select({ n: sql<number>`count(*)::int` }).from(wfTask).where(and(inArray(wfTask.nodeRunId, userRuns),
      inArray(wfTask.kind, [...BLOCKING_KINDS, 'consult']), inArray(wfTask.status, ['done', 'transferred', 'waiting'])));
    if (acted.n > 0) throw badRequest(WF_MESSAGES.WITHDRAW_DENIED);
  }
  if (downstream.length) {
    await tx.update(wfNodeRun).set({ status: 'cancelled', endedDate: e.now }).where(inArray(wfNodeRun.id, downstream.map((r) => r.id)));
    await cancelOpenTasks(e, userRuns);
  }
  for (const j of joins) await tx.update(wfNodeRun).set({ arrived: j.arrived - 1 }).where(eq(wfNodeRun.id, j.id));
  const run = await createRun(e, node, 'withdraw', 'active', mine.fromRunId, mine.returnToNodeId);
  const again = await createTask(e, run, node, e.userId, { kind: task.kind, seq: task.seq, delegate: false });
  e.changed = true;
  return finishCommand(e, 'withdraw', again, { opinion: input.opinion, requestId: input.requestId });
}
