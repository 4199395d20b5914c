import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bankDetailApi, bankDetailComeApi, businessProfitApi, monthBalanceApi, contractApi, FLOW_TYPE, incomeApi, invoiceBillingApi, invoiceBillingDetailApi, okrApi, paymentApi,
  projectTrackingApi,
} from '@ecms/shared';
import { finBankAccount, finBankDetail, sysUser } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { flowApprover } from './flow-approve.js';
import { seedFinanceDemo } from '../finance-demo.js';

const ctx = useTestApp();
const as = (who: string) => ctx.client(who);
const admin = () => as('admin');
const approve = flowApprover(ctx);
const MIN = FLOW_TYPE.MINIMAL.value;

let accountNo = 7000;
async function account() {
  const id = newId();
  await ctx.db.insert(finBankAccount).values({ tenantId: ctx.tenantId, id, accountNo: `62220000${accountNo++}`, accountName: '华建工程咨询有限公司' });
  return id;
}

/** An incoming statement line of `income` yuan. */
async function receipt(income: number, dateTime = '2026-11-10 10:00') {
  return (await admin().data(bankDetailApi.save, { body: { accountId: await account(), dateTime, income, balance: income, otherSideName: '某市城投公司' } })).id;
}

/** A contract made by sunli and approved (the minimal flow: zhangwei). */
async function contract(amount: number, name = '某片区全过程造价咨询') {
  const s = await as('sunli').data(contractApi.saveAndStartFlow, { body: { flowType: MIN, name, businessType: 1, amount, partyA: '某市城投' } });
  await approve('zhangwei', s.procInstId);
  return s.id;
}

let serial = 1;
/** An issued blue invoice on the contract: 金额 `amount` at 6%. */
async function blueInvoice(contractId: string, amount: number) {
  const s = await as('caoying').data(invoiceBillingApi.saveAndStartFlow, { body: {
    flowType: MIN, invoiceKind: '1', buyerName: '某市城市建设投资有限公司', buyerTaxId: '914403001922038216', contractId,
    lines: [{ itemName: '*鉴证咨询服务*造价咨询费', amount, taxRate: 0.06 }],
  } });
  await approve('hanxue', s.procInstId);
  return as('hanxue').data(invoiceBillingDetailApi.issue, { body: { billingId: s.id, invoiceNo: `2644${String(9000 + serial++).padStart(16, '0')}`, invoiceDate: '2026-11-20' } });
}

const contractReceived = async (id: string) => (await admin().data(bankDetailComeApi.queryContractList, { body: {} })).find((t) => t.targetId === id)!.received;
const invoiceTarget = async (id: string) => (await admin().data(bankDetailComeApi.queryInvoiceList, { body: {} })).find((t) => t.targetId === id)!;

describe('claims on invoices, payment refunds and tracked projects', () => {
  it('an invoice claim counts on the invoice and its contract; a red invoice cannot undercut what was collected', async () => {
    const ct = await contract(212000);
    const blue = await blueInvoice(ct, 100000); // 价税合计 106000
    const rec = await receipt(150000);
    // No amount: min(what is left of the receipt, the invoice's open amount).
    const r = await admin().call(bankDetailComeApi.addInvoice, { body: { bankDetailId: rec, targetId: blue.id } });
    expect(r.msg).toBe('认款成功');
    expect(r.data.receipt).toMatchObject({ claimTotal: 106000, remaining: 44000, claimStatus: '1' });
    expect(r.data.claims.map((c) => [c.kind, c.kindName, c.amount])).toEqual([['invoice', '发票', 106000]]);
    expect(await invoiceTarget(blue.id)).toMatchObject({ total: 106000, received: 106000, open: 0 });
    expect(await contractReceived(ct)).toBe(106000);
    // Fully collected: a second claim on the invoice is refused.
    const again = await admin().send(bankDetailComeApi.addInvoice, { body: { bankDetailId: rec, targetId: blue.id, amount: 1 } });
    expect([again.statusCode, again.body.msg]).toEqual([400, `发票「${blue.invoiceNo}」已全部收回`]);
    // A red invoice may not leave less than was collected on it.
    const red = (totalAmount: number) => as('hanxue').send(invoiceBillingDetailApi.red, { body: {
      blueId: blue.id, invoiceDate: '2026-11-25', invoiceNo: `2644${String(9000 + serial++).padStart(16, '0')}`, reason: '04', totalAmount,
    } as never });
    const refused = await red(10600);
    expect([refused.statusCode, refused.body.msg]).toEqual([400, '该发票已认款 106000.00 元，红冲后余额不能低于已认款金额；请先撤销认款']);
    const claim = r.data.claims[0];
    const down = await admin().data(bankDetailComeApi.updateInvoiceAmount, { body: { id: claim.id, amount: 50000 } });
    expect(down.receipt.claimTotal).toBe(50000);
    expect((await red(10600)).statusCode).toBe(200);
    expect(await invoiceTarget(blue.id)).toMatchObject({ total: 95400, received: 50000, open: 45400 });
    const over = await admin().send(bankDetailComeApi.updateInvoiceAmount, { body: { id: claim.id, amount: 95400.01 } });
    expect(over.statusCode).toBe(400);
    // The contract takes the rest directly; deleting the invoice claim gives both back.
    await admin().data(bankDetailComeApi.addContract, { body: { bankDetailId: rec, targetId: ct, amount: 30000 } });
    expect(await contractReceived(ct)).toBe(80000);
    const del = await admin().call(bankDetailComeApi.deleteInvoice, { body: { id: claim.id } });
    expect([del.msg, del.data.receipt.claimTotal]).toEqual(['删除成功', 30000]);
    expect(await contractReceived(ct)).toBe(30000);
    expect((await invoiceTarget(blue.id)).received).toBe(0);
    // A red invoice is no claim target.
    const redRow = (await admin().data(invoiceBillingDetailApi.queryList, { body: { params: { blueId: blue.id } } }))[0];
    const onRed = await admin().send(bankDetailComeApi.addInvoice, { body: { bankDetailId: rec, targetId: redRow.id } });
    expect([onRed.statusCode, onRed.body.msg]).toEqual([400, '只能认款到蓝字发票']);
  });

  it('money back on a paid payment request (退款): only once paid, at most its amount; the request stays paid while refunds stand', async () => {
    const s = await as('caoying').data(paymentApi.saveAndStartFlow, { body: { flowType: MIN, payeeName: '某检测公司', amount: 8000, reason: '检测费' } });
    await approve('hanxue', s.procInstId);
    const rec = await receipt(9000);
    const early = await admin().send(bankDetailComeApi.addPayment, { body: { bankDetailId: rec, targetId: s.id, amount: 500 } });
    expect([early.statusCode, early.body.msg]).toEqual([400, '请款尚未付款，不能登记退款']);
    const payLine = await ctx.as('hanxue', async (tx) => {
      const accountId = newId();
      await tx.insert(finBankAccount).values({ id: accountId, accountNo: `6222${accountId.replace(/\D/g, '').slice(-12)}`, accountName: '华建咨询' });
      const id = newId();
      await tx.insert(finBankDetail).values({
        id, accountId, accountNo: '6222', dateTime: new Date('2026-11-20T02:00:00Z'), month: '2026-11', income: 0, pay: 8000, otherSideName: '某检测公司', dedupeKey: `m:${id}`, contentHash: id,
      });
      return id;
    });
    await as('hanxue').data(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: payLine } });
    const refund = await admin().data(bankDetailComeApi.addPayment, { body: { bankDetailId: rec, targetId: s.id, amount: 500, remark: '多付退回' } });
    expect(refund.claims.map((c) => [c.kindName, c.amount])).toEqual([['请款', 500]]);
    expect((await admin().data(bankDetailComeApi.queryPaymentList, { body: {} })).find((t) => t.targetId === s.id)).toMatchObject({ total: 8000, received: 500, open: 7500 });
    const over = await admin().send(bankDetailComeApi.updatePaymentAmount, { body: { id: refund.claims[0].id, amount: 8000.01 } });
    expect(over.statusCode).toBe(400);
    const unlink = await as('hanxue').send(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: null } });
    expect([unlink.statusCode, unlink.body.msg]).toEqual([400, '该请款已登记退款认款，请先撤销退款认款']);
    await admin().data(bankDetailComeApi.deletePayment, { body: { id: refund.claims[0].id } });
    expect((await as('hanxue').data(paymentApi.modClaimStatus, { body: { paymentId: s.id, bankDetailId: null } })).claimStatus).toBe(0);
  });

  it('project tracking: register, confirm, claim a deposit on it within its expected amount, sign, give up', async () => {
    const bad = await admin().send(projectTrackingApi.save, { body: { name: ' ' } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, '请输入项目名称']);
    const p = await admin().call(projectTrackingApi.save, { body: { name: '某新区综合管廊跟踪审计', customer: '某新区管委会', expectedAmount: 20000, followDate: '2026-11-01' } });
    expect(p.msg).toBe('保存成功');
    expect(p.data).toMatchObject({ status: 0, signStatus: 0, received: 0, ownerName: '系统管理员' });
    expect(p.data.code).toMatch(/^GZ\d{8}/);
    const id = p.data.id;
    expect((await admin().call(projectTrackingApi.confirmFollow, { body: { id } })).data.status).toBe(1);
    expect((await admin().send(projectTrackingApi.confirmFollow, { body: { id } })).body.msg).toBe('只有待确认或已放弃的项目可以确认跟踪');

    const rec = await receipt(30000);
    const claim = await admin().data(bankDetailComeApi.addBusiness, { body: { bankDetailId: rec, targetId: id } });
    expect(claim.receipt).toMatchObject({ claimTotal: 20000, remaining: 10000 });
    expect(claim.claims[0]).toMatchObject({ kind: 'business', kindName: '业务', amount: 20000 });
    expect((await admin().data(projectTrackingApi.get, { params: { id } })).received).toBe(20000);
    // The expected amount cannot drop below what was claimed; deleting is refused while money stands on it.
    const lower = await admin().send(projectTrackingApi.save, { body: { id, name: '某新区综合管廊跟踪审计', expectedAmount: 10000 } });
    expect([lower.statusCode, lower.body.msg]).toEqual([400, '预计金额不能低于已认款的 20000.00 元']);

    const noContract = await admin().send(projectTrackingApi.signStatus, { body: { id, signStatus: 1 } });
    expect([noContract.statusCode, noContract.body.msg]).toEqual([400, '请选择签约的合同']);
    const ct = await contract(500000, '某新区综合管廊跟踪审计合同');
    const signed = await admin().data(projectTrackingApi.signStatus, { body: { id, signStatus: 1, contractId: ct } });
    expect(signed).toMatchObject({ signStatus: 1, contractId: ct, contractName: '某新区综合管廊跟踪审计合同' });
    expect((await admin().send(projectTrackingApi.giveUpFollow, { body: { id, reason: '业主取消' } })).body.msg).toBe('已签约的项目不能放弃跟踪');

    // Another project given up: no more claims on it; deleted once nothing stands on it.
    const q = await admin().data(projectTrackingApi.save, { body: { name: '某医院改扩建造价咨询' } });
    expect((await admin().send(projectTrackingApi.giveUpFollow, { body: { id: q.id, reason: ' ' } })).body.msg).toBe('请输入放弃原因');
    expect((await admin().data(projectTrackingApi.giveUpFollow, { body: { id: q.id, reason: '业主另行委托' } }))).toMatchObject({ status: 2, giveUpReason: '业主另行委托' });
    const onGivenUp = await admin().send(bankDetailComeApi.addBusiness, { body: { bankDetailId: rec, targetId: q.id } });
    expect([onGivenUp.statusCode, onGivenUp.body.msg]).toEqual([400, '该项目已放弃跟踪，不能认款']);
    expect((await admin().data(bankDetailComeApi.queryBusinessList, { body: {} })).map((t) => t.targetId)).not.toContain(q.id);
    expect((await admin().call(projectTrackingApi.delete, { body: { id: q.id } })).msg).toBe('删除成功');
    expect((await admin().send(projectTrackingApi.delete, { body: { id } })).body.msg).toBe('只能删除未认款的待确认或已放弃项目');

    // Data scope: a caller with 'self' on fin_tracking sees only their own projects.
    const own = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['finance:projectTracking:view', 'finance:projectTracking:add'], scopes: { fin_tracking: 'self' } }] });
    const mine = await as(own.loginName).data(projectTrackingApi.save, { body: { name: '我的跟踪项目' } });
    expect((await as(own.loginName).data(projectTrackingApi.queryList, { body: {} })).map((x) => x.id)).toEqual([mine.id]);
    expect((await as(own.loginName).send(projectTrackingApi.get, { params: { id } })).statusCode).toBe(404);
    expect((await as(own.loginName).send(projectTrackingApi.confirmFollow, { body: { id: mine.id } })).statusCode).toBe(403);
  });

  it('concurrent claims on one receipt over a contract, its invoice and a project never exceed the receipt', async () => {
    const ct = await contract(1_000_000, '并发合同');
    const blue = await blueInvoice(ct, 500000);
    const p = await admin().data(projectTrackingApi.save, { body: { name: '并发跟踪项目' } });
    const rec = await receipt(100000);
    const calls = [bankDetailComeApi.addContract, bankDetailComeApi.addInvoice, bankDetailComeApi.addBusiness];
    const targets = [ct, blue.id, p.id];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => admin().send(calls[i % 3], {
      body: { bankDetailId: rec, targetId: targets[i % 3], amount: 3000 },
    })));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400), results.map((r) => r.statusCode).join()).toBe(true);
    expect(results.filter((r) => r.statusCode === 200).length).toBe(33);
    const d = await admin().data(bankDetailComeApi.queryDetailClaimList, { body: { bankDetailId: rec } });
    expect(d.receipt.claimTotal).toBe(99000);
    expect(d.claims.reduce((s, c) => s + c.amount, 0)).toBe(99000);
    const onInvoice = d.claims.find((c) => c.kind === 'invoice')?.amount ?? 0;
    const onContract = d.claims.find((c) => c.kind === 'contract')?.amount ?? 0;
    expect(await contractReceived(ct)).toBe(onInvoice + onContract);
  });

  it('concurrent claims from many receipts never over-pay a contract through it and its invoice', async () => {
    const ct = await contract(30000, '小额合同');
    const blue = await blueInvoice(ct, 20000); // 21200
    const recs = await Promise.all(Array.from({ length: 20 }, (_, i) => receipt(3000, `2026-11-${String(10 + (i % 10)).padStart(2, '0')} 1${i % 10}:00`)));
    const results = await Promise.all(recs.map((rec, i) => admin().send(i % 2 ? bankDetailComeApi.addInvoice : bankDetailComeApi.addContract, {
      body: { bankDetailId: rec, targetId: i % 2 ? blue.id : ct, amount: 3000 },
    })));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400), results.map((r) => `${r.statusCode} ${r.body.msg}`).join()).toBe(true);
    expect(results.filter((r) => r.statusCode === 200).length).toBe(10);
    expect(await contractReceived(ct)).toBe(30000);
    expect((await invoiceTarget(blue.id)).received).toBeLessThanOrEqual(21200);
  });
});

describe('objectives (OKR split tree)', () => {
  it('company → department → person; children never exceed the parent; progress is recognised income', async () => {
    const year = 2031;
    const [sunli] = await ctx.db.select({ deptId: sysUser.deptId, id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'sunli'));
    const co = await admin().call(okrApi.save, { body: { level: 'company', year, name: '2031年公司经营目标', target: 1_200_000 } });
    expect(co.msg).toBe('保存成功');
    expect(co.data.monthTargets).toEqual(Array(12).fill(100000));
    const bad = await admin().send(okrApi.save, { body: { level: 'company', year, name: '重复', target: 1 } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, '该年度已有同一对象的目标']);
    // The seeded finance role plans the company's goals, so it sees them (data menu fin_okr: all).
    expect((await as('hanxue').data(okrApi.queryTree, { body: { year } })).map((g) => g.name)).toEqual(['2031年公司经营目标']);
    const months = [...Array(6).fill(60000), ...Array(6).fill(40000)];
    const dept = await admin().data(okrApi.save, { body: { level: 'dept', parentId: co.data.id, year, deptId: sunli.deptId!, name: '造价一部目标', target: 600000, monthTargets: months } });
    expect(dept.monthTargets).toEqual(months);
    const sum = await admin().send(okrApi.save, { body: { level: 'dept', parentId: co.data.id, year, deptId: sunli.deptId!, name: 'x', target: 600000, monthTargets: Array(12).fill(1) } });
    expect(sum.body.msg).toBe('各月目标之和（12.00）应等于年度目标（600000.00）');
    const other = await ctx.make.dept({ name: '测试二部' });
    const over = await admin().send(okrApi.save, { body: { level: 'dept', parentId: co.data.id, year, deptId: other.id, name: '二部目标', target: 700000 } });
    expect([over.statusCode, over.body.msg]).toEqual([400, '分解目标超过上级年度目标（可分解 600000.00 元）']);
    // Within the year's rest, but January has only 40000 left of the company's 100000.
    const jan = await admin().send(okrApi.save, { body: { level: 'dept', parentId: co.data.id, year, deptId: other.id, name: '二部目标', target: 120000, monthTargets: [50000, 70000, ...Array(10).fill(0)] } });
    expect([jan.statusCode, jan.body.msg]).toEqual([400, '分解目标超过上级1月目标（可分解 40000.00 元）']);
    const person = await admin().data(okrApi.save, { body: { level: 'person', parentId: dept.id, year, userId: sunli.id, name: '孙丽个人目标', target: 120000 } });
    const wrongDept = await ctx.make.user({ deptId: other.id });
    expect((await admin().send(okrApi.save, { body: { level: 'person', parentId: dept.id, year, userId: wrongDept.id, name: 'x', target: 1 } })).body.msg).toBe('人员不属于上级目标的部门');
    const lowered = await admin().send(okrApi.save, { body: { id: dept.id, level: 'dept', year, name: '造价一部目标', target: 100000 } });
    expect(lowered.body.msg).toBe('目标不能低于已分解给下级的 120000.00 元');
    expect((await admin().send(okrApi.delete, { params: { id: dept.id } })).body.msg).toBe('请先删除下级目标');

    // Income recognised on sunli's contract in March counts for the company, the department and sunli.
    const ct = await contract(300000, 'OKR进度合同');
    await admin().data(incomeApi.save, { body: { contractId: ct, month: `${year}-03`, amount: 60000, milestone: '成果文件交付' } });
    const tree = await admin().data(okrApi.queryTree, { body: { year } });
    expect(tree).toHaveLength(1);
    const root = tree[0];
    expect(root).toMatchObject({ level: 'company', actual: 60000, splitTotal: 600000, progress: 0.05 });
    expect(root.monthActuals[2]).toBe(60000);
    const d = root.children!.find((g) => g.id === dept.id)!;
    expect(d).toMatchObject({ actual: 60000, progress: 0.1, splitTotal: 120000 });
    expect(d.children![0]).toMatchObject({ id: person.id, userName: '孙丽', actual: 60000, progress: 0.5 });
    expect((await admin().call(okrApi.delete, { params: { id: person.id } })).msg).toBe('删除成功');
  });
});

describe('rights', () => {
  it('closing and reopening a profit month need their own right, not the calculation one', async () => {
    const calcOnly = await ctx.make.caller({ roles: [{ perms: ['finance:profitProfits:view', 'finance:profitProfits:calc'], scopes: { fin_profit: 'all' } }] });
    expect((await as(calcOnly.loginName).send(businessProfitApi.closeMonth, { body: { month: '2031-01' } })).statusCode).toBe(403);
    expect((await as(calcOnly.loginName).send(businessProfitApi.calculate, { body: { month: '2031-01' } })).statusCode).toBe(200);
    const closer = await ctx.make.caller({ roles: [{ perms: ['finance:profitProfits:view', 'finance:profitProfits:close'], scopes: { fin_profit: 'all' } }] });
    expect((await as(closer.loginName).send(businessProfitApi.closeMonth, { body: { month: '2031-01' } })).statusCode).toBe(200);
    expect((await as(closer.loginName).send(businessProfitApi.reopenMonth, { body: { month: '2031-01' } })).statusCode).toBe(200);
  });
});

describe('finance demo data (ECMS_DEMO_FINANCE)', () => {
  it('one month of statements that balances, claims that agree, receipts waiting to be claimed', async () => {
    const now = new Date('2026-12-15T04:00:00Z');
    const r = await ctx.as('admin', (tx) => seedFinanceDemo(tx, ctx.tenantId, now));
    expect(r.lines).toBe(16);
    const acc = (await admin().data(monthBalanceApi.getBankAccountStatic, {})).find((a) => a.accountNo === '1202021109900018866')!;
    expect(acc).toMatchObject({ lineCount: 16, unclaimed: 200000 });
    const summary = await admin().data(bankDetailApi.findSummarys, { body: { accountId: acc.accountId } });
    expect(summary.map((m) => [m.month, m.count, m.openingBalance, m.closingBalance, m.balanced])).toEqual([['2026-11', 16, 1250000, 1348488.34, true]]);
    const need = await admin().data(bankDetailComeApi.queryNeedClaimList, { body: { params: { accountId: acc.accountId } } });
    expect(need.map((x) => x.otherSideName).sort()).toEqual(['个人汇款', '某市城市建设投资集团有限公司', '某市滨江新区管理委员会']);
    const had = await admin().data(bankDetailComeApi.queryHadClaimList, { body: {} });
    expect(had.filter((c) => c.kindName === '合同' && c.accountNo === '1202021109900018866').reduce((s, c) => s + c.amount, 0)).toBe(274800);
    expect((await admin().data(bankDetailComeApi.queryBusinessList, { body: {} })).find((t) => t.label === '新区综合管廊工程全过程跟踪审计')).toMatchObject({ received: 20000, open: 430000 });
    const inv = (await admin().data(bankDetailComeApi.queryInvoiceList, { body: {} })).find((t) => t.party === '某市城市建设投资集团有限公司' && t.total === 204000);
    expect(inv).toBeTruthy();
  });
});
