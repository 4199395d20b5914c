import { useState } from 'react';
import { Card, Checkbox, Input, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../components/list-page';
import { fixed, industrial, money, pct, type IndustrialDim, type IndustrialFilter, type IndustrialRow } from './api';

const DIMS: IndustrialDim[] = ['kind2', 'structure', 'region', 'year'];
const YEARS = Array.from({ length: 12 }, (_, i) => String(new Date().getFullYear() - i));
type Stat = { p10: number | null; median: number | null; p90: number | null };

/**
 * /industrial-page/cost-data (产业数据): the firm's projects grouped by type, structure, region and
 * year, with P10 / median / P90 of 单方造价, 含量 and 人工费占比 per group; a group of too few
 * projects shows 未评估 instead of a benchmark.
 */
export function IndustrialPage() {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<IndustrialDim[]>(['kind2', 'structure']);
  const [filter, setFilter] = useState<IndustrialFilter>({});
  const q = useQuery({ queryKey: ['cd-industrial', groupBy, filter], queryFn: () => industrial(filter, groupBy), enabled: groupBy.length > 0 });
  const text = (k: keyof IndustrialFilter) => (e: React.ChangeEvent<HTMLInputElement>) => setFilter((f) => ({ ...f, [k]: e.target.value.trim() || undefined }));
  const stat = (fmt: (x: number | null) => string) => (s: Stat, r: IndustrialRow) => (r.assessed
    ? `${fmt(s.p10)} / ${fmt(s.median)} / ${fmt(s.p90)}` : <Tag>{t('costdata.status.unassessed')}</Tag>);
  const dimLabel: Record<IndustrialDim, string> = {
    kind2: t('costdata.col.kind2'), structure: t('costdata.col.structure'), region: t('costdata.col.region'), year: t('costdata.db.year'),
  };
  return (
    <Card data-testid="cd-industrial-page">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <span>{t('costdata.industrial.groupBy')}</span>
          <Checkbox.Group data-testid="cd-industrial-dims" value={groupBy} onChange={(v) => setGroupBy(v as IndustrialDim[])}
            options={DIMS.map((d) => ({ value: d, label: dimLabel[d] }))} />
        </Space>
        <Space wrap>
          <Input allowClear maxLength={50} placeholder={dimLabel.kind2} style={{ width: 140 }} onChange={text('kind2')} />
          <Input allowClear maxLength={50} placeholder={dimLabel.structure} style={{ width: 140 }} onChange={text('structure')} />
          <Input allowClear maxLength={50} placeholder={dimLabel.region} style={{ width: 140 }} onChange={text('region')} data-testid="cd-industrial-region" />
          <Select allowClear placeholder={dimLabel.year} style={{ width: 110 }} options={YEARS.map((y) => ({ value: y, label: y }))}
            onChange={(v?: string) => setFilter((f) => ({ ...f, year: v }))} />
        </Space>
        <Typography.Text type="secondary">{t('costdata.industrial.hint')}</Typography.Text>
        <ResponsiveTable<IndustrialRow>
          size="small" loading={q.isLoading} dataSource={q.data ?? []} pagination={false} data-testid="cd-industrial-table"
          rowKey={(r) => `${r.kind2}|${r.structure}|${r.region}|${r.year}`}
          columns={[
            ...groupBy.map((d) => ({ title: dimLabel[d], dataIndex: d, width: 100, render: (v: string | null) => v ?? '—' })),
            { title: t('costdata.col.projects'), dataIndex: 'projects', width: 70, align: 'right' as const },
            { title: t('costdata.area'), dataIndex: 'area', width: 120, align: 'right' as const, render: money },
            { title: `${t('costdata.col.unitCost')} P10 / ${t('costdata.col.median')} / P90`, dataIndex: 'unitCost', render: stat(money) },
            { title: t('costdata.industrial.concrete'), dataIndex: 'concretePerM2', render: stat((x) => fixed(x)) },
            { title: t('costdata.industrial.rebar'), dataIndex: 'rebarKgPerM2', render: stat((x) => fixed(x, 2)) },
            { title: t('costdata.db.labor'), dataIndex: 'laborShare', render: stat(pct) },
          ]}
        />
      </Space>
    </Card>
  );
}
