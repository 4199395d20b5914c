import { Navigate, type RouteObject, useLocation } from 'react-router';
import { RequireAuth } from '../../app/guard';
import { defineWebModule } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';
import { FLOW_TABS } from './flow-tabs';

const FlowHandlePage = lazyPage(() => import('./FlowHandlePage').then((m) => m.FlowHandlePage));

/** /flowhandle → /flowhandle/flow-business with the same query (message links carry procInstId, taskId, name). */
function ToBusiness() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'flow-business', search }} replace />;
}

const tabRoutes: RouteObject[] = [
  { index: true, element: <ToBusiness />, handle: { redirect: true } },
  ...FLOW_TABS.map((path) => ({ path })),
];

/** Inside the shell (a tab of the home layout). */
export const flowHandleRoute: RouteObject = {
  path: 'flowhandle', element: <FlowHandlePage />, handle: { title: 'route.flowHandle' }, children: tabRoutes,
};

/** Blank-window variant: same content, no shell. */
export const flowHandle2Route: RouteObject = {
  path: '/flowhandle2',
  element: <RequireAuth><FlowHandlePage bare /></RequireAuth>,
  children: tabRoutes,
};

/** Flow handling: in a tab of the shell, or bare in a window of its own. */
export const flowModule = defineWebModule({
  name: 'flow',
  routes: [flowHandleRoute],
  standalone: [flowHandle2Route],
  // the full-window flow chart (spec 1 §2.1) and the main-page chart are not built yet
  planned: ['/full/flow-chart', '/main-page/flow-chart'],
});
