/** Finance texts of invoices, payments and expenses, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financePayZh } from './finance-pay';

export const financePayEn: typeof financePayZh = {
  finPay: {
    route: { singleInvoice: 'Invoicing', overInvoicing: 'Over-invoicing', electronicInvoice: 'E-invoices', pleasePrice: 'Payment requests', expense: 'Expense claims', expenseLedger: 'Expense ledger' },
    billing: { new: 'Invoice request', title: 'Invoice requests' },
    payment: { new: 'Payment request', title: 'Payment requests' },
    expense: { new: 'Expense claim', title: 'Expense claims' },
    accountNo: 'Account', addLine: 'Add line', addTrip: 'Add trip', amount: 'Amount', amountExcl: 'Amount (excl. tax)', amountIncl: 'Total (incl. tax)',
    approve: 'Approve', blue: 'Blue', red: 'Reverse', buyerAddressPhone: 'Address, phone', buyerBankAccount: 'Bank and account', buyerName: 'Buyer',
    buyerTaxId: 'Tax ID', chargeTo: 'Charged to', code: 'Number', color: 'Blue/red', committed: 'Invoiced and pending', contract: 'Contract',
    contractAmount: 'Contract amount', contractCode: 'Contract no.', contractMoney: 'Contract money', contractPick: 'Search contract name or number', costDept: 'Department',
    createdDate: 'Requested', days: 'days', expenseCost: 'Expenses', expenseLedger: 'Expense ledger', expenseName: 'Purpose', expenseTotal: 'Claimed',
    expenseType: 'Expense type', flowType: 'Flow type', fromPlace: 'From', invoiceDate: 'Invoice date', invoiceKind: 'Invoice kind', invoiceNo: 'Invoice no.',
    invoiced: 'Invoiced (net)', invoices: 'Invoices', issue: 'Record invoice', issued: 'Issued', itemName: 'Item', kind: 'Kind', kindDetail: 'Cost',
    kindTrip: 'Trip', lineAmount: 'Amount', linkBank: 'Link statement', month: 'Month', monthPh: 'Month (YYYY-MM)', noBankLines: 'No unlinked payment line of this amount',
    noContract: 'No matching contract', noInvoices: 'Not invoiced yet', occurDate: 'Date', opinion: 'Opinion', otherSide: 'Counterparty', outstanding: 'Outstanding',
    over: 'Over-invoicing', overAmount: 'Over amount', overReason: 'Reason', overStatus: 'Over approval', paid: 'Paid', paidState: 'Paid', payAmount: 'Amount',
    payMethod: 'Method', payState: 'Payment', payeeAccountNo: 'Payee account', payeeBank: 'Payee bank', payeeName: 'Payee', print: 'Print',
    reason: 'Purpose', received: 'Received', redAmount: 'Amount to reverse (incl. tax)', redInvoiceNo: 'Red invoice no.', redReason: 'Reason', reject: 'Reject',
    remaining: 'Reversible', remark: 'Remark', removeLine: 'Remove line', searchBuyer: 'Search buyer', searchContract: 'Search contract name or number',
    searchExpense: 'Search purpose', searchInvoiceNo: 'Search invoice no.', searchPayee: 'Search payee', startFlow: 'Submit', status: 'Status',
    submitted: 'Submitted', tax: 'Tax', taxAmount: 'Tax', taxInclusive: 'Tax-inclusive entry', taxRate: 'Rate', toPlace: 'To', totalAmount: 'Total incl. tax',
    totalInWords: 'Total in words', tradeTime: 'Time', trip: 'Trip', unlinkBank: 'Unlink', unlinkConfirm: 'The request becomes unpaid. Continue?',
    unpaid: 'Unpaid', vehicle: 'Transport',
  },
};
