import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertUnnest } from '../../platform/bulk-insert.js';
import { openDatabase } from '../client.js';

/*
 * PGlite in a worker thread (db/pglite-worker.ts, ECMS_PGLITE_WORKER) answers what PGlite in this
 * thread answers: the same values and types through drizzle and the raw handle, the same error
 * objects, transactions kept whole under concurrency, and the same round-trip count.
 */
async function sample(worker: boolean) {
  const database = await openDatabase({ worker, countStatements: true });
  try {
    const p = database.pglite!;
    const typed = await p.query(
      `select '2026-11-27 12:00:00+00'::timestamptz as t, 1::bigint as b, '\\x0102'::bytea as y, '{"a":[1]}'::jsonb as j,
        1.50::numeric as n, $1::int as i, array[1,2] as a, $2::text as s, null::text as z`, [5, "x'y\\"]);
    const drizzled = await database.db.execute(sql`select ${'甲'}::text as v, current_date - current_date as d, now() is not null as ok`);
    const errors = [];
    for (const [text, params] of [['select nope', []], ['select 1/$1::int', [0]]] as const) {
      try { await p.query(text, [...params]); } catch (err) {
        const e = err as { constructor: { name: string }; code?: string; query?: string };
        errors.push([e.constructor.name, e.code, e.query]);
      }
    }
    database.statements!.reset();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create table w (a int)`);
      await tx.execute(sql`insert into w values (${1})`);
    });
    const trips = [...database.statements!.log];
    // Concurrent transactions that wait inside: each one's two rows stay together.
    await Promise.all([2, 3, 4].map((i) => database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into w values (${i})`);
      await new Promise((r) => setTimeout(r, 5));
      await tx.execute(sql`insert into w values (${i})`);
    })));
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into w values (${9})`);
      await tx.execute(sql`select nope`);
    })).rejects.toMatchObject({ cause: { code: '42703' } });
    const rows = (await p.query<{ a: number }>('select a from w')).rows.map((r) => r.a);
    return { typed: { rows: typed.rows, fields: typed.fields }, drizzled: (drizzled as unknown as { rows: unknown[] }).rows, errors, trips, rows };
  } finally {
    await database.close();
  }
}

describe('PGlite in a worker thread (issue 14)', () => {
  it('answers as PGlite in this thread does', async () => {
    const [here, worker] = [await sample(false), await sample(true)];
    expect(worker).toEqual(here);
    expect((worker.typed.rows[0] as { y: unknown }).y).toBeInstanceOf(Uint8Array);
    expect(worker.errors).toHaveLength(2);
    expect(worker.trips).toEqual(['BEGIN + create table w (a int)', 'insert into w values ($1)', 'COMMIT']);
    // Each transaction's rows are adjacent (none interleaved), the failed one left nothing.
    const r = worker.rows;
    expect(r[0]).toBe(1);
    for (let k = 1; k < r.length; k += 2) expect(r[k + 1]).toBe(r[k]);
    expect(r).not.toContain(9);
  }, 120_000);

  it('takes a bulk insert the unnest way (its engine reads no COPY blob)', async () => {
    const database = await openDatabase({ worker: true });
    try {
      await database.db.execute(sql`create table wb (a int, s text)`);
      const wb = pgTable('wb', { a: integer('a'), s: text('s') });
      await insertUnnest(database.db, wb, [{ a: 1, s: 'x\ty' }, { a: 2, s: null }, { a: 3, s: '甲' }], 2);
      const rows = (await database.pglite!.query<{ a: number; s: string | null }>('select a, s from wb order by a')).rows;
      expect(rows).toEqual([{ a: 1, s: 'x\ty' }, { a: 2, s: null }, { a: 3, s: '甲' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
