import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const MyTracksPage = lazyPage(() => import('./MyTracksPage').then((m) => m.MyTracksPage));
const Footprints = lazyPage(() => import('./FootprintManagementPage').then((m) => m.FootprintManagementPage));

/** Footprints: the user's own (home) and the administrator's overview (system manager). */
export const footmarkModule = defineWebModule({
  name: 'footmark',
  mount: {
    'main-page': [{ path: 'myTracks', element: <MyTracksPage />, handle: h({ title: 'route.myTracks' }) }],
    'sys-manager': [{ path: 'footprint-management', element: <Footprints />, handle: h({ title: 'sysRouteFootprint' }) }],
  },
});
