import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  amountInWords, checkTaxId, FIN_PAY_MSG, invoiceNoProblem, labelOf, lineTax, OVER_STATUS, sumMoney,
  type ZBillingCalc, type ZBillingCreate, type ZInvoiceIssue, type ZInvoiceRed, type ZOverApprove,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finClaimTarget, finInvoice, finInvoiceBilling, finInvoiceBillingLine } from '../../db/schema/index.js';
import { type EntityScope, requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { flowRecordKind } from '../../workflow/flow-record.js';

/*
 * Invoices (domain/finance.md §2): billing applications through a flow, lines with a tax rate
 * each, the buyer's tax id checked (warn only), over-invoicing with its own approval, issued
 * 数电 invoices and 红字 reversals linked to their blue invoice.
 */

type BillingRow = typeof finInvoiceBilling.$inferSelect;
const S_APPROVED = 3;
/** Applications still counting against the contract (draft, approving, returned, approved). */
const LIVE = [0, 1, 2, 3];

export const billings = flowRecordKind<BillingRow>({
  businessType: 'fin_invoice',
  codePrefix: 'KP',
  table: finInvoiceBilling,
  dataMenu: 'fin_invoice',
  search: {
    tableCode: 'fin_invoice_billing', name: '开票申请', sort: 300, permission: 'finance:invoiceSingle:view', route: '/single-invoice',
    content: (r) => [r.buyerName, r.buyerTaxId, r.totalAmount],
  },
  list: {
    fields: {
      name: finInvoiceBilling.name, code: finInvoiceBilling.code, status: finInvoiceBilling.status, contractId: finInvoiceBilling.contractId,
      buyerName: finInvoiceBilling.buyerName, invoiceKind: finInvoiceBilling.invoiceKind, totalAmount: finInvoiceBilling.totalAmount,
      overAmount: finInvoiceBilling.overAmount, overStatus: finInvoiceBilling.overStatus, deptId: finInvoiceBilling.deptId,
      createdBy: finInvoiceBilling.createdBy, createdDate: finInvoiceBilling.createdDate,
    },
    defaultOrderBy: 'createdDate',
    defaultOrder: 'desc',
    tieBreaker: finInvoiceBilling.id,
  },
});

/** The contract an application or payment names: any contract of the company (finance works company-wide). */
export async function contractOf(tx: Db, contractId: string, lock = false) {
  const q = tx.select({ id: ctContract.id, name: ctContract.name, amount: ctContract.amount, businessType: ctContract.businessType })
    .from(ctContract).where(eq(ctContract.id, contractId));
  const [c] = lock ? await q.for('update') : await q;
  if (!c) throw badRequest(FIN_PAY_MSG.CONTRACT_MISSING);
  return c;
}

/** Net invoiced per contract: Σ issued invoices (blue positive, red negative). */
export async function invoicedByContract(tx: Db, contractIds: string[]): Promise<Map<string, number>> {
  if (contractIds.length === 0) return new Map();
  const rows = await tx.select({ id: finInvoice.contractId, total: sql<string>`coalesce(sum(${finInvoice.totalAmount}), 0)` })
    .from(finInvoice).where(inArray(finInvoice.contractId, contractIds)).groupBy(finInvoice.contractId);
  return new Map(rows.map((r) => [r.id!, Number(r.total)]));
}

/**
 * What a contract has committed: invoiced (net of red) plus what other live applications have
 * not issued yet.
 */
async function committed(tx: Db, contractId: string, excludeBillingId?: string): Promise<number> {
  const invoiced = (await invoicedByContract(tx, [contractId])).get(contractId) ?? 0;
  const issuedOn = sql`coalesce((select sum(i.total_amount) from ${finInvoice} i where i.billing_id = ${finInvoiceBilling.id} and i.color = 'blue'), 0)`;
  const [row] = await tx.select({ open: sql<string>`coalesce(sum(greatest(${finInvoiceBilling.totalAmount} - ${issuedOn}, 0)), 0)` })
    .from(finInvoiceBilling)
    .where(and(eq(finInvoiceBilling.contractId, contractId), inArray(finInvoiceBilling.status, LIVE),
      excludeBillingId ? ne(finInvoiceBilling.id, excludeBillingId) : undefined));
  return sumMoney([invoiced, Number(row?.open ?? 0)]);
}

/** Lines with tax, totals, 大写, the tax-id warning and the over-invoicing amount (no writes). */
export async function calculateBilling(tx: Db, b: z.output<typeof ZBillingCalc>, opts: { lockContract?: boolean } = {}) {
  const lines = b.lines.map((l, i) => ({
    seq: i + 1, itemName: l.itemName, spec: l.spec ?? null, unit: l.unit ?? null, quantity: l.quantity ?? null, price: l.price ?? null,
    taxRate: l.taxRate, ...lineTax(l.amount, l.taxRate, b.taxInclusive),
  }));
  const amount = sumMoney(lines.map((l) => l.amount));
  const taxAmount = sumMoney(lines.map((l) => l.taxAmount));
  const totalAmount = sumMoney([amount, taxAmount]);
  const warnings: string[] = [];
  const taxId = b.buyerTaxId ?? '';
  const buyerTaxIdCheck = taxId ? checkTaxId(taxId) : '';
  if (buyerTaxIdCheck === 'checkFailed') warnings.push(FIN_PAY_MSG.TAX_ID_WARN);
  let contractAmount: number | null = null;
  let contractCommitted = 0;
  let overAmount = 0;
  if (b.contractId) {
    const c = await contractOf(tx, b.contractId, opts.lockContract);
    contractAmount = c.amount;
    contractCommitted = await committed(tx, b.contractId);
    if (c.amount !== null) overAmount = Math.max(0, sumMoney([contractCommitted, totalAmount, -c.amount]));
    if (overAmount > 0) warnings.push(`超额开票 ${overAmount.toFixed(2)} 元：须经超额开票审批后方可开票`);
  }
  return {
    lines, amount, taxAmount, totalAmount, totalInWords: amountInWords(totalAmount, { prefix: true, yuan: '圆' }),
    buyerTaxIdCheck, warnings, contractAmount, contractCommitted, overAmount,
  };
}

/** POST /b/invoice/billing/saveAndStartFlow: the application, its lines, its flow; over-invoicing waits for its approval. */
export async function saveAndStartBilling(tx: Db, actor: SessionInfo, b: z.output<typeof ZBillingCreate>) {
  const calc = await calculateBilling(tx, b, { lockContract: true });
  if (calc.overAmount > 0 && !b.overReason) throw badRequest(FIN_PAY_MSG.OVER_REASON);
  const businessType = b.contractId ? (await contractOf(tx, b.contractId)).businessType : 1;
  const name = `${b.buyerName} ${calc.totalAmount.toFixed(2)}元`;
  const started = await billings.saveAndStart(tx, actor, {
    name, flowType: b.flowType, businessType, contractId: b.contractId ?? null, invoiceKind: b.invoiceKind,
    buyerName: b.buyerName, buyerTaxId: b.buyerTaxId || null, buyerTaxIdCheck: calc.buyerTaxIdCheck || null,
    buyerAddressPhone: b.buyerAddressPhone ?? null, buyerBankAccount: b.buyerBankAccount ?? null,
    amount: calc.amount, taxAmount: calc.taxAmount, totalAmount: calc.totalAmount,
    overAmount: calc.overAmount, overStatus: calc.overAmount > 0 ? OVER_STATUS.PENDING.value : OVER_STATUS.NONE.value,
    overReason: calc.overAmount > 0 ? b.overReason : null, remark: b.remark ?? null,
  }, { contractAmount: calc.totalAmount, invoiceAmount: calc.totalAmount, overAmount: calc.overAmount });
  await tx.insert(finInvoiceBillingLine).values(calc.lines.map((l) => ({ ...l, id: newId(), billingId: started.id })));
  return { ...started, overAmount: calc.overAmount, warnings: calc.warnings };
}

const overLabel = (v: number) => labelOf(OVER_STATUS, v) || String(v);

async function contractNames(tx: Db, ids: (string | null)[]) {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  if (list.length === 0) return new Map<string, string>();
  const rows = await tx.select({ id: ctContract.id, name: ctContract.name }).from(ctContract).where(inArray(ctContract.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Σ issued (blue + red) per application. */
async function issuedByBilling(tx: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await tx.select({ id: finInvoice.billingId, total: sql<string>`sum(${finInvoice.totalAmount})` })
    .from(finInvoice).where(inArray(finInvoice.billingId, ids)).groupBy(finInvoice.billingId);
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}

async function presentBillings<R extends BillingRow>(tx: Db, rows: R[]) {
  const names = await contractNames(tx, rows.map((r) => r.contractId));
  const issued = await issuedByBilling(tx, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r, contractName: r.contractId ? names.get(r.contractId) ?? null : null, overStatusName: overLabel(r.overStatus),
    issuedTotal: issued.get(r.id) ?? 0, totalInWords: amountInWords(r.totalAmount, { prefix: true, yuan: '圆' }),
  }));
}

export async function listBillings(tx: Db, actor: SessionInfo, req: TListRequest, overOnly = false) {
  const r = overOnly ? { ...req, params: { ...(req.params ?? {}), overAmount$gt: 0 } } : req;
  const page = await billings.list(tx, actor, r);
  return { rows: await presentBillings(tx, page.rows), total: page.total };
}

// ---- issued invoices -------------------------------------------------------------------------

type InvoiceRow = typeof finInvoice.$inferSelect;
export const INVOICE_SCOPE: EntityScope = { dataMenu: 'fin_invoice', dept: finInvoice.deptId, owner: finInvoice.createdBy };
const INVOICE_LIST: ScopedListEntity = {
  scope: INVOICE_SCOPE,
  fields: {
    invoiceNo: finInvoice.invoiceNo, invoiceDate: finInvoice.invoiceDate, color: finInvoice.color, billingId: finInvoice.billingId,
    contractId: finInvoice.contractId, blueId: finInvoice.blueId, buyerName: finInvoice.buyerName, totalAmount: finInvoice.totalAmount,
    invoiceKind: finInvoice.invoiceKind, createdDate: finInvoice.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: finInvoice.id,
};

/** Remaining of blue invoices: total + Σ red. */
async function remainingOf(tx: Db, blueIds: string[]) {
  if (blueIds.length === 0) return new Map<string, { total: number; tax: number; amount: number }>();
  const rows = await tx.select({
    id: finInvoice.blueId, total: sql<string>`sum(${finInvoice.totalAmount})`, tax: sql<string>`sum(${finInvoice.taxAmount})`, amount: sql<string>`sum(${finInvoice.amount})`,
  }).from(finInvoice).where(inArray(finInvoice.blueId, blueIds)).groupBy(finInvoice.blueId);
  return new Map(rows.map((r) => [r.id!, { total: Number(r.total), tax: Number(r.tax), amount: Number(r.amount) }]));
}

async function presentInvoices(tx: Db, rows: InvoiceRow[]) {
  const names = await contractNames(tx, rows.map((r) => r.contractId));
  const reds = await remainingOf(tx, rows.filter((r) => r.color === 'blue').map((r) => r.id));
  return rows.map((r) => ({
    ...r, color: r.color as 'blue' | 'red', contractName: r.contractId ? names.get(r.contractId) ?? null : null,
    ...(r.color === 'blue' && { remaining: sumMoney([r.totalAmount, reds.get(r.id)?.total ?? 0]) }),
  }));
}

export async function listInvoices(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(INVOICE_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, finInvoice, q, (n) => tx.select({ ...getTableColumns(finInvoice), [TOTAL_COLUMN]: n })
    .from(finInvoice).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await presentInvoices(tx, rows), total };
}

/** GET /b/invoice/billing/:id — the application with its lines and invoices. */
export async function billingDetail(tx: Db, actor: SessionInfo, id: string) {
  const row = await billings.get(tx, actor, id);
  const [b] = await presentBillings(tx, [row]);
  const lines = await tx.select().from(finInvoiceBillingLine).where(eq(finInvoiceBillingLine.billingId, id)).orderBy(asc(finInvoiceBillingLine.seq));
  const inv = await tx.select().from(finInvoice).where(eq(finInvoice.billingId, id)).orderBy(asc(finInvoice.createdDate));
  return { ...b, lines, invoices: await presentInvoices(tx, inv) };
}

/** The application under the caller's scope, locked for the change. */
async function lockedBilling(tx: Db, actor: SessionInfo, id: string) {
  await billings.get(tx, actor, id);
  const [row] = await tx.select().from(finInvoiceBilling).where(eq(finInvoiceBilling.id, id)).for('update');
  return row;
}

/** POST /b/invoice/billing/approveOver: the over-invoicing approval (its own right). */
export async function approveOver(tx: Db, actor: SessionInfo, b: z.output<typeof ZOverApprove>) {
  const row = await lockedBilling(tx, actor, b.id);
  if (row.overAmount <= 0) throw badRequest(FIN_PAY_MSG.NOT_OVER);
  if (row.overStatus !== OVER_STATUS.PENDING.value) throw badRequest(FIN_PAY_MSG.OVER_DONE);
  await tx.update(finInvoiceBilling).set({
    overStatus: b.agree ? OVER_STATUS.APPROVED.value : OVER_STATUS.REJECTED.value, overOpinion: b.opinion ?? null,
    overApprovedBy: actor.userId, overApprovedDate: new Date(), updatedDate: new Date(), version: sql`${finInvoiceBilling.version} + 1`,
  }).where(eq(finInvoiceBilling.id, b.id));
  const [out] = await presentBillings(tx, [await billings.get(tx, actor, b.id)]);
  return out;
}

async function checkNumber(tx: Db, no: string, date: string) {
  const problem = invoiceNoProblem(no, date);
  if (problem) throw badRequest(problem);
  const [dup] = await tx.select({ id: finInvoice.id }).from(finInvoice).where(eq(finInvoice.invoiceNo, no));
  if (dup) throw badRequest(FIN_PAY_MSG.INVOICE_NO_USED);
}

/** POST /b/invoice/billingDetail/issue: the blue invoice of an approved application (over-invoicing approved too). */
export async function issueInvoice(tx: Db, actor: SessionInfo, b: z.output<typeof ZInvoiceIssue>) {
  const row = await lockedBilling(tx, actor, b.billingId);
  if (row.status !== S_APPROVED) throw badRequest(FIN_PAY_MSG.NOT_APPROVED);
  const [blue] = await tx.select({ id: finInvoice.id }).from(finInvoice).where(and(eq(finInvoice.billingId, row.id), eq(finInvoice.color, 'blue')));
  if (blue) throw badRequest(FIN_PAY_MSG.ALREADY_ISSUED);
  if (row.overStatus === OVER_STATUS.PENDING.value || row.overStatus === OVER_STATUS.REJECTED.value) throw badRequest(FIN_PAY_MSG.OVER_PENDING);
  if (row.contractId && row.overStatus !== OVER_STATUS.APPROVED.value) {
    // Things may have changed since the application: issuing beyond the contract still needs the approval.
    const c = await contractOf(tx, row.contractId, true);
    const invoiced = (await invoicedByContract(tx, [row.contractId])).get(row.contractId) ?? 0;
    if (c.amount !== null && sumMoney([invoiced, row.totalAmount]) > c.amount) throw badRequest(FIN_PAY_MSG.OVER_PENDING);
  }
  await checkNumber(tx, b.invoiceNo, b.invoiceDate);
  const id = newId();
  await tx.insert(finInvoice).values({
    id, billingId: row.id, contractId: row.contractId, invoiceNo: b.invoiceNo, invoiceDate: b.invoiceDate, invoiceKind: row.invoiceKind,
    color: 'blue', amount: row.amount, taxAmount: row.taxAmount, totalAmount: row.totalAmount, buyerName: row.buyerName,
    deptId: row.deptId, remark: b.remark ?? null,
  });
  return (await presentInvoices(tx, await tx.select().from(finInvoice).where(eq(finInvoice.id, id))))[0];
}

/**
 * POST /b/invoice/billingDetail/red: a red invoice on a blue one, negative amounts, at most the
 * blue one's remaining; 01 开票有误 reverses the whole invoice only. A partial reversal splits
 * tax in the blue invoice's proportion; the last one takes exactly what remains.
 */
export async function redInvoice(tx: Db, actor: SessionInfo, b: z.output<typeof ZInvoiceRed>) {
  const seen = await readById(tx, { table: finInvoice, id: finInvoice.id, scope: INVOICE_SCOPE }, b.blueId, { scope: requestScope(tx, actor) });
  if (!seen || seen.color !== 'blue') throw notFound(FIN_PAY_MSG.BLUE_MISSING);
  const [blue] = await tx.select().from(finInvoice).where(eq(finInvoice.id, b.blueId)).for('update');
  const red = (await remainingOf(tx, [blue.id])).get(blue.id) ?? { total: 0, tax: 0, amount: 0 };
  const remaining = sumMoney([blue.totalAmount, red.total]);
  if (remaining <= 0) throw badRequest(FIN_PAY_MSG.RED_NOTHING);
  const part = b.totalAmount ?? remaining;
  if (b.reason === '01' && (red.total !== 0 || part !== blue.totalAmount)) throw badRequest(FIN_PAY_MSG.RED_FULL_ONLY);
  if (part > remaining) throw badRequest(FIN_PAY_MSG.RED_EXCEEDS);
  // Money claimed on the invoice stays covered: a red invoice leaves at least what was collected on it (claims lock this row too).
  const [claimed] = await tx.select({ claimed: finClaimTarget.claimed }).from(finClaimTarget).where(and(eq(finClaimTarget.kind, 'invoice'), eq(finClaimTarget.targetId, blue.id)));
  if (claimed && Math.round((remaining - part) * 100) < Math.round(claimed.claimed * 100)) throw badRequest(`该发票已认款 ${claimed.claimed.toFixed(2)} 元，红冲后余额不能低于已认款金额；请先撤销认款`);
  let tax: number;
  let amount: number;
  if (part === remaining) {
    tax = sumMoney([blue.taxAmount, red.tax]);
    amount = sumMoney([blue.amount, red.amount]);
  } else {
    const fen = (v: number) => BigInt(Math.round(v * 100));
    const num = fen(blue.taxAmount) * fen(part);
    const den = fen(blue.totalAmount);
    tax = Number((2n * num + den) / (2n * den)) / 100;
    amount = sumMoney([part, -tax]);
  }
  await checkNumber(tx, b.invoiceNo, b.invoiceDate);
  const id = newId();
  await tx.insert(finInvoice).values({
    id, billingId: blue.billingId, contractId: blue.contractId, invoiceNo: b.invoiceNo, invoiceDate: b.invoiceDate, invoiceKind: blue.invoiceKind,
    color: 'red', blueId: blue.id, redReason: b.reason, amount: -amount, taxAmount: -tax, totalAmount: -part, buyerName: blue.buyerName,
    deptId: blue.deptId, remark: b.remark ?? null,
  });
  return (await presentInvoices(tx, await tx.select().from(finInvoice).where(eq(finInvoice.id, id))))[0];
}

/** The print of an application: buyer, totals with 价税合计（大写）, the lines. */
export async function billingPrint(tx: Db, id: string) {
  const [b] = await tx.select().from(finInvoiceBilling).where(eq(finInvoiceBilling.id, id));
  const lines = await tx.select().from(finInvoiceBillingLine).where(eq(finInvoiceBillingLine.billingId, id)).orderBy(asc(finInvoiceBillingLine.seq));
  const names = await contractNames(tx, [b.contractId]);
  const m = (v: number) => v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const warn = b.buyerTaxIdCheck === 'checkFailed' ? '（校验位不符，请核对）' : '';
  return {
    fields: [
      { label: '申请编号', value: b.code },
      { label: '关联合同', value: b.contractId ? names.get(b.contractId) ?? '' : '' },
      { label: '购买方名称', value: b.buyerName },
      { label: '纳税人识别号', value: `${b.buyerTaxId ?? ''}${warn}` },
      { label: '地址、电话', value: b.buyerAddressPhone ?? '' },
      { label: '开户行及账号', value: b.buyerBankAccount ?? '' },
      { label: '金额合计', value: m(b.amount) },
      { label: '税额合计', value: m(b.taxAmount) },
      { label: '价税合计（小写）', value: `¥${m(b.totalAmount)}` },
      { label: '价税合计（大写）', value: amountInWords(b.totalAmount, { yuan: '圆' }) },
      ...(b.overAmount > 0 ? [{ label: '超额开票', value: `${m(b.overAmount)}（${overLabel(b.overStatus)}）` }] : []),
      { label: '备注', value: b.remark ?? '' },
    ],
    tables: [{
      title: '开票明细',
      columns: ['项目名称', '规格型号', '单位', '数量', '单价', '金额', '税率', '税额', '价税合计'],
      rows: lines.map((l) => [l.itemName, l.spec ?? '', l.unit ?? '', l.quantity === null ? '' : String(l.quantity), l.price === null ? '' : m(l.price),
        m(l.amount), `${Math.round(l.taxRate * 10000) / 100}%`, m(l.taxAmount), m(l.totalAmount)]),
    }],
  };
}
