/**
 * Tenant isolation at volume (issue 20): company A's user list (first page, and a name search)
 * measured alone, then again with BENCH_ISOLATION_ROWS (default 100k) users of company B in the
 * same table, same server settings, same run. The figure is the ratio with / without (target
 * about 1: every tenant-scoped key and index leads with tenant_id, and row-level security adds
 * the tenant condition the planner uses). A's visible total must not change (0 foreign rows).
 *
 *   BENCH_ONLY=isolation npm run bench                        (PGlite)
 *   BENCH_ONLY=isolation BENCH_DATABASE_URL=postgres://… [DATABASE_APP_USER=ecms_login] npm run bench
 * With DATABASE_APP_USER the server runs its requests as the plain login role (it migrates first).
 */
import { sql } from 'drizzle-orm';
import { loadAverage, measure, openBenchDatabase, signIn, start, stop } from './lib.js';

const B_ROWS = Number(process.env.BENCH_ISOLATION_ROWS ?? 100_000);
const A_ROWS = 2_000;
const PORT = 18931;

export async function isolationBench(): Promise<Record<string, unknown>> {
  const bench = await openBenchDatabase('isolation');
  const { database, tenantId } = bench;
  const db = database.db;
  // Company A: 2,000 people, names like the demo's.
  await db.execute(sql`insert into sys_user (tenant_id, id, login_name, name, job, password_hash, sort, created_date, updated_date)
    select ${tenantId}, 'ia-' || g, 'a' || g, (array['张','王','李','赵','刘','陈','杨','黄','周','吴'])[1 + g % 10] || '员工' || g, '造价工程师',
      (select password_hash from sys_user where login_name = 'admin'), g, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, ${A_ROWS}) g`);
  await db.execute(sql`analyze`);
  await database.close();

  const base = `http://127.0.0.1:${PORT}`;
  const page = { pageNo: 1, pageSize: 50 };
  const search = { pageNo: 1, pageSize: 50, params: { name$like: '张员工1' } };
  const round = async (label: string) => {
    const server = await start(['apps/server/src/server.ts'], { ...bench.serverEnv, PORT: String(PORT), ECMS_DEMO: '0' }, /listening/);
    try {
      const token = await signIn(base);
      const headers = { 'content-type': 'application/json', authtoken: token };
      const out: Record<string, { total: number | undefined; rps: number; p50: number; p95: number; failures: number }> = {};
      for (const [name, body] of [['first page', page], ['name search', search]] as const) {
        const seen = (await (await fetch(`${base}/api/a/sys/user/queryList`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { total?: number };
        const run = () => measure({ url: `${base}/api/a/sys/user/queryList`, method: 'POST', connections: 10, headers, body: JSON.stringify(body) });
        await run(); // warm-up
        const m = await run();
        out[name] = { total: seen.total, rps: m.rps, p50: m.p50, p95: m.p95, failures: m.failures };
      }
      console.log(`${label}: load ${loadAverage()}`);
      return out;
    } finally {
      await stop(server);
    }
  };

  const without = await round('without B');
  const fill = await bench.open();
  const t0 = Date.now();
  await fill.db.execute(sql`insert into tenant (id, code, name) values ('bench-b', 'bench_b', '基准企业B') on conflict do nothing`);
  await fill.db.execute(sql`insert into sys_user (tenant_id, id, login_name, name, job, password_hash, sort, created_date, updated_date)
    select 'bench-b', 'ib-' || g, 'b' || g, (array['张','王','李','赵','刘','陈','杨','黄','周','吴'])[1 + g % 10] || '员工' || g, '造价工程师',
      'x', g, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, ${B_ROWS}) g`);
  await fill.db.execute(sql`analyze`);
  await fill.close();
  const fillSeconds = (Date.now() - t0) / 1000;
  const withB = await round(`with ${B_ROWS} rows of B`);
  bench.remove();

  console.log(`\nisolation: company A ${A_ROWS + 1} users, company B ${B_ROWS} users added between the rounds (${fillSeconds.toFixed(0)} s), 10 connections, ${bench.pgUrl ? 'PostgreSQL' : 'PGlite'}${process.env.DATABASE_APP_USER && bench.pgUrl ? ` as ${process.env.DATABASE_APP_USER}` : ''}`);
  console.log('case          A total (without/with)   req/s without  with   p95 without  with   rps ratio  p95 ratio  failures');
  const rows = [];
  for (const name of ['first page', 'name search'] as const) {
    const a = without[name];
    const b = withB[name];
    const rpsRatio = b.rps / a.rps;
    const p95Ratio = b.p95 / a.p95;
    rows.push({ case: name, totalWithout: a.total, totalWith: b.total, rpsWithout: a.rps, rpsWith: b.rps, p95Without: a.p95, p95With: b.p95, rpsRatio, p95Ratio, failures: a.failures + b.failures });
    console.log(`${name.padEnd(13)} ${`${a.total}/${b.total}`.padStart(22)} ${a.rps.toFixed(0).padStart(15)} ${b.rps.toFixed(0).padStart(5)} ${a.p95.toFixed(0).padStart(12)} ${b.p95.toFixed(0).padStart(5)} ${rpsRatio.toFixed(2).padStart(10)} ${p95Ratio.toFixed(2).padStart(10)}  ${a.failures + b.failures}`);
    if (a.total !== b.total) console.log(`  !! A's visible total changed with B present: ${a.total} → ${b.total}`);
  }
  return { bRows: B_ROWS, aRows: A_ROWS + 1, rows };
}
