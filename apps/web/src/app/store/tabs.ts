import { createStore, useStore } from './create-store';

export interface TabItem {
  /** tab key: the addTab/name query when given, else the route path */
  key: string;
  /** full path including the query string, used to navigate back to the tab */
  fullPath: string;
  /** literal title (menu name, name query) */
  title: string;
  /** i18n key of the title when it comes from the route table */
  titleKey?: string;
  closable: boolean;
}

export const HOME_PATH = '/main-page';
export const HOME_TAB_KEY = HOME_PATH;
const TABS_KEY = 'ecms_tabs';

export function homeTab(): TabItem {
  return { key: HOME_TAB_KEY, fullPath: HOME_PATH, title: '', titleKey: 'route.home', closable: false };
}

/* ---------- pure operations (unit-tested) ---------- */

export function upsertTab(tabs: TabItem[], tab: TabItem): TabItem[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i === -1) return [...tabs, tab];
  const next = tabs.slice();
  next[i] = { ...tabs[i], fullPath: tab.fullPath, title: tab.title, titleKey: tab.titleKey };
  return next;
}

/**
 * Close one tab. Returns the new list and, when the closed tab was active, the tab to activate:
 * its left neighbour, else the last remaining tab, else null (go home).
 */
export function closeTab(tabs: TabItem[], key: string, activeKey: string): { tabs: TabItem[]; next: TabItem | null } {
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1 || !tabs[index].closable) return { tabs, next: null };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: rest, next: null };
  const next = rest[index - 1] ?? rest[rest.length - 1] ?? null;
  return { tabs: rest, next };
}

export function closeLeft(tabs: TabItem[], key: string): TabItem[] {
  const index = tabs.findIndex((t) => t.key === key);
  return tabs.filter((t, i) => i >= index || !t.closable);
}

export function closeRight(tabs: TabItem[], key: string): TabItem[] {
  const index = tabs.findIndex((t) => t.key === key);
  return tabs.filter((t, i) => i <= index || !t.closable);
}

export function closeOthers(tabs: TabItem[], key: string): TabItem[] {
  return tabs.filter((t) => t.key === key || !t.closable);
}

export function closeAll(tabs: TabItem[]): TabItem[] {
  return tabs.filter((t) => !t.closable);
}

/* ---------- store (persisted per browser tab in sessionStorage) ---------- */

interface TabsState {
  tabs: TabItem[];
  /** bumped to remount the active page ("重新加载") */
  reloadNonce: number;
  maximized: boolean;
}

function load(): TabItem[] {
  try {
    const raw = sessionStorage.getItem(TABS_KEY);
    const parsed = raw ? (JSON.parse(raw) as TabItem[]) : [];
    return Array.isArray(parsed) ? parsed.filter((t) => t && typeof t.key === 'string') : [];
  } catch {
    return [];
  }
}

export const tabsStore = createStore<TabsState>({ tabs: load(), reloadNonce: 0, maximized: false }, (s) => {
  try {
    sessionStorage.setItem(TABS_KEY, JSON.stringify(s.tabs));
  } catch {
    /* ignore */
  }
});

export function useTabs<S>(selector: (s: TabsState) => S): S {
  return useStore(tabsStore, selector);
}

export function resetTabs(): void {
  tabsStore.set({ tabs: [], maximized: false });
}
