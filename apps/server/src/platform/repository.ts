import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { declaredScopeCondition, type ScopeDeclaration, type ScopeResolver, type Scoped, type Unscoped } from './acl/data-scope.js';
import { conflict, notFound } from './errors.js';

type Versioned = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedDate: AnyPgColumn; updatedBy: AnyPgColumn };

/**
 * Optimistic-locking update: succeeds only while the row still has the version the client read.
 * A stale version answers 409, a missing row 404. Bumps version and the audit columns.
 */
export async function updateVersioned<T extends Versioned>(
  tx: Db,
  table: T,
  id: string,
  version: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const set = {
    ...values,
    version: sql`${table.version} + 1`,
    updatedDate: new Date(),
    updatedBy: sql`nullif(current_setting('ecms.user_id', true), '')`,
  };
  const rows = (await tx
    .update(table)
    .set(set as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as unknown as T['$inferSelect'][];
  if (rows.length === 0) {
    const found = (await tx.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id) as SQL)) as unknown[];
    throw found.length > 0 ? conflict() : notFound();
  }
  return rows[0];
}

/** A kind of record read by id: its table, id column and data scope (or 'none' with the reason). */
export type RecordKind<T extends PgTable = PgTable> = { table: T; id: AnyPgColumn } & ScopeDeclaration;
export type ScopedRecordKind<T extends PgTable = PgTable> = { table: T; id: AnyPgColumn } & Scoped;
export type UnscopedRecordKind<T extends PgTable = PgTable> = { table: T; id: AnyPgColumn } & Unscoped;

export interface ReadOptions<R> {
  /** Reads with its own columns and joins under the given WHERE (id and scope); default: the table's row. */
  select?: (where: SQL) => Promise<R[]>;
  /** Further conditions (status, kind, ...). */
  extra?: (SQL | undefined)[];
}

/**
 * One record by id under the caller's data scope: a record outside the scope is answered exactly
 * like a missing one (undefined; the caller throws its own "not found"). A scoped kind needs the
 * request's scope resolver: a type error without it, and a runtime refusal.
 */
export function readById<T extends PgTable, R = T['$inferSelect']>(tx: Db, kind: ScopedRecordKind<T>, id: string,
  opts: ReadOptions<R> & { scope: ScopeResolver }): Promise<R | undefined>;
export function readById<T extends PgTable, R = T['$inferSelect']>(tx: Db, kind: UnscopedRecordKind<T>, id: string,
  opts?: ReadOptions<R>): Promise<R | undefined>;
export async function readById<T extends PgTable, R>(tx: Db, kind: RecordKind<T>, id: string,
  opts: ReadOptions<R> & { scope?: ScopeResolver } = {}): Promise<R | undefined> {
  const where = and(eq(kind.id, id), ...(opts.extra ?? []), await declaredScopeCondition(kind, opts.scope))!;
  const rows = opts.select ? await opts.select(where) : ((await tx.select().from(kind.table as PgTable).where(where)) as unknown as R[]);
  return rows[0];
}
