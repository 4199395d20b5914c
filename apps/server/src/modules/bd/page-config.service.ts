import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ZPageConfigSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysPageConfig } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';
import { registryOf } from '../../platform/registry.js';

/*
 * Page configuration (sys_page_config): per page type a JSON document with forms, tableColumn,
 * url, extraParams and searchConditons that the generic list and form pages render from.
 */

export type TPageConfigSave = z.infer<typeof ZPageConfigSave>;

export const PAGE_CONFIG_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'page configurations are tenant configuration read by every page, not records of a data menu',
  fields: { type: sysPageConfig.type, name: sysPageConfig.name, createdDate: sysPageConfig.createdDate, updatedDate: sysPageConfig.updatedDate },
  defaultOrderBy: 'updatedDate',
  tieBreaker: sysPageConfig.id,
};

const columns = {
  id: sysPageConfig.id, type: sysPageConfig.type, name: sysPageConfig.name, content: sysPageConfig.content,
  version: sysPageConfig.version, updatedDate: sysPageConfig.updatedDate,
};

/** A page config derived from something else (online forms: `form:<code>`): a manifest's pageConfigSources, by type prefix. */
export type { PageConfigSource } from '../../platform/module.js';

export async function queryPageConfigs(tx: Db, req: TListRequest) {
  // A derived type answers from its source unless a stored row overrides it.
  const type = req.params?.type;
  const source = typeof type === 'string' ? registryOf(tx).pageConfigSource(type) : undefined;
  if (source) {
    const stored = await tx.select(columns).from(sysPageConfig).where(eq(sysPageConfig.type, type as string));
    if (stored.length) return { rows: stored, total: stored.length };
    const derived = await source(tx, type as string);
    return derived ? { rows: [{ ...derived, version: 1, updatedDate: null }], total: 1 } : { rows: [], total: 0 };
  }
  const q = await buildListQuery(PAGE_CONFIG_LIST, req);
  return pageWithTotal(tx, sysPageConfig, q, (n) => tx.select({ ...columns, [TOTAL_COLUMN]: n }).from(sysPageConfig)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

/** Creates (no id) or updates (id + version; stale → 409) a page configuration. */
export async function savePageConfig(tx: Db, input: TPageConfigSave) {
  if (!input.id) {
    const [row] = await tx.insert(sysPageConfig).values({ id: newId(), type: input.type, name: input.name ?? null, content: input.content })
      .returning(columns);
    return row;
  }
  if (input.version === undefined) throw badRequest('版本号不能为空');
  const row = await updateVersioned(tx, sysPageConfig, input.id, input.version, {
    type: input.type, content: input.content, ...(input.name !== undefined && { name: input.name }),
  });
  return { id: row.id, type: row.type, name: row.name, content: row.content, version: row.version, updatedDate: row.updatedDate };
}

export async function deletePageConfig(tx: Db, id: string): Promise<void> {
  const rows = await tx.delete(sysPageConfig).where(eq(sysPageConfig.id, id)).returning({ id: sysPageConfig.id });
  if (rows.length === 0) throw notFound('页面配置不存在');
}
