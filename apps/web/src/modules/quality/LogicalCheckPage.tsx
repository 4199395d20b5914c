import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Drawer, Empty, Form, Input, List, Modal, Radio, Select, Space, Tabs, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../components/list-page';
import { useApp } from '../../components/use-app';
import { useHasPermission } from '../../app/hooks/use-user';
import {
  logicalBills, logicalCheck, logicalList, logicalRecords, QC_PROJECTS_KEY, queryProjects, saveLogicalRecord, SEVERITY_COLOR,
  type LogicalBill, type LogicalDecision, type LogicalFinding, type LogicalRecord,
} from './api';

const RESULT_COLOR: Record<string, string> = { problem: 'error', fine: 'success' };
const RECORDS_KEY = 'qc-logical-records';
const source = (t: (k: string, o?: Record<string, unknown>) => string, sheet: string | null, row: number | null) =>
  (sheet ? `${sheet} ${row ? t('quality.col.row', { row }) : ''}` : '—');

/**
 * /main-page/quality-logical-check/wf-list (逻辑检查): the relativity rules of one project, answered at
 * once; the reviewer opens the BoQ items behind a finding and records 确认问题 or 无问题 with a reason,
 * which the next check shows again beside the same finding.
 */
export function LogicalCheckPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const canJudge = useHasPermission('quality:logical:record');
  const [projectId, setProjectId] = useState<string | undefined>();
  const [tab, setTab] = useState<'findings' | 'records'>('findings');
  const [resultFilter, setResultFilter] = useState<'problem' | 'fine' | undefined>();
  const [judging, setJudging] = useState<LogicalFinding | null>(null);
  const [billsOf, setBillsOf] = useState<LogicalFinding | null>(null);
  const [form] = Form.useForm<LogicalDecision>();
  const projects = useQuery({ queryKey: [QC_PROJECTS_KEY], queryFn: queryProjects });
  const checks = useQuery({ queryKey: ['qc-logical', projectId], queryFn: () => logicalList(projectId!), enabled: !!projectId });
  const records = useQuery({
    queryKey: [RECORDS_KEY, projectId, resultFilter], queryFn: () => logicalRecords(projectId!, resultFilter), enabled: !!projectId && tab === 'records',
  });
  const bills = useQuery({
    queryKey: ['qc-logical-bills', projectId, billsOf?.code, billsOf?.unitId],
    queryFn: () => logicalBills(projectId!, billsOf!.code, billsOf!.unitId ?? undefined),
    enabled: !!projectId && !!billsOf,
  });
  const run = useMutation({ mutationFn: logicalCheck });
  const save = useMutation({
    mutationFn: (d: LogicalDecision) => saveLogicalRecord(judging!, d, projectId!),
    onSuccess: (res) => {
      void message.success(res.msg);
      setJudging(null);
      void queryClient.invalidateQueries({ queryKey: [RECORDS_KEY, projectId] });
      if (projectId) run.mutate(projectId);
    },
  });
  const options = useMemo(() => (projects.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name })), [projects.data]);
  const findings = run.data && run.variables === projectId ? run.data : null;
  const itemName = useMemo(() => new Map((checks.data ?? []).map((c) => [c.code, c.name])), [checks.data]);

  const openJudge = (f: LogicalFinding) => {
    setJudging(f);
    form.setFieldsValue({ result: f.record?.result ?? 'problem', opinion: f.record?.opinion ?? '' });
  };

  const findingsTable = !findings ? <Empty description={t('quality.logical.none')} /> : (
    <ResponsiveTable<LogicalFinding>
      size="small" rowKey={(f) => `${f.code}-${f.unitId ?? ''}-${f.target ?? ''}-${f.srcSheet ?? ''}-${f.srcRow ?? ''}`} pagination={false} dataSource={findings}
      scroll={{ x: 1100 }} data-testid="qc-logical-findings" locale={{ emptyText: t('quality.logical.clean') }}
      columns={[
        { title: t('quality.col.severity'), dataIndex: 'severity', width: 72, render: (s: string) => <Tag color={SEVERITY_COLOR[s]}>{t(`quality.severity.${s}`)}</Tag> },
        { title: t('quality.col.unit'), dataIndex: 'unitName', width: 120 },
        { title: t('quality.col.target'), dataIndex: 'target', width: 200 },
        { title: t('quality.col.message'), dataIndex: 'message' },
        { title: t('quality.col.expected'), dataIndex: 'expected', width: 110 },
        { title: t('quality.col.source'), key: 'src', width: 160, render: (_, f) => source(t, f.srcSheet, f.srcRow) },
        {
          title: t('quality.logical.decision'), key: 'decision', width: 200,
          render: (_, f) => (f.record ? (
            <Space direction="vertical" size={0}>
              <Tag color={RESULT_COLOR[f.record.result]} data-testid="qc-logical-decision">{t(`quality.logical.${f.record.result}`)}</Tag>
              {f.record.opinion && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{f.record.updatedByName ?? ''}：{f.record.opinion}</Typography.Text>}
            </Space>
          ) : <Typography.Text type="secondary">{t('quality.logical.undecided')}</Typography.Text>),
        },
        {
          title: t('quality.col.actions'), key: 'actions', width: 150, fixed: 'right',
          render: (_, f) => (
            <Space size={4}>
              <Button size="small" type="link" onClick={() => setBillsOf(f)} data-testid="qc-logical-bills">{t('quality.logical.bills')}</Button>
              {canJudge && f.code !== 'other' && f.unitId && (
                <Button size="small" type="link" onClick={() => openJudge(f)} data-testid="qc-logical-judge">{t('quality.logical.judge')}</Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );

  const recordsTable = (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Select allowClear placeholder={t('quality.logical.allResults')} style={{ width: 160 }} value={resultFilter} onChange={setResultFilter}
        options={(['problem', 'fine'] as const).map((r) => ({ value: r, label: t(`quality.logical.${r}`) }))} data-testid="qc-logical-result-filter" />
      <ResponsiveTable<LogicalRecord>
        size="small" rowKey="id" loading={records.isFetching} dataSource={records.data?.rows ?? []} pagination={false} scroll={{ x: 1000 }}
        data-testid="qc-logical-records" locale={{ emptyText: t('quality.logical.noRecords') }}
        columns={[
          { title: t('quality.logical.decision'), dataIndex: 'result', width: 100, render: (r: string) => <Tag color={RESULT_COLOR[r]}>{t(`quality.logical.${r}`)}</Tag> },
          { title: t('quality.logical.item'), dataIndex: 'codeName', width: 160 },
          { title: t('quality.col.unit'), dataIndex: 'unitName', width: 120 },
          { title: t('quality.col.target'), dataIndex: 'target', width: 200 },
          { title: t('quality.col.message'), dataIndex: 'message' },
          { title: t('quality.logical.opinion'), dataIndex: 'opinion', width: 200 },
          { title: t('quality.logical.by'), dataIndex: 'updatedByName', width: 90 },
          { title: t('quality.logical.at'), dataIndex: 'updatedDate', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
        ]}
      />
    </Space>
  );

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
      <Card size="small">
        <Tabs activeKey={tab} onChange={(k) => setTab(k as 'findings' | 'records')} items={[
          { key: 'findings', label: <span data-testid="qc-logical-tab-findings">{t('quality.logical.tabFindings')}</span>, children: findingsTable },
          {
            key: 'records', label: <span data-testid="qc-logical-tab-records">{t('quality.logical.tabRecords')}</span>,
            children: projectId ? recordsTable : <Empty description={t('quality.logical.none')} />,
          },
        ]} />
      </Card>

      <Modal open={!!judging} title={t('quality.logical.judgeTitle')} onCancel={() => setJudging(null)} confirmLoading={save.isPending}
        onOk={() => form.validateFields().then((v) => save.mutate(v), () => undefined /* the form shows what is missing */)} destroyOnHidden data-testid="qc-logical-judge-dialog">
        {judging && (
          <Typography.Paragraph type="secondary">{judging.unitName} · {judging.target}：{judging.message}</Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="result" label={t('quality.logical.decision')} rules={[{ required: true }]}>
            <Radio.Group data-testid="qc-logical-result">
              <Radio value="problem">{t('quality.logical.problem')}</Radio>
              <Radio value="fine">{t('quality.logical.fine')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.result !== b.result}>
            {({ getFieldValue }) => (
              <Form.Item name="opinion" label={t('quality.logical.opinion')}
                rules={[{ required: getFieldValue('result') === 'fine', whitespace: true, message: t('quality.logical.reasonRequired') }, { max: 1000 }]}>
                <Input.TextArea rows={3} maxLength={1000} showCount data-testid="qc-logical-opinion" />
              </Form.Item>
            )}
          </Form.Item>
        </Form>
      </Modal>

      <Drawer open={!!billsOf} onClose={() => setBillsOf(null)} size="large" destroyOnHidden data-testid="qc-logical-bills-drawer"
        title={t('quality.logical.billsTitle', { name: billsOf ? `${itemName.get(billsOf.code) ?? billsOf.target ?? ''} · ${billsOf.unitName ?? ''}` : '' })}>
        <ResponsiveTable<LogicalBill>
          size="small" rowKey="id" loading={bills.isFetching} dataSource={bills.data ?? []} pagination={false} scroll={{ x: 760 }}
          locale={{ emptyText: t('quality.logical.noBills') }} data-testid="qc-logical-bill-table"
          columns={[
            { title: '', dataIndex: 'role', width: 72, render: (r: string) => <Tag color={r === 'subject' ? 'blue' : 'default'}>{t(`quality.logical.${r}`)}</Tag> },
            { title: t('quality.col.target'), key: 'item', render: (_, b) => `${b.code} ${b.name}` },
            { title: t('quality.logical.measure'), dataIndex: 'unit', width: 60 },
            { title: t('quality.logical.qty'), dataIndex: 'qty', width: 90, align: 'right' },
            { title: t('quality.logical.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: number | null) => (v == null ? '' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })) },
            { title: t('quality.col.source'), key: 'src', width: 150, render: (_, b) => source(t, b.srcSheet, b.srcRow) },
          ]}
        />
      </Drawer>
    </Space>
  );
}
