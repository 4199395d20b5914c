import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractFinanceApi, expenseApi, invoiceBillingApi, invoiceBillingDetailApi, MESSAGES, paymentApi,
} from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { financeContracts, oneContractMoney, queryContractMoney } from './contract-money.service.js';
import { expenseDetail, expenseLedger, expenseSummary, listExpenses, saveAndStartExpense } from './expense.service.js';
import {
  approveOver, billingDetail, calculateBilling, issueInvoice, listBillings, listInvoices, redInvoice, saveAndStartBilling,
} from './invoice.service.js';
import { findBankLines, getPayment, listPayments, modClaimStatus, payableBy, payLines, saveAndStartPayment } from './payment.service.js';

const INV = 'finance:invoiceSingle';
const OVER = 'finance:invoiceOver';
const ELEC = 'finance:invoiceElectronic';
const PAY = 'finance:pleasePrice';
const EXP = 'finance:expense';
const EXP_LEDGER = 'finance:expenseLedger';

/** Invoices, contract money, payments and expenses (spec 3 §7 /b/invoice/billing*, payment*, /b/expense/*). */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- invoices ----
  route(app, invoiceBillingApi.calculate, { config: { permission: `${INV}:view` } },
    async (req) => ok(await req.tx((tx) => calculateBilling(tx, req.body))));
  route(app, invoiceBillingApi.saveAndStartFlow, { config: { permission: `${INV}:add` } },
    async (req) => ok(await req.tx((tx) => saveAndStartBilling(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));
  route(app, invoiceBillingApi.get, { config: { permission: `${INV}:view` } },
    async (req) => ok(await req.tx((tx) => billingDetail(tx, req.actor(), req.params.id))));
  route(app, invoiceBillingApi.queryList, { config: { permission: `${INV}:view` } }, async (req) => {
    const page = await req.tx((tx) => listBillings(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, invoiceBillingApi.queryOverList, { config: { permission: `${OVER}:view` } }, async (req) => {
    const page = await req.tx((tx) => listBillings(tx, req.actor(), req.body ?? {}, true));
    return ok(page.rows, { total: page.total });
  });
  route(app, invoiceBillingApi.contractMoney, { config: { permission: `${INV}:view` } },
    async (req) => ok(await req.tx((tx) => financeContracts(tx, req.body))));
  route(app, invoiceBillingApi.approveOver, { config: { permission: `${OVER}:approve` } },
    async (req) => ok(await req.tx((tx) => approveOver(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, invoiceBillingDetailApi.queryList, { config: { permission: `${ELEC}:view` } }, async (req) => {
    const page = await req.tx((tx) => listInvoices(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, invoiceBillingDetailApi.issue, { config: { permission: `${ELEC}:add` } },
    async (req) => ok(await req.tx((tx) => issueInvoice(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, invoiceBillingDetailApi.red, { config: { permission: `${ELEC}:add` } },
    async (req) => ok(await req.tx((tx) => redInvoice(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  // ---- contract money ----
  route(app, contractFinanceApi.queryList, { config: { permission: 'contract:database:view' } }, async (req) => {
    const page = await req.tx((tx) => queryContractMoney(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, contractFinanceApi.get, { config: { permission: 'contract:database:view' } },
    async (req) => ok(await req.tx((tx) => oneContractMoney(tx, req.actor(), req.params.id))));

  // ---- payments ----
  route(app, paymentApi.saveAndStartFlow, { config: { permission: `${PAY}:add` } },
    async (req) => ok(await req.tx((tx) => saveAndStartPayment(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));
  route(app, paymentApi.get, { config: { permission: `${PAY}:view` } },
    async (req) => ok(await req.tx((tx) => getPayment(tx, req.actor(), req.params.id))));
  for (const [call, only] of [[paymentApi.queryList, undefined], [paymentApi.queryPaymentList, 'unpaid'], [paymentApi.queryBillList, 'paid']] as const) {
    route(app, call, { config: { permission: `${PAY}:view` } }, async (req) => {
      const page = await req.tx((tx) => listPayments(tx, req.actor(), req.body ?? {}, only));
      return ok(page.rows, { total: page.total });
    });
  }
  route(app, paymentApi.queryContractList, { config: { permission: `${PAY}:view` } },
    async (req) => ok(await req.tx((tx) => payableBy(tx, req.actor(), 'contract'))));
  route(app, paymentApi.queryBusinessList, { config: { permission: `${PAY}:view` } },
    async (req) => ok(await req.tx((tx) => payableBy(tx, req.actor(), 'business'))));
  route(app, paymentApi.queryBankDetailList, { config: { permission: `${PAY}:pay` } }, async (req) => {
    const page = await req.tx((tx) => payLines(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, paymentApi.findBankDetailId, { config: { permission: `${PAY}:pay` } },
    async (req) => ok(await req.tx((tx) => findBankLines(tx, req.actor(), req.body.paymentId))));
  route(app, paymentApi.modClaimStatus, { config: { permission: `${PAY}:pay` } },
    async (req) => ok(await req.tx((tx) => modClaimStatus(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  // ---- expenses ----
  route(app, expenseApi.saveAndStartFlow, { config: { permission: `${EXP}:add` } },
    async (req) => ok(await req.tx((tx) => saveAndStartExpense(tx, req.actor(), req.body)), { msg: MESSAGES.SUBMIT_OK }));
  route(app, expenseApi.get, { config: { permission: `${EXP}:view` } },
    async (req) => ok(await req.tx((tx) => expenseDetail(tx, req.actor(), req.params.id))));
  route(app, expenseApi.queryList, { config: { permission: `${EXP}:view` } }, async (req) => {
    const page = await req.tx((tx) => listExpenses(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, expenseApi.detailList, { config: { permission: `${EXP_LEDGER}:view` } }, async (req) => {
    const page = await req.tx((tx) => expenseLedger(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, expenseApi.summary, { config: { permission: `${EXP_LEDGER}:view` } },
    async (req) => ok(await req.tx((tx) => expenseSummary(tx, req.actor(), req.body.month))));
};
