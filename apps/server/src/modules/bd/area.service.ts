import { and, asc, count, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ZAreaQuery, type ZAreaSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdArea } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { updateVersioned } from '../../platform/repository.js';
import { isUniqueViolation } from './bd-support.js';

/*
 * Administrative areas (bd_area): a tree kept with parent_id, parent_ids (comma-joined ancestor
 * ids, root first) and level (1 = province). Seeded with China's provincial-level divisions and
 * prefecture-level cities (db/seed/data/areas.ts).
 */

type AreaRow = typeof bdArea.$inferSelect;

export interface AreaNode {
  id: string;
  parentId: string | null;
  parentIds: string;
  name: string;
  code: string | null;
  level: number;
  sort: number;
  version: number;
  isLeaf: boolean;
  children?: AreaNode[];
}

export type TAreaQuery = z.infer<typeof ZAreaQuery>;

export type TAreaSave = z.infer<typeof ZAreaSave>;

const pathOf = (a: Pick<AreaRow, 'id' | 'parentIds'>): string => (a.parentIds ? `${a.parentIds},${a.id}` : a.id);

const columns = {
  id: bdArea.id, parentId: bdArea.parentId, parentIds: bdArea.parentIds, name: bdArea.name, code: bdArea.code,
  level: bdArea.level, sort: bdArea.sort, version: bdArea.version,
};
const ORDER = [asc(bdArea.sort), asc(bdArea.code), asc(bdArea.id)];

/**
 * POST /a/bd/area/queryTree. With parentId: that one level (lazy loading; '0' or '' means the
 * top). With a name: the matching areas with their ancestors. Otherwise the whole tree.
 */
export async function queryAreaTree(tx: Db, input: TAreaQuery): Promise<AreaNode[]> {
  const parentId = input.parentId ?? input.params?.parentId;
  const name = (input.name ?? input.params?.name ?? '').trim();
  if (parentId !== undefined && parentId !== null && !name) {
    const top = parentId === '' || parentId === '0';
    const rows = await tx.select(columns).from(bdArea).where(top ? isNull(bdArea.parentId) : eq(bdArea.parentId, parentId)).orderBy(...ORDER);
    const withKids = await parentsAmong(tx, rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, isLeaf: !withKids.has(r.id) }));
  }

  if (name) {
    const hits = await tx.select(columns).from(bdArea).where(like(bdArea.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)).limit(2000);
    const ancestorIds = [...new Set(hits.flatMap((h) => (h.parentIds ? h.parentIds.split(',') : [])))];
    const ancestors = ancestorIds.length ? await tx.select(columns).from(bdArea).where(inArray(bdArea.id, ancestorIds)) : [];
    const byId = new Map([...ancestors, ...hits].map((r) => [r.id, r]));
    const rows = [...byId.values()];
    // A matching area may have children that the filtered tree does not show: it is no leaf.
    const withKids = await parentsAmong(tx, hits.map((h) => h.id));
    return toTree(rows, withKids);
  }
  return toTree(await tx.select(columns).from(bdArea).orderBy(...ORDER));
}

/** Which of `ids` have at least one child. */
async function parentsAmong(tx: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.selectDistinct({ parentId: bdArea.parentId }).from(bdArea).where(inArray(bdArea.parentId, ids));
  return new Set(rows.map((r) => r.parentId).filter((p): p is string => p !== null));
}

function toTree(rows: Omit<AreaNode, 'isLeaf' | 'children'>[], withKids = new Set<string>()): AreaNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, isLeaf: !withKids.has(r.id) } as AreaNode]));
  const roots: AreaNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) {
      (parent.children ??= []).push(n);
      parent.isLeaf = false;
    } else {
      roots.push(n);
    }
  }
  const byOrder = (a: AreaNode, b: AreaNode) => a.sort - b.sort || (a.code ?? '').localeCompare(b.code ?? '') || a.id.localeCompare(b.id);
  const sortAll = (list: AreaNode[]) => {
    list.sort(byOrder);
    for (const n of list) if (n.children) sortAll(n.children);
  };
  sortAll(roots);
  return roots;
}

async function findArea(tx: Db, id: string): Promise<AreaRow> {
  const [row] = await tx.select().from(bdArea).where(eq(bdArea.id, id));
  if (!row) throw notFound('区域不存在');
  return row;
}

async function parentOf(tx: Db, parentId: string | null | undefined): Promise<AreaRow | null> {
  if (!parentId || parentId === '0') return null;
  const [p] = await tx.select().from(bdArea).where(eq(bdArea.id, parentId));
  if (!p) throw badRequest('上级区域不存在');
  return p;
}

async function assertCodeFree(tx: Db, code: string, exceptId?: string): Promise<void> {
  const [dup] = await tx.select({ id: bdArea.id }).from(bdArea)
    .where(and(eq(bdArea.code, code), exceptId ? ne(bdArea.id, exceptId) : undefined)).limit(1);
  if (dup) throw badRequest('区域编码已存在');
}

/** POST /a/bd/area: creates (no id) or updates (id + version; stale → 409), keeping parent_ids and level right. */
export async function saveArea(tx: Db, input: TAreaSave): Promise<AreaRow> {
  const code = input.code ? input.code : null;
  try {
    if (!input.id) {
      const parent = await parentOf(tx, input.parentId);
      if (code) await assertCodeFree(tx, code);
      let sort = input.sort;
      if (sort === undefined) {
        const [last] = await tx.select({ max: sql<number | null>`max(${bdArea.sort})` }).from(bdArea)
          .where(parent ? eq(bdArea.parentId, parent.id) : isNull(bdArea.parentId));
        sort = (Number(last?.max ?? 0) || 0) + 10;
      }
      const [row] = await tx.insert(bdArea).values({
        id: newId(), parentId: parent?.id ?? null, parentIds: parent ? pathOf(parent) : '', name: input.name, code,
        level: parent ? parent.level + 1 : 1, sort,
      }).returning();
      return row;
    }

    if (input.version === undefined) throw badRequest('版本号不能为空');
    const cur = await findArea(tx, input.id);
    const parent = input.parentId === undefined ? await parentOf(tx, cur.parentId) : await parentOf(tx, input.parentId);
    const newParentId = parent?.id ?? null;
    if (parent && (parent.id === cur.id || `,${pathOf(parent)},`.includes(`,${cur.id},`))) {
      throw badRequest('不能将区域移动到其自身或其下级区域之下');
    }
    if (code && code !== cur.code) await assertCodeFree(tx, code, cur.id);
    const parentIds = parent ? pathOf(parent) : '';
    const level = parent ? parent.level + 1 : 1;
    const row = await updateVersioned(tx, bdArea, cur.id, input.version, {
      name: input.name, parentId: newParentId, parentIds, level,
      ...(input.code !== undefined && { code }),
      ...(input.sort !== undefined && { sort: input.sort }),
    });
    if (newParentId !== cur.parentId) {
      // Re-root the subtree: every descendant's path starts with the old path of this area.
      const oldPath = pathOf(cur);
      const newPath = pathOf({ id: cur.id, parentIds });
      await tx.update(bdArea).set({
        parentIds: sql`${newPath}::text || substr(${bdArea.parentIds}, ${oldPath.length + 1}::int)`,
        level: sql`${bdArea.level} + ${level - cur.level}::int`,
      }).where(or(eq(bdArea.parentIds, oldPath), like(bdArea.parentIds, `${oldPath},%`)));
    }
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('区域编码已存在');
    throw err;
  }
}

/** DELETE /a/bd/area/{id}: refused while the area has children. */
export async function deleteArea(tx: Db, id: string): Promise<void> {
  const cur = await findArea(tx, id);
  const [{ n }] = await tx.select({ n: count() }).from(bdArea).where(eq(bdArea.parentId, cur.id));
  if (Number(n) > 0) throw badRequest('该区域存在下级区域，请先删除下级区域');
  await tx.delete(bdArea).where(eq(bdArea.id, cur.id));
}
