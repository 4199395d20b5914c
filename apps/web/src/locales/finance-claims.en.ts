/** Texts of month balances, money claims and loans, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { finClaimsZh } from './finance-claims';

export const finClaimsEn: typeof finClaimsZh = {
  finClaims: {
    route: { monthBalance: 'Month balances', subscription: 'Claim receipts', claimRecords: 'Claim records', loan: 'Loans' },
    money: 'Amount (CNY)',
    account: 'Account',
    allAccounts: 'All accounts',
    month: {
      month: 'Month', opening: 'Opening', income: 'Income', pay: 'Payments', adjustment: 'Adjustment', closing: 'Closing',
      statementClosing: 'Statement balance', diff: 'Difference', lines: 'Lines', status: 'Status', closed: 'Closed', open: 'Open',
      remark: 'Reason', calcAll: 'Recalculate all', calc: 'Recalculate', adjust: 'Adjust', close: 'Close', reopen: 'Reopen',
      closeConfirm: 'A closed month and its lines can no longer change. Close it?', adjustTitle: 'Adjust month balance', firstOpening: 'First month opening',
      hint: 'Closing = previous closing + income − payments + adjustment; difference = statement balance − closing',
    },
    claim: {
      tabNeed: 'To claim', tabNo: 'Unclaimed', tabHad: 'Claimed', tabContracts: 'Contract receipts',
      dateTime: 'Received at', income: 'Amount', claimed: 'Claimed', remaining: 'Remaining', payer: 'Payer', summary: 'Summary / purpose',
      status: 'Claim status', parked: 'Suspense', claim: 'Claim', park: 'To suspense', unpark: 'Release', revokeAll: 'Revoke all',
      revokeConfirm: 'Revoke every claim of this receipt?', parkRemark: 'Note', kind: 'Type', target: 'Target', amount: 'Amount',
      addItem: 'Add target', submit: 'Claim', suggestions: 'Suggestions', use: 'Use', noSuggestion: 'No suggestion: pick a contract or loan',
      current: 'Current claims', edit: 'Change', remove: 'Delete', emptyAmount: 'Empty: the smaller of remaining and open',
      kindBusiness: 'Business (tracked project)', kindInvoice: 'Invoice', kindPayment: 'Payment refund', kindContract: 'Contract', kindRepay: 'Loan repayment', targetLabel: 'Target', claimer: 'Claimed by', claimDate: 'Claimed at',
      contractCode: 'Contract no.', contractName: 'Contract', partyA: 'Client', contractAmount: 'Contract amount', received: 'Received', open: 'Open',
      searchContract: 'Search contract name / no. / client', searchPayer: 'Search payer', dialogTitle: 'Claim', pickTarget: 'Choose a target',
      revoke: 'Revoke',
      s0: 'Unclaimed', s1: 'Partly claimed', s2: 'Claimed', s3: 'No claim needed',
    },
    loan: {
      tabAll: 'All loans', tabMine: 'My applications', tabStat: 'Statistics', tabDeleted: 'Deleted', add: 'Apply for a loan',
      code: 'Loan no.', name: 'Purpose', amount: 'Amount', repaid: 'Repaid', balance: 'Balance', borrower: 'Borrower',
      loanDate: 'Loan date', dueDate: 'Due date', status: 'Status', overdue: 'Overdue', reason: 'Notes', flowType: 'Flow type',
      repay: 'Record repayment', repays: 'Repayments', expenseRef: 'Expense claim no.', repayDate: 'Repaid on', kindClaim: 'By claim',
      kindOffset: 'Expense offset', loans: 'Loans', overdueBalance: 'Overdue balance', search: 'Search purpose', deleteConfirm: 'Delete this loan?',
    },
  },
};
