import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guard';
import { COCKPIT_PATH } from '../../app/cockpit';
import { defineWebModule } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';
import { COCKPIT_PAGES } from './cockpit-pages';

const CockpitLayout = lazyPage(() => import('./CockpitPages').then((m) => m.CockpitLayout));
const CockpitPlaceholder = lazyPage(() => import('./CockpitPages').then((m) => m.CockpitPlaceholder));

const cockpitRoutes: RouteObject[] = [
  {
    path: COCKPIT_PATH,
    element: (
      <RequireAuth>
        <CockpitLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={`${COCKPIT_PATH}/manage-cockpit`} replace /> },
      ...COCKPIT_PAGES.map((path) => ({ path, element: <CockpitPlaceholder page={path} /> })),
    ],
  },
];

/**
 * Pages of the shell in windows of their own: the management cockpit (the official website is
 * the CMS module's).
 * The industrial-internet link (spec 1 §6) and the personal user home are not built yet.
 */
export const shellModule = defineWebModule({
  name: 'shell',
  standalone: cockpitRoutes,
  planned: ['/industrial-page', '/personalUser/personal-user-main-page'],
});
