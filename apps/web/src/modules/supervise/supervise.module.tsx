import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const ProjectInfo = lazyPage(() => import('./pages/ProjectInfoPage').then((m) => m.ProjectInfoPage));
const ProblemLedger = lazyPage(() => import('./pages/ProblemLedgerPage').then((m) => m.ProblemLedgerPage));
const Patrols = lazyPage(() => import('./pages/RecordsPage').then((m) => m.PatrolRecordsPage));
const SideStations = lazyPage(() => import('./pages/RecordsPage').then((m) => m.SideStationRecordsPage));
const DailyLog = lazyPage(() => import('./pages/DailyLogPage').then((m) => m.DailyLogPage));
const Portal = lazyPage(() => import('./pages/PortalPage').then((m) => m.PortalPage));
const StopWork = lazyPage(() => import('./pages/StopWorkPage').then((m) => m.StopWorkPage));
const ResumeWork = lazyPage(() => import('./pages/ResumeWorkPage').then((m) => m.ResumeWorkPage));
const Hazard = lazyPage(() => import('./pages/HazardPage').then((m) => m.HazardPage));
const Rule = lazyPage(() => import('./pages/RulePage').then((m) => m.RulePage));
const CheckRegister = lazyPage(() => import('./pages/check/CheckRegisterPage').then((m) => m.CheckRegisterPage));
const Ledger = lazyPage(() => import('./pages/SupLedgerPage').then((m) => m.SupLedgerPage));

/** Engineering supervision (spec 2 §2): projects, the problem ledger with its 监理通知单, JGJ 59 scoring, records, daily log, portal, stop-work and resume, hazardous works, rules, the ledgers; company checks (check register). */
export const superviseModule = defineWebModule({
  name: 'supervise',
  routes: [
    { path: 'engineering-supervision/project-info', element: <ProjectInfo />, handle: h({ title: 'supervise.route.project' }) },
    { path: 'engineering-supervision/problem-ledger', element: <ProblemLedger />, handle: h({ title: 'supervise.route.problem' }) },
    // 项目检查 (pms): the check register stores its checks, tables and scores (the same page as the company checks).
    { path: 'engineering-supervision/project-check', element: <CheckRegister scope="pms" />, handle: h({ title: 'supervise.route.check' }) },
    // Records part: the seeded menus point at the generic list route of these form codes; these pages answer them.
    { path: 'main-page/supervise-patrol/wf-list', element: <Patrols />, handle: h({ title: 'supRecords.route.patrol' }) },
    { path: 'main-page/supervise-side-station/wf-list', element: <SideStations />, handle: h({ title: 'supRecords.route.side' }) },
    { path: 'main-page/supervise-log/wf-list', element: <DailyLog />, handle: h({ title: 'supRecords.route.log' }) },
    { path: 'engineering-supervision/portal', element: <Portal />, handle: h({ title: 'supRecords.route.portal' }) },
    { path: 'engineering-supervision/stop-work', element: <StopWork />, handle: h({ title: 'safety.route.stop' }) },
    { path: 'engineering-supervision/resume-work', element: <ResumeWork />, handle: h({ title: 'safety.route.resume' }) },
    { path: 'engineering-supervision/hazard', element: <Hazard />, handle: h({ title: 'safety.route.hazard' }) },
    { path: 'engineering-supervision/supervision-rule', element: <Rule />, handle: h({ title: 'safety.route.rule' }) },
    // The ledgers: one page driven by the kind's declaration, at the seeded menus' addresses.
    { path: 'main-page/supervise-qualifier/wf-list', element: <Ledger kind="qualifier" />, handle: h({ title: 'supLedger.route.qualifier' }) },
    { path: 'main-page/supervise-machine/wf-list', element: <Ledger kind="machine" />, handle: h({ title: 'supLedger.route.machine' }) },
    { path: 'main-page/supervise-instrument/wf-list', element: <Ledger kind="instrument" />, handle: h({ title: 'supLedger.route.instrument' }) },
    { path: 'main-page/supervise-exit-plan/wf-list', element: <Ledger kind="exitPlan" />, handle: h({ title: 'supLedger.route.exitPlan' }) },
    { path: 'main-page/supervise-ready-work/wf-list', element: <Ledger kind="readyWork" />, handle: h({ title: 'supLedger.route.readyWork' }) },
    { path: 'engineering-supervision/project-seal-manange', element: <Ledger kind="seal" />, handle: h({ title: 'supLedger.route.seal' }) },
    { path: 'engineering-supervision/company-check-register', element: <CheckRegister scope="cms" />, handle: h({ title: 'supCheck.route.company' }) },
    { path: 'engineering-supervision/fixed-assets', element: <Ledger kind="fixedAssets" />, handle: h({ title: 'supLedger.route.fixedAssets' }) },
  ],
});
