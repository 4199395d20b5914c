import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-meta';

/**
 * The web side of an area's module manifest: everything the shell needs to know about the area,
 * declared once in `modules/<area>/<area>.module.tsx` (or its `routes.tsx`) and listed once in
 * `modules/index.ts`. The router is built from that list; nothing else names an area's paths.
 */
export interface WebModule {
  /** Area name, unique over the app (e.g. 'sys', 'flow-admin', 'finance'). */
  name: string;
  /** Pages inside the shell layout (header, left nav, tabs); paths relative to '/'. */
  routes?: RouteObject[];
  /** Pages in a window of their own, outside the shell (sign-in, cockpit, bare flow window); absolute paths. */
  standalone?: RouteObject[];
  /**
   * Pages hung under a route of another module, by that route's `id` (e.g. 'main-page',
   * 'sys-manager'), so they inherit its title, roles and breadcrumb.
   */
  mount?: Record<string, RouteObject[]>;
  /**
   * Absolute path patterns (react-router syntax) of this area's menus whose page is not built
   * yet: they render the 建设中 placeholder inside the shell. Any path that no manifest declares
   * is the 404 page (unless the user's own menu points to it).
   */
  planned?: readonly string[];
  /**
   * Top-level paths of this module's routes that only the admin role opens (a menu that grants a
   * page still opens it, see hasRouteAccess). A redirect route passes the check to its target.
   */
  adminOnly?: readonly string[];
}

/** Declares an area's web manifest; checks what can be checked without the other modules. */
export function defineWebModule(module: WebModule): WebModule {
  if (!/^[a-z][a-z0-9-]*$/.test(module.name)) throw new Error(`web module name '${module.name}' must be kebab-case`);
  for (const p of module.planned ?? []) {
    if (!p.startsWith('/') || p.length < 2 || /[?#*]/.test(p)) throw new Error(`${module.name}: planned path '${p}' must be an absolute path pattern without query or '*'`);
  }
  return module;
}

/** Route meta helper: a typed `handle`. */
export const routeHandle = (handle: RouteHandle): RouteHandle => handle;

export interface AssembledRoutes {
  /** Routes outside the shell (absolute). */
  standalone: RouteObject[];
  /** Children of the shell layout (relative to '/'), planned placeholders included. */
  layout: RouteObject[];
}

/** Copies the route objects of a list (not elements) so mounting never changes a module's arrays. */
function cloneRoutes(list: readonly RouteObject[]): RouteObject[] {
  return list.map((r) => (r.children ? { ...r, children: cloneRoutes(r.children) } : { ...r })) as RouteObject[];
}

function indexById(list: readonly RouteObject[], into: Map<string, RouteObject>): Map<string, RouteObject> {
  for (const r of list) {
    if (r.id) {
      if (into.has(r.id)) throw new Error(`route id '${r.id}' is declared twice`);
      into.set(r.id, r);
    }
    if (r.children) indexById(r.children, into);
  }
  return into;
}

const isStaticContainer = (r: RouteObject) => Boolean(r.path && r.children && !/[:*]/.test(r.path));

/** Puts a planned route at the deepest static route whose path is a prefix, so it inherits that route's meta. */
function placePlanned(list: RouteObject[], rest: string, make: (path: string) => RouteObject): void {
  for (const r of list) {
    if (isStaticContainer(r) && rest.startsWith(`${r.path}/`)) {
      placePlanned(r.children!, rest.slice(r.path!.length + 1), make);
      return;
    }
  }
  list.push(make(rest));
}

/** The deepest route that a path reaches in the shell, or null when only a catch-all takes it. */
export function pageRouteOf(layout: RouteObject[], pathname: string): RouteObject | null {
  const matches = matchRoutes<RouteObject>([{ path: '/', children: layout }], pathname);
  const deepest = matches?.[matches.length - 1]?.route;
  if (!deepest || deepest.path === '/' || (deepest.handle as RouteHandle | undefined)?.catchAll) return null;
  return deepest;
}

/**
 * Builds the route tree from the list of modules: layout routes, routes mounted under another
 * module's route, admin-only areas, and planned paths (the placeholder element). Throws on a
 * duplicate module, an unknown mount id, an unknown admin area, or a planned path that a page
 * already serves (a built page must drop its planned entry).
 */
export function assembleModules(modules: readonly WebModule[], plannedElement: ReactElement): AssembledRoutes {
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`web module '${m.name}' is listed twice`);
    names.add(m.name);
  }

  const layout = cloneRoutes(modules.flatMap((m) => m.routes ?? []));
  // A mount may target a route that another mount brings (e.g. flow-admin's setting-flow under
  // sys-manager): mount what has a target, re-index, and repeat until nothing moves.
  let pending = modules.flatMap((m) => Object.entries(m.mount ?? {}).map(([id, children]) => ({ module: m.name, id, children })));
  while (pending.length > 0) {
    const byId = indexById(layout, new Map());
    const ready = pending.filter((p) => byId.has(p.id));
    if (ready.length === 0) throw new Error(`${pending[0].module}: no route with id '${pending[0].id}' to mount under`);
    for (const p of ready) {
      const target = byId.get(p.id)!;
      target.children = [...(target.children ?? []), ...cloneRoutes(p.children)];
    }
    pending = pending.filter((p) => !ready.includes(p));
  }
  indexById(layout, new Map()); // an id brought twice by mounts is refused here

  for (const m of modules) {
    for (const area of m.adminOnly ?? []) {
      const r = layout.find((x) => x.path === area);
      if (!r) throw new Error(`${m.name}: admin-only area '${area}' is not a top-level route`);
      const handle = (r.handle ?? {}) as RouteHandle;
      if (!handle.redirect) r.handle = { ...handle, roles: ['admin'] } satisfies RouteHandle;
    }
  }

  const planned = modules.flatMap((m) => (m.planned ?? []).map((path) => ({ module: m.name, path })));
  // Checked against the built pages before any planned route is added, so the check sees pages only.
  // A check of our own declarations: it runs in development and tests (module-routes.test), not in the
  // production start, where a matchRoutes per planned path (each one re-ranking every route) cost
  // the first page about half a second of main thread on a phone (issue 15, Lighthouse).
  if (import.meta.env.DEV) for (const p of planned) {
    if (pageRouteOf(layout, p.path)) throw new Error(`${p.module}: planned path '${p.path}' is already served by a page`);
  }
  const seen = new Set<string>();
  for (const p of planned) {
    if (seen.has(p.path)) throw new Error(`${p.module}: planned path '${p.path}' is declared twice`);
    seen.add(p.path);
    placePlanned(layout, p.path.slice(1), (path) => ({ path, element: plannedElement, handle: routeHandle({ planned: true }) }));
  }

  return { standalone: modules.flatMap((m) => m.standalone ?? []), layout };
}
