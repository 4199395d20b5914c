import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Empty, Result, Segmented, Skeleton, Space} from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyzeFootmarks, type AnalyzeBy, type FootmarkGroup } from '../../api/footmark';
import { EChart } from '../../components/EChart';
import { ExportButton } from '../../components/ExportButton';
import { lastMonth, rangeParams, type Range } from './range';

const BYS: AnalyzeBy[] = ['menu', 'dept', 'user', 'type', 'day'];
const CHART_TOP = 15;

/** ECharts option: days as a line, other groupings as the top groups in horizontal bars. */
export function chartOption(by: AnalyzeBy, rows: FootmarkGroup[], labels: { visits: string; visitors: string }) {
  if (by === 'day') {
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [labels.visits, labels.visitors] },
      grid: { left: 48, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: rows.map((r) => r.name) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: labels.visits, type: 'line', smooth: true, data: rows.map((r) => r.visits) },
        { name: labels.visitors, type: 'line', smooth: true, data: rows.map((r) => r.visitors) },
      ],
    };
  }
  const top = rows.slice(0, CHART_TOP).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [labels.visits, labels.visitors] },
    grid: { left: 16, right: 32, top: 40, bottom: 16, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: top.map((r) => r.name), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [
      { name: labels.visits, type: 'bar', data: top.map((r) => r.visits) },
      { name: labels.visitors, type: 'bar', data: top.map((r) => r.visitors) },
    ],
  };
}

/** /sys-manager/footprint-management: visits and visitors over a period, by menu, department, person, type or day. */
export function FootprintManagementPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(lastMonth);
  const [by, setBy] = useState<AnalyzeBy>('menu');
  const groups = useQuery({
    queryKey: ['footmarks', 'analysis', rangeParams(range), by],
    queryFn: () => analyzeFootmarks({ ...rangeParams(range), groupBy: by }),
  });
  const labels = { visits: t('footmark.visits'), visitors: t('footmark.visitors') };
  const option = useMemo(() => chartOption(by, groups.data ?? [], labels), [by, groups.data, labels.visits, labels.visitors]); // eslint-disable-line react-hooks/exhaustive-deps

  let body;
  if (groups.isError) {
    body = <Result status="warning" title={t('footmark.failed')} extra={<Button onClick={() => void groups.refetch()}>{t('footmark.retry')}</Button>} />;
  } else if (groups.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (groups.data.length === 0) {
    body = <Empty description={t('footmark.empty')} data-testid="footprint-empty" />;
  } else {
    body = (
      <>
        <EChart option={option} height={by === 'day' ? 320 : Math.max(240, Math.min(groups.data.length, CHART_TOP) * 32 + 80)} testId="footprint-chart" />
        <ResponsiveTable<FootmarkGroup>
          size="small"
          rowKey="key"
          dataSource={groups.data}
          pagination={{ pageSize: 50, pageSizeOptions: [50, 100, 150], showQuickJumper: true, showTotal: (n) => t('footmark.groups', { total: n }) }}
          columns={[
            { title: t('footmark.name'), dataIndex: 'name', ellipsis: true },
            { title: t('footmark.visits'), dataIndex: 'visits', width: 140, align: 'right', sorter: (a, b) => a.visits - b.visits },
            { title: t('footmark.visitors'), dataIndex: 'visitors', width: 140, align: 'right', sorter: (a, b) => a.visitors - b.visitors },
          ]}
          data-testid="footprint-table"
        />
      </>
    );
  }

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="footprint-management-page" title={t('footmark.manageTitle')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }} />
        <Segmented<AnalyzeBy> value={by} onChange={setBy} options={BYS.map((b) => ({ value: b, label: t(`footmark.by.${b}`) }))} />
        <ExportButton
          code="sys:footprint"
          permission="sys:footprint:view"
          request={{ params: { ...rangeParams(range), groupBy: by } }}
          fileName={t('footmark.manageTitle')}
          testId="footprint-export"
        />
      </Space>
      {body}
    </Card>
  );
}
