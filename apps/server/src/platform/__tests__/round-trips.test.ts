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
 * Today's counts (measured 2026-11-26; the same on PGlite and PostgreSQL but for the submit), held as limits: each is over its budget. A request
 * is the session and right lookup (1), BEGIN (1), the tenant setup in one statement (1), the work,
 * COMMIT (1); the rest is the work's own statements (data-scope rules, page, total, ...).
 */
const LIMIT = {
  // TODO(issue 14, budget 4): today 8.
  listPage: 8,
  // TODO(issue 14, budget 3): today 6.
  readById: 6,
  // TODO(issue 14, budget 4): today 9. Every search type's data scope is read in one statement
  // (it was one per type: 17 once administration's forms added ten tabs).
  search: 9,
  // TODO(issue 14, budget 12): today 32 on PGlite, 34 on PostgreSQL (the issue counted 23 by another method).
  approvalSubmit: 34,
} as const;

describe('round trips per request (issue 14 budgets)', () => {
  it('counts nothing without a request, and every statement of a request', async () => {
    const stmts = ctx.t.database.statements!;
    expect(stmts).toBeDefined();
    stmts.reset();
    expect(stmts.count).toBe(0);
    await ctx.db.execute(sql`select 1`);
    expect(stmts.count).toBe(1);
    await ctx.db.transaction(async (tx) => { await tx.execute(sql`select 1`); });
    // BEGIN, the statement, COMMIT.
    expect(stmts.count).toBe(4);
  });

  it('a guarded list page', async () => {
    const token = await ctx.token('admin');
    const n = await measure(() => ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: { authtoken: token }, payload: { pageNo: 1, pageSize: 10 } }));
    console.info(`[round trips] list page (user list): ${n}`);
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
