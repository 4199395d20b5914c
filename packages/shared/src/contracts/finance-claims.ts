/** Finance, second part (spec 3 §7 Finance bankMonthBalance, bankDetailCome; /b/loan/list, /b/repay): month balances, money claims, loans. */
import { z } from 'zod';
import { ZIdParam, ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZFlowStart } from './workflow.js';

/** Messages of these calls (spec 3 §8 gives none for them: wording ours). */
export const CLAIM_MSG = {
  MONTH_CLOSED: (month: string) => `${month}月已结账，不能修改；请在未结账月份录入调整`,
  EARLIER_OPEN: (month: string) => `请先结账${month}月`,
  LATER_CLOSED: (month: string) => `${month}月已结账，请先反结账后面的月份`,
  BALANCE_NOT_FOUND: '月度余额不存在或无权查看',
  RECEIPT_NOT_FOUND: '到账流水不存在或无权查看',
  NOT_INCOME: '只有收入流水可以认款',
  NOT_NEED_CLAIM: '该流水无需认款',
  PARKED: '该流水已转为暂存款，请先取消暂存',
  OVER_RECEIPT: (left: string) => `认款金额超过到账剩余金额（剩余 ${left} 元）`,
  OVER_TARGET: (label: string, open: string) => `认款金额超过${label}的未收金额（未收 ${open} 元）`,
  NOTHING_LEFT: '该流水已全部认款',
  TARGET_FULL: (label: string) => `${label}已全部收回`,
  UNKNOWN_KIND: '未知的认款对象',
  TARGET_NOT_FOUND: '认款对象不存在或无权查看',
  INVOICE_NOT_BLUE: '只能认款到蓝字发票',
  PAYMENT_NOT_PAID: '请款尚未付款，不能登记退款',
  BUSINESS_GIVEN_UP: '该项目已放弃跟踪，不能认款',
  CLAIM_NOT_FOUND: '认款记录不存在或无权查看',
  AMOUNT: '请输入大于0的认款金额',
  LOAN_NOT_APPROVED: '借款尚未审批通过，不能还款',
  LOAN_NOT_FOUND: '借款不存在或无权查看',
  LOAN_DELETE: '只能删除已退回、已撤回或已终止且未还款的借款',
  OVER_LOAN: (open: string) => `还款金额超过借款余额（余额 ${open} 元）`,
  REPAY_NOT_FOUND: '还款记录不存在或无权查看',
  REPAY_BY_CLAIM: '认款还款请在认款记录中撤销',
  CLAIM_OK: '认款成功',
  REVOKE_OK: '撤销成功',
} as const;

const money = (msg: string) => z.number({ error: msg }).finite().positive(msg).max(1e13, msg).multipleOf(0.01, '金额最多两位小数');
const id = (msg?: string) => (msg ? z.string({ error: msg }).min(1, msg).max(64) : z.string().min(1).max(64));
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

// ---------------------------------------------------------------------------
// Month balances (bankMonthBalance)
// ---------------------------------------------------------------------------

export const ZMonthBalance = z.object({
  id: z.string(),
  accountId: z.string(),
  accountNo: z.string(),
  month: z.string(),
  opening: z.number(),
  income: z.number(),
  pay: z.number(),
  adjustment: z.number(),
  closing: z.number(),
  /** The month's last 余额 on the statement (null: no line carries one). */
  statementClosing: z.number().nullable(),
  /** statementClosing − closing (null when there is no statement balance). */
  diff: z.number().nullable(),
  lineCount: z.number(),
  openingSet: z.boolean(),
  closed: z.boolean(),
  closedDate: zDateTime.nullable(),
  remark: z.string().nullable(),
  version: z.number(),
});

export const ZAccountStatic = z.object({
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string().nullable(),
  lineCount: z.number(),
  firstMonth: z.string().nullable(),
  lastMonth: z.string().nullable(),
  /** The close of the latest calculated month. */
  closing: z.number().nullable(),
  lastClosedMonth: z.string().nullable(),
  /** Months whose close disagrees with the statement. */
  unbalancedMonths: z.number(),
  /** Incoming money still to be claimed. */
  unclaimed: z.number(),
});

export const ZAccountMonth = z.object({ accountId: id('请选择银行账户'), month: ZMonth });

export const ZMonthBalanceSave = z.object({
  id: id(),
  version: z.number().int(),
  adjustment: z.number().finite().min(-1e13).max(1e13).multipleOf(0.01, '金额最多两位小数').optional(),
  /** The opening of an account's first month (the balance before its first statement). */
  opening: z.number().finite().min(-1e13).max(1e13).multipleOf(0.01, '金额最多两位小数').nullable().optional(),
  remark: z.string().max(500).nullable().optional(),
});

export const ZRecalcResult = z.object({ months: z.number(), accounts: z.number() });

const tags = ['finance'];
const B = '/b/finance';

export const monthBalanceApi = {
  getBankAccountStatic: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/getBankAccountStatic`, tags, summary: '账户统计：流水数、月份、最近余额、已结账月、不平月数、待认款',
    data: z.array(ZAccountStatic),
  }),
  queryList: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/queryList`, tags, summary: '月度余额（params: accountId, month, year, closed）',
    body: ZListRequest.optional(), data: z.array(ZMonthBalance), paged: true,
  }),
  saveBankMonthBalance: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/saveBankMonthBalance`, tags, summary: '修改未结账月份的调整额、首月期初或备注（其后各月随之重算）',
    body: ZMonthBalanceSave, data: ZMonthBalance,
  }),
  calMonthBalance: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/calMonthBalance`, tags, summary: '重算一个账户的一个月（及其后各月）',
    body: ZAccountMonth, data: ZRecalcResult,
  }),
  calAllMonthBalance: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/calAllMonthBalance`, tags, summary: '重算全部（或一个账户的）未结账月份',
    body: z.object({ accountId: z.string().max(64).optional() }).nullish(), data: ZRecalcResult,
  }),
  closeMonth: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/closeMonth`, tags, summary: '结账（此前各月须已结账；结账后该月及其流水不可修改）',
    body: ZAccountMonth, data: ZMonthBalance,
  }),
  reopenMonth: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/reopenMonth`, tags, summary: '反结账（只能是最后一个已结账月）',
    body: ZAccountMonth, data: ZMonthBalance,
  }),
  delete: defineCall({
    method: 'DELETE', path: `${B}/bankMonthBalance/:id`, tags, summary: '删除一个未结账的月度余额（重算时再生成）', params: ZIdParam, data: z.null(),
  }),
};

// ---------------------------------------------------------------------------
// Money claims (bankDetailCome)
// ---------------------------------------------------------------------------

/**
 * Kinds of claim targets: business (a tracked project, 项目跟踪, before its contract), contract,
 * invoice (an issued blue invoice, up to what is left of it after 红字; counts on its contract too),
 * payment (money back on a paid payment request: 退款), repay (a loan's repayment).
 */
export const CLAIM_KINDS = ['business', 'contract', 'invoice', 'payment', 'repay'] as const;
export const CLAIM_KIND_LABEL: Record<string, string> = { contract: '合同', repay: '借款还款', invoice: '发票', payment: '请款', business: '业务' };

/** An incoming bank line as the claim lists show it. */
export const ZReceipt = z.object({
  id: z.string(),
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string().nullable(),
  dateTime: zDateTime,
  month: z.string(),
  income: z.number(),
  claimTotal: z.number(),
  /** What is left to claim. */
  remaining: z.number(),
  otherSideName: z.string().nullable(),
  otherSideAccountNo: z.string().nullable(),
  summary: z.string().nullable(),
  matter: z.string().nullable(),
  memo: z.string().nullable(),
  isNeedClaim: z.boolean(),
  parked: z.boolean(),
  parkedRemark: z.string().nullable(),
  /** 0 未认款, 1 部分认款, 2 已认款, 3 无需认款 (CLAIM_STATUS). */
  claimStatus: z.string(),
});

/** One allocation (a 已认领 row). */
export const ZClaim = z.object({
  id: z.string(),
  bankDetailId: z.string(),
  kind: z.string(),
  kindName: z.string(),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  amount: z.number(),
  remark: z.string().nullable(),
  dateTime: zDateTime,
  income: z.number(),
  otherSideName: z.string().nullable(),
  summary: z.string().nullable(),
  accountNo: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: zDateTime,
  version: z.number(),
});

/** A target a receipt can be claimed against, with its open amount. */
export const ZClaimTarget = z.object({
  kind: z.string(),
  targetId: z.string(),
  code: z.string().nullable(),
  label: z.string(),
  party: z.string().nullable(),
  /** The agreed amount (null: none agreed). */
  total: z.number().nullable(),
  received: z.number(),
  /** total − received (null: no cap). */
  open: z.number().nullable(),
});

export const ZSuggestion = ZClaimTarget.extend({
  /** Why it is suggested: 'number' (its number in 摘要/用途), 'party' (the payer's name), 'amount' (exact open amount). */
  reason: z.enum(['number', 'party', 'amount']),
  reasonText: z.string(),
});

export const ZClaimItem = z.object({
  kind: z.enum(CLAIM_KINDS, { error: CLAIM_MSG.UNKNOWN_KIND }),
  targetId: id(CLAIM_MSG.TARGET_NOT_FOUND),
  /** Absent: min(what is left of the receipt, the target's open amount). */
  amount: money(CLAIM_MSG.AMOUNT).optional(),
  remark: z.string().max(500).nullable().optional(),
});

/** One target (addContract, addRepay …). */
export const ZClaimAdd = z.object({
  bankDetailId: id(CLAIM_MSG.RECEIPT_NOT_FOUND),
  targetId: id(CLAIM_MSG.TARGET_NOT_FOUND),
  amount: money(CLAIM_MSG.AMOUNT).optional(),
  remark: z.string().max(500).nullable().optional(),
});

/** A split over several targets, all or nothing. */
export const ZClaimSplit = z.object({
  bankDetailId: id(CLAIM_MSG.RECEIPT_NOT_FOUND),
  items: z.array(ZClaimItem).min(1, '请至少选择一个认款对象').max(50),
});

export const ZClaimAmount = z.object({ id: id(CLAIM_MSG.CLAIM_NOT_FOUND), amount: money(CLAIM_MSG.AMOUNT) });
export const ZClaimIdBody = z.object({ id: id(CLAIM_MSG.CLAIM_NOT_FOUND) });
export const ZReceiptBody = z.object({ bankDetailId: id(CLAIM_MSG.RECEIPT_NOT_FOUND) });
export const ZPark = z.object({ bankDetailId: id(CLAIM_MSG.RECEIPT_NOT_FOUND), parked: z.boolean(), remark: z.string().max(500).nullable().optional() });
export const ZTargetQuery = z.object({ keyword: z.string().max(100).optional(), onlyOpen: z.boolean().optional() }).nullish();

export const ZClaimResult = z.object({ receipt: ZReceipt, claims: z.array(ZClaim) });

export const bankDetailComeApi = {
  queryNeedClaimList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryNeedClaimList`, tags, summary: '需认领：待认款的到账（未认完、非暂存）',
    body: ZListRequest.optional(), data: z.array(ZReceipt), paged: true,
  }),
  queryNoClaimList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryNoClaimList`, tags, summary: '未认领：尚无认款的到账（含暂存款）',
    body: ZListRequest.optional(), data: z.array(ZReceipt), paged: true,
  }),
  queryHadClaimList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryHadClaimList`, tags, summary: '已认领：认款记录（每笔到账对每个对象一行）',
    body: ZListRequest.optional(), data: z.array(ZClaim), paged: true,
  }),
  queryDetailClaimList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryDetailClaimList`, tags, summary: '一笔到账及其认款', body: ZReceiptBody, data: ZClaimResult,
  }),
  querySuggestList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/querySuggestList`, tags, summary: '认款建议：摘要/用途中的合同号，再按付款方名称，再按相同未收金额',
    body: ZReceiptBody, data: z.array(ZSuggestion),
  }),
  queryContractList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryContractList`, tags, summary: '可认款的合同及其合同额、已收、未收', body: ZTargetQuery, data: z.array(ZClaimTarget),
  }),
  queryRepayList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryRepayList`, tags, summary: '可还款的借款（已审批、有余额）', body: ZTargetQuery, data: z.array(ZClaimTarget),
  }),
  queryBusinessList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryBusinessList`, tags, summary: '可认款的业务（项目跟踪，未放弃）及其预计金额、已收', body: ZTargetQuery, data: z.array(ZClaimTarget),
  }),
  queryInvoiceList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryInvoiceList`, tags, summary: '可认款的蓝字发票及其余额（扣除红字）、已收、未收', body: ZTargetQuery, data: z.array(ZClaimTarget),
  }),
  queryPaymentList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryPaymentList`, tags, summary: '已付款的请款（可登记退款）及其金额、已退', body: ZTargetQuery, data: z.array(ZClaimTarget),
  }),
  addBusiness: defineCall({ method: 'POST', path: `${B}/bankDetailCome/addBusiness`, tags, summary: '认款到业务（项目跟踪）', body: ZClaimAdd, data: ZClaimResult }),
  addInvoice: defineCall({ method: 'POST', path: `${B}/bankDetailCome/addInvoice`, tags, summary: '认款到发票（同时计入其合同已收）', body: ZClaimAdd, data: ZClaimResult }),
  addPayment: defineCall({ method: 'POST', path: `${B}/bankDetailCome/addPayment`, tags, summary: '认款为请款退款', body: ZClaimAdd, data: ZClaimResult }),
  updateBusinessAmount: defineCall({ method: 'POST', path: `${B}/bankDetailCome/updateBusinessAmount`, tags, summary: '修改业务认款金额', body: ZClaimAmount, data: ZClaimResult }),
  updateInvoiceAmount: defineCall({ method: 'POST', path: `${B}/bankDetailCome/updateInvoiceAmount`, tags, summary: '修改发票认款金额', body: ZClaimAmount, data: ZClaimResult }),
  updatePaymentAmount: defineCall({ method: 'POST', path: `${B}/bankDetailCome/updatePaymentAmount`, tags, summary: '修改请款退款金额', body: ZClaimAmount, data: ZClaimResult }),
  deleteBusiness: defineCall({ method: 'POST', path: `${B}/bankDetailCome/deleteBusiness`, tags, summary: '删除一条业务认款', body: ZClaimIdBody, data: ZClaimResult }),
  deleteInvoice: defineCall({ method: 'POST', path: `${B}/bankDetailCome/deleteInvoice`, tags, summary: '删除一条发票认款', body: ZClaimIdBody, data: ZClaimResult }),
  deletePayment: defineCall({ method: 'POST', path: `${B}/bankDetailCome/deletePayment`, tags, summary: '删除一条请款退款', body: ZClaimIdBody, data: ZClaimResult }),
  addContract: defineCall({ method: 'POST', path: `${B}/bankDetailCome/addContract`, tags, summary: '认款到合同', body: ZClaimAdd, data: ZClaimResult }),
  addRepay: defineCall({ method: 'POST', path: `${B}/bankDetailCome/addRepay`, tags, summary: '认款为借款还款', body: ZClaimAdd, data: ZClaimResult }),
  addClaims: defineCall({ method: 'POST', path: `${B}/bankDetailCome/addClaims`, tags, summary: '拆分认款到多个对象（全部成功或全部不做）', body: ZClaimSplit, data: ZClaimResult }),
  updateContractAmount: defineCall({ method: 'POST', path: `${B}/bankDetailCome/updateContractAmount`, tags, summary: '修改合同认款金额', body: ZClaimAmount, data: ZClaimResult }),
  updateRepayAmount: defineCall({ method: 'POST', path: `${B}/bankDetailCome/updateRepayAmount`, tags, summary: '修改还款认款金额', body: ZClaimAmount, data: ZClaimResult }),
  deleteContract: defineCall({ method: 'POST', path: `${B}/bankDetailCome/deleteContract`, tags, summary: '删除一条合同认款', body: ZClaimIdBody, data: ZClaimResult }),
  deleteRepay: defineCall({ method: 'POST', path: `${B}/bankDetailCome/deleteRepay`, tags, summary: '删除一条还款认款', body: ZClaimIdBody, data: ZClaimResult }),
  revokeBankDetailClaim: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/revokeBankDetailClaim`, tags, summary: '撤销一笔到账的全部认款', body: ZReceiptBody, data: ZClaimResult,
  }),
  parkBankDetail: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/parkBankDetail`, tags, summary: '转为暂存款（不明来款）或取消暂存', body: ZPark, data: ZReceipt,
  }),
};

// ---------------------------------------------------------------------------
// Loans (/b/loan/list) and repayments (/b/repay)
// ---------------------------------------------------------------------------

export const ZLoan = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  flowType: z.number(),
  amount: z.number(),
  repaid: z.number(),
  balance: z.number(),
  borrowerId: z.string(),
  borrowerName: z.string().nullable(),
  reason: z.string().nullable(),
  loanDate: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  deleted: z.boolean(),
  deptId: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  procInstId: z.string().nullable(),
  curNodeName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: zDateTime,
  version: z.number(),
});

export const ZLoanCreate = z.object({
  flowType: z.number({ error: '请选择流程类型!' }).int().min(1, '请选择流程类型!').max(4, '请选择流程类型!'),
  name: z.string({ error: '请输入借款事由!' }).trim().min(1, '请输入借款事由!').max(200),
  amount: money('请输入大于0的借款金额'),
  reason: z.string().max(1000).nullable().optional(),
  loanDate: ZDate.optional(),
  dueDate: z.string({ error: '请选择预计还款日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择预计还款日期'),
});

export const ZLoanStat = z.object({
  borrowerId: z.string(),
  borrowerName: z.string().nullable(),
  loans: z.number(),
  amount: z.number(),
  repaid: z.number(),
  balance: z.number(),
  overdueBalance: z.number(),
});

export const ZRepay = z.object({
  id: z.string(),
  loanId: z.string(),
  loanCode: z.string().nullable(),
  borrowerName: z.string().nullable(),
  kind: z.enum(['claim', 'offset']),
  amount: z.number(),
  claimId: z.string().nullable(),
  bankDetailId: z.string().nullable(),
  repayDate: z.string(),
  expenseRef: z.string().nullable(),
  remark: z.string().nullable(),
  createdDate: zDateTime,
});

export const ZRepayOffset = z.object({
  loanId: id(CLAIM_MSG.LOAN_NOT_FOUND),
  amount: money('请输入大于0的还款金额'),
  repayDate: ZDate.optional(),
  expenseRef: z.string({ error: '请填写冲抵的报销单号' }).trim().min(1, '请填写冲抵的报销单号').max(64),
  remark: z.string().max(500).nullable().optional(),
});

export const loanApi = {
  saveAndStartFlow: defineCall({
    method: 'POST', path: '/b/loan/list/saveAndStartFlow', tags, summary: '借款申请：保存并发起审批流程', body: ZLoanCreate, data: ZFlowStart,
  }),
  get: defineCall({ method: 'GET', path: '/b/loan/list/:id', tags, summary: '借款详情（含还款余额）', params: ZIdParam, data: ZLoan }),
  queryList: defineCall({
    method: 'POST', path: '/b/loan/list/queryList', tags, summary: '全部借款（按数据权限；params: borrowerId, status, name$like）',
    body: ZListRequest.optional(), data: z.array(ZLoan), paged: true,
  }),
  queryMyList: defineCall({
    method: 'POST', path: '/b/loan/list/queryMyList', tags, summary: '我的借款申请', body: ZListRequest.optional(), data: z.array(ZLoan), paged: true,
  }),
  queryDeletedList: defineCall({
    method: 'POST', path: '/b/loan/list/queryDeletedList', tags, summary: '已删除的借款', body: ZListRequest.optional(), data: z.array(ZLoan), paged: true,
  }),
  queryStatistics: defineCall({
    method: 'POST', path: '/b/loan/list/queryStatistics', tags, summary: '借款统计：每人借款、已还、余额、逾期余额', data: z.array(ZLoanStat),
  }),
  delete: defineCall({
    method: 'POST', path: '/b/loan/list/delete', tags, summary: '删除借款（已退回/已撤回/已终止且未还款）',
    body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1, '请至少选择一条记录！').max(200) }), data: z.null(),
  }),
};

export const repayApi = {
  queryList: defineCall({
    method: 'POST', path: '/b/repay/queryList', tags, summary: '还款记录（params: loanId, kind）', body: ZListRequest.optional(), data: z.array(ZRepay), paged: true,
  }),
  saveOffset: defineCall({
    method: 'POST', path: '/b/repay/saveOffset', tags, summary: '报销冲抵还款', body: ZRepayOffset, data: ZRepay,
  }),
  delete: defineCall({
    method: 'POST', path: '/b/repay/delete', tags, summary: '删除一条冲抵还款（认款还款在认款记录中撤销）', body: z.object({ id: id(CLAIM_MSG.REPAY_NOT_FOUND) }), data: z.null(),
  }),
};

export type TMonthBalance = z.input<typeof ZMonthBalance>;
export type TAccountStatic = z.input<typeof ZAccountStatic>;
export type TReceipt = z.input<typeof ZReceipt>;
export type TClaim = z.input<typeof ZClaim>;
export type TClaimTarget = z.input<typeof ZClaimTarget>;
export type TSuggestion = z.input<typeof ZSuggestion>;
export type TClaimItem = z.input<typeof ZClaimItem>;
export type TLoan = z.input<typeof ZLoan>;
export type TLoanCreate = z.input<typeof ZLoanCreate>;
export type TLoanStat = z.input<typeof ZLoanStat>;
export type TRepay = z.input<typeof ZRepay>;

/** 认款记录 (/bank-funds/subscription-list): the same claims under that menu's rights. */
export const claimRecordApi = {
  queryList: defineCall({
    method: 'POST', path: `${B}/bankDetailCome/queryClaimRecordList`, tags, summary: '认款记录（params: kind, targetId, bankDetailId, createdDate$between）',
    body: ZListRequest.optional(), data: z.array(ZClaim), paged: true,
  }),
  revoke: defineCall({ method: 'POST', path: `${B}/bankDetailCome/deleteClaimRecord`, tags, summary: '撤销一条认款记录', body: ZClaimIdBody, data: ZClaimResult }),
};
