import { beforeAll, describe, expect, it } from 'vitest';
import { administrationApi as api } from '@ecms/shared';
import { auth, body } from '../../../../test/helpers.js';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/sql.js';
import { withTenant } from '../../../platform/tenancy.js';
import { qualified } from '../../form/form-ddl.js';
import { columnOf, spaceOf, tableOf } from '../../form/form-model.js';

/*
 * The rest of administration through HTTP (issue 18): buying requests create asset cards on
 * approval; the asset count closes lost cards and makes gained ones on approval; stocktaking posts differences as stock adjustments; oil cards keep a balance and feed
 * the car cost statistics with the vehicle costs; card holders lend one borrower at a time; the
 * travel board; bids over procurement methods; attendance rules.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
type Res = Awaited<ReturnType<typeof ctx.call>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};
const msgOf = (res: Res) => body(res).msg;
const errorsOf = (res: Res) => body<{ errors: { message: string }[] }>(res).data.errors.map((e) => e.message);

let ids: { sunli: string; zhangwei: string; dept: string };
beforeAll(async () => {
  ids = { sunli: await ctx.uid('sunli'), zhangwei: await ctx.uid('zhangwei'), dept: await ctx.deptId('HJ0201') };
});

let nextStep: string | undefined;
async function approve(procInstId: string, who = 'zhangwei'): Promise<Res> {
  const todos = ok<Array<{ id: string; procInstId: string }>>(await ctx.call(who, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 }));
  const todo = todos.find((x) => x.procInstId === procInstId)!;
  expect(todo, `todo of ${procInstId}`).toBeTruthy();
  {
    const opts = ok<Array<{ userTaskConfigId: string; type: number }>>(await ctx.call(who, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`));
    nextStep = opts.find((o) => o.type === 1)?.userTaskConfigId;
  }
  return ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: nextStep, audit: { opinion: '同意', agree: true } });
}
const create = (who: string, code: string, values: Record<string, unknown>, subTables?: Record<string, unknown>) =>
  ctx.call(who, 'POST', `/b/form/${code}/record`, { values, ...(subTables && { subTables }) });
const submit = async (who: string, code: string, values: Record<string, unknown>, subTables?: Record<string, unknown>) =>
  ok<{ id: string; procInstId: string }>(await ctx.call(who, 'POST', `/b/form/${code}/record/saveAndStartFlow`, { values, ...(subTables && { subTables }) }));
const get = async <T = Record<string, unknown>>(code: string, id: string, who = 'admin') => ok<T>(await ctx.call(who, 'GET', `/b/form/${code}/record/${id}`));

describe('asset buying requests', () => {
  it('the approval creates one card per unit bought, with the requester as custodian; never twice; 已生成卡片 is not typed in', async () => {
    const buy = await submit('sunli', 'asset_buying', {
      applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, reason: '新员工入职配电脑', cardCount: 99,
    }, { items: [{ assetName: '购置笔记本(测试)', assetClass: '0102', model: 'ThinkPad T14', quantity: 2, price: 7000 }, { assetName: '购置打印机(测试)', assetClass: '0103', quantity: 1, price: 2500 }] });
    expect(await get('asset_buying', buy.id)).toMatchObject({ cardCount: 0, total: 16500 });
    const noCards = ok<Array<{ id: string }>>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/queryList', { params: { 'assetName$like': '购置' }, pageSize: 50 }));
    expect(noCards).toHaveLength(0);

    expect((await approve(buy.procInstId)).statusCode).toBe(200);
    const req = await get<{ cardCount: number; buyNo: string }>('asset_buying', buy.id);
    expect(req.cardCount).toBe(3);
    const cards = ok<Array<Record<string, unknown>>>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/queryList', { params: { 'assetName$like': '购置' }, pageSize: 50 }));
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.assetName).sort()).toEqual(['购置打印机(测试)', '购置笔记本(测试)', '购置笔记本(测试)']);
    for (const c of cards) {
      expect(c).toMatchObject({ keeper: ids.sunli, useDept: ids.dept, status: '1' });
      expect(String(c.assetNo)).toMatch(/^ZC-\d{4}-\d{5}$/);
      const full = await get<Record<string, unknown>>('fixed_asset', String(c.id));
      // Defaults of the card's own rules: electronic equipment 3 years, residual 5 %.
      expect(full).toMatchObject({ buyingNo: req.buyNo, lifeYears: 3, residualRate: 5 });
    }
    const nb = cards.find((c) => c.assetName === '购置笔记本(测试)')!;
    expect(Number(nb.originalValue)).toBe(7000);
  });

  it('cards carry the price exactly as entered, to the fen, also beyond a double\'s digits', async () => {
    const prices = ['12345678.91', '0.1', '99999999999999.99'];
    const buy = await submit('sunli', 'asset_buying', { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, reason: '精确金额' },
      { items: prices.map((price, i) => ({ assetName: `精确原值${i}(测试)`, assetClass: '0103', quantity: 1, price })) });
    expect((await approve(buy.procInstId)).statusCode).toBe(200);
    // What the column holds, as numeric text (the form read path answers JSON numbers).
    const admin = { tenantId: ctx.tenantId, userId: await ctx.uid('admin') };
    const stored = await withTenant(ctx.db, admin, (tx) => queryRows<{ name: string; value: string }>(tx, sql`select ${sql.identifier(columnOf('assetName'))} as name,
      ${sql.identifier(columnOf('originalValue'))}::text as value from ${qualified(spaceOf(admin.tenantId), tableOf('fixed_asset'))}
      where ${sql.identifier(columnOf('assetName'))} like '精确原值%' order by 1`), ctx.app.registry);
    expect(stored.map((r) => r.value)).toEqual(['12345678.91', '0.10', '99999999999999.99']);
    const cards = ok<Array<{ assetName: string; originalValue: number }>>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/queryList', { params: { 'assetName$like': '精确原值0' } }));
    expect(cards.map((c) => c.originalValue)).toEqual([12345678.91]);
  });

  it('a request without lines is refused', async () => {
    const res = await create('sunli', 'asset_buying', { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, reason: '空' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(['请填写购置明细']);
  });
});

describe('office supplies stocktaking', () => {
  it('book quantities come from the stock; the approval posts each difference as 盘点调整', async () => {
    const item = async (itemName: string, initialStock: number, initialPrice: number) => ok<{ id: string }>(await create('admin', 'office_supplies', {
      itemName, itemClass: '0201', unit: '支', safetyStock: 0, initialStock, initialPrice,
    })).id;
    const pen = await item('盘点签字笔(测试)', 10, 2);
    const clip = await item('盘点回形针(测试)', 4, 0.5);
    const dup = await create('admin', 'supplies_count', { countName: '重复', countDate: '2026-11-25', counter: ids.sunli },
      { lines: [{ item: pen, countedQty: 1 }, { item: pen, countedQty: 2 }] });
    expect(msgOf(dup)).toBe('盘点明细中物品“盘点签字笔(测试)”重复');

    // Counted by an office clerk (dengchao), approved by the office's head (xiefang).
    const sheet = ok<{ id: string }>(await ctx.call('dengchao', 'POST', '/b/form/supplies_count/record/saveAndStartFlow', {
      values: { countName: '11月月末盘点', countDate: '2026-11-25', counter: ids.sunli },
      // 账面数量 typed by the client is replaced by the stock.
      subTables: { lines: [{ item: pen, bookQty: 99, countedQty: 7, reason: '丢失' }, { item: clip, countedQty: 6 }] },
    }));
    const rec = await get<{ diffLines: number; subTables: { lines: Array<{ bookQty: number; countedQty: number; diffQty: number }> }; procInstId: string }>('supplies_count', sheet.id);
    expect(rec.diffLines).toBe(2);
    expect(rec.subTables.lines.map((l) => [l.bookQty, l.countedQty, l.diffQty])).toEqual([[10, 7, -3], [4, 6, 2]]);
    const stock = async () => {
      const rows = await (await as('admin')).data(api.stockList, { body: { keyword: '盘点', pageSize: 50 } });
      return Object.fromEntries(rows.map((r) => [r.itemName, [r.qty, r.amount]]));
    };
    expect(await stock()).toEqual({ '盘点签字笔(测试)': [10, 20], '盘点回形针(测试)': [4, 2] });
    expect((await approve(rec.procInstId, 'xiefang')).statusCode).toBe(200);
    expect(await stock()).toEqual({ '盘点签字笔(测试)': [7, 14], '盘点回形针(测试)': [6, 3] });
    const moves = await (await as('admin')).data(api.moveList, { body: { itemId: pen } });
    expect(moves[0]).toMatchObject({ kindName: '盘点调整', qty: -3, balance: 7, sourceForm: 'supplies_count' });
    expect(moves[0].sourceNo).toMatch(/^PD\d{12}$/);
  });
});

describe('asset inventory count', () => {
  it('lists every card of the scope (not found: 盘亏), gains as 盘盈; the approval closes the lost cards and makes the gained ones', async () => {
    const card = async (assetName: string) => ok<{ id: string }>(await create('admin', 'fixed_asset', {
      assetClass: '0102', assetName, originalValue: 5000, startUseDate: '2026-01-10', status: '1', keeper: ids.zhangwei, useDept: ids.dept,
    })).id;
    const here = await card('盘点台式机A(测试)');
    const gone = await card('盘点台式机B(测试)');
    const lost = await card('盘点台式机C(测试)');
    const head = { countName: '张伟名下资产盘点', countDate: '2026-11-26', counter: ids.sunli };

    // A scope is needed; a gain names the asset and its class; a card once per sheet.
    expect(errorsOf(await create('dengchao', 'asset_count', head, { lines: [] }))).toEqual(['请选择盘点部门或保管人']);
    const scoped = { ...head, scopeKeeper: ids.zhangwei };
    expect(msgOf(await create('dengchao', 'asset_count', scoped, { lines: [{ found: '1', assetName: '无分类' }] }))).toBe('盘点明细第1行：盘盈资产请填写资产名称和分类');
    expect(msgOf(await create('dengchao', 'asset_count', scoped, { lines: [{ card: here, found: '1' }, { card: here, found: '1' }] })))
      .toBe('盘点明细中资产“盘点台式机A(测试)”重复');

    const sheet = ok<{ id: string }>(await ctx.call('dengchao', 'POST', '/b/form/asset_count/record/saveAndStartFlow', {
      values: scoped,
      subTables: { lines: [{ card: here, found: '1' }, { card: lost, found: '0', note: '遗失' }, { assetName: '盘点打印机(盘盈)', assetClass: '0103', value: 800, found: '1' }] },
    }));
    type Line = { card: string | null; assetName: string; found: string; result: string };
    const rec = await get<{ matchCount: number; gainCount: number; lossCount: number; postedDate: string | null; procInstId: string; subTables: { lines: Line[] } }>('asset_count', sheet.id);
    expect(rec).toMatchObject({ matchCount: 1, gainCount: 1, lossCount: 2, postedDate: null });
    // Results (ASSET_COUNT_RESULT): 1 相符, 2 盘盈, 3 盘亏; the card not listed comes last, not found.
    expect(rec.subTables.lines.map((l) => [l.assetName, l.found, l.result])).toEqual([
      ['盘点台式机A(测试)', '1', '1'], ['盘点台式机C(测试)', '0', '3'], ['盘点打印机(盘盈)', '1', '2'], ['盘点台式机B(测试)', '0', '3'],
    ]);
    // Nothing changes before the approval.
    expect((await get<{ status: string }>('fixed_asset', gone)).status).toBe('1');

    expect((await approve(rec.procInstId, 'xiefang')).statusCode).toBe(200);
    expect(await get('fixed_asset', here)).toMatchObject({ status: '1', editable: true });
    for (const id of [gone, lost]) expect(await get('fixed_asset', id)).toMatchObject({ status: '4', editable: false, lockedReason: '资产已报废，不能修改' });
    const gained = ok<Array<{ id: string }>>(await ctx.call('admin', 'POST', '/b/form/fixed_asset/queryList', { params: { assetName: '盘点打印机(盘盈)' }, pageSize: 10 }));
    expect(gained).toHaveLength(1);
    const card2 = await get<{ originalValue: unknown }>('fixed_asset', gained[0].id);
    expect(card2).toMatchObject({ keeper: ids.zhangwei, status: '1', lifeYears: 3, residualRate: 5 });
    expect(Number(card2.originalValue)).toBe(800);
    expect((await get<{ postedDate: string | null }>('asset_count', sheet.id)).postedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('oil cards and vehicle costs', () => {
  it('top-ups and fuel move the balance (refused below zero, also on delete); costs per vehicle and month', async () => {
    const admin = await as('admin');
    const car = await admin.data(api.vehicleSave, { body: { plateNo: '浙A·Y0001', brandModel: '丰田凯美瑞', seats: 5, mileage: 0 } });
    const card = ok<{ id: string }>(await create('admin', 'oil_card', { cardNo: '9001000011112222', issuer: '中石化', vehicle: car.id, balance: 5000 })).id;
    expect((await get<{ balance: number }>('oil_card', card)).balance).toBe(0);

    const topUp = ok<{ id: string }>(await create('admin', 'oil_card_use', { card, op: '1', useDate: '2026-10-02', amount: 1000 })).id;
    const fuel = ok<{ id: string }>(await create('admin', 'oil_card_use', { card, op: '2', useDate: '2026-10-05', amount: 300, liters: 40 })).id;
    // The card's vehicle is taken when none is named.
    expect((await get<{ vehicle: string }>('oil_card_use', fuel)).vehicle).toBe(car.id);
    expect((await get<{ balance: number }>('oil_card', card)).balance).toBe(700);
    const over = await create('admin', 'oil_card_use', { card, op: '2', useDate: '2026-10-06', amount: 800 });
    expect(over.statusCode).toBe(400);
    expect(msgOf(over)).toBe('油卡余额不足：9001000011112222余额700.00');
    // Editing the fuel purchase moves the balance by the difference.
    const f = await get<{ version: number }>('oil_card_use', fuel);
    ok(await ctx.call('admin', 'PUT', `/b/form/oil_card_use/record/${fuel}`, { values: { card, op: '2', useDate: '2026-10-05', amount: 350, liters: 45 }, version: f.version }));
    expect((await get<{ balance: number }>('oil_card', card)).balance).toBe(650);
    // Deleting the top-up would leave -350.
    const del = await ctx.call('admin', 'DELETE', '/b/form/oil_card_use/record', { ids: [topUp] });
    expect(msgOf(del)).toBe('油卡余额不足：9001000011112222余额650.00');
    expect((await get<{ balance: number }>('oil_card', card)).balance).toBe(650);

    ok(await create('admin', 'vehicle_expense', { vehicle: car.id, expenseType: '1', expenseDate: '2026-10-20', amount: 1200, remark: '更换刹车片' }));
    ok(await create('admin', 'vehicle_expense', { vehicle: car.id, expenseType: '3', expenseDate: '2026-11-03', amount: 45 }));
    ok(await create('admin', 'vehicle_expense', { vehicle: car.id, expenseType: '5', expenseDate: '2026-11-08', amount: 3800 }));
    ok(await create('admin', 'oil_card_use', { card, op: '2', useDate: '2026-11-10', amount: 200 }));
    const stats = await admin.data(api.vehicleCosts, { body: { year: '2026', vehicleId: car.id } });
    expect(stats.map((r) => [r.month, r.fuel, r.repair, r.toll, r.other, r.total])).toEqual([
      ['2026-10', 350, 1200, 0, 0, 1550],
      ['2026-11', 200, 0, 45, 3800, 4045],
    ]);
    expect(stats[0].plateNo).toBe('浙A·Y0001');
    expect(await admin.data(api.vehicleCosts, { body: { year: '2025', vehicleId: car.id } })).toEqual([]);
    const bad = await admin.send(api.vehicleCosts, { body: { year: '26' } as never });
    expect(bad.statusCode).toBe(400);
    // The statistics are the office's page: a cost engineer has no right to them.
    expect((await (await as('sunli')).send(api.vehicleCosts, { body: { year: '2026' } })).statusCode).toBe(403);
  });
});

describe('card holders', () => {
  it('an approved borrowing lends the card; a second borrower waits for the return; returned once', async () => {
    const seal = ok<{ id: string }>(await create('admin', 'card_holder', { cardName: '合同专用章(测试)', cardType: '4', keeper: ids.zhangwei, status: '2' })).id;
    expect(await get('card_holder', seal)).toMatchObject({ status: '1', borrower: null });
    const bad = await create('sunli', 'card_borrow', { card: seal, borrower: ids.sunli, borrowDate: '2026-11-20', expectedReturn: '2026-11-19', purpose: '签合同' });
    expect(errorsOf(bad)).toEqual(['预计归还日期不能早于借用日期']);
    const b1 = await submit('sunli', 'card_borrow', { card: seal, borrower: ids.sunli, borrowDate: '2026-11-20', expectedReturn: '2026-11-21', purpose: '签订监理合同' });
    const b2 = await submit('sunli', 'card_borrow', { card: seal, borrower: ids.sunli, borrowDate: '2026-11-20', expectedReturn: '2026-11-22', purpose: '投标文件盖章' });
    const office = await as('xiefang');
    const early = await office.send(api.returnCard, { params: { id: b1.id } });
    expect(early.body.msg).toBe('借用申请未审批通过，不能归还');
    expect((await approve(b1.procInstId)).statusCode).toBe(200);
    expect(await get('card_holder', seal)).toMatchObject({ status: '2', borrower: ids.sunli });
    const second = await approve(b2.procInstId);
    expect(second.statusCode).toBe(400);
    expect(msgOf(second)).toBe('证照“合同专用章(测试)”已借出，归还后才能再借');
    const third = await create('sunli', 'card_borrow', { card: seal, borrower: ids.sunli, borrowDate: '2026-11-20', expectedReturn: '2026-11-22', purpose: '再借' });
    expect(msgOf(third)).toBe('证照“合同专用章(测试)”已借出，归还后才能再借');
    // Returning is the office's: the borrower holds no such right.
    expect((await (await as('sunli')).send(api.returnCard, { params: { id: b1.id } })).statusCode).toBe(403);
    const back = await office.data(api.returnCard, { params: { id: b1.id } });
    expect(back.returnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await get('card_holder', seal)).toMatchObject({ status: '1', borrower: null });
    expect((await office.send(api.returnCard, { params: { id: b1.id } })).body.msg).toBe('该借用已归还');
    // Now the waiting borrowing can be approved.
    expect((await approve(b2.procInstId)).statusCode).toBe(200);
    expect(await get('card_holder', seal)).toMatchObject({ status: '2' });
  });
});

describe('travel board', () => {
  it('shows trips in approval and approved that overlap the window; drafts are not on it', async () => {
    const bad = await create('sunli', 'business_trip', { traveller: ids.sunli, dept: ids.dept, destination: '宁波', startDate: '2026-12-03', endDate: '2026-12-01', purpose: '现场' });
    expect(errorsOf(bad)).toEqual(['结束日期不能早于开始日期']);
    const t1 = await submit('sunli', 'business_trip', { traveller: ids.sunli, dept: ids.dept, destination: '宁波项目部', startDate: '2026-12-01', endDate: '2026-12-03', purpose: '竣工结算对量' });
    await approve(t1.procInstId);
    await submit('zhangwei', 'business_trip', { traveller: ids.zhangwei, dept: ids.dept, destination: '北京', startDate: '2026-12-04', endDate: '2026-12-09', purpose: '评审会' });
    ok(await create('sunli', 'business_trip', { traveller: ids.sunli, dept: ids.dept, destination: '草稿地', startDate: '2026-12-02', endDate: '2026-12-02', purpose: '未提交' }));
    const office = await as('xiefang');
    const week = await office.data(api.travelBoard, { body: { start: '2026-11-30', end: '2026-12-06' } });
    expect(week.map((r) => [r.travellerName, r.destination, r.startDate, r.endDate, r.flowStatus])).toEqual([
      ['孙丽', '宁波项目部', '2026-12-01', '2026-12-03', 3],
      ['张伟', '北京', '2026-12-04', '2026-12-09', 1],
    ]);
    expect(week[0].deptName).toBe('造价一所');
    expect(await office.data(api.travelBoard, { body: { start: '2026-12-10', end: '2026-12-16' } })).toEqual([]);
    const wide = await office.send(api.travelBoard, { body: { start: '2026-01-01', end: '2026-12-31' } });
    expect(wide.statusCode).toBe(400);
    expect(wide.body.msg).toBe('查询范围不能超过62天');
  });
});

describe('bids, procurement methods, attendance rules', () => {
  it('a bid picks a procurement method; 中标 needs the amount; a method in use stays', async () => {
    const open = ok<{ id: string }>(await create('admin', 'procurement_method', { methodName: '公开招标(测试)', methodCode: 'GKZB-T', sortNo: 1 })).id;
    const dupe = await create('admin', 'procurement_method', { methodName: '公开招标(测试)' });
    expect(msgOf(dupe)).toBe('名称已存在');
    const won = await create('admin', 'bid_manage', { projectName: '某区学校改扩建工程全过程造价咨询', tenderer: '某区教育局', procurementMethod: open, result: '2' });
    expect(errorsOf(won)).toEqual(['中标时请填写中标金额']);
    const bid = ok<{ id: string }>(await create('admin', 'bid_manage', {
      projectName: '某区学校改扩建工程全过程造价咨询', tenderer: '某区教育局', procurementMethod: open, result: '2', winAmount: 380000, bidAmount: 380000,
    })).id;
    expect(await get('bid_manage', bid)).toMatchObject({ procurementMethodName: '公开招标(测试)', winAmount: 380000, depositReturned: '0' });
    const del = await ctx.call('admin', 'DELETE', '/b/form/procurement_method/record', { ids: [open] });
    expect(msgOf(del)).toBe('该采购方式已被投标台账使用，不能删除');
  });

  it('an attendance rule needs HH:mm times, the end after the start', async () => {
    const bad = await create('admin', 'attendance_config', { ruleName: '总部考勤(测试)', workStart: '9点', workEnd: '18:00', workDays: ['1'] });
    expect(errorsOf(bad)).toEqual(['请按 HH:mm 填写上班时间']);
    const late = await create('admin', 'attendance_config', { ruleName: '总部考勤(测试)', workStart: '18:00', workEnd: '09:00', workDays: ['1'] });
    expect(errorsOf(late)).toEqual(['下班时间必须晚于上班时间']);
    const rule = ok<{ id: string }>(await create('admin', 'attendance_config', { ruleName: '总部考勤(测试)', workStart: '08:30', workEnd: '17:30', workDays: ['1', '2', '3', '4', '5'], lateGrace: 10 }));
    expect(await get('attendance_config', rule.id)).toMatchObject({ workStart: '08:30', workEnd: '17:30', workDays: ['1', '2', '3', '4', '5'], lateGrace: 10, radius: 300 });
  });
});

describe('form pages opened from another menu entry (FormDeclaration.pageRights)', () => {
  it('基础数据 › 采购方式 and 资产台账 rights work the form on their page; nothing else', async () => {
    const as = async (perms: string[]) => (await ctx.make.caller({ roles: [{ perms }] })).token;
    const send = (token: string, url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: auth(token), payload });
    const viewer = await as(['bd:procurementMethod:view']);
    expect((await send(viewer, '/b/form/procurement_method/queryList', { pageSize: 50 })).statusCode).toBe(200);
    expect((await send(viewer, '/b/form/procurement_method/record', { values: { methodName: '页面权限测试' } })).statusCode).toBe(403);
    const editor = await as(['bd:procurementMethod:view', 'bd:procurementMethod:add']);
    expect((await send(editor, '/b/form/procurement_method/record', { values: { methodName: '页面权限测试', methodCode: 'YMQX' } })).statusCode).toBe(200);
    const ledger = await as(['adm:assetBaseData:view']);
    expect((await send(ledger, '/b/form/fixed_asset/queryList', { pageSize: 10 })).statusCode).toBe(200);
    expect((await send(ledger, '/b/form/procurement_method/queryList', { pageSize: 10 })).statusCode).toBe(403);
    const other = await as(['bd:assetClass:view']);
    expect((await send(other, '/b/form/fixed_asset/queryList', { pageSize: 10 })).statusCode).toBe(403);
  });
});
