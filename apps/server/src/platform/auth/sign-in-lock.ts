import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { authLoginThrottle } from '../../db/schema/index.js';

/*
 * The sign-in lock of an account, as administrators see it: the password throttle of its login
 * name (auth_login_throttle, issue 13 finding 7) is the only lock there is. An unknown name is
 * throttled the same way, so the table is keyed by the name, not by the account.
 */

/**
 * The columns `failedAttempts` (failures since the last successful sign-in; a quiet window restarts
 * the count at the next attempt) and `lockedUntil` (the end of the delay the name is waiting out,
 * null when it may sign in) of the account with these columns.
 */
export function signInLock(tenantId: AnyPgColumn, loginName: AnyPgColumn) {
  const of = sql`from auth_login_throttle t where t.tenant_id = ${tenantId} and t.login_name = lower(${loginName})`;
  return {
    failedAttempts: sql<number>`coalesce((select t.failures ${of}), 0)`.mapWith(Number),
    lockedUntil: sql<Date | null>`(select t.locked_until ${of} and t.locked_until > now())`.mapWith(authLoginThrottle.lockedUntil),
  };
}

/** Ends the sign-in delay of the account `userId` (解锁, and a password reset by an administrator). */
export async function clearSignInLock(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`delete from auth_login_throttle t using sys_user u
    where u.id = ${userId} and t.tenant_id = u.tenant_id and t.login_name = lower(u.login_name)`);
}
