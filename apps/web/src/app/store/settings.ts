import { createStore, readJson, useStore, writeJson } from './create-store';
import { DEFAULT_THEME_COLOR } from '../theme';

export type SizeType = 'small' | 'middle' | 'large';
export type Lang = 'zh' | 'en' | 'es';

export interface Settings {
  themeColor: string;
  size: SizeType;
  lang: Lang;
  colorWeak: boolean;
}

/** Persisted in localStorage; kept on logout (spec §4: logout keeps the theme colour). */
export const SETTINGS_KEY = 'ecms_settings';
const SIDEBAR_COOKIE = 'sidebarStatus';

const defaults: Settings = {
  themeColor: DEFAULT_THEME_COLOR,
  size: 'middle',
  lang: 'zh',
  colorWeak: false,
};

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

export const settingsStore = createStore<Settings>(readJson(storage(), SETTINGS_KEY, defaults), (s) =>
  writeJson(storage(), SETTINGS_KEY, s),
);

export function useSettings<S>(selector: (s: Settings) => S): S {
  return useStore(settingsStore, selector);
}

export function applyColorWeak(on: boolean): void {
  document.documentElement.classList.toggle('color-weak', on);
}

/* ---------- sidebar (open/closed kept in a cookie, spec §9) ---------- */

function readSidebarCookie(): boolean {
  const m = /(?:^|;\s*)sidebarStatus=(\d)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return m ? m[1] === '1' : true;
}

export const sidebarStore = createStore<{ open: boolean; isMobile: boolean }>({ open: readSidebarCookie(), isMobile: false });

export function setSidebarOpen(open: boolean, persist = true): void {
  sidebarStore.set({ open });
  if (persist) document.cookie = `${SIDEBAR_COOKIE}=${open ? 1 : 0}; path=/; max-age=31536000; SameSite=Lax`;
}
