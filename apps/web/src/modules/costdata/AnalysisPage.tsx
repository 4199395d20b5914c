import { useMemo, useState } from 'react';
import { Alert, Card, Checkbox, Empty, InputNumber, Radio, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAnalysisStatus } from '@ecms/shared';
import { ResponsiveTable } from '../../components/list-page';
import { analyzeIndicator, analyzeProjects, expand, fixed, money, pct, relativity, STATUS_COLOR, unusualPrice, unusualQuantity, type Library } from './api';

type Tab = 'indicator' | 'unusualPrice' | 'unusualQuantity' | 'relativity' | 'expand';

/**
 * /main-page/cost-analysis (造价分析): one project against the firm's library or the user's person
 * library — indicators (P10 / median / P90), unusual prices and quantities (IQR fences),
 * relativity ratios and expanded indicators per appendix. Each tab asks the server when opened.
 */
export function AnalysisPage() {
  const { t } = useTranslation();
  const [projectId, setProjectId] = useState<string | undefined>();
  const [library, setLibrary] = useState<Library>('firm');
  const [tab, setTab] = useState<Tab>('indicator');
  const [k, setK] = useState(1.5);
  const [withUnassessed, setWithUnassessed] = useState(false);
  const projects = useQuery({ queryKey: ['cd-analyze-projects'], queryFn: analyzeProjects });
  const on = (which: Tab) => !!projectId && tab === which;
  const indicator = useQuery({ queryKey: ['cd-indicator', projectId, library], queryFn: () => analyzeIndicator(projectId!, library), enabled: on('indicator') });
  const price = useQuery({ queryKey: ['cd-unusual-price', projectId, library, k, withUnassessed], queryFn: () => unusualPrice(projectId!, library, k, withUnassessed), enabled: on('unusualPrice') });
  const quantity = useQuery({
    queryKey: ['cd-unusual-qty', projectId, library, k, withUnassessed], queryFn: () => unusualQuantity(projectId!, library, k, withUnassessed), enabled: on('unusualQuantity'), retry: false,
  });
  const rel = useQuery({ queryKey: ['cd-relativity', projectId, library], queryFn: () => relativity(projectId!, library), enabled: on('relativity') });
  const ex = useQuery({ queryKey: ['cd-expand', projectId, library], queryFn: () => expand(projectId!, library), enabled: on('expand') });
  const options = useMemo(() => (projects.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name })), [projects.data]);
  const status = (s: TAnalysisStatus) => <Tag color={STATUS_COLOR[s]}>{t(`costdata.status.${s}`)}</Tag>;
  const statusCol = { title: t('costdata.col.status'), dataIndex: 'status', width: 90, render: status };
  const range = { title: `${t('costdata.col.p10')} / ${t('costdata.col.median')} / ${t('costdata.col.p90')}`, key: 'range', render: (_: unknown, r: { p10: number | null; median: number | null; p90: number | null }) => (r.median === null ? '—' : `${fixed(r.p10)} / ${fixed(r.median)} / ${fixed(r.p90)}`) };

  const unusualColumns = (valueTitle: string) => [
    { title: t('costdata.col.unit'), dataIndex: 'unitName', width: 130 },
    { title: t('costdata.col.code'), dataIndex: 'code', width: 120 },
    { title: t('costdata.col.name'), dataIndex: 'name' },
    { title: t('costdata.col.unitOf'), dataIndex: 'unit', width: 60 },
    { title: valueTitle, dataIndex: 'value', align: 'right' as const, render: (v: number | null) => fixed(v) },
    { title: t('costdata.col.median'), dataIndex: 'median', align: 'right' as const, render: (v: number | null) => fixed(v) },
    { title: t('costdata.col.fence'), key: 'fence', render: (_: unknown, r: { low: number | null; high: number | null }) => (r.low === null ? '—' : `${fixed(r.low)} ~ ${fixed(r.high)}`) },
    { title: t('costdata.col.deviation'), dataIndex: 'deviation', align: 'right' as const, render: pct },
    { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right' as const, width: 80 },
    statusCol,
    { title: t('costdata.col.source'), key: 'src', render: (_: unknown, r: { srcSheet: string; srcRow: number }) => `${r.srcSheet} ${t('costdata.col.row', { row: r.srcRow })}` },
  ];
  const unusualBody = (q: typeof price) => (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>{t('costdata.analysis.k')}</span>
        <InputNumber data-testid="cd-k" min={0.5} max={10} step={0.5} value={k} onChange={(v) => setK(v ?? 1.5)} />
        <Checkbox checked={withUnassessed} onChange={(e) => setWithUnassessed(e.target.checked)}>{t('costdata.analysis.includeUnassessed')}</Checkbox>
      </Space>
      <Typography.Text type="secondary">{t('costdata.analysis.hint')}</Typography.Text>
      {q.error && <Alert type="warning" showIcon message={(q.error as Error).message} />}
      {q.data && <Typography.Text data-testid="cd-unusual-counts">{t('costdata.analysis.counts', q.data.counts)}</Typography.Text>}
      <ResponsiveTable size="small" rowKey="itemId" loading={q.isLoading} dataSource={q.data?.rows ?? []} pagination={false} data-testid={`cd-${tab}`}
        columns={unusualColumns(q === price ? t('costdata.col.price') : t('costdata.analysis.quantityValue'))} />
    </Space>
  );

  const tabs = [
    {
      key: 'indicator', label: t('costdata.analysis.indicator'), children: (
        <Space direction="vertical" style={{ width: '100%' }}>
          {indicator.data && <Typography.Text type="secondary">{t('costdata.analysis.projects', { n: indicator.data.projects, min: indicator.data.minSamples })}</Typography.Text>}
          <Table size="small" rowKey="code" loading={indicator.isLoading} dataSource={indicator.data?.rows ?? []} pagination={false} data-testid="cd-indicator" scroll={{ x: 'max-content' }}
            columns={[
              { title: t('costdata.col.name'), dataIndex: 'name' },
              { title: t('costdata.col.value'), dataIndex: 'value', align: 'right', render: (v: number | null) => fixed(v) },
              range,
              { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right', width: 80 },
              statusCol,
            ]} />
        </Space>
      ),
    },
    { key: 'unusualPrice', label: t('costdata.analysis.unusualPrice'), children: unusualBody(price) },
    { key: 'unusualQuantity', label: t('costdata.analysis.unusualQuantity'), children: unusualBody(quantity) },
    {
      key: 'relativity', label: t('costdata.analysis.relativity'), children: (
        <Table size="small" rowKey="code" loading={rel.isLoading} dataSource={rel.data?.rows ?? []} pagination={false} data-testid="cd-relativity" scroll={{ x: 'max-content' }}
          columns={[
            { title: t('costdata.col.name'), dataIndex: 'name' },
            { title: t('costdata.col.numerator'), dataIndex: 'numerator', align: 'right', render: (v: number) => fixed(v, 2) },
            { title: t('costdata.col.denominator'), dataIndex: 'denominator', align: 'right', render: (v: number) => fixed(v, 2) },
            { title: t('costdata.col.ratio'), key: 'ratio', align: 'right', render: (_: unknown, r) => (r.value === null ? '—' : `${fixed(r.value)} ${r.unitLabel}`) },
            range,
            { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right', width: 80 },
            statusCol,
          ]} />
      ),
    },
    {
      key: 'expand', label: t('costdata.analysis.expand'), children: (
        <Table size="small" rowKey="code" loading={ex.isLoading} dataSource={ex.data?.rows ?? []} pagination={false} data-testid="cd-expand" scroll={{ x: 'max-content' }}
          columns={[
            { title: t('costdata.col.code'), dataIndex: 'code', width: 80 },
            { title: t('costdata.col.name'), dataIndex: 'name' },
            { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right', render: money },
            { title: t('costdata.col.share'), dataIndex: 'share', align: 'right', render: pct },
            { title: t('costdata.col.perM2'), dataIndex: 'perM2', align: 'right', render: money },
            { title: t('costdata.col.medianPerM2'), dataIndex: 'medianPerM2', align: 'right', render: money },
            { title: t('costdata.col.deviation'), dataIndex: 'deviation', align: 'right', render: pct },
            { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right', width: 80 },
            statusCol,
          ]} />
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          data-testid="cd-analysis-project" style={{ minWidth: 280 }} placeholder={t('costdata.pickProject')} options={options} value={projectId}
          onChange={(v: string) => setProjectId(v)} loading={projects.isLoading} showSearch optionFilterProp="label"
        />
        <span>{t('costdata.library.label')}</span>
        <Radio.Group value={library} onChange={(e) => setLibrary(e.target.value as Library)} optionType="button"
          options={[{ value: 'firm', label: t('costdata.library.firm') }, { value: 'person', label: t('costdata.library.person') }]} />
      </Space>
      {!projectId ? <Empty description={t('costdata.noProject')} /> : <Tabs activeKey={tab} onChange={(k2) => setTab(k2 as Tab)} items={tabs} />}
    </Card>
  );
}
