import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { multipart } from '../../../../test/multipart.js';
import { eq, sql } from 'drizzle-orm';
import { businessProfitApi, contractApi, deptOtherFeeApi, deptWagesApi, expenseApi, FLOW_TYPE, incomeApi, workHourApi } from '@ecms/shared';
import { sysDept } from '../../../db/schema/index.js';
import { expectNoStagedLeftovers, startImport, watchStaged } from '../../../../test/staged-import.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { flowApprover } from './flow-approve.js';
import { allocate } from '../profit.service.js';

const ctx = useTestApp();
const as = (who: string) => ctx.client(who);
const MIN = FLOW_TYPE.MINIMAL.value;
const M = '2026-09';

const approve = flowApprover(ctx);

/** A contract of sunli's department (造价一所, HJ0201), approved. */
async function contract(name: string, amount: number) {
  const s = await as('sunli').data(contractApi.saveAndStartFlow, { body: { flowType: MIN, name, businessType: 1, amount } });
  await approve('zhangwei', s.procInstId);
  return s.id;
}

const deptId = async (code: string) => (await ctx.db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.code, code)))[0].id;

describe('allocation', () => {
  it('splits fen over weights and the shares add up exactly', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([333, 333, 334]);
    expect(allocate(-1001, [1, 3])).toEqual([-250, -751]);
    expect(allocate(4000000, [10000000, 30000000])).toEqual([1000000, 3000000]);
  });
});

describe('income recognition, department costs, business cost and profit', () => {
  it('validates input with the spec messages and keeps income apart per contract', async () => {
    const ct = await contract('收入确认合同', 500000);
    const bad = async (body: object) => (await as('admin').send(incomeApi.save, { body: body as never })).body.msg;
    expect(await bad({ contractId: ct, month: '2026-13', amount: 1, milestone: '方案' })).toBe('月份格式应为 YYYY-MM');
    expect(await bad({ contractId: ct, month: M, amount: 0, milestone: '方案' })).toBe('请输入不为0的金额（冲减填负数）');
    expect(await bad({ contractId: ct, month: M, amount: 1, milestone: ' ' })).toBe('请输入确认依据（里程碑）');
    const missing = await as('admin').send(incomeApi.save, { body: { contractId: 'nope', month: M, amount: 1, milestone: '方案' } });
    expect([missing.statusCode, missing.body.msg]).toEqual([404, '合同不存在或无权查看']);
    const row = await as('admin').data(incomeApi.save, { body: { contractId: ct, month: M, amount: 1000.5, milestone: '方案评审通过' } });
    expect(row).toMatchObject({ contractName: '收入确认合同', deptName: '造价一所', amount: 1000.5, month: M });
    const list = await as('admin').data(incomeApi.queryList, { body: { params: { contractId: ct } } });
    expect(list.map((r) => r.id)).toEqual([row.id]);
    await as('admin').data(incomeApi.remove, { params: { id: row.id } });
    expect((await as('admin').send(incomeApi.remove, { params: { id: row.id } })).statusCode).toBe(404);
  });

  it('computes a month: income − direct (expenses, paid payments, surcharges) − indirect allocated by income share', async () => {
    const a = await contract('利润合同甲', 400000);
    const b = await contract('利润合同乙', 600000);
    const hj0201 = await deptId('HJ0201');
    const hj03 = await deptId('HJ03');
    await as('admin').data(incomeApi.save, { body: { contractId: a, month: M, amount: 100000, milestone: '方案' } });
    await as('admin').data(incomeApi.save, { body: { contractId: b, month: M, amount: 300000, milestone: '施工图' } });
    // An approved expense on contract A, one on the department (indirect).
    const e1 = await as('sunli').data(expenseApi.saveAndStartFlow, { body: { flowType: MIN, name: '差旅', contractId: a, lines: [{ kind: 'detail', expenseType: '0101', occurDate: `${M}-05`, amount: 1000 }] } });
    await approve('zhangwei', e1.procInstId);
    const e2 = await as('sunli').data(expenseApi.saveAndStartFlow, { body: { flowType: MIN, name: '办公', costDeptId: hj0201, lines: [{ kind: 'detail', expenseType: '0201', occurDate: `${M}-06`, amount: 2000 }] } });
    await approve('zhangwei', e2.procInstId);
    // Not approved: not a cost.
    await as('sunli').data(expenseApi.saveAndStartFlow, { body: { flowType: MIN, name: '未批', contractId: a, lines: [{ kind: 'detail', expenseType: '0101', occurDate: `${M}-07`, amount: 999 }] } });
    await as('admin').data(deptWagesApi.save, { body: { deptId: hj0201, month: M, amount: 38000 } });
    await as('admin').data(deptOtherFeeApi.save, { body: { deptId: hj03, month: M, amount: 5000, remark: '房租' } });
    expect((await as('admin').send(deptWagesApi.save, { body: { deptId: 'nope', month: M, amount: 1 } })).body.msg).toBe('部门不存在或不在您的数据权限内');

    const r = await as('admin').send(businessProfitApi.calculate, { body: { month: M } });
    expect(r.body.msg).toBe('计算完成');
    expect(r.body.data).toEqual({ month: M, businesses: 2, depts: 2, profit: 100000 - 1000 - 10000 + 300000 - 30000 });
    const rows = await as('admin').data(businessProfitApi.queryList, { body: { params: { month: M }, orderBy: 'income', order: 'asc' } });
    expect(rows.map((x) => [x.contractName, x.income, x.expense, x.direct, x.indirect, x.profit])).toEqual([
      ['利润合同甲', 100000, 1000, 1000, 10000, 89000],
      ['利润合同乙', 300000, 0, 0, 30000, 270000],
    ]);
    const depts = await as('admin').data(businessProfitApi.deptMonthCost, { body: { params: { month: M }, orderBy: 'total', order: 'asc' } });
    expect(depts.map((d) => [d.deptName, d.wage, d.other, d.expense, d.total, d.allocated, d.unallocated, d.businessCount])).toEqual([
      ['招标代理部', 0, 5000, 0, 5000, 0, 5000, 0],
      ['造价一所', 38000, 0, 2000, 40000, 40000, 0, 2],
    ]);
    // A reversal and a recalculation rewrite the month.
    await as('admin').data(incomeApi.save, { body: { contractId: b, month: M, amount: -100000, milestone: '施工图调减' } });
    await as('admin').data(businessProfitApi.calculate, { body: { month: M } });
    const again = await as('admin').data(businessProfitApi.queryList, { body: { params: { month: M }, orderBy: 'income', order: 'asc' } });
    expect(again.map((x) => [x.income, x.indirect])).toEqual([[100000, 13333.33], [200000, 26666.67]]);
  });

  it('keeps every list to the caller\'s departments (data menu fin_profit)', async () => {
    const hj0201 = await deptId('HJ0201');
    const narrow = await ctx.make.caller({ deptCode: 'HJ03', roles: [{ perms: ['finance:profitProfits:view', 'finance:incomeRecognition:view', 'finance:profitIndirect:view', 'finance:profitIndirect:add', 'finance:deptCost:view'], scopes: { fin_profit: 'dept' } }] });
    const me = as(narrow.loginName);
    expect((await me.data(businessProfitApi.queryList, { body: { params: { month: M } } })).map((x) => x.deptName)).toEqual([]);
    expect((await me.data(businessProfitApi.deptMonthCost, { body: { params: { month: M } } })).map((x) => x.deptName)).toEqual(['招标代理部']);
    expect((await me.data(incomeApi.queryList, { body: {} })).length).toBe(0);
    expect((await me.data(deptOtherFeeApi.queryList, { body: {} })).map((x) => x.remark)).toEqual(['房租']);
    expect((await me.data(deptWagesApi.queryList, { body: {} }))).toEqual([]);
    // Outside the scope: cannot register a cost for another department, nor delete one.
    expect((await me.send(deptWagesApi.save, { body: { deptId: hj0201, month: M, amount: 1 } })).statusCode).toBe(400);
    const wage = (await as('admin').data(deptWagesApi.queryList, { body: {} }))[0];
    expect((await ctx.call(narrow.loginName, 'DELETE', `/b/expense/deptWages/${wage.id}`)).statusCode).toBe(403);
    expect((await me.send(businessProfitApi.calculate, { body: { month: M } })).statusCode).toBe(403);
  });

  it('opens the 直接成本 list with only the direct-cost right (and not 利润核算 with it)', async () => {
    const direct = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['finance:profitDirect:view'], scopes: { fin_profit: 'all' } }] });
    const me = as(direct.loginName);
    const rows = await me.data(businessProfitApi.businessMonthCost, { body: { params: { month: M } } });
    expect(rows.map((x) => x.contractName).sort()).toEqual(['利润合同乙', '利润合同甲']);
    expect(rows.every((x) => typeof x.direct === 'number')).toBe(true);
    expect((await me.send(businessProfitApi.queryList, { body: {} })).statusCode).toBe(403);
    const profitsOnly = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['finance:profitProfits:view'], scopes: { fin_profit: 'all' } }] });
    expect((await as(profitsOnly.loginName).send(businessProfitApi.businessMonthCost, { body: {} })).statusCode).toBe(403);
  });

  it('freezes a closed month: no income, department cost or recalculation until it is reopened', async () => {
    const ct = await contract('结账合同', 100000);
    const hj0201 = await deptId('HJ0201');
    const C = '2026-10';
    await as('admin').data(incomeApi.save, { body: { contractId: ct, month: C, amount: 5000, milestone: '方案' } });
    const wage = await as('admin').data(deptWagesApi.save, { body: { deptId: hj0201, month: C, amount: 1000 } });
    await as('admin').data(businessProfitApi.calculate, { body: { month: C } });
    const closed = await as('admin').send(businessProfitApi.closeMonth, { body: { month: C } });
    expect([closed.statusCode, closed.body.msg, closed.body.data?.month]).toEqual([200, '结账完成', C]);
    const msg = `${C}月已结账，不能修改；请先反结账，或在未结账月份录入调整`;
    const again = await as('admin').send(businessProfitApi.closeMonth, { body: { month: C } });
    expect([again.statusCode, again.body.msg]).toEqual([409, msg]);
    const calc = await as('admin').send(businessProfitApi.calculate, { body: { month: C } });
    expect([calc.statusCode, calc.body.msg]).toEqual([409, msg]);
    const inc = await as('admin').send(incomeApi.save, { body: { contractId: ct, month: C, amount: 1, milestone: '补' } });
    expect([inc.statusCode, inc.body.msg]).toEqual([409, msg]);
    const del = await ctx.call('admin', 'DELETE', `/b/expense/deptWages/${wage.id}`);
    expect(del.statusCode).toBe(409);
    // The rows are still there, unchanged; an adjustment goes into an open month.
    const rows = await as('admin').data(businessProfitApi.queryList, { body: { params: { month: C, contractId: ct } } });
    expect(rows.map((r) => r.income)).toEqual([5000]);
    await as('admin').data(incomeApi.save, { body: { contractId: ct, month: '2026-11', amount: -500, milestone: '调整' } });
    // Reopen only the last closed month.
    await as('admin').data(businessProfitApi.closeMonth, { body: { month: '2026-11' } });
    const early = await as('admin').send(businessProfitApi.reopenMonth, { body: { month: C } });
    expect([early.statusCode, early.body.msg]).toEqual([409, '2026-11月已结账，请先反结账该月']);
    expect((await as('admin').data(businessProfitApi.closedMonths, {})).map((r) => r.month).slice(0, 2)).toEqual(['2026-11', C]);
    await as('admin').data(businessProfitApi.reopenMonth, { body: { month: '2026-11' } });
    const reopened = await as('admin').send(businessProfitApi.reopenMonth, { body: { month: C } });
    expect([reopened.statusCode, reopened.body.msg]).toEqual([200, '已反结账']);
    expect((await as('admin').send(businessProfitApi.reopenMonth, { body: { month: C } })).body.msg).toBe(`${C}月未结账`);
    expect((await as('admin').send(businessProfitApi.calculate, { body: { month: C } })).statusCode).toBe(200);
    expect((await ctx.call('admin', 'DELETE', `/b/expense/deptWages/${wage.id}`)).statusCode).toBe(200);
  });
});

describe('work-hour allocation of indirect cost', () => {
  it('allocates a department\'s cost by the month\'s hours (a business with hours and no income bears its share); income share without hours', async () => {
    const H = '2027-03';
    const hj0201 = await deptId('HJ0201');
    const a = await contract('工时合同甲', 100000);
    const b = await contract('工时合同乙', 100000);
    await as('admin').data(incomeApi.save, { body: { contractId: a, month: H, amount: 90000, milestone: '方案' } });
    await as('admin').data(deptWagesApi.save, { body: { deptId: hj0201, month: H, amount: 30000 } });
    expect((await as('admin').send(workHourApi.save, { body: { contractId: a, month: H, hours: 0 } })).body.msg).toBe('请输入大于0的工时');
    await as('admin').data(workHourApi.save, { body: { contractId: a, month: H, hours: 40 } });
    const wh = await as('admin').data(workHourApi.save, { body: { contractId: b, month: H, hours: 80, remark: '现场' } });
    expect(wh).toMatchObject({ contractName: '工时合同乙', deptName: '造价一所', hours: 80 });
    await as('admin').data(businessProfitApi.calculate, { body: { month: H } });
    const rows = await as('admin').data(businessProfitApi.queryList, { body: { params: { month: H }, orderBy: 'indirect', order: 'asc' } });
    expect(rows.map((r) => [r.contractName, r.income, r.indirect, r.profit])).toEqual([['工时合同甲', 90000, 10000, 80000], ['工时合同乙', 0, 20000, -20000]]);
    // Without hours the income share applies again.
    await as('admin').data(workHourApi.remove, { params: { id: wh.id } });
    for (const r of await as('admin').data(workHourApi.queryList, { body: { params: { month: H } } })) await as('admin').data(workHourApi.remove, { params: { id: r.id } });
    await as('admin').data(businessProfitApi.calculate, { body: { month: H } });
    const again = await as('admin').data(businessProfitApi.queryList, { body: { params: { month: H } } });
    expect(again.map((r) => [r.contractName, r.indirect])).toEqual([['工时合同甲', 30000]]);
    // A closed month's hours are frozen too.
    await as('admin').data(businessProfitApi.closeMonth, { body: { month: H } });
    expect((await as('admin').send(workHourApi.save, { body: { contractId: a, month: H, hours: 1 } })).statusCode).toBe(409);
    await as('admin').data(businessProfitApi.reopenMonth, { body: { month: H } });
  });
});

describe('wage import and profit exports', () => {
  const auth = async (login = 'admin') => ({ authtoken: await ctx.token(login) });
  async function upload(rows: unknown[][]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('工资');
    for (const r of rows) ws.addRow(r);
    const m = multipart([{ field: 'file', filename: 'wages.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...(await auth()), 'content-type': m.contentType }, payload: m.payload });
    return (JSON.parse(res.body) as { data: string[] }).data[0];
  }
  async function sheet(code: string, params: object, login = 'admin') {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/b/excel/template/exportData', headers: await auth(login), payload: { code, params } });
    if (res.statusCode !== 200) return { status: res.statusCode, header: [] as string[], rows: [] as unknown[][] };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const out: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
    return { status: 200, header: out[0] as string[], rows: out.slice(1) };
  }

  it('imports department wages through the import wizard; bad, foreign and closed-month rows come back', async () => {
    const W = '2027-01';
    await as('admin').data(businessProfitApi.closeMonth, { body: { month: '2027-02' } });
    const fileId = await upload([
      ['部门', '月份', '工资总额', '备注'],
      ['造价一所', '2027/01', 38000.5, '一月工资'],
      ['招标代理部', '2027年1月', 12000, null],
      ['查无此部门', '2027/01', 1, null],
      ['造价一所', '2027/02', 100, null],
      ['造价一所', '2027/01', 0, null],
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/b/excel/doImport', headers: await auth(), payload: { code: 'finance:deptWages', encodedFileItem: fileId, mode: 'valid' } });
    expect(res.statusCode, res.body).toBe(200);
    const r = (JSON.parse(res.body) as { data: { total: number; imported: number; failed: number; errors?: { reasons?: string[] }[] } }).data;
    expect([r.total, r.imported, r.failed]).toEqual([5, 2, 3]);
    const reasons = (r.errors ?? []).map((e) => (e.reasons ?? []).join(''));
    expect(reasons.some((x) => x.includes('2027-02月已结账'))).toBe(true);
    const wages = await as('admin').data(deptWagesApi.queryList, { body: { params: { month: W }, orderBy: 'amount', order: 'asc' } });
    expect(wages.map((w) => [w.deptName, w.amount, w.remark])).toEqual([['招标代理部', 12000, '导入'], ['造价一所', 38000.5, '一月工资']]);
    // Without the import right: refused.
    const viewer = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['finance:profitIndirect:view', 'finance:profitIndirect:add'], scopes: { fin_profit: 'all' } }] });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/b/excel/doImport', headers: await auth(viewer.loginName), payload: { code: 'finance:deptWages', encodedFileItem: fileId, mode: 'valid' } });
    expect(refused.statusCode).toBe(403);
    await as('admin').data(businessProfitApi.reopenMonth, { body: { month: '2027-02' } });
  });

  it('writes imported wages staged: hidden from another user until the one publish, nothing left behind', async () => {
    const N = 250; // three staged write transactions of 100 rows
    const rows = [['部门', '月份', '工资总额', '备注'], ...Array.from({ length: N }, (_, i) => ['造价一所', '2028/03', i + 1, `暂存工资${i}`])];
    const listed = async (month: string) => (await as('admin').call(deptWagesApi.queryList, { body: { params: { month } } })).total;
    const running = startImport(ctx, 'admin', 'finance:deptWages', rows);
    const seen = await watchStaged(ctx, 'xuming', sql`select count(*) from fin_dept_cost where remark like '暂存工资%'`, running, () => listed('2028-03'));
    const res = await running;
    expect(res.statusCode, res.body).toBe(200);
    expect([seen.leaks, seen.listedWhilePending.every((n) => n === 0)]).toEqual([0, true]);
    expect(await listed('2028-03')).toBe(N);
    await expectNoStagedLeftovers(ctx, sql`fin_dept_cost`);
  }, 180_000);

  it('exports the profit, direct cost and department month cost ledgers, each under its own right', async () => {
    const p = await sheet('finance:businessProfit', { month: M });
    expect(p.header).toEqual(['月份', '合同编号', '合同名称', '部门', '确认收入（不含税）', '报销费用', '分包及付款', '附加税费', '直接成本合计', '间接成本', '利润']);
    expect(p.rows.length).toBeGreaterThanOrEqual(2);
    const d = await sheet('finance:businessDirect', { month: M });
    expect(d.header.at(-1)).toBe('直接成本合计');
    const dept = await sheet('finance:deptMonthCost', { month: M });
    expect(dept.header.slice(0, 3)).toEqual(['月份', '部门', '部门工资']);
    const directOnly = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['finance:profitDirect:view', 'finance:profitDirect:export'], scopes: { fin_profit: 'all' } }] });
    expect((await sheet('finance:businessDirect', { month: M }, directOnly.loginName)).status).toBe(200);
    expect((await sheet('finance:businessProfit', { month: M }, directOnly.loginName)).status).toBe(403);
  });
});
