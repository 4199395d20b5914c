/** Finance texts, merged into each locale. Server messages (validation, import results) come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financeZh } from './finance';

export const financeEn: typeof financeZh = {
  finance: {
    route: { bankFunds: 'Bank statements' },
    bank: {
      tabLines: 'Lines', tabMonths: 'Monthly summary', account: 'Account', allAccounts: 'All accounts', accountNo: 'Account no.',
      accountName: 'Account name', accountUnit: 'Bank', dateTime: 'Time', dateRange: 'Date', income: 'Income (CNY)', pay: 'Payment (CNY)',
      balance: 'Balance (CNY)', otherSide: 'Counterparty', otherSideAccountNo: 'Counterparty account', summary: 'Summary', matter: 'Purpose',
      memo: 'Note', serialNo: 'Serial no.', search: 'Search counterparty', add: 'New line', edit: 'Edit line', import: 'Import statement',
      template: 'Template', exportBalance: 'Export monthly balances', month: 'Month', count: 'Lines', opening: 'Opening (CNY)',
      totalIncome: 'Income (CNY)', totalPay: 'Payments (CNY)', closing: 'Closing (CNY)', balanced: 'Consistent', yes: 'Yes', no: 'No',
      deleteMonth: 'Delete month', deleteMonthConfirm: 'Delete every line of this account in {{month}}?', needClaim: 'To claim',
    },
    imp: {
      title: 'Import bank statement', stepUpload: 'Upload', stepMap: 'Account and columns', stepPreview: 'Preview', stepDone: 'Done',
      drag: 'Click or drop the statement exported by the bank (.xlsx)', dragHint: 'ICBC, CCB, ABC, BOC, CMB, BOCOM layouts; the header is found automatically',
      reading: 'Reading…', headerAt: 'Header on row {{row}}', twoRows: ' (two rows)', remembered: 'Mapping remembered from this account',
      column: 'Column', sample: 'Sample', field: 'Field', ignore: 'Skip', next: 'Next', back: 'Back', check: 'Check duplicates',
      total: '{{n}} rows', new: 'New', duplicate: 'Duplicate', conflict: 'Conflict', invalid: 'Invalid', skipped: 'Skipped',
      sameFile: 'This file was imported on {{at}}', chainOk: 'Balances are consecutive', chainBroken: 'Balance breaks ({{n}})', chainShown: 'Only the first {{n}} are listed',
      rowsShown: 'Only the first {{n}} rows of each kind are shown (the counts above are complete)',
      replaceConflicts: 'Replace conflicting lines with the file\'s', row: 'Row', status: 'Status', reason: 'Note', confirm: 'Import',
      close: 'Close', importedTitle: 'Imported',
    },
  },
};
