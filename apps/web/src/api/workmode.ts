/** Work mode (spec 1 §2.6, §9): display mode, layout and the work-mode left column. */
import { DISPLAY_MODE_KEY, sessionApi, shellApi, STORAGE_KEYS, type DisplayMode, type TWorkModeState, type WorkModeLayout } from '@ecms/shared';
import { call } from './typed';
import type { MenuNode } from './types';

export type WorkModeState = TWorkModeState;

export async function fetchWorkMode(): Promise<WorkModeState> {
  return call(shellApi.getWorkMode);
}

/** The menus behind the left-column ids, in order; menus the user lost are left out by the server. */
export async function fetchWorkMenus(ids: string[]): Promise<MenuNode[]> {
  if (ids.length === 0) return [];
  const rows = (await call(shellApi.workMenu, { body: { ids } })) ?? [];
  return rows.map((m) => ({ ...m, type: 'Menu', children: [] }));
}

export async function saveDisplayMode(mode: DisplayMode): Promise<void> {
  await call(sessionApi.updateUserConfig, { body: { key: DISPLAY_MODE_KEY, value: mode } });
}

/** Saved only in work mode; the server refuses it in normal mode. */
export async function saveWorkModeLayout(layout: Partial<WorkModeLayout>): Promise<void> {
  await call(sessionApi.updateUserConfig, { body: { key: STORAGE_KEYS.WORK_MODE_LAYOUT, value: layout } });
}
