// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { FORM_CODE_RE } from '@ecms/shared';
import { routes } from '../router';
import { assembleModules, defineWebModule } from '../module';
import { normalisePath } from '../menu';
import type { RouteHandle } from '../route-meta';

interface SeedMenu { url?: string; href?: string; children?: SeedMenu[] }

/**
 * The menus the server seeds: every server module's `<area>.seed.ts` exports its menu tree as
 * `<AREA>_MENUS` (the manifests list them; the server's seed-result test pins the whole set).
 * The only place this test reads the server.
 */
const seedFiles = import.meta.glob<Record<string, unknown>>('../../../../server/src/modules/*/*.seed.ts', { eager: true });
function seededMenus(): readonly SeedMenu[] {
  return Object.values(seedFiles).flatMap((exports) => Object.entries(exports)
    .filter(([name]) => name.endsWith('_MENUS') && !name.endsWith('_DATA_MENUS'))
    .flatMap(([, menus]) => menus as SeedMenu[]));
}

/**
 * Menu URLs the server writes at run time for a published form (生成菜单 in the form manager,
 * server modules/form formPageUrl) and the record link of the global search (formRecordLink).
 */
function runtimeFormUrls(code: string): string[] {
  return [`/main-page/${code}/wf-list`, `/main-page/${code}/wf-treegrid`, `/main-page/${code}/wf-form?mode=view&id=r1`];
}

function menuUrls(list: readonly SeedMenu[]): string[] {
  return list.flatMap((m) => [...(m.url ? [m.url] : []), ...menuUrls(m.children ?? [])]);
}

type Resolution = { kind: 'page' | 'planned'; route: RouteObject; inShell: boolean } | { kind: 'none' };

function resolve(url: string, tree: RouteObject[] = routes): Resolution {
  const matches = matchRoutes(tree, normalisePath(url) ?? url);
  const deepest = matches?.[matches.length - 1]?.route;
  const handle = deepest?.handle as RouteHandle | undefined;
  if (!deepest || handle?.catchAll) return { kind: 'none' };
  return { kind: handle?.planned ? 'planned' : 'page', route: deepest, inShell: matches!.some((m) => m.route.path === '/') };
}

describe('every menu URL resolves to a web route', () => {
  const urls = [...new Set(menuUrls(seededMenus()))];

  it('each seeded menu URL is a page or a declared planned path', () => {
    expect(urls.length).toBeGreaterThan(100);
    const unresolved = urls.filter((u) => resolve(u).kind === 'none');
    expect(unresolved).toEqual([]);
  });

  it('a menu of a not-built area shows the placeholder inside the shell', () => {
    for (const url of ['/bonus-calculation', '/main-page/kpi-table', '/sys-manager/record']) {
      const r = resolve(url);
      expect(r).toMatchObject({ kind: 'planned', inShell: true });
    }
    // built pages stay pages
    for (const url of ['/sys-manager/user', '/main-page/toDoAll', '/consult/contract-database', '/main-page/supervise-log/wf-list', '/sys-manager/setting-flow/f-form-manager',
      '/administration-management/office-supplies-management/purchase-detail', '/main-page/personal-attendance']) {
      expect(resolve(url).kind).toBe('page');
    }
  });

  it('a planned path under the system manager keeps its admin-only meta', () => {
    const matches = matchRoutes(routes, '/sys-manager/club')!;
    const roles = matches.map((m) => (m.route.handle as RouteHandle | undefined)?.roles).filter(Boolean);
    expect(roles).toEqual([['admin']]);
  });

  it('menus made at run time for a published form resolve to the form pages', () => {
    const code = 'meeting_booking_2';
    expect(FORM_CODE_RE.test(code)).toBe(true);
    for (const url of runtimeFormUrls(code)) expect(resolve(url)).toMatchObject({ kind: 'page', inShell: true });
  });

  it('a path no manifest declares is the 404 page', () => {
    for (const url of ['/no/such/page', '/sys-manager/no-such-page', '/main-page/no-such-page', '/administration-management/no-such-page', '/user-center/nothing', '/b/whatever']) {
      expect(resolve(url).kind).toBe('none');
    }
  });
});

describe('assembleModules', () => {
  const el = <span />;
  const page = defineWebModule({ name: 'a', routes: [{ id: 'box', path: 'box', children: [{ path: 'one', element: el }] }] });

  it('mounts under a route id and places a planned path under its deepest static parent', () => {
    const { layout } = assembleModules([page, defineWebModule({ name: 'b', mount: { box: [{ path: 'two', element: el }] }, planned: ['/box/three'] })], el);
    expect(layout[0].children!.map((c) => c.path)).toEqual(['one', 'two', 'three']);
    // the module's own arrays are not changed
    expect(page.routes![0].children).toHaveLength(1);
  });

  it('mounts under a route that another mount brings, whatever the module order', () => {
    const inner = defineWebModule({ name: 'c', mount: { inner: [{ path: 'leaf', element: el }] } });
    const outer = defineWebModule({ name: 'b', mount: { box: [{ id: 'inner', path: 'in', children: [] }] } });
    const { layout } = assembleModules([inner, page, outer], el);
    expect(layout[0].children![1].children!.map((c) => c.path)).toEqual(['leaf']);
  });

  it('refuses a duplicate module, an unknown mount, a planned path that a page serves, a bad pattern', () => {
    expect(() => assembleModules([page, page], el)).toThrow(/listed twice/);
    expect(() => assembleModules([defineWebModule({ name: 'b', mount: { nope: [] } })], el)).toThrow(/no route with id 'nope'/);
    expect(() => assembleModules([page, defineWebModule({ name: 'b', planned: ['/box/one'] })], el)).toThrow(/already served by a page/);
    expect(() => defineWebModule({ name: 'b', planned: ['box/*'] })).toThrow(/absolute path pattern/);
  });

  it('admin-only areas get the admin role, redirects excepted', () => {
    const { layout } = assembleModules([defineWebModule({
      name: 'adm', adminOnly: ['x', 'go'],
      routes: [{ path: 'x', element: el, handle: { title: 't' } }, { path: 'go', element: el, handle: { redirect: true } }],
    })], el);
    expect(layout.map((r) => r.handle)).toEqual([{ title: 't', roles: ['admin'] }, { redirect: true }]);
  });
});
