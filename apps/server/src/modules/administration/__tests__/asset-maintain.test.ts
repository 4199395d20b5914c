import { beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Asset maintenance through HTTP (issue 18): a request (problem type from MAINTAIN_PROBLEM_TYPE,
 * cost) puts the card 维修中 when submitted; the approval ends the repair, adds the cost to the
 * card once and gives it back its former status; rejection gives it back with no cost. Refused:
 * a problem type not in the dictionary or disabled, a negative cost, a second request while the
 * card is under repair, a scrapped card (also when scrapped while the request was in approval).
 */

const ctx = useTestApp();
type Res = Awaited<ReturnType<typeof ctx.call>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};
const errorsOf = (res: Res) => body<{ errors?: { message: string }[] }>(res).data?.errors?.map((e) => e.message);
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

let clerk: string;
let ids: { zhangwei: string; dept: string };
beforeAll(async () => {
  ids = { zhangwei: await ctx.uid('zhangwei'), dept: await ctx.deptId('HJ0201') };
  // A member of 造价一所 (its manager zhangwei approves the 极简流程) who requests repairs and scrapping.
  clerk = (await ctx.make.user({
    deptCode: 'HJ0201',
    roles: [{
      perms: ['form:asset_maintain:view', 'form:asset_maintain:add', 'form:asset_maintain:edit', 'form:asset_scrap:view', 'form:asset_scrap:add', 'form:fixed_asset:view'],
      scopes: { 'form:fixed_asset': 'all', 'form:asset_maintain': 'self' },
    }],
  })).loginName;
});

async function decide(procInstId: string, agree: boolean): Promise<Res> {
  const todos = ok<Array<{ id: string; procInstId: string }>>(await ctx.call('zhangwei', 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 }));
  const todo = todos.find((x) => x.procInstId === procInstId)!;
  expect(todo, `todo of ${procInstId}`).toBeTruthy();
  if (!agree) return ctx.call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { audit: { opinion: '不同意', agree: false } });
  const opts = ok<Array<{ userTaskConfigId: string; type: number }>>(await ctx.call('zhangwei', 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`));
  return ctx.call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, {
    nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
  });
}

const newCard = async (assetName: string) => ok<{ id: string }>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/record', {
  values: { assetClass: '0101', assetName, originalValue: 6000, startUseDate: '2026-01-15', status: '1', keeper: ids.zhangwei, useDept: ids.dept },
})).id;
type Card = { status: string; maintainCount: number; maintainCost: number; lastMaintainDate: string | null; version: number; editable: boolean };
const card = async (id: string) => ok<Card>(await ctx.call('admin', 'GET', `/b/form/fixed_asset/record/${id}`));
const request = (asset: string, extra: Record<string, unknown> = {}) => ({
  values: { asset, problemType: '1', applyDate: '2026-11-24', cost: 350.5, vendor: '联想售后', description: '开机蓝屏', ...extra },
});
const submit = (who: string, asset: string, extra: Record<string, unknown> = {}) =>
  ctx.call(who, 'POST', '/b/form/asset_maintain/record/saveAndStartFlow', request(asset, extra));

describe('asset maintenance', () => {
  it('request → approval → done: the card is 维修中 meanwhile, then carries the cost once and its former status', async () => {
    const pc = await newCard('维修台式机(测试)');
    const req = ok<{ id: string; procInstId: string }>(await submit(clerk, pc, { doneDate: '2020-01-01', assetStatus: '4' }));
    // 完成日期 and 送修前状态 are the flow's, never typed in.
    const running = ok<{ flowStatus: number; doneDate: string | null; assetStatus: string; problemTypeName?: string }>(
      await ctx.call(clerk, 'GET', `/b/form/asset_maintain/record/${req.id}`));
    expect(running).toMatchObject({ doneDate: null, assetStatus: '1' });
    expect(await card(pc)).toMatchObject({ status: '3', maintainCount: 0, maintainCost: 0 });

    // The card is held by this request: another one is refused until it is done.
    const second = await submit('admin', pc, { description: '又坏了' });
    expect(second.statusCode).toBe(400);
    expect(body(second).msg).toBe('该资产正在维修中，请等待当前维修申请办结');

    expect((await decide(req.procInstId, true)).statusCode).toBe(200);
    const done = ok<{ flowStatus: number; doneDate: string }>(await ctx.call(clerk, 'GET', `/b/form/asset_maintain/record/${req.id}`));
    expect(done).toMatchObject({ flowStatus: 3, doneDate: today() });
    expect(await card(pc)).toMatchObject({ status: '1', maintainCount: 1, maintainCost: 350.5, lastMaintainDate: today() });

    // A second repair adds to the card; the card's own edit cannot type the totals.
    const again = ok<{ procInstId: string }>(await submit(clerk, pc, { problemType: '2', cost: 1200, description: '电源损坏' }));
    expect((await decide(again.procInstId, true)).statusCode).toBe(200);
    const after = await card(pc);
    expect(after).toMatchObject({ status: '1', maintainCount: 2, maintainCost: 1550.5 });
    ok(await ctx.call('admin', 'PUT', `/b/form/fixed_asset/record/${pc}`, {
      values: { assetClass: '0101', assetName: '维修台式机(测试)', originalValue: 6000, status: '1', maintainCount: 0, maintainCost: 1 }, version: after.version,
    }));
    expect(await card(pc)).toMatchObject({ maintainCount: 2, maintainCost: 1550.5 });

    // The list shows the problem type's label from the dictionary.
    const rows = ok<Array<{ id: string; problemType: string; problemTypeName?: string; doneDate: string }>>(
      await ctx.call('admin', 'POST', '/b/form/asset_maintain/queryList', { params: { description$like: '开机蓝屏' }, pageSize: 50 }));
    expect(rows.find((r) => r.id === req.id)).toMatchObject({ problemType: '1', doneDate: today() });
  });

  it('a rejected request gives the card back its former status and adds no cost', async () => {
    const pc = await newCard('维修闲置机(测试)');
    const put = ok<{ version: number }>(await ctx.call('admin', 'GET', `/b/form/fixed_asset/record/${pc}`));
    ok(await ctx.call('admin', 'PUT', `/b/form/fixed_asset/record/${pc}`, {
      values: { assetClass: '0101', assetName: '维修闲置机(测试)', originalValue: 6000, status: '2' }, version: put.version,
    }));
    const req = ok<{ procInstId: string }>(await submit(clerk, pc));
    expect((await card(pc)).status).toBe('3');
    expect((await decide(req.procInstId, false)).statusCode).toBe(200);
    expect(await card(pc)).toMatchObject({ status: '2', maintainCount: 0, maintainCost: 0, lastMaintainDate: null });
  });

  it('refuses a problem type outside the dictionary or disabled, a negative cost, and a missing description', async () => {
    const pc = await newCard('维修校验机(测试)');
    const create = (extra: Record<string, unknown>) => ctx.call(clerk, 'POST', '/b/form/asset_maintain/record', request(pc, extra));
    const unknown = await create({ problemType: '99' });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual(['问题类型的选项不存在']);
    expect(errorsOf(await create({ cost: -1 }))).toEqual(['维修费用不能小于0']);
    expect(errorsOf(await create({ description: '' }))).toEqual(['故障描述不能为空']);

    // 其他 (8) disabled on the base-data page: no longer offered, no longer accepted.
    const items = ok<Array<{ id: string; value: string; version: number }>>(await ctx.call('admin', 'POST', '/a/bd/dict/queryList', { params: { type: 'MAINTAIN_PROBLEM_TYPE' }, pageSize: 50 }));
    const other = items.find((i) => i.value === '8')!;
    ok(await ctx.call('admin', 'PUT', '/a/bd/dict', { id: other.id, version: other.version, enabled: false }));
    try {
      expect(errorsOf(await create({ problemType: '8' }))).toEqual(['问题类型的选项不存在']);
      const offered = ok<Array<{ value: string }>>(await ctx.call(clerk, 'GET', '/share/bd/dict/MAINTAIN_PROBLEM_TYPE'));
      expect(offered.map((o) => o.value)).not.toContain('8');
    } finally {
      ok(await ctx.call('admin', 'PUT', '/a/bd/dict', { id: other.id, version: other.version + 1, enabled: true }));
    }
    expect(ok<{ id: string }>(await create({ problemType: '8' })).id).toBeTruthy();
  });

  it('a card scrapped while its repair is in approval refuses the approval; a scrapped card takes no request', async () => {
    const pc = await newCard('维修报废机(测试)');
    const req = ok<{ id: string; procInstId: string }>(await submit(clerk, pc));
    const scrap = ok<{ procInstId: string }>(await ctx.call(clerk, 'POST', '/b/form/asset_scrap/record/saveAndStartFlow', {
      values: { asset: pc, applyDate: '2026-11-25', reason: '维修费用超过残值' },
    }));
    expect((await decide(scrap.procInstId, true)).statusCode).toBe(200);
    expect(await card(pc)).toMatchObject({ status: '4', editable: false });

    const refused = await decide(req.procInstId, true);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('该资产已报废');
    // Rolled back: the request is still in approval, the card scrapped with no cost.
    expect(ok<{ flowStatus: number; doneDate: string | null }>(await ctx.call(clerk, 'GET', `/b/form/asset_maintain/record/${req.id}`)))
      .toMatchObject({ flowStatus: 1, doneDate: null });
    expect(await card(pc)).toMatchObject({ status: '4', maintainCount: 0, maintainCost: 0 });

    const late = await ctx.call(clerk, 'POST', '/b/form/asset_maintain/record', request(pc));
    expect(late.statusCode).toBe(400);
    expect(body(late).msg).toBe('该资产已报废');
  });
});
