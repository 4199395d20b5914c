import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan, useCrudMutation } from '../../components/ledger';
import { QC_RULES_KEY, queryRules, saveRange, SEVERITY_COLOR, type QcRuleRow, type RangeForm } from './api';

type Override = QcRuleRow['overrides'][number];
/** Parameters a form can edit: the numeric ones (the user rules of expandCheck are edited as expressions elsewhere). */
const numericKeys = (r: QcRuleRow) => Object.keys(r.defaults).filter((k) => typeof r.defaults[k] === 'number');
const showParams = (p: Record<string, unknown>) => Object.entries(p).filter(([, v]) => typeof v !== 'object').map(([k, v]) => `${k} = ${String(v)}`);

/** /main-page/quality-range-set/wf-list (指标区间): each rule's defaults, overridden per region, discipline and period. */
export function RangeSetPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<{ rule: QcRuleRow; row: Override | null } | null>(null);
  const [form] = Form.useForm<Omit<RangeForm, 'rule'>>();
  const rules = useQuery({ queryKey: [QC_RULES_KEY], queryFn: queryRules });
  const save = useCrudMutation({ mutationFn: saveRange, invalidate: [[QC_RULES_KEY]], close: () => setEditing(null) });

  const open = (rule: QcRuleRow, row: Override | null) => {
    form.setFieldsValue({
      region: row?.region === '*' ? undefined : row?.region, discipline: row?.discipline === '*' ? undefined : row?.discipline,
      period: row?.period === '*' ? undefined : row?.period, params: { ...rule.defaults, ...(row?.params ?? {}) },
    });
    setEditing({ rule, row });
  };
  const submit = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    const params = Object.fromEntries(numericKeys(editing.rule).map((k) => [k, v.params?.[k]]).filter(([, x]) => typeof x === 'number'));
    save.mutate({ id: editing.row?.id, rule: editing.rule.code, region: v.region || undefined, discipline: v.discipline || undefined, period: v.period || undefined, params });
  };

  return (
    <Card size="small" title={t('quality.range.title')} data-testid="qc-range-page">
      <Typography.Paragraph type="secondary">{t('quality.range.hint')}</Typography.Paragraph>
      <ResponsiveTable<QcRuleRow>
        size="small" rowKey="code" loading={rules.isLoading} pagination={false} dataSource={rules.data ?? []} scroll={{ x: 900 }} data-testid="qc-range-table"
        columns={[
          { title: t('quality.range.no'), dataIndex: 'no', width: 56 },
          { title: t('quality.col.rule'), dataIndex: 'name', width: 180 },
          { title: t('quality.range.group'), dataIndex: 'group', width: 110 },
          { title: t('quality.col.severity'), dataIndex: 'severity', width: 80, render: (s: string) => <Tag color={SEVERITY_COLOR[s]}>{t(`quality.severity.${s}`)}</Tag> },
          { title: t('quality.range.defaults'), key: 'defaults', render: (_, r) => <Space size={4} wrap>{showParams(r.defaults).map((p) => <Tag key={p}>{p}</Tag>)}</Space> },
          {
            title: t('quality.range.overrides'), key: 'overrides', width: 260,
            render: (_, r) => (
              <Space direction="vertical" size={2}>
                {r.overrides.map((o) => (
                  <Typography.Link key={o.id} disabled={!can('quality:rangeSet:view')} onClick={() => open(r, o)}>
                    {[o.region, o.discipline, o.period].map((x) => (x === '*' ? t('quality.range.any') : x)).join(' / ')}：{showParams(o.params).join('，')}
                  </Typography.Link>
                ))}
              </Space>
            ),
          },
          {
            title: t('quality.col.actions'), key: 'act', width: 110, fixed: 'right',
            render: (_, r) => numericKeys(r).length > 0 && (
              <Button size="small" onClick={() => open(r, null)} data-testid={`qc-range-add-${r.code}`}>{t('quality.range.add')}</Button>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing ? `${editing.rule.name} · ${t('quality.range.add')}` : ''} onCancel={() => setEditing(null)} onOk={submit}
        confirmLoading={save.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'qc-range-save' }}>
        <Form form={form} layout="vertical" preserve={false}>
          <Space wrap>
            <Form.Item name="region" label={t('quality.imp.region')}><Input maxLength={50} placeholder={t('quality.range.any')} data-testid="qc-range-region" /></Form.Item>
            <Form.Item name="discipline" label={t('quality.imp.discipline')}><Input maxLength={10} placeholder={t('quality.range.any')} /></Form.Item>
            <Form.Item name="period" label={t('quality.range.period')}><Input maxLength={20} placeholder={t('quality.range.any')} /></Form.Item>
          </Space>
          {editing && numericKeys(editing.rule).map((k) => (
            <Form.Item key={k} name={['params', k]} label={k} rules={[{ required: true, message: t('quality.range.required') }]}>
              <InputNumber style={{ width: 200 }} data-testid={`qc-range-param-${k}`} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </Card>
  );
}
