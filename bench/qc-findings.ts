/**
 * Findings list at volume (issue 19): one check run with 20,000 findings (BENCH_QC_FINDINGS),
 * 20 connections, POST /api/b/quality/check/findFeeCheckByParentId for the first page of 50
 * (what the findings page asks), beside a bare baseline: a bare Fastify route answering the same
 * page from the same database with the one SELECT and COUNT and nothing else (no sign-in, no
 * rights, no scope, no envelope). Each phase opens the database alone (PGlite is one process's).
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { measure, openBenchDatabase, signIn, start, stop } from './lib.js';

const FINDINGS = Number(process.env.BENCH_QC_FINDINGS ?? 20_000);
const RUN = 'bench-run';

export async function qcFindingsBench(): Promise<Record<string, unknown>> {
  const bench = await openBenchDatabase('qc');
  const { tenantId } = bench;
  let database = bench.database;
  const db = database.db;
  await db.execute(sql`insert into qc_project (tenant_id, id, name, spec_version, stage) values (${tenantId}, 'bench-project', '基准办公楼', '2013', '控制价')`);
  await db.execute(sql`insert into qc_run (tenant_id, id, project_id, name, rules, status, progress) values (${tenantId}, ${RUN}, 'bench-project', '基准检查', '[]'::jsonb, 'done', 100)`);
  await db.execute(sql`insert into qc_finding (tenant_id, id, run_id, seq, rule, severity, unit_name, target, message, expected, actual, deviation, src_sheet, src_row)
    select ${tenantId}, 'bf-' || g, ${RUN}, g, (array['checkBillPrice','taxCheck','branchValencyCheck','quantityCheck'])[1 + g % 4],
      (array['error','warn','info'])[1 + g % 3], '单位工程' || (1 + g % 3), '010101001' || lpad((g % 1000)::text, 3, '0') || ' 平整场地',
      '合价 ≠ 单价 × 数量', '1500.00', '1600.00', 100, '表-08 建筑装饰', 5 + g
    from generate_series(1, ${FINDINGS}) g`);
  await db.execute(sql`analyze`);
  await database.close();

  const page = { runId: RUN, pageNo: 1, pageSize: 50 };
  const server = await start(['apps/server/src/server.ts'], { ...bench.serverEnv, PORT: '18905' }, /listening/);
  const base = 'http://127.0.0.1:18905';
  const token = await signIn(base);
  const opts = { url: `${base}/api/b/quality/check/findFeeCheckByParentId`, method: 'POST' as const, connections: 20, headers: { 'content-type': 'application/json', authtoken: token }, body: JSON.stringify(page) };
  const check = (await (await fetch(opts.url, { method: 'POST', headers: opts.headers, body: opts.body })).json()) as { total?: number; data?: unknown[] };
  if (check.total !== FINDINGS || check.data?.length !== 50) throw new Error(`findings list answered ${JSON.stringify(check).slice(0, 200)}`);
  await measure({ ...opts, duration: 2 });
  const product = await measure(opts);
  await stop(server);

  // Baseline: the same page, bare.
  database = await bench.open();
  const bare = Fastify();
  bare.post('/findings', async () => database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, true)`);
    const rows = (await tx.execute(sql`select id, seq, rule, severity, unit_name, target, message, expected, actual, deviation, src_sheet, src_row, status
      from qc_finding where tenant_id = ${tenantId} and run_id = ${RUN} order by seq limit 50`)) as unknown as { rows: unknown[] };
    const counted = (await tx.execute(sql`select count(*)::int as n from qc_finding where tenant_id = ${tenantId} and run_id = ${RUN}`)) as unknown as { rows: { n: number }[] };
    const n = counted.rows[0].n;
    return { data: rows.rows, total: n };
  }));
  await bare.listen({ port: 18906, host: '127.0.0.1' });
  await measure({ ...opts, url: 'http://127.0.0.1:18906/findings', duration: 2 });
  const baseline = await measure({ ...opts, url: 'http://127.0.0.1:18906/findings' });
  await bare.close();
  await database.close();
  bench.remove();

  const out = {
    findings: FINDINGS,
    product: { rps: product.rps, p95: product.p95, failures: product.failures },
    baseline: { rps: baseline.rps, p95: baseline.p95, failures: baseline.failures },
    throughputShare: Math.round((product.rps / baseline.rps) * 100) / 100,
  };
  console.info(`qc findings (${FINDINGS} in one run): product ${product.rps}/s p95 ${product.p95} ms; bare ${baseline.rps}/s p95 ${baseline.p95} ms; share ${out.throughputShare}`);
  return out;
}
