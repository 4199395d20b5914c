import { createContext, memo, useContext, useMemo, useState } from 'react';
import { Button, Cascader, DatePicker, Input, InputNumber, Select, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFormField } from '@ecms/shared';
import { flattenTree, type DictOption } from '../../../api/sys';
import { DictSelect, TreeDictSelect, useDict, useTreeDict } from '../../../components/dict';
import { DeptTreeSelect, useShareDeptTree } from '../../../components/dept';
import { PersonInput } from '../../../components/PersonInput';
import { downloadUrl, FILES_KEY, queryFiles, uploadFile } from '../../../api/files';
import { useApp } from '../../../components/use-app';
import { fetchRefOptions } from '../../../api/forms';
import { asList, DATE_STORE_FORMAT, formatScalar, isEmpty } from '../field-model';

/*
 * One control per field type (edit) and one display per type (view / read-only). Controls take
 * `value` / `onChange` from their Form.Item and are memoized: an edit elsewhere never re-renders them.
 */

/** Where attachments of the record live, and names of people already known. */
export interface RecordContextValue {
  formCode?: string;
  recordId?: string;
  userNames: Record<string, string>;
}
export const RecordContext = createContext<RecordContextValue>({ userNames: {} });

/** Test hook: counts renders of field controls (see FormRenderer.test). Null in the app. */
export const renderProbe: { onRender: ((key: string) => void) | null } = { onRender: null };

const thousands = (v: number | string | undefined) => {
  const [i, d] = `${v ?? ''}`.split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${d !== undefined ? `.${d}` : ''}`;
};
const unthousands = (v: string | undefined) => (v ?? '').replace(/,/g, '');

export interface ControlProps {
  field: TFormField;
  value?: unknown;
  onChange?: (v: unknown) => void;
  /** data-testid / probe key (sub-table cells: `sub.row.key`) */
  probeKey: string;
  /** compact controls in sub-table cells */
  inCell?: boolean;
  id?: string;
  status?: '' | 'error' | 'warning';
}

function ControlImpl({ field: f, value, onChange, probeKey, inCell, id }: ControlProps) {
  const { t } = useTranslation();
  renderProbe.onRender?.(probeKey);
  const testId = `field-${probeKey}`;
  const ph = f.placeholder;
  const set = (v: unknown) => onChange?.(v);
  const full = { width: '100%' } as const;
  switch (f.type) {
    case 'text':
      return <Input id={id} value={(value as string) ?? ''} onChange={(e) => set(e.target.value)} maxLength={f.maxLength ?? 200} placeholder={ph ?? t('formRt.input')} data-testid={testId} />;
    case 'textarea':
    case 'richText':
      return (
        <Input.TextArea id={id} value={(value as string) ?? ''} onChange={(e) => set(e.target.value)} maxLength={f.maxLength ?? (f.type === 'richText' ? 10000 : 2000)}
          autoSize={{ minRows: inCell ? 1 : f.type === 'richText' ? 6 : 3, maxRows: inCell ? 4 : 16 }} showCount={!inCell} placeholder={ph ?? t('formRt.input')} data-testid={testId} />
      );
    case 'number':
    case 'money':
    case 'percent': {
      const money = f.type === 'money';
      return (
        <InputNumber id={id} style={full} value={value === '' || value === undefined ? null : (value as number)} onChange={(n) => set(n)}
          min={f.min} max={f.max} step={f.step ?? (money ? 0.01 : 1)} precision={f.precision ?? (money || f.type === 'percent' ? 2 : undefined)}
          formatter={money ? thousands : undefined} parser={money ? unthousands : undefined}
          suffix={f.type === 'percent' ? '%' : undefined} placeholder={ph ?? t('formRt.input')} data-testid={testId} />
      );
    }
    case 'date':
    case 'datetime':
    case 'month':
    case 'year': {
      const fmt = DATE_STORE_FORMAT[f.type]!;
      const d = toDayjs(f.type, value);
      return (
        <DatePicker id={id} style={full} value={d && d.isValid() ? d : null} format={fmt} showTime={f.type === 'datetime' ? { format: 'HH:mm' } : undefined}
          picker={f.type === 'month' ? 'month' : f.type === 'year' ? 'year' : 'date'} onChange={(x) => set(x ? (f.type === 'year' ? x.year() : x.format(fmt)) : null)}
          placeholder={ph ?? t('formRt.select')} data-testid={testId} />
      );
    }
    case 'select':
      return f.dictCode
        ? <DictSelect id={id} code={f.dictCode} value={isEmpty(value) ? undefined : String(value)} onChange={(v) => set(v ?? null)} placeholder={ph} data-testid={testId} />
        : <Input id={id} value={(value as string) ?? ''} onChange={(e) => set(e.target.value)} data-testid={testId} />;
    case 'multiSelect':
      return f.dictCode
        ? <DictSelect id={id} code={f.dictCode} mode="multiple" maxTagCount="responsive" value={asList(value)} onChange={(v) => set(v)} placeholder={ph} data-testid={testId} />
        : <Input id={id} value={asList(value).join(',')} onChange={(e) => set(asList(e.target.value))} data-testid={testId} />;
    case 'treeSelect':
      return f.dictCode
        ? <TreeDictSelect id={id} code={f.dictCode} value={isEmpty(value) ? undefined : String(value)} onChange={(v) => set(v ?? null)} placeholder={ph} treeDefaultExpandAll data-testid={testId} />
        : <Input id={id} value={(value as string) ?? ''} onChange={(e) => set(e.target.value)} data-testid={testId} />;
    case 'person':
      return <PersonValue value={value as string | null} onChange={set} placeholder={ph} testId={testId} />;
    case 'dept':
      return <DeptTreeSelect id={id} value={isEmpty(value) ? undefined : String(value)} onChange={(v) => set(v ?? null)} placeholder={ph} data-testid={testId} />;
    case 'area':
      return <AreaInput field={f} value={value as string | null} onChange={set} testId={testId} />;
    case 'attachment':
      return <Attachments field={f} value={value} onChange={set} readOnly={false} testId={testId} />;
    case 'ref':
      return <RefSelect field={f} id={id} value={value} onChange={set} placeholder={ph ?? t('formRt.select')} testId={testId} />;
    default:
      // computed and serial fields are read-only displays
      return <FieldDisplay field={f} value={value} probeKey={probeKey} />;
  }
}

/** A stored date-like value as dayjs: text (date, month, ISO date-time) or a year number. */
function toDayjs(type: TFormField['type'], v: unknown): dayjs.Dayjs | null {
  if (v === null || v === undefined || v === '') return null;
  const d = type === 'year' && /^\d{4}$/.test(String(v)) ? dayjs(`${v}-01-01`) : dayjs(v as string);
  return d.isValid() ? d : null;
}

/** The edit control of a field (memoized on its value). */
export const FieldControl = memo(ControlImpl);

function PersonValue({ value, onChange, placeholder, testId }: { value: string | null; onChange: (v: unknown) => void; placeholder?: string; testId: string }) {
  const { userNames } = useContext(RecordContext);
  return <PersonInput value={value} displayName={value ? userNames[value] : undefined} onChange={(id) => onChange(id)} placeholder={placeholder} data-testid={testId} />;
}

/**
 * Area: a cascader over the field's tree dictionary (province / city / district) storing the
 * label path `广东省/深圳市/南山区`; without a dictionary a text input with the same convention.
 */
function AreaInput({ field, value, onChange, testId }: { field: TFormField; value: string | null; onChange: (v: unknown) => void; testId: string }) {
  const { t } = useTranslation();
  const tree = useTreeDict(field.dictCode);
  type Opt = { value: string; label: string; children?: Opt[] };
  const options = useMemo(() => {
    const walk = (ns: DictOption[]): Opt[] => ns.map((n) => ({ value: n.label, label: n.label, children: n.children?.length ? walk(n.children) : undefined }));
    return walk(tree.data ?? []);
  }, [tree.data]);
  if (!field.dictCode) {
    return (
      <Input value={value ?? ''} onChange={(e) => onChange(e.target.value)} placeholder={field.placeholder ?? t('formRt.areaPlaceholder')} maxLength={200} data-testid={testId} />
    );
  }
  return (
    <Cascader style={{ width: '100%' }} options={options} loading={tree.isPending} changeOnSelect showSearch value={value ? value.split('/') : undefined}
      onChange={(path) => onChange(path && path.length ? (path as string[]).join('/') : null)} placeholder={field.placeholder ?? t('formRt.areaPlaceholder')} data-testid={testId} />
  );
}

/**
 * Attachments: the field's value is the list of file ids (what the server keeps). Files are
 * uploaded with refModule form:<code>, refRecordId (once saved) and businessId = field key; names
 * come from the upload itself or from the record's file list.
 */
function Attachments({ field, value, onChange, readOnly, testId }: { field: TFormField; value?: unknown; onChange?: (v: unknown) => void; readOnly: boolean; testId: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const { formCode, recordId } = useContext(RecordContext);
  const ids = asList(value);
  const [names, setNames] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const known = useQuery({
    queryKey: [FILES_KEY, 'form', formCode, recordId],
    queryFn: () => queryFiles({ params: { refModule: `form:${formCode}`, refRecordId: recordId }, pageNo: 1, pageSize: 200 }),
    enabled: !!formCode && !!recordId && ids.length > 0,
    staleTime: 60_000,
  });
  const nameOf = (id: string, i: number) => names[id] ?? known.data?.rows.find((r) => r.id === id)?.fileName ?? t('formRt.fileN', { n: i + 1 });
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const got = await uploadFile(file, { refModule: formCode ? `form:${formCode}` : undefined, refRecordId: recordId, businessId: field.key }, () => undefined);
      setNames((n) => ({ ...n, ...Object.fromEntries(got.map((id) => [id, file.name])) }));
      onChange?.([...ids, ...got]);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (readOnly && !ids.length) return <span className="ecms-form-value ecms-form-value--empty" data-testid={testId}>-</span>;
  return (
    <div className="ecms-form-files" data-testid={testId}>
      {!readOnly && (
        <Upload showUploadList={false} multiple beforeUpload={(file) => { void upload(file); return false; }}>
          <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid={`${testId}-upload`}>{t('files.upload')}</Button>
        </Upload>
      )}
      {ids.map((id, i) => (
        <div key={id} className="ecms-form-file">
          <PaperClipOutlined />
          <Typography.Link href={downloadUrl([id])} ellipsis>{nameOf(id, i)}</Typography.Link>
          {!readOnly && (
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('files.delete')} onClick={() => onChange?.(ids.filter((x) => x !== id))} />
          )}
        </div>
      ))}
    </div>
  );
}

function DictText({ code, value, multiple }: { code: string; value: unknown; multiple?: boolean }) {
  const { data } = useDict(code);
  const labels = asList(multiple ? value : isEmpty(value) ? [] : [String(value)]).map((v) => data?.find((o) => o.value === v)?.label ?? v);
  return <>{labels.join('、')}</>;
}

function TreeDictText({ code, value }: { code: string; value: unknown }) {
  const { data } = useTreeDict(code);
  const flat = useMemo(() => flattenDict(data ?? []), [data]);
  const hit = flat.find((o) => o.value === String(value));
  return <>{hit ? (hit.extValues?.fullText ?? hit.label) : String(value)}</>;
}

const flattenDict = (ns: DictOption[], out: DictOption[] = []): DictOption[] => {
  for (const n of ns) {
    out.push(n);
    if (n.children) flattenDict(n.children, out);
  }
  return out;
};

function DeptText({ value }: { value: unknown }) {
  const { data } = useShareDeptTree();
  const flat = useMemo(() => flattenTree(data ?? []), [data]);
  return <>{flat.find((d) => d.id === String(value))?.name ?? String(value)}</>;
}

function PersonText({ value }: { value: unknown }) {
  const { userNames } = useContext(RecordContext);
  return <>{asList(value).map((id) => userNames[id] ?? id).join('、')}</>;
}

/** The form or record kind a ref field points at (its query key and options source). */
const refTarget = (f: TFormField) => (f.refKind ? { refKind: f.refKind } : f.refForm ? { refForm: f.refForm } : null);
const refKey = (f: TFormField) => f.refKind ?? f.refForm;

/** The chosen record's title (the value is its id). */
function useRefLabel(field: TFormField, value: unknown) {
  const id = isEmpty(value) ? '' : String(value);
  const target = refTarget(field);
  return useQuery({ queryKey: ['form-ref', refKey(field), 'id', id], queryFn: () => fetchRefOptions(target!, { ids: id }), enabled: !!target && !!id, staleTime: 60_000 });
}

/** ref: a Select over the referenced form's (or record kind's) records, searched on the server by title. */
function RefSelect({ field, id, value, onChange, placeholder, testId }: {
  field: TFormField; id?: string; value: unknown; onChange: (v: unknown) => void; placeholder?: string; testId: string;
}) {
  const [text, setText] = useState('');
  const target = refTarget(field);
  const found = useQuery({ queryKey: ['form-ref', refKey(field), 'q', text], queryFn: () => fetchRefOptions(target!, { q: text }), enabled: !!target });
  const current = useRefLabel(field, value);
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const o of [...(current.data ?? []), ...(found.data ?? [])]) if (!seen.has(o.value)) seen.set(o.value, o.label ?? o.value);
    return [...seen].map(([v, label]) => ({ value: v, label }));
  }, [current.data, found.data]);
  return (
    <Select id={id} style={{ width: '100%' }} allowClear value={isEmpty(value) ? undefined : String(value)} options={options} loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setText }} onChange={(v) => onChange(v ?? null)} placeholder={placeholder} data-testid={testId} />
  );
}

function RefText({ field, value }: { field: TFormField; value: unknown }) {
  const { data } = useRefLabel(field, value);
  return <>{data?.[0]?.label ?? String(value)}</>;
}

/** Read-only display of a field's value with §9 formats and looked-up labels. */
function DisplayImpl({ field: f, value, probeKey }: { field: TFormField; value?: unknown; probeKey: string }) {
  const { t } = useTranslation();
  renderProbe.onRender?.(probeKey);
  const testId = `field-${probeKey}`;
  if (f.type === 'attachment') return <Attachments field={f} value={value} readOnly testId={testId} />;
  if (isEmpty(value)) {
    return <span className="ecms-form-value ecms-form-value--empty" data-testid={testId}>{f.type === 'serial' ? t('formRt.serialAuto') : '-'}</span>;
  }
  let body: React.ReactNode;
  if ((f.type === 'select' || f.type === 'multiSelect') && f.dictCode) body = <DictText code={f.dictCode} value={value} multiple={f.type === 'multiSelect'} />;
  else if (f.type === 'treeSelect' && f.dictCode) body = <TreeDictText code={f.dictCode} value={value} />;
  else if (f.type === 'person') body = <PersonText value={value} />;
  else if (f.type === 'dept') body = <DeptText value={value} />;
  else if (f.type === 'ref') body = <RefText field={f} value={value} />;
  else body = formatScalar(f, value);
  const numeric = f.type === 'money' || f.type === 'number' || f.type === 'percent' || f.type === 'computed';
  const multiline = f.type === 'textarea' || f.type === 'richText';
  return (
    <span className={`ecms-form-value${numeric ? ' ecms-form-value--num' : ''}${multiline ? ' ecms-form-value--multiline' : ''}`} data-testid={testId}>
      {body}
    </span>
  );
}

export const FieldDisplay = memo(DisplayImpl);
