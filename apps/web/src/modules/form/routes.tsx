import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { lazyPage } from '../../app/lazy-page';

const h = (handle: RouteHandle) => handle;
const WfList = lazyPage(() => import('./pages/WfListPage').then((m) => m.WfListPage));
const WfTree = lazyPage(() => import('./pages/WfTreeGridPage').then((m) => m.WfTreeGridPage));
const WfForm = lazyPage(() => import('./pages/WfFormPage').then((m) => m.WfFormPage));

/**
 * Online-form runtime pages (spec 1 §2.3, spec 3 sys-manager children): relative, so they mount
 * at the top level (menus link `/{formId}/wf-list`), under /main-page and under /sys-manager.
 */
export const formRuntimeRoutes: RouteObject[] = [
  { path: ':formId/wf-list', element: <WfList />, handle: h({ title: 'formRt.routeList' }) },
  { path: ':formId/wf-treegrid', element: <WfTree />, handle: h({ title: 'formRt.routeTree' }) },
  { path: ':formId/wf-form', element: <WfForm />, handle: h({ title: 'formRt.routeForm' }) },
];

/** /main-page/wf-form?formId=&id=&mode= (spec 1 §2.3 names wf-form without a form segment). */
export const mainPageFormRoutes: RouteObject[] = [
  ...formRuntimeRoutes,
  { path: 'wf-form', element: <WfForm />, handle: h({ title: 'formRt.routeForm' }) },
];
