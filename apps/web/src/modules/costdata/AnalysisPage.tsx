import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Drawer, Empty, Input, InputNumber, Modal, Radio, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAnalysisStatus } from '@ecms/shared';
import { ResponsiveTable } from '../../components/list-page';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { useApp } from '../../components/use-app';
import {
  analyzeIndicator, analyzeProjects, CD_RECORDS_KEY, expand, exportRecord, fixed, money, openRecord, pct, records, relativity, removeRecord, saveRecord,
  STATUS_COLOR, unusualPrice, unusualQuantity, type AnalysisRecord, type Library,
} from './api';

type Kind = 'indicator' | 'unusualPrice' | 'unusualQuantity' | 'relativity' | 'expand';
type Tab = Kind | 'records';

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
  const [naming, setNaming] = useState<string | null>(null);
  const projects = useQuery({ queryKey: ['cd-analyze-projects'], queryFn: analyzeProjects });
  // the server runs the analysis again with these parameters and keeps its answer
  const save = useCrudMutation({
    mutationFn: (name: string) => saveRecord(name, tab as Kind, { projectId: projectId!, library, ...(tab === 'unusualPrice' || tab === 'unusualQuantity' ? { k, includeUnassessed: withUnassessed } : {}) }),
    invalidate: [[CD_RECORDS_KEY]],
    close: () => setNaming(null),
  });
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

  const indicatorColumns = [
    { title: t('costdata.col.name'), dataIndex: 'name' },
    { title: t('costdata.col.value'), dataIndex: 'value', align: 'right' as const, render: (v: number | null) => fixed(v) },
    range,
    { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right' as const, width: 80 },
    statusCol,
  ];
  const relativityColumns = [
    { title: t('costdata.col.name'), dataIndex: 'name' },
    { title: t('costdata.col.numerator'), dataIndex: 'numerator', align: 'right' as const, render: (v: number) => fixed(v, 2) },
    { title: t('costdata.col.denominator'), dataIndex: 'denominator', align: 'right' as const, render: (v: number) => fixed(v, 2) },
    { title: t('costdata.col.ratio'), key: 'ratio', align: 'right' as const, render: (_: unknown, r: { value: number | null; unitLabel: string }) => (r.value === null ? '—' : `${fixed(r.value)} ${r.unitLabel}`) },
    range,
    { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right' as const, width: 80 },
    statusCol,
  ];
  const expandColumns = [
    { title: t('costdata.col.code'), dataIndex: 'code', width: 80 },
    { title: t('costdata.col.name'), dataIndex: 'name' },
    { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right' as const, render: money },
    { title: t('costdata.col.share'), dataIndex: 'share', align: 'right' as const, render: pct },
    { title: t('costdata.col.perM2'), dataIndex: 'perM2', align: 'right' as const, render: money },
    { title: t('costdata.col.medianPerM2'), dataIndex: 'medianPerM2', align: 'right' as const, render: money },
    { title: t('costdata.col.deviation'), dataIndex: 'deviation', align: 'right' as const, render: pct },
    { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right' as const, width: 80 },
    statusCol,
  ];
  const columnsOf = (kind: Kind) => (kind === 'indicator' ? indicatorColumns : kind === 'relativity' ? relativityColumns : kind === 'expand' ? expandColumns
    : unusualColumns(kind === 'unusualPrice' ? t('costdata.col.price') : t('costdata.analysis.quantityValue')));

  const tabs = [
    {
      key: 'indicator', label: t('costdata.analysis.indicator'), children: (
        <Space direction="vertical" style={{ width: '100%' }}>
          {indicator.data && <Typography.Text type="secondary">{t('costdata.analysis.projects', { n: indicator.data.projects, min: indicator.data.minSamples })}</Typography.Text>}
          <Table size="small" rowKey="code" loading={indicator.isLoading} dataSource={indicator.data?.rows ?? []} pagination={false} data-testid="cd-indicator" scroll={{ x: 'max-content' }}
            columns={indicatorColumns} />
        </Space>
      ),
    },
    { key: 'unusualPrice', label: t('costdata.analysis.unusualPrice'), children: unusualBody(price) },
    { key: 'unusualQuantity', label: t('costdata.analysis.unusualQuantity'), children: unusualBody(quantity) },
    {
      key: 'relativity', label: t('costdata.analysis.relativity'), children: (
        <Table size="small" rowKey="code" loading={rel.isLoading} dataSource={rel.data?.rows ?? []} pagination={false} data-testid="cd-relativity" scroll={{ x: 'max-content' }}
          columns={relativityColumns} />
      ),
    },
    {
      key: 'expand', label: t('costdata.analysis.expand'), children: (
        <Table size="small" rowKey="code" loading={ex.isLoading} dataSource={ex.data?.rows ?? []} pagination={false} data-testid="cd-expand" scroll={{ x: 'max-content' }}
          columns={expandColumns} />
      ),
    },
    { key: 'records', label: t('costdata.record.tab'), children: <Records columnsOf={columnsOf} /> },
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
        {projectId && tab !== 'records' && (
          <Button icon={<SaveOutlined />} data-testid="cd-record-save" onClick={() => setNaming(`${options.find((o) => o.value === projectId)?.label ?? ''} ${t(`costdata.analysis.${tab}`)}`)}>
            {t('costdata.record.save')}
          </Button>
        )}
      </Space>
      {!projectId && tab !== 'records' ? <Empty description={t('costdata.noProject')} /> : null}
      {(projectId || tab === 'records') && <Tabs activeKey={tab} onChange={(k2) => setTab(k2 as Tab)} items={projectId ? tabs : tabs.filter((x) => x.key === 'records')} />}
      {!projectId && tab !== 'records' && <Button type="link" data-testid="cd-records-open" onClick={() => setTab('records')}>{t('costdata.record.tab')}</Button>}
      <Modal open={naming !== null} title={t('costdata.record.save')} onCancel={() => setNaming(null)} okButtonProps={{ 'data-testid': 'cd-record-ok', loading: save.isPending } as never}
        onOk={() => { if (naming?.trim()) save.mutate(naming.trim()); }}>
        <Input data-testid="cd-record-name" maxLength={100} value={naming ?? ''} onChange={(e) => setNaming(e.target.value)} placeholder={t('costdata.record.name')} />
      </Modal>
    </Card>
  );
}

type ColumnsOf = (kind: Kind) => object[];

/** 分析记录: the user's saved runs; one opens with its stored result, exports to Excel, or is deleted. */
function Records({ columnsOf }: { columnsOf: ColumnsOf }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState<AnalysisRecord | null>(null);
  const detail = useQuery({ queryKey: [CD_RECORDS_KEY, 'one', open?.id], queryFn: () => openRecord(open!.id), enabled: !!open });
  const download = (r: AnalysisRecord) => void exportRecord(r.id, r.name).catch((e: Error) => message.error(e.message));
  return (
    <>
      <LedgerPage<AnalysisRecord, object>
        card={false} testId="cd-records" tableTestId="cd-records-table" queryKey={[CD_RECORDS_KEY]} list={records}
        columns={[
          { title: t('costdata.record.name'), dataIndex: 'name' },
          { title: t('costdata.record.kind'), dataIndex: 'kind', width: 110, render: (k: Kind) => t(`costdata.analysis.${k}`) },
          { title: t('costdata.col.project'), dataIndex: 'projectName' },
          { title: t('costdata.library.label'), key: 'library', width: 110, render: (_: unknown, r: AnalysisRecord) => t(`costdata.library.${(r.params.library as string) ?? 'firm'}`) },
          { title: t('costdata.record.savedAt'), dataIndex: 'createdDate', width: 170, format: 'datetime' },
        ]}
        actions={[
          { key: 'open', label: t('costdata.record.open'), onClick: (r) => setOpen(r) },
          { key: 'export', label: t('costdata.record.export'), icon: <DownloadOutlined />, onClick: download },
          'delete',
        ]}
        edit={false}
        remove={{ fn: (r) => removeRecord(r.id), testId: 'cd-record-delete' }}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} width={Math.min(1100, window.innerWidth)} title={open ? `${open.name}（${t(`costdata.analysis.${open.kind}`)}）` : ''}
        extra={open && <Button icon={<DownloadOutlined />} onClick={() => download(open)} data-testid="cd-record-export">{t('costdata.record.export')}</Button>}>
        {open && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('costdata.record.params', { project: open.projectName, k: open.params.k ?? '—' })}</Typography.Text>
            <ResponsiveTable size="small" rowKey={(r: { itemId?: string; code: string }) => r.itemId ?? r.code} loading={detail.isLoading} pagination={false}
              dataSource={(detail.data?.result.rows ?? []) as { itemId?: string; code: string }[]} columns={columnsOf(open.kind) as never} data-testid="cd-record-result" />
          </Space>
        )}
      </Drawer>
    </>
  );
}
