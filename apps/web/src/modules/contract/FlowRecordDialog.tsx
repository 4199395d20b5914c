import { Form, Input, InputNumber, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPE, COMMISSION_PURPOSE, FLOW_TYPE, MESSAGES, optionsOf } from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { useApp } from '../../components/use-app';
import { type FlowStart, type RecordKind, saveAndStartFlow } from '../../api/contract';

const options = (map: Parameters<typeof optionsOf>[0]) => optionsOf(map).map((o) => ({ value: o.value, label: o.label }));

export interface FlowRecordValues {
  flowType?: number;
  name?: string;
  businessType?: number;
  commissionPurpose?: number;
  amount?: number | null;
  partyA?: string;
  partyB?: string;
  client?: string;
  remark?: string;
}

/**
 * The contract creation dialog and the cost-consultation new-record dialog (spec 2 §5): all
 * required fields answer the spec's messages; OK saves the record and starts its flow.
 */
export function FlowRecordDialog({ kind, open, onClose, onStarted }: {
  kind: RecordKind;
  open: boolean;
  onClose: () => void;
  onStarted: (s: FlowStart) => void;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<FlowRecordValues>();
  const save = useMutation({
    mutationFn: (v: FlowRecordValues) => saveAndStartFlow(kind, v as never),
    onSuccess: (s) => {
      void message.success(t('contract.started', { name: s.curActivityName ?? s.name }));
      form.resetFields();
      onStarted(s);
    },
  });
  const isContract = kind === 'contract';
  return (
    <FormModal<FlowRecordValues>
      title={t(isContract ? 'contract.newContract' : 'contract.newCost')}
      open={open}
      form={form}
      onClose={onClose}
      saving={save.isPending}
      onFinish={(v) => save.mutate(v)}
      okText={t('contract.startFlow')}
      okTestId="flow-record-ok"
      labelWidth={110}
      width={560}
      data-testid="flow-record-dialog"
    >
      <Form.Item name="flowType" label={t('contract.flowType')} rules={[{ required: true, message: MESSAGES.FLOW_TYPE_REQUIRED }]}>
        <Select options={options(FLOW_TYPE)} placeholder={t('contract.select')} data-testid="field-flowType" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t(isContract ? 'contract.name' : 'contract.businessName')}
        rules={[{ required: true, whitespace: true, message: isContract ? MESSAGES.CONTRACT_NAME_REQUIRED : MESSAGES.BUSINESS_NAME_REQUIRED }]}
      >
        <Input maxLength={200} placeholder={t('contract.input')} data-testid="field-name" />
      </Form.Item>
      {isContract ? (
        <Form.Item name="businessType" label={t('contract.businessType')} rules={[{ required: true, message: MESSAGES.BUSINESS_TYPE_REQUIRED }]}>
          <Select options={options(BUSINESS_TYPE)} placeholder={t('contract.select')} data-testid="field-businessType" />
        </Form.Item>
      ) : (
        <Form.Item name="commissionPurpose" label={t('contract.commissionPurpose')} rules={[{ required: true, message: MESSAGES.COMMISSION_PURPOSE_REQUIRED }]}>
          <Select options={options(COMMISSION_PURPOSE)} placeholder={t('contract.select')} data-testid="field-commissionPurpose" />
        </Form.Item>
      )}
      <Form.Item name="amount" label={t('contract.amount')}>
        <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      {isContract ? (
        <>
          <Form.Item name="partyA" label={t('contract.partyA')}><Input maxLength={200} /></Form.Item>
          <Form.Item name="partyB" label={t('contract.partyB')}><Input maxLength={200} /></Form.Item>
        </>
      ) : (
        <Form.Item name="client" label={t('contract.client')}><Input maxLength={200} /></Form.Item>
      )}
      <Form.Item name="remark" label={t('contract.remark')}><Input.TextArea maxLength={2000} rows={3} /></Form.Item>
    </FormModal>
  );
}
