import { Navigate, type RouteObject } from 'react-router';
import { useLocationMeta } from './route-meta';
import { LazyPlaceholder as Placeholder } from '../components/LazyPlaceholder';

/**
 * A path that no module manifest declares: the 建设中 placeholder when the user's own menu points
 * to it (a menu made by hand in 菜单管理), else the 404 page.
 */
export function CatchAll() {
  const meta = useLocationMeta();
  if (!meta.known) return <Navigate to="/404" replace />;
  return <Placeholder />;
}

/** The catch-all child of a route: the shell root, /main-page, /sys-manager, the user centres. */
export const catchAllRoute = (): RouteObject => ({ path: '*', element: <CatchAll />, handle: { catchAll: true } });
