import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { CalculatorOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  FIN_PROFIT_MSG, type TBusinessProfit, type TDeptCost, type TDeptCostCreate, type TDeptMonthCost, type TIncome, type TIncomeCreate, type TWorkHour, type TWorkHourCreate,
} from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { DeptTreeSelect } from '../../components/dept';
import { LedgerPage, useCan, useCrudMutation, type LedgerColumn } from '../../components/ledger';
import { ContractSelect } from './BillingDialog';
import {
  calculateProfit, closeProfitMonth, DEPT_COST_KEY, PROFIT_CLOSED_KEY, queryClosedMonths, queryDirectCost, reopenProfitMonth, type DeptCostKind, INCOME_KEY, PROFIT_KEY, queryDeptCost, queryDeptMonthCost, queryIncome, queryProfit,
  removeDeptCost, removeIncome, removeWorkHour, saveDeptCost, saveIncome, saveWorkHour, queryWorkHours, WORK_HOUR_KEY,
} from './profit-api';

/*
 * Income recognition (/income-recognition), business cost and profit (/business-profits/*) and the
 * department month cost (/main-page/departmental-cost). Figures come from the month's calculation.
 */

type Month = dayjs.Dayjs | undefined;
const ym = (d: Month) => (d ? d.format('YYYY-MM') : '');
const monthSearch = (placeholder: string, testId: string) => ({ name: 'month', placeholder, testId });
const money = (title: string, dataIndex: string, width = 130) => ({ title, dataIndex, width, format: 'money' as const, align: 'right' as const });

function MonthPicker(props: { value?: Month; onChange?: (v: Month) => void; testId?: string }) {
  const { t } = useTranslation();
  return <DatePicker picker="month" value={props.value} onChange={(v) => props.onChange?.(v ?? undefined)} placeholder={t('finProfit.pickMonth')} data-testid={props.testId} />;
}

/** The 计算 control: a month, the button, and the month's close (结账 / 反结账); the lists refresh after. */
function CalcControl({ canCalc, canClose }: { canCalc: boolean; canClose: boolean }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Month>(dayjs().subtract(1, 'month'));
  const closed = useQuery({ queryKey: [PROFIT_CLOSED_KEY], queryFn: queryClosedMonths });
  const isClosed = !!month && (closed.data ?? []).some((r) => r.month === ym(month));
  const calc = useCrudMutation({ mutationFn: () => calculateProfit(ym(month)), success: FIN_PROFIT_MSG.CALCULATED, invalidate: [[PROFIT_KEY]] });
  const close = useCrudMutation({ mutationFn: () => closeProfitMonth(ym(month)), success: FIN_PROFIT_MSG.CLOSED, invalidate: [[PROFIT_CLOSED_KEY]] });
  const reopen = useCrudMutation({ mutationFn: () => reopenProfitMonth(ym(month)), success: FIN_PROFIT_MSG.REOPENED, invalidate: [[PROFIT_CLOSED_KEY]] });
  return (
    <Space wrap>
      <MonthPicker value={month} onChange={setMonth} testId="profit-calc-month" />
      {canCalc && <Button type="primary" icon={<CalculatorOutlined />} disabled={!month || isClosed} loading={calc.isPending} onClick={() => calc.mutate()} data-testid="profit-calc">
        {t('finProfit.calc')}
      </Button>}
      {!canClose ? null : isClosed ? (
        <>
          <Tag color="default" icon={<LockOutlined />} data-testid="profit-closed-tag">{t('finProfit.closed')}</Tag>
          <Popconfirm title={t('finProfit.reopenConfirm', { month: ym(month) })} onConfirm={() => reopen.mutate()}>
            <Button icon={<UnlockOutlined />} loading={reopen.isPending} data-testid="profit-reopen">{t('finProfit.reopen')}</Button>
          </Popconfirm>
        </>
      ) : (
        <Popconfirm title={t('finProfit.closeConfirm', { month: ym(month) })} onConfirm={() => close.mutate()} disabled={!month}>
          <Button icon={<LockOutlined />} disabled={!month} loading={close.isPending} data-testid="profit-close">{t('finProfit.close')}</Button>
        </Popconfirm>
      )}
    </Space>
  );
}

type ProfitView = 'profits' | 'direct';

/** /business-profits/profits and /cost-directly-fee: one row per business and month. */
function ProfitLedger({ view }: { view: ProfitView }) {
  const { t } = useTranslation();
  const can = useCan();
  const head: LedgerColumn<TBusinessProfit>[] = [
    { title: t('finProfit.month'), dataIndex: 'month', width: 90 },
    { title: t('finProfit.contractCode'), dataIndex: 'contractCode', width: 170 },
    { title: t('finProfit.contract'), dataIndex: 'contractName', width: 220, ellipsis: true },
    { title: t('finProfit.dept'), dataIndex: 'deptName', width: 120, ellipsis: true },
  ];
  const direct = [money(t('finProfit.expense'), 'expense'), money(t('finProfit.subpackage'), 'subpackage'), money(t('finProfit.tax'), 'tax'), money(t('finProfit.direct'), 'direct')];
  const columns = view === 'direct'
    ? [...head, ...direct]
    : [...head, money(t('finProfit.income'), 'income', 160), money(t('finProfit.direct'), 'direct'), money(t('finProfit.indirect'), 'indirect'), money(t('finProfit.profit'), 'profit')];
  return (
    <LedgerPage<TBusinessProfit>
      testId={`profit-${view}-page`} tableTestId="profit-table"
      queryKey={[PROFIT_KEY, view]} list={view === 'direct' ? queryDirectCost : queryProfit} orderBy="month" order="desc"
      search={[monthSearch(t('finProfit.monthPh'), 'profit-month')]}
      toolbar={() => (can('finance:profitProfits:calc') || can('finance:profitProfits:close')
        ? <CalcControl canCalc={can('finance:profitProfits:calc')} canClose={can('finance:profitProfits:close')} /> : null)}
      edit={false}
      export={view === 'direct'
        ? { code: 'finance:businessDirect', rights: 'finance:profitDirect:export', fileName: t('finProfit.route.direct'), testId: 'profit-export' }
        : { code: 'finance:businessProfit', rights: 'finance:profitProfits:export', fileName: t('finProfit.route.profits'), testId: 'profit-export' }}
      table={{ scroll: { x: 1100 } }}
      columns={columns}
    />
  );
}

export const ProfitsPage = () => <ProfitLedger view="profits" />;
export const DirectFeePage = () => <ProfitLedger view="direct" />;

// ---- income recognition ---------------------------------------------------------------------

type IncomeValues = Omit<TIncomeCreate, 'month'> & { month: Month };

function IncomeDialog({ open, saving, save, close }: { open: boolean; saving: boolean; save: (v: TIncomeCreate) => void; close: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<IncomeValues>();
  return (
    <FormModal<IncomeValues> title={t('finProfit.newIncome')} open={open} form={form} saving={saving} okTestId="income-ok" data-testid="income-dialog"
      onClose={() => { form.resetFields(); close(); }} onFinish={(v) => save({ ...v, month: ym(v.month) })} width={600} labelWidth={160}>
      <Form.Item name="contractId" label={t('finProfit.contract')} rules={[{ required: true, message: FIN_PROFIT_MSG.CONTRACT }]}><ContractSelect testId="income-contract" /></Form.Item>
      <Form.Item name="month" label={t('finProfit.month')} rules={[{ required: true, message: FIN_PROFIT_MSG.MONTH }]}><MonthPicker testId="income-month" /></Form.Item>
      <Form.Item name="amount" label={t('finProfit.income')} extra={t('finProfit.amountHint')} rules={[{ required: true, message: FIN_PROFIT_MSG.AMOUNT }]}>
        <InputNumber<number> precision={2} style={{ width: 200 }} data-testid="income-amount" />
      </Form.Item>
      <Form.Item name="milestone" label={t('finProfit.milestone')} rules={[{ required: true, whitespace: true, message: FIN_PROFIT_MSG.MILESTONE }]}><Input maxLength={200} data-testid="income-milestone" /></Form.Item>
      <Form.Item name="remark" label={t('finProfit.remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
    </FormModal>
  );
}

/** /income-recognition (收入确认): income excl. VAT confirmed per contract and month by milestone. */
export function IncomePage() {
  const { t } = useTranslation();
  return (
    <LedgerPage<TIncome, TIncomeCreate>
      testId="income-page" tableTestId="income-table"
      queryKey={[INCOME_KEY]} list={queryIncome}
      search={[monthSearch(t('finProfit.monthPh'), 'income-month-search')]}
      create={{ label: t('finProfit.newIncome'), rights: 'finance:incomeRecognition:add', testId: 'income-new' }}
      edit={false}
      editor={{ save: (v) => saveIncome(v), render: (c) => <IncomeDialog {...c} /> }}
      remove={{ fn: (r) => removeIncome(r.id), rights: 'finance:incomeRecognition:delete' }}
      invalidate={[[PROFIT_KEY]]}
      table={{ scroll: { x: 1000 } }}
      columns={[
        { title: t('finProfit.month'), dataIndex: 'month', width: 90 },
        { title: t('finProfit.contractCode'), dataIndex: 'contractCode', width: 170 },
        { title: t('finProfit.contract'), dataIndex: 'contractName', width: 220, ellipsis: true },
        { title: t('finProfit.dept'), dataIndex: 'deptName', width: 120, ellipsis: true },
        money(t('finProfit.income'), 'amount', 160),
        { title: t('finProfit.milestone'), dataIndex: 'milestone', width: 180, ellipsis: true },
        { title: t('finProfit.createdDate'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
    />
  );
}

// ---- department costs -----------------------------------------------------------------------

type DeptCostValues = Omit<TDeptCostCreate, 'month'> & { month: Month };

function DeptCostDialog({ kind, open, saving, save, close }: { kind: DeptCostKind; open: boolean; saving: boolean; save: (v: TDeptCostCreate) => void; close: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeptCostValues>();
  return (
    <FormModal<DeptCostValues> title={t(kind === 'wage' ? 'finProfit.newWage' : 'finProfit.newOther')} open={open} form={form} saving={saving}
      okTestId={`dept-cost-${kind}-ok`} onClose={() => { form.resetFields(); close(); }} onFinish={(v) => save({ ...v, month: ym(v.month) })} width={520}>
      <Form.Item name="deptId" label={t('finProfit.dept')} rules={[{ required: true, message: FIN_PROFIT_MSG.DEPT }]}><DeptTreeSelect /></Form.Item>
      <Form.Item name="month" label={t('finProfit.month')} rules={[{ required: true, message: FIN_PROFIT_MSG.MONTH }]}><MonthPicker testId={`dept-cost-${kind}-month`} /></Form.Item>
      <Form.Item name="amount" label={t('finProfit.amount')} extra={t('finProfit.amountHint')} rules={[{ required: true, message: FIN_PROFIT_MSG.AMOUNT }]}>
        <InputNumber<number> precision={2} style={{ width: 200 }} data-testid={`dept-cost-${kind}-amount`} />
      </Form.Item>
      <Form.Item name="remark" label={t('finProfit.remark')}><Input maxLength={500} /></Form.Item>
    </FormModal>
  );
}

function DeptCostLedger({ kind }: { kind: DeptCostKind }) {
  const { t } = useTranslation();
  return (
    <LedgerPage<TDeptCost, TDeptCostCreate>
      card={false} tableTestId={`dept-cost-${kind}-table`}
      queryKey={[DEPT_COST_KEY, kind]} list={queryDeptCost(kind)}
      search={[monthSearch(t('finProfit.monthPh'), `dept-cost-${kind}-month-search`)]}
      create={{ label: t(kind === 'wage' ? 'finProfit.newWage' : 'finProfit.newOther'), rights: 'finance:profitIndirect:add', testId: `dept-cost-${kind}-new` }}
      edit={false}
      editor={{ save: (v) => saveDeptCost(kind, v), render: (c) => <DeptCostDialog kind={kind} {...c} /> }}
      remove={{ fn: (r) => removeDeptCost(kind, r.id), rights: 'finance:profitIndirect:delete' }}
      {...(kind === 'wage' && { import: { targetCode: 'finance:deptWages', rights: 'finance:profitIndirect:import', label: t('finProfit.importWages'), testId: 'dept-wage-import' } })}
      columns={[
        { title: t('finProfit.month'), dataIndex: 'month', width: 90 },
        { title: t('finProfit.dept'), dataIndex: 'deptName', width: 160, ellipsis: true },
        money(t('finProfit.amount'), 'amount'),
        { title: t('finProfit.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
        { title: t('finProfit.createdDate'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
    />
  );
}

type WorkHourValues = Omit<TWorkHourCreate, 'month'> & { month: Month };

function WorkHourDialog({ open, saving, save, close }: { open: boolean; saving: boolean; save: (v: TWorkHourCreate) => void; close: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WorkHourValues>();
  return (
    <FormModal<WorkHourValues> title={t('finProfit.newHours')} open={open} form={form} saving={saving} okTestId="work-hour-ok"
      onClose={() => { form.resetFields(); close(); }} onFinish={(v) => save({ ...v, month: ym(v.month) })} width={560}>
      <Form.Item name="contractId" label={t('finProfit.contract')} rules={[{ required: true, message: FIN_PROFIT_MSG.CONTRACT }]}><ContractSelect testId="work-hour-contract" /></Form.Item>
      <Form.Item name="month" label={t('finProfit.month')} rules={[{ required: true, message: FIN_PROFIT_MSG.MONTH }]}><MonthPicker testId="work-hour-month" /></Form.Item>
      <Form.Item name="hours" label={t('finProfit.hours')} rules={[{ required: true, message: t('finProfit.hoursRequired') }]}>
        <InputNumber<number> min={0.01} precision={2} style={{ width: 200 }} data-testid="work-hour-hours" />
      </Form.Item>
      <Form.Item name="remark" label={t('finProfit.remark')}><Input maxLength={500} /></Form.Item>
    </FormModal>
  );
}

/** 业务工时: hours per business and month, the key that allocates the department's indirect cost. */
function WorkHourLedger() {
  const { t } = useTranslation();
  return (
    <LedgerPage<TWorkHour, TWorkHourCreate>
      card={false} tableTestId="work-hour-table"
      queryKey={[WORK_HOUR_KEY]} list={queryWorkHours}
      search={[monthSearch(t('finProfit.monthPh'), 'work-hour-month-search')]}
      create={{ label: t('finProfit.newHours'), rights: 'finance:profitIndirect:add', testId: 'work-hour-new' }}
      edit={false}
      editor={{ save: (v) => saveWorkHour(v), render: (c) => <WorkHourDialog {...c} /> }}
      remove={{ fn: (r) => removeWorkHour(r.id), rights: 'finance:profitIndirect:delete' }}
      table={{ scroll: { x: 900 } }}
      columns={[
        { title: t('finProfit.month'), dataIndex: 'month', width: 90 },
        { title: t('finProfit.contractCode'), dataIndex: 'contractCode', width: 170 },
        { title: t('finProfit.contract'), dataIndex: 'contractName', width: 220, ellipsis: true },
        { title: t('finProfit.dept'), dataIndex: 'deptName', width: 120, ellipsis: true },
        { title: t('finProfit.hours'), dataIndex: 'hours', width: 100, align: 'right' },
        { title: t('finProfit.remark'), dataIndex: 'remark', width: 180, ellipsis: true },
      ]}
    />
  );
}

/** /business-profits/cost-indirect-fee: department wages and other fees, allocated by the calculation. */
export function IndirectFeePage() {
  const { t } = useTranslation();
  return (
    <Card data-testid="profit-indirect-page" title={t('finProfit.route.indirect')}>
      <Tabs items={[
        { key: 'wage', label: t('finProfit.wage'), children: <DeptCostLedger kind="wage" /> },
        { key: 'other', label: t('finProfit.other'), children: <DeptCostLedger kind="other" /> },
        { key: 'hours', label: t('finProfit.workHours'), children: <WorkHourLedger /> },
      ]} />
    </Card>
  );
}

/** /main-page/departmental-cost: per department and month, its cost and what went to its businesses. */
export function DeptCostPage() {
  const { t } = useTranslation();
  return (
    <LedgerPage<TDeptMonthCost>
      testId="dept-cost-page" tableTestId="dept-month-cost-table"
      queryKey={[PROFIT_KEY, 'dept']} list={queryDeptMonthCost} orderBy="month" order="desc"
      search={[monthSearch(t('finProfit.monthPh'), 'dept-cost-month')]}
      toolbar={() => <Typography.Text type="secondary">{t('finProfit.calcHint')}</Typography.Text>}
      edit={false}
      export={{ code: 'finance:deptMonthCost', rights: 'finance:deptCost:view', fileName: t('finProfit.route.deptCost'), testId: 'dept-cost-export' }}
      table={{ scroll: { x: 1100 } }}
      columns={[
        { title: t('finProfit.month'), dataIndex: 'month', width: 90 },
        { title: t('finProfit.dept'), dataIndex: 'deptName', width: 150, ellipsis: true },
        money(t('finProfit.wage'), 'wage'), money(t('finProfit.other'), 'other'), money(t('finProfit.expense'), 'expense'),
        money(t('finProfit.total'), 'total'), money(t('finProfit.allocated'), 'allocated'), money(t('finProfit.unallocated'), 'unallocated', 150),
        { title: t('finProfit.businessCount'), dataIndex: 'businessCount', width: 100, align: 'right' },
      ]}
    />
  );
}
