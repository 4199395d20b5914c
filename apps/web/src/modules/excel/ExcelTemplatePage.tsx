import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DeleteOutlined, DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TExcelTemplateSave } from '@ecms/shared';
import { LedgerPage } from '../../components/ledger';
import { useApp } from '../../components/use-app';
import { deleteTemplate, downloadTemplate, type ExcelTemplateRow, fetchTargets, queryTemplates, saveTemplate, TEMPLATES_KEY } from './api';
import { ImportWizard } from './ImportWizard';

interface FieldRow { name: string; key: string; col: number | null }
interface EditValues { code: string; name: string; targetCode: string; sheetName?: string; headerRow?: number; remark?: string }

const rights = (action: 'add' | 'edit' | 'delete') => `bd:excelTemplate:${action}`;

/** /base-data/excel-template (also /sys-manager/excel-template): the templates and their field/column configuration. */
export function ExcelTemplatePage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const targets = useQuery({ queryKey: ['excel-targets'], queryFn: fetchTargets, staleTime: 5 * 60_000 });
  const [fields, setFields] = useState<FieldRow[]>([]);
  const [form] = Form.useForm<EditValues>();
  const [importing, setImporting] = useState<ExcelTemplateRow | null>(null);
  const targetCode = Form.useWatch('targetCode', form);
  const targetColumns = targets.data?.find((x) => x.code === targetCode)?.columns ?? [];
  const targetLabel = (code: string) => targets.data?.find((x) => x.code === code)?.label ?? code;
  const fillFromTarget = () => setFields(targetColumns.map((c) => ({ name: c.label, key: c.key, col: null })));
  const toBody = (v: EditValues, row: ExcelTemplateRow | null): TExcelTemplateSave => ({
    ...(row && { id: row.id, version: row.version }),
    code: v.code, name: v.name, targetCode: v.targetCode, sheetName: v.sheetName || null, remark: v.remark || null,
    config: {
      ...(row?.config ?? {}),
      headerRow: v.headerRow || undefined,
      fields: fields.filter((f) => f.key).map((f) => ({ name: f.name || f.key, key: f.key, col: f.col ?? -1 })),
    },
  });
  const setField = (i: number, patch: (f: FieldRow) => Partial<FieldRow>) => setFields((fs) => fs.map((x, j) => (j === i ? { ...x, ...patch(x) } : x)));

  return (
    <LedgerPage<ExcelTemplateRow, EditValues>
      testId="excel-template-page"
      tableTestId="excel-tpl-table"
      queryKey={[TEMPLATES_KEY]}
      list={queryTemplates}
      search={[{ name: 'name', mode: 'button', placeholder: t('excelTpl.searchPlaceholder'), width: 220, testId: 'excel-tpl-search' }]}
      create={{ label: t('excelTpl.add'), testId: 'excel-tpl-add', primary: false, rights: rights('add') }}
      edit={{ rights: rights('edit') }}
      remove={{ fn: (r) => deleteTemplate(r.id), rights: rights('delete'), confirm: (r) => t('excelTpl.deleteConfirm', { name: r.name }) }}
      actions={[
        'edit',
        { key: 'download', label: t('excel.downloadTemplate'), icon: <DownloadOutlined />, onClick: (r) => void downloadTemplate(r.code).catch((e: Error) => message.error(e.message)) },
        { key: 'import', label: t('excelTpl.testImport'), icon: <ImportOutlined />, testId: 'excel-tpl-import', onClick: setImporting },
        'delete',
      ]}
      actionsColumn={{ width: 250 }}
      columns={[
        { title: t('excelTpl.code'), dataIndex: 'code', width: 160 },
        { title: t('excelTpl.name'), dataIndex: 'name', width: 180, ellipsis: true },
        { title: t('excelTpl.target'), dataIndex: 'targetCode', width: 140, render: (v: string) => <Tag>{targetLabel(v)}</Tag> },
        { title: t('excelTpl.fields'), key: 'fields', width: 90, render: (_, r) => r.config.fields?.length ?? 0 },
        { title: t('excelTpl.rememberedMap'), key: 'maps', width: 130, render: (_, r) => (r.config.colIndexMaps && Object.keys(r.config.colIndexMaps).length ? <Tag color="green">{Object.keys(r.config.colIndexMaps).length}</Tag> : <Typography.Text type="secondary">{t('excelTpl.noRemembered')}</Typography.Text>) },
        { title: t('excelTpl.updatedDate'), dataIndex: 'updatedDate', width: 160, format: 'datetime' },
      ]}
      form={{
        instance: form,
        title: { create: t('excelTpl.add'), edit: t('excelTpl.edit') },
        width: 'min(900px, 94vw)',
        okTestId: 'excel-tpl-save',
        save: (v, row) => saveTemplate(toBody(v, row)),
        toValues: (row) => ({ code: row.code, name: row.name, targetCode: row.targetCode, sheetName: row.sheetName ?? undefined, headerRow: row.config.headerRow, remark: row.remark ?? undefined }),
        onOpen: (row) => setFields((row?.config.fields ?? []).map((f) => ({ name: f.name, key: f.key, col: f.col ?? null }))),
        fields: [
          { name: 'code', label: t('excelTpl.code'), maxLength: 64, testId: 'excel-tpl-code', rules: [{ required: true, message: '请输入模板编码' }, { pattern: /^[\w:.-]+$/, message: '模板编码只能包含字母、数字、下划线、冒号、点和横线' }] },
          { name: 'name', label: t('excelTpl.name'), maxLength: 100, testId: 'excel-tpl-name', rules: [{ required: true, message: '请输入模板名称' }] },
          {
            name: 'targetCode', label: t('excelTpl.target'), rules: [{ required: true, message: '请选择导入目标' }],
            control: <Select loading={targets.isLoading} options={(targets.data ?? []).map((x) => ({ value: x.code, label: `${x.label}（${x.code}）` }))} data-testid="excel-tpl-target" />,
          },
        ],
        render: ({ editing }) => {
          const remembered = editing?.config.colIndexMaps ?? {};
          return (
            <>
              <Space size="large" wrap>
                <Form.Item name="sheetName" label={t('excelTpl.sheetName')}><Input maxLength={31} style={{ width: 180 }} /></Form.Item>
                <Form.Item name="headerRow" label={t('excelTpl.headerRow')}><InputNumber min={1} max={100} placeholder="1" style={{ width: 100 }} /></Form.Item>
              </Space>
              <Form.Item name="remark" label={t('excelTpl.remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
              <Form.Item label={t('excelTpl.fields')}>
                <Space style={{ marginBottom: 8 }}>
                  <Button size="small" onClick={fillFromTarget} disabled={!targetColumns.length}>{t('excelTpl.fillFromTarget')}</Button>
                  <Button size="small" icon={<PlusOutlined />} onClick={() => setFields((f) => [...f, { name: '', key: '', col: null }])}>{t('sys.add')}</Button>
                </Space>
                <ResponsiveTable<FieldRow & { i: number }>
                  size="small" bordered pagination={false} rowKey="i" scroll={{ y: 260 }}
                  dataSource={fields.map((f, i) => ({ ...f, i }))}
                  columns={[
                    { title: t('excelTpl.fieldName'), dataIndex: 'name', render: (v: string, r) => <Input size="small" value={v} maxLength={100} onChange={(e) => setField(r.i, () => ({ name: e.target.value }))} /> },
                    {
                      title: t('excelTpl.fieldKey'), dataIndex: 'key', width: 200,
                      render: (v: string, r) => (
                        <Select size="small" value={v || undefined} style={{ width: '100%' }}
                          options={targetColumns.map((c) => ({ value: c.key, label: c.required ? `${c.label} *` : c.label }))}
                          onChange={(k: string) => setField(r.i, (x) => ({ key: k, name: x.name || targetColumns.find((c) => c.key === k)?.label || k }))} />
                      ),
                    },
                    { title: t('excelTpl.fieldCol'), dataIndex: 'col', width: 120, render: (v: number | null, r) => <InputNumber size="small" min={0} max={16383} value={v ?? undefined} placeholder={t('excelTpl.colAuto')} style={{ width: '100%' }} onChange={(n) => setField(r.i, () => ({ col: n ?? null }))} /> },
                    { title: '', key: 'x', width: 48, render: (_, r) => <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} onClick={() => setFields((f) => f.filter((_x, j) => j !== r.i))} /> },
                  ]}
                />
              </Form.Item>
              {editing && (
                <Form.Item label={t('excelTpl.rememberedMap')}>
                  {Object.keys(remembered).length
                    ? <Space wrap>{Object.entries(remembered).map(([c, k]) => <Tag key={c}>{t('excel.column', { n: Number(c) + 1 })} → {targetColumns.find((x) => x.key === k)?.label ?? k}</Tag>)}</Space>
                    : <Typography.Text type="secondary">{t('excelTpl.noRemembered')}</Typography.Text>}
                </Form.Item>
              )}
            </>
          );
        },
      }}
    >
      {importing && (
        <ImportWizard open targetCode={importing.targetCode} templateCode={importing.code}
          onClose={() => { setImporting(null); void qc.invalidateQueries({ queryKey: [TEMPLATES_KEY] }); }} />
      )}
    </LedgerPage>
  );
}
