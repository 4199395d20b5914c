import type { MenuNode } from '../api/types';

/** Menu permission that opens the start-flow dialog instead of a route (spec §2.7). */
export const START_FLOW_PERMISSION = 'home:start:flow';
export const SYSTEM_PERMISSION = 'system';

/** '/a/b/' | 'a/b' → '/a/b'; external links and empty values give null. */
export function normalisePath(url: string | null | undefined): string | null {
  if (!url) return null;
  const u = url.trim();
  if (!u || u === '#') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return null;
  const withSlash = u.startsWith('/') ? u : `/${u}`;
  const [path] = withSlash.split(/[?#]/);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function menuTarget(node: MenuNode): string | null {
  return node.url || node.href || null;
}

export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Visible nodes only (buttons are permissions, not navigation), sorted. */
export function visibleMenu(nodes: MenuNode[] | undefined): MenuNode[] {
  return (nodes ?? [])
    .filter((n) => n.type !== 'Button')
    .slice()
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((n) => ({ ...n, children: visibleMenu(n.children) }));
}

export interface MenuHit {
  node: MenuNode;
  /** ancestors from the root, excluding the node */
  ancestors: MenuNode[];
}

/** The menu node whose url matches the path best (exact, else the longest prefix). */
export function findMenuByPath(nodes: MenuNode[] | undefined, pathname: string): MenuHit | null {
  let best: MenuHit | null = null;
  let bestLen = -1;
  const walk = (list: MenuNode[], ancestors: MenuNode[]) => {
    for (const n of list) {
      const p = normalisePath(menuTarget(n));
      if (p && p !== '/' && (pathname === p || pathname.startsWith(`${p}/`)) && p.length > bestLen) {
        best = { node: n, ancestors };
        bestLen = p.length;
      }
      if (n.children?.length) walk(n.children, [...ancestors, n]);
    }
  };
  walk(nodes ?? [], []);
  return best;
}

export function findMenu(nodes: MenuNode[] | undefined, predicate: (n: MenuNode) => boolean): MenuNode | null {
  for (const n of nodes ?? []) {
    if (predicate(n)) return n;
    const hit = findMenu(n.children, predicate);
    if (hit) return hit;
  }
  return null;
}
