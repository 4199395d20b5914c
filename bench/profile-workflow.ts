/**
 * Where an approval submit and a to-do list page spend their time, statement by statement (a
 * diagnostic, not a benchmark): `node --import tsx bench/profile-workflow.ts`, or on PostgreSQL
 * with PROFILE_DATABASE_URL=postgres://…/<an empty database>. In-process requests one at a time
 * (app.inject), so each statement's time is its own, without the load of other connections.
 *   submit  POST /api/a/wf/userTaskTodo/{id}/submitForm (approve → the flow finishes), PROFILE_SUBMITS of them
 *   to-do   POST /api/b/wf/task/queryTodoList first page with PROFILE_TASKS (default 1M) tasks in the table
 * Counts every statement sent (PGlite: each protocol Parse/Bind/Execute or exec; PostgreSQL: each
 * client.query, i.e. one round trip) and prints the per-request count and time of each.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { FLOW_TYPE } from '@ecms/shared';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { appModules } from '../apps/server/src/modules/index.js';
import { AppRegistry } from '../apps/server/src/platform/registry.js';
import { withTenant } from '../apps/server/src/platform/tenancy.js';
import { startFlow } from '../apps/server/src/workflow/engine/operations.js';

const PASSWORD = 'Admin@bench2026';
const pgUrl = process.env.PROFILE_DATABASE_URL;
const SUBMITS = Number(process.env.PROFILE_SUBMITS ?? 50);
const TASKS = Number(process.env.PROFILE_TASKS ?? 1_000_000);
const PER_INSTANCE = 100;

// PROFILE_DATA_DIR keeps the embedded database, so a later run reuses its bulk-loaded tasks.
const database = await openDatabase({ databaseUrl: pgUrl, dataDir: process.env.PROFILE_DATA_DIR });
await migrate(database);
const { tenantId } = await seed(database, testConfig({ demo: true, adminPassword: PASSWORD, demoPassword: PASSWORD, databaseUrl: pgUrl }),
  { info: () => undefined, warn: () => undefined }, appModules);
const db = database.db;
const rows = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

// --- statement recorder ------------------------------------------------------------------------
const log: { sql: string; ms: number }[] = [];
/** PostgreSQL: the full text and parameters of each select recorded, for EXPLAIN. */
const full = new Map<string, { text: string; values: unknown[] }>();
let recording = false;
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 150);
if (database.pglite) {
  let lastParse = '';
  const label = (msg: unknown): string => {
    if (typeof msg === 'string') return msg;
    const bytes = msg as Uint8Array;
    const type = String.fromCharCode(bytes[0]);
    return type === 'P' ? `P ${Buffer.from(bytes.subarray(5)).toString('utf8').split('\0')[1]}` : type;
  };
  type Call = (...args: unknown[]) => Promise<unknown>;
  const pglite = database.pglite as unknown as Record<string, Call>;
  for (const method of ['exec', 'execProtocolRaw']) {
    const original = pglite[method].bind(pglite);
    pglite[method] = async (...args: unknown[]) => {
      const t0 = performance.now();
      try {
        return await original(...args);
      } finally {
        if (recording) {
          const l = label(args[0]);
          if (l.startsWith('P ')) lastParse = l.slice(2);
          // Parse, Bind (planning) and Execute of one statement count as that statement.
          if (l.length === 1 || l.startsWith('P ')) {
            if (l === 'P ' + lastParse) log.push({ sql: squeeze(lastParse), ms: 0 });
            if (log.length) log[log.length - 1].ms += performance.now() - t0;
          } else log.push({ sql: squeeze(`${method} ${l}`), ms: performance.now() - t0 });
        }
      }
    };
  }
} else {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!recording) return original.apply(this, args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    const t0 = performance.now();
    const entry = { sql: squeeze(text), ms: 0 };
    log.push(entry);
    const values = Array.isArray(args[1]) ? args[1] : typeof args[0] === 'string' ? [] : (args[0] as { values?: unknown[] }).values ?? [];
    if (/^\s*select/i.test(text)) full.set(entry.sql, { text, values });
    // pool.query passes a callback; drizzle's transactions await the promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as (...r: unknown[]) => void;
      args[last] = (...r: unknown[]) => { entry.ms = performance.now() - t0; cb(...r); };
      return original.apply(this, args);
    }
    const res = original.apply(this, args);
    return res instanceof Promise ? res.finally(() => { entry.ms = performance.now() - t0; }) : res;
  };
}

async function profile(name: string, n: number, once: (i: number) => Promise<void>): Promise<void> {
  log.length = 0;
  recording = true;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await once(i);
  const perRequest = (performance.now() - t0) / n;
  recording = false;
  const by = new Map<string, { n: number; ms: number }>();
  for (const l of log) {
    const e = by.get(l.sql) ?? { n: 0, ms: 0 };
    e.n++;
    e.ms += l.ms;
    by.set(l.sql, e);
  }
  const dbMs = log.reduce((a, l) => a + l.ms, 0) / n;
  console.log(`\n${name} (${database.kind}): ${perRequest.toFixed(2)} ms/request, ${(log.length / n).toFixed(1)} statements/request, ${dbMs.toFixed(2)} ms in the database`);
  for (const [k, v] of [...by].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`  ${(v.ms / n).toFixed(3).padStart(8)} ms x${(v.n / n).toFixed(2).padEnd(5)} ${k}`);
  }
}

// --- submit ------------------------------------------------------------------------------------
const uid = async (login: string) => String((await rows(sql`select id from sys_user where login_name = ${login}`))[0].id);
const sunli = await uid('sunli');
const zhangwei = await uid('zhangwei');
const WARM = 10;
await withTenant(db, { tenantId, userId: sunli }, async (tx) => {
  for (let j = 0; j < (SUBMITS > 0 ? SUBMITS + WARM : 1); j++) {
    await startFlow(tx, { tenantId, userId: sunli }, { processCode: FLOW_TYPE.MINIMAL.processCode, name: `基准合同${j}`, formData: { contractAmount: j } });
  }
}, new AppRegistry(appModules));
const todo = (await rows(sql`select id from wf_task where assignee_id = ${zhangwei} and status = 'pending' order by created_date`)).map((r) => String(r.id));

const app = await buildApp({ config: testConfig({ adminPassword: PASSWORD, captcha: false, databaseUrl: pgUrl }), database });
await app.ready();
const token = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'zhangwei', password: PASSWORD } })).json().data.authToken as string;
const headers = { authtoken: token };
const opts = (await app.inject({ method: 'GET', url: `/api/a/wf/userTaskTodo/${todo[0]}/nextFlowNodeOptionList`, headers })).json().data as { userTaskConfigId: string; type: number }[];
const nextStepId = opts.find((o) => o.type === 1)!.userTaskConfigId;
const submit = async (id: string) => {
  const res = await app.inject({ method: 'POST', url: `/api/a/wf/userTaskTodo/${id}/submitForm`, headers, payload: { nextStepId, audit: { opinion: '同意', agree: true } } });
  if (res.statusCode !== 200) throw new Error(`submit ${res.statusCode} ${res.body}`);
};
if (SUBMITS > 0) {
  for (let i = 0; i < WARM; i++) await submit(todo[SUBMITS + i]);
  await profile('submit, approve (the flow finishes)', SUBMITS, (i) => submit(todo[i]));
}

// --- to-do list at volume ----------------------------------------------------------------------
const [{ n: loaded }] = await rows(sql`select count(*)::int as n from wf_task where id like 'bt-%'`);
if (TASKS > 0 && Number(loaded) < TASKS) {
  const t1 = Date.now();
  await db.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, false)`);
  const [tpl] = await rows(sql`select id, definition_id, version_id from wf_instance limit 1`);
  const copies = Math.ceil(TASKS / PER_INSTANCE);
  // Same shape as bench/workflow.ts: 张伟 holds every 50th task, 5% of all tasks are pending.
  await db.execute(sql`insert into wf_instance (tenant_id, id, definition_id, version_id, name, initiator_id, status, started_date)
    select ${tenantId}, 'bi-' || g, ${tpl.definition_id}, ${tpl.version_id}, '基准流程' || g, ${sunli}, 'approved', now() - (g || ' minutes')::interval
    from generate_series(1, ${copies}) g`);
  await db.execute(sql`insert into wf_node_run (tenant_id, id, instance_id, node_id, node_name, node_type, round, seq, entered, status)
    select ${tenantId}, 'bn-' || g, 'bi-' || g, 'dept_manager', '部门经理审批', 'approver', 1, 2, 'forward', 'done' from generate_series(1, ${copies}) g`);
  await db.execute(sql`insert into wf_task (tenant_id, id, instance_id, node_run_id, node_id, node_name, assignee_id, status, created_date, done_date, done_by, outcome)
    select ${tenantId}, 'bt-' || g, 'bi-' || (1 + g / ${PER_INSTANCE}), 'bn-' || (1 + g / ${PER_INSTANCE}), 'dept_manager', '部门经理审批',
      case when g % 50 = 0 then ${zhangwei} else 'bu-' || (g % 5000) end,
      case when g % 20 = 0 then 'pending' else 'done' end,
      now() - (g || ' seconds')::interval,
      case when g % 20 = 0 then null else now() - (g || ' seconds')::interval end,
      case when g % 20 = 0 then null else case when g % 50 = 0 then ${zhangwei} else 'bu-' || (g % 5000) end end,
      case when g % 20 = 0 then null else 'agree' end
    from generate_series(0, ${TASKS - 1}) g`);
  await db.execute(sql`vacuum analyze`); // as bench/workflow.ts: statistics and the visibility map
  console.log(`\n${TASKS} tasks bulk-loaded in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
}
const page = { pageNo: 1, pageSize: 50 };
const todoList = async () => {
  const res = await app.inject({ method: 'POST', url: '/api/b/wf/task/queryTodoList', headers, payload: page });
  if (res.statusCode !== 200) throw new Error(`todo ${res.statusCode} ${res.body}`);
  return res.json() as { total: number };
};
for (let i = 0; i < 10; i++) await todoList();
console.log(`to-do total ${(await todoList()).total}`);
full.clear();
await profile(`to-do list first page, ${TASKS} tasks in the table`, 50, async () => { await todoList(); });

// PostgreSQL: the to-do request's statements again, under EXPLAIN (ANALYZE, BUFFERS), as the user's transaction runs them.
if (database.pool) {
  const client = await database.pool.connect();
  try {
    for (const { text, values } of full.values()) {
      if (/auth_session|set_config/.test(text)) continue;
      await client.query('begin');
      await client.query(`select public.ecms_enter($1, $2, ecms_private.proof($1, $2)), set_config('role', 'ecms_app', true)`, [tenantId, zhangwei]);
      const plan = await client.query(`explain (analyze, buffers) ${text}`, values);
      await client.query('rollback');
      console.log(`\n${squeeze(text)}\n${plan.rows.map((r: Record<string, string>) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
  } finally {
    client.release();
  }
}

await app.close();
await database.close();
