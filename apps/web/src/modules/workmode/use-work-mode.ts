import { useQuery } from '@tanstack/react-query';
import { DISPLAY_MODE } from '@ecms/shared';
import { fetchWorkMenus, fetchWorkMode } from '../../api/workmode';
import type { MenuNode } from '../../api/types';
import { useSession } from '../../app/store/session';

export const WORK_MODE_KEY = 'workMode';

/** The signed-in user's display mode and work-mode layout (re-read after every sign-in: keyed by token). */
export function useWorkMode() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [WORK_MODE_KEY, token],
    queryFn: fetchWorkMode,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

/**
 * The menus of the work-mode left column, or null when the shell shows the normal menu
 * (normal mode, the column switched off, or nothing chosen yet).
 */
export function useWorkLeftNav(): MenuNode[] | null {
  const wm = useWorkMode();
  const layout = wm.data?.layout;
  const ids = wm.data?.mode === DISPLAY_MODE.WORK && layout?.showleftNav ? layout.leftNav : [];
  const menus = useQuery({
    queryKey: [WORK_MODE_KEY, 'menus', ids],
    queryFn: () => fetchWorkMenus(ids),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
  return ids.length > 0 && menus.data ? menus.data : null;
}
