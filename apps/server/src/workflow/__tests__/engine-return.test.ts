import { describe, expect, it } from 'vitest';
import type { TFlowNode } from '@ecms/shared';
import { approver, start, users, useWfHarness } from './wf-fixtures.js';
import { nextNodeOptions, prevNodeOptions, startFlow, submitTask } from '../engine/operations.js';

/*
 * Sending back: the anchor bugs of other engines (ruoyi-vue-pro #867 parallel send-back, #668
 * countersign send-back losing tasks, #727 no tasks on a returned-to multi-instance node, #847
 * no return to the initiator) must not happen here.
 */

const h = useWfHarness();

const begin = (login: string, code: string, formData: Record<string, unknown> = {}) =>
  h.as(login, (tx, a) => startFlow(tx, a, { processCode: code, formData }));
const agree = async (login: string, instanceId: string, extra: Record<string, unknown> = {}) => {
  const task = await h.pendingOf(instanceId, login);
  return h.as(login, (tx, a) => submitTask(tx, a, { taskId: task.id, agree: true, opinion: '同意', ...extra }));
};
const sendBack = async (login: string, instanceId: string, target: string) => {
  const task = await h.pendingOf(instanceId, login);
  return h.as(login, (tx, a) => submitTask(tx, a, { taskId: task.id, sendBackTo: target, opinion: '请修改' }));
};
const open = async (instanceId: string) => (await h.openTasks(instanceId)).map((t) => `${t.nodeId}:${t.login}:${t.status}`).sort();

describe('send back', () => {
  it('lists earlier steps with operators, role and submit date, and returns to the initiator (#847)', async () => {
    await h.define('chain', start(approver('a', '部门审批', { assignee: { type: 'deptLeader', levels: 1 } },
      approver('b', '财务审批', { assignee: { type: 'role', roleCodes: ['finance'] }, mode: 'orSign' }))));
    const r = await begin('sunli', 'chain');
    await agree('zhangwei', r.instanceId);
    const task = await h.pendingOf(r.instanceId, 'hanxue');
    const prev = await h.as('hanxue', (tx, a) => prevNodeOptions(tx, a, task.id));
    expect(prev.map((p) => [p.userTaskConfigId, p.userTaskConfigName, p.userTaskOperatorNames, p.userTaskRole])).toEqual([
      ['start', '发起人', '孙丽', '发起人'],
      ['a', '部门审批', '张伟', '部门负责人'],
    ]);
    expect(prev.every((p) => p.userTaskSubmitDate)).toBe(true);
    // Someone else cannot ask for another's options.
    await expect(h.as('lihua', (tx, a) => prevNodeOptions(tx, a, task.id))).rejects.toThrow('您不是该任务的处理人');

    const back = await sendBack('hanxue', r.instanceId, 'start');
    expect(back.activeNodes).toEqual(['发起人']);
    expect(await open(r.instanceId)).toEqual(['start:sunli:pending']);
    expect((await h.outbox(r.instanceId)).at(-1)).toMatchObject({ kind: 'returned', userId: h.uid('sunli') });
    // The initiator resubmits; without the resubmit option the flow runs forward again from the start.
    const re = await agree('sunli', r.instanceId, { formData: { amount: 5 } });
    expect(re.activeNodes).toEqual(['部门审批']);
    expect((await h.instance(r.instanceId)).formData).toEqual({ amount: 5 });
    const runs = await h.runs(r.instanceId);
    expect(runs.map((x) => `${x.nodeId}#${x.round}:${x.entered}:${x.status}`)).toEqual([
      'start#1:start:done', 'a#1:forward:done', 'b#1:forward:returned', 'start#2:return:done', 'a#2:forward:active',
    ]);
  });

  it('resubmit goes straight back to the node that returned it when the definition says so', async () => {
    await h.define('direct', start(approver('a', '部门审批', { assignee: users(h.uid('zhangwei')) },
      approver('b', '复核', { assignee: users(h.uid('lihua')) }, approver('c', '终审', { assignee: users(h.uid('wangjianguo')) }))),
    ), { resubmitToReturner: true });
    const r = await begin('sunli', 'direct');
    await agree('zhangwei', r.instanceId);
    await agree('lihua', r.instanceId);
    await sendBack('wangjianguo', r.instanceId, 'start');
    const task = await h.pendingOf(r.instanceId, 'sunli');
    const next = await h.as('sunli', (tx, a) => nextNodeOptions(tx, a, task.id));
    expect(next.filter((o) => o.type === 1).map((o) => o.userTaskConfigId)).toEqual(['c']);
    const re = await agree('sunli', r.instanceId);
    expect(re.activeNodes).toEqual(['终审']);
    expect((await h.runs(r.instanceId)).at(-1)).toMatchObject({ nodeId: 'c', round: 2, entered: 'resubmit' });
    expect((await agree('wangjianguo', r.instanceId)).status).toBe('approved');
  });

  it('returning to a countersign node creates all its tasks again (#727)', async () => {
    await h.define('to-multi', start(approver('cs', '会签', { assignee: users(h.uid('hanxue'), h.uid('pengtao')), mode: 'countersign' },
      approver('z', '终审', { assignee: users(h.uid('wangjianguo')) }))));
    const r = await begin('sunli', 'to-multi');
    await agree('hanxue', r.instanceId);
    await agree('pengtao', r.instanceId);
    await sendBack('wangjianguo', r.instanceId, 'cs');
    expect(await open(r.instanceId)).toEqual(['cs:hanxue:pending', 'cs:pengtao:pending']);
    await agree('hanxue', r.instanceId);
    expect(await open(r.instanceId)).toEqual(['cs:pengtao:pending']);
    await agree('pengtao', r.instanceId);
    expect(await open(r.instanceId)).toEqual(['z:wangjianguo:pending']);
  });

  it('sending back from a countersign node cancels the other open tasks and keeps the finished ones (#668)', async () => {
    await h.define('from-multi', start(approver('a', '经办', { assignee: users(h.uid('zhangwei')) },
      approver('cs', '会签', { assignee: users(h.uid('hanxue'), h.uid('pengtao'), h.uid('lihua')), mode: 'countersign' }))));
    const r = await begin('sunli', 'from-multi');
    await agree('zhangwei', r.instanceId);
    await agree('hanxue', r.instanceId);
    await sendBack('pengtao', r.instanceId, 'a');
    expect(await open(r.instanceId)).toEqual(['a:zhangwei:pending']);
    const csTasks = (await h.t.database.db.query.wfTask.findMany({ where: (t, { eq }) => eq(t.instanceId, r.instanceId) }))
      .filter((t) => t.nodeId === 'cs');
    expect(csTasks.map((t) => `${t.status}:${t.outcome}`).sort()).toEqual(['cancelled:cancel', 'done:agree', 'done:return']);
    // Back through the countersign: all three sign again.
    await agree('zhangwei', r.instanceId);
    expect(await open(r.instanceId)).toEqual(['cs:hanxue:pending', 'cs:lihua:pending', 'cs:pengtao:pending']);
  });

  it('sending back inside a parallel branch leaves the other branch alone; out of it, cancels both (#867)', async () => {
    const tree: TFlowNode = start(approver('a', '经办', { assignee: users(h.uid('zhangwei')) }, {
      id: 'p', name: '会审', type: 'parallel',
      branches: [
        { id: 'b1', name: '财务', childNode: approver('f1', '财务初审', { assignee: users(h.uid('caoying')) }, approver('f2', '财务复审', { assignee: users(h.uid('hanxue')) })) },
        { id: 'b2', name: '技术', childNode: approver('t1', '技术审核', { assignee: users(h.uid('pengtao')) }) },
      ],
      childNode: approver('z', '终审', { assignee: users(h.uid('wangjianguo')) }),
    }));
    await h.define('parallel-back', tree);
    const r = await begin('sunli', 'parallel-back');
    await agree('zhangwei', r.instanceId);
    await agree('caoying', r.instanceId);
    // Options from inside branch 1: its own earlier step and the steps before the fork, never branch 2.
    const task = await h.pendingOf(r.instanceId, 'hanxue');
    const prev = await h.as('hanxue', (tx, a) => prevNodeOptions(tx, a, task.id));
    expect(prev.map((p) => p.userTaskConfigId)).toEqual(['start', 'a', 'f1']);
    await sendBack('hanxue', r.instanceId, 'f1');
    expect(await open(r.instanceId)).toEqual(['f1:caoying:pending', 't1:pengtao:pending']);
    // The technical branch finishes meanwhile; the join waits for the finance branch.
    await agree('pengtao', r.instanceId);
    await agree('caoying', r.instanceId);
    expect(await open(r.instanceId)).toEqual(['f2:hanxue:pending']);
    await agree('hanxue', r.instanceId);
    expect(await open(r.instanceId)).toEqual(['z:wangjianguo:pending']);
    const joins = (await h.runs(r.instanceId)).filter((x) => x.nodeId === 'p__join');
    expect(joins.map((j) => `${j.status}:${j.arrived}`)).toEqual(['done:2']);

    // A second instance: send back from branch 1 to before the fork cancels branch 2 too.
    const r2 = await begin('sunli', 'parallel-back');
    await agree('zhangwei', r2.instanceId);
    await sendBack('caoying', r2.instanceId, 'a');
    expect(await open(r2.instanceId)).toEqual(['a:zhangwei:pending']);
    await agree('zhangwei', r2.instanceId);
    expect(await open(r2.instanceId)).toEqual(['f1:caoying:pending', 't1:pengtao:pending']);
    await agree('caoying', r2.instanceId);
    await agree('hanxue', r2.instanceId);
    await agree('pengtao', r2.instanceId);
    expect((await agree('wangjianguo', r2.instanceId)).status).toBe('approved');
    const joins2 = (await h.runs(r2.instanceId)).filter((x) => x.nodeId === 'p__join');
    expect(joins2.map((j) => `${j.round}:${j.status}:${j.arrived}`)).toEqual(['1:done:2']);
  });

  it('refuses targets that are not allowed and honours returnTargets', async () => {
    await h.define('limited', start(approver('a', '经办', { assignee: users(h.uid('zhangwei')) },
      approver('b', '复核', { assignee: users(h.uid('lihua')), returnTargets: 'previous' },
        approver('c', '终审', { assignee: users(h.uid('wangjianguo')), returnTargets: 'initiator' })))));
    const r = await begin('sunli', 'limited');
    await agree('zhangwei', r.instanceId);
    const tb = await h.pendingOf(r.instanceId, 'lihua');
    expect((await h.as('lihua', (tx, a) => prevNodeOptions(tx, a, tb.id))).map((p) => p.userTaskConfigId)).toEqual(['a']);
    await expect(sendBack('lihua', r.instanceId, 'start')).rejects.toThrow('不能退回到该节点');
    await expect(sendBack('lihua', r.instanceId, 'c')).rejects.toThrow('不能退回到该节点');
    await agree('lihua', r.instanceId);
    const tc = await h.pendingOf(r.instanceId, 'wangjianguo');
    expect((await h.as('wangjianguo', (tx, a) => prevNodeOptions(tx, a, tc.id))).map((p) => p.userTaskConfigId)).toEqual(['start']);
  });
});
