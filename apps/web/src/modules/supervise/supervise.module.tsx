import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const ProjectInfo = lazyPage(() => import('./pages/ProjectInfoPage').then((m) => m.ProjectInfoPage));
const ProblemLedger = lazyPage(() => import('./pages/ProblemLedgerPage').then((m) => m.ProblemLedgerPage));
const ProjectCheck = lazyPage(() => import('./pages/ProjectCheckPage').then((m) => m.ProjectCheckPage));

/** Engineering supervision (spec 2 §2): projects, the problem ledger with its 监理通知单, JGJ 59 scoring; the other pages are not built yet. */
export const superviseModule = defineWebModule({
  name: 'supervise',
  routes: [
    { path: 'engineering-supervision/project-info', element: <ProjectInfo />, handle: h({ title: 'supervise.route.project' }) },
    { path: 'engineering-supervision/problem-ledger', element: <ProblemLedger />, handle: h({ title: 'supervise.route.problem' }) },
    { path: 'engineering-supervision/project-check', element: <ProjectCheck />, handle: h({ title: 'supervise.route.check' }) },
  ],
  planned: [
    '/engineering-supervision/portal',
    '/engineering-supervision/supervision-rule',
    '/engineering-supervision/company-check-register',
    '/engineering-supervision/project-seal-manange',
    '/engineering-supervision/fixed-assets',
  ],
});
