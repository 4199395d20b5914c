import { useMemo } from 'react';
import { Radio, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIELD_PERMISSIONS, type TFieldPermission, type TFormFieldType, type TFormModel } from '@ecms/shared';
import { fetchForm, fetchFormVersion, queryForms, type FormRow } from './api';

/*
 * The online form bound to a flow definition (the form's `processCode` = the definition's code):
 * used by setting-flow's f-form-manager tab and by the node drawer's field permissions.
 */

export interface FlowFormField { key: string; label: string; type: TFormFieldType | 'subTable'; section: string; sub?: string }

/** Every field of a model in display order; a sub-table is one entry (its permission covers its rows). */
export function modelFields(model: TFormModel | undefined): FlowFormField[] {
  if (!model) return [];
  return [
    ...model.sections.flatMap((s) => s.fields.map((f) => ({ key: f.key, label: f.label, type: f.type, section: s.title }))),
    ...(model.subTables ?? []).map((t) => ({ key: t.key, label: t.title, type: 'subTable' as const, section: t.title, sub: t.key })),
  ];
}

export const ALL_FORMS_KEY = ['fd-forms', 'all'] as const;
export const allForms = () => queryForms({ pageNo: 1, pageSize: 1000, orderBy: 'updatedDate', order: 'desc' });

/** The bound form (if any) and its fields: the published model when there is one, else the draft. */
export function useFlowForm(processCode: string | null | undefined) {
  const forms = useQuery({ queryKey: ALL_FORMS_KEY, queryFn: allForms, enabled: !!processCode, staleTime: 30_000 });
  const bound: FormRow | undefined = processCode ? forms.data?.rows.find((f) => f.processCode === processCode) : undefined;
  const model = useQuery({
    queryKey: ['fd-flow-form-model', bound?.id, bound?.currentVersion ?? 'draft'],
    queryFn: async () => (bound!.currentVersion ? fetchFormVersion(bound!.id, bound!.currentVersion) : (await fetchForm(bound!.id)).model),
    enabled: !!bound,
    staleTime: 30_000,
  });
  const fields = useMemo(() => modelFields(model.data), [model.data]);
  return { forms, bound, model, fields, loading: forms.isPending && !!processCode };
}

/**
 * Per-field hidden / read-only / editable for one node. Unset fields follow the engine's default
 * (start node: editable; approval nodes: read-only), which is shown, so setting it explicitly is a choice.
 */
export function FieldPermissionsEditor({ fields, value, onChange, isStart, disabled }: {
  fields: FlowFormField[];
  value: Record<string, TFieldPermission> | undefined;
  onChange: (next: Record<string, TFieldPermission> | undefined) => void;
  isStart: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const dflt: TFieldPermission = isStart ? 'editable' : 'readonly';
  const set = (key: string, p: TFieldPermission) => {
    const next = { ...(value ?? {}) };
    if (p === dflt) delete next[key];
    else next[key] = p;
    onChange(Object.keys(next).length ? next : undefined);
  };
  const setAll = (p: TFieldPermission) => {
    const next: Record<string, TFieldPermission> = {};
    if (p !== dflt) for (const f of fields) next[f.key] = p;
    onChange(Object.keys(next).length ? next : undefined);
  };
  return (
    <ResponsiveTable<FlowFormField>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={fields}
      scroll={{ y: 320 }}
      data-testid="wf-field-permissions"
      columns={[
        {
          title: t('fd.flow.field'), dataIndex: 'label', ellipsis: true,
          render: (v: string, r) => <span title={r.key}>{v}{r.sub && <Typography.Text type="secondary" style={{ fontSize: 12 }}>（{t('fd.sub.tag')}）</Typography.Text>}</span>,
        },
        ...FIELD_PERMISSIONS.map((p) => ({
          key: p, width: 64, align: 'center' as const,
          title: <a onClick={() => !disabled && setAll(p)} title={t('fd.flow.setAll')}>{t(`fd.perm.${p}`)}</a>,
          render: (_v: unknown, r: FlowFormField) => (
            <Radio checked={(value?.[r.key] ?? dflt) === p} disabled={disabled} onChange={() => set(r.key, p)} aria-label={`${r.label} ${t(`fd.perm.${p}`)}`}
              data-testid={`wf-perm-${r.key}-${p}`} />
          ),
        })),
      ]}
    />
  );
}
