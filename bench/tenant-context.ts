/**
 * Issue 20: the per-statement cost of the verified tenant (public.ecms_tenant(), an HMAC check
 * once per statement) against the plain setting the policies read before, in the same run: the
 * same point read (by (tenant_id, login_name)) on two copies of sys_user (20,000 rows), one whose
 * policy reads (select public.ecms_tenant()), one nullif(current_setting('ecms.tenant_id', true), '').
 *   BENCH_DATABASE_URL=postgres://…/<fresh db> [DATABASE_APP_USER=ecms_login] npx tsx bench/tenant-context.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { databaseAppUserOf } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { withTenant } from '../apps/server/src/platform/tenancy.js';

const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 2, appUser: databaseAppUserOf() });
await migrate(database);
const { db } = database;
const tenantId = '00000000-0000-4000-8000-000000000001';
await db.execute(sql`insert into tenant (id, code, name) values (${tenantId}, 'bench', 'bench') on conflict do nothing`);
await db.execute(sql`insert into sys_user (tenant_id, id, login_name, name, password_hash) select ${tenantId}, 'u' || g, 'login' || g, '用户' || g, 'x'
  from generate_series(1, 20000) g on conflict do nothing`);
// Two copies of sys_user, alike but for their policy's tenant: the old setting, the verified one.
const copy = (table: string, tenant: string) => `drop table if exists ${table};
  create table ${table} (like sys_user including all);
  insert into ${table} select * from sys_user;
  alter table ${table} enable row level security; alter table ${table} force row level security;
  create policy tenant_isolation on ${table} for all to ecms_app using (tenant_id = ${tenant}) with check (tenant_id = ${tenant});
  grant select on ${table} to ecms_app; analyze ${table}`;
await db.execute(sql.raw(copy('bench_old_policy', "nullif(current_setting('ecms.tenant_id', true), '')")));
await db.execute(sql.raw(copy('bench_new_policy', '(select public.ecms_tenant())')));
const N = Number(process.env.BENCH_N ?? 3000);
const time = (table: string) => withTenant(db, { tenantId, userId: null }, async (tx) => {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await tx.execute(sql`select id from ${sql.identifier(table)} where login_name = ${`login${1 + (i % 20000)}`}`);
  return (performance.now() - t0) / N;
});
// Per call, inside the database (no round trip): the function against the setting it replaced.
const perCall = await withTenant(db, { tenantId, userId: null }, async (tx) => {
  const one = async (expr: string) => {
    const r = (await tx.execute(sql.raw(`explain (analyze, timing off, summary on) select count(*) from generate_series(1, 20000) g where ${expr} is not null`))) as unknown as { rows: Record<string, string>[] };
    return Number(/Execution Time: ([\d.]+)/.exec(r.rows.map((x) => Object.values(x)[0]).join('\n'))![1]) / 20000 * 1000;
  };
  return { verifiedUs: await one('public.ecms_tenant()'), settingUs: await one("nullif(current_setting('ecms.tenant_id', true), '')") };
});
const rounds: { verified: number; old: number }[] = [];
for (let r = 0; r < 3; r++) rounds.push({ old: await time('bench_old_policy'), verified: await time('bench_new_policy') });
const best = (k: 'verified' | 'old') => Math.min(...rounds.map((x) => x[k]));
console.log(JSON.stringify({
  statements: N, perStatementMs: { old: best('old').toFixed(4), verified: best('verified').toFixed(4) }, ratio: (best('verified') / best('old')).toFixed(3),
  perCallUs: { ecms_tenant: perCall.verifiedUs.toFixed(2), current_setting: perCall.settingUs.toFixed(3) },
}));
await db.execute(sql`drop table bench_old_policy; drop table bench_new_policy`);
await database.close();
