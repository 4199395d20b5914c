import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { administrationApi as api, type TPurchaseDetailRow } from '@ecms/shared';
import { sysUser, tenant } from '../../../db/schema/index.js';
import { provisionCompany } from '../../../platform/company.js';
import { newId } from '../../../platform/ids.js';
import { withRegistry } from '../../../platform/registry.js';
import { withTenant } from '../../../platform/tenancy.js';
import { formRecords } from '../../form/index.js';
import { body } from '../../../../test/helpers.js';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Through HTTP (issue 18): the purchase-detail ledger; oil-card balances (top-ups and spending
 * racing), vehicle windows and card-holder lending under parallel requests; the seeded company and
 * a company created at run time start with the procurement methods.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
type Res = Awaited<ReturnType<typeof ctx.call>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};
const msgOf = (res: Res) => body(res).msg;
const create = (who: string, code: string, values: Record<string, unknown>, subTables?: Record<string, unknown>) =>
  ctx.call(who, 'POST', `/b/form/${code}/record`, { values, ...(subTables && { subTables }) });
const submit = async (who: string, code: string, values: Record<string, unknown>, subTables?: Record<string, unknown>) =>
  ok<{ id: string; procInstId: string }>(await ctx.call(who, 'POST', `/b/form/${code}/record/saveAndStartFlow`, { values, ...(subTables && { subTables }) }));
const get = async <T = Record<string, unknown>>(code: string, id: string, who = 'admin') => ok<T>(await ctx.call(who, 'GET', `/b/form/${code}/record/${id}`));

/** The approval step of a todo, as its approver would take it (no assertion: parallel callers may lose). */
async function approveCall(procInstId: string, who = 'zhangwei'): Promise<Res> {
  const todos = ok<Array<{ id: string; procInstId: string }>>(await ctx.call(who, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 }));
  const todo = todos.find((x) => x.procInstId === procInstId)!;
  expect(todo, `todo of ${procInstId}`).toBeTruthy();
  const opts = ok<Array<{ userTaskConfigId: string; type: number }>>(await ctx.call(who, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`));
  return ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, {
    nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
  });
}

let ids: { sunli: string; zhangwei: string; dept: string };
beforeAll(async () => {
  ids = { sunli: await ctx.uid('sunli'), zhangwei: await ctx.uid('zhangwei'), dept: await ctx.deptId('HJ0201') };
});

describe('采购明细', () => {
  it('lists every line of the purchase requests with its request, filtered, under the form\'s scope', async () => {
    const item = ok<{ id: string }>(await create('admin', 'office_supplies', { itemName: '明细测试签字笔', itemClass: '01', unit: '盒', safetyStock: 0 })).id;
    const p1 = await submit('sunli', 'office_purchase', { applyDate: '2026-11-18', applicant: ids.sunli, applyDept: ids.dept, purpose: '部门办公' },
      { items: [{ goods: item, quantity: 4, price: 12.5 }, { itemName: '明细测试文件夹', quantity: 10, price: 3 }] });
    ok(await create('zhoumin', 'office_purchase', { applyDate: '2026-11-19', applicant: await ctx.uid('zhoumin'), applyDept: await ctx.deptId('HJ0202'), purpose: '另一个部门' },
      { items: [{ itemName: '明细测试订书机', quantity: 1, price: 30 }] }));
    const office = await as('xiefang');
    const rows: TPurchaseDetailRow[] = await office.data(api.purchaseDetail, { body: { params: { keyword: '明细测试' }, pageSize: 50 } });
    expect(rows.map((r) => [r.itemName, r.quantity, r.price, r.amount]).sort()).toEqual([
      ['明细测试文件夹', 10, 3, 30], ['明细测试签字笔', 4, 12.5, 50], ['明细测试订书机', 1, 30, 30],
    ].sort());
    const pen = rows.find((r) => r.itemName === '明细测试签字笔')!;
    expect(pen).toMatchObject({ recordId: p1.id, itemId: item, unit: '盒', applicantName: '孙丽', deptName: '造价一所', flowStatus: 1, receiveStatus: '0', receiveStatusName: '未入库' });
    expect(pen.orderNo).toMatch(/^CG\d{8}\d{4}$/);
    // Filters: the approval status and the dates.
    const inFlow = await office.data(api.purchaseDetail, { body: { params: { keyword: '明细测试', flowStatus: 1 } } });
    expect(inFlow.map((r) => r.itemName).sort()).toEqual(['明细测试文件夹', '明细测试签字笔']);
    expect(await office.data(api.purchaseDetail, { body: { params: { keyword: '明细测试', dateFrom: '2026-11-19', dateTo: '2026-11-19' } } }))
      .toHaveLength(1);
    // Unknown filters and bad pages are refused; a cost engineer has no such page.
    expect((await office.send(api.purchaseDetail, { body: { params: { hack: 1 } } as never })).statusCode).toBe(400);
    expect((await office.send(api.purchaseDetail, { body: { pageSize: -1 } as never })).statusCode).toBe(400);
    expect((await (await as('sunli')).send(api.purchaseDetail, { body: {} })).statusCode).toBe(403);
  });

  it('exports what the list shows through the export registry', async () => {
    const res = await ctx.call('xiefang', 'POST', '/b/excel/template/exportData', { code: 'adm:purchaseDetail', params: { keyword: '明细测试' } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/spreadsheet|octet-stream|json/);
  });
});

describe('oil cards under parallel requests', () => {
  it('20 parallel fuel purchases of 100 on a card of 1000: exactly 10 pass, the balance ends at 0, never below', async () => {
    const car = await (await as('admin')).data(api.vehicleSave, { body: { plateNo: '浙A·C0001', brandModel: '大众帕萨特', seats: 5, mileage: 0 } });
    const card = ok<{ id: string }>(await create('admin', 'oil_card', { cardNo: '9001000099990001', issuer: '中石化', vehicle: car.id })).id;
    // 20 parallel top-ups of 50 all count.
    const ups = await Promise.all(Array.from({ length: 20 }, () => create('admin', 'oil_card_use', { card, op: '1', useDate: '2026-11-02', amount: 50 })));
    expect(ups.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await get<{ balance: number }>('oil_card', card)).balance).toBe(1000);
    const spends = await Promise.all(Array.from({ length: 20 }, () => create('admin', 'oil_card_use', { card, op: '2', useDate: '2026-11-03', amount: 100 })));
    const passed = spends.filter((r) => r.statusCode === 200);
    expect(passed).toHaveLength(10);
    for (const r of spends.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(msgOf(r)).toBe('油卡余额不足：9001000099990001余额0.00');
    }
    expect((await get<{ balance: number }>('oil_card', card)).balance).toBe(0);
  });
});

describe('oil cards: top-ups and spending racing each other', () => {
  it('10 top-ups of 100 and 20 fuel purchases of 100 at once on a card of 500: the balance never goes below zero and equals the uses that passed', async () => {
    const card = ok<{ id: string }>(await create('admin', 'oil_card', { cardNo: '9001000099990002', issuer: '中石油' })).id;
    ok(await create('admin', 'oil_card_use', { card, op: '1', useDate: '2026-11-01', amount: 500 }));
    // Interleaved: a top-up, two purchases, a top-up, … (10 top-ups, 20 purchases).
    const order = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? '1' : '2'));
    const results = await Promise.all(order.map((op) => create('admin', 'oil_card_use', { card, op, useDate: '2026-11-04', amount: 100 })
      .then((res) => ({ op, res }))));
    expect(results.filter((r) => r.op === '1').every((r) => r.res.statusCode === 200)).toBe(true);
    const spent = results.filter((r) => r.op === '2' && r.res.statusCode === 200).length;
    for (const r of results.filter((x) => x.res.statusCode !== 200)) {
      expect(r.op).toBe('2');
      expect(r.res.statusCode).toBe(400);
      expect(msgOf(r.res)).toMatch(/^油卡余额不足：9001000099990002余额\d+\.\d{2}$/);
    }
    // At least the opening 500 was spendable; at most everything topped up.
    expect(spent).toBeGreaterThanOrEqual(5);
    expect(spent).toBeLessThanOrEqual(15);
    const balance = (await get<{ balance: number }>('oil_card', card)).balance;
    expect(balance).toBe(500 + 10 * 100 - spent * 100);
    // The card's uses add up to its balance (nothing lost to a race).
    const uses = ok<Array<{ op: string; amount: number }>>(await ctx.call('admin', 'POST', '/b/form/oil_card_use/queryList', { params: { card }, pageSize: 100 }));
    expect(uses).toHaveLength(1 + 10 + spent);
    expect(uses.reduce((sum, u) => sum + (u.op === '1' ? 1 : -1) * Number(u.amount), 0)).toBe(balance);
  });
});

describe('vehicle uses submitted at the same moment', () => {
  it('20 requests for one vehicle and window at once: exactly one holds it, the others are refused and leave no record', async () => {
    const car = await (await as('admin')).data(api.vehicleSave, { body: { plateNo: '浙A·C0002', brandModel: '别克GL8', seats: 7, mileage: 0 } });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ctx.call('sunli', 'POST', '/b/form/vehicle_use/record/saveAndStartFlow', {
      values: { vehicle: car.id, applicant: ids.sunli, startAt: '2027-03-02T09:00:00+08:00', endAt: '2027-03-02T12:00:00+08:00', destination: `现场${i}`, purpose: '踏勘' },
    })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(msgOf(r)).toBe('该车辆在此时段已被预约');
    }
    const uses = ok<unknown[]>(await ctx.call('admin', 'POST', '/b/form/vehicle_use/queryList', { params: { vehicle: car.id }, pageSize: 50 }));
    expect(uses).toHaveLength(1);
  });
});

describe('card holders under parallel approvals', () => {
  it('20 borrowings of one card approved at once: exactly one lends it, the others are refused', async () => {
    const card = ok<{ id: string }>(await create('admin', 'card_holder', { cardName: '营业执照副本(并发)', cardType: '1', keeper: ids.zhangwei })).id;
    const borrows = [];
    for (let i = 0; i < 20; i++) {
      borrows.push(await submit('sunli', 'card_borrow', { card, borrower: ids.sunli, borrowDate: '2026-11-20', expectedReturn: '2026-11-21', purpose: `投标${i}` }));
    }
    const results = await Promise.all(borrows.map((b) => approveCall(b.procInstId)));
    const passed = results.filter((r) => r.statusCode === 200);
    expect(passed).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(msgOf(r)).toBe('证照“营业执照副本(并发)”已借出，归还后才能再借');
    }
    expect(await get('card_holder', card)).toMatchObject({ status: '2', borrower: ids.sunli });
    const approved = ok<Array<{ id: string; flowStatus: number }>>(await ctx.call('admin', 'POST', '/b/form/card_borrow/queryList', { params: { card }, pageSize: 50 }))
      .filter((b) => b.flowStatus === 3);
    expect(approved).toHaveLength(1);
  });
});

const METHODS = ['公开招标', '单一来源采购', '框架协议采购', '竞争性磋商', '竞争性谈判', '询价', '邀请招标'].sort();

describe('the seeded company', () => {
  it('starts with the procurement methods (first start), readable on the base-data list', async () => {
    const rows = ok<Array<{ methodName: string; methodCode: string; sortNo: number }>>(await ctx.call('admin', 'POST', '/b/form/procurement_method/queryList', { pageSize: 50 }));
    expect(rows.map((r) => r.methodName).sort()).toEqual(METHODS);
    expect(rows.find((r) => r.methodName === '公开招标')).toMatchObject({ methodCode: 'GKZB', sortNo: 1 });
  });
});

describe('a company created at run time', () => {
  it('starts with the procurement methods; a second provisioning adds none and brings no deleted one back', async () => {
    const id = newId();
    const adminId = newId();
    await withRegistry(ctx.db, ctx.app.registry, async (tx) => {
      await tx.insert(tenant).values({ id, code: 'adm_runtime_co', name: '行政测试新公司' });
      await tx.insert(sysUser).values({ tenantId: id, id: adminId, loginName: 'admin', name: '新公司管理员', passwordHash: 'x', sort: 0 });
      await provisionCompany(tx, id);
    });
    const actor = { sessionId: 's', tenantId: id, userId: adminId, roles: ['admin'], isAdmin: true, mustChangePassword: false };
    const list = () => withTenant(ctx.db, actor, (tx) => formRecords.list(tx, actor, 'procurement_method', { pageSize: 50 }), ctx.app.registry);
    const rows = (await list()).rows as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.methodName).sort()).toEqual(METHODS);
    await withRegistry(ctx.db, ctx.app.registry, (tx) => provisionCompany(tx, id));
    expect((await list()).rows).toHaveLength(7);
    // The administrator deletes one; provisioning again does not bring it back.
    const inquiry = rows.find((r) => r.methodName === '询价')!;
    await withTenant(ctx.db, actor, (tx) => formRecords.remove(tx, actor, 'procurement_method', [String(inquiry.id)]), ctx.app.registry);
    await withRegistry(ctx.db, ctx.app.registry, (tx) => provisionCompany(tx, id));
    expect((await list()).rows).toHaveLength(6);
    // The seeded company is untouched by another company's provisioning.
    const [t] = await ctx.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, 'default'));
    expect(t.id).not.toBe(id);
  });
});
