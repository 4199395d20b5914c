import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wfTask } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs.js';
import { DEADLINE_JOB } from '../deadline-job.js';
import { startFlow } from '../engine/operations.js';
import { approver, start, users, useWfHarness } from './wf-fixtures.js';

const h = useWfHarness();

const quietLog = { error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('platform job runner and the deadline job', () => {
  it('the server\'s deadline job auto-passes an overdue task in every tenant', async () => {
    await h.define('job-deadline', start(approver('a', '限时审批', { assignee: users(h.uid('zhangwei')), deadlineHours: 1, onExpire: 'autoPass' },
      approver('b', '复核', { assignee: users(h.uid('sunli')) }))));
    const r = await h.as('lihua', (tx, a) => startFlow(tx, a, { processCode: 'job-deadline' }));
    const task = await h.pendingOf(r.instanceId, 'zhangwei');
    expect(await h.t.app.jobs.runNow(DEADLINE_JOB)).toBe(true);
    expect((await h.openTasks(r.instanceId)).map((t) => t.login)).toEqual(['zhangwei']);
    // Two hours later (the due date moved into the past): the job passes it on.
    await h.t.database.db.update(wfTask).set({ dueDate: sql`now() - interval '1 hour'` }).where(eq(wfTask.id, task.id));
    expect(await h.t.app.jobs.runNow(DEADLINE_JOB)).toBe(true);
    expect((await h.openTasks(r.instanceId)).map((t) => t.login)).toEqual(['sunli']);
  });

  it('runs on its interval without overlapping itself, and stops on stop()', async () => {
    const runner = new JobRunner(h.t.database, quietLog, h.t.app.registry);
    let runs = 0;
    let active = 0;
    let overlapped = false;
    runner.add({
      name: 'tick', intervalMs: 10, lockKey: 7319901,
      async run() {
        active++;
        if (active > 1) overlapped = true;
        runs++;
        await sleep(15);
        active--;
      },
    });
    runner.start();
    // Polled rather than a fixed wait: timers run late on a busy machine.
    for (let waited = 0; runs < 3 && waited < 10_000; waited += 20) await sleep(20);
    await runner.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    await sleep(60);
    expect(runs).toBe(after);
  });

  it('one run at a time: a second request while running is skipped (across instances on PostgreSQL)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let runs = 0;
    const job = { name: 'exclusive', intervalMs: 60_000, lockKey: 7319902, async run() { runs++; await gate; } };
    const a = new JobRunner(h.t.database, quietLog, h.t.app.registry);
    a.add(job);
    // A second server instance: on PostgreSQL its own pool (the advisory lock decides), on PGlite the same process.
    const other = h.t.database.kind === 'pg' ? (await h.t.secondInstance()).database : h.t.database;
    const b = h.t.database.kind === 'pg' ? new JobRunner(other, quietLog, h.t.app.registry) : a;
    if (b !== a) b.add(job);
    const first = a.runNow('exclusive');
    await sleep(50);
    expect(await b.runNow('exclusive')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    // Released: the next run goes ahead.
    expect(await b.runNow('exclusive')).toBe(true);
    expect(runs).toBe(2);
  });
});
