/**
 * Finance, second slice (spec 3 §2 /single-invoice, /over-invoicing, electronic-invoice,
 * /please-price, /cost-management1|2; §7 /b/invoice/billing*, payment*, /b/expense/*;
 * domain/finance.md §2, §5): invoice billing applications and issued invoices (blue and 红字),
 * contract money, payment requests, expense claims.
 */
import { z } from 'zod';
import { FLOW_TYPE, MESSAGES } from '../constants.js';
import { ZListRequest } from './common.js';
import { ZRecordId } from './contract.js';
import { defineCall, zDateTime } from './define.js';
import { ZFlowStart } from './workflow.js';

export const FIN_PAY_MSG = {
  FLOW_TYPE: MESSAGES.FLOW_TYPE_REQUIRED,
  INVOICE_KIND: '请选择发票种类',
  BUYER_NAME: '请输入购买方名称',
  BUYER_TAX_ID: '请输入购买方纳税人识别号',
  TAX_ID_FORMAT: '纳税人识别号应为15、17、18或20位数字或大写字母',
  TAX_ID_WARN: '统一社会信用代码校验位不符，请核对（部分早期代码合法，仅提示）',
  LINES: '请至少填写一行开票明细',
  ITEM_NAME: '请输入项目名称',
  LINE_AMOUNT: '金额应大于0',
  TAX_RATE: '税率应在0到1之间（如0.06）',
  CONTRACT_MISSING: '合同不存在或无权查看',
  OVER_REASON: '超额开票请填写超额原因',
  NOT_APPROVED: '开票申请尚未审批通过',
  OVER_PENDING: '超额开票须先经超额开票审批',
  NOT_OVER: '该申请不是超额开票，无需超额审批',
  OVER_DONE: '该超额开票已审批',
  ALREADY_ISSUED: '该申请已开票',
  INVOICE_NO: '数电发票号码应为20位数字',
  INVOICE_NO_YEAR: '数电发票号码前两位应为开票年份',
  INVOICE_NO_USED: '发票号码已登记',
  INVOICE_DATE: '请填写开票日期（YYYY-MM-DD）',
  BLUE_MISSING: '蓝字发票不存在或无权查看',
  RED_REASON: '请选择红冲原因',
  RED_EXCEEDS: '红冲金额不能超过蓝字发票的剩余金额',
  RED_FULL_ONLY: '开票有误只能全额红冲',
  RED_AMOUNT: '请填写红冲金额（价税合计，正数）',
  RED_NOTHING: '该蓝字发票已全额红冲',
  PAYEE: '请输入收款单位',
  PAY_AMOUNT: '请输入大于0的付款金额',
  PAYMENT_MISSING: '付款申请不存在或无权查看',
  PAYMENT_NOT_APPROVED: '付款申请尚未审批通过',
  BANK_LINE_MISSING: '银行流水不存在或无权查看',
  BANK_LINE_NOT_PAY: '只能关联支出流水',
  BANK_LINE_AMOUNT: '流水支出金额与付款金额不一致',
  BANK_LINE_USED: '该流水已关联其他付款',
  EXPENSE_TARGET: '请选择关联合同或费用部门',
  EXPENSE_TYPE: '请选择费用类型',
  EXPENSE_DATE: '请填写发生日期（YYYY-MM-DD）',
  EXPENSE_LINES: '请至少填写一行费用明细',
  TRIP_DATES: '行程结束日期不能早于开始日期',
  TRIP_PLACES: '请填写出发地和目的地',
  DEPT_MISSING: '部门不存在',
} as const;

/** Over-invoicing approval states of an application. */
export const OVER_STATUS = {
  NONE: { value: 0, label: '未超额' },
  PENDING: { value: 1, label: '待审批' },
  APPROVED: { value: 2, label: '已批准' },
  REJECTED: { value: 3, label: '已驳回' },
} as const;

// ---------------------------------------------------------------------------
// Tax arithmetic in integer fen (domain §2): 税额 = round(金额×税率, 2); tax-inclusive entry
// 金额 = round(含税/(1+税率), 2), 税额 = 含税 − 金额. Rates have at most 4 decimals.
// ---------------------------------------------------------------------------

const toFen = (v: number) => BigInt(Math.round(v * 100));
const toRate = (r: number) => BigInt(Math.round(r * 10000));
/** a / b rounded half away from zero (b > 0). */
const divRound = (a: bigint, b: bigint) => (a >= 0n ? (2n * a + b) / (2n * b) : -((-2n * a + b) / (2n * b)));
const yuan = (fen: bigint) => Number(fen) / 100;

/** One line's 金额, 税额, 价税合计 from the entered amount (excl. or incl. tax) and its rate. */
export function lineTax(entered: number, rate: number, taxInclusive = false): { amount: number; taxAmount: number; totalAmount: number } {
  const e = toFen(entered);
  const r = toRate(rate);
  if (taxInclusive) {
    const amount = divRound(e * 10000n, 10000n + r);
    return { amount: yuan(amount), taxAmount: yuan(e - amount), totalAmount: yuan(e) };
  }
  const tax = divRound(e * r, 10000n);
  return { amount: yuan(e), taxAmount: yuan(tax), totalAmount: yuan(e + tax) };
}

/** Sum of money values in fen (no float drift). */
export const sumMoney = (values: number[]) => yuan(values.reduce((s, v) => s + toFen(v), 0n));

/** A 数电 invoice number: 20 digits, the first two the issue year. '' when valid, else the message. */
export function invoiceNoProblem(no: string, invoiceDate?: string): string {
  if (!/^\d{20}$/.test(no)) return FIN_PAY_MSG.INVOICE_NO;
  if (invoiceDate && /^\d{4}-/.test(invoiceDate) && no.slice(0, 2) !== invoiceDate.slice(2, 4)) return FIN_PAY_MSG.INVOICE_NO_YEAR;
  return '';
}

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const FLOW_TYPES = Object.values(FLOW_TYPE).map((f) => f.value) as number[];
const flowType = z.union([z.number(), z.string()], { error: FIN_PAY_MSG.FLOW_TYPE })
  .transform((v) => Number(v)).refine((v) => FLOW_TYPES.includes(v), FIN_PAY_MSG.FLOW_TYPE);
const reqText = (msg: string, max = 200) => z.string({ error: msg }).trim().min(1, msg).max(max, `不能超过${max}个字符`);
const optText = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish();
const id = z.string().min(1).max(64);
const dateStr = (msg: string) => z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, msg);
const positive = (msg: string) => z.number({ error: msg }).finite().positive(msg).max(1e13, msg);

export const ZBillingLineInput = z.object({
  itemName: reqText(FIN_PAY_MSG.ITEM_NAME, 100),
  spec: optText(100),
  unit: optText(20),
  quantity: z.number().finite().min(0).max(1e12).nullish(),
  price: z.number().finite().min(0).max(1e13).nullish(),
  /** 金额 (excl. tax), or 价税合计 when the application is `taxInclusive`. */
  amount: positive(FIN_PAY_MSG.LINE_AMOUNT),
  taxRate: z.number({ error: FIN_PAY_MSG.TAX_RATE }).min(0, FIN_PAY_MSG.TAX_RATE).max(1, FIN_PAY_MSG.TAX_RATE),
});

const billingFields = {
  contractId: id.nullish(),
  invoiceKind: reqText(FIN_PAY_MSG.INVOICE_KIND, 8),
  buyerName: reqText(FIN_PAY_MSG.BUYER_NAME, 200),
  buyerTaxId: z.string().trim().toUpperCase().max(20, FIN_PAY_MSG.TAX_ID_FORMAT)
    .refine((v) => v === '' || /^[A-Z0-9]{15}$|^[A-Z0-9]{17,18}$|^[A-Z0-9]{20}$/.test(v), FIN_PAY_MSG.TAX_ID_FORMAT).nullish(),
  buyerAddressPhone: optText(200),
  buyerBankAccount: optText(200),
  taxInclusive: z.boolean().optional(),
  lines: z.array(ZBillingLineInput, { error: FIN_PAY_MSG.LINES }).min(1, FIN_PAY_MSG.LINES).max(100),
  overReason: optText(500),
  remark: optText(500),
};

/** What the billing form computes before submitting (no flow type needed). */
export const ZBillingCalc = z.object(billingFields);
export const ZBillingCreate = z.object({ flowType, ...billingFields });

export const ZBillingLine = z.object({
  id: z.string(), seq: z.number(), itemName: z.string(), spec: z.string().nullable(), unit: z.string().nullable(),
  quantity: z.number().nullable(), price: z.number().nullable(),
  amount: z.number(), taxRate: z.number(), taxAmount: z.number(), totalAmount: z.number(),
});

/** The computed application: lines with tax, totals, 大写, warnings, over-invoicing. */
export const ZBillingCalcResult = z.object({
  lines: z.array(ZBillingLine.omit({ id: true })),
  amount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  totalInWords: z.string(),
  /** checkTaxId of the buyer's tax id ('' when none given). */
  buyerTaxIdCheck: z.string(),
  warnings: z.array(z.string()),
  contractAmount: z.number().nullable(),
  /** Invoiced (net of red) plus what other live applications of the contract have not issued yet. */
  contractCommitted: z.number(),
  overAmount: z.number(),
});

export const ZBillingStart = ZFlowStart.extend({ overAmount: z.number(), warnings: z.array(z.string()) });

const flowRecordFields = {
  id: z.string(), code: z.string(), name: z.string(), flowType: z.number(), businessType: z.number(),
  deptId: z.string().nullable(), status: z.number(), procInstId: z.string().nullable(), curNodeName: z.string().nullable(),
  remark: z.string().nullable(), createdBy: z.string().nullable(), createdDate: zDateTime, updatedDate: zDateTime, version: z.number(),
  statusName: z.string(), flowTypeName: z.string(), businessTypeName: z.string(),
  contractId: z.string().nullable(), contractName: z.string().nullable().optional(),
};

export const ZBilling = z.object({
  ...flowRecordFields,
  invoiceKind: z.string(), buyerName: z.string(), buyerTaxId: z.string().nullable(), buyerTaxIdCheck: z.string().nullable(),
  buyerAddressPhone: z.string().nullable(), buyerBankAccount: z.string().nullable(),
  amount: z.number(), taxAmount: z.number(), totalAmount: z.number(),
  overAmount: z.number(), overStatus: z.number(), overStatusName: z.string(), overReason: z.string().nullable(), overOpinion: z.string().nullable(),
  /** Σ issued (blue + red) on this application. */
  issuedTotal: z.number().optional(),
  totalInWords: z.string().optional(),
});

export const ZInvoice = z.object({
  id: z.string(), billingId: z.string(), contractId: z.string().nullable(), contractName: z.string().nullable().optional(),
  invoiceNo: z.string(), invoiceDate: z.string(), invoiceKind: z.string(),
  color: z.enum(['blue', 'red']), blueId: z.string().nullable(), redReason: z.string().nullable(),
  amount: z.number(), taxAmount: z.number(), totalAmount: z.number(), buyerName: z.string(),
  /** Blue: total + Σ red (what may still be reversed). */
  remaining: z.number().optional(),
  remark: z.string().nullable(), createdDate: zDateTime,
});

export const ZBillingDetail = ZBilling.extend({ lines: z.array(ZBillingLine), invoices: z.array(ZInvoice) });

export const ZInvoiceIssue = z.object({
  billingId: id,
  invoiceNo: z.string({ error: FIN_PAY_MSG.INVOICE_NO }).trim().max(20, FIN_PAY_MSG.INVOICE_NO),
  invoiceDate: dateStr(FIN_PAY_MSG.INVOICE_DATE),
  remark: optText(500),
});

export const ZInvoiceRed = z.object({
  blueId: id,
  invoiceNo: z.string({ error: FIN_PAY_MSG.INVOICE_NO }).trim().max(20, FIN_PAY_MSG.INVOICE_NO),
  invoiceDate: dateStr(FIN_PAY_MSG.INVOICE_DATE),
  reason: z.enum(['01', '02', '03', '04'], { error: FIN_PAY_MSG.RED_REASON }),
  /** 价税合计 to reverse (positive); absent: the blue invoice's whole remaining amount. */
  totalAmount: positive(FIN_PAY_MSG.RED_AMOUNT).nullish(),
  remark: optText(500),
});

export const ZOverApprove = z.object({ id, agree: z.boolean(), opinion: optText(500) });

/** Contract money: amount, invoiced (net of red), received, outstanding; payments and expenses. */
export const ZContractMoney = z.object({
  contractId: z.string(), code: z.string(), name: z.string(), businessType: z.number(), status: z.number(),
  contractAmount: z.number(),
  invoiced: z.number(),
  received: z.number(),
  /** contract amount − received. */
  outstanding: z.number(),
  /** invoiced − received (receivable on issued invoices). */
  invoicedUnreceived: z.number(),
  paymentApproved: z.number(),
  paid: z.number(),
  expense: z.number(),
});

export const ZPaymentCreate = z.object({
  flowType,
  contractId: id.nullish(),
  payeeName: reqText(FIN_PAY_MSG.PAYEE, 200),
  payeeAccountNo: optText(64),
  payeeBank: optText(200),
  amount: positive(FIN_PAY_MSG.PAY_AMOUNT),
  payMethod: optText(8),
  reason: optText(500),
  remark: optText(500),
});

export const ZPayment = z.object({
  ...flowRecordFields,
  payeeName: z.string(), payeeAccountNo: z.string().nullable(), payeeBank: z.string().nullable(),
  amount: z.number(), payMethod: z.string().nullable(), reason: z.string().nullable(),
  bankDetailId: z.string().nullable(), claimStatus: z.number(), paidDate: zDateTime.nullable(),
  amountInWords: z.string().optional(),
});

export const ZPayableRow = z.object({
  key: z.string(), name: z.string(), approved: z.number(), paid: z.number(), unpaid: z.number(), count: z.number(),
});

export const ZBankPayLine = z.object({
  id: z.string(), accountNo: z.string(), dateTime: zDateTime, pay: z.number(), otherSideName: z.string().nullable(),
  summary: z.string().nullable(), matter: z.string().nullable(), paymentId: z.string().nullable(),
});

export const ZModClaimStatus = z.object({ paymentId: id, bankDetailId: id.nullable() });

const ZExpenseLineInput = z.object({
  kind: z.enum(['detail', 'trip']),
  expenseType: reqText(FIN_PAY_MSG.EXPENSE_TYPE, 8),
  occurDate: dateStr(FIN_PAY_MSG.EXPENSE_DATE),
  endDate: dateStr(FIN_PAY_MSG.EXPENSE_DATE).nullish(),
  fromPlace: optText(100),
  toPlace: optText(100),
  vehicle: optText(50),
  billCount: z.number().int().min(0).max(1000).nullish(),
  amount: positive(FIN_PAY_MSG.LINE_AMOUNT),
  remark: optText(200),
});

export const ZExpenseCreate = z.object({
  flowType,
  name: reqText('请输入报销事由', 200),
  contractId: id.nullish(),
  costDeptId: id.nullish(),
  lines: z.array(ZExpenseLineInput, { error: FIN_PAY_MSG.EXPENSE_LINES }).min(1, FIN_PAY_MSG.EXPENSE_LINES).max(200),
  remark: optText(500),
});

export const ZExpenseLine = z.object({
  id: z.string(), expenseId: z.string(), kind: z.string(), seq: z.number(), expenseType: z.string(), occurDate: z.string(),
  endDate: z.string().nullable(), fromPlace: z.string().nullable(), toPlace: z.string().nullable(), vehicle: z.string().nullable(),
  days: z.number().nullable(), billCount: z.number().nullable(), amount: z.number(), remark: z.string().nullable(),
});

export const ZExpense = z.object({
  ...flowRecordFields,
  costDeptId: z.string().nullable(), costDeptName: z.string().nullable().optional(), amount: z.number(), month: z.string(),
});
export const ZExpenseDetail = ZExpense.extend({ lines: z.array(ZExpenseLine), amountInWords: z.string() });

/** An expense line in the ledger (cost-management2): the line with its claim's head. */
export const ZExpenseLedgerRow = ZExpenseLine.extend({
  code: z.string(), name: z.string(), status: z.number(), statusName: z.string(), month: z.string(),
  contractId: z.string().nullable(), costDeptId: z.string().nullable(), createdBy: z.string().nullable(),
});

/** Σ approved expenses per month and type (first level of EXPENSE_TYPE). */
export const ZExpenseSummary = z.object({ month: z.string(), expenseType: z.string(), amount: z.number(), count: z.number() });

const inv = ['finance-invoice'];
const pay = ['finance-payment'];
const exp = ['finance-expense'];
const list = { body: ZListRequest.optional(), paged: true as const };

export const invoiceBillingApi = {
  calculate: defineCall({ method: 'POST', path: '/b/invoice/billing/calculate', tags: inv, summary: '开票申请试算：逐行税额、价税合计（大写）、税号校验提示、超额开票', body: ZBillingCalc, data: ZBillingCalcResult }),
  saveAndStartFlow: defineCall({ method: 'POST', path: '/b/invoice/billing/saveAndStartFlow', tags: inv, summary: '保存开票申请并发起流程', body: ZBillingCreate, data: ZBillingStart }),
  get: defineCall({ method: 'GET', path: '/b/invoice/billing/:id', tags: inv, summary: '开票申请详情（明细、已开发票）', params: ZRecordId, data: ZBillingDetail }),
  queryList: defineCall({ method: 'POST', path: '/b/invoice/billing/queryList', tags: inv, summary: '开票申请台账（按数据权限）', ...list, data: z.array(ZBilling) }),
  queryOverList: defineCall({ method: 'POST', path: '/b/invoice/billing/queryOverList', tags: inv, summary: '超额开票申请', ...list, data: z.array(ZBilling) }),
  contractMoney: defineCall({
    method: 'POST', path: '/b/invoice/billing/contractMoney', tags: inv, summary: '开票用的合同与资金（全公司合同，按名称或编号搜索，最多50条）',
    body: z.object({ q: z.string().trim().max(100).optional(), ids: z.array(id).max(50).optional() }), data: z.array(ZContractMoney),
  }),
  approveOver: defineCall({ method: 'POST', path: '/b/invoice/billing/approveOver', tags: inv, summary: '超额开票审批（同意或驳回）', body: ZOverApprove, data: ZBilling }),
};

export const invoiceBillingDetailApi = {
  queryList: defineCall({ method: 'POST', path: '/b/invoice/billingDetail/queryList', tags: inv, summary: '已开发票（蓝字与红字）', ...list, data: z.array(ZInvoice) }),
  issue: defineCall({ method: 'POST', path: '/b/invoice/billingDetail/issue', tags: inv, summary: '登记已开具的数电发票（蓝字）', body: ZInvoiceIssue, data: ZInvoice }),
  red: defineCall({ method: 'POST', path: '/b/invoice/billingDetail/red', tags: inv, summary: '登记红字发票（关联蓝字，负数金额）', body: ZInvoiceRed, data: ZInvoice }),
};

export const contractFinanceApi = {
  queryList: defineCall({ method: 'POST', path: '/b/expense/contractFinance/queryList', tags: exp, summary: '合同资金：合同额、已开票（含红冲）、已收款、未收款', ...list, data: z.array(ZContractMoney) }),
  get: defineCall({ method: 'GET', path: '/b/expense/contractFinance/:id', tags: exp, summary: '一个合同的资金情况', params: ZRecordId, data: ZContractMoney }),
};

export const paymentApi = {
  saveAndStartFlow: defineCall({ method: 'POST', path: '/b/finance/payment/saveAndStartFlow', tags: pay, summary: '保存请款申请并发起流程', body: ZPaymentCreate, data: ZFlowStart }),
  get: defineCall({ method: 'GET', path: '/b/finance/payment/:id', tags: pay, summary: '请款申请详情', params: ZRecordId, data: ZPayment }),
  queryList: defineCall({ method: 'POST', path: '/b/finance/payment/queryList', tags: pay, summary: '请款申请台账（按数据权限）', ...list, data: z.array(ZPayment) }),
  queryPaymentList: defineCall({ method: 'POST', path: '/b/finance/payment/queryPaymentList', tags: pay, summary: '已审批待付款的申请', ...list, data: z.array(ZPayment) }),
  queryBillList: defineCall({ method: 'POST', path: '/b/finance/payment/queryBillList', tags: pay, summary: '已付款（已关联流水）的申请', ...list, data: z.array(ZPayment) }),
  queryContractList: defineCall({ method: 'POST', path: '/b/finance/payment/queryContractList', tags: pay, summary: '按合同的应付与已付', body: ZListRequest.optional(), data: z.array(ZPayableRow) }),
  queryBusinessList: defineCall({ method: 'POST', path: '/b/finance/payment/queryBusinessList', tags: pay, summary: '按业务类型的应付与已付', body: ZListRequest.optional(), data: z.array(ZPayableRow) }),
  queryBankDetailList: defineCall({ method: 'POST', path: '/b/finance/payment/queryBankDetailList', tags: pay, summary: '可关联的支出流水', ...list, data: z.array(ZBankPayLine) }),
  findBankDetailId: defineCall({ method: 'POST', path: '/b/finance/payment/findBankDetailId', tags: pay, summary: '为付款申请找匹配的支出流水（金额相同，收款方优先）', body: z.object({ paymentId: id }), data: z.array(ZBankPayLine) }),
  modClaimStatus: defineCall({ method: 'POST', path: '/b/finance/payment/modClaimStatus', tags: pay, summary: '关联或取消关联支出流水（付款状态）', body: ZModClaimStatus, data: ZPayment }),
};

export const expenseApi = {
  saveAndStartFlow: defineCall({ method: 'POST', path: '/b/expense/list/saveAndStartFlow', tags: exp, summary: '保存报销单并发起流程', body: ZExpenseCreate, data: ZFlowStart }),
  get: defineCall({ method: 'GET', path: '/b/expense/list/:id', tags: exp, summary: '报销单详情（费用与行程明细）', params: ZRecordId, data: ZExpenseDetail }),
  queryList: defineCall({ method: 'POST', path: '/b/expense/list/queryList', tags: exp, summary: '报销单台账（按数据权限）', ...list, data: z.array(ZExpense) }),
  detailList: defineCall({ method: 'POST', path: '/b/expense/detail/queryList', tags: exp, summary: '费用明细台账（按数据权限）', ...list, data: z.array(ZExpenseLedgerRow) }),
  summary: defineCall({ method: 'POST', path: '/b/expense/detail/summary', tags: exp, summary: '已审批费用按月份与费用类型汇总', body: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/, '月份格式应为 YYYY-MM').optional() }), data: z.array(ZExpenseSummary) }),
};

export type TBillingCreate = z.input<typeof ZBillingCreate>;
export type TBillingCalc = z.input<typeof ZBillingCalc>;
export type TBillingCalcResult = z.input<typeof ZBillingCalcResult>;
export type TBilling = z.input<typeof ZBilling>;
export type TBillingDetail = z.input<typeof ZBillingDetail>;
export type TInvoice = z.input<typeof ZInvoice>;
export type TContractMoney = z.input<typeof ZContractMoney>;
export type TPaymentCreate = z.input<typeof ZPaymentCreate>;
export type TPayment = z.input<typeof ZPayment>;
export type TExpenseCreate = z.input<typeof ZExpenseCreate>;
export type TExpense = z.input<typeof ZExpense>;
export type TExpenseDetail = z.input<typeof ZExpenseDetail>;
export type TExpenseLedgerRow = z.input<typeof ZExpenseLedgerRow>;
