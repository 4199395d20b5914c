import { defineWebModule } from '../../app/module';

/** Reports (spec 3 §2 "Reports"). Excel templates and reports are pages of the excel module; these are not built yet. */
export const reportModule = defineWebModule({
  name: 'report',
  planned: [
    '/b/report/template-list',
    '/b/report/structure-list',
    '/b/report/dataset-list',
    '/b/report/design',
    '/b/report/design-excel',
    '/main-page/auto-report/template',
    '/main-page/auto-report/setting',
  ],
});
