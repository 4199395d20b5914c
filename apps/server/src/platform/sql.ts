import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Runs `fn` as the owner (the session user, or ecms_owner on a plain login role: beyond row-level
 * security), then returns to the role the transaction had (ecms_app for requests; the seed runs as the owner). When `fn`
 * fails on a database error the transaction is aborted and cannot switch back: the original
 * error is what the caller must see (a 400 for bad data, not a 500 from the reset), and the
 * rollback ends the role anyway.
 */
export async function asOwner<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  const [prev] = await queryRows<{ role: string }>(tx, sql`select current_setting('role') as role`);
  const back = () => tx.execute(sql`select set_config('role', ${prev?.role ?? 'ecms_app'}, true)`);
  // ecms_owner_role() (db/migrate.ts): 'none' (the session user) unless requests connect as a
  // plain login role, whose session user is not the owner: then the role ecms_owner.
  await tx.execute(sql`select set_config('role', public.ecms_owner_role(), true)`);
  let result: T;
  try {
    result = await fn();
  } catch (err) {
    await back().catch(() => undefined);
    throw err;
  }
  await back();
  return result;
}

const NEEDS_ESCAPE = /[\\"]/;

/** A PostgreSQL array literal of text elements (each quoted; null → NULL). */
function arrayLiteral(values: unknown[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    if (v === null || v === undefined) { out += 'NULL'; continue; }
    const t = String(v);
    out += NEEDS_ESCAPE.test(t) ? `"${t.replace(/[\\"]/g, '\\$&')}"` : `"${t}"`;
  }
  return `${out}}`;
}

/**
 * Bulk insert (issue 19: a 20,000-item BoQ writes ~150k rows): one statement per `chunk` rows,
 * each column sent as ONE text parameter (an array literal) cast to its type and spread by
 * unnest(), so a row costs no bind parameters and no statement text, on PGlite and PostgreSQL
 * alike. Rows are keyed by the table's property names and mapped as drizzle maps them; a key a
 * row lacks is NULL, a column no row gives takes its default (tenant, audit columns). Scalar
 * columns only (no json or array columns).
 */
export async function insertUnnest(tx: Db, table: PgTable, rows: Record<string, unknown>[], chunk = 20_000): Promise<void> {
  if (!rows.length) return;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(cols).filter((k) => rows.some((r) => r[k] !== undefined && r[k] !== null));
  const names = sql.join(keys.map((k) => sql.identifier(cols[k].name)), sql`, `);
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const arrays = keys.map((k) => {
      const c = cols[k];
      const literal = arrayLiteral(part.map((r) => (r[k] === undefined || r[k] === null ? null : c.mapToDriverValue(r[k]))));
      return sql`${literal}::text::${sql.raw(c.getSQLType())}[]`;
    });
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}
