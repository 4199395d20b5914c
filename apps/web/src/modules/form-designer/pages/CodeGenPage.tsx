import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FieldNumberOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSerialRule } from '@ecms/shared';
import { quiet } from '../../../api/sys';
import { FormModal } from '../../../components/FormModal';
import { ListTable, SearchInput, useListPage } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { formatTime } from '../../flow-admin';
import { deleteSerialRule, peekSerial, querySerialRules, saveSerialRule, type SerialRuleRow } from '../api';
import { serialExample } from '../model';

const DATE_PATTERNS = ['', 'YYYY', 'YYYYMM', 'YYYYMMDD'] as const;
const RULE_CODE_RE = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
const DEFAULTS: TSerialRule = { code: '', name: '', prefix: '', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' };

/** The example under the form: what the next number looks like with the values being typed. */
function LiveExample() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TSerialRule>();
  const v = Form.useWatch([], form) as Partial<TSerialRule> | undefined;
  const example = serialExample({ ...DEFAULTS, ...v, seqLength: v?.seqLength ?? DEFAULTS.seqLength });
  return (
    <Alert type="success" showIcon icon={<FieldNumberOutlined />} style={{ marginLeft: 96 }}
      title={<span>{t('fd.codegen.example')}：<Typography.Text strong code data-testid="fd-codegen-example">{example}</Typography.Text></span>}
      description={t('fd.codegen.exampleHint')} />
  );
}

/** /sys-manager/code-gen: serial-number rules (prefix + date part + sequence per period). */
export function CodeGenPage() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const { query, pagination, rows } = useListPage(['fd-serial-rules', 'page'], querySerialRules, { 'name$like': keyword.trim() || undefined }, { orderBy: 'code', order: 'asc' });
  const [editing, setEditing] = useState<SerialRuleRow | 'new' | null>(null);
  const [form] = Form.useForm<TSerialRule>();
  const refresh = () => void qc.invalidateQueries({ queryKey: ['fd-serial-rules'] });
  const save = useMutation({
    mutationFn: (v: TSerialRule) => saveSerialRule({ ...v, id: editing && editing !== 'new' ? editing.id : undefined, prefix: v.prefix ?? '', separator: v.separator ?? '' }),
    onSuccess: () => { message.success(t('common.saved')); setEditing(null); refresh(); },
  });
  const remove = useMutation({ mutationFn: (r: SerialRuleRow) => deleteSerialRule(r.id), onSuccess: () => { message.success(t('fd.list.deleted')); refresh(); } });
  const peek = useMutation({
    mutationFn: (r: SerialRuleRow) => peekSerial(r.code),
    onSuccess: (value, r) => modal.info({ title: t('fd.codegen.peekTitle', { name: r.name }), content: <Typography.Text strong copyable data-testid="fd-codegen-peek-value">{value}</Typography.Text> }),
  });
  const open = (r: SerialRuleRow | 'new') => {
    setEditing(r);
    form.setFieldsValue(r === 'new' ? DEFAULTS : { code: r.code, name: r.name, prefix: r.prefix, datePattern: DATE_PATTERNS.find((p) => p === r.datePattern) ?? '', seqLength: r.seqLength, separator: r.separator });
  };
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="fd-codegen-page">
      <div className="ecms-toolbar">
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('fd.codegen.search')} width={220} />
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}><Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => void query.refetch()} /></Tooltip>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="fd-codegen-new">{t('fd.codegen.new')}</Button>
      </div>
      <ListTable<SerialRuleRow>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching || remove.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        scroll={{ x: 980 }}
        data-testid="fd-codegen-table"
        columns={[
          { title: t('fd.codegen.code'), dataIndex: 'code', width: 150 },
          { title: t('fd.codegen.name'), dataIndex: 'name', width: 160, ellipsis: true },
          { title: t('fd.codegen.prefix'), dataIndex: 'prefix', width: 90, render: (v: string) => v || '-' },
          { title: t('fd.codegen.datePattern'), dataIndex: 'datePattern', width: 110, render: (v: string) => v || t('fd.codegen.noDate') },
          { title: t('fd.codegen.seqLength'), dataIndex: 'seqLength', width: 80, align: 'right' },
          { title: t('fd.codegen.separator'), dataIndex: 'separator', width: 80, render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '-') },
          { title: t('fd.codegen.example'), key: 'example', width: 180, render: (_v, r) => <Typography.Text code>{serialExample(r)}</Typography.Text> },
          { title: t('fd.list.updated'), dataIndex: 'updatedDate', width: 150, render: formatTime },
          {
            title: t('sys.actions'), key: 'ops', width: 200, fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => open(r)} data-testid={`fd-codegen-edit-${r.code}`}>{t('fd.codegen.edit')}</Button>
                <Button type="link" size="small" loading={peek.isPending && peek.variables?.id === r.id} onClick={() => void quiet(peek.mutateAsync(r))} data-testid={`fd-codegen-peek-${r.code}`}>
                  {t('fd.codegen.peek')}
                </Button>
                <Popconfirm title={t('fd.codegen.deleteConfirm', { name: r.name })} onConfirm={() => quiet(remove.mutateAsync(r))}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<TSerialRule>
        open={editing !== null}
        title={editing === 'new' ? t('fd.codegen.new') : t('fd.codegen.edit')}
        form={form}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="fd-codegen-ok"
        width={560}
        onFinish={(v) => void quiet(save.mutateAsync(v))}
      >
        <Form.Item name="code" label={t('fd.codegen.code')} rules={[{ required: true, message: t('fd.codegen.codeRequired') }, { pattern: RULE_CODE_RE, message: t('fd.codegen.codePattern') }]}>
          <Input maxLength={50} disabled={editing !== 'new'} placeholder="PURCHASE" data-testid="fd-codegen-code" />
        </Form.Item>
        <Form.Item name="name" label={t('fd.codegen.name')} rules={[{ required: true, whitespace: true, message: t('fd.codegen.nameRequired') }]}>
          <Input maxLength={50} data-testid="fd-codegen-name" />
        </Form.Item>
        <Form.Item name="prefix" label={t('fd.codegen.prefix')}>
          <Input maxLength={20} placeholder="CG" data-testid="fd-codegen-prefix" />
        </Form.Item>
        <Form.Item name="datePattern" label={t('fd.codegen.datePattern')} extra={t('fd.codegen.dateHint')}>
          <Select options={DATE_PATTERNS.map((p) => ({ value: p, label: p || t('fd.codegen.noDate') }))} data-testid="fd-codegen-date" />
        </Form.Item>
        <Form.Item name="seqLength" label={t('fd.codegen.seqLength')} rules={[{ required: true }]}>
          <InputNumber min={1} max={10} precision={0} style={{ width: 120 }} data-testid="fd-codegen-seq" />
        </Form.Item>
        <Form.Item name="separator" label={t('fd.codegen.separator')}>
          <Input maxLength={3} style={{ width: 120 }} placeholder="-" data-testid="fd-codegen-sep" />
        </Form.Item>
        <LiveExample />
      </FormModal>
    </Card>
  );
}
