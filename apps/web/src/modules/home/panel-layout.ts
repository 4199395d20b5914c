/**
 * Home panel layout (spec 3 §2 panel management, §3 panel layout entry): 8 slots in 2 columns,
 * saved per user as ecms_panelManagement_layout. An entry is { title, code, morePath }; an empty
 * slot is null. The common-functions and workflow blocks are fixed and not part of the slots.
 */
export const PANEL_SLOTS = 8;
export const PANEL_COLUMNS = 2;

export type PanelCode = 'todo' | 'done' | 'mine' | 'reminders' | 'bonus' | 'copies' | 'focus';

export interface PanelEntry {
  title: string;
  code: PanelCode;
  morePath: string;
}

export type PanelLayout = (PanelEntry | null)[];

/** Selectable blocks, in the order the dialog lists them (titles are i18n keys). */
export const PANEL_CATALOGUE: readonly PanelEntry[] = [
  { code: 'todo', title: 'panel.blocks.todo', morePath: '/main-page/toDoAll' },
  { code: 'done', title: 'panel.blocks.done', morePath: '/main-page/haveDoneAll' },
  { code: 'mine', title: 'panel.blocks.mine', morePath: '/main-page/myApplicationAll' },
  { code: 'reminders', title: 'panel.blocks.reminders', morePath: '/main-page/messagePage' },
  { code: 'bonus', title: 'panel.blocks.bonus', morePath: '' },
  { code: 'copies', title: 'panel.blocks.copies', morePath: '/main-page/copy-all-list' },
  { code: 'focus', title: 'panel.blocks.focus', morePath: '/main-page/my-focus-all' },
];

const byCode = new Map(PANEL_CATALOGUE.map((p) => [p.code, p]));

/** Home functions default (spec §9: to-do, done, my applications) plus reminders. */
export const DEFAULT_PANEL_LAYOUT: PanelLayout = pad([byCode.get('todo')!, byCode.get('done')!, byCode.get('mine')!, byCode.get('reminders')!]);

function pad(entries: PanelLayout): PanelLayout {
  return [...entries, ...Array<null>(PANEL_SLOTS).fill(null)].slice(0, PANEL_SLOTS);
}

/**
 * A saved layout as the page can use it: exactly 8 slots, known codes only (titles and paths from
 * the catalogue, so a renamed route follows), no block twice. Anything unreadable → the default.
 */
export function normaliseLayout(saved: unknown): PanelLayout {
  let raw = saved;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return DEFAULT_PANEL_LAYOUT;
    }
  }
  if (!Array.isArray(raw)) return DEFAULT_PANEL_LAYOUT;
  const seen = new Set<string>();
  const slots = raw.slice(0, PANEL_SLOTS).map((e): PanelEntry | null => {
    const code = e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
    const entry = typeof code === 'string' ? byCode.get(code as PanelCode) : undefined;
    if (!entry || seen.has(entry.code)) return null;
    seen.add(entry.code);
    return entry;
  });
  return pad(slots);
}

/** Puts a block into a slot (the first empty one when none is given); a block already placed moves there. */
export function placeBlock(layout: PanelLayout, code: PanelCode, slot?: number): PanelLayout {
  const entry = byCode.get(code);
  if (!entry) return layout;
  const next = [...layout];
  const from = next.findIndex((e) => e?.code === code);
  const target = slot ?? next.findIndex((e) => e === null);
  if (target < 0 || target >= PANEL_SLOTS) return layout;
  if (from >= 0) next[from] = next[target] ?? null; // swap with what was there
  next[target] = entry;
  return next;
}

export function removeBlock(layout: PanelLayout, slot: number): PanelLayout {
  return layout.map((e, i) => (i === slot ? null : e));
}

/** Rows of two for the page: a row whose two slots are empty is left out. */
export function layoutRows(layout: PanelLayout): [PanelEntry | null, PanelEntry | null][] {
  const rows: [PanelEntry | null, PanelEntry | null][] = [];
  for (let i = 0; i < PANEL_SLOTS; i += PANEL_COLUMNS) {
    const row: [PanelEntry | null, PanelEntry | null] = [layout[i] ?? null, layout[i + 1] ?? null];
    if (row[0] || row[1]) rows.push(row);
  }
  return rows;
}
