import { pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildListQuery, type UnscopedListEntity } from '../list-query.js';

/* A list under a parent (a project's decisions): the key is required, checked first, and always in the WHERE. */
const child = pgTable('child', { id: text('id'), projectId: text('project_id'), name: text('name') });
const LIST: UnscopedListEntity = {
  scope: 'none', reason: 'test',
  parent: { column: child.projectId, param: 'projectId', missing: '请先选择工程' },
  fields: { name: child.name },
};
const dialect = new PgDialect();

describe('a list with a required parent', () => {
  it('refuses a request without the parent key, before any check', async () => {
    let checked = 0;
    await expect(buildListQuery(LIST, { params: { name$like: 'x' } }, { parent: async () => { checked++; } }))
      .rejects.toMatchObject({ status: 400, message: '请先选择工程' });
    expect(checked).toBe(0);
  });

  it('checks the parent (as `projectId` or `projectId$eq`) and filters by it; a failed check stops the list', async () => {
    for (const params of [{ projectId: 'p1' }, { projectId$eq: 'p1', name$like: 'x' }]) {
      const seen: string[] = [];
      const q = await buildListQuery(LIST, { params }, { parent: async (k) => { seen.push(k); } });
      expect(seen).toEqual(['p1']);
      const where = dialect.sqlToQuery(q.where!);
      expect(where.sql).toContain('"child"."project_id" = $1');
      expect(where.params[0]).toBe('p1');
    }
    await expect(buildListQuery(LIST, { params: { projectId: 'p2' } }, { parent: async () => { throw new Error('不可见'); } }))
      .rejects.toThrow('不可见');
  });

  it('is a programming error to build it without the parent check', async () => {
    await expect(buildListQuery(LIST, { params: { projectId: 'p1' } })).rejects.toThrow(/without its parent's check/);
  });
});
