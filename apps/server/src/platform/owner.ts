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
 *   borrow these rights. The work commits on its own, before the request's transaction: so an
 *   operation that must be all-or-nothing (company creation, suspension) does all of its writes,
 *   its uniqueness checks and its events (publishEvent on `owner`) inside `fn`, and the request's
 *   transaction only reads before it.
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

/**
 * Runs `fn`, then puts back the transaction's tenant, user and role settings, and the tenant
 * context's signature (bound to this transaction, so putting it back is no forgery).
 */
export async function keepingTenantContext<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  const [saved] = await queryRows<{ tenant: string; user: string; sig: string; role: string }>(tx, sql`select coalesce(current_setting('ecms.tenant_id', true), '') as tenant,
    coalesce(current_setting('ecms.user_id', true), '') as "user", coalesce(current_setting('ecms.tenant_sig', true), '') as sig, current_setting('role') as role`);
  try {
    return await fn();
  } finally {
    await tx.execute(sql`select set_config('ecms.tenant_id', ${saved?.tenant ?? ''}, true), set_config('ecms.user_id', ${saved?.user ?? ''}, true),
      set_config('ecms.tenant_sig', ${saved?.sig ?? ''}, true), set_config('role', ${saved?.role ?? 'none'}, true)`);
  }
}

/**
 * Enters company `tenantId` (no user) in the owner's transaction `tx`: its rows' defaults name it
 * and, with `asApp`, the transaction continues as ecms_app under its policies. The proof is made
 * with the key of the handle `tx` was opened on (db/tenant-context.ts).
 */
export async function enterCompany(tx: Db, tenantId: string, asApp = false): Promise<void> {
  const enter = enterTenant(maybeCommitScopeOf(tx)?.root as Db | undefined, tenantId, null);
  await tx.execute(asApp ? sql`select ${enter}, set_config('role', 'ecms_app', true)` : sql`select ${enter}`);
}
