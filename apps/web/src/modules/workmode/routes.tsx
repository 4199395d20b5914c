import { Navigate, type RouteObject } from 'react-router';
import { defineWebModule, routeHandle as h } from '../../app/module';
import { WindowManagementPage } from './WindowManagementPage';
import { LeftColumnPage, NormalModePage, WorkModePage } from './ModePages';


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
