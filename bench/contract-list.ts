/**
 * Contract ledger at volume (issue 14): BENCH_CONTRACTS (default 100k) contracts over 500
 * departments, POST /api/b/contract/queryList first page of 50 for the administrator, against a
 * bare route replaying our final statements with the tenant condition written in (bench/replay.ts),
 * at 20 connections and one request at a time. Small run: BENCH_ONLY=contract BENCH_CONTRACTS=5000.
 */
import { sql } from 'drizzle-orm';
import { testConfig } from '../apps/server/src/config.js';
import { appModules } from '../apps/server/src/modules/index.js';
import { AppRegistry } from '../apps/server/src/platform/registry.js';
import { ensureSearchIndex } from '../apps/server/src/platform/search/index.js';
import { BENCH_PASSWORD, openBenchDatabase, signIn, start, stop } from './lib.js';
import { bareFigures, printOursVsBare, routeFigures } from './replay.js';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 100_000);

export async function contractListBench(): Promise<Record<string, unknown>> {
  const bench = await openBenchDatabase('contract');
  const db = bench.database.db;
  await db.execute(sql`insert into ct_contract (tenant_id, id, code, name, flow_type, business_type, amount, party_a, party_b, dept_id, status, created_date, updated_date)
    select ${bench.tenantId}, 'bc-' || g, 'HT-BENCH-' || lpad(g::text, 7, '0'), (array['造价咨询','全过程审计','施工监理','招标代理'])[1 + g % 4] || '合同' || g,
      1, 1 + g % 3, (g % 1000) * 1000, '甲方' || (g % 97), '乙方' || (g % 89), 'bd-' || (g % 500), g % 3, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${CONTRACTS}::int) g`);
  await db.execute(sql`analyze ct_contract`);
  // The contracts' search documents are part of the data, built here: left to the server's start
  // (an onReady hook, 10 s) the build timed out on the loaded machine, as the user list's did.
  await ensureSearchIndex(db, new AppRegistry(appModules, testConfig({ demo: false, adminPassword: BENCH_PASSWORD, databaseUrl: bench.pgUrl })));
  await bench.database.close();

  const page = { pageNo: 1, pageSize: 50 };
  const server = await start(['apps/server/src/server.ts'], { ...bench.serverEnv, PORT: '18909' }, /listening/);
  const base = 'http://127.0.0.1:18909';
  const token = await signIn(base);
  const check = (await (await fetch(`${base}/api/b/contract/queryList`, { method: 'POST', headers: { 'content-type': 'application/json', authtoken: token }, body: JSON.stringify(page) })).json()) as { total?: number; data?: unknown[] };
  if (check.data?.length !== 50) throw new Error(`contract ledger answered ${JSON.stringify(check).slice(0, 200)}`);
  const ours = { contracts: await routeFigures(`${base}/api/b/contract/queryList`, { headers: { 'content-type': 'application/json', authtoken: token }, body: JSON.stringify(page) }) };
  await stop(server);
  const bare = await bareFigures(bench.pgUrl, bench.dataDir, {
    contracts: { username: 'admin', url: '/api/b/contract/queryList', body: page, from: (s) => /\bct_contract\b/.test(s.text) },
  }, 18910);
  bench.remove();
  return { contracts: CONTRACTS, total: check.total, ...printOursVsBare(`contract ledger first page, ${CONTRACTS} contracts`, ours, bare) };
}
