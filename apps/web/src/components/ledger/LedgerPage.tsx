import { Fragment, lazy, Suspense, useState, type Key, type ReactNode } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Tooltip, type CardProps, type FormInstance } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, MESSAGES } from '@ecms/shared';
import type { ListRequest, ListResult } from '../../api/sys';
import { dictLabel, DictSelect, useDict } from '../dict';
import { ExportButton, type ExportRequest } from '../ExportButton';
import { FormModal } from '../FormModal';
import { ListTable, SearchInput, useListPage, type ListPageState, type ListTableProps } from '../list-page';
import { useApp } from '../use-app';
import { LedgerFormItems, type LedgerFormEntry } from './fields';
import { FlowStatusTag } from './FlowStatusTag';
import { useCan, type Rights } from './rights';
import { useCrudMutation } from './use-crud-mutation';

// The wizard loads when first opened (it is not part of a list page's bundle).
const ImportWizard = lazy(() => import('../../modules/excel/ImportWizard').then((m) => ({ default: m.ImportWizard })));

/** What every render callback of the page receives. */
export interface LedgerCtx<T> {
  list: ListPageState<T>;
  /** The list's current params (fixed params plus the search fields). */
  params: Record<string, unknown>;
  /** What the list shows (params and order): the export's request. */
  request: ExportRequest;
  /** Refreshes the list and the page's other keys. */
  refresh: () => void;
  openCreate: () => void;
  openEdit: (row: T) => void;
  selected: Key[];
  selectedRows: T[];
  clearSelection: () => void;
  can: (rights: Rights) => boolean;
}

/** A search control of the toolbar; its value becomes list params. */
export interface LedgerSearchField {
  /** The param key (`name$like`, `status` …) unless toParams says otherwise. */
  name: string;
  type?: 'text' | 'select' | 'dict' | 'custom';
  /** text: live (as one types), button (Enter or the 查询 button), search (Input.Search). */
  mode?: 'live' | 'button' | 'search';
  placeholder?: string;
  width?: number;
  testId?: string;
  options?: { value: string | number; label: ReactNode }[];
  dict?: string;
  initial?: unknown;
  /** Value → params (e.g. a filter 'read' → { isRead: true }, a range → between). */
  toParams?: (value: unknown) => Record<string, unknown>;
  /** custom: the control (Segmented, DatePicker.RangePicker …). */
  render?: (value: unknown, onChange: (value: unknown) => void) => ReactNode;
}

/** An antd column plus shorthands: §9 formats, a dictionary label, a flow status tag. */
export type LedgerColumn<T> = ColumnType<T> & {
  format?: 'date' | 'datetime' | 'money';
  /** Show the label of this dictionary's value. */
  dict?: string;
  /** Render the (numeric) flow status as its tag; the value is the field holding the status name. */
  flowStatus?: string;
};

/** A row action; `confirm` asks first (Popconfirm, or a modal with `confirmKind: 'modal'`). */
export interface LedgerAction<T> {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** The accessible name of an icon-only action (label null). */
  ariaLabel?: string;
  danger?: boolean;
  testId?: string;
  rights?: Rights;
  visible?: (row: T) => boolean;
  loading?: (row: T) => boolean;
  confirm?: ReactNode | ((row: T) => ReactNode);
  confirmKind?: 'pop' | 'modal';
  onClick: (row: T) => unknown;
}

export interface LedgerCreate {
  label: ReactNode;
  testId?: string;
  rights?: Rights;
  /** Primary button (default true). */
  primary?: boolean;
  /** Instead of the dialog (e.g. a flow-start dialog or a route of its own). */
  onClick?: () => void;
  /** With the search controls (default) or at the toolbar's right end. */
  placement?: 'left' | 'right';
}

interface LedgerSaveOptions<T, V> {
  /** Saves the dialog's values; `row` is null when creating. */
  save: (values: V, row: T | null) => Promise<unknown>;
  /** Success toast (default 保存成功). */
  success?: string;
}

/** The create/edit dialog from declared fields (or a render of its own inside the form). */
export interface LedgerForm<T, V> extends LedgerSaveOptions<T, V> {
  fields?: LedgerFormEntry[];
  render?: (ctx: { editing: T | null; form: FormInstance<V> }) => ReactNode;
  /** The page's own form instance (when it watches fields); one is made otherwise. */
  instance?: FormInstance<V>;
  title: { create: ReactNode; edit: ReactNode };
  /** Row → form values when editing (default: the row itself). */
  toValues?: (row: T) => Partial<V>;
  /** Values of a new record (e.g. the next sort number from ctx.list.total). */
  initialValues?: (ctx: LedgerCtx<T>) => Partial<V>;
  /** Called when the dialog opens (row null for new), e.g. to set state the form shows. */
  onOpen?: (row: T | null) => void;
  width?: number | string;
  labelWidth?: number;
  okTestId?: string;
  testId?: string;
}

/** A dialog of the page's own (ExcelReportEditor …): the page keeps its markup, the kit the wiring. */
export interface LedgerEditor<T, V> extends LedgerSaveOptions<T, V> {
  render: (ctx: { open: boolean; row: T | null; saving: boolean; save: (values: V) => void; close: () => void }) => ReactNode;
}

export interface LedgerRemove<T> {
  fn: (row: T) => Promise<unknown>;
  rights?: Rights;
  /** Default 确认删除吗？ */
  confirm?: ReactNode | ((row: T) => ReactNode);
  confirmKind?: 'pop' | 'modal';
  /** Default 删除; null for an icon-only button. */
  label?: ReactNode;
  testId?: string;
  /** Default 删除成功. */
  success?: string;
}

export interface LedgerBatchRemove<T> {
  fn: (ids: string[], rows: T[]) => Promise<unknown>;
  rights?: Rights;
  label?: ReactNode;
  testId?: string;
  /** The confirmation's text for `count` records. */
  content?: (count: number) => ReactNode;
  success?: string;
}

export interface LedgerExport {
  /** The list's registered export code (or `download` for a list with its own call). */
  code?: string;
  download?: (request: ExportRequest, fileName: string) => Promise<void>;
  fileName: string;
  rights?: Rights;
  testId?: string;
  /** With the search controls (default) or at the toolbar's right end, before refresh. */
  placement?: 'left' | 'right';
}

export interface LedgerImport {
  targetCode: string;
  templateCode?: string;
  rights?: Rights;
  label?: ReactNode;
  testId?: string;
}

export interface LedgerPageProps<T extends object, V extends object> {
  /** The list's query key (prefix); saves and deletes refresh it. */
  queryKey: QueryKey;
  /** POST …/queryList or any `(req) => Promise<{ rows, total }>`. */
  list: (req: ListRequest) => Promise<ListResult<T>>;
  /** Fixed params (a category, the chosen tree node …). */
  params?: Record<string, unknown>;
  orderBy?: string;
  order?: 'asc' | 'desc';
  enabled?: boolean;
  rowKey?: string | ((row: T) => Key);
  search?: LedgerSearchField[];
  columns: LedgerColumn<T>[];
  /** Row actions in order; 'edit' and 'delete' place the built-ins (default: edit first, delete last). */
  actions?: (LedgerAction<T> | 'edit' | 'delete')[];
  actionsColumn?: { width?: number; title?: ReactNode };
  create?: LedgerCreate;
  /** The built-in edit action (when there is a form or editor); false when the dialog only creates. */
  edit?: false | { rights?: Rights; label?: ReactNode; testId?: string; visible?: (row: T) => boolean };
  form?: LedgerForm<T, V>;
  editor?: LedgerEditor<T, V>;
  remove?: LedgerRemove<T>;
  batchRemove?: LedgerBatchRemove<T>;
  /** Row selection without batch delete (the page's own batch buttons read ctx.selected). */
  selection?: boolean | { getCheckboxProps?: (row: T) => { disabled?: boolean } };
  export?: LedgerExport;
  import?: LedgerImport;
  /** More keys refreshed with the list (a dictionary cache, a badge count …). */
  invalidate?: QueryKey[];
  /** The refresh button at the toolbar's end (default true). */
  refreshButton?: boolean;
  /** Toolbar content after the create and batch buttons. */
  toolbar?: (ctx: LedgerCtx<T>) => ReactNode;
  /** Toolbar content at the right, before refresh. */
  toolbarRight?: (ctx: LedgerCtx<T>) => ReactNode;
  /** More ListTable props (size, scroll, onRow, rowClassName, loading …). */
  table?: Omit<ListTableProps<T>, 'columns' | 'list' | 'rowKey' | 'rowSelection'>;
  testId?: string;
  tableTestId?: string;
  /** Card props, or false when the ledger sits inside a card of the page (a split view). */
  card?: false | CardProps;
  /** Dialogs of the page's own actions. */
  children?: ReactNode | ((ctx: LedgerCtx<T>) => ReactNode);
}

/** The value shown for a dictionary column. */
function DictText({ code, value }: { code: string; value: unknown }) {
  const { data } = useDict(code);
  return <>{dictLabel(data, value)}</>;
}

function fieldParams(fields: LedgerSearchField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    let v = values[f.name];
    if (typeof v === 'string') v = v.trim() || undefined;
    if (f.toParams) Object.assign(out, f.toParams(v));
    else if (v !== undefined && v !== null) out[f.name] = v;
  }
  return out;
}

function renderColumn<T>(c: LedgerColumn<T>): ColumnType<T> {
  const { format, dict, flowStatus, ...col } = c;
  if (col.render) return col;
  if (format === 'money') return { align: 'right', ...col, render: (v: string | number | null) => formatMoney(v) || '—' };
  if (format) return { ...col, render: (v: string | null) => formatDate(v, format) };
  if (dict) return { ...col, render: (v: unknown) => <DictText code={dict} value={v} /> };
  if (flowStatus) return { ...col, render: (v: number, r: T) => <FlowStatusTag status={v} name={(r as Record<string, unknown>)[flowStatus] as string | undefined} /> };
  return col;
}

/**
 * A declarative ledger (台账) page: search toolbar, paged list (50/100/150, 共 N 条), create/edit
 * dialog, row actions and buttons gated by rights, export, import, batch delete, with the save,
 * toast and refresh wiring done once. Generic over the row and the form values; the API functions
 * are plain async functions, so hand-written ones and typed clients both fit.
 */
export function LedgerPage<T extends object, V extends object = Record<string, unknown>>(props: LedgerPageProps<T, V>) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const can = useCan();
  const {
    queryKey, list: fetcher, orderBy, order, enabled, rowKey = 'id', search = [], columns, actions, create, edit, form, editor,
    remove, batchRemove, selection, invalidate = [], refreshButton = true, table, testId, tableTestId, card,
  } = props;
  const initial = Object.fromEntries(search.map((f) => [f.name, f.initial]));
  const [draft, setDraft] = useState<Record<string, unknown>>(initial);
  const [applied, setApplied] = useState<Record<string, unknown>>(initial);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  // the dialog keeps its title while it fades out after a save (editing is null by then)
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: T[] }>({ keys: [], rows: [] });
  const [importing, setImporting] = useState(false);
  const [ownForm] = Form.useForm<V>();
  const formInstance = form?.instance ?? ownForm;

  const params = { ...props.params, ...fieldParams(search, applied) };
  const list = useListPage<T>(queryKey, fetcher, params, { orderBy, order, enabled });
  const keys = [queryKey, ...invalidate];
  const refresh = () => keys.forEach((k) => void qc.invalidateQueries({ queryKey: k }));
  const clearSelection = () => setSelected({ keys: [], rows: [] });
  const row = editing === 'new' ? null : editing;

  const saving = form ?? editor;
  const save = useCrudMutation<V, unknown>({
    mutationFn: (v) => (saving ? saving.save(v, row) : Promise.resolve()),
    success: saving?.success ?? MESSAGES.SAVE_OK,
    invalidate: keys,
    close: () => setEditing(null),
  });
  const del = useCrudMutation<T, unknown>({
    mutationFn: (r) => (remove ? remove.fn(r) : Promise.resolve()),
    success: remove?.success ?? MESSAGES.DELETE_OK,
    invalidate: keys,
  });
  const batchDel = useCrudMutation<{ ids: string[]; rows: T[] }, unknown>({
    mutationFn: ({ ids, rows }) => (batchRemove ? batchRemove.fn(ids, rows) : Promise.resolve()),
    success: batchRemove?.success ?? MESSAGES.DELETE_OK,
    invalidate: keys,
    close: clearSelection,
  });

  const openCreate = () => {
    if (create?.onClick) return create.onClick();
    if (form) {
      formInstance.resetFields();
      formInstance.setFieldsValue((form.initialValues?.(ctx) ?? {}) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
      form.onOpen?.(null);
    }
    setCreating(true);
    setEditing('new');
  };
  const openEdit = (r: T) => {
    if (form) {
      formInstance.resetFields();
      formInstance.setFieldsValue((form.toValues ? form.toValues(r) : r) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
      form.onOpen?.(r);
    }
    setCreating(false);
    setEditing(r);
  };
  const request: ExportRequest = { params, orderBy, order };
  const ctx: LedgerCtx<T> = { list, params, request, refresh, openCreate, openEdit, selected: selected.keys, selectedRows: selected.rows, clearSelection, can };

  const runBatch = () => {
    if (!batchRemove) return;
    if (!selected.keys.length) {
      message.warning(MESSAGES.SELECT_AT_LEAST_ONE);
      return;
    }
    modal.confirm({
      title: MESSAGES.CONFIRM_DELETE,
      content: batchRemove.content?.(selected.keys.length),
      okType: 'danger',
      okText: MESSAGES.CONFIRM,
      cancelText: MESSAGES.CANCEL,
      okButtonProps: { danger: true, ...({ 'data-testid': 'batch-delete-ok' } as object) },
      onOk: () => batchDel.mutateAsync({ ids: selected.keys.map(String), rows: selected.rows }).catch(() => undefined),
    });
  };

  // Built-in edit and delete, placed where `actions` lists them (edit first, delete last by default).
  const builtIns: Record<'edit' | 'delete', LedgerAction<T> | null> = {
    edit: (form || editor) && edit !== false ? {
      key: 'edit', label: edit?.label ?? t('sys.edit'), icon: <EditOutlined />, rights: edit?.rights, testId: edit?.testId, visible: edit?.visible, onClick: openEdit,
    } : null,
    delete: remove ? {
      key: 'delete', label: remove.label === undefined ? t('sys.delete') : remove.label, ariaLabel: t('sys.delete'), icon: <DeleteOutlined />, danger: true, rights: remove.rights, testId: remove.testId,
      confirm: remove.confirm ?? MESSAGES.CONFIRM_DELETE, confirmKind: remove.confirmKind, onClick: (r) => del.mutateAsync(r),
    } : null,
  };
  const listed = actions ?? ['edit', 'delete'];
  const rowActions = (listed.includes('edit') ? listed : ['edit' as const, ...listed])
    .concat(listed.includes('delete') ? [] : ['delete' as const])
    .map((a) => (typeof a === 'string' ? builtIns[a] : a))
    .filter((a): a is LedgerAction<T> => Boolean(a) && can((a as LedgerAction<T>).rights));

  const actionButton = (a: LedgerAction<T>, r: T) => {
    const confirm = typeof a.confirm === 'function' ? a.confirm(r) : a.confirm;
    const ask = confirm && a.confirmKind === 'modal'
      ? () => modal.confirm({ title: confirm, okButtonProps: { danger: a.danger }, onOk: () => Promise.resolve(a.onClick(r)).catch(() => undefined) })
      : undefined;
    const button = (
      <Button type="link" size="small" danger={a.danger} icon={a.icon} loading={a.loading?.(r)} data-testid={a.testId}
        aria-label={a.ariaLabel}
        onClick={confirm ? ask : () => void a.onClick(r)}>
        {a.label}
      </Button>
    );
    if (confirm && !ask) {
      return <Popconfirm key={a.key} title={confirm} onConfirm={() => void Promise.resolve(a.onClick(r)).catch(() => undefined)}>{button}</Popconfirm>;
    }
    return <Fragment key={a.key}>{button}</Fragment>;
  };

  const tableColumns: ColumnType<T>[] = columns.map(renderColumn);
  if (rowActions.length) {
    tableColumns.push({
      title: props.actionsColumn?.title ?? t('sys.actions'), key: 'op', width: props.actionsColumn?.width ?? 150, fixed: 'right',
      render: (_v, r) => <Space size={0} wrap>{rowActions.filter((a) => !a.visible || a.visible(r)).map((a) => actionButton(a, r))}</Space>,
    });
  }

  const selectable = Boolean(selection) || (batchRemove && can(batchRemove.rights));
  const rowSelection = selectable ? {
    selectedRowKeys: selected.keys,
    onChange: (k: Key[], rows: T[]) => setSelected({ keys: k, rows }),
    getCheckboxProps: typeof selection === 'object' ? selection.getCheckboxProps : undefined,
  } : undefined;

  const setField = (f: LedgerSearchField, v: unknown, commit: boolean) => {
    setDraft((d) => ({ ...d, [f.name]: v }));
    if (commit) setApplied((a) => ({ ...a, [f.name]: v }));
  };
  const applyDrafts = () => setApplied(draft);
  const searchControl = (f: LedgerSearchField) => {
    const v = draft[f.name];
    const type = f.type ?? 'text';
    if (type === 'custom') return <span key={f.name}>{f.render?.(v, (x) => setField(f, x, true))}</span>;
    if (type === 'select' || type === 'dict') {
      const common = { key: f.name, allowClear: true, style: { width: f.width ?? 140 }, placeholder: f.placeholder, value: v, 'data-testid': f.testId, onChange: (x: unknown) => setField(f, x, true) };
      return type === 'dict' ? <DictSelect code={f.dict ?? ''} {...common} /> : <Select options={f.options} {...common} />;
    }
    const text = (v as string | undefined) ?? '';
    if (f.mode === 'search') {
      return (
        <Input.Search key={f.name} allowClear style={{ width: f.width ?? 240 }} placeholder={f.placeholder} value={text} data-testid={f.testId}
          onChange={(e) => setField(f, e.target.value, false)} onSearch={(x) => setField(f, x, true)} />
      );
    }
    if (f.mode === 'button') {
      return (
        <Input key={f.name} allowClear style={{ width: f.width ?? 220 }} placeholder={f.placeholder} value={text} data-testid={f.testId}
          onChange={(e) => setField(f, e.target.value, false)} onPressEnter={applyDrafts} />
      );
    }
    return <SearchInput key={f.name} value={text} onChange={(x) => setField(f, x, true)} placeholder={f.placeholder} width={f.width ?? 240} testId={f.testId} />;
  };

  const importAllowed = props.import && can(props.import.rights);
  const exp = props.export;
  const createButton = create && can(create.rights) && (
    <Button type={create.primary === false ? 'default' : 'primary'} icon={<PlusOutlined />} onClick={openCreate} data-testid={create.testId}>{create.label}</Button>
  );
  const exportButton = exp && (
    <ExportButton code={exp.code} download={exp.download} allowed={exp.rights === undefined ? undefined : can(exp.rights)}
      request={request} fileName={exp.fileName} testId={exp.testId} />
  );
  const toolbar = (
    <div className="ecms-toolbar">
      {search.map(searchControl)}
      {search.some((f) => f.mode === 'button') && <Button type="primary" icon={<SearchOutlined />} onClick={applyDrafts}>{t('sys.search')}</Button>}
      {create?.placement !== 'right' && createButton}
      {batchRemove && can(batchRemove.rights) && (
        <Button danger icon={<DeleteOutlined />} loading={batchDel.isPending} onClick={runBatch} data-testid={batchRemove.testId}>{batchRemove.label ?? t('sys.batchDelete')}</Button>
      )}
      {props.toolbar?.(ctx)}
      {importAllowed && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid={props.import?.testId}>{props.import?.label ?? t('excel.import')}</Button>
      )}
      {exp?.placement !== 'right' && exportButton}
      {(props.toolbarRight || refreshButton || exp?.placement === 'right' || create?.placement === 'right') && <span className="ecms-toolbar__spacer" />}
      {props.toolbarRight?.(ctx)}
      {create?.placement === 'right' && createButton}
      {exp?.placement === 'right' && exportButton}
      {refreshButton && (
        <Tooltip title={t('common.refresh')}><Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} /></Tooltip>
      )}
    </div>
  );

  const body = (
    <>
      {toolbar}
      <ListTable<T> rowKey={rowKey as ListTableProps<T>['rowKey']} list={list} columns={tableColumns} rowSelection={rowSelection} data-testid={tableTestId} {...table} />
      {form && (
        <FormModal<V>
          open={editing !== null}
          title={creating ? form.title.create : form.title.edit}
          form={formInstance}
          width={form.width}
          labelWidth={form.labelWidth}
          onClose={() => setEditing(null)}
          saving={save.isPending}
          okTestId={form.okTestId}
          data-testid={form.testId}
          onFinish={(v) => save.mutate(v)}
        >
          {form.fields && <LedgerFormItems entries={form.fields} />}
          {form.render?.({ editing: row, form: formInstance })}
        </FormModal>
      )}
      {editor?.render({ open: editing !== null, row, saving: save.isPending, save: (v) => save.mutate(v), close: () => setEditing(null) })}
      {importing && props.import && (
        <Suspense fallback={null}>
          <ImportWizard open targetCode={props.import.targetCode} templateCode={props.import.templateCode} onClose={() => setImporting(false)} onImported={refresh} />
        </Suspense>
      )}
      {typeof props.children === 'function' ? props.children(ctx) : props.children}
    </>
  );
  if (card === false) return body;
  return <Card variant="borderless" className="ecms-card-fill" data-testid={testId} {...card}>{body}</Card>;
}
