import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseAppUserOf } from '../../config.js';
import { openDatabase } from '../client.js';
import { migrate } from '../migrate.js';
import { withDatabase } from '../../../test/global-setup.js';

/*
 * Issue 20: instances starting together on one fresh PostgreSQL database migrate one after the
 * other (pg_advisory_lock): role creation, ownership loops, CREATE OR REPLACE and the tenant key
 * do not race. PostgreSQL only (PGlite has one process by construction).
 */
describe.skipIf(!process.env.DATABASE_URL)('migrate on PostgreSQL', () => {
  it('two processes migrating a fresh database at once both succeed, with one key', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `ecms_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const open = () => openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1, appUser: databaseAppUserOf() });
      const [a, b] = await Promise.all([open(), open()]);
      try {
        await Promise.all([migrate(a), migrate(b)]);
        const rows = (await a.db.execute(sql`select (select count(*)::int from ecms_private.tenant_key) as keys,
          (select count(*)::int from drizzle.__drizzle_migrations) as applied,
          (select count(distinct hash)::int from drizzle.__drizzle_migrations) as distinct_applied`)) as unknown as { rows: { keys: number; applied: number; distinct_applied: number }[] };
        expect(rows.rows[0].keys).toBe(1);
        expect(rows.rows[0].applied).toBe(rows.rows[0].distinct_applied);
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 600_000);
});
