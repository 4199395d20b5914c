/**
 * Global search at volume (issue 5): BENCH_SEARCH_DOCS (default 1M) indexed records, 20
 * connections, POST /api/b/global/search/queryList with keywords rotating through common,
 * medium and rare words. Targets: p95 ≤ 50 ms for keywords of 3+ characters, ≤ 100 ms for
 * 2-character words. Baselines in the same run: the plain full scan (ILIKE over every document,
 * newest 10) for the same keywords, timed directly against the database, and the floor: an
 * authenticated request that does no search (the type list) at the same 20 connections.
 * Issue 14: each mix (2-character, 3+) against a bare route replaying our final statements for the
 * same keywords (bench/replay.ts), at 20 connections and one request at a time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { appModules } from '../apps/server/src/modules/index.js';
import { searchGrams } from '../apps/server/src/platform/search/index.js';
import { withTenant } from '../apps/server/src/platform/tenancy.js';
import { DURATION, measure, start, stop } from './lib.js';
import { bareFigures, mixFigures, printOursVsBare } from './replay.js';

const PASSWORD = 'Admin@bench2026';
const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 1_000_000);

// Words with very different frequencies: g % len picks them, so shorter lists repeat more often.
const PLACES = ['滨江', '高新', '临港', '西城', '东湖', '南沙', '北辰', '青山', '金桥', '白云', '龙华', '天河', '江北', '松江', '武侯'];
const KINDS = ['住宅', '商业综合体', '学校', '医院', '道路', '桥梁', '污水处理厂', '产业园', '体育馆', '地铁站', '安置房', '办公楼', '物流园'];
const WORKS = ['工程造价咨询', '全过程跟踪审计', '施工监理', '招标代理', '结算审核', '资产评估', '可行性研究', '设计变更审查'];
const DOCTYPES = ['合同', '签证单', '监理日志', '结算书', '变更单', '会议纪要', '验收记录', '旁站记录', '工程联系单', '付款申请'];
const RARE = ['桩基检测', '幕墙深化', '钢结构吊装', '隧道监控量测'];

export const SEARCH_KEYWORDS_2 = ['合同', '滨江', '监理', '学校', '桥梁', '审计', '签证', '幕墙', '武侯', '吊装'];
export const SEARCH_KEYWORDS_3 = ['监理日志', '全过程跟踪', '污水处理厂', '滨江 学校', '结算审核', '桩基检测', '钢结构吊装', '付款申请 龙华', 'HT-2026-000123', '设计变更审查'];

/** SQL mirroring searchGrams (bigrams per whitespace-separated run; a 1-character run whole). */
const GRAMS_SQL = `create or replace function pg_temp.bench_grams(t text) returns text[] language sql immutable as $$
  select coalesce(array_agg(distinct g), '{}') from (
    select case when char_length(w) = 1 then w else substr(w, i, 2) end as g
    from regexp_split_to_table(lower(t), '\\s+') w, generate_series(1, greatest(char_length(w) - 1, 1)) i
    where w <> ''
  ) x $$`;

export async function searchBench(): Promise<Record<string, unknown>> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = pgUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-search-'));
  const t0 = Date.now();
  const database = await openDatabase({ databaseUrl: pgUrl, dataDir });
  await migrate(database);
  const { tenantId } = await seed(database, testConfig({ demo: false, adminPassword: PASSWORD, databaseUrl: pgUrl }), { info: () => undefined, warn: () => undefined }, appModules);
  const db = database.db;
  // Bench documents are written by SQL for speed (filed as departments, a registered type the
  // administrator searches unscoped); first prove the SQL grams equal the product's.
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(GRAMS_SQL));
    for (const text of ['滨江学校 监理日志 HT-2026-000123', '合同', '张 三', '幕墙深化  x']) {
      const rows = (await tx.execute(sql`select pg_temp.bench_grams(${text}) as g`)) as unknown as { rows: { g: string[] | string }[] };
      const got = rows.rows[0].g;
      const list = Array.isArray(got) ? got : got.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((x) => x.replace(/^"|"$/g, ''));
      if ([...list].sort().join('|') !== [...searchGrams(text)].sort().join('|')) throw new Error(`bench grams differ for ${text}: ${list} vs ${searchGrams(text)}`);
    }
    const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
    for (let from = 1; from <= DOCS; from += 100_000) {
      const to = Math.min(DOCS, from + 99_999);
      await tx.execute(sql`insert into search_doc (tenant_id, table_code, record_id, title, content, link, dept_id, owner_id, grams, updated_date)
        select ${tenantId}, 'sys_dept', 'bench-' || g, title, content, '/bench/' || g, null, null, pg_temp.bench_grams(title || ' ' || content),
          now() - (g || ' seconds')::interval
        from (select g,
            (${arr(PLACES)})[1 + g % ${PLACES.length}] || (${arr(KINDS)})[1 + (g / 7) % ${KINDS.length}] || (${arr(DOCTYPES)})[1 + (g / 3) % ${DOCTYPES.length}] as title,
            (${arr(WORKS)})[1 + (g / 11) % ${WORKS.length}] || ' HT-2026-' || lpad(g::text, 6, '0') || ' ' ||
              (${arr(PLACES)})[1 + (g / 13) % ${PLACES.length}] || '片区 第' || (g % 97) || '标段' ||
              case when g % 997 = 0 then ' ' || (${arr(RARE)})[1 + (g / 997) % ${RARE.length}] else '' end as content
          from generate_series(${from}::int, ${to}::int) g) s`);
    }
  });
  await db.execute(sql`vacuum analyze search_doc`);
  // Baseline: the full scan the index replaces, for the same keywords, straight on the database.
  const fullScan = async (keywords: string[]) => {
    const times: number[] = [];
    await withTenant(db, { tenantId, userId: null }, async (tx) => {
      for (let round = 0; round < 2; round++) {
        for (const k of keywords) {
          const patterns = k.toLowerCase().split(/\s+/).map((w) => `%${w}%`);
          const started = performance.now();
          await tx.execute(sql`select record_id from search_doc where (title || ' ' || content) ilike all(${sql.raw(`array[${patterns.map((p) => `'${p}'`).join(',')}]`)})
            order by updated_date desc limit 10`);
          times.push(performance.now() - started);
        }
      }
    });
    times.sort((a, b) => a - b);
    return times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];
  };
  const scan2 = await fullScan(SEARCH_KEYWORDS_2);
  const scan3 = await fullScan(SEARCH_KEYWORDS_3);
  await database.close();
  const seedSeconds = (Date.now() - t0) / 1000;

  const server = await start(['apps/server/src/server.ts'], {
    PORT: '18904', HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir ?? '', DATABASE_URL: pgUrl ?? '', ECMS_CAPTCHA: 'off',
    LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent',
  }, /listening/);
  const base = 'http://127.0.0.1:18904';
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const token = ((await login.json()) as { data: { authToken: string } }).data.authToken;
  const totals: Record<string, number> = {};
  for (const k of [...SEARCH_KEYWORDS_2, ...SEARCH_KEYWORDS_3]) {
    const res = await fetch(`${base}/api/b/global/search/queryList`, {
      method: 'POST', headers: { 'content-type': 'application/json', authtoken: token }, body: JSON.stringify({ pageNo: 1, pageSize: 10, params: { keyword: k } }),
    });
    totals[k] = ((await res.json()) as { total: number }).total;
  }
  const run = (keywords: string[]) => {
    let i = 0;
    return measure({
      url: `${base}/api/b/global/search/queryList`, connections: 20,
      requests: [{
        method: 'POST', headers: { 'content-type': 'application/json', authtoken: token },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ pageNo: 1, pageSize: 10, params: { keyword: keywords[i++ % keywords.length] } }) }),
      }],
    });
  };
  await run(SEARCH_KEYWORDS_2); // warm-up
  const two = await run(SEARCH_KEYWORDS_2);
  const three = await run(SEARCH_KEYWORDS_3);
  // Floor: the same session, connections and stack, for a request that does no search (the tabs).
  const floor = await measure({ url: `${base}/api/b/global/search/typeList`, connections: 20, headers: { authtoken: token } });
  const searchBody = (k: string) => JSON.stringify({ pageNo: 1, pageSize: 10, params: { keyword: k } });
  const mixOf = (keywords: string[]) => keywords.map((k) => ({ path: '/api/b/global/search/queryList', body: searchBody(k) }));
  const jsonAuth = { 'content-type': 'application/json', authtoken: token };
  const ours = { search2: await mixFigures(base, jsonAuth, mixOf(SEARCH_KEYWORDS_2)), search3: await mixFigures(base, jsonAuth, mixOf(SEARCH_KEYWORDS_3)) };
  await stop(server);
  const searchCase = (k: string) => ({ username: 'admin', url: '/api/b/global/search/queryList', body: JSON.parse(searchBody(k)) as object,
    from: (s: { text: string }) => /\bsearch_doc\b/.test(s.text) });
  const bare = await bareFigures(pgUrl, dataDir, Object.fromEntries([
    ...SEARCH_KEYWORDS_2.map((k, i) => [`search2~${i}`, searchCase(k)]), ...SEARCH_KEYWORDS_3.map((k, i) => [`search3~${i}`, searchCase(k)])]), 18906);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(`\nglobal search: ${DOCS} documents, 20 connections, ${DURATION} s per case (built in ${seedSeconds.toFixed(0)} s)`);
  console.log('keywords        req/s   p50 ms  p95 ms  p99 ms  failures   full-scan p95 ms   target p95');
  const line = (name: string, m: typeof two, scan: number, target: number) =>
    console.log(`${name.padEnd(14)} ${m.rps.toFixed(0).padStart(6)} ${m.p50.toFixed(1).padStart(8)} ${m.p95.toFixed(1).padStart(7)} ${m.p99.toFixed(1).padStart(7)}  ${String(m.failures).padStart(8)}   ${scan.toFixed(1).padStart(16)}   ≤ ${target}`);
  line('2 characters', two, scan2, 100);
  line('3+ characters', three, scan3, 50);
  console.log(`floor (typeList, no search, same connections): ${floor.rps.toFixed(0)} req/s, p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms; `
    + `search throughput ${(two.rps / floor.rps * 100).toFixed(0)}% (2 characters) and ${(three.rps / floor.rps * 100).toFixed(0)}% (3+) of it`);
  const vsBare = printOursVsBare(`global search, ${DOCS} documents (search2: the 2-character mix, search3: the 3+ mix)`, ours, bare);
  console.log(`hits per keyword: ${Object.entries(totals).map(([k, n]) => `${k}=${n}`).join(', ')}`);
  return {
    vsBare,
    docs: DOCS,
    twoChar: { rps: two.rps, p50: two.p50, p95: two.p95, p99: two.p99, failures: two.failures, fullScanP95: scan2 },
    threePlus: { rps: three.rps, p50: three.p50, p95: three.p95, p99: three.p99, failures: three.failures, fullScanP95: scan3 },
    floor: { rps: floor.rps, p50: floor.p50, p95: floor.p95, failures: floor.failures },
    totals,
  };
}
