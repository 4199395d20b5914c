import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beginPipelineSupported, HOLDABLE, openDatabase } from '../client.js';

/*
 * On PostgreSQL a transaction's BEGIN goes out in one write with its first statement (db/client.ts
 * pipelineBegin, issue 14), through node-postgres internals. This fails when a pg upgrade removes
 * them (the client then falls back to a BEGIN of its own) or changes what they answer.
 */
describe('BEGIN pipelining on node-postgres', () => {
  it('finds the node-postgres internals it relies on', () => {
    expect(beginPipelineSupported).toBe(true);
  });

  describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
    const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

    it('runs the joined statement inside the transaction and answers its rows, not BEGIN\'s', async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1, countStatements: true });
      try {
        database.statements!.reset();
        const [first, second] = await database.db.transaction(async (tx) => [
          rowsOf(await tx.execute(sql`select txid_current()::text as xid, ${'甲'}::text as v`)),
          rowsOf(await tx.execute(sql`select txid_current()::text as xid`)),
        ]);
        expect(first).toHaveLength(1);
        expect(first[0].v).toBe('甲');
        expect(first[0].xid).toBe(second[0].xid);
        expect(database.statements!.log[0]).toMatch(/^BEGIN \+ select txid_current/);
        expect(database.statements!.count).toBe(3);
      } finally {
        await database.close();
      }
    });

    it('holds a HOLDABLE setup with BEGIN: the three go out in one write, and the setting applies', async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1, countStatements: true });
      try {
        database.statements!.reset();
        const rows = await database.db.transaction(async (tx) => {
          await tx.execute(sql`${sql.raw(HOLDABLE)} select set_config('ecms.probe', ${'乙'}, true)`);
          return rowsOf(await tx.execute(sql`select current_setting('ecms.probe', true) as v, ${1}::int as one`));
        });
        expect(rows).toEqual([{ v: '乙', one: 1 }]);
        expect(database.statements!.log[0]).toMatch(/^BEGIN \+ setup \+ select current_setting/);
        expect(database.statements!.count).toBe(2);
        // Transaction-local: gone after the commit.
        expect(rowsOf(await database.db.execute(sql`select coalesce(current_setting('ecms.probe', true), '') as v`))[0].v).toBe('');
      } finally {
        await database.close();
      }
    });

    it('a failing held setup fails the statement it went with, and the transaction rolls back', async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
      try {
        const err = await database.db.transaction(async (tx) => {
          await tx.execute(sql`${sql.raw(HOLDABLE)} select set_config('role', ${'no_such_role_rt'}, true)`);
          await tx.execute(sql`select ${1}::int`);
        }).then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
        expect(err?.code ?? err?.cause?.code).toBe('22023');
        expect(rowsOf(await database.db.execute(sql`select ${2}::int as two`))[0].two).toBe(2);
      } finally {
        await database.close();
      }
    });

    it('rolls back when the joined statement fails, and the connection serves the next transaction', async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
      try {
        await database.db.execute(sql`create temp table if not exists pipeline_probe (v int)`);
        const err = await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 / ${0}::int`);
        }).then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
        expect(err?.code ?? err?.cause?.code).toBe('22012');
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into pipeline_probe values (${1})`);
        });
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into pipeline_probe values (${2})`);
          tx.rollback();
        }).catch(() => undefined);
        expect(rowsOf(await database.db.execute(sql`select array_agg(v order by v)::text as vs from pipeline_probe`))[0].vs).toBe('{1}');
      } finally {
        await database.close();
      }
    });
  });
});
