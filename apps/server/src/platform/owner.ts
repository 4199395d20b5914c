import { sql } from 'drizzle-orm';
import { type Db, requestDbOf } from '../db/client.js';
import { enterTenant } from '../db/tenant-context.js';
import { maybeCommitScopeOf } from './realtime/after-commit.js';
import { type AppRegistry, withRegistry } from './registry.js';
import { queryRows } from './sql.js';

/**
 * Runs the platform's cross-company work `fn` as the owner (beyond row-level security) and hands
 * it the handle to run it on; `fn` must use that handle, not the request's transaction.
 *
 * - Requests on a plain login role (PostgreSQL with DATABASE_APP_USER; issue 20): a transaction
 *   of its own on the owner's pool (DATABASE_URL), as role ecms_owner, with the caller's tenant and
 *   user settings. The request's connection cannot become the owner (its login role is no member
 *   of ecms_owner), and nothing sent on it reaches this pool: SQL slipped into a request cannot
 *   borrow these rights. The work commits on its own, before the request's transaction: callers
 *   make their checks first and afterwards only read (or queue after-commit events).
 * - Otherwise (PGlite, a server without a login role): inside the request's transaction, switched
 *   to the session user (ecms_owner_role() is 'none') and back. One connection there: a second
 *   transaction would wait for the first forever.
 *
 * The online forms' DDL does not come here: it must share the request's transaction (the form's
 * version and its tables change together) and goes through the `ecms_form_*` definer functions.
 */
export async function asOwner<T>(tx: Db, fn: (owner: Db) => Promise<T>): Promise<T> {
  const scope = maybeCommitScopeOf(tx);
  const root = scope?.root as Db | undefined;
  if (scope && root && requestDbOf(root) !== root) {
    // The caller's verified tenant and user (a forged setting reads as none: db/tenant-context.ts).
    const [caller] = await queryRows<{ tenant: string; user: string }>(tx, sql`select coalesce(public.ecms_tenant(), '') as tenant,
      coalesce(public.ecms_user(), '') as "user"`);
    return withRegistry(root, scope.registry as AppRegistry, async (owner) => {
      await owner.execute(sql`select ${enterTenant(root, caller?.tenant ?? '', caller?.user ?? '')}, set_config('role', public.ecms_owner_role(), true)`);
      return fn(owner);
    });
  }
  const [prev] = await queryRows<{ role: string }>(tx, sql`select current_setting('role') as role`);
  const back = () => tx.execute(sql`select set_config('role', ${prev?.role ?? 'ecms_app'}, true)`);
  await tx.execute(sql`select set_config('role', public.ecms_owner_role(), true)`);
  let result: T;
  try {
    result = await fn(tx);
  } catch (err) {
    // An aborted transaction cannot switch back: the original error is what the caller must see
    // (a 400 for bad data, not a 500 from the reset), and the rollback ends the role anyway.
    await back().catch(() => undefined);
    throw err;
  }
  await back();
  return result;
}
