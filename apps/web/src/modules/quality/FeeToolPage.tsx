import { useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Input, InputNumber, Row, Space, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { CalculatorOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LedgerPage } from '../../components/ledger';
import { useApp } from '../../components/use-app';
import {
  calculateFee, FEE_BANDS_KEY, FEE_BASES_KEY, feeAreas, queryFeeBands, queryFeeBases, removeFeeBand, removeFeeBase, saveFeeBand, saveFeeBase,
  saveFeeCalculation, type FeeBand, type FeeBandForm, type FeeBase, type FeeBaseForm,
} from './api';

const right = (a: string) => `quality:feeTool:${a}`;
const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
type Result = Awaited<ReturnType<typeof calculateFee>>;

/** /main-page/quality-fee-tool/wf-list (咨询收费): fee standards per region, their bands, and the calculator. */
export function FeeToolPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [base, setBase] = useState<FeeBase | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [projectName, setProjectName] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const areas = useQuery({ queryKey: [FEE_BASES_KEY, 'areas'], queryFn: feeAreas });

  const pick = (b: FeeBase) => { setBase(b); setResult(null); };
  const calc = async () => {
    if (!base || amount === null) { message.warning(t('quality.fee.needAmount')); return; }
    try { setResult(await calculateFee(base.id, amount)); } catch { /* shown by the request layer */ }
  };
  const keep = async () => {
    if (!base || amount === null) { message.warning(t('quality.fee.needAmount')); return; }
    try {
      const r = await saveFeeCalculation(base.id, amount, projectName.trim() || undefined);
      setResult(r.data);
      if (r.msg) message.success(r.msg);
    } catch { /* shown */ }
  };

  return (
    <Row gutter={[12, 12]} data-testid="fee-page">
      <Col xs={24} xl={12}>
        <LedgerPage<FeeBase, FeeBaseForm>
          testId="fee-bases" tableTestId="fee-base-table"
          queryKey={[FEE_BASES_KEY]} list={queryFeeBases}
          invalidate={[[FEE_BASES_KEY, 'areas']]}
          search={[
            { name: 'region', type: 'select', options: (areas.data ?? []).map((a) => ({ value: a, label: a })), placeholder: t('quality.fee.region'), testId: 'fee-region' },
            { name: 'name$like', placeholder: t('quality.fee.searchName') },
          ]}
          columns={[
            { title: t('quality.fee.region'), dataIndex: 'region', width: 90 },
            { title: t('quality.fee.name'), dataIndex: 'name', width: 220, ellipsis: true },
            { title: t('quality.fee.service'), dataIndex: 'service', width: 120 },
            { title: t('quality.fee.minFee'), dataIndex: 'minFee', width: 110, format: 'money' },
          ]}
          table={{
            onRow: (r: FeeBase) => ({ onClick: () => pick(r), style: { cursor: 'pointer' } }),
            rowClassName: (r: FeeBase) => (r.id === base?.id ? 'ant-table-row-selected' : ''),
            scroll: { x: 640 },
          }}
          create={{ label: t('quality.fee.addBase'), rights: right('edit'), testId: 'fee-base-add' }}
          edit={{ rights: right('edit') }}
          remove={{ fn: (r) => removeFeeBase(r.id).then(() => { if (r.id === base?.id) setBase(null); }), rights: right('edit') }}
          form={{
            title: { create: t('quality.fee.addBase'), edit: t('quality.fee.editBase') },
            okTestId: 'fee-base-save',
            save: (v, row) => saveFeeBase(v, row?.id),
            fields: [
              { name: 'region', label: t('quality.fee.region'), required: true, maxLength: 50, testId: 'fee-base-region' },
              { name: 'name', label: t('quality.fee.name'), required: true, maxLength: 100, testId: 'fee-base-name' },
              { name: 'service', label: t('quality.fee.service'), required: true, maxLength: 50, testId: 'fee-base-service' },
              { name: 'minFee', label: t('quality.fee.minFee'), type: 'number', props: { min: 0, style: { width: '100%' } } },
              { name: 'remark', label: t('quality.fee.remark'), type: 'textarea', maxLength: 500 },
            ],
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        {!base ? (
          <Card size="small"><Empty description={t('quality.fee.pickBase')} /></Card>
        ) : (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <LedgerPage<FeeBand, FeeBandForm>
              testId="fee-bands" tableTestId="fee-band-table"
              queryKey={[FEE_BANDS_KEY, base.id]} list={queryFeeBands} params={{ baseId: base.id }} orderBy="lower" order="asc"
              columns={[
                { title: t('quality.fee.lower'), dataIndex: 'lower', width: 140, format: 'money' },
                { title: t('quality.fee.upper'), dataIndex: 'upper', width: 140, render: (v: number | null) => (v === null ? t('quality.fee.noUpper') : money(v)) },
                { title: t('quality.fee.rate'), dataIndex: 'rate', width: 90 },
              ]}
              toolbar={() => <Typography.Text strong>{base.name}</Typography.Text>}
              create={{ label: t('quality.fee.addBand'), rights: right('edit'), testId: 'fee-band-add' }}
              edit={{ rights: right('edit') }}
              remove={{ fn: (r) => removeFeeBand(r.id), rights: right('edit') }}
              form={{
                title: { create: t('quality.fee.addBand'), edit: t('quality.fee.editBand') },
                okTestId: 'fee-band-save',
                save: (v, row) => saveFeeBand(base.id, { ...v, upper: v.upper ?? null }, row?.id),
                fields: [
                  { name: 'lower', label: t('quality.fee.lower'), type: 'number', required: true, testId: 'fee-band-lower', props: { min: 0, style: { width: '100%' } } },
                  { name: 'upper', label: t('quality.fee.upper'), type: 'number', testId: 'fee-band-upper', props: { min: 0, style: { width: '100%' }, placeholder: t('quality.fee.noUpper') } },
                  { name: 'rate', label: t('quality.fee.rate'), type: 'number', required: true, testId: 'fee-band-rate', props: { min: 0, max: 1000, style: { width: '100%' } } },
                ],
              }}
            />
            <Card size="small" title={t('quality.fee.calculator')} data-testid="fee-calc">
              <Space wrap>
                <InputNumber<number> min={0} style={{ width: 200 }} placeholder={t('quality.fee.amount')} value={amount} onChange={(v) => setAmount(v)} data-testid="fee-amount" />
                <Input style={{ width: 200 }} maxLength={200} placeholder={t('quality.fee.projectName')} value={projectName} onChange={(e) => setProjectName(e.target.value)} />
                <Button type="primary" icon={<CalculatorOutlined />} onClick={calc} data-testid="fee-calc-run">{t('quality.fee.calculate')}</Button>
                <Button icon={<SaveOutlined />} onClick={keep}>{t('quality.fee.keep')}</Button>
              </Space>
              {result && (
                <div style={{ marginTop: 12 }} data-testid="fee-result">
                  <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
                    <Descriptions.Item label={t('quality.fee.amount')}>{money(result.amount)}</Descriptions.Item>
                    <Descriptions.Item label={t('quality.fee.fee')}><Typography.Text strong>{money(result.fee)}</Typography.Text>
                      {result.minFeeApplied && <Typography.Text type="secondary">（{t('quality.fee.minApplied')}）</Typography.Text>}</Descriptions.Item>
                  </Descriptions>
                  <ResponsiveTable size="small" rowKey="lower" pagination={false} dataSource={result.bands} scroll={{ x: 480 }} columns={[
                    { title: t('quality.fee.band'), key: 'band', render: (_: unknown, b) => `${money(b.lower)} – ${b.upper === null ? t('quality.fee.noUpper') : money(b.upper)}` },
                    { title: t('quality.fee.rate'), dataIndex: 'rate', width: 80 },
                    { title: t('quality.fee.portion'), dataIndex: 'portion', width: 140, render: money },
                    { title: t('quality.fee.fee'), dataIndex: 'fee', width: 120, render: money },
                  ]} />
                </div>
              )}
            </Card>
          </Space>
        )}
      </Col>
    </Row>
  );
}
