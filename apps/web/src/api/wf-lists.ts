/**
 * Work lists and the start-flow dialog (spec 1 §7 Workflow): to-do, done, copies, my
 * applications, flows I took part in, followed flows; startable definitions and the
 * favourites kept in the user config (flow_start_List).
 */
import { sessionApi, type TWfDefinitionItem, type TWfProcessRow, type TWfTaskRow, wfApi, wfTaskApi } from '@ecms/shared';
import type { ListRequest, ListResult } from './sys';
import { call, callList } from './typed';

/** A task row of the to-do, done and copies lists. */
export type WfTaskRow = TWfTaskRow;
/** A flow row of my applications, my business, finished and followed lists. */
export type WfProcessRow = TWfProcessRow;
/** A startable definition (spec §3 flow list item). */
export type WfDefinitionItem = TWfDefinitionItem;

export const FAVOURITE_FLOWS_KEY = 'flow_start_List';

const opts = (silent?: boolean) => ({ silent });

/** `silent`: a home panel shows its own error state instead of a toast. */
export const wfLists = {
  todo: (req: ListRequest, silent?: boolean) => callList(wfApi.todoList, { body: req }, opts(silent)),
  done: (req: ListRequest, silent?: boolean) => callList(wfApi.doneList, { body: req }, opts(silent)),
  copies: (req: ListRequest, silent?: boolean) => callList(wfApi.copyList, { body: req }, opts(silent)),
  mine: (req: ListRequest, silent?: boolean) => callList(wfApi.myList, { body: req }, opts(silent)),
  participant: (req: ListRequest, silent?: boolean) => callList(wfApi.participantList, { body: req }, opts(silent)),
  focus: (req: ListRequest, silent?: boolean) => callList(wfApi.focusList, { body: req }, opts(silent)),
} satisfies Record<string, (req: ListRequest, silent?: boolean) => Promise<ListResult<WfTaskRow | WfProcessRow>>>;

export async function unfollowFlow(instanceId: string): Promise<void> {
  await call(wfTaskApi.unfollow, { params: { id: instanceId } });
}

export async function queryStartableFlows(name?: string): Promise<WfDefinitionItem[]> {
  return (await call(wfApi.startable, { body: { params: name ? { name } : {} } })) ?? [];
}

/** Saves the favourite flow keys (the whole list, as the user config stores it). */
export async function saveFavouriteFlows(keys: string[]): Promise<void> {
  await call(sessionApi.updateUserConfig, { body: { key: FAVOURITE_FLOWS_KEY, value: keys } });
}

/** Reads favourite keys from the user config, tolerating a comma string. */
export function favouriteFlowsOf(userConfig: Record<string, unknown> | null | undefined): string[] {
  const v = userConfig?.[FAVOURITE_FLOWS_KEY];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x !== '');
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}
