import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bdDict } from '../../db/schema/index.js';
import { allDepts, enabledUsers } from '../directory.js';
import type { Lookups } from './convert.js';
import type { ImportColumn } from './targets.js';

/*
 * What the converters look labels up in: dictionaries by label (or value), people by name or
 * login name, departments by name or path. Loaded once per import, only for the column types
 * the target has, inside the importing transaction (so the tenant's rows only).
 */
export async function loadLookups(tx: Db, columns: ImportColumn[]): Promise<Lookups> {
  const dictCodes = [...new Set(columns.filter((c) => c.dictCode && (c.type === 'select' || c.type === 'multiSelect')).map((c) => c.dictCode!))];
  const dicts = new Map<string, Map<string, { value: string; label: string }>>();
  if (dictCodes.length) {
    const rows = await tx.select({ type: bdDict.type, label: bdDict.label, value: bdDict.value })
      .from(bdDict).where(inArray(bdDict.type, dictCodes)).orderBy(bdDict.sort);
    for (const r of rows) {
      const m = dicts.get(r.type) ?? new Map<string, { value: string; label: string }>();
      // Labels win over values when a label equals another item's value.
      if (!m.has(r.value)) m.set(r.value, { value: r.value, label: r.label });
      m.set(r.label, { value: r.value, label: r.label });
      dicts.set(r.type, m);
    }
  }

  const people = new Map<string, string | 'ambiguous'>();
  if (columns.some((c) => c.type === 'person')) {
    const rows = await enabledUsers(tx);
    for (const r of rows) people.set(r.name, people.has(r.name) ? 'ambiguous' : r.id);
    // A login name is unique and beats a name.
    for (const r of rows) people.set(r.loginName, r.id);
  }

  const depts = new Map<string, string | 'ambiguous'>();
  if (columns.some((c) => c.type === 'dept')) {
    const rows = await allDepts(tx);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pathOf = (id: string): string => {
      const parts: string[] = [];
      const seen = new Set<string>();
      for (let cur = byId.get(id); cur && !seen.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
        seen.add(cur.id);
        parts.unshift(cur.name);
      }
      return parts.join('/');
    };
    for (const r of rows) depts.set(r.name, depts.has(r.name) ? 'ambiguous' : r.id);
    for (const r of rows) {
      const full = pathOf(r.id);
      depts.set(full, r.id);
      // Paths below the root also match ("工程部/一组" as well as "总公司/工程部/一组").
      const parts = full.split('/');
      for (let i = 1; i < parts.length - 1; i++) {
        const tail = parts.slice(i).join('/');
        depts.set(tail, depts.has(tail) && depts.get(tail) !== r.id ? 'ambiguous' : r.id);
      }
    }
  }

  return {
    dict: (code) => dicts.get(code),
    person: (t) => people.get(t.trim()),
    dept: (t) => depts.get(t.trim().replace(/\s*[/／>＞]\s*/g, '/')),
  };
}
