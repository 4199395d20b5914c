import { useEffect } from 'react';
import { Alert, Button, Form, Input, Radio, Spin } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVOICE_COMPLETION_WORKING_DAYS, INVOICE_TYPE } from '@ecms/shared';
import { fetchMyInvoice, saveMyInvoice, type InvoiceForm as TInvoice } from '../../api/auth';
import { useApp } from '../../components/use-app';

type Field = { name: keyof TInvoice; label: string; required: string; max?: number };

/** Invoice fields per type (spec §5); labels and required messages are i18n keys. */
const FIELDS: Record<1 | 2, Field[]> = {
  1: [
    { name: 'personName', label: 'invoice.personName', required: 'invoice.personNameRequired' },
    { name: 'companyName', label: 'invoice.enterpriseName', required: 'invoice.enterpriseNameRequired' },
    { name: 'honestyCode', label: 'invoice.honestyCode', required: 'invoice.honestyCodeRequired', max: 18 },
    { name: 'email', label: 'invoice.email', required: 'invoice.emailRequired' },
  ],
  2: [
    { name: 'companyName', label: 'invoice.companyName', required: 'invoice.companyNameRequired' },
    { name: 'honestyCode', label: 'invoice.honestyCode', required: 'invoice.honestyCodeRequired', max: 18 },
    { name: 'registeredAddress', label: 'invoice.registeredAddress', required: 'invoice.registeredAddressRequired' },
    { name: 'phone', label: 'invoice.phone', required: 'invoice.phoneRequired' },
    { name: 'bank', label: 'invoice.bank', required: 'invoice.bankRequired' },
    { name: 'bankAccount', label: 'invoice.bankAccount', required: 'invoice.bankAccountRequired' },
    { name: 'receiver', label: 'invoice.receiver', required: 'invoice.receiverRequired' },
    { name: 'receiveAddress', label: 'invoice.receiveAddress', required: 'invoice.receiveAddressRequired' },
  ],
};

/** Tab 4 发票信息 (members only): type 1 电子普通发票 / 2 增值税专用发票 switch the form. */
export function InvoiceForm() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<TInvoice>();
  const type = (Form.useWatch('invoicesType', form) ?? 1) as 1 | 2;
  const existing = useQuery({ queryKey: ['myInvoice'], queryFn: fetchMyInvoice, staleTime: 60_000 });

  useEffect(() => {
    if (existing.data) form.setFieldsValue({ ...existing.data, invoicesType: Number(existing.data.invoicesType) === 2 ? 2 : 1 });
  }, [existing.data, form]);

  const mutation = useMutation({
    mutationFn: (v: TInvoice) => saveMyInvoice(v),
    onSuccess: (res) => {
      message.success(t('common.saved'));
      // The credit code's check character failed: saved anyway (warn only), the member is told to check it.
      const warning = (res.data as { usccWarning?: string | null } | null)?.usccWarning;
      if (warning) message.warning(warning);
    },
  });

  if (existing.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  return (
    <Form<TInvoice>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '124px' }}
      initialValues={{ invoicesType: 1 }}
      onFinish={(v) => mutation.mutate({ ...v, invoicesType: type })}
      data-testid="invoice-form"
    >
      <Alert
        type="info"
        showIcon
        title={t('invoice.notice', { days: INVOICE_COMPLETION_WORKING_DAYS })}
        style={{ marginBottom: 16 }}
      />
      <Form.Item name="invoicesType" label={t('invoice.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: INVOICE_TYPE.ELECTRONIC_ORDINARY.value, label: <span data-testid="invoice-type-1">{t('invoice.type1')}</span> },
            { value: INVOICE_TYPE.VAT_SPECIAL.value, label: <span data-testid="invoice-type-2">{t('invoice.type2')}</span> },
          ]}
        />
      </Form.Item>
      {FIELDS[type].map((f) => (
        <Form.Item
          key={`${type}-${f.name}`}
          name={f.name}
          label={t(f.label)}
          rules={[
            { required: true, whitespace: true, message: t(f.required) },
            ...(f.name === 'email' ? [{ type: 'email' as const, message: t('profile.emailInvalid') }] : []),
          ]}
        >
          <Input maxLength={f.max ?? 100} data-testid={`invoice-${f.name}`} />
        </Form.Item>
      ))}
      <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="invoice-save">
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
