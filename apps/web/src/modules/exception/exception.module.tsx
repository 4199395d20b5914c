import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';
import { RedirectPage } from './RedirectPage';

const NotFoundPage = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
const UnauthorizedPage = lazyPage(() => import('./NotFoundPage').then((m) => m.UnauthorizedPage));

/** 401 and 404 pages, and /redirect/* (reloads a tab by leaving and coming back). */
export const exceptionModule = defineWebModule({
  name: 'exception',
  standalone: [
    { path: '/401', element: <UnauthorizedPage /> },
    { path: '/404', element: <NotFoundPage /> },
  ],
  routes: [{ path: 'redirect/*', element: <RedirectPage />, handle: h({ redirect: true }) }],
});
