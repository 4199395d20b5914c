import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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
