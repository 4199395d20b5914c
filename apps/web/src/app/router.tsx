import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootGate } from './RootGate';
import type { RouteHandle } from './route-meta';
import { LoginPage } from '../modules/login/pages/LoginPage';
import { ResetPasswordPage } from '../modules/login/pages/ResetPasswordPage';
import { QrConfirmPage } from '../modules/login/pages/QrConfirmPage';
import { CasPage } from '../modules/login/pages/CasPage';
import { MainPage } from '../modules/home/pages/MainPage';
import { NotFoundPage, UnauthorizedPage } from '../modules/exception/NotFoundPage';
import { RedirectPage } from '../modules/exception/RedirectPage';
import { PageError } from '../modules/exception/PageError';
import { CatchAll } from '../modules/exception/CatchAll';
import { Placeholder } from '../components/Placeholder';
import { sysManagerRoutes, userCenterRoutes } from '../modules/sys/routes';
import { GlobalSearchPage } from '../modules/search/GlobalSearchPage';
import { MyTracksPage } from '../modules/footmark/MyTracksPage';
import { MessagePage } from '../modules/notice/pages/MessagePage';
import { flowHandle2Route, flowHandleRoute } from '../modules/flow/routes';
import { WorkListPage } from '../modules/home/pages/WorkListPage';
import { windowManagementRoute } from '../modules/workmode/routes';
import { cockpitRoutes } from '../modules/shell/CockpitPages';
import { contractRoutes } from '../modules/contract/routes';
import { formDesignerRoutes } from '../modules/form-designer/routes';
import { formRuntimeRoutes, mainPageFormRoutes } from '../modules/form/routes';
import { excelRoutes } from '../modules/excel/routes';

const h = (handle: RouteHandle) => handle;

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage variant="default" /> },
  { path: '/saasLogin', element: <LoginPage variant="saas" /> },
  { path: '/login/reset-password', element: <ResetPasswordPage /> },
  { path: '/login/qr-confirm', element: <QrConfirmPage /> },
  { path: '/cas', element: <CasPage /> },
  { path: '/401', element: <UnauthorizedPage /> },
  { path: '/404', element: <NotFoundPage /> },
  flowHandle2Route,
  ...cockpitRoutes,
  {
    path: '/',
    element: <RootGate />,
    errorElement: <PageError />,
    children: [
      {
        errorElement: <PageError />,
        children: [
          { index: true, element: <Navigate to="/main-page" replace />, handle: h({ redirect: true }) },
          { path: 'home', element: <Navigate to="/main-page" replace />, handle: h({ redirect: true }) },
          {
            path: 'main-page',
            children: [
              { index: true, element: <MainPage />, handle: h({ title: 'route.home', hideBreadcrumb: true }) },
              { path: 'myTracks', element: <MyTracksPage />, handle: h({ title: 'route.myTracks' }) },
              { path: 'messagePage', element: <MessagePage />, handle: h({ title: 'route.messagePage' }) },
              { path: 'personInfo', element: <Placeholder />, handle: h({ title: 'route.personInfo' }) },
              { path: 'toDoAll', element: <WorkListPage key="todo" list="todo" />, handle: h({ title: 'route.todo' }) },
              { path: 'haveDoneAll', element: <WorkListPage key="done" list="done" />, handle: h({ title: 'route.done' }) },
              { path: 'copy-all-list', element: <WorkListPage key="copies" list="copies" />, handle: h({ title: 'route.copies' }) },
              { path: 'finish', element: <WorkListPage key="finish" list="finish" />, handle: h({ title: 'route.finish' }) },
              { path: 'myApplicationAll', element: <WorkListPage key="mine" list="mine" />, handle: h({ title: 'route.myApplications' }) },
              { path: 'my-business-all', element: <WorkListPage key="business" list="business" />, handle: h({ title: 'route.myBusiness' }) },
              { path: 'my-focus-all', element: <WorkListPage key="focus" list="focus" />, handle: h({ title: 'route.myFocus' }) },
              ...mainPageFormRoutes,
              { path: '*', element: <CatchAll />, handle: h({ catchAll: true }) },
            ],
          },
          flowHandleRoute,
          windowManagementRoute,
          { path: 'global-search', element: <GlobalSearchPage />, handle: h({ title: 'route.globalSearch' }) },
          ...contractRoutes,
          ...formDesignerRoutes,
          ...formRuntimeRoutes,
          ...excelRoutes,
          { path: 'superAdmin', element: <Navigate to="/sys-manager" replace />, handle: h({ redirect: true }) },
          { path: 'sys-manager', handle: h({ title: 'route.sysManager', roles: ['admin'] }), children: [...sysManagerRoutes, ...formRuntimeRoutes] },
          { path: 'user-center', handle: h({ title: 'route.userCenter' }), children: userCenterRoutes('/user-center') },
          { path: 'user-center-admin', handle: h({ title: 'route.userCenter', roles: ['admin'] }), children: userCenterRoutes('/user-center-admin') },
          { path: 'redirect/*', element: <RedirectPage />, handle: h({ redirect: true }) },
          { path: '*', element: <CatchAll />, handle: h({ catchAll: true }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
