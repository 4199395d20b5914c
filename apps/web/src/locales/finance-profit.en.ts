/** Finance texts of income recognition, department costs and business profit, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financeProfitZh } from './finance-profit';

export const financeProfitEn: typeof financeProfitZh = {
  finProfit: {
    route: { profits: 'Profit', direct: 'Direct cost', indirect: 'Indirect cost', income: 'Income recognition', capital: 'Capital position', deptCost: 'Department cost' },
    closed: 'Closed', close: 'Close month', reopen: 'Reopen', closeConfirm: 'After closing, {{month}} income, department costs and profit cannot change. Close it?', reopenConfirm: 'Reopen {{month}}?',
    capital: { opening: 'Opening', income: 'In', pay: 'Out', closing: 'Closing', balance: 'End-of-day balance', chart: 'Cash trend', accounts: 'Accounts', accountNo: 'Account no.', accountName: 'Account name', allAccounts: 'All accounts' },
    importWages: 'Import wages',
    hours: 'Hours', workHours: 'Work hours', newHours: 'Log hours', hoursRequired: 'Enter hours above 0',
    calc: 'Calculate', calcMonth: 'Month to calculate', calcHint: 'Monthly calculation: recognised income (excl. VAT) less direct cost (expenses, payments, surcharges) and department cost allocated by hours (by income when none).',
    month: 'Month', monthPh: 'Month (YYYY-MM)', contract: 'Contract', contractCode: 'Contract no.', dept: 'Department', income: 'Recognised income (excl. VAT)',
    expense: 'Expenses', subpackage: 'Subcontracts & payments', tax: 'Surcharges', direct: 'Direct cost', indirect: 'Indirect cost', profit: 'Profit',
    milestone: 'Basis (milestone)', remark: 'Remark', amount: 'Amount', amountHint: 'negative to reverse', newIncome: 'Recognise income', wage: 'Department wages', other: 'Other department fees',
    newWage: 'Add department wages', newOther: 'Add other department fee', total: 'Total cost', allocated: 'Allocated', unallocated: 'Unallocated (no business)', businessCount: 'Businesses',
    createdDate: 'Entered', pickMonth: 'Choose a month', searchMonth: 'Filter by month',
  },
};
