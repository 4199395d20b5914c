import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const BankFunds = lazyPage(() => import('./BankFundsPage').then((m) => m.BankFundsPage));

/** Finance (spec 3 §2 "Finance and bonus routes"): bank statements; the other pages are planned. */
export const financeModule = defineWebModule({
  name: 'finance',
  routes: [
    { path: 'bank-funds/list', element: <BankFunds />, handle: h({ title: 'finance.route.bankFunds' }) },
  ],
  planned: [
    '/please-price',
    '/cost-management1',
    '/cost-management2',
    '/loan-application',
    '/bank-funds/subscription-list',
    '/bank-subscription',
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
