/**
 * The seven work lists under /main-page share one page component; this table says what each
 * one fetches, which row shape it shows and which filters map to which list-DSL fields.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { ListRequest, ListResult } from '../../api/sys';
import { wfLists, type WfProcessRow, type WfTaskRow } from '../../api/wf-lists';

/** Query-key roots of the home panels and the work lists (refreshed when a flow notice arrives). */
export const HOME_PANEL_KEY = 'home-panel';
export const WORK_LIST_KEY = 'wf-list';
export const WORK_QUERY_KEYS = [HOME_PANEL_KEY, WORK_LIST_KEY] as const;

export type WorkListKey = 'todo' | 'done' | 'copies' | 'finish' | 'mine' | 'business' | 'focus';
export type WorkRow = (WfTaskRow | WfProcessRow) & { id: string };

export interface WorkListDef {
  key: WorkListKey;
  /** Route below /main-page. */
  path: string;
  /** i18n key of the page title. */
  title: string;
  shape: 'task' | 'process';
  fetch: (req: ListRequest, silent?: boolean) => Promise<ListResult<WorkRow>>;
  /** Conditions always sent (e.g. finished flows only). */
  fixed?: Record<string, unknown>;
  orderBy?: string;
  /** Excel export of the list (its exportData code and the right that shows 导出), where it has one. */
  export?: { code: string; permission: string };
}

export const WORK_LISTS: Record<WorkListKey, WorkListDef> = {
  todo: { key: 'todo', path: 'toDoAll', title: 'wfList.title.todo', shape: 'task', fetch: wfLists.todo, export: { code: 'wf:todo', permission: 'home:todo:view' } },
  done: { key: 'done', path: 'haveDoneAll', title: 'wfList.title.done', shape: 'task', fetch: wfLists.done, export: { code: 'wf:done', permission: 'home:done:view' } },
  copies: { key: 'copies', path: 'copy-all-list', title: 'wfList.title.copies', shape: 'task', fetch: wfLists.copies },
  // 办结: flows I took part in that have ended (approved, rejected, withdrawn or terminated).
  finish: { key: 'finish', path: 'finish', title: 'wfList.title.finish', shape: 'process', fetch: wfLists.participant, fixed: { status$ne: 'running' }, orderBy: 'endedDate' },
  mine: { key: 'mine', path: 'myApplicationAll', title: 'wfList.title.mine', shape: 'process', fetch: wfLists.mine },
  business: { key: 'business', path: 'my-business-all', title: 'wfList.title.business', shape: 'process', fetch: wfLists.participant },
  focus: { key: 'focus', path: 'my-focus-all', title: 'wfList.title.focus', shape: 'process', fetch: wfLists.focus },
};

export interface WorkListFilters {
  title?: string;
  process?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Filter values → list-DSL params: title and process by substring, the range as whole days. */
export function filterParams(def: Pick<WorkListDef, 'shape' | 'fixed'>, f: WorkListFilters): Record<string, unknown> {
  const task = def.shape === 'task';
  const p: Record<string, unknown> = { ...def.fixed };
  const title = f.title?.trim();
  const process = f.process?.trim();
  if (title) p[task ? 'processName$like' : 'name$like'] = title;
  if (process) p.procDefName$like = process;
  const [from, to] = f.range ?? [];
  if (from || to) {
    p[task ? 'createdDate$between' : 'startedDate$between'] = [
      from ? from.startOf('day').toISOString() : '',
      to ? to.endOf('day').toISOString() : '',
    ];
  }
  return p;
}

/** The flow page for a row: a task opens with its task id, a flow with its instance id only. */
export function flowLink(row: WorkRow): string {
  const q = new URLSearchParams();
  if ('procInstId' in row) {
    q.set('procInstId', row.procInstId);
    q.set('taskId', row.taskId);
    q.set('name', row.processName);
  } else {
    q.set('procInstId', row.id);
    q.set('name', row.name);
  }
  return `/flowhandle/flow-business?${q.toString()}`;
}

/** The flow page for a new flow of a definition, opened in a new tab. */
export function startFlowLink(def: { id: string; name: string }): string {
  const q = new URLSearchParams({ procDefineId: def.id, addTab: 'true', name: def.name });
  return `/flowhandle/flow-business?${q.toString()}`;
}

export const rowTitle = (row: WorkRow): string => ('procInstId' in row ? row.processName : row.name);
export const rowProcess = (row: WorkRow): string => ('procInstId' in row ? row.procDefName : row.procDefineName);
export const rowDate = (row: WorkRow): string => ('procInstId' in row ? row.createdDate : row.startedDate);
export const fmtDateTime = (v: string | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
