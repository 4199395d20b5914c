import {
  bankDetailComeApi, claimRecordApi, loanApi, monthBalanceApi, repayApi, type TClaimItem, type TLoanCreate,
} from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Calls of the month-balance, claim and loan pages (typed from packages/shared/src/contracts/finance-claims.ts). */

export const MONTH_BALANCES_KEY = 'fin-month-balances';
export const RECEIPTS_KEY = 'fin-receipts';
export const CLAIMS_KEY = 'fin-claims';
export const CLAIM_TARGETS_KEY = 'fin-claim-targets';
export const LOANS_KEY = 'fin-loans';

export const queryMonthBalances = (req: ListRequest) => callList(monthBalanceApi.queryList, { body: req });
export const calAllMonths = (accountId?: string) => callEnvelope(monthBalanceApi.calAllMonthBalance, { body: accountId ? { accountId } : {} });
export const calMonth = (accountId: string, month: string) => callEnvelope(monthBalanceApi.calMonthBalance, { body: { accountId, month } });
export const saveMonth = (body: { id: string; version: number; adjustment?: number; opening?: number | null; remark?: string | null }) =>
  callEnvelope(monthBalanceApi.saveBankMonthBalance, { body });
export const closeMonth = (accountId: string, month: string) => callEnvelope(monthBalanceApi.closeMonth, { body: { accountId, month } });
export const reopenMonth = (accountId: string, month: string) => callEnvelope(monthBalanceApi.reopenMonth, { body: { accountId, month } });

export const queryNeedClaim = (req: ListRequest) => callList(bankDetailComeApi.queryNeedClaimList, { body: req });
export const queryNoClaim = (req: ListRequest) => callList(bankDetailComeApi.queryNoClaimList, { body: req });
export const queryHadClaim = (req: ListRequest) => callList(bankDetailComeApi.queryHadClaimList, { body: req });
export const receiptDetail = (bankDetailId: string) => call(bankDetailComeApi.queryDetailClaimList, { body: { bankDetailId } });
export const suggestions = (bankDetailId: string) => call(bankDetailComeApi.querySuggestList, { body: { bankDetailId } });
export const contractTargets = (keyword?: string) => call(bankDetailComeApi.queryContractList, { body: keyword ? { keyword } : {} });
export const repayTargets = (keyword?: string) => call(bankDetailComeApi.queryRepayList, { body: keyword ? { keyword, onlyOpen: true } : { onlyOpen: true } });
/** Targets of a claim kind (business: tracked projects; invoice: blue invoices; payment: paid requests, for refunds). */
export const kindTargets = (kind: TClaimItem['kind']) => {
  const C = bankDetailComeApi;
  const api = { business: C.queryBusinessList, contract: C.queryContractList, invoice: C.queryInvoiceList, payment: C.queryPaymentList, repay: C.queryRepayList }[kind];
  return call(api, { body: { onlyOpen: true } });
};
export const addClaims = (bankDetailId: string, items: TClaimItem[]) => callEnvelope(bankDetailComeApi.addClaims, { body: { bankDetailId, items } });
const C = bankDetailComeApi;
const UPDATE = { business: C.updateBusinessAmount, contract: C.updateContractAmount, invoice: C.updateInvoiceAmount, payment: C.updatePaymentAmount, repay: C.updateRepayAmount };
const DELETE = { business: C.deleteBusiness, contract: C.deleteContract, invoice: C.deleteInvoice, payment: C.deletePayment, repay: C.deleteRepay };
export const updateClaimAmount = (id: string, kind: string, amount: number) =>
  callEnvelope(UPDATE[kind as keyof typeof UPDATE] ?? C.updateContractAmount, { body: { id, amount } });
export const deleteClaim = (id: string, kind: string) =>
  callEnvelope(DELETE[kind as keyof typeof DELETE] ?? C.deleteContract, { body: { id } });
export const revokeReceipt = (bankDetailId: string) => callEnvelope(bankDetailComeApi.revokeBankDetailClaim, { body: { bankDetailId } });
export const parkReceipt = (bankDetailId: string, parked: boolean, remark?: string) =>
  callEnvelope(bankDetailComeApi.parkBankDetail, { body: { bankDetailId, parked, remark } });
export const queryClaimRecords = (req: ListRequest) => callList(claimRecordApi.queryList, { body: req });
export const revokeClaimRecord = (id: string) => callEnvelope(claimRecordApi.revoke, { body: { id } });

export const queryLoans = (req: ListRequest) => callList(loanApi.queryList, { body: req });
export const queryMyLoans = (req: ListRequest) => callList(loanApi.queryMyList, { body: req });
export const queryDeletedLoans = (req: ListRequest) => callList(loanApi.queryDeletedList, { body: req });
export const loanStatistics = () => call(loanApi.queryStatistics, {});
export const applyLoan = (body: TLoanCreate) => callEnvelope(loanApi.saveAndStartFlow, { body });
export const deleteLoans = (ids: string[]) => callEnvelope(loanApi.delete, { body: { ids } });
export const loanRepays = (loanId: string) => callList(repayApi.queryList, { body: { params: { loanId }, orderBy: 'createdDate', order: 'asc', pageSize: 200 } });
export const saveOffset = (body: { loanId: string; amount: number; expenseRef: string; repayDate?: string; remark?: string }) =>
  callEnvelope(repayApi.saveOffset, { body });
