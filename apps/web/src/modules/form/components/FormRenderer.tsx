import { memo, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Card, Col, Descriptions, Form, Row, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { computeRow, type TFieldPermission, type TFormField, type TFormModel, type TFormSection } from '@ecms/shared';
import { fetchUserNames } from '../../../api/forms';
import { useUserInfo } from '../../../app/hooks/use-user';
import {
  accessOf, errorPath, fieldRules, isVisible, personIds, withComputed, type DefaultContext, type FormStore, type FormValue,
} from '../field-model';
import { FieldControl, FieldDisplay, RecordContext } from './fields';
import { SubTableEdit, SubTableView } from './SubTable';
import '../form.css';

/*
 * Renders an online-form model with its values (create, edit, view; flow-node field permissions).
 * Speed: the form body is memoized on the model, mode and permissions only; each field is its own
 * Form.Item, so typing re-renders that field alone (and, through their own subscriptions, the
 * fields whose visibility depends on it and the sub-table totals). Computed fields are set from
 * onValuesChange with the shared formula evaluator (the server computes the same on save).
 */
export interface FormRendererProps {
  model: TFormModel;
  value: { values: Record<string, unknown>; subTables: Record<string, Record<string, unknown>[]> };
  onChange?: (next: FormRendererProps['value']) => void;
  mode: 'edit' | 'view';
  /** Per field key: hidden / readonly / editable (flow node); absent = editable in edit mode. */
  fieldPermissions?: Record<string, TFieldPermission>;
  /** Server validation errors to show on their fields. */
  errors?: { field: string; message: string }[];
  /** Form code and record id: where the record's attachments live (none before the first save). */
  formCode?: string;
  recordId?: string;
  /** validate() (every field, scrolls to the first error) and the current value. */
  ref?: Ref<FormRendererHandle>;
}

export interface FormRendererHandle {
  /** Validates every field; on failure scrolls to the first error and answers null. */
  validate: () => Promise<FormRendererProps['value'] | null>;
  getValue: () => FormRendererProps['value'];
}

const toStore = (v: FormValue): FormStore => ({ v: { ...v.values }, s: Object.fromEntries(Object.entries(v.subTables ?? {}).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))])) });

function readValue(form: FormInstance<FormStore>): FormValue {
  const store = form.getFieldsValue(true) as Partial<FormStore>;
  const subTables: FormValue['subTables'] = {};
  for (const [k, rows] of Object.entries(store.s ?? {})) subTables[k] = (rows ?? []).filter(Boolean).map((r) => ({ ...r }));
  return { values: { ...(store.v ?? {}) }, subTables };
}

const SPAN_BASE = 24;

/** Column spans of a field in its section: full width on phones, 2 columns at most on medium screens. */
function colProps(section: TFormSection, f: TFormField) {
  const cols = section.columns;
  const span = Math.min(f.span ?? 1, cols);
  const lg = Math.round((SPAN_BASE / cols) * span);
  const md = cols >= 2 ? (span >= 2 || f.type === 'textarea' || f.type === 'richText' ? 24 : 12) : 24;
  return { xs: 24, md, lg, xl: lg };
}

/** A field whose visibility depends on another: re-renders only when that other value changes. */
function Visible({ field, children }: { field: TFormField; children: React.ReactNode }) {
  const dep = field.visibleWhen!.field;
  return (
    <Form.Item noStyle shouldUpdate={(a: FormStore, b: FormStore) => a.v?.[dep] !== b.v?.[dep]}>
      {({ getFieldValue }) => (isVisible(field, { [dep]: getFieldValue(['v', dep]) }) ? children : null)}
    </Form.Item>
  );
}

const FieldItem = memo(function FieldItem({ section, field: f, access }: { section: TFormSection; field: TFormField; access: TFieldPermission }) {
  const { t } = useTranslation();
  const editable = access === 'editable';
  const col = (
    <Col {...colProps(section, f)}>
      <Form.Item
        name={['v', f.key]}
        label={f.label}
        required={editable && f.required}
        rules={editable ? fieldRules(f, t) : undefined}
        className={f.type === 'attachment' ? 'ecms-form-item--block' : undefined}
      >
        {editable ? <FieldControl field={f} probeKey={f.key} /> : <FieldDisplay field={f} probeKey={f.key} />}
      </Form.Item>
    </Col>
  );
  return f.visibleWhen ? <Visible field={f}>{col}</Visible> : col;
});

function EditBody({ model, perms, ctx }: { model: TFormModel; perms: Record<string, TFieldPermission> | undefined; ctx: DefaultContext }) {
  return (
    <>
      {model.sections.map((s) => {
        const fields = s.fields.map((f) => ({ f, access: accessOf(f, 'edit', perms) })).filter((x) => x.access !== 'hidden');
        if (!fields.length) return null;
        return (
          <Card key={s.key} size="small" title={s.title || undefined} className="ecms-form-section" data-testid={`form-section-${s.key}`}>
            <Row gutter={16}>
              {fields.map(({ f, access }) => <FieldItem key={f.key} section={s} field={f} access={access} />)}
            </Row>
          </Card>
        );
      })}
      {(model.subTables ?? []).filter((st) => perms?.[st.key] !== 'hidden').map((st) => (
        <Card key={st.key} size="small" title={st.title} className="ecms-form-section" data-testid={`form-subtable-${st.key}`}>
          <SubTableEdit st={st} perms={perms} ctx={ctx} />
        </Card>
      ))}
    </>
  );
}

function ViewBody({ model, value, perms }: { model: TFormModel; value: FormValue; perms: Record<string, TFieldPermission> | undefined }) {
  return (
    <>
      {model.sections.map((s) => {
        const fields = s.fields.filter((f) => accessOf(f, 'view', perms) !== 'hidden' && isVisible(f, value.values));
        if (!fields.length) return null;
        const cols = s.columns;
        return (
          <Card key={s.key} size="small" title={s.title || undefined} className="ecms-form-section" data-testid={`form-section-${s.key}`}>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 1, md: Math.min(cols, 2), lg: cols, xl: cols, xxl: cols }}
              styles={{ label: { width: 120 } }}
              items={fields.map((f) => ({
                key: f.key,
                label: f.label,
                span: f.type === 'attachment' || f.type === 'richText' ? 'filled' as const : Math.min(f.span ?? 1, cols),
                children: <FieldDisplay field={f} value={value.values[f.key]} probeKey={f.key} />,
              }))}
            />
          </Card>
        );
      })}
      {(model.subTables ?? []).filter((st) => perms?.[st.key] !== 'hidden').map((st) => (
        <Card key={st.key} size="small" title={st.title} className="ecms-form-section" data-testid={`form-subtable-${st.key}`}>
          <SubTableView st={st} rows={value.subTables?.[st.key] ?? []} perms={perms} />
        </Card>
      ))}
    </>
  );
}

/** Names of the people in the value, looked up once (server rows may also carry `<key>Name`). */
function useUserNames(model: TFormModel, value: FormValue): Record<string, string> {
  const ids = personIds(model, value);
  const key = ids.join(',');
  const fetched = useQuery({ queryKey: ['form-user-names', key], queryFn: () => fetchUserNames(ids), enabled: ids.length > 0, staleTime: 5 * 60_000 });
  const data = fetched.data;
  return useMemo(() => {
    const out: Record<string, string> = { ...data };
    for (const s of model.sections) {
      for (const f of s.fields) {
        const id = value.values[f.key];
        const name = value.values[`${f.key}Name`];
        if (f.type === 'person' && typeof id === 'string' && typeof name === 'string' && !out[id]) out[id] = name;
      }
    }
    return out;
    // value only matters through the ids (names of later picks come from the picker itself)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, model, key]);
}

export function FormRenderer({ model, value, onChange, mode, fieldPermissions, errors, formCode, recordId, ref }: FormRendererProps) {
  const [form] = Form.useForm<FormStore>();
  const me = useUserInfo().data;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastEmitted = useRef<FormValue | null>(null);
  const initialStore = useRef<FormStore | null>(null);
  if (!initialStore.current) initialStore.current = toStore(withComputed(model, value));

  // A permissions object rebuilt by the caller on every render must not defeat the memo below.
  const permsKey = JSON.stringify(fieldPermissions ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const perms = useMemo(() => fieldPermissions, [permsKey]);
  const ctx = useMemo<DefaultContext>(() => ({ userId: me?.userId, deptId: me?.deptId }), [me?.userId, me?.deptId]);

  // A value from outside (load, reload after 409) replaces the form's content.
  useEffect(() => {
    if (mode !== 'edit' || value === lastEmitted.current) return;
    const current = readValue(form);
    if (JSON.stringify(current) === JSON.stringify({ values: value.values, subTables: value.subTables ?? {} })) return;
    form.resetFields();
    form.setFieldsValue(toStore(withComputed(model, value)));
  }, [form, value, mode, model]);

  // Server errors on their fields; the first one scrolled into view.
  useEffect(() => {
    if (!errors?.length || mode !== 'edit') return;
    const fields = errors.map((e) => ({ path: errorPath(model, e.field), message: e.message })).filter((e) => e.path);
    if (!fields.length) return;
    form.setFields(fields.map((e) => ({ name: e.path!, errors: [e.message] })));
    form.scrollToField(fields[0].path!, { block: 'center', behavior: 'smooth' });
  }, [errors, form, model, mode]);

  useImperativeHandle(ref, () => ({
    getValue: () => (mode === 'edit' ? readValue(form) : value),
    validate: async () => {
      if (mode !== 'edit') return value;
      try {
        await form.validateFields();
        return readValue(form);
      } catch (e) {
        const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
        if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth', focus: true });
        return null;
      }
    },
  }), [form, mode, value]);

  const onValuesChange = useMemo(() => (changed: Partial<FormStore>) => {
    if (changed.s) {
      for (const [subKey, rows] of Object.entries(changed.s)) {
        const st = (model.subTables ?? []).find((x) => x.key === subKey);
        if (!st || !Array.isArray(rows)) continue;
        rows.forEach((r, i) => {
          if (!r) return;
          const path = ['s', subKey, i];
          const next = computeRow(st.fields, form.getFieldValue(path) ?? {});
          for (const [k, v] of Object.entries(next)) form.setFieldValue([...path, k], v);
        });
      }
    }
    // main-form computed fields: their own row, and sub-table columns through sum(sub.key)
    if (changed.v || changed.s) {
      const next = computeRow(model.sections.flatMap((s) => s.fields), form.getFieldValue('v') ?? {}, form.getFieldValue('s') ?? {});
      if (Object.keys(next).length) form.setFieldsValue({ v: next } as Partial<FormStore>);
    }
    const out = readValue(form);
    lastEmitted.current = out;
    onChangeRef.current?.(out);
  }, [form, model]);

  const userNames = useUserNames(model, value);
  const record = useMemo(() => ({ formCode, recordId, userNames }), [formCode, recordId, userNames]);

  const editBody = useMemo(
    () => (mode === 'edit' ? <EditBody model={model} perms={perms} ctx={ctx} /> : null),
    [mode, model, perms, ctx],
  );

  return (
    <RecordContext.Provider value={record}>
      <div className="ecms-form" data-testid="form-renderer">
        {mode === 'edit' ? (
          <Form<FormStore>
            form={form}
            initialValues={initialStore.current}
            onValuesChange={onValuesChange}
            labelCol={{ flex: '112px' }}
            wrapperCol={{ flex: 1 }}
            labelWrap
            colon={false}
            scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
          >
            {editBody}
          </Form>
        ) : (
          <ViewBody model={model} value={value} perms={perms} />
        )}
      </div>
    </RecordContext.Provider>
  );
}
