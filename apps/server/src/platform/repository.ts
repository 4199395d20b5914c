import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
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
