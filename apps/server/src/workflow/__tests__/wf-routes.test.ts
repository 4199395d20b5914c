import { describe, expect, it } from 'vitest';
import { FLOW_TYPE, wfApi } from '@ecms/shared';
import { body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.call(who, method, url, payload, headers);
const as = (who: string) => ctx.client(who);
const todos = (who: string) => as(who).data(wfApi.todoList, { body: {} });
const todoIn = async (who: string, instanceId: string) => (await todos(who)).find((x) => x.procInstId === instanceId)!;
const submit = (who: string, todoId: string, payload: Record<string, unknown>) => call(who, 'POST', `/a/wf/userTaskTodo/${todoId}/submitForm`, payload);

const startStandard = async (amount: number) => {
  return as('sunli').call(wfApi.start, {
    body: { processCode: FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode, name: `合同${amount}`, formData: { contractAmount: amount } },
  });
};

describe('workflow HTTP calls', () => {
  it('starts a flow by processCode and shows it in the approver\'s to-do list', async () => {
    const started = await startStandard(2_000_000);
    expect(started.msg).toBe('提交成功');
    expect(started.data).toMatchObject({ name: '收款合同标准流程', curActivityId: 'dept_manager', curActivityName: '部门经理审批' });
    const todo = await todoIn('zhangwei', started.data.id);
    expect(todo).toMatchObject({ processName: '合同2000000', stepName: '部门经理审批', taskDefKey: 'dept_manager', procDefName: '收款合同标准流程', initiatorName: '孙丽' });
    expect(await todoIn('lihua', started.data.id)).toBeUndefined();

    const missing = await call('sunli', 'POST', '/form/workflow/start', { processCode: 'no-such-flow' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('流程定义不存在或未发布');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/form/workflow/start', payload: { processCode: 'x' } })).statusCode).toBe(401);
  });

  it('permission flags and button names for the holder only', async () => {
    const started = await startStandard(10);
    const todo = await todoIn('zhangwei', started.data.id);
    const p = body<Record<string, unknown>>(await call('zhangwei', 'GET', `/a/wf/flowInstance/${todo.id}/permission`)).data;
    expect(p).toMatchObject({ todoId: todo.id, stepId: 'dept_manager', hasNextBtn: true, hasPrevBtn: true, hasForwardBtn: true, hasAdjustBtn: true, nextBtnName: '同意', prevBtnName: '退回', readOnly: false });
    // By instance id: the caller's open task in it.
    expect(body<{ todoId: string }>(await call('zhangwei', 'GET', `/a/wf/flowInstance/${started.data.id}/permission`)).data.todoId).toBe(todo.id);
    const other = await call('lihua', 'GET', `/a/wf/flowInstance/${todo.id}/permission`);
    expect(other.statusCode).toBe(403);
    const none = await call('lihua', 'GET', '/a/wf/flowInstance/nothing-here/permission');
    expect(none.statusCode).toBe(404);
    expect(body(none).msg).toBe('审核任务不存在！');
  });

  it('submitForm: next node required, holder only, repeated request answered once, done task → 409', async () => {
    const started = await startStandard(2_000_000);
    const todo = await todoIn('zhangwei', started.data.id);
    const opts = await as('zhangwei').data(wfApi.nextOptions, { params: { todoId: todo.id } });
    expect(opts.map((o) => [o.userTaskConfigId, o.type])).toEqual([['general_manager', 1], ['start', 2]]);

    const noNext = await submit('zhangwei', todo.id, { audit: { opinion: '同意', agree: true } });
    expect(noNext.statusCode).toBe(400);
    expect(body(noNext).msg).toBe('请选择要提交的下一流程节点！');
    const wrongNext = await submit('zhangwei', todo.id, { nextStepId: 'finance_chief', audit: { opinion: '同意', agree: true } });
    expect(body(wrongNext).msg).toBe('请选择要提交的下一流程节点！');
    const notMine = await submit('lihua', todo.id, { nextStepId: 'general_manager', audit: { opinion: '同意' } });
    expect(notMine.statusCode).toBe(403);
    const unknown = await submit('zhangwei', 'missing-todo', { nextStepId: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('审核任务不存在！');

    const payload = { nextStepId: 'general_manager', audit: { opinion: '同意', agree: true }, requestId: `r-${todo.id}` };
    const first = await submit('zhangwei', todo.id, payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first)).toMatchObject({ success: true, code: 1000, msg: '提交成功', data: { activeNodes: ['总经理审批'] } });
    const again = await submit('zhangwei', todo.id, payload);
    expect(again.statusCode).toBe(200);
    expect(body(again).data).toEqual(body(first).data);
    const stale = await submit('zhangwei', todo.id, { nextStepId: 'general_manager', audit: { opinion: '同意' } });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toMatchObject({ success: false, msg: '该任务已处理，请刷新后查看' });

    // Done list of the approver.
    const done = await as('zhangwei').data(wfApi.doneList, { body: {} });
    expect(done.some((d) => d.procInstId === started.data.id)).toBe(true);
  });

  it('send back with the previous-step list, resubmit straight back, stepAudit history', async () => {
    const started = await startStandard(2_000_000);
    const t1 = await todoIn('zhangwei', started.data.id);
    await submit('zhangwei', t1.id, { nextStepId: 'general_manager', audit: { opinion: '同意', agree: true } });
    const t2 = await todoIn('wangjianguo', started.data.id);
    const prev = await as('wangjianguo').data(wfApi.prevOptions, { params: { todoId: t2.id } });
    expect(prev.map((p) => [p.userTaskConfigName, p.userTaskOperatorNames])).toEqual([['发起人', '孙丽'], ['部门经理审批', '张伟']]);
    const noTarget = await submit('wangjianguo', t2.id, { isSendBack: true, audit: { opinion: '退回' } });
    expect(body(noTarget).msg).toBe('请选择要提交的下一流程节点！');
    const back = await submit('wangjianguo', t2.id, { isSendBack: true, nextStepId: 'dept_manager', audit: { opinion: '金额有误', agree: false } });
    expect(back.statusCode, back.body).toBe(200);
    const t3 = await todoIn('zhangwei', started.data.id);
    expect(t3.taskDefKey).toBe('dept_manager');
    // The standard flow resubmits straight to the node that sent it back.
    const next = await as('zhangwei').data(wfApi.nextOptions, { params: { todoId: t3.id } });
    expect(next.filter((o) => o.type === 1).map((o) => o.userTaskConfigId)).toEqual(['general_manager']);
    await submit('zhangwei', t3.id, { nextStepId: 'general_manager', audit: { opinion: '已修改' } });
    const t4 = await todoIn('wangjianguo', started.data.id);
    const audit = await as('wangjianguo').data(wfApi.stepAudit, { params: { todoId: t4.id } });
    expect(audit.history.map((a) => [a.action, a.userName, a.opinion])).toEqual([
      ['start', '孙丽', null], ['agree', '张伟', '同意'], ['return', '王建国', '金额有误'], ['agree', '张伟', '已修改'],
    ]);
  });

  it('hand over, pass on and consult through their log calls, with the dialog validations', async () => {
    const started = await startStandard(10);
    const todo = await todoIn('zhangwei', started.data.id);
    const perm = body<{ workId: string }>(await call('zhangwei', 'GET', `/a/wf/flowInstance/${todo.id}/permission`)).data;
    const base = `/a/wf/flowInstance/${started.data.id}`;
    const users = body<Array<{ id: string; loginName: string }>>(await call('admin', 'POST', '/a/sys/user/queryList', { pageSize: 100 })).data;
    const id = (login: string) => users.find((u) => u.loginName === login)!.id;

    const noTopic = await call('zhangwei', 'POST', `${base}/userTaskInstance/${perm.workId}/passOnLog`, { newOperatorIds: [id('lihua')], remark: '请阅' });
    expect(body(noTopic).msg).toBe('请输入主题');
    const noRemark = await call('zhangwei', 'POST', `${base}/userTaskInstance/${perm.workId}/passOnLog`, { topic: '合同', newOperatorIds: [id('lihua')] });
    expect(body(noRemark).msg).toBe('请输入备注');
    const noOne = await call('zhangwei', 'POST', `${base}/userTaskInstance/${perm.workId}/passOnLog`, { topic: '合同', newOperatorIds: [], remark: '请阅' });
    expect(body(noOne).msg).toBe('请选择接收人');

    const pass = await call('zhangwei', 'POST', `${base}/userTaskInstance/${perm.workId}/passOnLog`, { topic: '合同', newOperatorIds: [id('lihua'), id('pengtao')], remark: '请阅' });
    expect(pass.statusCode, pass.body).toBe(200);
    expect(body(pass).msg).toBe('传阅成功');
    const passLog = body<Array<{ toUserNames: string; topic: string }>>(await call('zhangwei', 'GET', `${base}/passOnLog`)).data;
    expect(passLog).toEqual([expect.objectContaining({ topic: '合同', toUserNames: '李华、彭涛' })]);

    const ask = await call('zhangwei', 'POST', `${base}/userTaskInstance/${perm.workId}/consultLog`, { topic: '金额', newOperatorIds: `${id('hanxue')}`, remark: '请给意见' });
    expect(ask.statusCode, ask.body).toBe(200);
    const waiting = await submit('zhangwei', todo.id, { nextStepId: 'finance_chief', audit: { opinion: '同意' } });
    expect(body(waiting).msg).toBe('征询意见尚未全部回复，暂不能提交');
    const answer = await todoIn('hanxue', started.data.id);
    expect((await submit('hanxue', answer.id, { audit: { opinion: '合理' } })).statusCode).toBe(200);

    const two = await call('zhangwei', 'POST', `${base}/userTaskTodoInstance/${todo.id}/adjustLog`, { topic: '转办', newOperatorIds: [id('lihua'), id('pengtao')], remark: '出差' });
    expect(body(two).msg).toBe('转办只能选择一个接收人');
    const hand = await call('zhangwei', 'POST', `${base}/userTaskTodoInstance/${todo.id}/adjustLog`, { topic: '转办', newOperatorIds: [id('lihua')], remark: '出差' });
    expect(hand.statusCode, hand.body).toBe(200);
    expect((await todoIn('lihua', started.data.id)).stepName).toBe('部门经理审批');
    expect(body<unknown[]>(await call('lihua', 'GET', `${base}/adjustLog`)).data).toHaveLength(1);
    expect(body<unknown[]>(await call('lihua', 'GET', `${base}/consultLog`)).data).toHaveLength(1);
    // Someone with no part in the flow sees neither its logs nor its opinions.
    expect((await call('caoying', 'GET', `${base}/consultLog`)).statusCode).toBe(403);
    expect((await call('caoying', 'GET', `/a/wf/todo/${todo.id}/stepAudit`)).statusCode).toBe(403);
  });

  it('urge, withdraw, operators ahead and administrator delete', async () => {
    const started = await startStandard(10);
    const base = `/a/wf/flowInstance/${started.data.id}`;
    expect(body(await call('sunli', 'POST', `${base}/urge`, { opinion: '急' })).msg).toBe('催办成功');
    expect((await call('sunli', 'POST', `${base}/urge`, {})).statusCode).toBe(429);
    expect((await call('zhangwei', 'PUT', `/a/wf/userTaskInstance/${started.data.id}_general_manager/operators`, ['x'])).statusCode).toBe(200);
    expect(body<string[]>(await call('zhangwei', 'GET', `/a/wf/userTaskInstance/${started.data.id}_general_manager/operators`)).data).toEqual([]);
    expect((await call('zhangwei', 'POST', `${base}/withdraw`, {})).statusCode).toBe(403);
    const w = await call('sunli', 'POST', `${base}/withdraw`, { opinion: '重填' });
    expect(w.statusCode, w.body).toBe(200);
    expect(body<{ status: string }>(w).data.status).toBe('withdrawn');
    expect(await todoIn('zhangwei', started.data.id)).toBeUndefined();

    const other = await startStandard(20);
    expect((await call('sunli', 'DELETE', `/b/wf/process/delete/${other.data.id}`)).statusCode).toBe(403);
    const del = await call('admin', 'DELETE', `/b/wf/process/delete/${other.data.id}`);
    expect(body(del).msg).toBe('删除成功');
    expect(await todoIn('zhangwei', other.data.id)).toBeUndefined();
  });

  it('process detail colours the chart by node runs; my flows; follows; outsiders are refused', async () => {
    const started = await startStandard(2_000_000);
    const id = started.data.id;
    const t1 = await todoIn('zhangwei', id);
    await submit('zhangwei', t1.id, { nextStepId: 'general_manager', audit: { opinion: '同意' } });
    const t2 = await todoIn('wangjianguo', id);
    await submit('wangjianguo', t2.id, { isSendBack: true, nextStepId: 'dept_manager', audit: { opinion: '退回' } });
    const detail = body<{ status: string; initiatorName: string; graph: { nodes: Array<{ id: string; state: string }> }; runs: Array<{ nodeId: string; status: string; tasks: Array<{ assigneeName: string }> }> }>(
      await call('sunli', 'GET', `/b/wf/process/${id}`)).data;
    expect(detail).toMatchObject({ status: 'running', initiatorName: '孙丽' });
    const state = Object.fromEntries(detail.graph.nodes.map((n) => [n.id, n.state]));
    expect(state).toMatchObject({ start: 'done', dept_manager: 'active', amount_check: 'done', general_manager: 'returned', finance_chief: 'notReached' });
    expect(detail.runs.map((r) => `${r.nodeId}:${r.status}`)).toEqual([
      'start:done', 'dept_manager:done', 'amount_check:done', 'general_manager:returned', 'dept_manager:active',
    ]);
    expect(body<{ businessName: string }>(await call('zhangwei', 'GET', `/a/wf/flowInstance/${id}/monitorInfo`)).data.businessName).toBe('合同2000000');
    expect((await call('lihua', 'GET', `/b/wf/process/${id}`)).statusCode).toBe(403);
    expect((await call('lihua', 'POST', '/b/wf/focus', { id })).statusCode).toBe(403);

    const mine = body<Array<{ id: string; currentNodeNames: string }>>(await call('sunli', 'POST', '/b/wf/process/queryMyList', { params: { status: 'running' } }));
    expect(mine.data.find((m) => m.id === id)).toMatchObject({ currentNodeNames: '部门经理审批' });
    expect(body(await call('zhangwei', 'POST', '/b/wf/process/queryMyList', {})).total).toBe(0);

    expect(body(await call('wangjianguo', 'POST', '/b/wf/focus', { id })).msg).toBe('收藏成功');
    expect(body<boolean>(await call('wangjianguo', 'GET', `/b/wf/focus/${id}`)).data).toBe(true);
    expect(body<Array<{ id: string }>>(await call('wangjianguo', 'POST', '/b/wf/process/queryFocusList', {})).data.map((x) => x.id)).toEqual([id]);
    expect((await call('wangjianguo', 'DELETE', '/b/wf/focus/deleteFocusAll')).statusCode).toBe(200);
    expect(body<boolean>(await call('wangjianguo', 'GET', `/b/wf/focus/${id}`)).data).toBe(false);
  });

  it('fast forward when there is one obvious next step; definitions for the start dialog; task fetch', async () => {
    const started = await startStandard(10);
    const todo = await todoIn('zhangwei', started.data.id);
    const ff = await as('zhangwei').data(wfApi.fastForward, { params: { todoId: todo.id } });
    expect(ff).toMatchObject({ canForward: true, canForwardUserTask: { userTaskConfigId: 'finance_chief' } });
    const go = await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/fastForwardForm`, { audit: { opinion: '同意' } });
    expect(go.statusCode, go.body).toBe(200);
    expect(body<{ activeNodes: string[] }>(go).data.activeNodes).toEqual(['财务与总工会签']);

    const task = body<Record<string, unknown>>(await call('zhangwei', 'GET', `/b/wf/task/${todo.id}`)).data;
    expect(task).toMatchObject({ id: todo.id, taskDefKey: 'dept_manager', procInstId: started.data.id, procDefName: '收款合同标准流程', isFinished: false, isClick: true });
    expect((await call('lihua', 'GET', `/b/wf/task/${todo.id}`)).statusCode).toBe(403);

    const defs = body<Array<{ key: string; name: string; category: string }>>(await call('sunli', 'POST', '/act/procdef/queryList', { params: { category: 'contract' } })).data;
    expect(defs.map((d) => d.name)).toEqual(['收款合同标准流程', '自定义流程1', '自定义流程2', '极简流程']);
    const def = body<{ key: string; version: number; tree: { root: { type: string } } }>(await call('sunli', 'GET', '/act/procdef/key/contract_minimal')).data;
    expect(def).toMatchObject({ key: 'contract_minimal', version: 1, tree: { root: { type: 'start' } } });
  });

  it('designer: save a definition and publish versions, with validation messages', async () => {
    const saved = await call('admin', 'POST', '/a/wf/definition', { code: 'leave', name: '请假流程', category: 'hr' });
    expect(saved.statusCode, saved.body).toBe(200);
    const defId = body<{ id: string }>(saved).data.id;
    expect(body(await call('admin', 'POST', '/a/wf/definition', { code: 'leave', name: '重复' })).msg).toBe('流程编码「leave」已存在');
    expect((await call('sunli', 'POST', '/a/wf/definition', { code: 'x', name: 'x' })).statusCode).toBe(403);
    const bad = await call('admin', 'POST', `/a/wf/definition/${defId}/publish`, { root: { id: 'start', name: '发起人', type: 'start',
      childNode: { id: 'a', name: '主管审批', type: 'approver', config: { assignee: { type: 'users', userIds: [] } } } } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('审批节点「主管审批」未设置审批人');
    const good = await call('admin', 'POST', `/a/wf/definition/${defId}/publish`, { root: { id: 'start', name: '发起人', type: 'start',
      childNode: { id: 'a', name: '主管审批', type: 'approver', config: { assignee: { type: 'deptLeader', levels: 1 } } } } });
    expect(body<{ version: number }>(good)).toMatchObject({ msg: '发布成功', data: { version: 1 } });
    const run = await call('sunli', 'POST', '/form/workflow/start', { processCode: 'leave' });
    expect(body<{ curActivityName: string }>(run).data.curActivityName).toBe('主管审批');
  });
});

describe('flow notifications become messages', () => {
  interface Msg { id: string; title: string; content: string; procInstId: string | null; link: string | null; type: number; isRead?: boolean }
  const unread = async (who: string) => body<number>(await call(who, 'GET', '/b/notice/msg/toReadNumber/1')).data;
  const messages = async (who: string) => body<Msg[]>(await call(who, 'POST', '/b/notice/msg/queryList', { params: { type: 1 } })).data;

  it('a new task reaches its approver as a flow message in the same transaction, with a link to handle it', async () => {
    const before = await unread('zhangwei');
    const started = await startStandard(20);
    expect(await unread('zhangwei')).toBe(before + 1);
    const msg = (await messages('zhangwei')).find((m) => m.procInstId === started.data.id)!;
    expect(msg).toBeDefined();
    expect(msg.type).toBe(1);
    expect(msg.link).toMatch(new RegExp(`^/flowhandle/flow-business\\?procInstId=${started.data.id}`));
    // Nobody else got it.
    expect((await messages('lihua')).some((m) => m.procInstId === started.data.id)).toBe(false);
    // A failed command leaves no message behind.
    const failed = await call('sunli', 'POST', '/form/workflow/start', { processCode: 'no-such-flow' });
    expect(failed.statusCode).toBe(404);
    expect(await unread('zhangwei')).toBe(before + 1);
  });
});
