import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Runs the committed drizzle-kit migrations, then the steps drizzle-kit cannot express:
 * the cluster-wide application role (created before the policies that name it) and its grants.
 */
export async function migrate(database: Database): Promise<void> {
  const { db } = database;
  await ensureAppRole(database);
  if (database.kind === 'pg') {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  }
  // One statement per call: PGlite prepares each query and refuses several commands in one.
  const steps = [
    'GRANT USAGE ON SCHEMA public TO ecms_app',
    'GRANT SELECT ON tenant TO ecms_app',
    `DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity LOOP
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ecms_app', r.relname);
      END LOOP;
    END $$`,
    // The approval audit log is append-only for the application.
    'REVOKE UPDATE, DELETE ON wf_audit_log FROM ecms_app',
  ];
  for (const step of steps) await db.execute(sql.raw(step));
  await markLikeLeakproof(database);
}

async function ensureAppRole(database: Database): Promise<void> {
  // Extensions the migrations' indexes use (trusted: a database owner may create it).
  await database.db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm'));
  // Exclusion constraints mixing equality on text with range overlap (bookings) need btree_gist.
  await database.db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS btree_gist'));
  try {
    await database.db.execute(sql.raw(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ecms_app') THEN
          CREATE ROLE ecms_app NOLOGIN;
        END IF;
      END $$;
    `));
  } catch (err) {
    // Two databases migrating at once on one server race to create the role: either wins.
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code !== '42710' && code !== '23505') throw err;
  }
  // A non-superuser owner must be a member of the role to switch to it per transaction.
  await database.db.execute(sql.raw(`
    DO $$ BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
         AND NOT pg_has_role(current_user, 'ecms_app', 'MEMBER') THEN
        EXECUTE format('GRANT ecms_app TO %I', current_user);
      END IF;
    END $$;
  `));
}

/**
 * Row-level security makes the planner evaluate non-leakproof operators only after the policy,
 * which rules out indexes for LIKE/ILIKE (list searches, trigram indexes) and ruins their row
 * estimates: a name search over 100k users took 148 ms by sequential scan instead of 1 ms.
 * texticlike/textlike can raise errors only for a bad pattern (ours, escaped), never because of
 * a row's content, so they cannot leak rows: mark them leakproof. The same holds for array
 * containment (`@>`), which the global search's bigram index needs. Needs a superuser (PGlite and
 * most self-hosted servers); elsewhere the searches stay correct, only slower, and a DBA can run
 * these two statements once.
 */
async function markLikeLeakproof(database: Database): Promise<boolean> {
  try {
    for (const fn of ['texticlike(text, text)', 'textlike(text, text)', 'arraycontains(anyarray, anyarray)']) {
      await database.db.execute(sql.raw(`ALTER FUNCTION ${fn} LEAKPROOF`));
    }
    return true;
  } catch {
    return false;
  }
}
