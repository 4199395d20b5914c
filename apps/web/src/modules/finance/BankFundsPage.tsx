import { useState } from 'react';
import { Button, Card, DatePicker, Popconfirm, Select, Space, Tabs, Tag } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { TBankDetail, TBankMonthSummary } from '@ecms/shared';
import { LedgerPage, useCan, useCrudMutation } from '../../components/ledger';
import {
  BANK_ACCOUNTS_KEY, BANK_LINES_KEY, BANK_MONTHS_KEY, bankAccounts, bankMonths, deleteBankLines, deleteBankMonth, downloadBankTemplate,
  exportBankBalances, queryBankLines, saveBankLine,
} from './api';
import { BankImportDialog } from './BankImportDialog';
import { MoneyInput } from './MoneyInput';

const right = (a: string) => `finance:bankDetail:${a}`;
const money = (v: number | null) => (v === null || v === undefined ? '' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

interface LineForm {
  accountId: string; dateTime: dayjs.Dayjs; income?: number; pay?: number; balance?: number;
  otherSideName?: string; otherSideAccountNo?: string; summary?: string; matter?: string; memo?: string;
}

/** The account filter (both tabs share the choice). */
function AccountPicker({ value, options, onChange }: { value?: string; options: { value: string; label: string }[]; onChange: (v?: string) => void }) {
  const { t } = useTranslation();
  return (
    <Select allowClear showSearch optionFilterProp="label" placeholder={t('finance.bank.allAccounts')} style={{ width: 240 }} value={value}
      onChange={onChange} options={options} data-testid="bank-account-filter" />
  );
}

/** /bank-funds/list (银行流水): statement lines under the data scope, their import, and the month summaries per account. */
export function BankFundsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const qc = useQueryClient();
  const [accountId, setAccountId] = useState<string | undefined>();
  const [importing, setImporting] = useState(false);
  const [tab, setTab] = useState('lines');
  const accounts = useQuery({ queryKey: [BANK_ACCOUNTS_KEY], queryFn: bankAccounts });
  const months = useQuery({ queryKey: [BANK_MONTHS_KEY, accountId], queryFn: () => bankMonths(accountId), enabled: tab === 'months' });
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.accountName ?? ''} ${a.accountNo}`.trim() }));
  const removeMonth = useCrudMutation({
    mutationFn: (m: TBankMonthSummary) => deleteBankMonth(m.accountId, m.month),
    invalidate: [[BANK_MONTHS_KEY], [BANK_LINES_KEY]],
  });
  const refreshAll = () => {
    void qc.invalidateQueries({ queryKey: [BANK_LINES_KEY] });
    void qc.invalidateQueries({ queryKey: [BANK_MONTHS_KEY] });
    void qc.invalidateQueries({ queryKey: [BANK_ACCOUNTS_KEY] });
  };

  const accountPicker = <AccountPicker value={accountId} options={accountOptions} onChange={setAccountId} />;
  const importButtons = (
    <Space>
      {can(right('import')) && <Button type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="bank-import">{t('finance.bank.import')}</Button>}
      {can(right('import')) && <Button icon={<DownloadOutlined />} onClick={() => void downloadBankTemplate()}>{t('finance.bank.template')}</Button>}
    </Space>
  );

  const lines = (
    <LedgerPage<TBankDetail, LineForm>
      card={false}
      testId="bank-lines"
      tableTestId="bank-lines-table"
      queryKey={[BANK_LINES_KEY]}
      list={queryBankLines}
      orderBy="dateTime"
      order="desc"
      search={[
        {
          name: 'accountId', type: 'custom', toParams: (v) => (v ? { accountId: v } : {}),
          render: (_v, onChange) => <AccountPicker value={accountId} options={accountOptions} onChange={(x) => { setAccountId(x); onChange(x); }} />,
        },
        {
          name: 'dateTime', type: 'custom',
          // Whole China days as instants: the browser's zone is the user's.
          toParams: (v) => {
            const [from, to] = (v as [Dayjs | null, Dayjs | null] | null) ?? [];
            return from || to ? { dateTime$between: [from ? from.startOf('day').toISOString() : null, to ? to.endOf('day').toISOString() : null] } : {};
          },
          render: (v, onChange) => (
            <DatePicker.RangePicker style={{ width: 250 }} value={v as [Dayjs, Dayjs] | null} onChange={onChange} data-testid="bank-date-range" />
          ),
        },
        { name: 'otherSideName$like', placeholder: t('finance.bank.search'), testId: 'bank-search', width: 180 },
      ]}
      toolbar={() => importButtons}
      table={{ scroll: { x: 1180 } }}
      create={{ label: t('finance.bank.add'), rights: right('add'), testId: 'bank-add', primary: false }}
      edit={{ rights: right('edit') }}
      remove={{ fn: (r) => deleteBankLines([r.id]), rights: right('delete') }}
      batchRemove={{ fn: (ids) => deleteBankLines(ids), rights: right('delete') }}
      export={{ code: 'finance:bankDetail', fileName: t('finance.route.bankFunds'), rights: right('export') }}
      invalidate={[[BANK_MONTHS_KEY]]}
      actionsColumn={{ width: 170 }}
      columns={[
        { title: t('finance.bank.dateTime'), dataIndex: 'dateTime', width: 170, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(v).format('YYYY-MM-DD HH:mm')}</span> },
        { title: t('finance.bank.income'), dataIndex: 'income', width: 118, align: 'right', render: (v: number) => (v ? money(v) : '') },
        { title: t('finance.bank.pay'), dataIndex: 'pay', width: 110, align: 'right', render: (v: number) => (v ? money(v) : '') },
        { title: t('finance.bank.balance'), dataIndex: 'balance', width: 126, align: 'right', render: money },
        { title: t('finance.bank.otherSide'), dataIndex: 'otherSideName', width: 160, ellipsis: true },
        { title: t('finance.bank.summary'), dataIndex: 'summary', width: 90, ellipsis: true },
        { title: t('finance.bank.matter'), dataIndex: 'matter', width: 200, ellipsis: true, render: (v: string | null, r) => <>{v}{r.isNeedClaim && r.needClaimTotal > 0 ? <Tag color="blue" style={{ marginLeft: 4 }}>{t('finance.bank.needClaim')}</Tag> : null}</> },
        { title: t('finance.bank.accountNo'), dataIndex: 'accountNo', width: 170, ellipsis: true },
      ]}
      form={{
        title: { create: t('finance.bank.add'), edit: t('finance.bank.edit') },
        width: 640,
        toValues: (r) => ({ ...r, dateTime: dayjs(r.dateTime), income: r.income || undefined, pay: r.pay || undefined, balance: r.balance ?? undefined } as LineForm),
        initialValues: () => ({ accountId: accountId ?? '', dateTime: dayjs() }),
        save: (v, row) => saveBankLine({
          id: row?.id, version: row?.version, accountId: v.accountId, dateTime: v.dateTime.format('YYYY-MM-DD HH:mm:ss'),
          income: v.income ?? null, pay: v.pay ?? null, balance: v.balance ?? null, otherSideName: v.otherSideName, otherSideAccountNo: v.otherSideAccountNo,
          summary: v.summary, matter: v.matter, memo: v.memo,
        }),
        fields: [
          { name: 'accountId', label: t('finance.bank.account'), type: 'select', options: accountOptions, required: true },
          { name: 'dateTime', label: t('finance.bank.dateTime'), type: 'date', required: true, props: { showTime: true } },
          { name: 'income', label: t('finance.bank.income'), control: <MoneyInput testId="bank-line-income" /> },
          { name: 'pay', label: t('finance.bank.pay'), control: <MoneyInput testId="bank-line-pay" /> },
          { name: 'balance', label: t('finance.bank.balance'), type: 'number', props: { precision: 2, style: { width: 200 } } },
          { name: 'otherSideName', label: t('finance.bank.otherSide'), maxLength: 200 },
          { name: 'otherSideAccountNo', label: t('finance.bank.otherSideAccountNo'), maxLength: 64 },
          { name: 'summary', label: t('finance.bank.summary'), maxLength: 200 },
          { name: 'matter', label: t('finance.bank.matter'), maxLength: 200 },
          { name: 'memo', label: t('finance.bank.memo'), maxLength: 500 },
        ],
      }}
    />
  );

  const summary = (
    <>
      <Space style={{ marginBottom: 12 }}>
        {accountPicker}
        {can(right('export')) && <Button icon={<DownloadOutlined />} onClick={() => void exportBankBalances(accountId)}>{t('finance.bank.exportBalance')}</Button>}
      </Space>
      <ResponsiveTable<TBankMonthSummary>
        size="middle" rowKey={(r) => `${r.accountId}-${r.month}`} loading={months.isLoading} dataSource={months.data ?? []}
        pagination={false} data-testid="bank-months-table" scroll={{ x: true }}
        columns={[
          { title: t('finance.bank.accountNo'), dataIndex: 'accountNo', width: 180 },
          { title: t('finance.bank.accountName'), dataIndex: 'accountName', width: 200, ellipsis: true },
          { title: t('finance.bank.month'), dataIndex: 'month', width: 90 },
          { title: t('finance.bank.count'), dataIndex: 'count', width: 70, align: 'right' },
          { title: t('finance.bank.opening'), dataIndex: 'openingBalance', width: 140, align: 'right', render: money },
          { title: t('finance.bank.totalIncome'), dataIndex: 'income', width: 140, align: 'right', render: money },
          { title: t('finance.bank.totalPay'), dataIndex: 'pay', width: 130, align: 'right', render: money },
          { title: t('finance.bank.closing'), dataIndex: 'closingBalance', width: 140, align: 'right', render: money },
          { title: t('finance.bank.balanced'), dataIndex: 'balanced', width: 90, render: (b: boolean) => <Tag color={b ? 'green' : 'red'}>{b ? t('finance.bank.yes') : t('finance.bank.no')}</Tag> },
          {
            title: '', key: 'op', width: 100, fixed: 'right',
            render: (_: unknown, m) => can(right('delete')) && (
              <Popconfirm title={t('finance.bank.deleteMonthConfirm', { month: m.month })} onConfirm={() => removeMonth.mutate(m)}>
                <Button type="link" danger size="small">{t('finance.bank.deleteMonth')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );

  return (
    <Card variant="borderless" data-testid="bank-funds-page">
      <Tabs activeKey={tab} onChange={setTab} items={[
        { key: 'lines', label: t('finance.bank.tabLines'), children: lines },
        { key: 'months', label: t('finance.bank.tabMonths'), children: summary },
      ]} />
      <BankImportDialog open={importing} onClose={() => setImporting(false)} onImported={refreshAll} />
    </Card>
  );
}
