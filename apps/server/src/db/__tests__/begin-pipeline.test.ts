import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginPipelineSupported, type Database, HOLDABLE, openDatabase } from '../client.js';

/*
 * On PostgreSQL a transaction's BEGIN goes out in one write with its first statement (db/client.ts
 * pipelineBegin, issue 14), through node-postgres internals. This fails when a pg upgrade removes
 * them (the client then falls back to a BEGIN of its own) or changes what they answer.
 */
describe('BEGIN pipelining (node-postgres and PGlite)', () => {
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

  // PGlite (db/client.ts pgliteHoldBegin): BEGIN's bytes held and put in front of the next message.
  describe.skipIf(Boolean(process.env.DATABASE_URL))('on PGlite', () => {
    const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
    const TENANT = '0190a5b2-1111-7abc-8def-0123456789ab';
    // One embedded database for these (a fresh one costs seconds).
    let database: Database;
    beforeAll(async () => { database = await openDatabase({ countStatements: true, holdBegin: true }); });
    afterAll(async () => { await database?.close(); });

    it('sends BEGIN and a setup of ids with the first statement, which answers its own rows', async () => {
      database.statements!.reset();
      const [first, second] = await database.db.transaction(async (tx) => {
        await tx.execute(sql`${sql.raw(HOLDABLE)} select set_config('ecms.probe', ${TENANT}, true), set_config('ecms.user', ${''}, true)`);
        return [
          rowsOf(await tx.execute(sql`select current_setting('ecms.probe') as v, txid_current()::text as xid, ${'甲'}::text as w`)),
          rowsOf(await tx.execute(sql`select txid_current()::text as xid`)),
        ];
      });
      expect(first).toEqual([{ v: TENANT, xid: second[0].xid, w: '甲' }]);
      expect(database.statements!.log[0]).toMatch(/^BEGIN \+ setup \+ select current_setting/);
      expect(database.statements!.count).toBe(3);
      expect(rowsOf(await database.db.execute(sql`select coalesce(current_setting('ecms.probe', true), '') as v`))[0].v).toBe('');
    });

    it('binds a setup whose values are not ids (never written into the text)', async () => {
      database.statements!.reset();
      const hostile = "x'); select pg_sleep(1); --";
      const rows = await database.db.transaction(async (tx) => {
        await tx.execute(sql`${sql.raw(HOLDABLE)} select set_config('ecms.probe', ${hostile}, true)`);
        return rowsOf(await tx.execute(sql`select current_setting('ecms.probe') as v`));
      });
      expect(rows).toEqual([{ v: hostile }]);
      expect(database.statements!.log[0]).toMatch(/^BEGIN \+ \/\* ecms:holdable/);
    });

    it('runs statements a service starts at once inside a transaction one after another', async () => {
      const counts = await database.db.transaction(async (tx) => Promise.all([1, 2, 3, 4].map(async (n) =>
        rowsOf(await tx.execute(sql`select g from generate_series(1, ${n}::int) g`)).length)));
      expect(counts).toEqual([1, 2, 3, 4]);
    });

    it('rolls back when the first statement fails, and serves the next transaction', async () => {
      await database.db.execute(sql`create table pipeline_probe (v int)`);
      const err = await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipeline_probe values (${1})`);
        await tx.execute(sql`select 1 / ${0}::int`);
      }).then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
      expect(err?.code ?? err?.cause?.code).toBe('22012');
      const first = await database.db.transaction(async (tx) => tx.execute(sql`select 1 / ${0}::int`)).then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
      expect(first?.code ?? first?.cause?.code).toBe('22012');
      await database.db.transaction(async (tx) => { await tx.execute(sql`insert into pipeline_probe values (${2})`); });
      expect(rowsOf(await database.db.execute(sql`select array_agg(v order by v)::text as vs from pipeline_probe`))[0].vs).toBe('{2}');
    });
  });
});
