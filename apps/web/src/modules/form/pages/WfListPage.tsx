import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Card, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, MESSAGES } from '@ecms/shared';
import {
  deleteFormRecords, exportFormRows, FORM_ROWS_KEY, queryFormRows, type FormMeta, type FormRow,
} from '../../../api/forms';
import type { ListRequest } from '../../../api/sys';
import { ExportButton, type ExportRequest } from '../../../components/ExportButton';
import { useApp } from '../../../components/use-app';
import { FlowStatusTag } from '../../contract';
import { PageConfigList } from '../components/PageConfigList';
import { useFormMeta, useFormNav, useFormPageConfig } from '../hooks';
import { usePageTitle } from '../../../app/store/page-title';

const ImportWizard = lazy(() => import('../../excel').then((m) => ({ default: m.ImportWizard })));

/** Audit and flow columns every form list ends with. */
export function auditColumns(meta: FormMeta, t: (k: string, o?: Record<string, unknown>) => string): ColumnsType<FormRow> {
  const cols: ColumnsType<FormRow> = [];
  if (meta.definition.processCode) {
    cols.push({
      key: 'flowStatus', dataIndex: 'flowStatus', title: t('formRt.flowStatus'), width: 96,
      render: (v: unknown, r) => (typeof v === 'number' ? <FlowStatusTag status={v} name={r.flowStatusName as string | undefined} /> : '-'),
    });
  }
  cols.push(
    { key: 'createdByName', dataIndex: 'createdByName', title: t('formRt.createdBy'), width: 100 },
    { key: 'createdDate', dataIndex: 'createdDate', title: t('formRt.createdDate'), width: 140, render: (v: string) => formatDate(v, 'datetime') },
  );
  return cols;
}

/** Row actions: 查看 always; 编辑 / 删除 with the right and on one's own (editable) records. */
export function useRowActions(formId: string, meta: FormMeta | undefined, extra?: (r: FormRow) => React.ReactNode): ColumnsType<FormRow> {
  const { t } = useTranslation();
  const nav = useFormNav(formId);
  const remove = useDelete(formId);
  if (!meta) return [];
  return [{
    key: '__actions', title: t('formRt.actions'), width: 150, fixed: 'right',
    render: (_v, r) => {
      const mine = r.editable !== false;
      return (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => nav.form({ id: r.id, mode: 'view' })} data-testid="row-view">{t('formRt.view')}</Button>
          {meta.permissions.edit && mine && (
            <Button type="link" size="small" onClick={() => nav.form({ id: r.id, mode: 'edit' })} data-testid="row-edit">{t('formRt.edit')}</Button>
          )}
          {extra?.(r)}
          {meta.permissions.delete && mine && (
            <Popconfirm title={MESSAGES.CONFIRM_DELETE} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL} onConfirm={() => remove.mutate([r.id])}>
              <Button type="link" size="small" danger data-testid="row-delete">{t('formRt.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      );
    },
  }];
}

export function useDelete(formId: string, onDone?: () => void) {
  const { message } = useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => deleteFormRecords(formId, ids),
    onSuccess: () => {
      message.success(MESSAGES.DELETE_OK);
      onDone?.();
      void qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, formId] });
    },
  });
}

/** 批量删除 with the spec's warning when nothing is selected, and a confirmation. */
export function useBatchDelete(formId: string, selected: string[], clear: () => void) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const remove = useDelete(formId, clear);
  return {
    pending: remove.isPending,
    run: () => {
      if (!selected.length) {
        message.warning(MESSAGES.SELECT_AT_LEAST_ONE);
        return;
      }
      modal.confirm({
        title: MESSAGES.CONFIRM_DELETE,
        content: t('formRt.deleteConfirm', { count: selected.length }),
        okText: MESSAGES.CONFIRM,
        cancelText: MESSAGES.CANCEL,
        okButtonProps: { danger: true, ...({ 'data-testid': 'batch-delete-ok' } as object) },
        onOk: () => remove.mutateAsync(selected).catch(() => undefined),
      });
    },
  };
}

/** 导出 of a form list: the streamed .xlsx of what the list shows (the form's own export call). */
export const downloadFormRows = (formId: string) => (req: ExportRequest, fileName: string) => exportFormRows(formId, req, `${fileName}.xlsx`);

/**
 * /:formId/wf-list: the generic list of an online form, built from its page config: search
 * conditions of searchable fields, columns of list fields (§9 formats, dictionary labels),
 * 50 per page (50/100/150), new / view / edit / delete by right, batch delete, export.
 */
export function WfListPage(props: {
  /** The form, when a page of an area shows a form's list under its own route (default: the route's :formId). */
  formId?: string;
  /** More row actions of that page (e.g. 入库 on an approved purchase). */
  rowExtra?: (r: FormRow) => React.ReactNode;
} = {}) {
  const { t } = useTranslation();
  const params = useParams();
  const formId = props.formId ?? params.formId ?? '';
  const nav = useFormNav(formId);
  const meta = useFormMeta(formId);
  usePageTitle(meta.data?.definition.name); // the tab and breadcrumb name the form
  const [selected, setSelected] = useState<string[]>([]);
  const [importOpen, setImportOpen] = useState(false);
  const qc = useQueryClient();
  const batch = useBatchDelete(formId, selected, () => setSelected([]));
  const actions = useRowActions(formId, meta.data, props.rowExtra);
  const config = useFormPageConfig(formId, meta.data);
  const trail = useMemo(() => (meta.data ? [...auditColumns(meta.data, t), ...actions] : []), [meta.data, actions, t]);
  const fetcher = useMemo(() => (req: ListRequest) => queryFormRows(formId, req), [formId]);

  if (meta.isError) return <Card><Result status="warning" title={t('formRt.notFound')} /></Card>;
  if (!meta.data || !config) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  const m = meta.data;
  const titleField = m.model.titleField ?? config.tableColumn[0]?.key;
  return (
    <Card title={<Typography.Text strong data-testid="wf-list-title">{m.definition.name}</Typography.Text>} data-testid="wf-list-page">
      {importOpen && (
        <Suspense fallback={null}>
          <ImportWizard open targetCode={`form:${m.definition.code}`} onClose={() => setImportOpen(false)}
            onImported={() => void qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, formId] })} />
        </Suspense>
      )}
      <PageConfigList<FormRow>
        config={config}
        queryKey={[FORM_ROWS_KEY, formId]}
        fetcher={fetcher}
        titleKey={titleField}
        trailColumns={trail}
        rowSelection={m.permissions.delete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), columnWidth: 40 } : undefined}
        onRowOpen={(r) => nav.form({ id: r.id, mode: 'view' })}
        toolbar={({ params }) => (
          <>
            {m.permissions.create && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => nav.form({ mode: 'create' })} data-testid="wf-list-add">{t('formRt.add')}</Button>
            )}
            {m.permissions.delete && (
              <Button danger icon={<DeleteOutlined />} loading={batch.pending} onClick={batch.run} data-testid="wf-list-batch-delete">{t('formRt.batchDelete')}</Button>
            )}
            <ExportButton
              allowed={m.permissions.export}
              request={{ params, orderBy: 'updatedDate', order: 'desc' }}
              fileName={m.definition.name}
              download={downloadFormRows(formId)}
              testId="wf-list-export"
            />
            {m.permissions.import && (
              <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} data-testid="wf-list-import">{t('excel.import')}</Button>
            )}
          </>
        )}
      />
    </Card>
  );
}
