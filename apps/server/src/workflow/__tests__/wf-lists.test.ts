import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_TYPE, type TListRequest, userApi, wfApi } from '@ecms/shared';
import { body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

/* The work lists' filters (title, process, date range) and the copies-to-me list. */

let ids: Record<string, string> = {};
beforeAll(async () => {
  const users = await as('admin').data(userApi.queryList, { body: { pageSize: 100 } });
  ids = Object.fromEntries(users.map((u) => [u.loginName, u.id]));
});

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => ctx.call(who, method, url, payload);
const as = (who: string) => ctx.client(who);
/** A task list (to-do, copies) or, with wfApi.myList, my applications. */
const rows = (who: string, c: typeof wfApi.todoList, req: TListRequest = {}) => as(who).call(c, { body: req });
const processes = (who: string, req: TListRequest = {}) => as(who).call(wfApi.myList, { body: req });
const start = (who: string, name: string) => as(who).data(wfApi.start, { body: { processCode: FLOW_TYPE.MINIMAL.processCode, name } });

describe('work lists', () => {
  it('to-do and my applications filter by title, process name and date range', async () => {
    const started = await start('sunli', '列表筛选测试');
    const defName = FLOW_TYPE.MINIMAL.label;
    const today = new Date();
    const from = new Date(today.getTime() - 3600_000).toISOString();
    const to = new Date(today.getTime() + 3600_000).toISOString();

    const hit = await rows('zhangwei', wfApi.todoList, { params: { processName$like: '筛选', procDefName$like: defName, createdDate$between: [from, to] } });
    expect(hit.data.map((r) => r.procInstId)).toContain(started.id);
    expect(hit.data.every((r) => r.procDefName === defName)).toBe(true);
    expect(hit.total).toBe(hit.data.length);
    const miss = await rows('zhangwei', wfApi.todoList, { params: { processName$like: '筛选', procDefName$like: '不存在的流程' } });
    expect(miss.data).toEqual([]);
    expect(miss.total).toBe(0);
    const past = await rows('zhangwei', wfApi.todoList, { params: { processName$like: '筛选', createdDate$between: ['2000-01-01', '2000-01-02'] } });
    expect(past.data).toEqual([]);

    const mine = await processes('sunli', { params: { name$like: '列表筛选', procDefName$like: defName, startedDate$between: [from, to] } });
    expect(mine.data.map((r) => r.id)).toEqual([started.id]);
    expect((await call('sunli', 'POST', '/b/wf/process/queryMyList', { params: { bogus: 1 } })).statusCode).toBe(400);
    expect((await call('sunli', 'POST', '/b/wf/process/queryMyList', { params: { startedDate$between: ['yesterday', 'soon'] } })).statusCode).toBe(400);
  });

  it('copies to me list pass-on requests for their recipients only', async () => {
    const started = await start('sunli', '传阅列表测试');
    const todo = (await rows('zhangwei', wfApi.todoList, { params: { processName$like: '传阅列表' } })).data[0];
    const perm = body<{ workId: string }>(await call('zhangwei', 'GET', `/a/wf/flowInstance/${todo.id}/permission`)).data;
    const pass = await call('zhangwei', 'POST', `/a/wf/flowInstance/${started.id}/userTaskInstance/${perm.workId}/passOnLog`, { topic: '请阅', newOperatorIds: [ids.lihua], remark: '请阅' });
    expect(pass.statusCode, pass.body).toBe(200);

    const copies = await rows('lihua', wfApi.copyList, { params: { processName$like: '传阅列表' } });
    expect(copies.data).toEqual([expect.objectContaining({ procInstId: started.id, kind: 'forward', status: 'pending' })]);
    expect(copies.total).toBe(1);
    expect((await rows('zhangwei', wfApi.copyList, { params: { processName$like: '传阅列表' } })).data).toEqual([]);
    expect((await rows('sunli', wfApi.copyList, { params: { processName$like: '传阅列表' } })).data).toEqual([]);
  });
});
