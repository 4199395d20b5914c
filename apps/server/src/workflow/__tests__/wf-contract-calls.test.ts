import { describe, expect, it } from 'vitest';
import { FLOW_TYPE, wfAdminApi, wfApi, wfTaskApi } from '@ecms/shared';
import { client } from '../../../test/api-client.js';
import { useTestApp } from '../../../test/use-test-app.js';

/*
 * The flow page's calls through the typed client (the contracts the web calls): each answer
 * passes its declared response schema, and what the page reads is there.
 */
const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
const standard = FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode;

const startStandard = async (amount: number) => (await as('sunli')).data(wfApi.start, {
  body: { processCode: standard, name: `契约-${Math.random().toString(36).slice(2, 7)}`, formData: { contractAmount: amount } },
});

describe('flow page calls through the contracts', () => {
  it('opens a to-do: buttons, task, instance with its chart, monitor info, candidates', async () => {
    const started = await startStandard(10);
    const zhang = await as('zhangwei');
    const perm = await zhang.data(wfTaskApi.permission, { params: { id: started.id } });
    expect(perm).toMatchObject({ procInstId: started.id, hasNextBtn: true, nextBtnName: '同意' });

    const task = await zhang.data(wfTaskApi.task, { params: { id: perm.todoId } });
    expect(task).toMatchObject({ id: perm.todoId, procInstId: started.id, status: 'pending', isClick: false, draft: null });

    const detail = await zhang.data(wfTaskApi.process, { params: { id: started.id } });
    expect(detail).toMatchObject({ id: started.id, status: 'running', processCode: standard, formData: { contractAmount: 10 } });
    expect(detail.graph.nodes.find((n) => n.id === perm.stepId)?.state).toBe('active');
    expect(detail.runs.flatMap((r) => r.tasks).some((t) => t.id === perm.todoId)).toBe(true);
    expect(typeof detail.startedDate).toBe('string');

    const info = await zhang.data(wfTaskApi.monitorInfo, { params: { taskId: perm.todoId } });
    expect(info).toMatchObject({ id: started.id, status: 'running' });

    const candidates = await zhang.data(wfTaskApi.candidates, { params: { instanceId: started.id, nodeId: perm.stepId } });
    expect(candidates.map((c) => c.name)).toContain('张伟');
  });

  it('chooses operators ahead through the `{workId}_{configId}` path, submits, and the approver takes the step back', async () => {
    const started = await startStandard(2_000_000);
    const zhang = await as('zhangwei');
    const lihua = await ctx.uid('lihua');
    const key = { workId: started.id, configId: 'general_manager' };
    expect(await zhang.data(wfTaskApi.setOperators, { params: key, body: [lihua] })).toEqual([lihua]);
    expect(await zhang.data(wfTaskApi.operators, { params: key })).toEqual([lihua]);

    const { todoId } = await zhang.data(wfTaskApi.permission, { params: { id: started.id } });
    const next = await zhang.data(wfApi.nextOptions, { params: { todoId } });
    const submitted = await zhang.call(wfTaskApi.submit, { params: { todoId }, body: { nextStepId: next[0].userTaskConfigId, audit: { opinion: '同意' } } });
    expect(submitted.msg).toBe('提交成功');
    expect(submitted.data).toMatchObject({ instanceId: started.id, status: 'running' });

    const back = await zhang.call(wfTaskApi.withdrawTask, { params: { todoId }, body: { opinion: '再看看' } });
    expect(back.msg).toBe('撤回成功');
    expect(back.data.instanceId).toBe(started.id);
  });

  it('sets, lists and cancels a delegation', async () => {
    const zhang = await as('zhangwei');
    const deputyId = await ctx.uid('lihua');
    const id = await zhang.data(wfTaskApi.delegate, {
      body: { deputyId, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-01-31T00:00:00.000Z' },
    });
    const mine = await zhang.data(wfTaskApi.delegations);
    expect(mine.find((d) => d.id === id)).toMatchObject({ deputyId, deputyName: '李华', enabled: true, startDate: '2030-01-01T00:00:00.000Z' });
    expect((await zhang.call(wfTaskApi.cancelDelegation, { params: { id } })).data).toBeNull();
    expect((await zhang.data(wfTaskApi.delegations)).find((d) => d.id === id)?.enabled).toBe(false);
  });

  it('reads a definition by its code and its front-end init config', async () => {
    const sunli = await as('sunli');
    const def = await sunli.data(wfAdminApi.definitionByKey, { params: { key: standard } });
    expect(def).toMatchObject({ key: standard, status: 1 });
    const init = await sunli.data(wfAdminApi.frontInit, { params: { id: def.id } });
    expect(init).toMatchObject({ procDefineId: def.id, versionId: def.versionId, hidden: expect.any(Array) });
  });
});
