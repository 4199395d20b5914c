import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const QualityCheck = lazyPage(() => import('./QualityCheckPage').then((m) => m.QualityCheckPage));
const RangeSet = lazyPage(() => import('./RangeSetPage').then((m) => m.RangeSetPage));
const LogicalCheck = lazyPage(() => import('./LogicalCheckPage').then((m) => m.LogicalCheckPage));
const FeeTool = lazyPage(() => import('./FeeToolPage').then((m) => m.FeeToolPage));

/** Quality check (spec 2 §2): the BoQ check page (成果质检), rule ranges (指标区间), logical checks (逻辑检查) and the fee tool (咨询收费); bill measurement is not built yet. */
export const qualityModule = defineWebModule({
  name: 'quality',
  mount: {
    'main-page': [
      { path: 'quality-check-record/wf-list', element: <QualityCheck />, handle: h({ title: 'quality.route.record' }) },
      { path: 'quality-range-set/wf-list', element: <RangeSet />, handle: h({ title: 'quality.route.rangeSet' }) },
      { path: 'quality-logical-check/wf-list', element: <LogicalCheck />, handle: h({ title: 'quality.route.logical' }) },
      { path: 'quality-fee-tool/wf-list', element: <FeeTool />, handle: h({ title: 'quality.route.feeTool' }) },
    ],
  },
  planned: ['/measureBill'],
});
