import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const QualityCheck = lazyPage(() => import('./QualityCheckPage').then((m) => m.QualityCheckPage));

/** Quality check (spec 2 §2): the BoQ check page (成果质检); bill measurement is not built yet. */
export const qualityModule = defineWebModule({
  name: 'quality',
  mount: {
    'main-page': [
      { path: 'quality-check-record/wf-list', element: <QualityCheck />, handle: h({ title: 'quality.route.record' }) },
    ],
  },
  planned: ['/measureBill'],
});
