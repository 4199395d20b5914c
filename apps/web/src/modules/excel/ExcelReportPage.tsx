import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MESSAGES, type TExcelReport, type TExcelReportSave } from '@ecms/shared';
import { isAdminUser, useCurrentUser } from '../../app/hooks/use-user';
import { ListTable, useListPage } from '../../components/list-page';
import { useApp } from '../../components/use-app';
import { deleteReport, downloadReport, fetchReportSources, queryReports, REPORTS_KEY, saveReport } from './api';
import { ExcelReportEditor } from './ExcelReportEditor';

/** The report rights hang under both menus (base data and the system manager): either counts. */
const MENUS = ['bd:excelReport', 'sys:excelReport'];

/** /base-data/excel-report (also /sys-manager/excel-report): saved exports, run in the caller's own data scope. */
export function ExcelReportPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const can = (action: 'add' | 'edit' | 'delete') => isAdminUser(user) || MENUS.some((m) => user.permissions.includes(`${m}:${action}`));
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const list = useListPage<TExcelReport>([REPORTS_KEY], queryReports, { name: search || undefined });
  const sources = useQuery({ queryKey: ['excel-report-sources'], queryFn: fetchReportSources, staleTime: 5 * 60_000 });
  const [editing, setEditing] = useState<TExcelReport | 'new' | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: [REPORTS_KEY] });
  // Only sources the caller may read come back: a report over any other is not theirs to run.
  const runnable = (r: TExcelReport) => (sources.data ?? []).some((s) => s.code === r.sourceCode);

  const save = useMutation({
    mutationFn: (payload: TExcelReportSave) => saveReport(payload),
    onSuccess: () => { message.success(MESSAGES.SAVE_OK); setEditing(null); refresh(); },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteReport(id),
    onSuccess: () => { message.success(MESSAGES.DELETE_OK); refresh(); },
  });
  const run = (r: TExcelReport) => {
    setRunning(r.id);
    downloadReport(r)
      .then(() => message.success(t('excel.exportDone')))
      .catch((e: Error) => message.error(e.message))
      .finally(() => setRunning(null));
  };

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="excel-report-page">
      <div className="ecms-toolbar">
        <Input allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} onPressEnter={() => setSearch(keyword.trim())}
          placeholder={t('excelReport.searchPlaceholder')} style={{ width: 220 }} data-testid="excel-report-search" />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => setSearch(keyword.trim())}>{t('sys.search')}</Button>
        {can('add') && <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="excel-report-add">{t('excelReport.add')}</Button>}
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}><Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} /></Tooltip>
      </div>
      <ListTable<TExcelReport>
        rowKey="id"
        list={list}
        data-testid="excel-report-table"
        columns={[
          { title: t('excelReport.name'), dataIndex: 'name', width: 200, ellipsis: true },
          { title: t('excelReport.source'), dataIndex: 'sourceCode', width: 140, render: (v: string, r) => <Tag>{r.sourceLabel ?? v}</Tag> },
          { title: t('excelReport.columns'), key: 'columns', width: 80, render: (_, r) => r.columns.length },
          { title: t('excelReport.filters'), key: 'filters', width: 80, render: (_, r) => Object.keys(r.params ?? {}).length },
          { title: t('excelReport.remark'), dataIndex: 'remark', ellipsis: true },
          { title: t('excelReport.updatedDate'), dataIndex: 'updatedDate', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          {
            title: t('sys.actions'), key: 'op', width: 220, fixed: 'right',
            render: (_, r) => (
              <Space size={0} wrap>
                {runnable(r) && (
                  <Button type="link" size="small" icon={<DownloadOutlined />} loading={running === r.id} onClick={() => run(r)} data-testid="excel-report-export">
                    {t('excel.export')}
                  </Button>
                )}
                {can('edit') && <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>{t('sys.edit')}</Button>}
                {can('delete') && (
                  <Popconfirm title={t('excelReport.deleteConfirm', { name: r.name })} onConfirm={() => remove.mutate(r.id)}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('sys.delete')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ExcelReportEditor
        open={editing !== null}
        report={editing === 'new' ? null : editing}
        sources={sources.data ?? []}
        saving={save.isPending}
        onSave={(p) => save.mutate(p)}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
