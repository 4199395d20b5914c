import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contractApi, FLOW_TYPE, wfApi } from '@ecms/shared';
import { useTestApp } from '../../../test/use-test-app.js';

/*
 * Issue 14: round-trip budgets, counted on the database connection (db/client.ts countStatements),
 * so a later change cannot silently add an N+1. Each call is made once to warm up (a named prepared
 * statement is prepared on its connection's first use, a session's last-seen time may be touched),
 * then counted. Budgets: a guarded list page ≤ 4, a read by id ≤ 3, a search ≤ 4, an approval
 * submit ≤ 12. Where today's count is over its budget, the test holds today's count (LIMIT) with a
 * TODO naming the budget: it fails on any increase and is tightened as the stack merges trips.
 */
const ctx = useTestApp({}, { countStatements: true });

const counted = async (fn: () => Promise<LightMyRequestResponse>): Promise<number> => {
  const stmts = ctx.t.database.statements!;
  stmts.reset();
  const res = await fn();
  const n = stmts.count;
  console.info(stmts.log.map((t, i) => `  ${i + 1}. ${t}`).join('\n'));
  expect(res.statusCode, res.body).toBe(200);
  return n;
};
/** Warm-up call, then the counted one. */
const measure = async (fn: () => Promise<LightMyRequestResponse>): Promise<number> => {
  await fn();
  return counted(fn);
};

/*
 * Today's counts (measured 2026-11-27), held as limits: each fails on any increase, and those
 * still over their budget carry a TODO. A request is the session lookup with the right and the
 * caller's department and role ids (1), then its transaction: BEGIN and the tenant setup go in
 * one call with the work's first statement (db/client.ts: pipelineBegin and HOLDABLE on
 * PostgreSQL, pgliteHoldBegin on PGlite); the rest of the work; COMMIT (1). Same counts on both.
 *   list page (admin user list): the page with the roles and its capped total (list-query.ts
 *     pageWithTotal; past COUNT_CAP the planner's estimate is one more): 3.
 *   read by id (user, with its roles): 3.
 *   search: rights and data scopes of every type with the stamp of the caller's run-time (form)
 *     types, kept from an earlier search (1, with BEGIN and the setup; platform/search
 *     searchTypesAndRights), the page with its total (1): 4. (The first search of a user, or one
 *     after a form or role change, reads the stamp and lists the types again: two more.)
 *   approval submit (one approver node to the next), under its budget of 12: 11 on PostgreSQL, 10
 *     on PGlite (its bus sends nothing to the database): the instance
 *     locked with its task and run read (1), the task taken with the run closed and its other tasks
 *     cancelled (1), the next node's assignees (1), its run and tasks with their deputies (1), the
 *     messages (1), the active node names stored with the audit and outbox rows (1), the contract's
 *     status (1), the search documents (1; the instance's and the contract's come from the rows
 *     those updates returned); one pg_notify for every push after the commit
 *     (platform/realtime/event-bus.ts publishAll); PGlite's bus is in process.
 */
// The suite runs on PostgreSQL when DATABASE_URL is set (test/global-setup.ts), else on PGlite.
const pg = Boolean(process.env.DATABASE_URL);
// PGlite: BEGIN and the setup go with the first statement (db/client.ts holdBegin, on by default);
// with ECMS_PGLITE_HOLD_BEGIN=0 they are calls of their own: 5 / 5 / 6 / 12.
const held = pg || process.env.ECMS_PGLITE_HOLD_BEGIN !== '0';
// Over budget only with the hold switched off (ECMS_PGLITE_HOLD_BEGIN=0).
const LIMIT = {
  listPage: held ? 3 : 5,
  readById: held ? 3 : 5,
  search: held ? 4 : 6,
  approvalSubmit: pg ? 11 : held ? 10 : 12,
};

describe('round trips per request (issue 14 budgets)', () => {
  it('counts nothing without a request, and every statement of a request', async () => {
    const stmts = ctx.t.database.statements!;
    expect(stmts).toBeDefined();
    stmts.reset();
    expect(stmts.count).toBe(0);
    await ctx.db.execute(sql`select 1`);
    expect(stmts.count).toBe(1);
    await ctx.db.transaction(async (tx) => { await tx.execute(sql`select ${1}::int`); });
    // BEGIN with the statement (one call), COMMIT; PGlite without holdBegin: BEGIN of its own.
    expect(stmts.count).toBe(held ? 3 : 4);
    if (held) expect(stmts.log.slice(1)).toEqual([expect.stringMatching(/^BEGIN \+ select/), expect.stringMatching(/^commit$/i)]);
  });

  it('a guarded list page', async () => {
    const token = await ctx.token('admin');
    const n = await measure(() => ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: { authtoken: token }, payload: { pageNo: 1, pageSize: 10 } }));
    console.info(`[round trips] list page (user list): ${n}`);
    expect(n).toBeLessThanOrEqual(LIMIT.listPage);
  });

  it('a full list page read with a row helper with joins (problem ledger)', async () => {
    // A project with three problems; a page of two is full, so its total comes from the page's own
    // column (list-query.ts pageWithTotalOf), not from an estimate and a count after it.
    const t = ctx.tenantId;
    await ctx.db.execute(sql`insert into sup_project (tenant_id, id, code, name, status) values (${t}, 'rt-p', 'JL-RT-001', '往返次数项目', 1)`);
    await ctx.db.execute(sql`insert into sup_project_node (tenant_id, id, project_id, node_type, name) values (${t}, 'rt-n', 'rt-p', 1, '1#楼')`);
    await ctx.db.execute(sql`insert into sup_problem (tenant_id, id, project_id, code, name, project_node_id, problem_discover_date, problem_status)
      select ${t}, 'rt-q' || g, 'rt-p', 'WT-RT-' || g, '往返次数问题' || g, 'rt-n', date '2026-11-20', 0 from generate_series(1, 3) g`);
    const token = await ctx.token('admin');
    const list = () => ctx.app.inject({
      method: 'POST', url: '/api/b/supervise/problemInfo/queryList', headers: { authtoken: token }, payload: { pageNo: 1, pageSize: 2, params: { businessId: 'rt-p' } },
    });
    const n = await measure(list);
    console.info(`[round trips] list page (problem ledger, full page): ${n}`);
    expect((await list()).json()).toMatchObject({ total: 3, data: [expect.anything(), expect.anything()] });
    expect(n).toBeLessThanOrEqual(LIMIT.listPage);
  });

  it('a read by id', async () => {
    const token = await ctx.token('admin');
    const id = await ctx.uid('zhangwei');
    const n = await measure(() => ctx.app.inject({ method: 'GET', url: `/api/a/sys/user/${id}`, headers: { authtoken: token } }));
    console.info(`[round trips] read by id (user): ${n}`);
    expect(n).toBeLessThanOrEqual(LIMIT.readById);
  });

  it('a search', async () => {
    const token = await ctx.token('zhangwei');
    const n = await measure(() => ctx.app.inject({
      method: 'POST', url: '/api/b/global/search/queryList', headers: { authtoken: token }, payload: { pageNo: 1, pageSize: 10, params: { keyword: '合同' } },
    }));
    console.info(`[round trips] search: ${n}`);
    expect(n).toBeLessThanOrEqual(LIMIT.search);
  });

  it('an approval submit', async () => {
    const started = await ctx.client('sunli').data(contractApi.saveAndStartFlow, {
      body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '往返次数合同', businessType: 1, amount: 1000 },
    });
    const zw = ctx.client('zhangwei');
    const todo = (await zw.data(wfApi.todoList, { body: {} })).find((x) => x.procInstId === started.procInstId)!;
    const opts = await zw.data(wfApi.nextOptions, { params: { todoId: todo.id } });
    const token = await ctx.token('zhangwei');
    // Warm the session lookup with the same permission-less path first.
    await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { authtoken: token } });
    const n = await counted(() => ctx.app.inject({
      method: 'POST', url: `/api/a/wf/userTaskTodo/${todo.id}/submitForm`, headers: { authtoken: token },
      payload: { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } },
    }));
    console.info(`[round trips] approval submit: ${n}`);
    expect(n).toBeLessThanOrEqual(LIMIT.approvalSubmit);
  });
});
