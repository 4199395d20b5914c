/**
 * Flow handling calls (spec 1 §7 Workflow): the instance with its chart, a task's button
 * permissions, next / previous node options, and the task commands. Every command carries a
 * fresh requestId, so a retried click answers the first result instead of acting twice.
 */
import {
  type NodeState, type TAuditEntry, type TCommandResult, type TFrontInitConfig, type TNextOption, type TodoPermission, type TPrevOption,
  type TProcessDetail, type TStartAnswer, type TStepAudit, type TWfDefinitionItem, wfAdminApi, wfApi, wfTaskApi,
} from '@ecms/shared';
import { call, callEnvelope } from './typed';

export type { NodeState, TodoPermission };

export type ProcessDetail = TProcessDetail;
export type GraphNode = ProcessDetail['graph']['nodes'][number];
export type NodeRun = ProcessDetail['runs'][number];
export type RunTask = NodeRun['tasks'][number];

export type NextOption = TNextOption;
export type PrevOption = TPrevOption;

export type AuditEntry = TAuditEntry;
export type StepAudit = TStepAudit;

export type CommandResult = TCommandResult;

/** A command's answer: the server's own success message and its data. */
export interface Done<T = CommandResult> {
  msg: string;
  data: T;
}

export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const done = <T>(r: { msg: string; data: T }): Done<T> => ({ msg: r.msg, data: r.data });

export async function fetchProcess(procInstId: string): Promise<ProcessDetail> {
  return call(wfTaskApi.process, { params: { id: procInstId } });
}

/** Button flags of the caller's open task (by to-do id or instance id); null when the caller holds none. */
export async function fetchPermission(id: string): Promise<TodoPermission | null> {
  try {
    return await call(wfTaskApi.permission, { params: { id } }, { silent: true });
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
  return done(await callEnvelope(wfTaskApi.submit, {
    params: { todoId },
    body: {
      nextStepId: b.nextStepId, audit: { opinion: b.opinion ?? '', agree: b.agree ?? true }, isSendBack: b.isSendBack ?? false,
      formData: b.formData, requestId: newRequestId(),
    },
  }));
}

export async function fastForward(todoId: string, b: { nextStepId?: string; opinion?: string; formData?: Record<string, unknown> }): Promise<Done> {
  return done(await callEnvelope(wfTaskApi.fastForwardSubmit, {
    params: { todoId },
    body: { nextStepId: b.nextStepId, audit: { opinion: b.opinion ?? '', agree: true }, formData: b.formData, requestId: newRequestId() },
  }));
}

/** Operators chosen ahead for a node: the key is `{workId}_{configId}`. */
export async function setOperators(workId: string, configId: string, userIds: string[]): Promise<string[]> {
  return call(wfTaskApi.setOperators, { params: { workId, configId }, body: userIds });
}

export type TransferKind = 'adjust' | 'passOn' | 'consult';

export interface TransferBody {
  topic: string;
  newOperatorIds: string[];
  remark: string;
}

/** 转办 (one recipient), 传阅 and 征询 (several): addressed by instance and to-do / node run. */
export async function transfer(kind: TransferKind, p: { procInstId: string; todoId: string; workId: string }, b: TransferBody): Promise<Done> {
  const body = { ...b, requestId: newRequestId() };
  if (kind === 'adjust') return done(await callEnvelope(wfTaskApi.adjust, { params: { taskId: p.procInstId, todoId: p.todoId }, body }));
  const c = kind === 'passOn' ? wfTaskApi.passOn : wfTaskApi.consult;
  return done(await callEnvelope(c, { params: { taskId: p.procInstId, workId: p.workId }, body }));
}

export async function urge(procInstId: string): Promise<Done<{ notified: number }>> {
  return done(await callEnvelope(wfTaskApi.urge, { params: { id: procInstId }, body: {} }));
}

/** The initiator takes the whole flow back. */
export async function withdrawFlow(procInstId: string): Promise<Done> {
  return done(await callEnvelope(wfTaskApi.withdraw, { params: { id: procInstId }, body: { requestId: newRequestId() } }));
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
  const d = (await call(wfTaskApi.task, { params: { id: todoId } })).draft;
  return d ? { opinion: d.opinion ?? null, formData: d.formData ?? {} } : null;
}

/** 暂存: keeps the opinion and the form's editable fields on the task without submitting. */
export async function saveTaskDraft(todoId: string, b: { opinion?: string; formData?: Record<string, unknown> }): Promise<Done<boolean>> {
  return done(await callEnvelope(wfTaskApi.saveTask, { body: { id: todoId, isClick: true, audit: { opinion: b.opinion ?? '' }, formData: b.formData ?? {} } }));
}

/** The definition's front-end init config (spec: frontInitScript), kept declarative: defaults, hidden fields, a notice. */
export type FrontInit = TFrontInitConfig;

export async function fetchFrontInit(procDefineId: string): Promise<FrontInit> {
  return call(wfAdminApi.frontInit, { params: { id: procDefineId } }, { silent: true });
}
