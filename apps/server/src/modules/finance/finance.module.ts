import { defineModule } from '../../platform/module.js';
import { bankExports } from './bank.export.js';
import { bankRoutes } from './bank.routes.js';
import { claimsRoutes } from './claims.routes.js';
import { loanReminderJob } from './loan-reminder.job.js';
import { loans } from './loan.service.js';
import { FINANCE_DATA_MENUS, FINANCE_DICTS, FINANCE_MENUS } from './finance.seed.js';

/** Finance (财务管理): bank accounts and statements (import, dedupe, month summaries); its menus and dictionaries. */
export const financeModule = defineModule({
  name: 'finance',
  routes: [bankRoutes, claimsRoutes],
  menus: FINANCE_MENUS,
  dicts: FINANCE_DICTS,
  dataMenus: FINANCE_DATA_MENUS,
  exports: bankExports,
  // Loans: a flow record (status follows the flow), found by the global search; due reminders hourly.
  flowBindings: { [loans.businessType]: loans.binding },
  searchTypes: [loans.searchType],
  jobs: [() => loanReminderJob()],
});
