import {
  businessProfitApi, capitalApi, deptOtherFeeApi, workHourApi, type TWorkHourCreate, deptWagesApi, incomeApi, type TCapitalQuery, type TDeptCostCreate, type TIncomeCreate,
} from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callList } from '../../api/typed';

/* Income recognition, department costs, business cost and profit (packages/shared/src/contracts/finance-profit.ts). */

export const INCOME_KEY = 'fin-income';
export const DEPT_COST_KEY = 'fin-dept-cost';
export const PROFIT_KEY = 'fin-profit';

export const queryIncome = (req: ListRequest) => callList(incomeApi.queryList, { body: req });
export const saveIncome = (body: TIncomeCreate) => call(incomeApi.save, { body });
export const removeIncome = (id: string) => call(incomeApi.remove, { params: { id } });

const deptCost = { wage: deptWagesApi, other: deptOtherFeeApi } as const;
export type DeptCostKind = keyof typeof deptCost;
export const queryDeptCost = (kind: DeptCostKind) => (req: ListRequest) => callList(deptCost[kind].queryList, { body: req });
export const saveDeptCost = (kind: DeptCostKind, body: TDeptCostCreate) => call(deptCost[kind].save, { body });
export const removeDeptCost = (kind: DeptCostKind, id: string) => call(deptCost[kind].remove, { params: { id } });

export const calculateProfit = (month: string) => call(businessProfitApi.calculate, { body: { month } });
export const queryProfit = (req: ListRequest) => callList(businessProfitApi.queryList, { body: req });
/** The 直接成本 page's list (its own right: finance:profitDirect:view). */
export const queryDirectCost = (req: ListRequest) => callList(businessProfitApi.businessMonthCost, { body: req });
export const PROFIT_CLOSED_KEY = 'fin-profit-closed';
export const queryClosedMonths = () => call(businessProfitApi.closedMonths, {});
export const closeProfitMonth = (month: string) => call(businessProfitApi.closeMonth, { body: { month } });
export const reopenProfitMonth = (month: string) => call(businessProfitApi.reopenMonth, { body: { month } });
export const queryDeptMonthCost = (req: ListRequest) => callList(businessProfitApi.deptMonthCost, { body: req });

export const CAPITAL_KEY = 'fin-capital';
export const queryCapital = (body: TCapitalQuery) => call(capitalApi.position, { body });

export const WORK_HOUR_KEY = 'fin-work-hour';
export const queryWorkHours = (req: ListRequest) => callList(workHourApi.queryList, { body: req });
export const saveWorkHour = (body: TWorkHourCreate) => call(workHourApi.save, { body });
export const removeWorkHour = (id: string) => call(workHourApi.remove, { params: { id } });
