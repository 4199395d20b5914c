import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const BankFunds = lazyPage(() => import('./BankFundsPage').then((m) => m.BankFundsPage));
const MonthBalance = lazyPage(() => import('./MonthBalancePage').then((m) => m.MonthBalancePage));
const BankSubscription = lazyPage(() => import('./BankSubscriptionPage').then((m) => m.BankSubscriptionPage));
const ClaimRecords = lazyPage(() => import('./ClaimRecordPage').then((m) => m.ClaimRecordPage));
const Loans = lazyPage(() => import('./LoanPage').then((m) => m.LoanPage));

/** Finance (spec 3 §2 "Finance and bonus routes"): bank statements; the other pages are planned. */
export const financeModule = defineWebModule({
  name: 'finance',
  routes: [
    { path: 'bank-funds/list', element: <BankFunds />, handle: h({ title: 'finance.route.bankFunds' }) },
    { path: 'bank-funds/month-balance', element: <MonthBalance />, handle: h({ title: 'finClaims.route.monthBalance' }) },
    { path: 'bank-subscription', element: <BankSubscription />, handle: h({ title: 'finClaims.route.subscription' }) },
    { path: 'bank-funds/subscription-list', element: <ClaimRecords />, handle: h({ title: 'finClaims.route.claimRecords' }) },
    { path: 'loan-application', element: <Loans />, handle: h({ title: 'finClaims.route.loan' }) },
  ],
  planned: [
    '/please-price',
    '/cost-management1',
    '/cost-management2',
    '/capital-position',
    '/over-invoicing',
    '/single-invoice',
    '/main-page/electronic-invoice',
    '/business-profits/cost-directly-fee',
    '/business-profits/cost-indirect-fee',
    '/business-profits/profits',
    '/income-recognition',
    '/main-page/departmental-funds',
    '/main-page/departmental-cost',
  ],
});
