import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchStartable, startFlow } from '../../api/wf-handle';
import { useApp } from '../../components/use-app';

interface StartValues {
  name?: string;
  contractAmount?: number | null;
  remark?: string;
}

/**
 * A new flow (link with procDefineId and no instance, spec 1 §2.4): no task yet, so the page
 * offers the Start button; starting submits the first step and opens the instance in place.
 */
export function StartFlowView({ procDefineId, bare }: { procDefineId: string; bare: boolean }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<StartValues>();
  const [busy, setBusy] = useState(false);
  const def = useQuery({ queryKey: ['wf-startable', procDefineId], queryFn: () => fetchStartable(procDefineId) });

  if (def.isPending) return <div className="ecms-flow-page"><Card><Skeleton active paragraph={{ rows: 6 }} /></Card></div>;
  if (def.isError || !def.data) {
    return (
      <div className="ecms-flow-page">
        <Result status="warning" title={t('flowHandle.definitionMissing')}
          extra={def.isError ? <Button onClick={() => void def.refetch()}>{t('flowHandle.retry')}</Button> : undefined} />
      </div>
    );
  }
  const d = def.data;
  const isContract = d.businessType === 'contract' || d.category === 'contract';

  const start = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const formData: Record<string, unknown> = {};
    if (isContract && v.contractAmount !== undefined && v.contractAmount !== null) formData.contractAmount = v.contractAmount;
    if (v.remark?.trim()) formData.remark = v.remark.trim();
    setBusy(true);
    try {
      const r = await startFlow({ processCode: d.key, name: v.name?.trim() || undefined, formData });
      message.success(r.msg);
      await qc.invalidateQueries();
      const q = new URLSearchParams(location.search);
      q.delete('procDefineId');
      q.set('procInstId', r.data.procInstId);
      navigate({ pathname: `${bare ? '/flowhandle2' : '/flowhandle'}/flow-business`, search: `?${q}` }, { replace: true });
    } catch { /* the client showed the server's message */ } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`ecms-flow-page${bare ? ' ecms-flow-page--bare' : ''}`} data-testid="flow-start">
      <Card className="ecms-flow-head" size="small">
        <div className="ecms-flow-head-row">
          <div className="ecms-flow-title">
            <Typography.Title level={4} style={{ margin: 0 }}>{d.name}</Typography.Title>
            <Tag>{t('flowHandle.newFlow')}</Tag>
          </div>
          <Space>
            <Button type="primary" icon={<SendOutlined />} loading={busy} onClick={() => void start()} data-testid="flow-start-submit">{t('flowHandle.start')}</Button>
          </Space>
        </div>
      </Card>
      <Card className="ecms-flow-start-body" size="small" title={t('flowHandle.formTitle')}>
        <Form form={form} layout="vertical" style={{ maxWidth: 720 }}>
          <Form.Item name="name" label={t('flowHandle.title')} extra={t('flowHandle.titleHint')}>
            <Input maxLength={200} data-testid="flow-start-name" />
          </Form.Item>
          {isContract && (
            <Form.Item name="contractAmount" label={t('flowHandle.fields.contractAmount')} rules={[{ type: 'number', min: 0 }]}>
              <InputNumber style={{ width: '100%' }} min={0} precision={2} addonAfter="元" data-testid="flow-start-amount" />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('flowHandle.fields.remark')}>
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
