import { useState } from 'react';
import { Button, Card, Checkbox, Col, InputNumber, Row, Select, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/list-page';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TScoreResult, TScoreTable } from '@ecms/shared';
import { useCan } from '../../../components/ledger';
import { useApp } from '../../../components/use-app';
import { fetchScoreTables, gradeScores, queryProjects, SUP_KEYS } from '../api';

type Sheet = Record<string, Record<string, { deduction: number; na?: boolean }>>;
const GRADE_COLOR: Record<string, string> = { '1': 'success', '2': 'processing', '3': 'error' };

/** /engineering-supervision/project-check (项目检查): a JGJ 59-2011 safety check scored table by table; the server gives the grade. */
export function ProjectCheckPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const can = useCan();
  const [projectId, setProjectId] = useState<string>();
  const [tableCode, setTableCode] = useState<string>();
  const [sheet, setSheet] = useState<Sheet>({});
  const [result, setResult] = useState<TScoreResult | null>(null);
  const projects = useQuery({ queryKey: [SUP_KEYS.projects, 'picker'], queryFn: () => queryProjects({ pageSize: 200 }) });
  const tables = useQuery({ queryKey: ['sup-score-tables', projectId], queryFn: () => fetchScoreTables(projectId!), enabled: !!projectId });
  const table: TScoreTable | undefined = tables.data?.find((x) => x.code === tableCode);
  const grade = useMutation({
    mutationFn: () => gradeScores(projectId!, { tables: sheet }),
    onSuccess: (r) => { setResult(r.data); void message.success(r.msg); },
  });
  const setItem = (code: string, v: { deduction?: number; na?: boolean }) => setSheet((s) => ({
    ...s, [tableCode!]: { ...s[tableCode!], [code]: { ...{ deduction: 0 }, ...s[tableCode!]?.[code], ...v } },
  }));
  const mine = result?.tables.find((x) => x.code === tableCode);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-check-page">
      <Card size="small">
        <Space wrap>
          <Select style={{ width: 280 }} placeholder={t('supervise.check.project')} value={projectId} data-testid="sup-check-project"
            options={(projects.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
            onChange={(v: string) => { setProjectId(v); setSheet({}); setResult(null); }} />
          <Select style={{ width: 300 }} placeholder={t('supervise.check.table')} value={tableCode} disabled={!projectId} data-testid="sup-check-table"
            options={(tables.data ?? []).map((x) => ({ value: x.code, label: `${x.categoryName} · ${x.name}` }))} onChange={setTableCode} />
          <Button type="primary" disabled={!projectId || Object.keys(sheet).length === 0 || !can('supervise:projectCheck:score')}
            loading={grade.isPending} onClick={() => grade.mutate()} data-testid="sup-check-score">{t('supervise.check.score')}</Button>
        </Space>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={15}>
          <Card size="small" title={table?.name ?? t('supervise.check.table')}
            extra={mine && <Space><span>{mine.score}</span>{mine.zeroed && <Tag color="error">{t('supervise.check.zeroed')}</Tag>}</Space>}>
            <ResponsiveTable size="small" rowKey="code" pagination={false} dataSource={table?.items ?? []} data-testid="sup-check-items" columns={[
              { title: t('supervise.check.item'), dataIndex: 'name' },
              { title: t('supervise.check.kind'), dataIndex: 'kind', width: 90, render: (v: string) => t(`supervise.check.kinds.${v}`) },
              { title: t('supervise.check.base'), dataIndex: 'baseScore', width: 70 },
              {
                title: t('supervise.check.deduction'), key: 'd', width: 110,
                render: (_: unknown, i) => (
                  <InputNumber size="small" min={0} max={i.baseScore} step={0.5} style={{ width: 90 }} data-testid={`sup-check-deduct-${i.code}`}
                    value={sheet[tableCode!]?.[i.code]?.deduction ?? 0} disabled={!!sheet[tableCode!]?.[i.code]?.na}
                    onChange={(v) => setItem(i.code, { deduction: Number(v ?? 0) })} />
                ),
              },
              { title: t('supervise.check.na'), key: 'na', width: 60, render: (_: unknown, i) => <Checkbox checked={!!sheet[tableCode!]?.[i.code]?.na} onChange={(e) => setItem(i.code, { na: e.target.checked })} /> },
            ]} />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card size="small" title={t('supervise.check.total')}>
            {result ? (
              <>
                <Typography.Title level={3} style={{ margin: 0 }} data-testid="sup-check-total">
                  {result.total} <Tag color={GRADE_COLOR[result.grade]} data-testid="sup-check-grade" style={{ fontSize: 16, padding: '2px 10px' }}>{result.gradeName}</Tag>
                </Typography.Title>
                <ResponsiveTable size="small" rowKey="code" pagination={false} style={{ marginTop: 8 }}
                  dataSource={result.categories.filter((c) => c.tableScore !== null)} columns={[
                    { title: t('supervise.check.item'), dataIndex: 'name' },
                    { title: t('supervise.check.base'), dataIndex: 'weight', width: 60 },
                    { title: t('supervise.check.score'), dataIndex: 'tableScore', width: 70 },
                    { title: t('supervise.check.weighted'), dataIndex: 'weighted', width: 90 },
                  ]} />
              </>
            ) : <Typography.Text type="secondary">JGJ 59-2011</Typography.Text>}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
