import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const Cms = lazyPage(() => import('./ContentManagementPage').then((m) => m.ContentManagementPage));
const Site = lazyPage(() => import('./OfficialSitePage').then((m) => m.OfficialSitePage));

/** Content management (columns, articles) under the system manager and the main page (spec 3 §2), and the public site. */
export const cmsModule = defineWebModule({
  name: 'cms',
  standalone: [{ path: '/static/official-websites-page', element: <Site /> }],
  mount: {
    'sys-manager': [{ path: 'content-management', element: <Cms />, handle: h({ title: 'member.route.cms' }) }],
    'main-page': [{ path: 'content-management', element: <Cms />, handle: h({ title: 'member.route.cms' }) }],
  },
});
