import { defineWebModule, routeHandle as h } from '../../app/module';
import { GlobalSearchPage } from './GlobalSearchPage';

export const searchModule = defineWebModule({
  name: 'search',
  routes: [{ path: 'global-search', element: <GlobalSearchPage />, handle: h({ title: 'route.globalSearch' }) }],
});
