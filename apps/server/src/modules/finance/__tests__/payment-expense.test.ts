import { describe, expect, it } from 'vitest';
import { contractApi, contractFinanceApi, expenseApi, FLOW_TYPE, paymentApi, type TExpenseCreate } from '@ecms/shared';
import { finBankAccount, finBankDetail } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { flowApprover } from './flow-approve.js';

const ctx = useTestApp();
const as = (who: string) => ctx.client(who);
const MIN = FLOW_TYPE.MINIMAL.value;

const approve = flowApprover(ctx);

async function contract(amount: number, name: string) {
  const s = await as('sunli').data(contractApi.saveAndStartFlow, { body: { flowType: MIN, name, businessType: 1, amount } });
  await approve('zhangwei', s.procInstId);
  return s.id;
}

/** A statement pay line entered as hanxue (the creator sees it under the default scope). */
async function payLine(pay: number, otherSideName: string) {
  return ctx.as('hanxue', async (tx) => {
    const accountId = newId();
    await tx.insert(finBankAccount).values({ id: accountId, accountNo: `6222${accountId.replace(/\D/g, '').slice(-12)}`, accountName: '华建咨询' });
    const id = newId();
    await tx.insert(finBankDetail).values({
      id, accountId, accountNo: '6222', dateTime: new Date('2026-11-20T02:00:00Z'), month: '2026-11', income: 0, pay, otherSideName,
      dedupeKey: `m:${id}`, contentHash: id,
    });
    return id;
  });
}

describe('payment requests', () => {
  it('run through a flow; an approved request is linked to the matching pay line; payable and paid per contract', async () => {
    const ct = await contract(300000, '分包付款合同');
    const bad = await as('caoying').send(paymentApi.saveAndStartFlow, { body: { flowType: MIN, payeeName: ' ', amount: 1 } });
    expect(bad.body.msg).toBe('请输入收款单位');
    expect((await as('caoying').send(paymentApi.saveAndStartFlow, { body: { flowType: MIN, payeeName: 'x', amount: 0 } })).body.msg).toBe('请输入大于0的付款金额');
    const s = await as('caoying').data(paymentApi.saveAndStartFlow, { body: {
      flowType: MIN, contractId: ct, payeeName: '某检测公司', payeeAccountNo: '6222000011112222', amount: 12345.67, payMethod: '1', reason: '检测分包费',
    } });
    const lineOther = await payLine(12345.67, '别的公司');
    const lineMatch = await payLine(12345.67, '某检测公司');
    const lineWrong = await payLine(100, '某检测公司');
    // Not approved yet: cannot be marked paid.
    expect((await as('hanxue').send(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: lineMatch } })).body.msg).toBe('付款申请尚未审批通过');
    await approve('hanxue', s.procInstId);
    expect((await as('hanxue').data(paymentApi.queryPaymentList, { body: {} })).map((p) => p.id)).toContain(s.id);
    // Suggestions: same amount, unlinked, the payee's name first.
    const found = await as('hanxue').data(paymentApi.findBankDetailId, { body: { paymentId: s.id } });
    expect(found.map((l) => l.id)).toEqual([lineMatch, lineOther]);
    expect((await as('hanxue').send(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: lineWrong } })).body.msg).toBe('流水支出金额与付款金额不一致');
    const paid = await as('hanxue').data(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: lineMatch } });
    expect(paid).toMatchObject({ claimStatus: 1, bankDetailId: lineMatch, amountInWords: '壹万贰仟叁佰肆拾伍元陆角柒分' });
    expect((await as('hanxue').data(paymentApi.queryBillList, { body: {} })).map((p) => p.id)).toEqual([s.id]);
    expect((await as('hanxue').data(paymentApi.queryPaymentList, { body: {} })).map((p) => p.id)).not.toContain(s.id);
    // A line pays one request only.
    const s2 = await as('caoying').data(paymentApi.saveAndStartFlow, { body: { flowType: MIN, contractId: ct, payeeName: '某检测公司', amount: 12345.67 } });
    await approve('hanxue', s2.procInstId);
    expect((await as('hanxue').send(paymentApi.modClaimStatus, { body: { paymentId: s2.id, bankDetailId: lineMatch } })).body.msg).toBe('该流水已关联其他付款');
    expect((await as('hanxue').data(paymentApi.findBankDetailId, { body: { paymentId: s2.id } })).map((l) => l.id)).toEqual([lineOther]);

    const byContract = await as('hanxue').data(paymentApi.queryContractList, { body: {} });
    expect(byContract.find((r) => r.key === ct)).toMatchObject({ name: '分包付款合同', approved: 24691.34, paid: 12345.67, unpaid: 12345.67, count: 2 });
    expect((await as('sunli').data(contractFinanceApi.get, { params: { id: ct } }))).toMatchObject({ paymentApproved: 24691.34, paid: 12345.67 });
    // Unlinking makes it unpaid again.
    expect((await as('hanxue').data(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: null } })).claimStatus).toBe(0);
    // Without the payment menu: refused.
    expect((await as('sunli').send(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: lineMatch } })).statusCode).toBe(403);
  });
});

describe('expense claims', () => {
  const claim = (extra: Partial<TExpenseCreate> = {}): TExpenseCreate => ({
    flowType: MIN, name: '11月出差报销', lines: [
      { kind: 'detail', expenseType: '0201', occurDate: '2026-11-03', amount: 120.5 },
      { kind: 'trip', expenseType: '0101', occurDate: '2026-11-05', endDate: '2026-11-07', fromPlace: '杭州', toPlace: '宁波', vehicle: '高铁', amount: 259 },
    ], ...extra,
  });

  it('need a contract or a department, typed lines and coherent trips; approved ones count for the contract', async () => {
    const ct = await contract(80000, '报销测试合同');
    const cases: Array<[Partial<TExpenseCreate>, string]> = [
      [{}, '请选择关联合同或费用部门'],
      [{ contractId: ct, lines: [] }, '请至少填写一行费用明细'],
      [{ contractId: ct, lines: [{ kind: 'detail', expenseType: '02', occurDate: '2026-11-03', amount: 1 }] }, '请选择费用类型'],
      [{ contractId: ct, lines: [{ kind: 'trip', expenseType: '0101', occurDate: '2026-11-05', endDate: '2026-11-04', fromPlace: 'a', toPlace: 'b', amount: 1 }] }, '行程结束日期不能早于开始日期'],
      [{ contractId: ct, lines: [{ kind: 'trip', expenseType: '0101', occurDate: '2026-11-05', amount: 1 }] }, '请填写出发地和目的地'],
      [{ contractId: ct, lines: [{ kind: 'detail', expenseType: '0201', occurDate: '2026/11/05', amount: 1 }] }, '请填写发生日期（YYYY-MM-DD）'],
    ];
    for (const [extra, msg] of cases) {
      const r = await as('sunli').send(expenseApi.saveAndStartFlow, { body: claim(extra) });
      expect(r.body.msg, JSON.stringify(extra)).toBe(msg);
    }
    expect(await as('sunli').data(expenseApi.queryList, { body: {} })).toEqual([]);

    const s = await as('sunli').data(expenseApi.saveAndStartFlow, { body: claim({ contractId: ct }) });
    const d = await as('sunli').data(expenseApi.get, { params: { id: s.id } });
    expect(d).toMatchObject({ amount: 379.5, month: '2026-11', statusName: '审批中', amountInWords: '叁佰柒拾玖元伍角整' });
    expect(d.lines.map((l) => [l.kind, l.days])).toEqual([['detail', null], ['trip', 3]]);
    expect((await as('sunli').data(contractFinanceApi.get, { params: { id: ct } })).expense).toBe(0);
    await approve('zhangwei', s.procInstId);
    expect((await as('sunli').data(contractFinanceApi.get, { params: { id: ct } })).expense).toBe(379.5);

    // A department's own expense.
    const dept = await ctx.deptId('HJ0201');
    const s2 = await as('sunli').data(expenseApi.saveAndStartFlow, { body: claim({ name: '办公用品', costDeptId: dept, lines: [{ kind: 'detail', expenseType: '0201', occurDate: '2026-10-30', amount: 80 }] }) });
    const list = await as('sunli').data(expenseApi.queryList, { body: { orderBy: 'createdDate', order: 'asc' } });
    expect(list.map((e) => [e.id, e.costDeptName])).toEqual([[s.id, null], [s2.id, '造价一所']]);
  });

  it('the ledger lists lines of visible claims and sums approved ones by month and type', async () => {
    const ct = await contract(50000, '台账测试合同');
    const s = await as('wuhao').data(expenseApi.saveAndStartFlow, { body: claim({ contractId: ct }) });
    await approve('zhoumin', s.procInstId);
    const ledger = await as('hanxue').send(expenseApi.detailList, { body: { params: { code: (await as('wuhao').data(expenseApi.get, { params: { id: s.id } })).code } } });
    // hanxue (finance) has the default (own) scope and no part in this flow: nothing.
    expect(ledger.body.data).toEqual([]);
    const mine = await as('wuhao').call(expenseApi.queryList, { body: {} });
    expect(mine.total).toBe(1);
    const adminLedger = await as('admin').data(expenseApi.detailList, { body: { params: { contractId: ct }, orderBy: 'occurDate', order: 'asc' } });
    expect(adminLedger.map((l) => [l.kind, l.expenseType, l.amount, l.statusName])).toEqual([['detail', '0201', 120.5, '已审批'], ['trip', '0101', 259, '已审批']]);
    const sum = await as('admin').data(expenseApi.summary, { body: { month: '2026-11' } });
    expect(sum.find((r) => r.expenseType === '01')?.amount).toBeGreaterThanOrEqual(259);
    expect(sum.find((r) => r.expenseType === '02')?.amount).toBeGreaterThanOrEqual(120.5);
  });
});
