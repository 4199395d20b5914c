import { and, asc, count, eq, getTableColumns, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type TDictAdminNode, ZDictCode, type ZDictCreate, type ZDictMove, type ZDictUpdate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { buildListQuery, pageWithTotal, TOTAL_COLUMN, type TListRequest, type UnscopedListEntity } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';
import { newId } from '../../platform/ids.js';
import { moveRelative } from '../../platform/sort-order.js';
import { registryOf } from '../../platform/registry.js';
import { isUniqueViolation, TenantCache } from './bd-support.js';

/*
 * Dictionaries (bd_dict): items grouped by `type` (the dictionary code); `parent_id` makes tree
 * dictionaries; `ext.dictName` carries the dictionary's name on every item. Reads go through a
 * per-instance cache (tenant + code → all items of the dictionary) that every write drops.
 */

type DictRow = typeof bdDict.$inferSelect;

/** One dictionary item as the client's selects and trees read it. */
export interface DictOption {
  id: string;
  label: string;
  value: string;
  text: string;
  enabled: boolean;
  disabled: boolean;
  sort: number;
  parentId: string | null;
  extValues: Record<string, unknown>;
  children?: DictOption[];
}

export interface DictCatalogueNode {
  id: string;
  label: string;
  value: string;
  text: string;
  type: 'group' | 'dict';
  isTree?: boolean;
  count?: number;
  children?: DictCatalogueNode[];
}

/** The dictionary cache of one app instance (tenant + code → the dictionary's items). */
export class DictCache extends TenantCache<DictOption[] | DictCatalogueNode[]> {}

/** Dictionaries the modules ship (registry order: the catalogue's) and which of them are trees (maybe no nested item yet). */
function shipped(tx: Db): { treeCodes: Set<string>; order: Map<string, number> } {
  const dicts = registryOf(tx).dicts;
  return { treeCodes: new Set(dicts.filter((d) => d.tree).map((d) => d.type)), order: new Map(dicts.map((d, i) => [d.type, i])) };
}

const CATALOGUE_KEY = '\u0000catalogue';
/** Most codes one POST /share/bd/dict/queryList may ask for. */
export const MAX_CODES_PER_QUERY = 100;

// Input schemas: the contracts' (packages/shared contracts/bd.ts).
export type TDictCreate = z.infer<typeof ZDictCreate>;
export type TDictUpdate = z.infer<typeof ZDictUpdate>;

// ---------------------------------------------------------------------------
// Reads (cached)
// ---------------------------------------------------------------------------

function toOption(r: Pick<DictRow, 'id' | 'label' | 'value' | 'enabled' | 'sort' | 'parentId' | 'ext'>): DictOption {
  return {
    id: r.id, label: r.label, value: r.value, text: r.label, enabled: r.enabled, disabled: !r.enabled,
    sort: r.sort, parentId: r.parentId, extValues: { ...(r.ext ?? {}) },
  };
}

/** Every item of one dictionary (enabled or not), in sort order; cached. */
async function dictItems(tx: Db, cache: DictCache, tenantId: string, code: string): Promise<DictOption[]> {
  return (await cache.getOrLoad(tenantId, code, async () => {
    const rows = await tx.select({
      id: bdDict.id, label: bdDict.label, value: bdDict.value, enabled: bdDict.enabled, sort: bdDict.sort,
      parentId: bdDict.parentId, ext: bdDict.ext,
    }).from(bdDict).where(eq(bdDict.type, code)).orderBy(asc(bdDict.sort), asc(bdDict.value), asc(bdDict.id));
    return rows.map(toOption);
  })) as DictOption[];
}

const copy = (o: DictOption): DictOption => ({ ...o, extValues: { ...o.extValues } });

/** The enabled first-level items of a dictionary (a plain dictionary's whole list). */
export async function dictOptions(tx: Db, cache: DictCache, tenantId: string, code: string): Promise<DictOption[]> {
  return (await dictItems(tx, cache, tenantId, code)).filter((o) => o.parentId === null && o.enabled).map(copy);
}

/** One item by value (first level first, then any level; disabled items too, for old records). */
export async function dictItem(tx: Db, cache: DictCache, tenantId: string, code: string, value: string): Promise<DictOption> {
  const items = await dictItems(tx, cache, tenantId, code);
  const hit = items.find((o) => o.parentId === null && o.value === value) ?? items.find((o) => o.value === value);
  if (!hit) throw notFound('字典项不存在');
  return copy(hit);
}

/**
 * Items as a tree; each node's extValues.fullText joins the labels from the root ('办公费/办公用品').
 * `onlyEnabled` drops disabled items together with everything below them.
 */
function buildTree(items: DictOption[], onlyEnabled: boolean): DictOption[] {
  const nodes = new Map(items.map((o) => [o.id, copy(o)]));
  const kids = new Map<string | null, DictOption[]>();
  for (const o of nodes.values()) {
    // An item whose parent is gone is shown at the top rather than lost.
    const parent = o.parentId !== null && nodes.has(o.parentId) ? o.parentId : null;
    const list = kids.get(parent) ?? [];
    list.push(o);
    kids.set(parent, list);
  }
  const seen = new Set<string>();
  const attach = (parent: string | null, path: string): DictOption[] => {
    const out: DictOption[] = [];
    for (const o of kids.get(parent) ?? []) {
      if ((onlyEnabled && !o.enabled) || seen.has(o.id)) continue;
      seen.add(o.id);
      o.extValues.fullText = path ? `${path}/${o.label}` : o.label;
      const children = attach(o.id, o.extValues.fullText as string);
      if (children.length) o.children = children;
      out.push(o);
    }
    return out;
  };
  return attach(null, '');
}

export async function dictTree(tx: Db, cache: DictCache, tenantId: string, code: string): Promise<DictOption[]> {
  return buildTree(await dictItems(tx, cache, tenantId, code), true);
}

/** Several dictionaries at once: code → enabled first-level options. */
export async function dictOptionMap(tx: Db, cache: DictCache, tenantId: string, codes: string[]): Promise<Record<string, DictOption[]>> {
  const out: Record<string, DictOption[]> = {};
  for (const code of codes) out[code] = await dictOptions(tx, cache, tenantId, code);
  return out;
}

/**
 * The codes asked for by POST /share/bd/dict/queryList: params.types (array or comma list) or
 * params.type; the same keys at the top level of the body are accepted too.
 */
export function requestedCodes(body: { params?: Record<string, unknown>; types?: unknown; type?: unknown }): string[] {
  const raw = body.params?.types ?? body.params?.type ?? body.types ?? body.type;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const codes = [...new Set(list.map((c) => (typeof c === 'string' ? c.trim() : '')).filter(Boolean))];
  if (codes.length === 0) throw badRequest('请指定字典编码');
  if (codes.length > MAX_CODES_PER_QUERY) throw badRequest(`一次最多查询${MAX_CODES_PER_QUERY}个字典`);
  for (const c of codes) {
    const r = ZDictCode.safeParse(c);
    if (!r.success) throw badRequest(`字典编码不正确：${c.slice(0, 64)}`);
  }
  return codes;
}

/**
 * The dictionary catalogue (GET /b/kind/tree1): two groups, plain dictionaries and tree
 * dictionaries, each listing the codes with their names (ext.dictName) and item counts.
 * A dictionary is a tree one when the platform ships it as a tree, any item has a parent, or an
 * item was created with ext.tree (a new tree dictionary whose first item is at the top).
 */
export async function dictCatalogue(tx: Db, cache: DictCache, tenantId: string): Promise<DictCatalogueNode[]> {
  return (await cache.getOrLoad(tenantId, CATALOGUE_KEY, async () => {
    const rows = await tx.select({
      type: bdDict.type,
      name: sql<string | null>`max(${bdDict.ext}->>'dictName')`,
      // a dictionary created as a tree (ext.tree) is one before its first nested item
      nested: sql<boolean>`bool_or(${bdDict.parentId} is not null or ${bdDict.ext}->>'tree' = 'true')`,
      count: count(),
    }).from(bdDict).groupBy(bdDict.type);
    const { treeCodes: SEED_TREE_CODES, order: SEED_ORDER } = shipped(tx);
    rows.sort((a, b) => (SEED_ORDER.get(a.type) ?? 1e9) - (SEED_ORDER.get(b.type) ?? 1e9) || a.type.localeCompare(b.type));
    const plain: DictCatalogueNode[] = [];
    const tree: DictCatalogueNode[] = [];
    for (const r of rows) {
      const isTree = SEED_TREE_CODES.has(r.type) || !!r.nested;
      const name = r.name || r.type;
      (isTree ? tree : plain).push({ id: r.type, label: name, value: r.type, text: `${name}（${r.type}）`, type: 'dict', isTree, count: Number(r.count) });
    }
    return [
      { id: 'dict', label: '普通字典', value: 'dict', text: '普通字典', type: 'group', count: plain.length, children: plain },
      { id: 'treedict', label: '层级字典', value: 'treedict', text: '层级字典', type: 'group', count: tree.length, children: tree },
    ];
  })) as DictCatalogueNode[];
}

// ---------------------------------------------------------------------------
// Administration
// ---------------------------------------------------------------------------

export const DICT_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'dictionaries are tenant configuration, not records of a data menu',
  fields: {
    type: bdDict.type, label: bdDict.label, value: bdDict.value, enabled: bdDict.enabled, parentId: bdDict.parentId,
    sort: bdDict.sort, remark: bdDict.remark, dictName: sql`${bdDict.ext}->>'dictName'`, createdDate: bdDict.createdDate, updatedDate: bdDict.updatedDate,
  },
  defaultOrderBy: 'sort',
  defaultOrder: 'asc',
  tieBreaker: bdDict.id,
};

const withDictName = (r: DictRow) => ({ ...r, dictName: typeof r.ext?.dictName === 'string' ? r.ext.dictName : null });

/** Admin list: the list DSL; a bare `label` or `value` searches by "contains". */
export async function queryDictList(tx: Db, req: TListRequest) {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.params ?? {})) params[k === 'label' || k === 'value' ? `${k}$like` : k] = v;
  const q = await buildListQuery(DICT_LIST, { ...req, params });
  const { rows, total } = await pageWithTotal(tx, bdDict, q, (n) => tx.select({ ...getTableColumns(bdDict), [TOTAL_COLUMN]: n })
    .from(bdDict).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map(withDictName), total };
}

/** Admin tree of one dictionary, disabled items included. */
export async function queryDictTree(tx: Db, code: string, label?: string): Promise<TDictAdminNode[]> {
  const rows = await tx.select().from(bdDict).where(eq(bdDict.type, code)).orderBy(asc(bdDict.sort), asc(bdDict.value), asc(bdDict.id));
  // buildTree copies each item with its own fields: the remark and version ride along.
  const tree = buildTree(rows.map((r) => ({ ...toOption(r), remark: r.remark, version: r.version }) as DictOption), false) as TDictAdminNode[];
  const needle = label?.trim();
  if (!needle) return tree;
  // Keep matching nodes with their ancestors (and everything below a match).
  const prune = (nodes: TDictAdminNode[]): TDictAdminNode[] => nodes.flatMap((n) => {
    if (n.label.includes(needle)) return [n];
    const children = prune(n.children ?? []);
    return children.length ? [{ ...n, children }] : [];
  });
  return prune(tree);
}

async function findDict(tx: Db, id: string): Promise<DictRow> {
  const [row] = await tx.select().from(bdDict).where(eq(bdDict.id, id));
  if (!row) throw notFound('字典项不存在');
  return row;
}

async function assertValueFree(tx: Db, type: string, parentId: string | null, value: string, exceptId?: string): Promise<void> {
  const conds: SQL[] = [eq(bdDict.type, type), eq(bdDict.value, value), parentId === null ? isNull(bdDict.parentId) : eq(bdDict.parentId, parentId)];
  if (exceptId) conds.push(ne(bdDict.id, exceptId));
  const [dup] = await tx.select({ id: bdDict.id }).from(bdDict).where(and(...conds)).limit(1);
  if (dup) throw badRequest('字典值已存在');
}

/** The parent must be an item of the same dictionary, and (when moving `selfId`) not itself or below it. */
async function assertParent(tx: Db, type: string, parentId: string, selfId?: string): Promise<void> {
  const [parent] = await tx.select({ id: bdDict.id, type: bdDict.type }).from(bdDict).where(eq(bdDict.id, parentId));
  if (!parent || parent.type !== type) throw badRequest('上级字典项不存在');
  if (!selfId) return;
  const seen = new Set<string>();
  for (let cur: string | null = parentId; cur && !seen.has(cur); ) {
    if (cur === selfId) throw badRequest('不能将字典项移动到其自身或其下级之下');
    seen.add(cur);
    const [row] = await tx.select({ parentId: bdDict.parentId }).from(bdDict).where(eq(bdDict.id, cur));
    cur = row?.parentId ?? null;
  }
}

async function dictNameOf(tx: Db, type: string): Promise<string | undefined> {
  const [row] = await tx.select({ name: sql<string | null>`${bdDict.ext}->>'dictName'` }).from(bdDict)
    .where(and(eq(bdDict.type, type), sql`${bdDict.ext}->>'dictName' is not null`)).limit(1);
  return row?.name ?? undefined;
}

const uniqueGuard = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('字典值已存在');
    throw err;
  }
};

/** Creates an item (POST /a/bd/dict/save); with id and version it updates instead. */
export async function createDict(tx: Db, input: TDictCreate) {
  if (input.id) {
    if (input.version === undefined) throw badRequest('版本号不能为空');
    return updateDict(tx, { ...input, id: input.id, version: input.version });
  }
  const parentId = input.parentId || null;
  if (parentId) await assertParent(tx, input.type, parentId);
  await assertValueFree(tx, input.type, parentId, input.value);
  const dictName = input.dictName || (await dictNameOf(tx, input.type)) || input.type;
  let sort = input.sort;
  if (sort === undefined) {
    const [last] = await tx.select({ max: sql<number | null>`max(${bdDict.sort})` }).from(bdDict)
      .where(and(eq(bdDict.type, input.type), parentId === null ? isNull(bdDict.parentId) : eq(bdDict.parentId, parentId)));
    sort = (Number(last?.max ?? 0) || 0) + 10;
  }
  const [row] = await uniqueGuard(() => tx.insert(bdDict).values({
    id: newId(), type: input.type, parentId, label: input.label, value: input.value, sort,
    enabled: input.enabled ?? true, ext: { ...(input.ext ?? {}), dictName }, remark: input.remark ?? null,
  }).returning());
  return withDictName(row);
}

/** Updates an item (PUT /a/bd/dict); a stale version answers 409. */
export async function updateDict(tx: Db, input: TDictUpdate) {
  const cur = await findDict(tx, input.id);
  if (input.type !== undefined && input.type !== cur.type) throw badRequest('字典类型不能修改');
  const parentId = input.parentId === undefined ? cur.parentId : input.parentId || null;
  if (parentId !== cur.parentId && parentId) await assertParent(tx, cur.type, parentId, cur.id);
  const value = input.value ?? cur.value;
  if (value !== cur.value || parentId !== cur.parentId) await assertValueFree(tx, cur.type, parentId, value, cur.id);
  const dictName = input.dictName || (typeof cur.ext?.dictName === 'string' ? cur.ext.dictName : undefined) || cur.type;
  const ext = input.ext !== undefined || input.dictName ? { ...(input.ext ?? cur.ext ?? {}), dictName } : undefined;
  const row = await uniqueGuard(() => updateVersioned(tx, bdDict, cur.id, input.version, {
    parentId, value,
    ...(input.label !== undefined && { label: input.label }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.enabled !== undefined && { enabled: input.enabled }),
    ...(ext && { ext }),
    ...(input.remark !== undefined && { remark: input.remark }),
  }));
  return withDictName(row);
}

/** Deletes an item that has no children. */
export async function deleteDict(tx: Db, id: string): Promise<void> {
  const cur = await findDict(tx, id);
  const [{ n }] = await tx.select({ n: count() }).from(bdDict).where(eq(bdDict.parentId, cur.id));
  if (Number(n) > 0) throw badRequest('该字典项存在下级字典项，请先删除下级');
  await tx.delete(bdDict).where(eq(bdDict.id, cur.id));
}

export type TDictMove = z.infer<typeof ZDictMove>;

/**
 * Drag ordering in a tree dictionary (PUT /a/bd/treedict/updateSort): the source goes before or
 * after the target (joining the target's parent) or becomes the target's last child. Both must be
 * items of the same dictionary; a move under itself or its own descendants is refused, and the
 * value must stay unique among the new siblings.
 */
export async function moveDict(tx: Db, input: TDictMove) {
  if (input.sourceId === input.targetId) throw badRequest('不能移动到自身位置');
  const source = await findDict(tx, input.sourceId);
  const [target] = await tx.select().from(bdDict).where(eq(bdDict.id, input.targetId));
  if (!target || target.type !== source.type) throw notFound('目标字典项不存在或已被删除');
  const parentId = input.position === 'inside' ? target.id : target.parentId;
  if (parentId) await assertParent(tx, source.type, parentId, source.id);
  if (parentId !== source.parentId) await assertValueFree(tx, source.type, parentId, source.value, source.id);
  if (input.position !== 'inside') {
    return moveRelative(tx, bdDict, {
      sourceId: source.id, targetId: target.id, before: input.position === 'before',
      groupBy: [bdDict.parentId], where: eq(bdDict.type, source.type),
    });
  }
  const [last] = await tx.select({ max: sql<number | null>`max(${bdDict.sort})` }).from(bdDict)
    .where(and(eq(bdDict.type, source.type), eq(bdDict.parentId, target.id), ne(bdDict.id, source.id)));
  const sort = (Number(last?.max ?? 0) || 0) + 10;
  await tx.update(bdDict).set({ parentId: target.id, sort }).where(eq(bdDict.id, source.id));
  return { sort, group: { parentId: target.id }, renumbered: false };
}
