/**
 * Flow administration calls (spec 3 §2 setting-flow, act-procdef, process-instance,
 * process-task, dd-flow-design-viewer): definitions, versions, publishing, instance and task monitors.
 */
import type { TFlowDefinitionTree } from '@ecms/shared';
import { http } from './http';
import type { ListRequest, ListResult } from './sys';

export interface DefinitionRow {
  id: string;
  key: string;
  name: string;
  category: string | null;
  businessType: string | null;
  flowType: number | null;
  sort: number;
  status: number;
  remark: string | null;
  currentVersionId: string | null;
  currentVersion: number | null;
  versionCount: number;
  hasDraft: boolean;
  updatedDate: string;
}

export interface VersionRow {
  id: string;
  version: number;
  publishedDate: string;
  publishedBy: string | null;
}

export interface DefinitionBase {
  id?: string;
  code: string;
  name: string;
  category?: string | null;
  businessType?: string | null;
  flowType?: number | null;
  sort?: number;
  remark?: string | null;
}

export interface DefinitionDetail extends DefinitionBase {
  id: string;
  status: number;
  currentVersionId: string | null;
  currentVersion: number | null;
  draft: TFlowDefinitionTree | null;
  /** The draft when there is one, else the current version's tree (null for a new definition). */
  tree: TFlowDefinitionTree | null;
  versions: VersionRow[];
}

export interface VersionDetail {
  id: string;
  definitionId: string;
  name: string;
  code: string;
  version: number;
  tree: TFlowDefinitionTree;
  publishedDate: string;
  isCurrent: boolean;
}

export interface InstanceRow {
  id: string;
  name: string;
  status: string;
  procDefineId: string;
  procDefineName: string;
  businessType: string | null;
  initiatorName: string | null;
  currentNodeNames: string | null;
  startedDate: string;
  endedDate: string | null;
}

export interface OpenTaskRow {
  id: string;
  procInstId: string;
  processName: string;
  procDefName: string;
  stepName: string;
  kind: string;
  status: string;
  assigneeName: string | null;
  initiatorName: string | null;
  createdDate: string;
  dueDate: string | null;
}

export async function queryDefinitions(params: Record<string, unknown> = {}): Promise<DefinitionRow[]> {
  return (await http.post<DefinitionRow[]>('/a/wf/definition/queryList', { params })).data ?? [];
}

export async function fetchDefinition(id: string): Promise<DefinitionDetail> {
  return (await http.get<DefinitionDetail>(`/a/wf/definition/${encodeURIComponent(id)}`)).data;
}

/** Saves the base settings (and the draft tree when given); answers the definition's id. */
export async function saveDefinition(body: DefinitionBase & { draft?: TFlowDefinitionTree | null }): Promise<{ id: string }> {
  return (await http.post<{ id: string }>('/a/wf/definition', body)).data;
}

/** Publishes a tree as the next version. Silent: the designer lists the server's problems itself. */
export async function publishDefinition(id: string, tree: TFlowDefinitionTree): Promise<{ id: string; version: number }> {
  return (await http.post<{ id: string; version: number }>(`/a/wf/definition/${encodeURIComponent(id)}/publish`, tree, { silent: true })).data;
}

export async function setDefinitionStatus(id: string, status: 0 | 1) {
  return http.put(`/a/wf/definition/${encodeURIComponent(id)}/status`, { status });
}

export async function fetchVersion(id: string): Promise<VersionDetail> {
  return (await http.get<VersionDetail>(`/a/wf/version/${encodeURIComponent(id)}`)).data;
}

export async function queryInstances(req: ListRequest): Promise<ListResult<InstanceRow>> {
  const res = await http.post<InstanceRow[]>('/b/wf/process/queryList', req);
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}

export async function terminateInstance(id: string, opinion?: string) {
  return http.post(`/b/wf/process/${encodeURIComponent(id)}/terminate`, { opinion: opinion || null });
}

export async function deleteInstance(id: string) {
  return http.delete(`/b/wf/process/delete/${encodeURIComponent(id)}`);
}

export async function queryOpenTasks(req: ListRequest): Promise<ListResult<OpenTaskRow>> {
  const res = await http.post<OpenTaskRow[]>('/b/wf/task/queryOpenList', req);
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}
