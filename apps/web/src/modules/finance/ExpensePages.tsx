import { useEffect, useState } from 'react';
import { Button, DatePicker, Descriptions, Drawer, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type dayjs from 'dayjs';
import { amountInWords, FIN_PAY_MSG, FLOW_TYPE, formatMoney, type TExpense, type TExpenseCreate, type TExpenseLedgerRow } from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { DeptTreeSelect } from '../../components/dept';
import { dictLabel, TreeDictSelect, useTreeDict } from '../../components/dict';
import { LedgerPage } from '../../components/ledger';
import { ContractSelect, flowTypeOptions } from './BillingDialog';
import { EXPENSES_KEY, expenseDetail, queryExpenseLines, queryExpenses, startExpense } from './pay-api';

type Line = { kind: 'detail' | 'trip'; expenseType: string; date?: dayjs.Dayjs; range?: [dayjs.Dayjs, dayjs.Dayjs]; fromPlace?: string; toPlace?: string; vehicle?: string; amount: number; remark?: string };
type Values = Omit<TExpenseCreate, 'lines' | 'contractId' | 'costDeptId'> & { target: 'contract' | 'dept'; contractId?: string; costDeptId?: string; lines: Line[] };

const ymd = (d?: dayjs.Dayjs) => (d ? d.format('YYYY-MM-DD') : '');

/** 费用报销单: for a contract or a department; detail lines and trip lines (from/to, dates). */
function ExpenseDialog({ open, saving, save, close }: { open: boolean; saving: boolean; save: (v: TExpenseCreate) => void; close: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form);
  const lines = Form.useWatch('lines', form) ?? [];
  const total = lines.reduce((s, l) => s + Math.round((l?.amount ?? 0) * 100), 0) / 100;
  useEffect(() => { if (open) form.setFieldsValue({ flowType: FLOW_TYPE.MINIMAL.value, target: 'contract', lines: [{ kind: 'detail' } as Line] }); }, [open, form]);
  const toBody = (v: Values): TExpenseCreate => ({
    flowType: v.flowType, name: v.name, remark: v.remark,
    contractId: v.target === 'contract' ? v.contractId ?? null : null,
    costDeptId: v.target === 'dept' ? v.costDeptId ?? null : null,
    lines: v.lines.map((l) => ({
      kind: l.kind, expenseType: l.expenseType, amount: l.amount, remark: l.remark,
      ...(l.kind === 'trip'
        ? { occurDate: ymd(l.range?.[0]), endDate: ymd(l.range?.[1]), fromPlace: l.fromPlace, toPlace: l.toPlace, vehicle: l.vehicle }
        : { occurDate: ymd(l.date) }),
    })),
  });
  return (
    <FormModal<Values> title={t('finPay.expense.new')} open={open} form={form} onClose={() => { form.resetFields(); close(); }} saving={saving}
      onFinish={(v) => save(toBody(v))} okText={t('finPay.startFlow')} okTestId="expense-ok" width={900} labelWidth={110} data-testid="expense-dialog">
      <Form.Item name="flowType" label={t('finPay.flowType')} rules={[{ required: true, message: FIN_PAY_MSG.FLOW_TYPE }]}><Select options={flowTypeOptions()} /></Form.Item>
      <Form.Item name="name" label={t('finPay.expenseName')} rules={[{ required: true, whitespace: true, message: '请输入报销事由' }]}><Input maxLength={200} data-testid="expense-name" /></Form.Item>
      <Form.Item name="target" label={t('finPay.chargeTo')}>
        <Radio.Group options={[{ value: 'contract', label: t('finPay.contract') }, { value: 'dept', label: t('finPay.costDept') }]} />
      </Form.Item>
      {target === 'dept' ? (
        <Form.Item name="costDeptId" label={t('finPay.costDept')} rules={[{ required: true, message: FIN_PAY_MSG.EXPENSE_TARGET }]}><DeptTreeSelect /></Form.Item>
      ) : (
        <Form.Item name="contractId" label={t('finPay.contract')} rules={[{ required: true, message: FIN_PAY_MSG.EXPENSE_TARGET }]}><ContractSelect testId="expense-contract" /></Form.Item>
      )}
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <div style={{ marginBottom: 12 }}>
            {fields.map((f) => {
              const kind = lines[f.name]?.kind;
              return (
                <div key={f.key} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start', borderBottom: '1px dashed #eee', marginBottom: 8 }}>
                  <Form.Item name={[f.name, 'kind']}><Select style={{ width: 90 }} options={[{ value: 'detail', label: t('finPay.kindDetail') }, { value: 'trip', label: t('finPay.kindTrip') }]} /></Form.Item>
                  <Form.Item name={[f.name, 'expenseType']} rules={[{ required: true, message: FIN_PAY_MSG.EXPENSE_TYPE }]}>
                    <TreeDictSelect code="EXPENSE_TYPE" style={{ width: 150 }} placeholder={t('finPay.expenseType')} />
                  </Form.Item>
                  {kind === 'trip' ? (
                    <>
                      <Form.Item name={[f.name, 'range']} rules={[{ required: true, message: FIN_PAY_MSG.EXPENSE_DATE }]}><DatePicker.RangePicker style={{ width: 240 }} /></Form.Item>
                      <Form.Item name={[f.name, 'fromPlace']} rules={[{ required: true, message: FIN_PAY_MSG.TRIP_PLACES }]}><Input style={{ width: 90 }} placeholder={t('finPay.fromPlace')} maxLength={100} /></Form.Item>
                      <Form.Item name={[f.name, 'toPlace']} rules={[{ required: true, message: FIN_PAY_MSG.TRIP_PLACES }]}><Input style={{ width: 90 }} placeholder={t('finPay.toPlace')} maxLength={100} /></Form.Item>
                      <Form.Item name={[f.name, 'vehicle']}><Input style={{ width: 80 }} placeholder={t('finPay.vehicle')} maxLength={50} /></Form.Item>
                    </>
                  ) : (
                    <Form.Item name={[f.name, 'date']} rules={[{ required: true, message: FIN_PAY_MSG.EXPENSE_DATE }]}><DatePicker style={{ width: 140 }} /></Form.Item>
                  )}
                  <Form.Item name={[f.name, 'amount']} rules={[{ required: true, message: FIN_PAY_MSG.LINE_AMOUNT }]}>
                    <InputNumber<number> min={0.01} precision={2} style={{ width: 120 }} placeholder={t('finPay.lineAmount')} />
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" icon={<DeleteOutlined />} aria-label={t('finPay.removeLine')} onClick={() => remove(f.name)} />}
                </div>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'detail' })}>{t('finPay.addLine')}</Button>
            <Button icon={<PlusOutlined />} style={{ marginLeft: 8 }} onClick={() => add({ kind: 'trip' })}>{t('finPay.addTrip')}</Button>
          </div>
        )}
      </Form.List>
      <Typography.Paragraph>{t('finPay.expenseTotal')}：<b>{formatMoney(total)}</b> {total > 0 ? amountInWords(total) : ''}</Typography.Paragraph>
      <Form.Item name="remark" label={t('finPay.remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
    </FormModal>
  );
}

function ExpenseDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const types = useTreeDict('EXPENSE_TYPE');
  const flat = (types.data ?? []).flatMap((o) => [o, ...(o.children ?? [])]);
  const d = useQuery({ queryKey: ['fin-expense', id], queryFn: () => expenseDetail(id!), enabled: !!id });
  return (
    <Drawer open={!!id} onClose={onClose} width={Math.min(900, window.innerWidth)} title={d.data?.name}>
      {d.data && (
        <>
          <Descriptions size="small" column={2} bordered items={[
            { key: 'c', label: t('finPay.code'), children: d.data.code },
            { key: 's', label: t('finPay.status'), children: d.data.statusName },
            { key: 'a', label: t('finPay.expenseTotal'), children: formatMoney(d.data.amount) },
            { key: 'w', label: t('finPay.totalInWords'), children: d.data.amountInWords },
          ]} />
          <ResponsiveTable rowKey="id" size="small" style={{ marginTop: 12 }} pagination={false} dataSource={d.data.lines} scroll={{ x: 760 }} columns={[
            { title: t('finPay.kind'), dataIndex: 'kind', width: 70, render: (v: string) => (v === 'trip' ? t('finPay.kindTrip') : t('finPay.kindDetail')) },
            { title: t('finPay.expenseType'), dataIndex: 'expenseType', width: 120, render: (v: string) => dictLabel(flat, v) || v },
            { title: t('finPay.occurDate'), dataIndex: 'occurDate', width: 110 },
            { title: t('finPay.trip'), key: 'trip', render: (_: unknown, r) => (r.kind === 'trip' ? `${r.fromPlace} → ${r.toPlace}（${r.endDate}，${r.days}${t('finPay.days')}）` : '') },
            { title: t('finPay.lineAmount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => formatMoney(v) },
          ]} />
        </>
      )}
    </Drawer>
  );
}

/** /cost-management1 (费用报销): expense claims through a flow. */
export function ExpensePage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <LedgerPage<TExpense, TExpenseCreate>
      testId="expense-page" tableTestId="expense-table"
      queryKey={[EXPENSES_KEY]} list={queryExpenses}
      search={[{ name: 'name$like', placeholder: t('finPay.searchExpense'), testId: 'expense-search' }]}
      create={{ label: t('finPay.expense.new'), rights: 'finance:expense:add', testId: 'expense-new' }}
      edit={false}
      editor={{ save: (v) => startExpense(v), success: t('finPay.submitted'), render: (c) => <ExpenseDialog {...c} /> }}
      export={{ code: 'finance:expense', rights: 'finance:expense:export', fileName: t('finPay.expense.title') }}
      table={{ scroll: { x: 1100 } }}
      columns={[
        { title: t('finPay.code'), dataIndex: 'code', width: 180, render: (v: string, r) => <a onClick={() => setViewing(r.id)}>{v}</a> },
        { title: t('finPay.expenseName'), dataIndex: 'name', width: 220, ellipsis: true },
        { title: t('finPay.chargeTo'), key: 'to', width: 200, ellipsis: true, render: (_: unknown, r) => r.contractName ?? r.costDeptName ?? '' },
        { title: t('finPay.month'), dataIndex: 'month', width: 90 },
        { title: t('finPay.expenseTotal'), dataIndex: 'amount', width: 130, format: 'money', align: 'right' },
        { title: t('finPay.status'), dataIndex: 'status', width: 100, flowStatus: 'statusName' },
        { title: t('finPay.createdDate'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
    >
      <ExpenseDrawer id={viewing} onClose={() => setViewing(null)} />
    </LedgerPage>
  );
}

/** /cost-management2 (费用台账): every line of the visible claims, by type and month. */
export function ExpenseLedgerPage() {
  const { t } = useTranslation();
  const types = useTreeDict('EXPENSE_TYPE');
  const flat = (types.data ?? []).flatMap((o) => [o, ...(o.children ?? [])]);
  return (
    <LedgerPage<TExpenseLedgerRow>
      testId="expense-ledger-page" tableTestId="expense-ledger-table"
      queryKey={[EXPENSES_KEY, 'lines']} list={queryExpenseLines}
      search={[
        { name: 'month', placeholder: t('finPay.monthPh'), testId: 'expense-ledger-month' },
        { name: 'kind', type: 'select', placeholder: t('finPay.kind'), options: [{ value: 'detail', label: t('finPay.kindDetail') }, { value: 'trip', label: t('finPay.kindTrip') }] },
      ]}
      export={{ code: 'finance:expenseLedger', rights: 'finance:expenseLedger:export', fileName: t('finPay.expenseLedger') }}
      table={{ scroll: { x: 1100 } }}
      columns={[
        { title: t('finPay.code'), dataIndex: 'code', width: 180 },
        { title: t('finPay.expenseName'), dataIndex: 'name', width: 200, ellipsis: true },
        { title: t('finPay.kind'), dataIndex: 'kind', width: 70, render: (v: string) => (v === 'trip' ? t('finPay.kindTrip') : t('finPay.kindDetail')) },
        { title: t('finPay.expenseType'), dataIndex: 'expenseType', width: 120, render: (v: string) => dictLabel(flat, v) || v },
        { title: t('finPay.occurDate'), dataIndex: 'occurDate', width: 110 },
        { title: t('finPay.trip'), key: 'trip', width: 160, render: (_: unknown, r) => (r.kind === 'trip' ? `${r.fromPlace ?? ''} → ${r.toPlace ?? ''}` : '') },
        { title: t('finPay.lineAmount'), dataIndex: 'amount', width: 120, format: 'money', align: 'right' },
        { title: t('finPay.status'), dataIndex: 'status', width: 100, flowStatus: 'statusName' },
      ]}
    />
  );
}
