import { createBrowserRouter, type RouteObject } from 'react-router';
import { assembleModules } from './module';
import { catchAllRoute } from './catch-all';
import { registerStandaloneRoutes } from './standalone';
import { AntdLayout } from './antd-scope';
import { lazyPage } from './lazy-page';
import { WEB_MODULES } from '../modules';
import { LazyPlaceholder } from '../components/LazyPlaceholder';

// The entry carries no antd (issue 14): the shell gate and the error page load on use.
const RootGate = lazyPage(() => import('./RootGate').then((m) => m.RootGate), { areaTexts: false });
const PageError = lazyPage(() => import('../modules/exception/PageError').then((m) => m.PageError), { areaTexts: false });

/**
 * Pages built without antd (plain React and CSS): they stay outside antd's providers, so their
 * first load carries none of antd. Every other page is under AntdLayout.
 */
const LIGHT_PATHS = new Set(['/login', '/saasLogin']);

/** The route tree, built from the module manifests (modules/index.ts). */
const { standalone, layout } = assembleModules(WEB_MODULES, <LazyPlaceholder />);
registerStandaloneRoutes(standalone);

export const routes: RouteObject[] = [
  ...standalone.filter((r) => LIGHT_PATHS.has(r.path ?? '')),
  {
    element: <AntdLayout />,
    children: [
      ...standalone.filter((r) => !LIGHT_PATHS.has(r.path ?? '')),
      {
        path: '/',
        element: <RootGate />,
        errorElement: <PageError />,
        children: [
          {
            errorElement: <PageError />,
            // a path no manifest declares: 404, unless the user's own menu points to it (建设中)
            children: [...layout, catchAllRoute()],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
