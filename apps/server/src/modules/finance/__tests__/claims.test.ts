import { describe, expect, it } from 'vitest';
import { bankDetailApi, bankDetailComeApi, claimRecordApi, contractApi, FLOW_TYPE, loanApi, monthBalanceApi, repayApi, wfApi } from '@ecms/shared';
import { finBankAccount, finLoan, sysUser } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { eq } from 'drizzle-orm';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { remindDueLoans } from '../loan.service.js';

const ctx = useTestApp();
const admin = () => ctx.client('admin');

async function account(no: string) {
  const id = newId();
  await ctx.db.insert(finBankAccount).values({ tenantId: ctx.tenantId, id, accountNo: no, accountName: '华建工程咨询有限公司', deptId: await ctx.deptId('HJ') .catch(() => null) });
  return id;
}

/** A hand-entered statement line (income or pay) with its 余额. */
const line = (accountId: string, dateTime: string, v: { income?: number; pay?: number; balance?: number | null; summary?: string; otherSideName?: string }) =>
  admin().data(bankDetailApi.save, { body: { accountId, dateTime, ...v } });

const monthsOf = async (accountId: string) =>
  (await admin().data(monthBalanceApi.queryList, { body: { params: { accountId }, orderBy: 'month', order: 'asc' } }));

async function contract(name: string, amount: number, partyA = '某市城投公司') {
  const s = await admin().data(contractApi.saveAndStartFlow, { body: { flowType: FLOW_TYPE.CUSTOM_1.value, name, businessType: 1, amount, partyA, partyB: '华建咨询' } });
  return { id: s.id, code: (await admin().data(contractApi.get, { params: { id: s.id } })).code };
}

const approve = async (who: string, procInstId: string) => {
  const todo = (await ctx.client(who).data(wfApi.todoList, { body: {} })).find((x) => x.procInstId === procInstId)!;
  const opts = await ctx.client(who).data(wfApi.nextOptions, { params: { todoId: todo.id } });
  const res = await ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, {
    nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('month balances', () => {
  it('close = previous close + Σincome − Σpay, checked against the statement; a changed month carries into the later ones', async () => {
    const acc = await account('6222000011112222');
    await line(acc, '2026-01-05 10:00', { income: 500, balance: 1500 });
    await line(acc, '2026-01-20 10:00', { pay: 200, balance: 1300 });
    const feb = await line(acc, '2026-02-03 09:00', { income: 1000, balance: 2300 });
    await line(acc, '2026-03-10 09:00', { pay: 300, balance: 2000 });
    const r = await admin().call(monthBalanceApi.calAllMonthBalance, { body: { accountId: acc } });
    expect(r.data).toEqual({ months: 3, accounts: 1 });
    let m = await monthsOf(acc);
    expect(m.map((x) => [x.month, x.opening, x.income, x.pay, x.closing, x.statementClosing, x.diff])).toEqual([
      ['2026-01', 1000, 500, 200, 1300, 1300, 0],
      ['2026-02', 1300, 1000, 0, 2300, 2300, 0],
      ['2026-03', 2300, 0, 300, 2000, 2000, 0],
    ]);

    // A February line corrected (1000 → 1200, its 余额 left as the bank printed): Feb and Mar follow, and the difference shows.
    await admin().data(bankDetailApi.save, { body: { id: feb.id, version: feb.version, accountId: acc, dateTime: '2026-02-03 09:00', income: 1200, balance: 2300 } });
    await admin().data(monthBalanceApi.calMonthBalance, { body: { accountId: acc, month: '2026-02' } });
    m = await monthsOf(acc);
    expect(m.map((x) => [x.month, x.closing, x.diff])).toEqual([['2026-01', 1300, 0], ['2026-02', 2500, -200], ['2026-03', 2200, -200]]);

    // An adjustment in February (−200, with its reason) brings Feb and Mar back.
    const febRow = m[1];
    const saved = await admin().data(monthBalanceApi.saveBankMonthBalance, { body: { id: febRow.id, version: febRow.version, adjustment: -200, remark: '银行手续费冲回' } });
    expect(saved).toMatchObject({ adjustment: -200, closing: 2300, diff: 0, remark: '银行手续费冲回' });
    expect((await monthsOf(acc))[2]).toMatchObject({ opening: 2300, closing: 2000, diff: 0 });
    // Only the first month takes an opening by hand.
    const bad = await admin().send(monthBalanceApi.saveBankMonthBalance, { body: { id: saved.id, version: saved.version, opening: 1 } });
    expect(bad.statusCode).toBe(400);

    const stat = (await admin().data(monthBalanceApi.getBankAccountStatic)).find((a) => a.accountId === acc)!;
    expect(stat).toMatchObject({ lineCount: 4, firstMonth: '2026-01', lastMonth: '2026-03', closing: 2000, lastClosedMonth: null, unbalancedMonths: 0, unclaimed: 1700 });
  });

  it('a closed month is immutable: its lines, its row and its recalculation are refused; the later month takes the adjustment', async () => {
    const acc = await account('6222000033334444');
    const jan = await line(acc, '2026-01-05 10:00', { income: 800, balance: 800 });
    await line(acc, '2026-02-05 10:00', { income: 100, balance: 900 });
    await admin().data(monthBalanceApi.calAllMonthBalance, { body: { accountId: acc } });
    // Months close in order.
    const early = await admin().send(monthBalanceApi.closeMonth, { body: { accountId: acc, month: '2026-02' } });
    expect([early.statusCode, early.body.msg]).toEqual([400, '请先结账2026-01月']);
    const closed = await admin().data(monthBalanceApi.closeMonth, { body: { accountId: acc, month: '2026-01' } });
    expect(closed).toMatchObject({ closed: true, closing: 800 });

    const edit = await admin().send(bankDetailApi.save, { body: { id: jan.id, version: jan.version, accountId: acc, dateTime: '2026-01-05 10:00', income: 900, balance: 900 } });
    expect([edit.statusCode, edit.body.msg]).toEqual([409, '2026-01月已结账，不能修改该月的流水；请在未结账月份录入调整']);
    const add = await admin().send(bankDetailApi.save, { body: { accountId: acc, dateTime: '2026-01-28 10:00', pay: 5 } });
    expect(add.statusCode).toBe(409);
    const del = await admin().send(bankDetailApi.deleteBankDetail, { body: { ids: [jan.id] } });
    expect(del.statusCode).toBe(409);
    const recalc = await admin().send(monthBalanceApi.calMonthBalance, { body: { accountId: acc, month: '2026-01' } });
    expect([recalc.statusCode, recalc.body.msg]).toEqual([409, '2026-01月已结账，不能修改；请在未结账月份录入调整']);
    const adj = await admin().send(monthBalanceApi.saveBankMonthBalance, { body: { id: closed.id, version: closed.version, adjustment: 5 } });
    expect(adj.statusCode).toBe(409);
    expect((await admin().send(monthBalanceApi.delete, { params: { id: closed.id } })).statusCode).toBe(409);
    // calAll leaves the closed month as it is; the open month takes a correction as an adjustment.
    await admin().data(monthBalanceApi.calAllMonthBalance, { body: { accountId: acc } });
    const [j, f] = await monthsOf(acc);
    expect([j.closing, j.closed, f.opening, f.closing]).toEqual([800, true, 800, 900]);
    const fixed = await admin().data(monthBalanceApi.saveBankMonthBalance, { body: { id: f.id, version: f.version, adjustment: -5, remark: '1月漏记手续费' } });
    expect(fixed.closing).toBe(895);
    // The last closed month can be reopened; then it is editable again.
    await admin().data(monthBalanceApi.reopenMonth, { body: { accountId: acc, month: '2026-01' } });
    expect((await admin().send(bankDetailApi.save, { body: { accountId: acc, dateTime: '2026-01-28 10:00', pay: 5, balance: 795 } })).statusCode).toBe(200);
  });

  it('refuses bad input and callers without the right', async () => {
    expect((await admin().send(monthBalanceApi.calMonthBalance, { body: { accountId: 'x', month: '2026-13' } })).body.msg).toBe('月份格式应为 YYYY-MM');
    expect((await admin().send(monthBalanceApi.calMonthBalance, { body: { accountId: 'nope', month: '2026-01' } })).statusCode).toBe(404);
    const nobody = await ctx.make.caller();
    expect((await client(ctx.app, nobody.token).send(monthBalanceApi.queryList, { body: {} })).statusCode).toBe(403);
    expect((await client(ctx.app, nobody.token).send(bankDetailComeApi.addContract, { body: { bankDetailId: 'a', targetId: 'b' } })).statusCode).toBe(403);
  });
});

describe('money claims', () => {
  it('one receipt split over two contracts; both contracts show it received; amounts change; revoke undoes it', async () => {
    const acc = await account('6222000055556666');
    const a = await contract('城南片区造价咨询合同', 100000);
    const b = await contract('城北道路跟踪审计合同', 50000);
    const rec = await line(acc, '2026-03-02 10:00', { income: 120000, balance: 120000, otherSideName: '某市城投公司', summary: '咨询费' });
    expect((await admin().data(bankDetailComeApi.queryNeedClaimList, { body: { params: { accountId: acc } } })).map((x) => x.id)).toEqual([rec.id]);

    const res = await admin().call(bankDetailComeApi.addClaims, { body: { bankDetailId: rec.id, items: [
      { kind: 'contract', targetId: a.id, amount: 80000 }, { kind: 'contract', targetId: b.id, amount: 40000 },
    ] } });
    expect(res.msg).toBe('认款成功');
    expect(res.data.receipt).toMatchObject({ claimTotal: 120000, remaining: 0, claimStatus: '2' });
    expect(res.data.claims.map((c) => [c.targetId, c.amount, c.kindName])).toEqual(expect.arrayContaining([[a.id, 80000, '合同'], [b.id, 40000, '合同']]));
    const targets = await admin().data(bankDetailComeApi.queryContractList, { body: {} });
    expect(targets.find((t) => t.targetId === a.id)).toMatchObject({ total: 100000, received: 80000, open: 20000 });
    expect(targets.find((t) => t.targetId === b.id)).toMatchObject({ total: 50000, received: 40000, open: 10000 });
    // Fully claimed: off the 需认领 list, on 已认领.
    expect(await admin().data(bankDetailComeApi.queryNeedClaimList, { body: { params: { accountId: acc } } })).toEqual([]);
    const had = await admin().data(bankDetailComeApi.queryHadClaimList, { body: { params: { bankDetailId: rec.id } } });
    expect(had).toHaveLength(2);
    expect(had[0]).toMatchObject({ createdByName: expect.any(String), otherSideName: '某市城投公司' });

    // Nothing left to claim; a target cannot be over-paid.
    const more = await admin().send(bankDetailComeApi.addContract, { body: { bankDetailId: rec.id, targetId: a.id, amount: 1 } });
    expect([more.statusCode, more.body.msg]).toEqual([400, '该流水已全部认款']);
    const claimA = res.data.claims.find((c) => c.targetId === a.id)!;
    const claimB = res.data.claims.find((c) => c.targetId === b.id)!;
    const down = await admin().data(bankDetailComeApi.updateContractAmount, { body: { id: claimA.id, amount: 70000 } });
    expect(down.receipt).toMatchObject({ claimTotal: 110000, remaining: 10000, claimStatus: '1' });
    const over = await admin().send(bankDetailComeApi.updateContractAmount, { body: { id: claimB.id, amount: 50001 } });
    expect([over.statusCode, over.body.msg]).toEqual([400, '认款金额超过到账剩余金额（剩余 50000.00 元）']);
    const overTarget = await admin().send(bankDetailComeApi.updateContractAmount, { body: { id: claimB.id, amount: 50000.01 } });
    expect(overTarget.statusCode).toBe(400);
    // No amount: min(what is left of the receipt, the contract's open amount) = min(10000, 10000).
    const rest = await admin().data(bankDetailComeApi.addContract, { body: { bankDetailId: rec.id, targetId: b.id } });
    expect(rest.receipt.claimTotal).toBe(120000);
    expect(rest.claims.find((c) => c.targetId === b.id)!.amount).toBe(50000);
    const full = await admin().send(bankDetailComeApi.updateContractAmount, { body: { id: claimA.id, amount: 80000 } });
    expect(full.statusCode).toBe(400);

    // One claim deleted, then the rest revoked: the contracts' received go back to 0.
    const afterDel = await admin().data(bankDetailComeApi.deleteContract, { body: { id: claimA.id } });
    expect(afterDel.receipt.claimTotal).toBe(50000);
    const revoked = await admin().call(bankDetailComeApi.revokeBankDetailClaim, { body: { bankDetailId: rec.id } });
    expect([revoked.msg, revoked.data.receipt.claimTotal, revoked.data.claims.length]).toEqual(['撤销成功', 0, 0]);
    const back = await admin().data(bankDetailComeApi.queryContractList, { body: {} });
    expect(back.filter((t) => t.targetId === a.id || t.targetId === b.id).map((t) => t.received)).toEqual([0, 0]);
    expect((await admin().data(bankDetailComeApi.queryNoClaimList, { body: { params: { accountId: acc } } })).map((x) => x.id)).toEqual([rec.id]);
  });

  it('suggests by contract number in 摘要/用途, then by payer, then by exact open amount; parks unidentified money', async () => {
    const acc = await account('6222000077778888');
    const n = await contract('编号匹配合同', 30000, '甲单位');
    const p = await contract('付款方匹配合同', 40000, '乙建设集团有限公司');
    const amt = await contract('金额匹配合同', 12345.67, '丙单位');
    const rec = await line(acc, '2026-03-05 10:00', { income: 12345.67, balance: 12345.67, otherSideName: '乙建设集团有限公司', summary: `支付${n.code}咨询费` });
    const s = await admin().data(bankDetailComeApi.querySuggestList, { body: { bankDetailId: rec.id } });
    expect(s.slice(0, 3).map((x) => [x.targetId, x.reason])).toEqual([[n.id, 'number'], [p.id, 'party'], [amt.id, 'amount']]);

    const parked = await admin().call(bankDetailComeApi.parkBankDetail, { body: { bankDetailId: rec.id, parked: true, remark: '来款方不明' } });
    expect([parked.msg, parked.data.parked, parked.data.parkedRemark]).toEqual(['已转为暂存款', true, '来款方不明']);
    expect((await admin().data(bankDetailComeApi.queryNeedClaimList, { body: { params: { accountId: acc } } }))).toEqual([]);
    expect((await admin().data(bankDetailComeApi.queryNoClaimList, { body: { params: { accountId: acc } } }))[0]).toMatchObject({ id: rec.id, parked: true });
    const refused = await admin().send(bankDetailComeApi.addContract, { body: { bankDetailId: rec.id, targetId: amt.id } });
    expect([refused.statusCode, refused.body.msg]).toEqual([400, '该流水已转为暂存款，请先取消暂存']);
    await admin().data(bankDetailComeApi.parkBankDetail, { body: { bankDetailId: rec.id, parked: false } });
    expect((await admin().data(bankDetailComeApi.addContract, { body: { bankDetailId: rec.id, targetId: amt.id } })).receipt.remaining).toBe(0);
    // The 认款记录 page sees the claim and revokes it under its own rights.
    const recs = await admin().data(claimRecordApi.queryList, { body: { params: { bankDetailId: rec.id } } });
    expect(recs).toHaveLength(1);
    expect((await admin().data(claimRecordApi.revoke, { body: { id: recs[0].id } })).receipt.claimTotal).toBe(0);
  });

  it('refuses bad input with the message and writes nothing', async () => {
    const acc = await account('6222000099990000');
    const out = await line(acc, '2026-03-06 10:00', { pay: 100, balance: -100 });
    const c = await contract('校验合同', 1000);
    const cases: Array<[unknown, number, string]> = [
      [{ bankDetailId: out.id, targetId: c.id }, 400, '只有收入流水可以认款'],
      [{ bankDetailId: 'nope', targetId: c.id }, 404, '到账流水不存在或无权查看'],
      [{ bankDetailId: out.id, targetId: c.id, amount: -1 }, 400, '请输入大于0的认款金额'],
      [{ bankDetailId: out.id, targetId: c.id, amount: 1.001 }, 400, '金额最多两位小数'],
      [{ bankDetailId: out.id, targetId: c.id, amount: '10' }, 400, '请输入大于0的认款金额'],
    ];
    for (const [body, status, msg] of cases) {
      const r = await admin().send(bankDetailComeApi.addContract, { body: body as never });
      expect([r.statusCode, r.body.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    const rec = await line(acc, '2026-03-07 10:00', { income: 100, balance: 0 });
    const kind = await admin().send(bankDetailComeApi.addClaims, { body: { bankDetailId: rec.id, items: [{ kind: 'salary' as never, targetId: c.id }] } });
    expect([kind.statusCode, kind.body.msg]).toEqual([400, '未知的认款对象']);
    // A split that fails on its second item writes nothing of the first.
    const split = await admin().send(bankDetailComeApi.addClaims, { body: { bankDetailId: rec.id, items: [
      { kind: 'contract', targetId: c.id, amount: 60 }, { kind: 'contract', targetId: 'missing', amount: 30 },
    ] } });
    expect(split.statusCode).toBe(404);
    expect((await admin().data(bankDetailComeApi.queryDetailClaimList, { body: { bankDetailId: rec.id } })).receipt.claimTotal).toBe(0);
  });

  it('50 concurrent claims on one receipt never exceed it', async () => {
    const acc = await account('6222000012121212');
    const targets = await Promise.all([contract('并发合同一', 1_000_000), contract('并发合同二', 1_000_000)]);
    const rec = await line(acc, '2026-03-08 10:00', { income: 100000, balance: 100000 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => admin().send(bankDetailComeApi.addContract, {
      body: { bankDetailId: rec.id, targetId: targets[i % 2].id, amount: 3000 },
    })));
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400), results.map((r) => r.statusCode).join()).toBe(true);
    expect(okCount).toBe(33);
    const d = await admin().data(bankDetailComeApi.queryDetailClaimList, { body: { bankDetailId: rec.id } });
    expect(d.receipt.claimTotal).toBe(99000);
    expect(d.claims.reduce((s, c) => s + c.amount, 0)).toBe(99000);
    const t = await admin().data(bankDetailComeApi.queryContractList, { body: {} });
    expect(t.filter((x) => targets.some((y) => y.id === x.targetId)).reduce((s, x) => s + x.received, 0)).toBe(99000);
  });
});

describe('loans and repayment', () => {
  it('a loan runs through its flow, is repaid by a claim and an offset to balance 0; statistics and reminders follow', async () => {
    // In 孙丽's department, so the flow's approvers are those of the contract flow (张伟, then 韩雪).
    const [sunli] = await ctx.db.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.id, await ctx.uid('sunli')));
    const pm = await ctx.make.caller({ name: '项目经理甲', deptId: sunli.deptId, roles: [{ perms: ['finance:loan:add', 'finance:loan:view', 'finance:bankSubscription:view'], scopes: { fin_loan: 'self' } }] });
    const pmc = client(ctx.app, pm.token);
    const bad = await pmc.send(loanApi.saveAndStartFlow, { body: { flowType: 2, name: ' ', amount: 100, dueDate: '2026-06-01' } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, '请输入借款事由!']);
    const s = await pmc.data(loanApi.saveAndStartFlow, { body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '项目驻场备用金', amount: 5000, reason: '驻场差旅', loanDate: '2026-03-01', dueDate: '2026-04-30' } });
    let loan = await pmc.data(loanApi.get, { params: { id: s.id } });
    expect(loan).toMatchObject({ statusName: '审批中', amount: 5000, balance: 5000, borrowerName: '项目经理甲' });
    expect(loan.code).toMatch(/^JK\d{8}/);

    // Not approved yet: no repayment.
    const acc = await account('6222000034343434');
    const rec = await line(acc, '2026-03-20 10:00', { income: 3000, balance: 3000, otherSideName: '项目经理甲', summary: '归还借款' });
    const early = await admin().send(bankDetailComeApi.addRepay, { body: { bankDetailId: rec.id, targetId: s.id } });
    expect([early.statusCode, early.body.msg]).toEqual([400, '借款尚未审批通过，不能还款']);
    await approve('zhangwei', s.procInstId);
    await approve('hanxue', s.procInstId);
    expect((await pmc.data(loanApi.get, { params: { id: s.id } })).statusName).toBe('已审批');

    // Repaid by a claim (3000), then by an expense offset (2000): balance 0.
    expect((await admin().data(bankDetailComeApi.queryRepayList, { body: {} })).find((t) => t.targetId === s.id)).toMatchObject({ open: 5000 });
    const claimed = await admin().data(bankDetailComeApi.addRepay, { body: { bankDetailId: rec.id, targetId: s.id } });
    expect(claimed.claims[0]).toMatchObject({ kind: 'repay', amount: 3000, kindName: '借款还款' });
    expect((await pmc.data(loanApi.get, { params: { id: s.id } })).balance).toBe(2000);
    const overOffset = await admin().send(repayApi.saveOffset, { body: { loanId: s.id, amount: 2000.01, expenseRef: 'BX202603001' } });
    expect([overOffset.statusCode, overOffset.body.msg]).toEqual([400, '还款金额超过借款余额（余额 2000.00 元）']);
    await admin().data(repayApi.saveOffset, { body: { loanId: s.id, amount: 2000, expenseRef: 'BX202603001', repayDate: '2026-03-25' } });
    loan = await pmc.data(loanApi.get, { params: { id: s.id } });
    expect([loan.repaid, loan.balance, loan.overdue]).toEqual([5000, 0, false]);
    const repays = await pmc.data(repayApi.queryList, { body: { params: { loanId: s.id }, orderBy: 'createdDate', order: 'asc' } });
    expect(repays.map((r) => [r.kind, r.amount])).toEqual([['claim', 3000], ['offset', 2000]]);
    // A claim's repayment is revoked with its claim, not here.
    const viaRepay = await admin().send(repayApi.delete, { body: { id: repays[0].id } });
    expect([viaRepay.statusCode, viaRepay.body.msg]).toEqual([400, '认款还款请在认款记录中撤销']);
    await admin().data(bankDetailComeApi.deleteRepay, { body: { id: claimed.claims[0].id } });
    expect((await pmc.data(loanApi.get, { params: { id: s.id } })).balance).toBe(3000);
    expect((await pmc.data(repayApi.queryList, { body: { params: { loanId: s.id } } })).map((r) => r.kind)).toEqual(['offset']);

    const stats = await admin().data(loanApi.queryStatistics);
    expect(stats.find((x) => x.borrowerId === pm.id)).toMatchObject({ loans: 1, amount: 5000, repaid: 2000, balance: 3000 });
    expect((await pmc.data(loanApi.queryMyList, { body: {} })).map((l) => l.id)).toEqual([s.id]);

    // Due within 3 days (or overdue) with a balance: the borrower is reminded once a day.
    await ctx.db.update(finLoan).set({ dueDate: '2026-03-31' }).where(eq(finLoan.id, s.id));
    expect(await ctx.as('admin', (tx) => remindDueLoans(tx, '2026-03-29'))).toBe(1);
    expect(await ctx.as('admin', (tx) => remindDueLoans(tx, '2026-03-29'))).toBe(0);
    expect(await ctx.as('admin', (tx) => remindDueLoans(tx, '2026-04-02'))).toBe(1);
    const msgs = await ctx.call(null, 'POST', '/b/notice/msg/queryList', {}, { AuthToken: pm.token });
    expect(msgs.body).toContain('借款还款提醒');
    expect(msgs.body).toContain('3000.00');
  });

  it('only loans that never ran to approval are deleted, and show in 已删除', async () => {
    const s = await admin().data(loanApi.saveAndStartFlow, { body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '撤回的借款', amount: 100, dueDate: '2026-12-31' } });
    const running = await admin().send(loanApi.delete, { body: { ids: [s.id] } });
    expect([running.statusCode, running.body.msg]).toEqual([400, '只能删除已退回、已撤回或已终止且未还款的借款']);
    expect((await ctx.call('admin', 'POST', `/a/wf/flowInstance/${s.procInstId}/withdraw`, { opinion: '不借了' })).statusCode).toBe(200);
    await admin().data(loanApi.delete, { body: { ids: [s.id] } });
    expect((await admin().data(loanApi.queryList, { body: {} })).some((l) => l.id === s.id)).toBe(false);
    expect((await admin().data(loanApi.queryDeletedList, { body: {} })).map((l) => l.id)).toContain(s.id);
  });
});
