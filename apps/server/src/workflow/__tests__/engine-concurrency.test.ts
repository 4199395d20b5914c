import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wfAuditLog, wfNodeRun, wfTask } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { approver, start, users, useWfHarness } from './wf-fixtures.js';
import { startFlow, submitTask } from '../engine/operations.js';

/*
 * Races on one instance: every command locks the instance row, and tasks move only by guarded
 * updates. On PGlite the transactions are serialized by its single session; run this file with
 * DATABASE_URL too, where they really overlap.
 */

const h = useWfHarness();
beforeAll(async () => {
  await h.define('race', start(approver('a', '部门审批', { assignee: users(h.uid('zhangwei')) },
    approver('b', '终审', { assignee: users(h.uid('wangjianguo')) }))));
  await h.define('or-race', start(approver('o', '或签', { assignee: users(h.uid('hanxue'), h.uid('caoying')), mode: 'orSign' },
    approver('z', '终审', { assignee: users(h.uid('wangjianguo')) }))));
  await h.define('join-race', start({
    id: 'p', name: '会审', type: 'parallel',
    branches: [
      { id: 'b1', name: '财务', childNode: approver('f', '财务', { assignee: users(h.uid('hanxue')) }) },
      { id: 'b2', name: '技术', childNode: approver('t', '技术', { assignee: users(h.uid('pengtao')) }) },
    ],
    childNode: approver('z', '终审', { assignee: users(h.uid('wangjianguo')) }),
  }));
});

const begin = (code: string) => h.as('sunli', (tx, a) => startFlow(tx, a, { processCode: code }));
const db = () => h.t.database.db;
const settled = <T>(ps: Promise<T>[]) => Promise.allSettled(ps);

describe('concurrency', () => {
  it('100 identical approve requests (one request id): one state change, one notification, the same answer for all', async () => {
    const r = await begin('race');
    const task = await h.pendingOf(r.instanceId, 'zhangwei');
    const results = await settled(Array.from({ length: 100 }, () =>
      h.as('zhangwei', (tx, a) => submitTask(tx, a, { taskId: task.id, agree: true, opinion: '同意', requestId: `req-${task.id}` }))));
    const failures = results.filter((x) => x.status === 'rejected');
    expect(failures).toEqual([]);
    const answers = results.map((x) => (x as PromiseFulfilledResult<unknown>).value);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 'running', activeNodes: ['终审'] });
    const agreeLogs = await db().select().from(wfAuditLog).where(and(eq(wfAuditLog.instanceId, r.instanceId), eq(wfAuditLog.action, 'agree')));
    expect(agreeLogs).toHaveLength(1);
    const runsB = await db().select().from(wfNodeRun).where(and(eq(wfNodeRun.instanceId, r.instanceId), eq(wfNodeRun.nodeId, 'b')));
    expect(runsB).toHaveLength(1);
    const box = (await h.outbox(r.instanceId)).filter((m) => m.userId === h.uid('wangjianguo'));
    expect(box).toHaveLength(1);
  });

  it('100 approve clicks without a request id: one wins, the others answer "already processed" (409)', async () => {
    const r = await begin('race');
    const task = await h.pendingOf(r.instanceId, 'zhangwei');
    const results = await settled(Array.from({ length: 100 }, () =>
      h.as('zhangwei', (tx, a) => submitTask(tx, a, { taskId: task.id, agree: true }))));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const errors = results.filter((x) => x.status === 'rejected').map((x) => (x as PromiseRejectedResult).reason as AppError);
    expect(errors).toHaveLength(99);
    expect(errors.every((e) => e instanceof AppError && e.status === 409 && e.message === '该任务已处理，请刷新后查看')).toBe(true);
    expect(await db().select().from(wfNodeRun).where(and(eq(wfNodeRun.instanceId, r.instanceId), eq(wfNodeRun.nodeId, 'b')))).toHaveLength(1);
    expect((await h.outbox(r.instanceId)).filter((m) => m.userId === h.uid('wangjianguo'))).toHaveLength(1);
  });

  it('two approvers racing on an or-sign node: one winner', async () => {
    const r = await begin('or-race');
    const t1 = await h.pendingOf(r.instanceId, 'hanxue');
    const t2 = await h.pendingOf(r.instanceId, 'caoying');
    const results = await settled([
      h.as('hanxue', (tx, a) => submitTask(tx, a, { taskId: t1.id, agree: true })),
      h.as('caoying', (tx, a) => submitTask(tx, a, { taskId: t2.id, agree: true })),
    ]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(((results.find((x) => x.status === 'rejected') as PromiseRejectedResult).reason as AppError).status).toBe(409);
    const tasks = await db().select().from(wfTask).where(and(eq(wfTask.instanceId, r.instanceId), eq(wfTask.nodeId, 'o')));
    expect(tasks.map((t) => t.status).sort()).toEqual(['cancelled', 'done']);
    expect(await db().select().from(wfNodeRun).where(and(eq(wfNodeRun.instanceId, r.instanceId), eq(wfNodeRun.nodeId, 'z')))).toHaveLength(1);
  });

  it('both parallel branches finishing at once: the join and the next node run exactly once', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await begin('join-race');
      const tf = await h.pendingOf(r.instanceId, 'hanxue');
      const tt = await h.pendingOf(r.instanceId, 'pengtao');
      const results = await settled([
        h.as('hanxue', (tx, a) => submitTask(tx, a, { taskId: tf.id, agree: true })),
        h.as('pengtao', (tx, a) => submitTask(tx, a, { taskId: tt.id, agree: true })),
      ]);
      expect(results.every((x) => x.status === 'fulfilled')).toBe(true);
      const runs = await h.runs(r.instanceId);
      expect(runs.filter((x) => x.nodeId === 'p__join').map((x) => `${x.status}:${x.arrived}`)).toEqual(['done:2']);
      expect(runs.filter((x) => x.nodeId === 'z')).toHaveLength(1);
      expect((await h.openTasks(r.instanceId)).map((t) => t.login)).toEqual(['wangjianguo']);
    }
  });
});
