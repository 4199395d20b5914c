/**
 * Flow handling calls (spec 1 §7 Workflow): the instance with its chart, a task's button
 * permissions, next / previous node options, and the task commands. Every command carries a
 * fresh requestId, so a retried click answers the first result instead of acting twice.
 */
import {
  type NodeState, type TAuditEntry, type TNextOption, type TodoPermission, type TPrevOption, type TStartAnswer, type TStepAudit,
  type TWfDefinitionItem, wfApi,
} from '@ecms/shared';
import { http } from './http';
import { call, callEnvelope } from './typed';

export type { NodeState, TodoPermission };


export interface GraphNode {
  id: string;
  type: string;
  name: string;
  next: string | null;
  branches: { id: string; name: string; target: string; isDefault?: boolean }[];
  state: NodeState;
}

export interface RunTask {
  id: string;
  kind: string;
  status: string;
  outcome: string | null;
  assigneeName: string | null;
  opinion: string | null;
  doneDate: string | null;
}

export interface NodeRun {
  id: string;
  nodeId: string;
  nodeName: string;
  round: number;
  entered: string;
  status: string;
  fromRunId: string | null;
  startedDate: string;
  endedDate: string | null;
  tasks: RunTask[];
}

export interface ProcessDetail {
  id: string;
  name: string;
  status: string;
  procDefineId: string;
  /** The version this instance runs on (its front-end init config). */
  versionId?: string;
  procDefineName: string | null;
  processCode: string | null;
  businessType: string | null;
  businessId: string | null;
  initiatorId: string;
  initiatorName: string | null;
  startedDate: string;
  endedDate: string | null;
  formData: Record<string, unknown>;
  currentNodeNames: string | string[] | null;
  graph: { startId: string; nodes: GraphNode[] };
  runs: NodeRun[];
}

export type NextOption = TNextOption;
export type PrevOption = TPrevOption;

export type AuditEntry = TAuditEntry;
export type StepAudit = TStepAudit;

export interface CommandResult {
  instanceId: string;
  status: string;
  activeNodes: string[];
  taskId?: string;
}

/** A command's answer: the server's own success message and its data. */
export interface Done<T = CommandResult> {
  msg: string;
  data: T;
}

export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const enc = encodeURIComponent;
const done = <T>(r: { msg: string; data: T }): Done<T> => ({ msg: r.msg, data: r.data });

export async function fetchProcess(procInstId: string): Promise<ProcessDetail> {
  return (await http.get<ProcessDetail>(`/b/wf/process/${enc(procInstId)}`)).data;
}

/** Button flags of the caller's open task (by to-do id or instance id); null when the caller holds none. */
export async function fetchPermission(id: string): Promise<TodoPermission | null> {
  try {
    return (await http.get<TodoPermission>(`/a/wf/flowInstance/${enc(id)}/permission`, { silent: true })).data;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 403) return null;
    throw err;
  }
}

export async function fetchStepAudit(todoId: string): Promise<StepAudit> {
  return call(wfApi.stepAudit, { params: { todoId } });
}

export async function fetchNextOptions(todoId: string): Promise<NextOption[]> {
  return (await call(wfApi.nextOptions, { params: { todoId } })) ?? [];
}

export async function fetchPrevOptions(todoId: string): Promise<PrevOption[]> {
  return (await call(wfApi.prevOptions, { params: { todoId } })) ?? [];
}

export async function fetchFastForward(todoId: string): Promise<{ canForward: boolean; canForwardUserTask: NextOption | null }> {
  return call(wfApi.fastForward, { params: { todoId } });
}

export interface SubmitBody {
  nextStepId: string;
  opinion?: string;
  agree?: boolean;
  isSendBack?: boolean;
  formData?: Record<string, unknown>;
}

export async function submitTask(todoId: string, b: SubmitBody): Promise<Done> {
  return done(await http.post<CommandResult>(`/a/wf/userTaskTodo/${enc(todoId)}/submitForm`, {
    nextStepId: b.nextStepId, audit: { opinion: b.opinion ?? '', agree: b.agree ?? true }, isSendBack: b.isSendBack ?? false,
    formData: b.formData, requestId: newRequestId(),
  }));
}

export async function fastForward(todoId: string, b: { nextStepId?: string; opinion?: string; formData?: Record<string, unknown> }): Promise<Done> {
  return done(await http.post<CommandResult>(`/a/wf/userTaskTodo/${enc(todoId)}/fastForwardForm`, {
    nextStepId: b.nextStepId, audit: { opinion: b.opinion ?? '', agree: true }, formData: b.formData, requestId: newRequestId(),
  }));
}

/** Operators chosen ahead for a node: the key is `{workId}_{configId}`. */
export async function setOperators(workId: string, configId: string, userIds: string[]): Promise<string[]> {
  return (await http.put<string[]>(`/a/wf/userTaskInstance/${enc(`${workId}_${configId}`)}/operators`, userIds)).data;
}

export type TransferKind = 'adjust' | 'passOn' | 'consult';

export interface TransferBody {
  topic: string;
  newOperatorIds: string[];
  remark: string;
}

/** 转办 (one recipient), 传阅 and 征询 (several): addressed by instance and to-do / node run. */
export async function transfer(kind: TransferKind, p: { procInstId: string; todoId: string; workId: string }, b: TransferBody): Promise<Done<unknown>> {
  const base = `/a/wf/flowInstance/${enc(p.procInstId)}`;
  const url = kind === 'adjust' ? `${base}/userTaskTodoInstance/${enc(p.todoId)}/adjustLog`
    : `${base}/userTaskInstance/${enc(p.workId)}/${kind === 'passOn' ? 'passOnLog' : 'consultLog'}`;
  return done(await http.post(url, { ...b, requestId: newRequestId() }));
}

export async function urge(procInstId: string): Promise<Done<unknown>> {
  return done(await http.post(`/a/wf/flowInstance/${enc(procInstId)}/urge`, {}));
}

/** The initiator takes the whole flow back. */
export async function withdrawFlow(procInstId: string): Promise<Done> {
  return done(await http.post<CommandResult>(`/a/wf/flowInstance/${enc(procInstId)}/withdraw`, { requestId: newRequestId() }));
}

export type DefinitionItem = TWfDefinitionItem;

/** The startable definition a new-flow link names (procDefineId is its id or its key). */
export async function fetchStartable(procDefineId: string): Promise<DefinitionItem | null> {
  const rows = (await call(wfApi.startable, { body: {} })) ?? [];
  return rows.find((d) => d.id === procDefineId || d.key === procDefineId) ?? null;
}

export type StartAnswer = TStartAnswer;

export async function startFlow(b: { processCode: string; name?: string; formData?: Record<string, unknown> }): Promise<Done<StartAnswer>> {
  return done(await callEnvelope(wfApi.start, { body: { ...b, requestId: newRequestId() } }));
}

export interface TaskDraft {
  opinion: string | null;
  formData: Record<string, unknown>;
}

/** The to-do's saved draft (暂存), if any. */
export async function fetchTaskDraft(todoId: string): Promise<TaskDraft | null> {
  const r = await http.get<{ draft: TaskDraft | null }>(`/b/wf/task/${enc(todoId)}`);
  return r.data?.draft ?? null;
}

/** 暂存: keeps the opinion and the form's editable fields on the task without submitting. */
export async function saveTaskDraft(todoId: string, b: { opinion?: string; formData?: Record<string, unknown> }): Promise<Done<unknown>> {
  return done(await http.post('/b/wf/task', { id: todoId, isClick: true, audit: { opinion: b.opinion ?? '' }, formData: b.formData ?? {} }));
}

/** The definition's front-end init config (spec: frontInitScript), kept declarative: defaults, hidden fields, a notice. */
export interface FrontInit {
  procDefineId: string;
  versionId: string;
  version: number;
  defaults: Record<string, string | number | boolean>;
  hidden: string[];
  notice: string | null;
}

export async function fetchFrontInit(procDefineId: string): Promise<FrontInit> {
  return (await http.get<FrontInit>(`/act/procdef/${enc(procDefineId)}/frontInitScript`, { silent: true })).data;
}
