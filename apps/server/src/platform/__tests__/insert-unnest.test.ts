import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnnest } from '../bulk-insert.js';
import { queryRows } from '../sql.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();
const probe = pgTable('unnest_probe', {
  id: text('id').primaryKey(),
  note: text('note'),
  amount: numeric('amount', { precision: 18, scale: 2 }),
  at: timestamp('at', { withTimezone: true }),
  flag: boolean('flag'),
  rank: integer('rank').default(7),
});

beforeAll(async () => {
  await ctx.db.execute(sql`create table unnest_probe (id text primary key, note text, amount numeric(18,2), at timestamptz, flag boolean, rank integer default 7)`);
});
afterAll(async () => {
  await ctx.db.execute(sql`drop table if exists unnest_probe`);
});

describe('insertUnnest (bulk insert: COPY on PGlite, one array parameter per column on PostgreSQL)', () => {
  it('keeps every text as written — quotes, backslashes, braces, commas, "NULL", empty — and nulls, numbers, dates, booleans, defaults', async () => {
    const notes = ['plain', 'say "hi"', 'back\\slash', '{braces}', 'a,b', 'NULL', '', ' lead and trail ', '中文，全角', null,
      // COPY's text format (PGlite): its null marker, tab, newline and CR written as text.
      '\\N', 'tab\there', 'two\nlines', 'cr\r\nlf', '\\\t\\n'];
    const at = new Date('2026-11-27T08:30:00.000Z');
    const rows = notes.map((note, i) => ({ id: `r${i}`, note, amount: i % 2 ? `${i}.25` : null, at: i === 0 ? at : null, flag: i % 3 === 0 }));
    await insertUnnest(ctx.db, probe, rows, 4); // four statements: chunks of 4, 4, 4 and 3
    const back = await queryRows<{ id: string; note: string | null; amount: string | null; at: Date | string | null; flag: boolean; rank: number }>(ctx.db,
      sql`select id, note, amount::text as amount, at, flag, rank from unnest_probe order by length(id), id`);
    expect(back.map((r) => r.note)).toEqual(notes);
    expect(back.map((r) => r.amount)).toEqual(rows.map((r) => r.amount));
    expect(new Date(back[0].at as string).toISOString()).toBe(at.toISOString());
    expect(back.slice(1).every((r) => r.at === null)).toBe(true);
    expect(back.map((r) => r.flag)).toEqual(rows.map((r) => r.flag));
    // A column no row gives takes its default.
    expect(back.every((r) => Number(r.rank) === 7)).toBe(true);
  });

  it('writes nothing for no rows', async () => {
    await insertUnnest(ctx.db, probe, []);
    const [n] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from unnest_probe where id like 'x%'`);
    expect(Number(n.n)).toBe(0);
  });
});
