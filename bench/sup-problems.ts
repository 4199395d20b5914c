/**
 * Supervision problem ledger at volume (issue 16): 1M problems over 2,000 projects (BENCH_SUP_PROBLEMS,
 * BENCH_SUP_PROJECTS), 20 connections, POST /api/b/supervise/problemInfo/queryList for a filtered first page
 * of 50 (one project's open problems, newest first — what the ledger asks when a project is chosen), beside a
 * bare baseline: a bare Fastify route in a process of its own (bench/sup-bare-server.ts) answering the same
 * page from the same database with the one SELECT (same joins for the project and node names) and COUNT and
 * nothing else (no sign-in, no rights, no scope, no envelope). Target: the product's p95 at most 2x the bare one, its throughput at least half.
 * The check-item list is measured the same way: BENCH_SUP_ITEMS items (default as many as problems) in
 * 10 checks per project, one check's first page of 50 through `checkItems/queryList` (with each item's
 * problem counts, as the page shows them) against the same SELECT, COUNT and counts run bare.
 * Each phase opens the database alone (PGlite is one process's). Small run:
 *   BENCH_ONLY=sup BENCH_SUP_PROBLEMS=20000 BENCH_SUP_PROJECTS=40 npm run bench
 * BENCH_SUP_CPU_PROF=<dir> writes the product server's CPU profile (node --cpu-prof) into <dir>.
 */
import { sql } from 'drizzle-orm';
import { loadAverage, measure, openBenchDatabase, signIn, start, stop } from './lib.js';

const PROBLEMS = Number(process.env.BENCH_SUP_PROBLEMS ?? 1_000_000);
const PROJECTS = Number(process.env.BENCH_SUP_PROJECTS ?? 2_000);
/** The project the filtered page asks for (one in the middle). */
const TARGET = `bp-${Math.ceil(PROJECTS / 2)}`;
const ITEMS = Number(process.env.BENCH_SUP_ITEMS ?? PROBLEMS);
const CHECKS = PROJECTS * 10;
/** The check whose items are listed (of the middle project). */
const TARGET_CHECK = `bc-${Math.ceil(PROJECTS / 2)}`;

export async function supProblemsBench(): Promise<Record<string, unknown>> {
  const bench = await openBenchDatabase('sup');
  const { tenantId } = bench;
  const database = bench.database;
  const db = database.db;
  await db.execute(sql`insert into sup_project (tenant_id, id, code, name, status)
    select ${tenantId}, 'bp-' || g, 'JL-BENCH-' || lpad(g::text, 5, '0'), '基准监理项目' || g, 1 from generate_series(1, ${PROJECTS}::int) g`);
  await db.execute(sql`insert into sup_project_node (tenant_id, id, project_id, node_type, name)
    select ${tenantId}, 'bn-' || g, 'bp-' || g, 1, '1#住宅楼' from generate_series(1, ${PROJECTS}::int) g`);
  // In slices so PGlite's memory stays flat; updated dates spread over a year.
  const slice = 200_000;
  for (let from = 1; from <= PROBLEMS; from += slice) {
    const to = Math.min(PROBLEMS, from + slice - 1);
    await db.execute(sql`insert into sup_problem (tenant_id, id, project_id, code, name, problem_type, project_node_id, problem_discoverer_name,
        problem_discover_date, rectify_deadline, serious, problem_status, updated_date)
      select ${tenantId}, 'bq-' || g, 'bp-' || (1 + g % ${PROJECTS}::int), 'WT-BENCH-' || lpad(g::text, 7, '0'),
        (array['梁底模板支撑立杆间距过大','临边防护栏杆缺失','钢筋保护层厚度不足','安全帽未佩戴'])[1 + g % 4] || g,
        (1 + g % 8)::text, 'bn-' || (1 + g % ${PROJECTS}::int), '徐明', date '2026-01-01' + (g % 300), date '2026-01-04' + (g % 300),
        g % 17 = 0, (g % 3 = 0)::int, now() - make_interval(mins => g % 525600)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  // Checks: 10 per project (bc-g belongs to project 1 + (g-1) % PROJECTS, so bc-k is project k's for k ≤ PROJECTS).
  await db.execute(sql`insert into sup_check (tenant_id, id, project_id, scope, name, check_date)
    select ${tenantId}, 'bc-' || g, 'bp-' || (1 + (g - 1) % ${PROJECTS}::int), 'pms', '基准检查' || g, date '2026-01-01' + (g % 300)
    from generate_series(1, ${CHECKS}::int) g`);
  for (let from = 1; from <= ITEMS; from += slice) {
    const to = Math.min(ITEMS, from + slice - 1);
    await db.execute(sql`insert into sup_check_item (tenant_id, id, project_id, source_id, source_type, check_category, check_content, qualified,
        project_node_id, status, created_date)
      select ${tenantId}, 'bi-' || g, 'bp-' || (1 + (1 + g % ${CHECKS}::int - 1) % ${PROJECTS}::int), 'bc-' || (1 + g % ${CHECKS}::int), 'check', '07',
        (array['外电防护','现场照明','配电线路','接地与接零保护系统'])[1 + g % 4], g % 5 <> 0, 'bn-' || (1 + (1 + g % ${CHECKS}::int - 1) % ${PROJECTS}::int), 1,
        now() - make_interval(mins => g % 525600)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  // Some problems raised from the listed items, so the counts the page shows are not all zero.
  await db.execute(sql`update sup_problem set check_item_id = 'bi-' || (substr(id, 4)::int) where substr(id, 4)::int % ${CHECKS}::int = ${Math.ceil(PROJECTS / 2) - 1}::int and substr(id, 4)::int <= ${ITEMS}::int`);
  await db.execute(sql`analyze`);
  await database.close();

  const body = { params: { businessId: TARGET, problemStatus: 0 }, orderBy: 'updatedDate', order: 'desc', pageNo: 1, pageSize: 50 };
  // BENCH_SUP_CPU_PROF=<dir>: the product's server writes a CPU profile there (node --cpu-prof) when it stops.
  const prof = process.env.BENCH_SUP_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_SUP_CPU_PROF] : [];
  const server = await start([...prof, 'apps/server/src/server.ts'], { ...bench.serverEnv, PORT: '18907' }, /listening/);
  const base = 'http://127.0.0.1:18907';
  const token = await signIn(base);
  const opts = { url: `${base}/api/b/supervise/problemInfo/queryList`, method: 'POST' as const, connections: 20, headers: { 'content-type': 'application/json', authtoken: token }, body: JSON.stringify(body) };
  const check = (await (await fetch(opts.url, { method: 'POST', headers: opts.headers, body: opts.body })).json()) as { total?: number; data?: unknown[] };
  if (!check.total || check.data?.length !== Math.min(50, check.total)) throw new Error(`problem ledger answered ${JSON.stringify(check).slice(0, 200)}`);
  await measure({ ...opts, duration: 2 });
  const product = await measure(opts);
  const itemOpts = { ...opts, url: `${base}/api/b/supervise/checkItems/queryList`, body: JSON.stringify({ params: { sourceId: TARGET_CHECK }, pageNo: 1, pageSize: 50 }) };
  const itemCheck = (await (await fetch(itemOpts.url, { method: 'POST', headers: itemOpts.headers, body: itemOpts.body })).json()) as { total?: number; data?: unknown[] };
  if (!itemCheck.total || itemCheck.data?.length !== Math.min(50, itemCheck.total)) throw new Error(`check items answered ${JSON.stringify(itemCheck).slice(0, 200)}`);
  await measure({ ...itemOpts, duration: 2 });
  const itemProduct = await measure(itemOpts);
  await stop(server);

  // Baseline: the same page, bare (same filter, order, joins and count), in its own process (bench/sup-bare-server.ts).
  const bare = await start(['bench/sup-bare-server.ts'], {
    ...bench.serverEnv, PORT: '18908', BARE_TENANT_ID: tenantId, BARE_TARGET: TARGET, BARE_TARGET_CHECK: TARGET_CHECK,
  }, /ready/);
  await measure({ ...opts, url: 'http://127.0.0.1:18908/problems', duration: 2 });
  const baseline = await measure({ ...opts, url: 'http://127.0.0.1:18908/problems' });
  await measure({ ...itemOpts, url: 'http://127.0.0.1:18908/items', duration: 2 });
  const itemBaseline = await measure({ ...itemOpts, url: 'http://127.0.0.1:18908/items' });
  await stop(bare);
  bench.remove();

  const out = {
    problems: PROBLEMS,
    projects: PROJECTS,
    pageTotal: check.total,
    product: { rps: product.rps, p95: product.p95, failures: product.failures },
    baseline: { rps: baseline.rps, p95: baseline.p95, failures: baseline.failures },
    p95Ratio: Math.round((product.p95 / Math.max(1, baseline.p95)) * 100) / 100,
    throughputShare: Math.round((product.rps / baseline.rps) * 100) / 100,
    target: 'p95 ≤ 2x bare',
    checkItems: {
      items: ITEMS, checks: CHECKS, pageTotal: itemCheck.total,
      product: { rps: itemProduct.rps, p95: itemProduct.p95, failures: itemProduct.failures },
      baseline: { rps: itemBaseline.rps, p95: itemBaseline.p95, failures: itemBaseline.failures },
      p95Ratio: Math.round((itemProduct.p95 / Math.max(1, itemBaseline.p95)) * 100) / 100,
      throughputShare: Math.round((itemProduct.rps / itemBaseline.rps) * 100) / 100,
    },
  };
  console.info(`sup problems (${PROBLEMS} over ${PROJECTS} projects, page of ${check.total} open): product ${product.rps}/s p95 ${product.p95} ms; `
    + `bare ${baseline.rps}/s p95 ${baseline.p95} ms; p95 ratio ${out.p95Ratio} (target ≤ 2), share ${out.throughputShare}`);
  console.info(`sup check items (${ITEMS} in ${CHECKS} checks, page of ${itemCheck.total}): product ${itemProduct.rps}/s p95 ${itemProduct.p95} ms; `
    + `bare ${itemBaseline.rps}/s p95 ${itemBaseline.p95} ms; p95 ratio ${out.checkItems.p95Ratio} (target ≤ 2), share ${out.checkItems.throughputShare}; load ${loadAverage()}`);
  return out;
}
