import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIN_PAY_MSG, FLOW_TYPE, formatMoney, optionsOf, type TBillingCalcResult, type TBillingCreate } from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { DictSelect, useDict } from '../../components/dict';
import { calculateBilling, financeContracts } from './pay-api';

export const flowTypeOptions = () => optionsOf(FLOW_TYPE).map((o) => ({ value: o.value, label: o.label }));

/** A contract picker over the company's contracts (name or number), with its amount. */
export function ContractSelect({ value, onChange, testId }: { value?: string | null; onChange?: (v: string | null) => void; testId?: string }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const list = useQuery({ queryKey: ['fin-contract-pick', q], queryFn: () => financeContracts(q || undefined) });
  return (
    <Select
      showSearch allowClear value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} filterOption={false} onSearch={setQ}
      placeholder={t('finPay.contractPick')} loading={list.isFetching} data-testid={testId}
      options={(list.data ?? []).map((c) => ({ value: c.contractId, label: `${c.name}（${c.code}，${formatMoney(c.contractAmount)}）` }))}
      notFoundContent={t('finPay.noContract')}
    />
  );
}

type Values = Omit<TBillingCreate, 'lines'> & { lines: { itemName: string; amount: number; taxRate: string }[] };

/** 开票申请: buyer, lines with their rate, live totals (大写), the tax-id warning and over-invoicing. */
export function BillingDialog({ open, saving, save, close }: { open: boolean; saving: boolean; save: (v: TBillingCreate) => void; close: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rates = useDict('TAX_RATE');
  const [calc, setCalc] = useState<TBillingCalcResult | null>(null);
  const values = Form.useWatch([], form);
  const toBody = (v: Partial<Values>): TBillingCreate => ({
    ...(v as Values),
    lines: (v.lines ?? []).filter((l) => l && l.itemName && l.amount > 0 && l.taxRate !== undefined)
      .map((l) => ({ itemName: l.itemName, amount: l.amount, taxRate: Number(l.taxRate) })),
  });
  useEffect(() => {
    if (open) form.setFieldsValue({ flowType: FLOW_TYPE.MINIMAL.value, invoiceKind: '1', taxInclusive: false, lines: [{ itemName: '*鉴证咨询服务*咨询费', amount: undefined as never, taxRate: '0.06' }] });
  }, [open, form]);
  useEffect(() => {
    if (!open || !values) return;
    const body = toBody(values);
    if (!body.buyerName || !body.invoiceKind || body.lines.length === 0) { setCalc(null); return; }
    const timer = setTimeout(() => { calculateBilling(body).then(setCalc, () => setCalc(null)); }, 300);
    return () => clearTimeout(timer);
  }, [open, values]);
  return (
    <FormModal<Values>
      title={t('finPay.billing.new')} open={open} form={form} onClose={() => { form.resetFields(); setCalc(null); close(); }} saving={saving}
      onFinish={(v) => save(toBody(v))} okText={t('finPay.startFlow')} okTestId="billing-ok" width={860} labelWidth={120}
      data-testid="billing-dialog"
    >
      <Form.Item name="flowType" label={t('finPay.flowType')} rules={[{ required: true, message: FIN_PAY_MSG.FLOW_TYPE }]}>
        <Select options={flowTypeOptions()} data-testid="billing-flowType" />
      </Form.Item>
      <Form.Item name="contractId" label={t('finPay.contract')}><ContractSelect testId="billing-contract" /></Form.Item>
      <Form.Item name="invoiceKind" label={t('finPay.invoiceKind')} rules={[{ required: true, message: FIN_PAY_MSG.INVOICE_KIND }]}>
        <DictSelect code="INVOICE_KIND" />
      </Form.Item>
      <Form.Item name="buyerName" label={t('finPay.buyerName')} rules={[{ required: true, whitespace: true, message: FIN_PAY_MSG.BUYER_NAME }]}>
        <Input maxLength={200} data-testid="billing-buyer" />
      </Form.Item>
      <Form.Item name="buyerTaxId" label={t('finPay.buyerTaxId')} rules={[{ pattern: /^([A-Za-z0-9]{15}|[A-Za-z0-9]{17,18}|[A-Za-z0-9]{20})$/, message: FIN_PAY_MSG.TAX_ID_FORMAT }]}>
        <Input maxLength={20} data-testid="billing-taxid" />
      </Form.Item>
      <Form.Item name="buyerAddressPhone" label={t('finPay.buyerAddressPhone')}><Input maxLength={200} /></Form.Item>
      <Form.Item name="buyerBankAccount" label={t('finPay.buyerBankAccount')}><Input maxLength={200} /></Form.Item>
      <Form.Item name="taxInclusive" label={t('finPay.taxInclusive')} valuePropName="checked"><Switch data-testid="billing-inclusive" /></Form.Item>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <div style={{ marginBottom: 12 }} data-testid="billing-lines">
            {fields.map((f, i) => (
              <div key={f.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Form.Item name={[f.name, 'itemName']} style={{ flex: '1 1 260px' }} rules={[{ required: true, whitespace: true, message: FIN_PAY_MSG.ITEM_NAME }]}>
                  <Input placeholder={t('finPay.itemName')} maxLength={100} data-testid={`billing-item-${i}`} />
                </Form.Item>
                <Form.Item name={[f.name, 'amount']} rules={[{ required: true, message: FIN_PAY_MSG.LINE_AMOUNT }]}>
                  <InputNumber<number> min={0.01} precision={2} style={{ width: 170 }} placeholder={values?.taxInclusive ? t('finPay.amountIncl') : t('finPay.amountExcl')} data-testid={`billing-amount-${i}`} />
                </Form.Item>
                <Form.Item name={[f.name, 'taxRate']} rules={[{ required: true, message: FIN_PAY_MSG.TAX_RATE }]}>
                  <Select style={{ width: 100 }} options={(rates.data ?? []).map((o) => ({ value: o.value, label: o.label }))} data-testid={`billing-rate-${i}`} />
                </Form.Item>
                <Typography.Text type="secondary" style={{ lineHeight: '32px', minWidth: 120 }}>
                  {calc?.lines[i] ? `${t('finPay.tax')} ${formatMoney(calc.lines[i].taxAmount)}` : ''}
                </Typography.Text>
                {fields.length > 1 && <Button type="text" icon={<DeleteOutlined />} aria-label={t('finPay.removeLine')} onClick={() => remove(f.name)} />}
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ taxRate: '0.06' })} data-testid="billing-add-line">{t('finPay.addLine')}</Button>
          </div>
        )}
      </Form.List>
      {calc && (
        <>
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 12 }} data-testid="billing-totals" items={[
            { key: 'a', label: t('finPay.amount'), children: formatMoney(calc.amount) },
            { key: 't', label: t('finPay.taxAmount'), children: formatMoney(calc.taxAmount) },
            { key: 'm', label: t('finPay.totalAmount'), children: formatMoney(calc.totalAmount) },
            { key: 'w', label: t('finPay.totalInWords'), children: <span data-testid="billing-words">{calc.totalInWords}</span> },
            ...(calc.contractAmount !== null ? [
              { key: 'c', label: t('finPay.contractAmount'), children: formatMoney(calc.contractAmount) },
              { key: 'd', label: t('finPay.committed'), children: formatMoney(calc.contractCommitted) },
            ] : []),
          ]} />
          {calc.warnings.map((w) => <Alert key={w} type="warning" showIcon message={w} style={{ marginBottom: 8 }} data-testid="billing-warning" />)}
          {calc.overAmount > 0 && (
            <Form.Item name="overReason" label={t('finPay.overReason')} rules={[{ required: true, whitespace: true, message: FIN_PAY_MSG.OVER_REASON }]}>
              <Input.TextArea rows={2} maxLength={500} data-testid="billing-over-reason" />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item name="remark" label={t('finPay.remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
    </FormModal>
  );
}
