import { describe, expect, it } from 'vitest';
import type { TFlowNode } from '@ecms/shared';
import { approver, forwardingBinding, start, users, useWfHarness } from './wf-fixtures.js';
import { publishDefinition } from '../definition/definition.service.js';
import { auditTrail, nextNodeOptions, saveDraft, startFlow, submitTask } from '../engine/operations.js';
import type { BusinessBinding } from '../engine/business.js';
import { defineModule } from '../../platform/module.js';

/** Callbacks of the test business type 'demo-record', set by the test that needs them. */
let demoRecord: BusinessBinding | undefined;
const probeModule = defineModule({ name: 'test-flow-probe', flowBindings: { 'demo-record': forwardingBinding(() => demoRecord) } });
const h = useWfHarness({ modules: [probeModule] });

const begin = (login: string, code: string, formData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  h.as(login, (tx, a) => startFlow(tx, a, { processCode: code, formData, ...extra }));
const agree = (login: string, taskId: string, extra: Record<string, unknown> = {}) =>
  h.as(login, (tx, a) => submitTask(tx, a, { taskId, agree: true, opinion: '同意', ...extra }));
/** Finds the user's pending task first (outside the transaction: PGlite has one session). */
const reject = async (login: string, instanceId: string) => {
  const task = await h.pendingOf(instanceId, login);
  return h.as(login, (tx, a) => submitTask(tx, a, { taskId: task.id, agree: false, opinion: '不同意' }));
};
const logins = async (instanceId: string) => (await h.openTasks(instanceId)).map((t) => `${t.login}:${t.status}`);

describe('start and forward', () => {
  it('runs a department-leader chain to the end and notifies each step', async () => {
    await h.define('leader-chain', start(approver('mgr', '部门经理审批', { assignee: { type: 'deptLeader', levels: 1 } },
      approver('gm', '总经理审批', { assignee: { type: 'deptLeader', levels: 3 } }))));
    // sunli (造价一所, leader zhangwei) → level 1 zhangwei, level 3 wangjianguo (via lihua at 造价咨询部).
    const r = await begin('sunli', 'leader-chain', { amount: 10 });
    expect(r.status).toBe('running');
    expect(r.activeNodes).toEqual(['部门经理审批']);
    expect(await logins(r.instanceId)).toEqual(['zhangwei:pending']);
    const t1 = await h.pendingOf(r.instanceId, 'zhangwei');
    const r2 = await agree('zhangwei', t1.id);
    expect(r2.activeNodes).toEqual(['总经理审批']);
    expect(await logins(r.instanceId)).toEqual(['wangjianguo:pending']);
    const r3 = await agree('wangjianguo', (await h.pendingOf(r.instanceId, 'wangjianguo')).id);
    expect(r3.status).toBe('approved');
    const inst = await h.instance(r.instanceId);
    expect(inst.endedDate).not.toBeNull();
    const box = await h.outbox(r.instanceId);
    expect(box.map((m) => m.kind)).toEqual(['task', 'task', 'approved']);
    expect(box[2].userId).toBe(h.uid('sunli'));
    const trail = await h.as('sunli', (tx) => auditTrail(tx, r.instanceId));
    expect(trail.map((a) => [a.action, a.userName])).toEqual([['start', '孙丽'], ['agree', '张伟'], ['agree', '王建国']]);
  });

  it('a department leader starting a flow goes to the leader above', async () => {
    const r = await begin('zhangwei', 'leader-chain');
    expect(await logins(r.instanceId)).toEqual(['lihua:pending']);
  });

  it('evaluates conditions on form fields, with the default branch otherwise', async () => {
    await h.define('amount', start({
      id: 'c', name: '金额', type: 'condition',
      branches: [
        { id: 'big', name: '大额', conditions: [{ field: 'amount', op: 'gte', value: 1000000 }], childNode: approver('gm', '总经理', { assignee: users(h.uid('wangjianguo')) }) },
        { id: 'other', name: '其他', conditions: [], isDefault: true, childNode: approver('fin', '财务', { assignee: { type: 'role', roleCodes: ['finance'] }, mode: 'orSign' }) },
      ],
    }));
    const big = await begin('sunli', 'amount', { amount: '2000000' });
    expect(await logins(big.instanceId)).toEqual(['wangjianguo:pending']);
    const small = await begin('sunli', 'amount', { amount: 500 });
    expect((await logins(small.instanceId)).sort()).toEqual(['caoying:pending', 'hanxue:pending']);
    // Or-sign: the first agreement completes the node; the other task is cancelled.
    const done = await agree('caoying', (await h.pendingOf(small.instanceId, 'caoying')).id);
    expect(done.status).toBe('approved');
    expect(await logins(small.instanceId)).toEqual([]);
  });

  it('countersign waits for everyone; a rejection ends the flow as rejected', async () => {
    await h.define('countersign', start(approver('cs', '会签', { assignee: users(h.uid('hanxue'), h.uid('pengtao'), h.uid('lihua')), mode: 'countersign' })));
    const r = await begin('sunli', 'countersign');
    await agree('hanxue', (await h.pendingOf(r.instanceId, 'hanxue')).id);
    const mid = await agree('pengtao', (await h.pendingOf(r.instanceId, 'pengtao')).id);
    expect(mid.status).toBe('running');
    expect(await logins(r.instanceId)).toEqual(['lihua:pending']);
    expect((await agree('lihua', (await h.pendingOf(r.instanceId, 'lihua')).id)).status).toBe('approved');

    const r2 = await begin('sunli', 'countersign');
    const rej = await reject('pengtao', r2.instanceId);
    expect(rej.status).toBe('rejected');
    expect(await logins(r2.instanceId)).toEqual([]);
    expect((await h.outbox(r2.instanceId)).at(-1)).toMatchObject({ kind: 'rejected', userId: h.uid('sunli') });
    const runs = await h.runs(r2.instanceId);
    expect(runs.find((x) => x.nodeId === 'cs')!.status).toBe('rejected');
  });

  it('sequential approval hands the task on in order', async () => {
    await h.define('sequential', start(approver('seq', '依次审批', { assignee: users(h.uid('zhangwei'), h.uid('lihua'), h.uid('wangjianguo')), mode: 'sequential' })));
    const r = await begin('sunli', 'sequential');
    expect(await logins(r.instanceId)).toEqual(['zhangwei:pending', 'lihua:queued', 'wangjianguo:queued']);
    await agree('zhangwei', (await h.pendingOf(r.instanceId, 'zhangwei')).id);
    expect((await logins(r.instanceId)).sort()).toEqual(['lihua:pending', 'wangjianguo:queued']);
    await agree('lihua', (await h.pendingOf(r.instanceId, 'lihua')).id);
    expect((await agree('wangjianguo', (await h.pendingOf(r.instanceId, 'wangjianguo')).id)).status).toBe('approved');
  });

  it('ratio approval completes at the threshold and rejects only when it cannot be reached', async () => {
    await h.define('ratio', start(approver('r', '按比例', { assignee: users(h.uid('zhangwei'), h.uid('lihua'), h.uid('hanxue'), h.uid('pengtao')), mode: 'ratio', ratio: 50 })));
    const r = await begin('sunli', 'ratio');
    await reject('zhangwei', r.instanceId);
    expect((await h.instance(r.instanceId)).status).toBe('running');
    await agree('lihua', (await h.pendingOf(r.instanceId, 'lihua')).id);
    expect((await agree('hanxue', (await h.pendingOf(r.instanceId, 'hanxue')).id)).status).toBe('approved');

    const r2 = await begin('sunli', 'ratio');
    for (const who of ['zhangwei', 'lihua']) {
      await reject(who, r2.instanceId);
    }
    expect((await h.instance(r2.instanceId)).status).toBe('running');
    await reject('hanxue', r2.instanceId);
    expect((await h.instance(r2.instanceId)).status).toBe('rejected');
  });

  it('parallel branches all run and join before the next node; CC nodes copy and move on', async () => {
    const tree: TFlowNode = start({
      id: 'p', name: '会审', type: 'parallel',
      branches: [
        { id: 'b1', name: '财务', childNode: approver('fin', '财务审核', { assignee: users(h.uid('hanxue')) }) },
        { id: 'b2', name: '技术', childNode: approver('tech', '技术审核', { assignee: users(h.uid('pengtao')) },
          approver('tech2', '技术复核', { assignee: users(h.uid('wangjianguo')) })) },
        { id: 'b3', name: '空分支' },
      ],
      childNode: { id: 'cc', name: '抄送行政', type: 'cc', config: { assignee: users(h.uid('xiefang')) },
        childNode: approver('final', '终审', { assignee: users(h.uid('lihua')) }) },
    });
    await h.define('parallel', tree);
    const r = await begin('sunli', 'parallel');
    expect(r.activeNodes.sort()).toEqual(['技术审核', '财务审核'].sort());
    await agree('pengtao', (await h.pendingOf(r.instanceId, 'pengtao')).id);
    await agree('hanxue', (await h.pendingOf(r.instanceId, 'hanxue')).id);
    // The join still waits for the technical branch's second step.
    expect(await logins(r.instanceId)).toEqual(['wangjianguo:pending']);
    const after = await agree('wangjianguo', (await h.pendingOf(r.instanceId, 'wangjianguo')).id);
    expect(after.activeNodes).toEqual(['终审']);
    const open = await h.openTasks(r.instanceId);
    expect(open.map((t) => t.login)).toEqual(['lihua']);
    const runs = await h.runs(r.instanceId);
    expect(runs.filter((x) => x.nodeId === 'p__join')).toHaveLength(1);
    expect(runs.find((x) => x.nodeId === 'p__join')).toMatchObject({ status: 'done', arrived: 3 });
    expect((await h.outbox(r.instanceId)).filter((m) => m.kind === 'cc').map((m) => m.userId)).toEqual([h.uid('xiefang')]);
  });

  it('drafts keep opinion and form data without moving; only editable fields are merged on submit', async () => {
    await h.define('fields', start(approver('a', '审核', { assignee: users(h.uid('lihua')), fieldPermissions: { remark: 'editable', amount: 'readonly' } })));
    const r = await begin('sunli', 'fields', { amount: 100, remark: '' });
    const task = await h.pendingOf(r.instanceId, 'lihua');
    await h.as('lihua', (tx, a) => saveDraft(tx, a, { taskId: task.id, opinion: '草稿意见', formData: { remark: 'x' } }));
    const again = await h.pendingOf(r.instanceId, 'lihua');
    expect(again.draft).toEqual({ opinion: '草稿意见', formData: { remark: 'x' } });
    expect((await h.instance(r.instanceId)).status).toBe('running');
    await agree('lihua', task.id, { formData: { remark: '已核对', amount: 999999 } });
    expect((await h.instance(r.instanceId)).formData).toEqual({ amount: 100, remark: '已核对' });
  });

  it('next-node options: forward with operator choice, then send-back options', async () => {
    await h.define('choose', start(approver('a', '经办', { assignee: users(h.uid('lihua')) },
      approver('b', '指定审批', { assignee: { type: 'previousChooses', multiple: true } }))));
    const r = await begin('sunli', 'choose');
    const task = await h.pendingOf(r.instanceId, 'lihua');
    const opts = await h.as('lihua', (tx, a) => nextNodeOptions(tx, a, task.id));
    expect(opts).toEqual([
      expect.objectContaining({ userTaskConfigId: 'b', name: '指定审批', type: 1, needChooseFromOrg: true, multiple: true }),
      expect.objectContaining({ userTaskConfigId: 'start', name: '发起人', type: 2 }),
    ]);
    await expect(agree('lihua', task.id)).rejects.toThrow('请选择节点「指定审批」的处理人');
    await agree('lihua', task.id, { operators: { b: [h.uid('hanxue'), h.uid('caoying')] } });
    expect((await logins(r.instanceId)).sort()).toEqual(['caoying:pending', 'hanxue:pending']);
  });

  it('no-assignee and assignee-is-initiator policies', async () => {
    await h.define('policies', start(approver('empty', '空节点', { assignee: { type: 'role', roleCodes: ['no_such_role'] }, noAssignee: 'autoPass' },
      approver('self', '本人', { assignee: users(h.uid('sunli'), h.uid('zhangwei')), assigneeIsInitiator: 'autoPass' },
        approver('admin', '管理员', { assignee: { type: 'formField', field: 'reviewer' } })))));
    const r = await begin('sunli', 'policies');
    // Empty node passed automatically; the initiator is dropped from the next; zhangwei handles it.
    expect(await logins(r.instanceId)).toEqual(['zhangwei:pending']);
    await agree('zhangwei', (await h.pendingOf(r.instanceId, 'zhangwei')).id);
    // The form field is empty: the default policy gives it to the administrators.
    const open = await h.openTasks(r.instanceId);
    expect(open.map((t) => t.login).sort()).toEqual(['admin', 'zhaolei']);
    const trail = await h.as('sunli', (tx) => auditTrail(tx, r.instanceId));
    expect(trail.find((a) => a.action === 'auto')).toMatchObject({ nodeName: '空节点', opinion: '无审批人，自动通过' });

    await h.define('strict', start(approver('x', '严格', { assignee: { type: 'role', roleCodes: ['no_such_role'] }, noAssignee: 'error' })));
    await expect(begin('sunli', 'strict')).rejects.toThrow('未找到节点「严格」的审批人');
  });

  it('running instances stay on their version when a new one is published', async () => {
    const defId = await h.define('versioned', start(approver('a', '旧审批', { assignee: users(h.uid('lihua')) })));
    const r = await begin('sunli', 'versioned');
    await h.as('admin', (tx, a) => publishDefinition(tx, a, defId, { root: start(approver('n', '新审批', { assignee: users(h.uid('hanxue')) })) }));
    const r2 = await begin('sunli', 'versioned');
    expect(r.activeNodes).toEqual(['旧审批']);
    expect(r2.activeNodes).toEqual(['新审批']);
    expect((await agree('lihua', (await h.pendingOf(r.instanceId, 'lihua')).id)).status).toBe('approved');
    await expect(h.as('admin', (tx, a) => publishDefinition(tx, a, defId, { root: start(approver('n', '新审批', { assignee: users() })) })))
      .rejects.toThrow('审批节点「新审批」未设置审批人');
  });

  it('sub-process: the node waits for the child flow; its approval moves the parent, its rejection ends it', async () => {
    await h.define('child-flow', start(approver('c1', '子流程审批', { assignee: users(h.uid('hanxue')) })));
    await h.define('child-auto', start(approver('c1', '自动', { assignee: { type: 'role', roleCodes: ['no_such_role'] }, noAssignee: 'autoPass' })));
    await h.define('parent-flow', start({ id: 'sub', name: '子流程', type: 'subprocess', config: { processCode: 'child-flow' },
      childNode: approver('after', '后续审批', { assignee: users(h.uid('lihua')) }) }));
    const r = await begin('sunli', 'parent-flow', { amount: 7 });
    expect(r.activeNodes).toEqual(['子流程']);
    const runs = await h.runs(r.instanceId);
    const childId = runs.find((x) => x.nodeId === 'sub')!.subInstanceId!;
    const child = await h.instance(childId);
    expect(child).toMatchObject({ parentId: r.instanceId, initiatorId: h.uid('sunli'), formData: { amount: 7 }, status: 'running' });
    expect(await logins(childId)).toEqual(['hanxue:pending']);
    await agree('hanxue', (await h.pendingOf(childId, 'hanxue')).id);
    expect((await h.instance(childId)).status).toBe('approved');
    expect(await logins(r.instanceId)).toEqual(['lihua:pending']);
    expect((await h.instance(r.instanceId)).currentNodeNames).toBe('后续审批');

    const r2 = await begin('sunli', 'parent-flow');
    const child2 = (await h.runs(r2.instanceId)).find((x) => x.nodeId === 'sub')!.subInstanceId!;
    await reject('hanxue', child2);
    expect((await h.instance(r2.instanceId)).status).toBe('rejected');

    await h.define('parent-auto', start({ id: 'sub', name: '子流程', type: 'subprocess', config: { processCode: 'child-auto' },
      childNode: approver('after', '后续审批', { assignee: users(h.uid('lihua')) }) }));
    expect((await begin('sunli', 'parent-auto')).activeNodes).toEqual(['后续审批']);
    await h.define('parent-nowait', start({ id: 'sub', name: '子流程', type: 'subprocess', config: { processCode: 'child-flow', wait: false },
      childNode: approver('after', '后续审批', { assignee: users(h.uid('lihua')) }) }));
    expect((await begin('sunli', 'parent-nowait')).activeNodes).toEqual(['后续审批']);
    await expect(h.define('parent-bad', start({ id: 'sub', name: '空子流程', type: 'subprocess', config: { processCode: '' } })))
      .rejects.toThrow('子流程节点「空子流程」未选择子流程');
  });

  it('business callbacks run in the same transaction: a failing callback rolls the command back', async () => {
    const seen: string[] = [];
    demoRecord = {
      started: async (e) => { seen.push(`started:${e.businessId}`); },
      nodeChanged: async (e) => { seen.push(`node:${e.activeNodes.join(',')}`); },
      approved: async (e) => {
        seen.push(`approved:${e.businessId}`);
        if (e.businessId === 'bad') throw new Error('business refused');
      },
    };
    try {
      await h.define('bound', start(approver('a', '审批', { assignee: users(h.uid('lihua')) })));
      const r = await begin('sunli', 'bound', {}, { businessType: 'demo-record', businessId: 'rec-1' });
      await expect(begin('sunli', 'bound', {}, { businessType: 'demo-record', businessId: 'rec-1' })).rejects.toThrow('该业务已有审批中的流程');
      await agree('lihua', (await h.pendingOf(r.instanceId, 'lihua')).id);
      expect(seen).toEqual(['started:rec-1', 'node:审批', 'approved:rec-1']);

      const bad = await begin('sunli', 'bound', {}, { businessType: 'demo-record', businessId: 'bad' });
      const task = await h.pendingOf(bad.instanceId, 'lihua');
      await expect(agree('lihua', task.id)).rejects.toThrow('business refused');
      // Nothing moved: the task is still pending, the instance still running.
      expect((await h.pendingOf(bad.instanceId, 'lihua')).id).toBe(task.id);
      expect((await h.instance(bad.instanceId)).status).toBe('running');
    } finally {
      demoRecord = undefined;
    }
  });
});
