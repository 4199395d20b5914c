import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../client.js';

/*
 * Issue 13 finding 1: on PostgreSQL a statement cannot hold a connection past the timeout (the
 * server cancels it, SQLSTATE 57014). PGlite has no timer signals, so this runs on PostgreSQL only
 * (DATABASE_URL); there the embedded database relies on bounded input instead.
 */
describe.skipIf(!process.env.DATABASE_URL)('statement timeout (PostgreSQL)', () => {
  it('cancels a statement that runs past the timeout and keeps the pool usable', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1, statementTimeoutMs: 200 });
    try {
      const err = await database.db.execute(sql`select pg_sleep(5)`).then(() => null, (e: unknown) => e);
      const code = (err as { code?: string; cause?: { code?: string } } | null);
      expect(code?.code ?? code?.cause?.code).toBe('57014');
      const ok = await database.db.execute(sql`select 1 as one`) as unknown as { rows: unknown[] };
      expect(ok.rows[0]).toMatchObject({ one: 1 });
    } finally {
      await database.close();
    }
  });
});
