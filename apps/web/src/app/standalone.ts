import { matchRoutes, type RouteObject } from 'react-router';
import { isExternal, normalisePath } from './menu';

/*
 * The pages that live in a window of their own (the manifests' `standalone` routes: sign-in,
 * the cockpit, the bare flow window), registered by the router once it is assembled.
 */
let standalone: RouteObject[] = [];

export function registerStandaloneRoutes(routes: RouteObject[]): void {
  standalone = routes;
}

export function isStandalonePath(pathname: string): boolean {
  return (matchRoutes(standalone, pathname)?.length ?? 0) > 0;
}

/**
 * Whether a menu opens a new browser tab: an outside address always; a menu set to 新窗口
 * (openType 3) only when its page is one of those windows of their own (the cockpit). A page
 * inside the shell (造价云, 清单计量) opens in the app: a second browser tab would load the
 * whole app again for nothing.
 */
export function opensNewWindow(openType: number | null | undefined, target: string): boolean {
  if (isExternal(target)) return true;
  if (openType !== 3) return false;
  const path = normalisePath(target);
  return path !== null && isStandalonePath(path.split(/[?#]/)[0]);
}
