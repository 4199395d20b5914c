/**
 * Online-form runtime calls (issue 6; docs/forms-excel-contract.md "Runtime", "Flow forms",
 * "Page config"), on the typed client of the shared contracts (formApi, recordKindApi). Every
 * call goes through the spec §8 client.
 */
import {
  formApi, pageConfigApi, recordKindApi, type TFieldError, type TFlowFormDisplay, type TFormFlowStart, type TFormMeta, type TFormPermissions,
  type TFormRecord, type TFormRecordBody, type TFormRow, type TPrintDoc, type TRefOption, userApi,
} from '@ecms/shared';
import { http, HttpError } from './http';
import { downloadFile } from './download';
import type { ListRequest, ListResult } from './sys';
import { call, callList } from './typed';

const enc = encodeURIComponent;

export type FormPermissions = TFormPermissions;
export type FormMeta = TFormMeta;
/** A list row: id, field values and the audit/flow columns. */
export type FormRow = TFormRow;
export type FormRecord = TFormRecord;
/** A save: the fields and the sub-tables' rows (updates also the version read). */
export type FormPayload = TFormRecordBody & { values: Record<string, unknown>; subTables: Record<string, Record<string, unknown>[]> };
export type FieldError = TFieldError;
export type FlowFormDisplay = TFlowFormDisplay;
export type RefOption = TRefOption;
export type PrintDoc = TPrintDoc;

export const FORM_META_KEY = 'form-meta';
export const FORM_ROWS_KEY = 'form-rows';
export const FORM_RECORD_KEY = 'form-record';
export const PAGE_CONFIG_KEY = 'page-config';

export const fetchFormMeta = (formId: string): Promise<FormMeta> => call(formApi.meta, { params: { formId } });

export const queryFormRows = (formId: string, req: ListRequest): Promise<ListResult<FormRow>> =>
  callList(formApi.queryList, { params: { formId }, body: req });

export async function fetchFormRecord(formId: string, id: string): Promise<FormRecord> {
  const r = await call(formApi.record, { params: { formId, id } });
  return { ...r, subTables: r.subTables ?? {} };
}

/** Options for saves: silent so the page shows field errors instead of one toast per field. */
const SAVE_OPTS = { silent: true } as const;

export const createFormRecord = (formId: string, body: FormPayload & { parentId?: string | null }) =>
  call(formApi.create, { params: { formId }, body }, SAVE_OPTS);

/** `taskId` (the task the edit is made in) is not part of the contract: the server finds the caller's open task. */
export const updateFormRecord = (formId: string, id: string, body: FormPayload & { taskId?: string | null }) =>
  call(formApi.update, { params: { formId, id }, body: { values: body.values, subTables: body.subTables, version: body.version, parentId: body.parentId } }, SAVE_OPTS);

export const saveAndStartFormFlow = (formId: string, body: FormPayload): Promise<TFormFlowStart> =>
  call(formApi.saveAndStartFlow, { params: { formId }, body }, SAVE_OPTS);

/** Starts the bound flow for a saved record of one's own (not running, not approved). */
export const startFormRecordFlow = (formId: string, id: string): Promise<TFormFlowStart> =>
  call(formApi.startFlow, { params: { formId, id } }, SAVE_OPTS);

export async function deleteFormRecords(formId: string, ids: string[]): Promise<void> {
  await call(formApi.remove, { params: { formId }, body: { ids } });
}

/**
 * Records a ref field may pick, by title text or by ids: of the referenced form
 * (GET /b/form/{code}/options) or of the referenced record kind (GET /b/record/{kind}/options).
 */
export function fetchRefOptions(target: { refForm?: string; refKind?: string }, q: { q?: string; ids?: string }): Promise<RefOption[]> {
  const query = { ...(q.q && { q: q.q }), ...(q.ids && { ids: q.ids }) };
  return target.refKind
    ? call(recordKindApi.options, { params: { kind: target.refKind }, query })
    : call(formApi.options, { params: { formId: target.refForm ?? '' }, query });
}

/** A record laid out for printing (any record kind: `form:<code>`, `contract` …). */
export const fetchPrint = (kind: string, id: string): Promise<PrintDoc> => call(recordKindApi.print, { params: { kind, id } });

/** Field errors of a refused save (400 with `data.errors`), else null. */
export function fieldErrorsOf(err: unknown): FieldError[] | null {
  if (!(err instanceof HttpError)) return null;
  const data = err.envelope?.data as { errors?: unknown } | undefined;
  const list = Array.isArray(data?.errors) ? data!.errors : null;
  if (!list) return null;
  return list.filter((e): e is FieldError => !!e && typeof (e as FieldError).field === 'string').map((e) => ({ field: e.field, message: String(e.message ?? '') }));
}

/** 409: somebody saved the record since it was loaded. */
export const isStale = (err: unknown) => err instanceof HttpError && err.status === 409;

/**
 * Streams the list export (.xlsx) of what the user sees with these filters and saves it as a file.
 * A POST cannot be a plain link, so fetch + blob; errors come back as the JSON envelope.
 */
export const exportFormRows = (formId: string, req: ListRequest, fileName: string): Promise<void> =>
  downloadFile(`/b/form/${enc(formId)}/export`, { method: 'POST', body: req, fallbackName: fileName });

// ---- flow forms -----------------------------------------------------------------------------

/** POST /b/wf/form/display: the form with the node's field permissions applied. */
export async function fetchFlowFormDisplay(body: { formId: string; taskDefKey?: string | null; readonly?: boolean }): Promise<FlowFormDisplay> {
  const r = await call(formApi.display, { body });
  return { ...r, fieldPermissions: r.fieldPermissions ?? {} };
}

// ---- page config ----------------------------------------------------------------------------

/** One search condition of a page config (spec 1 §3 "Page config"). */
export interface PageSearchCondition {
  key: string;
  label: string;
  /** text: like; select: eq (dictCode); dateRange / numberRange: between */
  type: 'text' | 'select' | 'dateRange' | 'numberRange' | 'person' | 'dept';
  dictCode?: string;
  /** dateRange: which picker (date-time columns end the range at the day's last minute) */
  picker?: 'date' | 'datetime' | 'month' | 'year';
}

export interface PageTableColumn {
  key: string;
  title: string;
  width?: number;
  /** formats of spec §9 */
  format?: 'text' | 'money' | 'number' | 'percent' | 'computed' | 'date' | 'datetime' | 'month' | 'year' | 'dict' | 'multiDict' | 'treeSelect'
    | 'person' | 'dept' | 'area' | 'serial' | 'bool';
  dictCode?: string;
  precision?: number;
  align?: 'left' | 'right' | 'center';
}

export interface PageConfigContent {
  forms?: unknown;
  tableColumn: PageTableColumn[];
  /** list url (POST list DSL); save and start-flow urls */
  url: string | { list: string; save?: string; startFlow?: string; delete?: string; export?: string };
  extraParams?: Record<string, unknown>;
  /** (sic: the spec's spelling) */
  searchConditons: PageSearchCondition[];
}

/** The page config of `type` (e.g. `form:<code>`); its content arrives as a JSON object (jsonb). */
export async function queryPageConfig(type: string): Promise<PageConfigContent | null> {
  const { rows } = await callList(pageConfigApi.queryList, { body: { params: { type } } });
  return rows[0] ? parsePageConfig(rows[0].content) : null;
}

const DICT_FORMAT: Record<string, PageTableColumn['format']> = { select: 'dict', multiSelect: 'multiDict', treeSelect: 'treeSelect' };
const DATE_TYPES = new Set(['date', 'datetime', 'month', 'year']);

/** A stored column: ours (key, format) or the server's form-derived one (dataIndex, type of the field). */
function normColumn(c: Record<string, unknown>): PageTableColumn {
  const type = (c.format ?? c.type) as string | undefined;
  return {
    key: String(c.key ?? c.dataIndex),
    title: String(c.title ?? ''),
    width: typeof c.width === 'number' ? c.width : undefined,
    format: (type && (DICT_FORMAT[type] ?? type)) as PageTableColumn['format'],
    dictCode: (c.dictCode as string | null) ?? undefined,
    precision: typeof c.precision === 'number' ? c.precision : undefined,
    align: (c.align as PageTableColumn['align']) ?? undefined,
  };
}

/** A stored condition: ours (key, type) or the server's (field, field type, op like / eq / between). */
function normCondition(c: Record<string, unknown>): PageSearchCondition {
  const key = String(c.key ?? c.field);
  const t = String(c.type ?? 'text');
  const ours = ['text', 'select', 'dateRange', 'numberRange', 'person', 'dept'];
  let type: PageSearchCondition['type'];
  if (ours.includes(t)) type = t as PageSearchCondition['type'];
  else if (DATE_TYPES.has(t)) type = 'dateRange';
  else if (c.op === 'between') type = 'numberRange';
  else if (t === 'person' || t === 'dept') type = t;
  else if (c.op === 'eq' && c.dictCode && t !== 'treeSelect') type = 'select';
  else type = 'text';
  return { key, label: String(c.label ?? key), type, dictCode: (c.dictCode as string | null) ?? undefined, picker: DATE_TYPES.has(t) ? (t as PageSearchCondition['picker']) : undefined };
}

/** A page config row's content (an object on the wire, or its JSON text), with the lists it may leave out defaulted. */
export function parsePageConfig(content: string | Record<string, unknown>): PageConfigContent | null {
  try {
    const c = (typeof content === 'string' ? JSON.parse(content) : content) as Partial<PageConfigContent>;
    if (!c || typeof c !== 'object' || !c.url) return null;
    const cols = (c.tableColumn ?? []) as unknown as Record<string, unknown>[];
    const conds = (c.searchConditons ?? []) as unknown as Record<string, unknown>[];
    return { ...c, url: c.url, tableColumn: cols.map(normColumn), searchConditons: conds.map(normCondition) } as PageConfigContent;
  } catch {
    return null;
  }
}

export const pageConfigUrls = (c: PageConfigContent) => (typeof c.url === 'string' ? { list: c.url } : c.url);

/** A list through a page config's URL (the generic table list: orderBy updatedDate desc). */
export async function queryByUrl<T>(url: string, req: ListRequest): Promise<ListResult<T>> {
  const res = await http.post<T[]>(url, req);
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}

/** User names by id (GET /share/getVuers/{ids}) for person fields. */
export async function fetchUserNames(ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const users = await call(userApi.shareNames, { params: { ids: ids.join(',') } }, { silent: true });
  const out: Record<string, string> = {};
  for (const u of users ?? []) out[u.id] = u.name;
  return out;
}
