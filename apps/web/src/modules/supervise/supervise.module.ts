import { defineWebModule } from '../../app/module';

/** Engineering supervision (spec 2 §2). Its ledgers are online-form lists; these pages are not built yet. */
export const superviseModule = defineWebModule({
  name: 'supervise',
  planned: [
    '/engineering-supervision/portal',
    '/engineering-supervision/project-info',
    '/engineering-supervision/supervision-rule',
    '/engineering-supervision/company-check-register',
    '/engineering-supervision/project-seal-manange',
    '/engineering-supervision/fixed-assets',
  ],
});
