import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { MenuNode } from '../api/types';
import { findMenuByPath, normalisePath, menuTarget, visibleMenu } from './menu';
import { ROUTE_TITLES } from './known-routes';
import { HOME_PATH, HOME_TAB_KEY } from './store/tabs';
import { useUserInfo } from './hooks/use-user';
import { usePageTitleOf } from './store/page-title';

/** Meta carried by route objects (`handle`). */
export interface RouteHandle {
  /** i18n key of the page title */
  title?: string;
  /** role codes allowed; admin sees all */
  roles?: string[];
  hideBreadcrumb?: boolean;
  /** the catch-all route: placeholder when the user's menu points here, else 404 */
  catchAll?: boolean;
  /** a path a manifest declares as planned (its page is not built yet): the 建设中 placeholder */
  planned?: boolean;
  /** a route that only redirects (never becomes a tab) */
  redirect?: boolean;
  /**
   * one part of a page whose menu opens it (switched inside the page): the tab keeps the menu's
   * name (综合授权), the breadcrumb still ends with the part (功能权限)
   */
  menuTitle?: boolean;
}

/** A text that is either literal or an i18n key. */
export interface Label {
  text?: string;
  key?: string;
}

export interface LocationMeta {
  tabKey: string;
  fullPath: string;
  title: Label;
  crumbs: { label: Label; path?: string }[];
  hideBreadcrumb: boolean;
  roles: string[] | undefined;
  /** false → the catch-all should answer 404 (no manifest declares the path and no menu points to it) */
  known: boolean;
  /** the route only redirects */
  redirect: boolean;
  menuNode: MenuNode | null;
}

function lastSegment(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] ?? '');
}

/** Pure description of a location: tab key and title, breadcrumb, roles (unit-tested). */
export function describeLocation(
  pathname: string,
  search: string,
  menu: MenuNode[],
  handles: RouteHandle[],
): LocationMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const q = new URLSearchParams(search);
  const addTab = q.get('addTab');
  const name = q.get('name');
  let tabKey = path === HOME_PATH ? HOME_TAB_KEY : path;
  if (addTab !== null) {
    tabKey = addTab && addTab !== 'true' && addTab !== '1' ? addTab : name || path;
  } else if (name) {
    tabKey = name;
  }

  const rawHit = findMenuByPath(menu, path);
  // the home entry only matches itself, never as a parent of other /main-page pages
  const hit = rawHit && normalisePath(menuTarget(rawHit.node)) === HOME_PATH && path !== HOME_PATH ? null : rawHit;
  const exact = hit && normalisePath(menuTarget(hit.node)) === path ? hit : null;
  const deepest = handles[handles.length - 1];
  const handleTitle = [...handles].reverse().find((h) => h.title)?.title;

  let title: Label;
  if (name) title = { text: name };
  else if (exact) title = { text: exact.node.name };
  else if (hit && handles.some((h) => h.menuTitle)) {
    title = { text: hit.node.name };
    // its parts share the menu's one tab
    if (addTab === null) tabKey = normalisePath(menuTarget(hit.node)) ?? tabKey;
  }
  else if (ROUTE_TITLES[path]) title = { key: ROUTE_TITLES[path] };
  else if (handleTitle && !deepest?.catchAll) title = { key: handleTitle };
  else if (hit) title = { text: hit.node.name };
  else title = { text: lastSegment(path) || path };

  const crumbs: LocationMeta['crumbs'] = [];
  if (hit) {
    for (const a of hit.ancestors) crumbs.push({ label: { text: a.name } });
    crumbs.push({ label: { text: hit.node.name }, path: normalisePath(menuTarget(hit.node)) ?? undefined });
    if (!exact) crumbs.push({ label: title.text === hit.node.name && handleTitle ? { key: handleTitle } : title });
  } else {
    for (const h of handles) if (h.title && !h.catchAll) crumbs.push({ label: { key: h.title } });
    if (crumbs.length === 0 || name) crumbs.push({ label: title });
  }

  const roles = [...handles].reverse().find((h) => h.roles)?.roles;
  const known = !deepest?.catchAll || Boolean(hit);
  return {
    tabKey,
    fullPath: `${path}${search}`,
    title,
    crumbs,
    hideBreadcrumb: path === HOME_PATH || handles.some((h) => h.hideBreadcrumb),
    roles,
    known,
    redirect: handles.some((h) => h.redirect),
    menuNode: hit?.node ?? null,
  };
}

export function useVisibleMenu(): MenuNode[] {
  const { data } = useUserInfo();
  return useMemo(() => visibleMenu(data?.menuList), [data?.menuList]);
}

export function useLocationMeta(): LocationMeta {
  const location = useLocation();
  const matches = useMatches();
  const menu = useVisibleMenu();
  // useMatches() gives a new array on every render; key the memo on the handles' content instead
  const handleSig = JSON.stringify(matches.map((m) => m.handle ?? null).filter(Boolean));
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const pageTitle = usePageTitleOf(`${location.pathname}${location.search}`);
  return useMemo(
    () => withPageTitle(describeLocation(location.pathname, location.search, menu, JSON.parse(handleSig) as RouteHandle[]), pageTitle, path),
    [location.pathname, location.search, menu, handleSig, pageTitle, path],
  );
}

/**
 * The name a page reported (usePageTitle) replaces the route's generic title, in the tab and at
 * the end of the breadcrumb; a title given by the menu itself or by ?name= stays.
 */
export function withPageTitle(meta: LocationMeta, pageTitle: string | undefined, path: string): LocationMeta {
  if (!pageTitle || !meta.title.key) return meta;
  const exactMenu = meta.menuNode && normalisePath(menuTarget(meta.menuNode)) === path;
  if (exactMenu) return meta;
  const title = { text: pageTitle };
  const crumbs = meta.crumbs.slice();
  const last = crumbs[crumbs.length - 1];
  if (last && last.label.key === meta.title.key) crumbs[crumbs.length - 1] = { ...last, label: title };
  else crumbs.push({ label: title });
  return { ...meta, title, crumbs };
}
