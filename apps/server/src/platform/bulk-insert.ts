import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from '../db/client.js';
import { WorkerPGlite } from '../db/pglite-worker.js';
import { asOwner } from './owner.js';
import { maybeCommitScopeOf } from './realtime/after-commit.js';

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

/** The PGlite connection (instance or open transaction) under a drizzle handle; undefined on node-postgres. */
function pgliteOf(tx: Db): { query(text: string, params: unknown[], opts: { blob: Blob }): Promise<unknown> } | undefined {
  const session = (tx as unknown as { session?: unknown }).session;
  return is(session, PgliteSession) ? (session as unknown as { client: ReturnType<typeof pgliteOf> }).client : undefined;
}

/** PGlite in this thread reads a COPY's blob; the worker thread's engine (db/pglite-worker.ts) does not. */
function copyFromBlob(tx: Db): boolean {
  const root = (maybeCommitScopeOf(tx)?.root as Db | undefined) ?? tx;
  return !(pgliteOf(root) instanceof WorkerPGlite);
}

const COPY_ESCAPE = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Rows as COPY's text format: tab-separated, \N for null, backslash, tab, newline and CR escaped. */
function copyText(rows: Record<string, unknown>[], keys: string[], cols: Record<string, PgColumn>): string[] {
  const lines: string[] = [];
  for (const r of rows) {
    let line = '';
    for (let j = 0; j < keys.length; j++) {
      const v = r[keys[j]];
      if (j) line += '\t';
      if (v === null || v === undefined) { line += '\\N'; continue; }
      const t = String(cols[keys[j]].mapToDriverValue(v));
      line += COPY_ESCAPE.test(t) ? t.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : t;
    }
    lines.push(`${line}\n`);
  }
  return lines;
}

/**
 * Bulk insert (issue 19: a 20,000-item BoQ writes ~150k rows), in `chunk`-row statements; a key a
 * row lacks is NULL, a column no row gives takes its default (tenant, audit columns). Rows are
 * keyed by the table's property names and mapped as drizzle maps them. Scalar columns only (no
 * json or array columns).
 *  - PGlite: COPY … FROM '/dev/blob' with the rows as COPY text in a Blob (PGlite's `blob` option):
 *    no parameter to serialise through the wire protocol and no array to parse and unnest, about
 *    half the engine's CPU of the unnest below. Reading a "file" takes the owner's rights
 *    (pg_read_server_files) and the owner is beyond row-level security, so the tenant is never a
 *    row's own: rows carrying tenantId go the unnest way, and tenant_id takes its default, the
 *    transaction's tenant, the very value the policy's WITH CHECK demands. The path is a constant.
 *  - node-postgres (no COPY without pg-copy-streams): one INSERT … SELECT FROM unnest() per chunk,
 *    each column sent as ONE text parameter (an array literal) cast to its type, so a row costs no
 *    bind parameters and no statement text.
 */
export async function insertUnnest(tx: Db, table: PgTable, rows: Record<string, unknown>[], chunk = 20_000): Promise<void> {
  if (!rows.length) return;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(cols).filter((k) => rows.some((r) => r[k] !== undefined && r[k] !== null));
  const pglite = pgliteOf(tx);
  if (pglite && !keys.includes('tenantId') && copyFromBlob(tx)) {
    const text = `copy ${quoteIdent(getTableName(table))} (${keys.map((k) => quoteIdent(cols[k].name)).join(', ')}) from '/dev/blob'`;
    await asOwner(tx, async () => {
      for (let i = 0; i < rows.length; i += chunk) await pglite.query(text, [], { blob: new Blob(copyText(rows.slice(i, i + chunk), keys, cols)) });
    });
    return;
  }
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

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
