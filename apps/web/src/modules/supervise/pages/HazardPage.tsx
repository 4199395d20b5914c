import { useMemo, useState } from 'react';
import { Alert, Form, InputNumber, Radio, Space, Tag, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { classifyHazard, HAZARD_LEVEL, HAZARD_RULES, labelOf, SAFETY_MSG } from '@ecms/shared';
import { FormModal } from '../../../components/FormModal';
import { LedgerFormItems, LedgerPage, useCrudMutation, type LedgerFormEntry } from '../../../components/ledger';
import { hazardStep, queryHazards, SAFETY_KEYS, saveHazard, type THazard } from '../safety-api';
import { nowrap, SafetyProjectBar, treeOptions, useSafetyProject } from './SafetyProjectBar';

const right = (a: string) => `supervise:hazard:${a}`;
type Qual = 'none' | 'danger' | 'super';
interface HazardForm { name?: string; projectType?: string; params?: Record<string, number | null>; qualitative?: Qual; itemId?: string; itemId2?: string | null; planDate?: Dayjs | null }
type StepKind = 'scheme' | 'expert' | 'start' | 'accept' | 'clear';
interface StepForm { scheme?: string; date?: Dayjs; expertVerdict?: 1 | 2 | 3; expertNames?: string; expertOpinion?: string; acceptStaff?: string }

/** 超危大 in red, 危大 in orange. */
export const ScaleTag = ({ level, scale }: { level: number; scale: string }) => <Tag color={level === 2 ? 'red' : 'orange'} data-testid="sup-hazard-scale">{scale}</Tag>;

/**
 * /engineering-supervision/hazard (危大工程): the registry with the 31号 categories. The scale —
 * 危大 or 超过一定规模 — is decided from the entered parameters (previewed here with the same
 * rules the server applies); scheme review, expert review (超危大), start, acceptance (the server
 * refuses a 超危大 entry without a passing expert review) and close-out.
 */
export function HazardPage() {
  const { t } = useTranslation();
  const p = useSafetyProject();
  const { businessId } = p;
  const [form] = Form.useForm<HazardForm>();
  const category = Form.useWatch('projectType', form);
  const params = Form.useWatch('params', form);
  const qualitative = Form.useWatch('qualitative', form);
  const unitId = Form.useWatch('itemId', form);
  const parts = useMemo(() => treeOptions(p.units.find((u) => u.id === unitId)?.children ?? []), [p.units, unitId]);
  const rule = HAZARD_RULES.find((c) => c.code === category);
  const numbers = Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
  const preview = category ? classifyHazard(category, numbers, qualitative ?? 'none') : null;
  const [stepOf, setStepOf] = useState<{ kind: StepKind; row: THazard } | null>(null);
  const [stepForm] = Form.useForm<StepForm>();
  const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');
  const runStep = useCrudMutation({
    mutationFn: ({ kind, row, v }: { kind: StepKind; row: THazard; v: StepForm }) => {
      if (kind === 'scheme') return hazardStep.scheme(row.id, { scheme: v.scheme ?? '', schemeReviewDate: day(v.date) });
      if (kind === 'expert') return hazardStep.expert(row.id, { expertDate: day(v.date), expertVerdict: v.expertVerdict ?? (0 as 1), expertNames: v.expertNames ?? '', expertOpinion: v.expertOpinion ?? null });
      if (kind === 'start') return hazardStep.start(row.id, { actualDate: day(v.date) });
      if (kind === 'accept') return hazardStep.accept(row.id, { acceptDate: day(v.date), acceptStaff: v.acceptStaff ?? null });
      return hazardStep.clear(row.id, { clearDate: day(v.date) });
    },
    invalidate: [[SAFETY_KEYS.hazards]],
    close: () => setStepOf(null),
  });
  const open = (kind: StepKind) => (row: THazard) => { stepForm.resetFields(); stepForm.setFieldsValue({ date: dayjs(), scheme: row.scheme ?? undefined }); setStepOf({ kind, row }); };
  const stepTitle: Record<StepKind, string> = {
    scheme: t('safety.hazard.schemeReview'), expert: t('safety.hazard.expert'), start: t('safety.hazard.start'), accept: t('safety.hazard.accept'), clear: t('safety.hazard.clear'),
  };
  const dateLabel: Record<StepKind, string> = {
    scheme: t('safety.hazard.schemeReviewDate'), expert: t('safety.hazard.expertDate'), start: t('safety.hazard.actualDate'), accept: t('safety.hazard.acceptDate'), clear: t('safety.hazard.clearDate'),
  };
  const stepFields = (kind: StepKind): LedgerFormEntry[] => [
    ...(kind === 'scheme' ? [{ name: 'scheme', label: t('safety.hazard.scheme'), required: true, maxLength: 200, testId: 'sup-hazard-scheme' }] : []),
    { name: 'date', label: dateLabel[kind], type: 'date' as const, rules: [{ required: true, type: 'object' as const, message: SAFETY_MSG.DATE_REQUIRED }] },
    ...(kind === 'expert' ? [
      { name: 'expertVerdict', label: t('safety.hazard.expertVerdict'), type: 'select' as const, testId: 'sup-hazard-verdict', rules: [{ required: true, message: SAFETY_MSG.EXPERT_VERDICT_REQUIRED }],
        options: (['1', '2', '3'] as const).map((v) => ({ value: Number(v), label: t(`safety.hazard.verdicts.${v}`) })) },
      { name: 'expertNames', label: t('safety.hazard.expertNames'), required: true, maxLength: 500, testId: 'sup-hazard-experts' },
      { name: 'expertOpinion', label: t('safety.hazard.expertOpinion'), type: 'textarea' as const, maxLength: 2000 },
    ] : []),
    ...(kind === 'accept' ? [{ name: 'acceptStaff', label: t('safety.hazard.acceptStaff'), maxLength: 100 }] : []),
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-hazard-page">
      <SafetyProjectBar ctx={p} testId="sup-hazard-project" />
      <LedgerPage<THazard, HazardForm>
        testId="sup-hazard-ledger"
        tableTestId="sup-hazard-table"
        queryKey={[SAFETY_KEYS.hazards]}
        list={queryHazards}
        params={{ businessId }}
        enabled={!!businessId}
        search={[{ name: 'name$like', placeholder: t('safety.hazard.search'), width: 180, testId: 'sup-hazard-search' }]}
        columns={[
          { title: t('safety.hazard.name'), dataIndex: 'name', width: 180, ellipsis: true },
          { title: t('safety.hazard.category'), dataIndex: 'projectTypeName', width: 150, ellipsis: true },
          { title: t('safety.hazard.scale'), dataIndex: 'scale', width: 130, render: (_: unknown, r) => <ScaleTag level={r.level} scale={r.level === 2 ? '超危大' : '危大'} /> },
          { title: t('safety.hazard.reason'), dataIndex: 'levelReason', width: 170, ellipsis: true },
          { title: `${t('safety.hazard.unit')} / ${t('safety.hazard.part')}`, key: 'node', width: 140, ellipsis: true, render: (_: unknown, r) => [r.itemName, r.itemName2].filter(Boolean).join(' / ') },
          {
            title: t('safety.hazard.status'), dataIndex: 'statusName', width: 150,
            render: (_: unknown, r) => <Space size={4}><Tag data-testid="sup-hazard-status">{r.statusName}</Tag>{r.needsExpert && <Tag color="red">{t('safety.hazard.needsExpert')}</Tag>}</Space>,
          },
          { title: t('safety.hazard.planDate'), dataIndex: 'planDate', width: 104, render: nowrap },
          { title: t('safety.hazard.acceptDate'), dataIndex: 'acceptDate', width: 104, render: nowrap },
        ]}
        create={{ label: t('safety.hazard.add'), rights: right('add'), testId: 'sup-hazard-add' }}
        // The ledger from Excel through the platform's import wizard (check, error workbook, confirm).
        import={{ targetCode: 'supervise:hazard', rights: right('add'), label: t('supMore.importHazards'), testId: 'sup-hazard-import' }}
        edit={{ rights: right('edit'), visible: (r) => r.status <= 2, testId: 'sup-hazard-edit' }}
        actionsColumn={{ width: 210 }}
        actions={[
          'edit',
          { key: 'scheme', label: t('safety.hazard.schemeReview'), rights: right('scheme'), visible: (r) => r.status <= 2, onClick: open('scheme'), testId: 'sup-hazard-do-scheme' },
          { key: 'expert', label: t('safety.hazard.expert'), rights: right('expert'), visible: (r) => r.level === 2 && r.status === 3, onClick: open('expert'), testId: 'sup-hazard-do-expert' },
          { key: 'start', label: t('safety.hazard.start'), rights: right('edit'), visible: (r) => r.status === 5 || r.status === 6, onClick: open('start'), testId: 'sup-hazard-do-start' },
          // Offered from the scheme review on: the server refuses a 超危大 entry without a passing expert review.
          { key: 'accept', label: t('safety.hazard.accept'), rights: right('accept'), visible: (r) => [3, 5, 6, 7].includes(r.status), onClick: open('accept'), testId: 'sup-hazard-do-accept' },
          { key: 'clear', label: t('safety.hazard.clear'), rights: right('accept'), visible: (r) => r.status === 8, onClick: open('clear'), testId: 'sup-hazard-do-clear' },
        ]}
        form={{
          title: { create: t('safety.hazard.add'), edit: t('safety.hazard.edit') },
          instance: form,
          okTestId: 'sup-hazard-save',
          width: 760,
          initialValues: () => ({ qualitative: 'none', params: {} }),
          toValues: (r) => ({
            name: r.name, projectType: r.projectType, params: r.params, qualitative: r.qualitativeSuper ? 'super' : 'none', itemId: r.itemId ?? undefined,
            itemId2: r.itemId2, planDate: r.planDate ? dayjs(r.planDate) : null,
          }),
          save: (v, row) => saveHazard({
            id: row?.id, businessId, name: v.name ?? '', projectType: v.projectType ?? '', qualitative: v.qualitative ?? 'none',
            params: Object.fromEntries(Object.entries(v.params ?? {}).filter(([, n]) => typeof n === 'number')) as Record<string, number>,
            itemId: v.itemId ?? null, itemId2: v.itemId2 ?? null, planDate: v.planDate ? v.planDate.format('YYYY-MM-DD') : null,
          }),
          fields: [
            { name: 'name', label: t('safety.hazard.name'), required: true, maxLength: 200, testId: 'sup-hazard-name' },
            {
              name: 'projectType', label: t('safety.hazard.category'), type: 'select', testId: 'sup-hazard-category',
              rules: [{ required: true, message: SAFETY_MSG.HAZARD_CATEGORY_REQUIRED }], options: HAZARD_RULES.map((c) => ({ value: c.code, label: c.name })),
              props: { onChange: () => form.setFieldValue('params', {}), style: { width: 300 } },
            },
            ...(rule?.metrics ?? []).map((m) => (
              <Form.Item key={m.key} label={m.label} name={['params', m.key]}>
                <InputNumber min={0} step={0.01} addonAfter={m.unit} style={{ width: 200 }} data-testid={`sup-hazard-param-${m.key}`} />
              </Form.Item>
            )),
            ...(rule?.qualitativeItem ? [{
              name: 'qualitative', label: t('safety.hazard.qualitative'),
              control: <Radio.Group data-testid="sup-hazard-qualitative" options={(['none', 'danger', ...(rule.qualitativeSuperItem ? ['super'] : [])] as Qual[]).map((q) => ({ value: q, label: t(`safety.hazard.qualitatives.${q}`) }))} />,
            }] : []),
            preview && (
              <Alert key="preview" style={{ marginBottom: 16 }} data-testid="sup-hazard-preview" showIcon type={preview.level === 2 ? 'error' : preview.level === 1 ? 'warning' : 'info'}
                message={preview.level ? t('safety.hazard.preview', { scale: labelOf(HAZARD_LEVEL, preview.level), reason: preview.reason }) : t('safety.hazard.below')} />
            ),
            { name: 'itemId', label: t('safety.hazard.unit'), type: 'select', options: p.units.map((u) => ({ value: u.id, label: u.name })), props: { onChange: () => form.setFieldValue('itemId2', null), style: { width: 260 } } },
            { name: 'itemId2', label: t('safety.hazard.part'), control: <TreeSelect allowClear treeDefaultExpandAll treeData={parts} style={{ width: 260 }} disabled={!unitId} /> },
            { name: 'planDate', label: t('safety.hazard.planDate'), type: 'date' },
          ],
        }}
      >
        <FormModal<StepForm> form={stepForm} open={!!stepOf} onClose={() => setStepOf(null)} saving={runStep.isPending} okTestId="sup-hazard-step-ok"
          title={stepOf ? `${stepTitle[stepOf.kind]}：${stepOf.row.name}` : ''} width={640} onFinish={(v) => stepOf && runStep.mutate({ kind: stepOf.kind, row: stepOf.row, v })}>
          {stepOf && <LedgerFormItems entries={stepFields(stepOf.kind)} />}
        </FormModal>
      </LedgerPage>
    </Space>
  );
}
