import { useState } from 'react';
import { Card, DatePicker, Drawer, Form, Input, InputNumber, Modal, Select, Space, Tabs, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { FIN_PAY_MSG, formatMoney, type TBilling, type TContractMoney, type TInvoice } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { PrintPreview } from '../form';
import { BillingDialog } from './BillingDialog';
import {
  approveOver, BILLINGS_KEY, billingDetail, CONTRACT_MONEY_KEY, contractMoneyPage, INVOICES_KEY, issueInvoice, queryBillings,
  queryInvoices, queryOverBillings, redInvoice, startBilling,
} from './pay-api';

const INV = 'finance:invoiceSingle';
const ELEC = 'finance:invoiceElectronic';
const REASONS = [
  { value: '01', label: '01 开票有误' }, { value: '02', label: '02 销货退回' }, { value: '03', label: '03 服务中止' }, { value: '04', label: '04 销售折让' },
] as const;

const money = (v: number) => <span style={{ color: v < 0 ? '#cf1322' : undefined }}>{formatMoney(v)}</span>;

/** 登记发票: the 数电 number (20 digits) and date of the invoice issued on an approved application. */
function IssueDialog({ billing, onClose }: { billing: TBilling | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ invoiceNo: string; invoiceDate: dayjs.Dayjs }>();
  const issue = useCrudMutation({
    mutationFn: (v: { invoiceNo: string; invoiceDate: dayjs.Dayjs }) => issueInvoice({ billingId: billing!.id, invoiceNo: v.invoiceNo, invoiceDate: v.invoiceDate.format('YYYY-MM-DD') }),
    invalidate: [[BILLINGS_KEY], [INVOICES_KEY], [CONTRACT_MONEY_KEY]], close: onClose,
  });
  return (
    <Modal open={!!billing} title={t('finPay.issue')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={issue.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'issue-ok' } as Record<string, string>}>
      {billing && <Typography.Paragraph>{billing.buyerName} · {formatMoney(billing.totalAmount)}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(v) => issue.mutate(v)} initialValues={{ invoiceDate: dayjs() }} data-testid="issue-dialog">
        <Form.Item name="invoiceNo" label={t('finPay.invoiceNo')} rules={[{ required: true, pattern: /^\d{20}$/, message: FIN_PAY_MSG.INVOICE_NO }]}>
          <Input maxLength={20} data-testid="issue-no" />
        </Form.Item>
        <Form.Item name="invoiceDate" label={t('finPay.invoiceDate')} rules={[{ required: true, message: FIN_PAY_MSG.INVOICE_DATE }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 红冲: a red invoice on a blue one; the amount (价税合计) at most what remains, 开票有误 in full. */
export function RedDialog({ blue, onClose }: { blue: TInvoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  type V = { invoiceNo: string; invoiceDate: dayjs.Dayjs; reason: '01' | '02' | '03' | '04'; totalAmount?: number | null };
  const [form] = Form.useForm<V>();
  const reason = Form.useWatch('reason', form);
  const red = useCrudMutation({
    mutationFn: (v: V) => redInvoice({ blueId: blue!.id, invoiceNo: v.invoiceNo, invoiceDate: v.invoiceDate.format('YYYY-MM-DD'), reason: v.reason, totalAmount: v.reason === '01' ? null : v.totalAmount }),
    invalidate: [[BILLINGS_KEY], [INVOICES_KEY], [CONTRACT_MONEY_KEY], ['fin-billing-detail']], close: onClose,
  });
  return (
    <Modal open={!!blue} title={t('finPay.red')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={red.isPending} destroyOnHidden
      okButtonProps={{ 'data-testid': 'red-ok' } as Record<string, string>}>
      {blue && <Typography.Paragraph>{blue.invoiceNo} · {t('finPay.remaining')} {formatMoney(blue.remaining ?? 0)}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(v) => red.mutate(v)} initialValues={{ invoiceDate: dayjs(), reason: '04' }} data-testid="red-dialog">
        <Form.Item name="reason" label={t('finPay.redReason')} rules={[{ required: true, message: FIN_PAY_MSG.RED_REASON }]}>
          <Select options={REASONS.map((r) => ({ ...r }))} data-testid="red-reason" />
        </Form.Item>
        {reason !== '01' && (
          <Form.Item name="totalAmount" label={t('finPay.redAmount')} rules={[{ required: true, message: FIN_PAY_MSG.RED_AMOUNT }]}>
            <InputNumber<number> min={0.01} max={blue?.remaining ?? undefined} precision={2} style={{ width: '100%' }} data-testid="red-amount" />
          </Form.Item>
        )}
        <Form.Item name="invoiceNo" label={t('finPay.redInvoiceNo')} rules={[{ required: true, pattern: /^\d{20}$/, message: FIN_PAY_MSG.INVOICE_NO }]}>
          <Input maxLength={20} data-testid="red-no" />
        </Form.Item>
        <Form.Item name="invoiceDate" label={t('finPay.invoiceDate')} rules={[{ required: true, message: FIN_PAY_MSG.INVOICE_DATE }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function invoiceColumns(t: (k: string) => string) {
  return [
    { title: t('finPay.invoiceNo'), dataIndex: 'invoiceNo', width: 200 },
    { title: t('finPay.color'), dataIndex: 'color', width: 70, render: (v: string) => <Tag color={v === 'red' ? 'red' : 'blue'}>{t(`finPay.${v}`)}</Tag> },
    { title: t('finPay.invoiceDate'), dataIndex: 'invoiceDate', width: 110 },
    { title: t('finPay.amount'), dataIndex: 'amount', width: 130, align: 'right' as const, render: money },
    { title: t('finPay.taxAmount'), dataIndex: 'taxAmount', width: 110, align: 'right' as const, render: money },
    { title: t('finPay.totalAmount'), dataIndex: 'totalAmount', width: 140, align: 'right' as const, render: money },
    { title: t('finPay.redReason'), dataIndex: 'redReason', width: 100, render: (v: string | null) => REASONS.find((r) => r.value === v)?.label ?? '' },
  ];
}

/** The invoices of one application, with 红冲 on the blue one. */
function BillingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [blue, setBlue] = useState<TInvoice | null>(null);
  const d = useQuery({ queryKey: ['fin-billing-detail', id], queryFn: () => billingDetail(id!), enabled: !!id });
  return (
    <Drawer open={!!id} onClose={onClose} width={Math.min(960, window.innerWidth)} title={d.data ? `${d.data.code} ${d.data.buyerName}` : ''} data-testid="billing-drawer">
      {d.data && (
        <>
          <Typography.Paragraph>{t('finPay.totalInWords')}：<b>{d.data.totalInWords}</b></Typography.Paragraph>
          <ResponsiveTable rowKey="id" size="small" pagination={false} dataSource={d.data.lines} scroll={{ x: 700 }} columns={[
            { title: t('finPay.itemName'), dataIndex: 'itemName' },
            { title: t('finPay.amount'), dataIndex: 'amount', align: 'right', render: money },
            { title: t('finPay.taxRate'), dataIndex: 'taxRate', render: (v: number) => `${Math.round(v * 10000) / 100}%` },
            { title: t('finPay.taxAmount'), dataIndex: 'taxAmount', align: 'right', render: money },
            { title: t('finPay.totalAmount'), dataIndex: 'totalAmount', align: 'right', render: money },
          ]} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('finPay.invoices')}</Typography.Title>
          <ResponsiveTable rowKey="id" size="small" pagination={false} dataSource={d.data.invoices} scroll={{ x: 900 }} data-testid="billing-invoices"
            locale={{ emptyText: t('finPay.noInvoices') }}
            columns={[...invoiceColumns(t), {
              title: '', key: 'op', width: 80,
              render: (_: unknown, r: TInvoice) => (r.color === 'blue' && (r.remaining ?? 0) > 0 ? <a onClick={() => setBlue(r)} data-testid="invoice-red">{t('finPay.red')}</a> : null),
            }]} />
        </>
      )}
      <RedDialog blue={blue} onClose={() => setBlue(null)} />
    </Drawer>
  );
}

function BillingLedger() {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState<string | null>(null);
  const [issuing, setIssuing] = useState<TBilling | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <LedgerPage<TBilling, Parameters<typeof startBilling>[0]>
      card={false} testId="billing-page" tableTestId="billing-table"
      queryKey={[BILLINGS_KEY]} list={queryBillings}
      search={[{ name: 'buyerName$like', placeholder: t('finPay.searchBuyer'), testId: 'billing-search' }]}
      create={{ label: t('finPay.billing.new'), rights: `${INV}:add`, testId: 'billing-new' }}
      edit={false}
      editor={{ save: (v) => startBilling(v), success: t('finPay.submitted'), render: (c) => <BillingDialog {...c} /> }}
      export={{ code: 'finance:invoiceBilling', rights: `${INV}:export`, fileName: t('finPay.billing.title') }}
      invalidate={[[CONTRACT_MONEY_KEY]]}
      table={{ scroll: { x: 1300 } }}
      columns={[
        { title: t('finPay.code'), dataIndex: 'code', width: 180, render: (v: string, r) => <a onClick={() => setViewing(r.id)}>{v}</a> },
        { title: t('finPay.buyerName'), dataIndex: 'buyerName', width: 220, ellipsis: true },
        { title: t('finPay.contract'), dataIndex: 'contractName', width: 200, ellipsis: true },
        { title: t('finPay.totalAmount'), dataIndex: 'totalAmount', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.issued'), dataIndex: 'issuedTotal', width: 130, align: 'right', render: (v: number) => money(v ?? 0) },
        { title: t('finPay.over'), dataIndex: 'overAmount', width: 150, render: (v: number, r) => (v > 0 ? <Tag color="orange">{formatMoney(v)} {r.overStatusName}</Tag> : '—') },
        { title: t('finPay.status'), dataIndex: 'status', width: 100, flowStatus: 'statusName' },
        { title: t('finPay.createdDate'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
      actionsColumn={{ width: 200 }}
      actions={[
        { key: 'print', label: t('finPay.print'), testId: 'billing-print', onClick: (r) => setPrinting(r.id) },
        { key: 'issue', label: t('finPay.issue'), testId: 'billing-issue', rights: `${ELEC}:add`, visible: (r) => r.status === 3 && !r.issuedTotal, onClick: (r) => setIssuing(r) },
        { key: 'view', label: t('finPay.invoices'), testId: 'billing-view', onClick: (r) => setViewing(r.id) },
      ]}
    >
      {printing && <PrintPreview kind="invoiceBilling" id={printing} open onClose={() => setPrinting(null)} />}
      <IssueDialog billing={issuing} onClose={() => setIssuing(null)} />
      <BillingDrawer id={viewing} onClose={() => setViewing(null)} />
    </LedgerPage>
  );
}

/** Contract money for finance: amount, invoiced (net of 红字), received, outstanding. */
export function ContractMoneyLedger() {
  const { t } = useTranslation();
  return (
    <LedgerPage<TContractMoney>
      card={false} testId="contract-money" tableTestId="contract-money-table"
      queryKey={[CONTRACT_MONEY_KEY]} list={contractMoneyPage}
      search={[{ name: 'q', placeholder: t('finPay.searchContract'), testId: 'contract-money-search' }]}
      rowKey="contractId" table={{ scroll: { x: 1100 } }}
      columns={[
        { title: t('finPay.contractCode'), dataIndex: 'code', width: 180 },
        { title: t('finPay.contract'), dataIndex: 'name', width: 220, ellipsis: true },
        { title: t('finPay.contractAmount'), dataIndex: 'contractAmount', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.invoiced'), dataIndex: 'invoiced', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.received'), dataIndex: 'received', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.outstanding'), dataIndex: 'outstanding', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.paid'), dataIndex: 'paid', width: 120, format: 'money', align: 'right' },
        { title: t('finPay.expenseCost'), dataIndex: 'expense', width: 120, format: 'money', align: 'right' },
      ]}
    />
  );
}

/** /single-invoice (单独开票): billing applications through a flow, print, issue, 红冲; contract money. */
export function SingleInvoicePage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" data-testid="single-invoice-page">
      <Tabs destroyOnHidden items={[
        { key: 'billing', label: t('finPay.billing.title'), children: <BillingLedger /> },
        { key: 'money', label: <span data-testid="tab-contract-money">{t('finPay.contractMoney')}</span>, children: <ContractMoneyLedger /> },
      ]} />
    </Card>
  );
}

/** /main-page/electronic-invoice (电子发票): issued invoices, blue and red; 红冲 a blue one. */
export function ElectronicInvoicePage() {
  const { t } = useTranslation();
  const [blue, setBlue] = useState<TInvoice | null>(null);
  return (
    <LedgerPage<TInvoice>
      testId="electronic-invoice-page" tableTestId="invoice-table"
      queryKey={[INVOICES_KEY]} list={queryInvoices}
      search={[
        { name: 'invoiceNo$like', placeholder: t('finPay.searchInvoiceNo'), testId: 'invoice-search' },
        { name: 'color', type: 'select', placeholder: t('finPay.color'), options: [{ value: 'blue', label: t('finPay.blue') }, { value: 'red', label: t('finPay.red') }] },
      ]}
      export={{ code: 'finance:invoice', rights: `${ELEC}:export`, fileName: t('finPay.invoices') }}
      table={{ scroll: { x: 1300 } }}
      columns={[
        ...invoiceColumns(t),
        { title: t('finPay.buyerName'), dataIndex: 'buyerName', width: 200, ellipsis: true },
        { title: t('finPay.contract'), dataIndex: 'contractName', width: 200, ellipsis: true },
        { title: t('finPay.remaining'), dataIndex: 'remaining', width: 130, align: 'right', render: (v?: number) => (v === undefined ? '' : money(v)) },
      ]}
      actions={[{ key: 'red', label: t('finPay.red'), danger: true, rights: `${ELEC}:add`, testId: 'invoice-red', visible: (r) => r.color === 'blue' && (r.remaining ?? 0) > 0, onClick: (r) => setBlue(r) }]}
    >
      <RedDialog blue={blue} onClose={() => setBlue(null)} />
    </LedgerPage>
  );
}

/** /over-invoicing (超额开票): applications beyond their contract's amount and their own approval. */
export function OverInvoicingPage() {
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState<{ row: TBilling; agree: boolean } | null>(null);
  const [opinion, setOpinion] = useState('');
  const decide = useCrudMutation({
    mutationFn: (d: { row: TBilling; agree: boolean }) => approveOver(d.row.id, d.agree, opinion || undefined),
    invalidate: [[BILLINGS_KEY]], close: () => { setDeciding(null); setOpinion(''); },
  });
  const pending = (r: TBilling) => r.overStatus === 1;
  return (
    <LedgerPage<TBilling>
      testId="over-invoicing-page" tableTestId="over-table"
      queryKey={[BILLINGS_KEY, 'over']} list={queryOverBillings}
      search={[{ name: 'buyerName$like', placeholder: t('finPay.searchBuyer') }]}
      table={{ scroll: { x: 1200 } }}
      columns={[
        { title: t('finPay.code'), dataIndex: 'code', width: 180 },
        { title: t('finPay.buyerName'), dataIndex: 'buyerName', width: 200, ellipsis: true },
        { title: t('finPay.contract'), dataIndex: 'contractName', width: 200, ellipsis: true },
        { title: t('finPay.totalAmount'), dataIndex: 'totalAmount', width: 140, format: 'money', align: 'right' },
        { title: t('finPay.overAmount'), dataIndex: 'overAmount', width: 130, format: 'money', align: 'right' },
        { title: t('finPay.overReason'), dataIndex: 'overReason', width: 220, ellipsis: true },
        { title: t('finPay.overStatus'), dataIndex: 'overStatusName', width: 100, render: (v: string, r) => <Tag color={r.overStatus === 2 ? 'green' : r.overStatus === 3 ? 'red' : 'orange'}>{v}</Tag> },
        { title: t('finPay.status'), dataIndex: 'status', width: 100, flowStatus: 'statusName' },
      ]}
      actions={[
        { key: 'ok', label: t('finPay.approve'), rights: 'finance:invoiceOver:approve', visible: pending, testId: 'over-approve', onClick: (r) => setDeciding({ row: r, agree: true }) },
        { key: 'no', label: t('finPay.reject'), danger: true, rights: 'finance:invoiceOver:approve', visible: pending, testId: 'over-reject', onClick: (r) => setDeciding({ row: r, agree: false }) },
      ]}
    >
      <Modal open={!!deciding} title={deciding?.agree ? t('finPay.approve') : t('finPay.reject')} onCancel={() => setDeciding(null)}
        onOk={() => deciding && decide.mutate(deciding)} confirmLoading={decide.isPending} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          {deciding && <Typography.Text>{deciding.row.buyerName} · {t('finPay.overAmount')} {formatMoney(deciding.row.overAmount)}</Typography.Text>}
          <Input.TextArea rows={3} maxLength={500} value={opinion} onChange={(e) => setOpinion(e.target.value)} placeholder={t('finPay.opinion')} />
        </Space>
      </Modal>
    </LedgerPage>
  );
}
