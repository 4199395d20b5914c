import { defineWebModule } from '../../app/module';

/** Finance (spec 3 §2 "Finance and bonus routes"). Not built yet. */
export const financeModule = defineWebModule({
  name: 'finance',
  planned: [
    '/please-price',
    '/cost-management1',
    '/cost-management2',
    '/loan-application',
    '/bank-funds/list',
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
