import type { Footmark } from '../../api/footmark';

/** How many shortcuts the common-functions block shows. */
export const COMMON_FUNCTIONS_MAX = 8;

/**
 * Common functions, recent first (work-mode option 3): one entry per page, in the order last
 * visited. Left out: the home page, entries without a URL, and visits to one record (a flow
 * page, a business id): those are documents, not functions.
 */
export function recentFunctions(marks: readonly Footmark[], max = COMMON_FUNCTIONS_MAX): { url: string; menuName: string }[] {
  const sorted = [...marks].sort((a, b) => new Date(b.createdDate).getTime() - new Date(a.createdDate).getTime());
  const seen = new Set<string>();
  const out: { url: string; menuName: string }[] = [];
  for (const m of sorted) {
    const url = m.url?.split('?')[0];
    if (!url || url === '/main-page' || url === '/' || seen.has(url) || !m.menuName) continue;
    if (m.businessId || url.startsWith('/flowhandle')) continue;
    seen.add(url);
    out.push({ url: m.url!, menuName: m.menuName });
    if (out.length >= max) break;
  }
  return out;
}
