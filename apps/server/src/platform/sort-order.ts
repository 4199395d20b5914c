import { and, asc, eq, getTableColumns, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from './errors.js';

/**
 * Drag ordering shared by every sortable list or tree (menus, roles, member levels,
 * dictionaries, ...): the dragged row takes a sort value between its new neighbours; when
 * the neighbours leave no gap, the whole sibling group is renumbered in steps of SORT_STEP.
 */

export const SORT_STEP = 10;

export interface SortItem {
  id: string;
  sort: number;
}

export interface Placement {
  /** The new sort value of the moved item. */
  sort: number;
  /** Set when the siblings had to be renumbered: every item (moved one included) with its new sort. */
  renumbered: SortItem[] | null;
}

/**
 * Where `sourceId` goes when dropped before/after `targetId`.
 * `siblings`: the target's group, the source excluded, in display order (sort, then id).
 */
export function placeRelative(siblings: SortItem[], sourceId: string, targetId: string, before: boolean, step = SORT_STEP): Placement {
  const others = siblings.filter((s) => s.id !== sourceId);
  const at = others.findIndex((s) => s.id === targetId);
  if (at < 0) throw new Error(`target ${targetId} is not among the siblings`);
  const insertAt = before ? at : at + 1;
  const prev = others[insertAt - 1];
  const next = others[insertAt];
  if (!prev && !next) return { sort: step, renumbered: null };
  if (!prev) return { sort: next.sort - step, renumbered: null };
  if (!next) return { sort: prev.sort + step, renumbered: null };
  if (next.sort - prev.sort >= 2) return { sort: Math.floor((prev.sort + next.sort) / 2), renumbered: null };
  // No room between the neighbours: renumber the group in display order.
  const order = [...others.slice(0, insertAt).map((s) => s.id), sourceId, ...others.slice(insertAt).map((s) => s.id)];
  const renumbered = sequence(order, step);
  return { sort: renumbered[insertAt].sort, renumbered };
}

/** Ids in display order → sort values step, 2·step, ... */
export function sequence(ids: string[], step = SORT_STEP): SortItem[] {
  return ids.map((id, i) => ({ id, sort: (i + 1) * step }));
}

/** An explicit order: {id, sort} pairs as given, or ids in display order. */
export function toSortItems(items: SortItem[] | string[], step = SORT_STEP): SortItem[] {
  return items.length && typeof items[0] === 'string' ? sequence(items as string[], step) : (items as SortItem[]);
}

type SortableTable = PgTable & { id: AnyPgColumn; sort: AnyPgColumn };

export interface MoveOptions {
  sourceId: string;
  targetId: string;
  before: boolean;
  /** Columns that form the sibling group (e.g. parentId): the source takes the target's values. */
  groupBy?: AnyPgColumn[];
  /** Extra condition every row of the table must meet (e.g. a dictionary type). */
  where?: SQL;
  step?: number;
}

export interface MoveResult {
  sort: number;
  /** The group values the source took, by property name (e.g. { parentId: '...' }). */
  group: Record<string, unknown>;
  renumbered: boolean;
}

/** Property name of a column in its table (Drizzle's update().set() wants those). */
function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}

/**
 * Moves `sourceId` before or after `targetId` inside the caller's transaction: the source joins
 * the target's group (groupBy columns) and gets the sort value between its new neighbours,
 * renumbering the group when they leave no gap. Validation of the move (e.g. cycles in a tree)
 * is the caller's job, done before.
 */
export async function moveRelative(tx: Db, table: SortableTable, opts: MoveOptions): Promise<MoveResult> {
  if (opts.sourceId === opts.targetId) throw badRequest('不能移动到自身位置');
  const groupBy = opts.groupBy ?? [];
  const groupProps = groupBy.map((c) => propertyOf(table, c));
  const pick: Record<string, AnyPgColumn> = { id: table.id, sort: table.sort };
  groupBy.forEach((c, i) => { pick[`g${i}`] = c; });
  const load = async (id: string) =>
    ((await tx.select(pick).from(table as PgTable).where(and(eq(table.id, id), opts.where))) as Record<string, unknown>[])[0];
  const target = await load(opts.targetId);
  if (!target) throw notFound('目标位置不存在或已被删除');
  const source = await load(opts.sourceId);
  if (!source) throw notFound('要移动的记录不存在或已被删除');

  const groupConds = groupBy.map((c, i) => (target[`g${i}`] == null ? isNull(c) : eq(c, target[`g${i}`] as never)));
  const siblings = (await tx.select({ id: table.id, sort: table.sort }).from(table as PgTable)
    .where(and(ne(table.id, opts.sourceId), opts.where, ...groupConds))
    .orderBy(asc(table.sort), asc(table.id))) as SortItem[];
  const placed = placeRelative(siblings, opts.sourceId, opts.targetId, opts.before, opts.step);

  const group: Record<string, unknown> = {};
  groupProps.forEach((p, i) => { group[p] = target[`g${i}`] ?? null; });
  await tx.update(table).set({ ...group, sort: placed.sort } as never).where(eq(table.id, opts.sourceId));
  if (placed.renumbered) await applySorts(tx, table, placed.renumbered.filter((s) => s.id !== opts.sourceId));
  return { sort: placed.sort, group, renumbered: !!placed.renumbered };
}

/** Saves explicit sort values (list reorder); ids not in the table are reported as 404. */
export async function applySorts(tx: Db, table: SortableTable, items: SortItem[], where?: SQL): Promise<number> {
  if (items.length === 0) return 0;
  const ids = [...new Set(items.map((s) => s.id))];
  if (ids.length !== items.length) throw badRequest('排序列表中有重复的记录');
  const found = (await tx.select({ id: table.id }).from(table as PgTable).where(and(inArray(table.id, ids), where))) as { id: string }[];
  if (found.length !== ids.length) throw notFound('排序列表中有记录不存在或已被删除');
  for (const s of items) await tx.update(table).set({ sort: s.sort } as never).where(eq(table.id, s.id));
  return items.length;
}
