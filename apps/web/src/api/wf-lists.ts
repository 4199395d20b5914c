/**
 * Work lists and the start-flow dialog (spec 1 §7 Workflow): to-do, done, copies, my
 * applications, flows I took part in, followed flows; startable definitions and the
 * favourites kept in the user config (flow_start_List).
 */
import { http } from './http';
import type { ListRequest, ListResult } from './sys';

/** A task row of the to-do, done and copies lists. */
export interface WfTaskRow {
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
  initiatorName: string | null;
  isFinished: boolean;
  createdDate: string;
  doneDate: string | null;
  dueDate: string | null;
}

/** A flow row of my applications, my business, finished and followed lists. */
export interface WfProcessRow {
  id: string;
  name: string;
  status: string;
  procDefineId: string;
  procDefineName: string;
  initiatorName: string | null;
  currentNodeNames: string | null;
  startedDate: string;
  endedDate: string | null;
}

/** A startable definition (spec §3 flow list item). */
export interface WfDefinitionItem {
  id: string;
  name: string;
  key: string;
  category: string | null;
  sort: number;
}

export const FAVOURITE_FLOWS_KEY = 'flow_start_List';

/** `silent`: a home panel shows its own error state instead of a toast. */
async function list<T>(url: string, req: ListRequest, silent?: boolean): Promise<ListResult<T>> {
  const res = await http.post<T[]>(url, req, { silent });
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}

export const wfLists = {
  todo: (req: ListRequest, silent?: boolean) => list<WfTaskRow>('/b/wf/task/queryTodoList', req, silent),
  done: (req: ListRequest, silent?: boolean) => list<WfTaskRow>('/b/wf/task/queryDoneList', req, silent),
  copies: (req: ListRequest, silent?: boolean) => list<WfTaskRow>('/b/wf/task/queryList', req, silent),
  mine: (req: ListRequest, silent?: boolean) => list<WfProcessRow>('/b/wf/process/queryMyList', req, silent),
  participant: (req: ListRequest, silent?: boolean) => list<WfProcessRow>('/b/wf/process/queryParticipantList', req, silent),
  focus: (req: ListRequest, silent?: boolean) => list<WfProcessRow>('/b/wf/process/queryFocusList', req, silent),
};

export async function unfollowFlow(instanceId: string): Promise<void> {
  await http.delete(`/b/wf/focus/${encodeURIComponent(instanceId)}`);
}

export async function queryStartableFlows(name?: string): Promise<WfDefinitionItem[]> {
  const res = await http.post<WfDefinitionItem[]>('/act/procdef/queryList', { params: name ? { name } : {} });
  return res.data ?? [];
}

/** Saves the favourite flow keys (the whole list, as the user config stores it). */
export async function saveFavouriteFlows(keys: string[]): Promise<void> {
  await http.post('/b/member/config/updateUserConfig', { key: FAVOURITE_FLOWS_KEY, value: keys });
}

/** Reads favourite keys from the user config, tolerating a comma string. */
export function favouriteFlowsOf(userConfig: Record<string, unknown> | null | undefined): string[] {
  const v = userConfig?.[FAVOURITE_FLOWS_KEY];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x !== '');
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}
