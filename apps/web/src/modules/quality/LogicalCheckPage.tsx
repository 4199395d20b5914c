import { useMemo, useState } from 'react';
import { Button, Card, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logicalCheck, logicalList, QC_PROJECTS_KEY, queryProjects, SEVERITY_COLOR, type LogicalFinding } from './api';


/** /main-page/quality-logical-check/wf-list (逻辑检查): the relativity rules of one project, answered at once. */
export function LogicalCheckPage() {
  const { t } = useTranslation();
  const [projectId, setProjectId] = useState<string | undefined>();
  const projects = useQuery({ queryKey: [QC_PROJECTS_KEY], queryFn: queryProjects });
  const checks = useQuery({ queryKey: ['qc-logical', projectId], queryFn: () => logicalList(projectId!), enabled: !!projectId });
  const run = useMutation({ mutationFn: logicalCheck });
  const options = useMemo(() => (projects.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name })), [projects.data]);
  const findings = run.data && run.variables === projectId ? run.data : null;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="qc-logical-page">
      <Card size="small">
        <Space wrap>
          <Typography.Text>{t('quality.project')}</Typography.Text>
          <Select showSearch optionFilterProp="label" placeholder={t('quality.pickProject')} style={{ width: 320, maxWidth: '100%' }} value={projectId}
            options={options} onChange={(v: string) => setProjectId(v)} data-testid="qc-logical-project" />
          <Button type="primary" icon={<PlayCircleOutlined />} disabled={!projectId} loading={run.isPending} onClick={() => projectId && run.mutate(projectId)} data-testid="qc-logical-run">
            {t('quality.logical.run')}
          </Button>
        </Space>
      </Card>
      {projectId && (
        <Card size="small" title={t('quality.logical.rules')} loading={checks.isLoading}>
          <List size="small" dataSource={checks.data ?? []} renderItem={(c) => (
            <List.Item><List.Item.Meta title={c.name} description={c.description} /></List.Item>
          )} />
        </Card>
      )}
      <Card size="small" title={t('quality.findings')}>
        {!findings ? <Empty description={t('quality.logical.none')} /> : (
          <ResponsiveTable<LogicalFinding>
            size="small" rowKey={(f) => `${f.rule}-${f.srcSheet ?? ''}-${f.srcRow ?? ''}-${f.target ?? ''}-${f.message}`} pagination={false} dataSource={findings} scroll={{ x: 900 }}
            data-testid="qc-logical-findings" locale={{ emptyText: t('quality.logical.clean') }}
            columns={[
              { title: t('quality.col.severity'), dataIndex: 'severity', width: 72, render: (s: string) => <Tag color={SEVERITY_COLOR[s]}>{t(`quality.severity.${s}`)}</Tag> },
              { title: t('quality.col.unit'), dataIndex: 'unitName', width: 120 },
              { title: t('quality.col.target'), dataIndex: 'target', width: 200 },
              { title: t('quality.col.message'), dataIndex: 'message' },
              { title: t('quality.col.expected'), dataIndex: 'expected', width: 110 },
              {
                title: t('quality.col.source'), key: 'src', width: 170,
                render: (_, f) => (f.srcSheet ? `${f.srcSheet} ${f.srcRow ? t('quality.col.row', { row: f.srcRow }) : ''}` : '—'),
              },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
