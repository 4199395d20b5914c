import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wfAuditLog, wfTask, wfTransferLog } from '../../db/schema/index.js';
import { approver, start, users, useWfHarness } from './wf-fixtures.js';
import {
  addSigners, consult, deleteInstance, handOver, passOn, scanDeadlines, setDelegation, setOperators, startFlow, submitTask, terminate, urge, withdraw, withdrawTask,
} from '../engine/operations.js';

const h = useWfHarness();
beforeAll(async () => {
  await h.define('two-step', start(approver('a', '部门审批', { assignee: users(h.uid('zhangwei')) },
    approver('b', '终审', { assignee: users(h.uid('wangjianguo')) }))));
  await h.define('cs', start(approver('cs', '会签', { assignee: users(h.uid('hanxue'), h.uid('pengtao')), mode: 'countersign' })));
});

const begin = (login: string, code = 'two-step', extra: Record<string, unknown> = {}) =>
  h.as(login, (tx, a) => startFlow(tx, a, { processCode: code, ...extra }));
const agree = async (login: string, instanceId: string, extra: Record<string, unknown> = {}) => {
  const task = await h.pendingOf(instanceId, login);
  return h.as(login, (tx, a) => submitTask(tx, a, { taskId: task.id, agree: true, opinion: '同意', ...extra }));
};
const open = async (instanceId: string) => (await h.openTasks(instanceId)).map((t) => `${t.nodeId}:${t.login}:${t.kind}:${t.status}`).sort();
const db = () => h.t.database.db;

describe('transfer', () => {
  it('hand over (type 1): exactly one recipient, who then approves', async () => {
    const r = await begin('sunli');
    const task = await h.pendingOf(r.instanceId, 'zhangwei');
    await expect(h.as('zhangwei', (tx, a) => handOver(tx, a, { taskId: task.id, toUserIds: [h.uid('lihua'), h.uid('zhoumin')] })))
      .rejects.toThrow('转办只能选择一个接收人');
    await expect(h.as('lihua', (tx, a) => handOver(tx, a, { taskId: task.id, toUserIds: [h.uid('zhoumin')] })))
      .rejects.toThrow('您不是该任务的处理人');
    await h.as('zhangwei', (tx, a) => handOver(tx, a, { taskId: task.id, toUserIds: [h.uid('lihua')], topic: '请代为审批', remark: '出差' }));
    expect(await open(r.instanceId)).toEqual(['a:lihua:handover:pending']);
    const [log] = await db().select().from(wfTransferLog).where(eq(wfTransferLog.taskId, task.id));
    expect(log).toMatchObject({ type: 1, fromUserId: h.uid('zhangwei'), toUserIds: [h.uid('lihua')], topic: '请代为审批', remark: '出差' });
    // The original holder can no longer act.
    await expect(h.as('zhangwei', (tx, a) => submitTask(tx, a, { taskId: task.id }))).rejects.toThrow('该任务已处理');
    await agree('lihua', r.instanceId);
    expect(await open(r.instanceId)).toEqual(['b:wangjianguo:normal:pending']);
  });

  it('pass on (type 2): several readers, the task does not wait for them', async () => {
    const r = await begin('sunli');
    const task = await h.pendingOf(r.instanceId, 'zhangwei');
    await expect(h.as('zhangwei', (tx, a) => passOn(tx, a, { taskId: task.id, toUserIds: [] }))).rejects.toThrow('请选择接收人');
    await h.as('zhangwei', (tx, a) => passOn(tx, a, { taskId: task.id, toUserIds: [h.uid('lihua'), h.uid('zhoumin')], topic: '请阅' }));
    const copies = (await db().select().from(wfTask).where(eq(wfTask.instanceId, r.instanceId))).filter((t) => t.kind === 'forward');
    expect(copies).toHaveLength(2);
    // A reader leaves a comment; the holder approves without waiting for the other.
    const lihuaCopy = copies.find((c) => c.assigneeId === h.uid('lihua'))!;
    await h.as('lihua', (tx, a) => submitTask(tx, a, { taskId: lihuaCopy.id, opinion: '已阅' }));
    const moved = await agree('zhangwei', r.instanceId);
    expect(moved.activeNodes).toEqual(['终审']);
    expect((await h.outbox(r.instanceId)).filter((m) => m.kind === 'forward').map((m) => m.userId).sort())
      .toEqual([h.uid('lihua'), h.uid('zhoumin')].sort());
  });

  it('consult (type 3): the task waits until every consulted user answered', async () => {
    const r = await begin('sunli');
    const task = await h.pendingOf(r.instanceId, 'zhangwei');
    await h.as('zhangwei', (tx, a) => consult(tx, a, { taskId: task.id, toUserIds: [h.uid('lihua'), h.uid('pengtao')], topic: '金额是否合理', remark: '请给意见' }));
    expect(await open(r.instanceId)).toEqual(['a:lihua:consult:pending', 'a:pengtao:consult:pending', 'a:zhangwei:normal:waiting']);
    await expect(h.as('zhangwei', (tx, a) => submitTask(tx, a, { taskId: task.id }))).rejects.toThrow('征询意见尚未全部回复');
    await agree('lihua', r.instanceId, { opinion: '合理' });
    expect(await open(r.instanceId)).toContain('a:zhangwei:normal:waiting');
    await agree('pengtao', r.instanceId, { opinion: '建议压价' });
    expect(await open(r.instanceId)).toEqual(['a:zhangwei:normal:pending']);
    expect((await h.outbox(r.instanceId)).at(-1)).toMatchObject({ kind: 'task', userId: h.uid('zhangwei') });
    expect((await agree('zhangwei', r.instanceId)).activeNodes).toEqual(['终审']);
  });

  it('countersign add-signer: the node also waits for the added approver', async () => {
    const r = await begin('sunli', 'cs');
    const task = await h.pendingOf(r.instanceId, 'hanxue');
    await h.as('hanxue', (tx, a) => addSigners(tx, a, { taskId: task.id, userIds: [h.uid('lihua'), h.uid('pengtao')] }));
    expect(await open(r.instanceId)).toEqual(['cs:hanxue:normal:pending', 'cs:lihua:addsign:pending', 'cs:pengtao:normal:pending']);
    await agree('hanxue', r.instanceId);
    await agree('pengtao', r.instanceId);
    expect((await h.instance(r.instanceId)).status).toBe('running');
    expect((await agree('lihua', r.instanceId)).status).toBe('approved');
    // Not on an or-sign node.
    const r2 = await begin('sunli');
    const t2 = await h.pendingOf(r2.instanceId, 'zhangwei');
    await expect(h.as('zhangwei', (tx, a) => addSigners(tx, a, { taskId: t2.id, userIds: [h.uid('lihua')] }))).rejects.toThrow('只有会签');
  });
});

describe('instance commands', () => {
  it('withdraw: only the initiator, only while nobody downstream has acted', async () => {
    const r = await begin('sunli');
    await expect(h.as('zhangwei', (tx, a) => withdraw(tx, a, { instanceId: r.instanceId }))).rejects.toThrow('只有发起人');
    const w = await h.as('sunli', (tx, a) => withdraw(tx, a, { instanceId: r.instanceId, opinion: '填错了' }));
    expect(w.status).toBe('withdrawn');
    expect(await open(r.instanceId)).toEqual([]);
    await expect(h.as('sunli', (tx, a) => withdraw(tx, a, { instanceId: r.instanceId }))).rejects.toThrow('流程已结束');

    const r2 = await begin('sunli');
    await agree('zhangwei', r2.instanceId);
    await expect(h.as('sunli', (tx, a) => withdraw(tx, a, { instanceId: r2.instanceId }))).rejects.toThrow('后续节点已处理，不能撤回');
    expect((await h.instance(r2.instanceId)).status).toBe('running');
  });

  it('approver withdraw: takes the step back while the next one is untouched, also across a parallel fork', async () => {
    const r = await begin('sunli');
    const mine = await h.pendingOf(r.instanceId, 'zhangwei');
    await agree('zhangwei', r.instanceId);
    const back = await h.as('zhangwei', (tx, a) => withdrawTask(tx, a, { taskId: mine.id }));
    expect(back.activeNodes).toEqual(['部门审批']);
    expect(await open(r.instanceId)).toEqual(['a:zhangwei:normal:pending']);
    await agree('zhangwei', r.instanceId);
    const again = (await h.openTasks(r.instanceId))[0];
    expect(again.login).toBe('wangjianguo');
    await h.as('wangjianguo', (tx, a) => consult(tx, a, { taskId: again.id, toUserIds: [h.uid('lihua')] }));
    const second = (await h.t.database.db.select().from(wfTask).where(eq(wfTask.instanceId, r.instanceId)))
      .filter((t) => t.assigneeId === h.uid('zhangwei') && t.outcome === 'agree').at(-1)!;
    await expect(h.as('zhangwei', (tx, a) => withdrawTask(tx, a, { taskId: second.id }))).rejects.toThrow('后续节点已处理，不能撤回');

    await h.define('fork', start(approver('a', '经办', { assignee: users(h.uid('zhangwei')) }, {
      id: 'p', name: '会审', type: 'parallel',
      branches: [
        { id: 'b1', name: '一', childNode: approver('f', '财务', { assignee: users(h.uid('hanxue')) }) },
        { id: 'b2', name: '二', childNode: approver('t', '技术', { assignee: users(h.uid('pengtao')) }) },
      ],
    })));
    const f = await begin('sunli', 'fork');
    const fa = await h.pendingOf(f.instanceId, 'zhangwei');
    await agree('zhangwei', f.instanceId);
    expect(await open(f.instanceId)).toEqual(['f:hanxue:normal:pending', 't:pengtao:normal:pending']);
    await h.as('zhangwei', (tx, a) => withdrawTask(tx, a, { taskId: fa.id }));
    expect(await open(f.instanceId)).toEqual(['a:zhangwei:normal:pending']);
    // A branch step taking back its approval: the join forgets its arrival.
    await agree('zhangwei', f.instanceId);
    const fh = await h.pendingOf(f.instanceId, 'hanxue');
    await agree('hanxue', f.instanceId);
    await h.as('hanxue', (tx, a) => withdrawTask(tx, a, { taskId: fh.id }));
    await agree('pengtao', f.instanceId);
    expect((await h.instance(f.instanceId)).status).toBe('running');
    expect((await agree('hanxue', f.instanceId)).status).toBe('approved');

    // A countersign signature taken back before the others signed.
    const c = await begin('sunli', 'cs');
    const ch = await h.pendingOf(c.instanceId, 'hanxue');
    await agree('hanxue', c.instanceId);
    await h.as('hanxue', (tx, a) => withdrawTask(tx, a, { taskId: ch.id }));
    expect(await open(c.instanceId)).toEqual(['cs:hanxue:normal:pending', 'cs:pengtao:normal:pending']);
  });

  it('urge: reminds the current operators, at most once per interval', async () => {
    const r = await begin('sunli');
    const res = await h.as('sunli', (tx, a) => urge(tx, a, { instanceId: r.instanceId, opinion: '急' }));
    expect(res.notified).toBe(1);
    const urged = (await h.outbox(r.instanceId)).filter((m) => m.kind === 'urged');
    expect(urged).toHaveLength(1);
    expect(urged[0]).toMatchObject({ userId: h.uid('zhangwei'), title: '催办提醒' });
    await expect(h.as('sunli', (tx, a) => urge(tx, a, { instanceId: r.instanceId }))).rejects.toMatchObject({ status: 429, message: '催办过于频繁，请稍后再试' });
  });

  it('delegation while away: new tasks go to the deputy, marked delegated', async () => {
    const now = Date.now();
    await h.as('wangjianguo', (tx, a) => setDelegation(tx, a, { deputyId: h.uid('lihua'), startDate: new Date(now - 60_000), endDate: new Date(now + 3600_000) }));
    await expect(h.as('wangjianguo', (tx, a) => setDelegation(tx, a, { deputyId: h.uid('wangjianguo'), startDate: new Date(now), endDate: new Date(now + 1000) })))
      .rejects.toThrow('不能委托给自己');
    const r = await begin('sunli');
    await agree('zhangwei', r.instanceId);
    const [t] = await h.openTasks(r.instanceId);
    expect(t).toMatchObject({ login: 'lihua', ownerId: h.uid('wangjianguo'), delegationState: 'delegated', nodeId: 'b' });
    expect((await agree('lihua', r.instanceId)).status).toBe('approved');
  });

  it('initiator chooses operators ahead (PUT operators)', async () => {
    await h.define('pick', start(approver('x', '自选审批', { assignee: { type: 'initiatorChooses' } })));
    await expect(begin('sunli', 'pick')).rejects.toThrow('请选择节点「自选审批」的处理人');
    const r = await begin('sunli', 'pick', { operators: { x: [h.uid('hanxue')] } });
    expect(await open(r.instanceId)).toEqual(['x:hanxue:normal:pending']);
    const chosen = await h.as('sunli', (tx, a) => setOperators(tx, a, { instanceId: r.instanceId, nodeId: 'x', userIds: [h.uid('caoying'), 'nobody'] }));
    expect(chosen).toEqual([h.uid('caoying')]);
    await expect(h.as('pengtao', (tx, a) => setOperators(tx, a, { instanceId: r.instanceId, nodeId: 'x', userIds: [] }))).rejects.toThrow('您不是该任务的处理人');
  });

  it('terminate and delete (administrators): open tasks cancelled, audit kept', async () => {
    const r = await begin('sunli');
    const t = await h.as('admin', (tx, a) => terminate(tx, a, { instanceId: r.instanceId, opinion: '作废' }));
    expect(t.status).toBe('terminated');
    expect(await open(r.instanceId)).toEqual([]);
    const r2 = await begin('sunli');
    await h.as('admin', (tx, a) => deleteInstance(tx, a, r2.instanceId));
    const inst = await h.instance(r2.instanceId);
    expect(inst).toMatchObject({ deleted: true, status: 'terminated' });
    await expect(h.as('sunli', (tx, a) => withdraw(tx, a, { instanceId: r2.instanceId }))).rejects.toThrow('审核流程不存在！');
  });

  it('deadlines: one expiring reminder, then auto-pass or escalation to the leader when overdue', async () => {
    await h.define('deadline', start(approver('a', '限时审批', { assignee: users(h.uid('zhangwei')), deadlineHours: 2, onExpire: 'autoPass' },
      approver('b', '限时复核', { assignee: users(h.uid('sunli')), deadlineHours: 1, onExpire: 'escalateToLeader' }))));
    const r = await begin('lihua', 'deadline');
    const t0 = Date.now();
    const scan = (minutes: number) => h.as('admin', (tx, a) => scanDeadlines(tx, a, new Date(t0 + minutes * 60_000)));
    expect(await scan(10)).toEqual({ reminded: 0, acted: 0 });
    expect(await scan(90)).toEqual({ reminded: 1, acted: 0 });
    expect(await scan(100)).toEqual({ reminded: 0, acted: 0 });
    expect((await h.outbox(r.instanceId)).filter((m) => m.kind === 'expiring').map((m) => m.userId)).toEqual([h.uid('zhangwei')]);
    // Two hours later the first node passes by itself; the second node's holder is reminded.
    expect(await scan(125)).toEqual({ reminded: 0, acted: 1 });
    expect(await open(r.instanceId)).toEqual(['b:sunli:normal:pending']);
    // Past the second deadline (from when it was created, in real time): escalated to sunli's leader.
    expect(await scan(60 * 5)).toEqual({ reminded: 1, acted: 1 });
    expect(await open(r.instanceId)).toEqual(['b:zhangwei:handover:pending']);
  });

  it('the audit log is append-only for the application role', async () => {
    const r = await begin('sunli');
    await expect(h.as('admin', (tx) => tx.update(wfAuditLog).set({ opinion: '改写' }).where(eq(wfAuditLog.instanceId, r.instanceId)))).rejects.toThrow();
    await expect(h.as('admin', (tx) => tx.delete(wfAuditLog).where(eq(wfAuditLog.instanceId, r.instanceId)))).rejects.toThrow();
    expect((await h.t.database.db.select().from(wfAuditLog).where(eq(wfAuditLog.instanceId, r.instanceId))).map((a) => a.action)).toEqual(['start']);
  });

  it('a task that does not exist answers 审核任务不存在！', async () => {
    await expect(h.as('sunli', (tx, a) => submitTask(tx, a, { taskId: 'nope' }))).rejects.toThrow('审核任务不存在！');
  });
});
