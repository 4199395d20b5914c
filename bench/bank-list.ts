/**
 * Bank-statement list at volume (finance issue 17): N statement lines (BENCH_BANK_ROWS, default
 * 200000) on 20 accounts of 20 departments, BENCH_BANK_CONNECTIONS (default 20) connections, POST /api/b/finance/bankDetail/queryList
 * first page. Baseline: a bare Fastify route running the page's one SQL on the same database
 * (bench/bank-bare-server.ts). Reported: the product's p95 and req/s against the bare route's
 * (target ≤ 1.5x the bare p95), and a department-scoped caller against the administrator.
 */
import { sql } from 'drizzle-orm';
import { measure, openBenchDatabase, signIn, start, stop } from './lib.js';

const ROWS = Number(process.env.BENCH_BANK_ROWS ?? 200_000);
const ACCOUNTS = 20;
const CONNECTIONS = Number(process.env.BENCH_BANK_CONNECTIONS ?? 20);

export async function bankListBench(): Promise<Record<string, unknown>> {
  const t0 = Date.now();
  const bench = await openBenchDatabase('bank');
  const { database, tenantId } = bench;
  const db = database.db;
  await db.execute(sql`insert into sys_dept (tenant_id, id, parent_id, parent_ids, name, sort)
    select ${tenantId}, 'bbd-' || g, null, '', '部门' || g, g from generate_series(1, ${ACCOUNTS}) g`);
  await db.execute(sql`insert into fin_bank_account (tenant_id, id, account_no, account_name, dept_id)
    select ${tenantId}, 'bba-' || g, '62220000' || lpad(g::text, 8, '0'), '基准账户' || g, 'bbd-' || g from generate_series(1, ${ACCOUNTS}) g`);
  // Lines: one every ~5 minutes back from now, spread over the accounts; incomes and payments alternate.
  await db.execute(sql`insert into fin_bank_detail (tenant_id, id, account_id, account_no, account_name, date_time, month, income, pay, balance,
      other_side_name, summary, dedupe_key, content_hash, is_need_claim, dept_id, seq)
    select ${tenantId}, 'bbl-' || g, 'bba-' || (1 + g % ${ACCOUNTS}), '62220000' || lpad((1 + g % ${ACCOUNTS})::text, 8, '0'), '基准账户' || (1 + g % ${ACCOUNTS}),
      now() - (g * 5 || ' minutes')::interval, to_char((now() - (g * 5 || ' minutes')::interval) at time zone 'Asia/Shanghai', 'YYYY-MM'),
      case when g % 2 = 0 then (g % 997) * 10.5 else 0 end, case when g % 2 = 1 then (g % 991) * 3.25 else 0 end, 1000000 + g,
      (array['某市城投公司','某医院','某设计院','某税务局','某物业公司'])[1 + g % 5], '基准流水' || g, 's:B' || g, 'h' || g, g % 2 = 0, 'bbd-' || (1 + g % ${ACCOUNTS}), g
    from generate_series(1, ${ROWS}) g`);
  // A department-scoped caller (one account of twenty).
  await db.execute(sql`insert into sys_role (tenant_id, id, code, name) values (${tenantId}, 'bbr', 'bench_bank', '基准流水角色')`);
  await db.execute(sql`insert into sys_role_menu (tenant_id, role_id, menu_id) select ${tenantId}, 'bbr', id from sys_menu where permission = 'finance:bankDetail:view'`);
  await db.execute(sql`insert into sys_role_data_scope (tenant_id, role_id, data_menu_id, scope) select ${tenantId}, 'bbr', id, 'dept' from sys_data_menu where code = 'fin_bank_detail'`);
  await db.execute(sql`insert into sys_user (tenant_id, id, dept_id, login_name, name, password_hash)
    values (${tenantId}, 'bbu', 'bbd-1', 'bankscoped', '流水受限用户', (select password_hash from sys_user where login_name = 'admin'))`);
  await db.execute(sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${tenantId}, 'bbu', 'bbr')`);
  await db.execute(sql`analyze`);
  await database.close();
  const seedSeconds = (Date.now() - t0) / 1000;
  const env = bench.serverEnv;
  const page = JSON.stringify({ pageNo: 1, pageSize: 50 });

  // The bare route first (the embedded database takes one process at a time).
  const bare = await start(['bench/bank-bare-server.ts'], { ...env, PORT: '18911' }, /ready/);
  const bareOpts = { url: 'http://127.0.0.1:18911/list', method: 'POST' as const, connections: CONNECTIONS, headers: { 'content-type': 'application/json' }, body: page };
  await measure({ ...bareOpts, duration: 2 });
  const bareRes = await measure(bareOpts);
  await stop(bare);

  const server = await start(['apps/server/src/server.ts'], { ...env, PORT: '18912' }, /listening/);
  const base = 'http://127.0.0.1:18912';
  const tokenOf = (username: string) => signIn(base, username);
  const run = (token: string, duration?: number) => measure({
    url: `${base}/api/b/finance/bankDetail/queryList`, method: 'POST', connections: CONNECTIONS, ...(duration && { duration }),
    headers: { 'content-type': 'application/json', authtoken: token }, body: page,
  });
  const admin = await tokenOf('admin');
  const scoped = await tokenOf('bankscoped');
  await run(admin, 2); // warm-up
  const adminRes = await run(admin);
  const scopedRes = await run(scoped);
  await stop(server);
  bench.remove();

  const rows = [
    { case: 'bare SQL route', rps: bareRes.rps, p50: bareRes.p50, p95: bareRes.p95, failures: bareRes.failures },
    { case: 'admin, first page', rps: adminRes.rps, p50: adminRes.p50, p95: adminRes.p95, failures: adminRes.failures },
    { case: 'dept scope, first page', rps: scopedRes.rps, p50: scopedRes.p50, p95: scopedRes.p95, failures: scopedRes.failures },
  ];
  console.log(`\nbank-statement list: ${ROWS} lines on ${ACCOUNTS} accounts, ${CONNECTIONS} connections (seeded in ${seedSeconds.toFixed(0)} s)`);
  console.log('case                      req/s   p50 ms  p95 ms  failures');
  for (const r of rows) console.log(`${r.case.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)}  ${r.failures}`);
  for (const [name, m] of [['bare', bareRes], ['admin', adminRes], ['scoped', scopedRes]] as const) {
    if (m.failures || !m.raw.requests.total) console.log(`${name}: ${m.raw.requests.total} requests; ${m.failureDetail}`);
  }
  const ratio = adminRes.p95 / Math.max(1, bareRes.p95);
  console.log(`admin/bare p95 ratio ${ratio.toFixed(2)} (target ≤ 1.5); scoped/admin p95 ratio ${(scopedRes.p95 / Math.max(1, adminRes.p95)).toFixed(2)}`);
  return { rows: ROWS, cases: rows, adminToBareP95: ratio, scopedToAdminP95: scopedRes.p95 / Math.max(1, adminRes.p95) };
}
