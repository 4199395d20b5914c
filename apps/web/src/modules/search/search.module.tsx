import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const GlobalSearchPage = lazyPage(() => import('./GlobalSearchPage').then((m) => m.GlobalSearchPage));

export const searchModule = defineWebModule({
  name: 'search',
  routes: [{ path: 'global-search', element: <GlobalSearchPage />, handle: h({ title: 'route.globalSearch' }) }],
});
