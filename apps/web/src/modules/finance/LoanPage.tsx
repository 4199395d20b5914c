import { useState } from 'react';
import { Card, DatePicker, Form, Input, Modal, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { FLOW_TYPE, optionsOf, type TLoan, type TLoanStat, type TRepay } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { ListTable, ResponsiveTable } from '../../components/list-page';
import {
  applyLoan, deleteLoans, LOANS_KEY, loanRepays, loanStatistics, queryDeletedLoans, queryLoans, queryMyLoans, saveOffset,
} from './claims-api';
import { MoneyInput } from './MoneyInput';
import { fmtMoney } from './MonthBalancePage';

interface LoanForm { flowType: number; name: string; amount: number; loanDate?: Dayjs; dueDate: Dayjs; reason?: string }

/** /loan-application (借款申请与还款): applications through their flow, repayments (claims, expense offsets), balances per person. */
export function LoanPage() {
  const { t } = useTranslation();
  const [repaying, setRepaying] = useState<TLoan | null>(null);
  const [history, setHistory] = useState<TLoan | null>(null);
  const [form] = Form.useForm<{ amount: number; expenseRef: string; repayDate?: Dayjs; remark?: string }>();
  const stats = useQuery({ queryKey: [LOANS_KEY, 'stats'], queryFn: loanStatistics });
  const repays = useQuery({ queryKey: [LOANS_KEY, 'repays', history?.id], queryFn: () => loanRepays(history!.id), enabled: !!history });
  const remove = useCrudMutation({ mutationFn: (r: TLoan) => deleteLoans([r.id]), invalidate: [[LOANS_KEY]] });
  const offset = useCrudMutation({
    mutationFn: async () => {
      const v = await form.validateFields();
      return saveOffset({ loanId: repaying!.id, amount: v.amount, expenseRef: v.expenseRef, repayDate: v.repayDate?.format('YYYY-MM-DD'), remark: v.remark });
    },
    invalidate: [[LOANS_KEY]],
    close: () => setRepaying(null),
  });

  const columns = [
    { title: t('finClaims.loan.code'), dataIndex: 'code', width: 170 },
    { title: t('finClaims.loan.name'), dataIndex: 'name', width: 200, ellipsis: true },
    { title: t('finClaims.loan.borrower'), dataIndex: 'borrowerName', width: 150, ellipsis: true },
    { title: t('finClaims.loan.amount'), dataIndex: 'amount', width: 120, align: 'right' as const, render: fmtMoney },
    { title: t('finClaims.loan.repaid'), dataIndex: 'repaid', width: 120, align: 'right' as const, render: fmtMoney },
    {
      title: t('finClaims.loan.balance'), dataIndex: 'balance', width: 130, align: 'right' as const,
      render: (v: number, r: TLoan) => <span data-testid={`loan-balance-${r.code}`}><strong>{fmtMoney(v)}</strong>{r.overdue && <Tag color="red" style={{ marginLeft: 4 }}>{t('finClaims.loan.overdue')}</Tag>}</span>,
    },
    { title: t('finClaims.loan.loanDate'), dataIndex: 'loanDate', width: 110 },
    { title: t('finClaims.loan.dueDate'), dataIndex: 'dueDate', width: 110 },
    { title: t('finClaims.loan.status'), dataIndex: 'statusName', width: 100, flowStatus: 'statusName' as const },
  ];
  const ledger = (key: string, list: typeof queryLoans, extra: { create?: boolean; removable?: boolean } = {}) => (
    <LedgerPage<TLoan, LoanForm>
      card={false} tableTestId={`loans-${key}`} queryKey={[LOANS_KEY, key]} list={list} orderBy="createdDate" order="desc"
      search={[{ name: 'name$like', placeholder: t('finClaims.loan.search'), width: 200 }]}
      edit={false} table={{ scroll: { x: 1400 } }} actionsColumn={{ width: 200 }} invalidate={[[LOANS_KEY]]}
      create={extra.create ? { label: t('finClaims.loan.add'), rights: 'finance:loan:add', testId: 'loan-add' } : undefined}
      form={extra.create ? {
        title: { create: t('finClaims.loan.add'), edit: t('finClaims.loan.add') },
        width: 620,
        okTestId: 'loan-save',
        initialValues: () => ({ flowType: FLOW_TYPE.CUSTOM_1.value, loanDate: dayjs() }),
        save: (v) => applyLoan({
          flowType: v.flowType, name: v.name, amount: v.amount, reason: v.reason ?? null,
          loanDate: v.loanDate?.format('YYYY-MM-DD'), dueDate: v.dueDate.format('YYYY-MM-DD'),
        }),
        fields: [
          { name: 'flowType', label: t('finClaims.loan.flowType'), type: 'select', required: true, options: optionsOf(FLOW_TYPE).map((f) => ({ value: f.value, label: f.label })) },
          { name: 'name', label: t('finClaims.loan.name'), required: true, maxLength: 200, testId: 'loan-name' },
          { name: 'amount', label: t('finClaims.loan.amount'), required: true, control: <MoneyInput testId="loan-amount" /> },
          { name: 'loanDate', label: t('finClaims.loan.loanDate'), type: 'date' },
          { name: 'dueDate', label: t('finClaims.loan.dueDate'), type: 'date', required: true, testId: 'loan-due' },
          { name: 'reason', label: t('finClaims.loan.reason'), type: 'textarea', maxLength: 1000 },
        ],
      } : undefined}
      actions={[
        { key: 'repays', label: t('finClaims.loan.repays'), onClick: (r) => setHistory(r) },
        { key: 'repay', label: t('finClaims.loan.repay'), rights: 'finance:loan:repay', visible: (r) => r.status === 3 && r.balance > 0, onClick: (r) => { form.resetFields(); setRepaying(r); } },
        ...(extra.removable ? [{ key: 'delete', label: t('finClaims.claim.remove'), danger: true, visible: (r: TLoan) => [2, 4, 5, 6].includes(r.status) && r.repaid === 0, confirm: t('finClaims.loan.deleteConfirm'), onClick: (r: TLoan) => remove.mutate(r) }] : []),
      ]}
      columns={columns}
    />
  );

  return (
    <Card data-testid="loan-page" title={t('finClaims.route.loan')}>
      <Tabs destroyOnHidden items={[
        { key: 'all', label: t('finClaims.loan.tabAll'), children: ledger('all', queryLoans, { create: true, removable: true }) },
        { key: 'mine', label: t('finClaims.loan.tabMine'), children: ledger('mine', queryMyLoans, { create: true, removable: true }) },
        {
          key: 'stat', label: t('finClaims.loan.tabStat'), children: (
            <ListTable<TLoanStat> rowKey="borrowerId" data-testid="loan-stats" dataSource={stats.data ?? []} loading={stats.isLoading} pagination={false}
              columns={[
                { title: t('finClaims.loan.borrower'), dataIndex: 'borrowerName', width: 140 },
                { title: t('finClaims.loan.loans'), dataIndex: 'loans', width: 80, align: 'right' },
                { title: t('finClaims.loan.amount'), dataIndex: 'amount', width: 140, align: 'right', render: fmtMoney },
                { title: t('finClaims.loan.repaid'), dataIndex: 'repaid', width: 140, align: 'right', render: fmtMoney },
                { title: t('finClaims.loan.balance'), dataIndex: 'balance', width: 140, align: 'right', render: (v: number) => <strong>{fmtMoney(v)}</strong> },
                { title: t('finClaims.loan.overdueBalance'), dataIndex: 'overdueBalance', width: 140, align: 'right', render: (v: number) => <span style={{ color: v ? '#cf1322' : undefined }}>{fmtMoney(v)}</span> },
              ]} />
          ),
        },
        { key: 'deleted', label: t('finClaims.loan.tabDeleted'), children: ledger('deleted', queryDeletedLoans) },
      ]} />
      <Modal open={!!repaying} title={`${t('finClaims.loan.repay')} ${repaying?.code ?? ''}`} onCancel={() => setRepaying(null)} onOk={() => offset.mutate(undefined)} confirmLoading={offset.isPending} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ repayDate: dayjs() }}>
          <Form.Item name="amount" label={`${t('finClaims.money')}（${t('finClaims.loan.balance')} ${fmtMoney(repaying?.balance)}）`} rules={[{ required: true, message: '请输入大于0的还款金额' }]}><MoneyInput /></Form.Item>
          <Form.Item name="expenseRef" label={t('finClaims.loan.expenseRef')} rules={[{ required: true, whitespace: true, message: '请填写冲抵的报销单号' }]}><Input maxLength={64} /></Form.Item>
          <Form.Item name="repayDate" label={t('finClaims.loan.repayDate')}><DatePicker /></Form.Item>
          <Form.Item name="remark" label={t('finClaims.loan.reason')}><Input.TextArea maxLength={500} rows={2} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={!!history} title={`${t('finClaims.loan.repays')} ${history?.code ?? ''}`} onCancel={() => setHistory(null)} footer={null} width={760}>
        <ResponsiveTable<TRepay> size="small" rowKey="id" pagination={false} dataSource={repays.data?.rows ?? []} loading={repays.isLoading}
          columns={[
            { title: t('finClaims.loan.repayDate'), dataIndex: 'repayDate', width: 110 },
            { title: t('finClaims.claim.kind'), dataIndex: 'kind', width: 110, render: (v: string) => (v === 'claim' ? t('finClaims.loan.kindClaim') : t('finClaims.loan.kindOffset')) },
            { title: t('finClaims.money'), dataIndex: 'amount', width: 130, align: 'right', render: fmtMoney },
            { title: t('finClaims.loan.expenseRef'), dataIndex: 'expenseRef', width: 140 },
            { title: t('finClaims.loan.reason'), dataIndex: 'remark', ellipsis: true },
          ]} />
      </Modal>
    </Card>
  );
}
