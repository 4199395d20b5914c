import { defineWebModule, routeHandle as h } from '../../app/module';
import { NotFoundPage, UnauthorizedPage } from './NotFoundPage';
import { RedirectPage } from './RedirectPage';

/** 401 and 404 pages, and /redirect/* (reloads a tab by leaving and coming back). */
export const exceptionModule = defineWebModule({
  name: 'exception',
  standalone: [
    { path: '/401', element: <UnauthorizedPage /> },
    { path: '/404', element: <NotFoundPage /> },
  ],
  routes: [{ path: 'redirect/*', element: <RedirectPage />, handle: h({ redirect: true }) }],
});
