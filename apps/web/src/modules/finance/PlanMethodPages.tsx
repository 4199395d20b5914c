import { useEffect, useState } from 'react';
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Input, InputNumber, Popconfirm, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PLAN_METHODS, type TPlanMethod, type TProductionRow } from '@ecms/shared';
import { DeptTreeSelect } from '../../components/dept';
import { useCan, useCrudMutation } from '../../components/ledger';
import { fmtMoney } from './MonthBalancePage';
import { applyPlanMethod, getPlanMethod, OKR_KEY, PLAN_METHOD_KEY, PRODUCTION_KEY, queryProduction, savePlanMethod } from './plan-api';

/*
 * 计划方式 (/b/plan-method): how the year's company objective is handed down to the departments
 * (by share, by last year's recognised income, by hand), with a preview of what applying it gives.
 * 产值计划 (/b/plan-production): each objective's monthly planned output against recognised income,
 * completion per month, to date and for the year. Both read and write the objectives (经营目标).
 */

type Method = TPlanMethod['method'];
type ShareRow = { key: number; deptId?: string; share?: number | null };
const pct = (v: number | null) => (v === null ? '—' : `${(Math.round(v * 1000) / 10).toFixed(1)}%`);

export function PlanMethodPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [year, setYear] = useState(dayjs().year());
  const [method, setMethod] = useState<Method>('manual');
  const [shares, setShares] = useState<ShareRow[]>([]);
  const [remark, setRemark] = useState('');
  const q = useQuery({ queryKey: [PLAN_METHOD_KEY, year], queryFn: () => getPlanMethod(year) });
  const data = q.data;
  useEffect(() => {
    if (!data) return;
    setMethod(data.method);
    setShares(data.shares.map((s, i) => ({ key: i, deptId: s.deptId, share: s.share })));
    setRemark(data.remark ?? '');
  }, [data]);
  const editable = can('market:planMethod:edit');
  const invalidate = [[PLAN_METHOD_KEY], [OKR_KEY], [PRODUCTION_KEY]];
  const save = useCrudMutation({
    mutationFn: () => savePlanMethod({
      year, method, remark: remark || null,
      shares: method === 'share' ? shares.filter((s) => s.deptId).map((s) => ({ deptId: s.deptId!, share: s.share ?? 0 })) : [],
    }),
    invalidate,
  });
  const apply = useCrudMutation({ mutationFn: () => applyPlanMethod(year), invalidate });
  const methods = t('finPlan.method.methods', { returnObjects: true }) as Record<Method, string>;
  const hints = t('finPlan.method.methodHints', { returnObjects: true }) as Record<Method, string>;
  const sum = shares.reduce((a, s) => a + (s.share ?? 0), 0);
  const nextKey = () => (shares.length ? Math.max(...shares.map((s) => s.key)) + 1 : 0);

  return (
    <Card data-testid="plan-method-page" title={t('finPlan.route.planMethod')} loading={q.isLoading} extra={
      <DatePicker picker="year" allowClear={false} value={dayjs(`${year}-01-01`)} onChange={(d) => d && setYear(d.year())} data-testid="plan-method-year" />
    }>
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('finPlan.method.company')}>
          {data?.companyGoal ? <span data-testid="plan-method-company">{data.companyGoal.name}（{fmtMoney(data.companyGoal.target)}）</span> : <Typography.Text type="secondary">{t('finPlan.method.noCompany')}</Typography.Text>}
        </Descriptions.Item>
        {data?.appliedAt && <Descriptions.Item label="">{t('finPlan.method.applied', { at: dayjs(data.appliedAt).format('YYYY-MM-DD HH:mm'), by: data.appliedByName ?? '' })}</Descriptions.Item>}
      </Descriptions>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <div>
          <Typography.Text strong>{t('finPlan.method.method')}：</Typography.Text>
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as Method)} disabled={!editable} data-testid="plan-method-radio">
            {PLAN_METHODS.map((m) => <Radio key={m} value={m}>{methods[m]}</Radio>)}
          </Radio.Group>
          <div><Typography.Text type="secondary">{hints[method]}</Typography.Text></div>
        </div>
        {method === 'share' && (
          <Table<ShareRow> rowKey="key" size="small" pagination={false} dataSource={shares} data-testid="plan-method-shares"
            title={() => <Space><Typography.Text strong>{t('finPlan.method.shares')}</Typography.Text><Tag color={sum > 100 ? 'error' : 'default'}>{t('finPlan.method.shareSum', { sum: sum.toFixed(2) })}</Tag></Space>}
            footer={editable ? () => (
              <Button icon={<PlusOutlined />} onClick={() => setShares([...shares, { key: nextKey(), share: null }])} data-testid="plan-method-add-share">{t('finPlan.method.addShare')}</Button>
            ) : undefined}
            columns={[
              {
                title: t('finPlan.method.dept'), key: 'dept', render: (_: unknown, r, i) => (
                  <DeptTreeSelect value={r.deptId} disabled={!editable} style={{ width: 260 }} data-testid={`plan-share-dept-${i}`}
                    onChange={(v) => setShares(shares.map((s) => (s.key === r.key ? { ...s, deptId: v as string } : s)))} />
                ),
              },
              {
                title: t('finPlan.method.share'), key: 'share', width: 180, render: (_: unknown, r, i) => (
                  <InputNumber<number> min={0.01} max={100} precision={2} value={r.share ?? null} disabled={!editable} data-testid={`plan-share-value-${i}`}
                    onChange={(v) => setShares(shares.map((s) => (s.key === r.key ? { ...s, share: v } : s)))} />
                ),
              },
              ...(editable ? [{
                key: 'x', width: 60, render: (_: unknown, r: ShareRow) => (
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => setShares(shares.filter((s) => s.key !== r.key))} />
                ),
              }] : []),
            ]} />
        )}
        <Input.TextArea rows={2} maxLength={1000} placeholder={t('finPlan.method.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} disabled={!editable} />
        {editable && (
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="plan-method-save">{t('finPlan.method.save')}</Button>
            {data?.method !== 'manual' && data?.companyGoal && can('market:objectives:edit') && (
              <Popconfirm title={t('finPlan.method.applyConfirm')} onConfirm={() => apply.mutate()}>
                <Button loading={apply.isPending} data-testid="plan-method-apply">{t('finPlan.method.apply')}</Button>
              </Popconfirm>
            )}
          </Space>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>{t('finPlan.method.preview')}</Typography.Title>
        {data?.previewNote && <Alert type="info" showIcon message={data.previewNote} data-testid="plan-method-note" />}
        <Table rowKey="deptId" size="small" pagination={false} dataSource={data?.preview ?? []} data-testid="plan-method-preview"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
          columns={[
            { title: t('finPlan.method.dept'), dataIndex: 'deptName' },
            { title: t('finPlan.method.weight'), dataIndex: 'weight', align: 'right', render: (v: number) => (data?.method === 'share' ? `${v}%` : fmtMoney(v)) },
            { title: t('finPlan.method.newTarget'), dataIndex: 'target', align: 'right', render: fmtMoney },
            { title: t('finPlan.method.current'), dataIndex: 'currentTarget', align: 'right', render: (v: number | null) => (v === null ? '—' : fmtMoney(v)) },
            { title: t('finPlan.method.split'), dataIndex: 'splitTotal', align: 'right', render: fmtMoney },
          ]} />
      </Space>
    </Card>
  );
}

export function PlanProductionPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(dayjs().year());
  const [month, setMonth] = useState<number | undefined>();
  const [level, setLevel] = useState<TProductionRow['level'] | undefined>();
  const q = useQuery({ queryKey: [PRODUCTION_KEY, year, month, level], queryFn: () => queryProduction({ year, month, level }) });
  const levels = t('finPlan.okr.levels', { returnObjects: true }) as Record<string, string>;
  const rateColor = (v: number | null) => (v === null ? undefined : v >= 1 ? 'success' : v >= 0.8 ? 'warning' : 'danger');

  return (
    <Card data-testid="plan-production-page" title={t('finPlan.route.planProduction')} extra={
      <Space>
        <DatePicker picker="year" allowClear={false} value={dayjs(`${year}-01-01`)} onChange={(d) => d && setYear(d.year())} data-testid="production-year" />
        <Select<number> allowClear placeholder={t('finPlan.production.asOf')} style={{ width: 110 }} value={month} onChange={setMonth}
          options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: t('finPlan.production.monthAsOf', { m: i + 1 }) }))} data-testid="production-month" />
        <Select allowClear placeholder={t('finPlan.production.level')} style={{ width: 110 }} value={level} onChange={setLevel}
          options={(['company', 'dept', 'person'] as const).map((v) => ({ value: v, label: levels[v] }))} />
      </Space>
    }>
      {q.data && <Typography.Paragraph type="secondary">{t('finPlan.production.asOf')}：{q.data.asOf ? t('finPlan.production.monthAsOf', { m: q.data.asOf }) : '—'}</Typography.Paragraph>}
      <Table<TProductionRow> rowKey="goalId" size="small" bordered loading={q.isLoading} dataSource={q.data?.rows ?? []} pagination={false}
        scroll={{ x: 1900 }} data-testid="production-table" locale={{ emptyText: <Empty description={t('finPlan.production.empty')} /> }}
        columns={[
          { title: t('finPlan.production.name'), dataIndex: 'name', width: 200, fixed: 'left' },
          { title: t('finPlan.production.level'), dataIndex: 'level', width: 70, render: (v: string) => <Tag>{levels[v]}</Tag> },
          { title: t('finPlan.production.owner'), key: 'owner', width: 110, render: (_: unknown, r) => r.userName ?? r.deptName ?? '—' },
          { title: t('finPlan.production.target'), dataIndex: 'target', width: 120, align: 'right', render: fmtMoney },
          { title: t('finPlan.production.toDatePlan'), dataIndex: 'toDatePlan', width: 120, align: 'right', render: fmtMoney },
          { title: t('finPlan.production.toDateActual'), dataIndex: 'toDateActual', width: 120, align: 'right', render: fmtMoney },
          {
            title: t('finPlan.production.toDateRate'), dataIndex: 'toDateRate', width: 100, align: 'right',
            render: (v: number | null, r) => <Typography.Text type={rateColor(v)} data-testid={`production-rate-${r.goalId}`}>{pct(v)}</Typography.Text>,
          },
          { title: t('finPlan.production.yearRate'), dataIndex: 'yearRate', width: 100, align: 'right', render: (v: number | null) => pct(v) },
          ...Array.from({ length: 12 }, (_, i) => ({
            title: t('finPlan.production.month', { m: i + 1 }), key: `m${i + 1}`, width: 120, align: 'right' as const,
            render: (_: unknown, r: TProductionRow) => {
              const m = r.months[i];
              return (
                <div style={{ lineHeight: 1.3 }}>
                  <div>{fmtMoney(m.actual)}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>/ {fmtMoney(m.plan)}</Typography.Text>
                  {m.rate !== null && <div><Typography.Text type={rateColor(m.rate)} style={{ fontSize: 12 }}>{pct(m.rate)}</Typography.Text></div>}
                </div>
              );
            },
          })),
        ]} />
    </Card>
  );
}
