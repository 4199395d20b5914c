import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { MESSAGES, sumMoney } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finExpense, finPayment } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { notFound } from '../../platform/errors.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { CONTRACT_SCOPE, contractReceipts } from './claim-targets.js';
import { invoicedByContract } from './invoice.service.js';

/*
 * Contract money (issue 17 "payments and contract money"): per contract its amount, invoiced
 * (net of 红字), received, outstanding, approved and paid payments, approved expenses. Sums in SQL.
 *
 * Received money is what money claims (认款, claim-targets.ts) put on the contract.
 */

async function receivedByContract(tx: Db, ids: string[]): Promise<Map<string, number>> {
  return new Map([...(await contractReceipts(tx, ids))].map(([id, v]) => [id, Number(v)]));
}

const APPROVED = 3;

async function sumsBy(tx: Db, ids: string[]) {
  if (ids.length === 0) return { pay: new Map<string, { approved: number; paid: number }>(), exp: new Map<string, number>() };
  const pays = await tx.select({
    id: finPayment.contractId,
    approved: sql<string>`coalesce(sum(${finPayment.amount}), 0)`,
    paid: sql<string>`coalesce(sum(${finPayment.amount}) filter (where ${finPayment.claimStatus} = 1), 0)`,
  }).from(finPayment).where(and(inArray(finPayment.contractId, ids), eq(finPayment.status, APPROVED))).groupBy(finPayment.contractId);
  const exps = await tx.select({ id: finExpense.contractId, total: sql<string>`coalesce(sum(${finExpense.amount}), 0)` })
    .from(finExpense).where(and(inArray(finExpense.contractId, ids), eq(finExpense.status, APPROVED))).groupBy(finExpense.contractId);
  return {
    pay: new Map(pays.map((r) => [r.id!, { approved: Number(r.approved), paid: Number(r.paid) }])),
    exp: new Map(exps.map((r) => [r.id!, Number(r.total)])),
  };
}

/** Money of these contracts (rows of the contract ledger). */
export async function contractMoney(tx: Db, rows: { id: string; code: string; name: string; businessType: number; status: number; amount: number | null }[]) {
  const ids = rows.map((r) => r.id);
  const [invoiced, received, sums] = await Promise.all([invoicedByContract(tx, ids), receivedByContract(tx, ids), sumsBy(tx, ids)]);
  return rows.map((r) => {
    const inv = invoiced.get(r.id) ?? 0;
    const rec = received.get(r.id) ?? 0;
    const amount = r.amount ?? 0;
    const p = sums.pay.get(r.id) ?? { approved: 0, paid: 0 };
    return {
      contractId: r.id, code: r.code, name: r.name, businessType: r.businessType, status: r.status,
      contractAmount: amount, invoiced: inv, received: rec, outstanding: sumMoney([amount, -rec]), invoicedUnreceived: sumMoney([inv, -rec]),
      paymentApproved: p.approved, paid: p.paid, expense: sums.exp.get(r.id) ?? 0,
    };
  });
}

const CONTRACT_LIST: ScopedListEntity = {
  scope: CONTRACT_SCOPE,
  fields: {
    name: ctContract.name, code: ctContract.code, status: ctContract.status, businessType: ctContract.businessType, amount: ctContract.amount,
    deptId: ctContract.deptId, createdBy: ctContract.createdBy, createdDate: ctContract.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: ctContract.id,
};
const contractColumns = {
  id: ctContract.id, code: ctContract.code, name: ctContract.name, businessType: ctContract.businessType, status: ctContract.status, amount: ctContract.amount,
};

/** POST /b/expense/contractFinance/queryList: the contract ledger's rows (its filters and scope) with their money. */
export async function queryContractMoney(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(CONTRACT_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, ctContract, q, (n) => tx.select({ ...contractColumns, [TOTAL_COLUMN]: n }).from(ctContract)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await contractMoney(tx, rows), total };
}

/** GET /b/expense/contractFinance/:id — one contract under the contract ledger's visibility. */
export async function oneContractMoney(tx: Db, actor: SessionInfo, id: string) {
  const c = await readById(tx, { table: ctContract, id: ctContract.id, scope: CONTRACT_SCOPE }, id, { scope: requestScope(tx, actor) });
  if (!c) throw notFound(MESSAGES.RECORD_MISSING);
  return (await contractMoney(tx, [c]))[0];
}

/**
 * POST /b/invoice/billing/contractMoney: contracts of the whole company for the finance pages
 * (invoicing and payments name any contract), by name or number, newest first, with their money.
 */
export async function financeContracts(tx: Db, b: { q?: string; ids?: string[] }) {
  const like = b.q ? `%${b.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await tx.select({
    id: ctContract.id, code: ctContract.code, name: ctContract.name, businessType: ctContract.businessType, status: ctContract.status, amount: ctContract.amount,
  }).from(ctContract)
    .where(and(b.ids ? inArray(ctContract.id, b.ids) : undefined, like ? or(ilike(ctContract.name, like), ilike(ctContract.code, like)) : undefined))
    .orderBy(desc(ctContract.createdDate)).limit(50);
  return contractMoney(tx, rows);
}
