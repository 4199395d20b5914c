import { useEffect, useMemo, useState, type Dispatch } from 'react';
import { Alert, Checkbox, Divider, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORM_KINDS, type TFormField, type TFormKind } from '@ecms/shared';
import { fetchDictKinds, flattenTree } from '../../../api/sys';
import { DictSelect } from '../../../components/dict';
import { queryForms, querySerialRules } from '../api';
import {
  defaultPlaceholder, isNumeric, locate, rowFields, validateFormula, validateKey,
  type Action, type DField, type DesignerState, type FormulaError, type KeyError,
} from '../model';

type D = Dispatch<Action>;

export interface FormMeta { code: string; name: string; kind: TFormKind; groupId: string | null; published: boolean }

const CHOICE = new Set(['select', 'multiSelect', 'treeSelect']);
const TEXTUAL = new Set(['text', 'textarea', 'richText']);
const NO_DEFAULT = new Set(['computed', 'serial', 'attachment', 'richText', 'person', 'dept', 'area', 'treeSelect', 'ref']);
/** Types a unique index can hold (the server refuses the others). */
const UNIQUE_TYPES = new Set(['text', 'number', 'money', 'percent', 'date', 'datetime', 'month', 'year', 'select', 'treeSelect', 'person', 'dept', 'area', 'ref']);

/** ref: the published forms a field may pick records of. */
function RefFormSelect({ value, onChange }: { value?: string; onChange: (v: string | undefined) => void }) {
  const { t } = useTranslation();
  const forms = useQuery({ queryKey: ['fd-ref-forms'], queryFn: () => queryForms({ pageNo: 1, pageSize: 1000 }), staleTime: 60_000 });
  const options = (forms.data?.rows ?? []).filter((f) => f.currentVersion !== null).map((f) => ({ value: f.code, label: `${f.name}（${f.code}）` }));
  return (
    <Select showSearch allowClear value={value} loading={forms.isPending} options={options} optionFilterProp="label" placeholder={t('fd.props.pickRefForm')}
      onChange={(v) => onChange(v ?? undefined)} data-testid="fd-prop-ref-form" />
  );
}

/** Dictionary codes for the dict pickers (the dictionary catalogue: plain and tree dictionaries). */
function useDictCodes(tree: boolean) {
  const kinds = useQuery({ queryKey: ['sys-dict-kinds'], queryFn: fetchDictKinds, staleTime: 60_000 });
  return useMemo(() => {
    const group = (kinds.data ?? []).find((g) => g.id === (tree ? 'treedict' : 'dict'));
    const nodes = group ? flattenTree(group.children ?? []) : flattenTree(kinds.data ?? []).filter((n) => n.type !== 'group' && !!n.isTree === tree);
    return { loading: kinds.isPending, options: nodes.map((n) => ({ value: n.id, label: `${n.name}（${n.id}）` })) };
  }, [kinds.data, kinds.isPending, tree]);
}

/** The key input: edited freely, applied on blur / Enter only when valid (pattern, reserved, unique). */
function KeyInput({ state, ownerUid, value, dispatch }: { state: DesignerState; ownerUid: string; value: string; dispatch: D }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<KeyError | null>(null);
  useEffect(() => { setDraft(value); setError(null); }, [value, ownerUid]);
  const commit = () => {
    const k = draft.trim();
    const err = validateKey(state, ownerUid, k);
    setError(err);
    if (!err) dispatch({ type: 'setKey', uid: ownerUid, key: k });
  };
  return (
    <Form.Item label={t('fd.props.key')} validateStatus={error ? 'error' : undefined} help={error ? t(`fd.keyError.${error}`) : t('fd.props.keyHint')}>
      <Input value={draft} maxLength={40} onChange={(e) => { setDraft(e.target.value); setError(null); }} onBlur={commit} onPressEnter={commit} data-testid="fd-prop-key" />
    </Form.Item>
  );
}

function formulaMessage(t: (k: string, o?: Record<string, unknown>) => string, e: FormulaError): string {
  return t(`fd.formula.${e.code}`, 'detail' in e ? { detail: e.detail } : undefined);
}

function FieldProps({ state, field, dispatch }: { state: DesignerState; field: DField; dispatch: D }) {
  const { t } = useTranslation();
  const at = locate(state, field.uid)!;
  const inSub = at.kind === 'sub';
  const columns = inSub ? 1 : (at.container as { columns: number }).columns;
  const row = rowFields(state, at.container.uid);
  const set = (patch: Partial<Omit<TFormField, 'key'>>) => dispatch({ type: 'updateField', uid: field.uid, patch });
  const numeric = isNumeric(field.type);
  const dicts = useDictCodes(field.type === 'treeSelect');
  const rules = useQuery({ queryKey: ['fd-serial-rules'], queryFn: () => querySerialRules(), enabled: field.type === 'serial', staleTime: 30_000 });
  const subs = inSub ? undefined : state.subTables;
  const formulaErr = field.type === 'computed' ? validateFormula(field.formula, field.key, row, subs) : null;
  const numericKeys = row.filter((f) => f.uid !== field.uid && isNumeric(f.type));
  // Main-form formulas may total a sub-table column: sum(items.amount).
  const sumRefs = (subs ?? []).flatMap((t) => t.fields.filter((f) => isNumeric(f.type)).map((f) => ({ ref: `sum(${t.key}.${f.key})`, label: `Σ ${t.title}.${f.label}` })));
  const append = (x: string) => set({ formula: `${(field.formula ?? '').trimEnd()}${field.formula?.trim() ? ' ' : ''}${x}` });
  const others = row.filter((f) => f.uid !== field.uid && f.type !== 'richText' && f.type !== 'attachment');
  const vw = field.visibleWhen;
  const label = field.label || field.key;
  return (
    <>
      <Typography.Title level={5} className="fd-props__title">
        {t('fd.props.fieldTitle')} <Tag variant="filled">{t(`fd.type.${field.type}`)}</Tag>
      </Typography.Title>
      <Form.Item label={t('fd.props.label')} required validateStatus={field.label.trim() ? undefined : 'error'} help={field.label.trim() ? undefined : t('fd.props.labelRequired')}>
        <Input value={field.label} maxLength={50} onChange={(e) => set({ label: e.target.value })} data-testid="fd-prop-label" />
      </Form.Item>
      <KeyInput state={state} ownerUid={field.uid} value={field.key} dispatch={dispatch} />
      {field.type !== 'computed' && field.type !== 'serial' && (
        <Form.Item label={t('fd.props.required')} extra={field.required ? t('fd.props.requiredMsg', { label }) : undefined}>
          <Switch checked={!!field.required} onChange={(v) => set({ required: v || undefined })} data-testid="fd-prop-required" />
        </Form.Item>
      )}
      {field.type !== 'computed' && field.type !== 'serial' && field.type !== 'attachment' && (
        <Form.Item label={t('fd.props.placeholder')}>
          <Input value={field.placeholder ?? ''} maxLength={100} placeholder={defaultPlaceholder(field)} onChange={(e) => set({ placeholder: e.target.value || undefined })} />
        </Form.Item>
      )}

      {(TEXTUAL.has(field.type) || numeric) && field.type !== 'computed' && <Divider plain titlePlacement="start">{t('fd.props.rules')}</Divider>}
      {TEXTUAL.has(field.type) && (
        <>
          <Form.Item label={t('fd.props.maxLength')}>
            <InputNumber min={1} max={10000} precision={0} value={field.maxLength} style={{ width: '100%' }} onChange={(v) => set({ maxLength: v ?? undefined })} />
          </Form.Item>
          {field.type === 'text' && (
            <>
              <Form.Item label={t('fd.props.pattern')} extra={t('fd.props.patternHint')}
                validateStatus={field.pattern && !validRegex(field.pattern) ? 'error' : undefined}
                help={field.pattern && !validRegex(field.pattern) ? t('fd.props.patternInvalid') : undefined}>
                <Input value={field.pattern ?? ''} maxLength={200} placeholder="^1[3-9]\d{9}$" onChange={(e) => set({ pattern: e.target.value || undefined })} data-testid="fd-prop-pattern" />
              </Form.Item>
              <Form.Item label={t('fd.props.patternMessage')}>
                <Input value={field.patternMessage ?? ''} maxLength={100} placeholder={t('fd.props.patternMessageDefault', { label })} disabled={!field.pattern}
                  onChange={(e) => set({ patternMessage: e.target.value || undefined })} />
              </Form.Item>
            </>
          )}
        </>
      )}
      {numeric && (
        <>
          {field.type !== 'computed' && (
            <div className="fd-props__pair">
              <Form.Item label={t('fd.props.min')}>
                <InputNumber value={field.min} onChange={(v) => set({ min: v ?? undefined })} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item label={t('fd.props.max')}>
                <InputNumber value={field.max} onChange={(v) => set({ max: v ?? undefined })} style={{ width: '100%' }} />
              </Form.Item>
            </div>
          )}
          {field.min != null && field.max != null && field.min > field.max && <Alert type="error" showIcon title={t('fd.props.minMax')} style={{ marginBottom: 12 }} />}
          <div className="fd-props__pair">
            {field.type !== 'computed' && (
              <Form.Item label={t('fd.props.step')}>
                <InputNumber min={0.000001} value={field.step} onChange={(v) => set({ step: v ?? undefined })} style={{ width: '100%' }} />
              </Form.Item>
            )}
            <Form.Item label={t('fd.props.precision')}>
              <InputNumber min={0} max={6} precision={0} value={field.precision} onChange={(v) => set({ precision: v ?? undefined })} style={{ width: '100%' }} />
            </Form.Item>
          </div>
        </>
      )}

      {(CHOICE.has(field.type) || field.type === 'computed' || field.type === 'serial') && <Divider plain titlePlacement="start">{t('fd.props.data')}</Divider>}
      {CHOICE.has(field.type) && (
        <Form.Item label={t(field.type === 'treeSelect' ? 'fd.props.treeDict' : 'fd.props.dict')} required
          validateStatus={field.dictCode ? undefined : 'warning'} help={field.dictCode ? undefined : t('fd.props.dictMissing')}>
          <Select showSearch allowClear value={field.dictCode} loading={dicts.loading} options={dicts.options} optionFilterProp="label"
            placeholder={t('fd.props.pickDict')} onChange={(v) => set({ dictCode: v ?? undefined, defaultValue: undefined })} data-testid="fd-prop-dict" />
        </Form.Item>
      )}
      {field.type === 'computed' && (
        <Form.Item label={t('fd.props.formula')} required validateStatus={formulaErr ? 'error' : 'success'}
          help={formulaErr ? formulaMessage(t, formulaErr) : t('fd.formula.ok')}>
          <Input.TextArea rows={2} value={field.formula ?? ''} maxLength={500} placeholder="quantity * price" onChange={(e) => set({ formula: e.target.value })} data-testid="fd-prop-formula" />
          <div className="fd-formula-keys">
            {numericKeys.length === 0 && sumRefs.length === 0 && <Typography.Text type="secondary">{t('fd.formula.noNumeric')}</Typography.Text>}
            {numericKeys.map((f) => (
              <Tag key={f.uid} className="fd-chip" onClick={() => append(f.key)}>
                {f.label}<span className="fd-chip__key">{f.key}</span>
              </Tag>
            ))}
            {sumRefs.map((r) => (
              <Tag key={r.ref} className="fd-chip" color="purple" onClick={() => append(r.ref)} title={r.ref}>{r.label}</Tag>
            ))}
            {['+', '-', '*', '/', '(', ')'].map((op) => (
              <Tag key={op} className="fd-chip fd-chip--op" onClick={() => set({ formula: `${(field.formula ?? '').trimEnd()} ${op}` })}>{op}</Tag>
            ))}
          </div>
        </Form.Item>
      )}
      {field.type === 'serial' && (
        <Form.Item label={t('fd.props.serialRule')} required validateStatus={field.serialRule ? undefined : 'warning'}
          help={field.serialRule ? undefined : t('fd.props.serialMissing')} extra={<Link to="/sys-manager/code-gen">{t('fd.props.manageRules')}</Link>}>
          <Select showSearch allowClear value={field.serialRule} loading={rules.isPending} optionFilterProp="label" placeholder={t('fd.props.pickRule')}
            options={(rules.data?.rows ?? []).map((r) => ({ value: r.code, label: `${r.name}（${r.code}）` }))}
            onChange={(v) => set({ serialRule: v ?? undefined })} data-testid="fd-prop-serial" />
        </Form.Item>
      )}
      {field.type === 'ref' && (
        <Form.Item label={t('fd.props.refForm')} required validateStatus={field.refForm ? undefined : 'warning'} help={field.refForm ? undefined : t('fd.props.pickRefForm')}>
          <RefFormSelect value={field.refForm} onChange={(v) => set({ refForm: v })} />
        </Form.Item>
      )}
      {!inSub && UNIQUE_TYPES.has(field.type) && (
        <Form.Item extra={t('fd.props.uniqueHint')}>
          <Checkbox checked={!!field.unique} onChange={(e) => set({ unique: e.target.checked || undefined })} data-testid="fd-prop-unique">{t('fd.props.unique')}</Checkbox>
        </Form.Item>
      )}
      {!NO_DEFAULT.has(field.type) && (
        <Form.Item label={t('fd.props.defaultValue')}>
          <DefaultValue field={field} onChange={(v) => set({ defaultValue: v })} />
        </Form.Item>
      )}

      <Divider plain titlePlacement="start">{t('fd.props.layout')}</Divider>
      {!inSub && (
        <Form.Item label={t('fd.props.span')} extra={t('fd.props.spanHint', { n: columns })}>
          <InputNumber min={1} max={columns} precision={0} value={Math.min(field.span ?? 1, columns)} disabled={columns === 1}
            onChange={(v) => set({ span: v && v > 1 ? v : undefined })} style={{ width: '100%' }} data-testid="fd-prop-span" />
        </Form.Item>
      )}
      <Form.Item label={t('fd.props.visibleWhen')} extra={t('fd.props.visibleHint')}>
        <Space orientation="vertical" style={{ width: '100%' }} size={6}>
          <Select allowClear value={vw?.field} placeholder={t('fd.props.alwaysVisible')} options={others.map((f) => ({ value: f.key, label: `${f.label}（${f.key}）` }))}
            onChange={(v) => set({ visibleWhen: v ? { field: v, op: vw?.op ?? 'eq', value: vw?.value } : undefined })} data-testid="fd-prop-visible-field" />
          {vw && (
            <Space.Compact block>
              <Select style={{ width: 120 }} value={vw.op} onChange={(op) => set({ visibleWhen: { ...vw, op, value: op === 'empty' || op === 'notEmpty' ? undefined : vw.value } })}
                options={(['eq', 'ne', 'in', 'notEmpty', 'empty'] as const).map((o) => ({ value: o, label: t(`fd.op.${o}`) }))} />
              {vw.op !== 'empty' && vw.op !== 'notEmpty' && (
                <Input value={showValue(vw.value)} placeholder={t(vw.op === 'in' ? 'fd.props.valuesPlaceholder' : 'fd.props.valuePlaceholder')}
                  onChange={(e) => set({ visibleWhen: { ...vw, value: vw.op === 'in' ? e.target.value.split(/[,，]/).map((s) => s.trim()).filter(Boolean) : e.target.value } })} />
              )}
            </Space.Compact>
          )}
        </Space>
      </Form.Item>
      {!inSub && field.type !== 'richText' && (
        <>
          <Divider plain titlePlacement="start">{t('fd.props.list')}</Divider>
          <Space size={16} wrap style={{ marginBottom: 12 }}>
            <Checkbox checked={!!field.listColumn} onChange={(e) => set({ listColumn: e.target.checked || undefined })} data-testid="fd-prop-list">{t('fd.props.listColumn')}</Checkbox>
            <Checkbox checked={!!field.searchable} onChange={(e) => set({ searchable: e.target.checked || undefined })}>{t('fd.props.searchable')}</Checkbox>
          </Space>
          <Form.Item label={t('fd.props.width')}>
            <InputNumber min={40} max={800} precision={0} value={field.width} disabled={!field.listColumn} placeholder="120" suffix="px"
              onChange={(v) => set({ width: v ?? undefined })} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </>
  );
}

const validRegex = (p: string) => { try { new RegExp(p); return true; } catch { return false; } };
const showValue = (v: unknown) => (Array.isArray(v) ? v.join(',') : v == null ? '' : String(v));

function DefaultValue({ field, onChange }: { field: DField; onChange: (v: unknown) => void }) {
  const { t } = useTranslation();
  const v = field.defaultValue;
  if (isNumeric(field.type)) {
    return <InputNumber value={typeof v === 'number' ? v : undefined} min={field.min} max={field.max} step={field.step} precision={field.precision}
      onChange={(n) => onChange(n ?? undefined)} style={{ width: '100%' }} />;
  }
  if (field.type === 'select' || field.type === 'multiSelect') {
    if (!field.dictCode) return <Typography.Text type="secondary">{t('fd.props.pickDictFirst')}</Typography.Text>;
    return <DictSelect code={field.dictCode} mode={field.type === 'multiSelect' ? 'multiple' : undefined} allowClear value={v as string | string[] | undefined}
      onChange={(x) => onChange(x ?? undefined)} />;
  }
  if (['date', 'datetime', 'month', 'year'].includes(field.type)) {
    return <Select allowClear value={v as string | undefined} placeholder={t('fd.props.noDefault')} onChange={(x) => onChange(x ?? undefined)}
      options={[{ value: '$now', label: t('fd.props.today') }]} />;
  }
  return <Input value={typeof v === 'string' ? v : ''} maxLength={field.maxLength ?? 500} onChange={(e) => onChange(e.target.value || undefined)} />;
}

function SectionProps({ state, uid, dispatch }: { state: DesignerState; uid: string; dispatch: D }) {
  const { t } = useTranslation();
  const s = state.sections.find((x) => x.uid === uid)!;
  return (
    <>
      <Typography.Title level={5} className="fd-props__title">{t('fd.props.sectionTitle')}</Typography.Title>
      <Form.Item label={t('fd.section.title')}>
        <Input value={s.title} maxLength={50} onChange={(e) => dispatch({ type: 'updateSection', uid, patch: { title: e.target.value } })} data-testid="fd-prop-section-title" />
      </Form.Item>
      <Form.Item label={t('fd.section.columns')}>
        <Select value={s.columns} onChange={(v) => dispatch({ type: 'updateSection', uid, patch: { columns: v } })}
          options={[1, 2, 3, 4].map((c) => ({ value: c, label: t('fd.section.nColumns', { n: c }) }))} />
      </Form.Item>
      <Typography.Text type="secondary">{t('fd.props.sectionCount', { n: s.fields.length })}</Typography.Text>
    </>
  );
}

function SubProps({ state, uid, dispatch }: { state: DesignerState; uid: string; dispatch: D }) {
  const { t } = useTranslation();
  const s = state.subTables.find((x) => x.uid === uid)!;
  return (
    <>
      <Typography.Title level={5} className="fd-props__title">{t('fd.props.subTitle')}</Typography.Title>
      <Form.Item label={t('fd.sub.title')}>
        <Input value={s.title} maxLength={50} onChange={(e) => dispatch({ type: 'updateSubTable', uid, patch: { title: e.target.value } })} data-testid="fd-prop-sub-title" />
      </Form.Item>
      <KeyInput state={state} ownerUid={uid} value={s.key} dispatch={dispatch} />
      <Form.Item label={t('fd.sub.sumFields')} extra={t('fd.sub.sumHint')}>
        <Select mode="multiple" allowClear value={s.sumFields ?? []} placeholder={t('fd.sub.noSum')}
          options={s.fields.filter((f) => isNumeric(f.type)).map((f) => ({ value: f.key, label: f.label }))}
          onChange={(v) => dispatch({ type: 'updateSubTable', uid, patch: { sumFields: v.length ? v : undefined } })} data-testid="fd-prop-sum" />
      </Form.Item>
      <Typography.Text type="secondary">{t('fd.props.subCount', { n: s.fields.length })}</Typography.Text>
    </>
  );
}

function FormPropsPanel({ state, dispatch, meta, setMeta }: { state: DesignerState; dispatch: D; meta: FormMeta; setMeta: (p: Partial<FormMeta>) => void }) {
  const { t } = useTranslation();
  const main = state.sections.flatMap((s) => s.fields);
  const labelOptions = main.filter((f) => f.type === 'text' || f.type === 'serial' || f.type === 'select').map((f) => ({ value: f.key, label: `${f.label}（${f.key}）` }));
  const subFields = state.subTables.reduce((n, s) => n + s.fields.length, 0);
  return (
    <>
      <Typography.Title level={5} className="fd-props__title">{t('fd.props.formTitle')}</Typography.Title>
      <Form.Item label={t('fd.list.code')}><Input value={meta.code} disabled /></Form.Item>
      <Form.Item label={t('fd.list.name')} required validateStatus={meta.name.trim() ? undefined : 'error'}>
        <Input value={meta.name} maxLength={50} onChange={(e) => setMeta({ name: e.target.value })} data-testid="fd-prop-form-name" />
      </Form.Item>
      <Form.Item label={t('fd.list.kind')}>
        <Select value={meta.kind} onChange={(kind) => setMeta({ kind })} options={FORM_KINDS.map((k) => ({ value: k, label: t(`fd.kind.${k}`) }))} />
      </Form.Item>
      <Form.Item label={t('fd.list.group')}>
        <DictSelect code="form_group" allowClear value={meta.groupId ?? undefined} onChange={(v) => setMeta({ groupId: (v as string) ?? null })} />
      </Form.Item>
      <Form.Item label={t('fd.props.titleField')} extra={t('fd.props.titleFieldHint')}>
        <Select allowClear value={state.titleField} options={labelOptions} onChange={(v) => dispatch({ type: 'setForm', patch: { titleField: v ?? undefined } })} />
      </Form.Item>
      {meta.kind === 'treegrid' && (
        <Form.Item label={t('fd.props.treeLabelField')}>
          <Select allowClear value={state.treeLabelField} options={labelOptions} onChange={(v) => dispatch({ type: 'setForm', patch: { treeLabelField: v ?? undefined } })} />
        </Form.Item>
      )}
      <Alert type="info" showIcon title={t('fd.props.stats', { sections: state.sections.length, fields: main.length, subs: state.subTables.length, subFields })} />
    </>
  );
}

/** The right pane: properties of what is selected (a field, a section, a sub-table) or of the form. */
export function PropsPanel({ state, dispatch, meta, setMeta }: { state: DesignerState; dispatch: D; meta: FormMeta; setMeta: (p: Partial<FormMeta>) => void }) {
  const sel = state.selected;
  const field = sel?.kind === 'field' ? locate(state, sel.uid)?.field : undefined;
  let body;
  if (field) body = <FieldProps key={field.uid} state={state} field={field} dispatch={dispatch} />;
  else if (sel?.kind === 'section' && state.sections.some((s) => s.uid === sel.uid)) body = <SectionProps state={state} uid={sel.uid} dispatch={dispatch} />;
  else if (sel?.kind === 'sub' && state.subTables.some((s) => s.uid === sel.uid)) body = <SubProps key={sel.uid} state={state} uid={sel.uid} dispatch={dispatch} />;
  else body = <FormPropsPanel state={state} dispatch={dispatch} meta={meta} setMeta={setMeta} />;
  return (
    <div className="fd-props" data-testid="fd-props">
      <Form layout="vertical" component="div" size="small">{body}</Form>
    </div>
  );
}

