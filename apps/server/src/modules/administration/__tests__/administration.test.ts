import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { administrationApi as api, recordKindApi } from '@ecms/shared';
import { noticeMsg } from '../../../db/schema/index.js';
import { body } from '../../../../test/helpers.js';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { depreciate } from '../depreciation.js';

/*
 * Administration through HTTP (issue 18): office-supplies stock (purchase → approval → 入库,
 * requisitions through the flow refused beyond stock also at the same moment, the ledger, the
 * low-stock message), room and vehicle bookings refused by the database on overlap (also 100 at
 * once), assets with straight-line depreciation, transfer, scrapping through a flow after which
 * the card is read-only.
 */

const ctx = useTestApp();
const onPg = !!process.env.DATABASE_URL;
const as = async (login: string) => client(ctx.app, await ctx.token(login));
type Res = Awaited<ReturnType<typeof ctx.call>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};

let ids: { sunli: string; zhangwei: string; xiefang: string; dept: string };
beforeAll(async () => {
  ids = { sunli: await ctx.uid('sunli'), zhangwei: await ctx.uid('zhangwei'), xiefang: await ctx.uid('xiefang'), dept: await ctx.deptId('HJ0201') };
});

/** The department manager (zhangwei) approves the 极简流程 task of an instance. */
let nextStep: string | undefined;
async function approve(procInstId: string, who = 'zhangwei'): Promise<Res> {
  const todos = ok<Array<{ id: string; procInstId: string }>>(await ctx.call(who, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 }));
  const todo = todos.find((x) => x.procInstId === procInstId)!;
  expect(todo, `todo of ${procInstId}`).toBeTruthy();
  if (!nextStep) {
    const opts = ok<Array<{ userTaskConfigId: string; type: number }>>(await ctx.call(who, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`));
    nextStep = opts.find((o) => o.type === 1)?.userTaskConfigId;
  }
  return ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: nextStep, audit: { opinion: '同意', agree: true } });
}
const todosOf = async (who: string) => ok<Array<{ id: string; procInstId: string }>>(await ctx.call(who, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 }));

async function newItem(name: string, extra: Record<string, unknown> = {}) {
  return ok<{ id: string }>(await ctx.call('admin', 'POST', '/b/form/office_supplies/record', {
    values: { itemName: name, itemClass: '0101', unit: '箱', safetyStock: 0, initialStock: 0, initialPrice: 0, ...extra },
  })).id;
}
const stockOf = async (itemId: string) => {
  const rows = await (await as('admin')).data(api.stockList, { body: { pageSize: 500 } });
  return rows.find((r) => r.itemId === itemId)!;
};
const requisition = (item: string, quantity: number, purpose = '日常办公领用') => ({
  values: { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, purpose },
  subTables: { lines: [{ item, quantity }] },
});

describe('office supplies', () => {
  it('purchase 10 boxes → approved → 入库 raises stock by 10; two requisitions of 8: the second approval is refused with the stock message', async () => {
    const paper = await newItem('A4复印纸(测试)', { safetyStock: 5 });
    expect(await stockOf(paper)).toMatchObject({ itemName: 'A4复印纸(测试)', qty: 0, low: true, unit: '箱', itemClassName: 'A4复印纸' });

    const p = ok<{ id: string; procInstId: string }>(await ctx.call('sunli', 'POST', '/b/form/office_purchase/record/saveAndStartFlow', {
      values: { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, purpose: '采购复印纸', receiveStatus: '1' },
      subTables: { items: [{ goods: paper, quantity: 10, price: 25 }] },
    }));
    const office = await as('xiefang');
    // 入库状态 is not the applicant's to set; nothing arrives before the approval.
    expect(ok<{ receiveStatus: string; total: number }>(await ctx.call('sunli', 'GET', `/b/form/office_purchase/record/${p.id}`))).toMatchObject({ receiveStatus: '0', total: 250 });
    const early = await office.send(api.receivePurchase, { params: { id: p.id } });
    expect(early.statusCode).toBe(400);
    expect(early.body.msg).toBe('采购申请未审批通过，不能入库');
    expect((await approve(p.procInstId)).statusCode).toBe(200);
    // Receiving needs its button right: the applicant has none.
    expect((await (await as('sunli')).send(api.receivePurchase, { params: { id: p.id } })).statusCode).toBe(403);
    expect(await office.data(api.receivePurchase, { params: { id: p.id } })).toEqual({ lines: 1, quantity: 10 });
    const twice = await office.send(api.receivePurchase, { params: { id: p.id } });
    expect(twice.body.msg).toBe('该采购单已入库');
    expect(await stockOf(paper)).toMatchObject({ qty: 10, unitCost: 25, amount: 250, low: false });
    expect(ok<{ receiveStatus: string }>(await ctx.call('sunli', 'GET', `/b/form/office_purchase/record/${p.id}`)).receiveStatus).toBe('1');

    // More than is on hand is refused at once.
    const greedy = await ctx.call('sunli', 'POST', '/b/form/supplies_requisition/record', requisition(paper, 11));
    expect(greedy.statusCode).toBe(400);
    expect(body(greedy).msg).toBe('库存不足：A4复印纸(测试)仅剩10');

    const r1 = ok<{ id: string; procInstId: string }>(await ctx.call('sunli', 'POST', '/b/form/supplies_requisition/record/saveAndStartFlow', requisition(paper, 8, '第一次领用')));
    const r2 = ok<{ id: string; procInstId: string }>(await ctx.call('sunli', 'POST', '/b/form/supplies_requisition/record/saveAndStartFlow', requisition(paper, 8, '第二次领用')));
    expect((await approve(r1.procInstId)).statusCode).toBe(200);
    expect((await stockOf(paper)).qty).toBe(2);
    const second = await approve(r2.procInstId);
    expect(second.statusCode).toBe(400);
    expect(body(second).msg).toBe('库存不足：A4复印纸(测试)仅剩2');
    // The refused approval changed nothing: still with the approver, stock 2.
    expect(ok<{ flowStatus: number }>(await ctx.call('sunli', 'GET', `/b/form/supplies_requisition/record/${r2.id}`)).flowStatus).toBe(1);
    expect(await stockOf(paper)).toMatchObject({ qty: 2, amount: 50, low: true });

    // The ledger shows every movement, newest first, with its document.
    const moves = await office.data(api.moveList, { body: { itemId: paper } });
    expect(moves.map((m) => [m.kindName, m.qty, m.balance])).toEqual([['领用出库', -8, 2], ['采购入库', 10, 10], ['期初', 0, 0]]);
    expect(moves[0].sourceNo).toMatch(/^LY\d{12}$/);

    // Falling below safety stock told the office once.
    const told = await ctx.db.select().from(noticeMsg).where(and(eq(noticeMsg.recipientId, ids.xiefang), eq(noticeMsg.title, '库存预警：A4复印纸(测试)')));
    expect(told).toHaveLength(1);
    expect(told[0].content).toContain('库存2，低于安全库存5');

    // An item with movements stays; the initial stock is fixed once registered.
    const del = await ctx.call('admin', 'DELETE', '/b/form/office_supplies/record', { ids: [paper] });
    expect(body(del).msg).toBe('该物品已有出入库记录，不能删除');
  });

  it('values the stock by moving weighted average', async () => {
    const pens = await newItem('签字笔(测试)', { initialStock: 2, initialPrice: 25 });
    const p = ok<{ id: string; procInstId: string }>(await ctx.call('sunli', 'POST', '/b/form/office_purchase/record/saveAndStartFlow', {
      values: { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, purpose: '补货' },
      subTables: { items: [{ goods: pens, quantity: 10, price: 30 }] },
    }));
    await approve(p.procInstId);
    await (await as('xiefang')).data(api.receivePurchase, { params: { id: p.id } });
    // (2 × 25 + 10 × 30) / 12 = 29.1667
    expect(await stockOf(pens)).toMatchObject({ qty: 12, amount: 350, unitCost: 29.1667 });
  });

  it('the items are a catalogue every requester reads (no data scope on it); a purchase prints the item picked on each line', async () => {
    const ink = await newItem('硒鼓(测试)');
    // sunli's roles hold no scope on form:office_supplies, yet she picks from every item.
    const seen = ok<Array<{ id: string }>>(await ctx.call('sunli', 'POST', '/b/form/office_supplies/queryList', { pageNo: 1, pageSize: 500 }));
    expect(seen.map((r) => r.id)).toContain(ink);
    const p = ok<{ id: string }>(await ctx.call('sunli', 'POST', '/b/form/office_purchase/record', {
      values: { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, purpose: '打印用' },
      subTables: { items: [{ goods: ink, itemName: '彩色硒鼓', quantity: 2, price: 300 }] },
    }));
    const doc = await (await as('sunli')).data(recordKindApi.print, { params: { kind: 'form:office_purchase', id: p.id } });
    expect(doc.tables[0]).toMatchObject({ columns: ['物品', '物品名称', '规格', '数量', '单价', '金额'], rows: [['硒鼓(测试)', '彩色硒鼓', '', '2', '300.00', '600.00']] });
  });

  it(`${onPg ? 100 : 12} requisitions of 1 approved at once against a stock of ${onPg ? 50 : 6} leave 0, never negative`, async () => {
    const n = onPg ? 100 : 12;
    const item = await newItem(`回形针(并发${n})`, { initialStock: n / 2, initialPrice: 1 });
    const started: { procInstId: string }[] = [];
    for (let i = 0; i < n; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, k) =>
        ctx.call('sunli', 'POST', '/b/form/supplies_requisition/record/saveAndStartFlow', requisition(item, 1, `并发领用${i + k}`))));
      started.push(...batch.map((r) => ok<{ procInstId: string }>(r)));
    }
    await approve(started[0].procInstId).then((r) => expect(r.statusCode).toBe(200));
    const todos = await todosOf('zhangwei');
    const results = await Promise.all(started.slice(1).map((s) => {
      const todo = todos.find((t) => t.procInstId === s.procInstId)!;
      return ctx.call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: nextStep, audit: { opinion: '同意', agree: true } });
    }));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(n / 2 - 1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
    expect(results.filter((r) => r.statusCode === 400).every((r) => body(r).msg === `库存不足：回形针(并发${n})仅剩0`)).toBe(true);
    expect((await stockOf(item)).qty).toBe(0);
    const moves = await (await as('admin')).data(api.moveList, { body: { itemId: item, pageSize: 500 } });
    expect(moves.filter((m) => m.kind === 'issue')).toHaveLength(n / 2);
    expect(Math.min(...moves.map((m) => m.balance))).toBe(0);
  }, 600_000);
});

const at = (day: string, hh: number, mm = 0) => `${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`;
const TUE = '2027-03-02';

describe('meeting rooms', () => {
  let room: string;
  beforeAll(async () => {
    room = ok<{ id: string }>(await ctx.call('admin', 'POST', '/b/form/meeting_room/record', {
      values: { roomName: '三楼大会议室(测试)', location: '3F', capacity: 20, equipment: ['1', '3'] },
    })).id;
  });

  it('books Tue 9–12, refuses 11–13 for someone else, takes 12–13 (half-open); attendees get a message; cancelling frees the slot', async () => {
    const rooms = await (await as('sunli')).data(api.rooms);
    expect(rooms.find((r) => r.id === room)).toMatchObject({ name: '三楼大会议室(测试)', capacity: 20, equipment: ['投影仪', '视频会议'] });
    const sunli = await as('sunli');
    const b = await sunli.data(api.bookRoom, { body: { roomId: room, title: '季度经营分析会', startAt: at(TUE, 9), endAt: at(TUE, 12), attendees: [ids.zhangwei, ids.xiefang] } });
    expect(b).toMatchObject({ title: '季度经营分析会', bookedByName: '孙丽', attendeeNames: ['张伟', '谢芳'], mine: true });
    const msg = await ctx.db.select().from(noticeMsg).where(and(eq(noticeMsg.recipientId, ids.zhangwei), eq(noticeMsg.refId, b.id)));
    expect(msg[0].title).toBe('会议通知：季度经营分析会');
    expect(msg[0].content).toContain('三楼大会议室(测试)');

    const other = await as('zhangwei');
    const clash = await other.send(api.bookRoom, { body: { roomId: room, title: '项目例会', startAt: at(TUE, 11), endAt: at(TUE, 13) } });
    expect(clash.statusCode).toBe(400);
    expect(clash.body.msg).toBe('该会议室在此时段已被预订');
    const after = await other.data(api.bookRoom, { body: { roomId: room, title: '项目例会', startAt: at(TUE, 12), endAt: at(TUE, 13) } });
    const week = await sunli.data(api.roomBookings, { body: { start: at('2027-03-01', 0), end: at('2027-03-08', 0) } });
    expect(week.filter((x) => x.resourceId === room).map((x) => x.title)).toEqual(['季度经营分析会', '项目例会']);

    // Only the booker (or whoever manages every booking) cancels; attendees are told.
    expect((await other.send(api.cancelRoomBooking, { params: { id: b.id } })).body.msg).toBe('只能取消本人的预订');
    await sunli.data(api.cancelRoomBooking, { params: { id: b.id } });
    expect((await ctx.db.select().from(noticeMsg).where(and(eq(noticeMsg.recipientId, ids.xiefang), eq(noticeMsg.title, '会议取消：季度经营分析会')))).length).toBe(1);
    await other.data(api.bookRoom, { body: { roomId: room, title: '改期例会', startAt: at(TUE, 10), endAt: at(TUE, 12) } });
    // The room with bookings to come cannot be deleted.
    expect(body(await ctx.call('admin', 'DELETE', '/b/form/meeting_room/record', { ids: [room] })).msg).toBe('该会议室还有未结束的预订，不能删除');
    expect(after.title).toBe('项目例会');
  });

  it('refuses a window ending before it starts, and one in the past', async () => {
    const c = await as('sunli');
    expect((await c.send(api.bookRoom, { body: { roomId: room, title: 'x', startAt: at(TUE, 15), endAt: at(TUE, 14) } })).body.msg).toBe('结束时间必须晚于开始时间');
    expect((await c.send(api.bookRoom, { body: { roomId: room, title: 'x', startAt: at('2020-01-07', 9), endAt: at('2020-01-07', 10) } })).body.msg).toBe('不能预订已经过去的时段');
    expect((await c.send(api.bookRoom, { body: { roomId: room, title: '', startAt: at(TUE, 15), endAt: at(TUE, 16) } })).body.msg).toBe('请输入会议主题');
  });

  it('100 bookings of one slot at the same moment: exactly one', async () => {
    const tokens = await Promise.all(['sunli', 'zhangwei', 'xiefang', 'admin'].map((l) => as(l)));
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => tokens[i % 4].send(api.bookRoom, {
      body: { roomId: room, title: `抢订${i}`, startAt: at('2027-03-04', 14), endAt: at('2027-03-04', 16) },
    })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400 && r.body.msg === '该会议室在此时段已被预订')).toHaveLength(99);
  }, 120_000);
});

describe('vehicles', () => {
  it('/form/vehicle/save keeps a vehicle; two overlapping uses cannot both be submitted; a withdrawn one frees the window; mileage checks', async () => {
    const admin = await as('admin');
    const v = await admin.data(api.vehicleSave, { body: { plateNo: '浙A·T1234', brandModel: '大众帕萨特', seats: 5, mileage: 1000 } });
    expect(v.version).toBe(1);
    const v2 = await admin.data(api.vehicleSave, { body: { id: v.id, version: 1, plateNo: '浙A·T1234', brandModel: '大众帕萨特 2024', seats: 5, mileage: 1000 } });
    expect(v2.version).toBe(2);
    const use = (from: number, to: number, destination: string, extra: Record<string, unknown> = {}) => ({
      values: { vehicle: v.id, applicant: ids.sunli, startAt: at(TUE, from), endAt: at(TUE, to), destination, purpose: '现场踏勘', ...extra },
    });
    const bad = await ctx.call('sunli', 'POST', '/b/form/vehicle_use/record', use(9, 12, '萧山', { mileageOut: 1000, mileageIn: 900 }));
    expect(body<{ errors: { message: string }[] }>(bad).data.errors.map((e) => e.message)).toEqual(['还车里程不能小于出车里程']);

    const first = ok<{ id: string; procInstId: string }>(await ctx.call('sunli', 'POST', '/b/form/vehicle_use/record/saveAndStartFlow', use(9, 12, '萧山项目部')));
    const clash = await ctx.call('zhangwei', 'POST', '/b/form/vehicle_use/record/saveAndStartFlow', {
      values: { vehicle: v.id, applicant: ids.zhangwei, startAt: at(TUE, 11), endAt: at(TUE, 13), destination: '滨江', purpose: '开会' },
    });
    expect(clash.statusCode).toBe(400);
    expect(body(clash).msg).toBe('该车辆在此时段已被预约');
    const busy = await admin.data(api.vehicleBookings, { body: { start: at(TUE, 0), end: at('2027-03-03', 0), resourceId: v.id } });
    expect(busy.map((b) => b.title)).toEqual(['萧山项目部']);

    expect((await approve(first.procInstId)).statusCode).toBe(200);
    // Another window of the same vehicle is fine.
    ok(await ctx.call('zhangwei', 'POST', '/b/form/vehicle_use/record/saveAndStartFlow', {
      values: { vehicle: v.id, applicant: ids.zhangwei, startAt: at(TUE, 13), endAt: at(TUE, 15), destination: '滨江', purpose: '开会' },
    }));
    // A use approved with its return mileage moves the vehicle's odometer.
    const trip = ok<{ procInstId: string }>(await ctx.call('sunli', 'POST', '/b/form/vehicle_use/record/saveAndStartFlow',
      use(15, 17, '余杭项目部', { mileageOut: 1000, mileageIn: 1085, fuelLiters: 20, fuelCost: 160 })));
    expect((await approve(trip.procInstId)).statusCode).toBe(200);
    expect(ok<{ mileage: number }>(await ctx.call('admin', 'GET', `/b/form/vehicle/record/${v.id}`)).mileage).toBe(1085);
  });
});

describe('fixed assets', () => {
  it('depreciates by straight line: month after use, fen rounding, last month takes the remainder, stops when scrapped', () => {
    const a = { originalValue: 6000, residualRate: 5, lifeYears: 3, startUse: '2026-01-15' };
    expect(depreciate(a, '2026-01')).toMatchObject({ startMonth: '2026-02', monthsDepreciated: 0, accumulated: 0, netValue: 6000 });
    // 5700 / 36 = 158.33; 11 months
    expect(depreciate(a, '2026-12')).toMatchObject({ monthly: 158.33, monthsDepreciated: 11, accumulated: 1741.63, netValue: 4258.37, thisMonth: 158.33 });
    // The 36th month takes 5700 − 35 × 158.33 = 158.45; afterwards nothing more.
    expect(depreciate(a, '2029-01')).toMatchObject({ monthsDepreciated: 36, accumulated: 5700, netValue: 300, thisMonth: 158.45 });
    expect(depreciate(a, '2030-06')).toMatchObject({ accumulated: 5700, thisMonth: 0 });
    expect(depreciate({ ...a, scrapDate: '2026-06-20' }, '2026-12')).toMatchObject({ monthsDepreciated: 5, accumulated: 791.65, thisMonth: 0 });
  });

  it('a card gets its class life by default; transfer moves it; scrapping goes through a flow, after which the card is read-only through the API', async () => {
    const card = ok<{ id: string }>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/record', {
      values: { assetClass: '0102', assetName: '笔记本电脑(测试)', originalValue: 6000, startUseDate: '2026-01-15', status: '1', keeper: ids.sunli, useDept: ids.dept },
    }));
    const rec = ok<{ lifeYears: number; residualRate: number; assetNo: string }>(await ctx.call('admin', 'GET', `/b/form/fixed_asset/record/${card.id}`));
    expect(rec).toMatchObject({ lifeYears: 3, residualRate: 5 });
    const dep = await (await as('xiefang')).data(api.depreciation, { body: { month: '2026-12', keyword: '笔记本电脑(测试)' } });
    expect(dep).toEqual([expect.objectContaining({ id: card.id, accumulated: 1741.63, netValue: 4258.37 })]);

    // Scrapping by editing the status is refused: it goes through the flow.
    const direct = await ctx.call('admin', 'PUT', `/b/form/fixed_asset/record/${card.id}`, {
      values: { assetClass: '0102', assetName: '笔记本电脑(测试)', originalValue: 6000, status: '4' }, version: 1,
    });
    expect(body(direct).msg).toBe('资产报废须通过报废申请流程');

    // Transfer to zhangwei: the card follows.
    const hj07 = await ctx.deptId('HJ07');
    ok(await ctx.call('admin', 'POST', '/b/form/asset_transfer/record', { values: { asset: card.id, transferDate: '2026-11-20', toKeeper: ids.zhangwei, toDept: hj07 } }));
    expect(ok<{ keeper: string; useDept: string }>(await ctx.call('admin', 'GET', `/b/form/fixed_asset/record/${card.id}`))).toMatchObject({ keeper: ids.zhangwei, useDept: hj07 });

    // A scrap request by a member of 造价一所 (approved by its manager).
    const clerk = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['form:asset_scrap:view', 'form:asset_scrap:add', 'form:fixed_asset:view'], scopes: { 'form:fixed_asset': 'all' } }] });
    const scrap = ok<{ id: string; procInstId: string }>(await ctx.call(clerk.loginName, 'POST', '/b/form/asset_scrap/record/saveAndStartFlow', {
      values: { asset: card.id, applyDate: '2026-11-20', reason: '主板损坏，无维修价值', disposalIncome: 200 },
    }));
    expect(ok<{ editable: boolean }>(await ctx.call('admin', 'GET', `/b/form/fixed_asset/record/${card.id}`)).editable).toBe(true);
    expect((await approve(scrap.procInstId)).statusCode).toBe(200);

    const closed = ok<{ status: string; editable: boolean; version: number; scrapDate: string }>(await ctx.call('admin', 'GET', `/b/form/fixed_asset/record/${card.id}`));
    expect(closed).toMatchObject({ status: '4', editable: false, lockedReason: '资产已报废，不能修改' });
    expect(closed.scrapDate).toBeTruthy();
    const list = ok<Array<{ id: string; editable: boolean }>>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/queryList', { params: { assetName: '笔记本电脑(测试)' } }));
    expect(list.find((r) => r.id === card.id)?.editable).toBe(false);
    const put = await ctx.call('admin', 'PUT', `/b/form/fixed_asset/record/${card.id}`, {
      values: { assetClass: '0102', assetName: '改名', originalValue: 1, status: '1' }, version: closed.version,
    });
    expect(put.statusCode).toBe(403);
    expect(body(put).msg).toBe('资产已报废，不能修改');
    const del = await ctx.call('admin', 'DELETE', '/b/form/fixed_asset/record', { ids: [card.id] });
    expect(del.statusCode).toBe(403);
    expect(body(del).msg).toBe('资产已报废，不能修改');
    // Nor transferred, nor scrapped twice, nor repaired.
    expect(body(await ctx.call('admin', 'POST', '/b/form/asset_transfer/record', { values: { asset: card.id, transferDate: '2026-11-21', toKeeper: ids.sunli, toDept: ids.dept } })).msg)
      .toBe('已报废的资产不能转移');
    expect(body(await ctx.call('admin', 'POST', '/b/form/asset_maintain/record', { values: { asset: card.id, problemType: '1', applyDate: '2026-11-21', description: '开不了机' } })).msg)
      .toBe('该资产已报废');
  });
});
