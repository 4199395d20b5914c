import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pgTable, QueryBuilder, text } from 'drizzle-orm/pg-core';
import { addSelectedField, TOTAL_COLUMN } from '../list-query.js';

/*
 * The drizzle seam pageWithTotalOf stands on (addSelectedField): a field added to a built
 * select's own fields reaches its SQL. No database: the SQL is only built. If a drizzle upgrade
 * stops keeping the selection in `config.fields` until the SQL is built, this fails by name.
 */
const item = pgTable('seam_item', { id: text('id').primaryKey(), name: text('name') });
const owner = pgTable('seam_owner', { id: text('id').primaryKey(), itemId: text('item_id') });

describe('addSelectedField (drizzle select seam)', () => {
  it('adds the column to a partial select, joins included, and to its SQL', () => {
    const q = new QueryBuilder().select({ id: item.id, name: item.name, ownerId: owner.id })
      .from(item).leftJoin(owner, eq(owner.itemId, item.id)).where(eq(item.name, 'x')).limit(50);
    const before = q.toSQL().sql;
    expect(before).not.toContain('(select 42)');
    addSelectedField(q, TOTAL_COLUMN, sql<number>`(select 42)`);
    const after = q.toSQL().sql;
    // drizzle maps the row by position: the column is the last one selected.
    expect(after).toContain('"seam_owner"."id", (select 42) from');
    expect(after).toContain('left join "seam_owner"');
  });

  it('refuses a select without its own fields, or one that already has the column', () => {
    expect(() => addSelectedField(new QueryBuilder().select().from(item), TOTAL_COLUMN, sql`1`)).toThrow(/own fields/);
    const q = new QueryBuilder().select({ id: item.id }).from(item);
    addSelectedField(q, TOTAL_COLUMN, sql`1`);
    expect(() => addSelectedField(q, TOTAL_COLUMN, sql`1`)).toThrow(/own fields/);
    expect(() => addSelectedField(Promise.resolve([]), TOTAL_COLUMN, sql`1`)).toThrow(/own fields/);
  });
});
