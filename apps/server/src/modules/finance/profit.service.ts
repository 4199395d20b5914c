import { and, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { FIN_PROFIT_MSG, type ZDeptCostCreate, type ZIncomeCreate, type ZWorkHourCreate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import {
  ctContract, finBankDetail, finBusinessProfit, finDeptCost, finDeptMonthCost, finExpense, finIncome, finInvoice, finPayment, finProfitMonth, finWorkHour, sysDept,
} from '../../db/schema/index.js';
import { type EntityScope, requestScope, resolveDataScope, scopeAllows, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userNames } from '../../platform/directory.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';

/*
 * Recognised income, department costs and the monthly business cost and profit (issue 17;
 * domain/finance.md §5). Everything here is under the data menu `fin_profit`, placed by the
 * department: the contract's department for income and profit rows, the cost's department for
 * department costs. The calculation of a month is company-wide and rewrites that month's rows.
 */

export const PROFIT_DATA_MENU = 'fin_profit';
const APPROVED = 3;
/** VAT surcharges as a share of the output VAT: 城建 7% + 教育 3% + 地方教育 2% (domain §5, unverified default). */
const SURCHARGE_RATE = 0.12;

const scopeOf = (dept: AnyPgColumn, owner?: AnyPgColumn): EntityScope => ({ dataMenu: PROFIT_DATA_MENU, dept, ...(owner && { owner }) });
const INCOME_SCOPE = scopeOf(finIncome.deptId, finIncome.createdBy);
const DEPT_COST_SCOPE = scopeOf(finDeptCost.deptId, finDeptCost.createdBy);
const PROFIT_SCOPE = scopeOf(finBusinessProfit.deptId);
const DEPT_MONTH_SCOPE = scopeOf(finDeptMonthCost.deptId);

const fen = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const yuan = (f: number) => f / 100;

async function contractNames(tx: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { code: string; name: string }>();
  const rows = await tx.select({ id: ctContract.id, code: ctContract.code, name: ctContract.name }).from(ctContract).where(inArray(ctContract.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A scoped ledger of one table: list with the request's filters and scope, rows with their department's name. */
async function scopedPage<R extends { deptId: string | null }>(
  tx: Db, actor: SessionInfo, entity: ScopedListEntity, table: PgTable, req: TListRequest, extra?: SQL,
) {
  const q = await buildListQuery(entity, req, { scope: requestScope(tx, actor), extra: [extra] });
  const page = await pageWithTotal(tx, table, q, (n) => tx.select({ ...getTableColumns(table), [TOTAL_COLUMN]: n }).from(table)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  const rows = page.rows as unknown as R[];
  const depts = await deptNames(tx, rows.map((r) => r.deptId));
  return { rows: rows.map((r) => ({ ...r, deptName: r.deptId ? depts.get(r.deptId) ?? null : null })), total: page.total };
}

/** Rows of a contract with its number and name. */
async function withContracts<R extends { contractId: string }>(tx: Db, rows: R[]) {
  const contracts = await contractNames(tx, rows.map((r) => r.contractId));
  return rows.map((r) => ({ ...r, contractCode: contracts.get(r.contractId)?.code ?? null, contractName: contracts.get(r.contractId)?.name ?? null }));
}

// ---- income recognition ---------------------------------------------------------------------

const INCOME_LIST: ScopedListEntity = {
  scope: INCOME_SCOPE,
  fields: { contractId: finIncome.contractId, deptId: finIncome.deptId, month: finIncome.month, amount: finIncome.amount, milestone: finIncome.milestone, createdDate: finIncome.createdDate },
  defaultOrderBy: 'month', defaultOrder: 'desc', tieBreaker: finIncome.id,
};

export async function listIncome(tx: Db, actor: SessionInfo, req: TListRequest) {
  const page = await scopedPage<typeof finIncome.$inferSelect>(tx, actor, INCOME_LIST, finIncome, req);
  return { rows: await withContracts(tx, page.rows), total: page.total };
}

/**
 * Confirms income on a contract; the row takes the contract's department (its data scope). Any
 * contract of the company, as for invoicing: finance confirms income for every department, and
 * the right finance:incomeRecognition:add is what gates it.
 */
export async function saveIncome(tx: Db, actor: SessionInfo, b: z.output<typeof ZIncomeCreate>) {
  const [c] = await tx.select({ id: ctContract.id, deptId: ctContract.deptId }).from(ctContract).where(eq(ctContract.id, b.contractId));
  if (!c) throw notFound(FIN_PROFIT_MSG.CONTRACT_MISSING);
  const id = newId();
  await tx.insert(finIncome).values({ id, contractId: c.id, deptId: c.deptId, month: b.month, amount: b.amount, milestone: b.milestone, remark: b.remark ?? null });
  const page = await listIncome(tx, actor, { params: { contractId: c.id }, pageSize: 1000 });
  return page.rows.find((r) => r.id === id)!;
}

async function removeScoped(tx: Db, actor: SessionInfo, table: PgTable, idCol: AnyPgColumn, scope: EntityScope, id: string, extra?: SQL) {
  const where = and(eq(idCol, id), extra, await visibleWhere({ scope }, requestScope(tx, actor)));
  const gone = await tx.delete(table).where(where).returning({ id: idCol });
  if (!gone.length) throw notFound(FIN_PROFIT_MSG.RECORD_MISSING);
}

export const removeIncome = (tx: Db, actor: SessionInfo, id: string) => removeScoped(tx, actor, finIncome, finIncome.id, INCOME_SCOPE, id);

// ---- department costs -----------------------------------------------------------------------

export type DeptCostKind = 'wage' | 'other';

const DEPT_COST_LIST: ScopedListEntity = {
  scope: DEPT_COST_SCOPE,
  fields: { deptId: finDeptCost.deptId, month: finDeptCost.month, amount: finDeptCost.amount, createdDate: finDeptCost.createdDate },
  defaultOrderBy: 'month', defaultOrder: 'desc', tieBreaker: finDeptCost.id,
};

export const listDeptCost = (tx: Db, actor: SessionInfo, kind: DeptCostKind, req: TListRequest) =>
  scopedPage<typeof finDeptCost.$inferSelect>(tx, actor, DEPT_COST_LIST, finDeptCost, req, eq(finDeptCost.kind, kind));

/** A department's wage or other fee of a month: the department must exist and be in the caller's `fin_profit` scope. */
export async function saveDeptCost(tx: Db, actor: SessionInfo, kind: DeptCostKind, b: z.output<typeof ZDeptCostCreate>) {
  const [d] = await tx.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.id, b.deptId));
  if (!d || !scopeAllows(await resolveDataScope(tx, actor, PROFIT_DATA_MENU), { deptId: d.id })) throw badRequest(FIN_PROFIT_MSG.DEPT_SCOPE);
  const id = newId();
  await tx.insert(finDeptCost).values({ id, deptId: d.id, month: b.month, kind, amount: b.amount, remark: b.remark ?? null });
  const [row] = await tx.select().from(finDeptCost).where(eq(finDeptCost.id, id));
  return { ...row, deptName: (await deptNames(tx, [row.deptId])).get(row.deptId) ?? null };
}

export const removeDeptCost = (tx: Db, actor: SessionInfo, kind: DeptCostKind, id: string) =>
  removeScoped(tx, actor, finDeptCost, finDeptCost.id, DEPT_COST_SCOPE, id, eq(finDeptCost.kind, kind));

// ---- work hours -----------------------------------------------------------------------------

const WORK_HOUR_SCOPE = scopeOf(finWorkHour.deptId, finWorkHour.createdBy);
const WORK_HOUR_LIST: ScopedListEntity = {
  scope: WORK_HOUR_SCOPE,
  fields: { contractId: finWorkHour.contractId, deptId: finWorkHour.deptId, month: finWorkHour.month, userId: finWorkHour.userId, hours: finWorkHour.hours, createdDate: finWorkHour.createdDate },
  defaultOrderBy: 'month', defaultOrder: 'desc', tieBreaker: finWorkHour.id,
};

export async function listWorkHours(tx: Db, actor: SessionInfo, req: TListRequest) {
  const page = await scopedPage<typeof finWorkHour.$inferSelect>(tx, actor, WORK_HOUR_LIST, finWorkHour, req);
  return { rows: await withContracts(tx, page.rows), total: page.total };
}

/** Hours on a contract in a month; the row takes the contract's department, which must be in the caller's `fin_profit` scope. */
export async function saveWorkHour(tx: Db, actor: SessionInfo, b: z.output<typeof ZWorkHourCreate>) {
  const [c] = await tx.select({ id: ctContract.id, deptId: ctContract.deptId }).from(ctContract).where(eq(ctContract.id, b.contractId));
  if (!c || !scopeAllows(await resolveDataScope(tx, actor, PROFIT_DATA_MENU), { deptId: c.deptId })) throw notFound(FIN_PROFIT_MSG.CONTRACT_MISSING);
  const id = newId();
  await tx.insert(finWorkHour).values({ id, contractId: c.id, deptId: c.deptId, month: b.month, userId: b.userId ?? null, hours: b.hours, remark: b.remark ?? null });
  const [row] = await tx.select().from(finWorkHour).where(eq(finWorkHour.id, id));
  const [withNames] = await withContracts(tx, [row]);
  return { ...withNames, deptName: row.deptId ? (await deptNames(tx, [row.deptId])).get(row.deptId) ?? null : null };
}

export const removeWorkHour = (tx: Db, actor: SessionInfo, id: string) => removeScoped(tx, actor, finWorkHour, finWorkHour.id, WORK_HOUR_SCOPE, id);

// ---- the month's calculation ----------------------------------------------------------------

type Sums = Map<string, number>;
const toFenMap = (rows: { k: string | null; v: string | number | null }[]): Sums => new Map(rows.filter((r) => r.k).map((r) => [r.k!, fen(r.v)]));

/** Splits `total` fen over weights: rounded shares, the last one takes the rest (the shares sum to `total` exactly). */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  let given = 0;
  return weights.map((w, i) => {
    if (i === weights.length - 1) return total - given;
    const share = Math.round((total * w) / sum);
    given += share;
    return share;
  });
}

/**
 * POST /b/businessProfit/calculate: the month's cost and profit per business (contract) and the
 * department month cost, rewritten. Direct: approved expense claims on the contract, paid payment
 * requests (by the month of the paying bank line), VAT surcharges on the month's invoices. Indirect:
 * the department's wages, other fees and approved department expense claims, allocated to the
 * department's businesses by the month's work hours (工时, domain §5 default); a department whose
 * businesses logged no hours that month falls back to their recognised income share; a department
 * with neither keeps its cost unallocated (无业务部门成本).
 * Profit = recognised income excl. VAT − direct − indirect. All in integer fen.
 */
export async function calculateProfit(tx: Db, month: string) {
  await assertOpen(tx, month);
  const sum = (col: AnyPgColumn) => sql<string>`sum(${col})`;
  const [income, expense, pays, taxes, deptExp, deptCost, hours] = await Promise.all([
    tx.select({ k: finIncome.contractId, v: sum(finIncome.amount) }).from(finIncome).where(eq(finIncome.month, month)).groupBy(finIncome.contractId),
    tx.select({ k: finExpense.contractId, v: sum(finExpense.amount) }).from(finExpense)
      .where(and(eq(finExpense.month, month), eq(finExpense.status, APPROVED), isNotNull(finExpense.contractId))).groupBy(finExpense.contractId),
    tx.select({ k: finPayment.contractId, v: sum(finPayment.amount) }).from(finPayment)
      .innerJoin(finBankDetail, eq(finBankDetail.id, finPayment.bankDetailId))
      .where(and(eq(finBankDetail.month, month), eq(finPayment.status, APPROVED), eq(finPayment.claimStatus, 1), isNotNull(finPayment.contractId)))
      .groupBy(finPayment.contractId),
    tx.select({ k: finInvoice.contractId, v: sum(finInvoice.taxAmount) }).from(finInvoice)
      .where(and(sql`to_char(${finInvoice.invoiceDate}, 'YYYY-MM') = ${month}`, isNotNull(finInvoice.contractId))).groupBy(finInvoice.contractId),
    tx.select({ k: finExpense.costDeptId, v: sum(finExpense.amount) }).from(finExpense)
      .where(and(eq(finExpense.month, month), eq(finExpense.status, APPROVED), isNull(finExpense.contractId), isNotNull(finExpense.costDeptId)))
      .groupBy(finExpense.costDeptId),
    tx.select({ k: finDeptCost.deptId, kind: finDeptCost.kind, v: sum(finDeptCost.amount) }).from(finDeptCost)
      .where(eq(finDeptCost.month, month)).groupBy(finDeptCost.deptId, finDeptCost.kind),
    tx.select({ k: finWorkHour.contractId, v: sum(finWorkHour.hours) }).from(finWorkHour).where(eq(finWorkHour.month, month)).groupBy(finWorkHour.contractId),
  ]);
  const inc = toFenMap(income), exp = toFenMap(expense), sub = toFenMap(pays);
  const tax = new Map([...toFenMap(taxes)].map(([k, v]) => [k, Math.round(v * SURCHARGE_RATE)]));
  const hrs = toFenMap(hours);
  const contractIds = [...new Set([...inc.keys(), ...exp.keys(), ...sub.keys(), ...tax.keys(), ...hrs.keys()])].sort();
  const deptOf = new Map<string, string | null>();
  if (contractIds.length) {
    for (const c of await tx.select({ id: ctContract.id, deptId: ctContract.deptId }).from(ctContract).where(inArray(ctContract.id, contractIds))) deptOf.set(c.id, c.deptId);
  }

  // Department costs, then their allocation among the department's businesses: by hours, else by income.
  const depts = new Map<string, { wage: number; other: number; expense: number }>();
  const dept = (id: string) => depts.get(id) ?? (depts.set(id, { wage: 0, other: 0, expense: 0 }), depts.get(id)!);
  for (const r of deptCost) if (r.k) dept(r.k)[r.kind === 'wage' ? 'wage' : 'other'] += fen(r.v);
  for (const [k, v] of toFenMap(deptExp)) dept(k).expense += v;
  const indirect = new Map<string, number>();
  const deptRows = [...depts].sort(([a], [b]) => a.localeCompare(b)).map(([deptId, c]) => {
    const total = c.wage + c.other + c.expense;
    const mine = contractIds.filter((id) => deptOf.get(id) === deptId);
    const byHours = mine.filter((id) => (hrs.get(id) ?? 0) > 0);
    const key = byHours.length ? hrs : inc;
    const earners = byHours.length ? byHours : mine.filter((id) => (inc.get(id) ?? 0) > 0);
    const shares = earners.length ? allocate(total, earners.map((id) => key.get(id)!)) : [];
    earners.forEach((id, i) => indirect.set(id, shares[i]));
    const allocated = shares.reduce((s, v) => s + v, 0);
    return {
      id: newId(), month, deptId, wage: yuan(c.wage), other: yuan(c.other), expense: yuan(c.expense), total: yuan(total),
      allocated: yuan(allocated), unallocated: yuan(total - allocated), businessCount: earners.length,
    };
  });

  const profitRows = contractIds.map((id) => {
    const [i, e, s, t, x] = [inc.get(id) ?? 0, exp.get(id) ?? 0, sub.get(id) ?? 0, tax.get(id) ?? 0, indirect.get(id) ?? 0];
    return {
      id: newId(), month, contractId: id, deptId: deptOf.get(id) ?? null,
      income: yuan(i), expense: yuan(e), subpackage: yuan(s), tax: yuan(t), indirect: yuan(x), profit: yuan(i - e - s - t - x),
    };
  });
  await tx.delete(finBusinessProfit).where(eq(finBusinessProfit.month, month));
  await tx.delete(finDeptMonthCost).where(eq(finDeptMonthCost.month, month));
  if (profitRows.length) await tx.insert(finBusinessProfit).values(profitRows);
  if (deptRows.length) await tx.insert(finDeptMonthCost).values(deptRows);
  return { month, businesses: profitRows.length, depts: deptRows.length, profit: yuan(profitRows.reduce((s, r) => s + fen(r.profit), 0)) };
}

// ---- computed ledgers -----------------------------------------------------------------------

const PROFIT_LIST: ScopedListEntity = {
  scope: PROFIT_SCOPE,
  fields: {
    month: finBusinessProfit.month, contractId: finBusinessProfit.contractId, deptId: finBusinessProfit.deptId, income: finBusinessProfit.income,
    indirect: finBusinessProfit.indirect, profit: finBusinessProfit.profit,
  },
  defaultOrderBy: 'month', defaultOrder: 'desc', tieBreaker: finBusinessProfit.id,
};

export async function listProfit(tx: Db, actor: SessionInfo, req: TListRequest) {
  const page = await scopedPage<typeof finBusinessProfit.$inferSelect>(tx, actor, PROFIT_LIST, finBusinessProfit, req);
  const rows = await withContracts(tx, page.rows);
  return { rows: rows.map((r) => ({ ...r, direct: yuan(fen(r.expense) + fen(r.subpackage) + fen(r.tax)) })), total: page.total };
}

const DEPT_MONTH_LIST: ScopedListEntity = {
  scope: DEPT_MONTH_SCOPE,
  fields: { month: finDeptMonthCost.month, deptId: finDeptMonthCost.deptId, total: finDeptMonthCost.total, unallocated: finDeptMonthCost.unallocated },
  defaultOrderBy: 'month', defaultOrder: 'desc', tieBreaker: finDeptMonthCost.id,
};

export const listDeptMonthCost = (tx: Db, actor: SessionInfo, req: TListRequest) =>
  scopedPage<typeof finDeptMonthCost.$inferSelect>(tx, actor, DEPT_MONTH_LIST, finDeptMonthCost, req);

// ---- month close ----------------------------------------------------------------------------

async function isClosed(tx: Db, month: string) {
  return (await tx.select({ month: finProfitMonth.month }).from(finProfitMonth).where(eq(finProfitMonth.month, month))).length > 0;
}

/** 409 when `month` is closed (the trigger fin_profit_closed_guard is the last word; this answers before any work). */
export async function assertOpen(tx: Db, month: string) {
  if (await isClosed(tx, month)) throw conflict(FIN_PROFIT_MSG.MONTH_CLOSED(month));
}

/** POST /b/businessProfit/closedMonths: newest first, with who closed them. */
export async function listClosedMonths(tx: Db) {
  const rows = await tx.select().from(finProfitMonth).orderBy(desc(finProfitMonth.month)).limit(600);
  const names = await userNames(tx, rows.map((r) => r.closedBy));
  return rows.map((r) => ({ month: r.month, closedBy: r.closedBy, closedByName: r.closedBy ? names.get(r.closedBy) ?? null : null, closedDate: r.closedDate }));
}

/** POST /b/businessProfit/closeMonth: freezes the month (its income, department costs and profit rows). */
export async function closeProfitMonth(tx: Db, actor: SessionInfo, month: string) {
  const [row] = await tx.insert(finProfitMonth).values({ month, closedBy: actor.userId }).onConflictDoNothing().returning();
  if (!row) throw conflict(FIN_PROFIT_MSG.MONTH_CLOSED(month));
  return (await listClosedMonths(tx)).find((r) => r.month === month)!;
}

/** POST /b/businessProfit/reopenMonth: only the last closed month, so later closes never rest on a changed month. */
export async function reopenProfitMonth(tx: Db, month: string) {
  const [later] = await tx.select({ month: finProfitMonth.month }).from(finProfitMonth).where(gt(finProfitMonth.month, month)).orderBy(desc(finProfitMonth.month)).limit(1);
  if (later) throw conflict(FIN_PROFIT_MSG.LATER_CLOSED(later.month));
  const gone = await tx.delete(finProfitMonth).where(eq(finProfitMonth.month, month)).returning({ month: finProfitMonth.month });
  if (!gone.length) throw badRequest(FIN_PROFIT_MSG.NOT_CLOSED(month));
}
