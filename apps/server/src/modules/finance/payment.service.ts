import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amountInWords, BUSINESS_TYPE, FIN_PAY_MSG, labelOf, type ZModClaimStatus, type ZPaymentCreate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finBankDetail, finClaimTarget, finPayment } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { buildListQuery, type ScopedListEntity, type TListRequest } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { flowRecordKind } from '../../workflow/flow-record.js';
import { DETAIL_SCOPE } from './bank.service.js';
import { contractOf } from './invoice.service.js';

/*
 * Payment requests (请款, /please-price; spec 3 §7 payment*): through a flow; once approved, the
 * cashier links the statement's pay line (findBankDetailId suggests, modClaimStatus links or
 * unlinks). One line pays one request, amounts equal. Payable and paid per contract / business.
 */

type PaymentRow = typeof finPayment.$inferSelect;
const APPROVED = 3;

export const payments = flowRecordKind<PaymentRow>({
  businessType: 'fin_payment',
  codePrefix: 'QK',
  table: finPayment,
  dataMenu: 'fin_payment',
  search: {
    tableCode: 'fin_payment', name: '请款申请', sort: 310, permission: 'finance:pleasePrice:view', route: '/please-price',
    content: (r) => [r.payeeName, r.amount, r.reason],
  },
  list: {
    fields: {
      name: finPayment.name, code: finPayment.code, status: finPayment.status, contractId: finPayment.contractId, payeeName: finPayment.payeeName,
      amount: finPayment.amount, claimStatus: finPayment.claimStatus, payMethod: finPayment.payMethod, deptId: finPayment.deptId,
      createdBy: finPayment.createdBy, createdDate: finPayment.createdDate, paidDate: finPayment.paidDate,
    },
    defaultOrderBy: 'createdDate',
    defaultOrder: 'desc',
    tieBreaker: finPayment.id,
  },
});

export async function saveAndStartPayment(tx: Db, actor: SessionInfo, b: z.output<typeof ZPaymentCreate>) {
  const businessType = b.contractId ? (await contractOf(tx, b.contractId)).businessType : 1;
  return payments.saveAndStart(tx, actor, {
    name: `${b.payeeName} ${b.amount.toFixed(2)}元`, flowType: b.flowType, businessType, contractId: b.contractId ?? null,
    payeeName: b.payeeName, payeeAccountNo: b.payeeAccountNo ?? null, payeeBank: b.payeeBank ?? null, amount: b.amount,
    payMethod: b.payMethod ?? null, reason: b.reason ?? null, remark: b.remark ?? null,
  }, { contractAmount: b.amount, paymentAmount: b.amount });
}

async function present<R extends PaymentRow>(tx: Db, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.contractId).filter((x): x is string => !!x))];
  const names = ids.length ? new Map((await tx.select({ id: ctContract.id, name: ctContract.name }).from(ctContract).where(inArray(ctContract.id, ids))).map((r) => [r.id, r.name])) : new Map<string, string>();
  return rows.map((r) => ({ ...r, contractName: r.contractId ? names.get(r.contractId) ?? null : null, amountInWords: amountInWords(r.amount) }));
}

/** queryList / queryPaymentList (approved, unpaid) / queryBillList (paid). */
export async function listPayments(tx: Db, actor: SessionInfo, req: TListRequest, only?: 'unpaid' | 'paid') {
  const extra = only === 'unpaid' ? { status: APPROVED, claimStatus: 0 } : only === 'paid' ? { claimStatus: 1 } : {};
  const page = await payments.list(tx, actor, { ...req, params: { ...(req.params ?? {}), ...extra } });
  return { rows: await present(tx, page.rows), total: page.total };
}

export async function getPayment(tx: Db, actor: SessionInfo, id: string) {
  return (await present(tx, [await payments.get(tx, actor, id)]))[0];
}

/** Payable and paid of approved requests, grouped by contract or by business type (visible requests only). */
export async function payableBy(tx: Db, actor: SessionInfo, by: 'contract' | 'business') {
  const page = await payments.list(tx, actor, { params: { status: APPROVED }, pageSize: 1000 });
  const groups = new Map<string, { approved: bigint; paid: bigint; count: number }>();
  for (const r of page.rows) {
    const key = by === 'contract' ? r.contractId ?? '' : String(r.businessType);
    const g = groups.get(key) ?? { approved: 0n, paid: 0n, count: 0 };
    const fen = BigInt(Math.round(r.amount * 100));
    g.approved += fen;
    if (r.claimStatus === 1) g.paid += fen;
    g.count += 1;
    groups.set(key, g);
  }
  const ids = by === 'contract' ? [...groups.keys()].filter(Boolean) : [];
  const names = ids.length ? new Map((await tx.select({ id: ctContract.id, name: ctContract.name }).from(ctContract).where(inArray(ctContract.id, ids))).map((r) => [r.id, r.name])) : new Map<string, string>();
  const y = (f: bigint) => Number(f) / 100;
  return [...groups.entries()].map(([key, g]) => ({
    key, name: by === 'contract' ? (key ? names.get(key) ?? key : '无合同') : labelOf(BUSINESS_TYPE, Number(key)) || key,
    approved: y(g.approved), paid: y(g.paid), unpaid: y(g.approved - g.paid), count: g.count,
  }));
}

// ---- bank pay lines ---------------------------------------------------------------------------

const PAY_LINES: ScopedListEntity = {
  scope: DETAIL_SCOPE,
  fields: {
    accountId: finBankDetail.accountId, accountNo: finBankDetail.accountNo, dateTime: finBankDetail.dateTime, pay: finBankDetail.pay,
    otherSideName: finBankDetail.otherSideName, summary: finBankDetail.summary, month: finBankDetail.month,
  },
  defaultOrderBy: 'dateTime',
  defaultOrder: 'desc',
  tieBreaker: finBankDetail.id,
};
const lineColumns = {
  id: finBankDetail.id, accountNo: finBankDetail.accountNo, dateTime: finBankDetail.dateTime, pay: finBankDetail.pay,
  otherSideName: finBankDetail.otherSideName, summary: finBankDetail.summary, matter: finBankDetail.matter, paymentId: finPayment.id,
};

/** POST payment/queryBankDetailList: the caller's visible pay lines with the request each pays (if any). */
export async function payLines(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(PAY_LINES, req, { scope: requestScope(tx, actor), extra: [gt(finBankDetail.pay, 0)] });
  const rows = await tx.select(lineColumns).from(finBankDetail).leftJoin(finPayment, eq(finPayment.bankDetailId, finBankDetail.id))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  return { rows, total: q.offset + rows.length + (rows.length === q.limit ? 1 : 0) };
}

/** POST payment/findBankDetailId: unlinked pay lines of the request's amount, the payee's name first. */
export async function findBankLines(tx: Db, actor: SessionInfo, paymentId: string) {
  const p = await payments.get(tx, actor, paymentId);
  const q = await buildListQuery(PAY_LINES, { pageSize: 20 }, {
    scope: requestScope(tx, actor), extra: [eq(finBankDetail.pay, p.amount), isNull(finPayment.id)],
  });
  return tx.select(lineColumns).from(finBankDetail).leftJoin(finPayment, eq(finPayment.bankDetailId, finBankDetail.id))
    .where(q.where)
    .orderBy(desc(sql`(${finBankDetail.otherSideName} = ${p.payeeName})`), ...q.orderBy).limit(20);
}

/** POST payment/modClaimStatus: links the request to a pay line (paid) or unlinks it (unpaid). */
export async function modClaimStatus(tx: Db, actor: SessionInfo, b: z.output<typeof ZModClaimStatus>) {
  const p = await payments.get(tx, actor, b.paymentId).catch(() => null);
  if (!p) throw notFound(FIN_PAY_MSG.PAYMENT_MISSING);
  await tx.select({ id: finPayment.id }).from(finPayment).where(eq(finPayment.id, p.id)).for('update');
  if (b.bankDetailId === null) {
    // Refunds claimed on a paid request keep it paid (claims lock this row too).
    const [refund] = await tx.select({ claimed: finClaimTarget.claimed }).from(finClaimTarget).where(and(eq(finClaimTarget.kind, 'payment'), eq(finClaimTarget.targetId, p.id)));
    if (refund && refund.claimed > 0) throw badRequest('该请款已登记退款认款，请先撤销退款认款');
    await tx.update(finPayment).set({ bankDetailId: null, claimStatus: 0, paidDate: null, updatedDate: new Date(), version: sql`${finPayment.version} + 1` })
      .where(eq(finPayment.id, p.id));
    return getPayment(tx, actor, p.id);
  }
  if (p.status !== APPROVED) throw badRequest(FIN_PAY_MSG.PAYMENT_NOT_APPROVED);
  const line = await readById(tx, { table: finBankDetail, id: finBankDetail.id, scope: DETAIL_SCOPE }, b.bankDetailId, { scope: requestScope(tx, actor) });
  if (!line) throw notFound(FIN_PAY_MSG.BANK_LINE_MISSING);
  if (!(line.pay > 0)) throw badRequest(FIN_PAY_MSG.BANK_LINE_NOT_PAY);
  if (Math.round(line.pay * 100) !== Math.round(p.amount * 100)) throw badRequest(FIN_PAY_MSG.BANK_LINE_AMOUNT);
  await tx.select({ id: finBankDetail.id }).from(finBankDetail).where(eq(finBankDetail.id, line.id)).for('update');
  const [other] = await tx.select({ id: finPayment.id }).from(finPayment).where(and(eq(finPayment.bankDetailId, line.id)));
  if (other && other.id !== p.id) throw badRequest(FIN_PAY_MSG.BANK_LINE_USED);
  await tx.update(finPayment).set({ bankDetailId: line.id, claimStatus: 1, paidDate: line.dateTime, updatedDate: new Date(), version: sql`${finPayment.version} + 1` })
    .where(eq(finPayment.id, p.id));
  return getPayment(tx, actor, p.id);
}
