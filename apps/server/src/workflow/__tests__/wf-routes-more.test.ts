import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_TYPE } from '@ecms/shared';
import { body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();
let ids: Record<string, string> = {};
beforeAll(async () => {
  ids = Object.fromEntries(await Promise.all(['sunli', 'zhangwei', 'lihua', 'hanxue', 'caoying', 'pengtao'].map(async (u) => [u, await ctx.uid(u)])));
});

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.call(who, method, url, payload, headers);
const start = async () => body<{ id: string }>(await call('sunli', 'POST', '/form/workflow/start', { processCode: FLOW_TYPE.MINIMAL.processCode, name: '极简' })).data.id;
const todoOf = async (who: string, instanceId: string) =>
  body<Array<{ id: string; procInstId: string }>>(await call(who, 'POST', '/b/wf/task/queryTodoList', {})).data.find((x) => x.procInstId === instanceId);

describe('workflow HTTP calls under load and the remaining lists', () => {
  it('50 concurrent submits of one to-do: with one Idempotency-Key all answer the same; without, one wins and the rest get 409', async () => {
    const a = await start();
    const ta = (await todoOf('zhangwei', a))!;
    const same = await Promise.all(Array.from({ length: 50 }, () =>
      call('zhangwei', 'POST', `/a/wf/userTaskTodo/${ta.id}/submitForm`, { nextStepId: '__end', audit: { opinion: '同意' } }, { 'idempotency-key': `k-${ta.id}` })));
    expect(same.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const r of same) expect(body(r).data).toEqual(body(same[0]).data);
    expect(body<{ status: string }>(same[0]).data.status).toBe('approved');

    const b = await start();
    const tb = (await todoOf('zhangwei', b))!;
    const clicks = await Promise.all(Array.from({ length: 50 }, () =>
      call('zhangwei', 'POST', `/a/wf/userTaskTodo/${tb.id}/submitForm`, { nextStepId: '__end', audit: { opinion: '同意' } })));
    const codes = clicks.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(clicks.every((r) => r.statusCode !== 500)).toBe(true);
    const detail = body<{ runs: Array<{ nodeId: string }> }>(await call('sunli', 'GET', `/b/wf/process/${b}`)).data;
    expect(detail.runs.filter((r) => r.nodeId === '__end')).toHaveLength(1);
  });

  it('participant list, the administrators\' instance monitor', async () => {
    const id = await start();
    const todo = (await todoOf('zhangwei', id))!;
    await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: '__end', audit: { opinion: '同意' } });
    const mine = body<Array<{ id: string; status: string }>>(await call('zhangwei', 'POST', '/b/wf/process/queryParticipantList', {})).data;
    expect(mine.find((m) => m.id === id)).toMatchObject({ status: 'approved' });
    expect(body<unknown[]>(await call('sunli', 'POST', '/b/wf/process/queryParticipantList', {})).data.some((m) => (m as { id: string }).id === id)).toBe(false);
    expect((await call('sunli', 'POST', '/b/wf/process/queryList', {})).statusCode).toBe(403);
    const all = body<Array<{ id: string }>>(await call('admin', 'POST', '/b/wf/process/queryList', { params: { status: 'approved' } }));
    expect(all.data.some((m) => m.id === id)).toBe(true);
    expect((await call('admin', 'POST', '/b/wf/process/queryList', { params: { nope: 1 } })).statusCode).toBe(400);
  });

  it('delegation while away through HTTP: set, tasks go to the deputy, cancel', async () => {
    const now = Date.now();
    const bad = await call('zhangwei', 'POST', '/a/wf/delegation', { deputyId: ids.lihua, startDate: new Date(now).toISOString(), endDate: new Date(now - 1000).toISOString() });
    expect(body(bad).msg).toBe('结束时间必须晚于开始时间');
    const set = await call('zhangwei', 'POST', '/a/wf/delegation', { deputyId: ids.lihua, startDate: new Date(now - 1000).toISOString(), endDate: new Date(now + 3600_000).toISOString() });
    expect(set.statusCode, set.body).toBe(200);
    const list = body<Array<{ id: string; deputyName: string }>>(await call('zhangwei', 'GET', '/a/wf/delegation')).data;
    expect(list).toEqual([expect.objectContaining({ deputyName: '李华', enabled: true })]);
    const id = await start();
    expect(await todoOf('zhangwei', id)).toBeUndefined();
    const delegated = body<Array<{ procInstId: string; delegationState: string }>>(await call('lihua', 'POST', '/b/wf/task/queryTodoList', {})).data.find((x) => x.procInstId === id);
    expect(delegated?.delegationState).toBe('delegated');
    expect((await call('lihua', 'DELETE', `/a/wf/delegation/${list[0].id}`)).statusCode).toBe(404);
    expect((await call('zhangwei', 'DELETE', `/a/wf/delegation/${list[0].id}`)).statusCode).toBe(200);
    const after = await start();
    expect(await todoOf('zhangwei', after)).toBeDefined();
  });

  it('candidate operators of a node, the copy list and marking a copy read', async () => {
    const id = body<{ id: string }>(await call('sunli', 'POST', '/form/workflow/start', {
      processCode: FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode, formData: { contractAmount: 10 } })).data.id;
    const candidates = body<Array<{ name: string }>>(await call('sunli', 'GET', `/b/wf/user/${id}/finance_chief/taskUserList`)).data;
    expect(candidates.map((c) => c.name).sort()).toEqual(['彭涛', '曹颖', '韩雪'].sort());
    expect((await call('lihua', 'GET', `/b/wf/user/${id}/finance_chief/taskUserList`)).statusCode).toBe(403);
    const first = (await todoOf('zhangwei', id))!;
    await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${first.id}/submitForm`, { nextStepId: 'finance_chief', audit: { opinion: '同意' } });
    for (const who of ['hanxue', 'caoying', 'pengtao']) {
      const todo = (await todoOf(who, id))!;
      expect((await call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: '__end', audit: { opinion: '同意' } })).statusCode).toBe(200);
    }
    const copies = body<Array<{ id: string; procInstId: string; status: string; kind: string }>>(await call('sunli', 'POST', '/b/wf/task/queryList', { params: { kind: 'cc' } }));
    const copy = copies.data.find((c) => c.procInstId === id)!;
    expect(copy).toMatchObject({ kind: 'cc', status: 'pending' });
    expect(body<boolean>(await call('sunli', 'POST', '/b/wf/task', { id: copy.id, isClick: true })).data).toBe(true);
    expect(body<boolean>(await call('sunli', 'POST', '/b/wf/task', { id: copy.id, isClick: true })).data).toBe(false);
    const read = body<Array<{ id: string; status: string }>>(await call('sunli', 'POST', '/b/wf/task/queryList', { params: { kind: 'cc', status: 'done' } })).data;
    expect(read.map((r) => r.id)).toContain(copy.id);
  });
});
