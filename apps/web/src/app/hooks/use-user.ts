import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo } from '../../api/auth';
import type { MenuNode, UserInfo } from '../../api/types';
import { useSession } from '../store/session';

export const USER_INFO_KEY = 'userInfo';

export function useUserInfo() {
  const token = useSession((s) => s.token);
  return useQuery<UserInfo>({
    queryKey: [USER_INFO_KEY, token],
    queryFn: () => fetchUserInfo(token as string),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user; only call below the auth guard, which waits for it. */
export function useCurrentUser(): UserInfo {
  const { data } = useUserInfo();
  if (!data) throw new Error('useCurrentUser used outside the auth guard');
  return data;
}

export function isAdminUser(user: Pick<UserInfo, 'roles' | 'isAdmin'>): boolean {
  return user.isAdmin || user.roles.includes('admin');
}

/** Whether the user's menu tree offers `pathname` (the menu itself, a page below it, or a parent of menus). */
export function menuOffers(menus: readonly MenuNode[] | undefined, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const m of menus ?? []) {
    const url = m.url?.replace(/\/+$/, '');
    if (url && (url === path || path.startsWith(`${url}/`) || url.startsWith(`${path}/`))) return true;
    if (menuOffers(m.children, path)) return true;
  }
  return false;
}

/**
 * Route meta roles: the admin role sees everything; otherwise any shared role passes. Routes
 * follow the same rights as menus: a page the user's menus grant (e.g. 用户管理 given to a
 * department manager) opens even where the route is meant for administrators.
 */
export function hasRouteAccess(
  user: Pick<UserInfo, 'roles' | 'isAdmin'> & { menuList?: MenuNode[] },
  roles: readonly string[] | undefined,
  pathname?: string,
): boolean {
  if (!roles || roles.length === 0) return true;
  if (isAdminUser(user)) return true;
  if (roles.some((r) => user.roles.includes(r))) return true;
  return pathname !== undefined && menuOffers(user.menuList, pathname);
}

/**
 * Whether the signed-in user holds a function right (administrators hold all). False while
 * the user is not known, so gated actions stay hidden rather than flash in.
 */
export function useHasPermission(permission: string | undefined): boolean {
  const { data } = useUserInfo();
  if (!permission) return Boolean(data);
  return Boolean(data && (isAdminUser(data) || data.permissions.includes(permission)));
}
