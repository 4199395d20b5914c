import { Navigate, type RouteObject } from 'react-router';
import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const WindowManagementPage = lazyPage(() => import('./WindowManagementPage').then((m) => m.WindowManagementPage));
const LeftColumnPage = lazyPage(() => import('./ModePages').then((m) => m.LeftColumnPage));
const NormalModePage = lazyPage(() => import('./ModePages').then((m) => m.NormalModePage));
const WorkModePage = lazyPage(() => import('./ModePages').then((m) => m.WorkModePage));


/** /window-management (spec 1 §2.6, spec 3 §2): redirects to left-column. */
export const windowManagementRoute: RouteObject = {
  path: 'window-management',
  element: <WindowManagementPage />,
  handle: h({ title: 'route.windowManagement' }),
  children: [
    { index: true, element: <Navigate to="/window-management/left-column" replace />, handle: h({ redirect: true }) },
    { path: 'left-column', element: <LeftColumnPage />, handle: h({ title: 'workMode.tab.left-column' }) },
    { path: 'normal-mode', element: <NormalModePage />, handle: h({ title: 'workMode.tab.normal-mode' }) },
    { path: 'work-mode', element: <WorkModePage />, handle: h({ title: 'workMode.tab.work-mode' }) },
  ],
};

export const workmodeModule = defineWebModule({ name: 'workmode', routes: [windowManagementRoute] });
