import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo } from '../../api/auth';
import type { UserInfo } from '../../api/types';
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

/** Route meta roles: the admin role sees everything; otherwise any shared role passes. */
export function hasRouteAccess(user: Pick<UserInfo, 'roles' | 'isAdmin'>, roles: readonly string[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  if (isAdminUser(user)) return true;
  return roles.some((r) => user.roles.includes(r));
}
