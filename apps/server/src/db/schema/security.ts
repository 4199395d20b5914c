import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/**
 * Password sign-in attempts per login name (issue 13, finding 7), whether or not an account of
 * that name exists, so the answers never tell which names are accounts. An attempt is counted
 * BEFORE its password is checked (one atomic upsert), and a success deletes the row: twenty
 * concurrent guesses cannot all slip under the limit. Past the limit a name needs the image
 * captcha and waits a delay that doubles per failure, capped; failures older than the window
 * are forgotten (unlock by time, never by an anonymous caller's hand forever).
 */
export const authLoginThrottle = pgTable('auth_login_throttle', {
  tenantId: tenantId(),
  /** The login name as typed (trimmed, lower case). */
  loginName: text('login_name').notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * The end of the delay the name is waiting out (null below the limit), written by the attempt's
   * own upsert: the user page shows it as the account's lock and 解锁 deletes the row.
   */
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.loginName] }),
  tenantPolicy(t),
]).enableRLS();
