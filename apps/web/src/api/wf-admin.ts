/**
 * Flow administration calls (spec 3 §2 setting-flow, act-procdef, process-instance,
 * process-task, dd-flow-design-viewer): definitions, versions, publishing, instance and task monitors.
 */
import {
  type TDefinitionAdminRow, type TDefinitionDetail, type TDefinitionSave, type TFlowDefinitionTree, type TOpenTaskRow, type TVersionDetail,
  type TVersionRow, type TWfProcessRow, wfAdminApi,
} from '@ecms/shared';
import type { ListRequest, ListResult } from './sys';
import { call, callEnvelope, callList } from './typed';

export type DefinitionRow = TDefinitionAdminRow;
export type VersionRow = TVersionRow;
/** The base settings the designer edits (the save call's body without the draft). */
export type DefinitionBase = Omit<TDefinitionSave, 'draft'>;
export type DefinitionDetail = TDefinitionDetail;
export type VersionDetail = TVersionDetail;
export type InstanceRow = TWfProcessRow;
export type OpenTaskRow = TOpenTaskRow;

export async function queryDefinitions(params: Record<string, unknown> = {}): Promise<DefinitionRow[]> {
  return (await call(wfAdminApi.list, { body: { params } })) ?? [];
}

export async function fetchDefinition(id: string): Promise<DefinitionDetail> {
  return call(wfAdminApi.get, { params: { id } });
}

/** Saves the base settings (and the draft tree when given); answers the definition's id. */
export async function saveDefinition(body: DefinitionBase & { draft?: TFlowDefinitionTree | null }): Promise<{ id: string }> {
  return call(wfAdminApi.save, { body });
}

/** Publishes a tree as the next version. Silent: the designer lists the server's problems itself. */
export async function publishDefinition(id: string, tree: TFlowDefinitionTree): Promise<{ id: string; version: number }> {
  return call(wfAdminApi.publish, { params: { id }, body: tree }, { silent: true });
}

export async function setDefinitionStatus(id: string, status: 0 | 1) {
  return callEnvelope(wfAdminApi.setStatus, { params: { id }, body: { status } });
}

export async function fetchVersion(id: string): Promise<VersionDetail> {
  return call(wfAdminApi.version, { params: { id } });
}

export async function queryInstances(req: ListRequest): Promise<ListResult<InstanceRow>> {
  return callList(wfAdminApi.instances, { body: req });
}

export async function terminateInstance(id: string, opinion?: string) {
  return callEnvelope(wfAdminApi.terminate, { params: { id }, body: { opinion: opinion || null } });
}

export async function deleteInstance(id: string) {
  return callEnvelope(wfAdminApi.deleteInstance, { params: { id } });
}

export async function queryOpenTasks(req: ListRequest): Promise<ListResult<OpenTaskRow>> {
  return callList(wfAdminApi.openTasks, { body: req });
}
