import { defineModule } from '../../platform/module.js';
import { bankExports } from './bank.export.js';
import { financeDemoStep } from './finance-demo.js';
import { bankRoutes } from './bank.routes.js';
import { claimsRoutes } from './claims.routes.js';
import { loanReminderJob } from './loan-reminder.job.js';
import { loans } from './loan.service.js';
import { FINANCE_DATA_MENUS, FINANCE_DICTS, FINANCE_MENUS } from './finance.seed.js';
import { payExports, payRecordKinds } from './pay.export.js';
import { payRoutes } from './pay.routes.js';
import { deptWageImport, profitExports } from './profit.excel.js';
import { okrImport } from './okr-import.js';
import { planRoutes } from './plan.routes.js';
import { profitRoutes } from './profit.routes.js';

/** Finance (财务管理): bank accounts and statements (import, dedupe, month summaries), month balances, money claims, loans; invoices, payments, expenses; recognised income, department costs, business cost and profit; its menus and dictionaries. */
export const financeModule = defineModule({
  name: 'finance',
  routes: [bankRoutes, claimsRoutes, payRoutes, profitRoutes, planRoutes],
  menus: FINANCE_MENUS,
  dicts: FINANCE_DICTS,
  dataMenus: FINANCE_DATA_MENUS,
  exports: [...bankExports, ...payExports, ...profitExports],
  imports: [deptWageImport, okrImport],
  // Loans: a flow record (status follows the flow), found by the global search; due reminders hourly.
  flowBindings: { [loans.businessType]: loans.binding },
  searchTypes: [loans.searchType],
  jobs: [() => loanReminderJob()],
  // Invoice applications, payment requests and expense claims: flow records (search, flow binding, export, print).
  recordKinds: payRecordKinds,
  // A month of statements, claims and an invoice when ECMS_DEMO_FINANCE is on (demo staff first).
  demoSteps: [financeDemoStep],
});
