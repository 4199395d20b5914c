import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLOW_TYPE } from '@ecms/shared';
import { wfAuditLog, wfDefinition, wfInstance, wfTask } from '../../db/schema/index.js';
import { body } from '../../../test/helpers.js';
import type { BusinessBinding } from '../engine/business.js';
import { defineModule } from '../../platform/module.js';
import { approver, forwardingBinding, start, users, useWfHarness } from './wf-fixtures.js';

/*
 * Issue 4 gaps over HTTP: 暂存 (POST /b/wf/task with form data), the definition's front-end init
 * config, the initiator's buttons on a resubmit, and ending a parent flow with its children.
 */
/** Callbacks of the test business type 'gap-child-record', set by the test that needs them. */
let gapChild: BusinessBinding | undefined;
const probeModule = defineModule({ name: 'test-flow-probe', flowBindings: { 'gap-child-record': forwardingBinding(() => gapChild) } });
const h = useWfHarness({ modules: [probeModule] });

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  h.ctx.call(who, method, url, payload);
const startFlow = async (who: string, processCode: string, formData: Record<string, unknown> = {}) => {
  const res = await call(who, 'POST', '/form/workflow/start', { processCode, name: `${processCode}-${Math.random().toString(36).slice(2, 7)}`, formData });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: string }>(res).data.id;
};
const standard = FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode;
interface Perm { todoId: string; hasNextBtn: boolean; hasPrevBtn: boolean; hasForwardBtn: boolean; hasAdjustBtn: boolean; hasConsultBtn: boolean; hasSaveBtn: boolean; nextBtnName: string }
const permOf = async (who: string, id: string) => body<Perm>(await call(who, 'GET', `/a/wf/flowInstance/${id}/permission`)).data;

describe('暂存 (save draft) through POST /b/wf/task', () => {
  it('keeps the opinion and the editable form fields without moving the flow; reopening shows them', async () => {
    const id = await startFlow('sunli', standard, { contractAmount: 10, remark: '' });
    const todo = await permOf('zhangwei', id);
    expect(todo.hasSaveBtn).toBe(true);
    const res = await call('zhangwei', 'POST', '/b/wf/task', { id: todo.todoId, audit: { opinion: '先看一下' }, formData: { remark: '待核对', contractAmount: 999 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).msg).toBe('保存成功');
    // Still the same pending task; only the node's editable field (remark) is kept in the draft.
    const task = body<{ status: string; draft: unknown }>(await call('zhangwei', 'GET', `/b/wf/task/${todo.todoId}`)).data;
    expect(task).toMatchObject({ status: 'pending', draft: { opinion: '先看一下', formData: { remark: '待核对' } } });
    const audit = body<{ opinion: string }>(await call('zhangwei', 'GET', `/a/wf/todo/${todo.todoId}/stepAudit`)).data;
    expect(audit.opinion).toBe('先看一下');
    const detail = body<{ status: string; formData: Record<string, unknown>; currentNodeNames: string }>(await call('zhangwei', 'GET', `/b/wf/process/${id}`)).data;
    expect(detail).toMatchObject({ status: 'running', formData: { contractAmount: 10, remark: '' }, currentNodeNames: '部门经理审批' });
    // Saving again replaces the draft.
    await call('zhangwei', 'POST', '/b/wf/task', { id: todo.todoId, audit: { opinion: '第二稿' } });
    expect(body<{ draft: { opinion: string } }>(await call('zhangwei', 'GET', `/b/wf/task/${todo.todoId}`)).data.draft.opinion).toBe('第二稿');
  });

  it('refuses other users, handled tasks, bad payloads; plain isClick still marks a CC copy read', async () => {
    const id = await startFlow('sunli', standard, { contractAmount: 10 });
    const todo = await permOf('zhangwei', id);
    const other = await call('lihua', 'POST', '/b/wf/task', { id: todo.todoId, audit: { opinion: 'x' } });
    expect(other.statusCode).toBe(403);
    expect(body(other).msg).toBe('您不是该任务的处理人');
    const missing = await call('zhangwei', 'POST', '/b/wf/task', { id: 'no-such-task', formData: {} });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('审核任务不存在！');
    const long = await call('zhangwei', 'POST', '/b/wf/task', { id: todo.todoId, audit: { opinion: 'x'.repeat(2001) } });
    expect(long.statusCode).toBe(400);
    expect(body(long).msg).toBe('审批意见不能超过2000个字符');
    expect((await call('zhangwei', 'POST', '/b/wf/task', { id: todo.todoId, formData: 'nope' })).statusCode).toBe(400);
    expect((await h.t.app.inject({ method: 'POST', url: '/api/b/wf/task', payload: { id: todo.todoId, formData: {} } })).statusCode).toBe(401);
    // Handled: 409 already processed.
    const [next] = body<Array<{ userTaskConfigId: string }>>(await call('zhangwei', 'GET', `/a/wf/userTaskTodo/${todo.todoId}/nextFlowNodeOptionList`)).data;
    expect((await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.todoId}/submitForm`, { nextStepId: next.userTaskConfigId, audit: { opinion: '同意' } })).statusCode).toBe(200);
    const late = await call('zhangwei', 'POST', '/b/wf/task', { id: todo.todoId, audit: { opinion: '晚了' } });
    expect(late.statusCode).toBe(409);
    expect(body(late).msg).toBe('该任务已处理，请刷新后查看');
    // Without form data or opinion the call keeps its old meaning (open a task; only CC copies change).
    const open = await call('zhangwei', 'POST', '/b/wf/task', { id: todo.todoId, isClick: true });
    expect(open.statusCode).toBe(200);
    expect(body(open).data).toBe(false);
  });
});

describe('the initiator\'s resubmit task', () => {
  it('offers submit and 暂存, not hand over / pass on / consult / return, unless the start node enables them', async () => {
    const id = await startFlow('sunli', standard, { contractAmount: 10 });
    const mgr = await permOf('zhangwei', id);
    expect(mgr).toMatchObject({ hasForwardBtn: true, hasAdjustBtn: true, hasConsultBtn: true });
    const back = await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${mgr.todoId}/submitForm`, { isSendBack: true, nextStepId: 'start', audit: { opinion: '请补充' } });
    expect(back.statusCode, back.body).toBe(200);
    const mine = await permOf('sunli', id);
    expect(mine).toMatchObject({ hasNextBtn: true, nextBtnName: '提交', hasSaveBtn: true, hasPrevBtn: false, hasForwardBtn: false, hasAdjustBtn: false, hasConsultBtn: false });
    // The refused commands stay refused whatever the page shows: the flags are what the engine allows here.
    const draft = await call('sunli', 'POST', '/b/wf/task', { id: mine.todoId, formData: { contractAmount: 20 }, audit: { opinion: '已补充' } });
    expect(draft.statusCode).toBe(200);

    await h.define('start-consult', { id: 'start', name: '发起人', type: 'start', config: { buttons: { consult: { enabled: true, name: '请教' } } },
      childNode: approver('a', '审批', { assignee: users(h.uid('zhangwei')) }) });
    const id2 = await startFlow('sunli', 'start-consult');
    const t2 = await permOf('zhangwei', id2);
    await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${t2.todoId}/submitForm`, { isSendBack: true, nextStepId: 'start', audit: { opinion: '退回' } });
    expect(await permOf('sunli', id2)).toMatchObject({ hasConsultBtn: true, hasForwardBtn: false, hasAdjustBtn: false });
  });
});

describe('GET /act/procdef/{id}/frontInitScript', () => {
  it('answers the published version\'s declarative config; a version id answers that version', async () => {
    const defId = await h.define('front-init', start(approver('a', '审批', { assignee: users(h.uid('zhangwei')) })),
      { frontInit: { defaults: { remark: '按合同约定', contractAmount: 0 }, hidden: ['secret'], notice: '请附合同扫描件' } });
    const res = await call('sunli', 'GET', `/act/procdef/${defId}/frontInitScript`);
    expect(res.statusCode, res.body).toBe(200);
    const cfg = body<{ versionId: string; version: number; defaults: unknown; hidden: unknown; notice: string }>(res).data;
    expect(cfg).toMatchObject({ procDefineId: defId, version: 1, defaults: { remark: '按合同约定', contractAmount: 0 }, hidden: ['secret'], notice: '请附合同扫描件' });
    // A new version changes the definition's answer, not the old version's.
    const pub = await call('admin', 'POST', `/a/wf/definition/${defId}/publish`, { root: start(approver('a', '审批', { assignee: users(h.uid('zhangwei')) })), options: { frontInit: { notice: '新说明' } } });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(body<{ notice: string; hidden: unknown }>(await call('sunli', 'GET', `/act/procdef/${defId}/frontInitScript`)).data).toMatchObject({ notice: '新说明', hidden: [], defaults: {} });
    expect(body<{ notice: string }>(await call('sunli', 'GET', `/act/procdef/${cfg.versionId}/frontInitScript`)).data.notice).toBe('请附合同扫描件');
    // The seeded standard flow has none: an empty config.
    const [std] = await h.t.database.db.select({ id: wfDefinition.id }).from(wfDefinition).where(eq(wfDefinition.code, standard));
    expect(body(await call('sunli', 'GET', `/act/procdef/${std.id}/frontInitScript`)).data).toMatchObject({ defaults: {}, hidden: [], notice: null });
  });

  it('rejects unknown ids, anonymous calls and bad configs on publish', async () => {
    const missing = await call('sunli', 'GET', '/act/procdef/nothing/frontInitScript');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('流程定义不存在或未发布');
    expect((await h.t.app.inject({ method: 'GET', url: '/api/act/procdef/x/frontInitScript' })).statusCode).toBe(401);
    const [def] = await h.t.database.db.select({ id: wfDefinition.id }).from(wfDefinition).where(eq(wfDefinition.code, 'front-init'));
    const bad = await call('admin', 'POST', `/a/wf/definition/${def.id}/publish`, {
      root: start(approver('a', '审批', { assignee: users(h.uid('zhangwei')) })), options: { frontInit: { hidden: ['drop table;'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('字段编码只能包含字母、数字、_ 和 .');
    const draft = await call('admin', 'POST', '/a/wf/definition', { id: def.id, code: 'front-init', name: 'front-init',
      draft: { root: start(), options: { frontInit: { notice: 'x'.repeat(501) } } } });
    expect(draft.statusCode).toBe(400);
  });
});

describe('sub-processes end with their parent', () => {
  const childStates = async (parentId: string) => {
    const db = h.t.database.db;
    const [child] = await db.select().from(wfInstance).where(eq(wfInstance.parentId, parentId));
    const tasks = await db.select({ status: wfTask.status }).from(wfTask).where(and(eq(wfTask.instanceId, child.id), eq(wfTask.nodeId, 'c1')));
    return { child, tasks };
  };

  it('terminating a parent terminates its running child in the same command: tasks cancelled, callbacks, audit', async () => {
    await h.define('gap-child', start(approver('c1', '子流程审批', { assignee: users(h.uid('hanxue')) })));
    await h.define('gap-grandparent', start({ id: 'sub', name: '子流程', type: 'subprocess', config: { processCode: 'gap-child' },
      childNode: approver('after', '后续审批', { assignee: users(h.uid('lihua')) }) }));
    const seen: string[] = [];
    gapChild = {
      terminated: async (e) => { seen.push(`terminated:${e.businessId}`); },
    };
    try {
      const parentId = await startFlow('sunli', 'gap-grandparent');
      const { child } = await childStates(parentId);
      // Bind the child to a record as a business module would, to see its callback fire.
      await h.t.database.db.update(wfInstance).set({ businessType: 'gap-child-record', businessId: 'rec-child' }).where(eq(wfInstance.id, child.id));
      expect((await call('sunli', 'POST', `/b/wf/process/${parentId}/terminate`, {})).statusCode).toBe(403);
      const res = await call('admin', 'POST', `/b/wf/process/${parentId}/terminate`, { opinion: '项目取消' });
      expect(res.statusCode, res.body).toBe(200);
      const after = await childStates(parentId);
      expect(after.child.status).toBe('terminated');
      expect(after.tasks.map((t) => t.status)).toEqual(['cancelled']);
      expect(seen).toEqual(['terminated:rec-child']);
      const trail = await h.t.database.db.select().from(wfAuditLog).where(eq(wfAuditLog.instanceId, child.id));
      expect(trail.find((a) => a.action === 'terminate')).toMatchObject({ opinion: '主流程已终止：项目取消' });
      expect((await h.instance(parentId)).status).toBe('terminated');
      // hanxue's to-do is gone.
      const todos = body<Array<{ procInstId: string }>>(await call('hanxue', 'POST', '/b/wf/task/queryTodoList', {})).data;
      expect(todos.some((x) => x.procInstId === child.id)).toBe(false);
    } finally {
      gapChild = undefined;
    }
  });

  it('deleting a parent terminates its running child; a child finishing still resumes its parent', async () => {
    const parentId = await startFlow('sunli', 'gap-grandparent');
    const del = await call('admin', 'DELETE', `/b/wf/process/delete/${parentId}`);
    expect(del.statusCode, del.body).toBe(200);
    const { child, tasks } = await childStates(parentId);
    expect(child.status).toBe('terminated');
    expect(tasks.map((t) => t.status)).toEqual(['cancelled']);
    expect((await h.instance(parentId))).toMatchObject({ deleted: true, status: 'terminated' });

    const p2 = await startFlow('sunli', 'gap-grandparent');
    const c2 = (await childStates(p2)).child;
    const todo = await permOf('hanxue', c2.id);
    const [next] = body<Array<{ userTaskConfigId: string; type: number }>>(await call('hanxue', 'GET', `/a/wf/userTaskTodo/${todo.todoId}/nextFlowNodeOptionList`)).data;
    const done = await call('hanxue', 'POST', `/a/wf/userTaskTodo/${todo.todoId}/submitForm`, { nextStepId: next.userTaskConfigId, audit: { opinion: '同意' } });
    expect(done.statusCode, done.body).toBe(200);
    expect((await h.instance(c2.id)).status).toBe('approved');
    expect((await h.instance(p2)).currentNodeNames).toBe('后续审批');
    // A finished child is left alone when its parent is terminated afterwards.
    expect((await call('admin', 'POST', `/b/wf/process/${p2}/terminate`, {})).statusCode).toBe(200);
    expect((await h.instance(c2.id)).status).toBe('approved');
  });
});

describe('remaining spec calls', () => {
  it('operators ahead under /{workId}_{configId}/operators (node ids may hold "_"); bad keys refused', async () => {
    const id = await startFlow('sunli', standard, { contractAmount: 2_000_000 });
    const put = await call('zhangwei', 'PUT', `/a/wf/userTaskInstance/${id}_general_manager/operators`, [h.uid('lihua')]);
    expect(put.statusCode, put.body).toBe(200);
    expect(body(put).msg).toBe('设置成功');
    const got = await call('zhangwei', 'GET', `/a/wf/userTaskInstance/${id}_general_manager/operators`);
    expect(body<string[]>(got).data).toEqual([h.uid('lihua')]);
    // A node the definition does not have, a segment without the separator, a stranger.
    expect((await call('zhangwei', 'PUT', `/a/wf/userTaskInstance/${id}_no_such_node/operators`, [])).statusCode).toBe(400);
    expect((await call('zhangwei', 'GET', `/a/wf/userTaskInstance/${id}/operators`)).statusCode).toBe(404);
    expect((await call('zhangwei', 'PUT', `/a/wf/userTaskInstance/${id}_general_manager/operators`, { ids: 1 })).statusCode).toBe(400);
    expect((await call('hanxue', 'GET', `/a/wf/userTaskInstance/${id}_general_manager/operators`)).statusCode).toBe(403);
  });

  it('GET /share/bd/dict/process-left-group answers the start-flow dialog groups', async () => {
    const res = await call('sunli', 'GET', '/share/bd/dict/process-left-group');
    expect(res.statusCode, res.body).toBe(200);
    const groups = body<Array<{ label: string; value: string }>>(res).data;
    expect(groups.slice(0, 2)).toMatchObject([{ label: '合同流程', value: 'contract' }, { label: '业务流程', value: 'business' }]);
    expect((await h.t.app.inject({ method: 'GET', url: '/api/share/bd/dict/process-left-group' })).statusCode).toBe(401);
  });
});
