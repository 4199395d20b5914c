/**
 * Approval engine at volume (issue 4), each figure beside a baseline measured in the same run:
 *   submit    POST /api/a/wf/userTaskTodo/{id}/submitForm on 1,000 running instances (each submit
 *             approves one and finishes it), 20 connections; target ≥ 200 submits/s on PostgreSQL.
 *             Baseline: POST /api/b/wf/task (open the same kind of task: one transaction through
 *             the same stack, no engine transition).
 *   to-do     POST /api/b/wf/task/queryTodoList first page with BENCH_WF_TASKS (default 1M) tasks in
 *             the table, 50 connections; target p95 ≤ 30 ms. Baseline: GET /api/share/param/paramList
 *             on the same server and connections. Issue 14: beside it, ours against a bare route
 *             replaying our final statements (the page and the open-task total; bench/replay.ts) at
 *             20 connections and one request at a time (10,000 of 张伟's tasks open in the 1M).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FLOW_TYPE } from '@ecms/shared';
import { testConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { appModules } from '../apps/server/src/modules/index.js';
import { AppRegistry } from '../apps/server/src/platform/registry.js';
import { startFlow } from '../apps/server/src/workflow/engine/operations.js';
import { withTenant } from '../apps/server/src/platform/tenancy.js';
import { measure, start, stop } from './lib.js';
import { bareFigures, printOursVsBare, routeFigures } from './replay.js';

const PASSWORD = 'Admin@bench2026';
const INSTANCES = Number(process.env.BENCH_WF_INSTANCES ?? 1000);
const TASKS = Number(process.env.BENCH_WF_TASKS ?? 1_000_000);
const PER_INSTANCE = 100;

interface Row { rows: Record<string, unknown>[] }
const rows = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, q: ReturnType<typeof sql>) => ((await db.execute(q)) as Row).rows;

export async function workflowBench(): Promise<Record<string, unknown>> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = pgUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-wf-'));
  const database = await openDatabase({ databaseUrl: pgUrl, dataDir });
  await migrate(database);
  const { tenantId } = await seed(database, testConfig({ demo: true, adminPassword: PASSWORD, demoPassword: PASSWORD, databaseUrl: pgUrl }),
    { info: () => undefined, warn: () => undefined }, appModules);
  const db = database.db;
  const uid = async (login: string) => String((await rows(db, sql`select id from sys_user where login_name = ${login}`))[0].id);
  // The demo people must change their initial password before anything else (4031): not this bench's subject.
  await db.execute(sql`update sys_user set must_change_password = false`);
  const sunli = await uid('sunli');
  const zhangwei = await uid('zhangwei');

  // 1,000 running instances of 极简流程: 孙丽 starts, 张伟 (her department manager) approves.
  const t0 = Date.now();
  for (let i = 0; i < INSTANCES; i += 50) {
    await withTenant(db, { tenantId, userId: sunli }, async (tx) => {
      for (let j = i; j < Math.min(INSTANCES, i + 50); j++) {
        await startFlow(tx, { tenantId, userId: sunli }, { processCode: FLOW_TYPE.MINIMAL.processCode, name: `基准合同${j}`, formData: { contractAmount: j } });
      }
    }, new AppRegistry(appModules));
  }
  const startSeconds = (Date.now() - t0) / 1000;
  const todo = (await rows(db, sql`select id from wf_task where assignee_id = ${zhangwei} and status = 'pending' order by created_date`)).map((r) => String(r.id));
  await database.close();

  const base = 'http://127.0.0.1:18911';
  const serverEnv = {
    PORT: '18911', HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir ?? '', DATABASE_URL: pgUrl ?? '', ECMS_CAPTCHA: 'off',
    LOG_LEVEL: 'warn', ECMS_WEB_DIST: '/nonexistent', ECMS_LOGIN_IP_MAX_FAILURES: '1000000',
  };
  let server = await start(['apps/server/src/server.ts'], serverEnv, /listening/);
  const tokenOf = async (username: string) => {
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
    return ((await res.json()) as { data: { authToken: string } }).data.authToken;
  };
  const token = await tokenOf('zhangwei');
  const headers = { 'content-type': 'application/json', authtoken: token };
  // A GET without a body: no content-type (Fastify refuses an empty JSON body).
  const opts = await (await fetch(`${base}/api/a/wf/userTaskTodo/${todo[0]}/nextFlowNodeOptionList`, { headers: { authtoken: token } })).json() as { data: { userTaskConfigId: string; type: number }[] };
  const nextStepId = opts.data.find((o) => o.type === 1)!.userTaskConfigId;

  /** Requests over a list of task ids, one each, `connections` at a time; throughput = ids / elapsed. */
  const overTasks = async (ids: string[], pathOf: (id: string) => string, body: (id: string) => object) => {
    let next = 0;
    const began = Date.now();
    const m = await measure({
      url: base, method: 'POST', connections: 20, amount: ids.length, duration: 3600, headers,
      requests: [{
        setupRequest: (req) => {
          const id = ids[next++ % ids.length];
          return { ...req, path: pathOf(id), body: JSON.stringify(body(id)) };
        },
      }],
    });
    return { ...m, perSecond: ids.length / ((Date.now() - began) / 1000) };
  };
  const baseline = await overTasks(todo, () => '/api/b/wf/task', (id) => ({ id }));
  const submit = await overTasks(todo, (id) => `/api/a/wf/userTaskTodo/${id}/submitForm`, () => ({ nextStepId, audit: { opinion: '同意', agree: true } }));
  const left = await (await fetch(`${base}/api/b/wf/task/queryTodoList`, { method: 'POST', headers, body: '{}' })).json() as { total: number };
  await stop(server);

  // 1M tasks: copies of a finished instance with 100 tasks each, spread over 5,000 people; 张伟
  // holds every 50th (about 20,000), of which 5% are still pending.
  const t1 = Date.now();
  const database2 = await openDatabase({ databaseUrl: pgUrl, dataDir });
  const db2 = database2.db;
  await db2.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, false)`);
  const [tpl] = await rows(db2, sql`select id, definition_id, version_id from wf_instance limit 1`);
  const copies = Math.ceil(TASKS / PER_INSTANCE);
  await db2.execute(sql`insert into wf_instance (tenant_id, id, definition_id, version_id, name, initiator_id, status, started_date)
    select ${tenantId}, 'bi-' || g, ${tpl.definition_id}, ${tpl.version_id}, '基准流程' || g, ${sunli}, 'approved', now() - (g || ' minutes')::interval
    from generate_series(1, ${copies}) g`);
  await db2.execute(sql`insert into wf_node_run (tenant_id, id, instance_id, node_id, node_name, node_type, round, seq, entered, status)
    select ${tenantId}, 'bn-' || g, 'bi-' || g, 'dept_manager', '部门经理审批', 'approver', 1, 2, 'forward', 'done' from generate_series(1, ${copies}) g`);
  // In slices: one 1M-row statement passed the 60 s statement timeout on the loaded machine.
  for (let from = 0; from < TASKS; from += 200_000) {
    await db2.execute(sql`insert into wf_task (tenant_id, id, instance_id, node_run_id, node_id, node_name, assignee_id, status, created_date, done_date, done_by, outcome)
    select ${tenantId}, 'bt-' || g, 'bi-' || (1 + g / ${PER_INSTANCE}), 'bn-' || (1 + g / ${PER_INSTANCE}), 'dept_manager', '部门经理审批',
      case when g % 50 = 0 then ${zhangwei} else 'bu-' || (g % 5000) end,
      case when g % 20 = 0 then 'pending' else 'done' end,
      now() - (g || ' seconds')::interval,
      case when g % 20 = 0 then null else now() - (g || ' seconds')::interval end,
      case when g % 20 = 0 then null else case when g % 50 = 0 then ${zhangwei} else 'bu-' || (g % 5000) end end,
      case when g % 20 = 0 then null else 'agree' end
    from generate_series(${from}::int, ${Math.min(TASKS, from + 200_000) - 1}::int) g`);
  }
  // As autovacuum would after a load this size: statistics, and the visibility map that lets the
  // to-do count read its partial index alone (index-only scan, no heap visit per task).
  await db2.execute(sql`vacuum analyze`);
  const [{ n }] = await rows(db2, sql`select count(*)::int as n from wf_task`);
  await database2.close();
  const bulkSeconds = (Date.now() - t1) / 1000;

  server = await start(['apps/server/src/server.ts'], serverEnv, /listening/);
  const token2 = await tokenOf('zhangwei');
  const h2 = { 'content-type': 'application/json', authtoken: token2 };
  const page = JSON.stringify({ pageNo: 1, pageSize: 50 });
  const seen = await (await fetch(`${base}/api/b/wf/task/queryTodoList`, { method: 'POST', headers: h2, body: page })).json() as { total: number; data: unknown[] };
  await measure({ url: `${base}/api/b/wf/task/queryTodoList`, method: 'POST', connections: 50, headers: h2, body: page, duration: 2 }); // warm-up
  const todoList = await measure({ url: `${base}/api/b/wf/task/queryTodoList`, method: 'POST', connections: 50, headers: h2, body: page });
  const floor = await measure({ url: `${base}/api/share/param/paramList`, connections: 50, headers: h2 });
  const todoOurs = await routeFigures(`${base}/api/b/wf/task/queryTodoList`, { headers: h2, body: page });
  await stop(server);
  const todoBare = await bareFigures(pgUrl, dataDir, {
    todo: { username: 'zhangwei', url: '/api/b/wf/task/queryTodoList', body: JSON.parse(page) as object, from: (s) => /\bwf_task\b/.test(s.text) },
  }, 18912);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

  const dbKind = pgUrl ? 'postgresql' : 'pglite';
  console.log(`\nworkflow (${dbKind}): ${INSTANCES} running instances started in ${startSeconds.toFixed(0)} s; ${n} tasks bulk-loaded in ${bulkSeconds.toFixed(0)} s`);
  console.log('case                              per s    p50 ms  p95 ms  p99 ms  failures');
  const line = (name: string, perSecond: number, m: { p50: number; p95: number; p99: number; failures: number; failureDetail: string }) =>
    console.log(`${name.padEnd(32)} ${perSecond.toFixed(0).padStart(6)} ${m.p50.toFixed(1).padStart(9)} ${m.p95.toFixed(1).padStart(7)} ${m.p99.toFixed(1).padStart(7)}  ${m.failures}${m.failureDetail ? ` (${m.failureDetail})` : ''}`);
  line('baseline: open task (20 conn)', baseline.perSecond, baseline);
  line('submit, approve (20 conn)', submit.perSecond, submit);
  line(`to-do list, ${seen.total} mine (50 conn)`, todoList.rps, todoList);
  line('baseline: paramList (50 conn)', floor.rps, floor);
  console.log(`submit ${submit.perSecond.toFixed(0)}/s (target ≥ 200 on PostgreSQL), ${(submit.perSecond / baseline.perSecond * 100).toFixed(0)}% of the baseline; `
    + `pending after the run ${left.total}; to-do p95 ${todoList.p95.toFixed(1)} ms (target ≤ 30), paramList p95 ${floor.p95.toFixed(1)} ms`);
  const todoVsBare = printOursVsBare(`to-do list first page, ${seen.total} open of ${n} tasks`, { todo: todoOurs }, todoBare);
  return {
    todoVsBare,
    database: dbKind, instances: INSTANCES, tasks: n, todoVisible: seen.total, pendingAfterSubmit: left.total,
    submit: { perSecond: submit.perSecond, p50: submit.p50, p95: submit.p95, failures: submit.failures },
    submitBaseline: { perSecond: baseline.perSecond, p95: baseline.p95, failures: baseline.failures },
    todo: { rps: todoList.rps, p50: todoList.p50, p95: todoList.p95, p99: todoList.p99, failures: todoList.failures },
    todoBaseline: { rps: floor.rps, p95: floor.p95, failures: floor.failures },
  };
}
