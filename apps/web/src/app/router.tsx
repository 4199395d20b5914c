import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootGate } from './RootGate';
import { assembleModules } from './module';
import { catchAllRoute } from './catch-all';
import { registerStandaloneRoutes } from './standalone';
import { WEB_MODULES } from '../modules';
import { PageError } from '../modules/exception/PageError';
import { Placeholder } from '../components/Placeholder';

/** The route tree, built from the module manifests (modules/index.ts). */
const { standalone, layout } = assembleModules(WEB_MODULES, <Placeholder />);
registerStandaloneRoutes(standalone);

export const routes: RouteObject[] = [
  ...standalone,
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
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
