import { useState } from 'react';
import { Form, Input, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { createParam, deleteParam, queryParamOverrides, queryParams, updateParam, type ParamRow } from '../../../api/sys';
import { FormModal } from '../../../components/FormModal';
import { RemarkItem } from '../../../components/form-items';
import { LedgerPage, useCrudMutation } from '../../../components/ledger';
import { Placeholder } from '../../../components/Placeholder';

export const PARAM_CATEGORIES = ['basic', 'custom', 'business'] as const;
type Category = (typeof PARAM_CATEGORIES)[number];
type AddForm = { key: string; name?: string; value?: string; remark?: string; isPublic?: boolean };

const isBool = (v: string) => v === 'true' || v === 'false';
// the parameter list and the cache of public parameters the app reads
const KEYS = [['sys-params'], ['system-params']];
/** The start-up variable that, when set, decides a parameter instead of this page. */
const OVERRIDING_VARIABLE: Record<string, string> = { 'login.captcha': 'ECMS_CAPTCHA' };

/** /sys-manager/system-params-manage/{basic|custom|business}: parameters of a category, value edit (optimistic lock). */
export function ParamsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { category: raw } = useParams();
  const known = (PARAM_CATEGORIES as readonly string[]).includes(raw ?? '');
  const category: Category = known ? (raw as Category) : 'basic';
  const custom = category === 'custom';
  const [editing, setEditing] = useState<ParamRow | null>(null);
  const [form] = Form.useForm<{ value: string }>();
  const overrides = useQuery({ queryKey: ['sys-param-overrides'], queryFn: queryParamOverrides, staleTime: Infinity }).data ?? {};
  const overrideNote = (key: string) => {
    const inForce = overrides[key];
    if (inForce === undefined) return null;
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="params-overridden">
        {t('sys.param.overridden', { variable: OVERRIDING_VARIABLE[key] ?? '', state: t(inForce === 'false' ? 'sys.param.stateOff' : 'sys.param.stateOn') })}
      </Typography.Text>
    );
  };
  const save = useCrudMutation({
    mutationFn: (v: { row: ParamRow; value: string }) => updateParam({ id: v.row.id, value: v.value, version: v.row.version }),
    success: MESSAGES.SAVE_OK,
    invalidate: KEYS,
    close: () => setEditing(null),
  });

  // other keys under system-params-manage are later issues' pages
  if (!known) return <Placeholder />;
  return (
    <LedgerPage<ParamRow, AddForm>
      testId="params-page"
      tableTestId="params-table"
      queryKey={KEYS[0]}
      invalidate={[KEYS[1]]}
      list={queryParams}
      params={{ category }}
      orderBy="key"
      order="asc"
      refreshButton={false}
      search={[
        {
          name: 'category', type: 'custom', toParams: () => ({}),
          render: () => (
            <Segmented<Category>
              value={category}
              onChange={(v) => navigate(`/sys-manager/system-params-manage/${v}`)}
              options={PARAM_CATEGORIES.map((c) => ({ value: c, label: <span data-testid={`params-tab-${c}`}>{t(`sys.param.${c}`)}</span> }))}
            />
          ),
        },
        { name: 'key$like', placeholder: t('sys.param.search'), testId: 'params-search' },
      ]}
      create={custom ? { label: t('sys.param.add'), testId: 'params-add', placement: 'right' } : undefined}
      edit={false}
      form={{
        title: { create: t('sys.param.add'), edit: t('sys.param.add') },
        okTestId: 'params-add-save',
        save: (v) => createParam({ ...v, value: v.value ?? '', category }),
        fields: [
          { name: 'key', label: t('sys.param.key'), required: true, testId: 'params-add-key', rules: [{ pattern: /^[A-Za-z][\w.-]{0,99}$/, message: t('sys.param.keyRule') }] },
          { name: 'name', label: t('sys.param.name') },
          { name: 'value', label: t('sys.param.value'), type: 'textarea', maxLength: 4000, testId: 'params-add-value', props: { autoSize: { minRows: 1, maxRows: 6 } } },
          { name: 'isPublic', label: t('sys.param.isPublic'), type: 'switch' },
          <RemarkItem key="remark" />,
        ],
      }}
      remove={custom ? { fn: (r) => deleteParam(r.id), label: null, testId: 'params-delete' } : undefined}
      actions={[
        {
          key: 'value', label: t('sys.edit'), icon: <EditOutlined />, testId: 'params-edit',
          onClick: (r) => { setEditing(r); form.setFieldsValue({ value: r.value }); },
        },
        'delete',
      ]}
      actionsColumn={{ width: custom ? 150 : 90 }}
      table={save.isPending ? { loading: true } : undefined}
      columns={[
        { title: t('sys.param.key'), dataIndex: 'key', width: 200, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t('sys.param.name'), dataIndex: 'name', width: 170 },
        {
          title: t('sys.param.value'), dataIndex: 'value', width: 260,
          render: (v: string, r) =>
            isBool(v) ? (
              <Space size={8} wrap>
                <Switch size="small" checked={v === 'true'} onChange={(on) => save.mutate({ row: r, value: String(on) })} data-testid="params-bool-switch" />
                {overrideNote(r.key)}
              </Space>
            ) : (
              <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>{v || '-'}</Typography.Text>
            ),
        },
        { title: t('sys.param.isPublic'), dataIndex: 'isPublic', width: 110, render: (v: boolean) => (v ? <Tag color="blue">{t('sys.yes')}</Tag> : <Tag>{t('sys.no')}</Tag>) },
        { title: t('sys.remark'), dataIndex: 'remark', width: 260, ellipsis: true },
      ]}
    >
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
    </LedgerPage>
  );
}
