import { describe, expect, it } from 'vitest';
import {
  contractApi, contractFinanceApi, FLOW_TYPE, invoiceBillingApi, invoiceBillingDetailApi, lineTax, recordKindApi, type TBillingCreate,
} from '@ecms/shared';
import { useTestApp } from '../../../../test/use-test-app.js';
import { flowApprover } from './flow-approve.js';

const ctx = useTestApp();
const as = (who: string) => ctx.client(who);
const MIN = FLOW_TYPE.MINIMAL.value;

/** Approves the caller's todo of this instance (the minimal flow: the department leader). */
const approve = flowApprover(ctx);

/** A contract made by sunli and approved (the minimal flow: zhangwei). */
async function contract(amount: number, name = '某道路工程造价咨询') {
  const s = await as('sunli').data(contractApi.saveAndStartFlow, { body: { flowType: MIN, name, businessType: 1, amount, partyA: '某市城投' } });
  await approve('zhangwei', s.procInstId);
  return s.id;
}

const application = (extra: Partial<TBillingCreate> = {}): TBillingCreate => ({
  flowType: MIN, invoiceKind: '1', buyerName: '某市城市建设投资有限公司', buyerTaxId: '914403001922038216',
  lines: [{ itemName: '*鉴证咨询服务*造价咨询费', amount: 100000, taxRate: 0.06 }], ...extra,
});

/** caoying (finance) applies; hanxue (leader of 财务部) approves. */
async function approvedApplication(extra: Partial<TBillingCreate> = {}) {
  const s = await as('caoying').data(invoiceBillingApi.saveAndStartFlow, { body: application(extra) });
  await approve('hanxue', s.procInstId);
  return s;
}

let serial = 1;
const invoiceNo = () => `2644${String(serial++).padStart(16, '0')}`;

describe('invoice tax arithmetic', () => {
  it('税额 = round(金额×税率, 2) per line; tax-inclusive entry computes back; totals add in fen', async () => {
    expect(lineTax(333.33, 0.06)).toEqual({ amount: 333.33, taxAmount: 20, totalAmount: 353.33 });
    expect(lineTax(0.25, 0.06)).toEqual({ amount: 0.25, taxAmount: 0.02, totalAmount: 0.27 }); // 0.015 → 0.02
    expect(lineTax(106, 0.06, true)).toEqual({ amount: 100, taxAmount: 6, totalAmount: 106 });
    expect(lineTax(100, 0.03, true)).toEqual({ amount: 97.09, taxAmount: 2.91, totalAmount: 100 });
    const r = await as('caoying').data(invoiceBillingApi.calculate, { body: {
      invoiceKind: '1', buyerName: '甲方', lines: [
        { itemName: '*鉴证咨询服务*咨询费', amount: 0.1, taxRate: 0.06 },
        { itemName: '*鉴证咨询服务*咨询费', amount: 0.1, taxRate: 0.06 },
        { itemName: '*建筑服务*监理费', amount: 1234.56, taxRate: 0.09 },
      ] } });
    // 0.006 rounds to 0.01 per line (not 0.012 → 0.01 on the sum); 1234.56×9% = 111.1104 → 111.11.
    expect(r.lines.map((l) => l.taxAmount)).toEqual([0.01, 0.01, 111.11]);
    expect(r).toMatchObject({ amount: 1234.76, taxAmount: 111.13, totalAmount: 1345.89, totalInWords: '人民币壹仟叁佰肆拾伍圆捌角玖分' });
  });

  it('the buyer tax id: bad format refused, a failed USCC check only warns and is kept on the application', async () => {
    const bad = await as('caoying').send(invoiceBillingApi.saveAndStartFlow, { body: application({ buyerTaxId: '1234' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('纳税人识别号应为15、17、18或20位数字或大写字母');
    // A code whose check character does not match (some early codes are legal): a warning, the application goes in.
    const s = await as('caoying').data(invoiceBillingApi.saveAndStartFlow, { body: application({ buyerTaxId: '914403001922038217' }) });
    expect(s.warnings).toContain('统一社会信用代码校验位不符，请核对（部分早期代码合法，仅提示）');
    const d = await as('caoying').data(invoiceBillingApi.get, { params: { id: s.id } });
    expect(d.buyerTaxIdCheck).toBe('checkFailed');
    const okOne = await as('caoying').data(invoiceBillingApi.calculate, { body: { invoiceKind: '1', buyerName: 'x', buyerTaxId: '91110000802100433b', lines: application().lines } });
    expect(okOne.buyerTaxIdCheck).toBe('ok');
    expect(okOne.warnings).toEqual([]);
    // Spec-style messages for missing fields; nothing written.
    const missing = await as('caoying').send(invoiceBillingApi.saveAndStartFlow, { body: { ...application(), buyerName: ' ' } });
    expect(missing.body.msg).toBe('请输入购买方名称');
    const noLines = await as('caoying').send(invoiceBillingApi.saveAndStartFlow, { body: { ...application(), lines: [] } });
    expect(noLines.body.msg).toBe('请至少填写一行开票明细');
    // Rights: a cost engineer holds no invoice menu.
    expect((await as('sunli').send(invoiceBillingApi.saveAndStartFlow, { body: application() })).statusCode).toBe(403);
  });
});

describe('invoices', () => {
  it('runs through approval, prints 价税合计 in 大写, is issued with its 数电 number; red invoices reverse it within the limits', async () => {
    const ct = await contract(500000, '红冲测试合同');
    const s = await as('caoying').data(invoiceBillingApi.saveAndStartFlow, { body: application({ contractId: ct }) });
    expect(s.overAmount).toBe(0);
    // Not approved yet: cannot be issued.
    const early = await as('hanxue').send(invoiceBillingDetailApi.issue, { body: { billingId: s.id, invoiceNo: invoiceNo(), invoiceDate: '2026-11-20' } });
    expect(early.body.msg).toBe('开票申请尚未审批通过');
    await approve('hanxue', s.procInstId);
    const print = await as("caoying").data(recordKindApi.print, { params: { kind: 'invoiceBilling', id: s.id } });
    const field = (label: string) => print.fields.find((f) => f.label === label)?.value;
    expect(field('价税合计（大写）')).toBe('壹拾万陆仟圆整');
    expect(field('价税合计（小写）')).toBe('¥106,000.00');
    expect(print.tables[0].rows[0]).toEqual(['*鉴证咨询服务*造价咨询费', '', '', '', '', '100,000.00', '6%', '6,000.00', '106,000.00']);

    // The 数电 number: 20 digits, the year first.
    for (const [no, msg] of [['1234', '数电发票号码应为20位数字'], ['25440000000000000001', '数电发票号码前两位应为开票年份']]) {
      const r = await as('hanxue').send(invoiceBillingDetailApi.issue, { body: { billingId: s.id, invoiceNo: no, invoiceDate: '2026-11-20' } });
      expect(r.body.msg).toBe(msg);
    }
    const blueNo = invoiceNo();
    const blue = await as('hanxue').data(invoiceBillingDetailApi.issue, { body: { billingId: s.id, invoiceNo: blueNo, invoiceDate: '2026-11-20' } });
    expect(blue).toMatchObject({ color: 'blue', amount: 100000, taxAmount: 6000, totalAmount: 106000, remaining: 106000, contractId: ct });
    expect((await as('hanxue').send(invoiceBillingDetailApi.issue, { body: { billingId: s.id, invoiceNo: invoiceNo(), invoiceDate: '2026-11-20' } })).body.msg).toBe('该申请已开票');
    let money = await as('sunli').data(contractFinanceApi.get, { params: { id: ct } });
    expect(money).toMatchObject({ contractAmount: 500000, invoiced: 106000 });

    // 开票有误 reverses the whole invoice only.
    const red = (body: Record<string, unknown>) => as('hanxue').send(invoiceBillingDetailApi.red, { body: { blueId: blue.id, invoiceDate: '2026-11-25', invoiceNo: invoiceNo(), ...body } as never });
    expect((await red({ reason: '01', totalAmount: 10000 })).body.msg).toBe('开票有误只能全额红冲');
    expect((await red({ reason: '05' })).body.msg).toBe('请选择红冲原因');
    expect((await red({ reason: '04', totalAmount: 106000.01 })).body.msg).toBe('红冲金额不能超过蓝字发票的剩余金额');
    expect((await red({ reason: '04', totalAmount: 10000, invoiceNo: blueNo })).body.msg).toBe('发票号码已登记');
    // A partial 销售折让: negative amounts, tax in the blue invoice's proportion.
    const r1 = await red({ reason: '04', totalAmount: 10600 });
    expect(r1.statusCode, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body.data).toMatchObject({ color: 'red', blueId: blue.id, redReason: '04', totalAmount: -10600, taxAmount: -600, amount: -10000 });
    money = await as('sunli').data(contractFinanceApi.get, { params: { id: ct } });
    expect(money.invoiced).toBe(95400);
    // The finance pages read the same figure for any contract of the company.
    expect((await as('hanxue').data(invoiceBillingApi.contractMoney, { body: { ids: [ct] } }))[0]).toMatchObject({ name: '红冲测试合同', invoiced: 95400 });
    // Now 开票有误 is no longer possible (part is reversed); the remaining 95,400 is the limit.
    expect((await red({ reason: '01' })).body.msg).toBe('开票有误只能全额红冲');
    expect((await red({ reason: '02', totalAmount: 95400.01 })).body.msg).toBe('红冲金额不能超过蓝字发票的剩余金额');
    const r2 = await red({ reason: '03' });
    expect(r2.body.data).toMatchObject({ totalAmount: -95400, taxAmount: -5400, amount: -90000 });
    expect((await red({ reason: '03', totalAmount: 1 })).body.msg).toBe('该蓝字发票已全额红冲');
    const list = await as('hanxue').data(invoiceBillingDetailApi.queryList, { body: { params: { contractId: ct }, orderBy: 'createdDate', order: 'asc' } });
    expect(list.map((i) => [i.color, i.totalAmount])).toEqual([['blue', 106000], ['red', -10600], ['red', -95400]]);
    expect(list[0].remaining).toBe(0);
    expect((await as('sunli').data(contractFinanceApi.get, { params: { id: ct } })).invoiced).toBe(0);
  });

  it('over-invoicing beyond the contract amount needs its own approval before the invoice is issued, and shows in its list', async () => {
    const ct = await contract(150000, '超额测试合同');
    const first = await approvedApplication({ contractId: ct });
    await as('hanxue').data(invoiceBillingDetailApi.issue, { body: { billingId: first.id, invoiceNo: invoiceNo(), invoiceDate: '2026-11-20' } });
    // 106,000 invoiced; another 53,000 would make 159,000 > 150,000: 9,000 over.
    const calc = await as('caoying').data(invoiceBillingApi.calculate, { body: { ...application({ contractId: ct }), lines: [{ itemName: '*鉴证咨询服务*咨询费', amount: 50000, taxRate: 0.06 }] } });
    expect(calc).toMatchObject({ contractAmount: 150000, contractCommitted: 106000, overAmount: 9000 });
    const body = { ...application({ contractId: ct }), lines: [{ itemName: '*鉴证咨询服务*咨询费', amount: 50000, taxRate: 0.06 }] };
    expect((await as('caoying').send(invoiceBillingApi.saveAndStartFlow, { body })).body.msg).toBe('超额开票请填写超额原因');
    const over = await as('caoying').data(invoiceBillingApi.saveAndStartFlow, { body: { ...body, overReason: '合同变更增加服务内容，补充协议待签' } });
    expect(over.overAmount).toBe(9000);
    await approve('hanxue', over.procInstId);
    // Approved by its flow, still waiting for the over-invoicing approval.
    const issue = () => as('hanxue').send(invoiceBillingDetailApi.issue, { body: { billingId: over.id, invoiceNo: invoiceNo(), invoiceDate: '2026-11-21' } });
    expect((await issue()).body.msg).toBe('超额开票须先经超额开票审批');
    const overList = await as('hanxue').data(invoiceBillingApi.queryOverList, { body: { params: { contractId: ct } } });
    expect(overList.map((b) => [b.id, b.overAmount, b.overStatusName])).toEqual([[over.id, 9000, '待审批']]);
    expect(await as('hanxue').data(invoiceBillingApi.queryList, { body: { params: { contractId: ct } } })).toHaveLength(2);
    // The over-invoicing approval is its own right: the applicant's department leader of 造价 has none.
    expect((await as('lihua').send(invoiceBillingApi.approveOver, { body: { id: over.id, agree: true } })).statusCode).toBe(403);
    const ok = await as('hanxue').data(invoiceBillingApi.approveOver, { body: { id: over.id, agree: true, opinion: '同意' } });
    expect(ok.overStatusName).toBe('已批准');
    expect((await as('hanxue').send(invoiceBillingApi.approveOver, { body: { id: over.id, agree: false } })).body.msg).toBe('该超额开票已审批');
    expect((await issue()).statusCode).toBe(200);
    expect((await as('sunli').data(contractFinanceApi.get, { params: { id: ct } })).invoiced).toBe(159000);
    // An application within the amount is not over-invoicing.
    expect((await as('hanxue').send(invoiceBillingApi.approveOver, { body: { id: first.id, agree: true } })).body.msg).toBe('该申请不是超额开票，无需超额审批');
  });

  it('a rejected over-invoicing can never be issued', async () => {
    const ct = await contract(10000, '驳回超额合同');
    const s = await as('caoying').data(invoiceBillingApi.saveAndStartFlow, { body: application({ contractId: ct, overReason: '预开' }) });
    expect(s.overAmount).toBe(96000);
    await approve('hanxue', s.procInstId);
    await as('hanxue').data(invoiceBillingApi.approveOver, { body: { id: s.id, agree: false, opinion: '不同意' } });
    const r = await as('hanxue').send(invoiceBillingDetailApi.issue, { body: { billingId: s.id, invoiceNo: invoiceNo(), invoiceDate: '2026-11-21' } });
    expect(r.body.msg).toBe('超额开票须先经超额开票审批');
  });
});
