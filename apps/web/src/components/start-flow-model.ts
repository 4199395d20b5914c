/** Start-flow dialog model: search, favourites and grouping by category (dict process-left-group). */
import type { WfDefinitionItem } from '../api/wf-lists';

export interface FlowGroup {
  category: string;
  label: string;
  flows: WfDefinitionItem[];
}

/**
 * Definitions to show: the search matches name or key (case-insensitive); the favourites tab keeps
 * only favourite keys. Groups follow the dictionary's order, unknown categories last under "other".
 */
export function groupFlows(
  defs: readonly WfDefinitionItem[],
  categories: readonly { value: string; label: string }[],
  opts: { search?: string; favourites?: readonly string[] | null; otherLabel: string },
): FlowGroup[] {
  const q = opts.search?.trim().toLowerCase() ?? '';
  const fav = opts.favourites ? new Set(opts.favourites) : null;
  const shown = defs.filter((d) => (!q || d.name.toLowerCase().includes(q) || d.key.toLowerCase().includes(q)) && (!fav || fav.has(d.key)));
  const order = new Map(categories.map((c, i) => [c.value, i]));
  const groups = new Map<string, FlowGroup>();
  for (const d of shown) {
    const known = d.category && order.has(d.category) ? d.category : '';
    const g = groups.get(known) ?? { category: known, label: known ? categories[order.get(known)!].label : opts.otherLabel, flows: [] };
    g.flows.push(d);
    groups.set(known, g);
  }
  const rank = (c: string) => (c ? order.get(c)! : Number.MAX_SAFE_INTEGER);
  return [...groups.values()]
    .sort((a, b) => rank(a.category) - rank(b.category))
    .map((g) => ({ ...g, flows: [...g.flows].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh')) }));
}

/** Adds or removes one key, keeping the order the user chose them in. */
export function toggleFavourite(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
}
