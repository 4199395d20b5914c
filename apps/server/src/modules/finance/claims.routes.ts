import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankDetailComeApi, claimRecordApi, CLAIM_MSG, loanApi, MESSAGES, monthBalanceApi, repayApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import {
  addClaims, claimTargets, deleteClaim, parkReceipt, queryHadClaim, queryNeedClaim, queryNoClaim, receiptDetail, revokeReceipt,
  suggestTargets, updateClaimAmount,
} from './claim.service.js';
import {
  deleteLoans, deleteRepay, loanStatistics, presentLoan, queryDeletedLoans, queryLoans, queryMyLoans, queryRepays, readLoan,
  saveAndStartLoan, saveOffset,
} from './loan.service.js';
import {
  accountStatics, calAllMonthBalance, calMonthBalance, closeMonth, deleteMonthBalance, queryMonthBalances, reopenMonth, saveMonthBalance,
} from './month-balance.service.js';

const MB = 'finance:bankBalance';
const SUB = 'finance:bankSubscription';
const REC = 'finance:bankClaim';
const LOAN = 'finance:loan';

/** Month balances, money claims, loans and repayments (spec 3 §7 Finance: bankMonthBalance, bankDetailCome; /b/loan/list, /b/repay). */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- month balances -------------------------------------------------------
  route(app, monthBalanceApi.getBankAccountStatic, { config: { permission: `${MB}:view` } },
    async (req) => ok(await req.tx((tx) => accountStatics(tx, req.actor()))));
  route(app, monthBalanceApi.queryList, { config: { permission: `${MB}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryMonthBalances(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, monthBalanceApi.saveBankMonthBalance, { config: { permission: `${MB}:edit` } },
    async (req) => ok(await req.tx((tx) => saveMonthBalance(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, monthBalanceApi.calMonthBalance, { config: { permission: `${MB}:calc` } },
    async (req) => ok(await req.tx((tx) => calMonthBalance(tx, req.actor(), req.body.accountId, req.body.month)), { msg: '计算完成' }));
  route(app, monthBalanceApi.calAllMonthBalance, { config: { permission: `${MB}:calc` } },
    async (req) => ok(await req.tx((tx) => calAllMonthBalance(tx, req.actor(), req.body?.accountId)), { msg: '计算完成' }));
  route(app, monthBalanceApi.closeMonth, { config: { permission: `${MB}:close` } },
    async (req) => ok(await req.tx((tx) => closeMonth(tx, req.actor(), req.body.accountId, req.body.month)), { msg: '结账成功' }));
  route(app, monthBalanceApi.reopenMonth, { config: { permission: `${MB}:close` } },
    async (req) => ok(await req.tx((tx) => reopenMonth(tx, req.actor(), req.body.accountId, req.body.month)), { msg: '反结账成功' }));
  route(app, monthBalanceApi.delete, { config: { permission: `${MB}:calc` } }, async (req) => {
    await req.tx((tx) => deleteMonthBalance(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // --- money claims -----------------------------------------------------------
  const C = bankDetailComeApi;
  route(app, C.queryNeedClaimList, { config: { permission: `${SUB}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryNeedClaim(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, C.queryNoClaimList, { config: { permission: `${SUB}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryNoClaim(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, C.queryHadClaimList, { config: { permission: `${SUB}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryHadClaim(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, C.queryDetailClaimList, { config: { permission: `${SUB}:view` } },
    async (req) => ok(await req.tx((tx) => receiptDetail(tx, req.actor(), req.body.bankDetailId))));
  route(app, C.querySuggestList, { config: { permission: `${SUB}:view` } },
    async (req) => ok(await req.tx((tx) => suggestTargets(tx, req.actor(), req.body.bankDetailId))));
  route(app, C.queryContractList, { config: { permission: `${SUB}:view` } },
    async (req) => ok(await req.tx((tx) => claimTargets(tx, req.actor(), 'contract', req.body ?? {}))));
  route(app, C.queryRepayList, { config: { permission: `${SUB}:view` } },
    async (req) => ok(await req.tx((tx) => claimTargets(tx, req.actor(), 'repay', req.body ?? {}))));
  route(app, C.addContract, { config: { permission: `${SUB}:claim` } }, async (req) => ok(await req.tx((tx) => addClaims(tx, req.actor(), req.body.bankDetailId,
    [{ kind: 'contract', targetId: req.body.targetId, amount: req.body.amount, remark: req.body.remark }])), { msg: CLAIM_MSG.CLAIM_OK }));
  route(app, C.addRepay, { config: { permission: `${SUB}:claim` } }, async (req) => ok(await req.tx((tx) => addClaims(tx, req.actor(), req.body.bankDetailId,
    [{ kind: 'repay', targetId: req.body.targetId, amount: req.body.amount, remark: req.body.remark }])), { msg: CLAIM_MSG.CLAIM_OK }));
  // Business (a tracked project), invoice and payment (refund) targets: the same claim, another kind.
  for (const [kind, list, add, update, del] of [
    ['business', C.queryBusinessList, C.addBusiness, C.updateBusinessAmount, C.deleteBusiness],
    ['invoice', C.queryInvoiceList, C.addInvoice, C.updateInvoiceAmount, C.deleteInvoice],
    ['payment', C.queryPaymentList, C.addPayment, C.updatePaymentAmount, C.deletePayment],
  ] as const) {
    route(app, list, { config: { permission: `${SUB}:view` } },
      async (req) => ok(await req.tx((tx) => claimTargets(tx, req.actor(), kind, req.body ?? {}))));
    route(app, add, { config: { permission: `${SUB}:claim` } }, async (req) => ok(await req.tx((tx) => addClaims(tx, req.actor(), req.body.bankDetailId,
      [{ kind, targetId: req.body.targetId, amount: req.body.amount, remark: req.body.remark }])), { msg: CLAIM_MSG.CLAIM_OK }));
    route(app, update, { config: { permission: `${SUB}:claim` } },
      async (req) => ok(await req.tx((tx) => updateClaimAmount(tx, req.actor(), req.body.id, req.body.amount, kind)), { msg: MESSAGES.SAVE_OK }));
    route(app, del, { config: { permission: `${SUB}:claim` } },
      async (req) => ok(await req.tx((tx) => deleteClaim(tx, req.actor(), req.body.id, kind)), { msg: MESSAGES.DELETE_OK }));
  }
  route(app, C.addClaims, { config: { permission: `${SUB}:claim` } },
    async (req) => ok(await req.tx((tx) => addClaims(tx, req.actor(), req.body.bankDetailId, req.body.items)), { msg: CLAIM_MSG.CLAIM_OK }));
  route(app, C.updateContractAmount, { config: { permission: `${SUB}:claim` } },
    async (req) => ok(await req.tx((tx) => updateClaimAmount(tx, req.actor(), req.body.id, req.body.amount, 'contract')), { msg: MESSAGES.SAVE_OK }));
  route(app, C.updateRepayAmount, { config: { permission: `${SUB}:claim` } },
    async (req) => ok(await req.tx((tx) => updateClaimAmount(tx, req.actor(), req.body.id, req.body.amount, 'repay')), { msg: MESSAGES.SAVE_OK }));
  route(app, C.deleteContract, { config: { permission: `${SUB}:claim` } },
    async (req) => ok(await req.tx((tx) => deleteClaim(tx, req.actor(), req.body.id, 'contract')), { msg: MESSAGES.DELETE_OK }));
  route(app, C.deleteRepay, { config: { permission: `${SUB}:claim` } },
    async (req) => ok(await req.tx((tx) => deleteClaim(tx, req.actor(), req.body.id, 'repay')), { msg: MESSAGES.DELETE_OK }));
  route(app, C.revokeBankDetailClaim, { config: { permission: `${SUB}:revoke` } },
    async (req) => ok(await req.tx((tx) => revokeReceipt(tx, req.actor(), req.body.bankDetailId)), { msg: CLAIM_MSG.REVOKE_OK }));
  route(app, C.parkBankDetail, { config: { permission: `${SUB}:park` } }, async (req) =>
    ok(await req.tx((tx) => parkReceipt(tx, req.actor(), req.body.bankDetailId, req.body.parked, req.body.remark)), { msg: req.body.parked ? '已转为暂存款' : '已取消暂存' }));

  route(app, claimRecordApi.queryList, { config: { permission: `${REC}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryHadClaim(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, claimRecordApi.revoke, { config: { permission: `${REC}:revoke` } },
    async (req) => ok(await req.tx((tx) => deleteClaim(tx, req.actor(), req.body.id)), { msg: CLAIM_MSG.REVOKE_OK }));

  // --- loans and repayments ----------------------------------------------------
  route(app, loanApi.saveAndStartFlow, { config: { permission: `${LOAN}:add` } },
    async (req) => ok(await req.tx((tx) => saveAndStartLoan(tx, req.actor(), req.body)), { msg: '提交成功' }));
  route(app, loanApi.get, { config: { permission: `${LOAN}:view` } },
    async (req) => ok(presentLoan(await req.tx((tx) => readLoan(tx, req.actor(), req.params.id)))));
  route(app, loanApi.queryList, { config: { permission: `${LOAN}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryLoans(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, loanApi.queryMyList, { config: { permission: `${LOAN}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryMyLoans(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, loanApi.queryDeletedList, { config: { permission: `${LOAN}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryDeletedLoans(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, loanApi.queryStatistics, { config: { permission: `${LOAN}:view` } },
    async (req) => ok(await req.tx((tx) => loanStatistics(tx, req.actor()))));
  route(app, loanApi.delete, { config: { permission: `${LOAN}:view` } }, async (req) => {
    await req.tx((tx) => deleteLoans(tx, req.actor(), req.body.ids));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, repayApi.queryList, { config: { permission: `${LOAN}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryRepays(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, repayApi.saveOffset, { config: { permission: `${LOAN}:repay` } },
    async (req) => ok(await req.tx((tx) => saveOffset(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, repayApi.delete, { config: { permission: `${LOAN}:repay` } }, async (req) => {
    await req.tx((tx) => deleteRepay(tx, req.actor(), req.body.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
};
