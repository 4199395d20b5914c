import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ctContract, finBankAccount, finBankDetail, finClaim, finClaimReceipt, finClaimTarget, finInvoice, finInvoiceBilling, finInvoiceBillingLine, finProjectTracking,
  sysDept, sysUser,
} from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import type { DemoStep } from '../../platform/module.js';
import { recordCode } from '../../workflow/flow-record.js';

/*
 * Finance demo data (ECMS_DEMO_FINANCE, on top of the demo staff): one believable month on the
 * company's basic account — last month's statement (receipts from clients, salaries, social
 * insurance, taxes, rent, a subcontract payment) with a chained balance, three approved
 * contracts, two receipts claimed on them (one split), an issued invoice, a tracked project with
 * a deposit claimed on it, and receipts still waiting in 需认领. Written straight to the tables with
 * consistent sums (claims on the receipt, the target and the bank line agree). Off by default, so
 * the test set-up (demo staff on) stays small.
 */

const APPROVED = 3;

/** Month YYYY-MM before `now` (China time). */
const lastMonth = (now: Date) => {
  const d = new Date(now.getTime() + 8 * 3600_000);
  const y = d.getUTCMonth() === 0 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
  const m = d.getUTCMonth() === 0 ? 12 : d.getUTCMonth();
  return `${y}-${String(m).padStart(2, '0')}`;
};

export async function seedFinanceDemo(tx: Db, tenantId: string, now = new Date()): Promise<{ lines: number }> {
  const depts = new Map((await tx.select({ id: sysDept.id, code: sysDept.code }).from(sysDept).where(eq(sysDept.tenantId, tenantId))).map((d) => [d.code, d.id]));
  const users = new Map((await tx.select({ id: sysUser.id, loginName: sysUser.loginName, deptId: sysUser.deptId }).from(sysUser)
    .where(inArray(sysUser.loginName, ['sunli', 'zhoumin', 'fengxue', 'caoying', 'hanxue']))).map((u) => [u.loginName, u]));
  const month = lastMonth(now);
  const at = (day: number, hh: number) => new Date(`${month}-${String(day).padStart(2, '0')}T${String(hh).padStart(2, '0')}:00:00+08:00`);

  // Three approved contracts of the consulting departments.
  const contract = async (who: string, name: string, amount: number, partyA: string, businessType: number) => {
    const u = users.get(who);
    const id = newId();
    const code = recordCode('HT', id, at(1, 9));
    await tx.insert(ctContract).values({
      tenantId, id, code, name, flowType: 4, businessType, amount, partyA, partyB: '华建工程咨询有限公司', deptId: u?.deptId ?? null, status: APPROVED,
      createdBy: u?.id ?? null, updatedBy: u?.id ?? null,
    });
    return { id, code, amount };
  };
  const c1 = await contract('sunli', '城南片区棚户区改造全过程造价咨询', 680000, '某市城市建设投资集团有限公司', 1);
  const c2 = await contract('zhoumin', '市第一人民医院门诊楼结算审核', 236000, '某市第一人民医院', 1);
  const c3 = await contract('fengxue', '滨江大道综合整治工程施工招标代理', 98000, '某市滨江新区管理委员会', 2);

  const accountId = newId();
  const accountNo = '1202021109900018866';
  const financeDept = depts.get('HJ06') ?? null;
  await tx.insert(finBankAccount).values({ tenantId, id: accountId, accountNo, accountName: '华建工程咨询有限公司', accountUnit: '工商银行城南支行', deptId: financeDept });

  // The month's statement, oldest first; 余额 chained from the opening.
  const rows: { day: number; hh: number; income?: number; pay?: number; name: string; summary: string; claim?: boolean }[] = [
    { day: 2, hh: 9, income: 204000, name: '某市城市建设投资集团有限公司', summary: `支付${c1.code}咨询费（第一期）`, claim: true },
    { day: 3, hh: 10, pay: 18600, name: '某市住房公积金管理中心', summary: '公积金汇缴' },
    { day: 5, hh: 15, pay: 42380.56, name: '某市社会保险事业管理局', summary: '社保费' },
    { day: 8, hh: 11, income: 70800, name: '某市第一人民医院', summary: '结算审核费', claim: true },
    { day: 9, hh: 16, pay: 186420.3, name: '工资代发', summary: '代发工资' },
    { day: 10, hh: 10, pay: 12600, name: '某市税务局', summary: '增值税及附加' },
    { day: 12, hh: 14, income: 49000, name: '某市滨江新区管理委员会', summary: '招标代理服务费' },
    { day: 13, hh: 9, pay: 35000, name: '某造价咨询事务所', summary: '分包咨询费' },
    { day: 15, hh: 10, pay: 28000, name: '某物业管理有限公司', summary: '办公楼租金' },
    { day: 16, hh: 11, income: 20000, name: '某新区开发建设有限公司', summary: '投标保证金退还及前期咨询费', claim: true },
    { day: 18, hh: 15, pay: 3260.8, name: '某市电力公司', summary: '电费' },
    { day: 20, hh: 10, income: 15000, name: '个人汇款', summary: '往来款' },
    { day: 22, hh: 16, pay: 8800, name: '某差旅服务有限公司', summary: '差旅费报销' },
    { day: 25, hh: 9, income: 136000, name: '某市城市建设投资集团有限公司', summary: '咨询费' },
    { day: 27, hh: 14, pay: 1250, name: '工商银行', summary: '手续费及网银年费' },
    { day: 28, hh: 10, pay: 60000, name: '某建筑设计院有限公司', summary: '分包设计费' },
  ];
  let balance = 1_250_000_00;
  const ids: string[] = [];
  for (const [i, r] of rows.entries()) {
    const id = newId();
    ids.push(id);
    balance += Math.round((r.income ?? 0) * 100) - Math.round((r.pay ?? 0) * 100);
    const serialNo = `DEMO${month.replace('-', '')}${String(i + 1).padStart(4, '0')}`;
    await tx.insert(finBankDetail).values({
      tenantId, id, accountId, accountNo, accountName: '华建工程咨询有限公司', accountUnit: '工商银行城南支行', dateTime: at(r.day, r.hh), month,
      income: r.income ?? 0, pay: r.pay ?? 0, balance: balance / 100, otherSideName: r.name, summary: r.summary, serialNo,
      dedupeKey: `s:${serialNo}`, contentHash: serialNo, isNeedClaim: !!r.income, seq: i, deptId: financeDept,
      createdBy: users.get('caoying')?.id ?? null,
    });
  }

  // Claims: the first receipt on contract 1; the hospital's split over contracts 2 and 3; a deposit on a tracked project.
  const cashier = users.get('caoying')?.id ?? null;
  const claim = async (receiptIdx: number, income: number, items: { kind: string; targetId: string; label: string; amount: number; cap: number | null }[]) => {
    const bankDetailId = ids[receiptIdx];
    const total = items.reduce((s, x) => s + x.amount, 0);
    await tx.insert(finClaimReceipt).values({ tenantId, bankDetailId, amount: income, claimed: total });
    for (const it of items) {
      await tx.insert(finClaim).values({ tenantId, id: newId(), bankDetailId, kind: it.kind, targetId: it.targetId, targetLabel: it.label, amount: it.amount, deptId: financeDept, createdBy: cashier });
      await tx.insert(finClaimTarget).values({ tenantId, kind: it.kind, targetId: it.targetId, cap: it.cap, claimed: it.amount })
        .onConflictDoUpdate({ target: [finClaimTarget.tenantId, finClaimTarget.kind, finClaimTarget.targetId], set: { claimed: it.amount } });
    }
    await tx.update(finBankDetail).set({ claimTotal: total }).where(eq(finBankDetail.id, bankDetailId));
  };
  await claim(0, 204000, [{ kind: 'contract', targetId: c1.id, label: `${c1.code} 合同「城南片区棚户区改造全过程造价咨询」`, amount: 204000, cap: c1.amount }]);
  await claim(3, 70800, [
    { kind: 'contract', targetId: c2.id, label: `${c2.code} 合同「市第一人民医院门诊楼结算审核」`, amount: 50800, cap: c2.amount },
    { kind: 'contract', targetId: c3.id, label: `${c3.code} 合同「滨江大道综合整治工程施工招标代理」`, amount: 20000, cap: c3.amount },
  ]);
  const trackingId = newId();
  const sales = users.get('fengxue');
  await tx.insert(finProjectTracking).values({
    tenantId, id: trackingId, code: recordCode('GZ', trackingId, at(1, 9)), name: '新区综合管廊工程全过程跟踪审计', customer: '某新区开发建设有限公司', businessType: 3,
    expectedAmount: 450000, deptId: sales?.deptId ?? null, ownerId: sales?.id ?? null, status: 1, followDate: `${month}-06`, createdBy: sales?.id ?? null,
  });
  await claim(9, 20000, [{ kind: 'business', targetId: trackingId, label: '业务「新区综合管廊工程全过程跟踪审计」', amount: 20000, cap: 450000 }]);

  // An approved billing application and its issued blue invoice for contract 1 (第一期 30%).
  const billingId = newId();
  const finance = users.get('caoying');
  await tx.insert(finInvoiceBilling).values({
    tenantId, id: billingId, code: recordCode('KP', billingId, at(1, 9)), name: '城南片区造价咨询第一期开票', flowType: 4, businessType: 1, deptId: finance?.deptId ?? null, status: APPROVED,
    contractId: c1.id, invoiceKind: '1', buyerName: '某市城市建设投资集团有限公司', buyerTaxId: '914403001922038216', buyerTaxIdCheck: 'ok',
    amount: 192452.83, taxAmount: 11547.17, totalAmount: 204000, createdBy: finance?.id ?? null,
  });
  await tx.insert(finInvoiceBillingLine).values({
    tenantId, id: newId(), billingId, seq: 1, itemName: '*鉴证咨询服务*造价咨询费', amount: 192452.83, taxRate: 0.06, taxAmount: 11547.17, totalAmount: 204000,
  });
  const yy = month.slice(2, 4);
  await tx.insert(finInvoice).values({
    tenantId, id: newId(), billingId, contractId: c1.id, invoiceNo: `${yy}44200000${month.replace('-', '')}0001`.slice(0, 20).padEnd(20, '0'), invoiceDate: `${month}-01`, invoiceKind: '1',
    color: 'blue', amount: 192452.83, taxAmount: 11547.17, totalAmount: 204000, buyerName: '某市城市建设投资集团有限公司', deptId: finance?.deptId ?? null, createdBy: users.get('hanxue')?.id ?? null,
  });
  return { lines: rows.length };
}

/** The module's demo step: only with ECMS_DEMO_FINANCE (config.demoFinance). */
export const financeDemoStep: DemoStep = async (tx, { tenantId, config, log }) => {
  if (!config.demoFinance) return;
  log.info(`finance demo: ${(await seedFinanceDemo(tx, tenantId)).lines} statement lines`);
};
