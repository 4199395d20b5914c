/**
 * Fair bare baselines (issue 14): the product's own final statements of a request, recorded in
 * process, replayed by a bare Fastify route (bench/replay-bare-server.ts) with no session, rights,
 * scope or row-level security. Without RLS the bare route writes the tenant condition into the SQL
 * itself, as the `tenant_isolation` policy adds it (`tenant_id = <tenant>` on every reference to a
 * table with RLS on), so both sides read the same index range; plansOf checks that they get the
 * same plan.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../apps/server/src/config.js';
import { type Database, openDatabase, type SentStatement } from '../apps/server/src/db/client.js';
import { buildApp } from '../apps/server/src/app.js';
import { BENCH_PASSWORD, loadAverage, measure, median, start, stop } from './lib.js';

/** One request whose statements are recorded: who signs in, the route, and where its final SQL starts. */
export interface RecordedCase {
  username: string;
  method?: 'GET' | 'POST';
  url: string;
  body?: object;
  /** The first statement of the request's final SQL (after the session lookup, rights and scope). */
  from: (s: SentStatement) => boolean;
}

const TX_END = /^\s*(commit|rollback)\b/i;

/**
 * Runs each case twice in process (the second run recorded, so caches the product keeps are warm)
 * and answers its statements from the one `from` picks to the end, without COMMIT.
 */
export async function recordStatements(pgUrl: string | undefined, dataDir: string | undefined,
  cases: Record<string, RecordedCase>): Promise<Record<string, SentStatement[]>> {
  const database = await openDatabase({ databaseUrl: pgUrl, dataDir, countStatements: true });
  const app = await buildApp({ config: testConfig({ demo: false, adminPassword: BENCH_PASSWORD, databaseUrl: pgUrl }), database });
  await app.ready();
  const out: Record<string, SentStatement[]> = {};
  try {
    const tokens = new Map<string, string>();
    for (const [name, c] of Object.entries(cases)) {
      if (!tokens.has(c.username)) {
        const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: c.username, password: BENCH_PASSWORD } });
        tokens.set(c.username, login.json().data.authToken as string);
      }
      const call = () => app.inject({ method: c.method ?? 'POST', url: c.url, headers: { authtoken: tokens.get(c.username)! }, payload: c.body ?? {} });
      await call();
      database.statements!.reset();
      const res = await call();
      if (res.statusCode !== 200 || res.json().success === false) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const sent = database.statements!.sent;
      const first = sent.findIndex(c.from);
      if (first < 0) throw new Error(`${name}: no final statement among:\n${database.statements!.log.join('\n')}`);
      out[name] = sent.slice(first).filter((s) => !TX_END.test(s.text));
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}

/** Tables under row-level security (read once, outside any timed path). */
export async function rlsTables(database: Database): Promise<Set<string>> {
  const rows = await rawQuery(database, { text: `select relname from pg_class where relrowsecurity and relkind in ('r', 'p')`, values: [] });
  return new Set(rows.map((r) => String(r[0])));
}

const NOT_ALIAS = new Set(['where', 'on', 'limit', 'offset', 'order', 'group', 'having', 'left', 'right', 'inner', 'outer', 'full',
  'cross', 'join', 'natural', 'using', 'union', 'except', 'intersect', 'window', 'for', 'fetch', 'returning', 'lateral', 'tablesample']);
const TABLE_REF = /\b(from|join)\s+("?)([a-z_][a-z0-9_]*)\2(?:\s+(as\s+)?("?)([a-z_][a-z0-9_]*)\5)?/gi;

/**
 * The statement as the bare route runs it: every reference to a table under RLS read through
 * `(select * from t where t.tenant_id = $n) alias`, which PostgreSQL pulls up into the query, so
 * the condition lands where the policy's does (the index's first column). The tenant is one more
 * parameter.
 */
export function withTenantCondition(s: SentStatement, tenantId: string, tables: Set<string>): SentStatement {
  const n = s.values.length + 1;
  const text = s.text.replace(TABLE_REF, (whole, kw: string, _q: string, table: string, as: string | undefined, aq: string, alias: string | undefined) => {
    if (!tables.has(table)) return whole;
    const aliasIsWord = alias !== undefined && !as && !aq && NOT_ALIAS.has(alias.toLowerCase());
    const name = alias && !aliasIsWord ? `${aq}${alias}${aq}` : `"${table}"`;
    const rest = aliasIsWord ? ` ${alias}` : '';
    return `${kw} (select * from "${table}" where "${table}"."tenant_id" = $${n}) ${name}${rest}`;
  });
  return { text, values: [...s.values, tenantId] };
}

/** A statement through the driver, rows as arrays (as drizzle reads them). */
export async function rawQuery(database: Database, s: SentStatement): Promise<unknown[][]> {
  return database.pglite
    ? (await database.pglite.query<unknown[]>(s.text, s.values, { rowMode: 'array' })).rows
    : (await database.pool!.query<unknown[]>({ text: s.text, values: s.values, rowMode: 'array' })).rows;
}

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Join Type'?: string; Plans?: PlanNode[] }

/**
 * A plan's access paths: node types with their relations and indexes, depth-first. What only the
 * policies add is left out, so the two sides compare: Result nodes (the policies' one-time
 * filters), Memoize (a cache over the same inner scan, which the planner costs differently under
 * the policy's wrapper; printed with BENCH_SHOW_PLANS) and scans of tables the statement does not name (the restrictive import_staged
 * policy's imp_pending probe).
 */
const shapeOf = (p: PlanNode, text: string, depth = 0): string[] => {
  const transparent = p['Node Type'] === 'Result' || p['Node Type'] === 'Memoize';
  const children = (p.Plans ?? []).flatMap((c) => shapeOf(c, text, transparent ? depth : depth + 1));
  if (transparent) return children;
  if (p['Relation Name'] && !text.includes(p['Relation Name'])) return [];
  return [`${'  '.repeat(depth)}${p['Node Type']}${p['Join Type'] ? ` ${p['Join Type']}` : ''}${p['Relation Name'] ? ` ${p['Relation Name']}` : ''}${p['Index Name'] ? ` using ${p['Index Name']}` : ''}`, ...children];
};

const explainOf = async (run: (s: SentStatement) => Promise<unknown[][]>, s: SentStatement) => {
  const [[raw]] = await run({ text: `explain (format json) ${s.text}`, values: s.values });
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return shapeOf(parsed[0].Plan, s.text);
};

/**
 * The plan shapes of each recorded statement as the product runs it (in a transaction with the
 * tenant, user and role withTenant sets, so RLS applies) and as the bare route runs it. EXPLAIN
 * statements themselves are not explained.
 */
export async function comparePlans(database: Database, tenantId: string, userId: string, ours: SentStatement[], bare: SentStatement[]) {
  const out: { same: boolean; ours: string[]; bare: string[] }[] = [];
  for (let i = 0; i < ours.length; i++) {
    if (/^\s*explain\b/i.test(ours[i].text)) continue;
    // The verified tenant context withTenant enters (db/tenant-context.ts); the bench is the owner, so the proof is made in SQL.
    const setup = { text: `select public.ecms_enter($1, $2, ecms_private.proof($1, $2)), set_config('role', 'ecms_app', true)`, values: [tenantId, userId] };
    let oursPlan: string[];
    if (database.pglite) {
      oursPlan = await database.pglite.transaction(async (tx) => {
        const run = async (s: SentStatement) => (await tx.query<unknown[]>(s.text, s.values, { rowMode: 'array' })).rows;
        await run(setup);
        return explainOf(run, ours[i]);
      });
    } else {
      const client = await database.pool!.connect();
      try {
        const run = async (s: SentStatement) => (await client.query<unknown[]>({ text: s.text, values: s.values, rowMode: 'array' })).rows;
        await client.query('begin');
        await run(setup);
        oursPlan = await explainOf(run, ours[i]);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
    const barePlan = await explainOf((s) => rawQuery(database, s), bare[i]);
    out.push({ same: oursPlan.join('\n') === barePlan.join('\n'), ours: oursPlan, bare: barePlan });
  }
  return out;
}

/** Median time of `n` requests one after another (no concurrency: the latency of one request). */
export async function singleMedian(url: string, init: { method?: string; headers: Record<string, string>; body?: string }, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { method: init.method ?? 'POST', headers: init.headers, body: init.body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t);
  }
  return median(times);
}

/**
 * Checks every recorded case's plans, ours against bare (comparePlans), as the user the case signs
 * in as, prints any that differ whole, and answers the tenant the bare route writes in.
 */
export async function planCheck(pgUrl: string | undefined, dataDir: string | undefined, recorded: Record<string, SentStatement[]>,
  usernames: Record<string, string>): Promise<{ tenantId: string; samePlans: Record<string, boolean> }> {
  const database = await openDatabase({ databaseUrl: pgUrl, dataDir });
  try {
    const tables = await rlsTables(database);
    const samePlans: Record<string, boolean> = {};
    let tenantId = '';
    for (const [name, statements] of Object.entries(recorded)) {
      const [[tenant, user]] = await rawQuery(database, { text: 'select tenant_id, id from sys_user where login_name = $1 limit 1', values: [usernames[name]] }) as [string, string][];
      tenantId = tenant;
      const plans = await comparePlans(database, tenant, user, statements, statements.map((s) => withTenantCondition(s, tenant, tables)));
      samePlans[name] = plans.every((p) => p.same);
      console.log(`plan check ${name}: ${plans.length} statement(s), ${samePlans[name] ? 'same plan on both sides' : 'PLANS DIFFER'}`);
      for (const p of plans) if (!p.same) console.log(`ours:\n${p.ours.join('\n')}\nbare:\n${p.bare.join('\n')}`);
      if (process.env.BENCH_SHOW_PLANS) for (const p of plans) console.log(p.ours.join('\n'));
    }
    return { tenantId, samePlans };
  } finally {
    await database.close();
  }
}

/** Throughput at `connections` and the one-at-a-time median of one route. */
export interface RouteFigures { rps: number; p95: number; single: number; failures: number }

/** The connections of the ours / bare comparison (issue 14) and the requests of the one-at-a-time medians. */
export const RATIO_CONNECTIONS = 20;
export const SINGLE_REQUESTS = Number(process.env.BENCH_SINGLE ?? 200);

/** A route's figures: a 2 s warm-up, `connections` for BENCH_SECONDS, then SINGLE_REQUESTS one at a time. */
export function routeFigures(url: string, init: { headers: Record<string, string>; body?: string }): Promise<RouteFigures> {
  const u = new URL(url);
  return mixFigures(u.origin, init.headers, [{ path: u.pathname, body: init.body }]);
}

/** routeFigures over a mix of requests (paths and bodies), taken in turn. */
export async function mixFigures(origin: string, headers: Record<string, string>, items: { path: string; body?: string }[]): Promise<RouteFigures> {
  let next = 0;
  const opts = {
    url: origin, connections: RATIO_CONNECTIONS,
    requests: [{ method: 'POST' as const, headers, setupRequest: (req: object) => ({ ...req, ...items[next++ % items.length] }) }],
  };
  await measure({ ...opts, duration: 2 });
  const m = await measure(opts);
  const times: number[] = [];
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const item = items[i % items.length];
    const t = performance.now();
    const res = await fetch(origin + item.path, { method: 'POST', headers, body: item.body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${item.path}: ${res.status}`);
    times.push(performance.now() - t);
  }
  return { rps: m.rps, p95: m.p95, failures: m.failures, single: median(times) };
}

/**
 * The bare side of a comparison: the cases' final statements recorded in process, their plans
 * checked against ours, then replayed by bench/replay-bare-server.ts in its own process (the
 * product's server must be stopped: PGlite is one process's) and measured.
 */
export async function bareFigures(pgUrl: string | undefined, dataDir: string | undefined, cases: Record<string, RecordedCase>, port: number) {
  const recorded = await recordStatements(pgUrl, dataDir, cases);
  const plans = await planCheck(pgUrl, dataDir, recorded, Object.fromEntries(Object.entries(cases).map(([k, c]) => [k, c.username])));
  const file = path.join(os.tmpdir(), `ecms-bench-bare-${process.pid}-${port}.json`);
  fs.writeFileSync(file, JSON.stringify({ tenantId: plans.tenantId, cases: recorded }));
  const bare = await start(['bench/replay-bare-server.ts'], { PORT: String(port), ECMS_DATA_DIR: dataDir ?? '', DATABASE_URL: pgUrl ?? '', BARE_STATEMENTS_FILE: file }, /ready/);
  const figures: Record<string, RouteFigures> = {};
  try {
    // Cases named `mix~n` are measured together, in turn, as the mix `mix`.
    const mixes = new Map<string, string[]>();
    for (const name of Object.keys(cases)) mixes.set(name.split('~')[0], [...(mixes.get(name.split('~')[0]) ?? []), name]);
    for (const [mix, names] of mixes) {
      figures[mix] = await mixFigures(`http://127.0.0.1:${port}`, { 'content-type': 'application/json' }, names.map((n) => ({ path: `/${n}`, body: '{}' })));
    }
  } finally {
    await stop(bare);
    fs.rmSync(file, { force: true });
  }
  return { figures, samePlans: plans.samePlans, statements: Object.fromEntries(Object.entries(recorded).map(([k, v]) => [k, v.length])) };
}

/** Prints and answers ours against bare per case: throughput share and single-request median ratio. */
export function printOursVsBare(title: string, ours: Record<string, RouteFigures>, bare: Awaited<ReturnType<typeof bareFigures>>) {
  console.log(`\n${title}: ours / bare (the bare route replays our final statements with the tenant condition written in; `
    + `plans ${Object.values(bare.samePlans).every(Boolean) ? 'the same for every case' : `DIFFER for ${Object.keys(bare.samePlans).filter((k) => !bare.samePlans[k]).join(', ')}`}; `
    + `${RATIO_CONNECTIONS} connections; single = median of ${SINGLE_REQUESTS} one at a time; load average ${loadAverage()})`);
  console.log('case                 ours req/s  bare req/s  share   ours single ms  bare single ms  ratio  failures');
  const ratios: Record<string, { share: number; single: number }> = {};
  for (const [name, o] of Object.entries(ours)) {
    const b = bare.figures[name];
    ratios[name] = { share: o.rps / Math.max(1e-9, b.rps), single: o.single / Math.max(1e-9, b.single) };
    console.log(`${name.padEnd(20)} ${o.rps.toFixed(0).padStart(10)} ${b.rps.toFixed(0).padStart(11)} ${ratios[name].share.toFixed(2).padStart(6)}`
      + ` ${o.single.toFixed(2).padStart(16)} ${b.single.toFixed(2).padStart(15)} ${ratios[name].single.toFixed(2).padStart(6)}  ${o.failures + b.failures}`);
  }
  return { connections: RATIO_CONNECTIONS, samePlans: bare.samePlans, ours, bare: bare.figures, ratios };
}
