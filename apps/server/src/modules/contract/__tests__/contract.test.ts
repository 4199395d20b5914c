import { describe, expect, it } from 'vitest';
import { contractApi, FLOW_TYPE, wfApi } from '@ecms/shared';
import { body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => ctx.call(who, method, url, payload);
const as = (who: string) => ctx.client(who);

const createContract = async (who: string, extra: Partial<{ name: string; flowType: number; amount: number }> = {}) =>
  as(who).data(contractApi.saveAndStartFlow, {
    body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '某市政道路造价咨询合同', businessType: 1, amount: 500000, partyA: '某市城投公司', partyB: '华建咨询', ...extra },
  });
const getContract = (who: string, id: string) => as(who).data(contractApi.get, { params: { id } });
const todoIn = async (who: string, procInstId: string) =>
  (await as(who).data(wfApi.todoList, { body: {} })).find((x) => x.procInstId === procInstId)!;
const approve = async (who: string, procInstId: string) => {
  const todo = await todoIn(who, procInstId);
  const opts = await as(who).data(wfApi.nextOptions, { params: { todoId: todo.id } });
  const res = await call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, {
    nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('contracts', () => {
  it('saveAndStartFlow validates with the spec\'s messages and writes nothing on bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', businessType: 1 }, '请选择流程类型!'],
      [{ flowType: '', name: 'x', businessType: 1 }, '请选择流程类型!'],
      [{ flowType: 99, name: 'x', businessType: 1 }, '请选择流程类型!'],
      [{ flowType: 1, name: '   ', businessType: 1 }, '请输入合同名称!'],
      [{ flowType: 1, businessType: 1 }, '请输入合同名称!'],
      [{ flowType: 1, name: 'x' }, '请选择业务类型!'],
      [{ flowType: 1, name: 'x', businessType: 7 }, '请选择业务类型!'],
    ];
    for (const [payload, msg] of cases) {
      const res = await as('sunli').send(contractApi.saveAndStartFlow, { body: payload as never });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await as('sunli').data(contractApi.queryList, { body: {} })).toEqual([]);
    // No permission: a supervision engineer has no contract form.
    expect((await as('xuming').send(contractApi.saveAndStartFlow, { body: { flowType: 1, name: 'x', businessType: 1 } })).statusCode).toBe(403);
    expect((await ctx.call(null, 'POST', '/b/contract/saveAndStartFlow', {})).statusCode).toBe(401);
  });

  it('creates the record and starts its flow; status follows the flow until 已审批', async () => {
    const s = await createContract('sunli');
    expect(s).toMatchObject({ name: '某市政道路造价咨询合同', curActivityName: expect.any(String) });
    expect(s.id && s.taskId && s.procInstId && s.procDefineId && s.curActivityId).toBeTruthy();
    let c = await getContract('sunli', s.id);
    expect(c).toMatchObject({ status: 1, statusName: '审批中', procInstId: s.procInstId, curNodeName: s.curActivityName });
    expect(c.code).toMatch(/^HT\d{8}[0-9A-F]{8}$/);

    // The approver reads the record it approves though its data scope is only its own.
    expect((await getContract('zhangwei', s.id)).name).toBe('某市政道路造价咨询合同');
    await approve('zhangwei', s.procInstId);
    c = await getContract('sunli', s.id);
    expect(c.statusName).toBe('审批中');
    await approve('hanxue', s.procInstId);
    c = await getContract('sunli', s.id);
    expect(c).toMatchObject({ status: 3, statusName: '已审批', curNodeName: null });
  });

  it('sent back to the initiator → 已退回; resubmitted → 审批中; withdrawn → 已撤回', async () => {
    const s = await createContract('sunli', { name: '退回测试合同' });
    const todo = await todoIn('zhangwei', s.procInstId);
    const back = await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { isSendBack: true, nextStepId: 'start', audit: { opinion: '请补充', agree: false } });
    expect(back.statusCode, back.body).toBe(200);
    expect((await getContract('sunli', s.id)).statusName).toBe('已退回');
    await approve('sunli', s.procInstId);
    expect((await getContract('sunli', s.id)).statusName).toBe('审批中');

    const w = await createContract('sunli', { name: '撤回测试合同' });
    const res = await call('sunli', 'POST', `/a/wf/flowInstance/${w.procInstId}/withdraw`, { opinion: '重填' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await getContract('sunli', w.id)).toMatchObject({ statusName: '已撤回', curNodeName: null });
  });

  it('an amount the initiator changes when resubmitting is the contract\'s amount; bad numbers are refused', async () => {
    const s = await createContract('sunli', { name: '改金额合同', amount: 500000 });
    const todo = await todoIn('zhangwei', s.procInstId);
    await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { isSendBack: true, nextStepId: 'start', audit: { opinion: '金额有误', agree: false } });
    const mine = await todoIn('sunli', s.procInstId);
    const opts = await as('sunli').data(wfApi.nextOptions, { params: { todoId: mine.id } });
    const submit = (contractAmount: unknown) => call('sunli', 'POST', `/a/wf/userTaskTodo/${mine.id}/submitForm`, {
      nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '已改', agree: true }, formData: { contractAmount },
    });
    const bad = await submit('五十万');
    expect(bad.statusCode).toBe(400);
    expect((await getContract('sunli', s.id)).amount).toBe(500000);
    const good = await submit('520,000');
    expect(good.statusCode, good.body).toBe(200);
    const after = await getContract('sunli', s.id);
    expect(after.statusName).toBe('审批中');
    expect(after.amount).toBe(520000);
  });

  it('data scope: others in no flow of it cannot read it; the ledger shows what the scope allows', async () => {
    const s = await createContract('sunli', { name: '范围测试合同' });
    const other = await as('zhoumin').send(contractApi.get, { params: { id: s.id } });
    expect(other.statusCode).toBe(404);
    expect(other.body.msg).toBe('记录不存在或无权查看');
    const byName = { body: { params: { name$like: '范围' } } };
    expect((await as('sunli').data(contractApi.queryList, byName)).map((r) => r.id)).toEqual([s.id]);
    expect(await as('zhoumin').data(contractApi.queryList, byName)).toEqual([]);
    expect((await as('admin').call(contractApi.queryList, byName)).total).toBe(1);
    expect((await as('sunli').send(contractApi.queryList, { body: { params: { nope: 1 } } })).statusCode).toBe(400);
  });

  it('a flow started elsewhere cannot take over someone else\'s contract', async () => {
    const s = await createContract('sunli', { name: '他人合同' });
    await call('sunli', 'POST', `/a/wf/flowInstance/${s.procInstId}/withdraw`, {});
    const res = await call('zhangwei', 'POST', '/form/workflow/start', {
      processCode: FLOW_TYPE.MINIMAL.processCode, businessType: 'contract', businessId: s.id,
    });
    expect(res.statusCode).toBe(400);
    expect((await getContract('sunli', s.id)).statusName).toBe('已撤回');
  });

  it('is found by the global search by title, party and number; the link opens the form', async () => {
    const s = await createContract('sunli', { name: '滨江大道改造合同' });
    const c = await getContract('sunli', s.id);
    for (const keyword of ['滨江大道', '城投公司', c.code]) {
      const res = await call('sunli', 'POST', '/b/global/search/queryList', { params: { keyword } });
      expect(res.statusCode, res.body).toBe(200);
      const hit = body<Array<{ recordId: string; link: string }>>(res).data.find((h) => h.recordId === s.id);
      expect(hit, keyword).toBeTruthy();
      expect(hit!.link).toContain(`/contract/form?id=${s.id}`);
    }
    const other = body<Array<{ recordId: string }>>(await call('zhoumin', 'POST', '/b/global/search/queryList', { params: { keyword: '滨江大道' } })).data;
    expect(other.some((h) => h.recordId === s.id)).toBe(false);
  });
});
