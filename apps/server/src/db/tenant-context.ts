import { createHmac, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, type Db, requestDbOf } from './client.js';

/*
 * Issue 20: the transaction's tenant cannot be forged by SQL running on the request connection.
 * ecms.tenant_id / ecms.user_id are plain settings anyone can set_config; what the policies trust
 * is `public.ecms_tenant()`, which returns the tenant only while ecms.tenant_sig holds a MAC over
 * (tenant, user, backend pid, transaction start) under a key the request's roles cannot read.
 * Only `public.ecms_enter(tenant, user, proof)` writes that MAC, and only for a proof made with the
 * same key (HMAC-SHA256, computed here in Node, sent as a bound parameter). See docs/security.md.
 */

/** The key's home: a schema no application role may use (only the migrating owner, and ecms_owner). */
export const KEY_SCHEMA = 'ecms_private';

// Messages are length-prefixed ('|' between fields): no two (tenant, user) pairs share one.
const enterMessage = (tenant: string, user: string) => `enter|${[...tenant].length}|${tenant}|${[...user].length}|${user}`;
/** The same message in SQL (char_length counts code points, as [...s].length does). */
const enterMessageSql = (t: string, u: string) => `concat_ws('|', 'enter', char_length(${t}), ${t}, char_length(${u}), ${u})`;
/** What ecms.tenant_sig is a MAC of: the context bound to this backend and this transaction. */
const contextMessageSql = (t: string, u: string) => `concat_ws('|', 'ctx', char_length(${t}), ${t}, char_length(${u}), ${u}, pg_backend_pid(),
    (extract(epoch from transaction_timestamp()) * 1000000)::bigint)`;
/** HMAC-SHA256 (RFC 2104) of a text with the stored key, whose padded forms the table keeps. */
const hmacSql = (msg: string) => `encode(sha256(k.opad || sha256(k.ipad || convert_to(${msg}, 'UTF8'))), 'hex')`;

const T = "coalesce(current_setting('ecms.tenant_id', true), '')";
const U = "coalesce(current_setting('ecms.user_id', true), '')";
const SIG = "current_setting('ecms.tenant_sig', true)";
const PINNED = 'SET search_path = pg_catalog, pg_temp';

/**
 * A verified setting: the value while the signature matches this transaction, else NULL.
 * PL/pgSQL, not SQL: its plan is kept for the session, where a SQL function's body would be
 * parsed and planned again in every statement that calls it (PostgreSQL < 18): 2x per point read.
 */
const verified = (name: string, value: string) => `CREATE OR REPLACE FUNCTION public.${name}() RETURNS text
LANGUAGE plpgsql STABLE SECURITY DEFINER ${PINNED} AS $$
DECLARE v text;
BEGIN
  SELECT nullif(${value}, '') INTO v FROM ${KEY_SCHEMA}.tenant_key k WHERE k.id = 1 AND ${SIG} = ${hmacSql(contextMessageSql(T, U))};
  RETURN v;
END $$`;

/**
 * The key table and the functions, created before the drizzle migrations (the policies those
 * migrations write name ecms_tenant(), as they name the role ecms_app: db/migrate.ts). Idempotent;
 * run under migrate's advisory lock on PostgreSQL.
 */
export function tenantContextSteps(): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${KEY_SCHEMA}`,
    `REVOKE ALL ON SCHEMA ${KEY_SCHEMA} FROM PUBLIC`,
    `CREATE TABLE IF NOT EXISTS ${KEY_SCHEMA}.tenant_key (
      id integer PRIMARY KEY CHECK (id = 1), k bytea NOT NULL, ipad bytea NOT NULL, opad bytea NOT NULL)`,
    `REVOKE ALL ON ${KEY_SCHEMA}.tenant_key FROM PUBLIC`,
    verified('ecms_tenant', T),
    verified('ecms_user', U),
    // Refuses (42501) a proof not made with the key; otherwise sets the context for this transaction.
    // No proof (NULL) is taken only from a session whose login may read the key itself (the owner's
    // own code: seed, start-up, owner work), whatever role the transaction has switched to since.
    `CREATE OR REPLACE FUNCTION public.ecms_enter(p_tenant text, p_user text, p_proof text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER ${PINNED} AS $$
DECLARE k ${KEY_SCHEMA}.tenant_key;
BEGIN
  SELECT * INTO k FROM ${KEY_SCHEMA}.tenant_key WHERE id = 1;
  IF k.id IS NULL OR p_tenant IS NULL OR p_user IS NULL OR char_length(p_tenant) > 64 OR char_length(p_user) > 64
     OR (p_proof IS NULL AND NOT has_table_privilege(session_user, '${KEY_SCHEMA}.tenant_key', 'SELECT'))
     OR (p_proof IS NOT NULL AND p_proof IS DISTINCT FROM ${hmacSql(enterMessageSql('p_tenant', 'p_user'))}) THEN
    RAISE EXCEPTION 'tenant context refused' USING ERRCODE = '42501';
  END IF;
  PERFORM set_config('ecms.tenant_id', p_tenant, true), set_config('ecms.user_id', p_user, true);
  PERFORM set_config('ecms.tenant_sig', ${hmacSql(contextMessageSql('p_tenant', 'p_user'))}, true);
END $$`,
    // The proof made in SQL, for the owner's own code (seed, start-up sync, asOwner): it reads the
    // key as the caller, so an application role gets 42501.
    `CREATE OR REPLACE FUNCTION ${KEY_SCHEMA}.proof(p_tenant text, p_user text) RETURNS text
LANGUAGE sql STABLE ${PINNED} AS $$
  SELECT ${hmacSql(enterMessageSql('p_tenant', 'p_user'))} FROM ${KEY_SCHEMA}.tenant_key k WHERE k.id = 1
$$`,
    `REVOKE ALL ON FUNCTION ${KEY_SCHEMA}.proof(text, text) FROM PUBLIC`,
  ];
}

/** The key, generated once per database (a second migrate keeps the first one's). */
export async function ensureTenantKey(database: Database): Promise<void> {
  const k = randomBytes(32);
  const pad = (byte: number) => Buffer.concat([k, Buffer.alloc(32)]).map((b) => b ^ byte);
  await database.db.execute(sql`insert into ${sql.raw(KEY_SCHEMA)}.tenant_key (id, k, ipad, opad)
    values (1, decode(${k.toString('hex')}, 'hex'), decode(${Buffer.from(pad(0x36)).toString('hex')}, 'hex'), decode(${Buffer.from(pad(0x5c)).toString('hex')}, 'hex'))
    on conflict (id) do nothing`);
}

// The key of each privileged handle (and of its request handle), read once at start-up.
const keys = new WeakMap<object, Buffer>();

/** Reads the key through the owner's handle and keeps it in memory for withTenant. */
export async function loadTenantKey(db: Db): Promise<void> {
  const res = (await db.execute(sql`select encode(k, 'hex') as k from ${sql.raw(KEY_SCHEMA)}.tenant_key where id = 1`)) as unknown as { rows: { k: string }[] };
  const hex = res.rows[0]?.k;
  if (!hex) throw new Error('the tenant key is missing: run the migrations');
  const key = Buffer.from(hex, 'hex');
  keys.set(db, key);
  keys.set(requestDbOf(db), key);
}

export const tenantKeyLoaded = (db: Db): boolean => keys.has(db);

/**
 * `public.ecms_enter(tenant, user, proof)` for the transaction of `db`'s handle: the proof made in
 * Node with the loaded key (a bound parameter), or, for a handle without one (the seed's and the
 * owner's own transactions), no proof: ecms_enter takes that only from a session whose login may
 * read the key (the owner, a superuser), even after the transaction switched to ecms_app (a nested
 * withTenant in the seed leaves the role set); an application login is refused.
 */
export function enterTenant(db: Db | undefined, tenantId: string, userId: string | null): SQL {
  const user = userId ?? '';
  const key = db ? keys.get(db) : undefined;
  const proof = key ? sql`${createHmac('sha256', key).update(enterMessage(tenantId, user), 'utf8').digest('hex')}` : sql`null`;
  return sql`public.ecms_enter(${tenantId}, ${user}, ${proof})`;
}
