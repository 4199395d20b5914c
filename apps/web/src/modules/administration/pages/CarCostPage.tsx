import { useMemo, useState } from 'react';
import { Card, DatePicker, Empty, Space, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@ecms/shared';
import { EChart } from '../../../components/EChart';
import { useCan } from '../../../components/ledger';
import { WfListPage } from '../../form';
import { ADM_KEYS, queryVehicleCosts, type TVehicleCostRow } from '../api';

const KINDS = ['fuel', 'repair', 'toll', 'other'] as const;

/** 车辆费用统计: fuel, repairs, tolls and other costs per vehicle and month (stacked chart and table), and the cost entries. */
export function CarCostPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [year, setYear] = useState(dayjs().format('YYYY'));
  const [tab, setTab] = useState('stats');
  const q = useQuery({ queryKey: [ADM_KEYS.vehicleCosts, year], queryFn: () => queryVehicleCosts(year) });
  const rows = useMemo(() => q.data ?? [], [q.data]);
  const option = useMemo(() => {
    const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
    const sum = (kind: (typeof KINDS)[number], m: string) => Math.round(rows.filter((r) => r.month === m).reduce((s, r) => s + r[kind], 0) * 100) / 100;
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 60, right: 20, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: months.map((m) => t('adm.cost.month', { m: Number(m.slice(5)) })) },
      yAxis: { type: 'value' },
      series: KINDS.map((k) => ({ name: t(`adm.cost.${k}`), type: 'bar', stack: 'cost', data: months.map((m) => sum(k, m)) })),
    };
  }, [rows, year, t]);
  const money = (v: number) => formatMoney(v);
  const stats = (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        size="small"
        title={t('adm.cost.chart')}
        extra={<DatePicker picker="year" allowClear={false} value={dayjs(`${year}-01-01`)} onChange={(d) => d && setYear(d.format('YYYY'))}
          aria-label={t('adm.cost.year')} data-testid="adm-cost-year" />}
      >
        {rows.length ? <EChart option={option} height={320} testId="adm-cost-chart" /> : <Empty description={t('adm.cost.empty')} />}
      </Card>
      <Card size="small" title={t('adm.cost.table')}>
        <Table<TVehicleCostRow>
          size="small"
          rowKey={(r) => `${r.vehicleId}-${r.month}`}
          loading={q.isLoading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 720 }}
          data-testid="adm-cost-table"
          columns={[
            { title: t('adm.cost.plateNo'), dataIndex: 'plateNo', width: 120 },
            { title: t('adm.cost.monthCol'), dataIndex: 'month', width: 100 },
            ...KINDS.map((k) => ({ title: t(`adm.cost.${k}`), dataIndex: k, width: 110, align: 'right' as const, render: money })),
            { title: t('adm.cost.total'), dataIndex: 'total', width: 120, align: 'right' as const, render: (v: number) => <strong>{money(v)}</strong> },
          ]}
          summary={(data) => data.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>{t('adm.cost.sum')}</Table.Summary.Cell>
              {[...KINDS, 'total' as const].map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 2} align="right">{money(data.reduce((s, r) => s + r[k], 0))}</Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null}
        />
      </Card>
    </Space>
  );
  const items = [
    { key: 'stats', label: t('adm.cost.stats'), children: stats },
    ...(can('form:vehicle_expense:view') ? [{ key: 'expenses', label: t('adm.cost.expenses'), children: <WfListPage formId="vehicle_expense" /> }] : []),
  ];
  return <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden data-testid="adm-cost-page" />;
}
