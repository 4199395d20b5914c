import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
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
