import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { authApi, saasApi } from '@ecms/shared';
import { saasGrade } from '../../../db/schema/index.js';
import { queryRows } from '../../../platform/sql.js';
import { withTenant } from '../../../platform/tenancy.js';
import { spaceOf } from '../../form/form-model.js';
import { client } from '../../../../test/api-client.js';
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

describe('SQL slipped into a request cannot forge the tenant (issue 20)', () => {
  const inRequest = <T>(tenantId: string, fn: (tx: Db) => Promise<T>) => withTenant(ctx.db, { tenantId, userId: null }, fn);
  const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => stateOf(e));
  /** What the transaction sees of a company's users: with the condition, and in all. */
  const seen = async (tx: Db, id: string) => ({
    theirs: Number((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_user where tenant_id = ${id}`))[0].n),
    all: await count(tx, 'sys_user'),
  });

  it('setting another company\'s id sees none of its rows, and writes none', async () => {
    const b = await ctx.make.company();
    const got = await inRequest(ctx.tenantId, async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', ${b.tenantId}, true)`);
      return seen(tx, b.tenantId);
    });
    expect(got).toEqual({ theirs: 0, all: 0 });
    expect(await failure(inRequest(ctx.tenantId, async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', ${b.tenantId}, true)`);
      await tx.execute(sql`insert into sys_param (id, key, value) values (${`p${Date.now()}`}, 'forged.key', '1')`);
    }))).toBe('42501');
  });

  it('a context copied from another transaction (of this backend or any) verifies nothing', async () => {
    const b = await ctx.make.company();
    const stolen = await inRequest(ctx.tenantId, (tx) => queryRows<{ t: string; u: string; sig: string }>(tx, sql`select current_setting('ecms.tenant_id') as t,
      current_setting('ecms.user_id') as u, current_setting('ecms.tenant_sig') as sig`));
    expect(stolen[0].sig).toMatch(/^[0-9a-f]{64}$/);
    const got = await inRequest(b.tenantId, async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', ${stolen[0].t}, true), set_config('ecms.user_id', ${stolen[0].u}, true),
        set_config('ecms.tenant_sig', ${stolen[0].sig}, true)`);
      return seen(tx, ctx.tenantId);
    });
    expect(got).toEqual({ theirs: 0, all: 0 });
  });

  it('entering another company without its proof is refused and shows nothing', async () => {
    const b = await ctx.make.company();
    for (const proof of ['0'.repeat(64), '', 'x']) {
      expect(await failure(inRequest(ctx.tenantId, (tx) => tx.execute(sql`select public.ecms_enter(${b.tenantId}, '', ${proof})`)))).toBe('42501');
    }
    // No proof at all is the owner's way in: refused to the plain login role (on PGlite and on a
    // superuser connection the session is the owner's anyway: docs/security.md).
    if (loginRole) expect(await failure(inRequest(ctx.tenantId, (tx) => tx.execute(sql`select public.ecms_enter(${b.tenantId}, '', null)`)))).toBe('42501');
    // A refusal caught inside the request (a savepoint) leaves its own company, not the other.
    const got = await inRequest(ctx.tenantId, async (tx) => {
      await tx.execute(sql`savepoint probe`);
      await failure(tx.execute(sql`select public.ecms_enter(${b.tenantId}, '', ${'0'.repeat(64)})`));
      await tx.execute(sql`rollback to savepoint probe`);
      return seen(tx, b.tenantId);
    });
    expect(got.theirs).toBe(0);
    expect(got.all).toBeGreaterThan(0);
  });

  it('the key and the SQL-side proof are out of the application\'s reach', async () => {
    for (const q of [sql`select * from ecms_private.tenant_key`, sql`select ecms_private.proof(${ctx.tenantId}, '')`]) {
      expect(await failure(inRequest(ctx.tenantId, (tx) => tx.execute(q)))).toBe('42501');
    }
  });

  it('the policy reads the verified tenant once per statement and still uses the (tenant_id, ...) index', async () => {
    const plan = await inRequest(ctx.tenantId, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select id from sys_user where login_name = 'admin'`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/InitPlan/);
    expect(plan).toMatch(/Index (Only )?Scan/);
    // The verified tenant is an index key computed once (PostgreSQL 17: (InitPlan n).col1; before: $n).
    expect(plan).toMatch(/Index Cond: \(tenant_id = (\(InitPlan \d+\)\.col1|\$\d+)\)/);
  });
});

describe('the online forms\' DDL functions take only the calling company\'s schema', () => {
  const inRequest = <T>(fn: (tx: Db) => Promise<T>) => withTenant(ctx.db, { tenantId: ctx.tenantId, userId: null }, fn);
  const refusal = (query: ReturnType<typeof sql>) => inRequest((tx) => tx.execute(query)).then(() => undefined, (e: unknown) => stateOf(e));

  it('another company\'s schema, a strange name or type is refused, and nothing is created', async () => {
    const b = await ctx.make.company();
    const mine = spaceOf(ctx.tenantId);
    const theirs = spaceOf(b.tenantId);
    expect(await refusal(sql`select public.ecms_form_ensure_space(${theirs})`)).toBe('42501');
    expect(await refusal(sql`select public.ecms_form_drop_table(${theirs}, 'frm_x', true)`)).toBe('42501');
    expect(await refusal(sql`select public.ecms_form_has_data(${'public'}, 'sys_user', null)`)).toBe('42501');
    expect(await refusal(sql`select public.ecms_form_create_table(${mine}, ${'frm_x"; drop table sys_user; --'}, null, array['fx_000000000000000000000000'])`)).toBe('22023');
    expect(await refusal(sql`select public.ecms_form_column(${mine}, 'frm_x', 'add', 'a', ${'text; drop table sys_user'})`)).toBe('22023');
    expect(await refusal(sql`select public.ecms_form_column(${mine}, 'frm_x', 'drop', 'tenant_id', null)`)).toBe('22023');
    expect(await refusal(sql`select public.ecms_form_index(${mine}, 'frm_x', 'idx_any', 'a', false)`)).toBe('22023');
    // Without a tenant, no schema at all.
    expect(await inRequest(async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', '', true)`);
      return tx.execute(sql`select public.ecms_form_ensure_space(${mine})`);
    }).then(() => undefined, (e: unknown) => stateOf(e))).toBe('42501');
    const [made] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from pg_namespace where nspname = ${theirs}`);
    expect(made.n).toBe(0);
  });

  it('a table or column holding data is never dropped, even by a caller that skips the check', async () => {
    const mine = spaceOf(ctx.tenantId);
    const t = sql.raw(`"${mine}"."frm_zz_guard"`);
    const tried = (drop: ReturnType<typeof sql>) => inRequest(async (tx) => {
      await tx.execute(sql`select public.ecms_form_ensure_space(${mine})`);
      await tx.execute(sql`select public.ecms_form_create_table(${mine}, 'frm_zz_guard', null,
        array['fx_000000000000000000000001', 'fx_000000000000000000000002', 'fx_000000000000000000000003', 'fx_000000000000000000000004'])`);
      await tx.execute(sql`select public.ecms_form_column(${mine}, 'frm_zz_guard', 'add', 'note', 'text')`);
      await tx.execute(sql`insert into ${t} (id, note) values ('r1', 'kept')`);
      await tx.execute(drop);
    }).then(() => undefined, (e: unknown) => stateOf(e));
    expect(await tried(sql`select public.ecms_form_drop_table(${mine}, 'frm_zz_guard', true)`)).toBe('55000');
    expect(await tried(sql`select public.ecms_form_column(${mine}, 'frm_zz_guard', 'drop', 'note', null)`)).toBe('55000');
  });

  it('the application cannot run the schema check itself, nor anyone but the application the DDL', async () => {
    const [acl] = await queryRows<{ check: boolean; ddl: boolean; publicDdl: boolean }>(ctx.db, sql`select
      has_function_privilege('ecms_app', 'public.ecms_form_check(text, text)', 'execute') as "check",
      has_function_privilege('ecms_app', 'public.ecms_form_column(text, text, text, text, text)', 'execute') as ddl,
      exists (select 1 from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
        where p.proname like 'ecms\_form\_%' and a.grantee = 0) as "publicDdl"`);
    expect(acl).toEqual({ check: false, ddl: true, publicDdl: false });
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

  it('after a reset role, neither the key nor a forged tenant reads anything', async () => {
    const b = await ctx.make.company();
    const failed = await inRequest(async (tx) => {
      await tx.execute(sql`reset role`);
      return tx.execute(sql`select * from ecms_private.tenant_key`);
    }).then(() => undefined, (e: unknown) => stateOf(e));
    expect(failed).toBe('42501');
    const got = await inRequest(async (tx) => {
      await tx.execute(sql`reset role`);
      await tx.execute(sql`select set_config('ecms.tenant_id', ${b.tenantId}, true)`);
      await tx.execute(sql`set role ecms_app`);
      return Number((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_user where tenant_id = ${b.tenantId}`))[0].n);
    });
    expect(got).toBe(0);
  });

  it('every table with a policy forces it, and the owner role asOwner uses is not a superuser', async () => {
    const loose = await queryRows<{ name: string }>(ctx.db, sql`select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and c.relrowsecurity and not c.relforcerowsecurity`);
    expect(loose).toEqual([]);
    const [owner] = await queryRows<{ super: boolean; login: boolean }>(ctx.db, sql`select rolsuper as super, rolcanlogin as login from pg_roles where rolname = public.ecms_owner_role()`);
    expect(owner).toEqual({ super: false, login: false });
  });
});

describe.skipIf(!loginRole)('nothing in a request becomes the owner (PostgreSQL, DATABASE_APP_USER)', () => {
  const inRequest = <T>(fn: (tx: Db) => Promise<T>) => withTenant(ctx.db, { tenantId: ctx.tenantId, userId: null }, fn);

  it('SET ROLE ecms_owner is refused: the login role is no member of it', async () => {
    for (const become of ['set role ecms_owner', "select set_config('role', 'ecms_owner', true)", 'set session authorization ecms_owner']) {
      const err = await inRequest((tx) => tx.execute(sql.raw(become))).then(() => undefined, (e: unknown) => e);
      expect(stateOf(err), become).toBe('42501');
    }
    const [m] = await queryRows<{ member: boolean; roles: string[] }>(ctx.db, sql`select pg_has_role(${process.env.DATABASE_APP_USER}, 'ecms_owner', 'member') as member,
      array(select b.rolname::text from pg_auth_members a join pg_roles b on b.oid = a.roleid join pg_roles l on l.oid = a.member
        where l.rolname = ${process.env.DATABASE_APP_USER} order by 1) as roles`);
    expect(m).toEqual({ member: false, roles: ['ecms_app'] });
    // The definer functions and the company schemas are the owner role's.
    const owners = await queryRows<{ owner: string }>(ctx.db, sql`select distinct pg_get_userbyid(proowner) as owner from pg_proc where proname like 'ecms\_form\_%'`);
    expect(owners).toEqual([{ owner: 'ecms_owner' }]);
  });

  it('what needed the owner still works: a company is created and provisioned, its administrator signs in, the platform lists it', async () => {
    const [grade] = await ctx.db.select({ id: saasGrade.id }).from(saasGrade).where(eq(saasGrade.code, 'pro'));
    const code = `plain${Date.now().toString(36)}`;
    const made = await ctx.client('admin').data(saasApi.companySave, { body: { name: `企业${code}`, code, gradeId: grade.id, adminName: '企业管理员' } });
    // Its declared online forms were published into its own schema, by the owner role.
    const [forms] = await queryRows<{ n: number; owner: string | null }>(ctx.db, sql`select count(*)::int as n, min(pg_get_userbyid(c.relowner)) as owner
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${spaceOf(made.id)} and c.relkind = 'r'`);
    expect(forms.n).toBeGreaterThan(0);
    expect(forms.owner).toBe('ecms_owner');
    const signIn = await client(ctx.app).send(authApi.saasLogin, { body: { username: 'admin', password: made.initialPassword!, companyId: made.id } });
    expect(signIn.statusCode, signIn.text).toBe(200);
    const page = await ctx.client('admin').call(saasApi.companyList, { body: { params: { code } } });
    expect(page.data.map((c) => [c.id, c.userCount])).toEqual([[made.id, 1]]);
    // Suspending ends its sessions (written on the owner's connection).
    await ctx.client('admin').data(saasApi.companyStatus, { params: { id: made.id, status: '0' } });
    const again = await client(ctx.app).send(authApi.saasLogin, { body: { username: 'admin', password: made.initialPassword!, companyId: made.id } });
    expect(again.statusCode).toBe(403);
  });
});
