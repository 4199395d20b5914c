import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { queryRows } from '../../../platform/sql.js';
import { withTenant } from '../../../platform/tenancy.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Issue 20: a request's transaction confines every statement to its company, even one that
 * forgets the tenant condition. On PostgreSQL with DATABASE_APP_USER the request connects as a
 * plain login role, so even a statement that resets the role cannot read another company's rows
 * (today's owner connection would be a superuser again). Run on PGlite, on PostgreSQL, and on
 * PostgreSQL with DATABASE_APP_USER=ecms_login.
 */
const ctx = useTestApp();
const loginRole = !!(process.env.DATABASE_URL && process.env.DATABASE_APP_USER);

const count = async (tx: Db, table: string) =>
  Number((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n);

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error). */
const stateOf = (err: unknown): string | undefined => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};

describe('a request cannot read another company', () => {
  it('a query without a tenant condition sees only its own company', async () => {
    const b = await ctx.make.company();
    const byTenant = async (id: string) => Number((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user where tenant_id = ${id}`))[0].n);
    const all = Number((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from sys_user`))[0].n);
    expect(all).toBeGreaterThan(await byTenant(b.tenantId));
    for (const id of [ctx.tenantId, b.tenantId]) {
      const seen = await withTenant(ctx.db, { tenantId: id, userId: null }, async (tx) => ({
        users: await count(tx, 'sys_user'),
        foreign: Number((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_user where tenant_id <> ${id}`))[0].n),
      }));
      expect(seen).toEqual({ users: await byTenant(id), foreign: 0 });
    }
  });

  it('without a tenant a request sees no company at all', async () => {
    const n = await withTenant(ctx.db, { tenantId: ctx.tenantId, userId: null }, async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', '', true)`);
      return count(tx, 'sys_user');
    });
    expect(n).toBe(0);
  });
});

describe.skipIf(!loginRole)('the plain login role (PostgreSQL, DATABASE_APP_USER)', () => {
  const inRequest = <T>(fn: (tx: Db) => Promise<T>) => withTenant(ctx.db, { tenantId: ctx.tenantId, userId: null }, fn);

  it('requests connect as a role that is neither a superuser nor beyond row-level security', async () => {
    const [who] = await inRequest((tx) => queryRows<{ session: string; current: string; super: boolean; bypass: boolean }>(tx, sql`
      select session_user as session, current_user as current, r.rolsuper as super, r.rolbypassrls as bypass
      from pg_roles r where r.rolname = session_user`));
    expect(who).toEqual({ session: process.env.DATABASE_APP_USER, current: 'ecms_app', super: false, bypass: false });
  });

  it('a statement that resets the role reads nothing, whatever it asks', async () => {
    const b = await ctx.make.company();
    for (const reset of [sql`reset role`, sql`select set_config('role', 'none', true)`]) {
      const err = await inRequest(async (tx) => {
        await tx.execute(reset);
        return count(tx, 'sys_user');
      }).then(() => undefined, (e: unknown) => e);
      // The login role holds no right of its own (NOINHERIT): permission denied, not rows.
      expect(stateOf(err)).toBe('42501');
    }
    // Nor can it become the owner, a superuser or another login role.
    for (const role of ['postgres', 'pg_read_all_data', 'pg_execute_server_program']) {
      const err = await inRequest((tx) => tx.execute(sql.raw(`set role ${role}`))).then(() => undefined, (e: unknown) => e);
      expect(stateOf(err), role).toBe('42501');
    }
    // As the application role again, still only its own company.
    const seen = await inRequest(async (tx) => {
      await tx.execute(sql`reset role`);
      await tx.execute(sql`set role ecms_app`);
      return Number((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_user where tenant_id = ${b.tenantId}`))[0].n);
    });
    expect(seen).toBe(0);
  });

  it('every table with a policy forces it, and the owner role asOwner uses is not a superuser', async () => {
    const loose = await queryRows<{ name: string }>(ctx.db, sql`select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and c.relrowsecurity and not c.relforcerowsecurity`);
    expect(loose).toEqual([]);
    const [owner] = await queryRows<{ super: boolean; login: boolean }>(ctx.db, sql`select rolsuper as super, rolcanlogin as login from pg_roles where rolname = public.ecms_owner_role()`);
    expect(owner).toEqual({ super: false, login: false });
  });
});
