import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const QualityCheck = lazyPage(() => import('./QualityCheckPage').then((m) => m.QualityCheckPage));
const FeeTool = lazyPage(() => import('./FeeToolPage').then((m) => m.FeeToolPage));

/** Quality check (spec 2 §2): the BoQ check page (成果质检) and the fee tool (咨询收费); bill measurement is not built yet. */
export const qualityModule = defineWebModule({
  name: 'quality',
  mount: {
    'main-page': [
      { path: 'quality-check-record/wf-list', element: <QualityCheck />, handle: h({ title: 'quality.route.record' }) },
      { path: 'quality-fee-tool/wf-list', element: <FeeTool />, handle: h({ title: 'quality.route.feeTool' }) },
    ],
  },
  planned: ['/measureBill'],
});
