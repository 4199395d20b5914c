import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Col, DatePicker, Empty, Row, Select, Skeleton, Space, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { EChartsCoreOption } from 'echarts/core';
import { formatMoney, type TCapitalPosition } from '@ecms/shared';
import { BANK_ACCOUNTS_KEY, bankAccounts } from './api';
import { CAPITAL_KEY, queryCapital } from './profit-api';

/*
 * /capital-position (资金头寸): the company's money across its bank accounts by day: the period's
 * opening, money in and out, closing; the end-of-day balance as a line over the daily in/out bars
 * (ECharts, loaded with the chart only); and the accounts' own figures below.
 */

const EChart = lazy(() => import('../../components/EChart').then((m) => ({ default: m.EChart })));

type Range = [dayjs.Dayjs, dayjs.Dayjs];

function chartOption(p: TCapitalPosition, names: { balance: string; income: string; pay: string }): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatMoney(v) },
    legend: { data: [names.balance, names.income, names.pay] },
    grid: { left: 12, right: 12, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: p.days.map((d) => d.date.slice(5)) },
    yAxis: [{ type: 'value', name: names.balance, scale: true }, { type: 'value', name: `${names.income}/${names.pay}`, splitLine: { show: false } }],
    series: [
      { name: names.balance, type: 'line', smooth: true, showSymbol: p.days.length <= 45, data: p.days.map((d) => d.balance), itemStyle: { color: '#1677ff' } },
      { name: names.income, type: 'bar', yAxisIndex: 1, data: p.days.map((d) => d.income), itemStyle: { color: '#52c41a' } },
      { name: names.pay, type: 'bar', yAxisIndex: 1, data: p.days.map((d) => -d.pay), itemStyle: { color: '#ff7875' } },
    ],
  };
}

export function CapitalPositionPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>([dayjs().subtract(29, 'day'), dayjs()]);
  const [accountId, setAccountId] = useState<string | undefined>();
  const accounts = useQuery({ queryKey: [BANK_ACCOUNTS_KEY], queryFn: bankAccounts });
  const q = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), ...(accountId && { accountId }) };
  const pos = useQuery({ queryKey: [CAPITAL_KEY, q], queryFn: () => queryCapital(q) });
  const names = useMemo(() => ({ balance: t('finProfit.capital.balance'), income: t('finProfit.capital.income'), pay: t('finProfit.capital.pay') }), [t]);
  const option = useMemo(() => (pos.data ? chartOption(pos.data, names) : null), [pos.data, names]);
  const p = pos.data;
  const stat = (key: 'opening' | 'income' | 'pay' | 'closing', color?: string) => (
    <Col xs={12} md={6} key={key}>
      <Card size="small" loading={pos.isPending} data-testid={`capital-${key}`}>
        <Statistic title={t(`finProfit.capital.${key}`)} value={p ? formatMoney(p[key]) : '—'} valueStyle={color ? { color } : undefined} />
      </Card>
    </Col>
  );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="capital-page">
      <Card size="small">
        <Space wrap>
          <DatePicker.RangePicker
            value={range} allowClear={false} inputReadOnly data-testid="capital-range"
            disabledDate={(d) => !!range[0] && Math.abs(d.diff(range[0], 'day')) > 365}
            onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }}
          />
          <Select
            allowClear placeholder={t('finProfit.capital.allAccounts')} style={{ width: 260 }} value={accountId} onChange={setAccountId} data-testid="capital-account"
            loading={accounts.isPending} options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.accountNo}${a.accountName ? ` ${a.accountName}` : ''}` }))}
          />
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        {stat('opening')}
        {stat('income', '#389e0d')}
        {stat('pay', '#cf1322')}
        {stat('closing', '#1677ff')}
      </Row>
      <Card size="small" title={t('finProfit.capital.chart')} data-testid="capital-chart">
        {option ? (
          <Suspense fallback={<Skeleton active />}><EChart option={option} height={340} testId="capital-echart" /></Suspense>
        ) : pos.isPending ? <Skeleton active /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Card>
      <Card size="small" title={t('finProfit.capital.accounts')}>
        <Table
          size="small" rowKey="accountId" pagination={false} loading={pos.isPending} dataSource={p?.accounts ?? []} scroll={{ x: 820 }} data-testid="capital-accounts"
          columns={[
            { title: t('finProfit.capital.accountNo'), dataIndex: 'accountNo', width: 200 },
            { title: t('finProfit.capital.accountName'), dataIndex: 'accountName', width: 200, ellipsis: true },
            ...(['opening', 'income', 'pay', 'closing'] as const).map((k) => ({
              title: t(`finProfit.capital.${k}`), dataIndex: k, width: 140, align: 'right' as const, render: (v: number) => formatMoney(v),
            })),
          ]}
        />
      </Card>
    </Space>
  );
}
