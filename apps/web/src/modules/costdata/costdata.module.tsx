import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const SubjectBook = lazyPage(() => import('./SubjectBookPage').then((m) => m.SubjectBookPage));
const Analysis = lazyPage(() => import('./AnalysisPage').then((m) => m.AnalysisPage));
const Book = lazyPage(() => import('./BookPage').then((m) => m.BookPage));
const CostData = lazyPage(() => import('./CostDataPage').then((m) => m.CostDataPage));
const CostFiles = lazyPage(() => import('./CostFilePage').then((m) => m.CostFilePage));
const CostFileDetail = lazyPage(() => import('./CostFilePage').then((m) => m.CostFileDetailPage));
const Industrial = lazyPage(() => import('./IndustrialPage').then((m) => m.IndustrialPage));

/** Project cost data (spec 3 §2, §7): the cost database (造价数据库), cost files, industry data, the indicator library (指标库), the analyses (造价分析) and the bill / norm books (清单定额库). */
export const costdataModule = defineWebModule({
  name: 'costdata',
  mount: {
    'main-page': [
      { path: 'cost-subject-book', element: <SubjectBook />, handle: h({ title: 'costdata.route.subject' }) },
      { path: 'cost-analysis', element: <Analysis />, handle: h({ title: 'costdata.route.analysis' }) },
      { path: 'cost-bill-book', element: <Book />, handle: h({ title: 'costdata.route.book' }) },
      { path: 'cost-data', element: <CostData />, handle: h({ title: 'costdata.route.data' }) },
      { path: 'cost-file-manage', element: <CostFiles />, handle: h({ title: 'costdata.route.file' }) },
      { path: 'cost-file-manage/edit-detailed', element: <CostFileDetail />, handle: h({ title: 'costdata.route.fileDetail' }) },
    ],
  },
  routes: [
    { path: 'industrial-page/cost-data', element: <Industrial />, handle: h({ title: 'costdata.route.industrial' }) },
  ],
});
