import { useState } from 'react';
import { Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TExcelReport, TExcelReportSave } from '@ecms/shared';
import { LedgerPage } from '../../components/ledger';
import { useApp } from '../../components/use-app';
import { deleteReport, downloadReport, fetchReportSources, queryReports, REPORTS_KEY, saveReport } from './api';
import { ExcelReportEditor } from './ExcelReportEditor';

/** The report rights hang under both menus (base data and the system manager): either counts. */
const rights = (action: 'add' | 'edit' | 'delete') => ['bd:excelReport', 'sys:excelReport'].map((m) => `${m}:${action}`);

/** /base-data/excel-report (also /sys-manager/excel-report): saved exports, run in the caller's own data scope. */
export function ExcelReportPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const sources = useQuery({ queryKey: ['excel-report-sources'], queryFn: fetchReportSources, staleTime: 5 * 60_000 });
  const [running, setRunning] = useState<string | null>(null);
  // Only sources the caller may read come back: a report over any other is not theirs to run.
  const runnable = (r: TExcelReport) => (sources.data ?? []).some((s) => s.code === r.sourceCode);
  const run = (r: TExcelReport) => {
    setRunning(r.id);
    downloadReport(r)
      .then(() => message.success(t('excel.exportDone')))
      .catch((e: Error) => message.error(e.message))
      .finally(() => setRunning(null));
  };

  return (
    <LedgerPage<TExcelReport, TExcelReportSave>
      testId="excel-report-page"
      tableTestId="excel-report-table"
      queryKey={[REPORTS_KEY]}
      list={queryReports}
      search={[{ name: 'name', mode: 'button', placeholder: t('excelReport.searchPlaceholder'), width: 220, testId: 'excel-report-search' }]}
      create={{ label: t('excelReport.add'), testId: 'excel-report-add', primary: false, rights: rights('add') }}
      edit={{ rights: rights('edit') }}
      editor={{
        save: (payload) => saveReport(payload),
        render: ({ open, row, saving, save, close }) => (
          <ExcelReportEditor open={open} report={row} sources={sources.data ?? []} saving={saving} onSave={save} onClose={close} />
        ),
      }}
      remove={{ fn: (r) => deleteReport(r.id), rights: rights('delete'), confirm: (r) => t('excelReport.deleteConfirm', { name: r.name }) }}
      actions={[
        {
          key: 'run', label: t('excel.export'), icon: <DownloadOutlined />, testId: 'excel-report-export',
          visible: runnable, loading: (r) => running === r.id, onClick: run,
        },
        'edit',
        'delete',
      ]}
      actionsColumn={{ width: 220 }}
      columns={[
        { title: t('excelReport.name'), dataIndex: 'name', width: 200, ellipsis: true },
        { title: t('excelReport.source'), dataIndex: 'sourceCode', width: 140, render: (v: string, r) => <Tag>{r.sourceLabel ?? v}</Tag> },
        { title: t('excelReport.columns'), key: 'columns', width: 80, render: (_, r) => r.columns.length },
        { title: t('excelReport.filters'), key: 'filters', width: 80, render: (_, r) => Object.keys(r.params ?? {}).length },
        { title: t('excelReport.remark'), dataIndex: 'remark', ellipsis: true },
        { title: t('excelReport.updatedDate'), dataIndex: 'updatedDate', width: 160, format: 'datetime' },
      ]}
    />
  );
}
