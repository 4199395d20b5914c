import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Tag, Typography } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMonthBalance } from '@ecms/shared';
import { LedgerPage, useCan, useCrudMutation } from '../../components/ledger';
import { BANK_ACCOUNTS_KEY, bankAccounts } from './api';
import { calAllMonths, calMonth, closeMonth, MONTH_BALANCES_KEY, queryMonthBalances, reopenMonth, saveMonth } from './claims-api';

const right = (a: string) => `finance:bankBalance:${a}`;
export const fmtMoney = (v: number | null | undefined) =>
  (v === null || v === undefined ? '' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** /bank-funds/month-balance (月度余额): per account and month, the close against the statement; recalculate, adjust, close. */
export function MonthBalancePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [accountId, setAccountId] = useState<string | undefined>();
  const [adjusting, setAdjusting] = useState<TMonthBalance | null>(null);
  const [form] = Form.useForm<{ adjustment?: number | null; opening?: number | null; remark?: string }>();
  const accounts = useQuery({ queryKey: [BANK_ACCOUNTS_KEY], queryFn: bankAccounts });
  const options = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.accountName ?? ''} ${a.accountNo}`.trim() }));
  const inv = { invalidate: [[MONTH_BALANCES_KEY]] };
  const recalcAll = useCrudMutation({ mutationFn: () => calAllMonths(accountId), ...inv });
  const recalc = useCrudMutation({ mutationFn: (r: TMonthBalance) => calMonth(r.accountId, r.month), ...inv });
  const close = useCrudMutation({ mutationFn: (r: TMonthBalance) => closeMonth(r.accountId, r.month), ...inv });
  const reopen = useCrudMutation({ mutationFn: (r: TMonthBalance) => reopenMonth(r.accountId, r.month), ...inv });
  const save = useCrudMutation({
    mutationFn: async () => {
      const v = await form.validateFields();
      return saveMonth({ id: adjusting!.id, version: adjusting!.version, adjustment: v.adjustment ?? 0, remark: v.remark ?? null, ...(v.opening !== undefined && { opening: v.opening }) });
    },
    ...inv,
    close: () => setAdjusting(null),
  });

  return (
    <Card data-testid="month-balance-page" title={t('finClaims.route.monthBalance')}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>{t('finClaims.month.hint')}</Typography.Paragraph>
      <LedgerPage<TMonthBalance, Record<string, never>>
        card={false}
        tableTestId="month-balance-table"
        queryKey={[MONTH_BALANCES_KEY]}
        list={queryMonthBalances}
        params={accountId ? { accountId } : {}}
        orderBy="month"
        order="desc"
        search={[{
          name: 'accountId', type: 'custom', toParams: () => ({}),
          render: () => (
            <Select allowClear showSearch optionFilterProp="label" placeholder={t('finClaims.allAccounts')} style={{ width: 260 }}
              value={accountId} onChange={setAccountId} options={options} data-testid="month-balance-account" />
          ),
        }]}
        toolbar={() => can(right('calc')) && (
          <Button type="primary" icon={<CalculatorOutlined />} loading={recalcAll.isPending} onClick={() => recalcAll.mutate(undefined)} data-testid="month-balance-calc-all">
            {t('finClaims.month.calcAll')}
          </Button>
        )}
        edit={false}
        table={{ scroll: { x: 1280 } }}
        actionsColumn={{ width: 170 }}
        actions={[
          { key: 'calc', label: t('finClaims.month.calc'), rights: right('calc'), visible: (r) => !r.closed, onClick: (r) => recalc.mutate(r) },
          { key: 'adjust', label: t('finClaims.month.adjust'), rights: right('edit'), visible: (r) => !r.closed, onClick: (r) => { setAdjusting(r); form.setFieldsValue({ adjustment: r.adjustment, remark: r.remark ?? '', opening: r.openingSet ? r.opening : undefined }); } },
          { key: 'close', label: t('finClaims.month.close'), rights: right('close'), visible: (r) => !r.closed, confirm: t('finClaims.month.closeConfirm'), onClick: (r) => close.mutate(r) },
          { key: 'reopen', label: t('finClaims.month.reopen'), rights: right('close'), visible: (r) => r.closed, onClick: (r) => reopen.mutate(r) },
        ]}
        columns={[
          { title: t('finClaims.month.month'), dataIndex: 'month', width: 90 },
          { title: t('finClaims.account'), dataIndex: 'accountNo', width: 150, ellipsis: true },
          { title: t('finClaims.month.opening'), dataIndex: 'opening', width: 120, align: 'right', render: fmtMoney },
          { title: t('finClaims.month.income'), dataIndex: 'income', width: 120, align: 'right', render: fmtMoney },
          { title: t('finClaims.month.pay'), dataIndex: 'pay', width: 120, align: 'right', render: fmtMoney },
          { title: t('finClaims.month.closing'), dataIndex: 'closing', width: 140, align: 'right', render: (v: number) => <strong>{fmtMoney(v)}</strong> },
          { title: t('finClaims.month.statementClosing'), dataIndex: 'statementClosing', width: 140, align: 'right', render: fmtMoney },
          {
            title: t('finClaims.month.diff'), dataIndex: 'diff', width: 110, align: 'right',
            render: (v: number | null) => (v === null ? '' : <span style={{ color: v === 0 ? undefined : '#cf1322' }} data-testid="month-balance-diff">{fmtMoney(v)}</span>),
          },
          { title: t('finClaims.month.adjustment'), dataIndex: 'adjustment', width: 110, align: 'right', render: (v: number) => (v ? fmtMoney(v) : '') },
          { title: t('finClaims.month.lines'), dataIndex: 'lineCount', width: 70, align: 'right' },
          {
            title: t('finClaims.month.status'), dataIndex: 'closed', width: 90,
            render: (v: boolean) => (v ? <Tag color="default">{t('finClaims.month.closed')}</Tag> : <Tag color="green">{t('finClaims.month.open')}</Tag>),
          },
          { title: t('finClaims.month.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
        ]}
      />
      <Modal open={!!adjusting} title={t('finClaims.month.adjustTitle')} onCancel={() => setAdjusting(null)} onOk={() => save.mutate(undefined)}
        confirmLoading={save.isPending} destroyOnHidden okButtonProps={{ 'data-testid': 'month-balance-save' } as never}>
        {adjusting && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`${adjusting.accountNo} · ${adjusting.month}`} />}
        <Form form={form} layout="vertical">
          <Form.Item name="adjustment" label={t('finClaims.month.adjustment')}><InputNumber<number> precision={2} style={{ width: 200 }} data-testid="month-balance-adjustment" /></Form.Item>
          <Form.Item name="opening" label={t('finClaims.month.firstOpening')}><InputNumber<number> precision={2} style={{ width: 200 }} /></Form.Item>
          <Form.Item name="remark" label={t('finClaims.month.remark')}><Input.TextArea maxLength={500} rows={2} /></Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
