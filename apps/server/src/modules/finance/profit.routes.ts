import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessProfitApi, capitalApi, workHourApi, deptOtherFeeApi, deptWagesApi, FIN_PROFIT_MSG, incomeApi, MESSAGES } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { capitalPosition } from './capital.service.js';
import {
  calculateProfit, closeProfitMonth, listClosedMonths, reopenProfitMonth, type DeptCostKind, listDeptCost, listDeptMonthCost, listIncome, listProfit, listWorkHours, removeDeptCost, removeWorkHour, saveWorkHour, removeIncome, saveDeptCost, saveIncome,
} from './profit.service.js';

const INCOME = 'finance:incomeRecognition';
const INDIRECT = 'finance:profitIndirect';
const PROFITS = 'finance:profitProfits';
const DEPT_COST = 'finance:deptCost';
const DIRECT = 'finance:profitDirect';

/** Income recognition, department costs, business cost and profit (spec 3 §7 /b/absBusiness, /b/expense/dept*, /b/businessProfit/*). */
export const profitRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, incomeApi.queryList, { config: { permission: `${INCOME}:view` } }, async (req) => {
    const page = await req.tx((tx) => listIncome(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, incomeApi.save, { config: { permission: `${INCOME}:add` } },
    async (req) => ok(await req.tx((tx) => saveIncome(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, incomeApi.remove, { config: { permission: `${INCOME}:delete` } }, async (req) => {
    await req.tx((tx) => removeIncome(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  for (const [api, kind] of [[deptWagesApi, 'wage'], [deptOtherFeeApi, 'other']] as const satisfies readonly (readonly [typeof deptWagesApi, DeptCostKind])[]) {
    route(app, api.queryList, { config: { permission: `${INDIRECT}:view` } }, async (req) => {
      const page = await req.tx((tx) => listDeptCost(tx, req.actor(), kind, req.body ?? {}));
      return ok(page.rows, { total: page.total });
    });
    route(app, api.save, { config: { permission: `${INDIRECT}:add` } },
      async (req) => ok(await req.tx((tx) => saveDeptCost(tx, req.actor(), kind, req.body)), { msg: MESSAGES.SAVE_OK }));
    route(app, api.remove, { config: { permission: `${INDIRECT}:delete` } }, async (req) => {
      await req.tx((tx) => removeDeptCost(tx, req.actor(), kind, req.params.id));
      return ok(null, { msg: MESSAGES.DELETE_OK });
    });
  }

  route(app, workHourApi.queryList, { config: { permission: `${INDIRECT}:view` } }, async (req) => {
    const page = await req.tx((tx) => listWorkHours(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, workHourApi.save, { config: { permission: `${INDIRECT}:add` } },
    async (req) => ok(await req.tx((tx) => saveWorkHour(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, workHourApi.remove, { config: { permission: `${INDIRECT}:delete` } }, async (req) => {
    await req.tx((tx) => removeWorkHour(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  route(app, businessProfitApi.calculate, { config: { permission: `${PROFITS}:calc` } },
    async (req) => ok(await req.tx((tx) => calculateProfit(tx, req.body.month)), { msg: FIN_PROFIT_MSG.CALCULATED }));
  route(app, businessProfitApi.queryList, { config: { permission: `${PROFITS}:view` } }, async (req) => {
    const page = await req.tx((tx) => listProfit(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  // The 直接成本 page: the same rows under its own right (a role holding only 直接成本 opens it).
  route(app, businessProfitApi.businessMonthCost, { config: { permission: `${DIRECT}:view` } }, async (req) => {
    const page = await req.tx((tx) => listProfit(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, businessProfitApi.closedMonths, { config: { permission: `${PROFITS}:view` } }, async (req) => ok(await req.tx((tx) => listClosedMonths(tx))));
  route(app, businessProfitApi.closeMonth, { config: { permission: `${PROFITS}:close` } },
    async (req) => ok(await req.tx((tx) => closeProfitMonth(tx, req.actor(), req.body.month)), { msg: FIN_PROFIT_MSG.CLOSED }));
  route(app, businessProfitApi.reopenMonth, { config: { permission: `${PROFITS}:close` } }, async (req) => {
    await req.tx((tx) => reopenProfitMonth(tx, req.body.month));
    return ok(null, { msg: FIN_PROFIT_MSG.REOPENED });
  });
  route(app, capitalApi.position, { config: { permission: 'finance:capital:view' } }, async (req) => ok(await req.tx((tx) => capitalPosition(tx, req.body))));
  route(app, businessProfitApi.deptMonthCost, { config: { permission: `${DEPT_COST}:view` } }, async (req) => {
    const page = await req.tx((tx) => listDeptMonthCost(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
};
