import { useState } from 'react';
import { Alert, Button, Empty, Form, Popconfirm, Select, Space, Spin, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DisconnectOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quiet } from '../../api/sys';
import { useApp } from '../../components/use-app';
import { useSettingFlow } from '../flow-admin';
import { fetchForm, saveForm } from './api';
import { useFlowForm, type FlowFormField } from './flow-form';
import { designerUrl } from './pages/FormListPage';

/** Store (or clear) a form's process code, keeping the rest of its definition as it is. */
async function bindForm(id: string, processCode: string | null) {
  const d = await fetchForm(id);
  await saveForm({ id: d.id, code: d.code, name: d.name, kind: d.kind, groupId: d.groupId, processCode, model: d.model });
}

/**
 * setting-flow f-form-manager: which online form is the business content of this flow, and its
 * fields (the ones the node drawer's field permissions list).
 */
export function FlowFormTab() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const { id, base } = useSettingFlow();
  const processCode = id ? base.code : null;
  const { forms, bound, model, fields, loading } = useFlowForm(processCode);
  const [picked, setPicked] = useState<string | undefined>();
  const choice = picked ?? bound?.id;
  const bind = useMutation({
    mutationFn: async (formId: string | null) => {
      if (bound && bound.id !== formId) await bindForm(bound.id, null);
      if (formId && formId !== bound?.id) await bindForm(formId, processCode);
    },
    onSuccess: (_v, formId) => {
      message.success(formId ? t('fd.flow.bound') : t('fd.flow.unbound'));
      setPicked(undefined);
      void qc.invalidateQueries({ queryKey: ['fd-forms'] });
    },
  });

  if (!processCode) return <Empty style={{ marginTop: 64 }} description={t('fd.flow.saveFirst')} data-testid="fd-flow-save-first" />;
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const rows = forms.data?.rows ?? [];
  return (
    <div style={{ maxWidth: 960, paddingTop: 8 }} data-testid="fd-flow-form">
      <Typography.Paragraph type="secondary">{t('fd.flow.intro')}</Typography.Paragraph>
      {forms.isError && <Alert type="error" showIcon title={t('list.loadFailed')} style={{ marginBottom: 12 }} />}
      <Form layout="inline" component="div" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('fd.flow.form')}>
          <Select
            showSearch
            allowClear
            style={{ width: 320 }}
            value={choice}
            placeholder={t('fd.flow.pick')}
            optionFilterProp="label"
            onChange={(v) => setPicked(v ?? undefined)}
            options={rows.map((f) => ({
              value: f.id,
              label: `${f.name}（${f.code}）`,
              disabled: !!f.processCode && f.processCode !== processCode,
              title: f.processCode && f.processCode !== processCode ? t('fd.flow.boundElsewhere', { code: f.processCode }) : undefined,
            }))}
            data-testid="fd-flow-pick"
          />
        </Form.Item>
        <Space>
          <Button type="primary" icon={<LinkOutlined />} disabled={!choice || choice === bound?.id} loading={bind.isPending}
            onClick={() => void quiet(bind.mutateAsync(choice!))} data-testid="fd-flow-bind">{t('fd.flow.bind')}</Button>
          {bound && (
            <Popconfirm title={t('fd.flow.unbindConfirm', { name: bound.name })} onConfirm={() => quiet(bind.mutateAsync(null))}>
              <Button icon={<DisconnectOutlined />} disabled={bind.isPending} data-testid="fd-flow-unbind">{t('fd.flow.unbind')}</Button>
            </Popconfirm>
          )}
          {bound && <Link to={designerUrl(bound.id)}><Button type="link" icon={<EditOutlined />}>{t('fd.flow.design')}</Button></Link>}
        </Space>
      </Form>
      {!bound ? (
        <Empty description={t('fd.flow.none')} />
      ) : (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 12 }}
            title={bound.currentVersion ? t('fd.flow.fieldsOf', { name: bound.name, version: bound.currentVersion }) : t('fd.flow.fieldsDraft', { name: bound.name })}
            description={t('fd.flow.permHint')} />
          <ResponsiveTable<FlowFormField>
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            loading={model.isPending}
            dataSource={fields}
            data-testid="fd-flow-fields"
            columns={[
              { title: t('fd.flow.section'), dataIndex: 'section', width: 160, ellipsis: true },
              { title: t('fd.flow.field'), dataIndex: 'label', width: 200, ellipsis: true },
              { title: t('fd.props.key'), dataIndex: 'key', width: 180, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
              { title: t('fd.flow.type'), dataIndex: 'type', render: (v: string) => <Tag variant="filled">{t(v === 'subTable' ? 'fd.type.subTable' : `fd.type.${v}`)}</Tag> },
            ]}
          />
        </>
      )}
    </div>
  );
}
