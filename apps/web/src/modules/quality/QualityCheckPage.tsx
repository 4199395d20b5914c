import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Input, Modal, Progress, Select, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DownloadOutlined, FilePdfOutlined, FolderOpenOutlined, ImportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TQcRun } from '@ecms/shared';
import { useCan } from '../../components/ledger';
import { useApp } from '../../components/use-app';
import { useJobProgress } from '../notice';
import {
  downloadReport, downloadReportPdf, getRun, SEVERITY_COLOR, QC_FINDINGS_KEY, QC_PROJECTS_KEY, QC_RUNS_KEY, queryFindings, queryProjects, queryRuns, saveRun, saveViewState,
  setIgnore, setOpinion, startRun, type Finding,
} from './api';
import { ImportBoqDialog } from './ImportBoqDialog';
import { ProjectFilesDrawer } from './ProjectFilesDrawer';

const right = (a: string) => `quality:record:${a}`;
const STATUS_COLOR: Record<string, string> = { draft: 'default', running: 'processing', done: 'success', failed: 'error' };
type Severity = 'error' | 'warn' | 'info';
type FindingStatus = 'open' | 'ignored';
interface ViewFilter { severity?: Severity; status?: FindingStatus }

/** /main-page/quality-check-record/wf-list (成果质检): import a BoQ, run the checks, handle the findings, download the report. */
export function QualityCheckPage() {
  const { t } = useTranslation();
  const can = useCan();
  const qc = useQueryClient();
  const { message } = useApp();
  const [projectId, setProjectId] = useState<string | undefined>();
  const [runId, setRunId] = useState<string | undefined>();
  const [jobId, setJobId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [filesOpen, setFilesOpen] = useState(false);
  // Filters picked on this page, for the run they were picked on; any other run shows its saved view state.
  const [picked, setPicked] = useState<ViewFilter & { runId: string } | null>(null);
  const [ignoring, setIgnoring] = useState<Finding | null>(null);
  const [opining, setOpining] = useState<Finding | null>(null);
  const [text, setText] = useState('');
  const progress = useJobProgress(jobId);

  const projects = useQuery({ queryKey: [QC_PROJECTS_KEY], queryFn: queryProjects });
  const runs = useQuery({ queryKey: [QC_RUNS_KEY, projectId], queryFn: () => queryRuns(projectId) });
  const run = useQuery({
    queryKey: [QC_RUNS_KEY, 'one', runId], queryFn: () => getRun(runId!), enabled: !!runId,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 1000 : false),
  });
  const done = run.data?.status === 'done';
  const saved = run.data?.viewState;
  const { severity, status }: ViewFilter = picked && picked.runId === runId
    ? picked
    : { severity: saved?.severity as Severity | undefined, status: saved?.status as FindingStatus | undefined };
  const findings = useQuery({
    queryKey: [QC_FINDINGS_KEY, runId, severity, status], queryFn: () => queryFindings(runId!, { severity, status }), enabled: !!runId && done,
  });

  // A finished run refreshes the record list (its counts).
  useEffect(() => { if (done) void qc.invalidateQueries({ queryKey: [QC_RUNS_KEY, projectId] }); }, [done, qc, projectId]);
  const filter = (s: Severity | undefined, st: FindingStatus | undefined) => {
    if (!runId) return;
    setPicked({ runId, severity: s, status: st });
    void saveViewState(runId, { ...(s ? { severity: s } : {}), ...(st ? { status: st } : {}) }).catch(() => undefined);
  };

  const start = async () => {
    if (!projectId) return;
    try {
      const r = await saveRun(projectId);
      const job = `qc-${r.id}-${Date.now()}`;
      setJobId(job);
      const s = await startRun(r.id, job);
      message.success(s.msg);
      setRunId(r.id);
      await qc.invalidateQueries({ queryKey: [QC_RUNS_KEY, projectId] });
    } catch { /* shown by the request layer */ }
  };

  // A failed download (no LibreOffice for the PDF, a run gone) says why: it is not a JSON call the request layer reports.
  const download = async (fn: (id: string, name: string) => Promise<void>) => {
    if (!runId) return;
    try { await fn(runId, run.data?.name ?? 'report'); } catch (e) { message.error((e as Error).message); }
  };
  const refreshFindings = () => qc.invalidateQueries({ queryKey: [QC_FINDINGS_KEY, runId] });
  const submitIgnore = async () => {
    if (!ignoring) return;
    if (!text.trim()) { message.warning(t('quality.reason')); return; }
    try { await setIgnore([ignoring.id], true, text.trim()); setIgnoring(null); await refreshFindings(); } catch { /* shown */ }
  };
  const submitOpinion = async () => {
    if (!opining) return;
    if (!text.trim()) { message.warning(t('quality.opinion')); return; }
    try { await setOpinion(opining.id, text.trim()); setOpining(null); await refreshFindings(); } catch { /* shown */ }
  };
  const unignore = async (f: Finding) => { try { await setIgnore([f.id], false); await refreshFindings(); } catch { /* shown */ } };

  const projectOptions = useMemo(() => (projects.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name })), [projects.data]);
  const running = run.data?.status === 'running';
  const percent = running ? (progress?.percent ?? run.data?.progress ?? 0) : done ? 100 : 0;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="qc-page">
      <Card size="small">
        <Space wrap>
          <Typography.Text>{t('quality.project')}</Typography.Text>
          <Select showSearch optionFilterProp="label" placeholder={t('quality.pickProject')} style={{ width: 320 }} value={projectId}
            options={projectOptions} onChange={(v: string) => { setProjectId(v); setRunId(undefined); }} data-testid="qc-project" />
          {can(right('check')) && <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="qc-import">{t('quality.importBoq')}</Button>}
          <Button icon={<FolderOpenOutlined />} disabled={!projectId} onClick={() => setFilesOpen(true)} data-testid="qc-files-open">{t('quality.files.button')}</Button>
          {can(right('check')) && (
            <Button type="primary" icon={<PlayCircleOutlined />} disabled={!projectId || running} onClick={start} data-testid="qc-start">{t('quality.start')}</Button>
          )}
          {can(right('report')) && runId && done && (
            <Button icon={<DownloadOutlined />} onClick={() => download(downloadReport)} data-testid="qc-report">{t('quality.report')}</Button>
          )}
          {can(right('report')) && runId && done && (
            <Button icon={<FilePdfOutlined />} onClick={() => download(downloadReportPdf)} data-testid="qc-report-pdf">{t('quality.reportPdf')}</Button>
          )}
        </Space>
        {runId && (running || (progress && !progress.done)) && (
          <div style={{ marginTop: 12 }} data-testid="qc-progress">
            <Progress percent={percent} status="active" />
            <Typography.Text type="secondary">{progress?.text}</Typography.Text>
          </div>
        )}
      </Card>

      <Card size="small" title={t('quality.runs')}>
        <ResponsiveTable<TQcRun>
          size="small" rowKey="id" loading={runs.isLoading} pagination={false} scroll={{ x: 900 }} data-testid="qc-runs"
          dataSource={runs.data?.rows ?? []}
          rowClassName={(r) => (r.id === runId ? 'ant-table-row-selected' : '')}
          onRow={(r) => ({ onClick: () => { setRunId(r.id); setProjectId(r.projectId); } })}
          columns={[
            { title: t('quality.run.name'), dataIndex: 'name', ellipsis: true },
            { title: t('quality.run.status'), dataIndex: 'status', width: 100, render: (s: string) => <Tag color={STATUS_COLOR[s]}>{t(`quality.status.${s}`)}</Tag> },
            { title: t('quality.run.errors'), dataIndex: 'errorCount', width: 80, align: 'right', render: (n: number) => <Typography.Text type={n ? 'danger' : undefined}>{n}</Typography.Text> },
            { title: t('quality.run.warnings'), dataIndex: 'warnCount', width: 80, align: 'right' },
            { title: t('quality.run.info'), dataIndex: 'infoCount', width: 90, align: 'right' },
            { title: t('quality.run.finished'), dataIndex: 'finishedAt', width: 150, render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '') },
          ]}
        />
      </Card>

      <Card size="small" title={t('quality.findings')} extra={runId && done ? (
        <Space>
          <Select allowClear placeholder={t('quality.filter.all')} style={{ width: 120 }} value={severity} onChange={(v?: Severity) => filter(v, status)}
            options={(['error', 'warn', 'info'] as const).map((s) => ({ value: s, label: t(`quality.severity.${s}`) }))} data-testid="qc-filter-severity" />
          <Select allowClear placeholder={t('quality.filter.allStatus')} style={{ width: 120 }} value={status} onChange={(v?: FindingStatus) => filter(severity, v)}
            options={(['open', 'ignored'] as const).map((s) => ({ value: s, label: t(`quality.status.${s}`) }))} />
        </Space>
      ) : null}>
        {!runId || !done ? <Empty description={t('quality.noRun')} /> : (
          <ResponsiveTable<Finding>
            size="small" rowKey="id" loading={findings.isLoading} dataSource={findings.data?.rows ?? []} scroll={{ x: 1240 }}
            pagination={{ pageSize: 50, pageSizeOptions: [50, 100, 150], showSizeChanger: true }} data-testid="qc-findings"
            columns={[
              { title: t('quality.col.severity'), dataIndex: 'severity', width: 72, render: (s: string) => <Tag color={SEVERITY_COLOR[s]}>{t(`quality.severity.${s}`)}</Tag> },
              { title: t('quality.col.rule'), dataIndex: 'ruleName', width: 120, ellipsis: true },
              {
                title: t('quality.col.source'), width: 170, render: (_: unknown, f) => (
                  <Space direction="vertical" size={0}>
                    <span>{f.unitName}</span>
                    {f.srcSheet && <Typography.Text type="secondary">{`${f.srcSheet} ${t('quality.col.row', { row: f.srcRow })}`}</Typography.Text>}
                  </Space>
                ),
              },
              { title: t('quality.col.target'), dataIndex: 'target', width: 150, ellipsis: true },
              { title: t('quality.col.message'), dataIndex: 'message', width: 240 },
              {
                title: `${t('quality.col.expected')} / ${t('quality.col.actual')}`, width: 180, render: (_: unknown, f) => (f.expected || f.actual) && (
                  <Space direction="vertical" size={0}>
                    {f.expected && <span>{t('quality.col.expected')}：{f.expected}</span>}
                    {f.actual && <Typography.Text type={f.severity === 'error' ? 'danger' : undefined}>{t('quality.col.actual')}：{f.actual}{f.deviation !== null ? `（${f.deviation > 0 ? '+' : ''}${f.deviation}）` : ''}</Typography.Text>}
                  </Space>
                ),
              },
              {
                title: t('quality.col.handling'), width: 200, render: (_: unknown, f) => (
                  <Space direction="vertical" size={0}>
                    {f.status === 'ignored' && <Typography.Text type="secondary">{t('quality.ignoredBy', { who: f.ignoredBy ?? '', reason: f.reason ?? '' })}</Typography.Text>}
                    {f.opinion && <Typography.Text>{t('quality.opinionBy', { who: f.opinionBy ?? '', opinion: f.opinion })}</Typography.Text>}
                  </Space>
                ),
              },
              {
                title: t('quality.col.actions'), width: 110, fixed: 'right', render: (_: unknown, f) => can(right('check')) && (
                  <Space size={4}>
                    {f.status === 'ignored'
                      ? <Button size="small" type="link" onClick={() => unignore(f)}>{t('quality.act.unignore')}</Button>
                      : <Button size="small" type="link" onClick={() => { setText(''); setIgnoring(f); }} data-testid="qc-ignore">{t('quality.act.ignore')}</Button>}
                    <Button size="small" type="link" onClick={() => { setText(f.opinion ?? ''); setOpining(f); }} data-testid="qc-opinion">{t('quality.act.opinion')}</Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>

      <Modal open={!!ignoring} title={t('quality.ignoreTitle')} onCancel={() => setIgnoring(null)} onOk={submitIgnore} destroyOnHidden data-testid="qc-ignore-dialog">
        <Typography.Paragraph type="secondary">{ignoring?.message}</Typography.Paragraph>
        <Form layout="vertical"><Form.Item label={t('quality.reason')} required>
          <Input.TextArea rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} data-testid="qc-ignore-reason" />
        </Form.Item></Form>
      </Modal>
      <Modal open={!!opining} title={t('quality.opinionTitle')} onCancel={() => setOpining(null)} onOk={submitOpinion} destroyOnHidden data-testid="qc-opinion-dialog">
        <Typography.Paragraph type="secondary">{opining?.message}</Typography.Paragraph>
        <Form layout="vertical"><Form.Item label={t('quality.opinion')} required>
          <Input.TextArea rows={4} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} data-testid="qc-opinion-text" />
        </Form.Item></Form>
      </Modal>

      {projectId && (
        <ProjectFilesDrawer open={filesOpen} onClose={() => setFilesOpen(false)} projectId={projectId}
          projectName={projectOptions.find((o) => o.value === projectId)?.label ?? ''} />
      )}
      <ImportBoqDialog open={importing} onClose={() => setImporting(false)} onImported={async (id) => {
        setImporting(false);
        await qc.invalidateQueries({ queryKey: [QC_PROJECTS_KEY] });
        setProjectId(id);
        setRunId(undefined);
      }} />
    </Space>
  );
}
