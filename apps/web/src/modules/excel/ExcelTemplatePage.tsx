import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, ImportOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MESSAGES, type TExcelTemplateSave } from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { ListTable, useListPage } from '../../components/list-page';
import { useApp } from '../../components/use-app';
import { deleteTemplate, downloadTemplate, type ExcelTemplateRow, fetchTargets, queryTemplates, saveTemplate, TEMPLATES_KEY } from './api';
import { ImportWizard } from './ImportWizard';
import { isAdminUser, useCurrentUser } from '../../app/hooks/use-user';

interface FieldRow { name: string; key: string; col: number | null }
interface EditValues { code: string; name: string; targetCode: string; sheetName?: string; headerRow?: number; remark?: string }

/** /base-data/excel-template (also /sys-manager/excel-template): the templates and their field/column configuration. */
export function ExcelTemplatePage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const can = (action: 'add' | 'edit' | 'delete') => isAdminUser(user) || user.permissions.includes(`bd:excelTemplate:${action}`);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const list = useListPage<ExcelTemplateRow>([TEMPLATES_KEY], queryTemplates, { name: search || undefined });
  const targets = useQuery({ queryKey: ['excel-targets'], queryFn: fetchTargets, staleTime: 5 * 60_000 });
  const [editing, setEditing] = useState<ExcelTemplateRow | 'new' | null>(null);
  const [fields, setFields] = useState<FieldRow[]>([]);
  const [form] = Form.useForm<EditValues>();
  const [importing, setImporting] = useState<ExcelTemplateRow | null>(null);
  const targetCode = Form.useWatch('targetCode', form);
  const targetColumns = targets.data?.find((x) => x.code === targetCode)?.columns ?? [];
  const targetLabel = (code: string) => targets.data?.find((x) => x.code === code)?.label ?? code;
  const refresh = () => void qc.invalidateQueries({ queryKey: [TEMPLATES_KEY] });

  const open = (row: ExcelTemplateRow | 'new') => {
    setEditing(row);
    if (row === 'new') {
      form.resetFields();
      setFields([]);
    } else {
      form.setFieldsValue({ code: row.code, name: row.name, targetCode: row.targetCode, sheetName: row.sheetName ?? undefined, headerRow: row.config.headerRow, remark: row.remark ?? undefined });
      setFields((row.config.fields ?? []).map((f) => ({ name: f.name, key: f.key, col: f.col ?? null })));
    }
  };
  const fillFromTarget = () => setFields(targetColumns.map((c) => ({ name: c.label, key: c.key, col: null })));

  const save = useMutation({
    mutationFn: (v: EditValues) => {
      const row = editing !== 'new' ? editing : null;
      const body: TExcelTemplateSave = {
        ...(row && { id: row.id, version: row.version }),
        code: v.code, name: v.name, targetCode: v.targetCode, sheetName: v.sheetName || null, remark: v.remark || null,
        config: {
          ...(row?.config ?? {}),
          headerRow: v.headerRow || undefined,
          fields: fields.filter((f) => f.key).map((f) => ({ name: f.name || f.key, key: f.key, col: f.col ?? -1 })),
        },
      };
      return saveTemplate(body);
    },
    onSuccess: () => { message.success(MESSAGES.SAVE_OK); setEditing(null); refresh(); },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteTemplate(id),
    onSuccess: () => { message.success(MESSAGES.DELETE_OK); refresh(); },
  });
  const remembered = editing && editing !== 'new' ? editing.config.colIndexMaps ?? {} : {};

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="excel-template-page">
      <div className="ecms-toolbar">
        <Input allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} onPressEnter={() => setSearch(keyword.trim())}
          placeholder={t('excelTpl.searchPlaceholder')} style={{ width: 220 }} data-testid="excel-tpl-search" />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => setSearch(keyword.trim())}>{t('sys.search')}</Button>
        {can('add') && <Button icon={<PlusOutlined />} onClick={() => open('new')} data-testid="excel-tpl-add">{t('excelTpl.add')}</Button>}
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}><Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} /></Tooltip>
      </div>
      <ListTable<ExcelTemplateRow>
        rowKey="id"
        list={list}
        data-testid="excel-tpl-table"
        columns={[
          { title: t('excelTpl.code'), dataIndex: 'code', width: 160 },
          { title: t('excelTpl.name'), dataIndex: 'name', width: 180, ellipsis: true },
          { title: t('excelTpl.target'), dataIndex: 'targetCode', width: 140, render: (v: string) => <Tag>{targetLabel(v)}</Tag> },
          { title: t('excelTpl.fields'), key: 'fields', width: 90, render: (_, r) => r.config.fields?.length ?? 0 },
          { title: t('excelTpl.rememberedMap'), key: 'maps', width: 130, render: (_, r) => (r.config.colIndexMaps && Object.keys(r.config.colIndexMaps).length ? <Tag color="green">{Object.keys(r.config.colIndexMaps).length}</Tag> : <Typography.Text type="secondary">{t('excelTpl.noRemembered')}</Typography.Text>) },
          { title: t('excelTpl.updatedDate'), dataIndex: 'updatedDate', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          {
            title: t('sys.actions'), key: 'op', width: 250, fixed: 'right',
            render: (_, r) => (
              <Space size={0} wrap>
                {can('edit') && <Button type="link" size="small" icon={<EditOutlined />} onClick={() => open(r)}>{t('sys.edit')}</Button>}
                <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadTemplate(r.code).catch((e: Error) => message.error(e.message))}>{t('excel.downloadTemplate')}</Button>
                <Button type="link" size="small" icon={<ImportOutlined />} onClick={() => setImporting(r)} data-testid="excel-tpl-import">{t('excelTpl.testImport')}</Button>
                {can('delete') && (
                  <Popconfirm title={t('excelTpl.deleteConfirm', { name: r.name })} onConfirm={() => remove.mutate(r.id)}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('sys.delete')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <FormModal<EditValues>
        open={editing !== null}
        title={editing === 'new' ? t('excelTpl.add') : t('excelTpl.edit')}
        form={form}
        width="min(900px, 94vw)"
        onClose={() => setEditing(null)}
        saving={save.isPending}
        onFinish={(v) => save.mutate(v)}
        okTestId="excel-tpl-save"
      >
        <Form.Item name="code" label={t('excelTpl.code')} rules={[{ required: true, message: '请输入模板编码' }, { pattern: /^[\w:.-]+$/, message: '模板编码只能包含字母、数字、下划线、冒号、点和横线' }]}>
          <Input maxLength={64} data-testid="excel-tpl-code" />
        </Form.Item>
        <Form.Item name="name" label={t('excelTpl.name')} rules={[{ required: true, message: '请输入模板名称' }]}>
          <Input maxLength={100} data-testid="excel-tpl-name" />
        </Form.Item>
        <Form.Item name="targetCode" label={t('excelTpl.target')} rules={[{ required: true, message: '请选择导入目标' }]}>
          <Select loading={targets.isLoading} options={(targets.data ?? []).map((x) => ({ value: x.code, label: `${x.label}（${x.code}）` }))} data-testid="excel-tpl-target" />
        </Form.Item>
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
          <Table<FieldRow & { i: number }>
            size="small" bordered pagination={false} rowKey="i" scroll={{ y: 260 }}
            dataSource={fields.map((f, i) => ({ ...f, i }))}
            columns={[
              { title: t('excelTpl.fieldName'), dataIndex: 'name', render: (v: string, r) => <Input size="small" value={v} maxLength={100} onChange={(e) => setFields((f) => f.map((x, j) => (j === r.i ? { ...x, name: e.target.value } : x)))} /> },
              {
                title: t('excelTpl.fieldKey'), dataIndex: 'key', width: 200,
                render: (v: string, r) => (
                  <Select size="small" value={v || undefined} style={{ width: '100%' }}
                    options={targetColumns.map((c) => ({ value: c.key, label: c.required ? `${c.label} *` : c.label }))}
                    onChange={(k: string) => setFields((f) => f.map((x, j) => (j === r.i ? { ...x, key: k, name: x.name || targetColumns.find((c) => c.key === k)?.label || k } : x)))} />
                ),
              },
              { title: t('excelTpl.fieldCol'), dataIndex: 'col', width: 120, render: (v: number | null, r) => <InputNumber size="small" min={0} max={16383} value={v ?? undefined} placeholder={t('excelTpl.colAuto')} style={{ width: '100%' }} onChange={(n) => setFields((f) => f.map((x, j) => (j === r.i ? { ...x, col: n ?? null } : x)))} /> },
              { title: '', key: 'x', width: 48, render: (_, r) => <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} onClick={() => setFields((f) => f.filter((_x, j) => j !== r.i))} /> },
            ]}
          />
        </Form.Item>
        {editing !== 'new' && editing && (
          <Form.Item label={t('excelTpl.rememberedMap')}>
            {Object.keys(remembered).length
              ? <Space wrap>{Object.entries(remembered).map(([c, k]) => <Tag key={c}>{t('excel.column', { n: Number(c) + 1 })} → {targetColumns.find((x) => x.key === k)?.label ?? k}</Tag>)}</Space>
              : <Typography.Text type="secondary">{t('excelTpl.noRemembered')}</Typography.Text>}
          </Form.Item>
        )}
      </FormModal>
      {importing && (
        <ImportWizard open targetCode={importing.targetCode} templateCode={importing.code} onClose={() => { setImporting(null); refresh(); }} />
      )}
    </Card>
  );
}
