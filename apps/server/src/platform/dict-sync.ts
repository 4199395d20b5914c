import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bdDict } from '../db/schema/index.js';
import { newId } from './ids.js';
import type { DictItemSeed, DictSeed } from './module.js';

/**
 * Adds the declared dictionary items a company lacks, by (type, parent, value); items an
 * administrator changed or added are kept. Used by the start-up sync and by steps that provision
 * a company (a declared online form brings the dictionaries its fields use).
 */
export async function syncDictSeeds(tx: Db, tenantId: string, dicts: readonly DictSeed[]): Promise<void> {
  if (!dicts.length) return;
  const dictRows: (typeof bdDict.$inferInsert)[] = [];
  const existingDict = await tx.select({ id: bdDict.id, type: bdDict.type, parentId: bdDict.parentId, value: bdDict.value })
    .from(bdDict).where(eq(bdDict.tenantId, tenantId));
  const dictKey = (type: string, parentId: string | null, value: string) => `${type}\u0000${parentId ?? ''}\u0000${value}`;
  const dictIds = new Map(existingDict.map((d) => [dictKey(d.type, d.parentId, d.value), d.id]));
  for (const dict of dicts) {
    const put = (items: DictItemSeed[], parentId: string | null) => {
      items.forEach((item, i) => {
        const k = dictKey(dict.type, parentId, item.value);
        let id = dictIds.get(k);
        if (!id) {
          id = newId();
          dictIds.set(k, id);
          dictRows.push({ tenantId, id, type: dict.type, parentId, label: item.label, value: item.value, sort: (i + 1) * 10, ext: { ...item.ext, dictName: dict.name } });
        }
        if (item.children) put(item.children, id);
      });
    };
    put(dict.items, null);
  }
  for (let i = 0; i < dictRows.length; i += 500) await tx.insert(bdDict).values(dictRows.slice(i, i + 500));
}
