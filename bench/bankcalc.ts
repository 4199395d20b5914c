/**
 * Month recalculation at volume (finance issue 17, "Numbers to show"): 20 accounts × 60 months
 * (2021-01 … 2025-12) with N statement lines (BENCH_BANKCALC_ROWS, default 1000000) spread evenly
 * over time and accounts. Measured in one process on one database, alternating, BENCH_BANKCALC_REPEAT
 * times each (default 3; the median counts):
 *   product   POST /api/b/finance/bankMonthBalance/calAllMonthBalance through the app (app.inject:
 *             session, rights, scope, transaction, account locks, the aggregate, the chain, the upsert
 *             of 1,200 month rows)
 *   baseline  one SQL aggregate over the same lines: Σincome, Σpay per account and month
 * Target: product ≤ 3x the baseline. Small run: BENCH_ONLY=bankcalc BENCH_BANKCALC_ROWS=20000 npm run bench
 */
import { sql } from 'drizzle-orm';
import { monthBalanceApi } from '@ecms/shared';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { BENCH_PASSWORD, loadAverage, median, openBenchDatabase } from './lib.js';

const ROWS = Number(process.env.BENCH_BANKCALC_ROWS ?? 1_000_000);
const REPEAT = Math.max(1, Number(process.env.BENCH_BANKCALC_REPEAT ?? 3));
const ACCOUNTS = 20;
const MONTHS = 60;

export async function bankCalcBench(): Promise<Record<string, unknown>> {
  const loadStart = loadAverage();
  const t0 = performance.now();
  const bench = await openBenchDatabase('bankcalc');
  const { database, tenantId } = bench;
  const db = database.db;
  // A reused PostgreSQL database: the previous run's rows go first.
  await db.execute(sql`delete from fin_month_balance where account_id like 'bca-%'`);
  await db.execute(sql`delete from fin_bank_detail where account_id like 'bca-%'`);
  await db.execute(sql`delete from fin_bank_account where id like 'bca-%'`);
  await db.execute(sql`delete from sys_dept where id like 'bcd-%'`);
  await db.execute(sql`insert into sys_dept (tenant_id, id, parent_id, parent_ids, name, sort)
    select ${tenantId}, 'bcd-' || g, null, '', '重算部门' || g, g from generate_series(1, ${ACCOUNTS}::int) g`);
  await db.execute(sql`insert into fin_bank_account (tenant_id, id, account_no, account_name, dept_id)
    select ${tenantId}, 'bca-' || g, '62228800' || lpad(g::text, 8, '0'), '重算账户' || g, 'bcd-' || g from generate_series(1, ${ACCOUNTS}::int) g`);
  // Lines evenly over the 60 months (China time), accounts in turn; every account has every month
  // once N ≥ 1,200. In slices so PGlite's memory stays flat.
  const slice = 200_000;
  const span = MONTHS * 30 * 86400; // seconds, a little under 5 years: the last line falls in 2025-12
  for (let from = 1; from <= ROWS; from += slice) {
    const to = Math.min(ROWS, from + slice - 1);
    await db.execute(sql`insert into fin_bank_detail (tenant_id, id, account_id, account_no, account_name, date_time, month, income, pay, balance,
        other_side_name, summary, dedupe_key, content_hash, is_need_claim, dept_id, seq)
      select ${tenantId}, 'bcl-' || g, 'bca-' || (1 + g % ${ACCOUNTS}::int), '62228800' || lpad((1 + g % ${ACCOUNTS}::int)::text, 8, '0'), '重算账户' || (1 + g % ${ACCOUNTS}::int),
        t, to_char(t at time zone 'Asia/Shanghai', 'YYYY-MM'),
        case when g % 2 = 0 then (g % 997) * 10.5 else 0 end, case when g % 2 = 1 then (g % 991) * 3.25 else 0 end, 1000000 + g,
        (array['某市城投公司','某医院','某设计院','某税务局','某物业公司'])[1 + g % 5], '重算流水' || g, 's:C' || g, 'h' || g, g % 2 = 0, 'bcd-' || (1 + g % ${ACCOUNTS}::int), g
      from (select g, timestamptz '2021-01-01 00:00:00+08' + make_interval(secs => (g::float8 * ${span}::float8 / ${ROWS}::float8)) t
        from generate_series(${from}::int, ${to}::int) g) s`);
  }
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - t0) / 1000;

  const app = await buildApp({ config: testConfig({ demo: false, adminPassword: BENCH_PASSWORD, databaseUrl: bench.pgUrl }), database });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: BENCH_PASSWORD } });
  const token = (login.json() as { data: { authToken: string } }).data.authToken;

  const product = async () => {
    const s = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api${monthBalanceApi.calAllMonthBalance.path}`, headers: { authtoken: token }, payload: {} });
    const ms = performance.now() - s;
    const data = (res.json() as { data?: { months: number; accounts: number } }).data;
    if (res.statusCode !== 200 || !data) throw new Error(`calAllMonthBalance answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return { ms, months: data.months, accounts: data.accounts };
  };
  // The baseline in a transaction with the tenant set, as any request runs.
  const baseline = async () => {
    const s = performance.now();
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, true)`);
      const r = await tx.execute(sql`select account_id, month, sum(income) income, sum(pay) pay from fin_bank_detail group by account_id, month`) as unknown as { rows: unknown[] };
      return r.rows.length;
    });
    return { ms: performance.now() - s, groups: rows };
  };

  const productMs: number[] = [];
  const baselineMs: number[] = [];
  let months = 0;
  let accounts = 0;
  let groups = 0;
  for (let i = 0; i < REPEAT; i++) {
    // Alternating which goes first, so neither always finds the other's pages in the cache.
    const order = i % 2 ? [product, baseline] as const : [baseline, product] as const;
    for (const run of order) {
      const r = await run();
      if ('months' in r) { productMs.push(r.ms); months = r.months; accounts = r.accounts; } else { baselineMs.push(r.ms); groups = r.groups; }
      console.log(`  ${'months' in r ? 'product ' : 'baseline'} ${(r.ms / 1000).toFixed(3).padStart(8)} s   load average ${loadAverage()}`);
    }
  }
  await app.close();
  // BENCH_BANKCALC_KEEP=1: the lines stay in the PostgreSQL database for a look at the plans (the next run removes them).
  if (bench.pgUrl && !process.env.BENCH_BANKCALC_KEEP) {
    await db.execute(sql`delete from fin_month_balance where account_id like 'bca-%'`);
    await db.execute(sql`delete from fin_bank_detail where account_id like 'bca-%'`);
    await db.execute(sql`delete from fin_bank_account where id like 'bca-%'`);
    await db.execute(sql`delete from sys_dept where id like 'bcd-%'`);
  }
  await database.close();
  bench.remove();

  const p = median(productMs);
  const b = median(baselineMs);
  const out = {
    rows: ROWS, accounts, months, groups, repeat: REPEAT, database: bench.pgUrl ? 'postgresql' : 'pglite', seedSeconds: Math.round(seedSeconds),
    productMs: productMs.map(Math.round), baselineMs: baselineMs.map(Math.round), productMedianMs: Math.round(p), baselineMedianMs: Math.round(b),
    ratio: +(p / b).toFixed(2), target: 3, loadStart, loadEnd: loadAverage(),
  };
  console.log(`\nbank month recalculation on ${out.database}: ${ROWS} lines, ${accounts} accounts, ${months} month rows written (${groups} groups in the aggregate); seeded in ${out.seedSeconds} s`);
  console.log(`product (calAllMonthBalance) median ${(p / 1000).toFixed(3)} s, one SQL aggregate median ${(b / 1000).toFixed(3)} s, ratio ${out.ratio} (target ≤ 3), median of ${REPEAT}`);
  console.log(`load average at start ${loadStart}, at end ${out.loadEnd}`);
  return out;
}
