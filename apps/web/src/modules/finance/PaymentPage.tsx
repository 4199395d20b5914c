import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { amountInWords, FIN_PAY_MSG, FLOW_TYPE, formatDate, formatMoney, type TPayment, type TPaymentCreate } from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { DictSelect } from '../../components/dict';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { ContractSelect, flowTypeOptions } from './BillingDialog';
import { CONTRACT_MONEY_KEY, findBankLines, linkBankLine, PAYMENTS_KEY, queryPayments, startPayment } from './pay-api';

const P = 'finance:pleasePrice';

function PaymentDialog({ open, saving, save, close }: { open: boolean; saving: boolean; save: (v: TPaymentCreate) => void; close: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPaymentCreate>();
  const amount = Form.useWatch('amount', form);
  useEffect(() => { if (open) form.setFieldsValue({ flowType: FLOW_TYPE.MINIMAL.value, payMethod: '1' }); }, [open, form]);
  return (
    <FormModal<TPaymentCreate> title={t('finPay.payment.new')} open={open} form={form} onClose={() => { form.resetFields(); close(); }} saving={saving}
      onFinish={save} okText={t('finPay.startFlow')} okTestId="payment-ok" width={640} labelWidth={110} data-testid="payment-dialog">
      <Form.Item name="flowType" label={t('finPay.flowType')} rules={[{ required: true, message: FIN_PAY_MSG.FLOW_TYPE }]}><Select options={flowTypeOptions()} /></Form.Item>
      <Form.Item name="contractId" label={t('finPay.contract')}><ContractSelect testId="payment-contract" /></Form.Item>
      <Form.Item name="payeeName" label={t('finPay.payeeName')} rules={[{ required: true, whitespace: true, message: FIN_PAY_MSG.PAYEE }]}><Input maxLength={200} data-testid="payment-payee" /></Form.Item>
      <Form.Item name="payeeAccountNo" label={t('finPay.payeeAccountNo')}><Input maxLength={64} /></Form.Item>
      <Form.Item name="payeeBank" label={t('finPay.payeeBank')}><Input maxLength={200} /></Form.Item>
      <Form.Item name="amount" label={t('finPay.payAmount')} rules={[{ required: true, message: FIN_PAY_MSG.PAY_AMOUNT }]}
        extra={amount ? amountInWords(amount) : undefined}>
        <InputNumber<number> min={0.01} precision={2} style={{ width: 220 }} data-testid="payment-amount" />
      </Form.Item>
      <Form.Item name="payMethod" label={t('finPay.payMethod')}><DictSelect code="PAYMENT_METHOD" /></Form.Item>
      <Form.Item name="reason" label={t('finPay.reason')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
    </FormModal>
  );
}

/** 关联流水: the statement's pay lines of the same amount (the payee's first); one is the payment. */
function LinkDialog({ payment, onClose }: { payment: TPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const lines = useQuery({ queryKey: ['fin-pay-lines', payment?.id], queryFn: () => findBankLines(payment!.id), enabled: !!payment });
  const link = useCrudMutation({
    mutationFn: (id: string) => linkBankLine(payment!.id, id), invalidate: [[PAYMENTS_KEY], [CONTRACT_MONEY_KEY]], close: () => { setChosen(null); onClose(); },
  });
  return (
    <Modal open={!!payment} title={t('finPay.linkBank')} width={Math.min(860, window.innerWidth)} onCancel={onClose} destroyOnHidden
      okButtonProps={{ disabled: !chosen }} onOk={() => chosen && link.mutate(chosen)} confirmLoading={link.isPending}>
      {payment && <Typography.Paragraph>{payment.payeeName} · {formatMoney(payment.amount)}</Typography.Paragraph>}
      <ResponsiveTable rowKey="id" size="small" pagination={false} loading={lines.isFetching} dataSource={lines.data ?? []} scroll={{ x: 640 }}
        locale={{ emptyText: t('finPay.noBankLines') }}
        columns={[
          { title: '', key: 'pick', width: 40, render: (_: unknown, r) => <Radio checked={chosen === r.id} onChange={() => setChosen(r.id)} /> },
          { title: t('finPay.tradeTime'), dataIndex: 'dateTime', width: 160, render: (v: string) => formatDate(v, 'datetime') },
          { title: t('finPay.accountNo'), dataIndex: 'accountNo', width: 170 },
          { title: t('finPay.otherSide'), dataIndex: 'otherSideName' },
          { title: t('finPay.payAmount'), dataIndex: 'pay', width: 130, align: 'right', render: (v: number) => formatMoney(v) },
        ]} />
    </Modal>
  );
}

/** /please-price (请款申请): payment requests through a flow; the cashier links the paying statement line. */
export function PaymentPage() {
  const { t } = useTranslation();
  const [linking, setLinking] = useState<TPayment | null>(null);
  const unlink = useCrudMutation({ mutationFn: (r: TPayment) => linkBankLine(r.id, null), invalidate: [[PAYMENTS_KEY], [CONTRACT_MONEY_KEY]] });
  return (
    <LedgerPage<TPayment, TPaymentCreate>
      testId="payment-page" tableTestId="payment-table"
      queryKey={[PAYMENTS_KEY]} list={queryPayments}
      search={[
        { name: 'payeeName$like', placeholder: t('finPay.searchPayee'), testId: 'payment-search' },
        { name: 'claimStatus', type: 'select', placeholder: t('finPay.payState'), options: [{ value: 0, label: t('finPay.unpaid') }, { value: 1, label: t('finPay.paidState') }] },
      ]}
      create={{ label: t('finPay.payment.new'), rights: `${P}:add`, testId: 'payment-new' }}
      edit={false}
      editor={{ save: (v) => startPayment(v), success: t('finPay.submitted'), render: (c) => <PaymentDialog {...c} /> }}
      export={{ code: 'finance:payment', rights: `${P}:export`, fileName: t('finPay.payment.title') }}
      table={{ scroll: { x: 1200 } }}
      columns={[
        { title: t('finPay.code'), dataIndex: 'code', width: 180 },
        { title: t('finPay.payeeName'), dataIndex: 'payeeName', width: 200, ellipsis: true },
        { title: t('finPay.contract'), dataIndex: 'contractName', width: 200, ellipsis: true },
        { title: t('finPay.payAmount'), dataIndex: 'amount', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.reason'), dataIndex: 'reason', width: 180, ellipsis: true },
        { title: t('finPay.status'), dataIndex: 'status', width: 100, flowStatus: 'statusName' },
        { title: t('finPay.payState'), dataIndex: 'claimStatus', width: 100, render: (v: number) => <Tag color={v ? 'green' : 'default'}>{v ? t('finPay.paidState') : t('finPay.unpaid')}</Tag> },
        { title: t('finPay.createdDate'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
      actionsColumn={{ width: 150 }}
      actions={[
        { key: 'link', label: t('finPay.linkBank'), rights: `${P}:pay`, visible: (r) => r.status === 3 && r.claimStatus === 0, testId: 'payment-link', onClick: (r) => setLinking(r) },
        { key: 'unlink', label: t('finPay.unlinkBank'), rights: `${P}:pay`, visible: (r) => r.claimStatus === 1, confirm: t('finPay.unlinkConfirm'), onClick: (r) => unlink.mutate(r) },
      ]}
    >
      <LinkDialog payment={linking} onClose={() => setLinking(null)} />
    </LedgerPage>
  );
}
