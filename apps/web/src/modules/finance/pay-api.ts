import {
  contractFinanceApi, expenseApi, invoiceBillingApi, invoiceBillingDetailApi, paymentApi,
  type TBillingCalc, type TBillingCreate, type TExpenseCreate, type TPaymentCreate,
} from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callList } from '../../api/typed';

/* Invoice, contract-money, payment and expense calls of the finance pages (typed from packages/shared/src/contracts/finance-pay.ts). */

export const BILLINGS_KEY = 'fin-billings';
export const INVOICES_KEY = 'fin-invoices';
export const PAYMENTS_KEY = 'fin-payments';
export const EXPENSES_KEY = 'fin-expenses';
export const CONTRACT_MONEY_KEY = 'fin-contract-money';

export const queryBillings = (req: ListRequest) => callList(invoiceBillingApi.queryList, { body: req });
export const queryOverBillings = (req: ListRequest) => callList(invoiceBillingApi.queryOverList, { body: req });
export const calculateBilling = (body: TBillingCalc) => call(invoiceBillingApi.calculate, { body }, { silent: true });
export const startBilling = (body: TBillingCreate) => call(invoiceBillingApi.saveAndStartFlow, { body });
export const billingDetail = (id: string) => call(invoiceBillingApi.get, { params: { id } });
export const approveOver = (id: string, agree: boolean, opinion?: string) => call(invoiceBillingApi.approveOver, { body: { id, agree, opinion } });
export const financeContracts = (q?: string) => call(invoiceBillingApi.contractMoney, { body: q ? { q } : {} });
export const contractMoneyPage = async (req: ListRequest) => {
  const rows = await financeContracts(typeof req.params?.q === 'string' ? req.params.q : undefined);
  return { rows, total: rows.length };
};
export const queryContractMoney = (req: ListRequest) => callList(contractFinanceApi.queryList, { body: req });

export const queryInvoices = (req: ListRequest) => callList(invoiceBillingDetailApi.queryList, { body: req });
export const issueInvoice = (body: { billingId: string; invoiceNo: string; invoiceDate: string; remark?: string }) => call(invoiceBillingDetailApi.issue, { body });
export const redInvoice = (body: { blueId: string; invoiceNo: string; invoiceDate: string; reason: '01' | '02' | '03' | '04'; totalAmount?: number | null; remark?: string }) =>
  call(invoiceBillingDetailApi.red, { body });

export const queryPayments = (req: ListRequest) => callList(paymentApi.queryList, { body: req });
export const startPayment = (body: TPaymentCreate) => call(paymentApi.saveAndStartFlow, { body });
export const findBankLines = (paymentId: string) => call(paymentApi.findBankDetailId, { body: { paymentId } });
export const linkBankLine = (paymentId: string, bankDetailId: string | null) => call(paymentApi.modClaimStatus, { body: { paymentId, bankDetailId } });

export const queryExpenses = (req: ListRequest) => callList(expenseApi.queryList, { body: req });
export const startExpense = (body: TExpenseCreate) => call(expenseApi.saveAndStartFlow, { body });
export const expenseDetail = (id: string) => call(expenseApi.get, { params: { id } });
export const queryExpenseLines = (req: ListRequest) => callList(expenseApi.detailList, { body: req });
