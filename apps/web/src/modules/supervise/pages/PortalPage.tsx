import { useMemo, useState } from 'react';
import { Card, Col, DatePicker, Empty, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { EChartsCoreOption } from 'echarts/core';
import { SUP_STAT_EXPORT, type TProjectStat } from '@ecms/shared';
import { EChart } from '../../../components/EChart';
import { ExportButton } from '../../../components/ExportButton';
import { fetchDashboard, fetchStatistics, REC_KEYS, type TPortalStatistics } from '../records-api';
import { ProjectBar, useNarrow, useProjectChoice } from './records-shared';

type CountRow = TPortalStatistics['byType'][number];

/** A horizontal bar chart of counts: found and rectified per row. */
function barOption(rows: CountRow[], found: string, rectified: string): EChartsCoreOption {
  const shown = rows.slice(0, 12).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [found, rectified], top: 0 },
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((r) => (r.name.length > 14 ? `${r.name.slice(0, 13)}…` : r.name)) },
    series: [
      { name: found, type: 'bar', data: shown.map((r) => r.count), itemStyle: { color: '#fa8c16' } },
      { name: rectified, type: 'bar', data: shown.map((r) => r.rectified), itemStyle: { color: '#52c41a' } },
    ],
  };
}

function rateOption(rows: TProjectStat[], rate: string, overdue: string): EChartsCoreOption {
  const shown = rows.slice(0, 15);
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [rate, overdue], top: 0 },
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: shown.map((r) => (r.businessName.length > 8 ? `${r.businessName.slice(0, 7)}…` : r.businessName)), axisLabel: { interval: 0, rotate: shown.length > 4 ? 30 : 0 } },
    yAxis: [{ type: 'value', max: 100, axisLabel: { formatter: '{value}%' } }, { type: 'value', minInterval: 1 }],
    series: [
      { name: rate, type: 'bar', data: shown.map((r) => r.rate ?? 0), itemStyle: { color: '#1677ff' } },
      { name: overdue, type: 'line', yAxisIndex: 1, data: shown.map((r) => r.overdue), itemStyle: { color: '#f5222d' } },
    ],
  };
}

/**
 * /engineering-supervision/portal (监理门户): the dashboard of the caller's projects or of one (open
 * problems, overdue rectifications, today's records) and the problem statistics as charts (ECharts,
 * loaded with this page only) with the exportable per-project table.
 */
export function PortalPage() {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const choice = useProjectChoice();
  const { businessId } = choice;
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const filter = {
    businessId: businessId || null, dateFrom: range?.[0]?.format('YYYY-MM-DD') ?? null, dateTo: range?.[1]?.format('YYYY-MM-DD') ?? null,
  };
  const dash = useQuery({ queryKey: [REC_KEYS.portal, 'dash', businessId], queryFn: () => fetchDashboard({ businessId: businessId || null }) });
  const stats = useQuery({ queryKey: [REC_KEYS.portal, 'stats', filter], queryFn: () => fetchStatistics(filter) });
  const found = t('supRecords.portal.found');
  const rectified = t('supRecords.portal.rectified');
  const charts = useMemo(() => (stats.data ? {
    type: barOption(stats.data.byType, found, rectified), unit: barOption(stats.data.byUnit, found, rectified),
    person: barOption(stats.data.byDiscoverer, found, rectified),
    rate: rateOption(stats.data.perProject, t('supRecords.portal.rate'), t('supRecords.portal.overdue')),
  } : null), [stats.data, found, rectified, t]);
  const d = dash.data;
  const height = (n: number) => Math.max(180, Math.min(12, n) * 34 + 50);
  const card = (key: string, title: string, rows: CountRow[] | undefined, option: EChartsCoreOption | undefined) => (
    <Col xs={24} lg={12} key={key}>
      <Card size="small" title={title} data-testid={`sup-portal-chart-${key}`}>
        {rows && rows.length && option ? <EChart option={option} height={height(rows.length)} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supRecords.portal.noProblems')} />}
      </Card>
    </Col>
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-portal-page">
      <ProjectBar choice={choice} allowAll testId="sup-portal-project" />
      <Row gutter={[12, 12]} data-testid="sup-portal-cards">
        {[
          ['projects', d?.projects, undefined],
          ['open', d?.openProblems, d?.openProblems ? '#fa8c16' : undefined],
          ['overdueCount', d?.overdueProblems, d?.overdueProblems ? '#f5222d' : undefined],
          ['serious', d?.seriousOpen, d?.seriousOpen ? '#f5222d' : undefined],
          ['todayPatrols', d?.todayPatrols, undefined],
          ['todaySides', d?.todaySideStations, undefined],
          ['todayLogs', d?.todayLogs, undefined],
        ].map(([key, value, color]) => (
          <Col xs={12} sm={8} md={6} xl={{ flex: '1 1 0' }} key={key as string}>
            <Card size="small" loading={dash.isPending} data-testid={`sup-portal-${key as string}`}>
              <Statistic title={t(`supRecords.portal.${key as string}`)} value={(value as number | undefined) ?? 0} valueStyle={color ? { color: color as string } : undefined} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('supRecords.portal.overdueList')} data-testid="sup-portal-overdue">
            <List size="small" dataSource={d?.overdueList ?? []} locale={{ emptyText: t('supRecords.portal.noOverdue') }}
              renderItem={(p) => (
                <List.Item>
                  <Space wrap size={4}>
                    <Tag color="red">{p.rectifyDeadline}</Tag>
                    {p.serious && <Tag color="volcano">{t('supervise.problem.serious')}</Tag>}
                    <Typography.Text>{p.name}</Typography.Text>
                    <Typography.Text type="secondary">{[p.businessName, p.projectNodeName].filter(Boolean).join(' · ')}</Typography.Text>
                  </Space>
                </List.Item>
              )} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={`${t('supRecords.portal.todayRecords')} ${d?.today ?? ''}`} data-testid="sup-portal-today">
            <List size="small" dataSource={d?.todayRecords ?? []} locale={{ emptyText: t('supRecords.portal.noRecords') }}
              renderItem={(r) => (
                <List.Item>
                  <Space wrap size={4}>
                    <Tag color={r.type === 1 ? 'blue' : 'purple'}>{t(r.type === 1 ? 'supRecords.patrol.short' : 'supRecords.side.short')}</Tag>
                    <Typography.Text>{r.title}</Typography.Text>
                    <Typography.Text type="secondary">{[r.businessName, r.createdByName].filter(Boolean).join(' · ')}</Typography.Text>
                    {r.problemCount > 0 && <Tag color="orange">{t('supRecords.portal.problemsN', { count: r.problemCount })}</Tag>}
                  </Space>
                </List.Item>
              )} />
          </Card>
        </Col>
      </Row>
      <Card
        size="small" title={t('supRecords.portal.statistics')} data-testid="sup-portal-stats"
        extra={<DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} inputReadOnly style={{ width: narrow ? 220 : 250 }} data-testid="sup-portal-range" />}
      >
        <Row gutter={[12, 12]}>
          {card('type', t('supRecords.portal.byType'), stats.data?.byType, charts?.type)}
          {card('unit', t('supRecords.portal.byUnit'), stats.data?.byUnit, charts?.unit)}
          {card('person', t('supRecords.portal.byDiscoverer'), stats.data?.byDiscoverer, charts?.person)}
          <Col xs={24} lg={12}>
            <Card size="small" title={t('supRecords.portal.rateChart')} data-testid="sup-portal-chart-rate">
              {stats.data?.perProject.length && charts ? <EChart option={charts.rate} height={260} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supRecords.portal.noProblems')} />}
            </Card>
          </Col>
        </Row>
        <Space style={{ margin: '12px 0 8px' }}>
          <Typography.Text strong>{t('supRecords.portal.perProject')}</Typography.Text>
          <ExportButton code={SUP_STAT_EXPORT} fileName={t('supRecords.portal.exportName')} request={{ params: filter }} permission="supervise:portal:export" size="small" testId="sup-portal-export" />
        </Space>
        <ResponsiveTable<TProjectStat>
          rowKey="businessId" size="small" dataSource={stats.data?.perProject ?? []} loading={stats.isFetching} pagination={false} scroll={{ x: 560 }}
          data-testid="sup-portal-table"
          columns={[
            { title: t('supervise.problem.project'), dataIndex: 'businessName', ellipsis: true },
            { title: found, dataIndex: 'found', width: 90, align: 'right' },
            { title: rectified, dataIndex: 'rectified', width: 90, align: 'right' },
            { title: t('supRecords.portal.open'), dataIndex: 'open', width: 90, align: 'right' },
            { title: t('supRecords.portal.overdue'), dataIndex: 'overdue', width: 90, align: 'right', render: (v: number) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : v) },
            { title: t('supRecords.portal.rate'), dataIndex: 'rate', width: 100, align: 'right', render: (v: number | null) => (v === null ? '—' : `${v}%`) },
          ]}
        />
      </Card>
    </Space>
  );
}
