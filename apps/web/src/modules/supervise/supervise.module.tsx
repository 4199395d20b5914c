import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const ProjectInfo = lazyPage(() => import('./pages/ProjectInfoPage').then((m) => m.ProjectInfoPage));
const ProblemLedger = lazyPage(() => import('./pages/ProblemLedgerPage').then((m) => m.ProblemLedgerPage));
const ProjectCheck = lazyPage(() => import('./pages/ProjectCheckPage').then((m) => m.ProjectCheckPage));
const StopWork = lazyPage(() => import('./pages/StopWorkPage').then((m) => m.StopWorkPage));
const ResumeWork = lazyPage(() => import('./pages/ResumeWorkPage').then((m) => m.ResumeWorkPage));
const Hazard = lazyPage(() => import('./pages/HazardPage').then((m) => m.HazardPage));
const Rule = lazyPage(() => import('./pages/RulePage').then((m) => m.RulePage));

/** Engineering supervision (spec 2 §2): projects, the problem ledger with its 监理通知单, JGJ 59 scoring; the other pages are not built yet. */
export const superviseModule = defineWebModule({
  name: 'supervise',
  routes: [
    { path: 'engineering-supervision/project-info', element: <ProjectInfo />, handle: h({ title: 'supervise.route.project' }) },
    { path: 'engineering-supervision/problem-ledger', element: <ProblemLedger />, handle: h({ title: 'supervise.route.problem' }) },
    { path: 'engineering-supervision/project-check', element: <ProjectCheck />, handle: h({ title: 'supervise.route.check' }) },
    { path: 'engineering-supervision/stop-work', element: <StopWork />, handle: h({ title: 'safety.route.stop' }) },
    { path: 'engineering-supervision/resume-work', element: <ResumeWork />, handle: h({ title: 'safety.route.resume' }) },
    { path: 'engineering-supervision/hazard', element: <Hazard />, handle: h({ title: 'safety.route.hazard' }) },
    { path: 'engineering-supervision/supervision-rule', element: <Rule />, handle: h({ title: 'safety.route.rule' }) },
  ],
  planned: [
    '/engineering-supervision/portal',
    '/engineering-supervision/company-check-register',
    '/engineering-supervision/project-seal-manange',
    '/engineering-supervision/fixed-assets',
  ],
});
