import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { type Database, ROLE_NAME } from './client.js';
import { ensureTenantKey, KEY_SCHEMA, loadTenantKey, tenantContextSteps } from './tenant-context.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** pg_advisory_lock key of migrate (the seed's is 7310001). */
const MIGRATE_LOCK = 7310002;

/**
 * Runs the committed drizzle-kit migrations, then the steps drizzle-kit cannot express:
 * the cluster-wide application role (created before the policies that name it) and its grants.
 * On PostgreSQL, processes starting together migrate one after the other (an advisory lock held
 * on a connection of its own: the pool may have a single one): role creation, ownership loops and
 * CREATE OR REPLACE would otherwise race. Ends with the tenant key loaded (db/tenant-context.ts).
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind !== 'pg' || !database.pool) {
    await migrateLocked(database);
  } else {
    const lock = new pg.Client(database.pool.options);
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
      await migrateLocked(database);
    } finally {
      // Ending the session releases the lock even when the unlock is not reached.
      await lock.end().catch(() => undefined);
    }
  }
  await loadTenantKey(database.db);
}

async function migrateLocked(database: Database): Promise<void> {
  const { db } = database;
  await ensureAppRole(database);
  // The tenant context's key and functions, which the policies name (before the migrations).
  for (const step of tenantContextSteps()) await db.execute(sql.raw(step));
  await ensureTenantKey(database);
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
  if (database.kind === 'pg' && database.app) await plainLoginRole(database, database.app.user);
  // The owner role (platform/owner.ts asOwner; the form DDL functions force policies by it): the
  // session user on PGlite and on a server without a login role; ecms_owner (below) when requests
  // connect as a plain login role.
  const ownerRole = database.kind === 'pg' && database.app ? 'ecms_owner' : 'none';
  // Replaced only when it changes: instances starting together would race on CREATE OR REPLACE.
  await db.execute(sql.raw(`DO $$ BEGIN
    IF coalesce((SELECT prosrc FROM pg_proc WHERE proname = 'ecms_owner_role' AND pronamespace = 'public'::regnamespace), '') <> ' select ''${ownerRole}''::text ' THEN
      CREATE OR REPLACE FUNCTION public.ecms_owner_role() RETURNS text LANGUAGE sql IMMUTABLE AS $f$ select '${ownerRole}'::text $f$;
    END IF;
  END $$`));
}

/** Creates a role when absent; two databases migrating at once race to create it: either wins. */
async function createRole(database: Database, name: string, options: string): Promise<void> {
  try {
    await database.db.execute(sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${name}') THEN CREATE ROLE ${name} ${options}; END IF;
    END $$`));
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code !== '42710' && code !== '23505') throw err;
  }
}

/**
 * Issue 20: requests connect as a plain login role, so a statement that resets the role (RESET
 * ROLE, set_config('role', 'none')) is that role again, never the owner or a superuser:
 * - `login` (DATABASE_APP_USER): LOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT, member of ecms_app
 *   only. NOINHERIT: as itself it holds no table right at all, only SET ROLE to ecms_app. It is no
 *   member of ecms_owner (revoked if an earlier version granted it): `SET ROLE ecms_owner` in a
 *   request is refused.
 * - `ecms_owner`: NOLOGIN NOSUPERUSER BYPASSRLS. It owns the company schemas and form tables and
 *   the `ecms_form_*` SECURITY DEFINER functions (the online forms' DDL, called by ecms_app in the
 *   request's transaction), and it is the role of the platform's cross-company work, which runs
 *   on the owner's own connection (platform/owner.ts asOwner). The product tables stay the
 *   migrating owner's, so it cannot alter or disable their policies.
 * - every table with a policy FORCEs it, so a table owner that is not a superuser obeys it too.
 * Needs a superuser to migrate (BYPASSRLS and role creation). The password of the login role
 * comes from DATABASE_APP_PASSWORD through the connection string; a server with trust auth needs none.
 */
async function plainLoginRole(database: Database, login: string): Promise<void> {
  if (!ROLE_NAME.test(login) || login === 'ecms_app' || login === 'ecms_owner') throw new Error(`DATABASE_APP_USER is not a usable role name: ${login}`);
  const { db } = database;
  const [me] = (await db.execute(sql`select rolsuper as super from pg_roles where rolname = current_user`) as unknown as { rows: { super: boolean }[] }).rows;
  if (!me?.super) throw new Error('DATABASE_APP_USER: the migrating role (DATABASE_URL) must be a superuser to set up the plain login role');
  await createRole(database, 'ecms_owner', 'NOLOGIN NOSUPERUSER BYPASSRLS NOCREATEDB NOCREATEROLE');
  await createRole(database, login, 'LOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT NOCREATEDB NOCREATEROLE NOREPLICATION');
  const password = new URL(database.app!.url).password;
  const steps = [
    // An existing role is brought to these attributes too (a DBA's superuser login would defeat all this).
    `ALTER ROLE ${login} LOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT NOCREATEDB NOCREATEROLE NOREPLICATION`,
    ...(password ? [`ALTER ROLE ${login} PASSWORD '${decodeURIComponent(password).replace(/'/g, "''")}'`] : []),
    `GRANT ecms_app TO ${login}`,
    // Earlier versions made it a member of ecms_owner (asOwner switched to it in the request).
    `REVOKE ecms_owner FROM ${login}`,
    'GRANT USAGE ON SCHEMA public TO ecms_owner',
    // The owner's own code makes tenant-context proofs in SQL (db/tenant-context.ts enterTenant).
    `GRANT USAGE ON SCHEMA ${KEY_SCHEMA} TO ecms_owner`,
    `GRANT SELECT ON ${KEY_SCHEMA}.tenant_key TO ecms_owner`,
    `GRANT EXECUTE ON FUNCTION ${KEY_SCHEMA}.proof(text, text) TO ecms_owner`,
    // Rows and foreign keys only: no TRUNCATE (it ignores policies) nor TRIGGER on the product tables.
    'GRANT SELECT, INSERT, UPDATE, DELETE, REFERENCES ON ALL TABLES IN SCHEMA public TO ecms_owner',
    'REVOKE TRUNCATE, TRIGGER ON ALL TABLES IN SCHEMA public FROM ecms_owner',
    'GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ecms_owner',
    // The approval audit log stays append-only for it too.
    'REVOKE UPDATE, DELETE ON wf_audit_log FROM ecms_owner',
    // Company schemas and their form tables (created before, by the session user) become ecms_owner's.
    `DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT n.nspname FROM pg_namespace n WHERE obj_description(n.oid, 'pg_namespace') LIKE 'tenant %' LOOP
        EXECUTE format('ALTER SCHEMA %I OWNER TO ecms_owner', r.nspname);
      END LOOP;
      FOR r IN SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE c.relkind = 'r' AND obj_description(n.oid, 'pg_namespace') LIKE 'tenant %' LOOP
        EXECUTE format('ALTER TABLE %I.%I OWNER TO ecms_owner', r.nspname, r.relname);
      END LOOP;
    END $$`,
    // The online forms' DDL functions run as ecms_owner (their EXECUTE is ecms_app's only).
    `DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p
               WHERE p.pronamespace = 'public'::regnamespace AND p.proname LIKE 'ecms\\_form\\_%' LOOP
        EXECUTE format('ALTER FUNCTION %s OWNER TO ecms_owner', r.fn);
      END LOOP;
    END $$`,
    `DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE c.relkind = 'r' AND c.relrowsecurity AND NOT c.relforcerowsecurity LOOP
        EXECUTE format('ALTER TABLE %I.%I FORCE ROW LEVEL SECURITY', r.nspname, r.relname);
      END LOOP;
    END $$`,
  ];
  for (const step of steps) await db.execute(sql.raw(step));
  await grantDatabaseRights(database);
}

/**
 * ecms_owner creates the company schemas (online forms): CREATE on this database. A database's
 * own rights do not come with its template (test databases copy a migrated one): call it there too.
 */
export async function grantDatabaseRights(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`DO $$ BEGIN EXECUTE format('GRANT CONNECT, CREATE ON DATABASE %I TO ecms_owner', current_database()); END $$`));
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
