import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootGate } from './RootGate';
import { assembleModules, routeHandle as h } from './module';
import { WEB_MODULES } from '../modules';
import { PageError } from '../modules/exception/PageError';
import { CatchAll } from '../modules/exception/CatchAll';
import { Placeholder } from '../components/Placeholder';

/** The route tree, built from the module manifests (modules/index.ts). */
const { standalone, layout } = assembleModules(WEB_MODULES, <Placeholder />);

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
        children: [...layout, { path: '*', element: <CatchAll />, handle: h({ catchAll: true }) }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
