import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amountInWords, FIN_PAY_MSG, sumMoney, type ZExpenseCreate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, finExpense, finExpenseLine, sysDept } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames } from '../../platform/directory.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { flowRecordEntityScope, flowRecordLabels, flowRecordKind } from '../../workflow/flow-record.js';
import { contractOf } from './invoice.service.js';

/*
 * Expense claims (费用报销, /cost-management1; ledger /cost-management2; spec 3 §7 /b/expense/*):
 * detail lines (费用明细) and trip lines (行程明细) typed by the EXPENSE_TYPE dictionary, charged to
 * a contract/business or a department, through a flow. Only approved claims count as cost.
 */

type ExpenseRow = typeof finExpense.$inferSelect;
const APPROVED = 3;

export const expenses = flowRecordKind<ExpenseRow>({
  businessType: 'fin_expense',
  codePrefix: 'BX',
  table: finExpense,
  dataMenu: 'fin_expense',
  search: {
    tableCode: 'fin_expense', name: '费用报销', sort: 320, permission: 'finance:expense:view', route: '/cost-management1',
    content: (r) => [r.amount, r.month],
  },
  list: {
    fields: {
      name: finExpense.name, code: finExpense.code, status: finExpense.status, contractId: finExpense.contractId, costDeptId: finExpense.costDeptId,
      amount: finExpense.amount, month: finExpense.month, deptId: finExpense.deptId, createdBy: finExpense.createdBy, createdDate: finExpense.createdDate,
    },
    defaultOrderBy: 'createdDate',
    defaultOrder: 'desc',
    tieBreaker: finExpense.id,
  },
});

const dayMs = 86_400_000;

export async function saveAndStartExpense(tx: Db, actor: SessionInfo, b: z.output<typeof ZExpenseCreate>) {
  if (!b.contractId && !b.costDeptId) throw badRequest(FIN_PAY_MSG.EXPENSE_TARGET);
  const businessType = b.contractId ? (await contractOf(tx, b.contractId)).businessType : 1;
  if (b.costDeptId) {
    const [d] = await tx.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.id, b.costDeptId));
    if (!d) throw badRequest(FIN_PAY_MSG.DEPT_MISSING);
  }
  // Second-level types of the EXPENSE_TYPE dictionary (a parent type alone is not a cost type).
  const types = new Set((await tx.select({ value: bdDict.value }).from(bdDict)
    .where(and(eq(bdDict.type, 'EXPENSE_TYPE'), eq(bdDict.enabled, true), isNotNull(bdDict.parentId)))).map((i) => i.value));
  const lines = b.lines.map((l, i) => {
    if (!types.has(l.expenseType)) throw badRequest(FIN_PAY_MSG.EXPENSE_TYPE);
    let days: number | null = null;
    if (l.kind === 'trip') {
      if (!l.fromPlace || !l.toPlace) throw badRequest(FIN_PAY_MSG.TRIP_PLACES);
      const end = l.endDate ?? l.occurDate;
      if (end < l.occurDate) throw badRequest(FIN_PAY_MSG.TRIP_DATES);
      days = Math.round((Date.parse(end) - Date.parse(l.occurDate)) / dayMs) + 1;
    }
    return {
      id: newId(), kind: l.kind, seq: i + 1, expenseType: l.expenseType, occurDate: l.occurDate, endDate: l.kind === 'trip' ? l.endDate ?? l.occurDate : null,
      fromPlace: l.fromPlace ?? null, toPlace: l.toPlace ?? null, vehicle: l.vehicle ?? null, days, billCount: l.billCount ?? null,
      amount: l.amount, remark: l.remark ?? null,
    };
  });
  const amount = sumMoney(lines.map((l) => l.amount));
  const month = lines.map((l) => l.occurDate).sort()[0].slice(0, 7);
  const started = await expenses.saveAndStart(tx, actor, {
    name: b.name, flowType: b.flowType, businessType, contractId: b.contractId ?? null, costDeptId: b.costDeptId ?? null,
    amount, month, remark: b.remark ?? null,
  }, { contractAmount: amount, expenseAmount: amount });
  await tx.insert(finExpenseLine).values(lines.map((l) => ({ ...l, expenseId: started.id })));
  return started;
}

async function present<R extends ExpenseRow>(tx: Db, rows: R[]) {
  const depts = await deptNames(tx, rows.map((r) => r.costDeptId));
  return rows.map((r) => ({ ...r, costDeptName: r.costDeptId ? depts.get(r.costDeptId) ?? null : null }));
}

export async function listExpenses(tx: Db, actor: SessionInfo, req: TListRequest) {
  const page = await expenses.list(tx, actor, req);
  return { rows: await present(tx, page.rows), total: page.total };
}

export async function expenseDetail(tx: Db, actor: SessionInfo, id: string) {
  const [row] = await present(tx, [await expenses.get(tx, actor, id)]);
  const lines = await tx.select().from(finExpenseLine).where(eq(finExpenseLine.expenseId, id)).orderBy(asc(finExpenseLine.seq));
  return { ...row, lines, amountInWords: amountInWords(row.amount) };
}

// ---- the expense ledger (lines with their claim) ------------------------------------------------

const LEDGER: ScopedListEntity = {
  scope: flowRecordEntityScope({ dataMenu: 'fin_expense', dept: finExpense.deptId, owner: finExpense.createdBy, procInstId: finExpense.procInstId }),
  fields: {
    kind: finExpenseLine.kind, expenseType: finExpenseLine.expenseType, occurDate: finExpenseLine.occurDate, amount: finExpenseLine.amount,
    month: finExpense.month, status: finExpense.status, contractId: finExpense.contractId, costDeptId: finExpense.costDeptId,
    code: finExpense.code, name: finExpense.name, createdBy: finExpense.createdBy,
  },
  defaultOrderBy: 'occurDate',
  defaultOrder: 'desc',
  tieBreaker: finExpenseLine.id,
};

export async function expenseLedger(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(LEDGER, req, { scope: requestScope(tx, actor) });
  const lineOf = eq(finExpense.id, finExpenseLine.expenseId);
  // Filters and the scope reach the expense: the total counts over that join.
  const { rows, total } = await pageWithTotal(tx, sql`${finExpenseLine} inner join ${finExpense} on ${lineOf}`, q, (n) => tx.select({
    line: finExpenseLine, code: finExpense.code, name: finExpense.name, status: finExpense.status, month: finExpense.month,
    contractId: finExpense.contractId, costDeptId: finExpense.costDeptId, createdBy: finExpense.createdBy,
    flowType: finExpense.flowType, businessType: finExpense.businessType, [TOTAL_COLUMN]: n,
  }).from(finExpenseLine).innerJoin(finExpense, lineOf)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  const out = rows.map((r) => ({
    ...r.line, code: r.code, name: r.name, status: r.status, statusName: flowRecordLabels(r).statusName, month: r.month,
    contractId: r.contractId, costDeptId: r.costDeptId, createdBy: r.createdBy,
  }));
  return { rows: out, total };
}

/** Approved expenses per month and first-level type, under the caller's scope. */
export async function expenseSummary(tx: Db, actor: SessionInfo, month?: string) {
  const q = await buildListQuery(LEDGER, { params: { status: APPROVED, ...(month && { month }) }, pageSize: 1 }, { scope: requestScope(tx, actor) });
  const top = sql<string>`left(${finExpenseLine.expenseType}, 2)`;
  const rows = await tx.select({ month: finExpense.month, expenseType: top, amount: sql<string>`sum(${finExpenseLine.amount})`, count: sql<number>`count(*)::int` })
    .from(finExpenseLine).innerJoin(finExpense, eq(finExpense.id, finExpenseLine.expenseId))
    .where(q.where).groupBy(finExpense.month, top).orderBy(finExpense.month, top);
  return rows.map((r) => ({ month: r.month, expenseType: r.expenseType, amount: Number(r.amount), count: r.count }));
}

/** Approved expense per contract (direct cost of a business). */
export async function expenseByContract(tx: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await tx.select({ id: finExpense.contractId, total: sql<string>`sum(${finExpense.amount})` }).from(finExpense)
    .where(and(inArray(finExpense.contractId, ids), eq(finExpense.status, APPROVED))).groupBy(finExpense.contractId);
  return new Map(rows.map((r) => [r.id!, Number(r.total)]));
}
