import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { createParam, deleteParam, queryParams, quiet, updateParam, type ParamRow } from '../../../api/sys';
import { ListTable, useListPage, SearchInput } from '../../../components/list-page';
import { FormModal } from '../../../components/FormModal';
import { RemarkItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { Placeholder } from '../../../components/Placeholder';
import { requiredRule } from '../../../utils/validators';

export const PARAM_CATEGORIES = ['basic', 'custom', 'business'] as const;
type Category = (typeof PARAM_CATEGORIES)[number];

const isBool = (v: string) => v === 'true' || v === 'false';

/** /sys-manager/system-params-manage/{basic|custom|business}: parameters of a category, value edit (optimistic lock). */
export function ParamsPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { category: raw } = useParams();
  const known = (PARAM_CATEGORIES as readonly string[]).includes(raw ?? '');
  const category: Category = known ? (raw as Category) : 'basic';
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ParamRow | null>(null);
  const [form] = Form.useForm<{ value: string }>();
  const [adding, setAdding] = useState(false);
  const [addForm] = Form.useForm<{ key: string; name?: string; value?: string; remark?: string; isPublic?: boolean }>();
  const create = useMutation({
    mutationFn: (v: { key: string; name?: string; value?: string; remark?: string; isPublic?: boolean }) =>
      createParam({ ...v, value: v.value ?? '', category }),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setAdding(false);
      refresh();
    },
  });
  const list = useListPage<ParamRow>(['sys-params'], queryParams, { category, key$like: keyword.trim() || undefined }, { orderBy: 'key', order: 'asc' });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['sys-params'] });
    void qc.invalidateQueries({ queryKey: ['system-params'] });
  };
  const save = useMutation({
    mutationFn: (v: { row: ParamRow; value: string }) => updateParam({ id: v.row.id, value: v.value, version: v.row.version }),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setEditing(null);
      refresh();
    },
  });

  // other keys under system-params-manage are later issues' pages
  if (!known) return <Placeholder />;
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="params-page">
      <div className="ecms-toolbar">
        <Segmented<Category>
          value={category}
          onChange={(v) => navigate(`/sys-manager/system-params-manage/${v}`)}
          options={PARAM_CATEGORIES.map((c) => ({ value: c, label: <span data-testid={`params-tab-${c}`}>{t(`sys.param.${c}`)}</span> }))}
        />
        <SearchInput placeholder={t('sys.param.search')} width={240} value={keyword} onChange={setKeyword} testId="params-search" />
        <span className="ecms-toolbar__spacer" />
        {category === 'custom' && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              addForm.resetFields();
              setAdding(true);
            }}
            data-testid="params-add"
          >
            {t('sys.param.add')}
          </Button>
        )}
      </div>
      <ListTable<ParamRow>
        rowKey="id"
        list={list}
        loading={list.query.isFetching || save.isPending}
        data-testid="params-table"
        columns={[
          { title: t('sys.param.key'), dataIndex: 'key', width: 200, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('sys.param.name'), dataIndex: 'name', width: 170 },
          {
            title: t('sys.param.value'),
            dataIndex: 'value',
            width: 260,
            render: (v: string, r) =>
              isBool(v) ? (
                <Switch
                  size="small"
                  checked={v === 'true'}
                  onChange={(on) => save.mutate({ row: r, value: String(on) })}
                  data-testid="params-bool-switch"
                />
              ) : (
                <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>
                  {v || '-'}
                </Typography.Text>
              ),
          },
          {
            title: t('sys.param.isPublic'),
            dataIndex: 'isPublic',
            width: 110,
            render: (v: boolean) => (v ? <Tag color="blue">{t('sys.yes')}</Tag> : <Tag>{t('sys.no')}</Tag>),
          },
          { title: t('sys.remark'), dataIndex: 'remark', width: 260, ellipsis: true },
          {
            title: t('sys.actions'),
            key: 'ops',
            width: category === 'custom' ? 150 : 90,
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue({ value: r.value });
                  }}
                  data-testid="params-edit"
                >
                  {t('sys.edit')}
                </Button>
                {category === 'custom' && (
                  <Popconfirm
                    title={MESSAGES.CONFIRM_DELETE}
                    onConfirm={() =>
                      quiet(
                        deleteParam(r.id).then(() => {
                          message.success(MESSAGES.DELETE_OK);
                          refresh();
                        }),
                      )
                    }
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="params-delete" />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <FormModal
        title={editing ? `${t('sys.param.edit')} · ${editing.name ?? editing.key}` : ''}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="params-save"
        data-testid="params-modal"
        form={form}
      >
        {editing?.remark && <Typography.Paragraph type="secondary">{editing.remark}</Typography.Paragraph>}
        <Form form={form} layout="vertical" onFinish={(v) => editing && save.mutate({ row: editing, value: v.value ?? '' })}>
          <Form.Item name="value" label={editing?.key}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={4000} data-testid="params-form-value" />
          </Form.Item>
        </Form>
      </FormModal>
      <FormModal
        title={t('sys.param.add')}
        open={adding}
        onClose={() => setAdding(false)}
        saving={create.isPending}
        okTestId="params-add-save"
        form={addForm}
        onFinish={(v) => create.mutate(v)}
        labelWidth={96}
      >
        <Form.Item
          name="key"
          label={t('sys.param.key')}
          rules={[
            requiredRule(t, 'sys.param.key'),
            { pattern: /^[A-Za-z][\w.-]{0,99}$/, message: t('sys.param.keyRule') },
          ]}
        >
          <Input maxLength={100} data-testid="params-add-key" />
        </Form.Item>
        <Form.Item name="name" label={t('sys.param.name')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="value" label={t('sys.param.value')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={4000} data-testid="params-add-value" />
        </Form.Item>
        <Form.Item name="isPublic" label={t('sys.param.isPublic')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <RemarkItem />
      </FormModal>
    </Card>
  );
}
