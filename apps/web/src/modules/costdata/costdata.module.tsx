import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const SubjectBook = lazyPage(() => import('./SubjectBookPage').then((m) => m.SubjectBookPage));
const Analysis = lazyPage(() => import('./AnalysisPage').then((m) => m.AnalysisPage));
const Book = lazyPage(() => import('./BookPage').then((m) => m.BookPage));

/** Project cost data (spec 3 §2, §7): the indicator library (指标库), the analyses (造价分析) and the bill / norm books (清单定额库); the cost database and file pages are not built yet. */
export const costdataModule = defineWebModule({
  name: 'costdata',
  mount: {
    'main-page': [
      { path: 'cost-subject-book', element: <SubjectBook />, handle: h({ title: 'costdata.route.subject' }) },
      { path: 'cost-analysis', element: <Analysis />, handle: h({ title: 'costdata.route.analysis' }) },
      { path: 'cost-bill-book', element: <Book />, handle: h({ title: 'costdata.route.book' }) },
    ],
  },
  planned: [
    '/main-page/cost-data',
    '/main-page/cost-file-manage',
    '/main-page/cost-file-manage/edit-detailed',
    '/industrial-page/cost-data',
  ],
});
