import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { lazyPage } from '../../app/lazy-page';

/*
 * Flow administration pages under /sys-manager (spec 3 §2): act-procdef, setting-flow with its
 * tabs, process-instance, process-task and the read-only chart viewer.
 */
const h = (handle: RouteHandle) => handle;
const title = (k: string) => h({ title: `flowAdmin.route.${k}` });

const Procdef = lazyPage(() => import('./ProcdefPage').then((m) => m.ProcdefPage));
const Instances = lazyPage(() => import('./ProcessInstancePage').then((m) => m.ProcessInstancePage));
const Tasks = lazyPage(() => import('./ProcessTaskPage').then((m) => m.ProcessTaskPage));
const Viewer = lazyPage(() => import('./FlowViewerPage').then((m) => m.FlowViewerPage));
const Setting = lazyPage(() => import('./setting/SettingFlowPage').then((m) => m.SettingFlowPage));
const SettingIndex = lazyPage(() => import('./setting/SettingFlowPage').then((m) => m.SettingFlowIndex));
const tabs = () => import('./setting/tabs');
const Base = lazyPage(() => tabs().then((m) => m.BaseSettingTab));
const Design = lazyPage(() => tabs().then((m) => m.FlowDesignTab));
const Steps = lazyPage(() => tabs().then((m) => m.FlowStepTab));
const Notice = lazyPage(() => tabs().then((m) => m.FlowNoticeTab));
const Expire = lazyPage(() => tabs().then((m) => m.ExpireNoticeTab));
const Advance = lazyPage(() => tabs().then((m) => m.AdvanceSettingTab));
const Pending = lazyPage(() => tabs().then((m) => m.FormPendingTab));
const FlowForm = lazyPage(() => import('../form-designer').then((m) => m.loadFlowFormTab()));

export const flowAdminRoutes: RouteObject[] = [
  { path: 'act-procdef', element: <Procdef />, handle: title('procdef') },
  { path: 'process-instance', element: <Instances />, handle: title('processInstance') },
  { path: 'process-task', element: <Tasks />, handle: title('processTask') },
  { path: 'dd-flow-design-viewer', element: <Viewer />, handle: title('viewer') },
  {
    path: 'setting-flow',
    element: <Setting />,
    handle: title('settingFlow'),
    children: [
      { index: true, element: <SettingIndex />, handle: h({ redirect: true }) },
      { path: 'f-base-setting', element: <Base />, handle: title('baseSetting') },
      { path: 'f-flow-design', element: <Design />, handle: title('flowDesign') },
      { path: 'f-flow-step', element: <Steps />, handle: title('flowStep') },
      { path: 'f-flow-notice', element: <Notice />, handle: title('flowNotice') },
      { path: 'f-flow-expire-notice', element: <Expire />, handle: title('expireNotice') },
      { path: 'f-advance-setting', element: <Advance />, handle: title('advanceSetting') },
      { path: 'f-form-manager', element: <FlowForm />, handle: title('formManager') },
      { path: 'f-flow-data', element: <Pending what="data" />, handle: title('flowData') },
      { path: 'f-leader-field', element: <Pending what="leader" />, handle: title('leaderField') },
    ],
  },
];
