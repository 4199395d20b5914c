import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Spin, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MESSAGES } from '@ecms/shared';
import { PersonPicker, type PickedUser } from '../../components/PersonPicker';
import {
  fetchNextOptions, fetchPrevOptions, type NextOption, setOperators, submitTask, transfer, type Done, type TodoPermission, type TransferKind,
} from '../../api/wf-handle';

/*
 * The flow page's dialogs: submit with the next-node chooser, send back, and the three transfer
 * dialogs (转办 one recipient, 传阅 and 征询 several). Each reports the server's answer to onDone.
 */

interface TaskDialogProps {
  open: boolean;
  perm: TodoPermission;
  onCancel: () => void;
  onDone: (r: Done<unknown>) => void;
}

/** Picked people shown as tags with a button opening the person picker. */
function PeopleField({ value, onChange, multiple, testId }: { value?: PickedUser[]; onChange?: (v: PickedUser[]) => void; multiple: boolean; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space wrap size={[4, 4]} data-testid={testId}>
        {(value ?? []).map((u) => (
          <Tag key={u.id} closable onClose={() => onChange?.((value ?? []).filter((x) => x.id !== u.id))}>{u.name}</Tag>
        ))}
        <Button size="small" icon={<UserAddOutlined />} onClick={() => setOpen(true)} data-testid={`${testId}-pick`}>{t('flowHandle.pick')}</Button>
      </Space>
      <PersonPicker open={open} multiple={multiple} value={value} onCancel={() => setOpen(false)}
        onOk={(users) => { onChange?.(users); setOpen(false); }} />
    </>
  );
}

/** Next-node chooser: first option preselected; a type 2 option sends back; operators set first when the node asks for them. */
export function SubmitDialog({ open, perm, opinion, formData, onCancel, onDone }: TaskDialogProps & { opinion: string; formData?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ next: string; opinion: string; operators?: PickedUser[] }>();
  const [busy, setBusy] = useState(false);
  const options = useQuery({ queryKey: ['wf-next', perm.todoId], queryFn: () => fetchNextOptions(perm.todoId), enabled: open, staleTime: 0 });
  const list = useMemo(() => options.data ?? [], [options.data]);
  const chosenId = Form.useWatch('next', form);
  const chosen: NextOption | undefined = list.find((o) => `${o.type}:${o.userTaskConfigId}` === chosenId);
  const needOperators = !!chosen && chosen.type === 1 && (chosen.needChooseFromOrg || chosen.needFilterOperator);

  useEffect(() => {
    if (open) form.setFieldsValue({ opinion, next: list[0] ? `${list[0].type}:${list[0].userTaskConfigId}` : undefined, operators: [] });
  }, [open, list, opinion, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const opt = list.find((o) => `${o.type}:${o.userTaskConfigId}` === v.next);
    if (!opt) return;
    setBusy(true);
    try {
      if (needOperators) await setOperators(perm.workId, opt.userTaskConfigId, (v.operators ?? []).map((u) => u.id));
      const r = await submitTask(perm.todoId, {
        nextStepId: opt.userTaskConfigId, opinion: v.opinion, isSendBack: opt.type === 2, agree: true,
        formData: opt.type === 1 ? formData : undefined,
      });
      onDone(r);
    } catch { /* the client showed the server's message */ } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={perm.nextBtnName || t('flowHandle.submitTitle')} onCancel={onCancel} onOk={() => void submit()} confirmLoading={busy}
      okText={perm.nextBtnName} destroyOnHidden width={560} okButtonProps={{ disabled: options.isPending, 'data-testid': 'submit-ok' }}>
      <div data-testid="submit-dialog">
        <Form form={form} layout="vertical" requiredMark>
          <Form.Item name="next" label={t('flowHandle.nextNode')} rules={[{ required: true, message: MESSAGES.NEXT_NODE_REQUIRED }]}>
            {options.isPending ? <Spin /> : (
              <Radio.Group style={{ width: '100%' }}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  {list.map((o) => (
                    <Radio key={`${o.type}:${o.userTaskConfigId}`} value={`${o.type}:${o.userTaskConfigId}`}>
                      <Space size={6}>
                        <span>{o.name}</span>
                        <Tag color={o.type === 2 ? 'orange' : 'blue'}>{o.type === 2 ? t('flowHandle.sendBack') : t('flowHandle.forward')}</Tag>
                      </Space>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
          </Form.Item>
          {needOperators && (
            <Form.Item name="operators" label={t('flowHandle.operators')}
              rules={[{ validator: (_, v: PickedUser[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error(t('flowHandle.operatorsRequired', { name: chosen?.name })))) }]}>
              <PeopleField multiple={!!chosen?.multiple} testId="submit-operators" />
            </Form.Item>
          )}
          <Form.Item name="opinion" label={t('flowHandle.opinion')}>
            <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('flowHandle.opinionPlaceholder')} data-testid="submit-opinion" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

/** 退回: the steps this task may go back to, with their operators, role and submit date. */
export function ReturnDialog({ open, perm, opinion, onCancel, onDone }: TaskDialogProps & { opinion: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string>();
  const [text, setText] = useState(opinion);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const prev = useQuery({ queryKey: ['wf-prev', perm.todoId], queryFn: () => fetchPrevOptions(perm.todoId), enabled: open, staleTime: 0 });

  useEffect(() => {
    if (!open) return;
    setText(opinion);
    setError(undefined);
    setSelected(prev.data?.[prev.data.length - 1]?.userTaskConfigId);
  }, [open, opinion, prev.data]);

  const submit = async () => {
    if (!selected) {
      setError(MESSAGES.NEXT_NODE_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      onDone(await submitTask(perm.todoId, { nextStepId: selected, isSendBack: true, agree: false, opinion: text }));
    } catch { /* shown by the client */ } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={perm.prevBtnName || t('flowHandle.returnTitle')} onCancel={onCancel} onOk={() => void submit()} confirmLoading={busy}
      width={720} destroyOnHidden okButtonProps={{ disabled: !prev.data?.length, 'data-testid': 'return-ok' }}>
      <div data-testid="return-dialog">
        <ResponsiveTable size="small" rowKey="userTaskConfigId" loading={prev.isPending} dataSource={prev.data ?? []} pagination={false}
          locale={{ emptyText: t('flowHandle.returnEmpty') }}
          rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [], onChange: (keys) => { setSelected(String(keys[0])); setError(undefined); } }}
          onRow={(r) => ({ onClick: () => { setSelected(r.userTaskConfigId); setError(undefined); } })}
          columns={[
            { title: t('flowHandle.returnStep'), dataIndex: 'userTaskConfigName' },
            { title: t('flowHandle.returnOperators'), dataIndex: 'userTaskOperatorNames', ellipsis: true },
            { title: t('flowHandle.returnRole'), dataIndex: 'userTaskRole', ellipsis: true },
            { title: t('flowHandle.returnDate'), dataIndex: 'userTaskSubmitDate', width: 150, render: (d: string | null) => (d ? dayjs(d).format('YYYY-MM-DD HH:mm') : '-') },
          ]}
        />
        {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
        <Typography.Text type="secondary" style={{ display: 'block', margin: '12px 0 4px' }}>{t('flowHandle.opinion')}</Typography.Text>
        <div style={{ paddingBottom: 20 }}>
          <Input.TextArea rows={3} maxLength={2000} showCount value={text} onChange={(e) => setText(e.target.value)}
            placeholder={t('flowHandle.opinionPlaceholder')} data-testid="return-opinion" />
        </div>
      </div>
    </Modal>
  );
}

/** 转办 (exactly one recipient), 传阅 and 征询 (several): topic, recipients and remark are required. */
export function TransferDialog({ open, perm, kind, title, topic, onCancel, onDone }: TaskDialogProps & { kind: TransferKind; title: string; topic: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ topic: string; recipients: PickedUser[]; remark: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ topic, recipients: [], remark: '' });
  }, [open, topic, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      onDone(await transfer(kind, { procInstId: perm.procInstId, todoId: perm.todoId, workId: perm.workId },
        { topic: v.topic, newOperatorIds: v.recipients.map((u) => u.id), remark: v.remark }));
    } catch { /* shown by the client */ } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onCancel} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden width={560}
      okButtonProps={{ 'data-testid': 'transfer-ok' }}>
      <div data-testid={`transfer-dialog-${kind}`}>
        <Form form={form} layout="vertical">
          <Form.Item name="topic" label={t('flowHandle.topic')} rules={[{ required: true, whitespace: true, message: MESSAGES.TRANSFER_TOPIC_REQUIRED }]}>
            <Input maxLength={200} data-testid="transfer-topic" />
          </Form.Item>
          <Form.Item name="recipients" label={t('flowHandle.recipients')} required
            rules={[{ validator: (_, v: PickedUser[] | undefined) => {
              if (!v?.length) return Promise.reject(new Error(MESSAGES.TRANSFER_RECIPIENT_REQUIRED));
              if (kind === 'adjust' && v.length > 1) return Promise.reject(new Error(t('flowHandle.oneRecipient')));
              return Promise.resolve();
            } }]}>
            <PeopleField multiple={kind !== 'adjust'} testId="transfer-recipients" />
          </Form.Item>
          <Form.Item name="remark" label={t('flowHandle.remark')} rules={[{ required: true, whitespace: true, message: MESSAGES.TRANSFER_REMARK_REQUIRED }]}>
            <Input.TextArea rows={3} maxLength={2000} showCount data-testid="transfer-remark" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
