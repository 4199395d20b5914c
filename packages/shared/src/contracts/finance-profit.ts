/**
 * Finance, third slice (spec 3 §2 /business-profits, /income-recognition, departmental-cost;
 * §7 /b/absBusiness/queryList, /b/expense/deptWages|deptOtherFee|deptMonthCost, /b/businessProfit/*;
 * domain/finance.md §5): recognised income, department costs, the monthly business cost and profit.
 */
import { z } from 'zod';
import { ZIdParam, ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

export const FIN_PROFIT_MSG = {
  CONTRACT: '请选择合同',
  CONTRACT_MISSING: '合同不存在或无权查看',
  MONTH: '月份格式应为 YYYY-MM',
  AMOUNT: '请输入不为0的金额（冲减填负数）',
  MILESTONE: '请输入确认依据（里程碑）',
  DEPT: '请选择部门',
  DEPT_SCOPE: '部门不存在或不在您的数据权限内',
  RECORD_MISSING: '记录不存在或无权查看',
  CALCULATED: '计算完成',
  CLOSED: '结账完成',
  REOPENED: '已反结账',
  /** A closed month's income, department costs and profit rows are frozen (domain §5: closed months are immutable). */
  MONTH_CLOSED: (month: string) => `${month}月已结账，不能修改；请先反结账，或在未结账月份录入调整`,
  NOT_CLOSED: (month: string) => `${month}月未结账`,
  LATER_CLOSED: (month: string) => `${month}月已结账，请先反结账该月`,
} as const;

const ZMonth = z.string({ error: FIN_PROFIT_MSG.MONTH }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, FIN_PROFIT_MSG.MONTH);
/** Non-zero money with 2 decimals: a negative amount reverses (冲减) an earlier one. */
const signedMoney = z.number({ error: FIN_PROFIT_MSG.AMOUNT }).finite().min(-1e13, FIN_PROFIT_MSG.AMOUNT).max(1e13, FIN_PROFIT_MSG.AMOUNT)
  .multipleOf(0.01, '金额最多两位小数').refine((v) => v !== 0, FIN_PROFIT_MSG.AMOUNT);
const optText = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish();
const id = (msg: string) => z.string({ error: msg }).min(1, msg).max(64, msg);

// ---- income recognition (收入确认) ----------------------------------------------------------

export const ZIncomeCreate = z.object({
  contractId: id(FIN_PROFIT_MSG.CONTRACT),
  month: ZMonth,
  /** Recognised income excluding VAT. */
  amount: signedMoney,
  milestone: z.string({ error: FIN_PROFIT_MSG.MILESTONE }).trim().min(1, FIN_PROFIT_MSG.MILESTONE).max(200, FIN_PROFIT_MSG.MILESTONE),
  remark: optText(500),
});

export const ZIncome = z.object({
  id: z.string(), contractId: z.string(), contractCode: z.string().nullable(), contractName: z.string().nullable(),
  deptId: z.string().nullable(), deptName: z.string().nullable(), month: z.string(), amount: z.number(), milestone: z.string(),
  remark: z.string().nullable(), createdBy: z.string().nullable(), createdDate: zDateTime,
});

// ---- department costs (部门工资, 部门其他费用) ----------------------------------------------

export const ZDeptCostCreate = z.object({
  deptId: id(FIN_PROFIT_MSG.DEPT),
  month: ZMonth,
  amount: signedMoney,
  remark: optText(500),
});

export const ZDeptCost = z.object({
  id: z.string(), deptId: z.string(), deptName: z.string().nullable(), month: z.string(), kind: z.string(), amount: z.number(),
  remark: z.string().nullable(), createdDate: zDateTime,
});

// ---- business cost and profit -------------------------------------------------------------

export const ZProfitCalc = z.object({ month: ZMonth });

/** One business (contract) in one month: recognised income, direct costs, allocated indirect cost, profit. */
export const ZBusinessProfit = z.object({
  id: z.string(), month: z.string(), contractId: z.string(), contractCode: z.string().nullable(), contractName: z.string().nullable(),
  deptId: z.string().nullable(), deptName: z.string().nullable(),
  income: z.number(),
  /** Approved expense claims charged to the contract. */
  expense: z.number(),
  /** Paid payment requests of the contract (分包 and other payables). */
  subpackage: z.number(),
  /** VAT surcharges on the month's invoices (城建 7% + 教育 3% + 地方教育 2% of the output VAT). */
  tax: z.number(),
  direct: z.number(),
  indirect: z.number(),
  profit: z.number(),
  updatedDate: zDateTime,
});

/** One department in one month: its own costs and how much of them went to its businesses. */
export const ZDeptMonthCost = z.object({
  id: z.string(), month: z.string(), deptId: z.string(), deptName: z.string().nullable(),
  wage: z.number(), other: z.number(), expense: z.number(), total: z.number(), allocated: z.number(),
  /** Cost of a department without business that month (无业务部门成本): not allocated. */
  unallocated: z.number(),
  businessCount: z.number(),
});

/** A closed month of the business cost and profit. */
export const ZProfitMonthClose = z.object({ month: z.string(), closedBy: z.string().nullable(), closedByName: z.string().nullable(), closedDate: zDateTime });

export const ZProfitCalcResult = z.object({ month: z.string(), businesses: z.number(), depts: z.number(), profit: z.number() });

const tags = ['finance-profit'];
const list = { body: ZListRequest.optional(), paged: true as const };

export const incomeApi = {
  queryList: defineCall({ method: 'POST', path: '/b/absBusiness/queryList', tags, summary: '收入确认台账（按里程碑确认的不含税收入，按数据权限）', ...list, data: z.array(ZIncome) }),
  save: defineCall({ method: 'POST', path: '/b/absBusiness/save', tags, summary: '确认一笔收入（合同、月份、不含税金额、确认依据；负数为冲减）', body: ZIncomeCreate, data: ZIncome }),
  remove: defineCall({ method: 'DELETE', path: '/b/absBusiness/:id', tags, summary: '删除一笔收入确认', params: ZIdParam, data: z.null() }),
};

const deptCostCalls = (segment: 'deptWages' | 'deptOtherFee', label: string) => ({
  queryList: defineCall({ method: 'POST', path: `/b/expense/${segment}/queryList`, tags, summary: `${label}（按数据权限）`, ...list, data: z.array(ZDeptCost) }),
  save: defineCall({ method: 'POST', path: `/b/expense/${segment}/save`, tags, summary: `登记${label}`, body: ZDeptCostCreate, data: ZDeptCost }),
  remove: defineCall({ method: 'DELETE', path: `/b/expense/${segment}/:id`, tags, summary: `删除${label}`, params: ZIdParam, data: z.null() }),
});

export const deptWagesApi = deptCostCalls('deptWages', '部门工资');
export const deptOtherFeeApi = deptCostCalls('deptOtherFee', '部门其他费用');

export const businessProfitApi = {
  calculate: defineCall({ method: 'POST', path: '/b/businessProfit/calculate', tags, summary: '同步计算一个月的业务成本与利润（重算该月）', body: ZProfitCalc, data: ZProfitCalcResult }),
  queryList: defineCall({ method: 'POST', path: '/b/businessProfit/queryList', tags, summary: '业务月度成本与利润（按数据权限）', ...list, data: z.array(ZBusinessProfit) }),
  deptMonthCost: defineCall({ method: 'POST', path: '/b/expense/deptMonthCost/queryList', tags, summary: '部门月度成本与分摊（含无业务部门成本）', ...list, data: z.array(ZDeptMonthCost) }),
  /** The 直接成本 page's list: the same rows, under the direct-cost right (a role may hold it without 利润核算). */
  businessMonthCost: defineCall({
    method: 'POST', path: '/b/expense/businessMonthCost/queryList', tags, summary: '业务月度直接成本（按数据权限）', ...list, data: z.array(ZBusinessProfit),
  }),
  closedMonths: defineCall({ method: 'POST', path: '/b/businessProfit/closedMonths', tags, summary: '已结账的利润月份（新在前）', data: z.array(ZProfitMonthClose) }),
  closeMonth: defineCall({
    method: 'POST', path: '/b/businessProfit/closeMonth', tags, summary: '利润月结账（结账后该月的收入确认、部门成本与利润行不可修改或重算）', body: ZProfitCalc, data: ZProfitMonthClose,
  }),
  reopenMonth: defineCall({ method: 'POST', path: '/b/businessProfit/reopenMonth', tags, summary: '利润月反结账（只能是最后一个已结账月）', body: ZProfitCalc, data: z.null() }),
};

// ---- work hours (工时, the default allocation key of indirect cost) --------------------------

export const ZWorkHourCreate = z.object({
  contractId: id(FIN_PROFIT_MSG.CONTRACT),
  month: ZMonth,
  userId: z.string().max(64).nullish(),
  hours: z.number({ error: '请输入大于0的工时' }).finite().gt(0, '请输入大于0的工时').max(100000, '请输入大于0的工时').multipleOf(0.01, '工时最多两位小数'),
  remark: optText(500),
});
export const ZWorkHour = z.object({
  id: z.string(), contractId: z.string(), contractCode: z.string().nullable(), contractName: z.string().nullable(),
  deptId: z.string().nullable(), deptName: z.string().nullable(), month: z.string(), userId: z.string().nullable(), hours: z.number(), remark: z.string().nullable(),
  createdDate: zDateTime,
});
export const workHourApi = {
  queryList: defineCall({ method: 'POST', path: '/b/expense/workHour/queryList', tags, summary: '业务工时（间接成本按工时分摊的依据，按数据权限）', ...list, data: z.array(ZWorkHour) }),
  save: defineCall({ method: 'POST', path: '/b/expense/workHour/save', tags, summary: '登记业务工时（合同、月份、工时）', body: ZWorkHourCreate, data: ZWorkHour }),
  remove: defineCall({ method: 'DELETE', path: '/b/expense/workHour/:id', tags, summary: '删除业务工时', params: ZIdParam, data: z.null() }),
};
export type TWorkHour = z.input<typeof ZWorkHour>;
export type TWorkHourCreate = z.input<typeof ZWorkHourCreate>;

// ---- capital position (资金头寸) -----------------------------------------------------------

export const CAPITAL_MAX_DAYS = 366;
const ZDay = z.string({ error: '日期格式应为 YYYY-MM-DD' }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式应为 YYYY-MM-DD');
export const ZCapitalQuery = z.object({ from: ZDay, to: ZDay, accountId: z.string().max(64).optional() })
  .refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < CAPITAL_MAX_DAYS, { message: `查询区间不能超过${CAPITAL_MAX_DAYS}天`, path: ['to'] });

/** One day of the company's (or one account's) position: that day's money in and out and the balance at its end. */
export const ZCapitalDay = z.object({ date: z.string(), income: z.number(), pay: z.number(), balance: z.number() });
/** One account over the period. */
export const ZCapitalAccount = z.object({
  accountId: z.string(), accountNo: z.string(), accountName: z.string().nullable(), accountUnit: z.string().nullable(),
  opening: z.number(), income: z.number(), pay: z.number(), closing: z.number(),
});
export const ZCapitalPosition = z.object({
  from: z.string(), to: z.string(), opening: z.number(), income: z.number(), pay: z.number(), closing: z.number(),
  days: z.array(ZCapitalDay), accounts: z.array(ZCapitalAccount),
});

export const capitalApi = {
  position: defineCall({
    method: 'POST', path: '/b/finance/capitalPosition', tags, summary: `资金头寸：各账户及合计的逐日收支与日终余额（期初 + Σ收入 − Σ支出，最多${CAPITAL_MAX_DAYS}天）`,
    body: ZCapitalQuery, data: ZCapitalPosition,
  }),
};

export type TCapitalPosition = z.input<typeof ZCapitalPosition>;
export type TCapitalQuery = z.input<typeof ZCapitalQuery>;

export type TIncome = z.input<typeof ZIncome>;
export type TIncomeCreate = z.input<typeof ZIncomeCreate>;
export type TDeptCost = z.input<typeof ZDeptCost>;
export type TDeptCostCreate = z.input<typeof ZDeptCostCreate>;
export type TBusinessProfit = z.input<typeof ZBusinessProfit>;
export type TProfitMonthClose = z.input<typeof ZProfitMonthClose>;
export type TDeptMonthCost = z.input<typeof ZDeptMonthCost>;
