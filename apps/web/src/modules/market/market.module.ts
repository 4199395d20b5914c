import { defineWebModule } from '../../app/module';

/** Market and business planning (spec 1 §2.3, spec 3 §2). Not built yet; /b/business-objectives (OKR goals), /b/plan-method and /b/plan-production are the finance module's pages. */
export const marketModule = defineWebModule({
  name: 'market',
  planned: [
    '/main-page/create-income-platform',
    '/main-page/sales-funnel',
    '/main-page/marketing-monitoring',
    '/main-page/area-sale-analysis',
    '/main-page/key-customers',
    '/main-page/visit-prepare-todo-all',
    '/main-page/visit-prepare-done-all',
  ],
});
