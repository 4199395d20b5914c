import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FIN_PLAN_MSG, type TOkrGoal, type ZOkrSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract, finIncome, finOkrGoal, sysDept } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userById, userNames } from '../../platform/directory.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';

/*
 * Objectives (OKR 目标, /b/okr; spec 3 §7 "OKR goals with split tree"; §2 business-objectives,
 * plan-method, plan-production). A year's income target is split company → department → person,
 * each with 12 monthly targets (Σ = the year's). Children never add up to more than their parent,
 * per year and per month, checked with the parent row locked (concurrent splits queue on it); a
 * goal is never lowered below what it has handed down. Progress = recognised income excl. VAT
 * (fin_income, domain §5) of the year: the company's, the department's (the contract's
 * department when confirmed), a person's (contracts they created). Data menu `fin_okr`: by the
 * goal's department or the person; the company goal needs the whole company.
 */

export const OKR_DATA_MENU = 'fin_okr';
export const OKR_SCOPE: EntityScope = { dataMenu: OKR_DATA_MENU, dept: finOkrGoal.deptId, owner: finOkrGoal.userId };

export type Row = typeof finOkrGoal.$inferSelect;
export const fen = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100);
export const yuan = (f: number) => (f / 100).toFixed(2);

/** A year's target spread over 12 months in fen, the last month taking the rest. */
export function spreadTarget(targetFen: number): number[] {
  const base = Math.floor(targetFen / 12);
  return Array.from({ length: 12 }, (_, i) => (i < 11 ? base : targetFen - base * 11));
}

/** Recognised income per month (1..12) of the year: company-wide, per department, per contract creator. */
async function actuals(tx: Db, year: number, rows: Row[]) {
  const month = sql<number>`substr(${finIncome.month}, 6, 2)::int`;
  const inYear = sql`${finIncome.month} like ${`${year}-%`}`;
  const company = await tx.select({ m: month, s: sql<string>`sum(${finIncome.amount})` }).from(finIncome).where(inYear).groupBy(month);
  const deptIds = [...new Set(rows.filter((r) => r.level === 'dept').map((r) => r.deptId!))];
  const byDept = deptIds.length ? await tx.select({ k: finIncome.deptId, m: month, s: sql<string>`sum(${finIncome.amount})` }).from(finIncome)
    .where(and(inYear, inArray(finIncome.deptId, deptIds))).groupBy(finIncome.deptId, month) : [];
  const userIds = [...new Set(rows.filter((r) => r.level === 'person').map((r) => r.userId!))];
  const byUser = userIds.length ? await tx.select({ k: ctContract.createdBy, m: month, s: sql<string>`sum(${finIncome.amount})` }).from(finIncome)
    .innerJoin(ctContract, and(eq(ctContract.tenantId, finIncome.tenantId), eq(ctContract.id, finIncome.contractId)))
    .where(and(inYear, inArray(ctContract.createdBy, userIds))).groupBy(ctContract.createdBy, month) : [];
  const put = (map: Map<string, number[]>, key: string, m: number, s: string) => {
    const arr = map.get(key) ?? Array<number>(12).fill(0);
    arr[m - 1] += fen(s);
    map.set(key, arr);
  };
  const out = new Map<string, number[]>();
  for (const r of company) put(out, 'company', r.m, r.s);
  for (const r of byDept) put(out, `dept:${r.k}`, r.m, r.s);
  for (const r of byUser) put(out, `person:${r.k}`, r.m, r.s);
  return (g: Row) => out.get(g.level === 'company' ? 'company' : g.level === 'dept' ? `dept:${g.deptId}` : `person:${g.userId}`) ?? Array<number>(12).fill(0);
}

export async function present(tx: Db, rows: Row[], year: number): Promise<TOkrGoal[]> {
  const [act, depts, users] = await Promise.all([actuals(tx, year, rows), deptNames(tx, rows.map((r) => r.deptId)), userNames(tx, rows.map((r) => r.userId))]);
  const ids = rows.map((r) => r.id);
  const split = ids.length ? new Map((await tx.select({ p: finOkrGoal.parentId, s: sql<string>`sum(${finOkrGoal.target})` }).from(finOkrGoal)
    .where(inArray(finOkrGoal.parentId, ids)).groupBy(finOkrGoal.parentId)).map((r) => [r.p!, fen(r.s)])) : new Map<string, number>();
  return rows.map((r) => {
    const months = act(r);
    const actual = months.reduce((a, b) => a + b, 0);
    return {
      id: r.id, parentId: r.parentId, level: r.level as TOkrGoal['level'], year: r.year, deptId: r.deptId, deptName: r.deptId ? depts.get(r.deptId) ?? null : null,
      userId: r.userId, userName: r.userId ? users.get(r.userId) ?? null : null, name: r.name, keyResults: r.keyResults, target: r.target,
      monthTargets: r.monthTargets.map(Number), actual: actual / 100, monthActuals: months.map((m) => m / 100),
      progress: fen(r.target) > 0 ? Math.round((actual / fen(r.target)) * 10000) / 10000 : 0, splitTotal: (split.get(r.id) ?? 0) / 100, version: r.version,
    };
  });
}

/** The year's goals the caller may see, as a tree (a goal whose parent is out of sight is a root). */
export async function okrTree(tx: Db, actor: SessionInfo, year: number) {
  const where = await visibleWhere({ scope: OKR_SCOPE }, requestScope(tx, actor));
  const rows = await tx.select().from(finOkrGoal).where(and(eq(finOkrGoal.year, year), where))
    .orderBy(asc(sql`case ${finOkrGoal.level} when 'company' then 0 when 'dept' then 1 else 2 end`), asc(finOkrGoal.createdDate), asc(finOkrGoal.id));
  const goals = await present(tx, rows, year);
  const byId = new Map<string, TOkrGoal>(goals.map((g) => [g.id, { ...g }]));
  const roots: TOkrGoal[] = [];
  for (const g of byId.values()) {
    const parent = g.parentId ? byId.get(g.parentId) : undefined;
    if (parent) (parent.children ??= []).push(g);
    else roots.push(g);
  }
  return roots;
}

async function readGoal(tx: Db, actor: SessionInfo, id: string, lock = false): Promise<Row> {
  const where = await visibleWhere({ scope: OKR_SCOPE }, requestScope(tx, actor));
  const [seen] = await tx.select({ id: finOkrGoal.id }).from(finOkrGoal).where(and(eq(finOkrGoal.id, id), where));
  if (!seen) throw notFound(FIN_PLAN_MSG.GOAL_MISSING);
  const q = tx.select().from(finOkrGoal).where(eq(finOkrGoal.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function getGoal(tx: Db, actor: SessionInfo, id: string) {
  const row = await readGoal(tx, actor, id);
  const children = await tx.select().from(finOkrGoal).where(eq(finOkrGoal.parentId, id)).orderBy(asc(finOkrGoal.createdDate));
  const [g, ...kids] = await present(tx, [row, ...children], row.year);
  return kids.length ? { ...g, children: kids } : g;
}

/** Σ of the other children of a parent, in fen, per year and per month. */
async function siblingsSum(tx: Db, parentId: string, exceptId?: string) {
  const rows = await tx.select({ target: finOkrGoal.target, months: finOkrGoal.monthTargets }).from(finOkrGoal)
    .where(and(eq(finOkrGoal.parentId, parentId), exceptId ? ne(finOkrGoal.id, exceptId) : undefined));
  const months = Array<number>(12).fill(0);
  let total = 0;
  for (const r of rows) {
    total += fen(r.target);
    r.months.forEach((m, i) => { months[i] += fen(m); });
  }
  return { total, months };
}

/** Creates or changes a goal; the split tree's sums are checked with the parent (and the goal) locked. */
export async function saveGoal(tx: Db, actor: SessionInfo, b: z.output<typeof ZOkrSave>) {
  const targetFen = fen(b.target);
  const months = b.monthTargets ? b.monthTargets.map(fen) : spreadTarget(targetFen);
  const sum = months.reduce((a, c) => a + c, 0);
  if (sum !== targetFen) throw badRequest(FIN_PLAN_MSG.MONTH_SUM(yuan(sum), yuan(targetFen)));

  const existing = b.id ? await readGoal(tx, actor, b.id) : undefined;
  if (existing && b.version !== undefined && existing.version !== b.version) throw conflict();
  const level = existing?.level ?? b.level;
  const parentId = existing ? existing.parentId : b.parentId ?? null;
  // The parent is locked first (its children queue on it), then the goal itself.
  let parent: Row | undefined;
  if (level === 'company') {
    if (parentId) throw badRequest(FIN_PLAN_MSG.LEVEL_PARENT);
  } else {
    if (!parentId) throw badRequest(FIN_PLAN_MSG.LEVEL_PARENT);
    parent = await readGoal(tx, actor, parentId, true);
    if (parent.level !== (level === 'dept' ? 'company' : 'dept')) throw badRequest(FIN_PLAN_MSG.LEVEL_PARENT);
  }
  const self = existing ? (await tx.select().from(finOkrGoal).where(eq(finOkrGoal.id, existing.id)).for('update'))[0] : undefined;
  const year = parent?.year ?? existing?.year ?? b.year;

  let deptId: string | null = null;
  let userId: string | null = null;
  if (level === 'dept') {
    deptId = existing?.deptId ?? b.deptId ?? null;
    if (!deptId) throw badRequest(FIN_PLAN_MSG.DEPT);
    const [d] = await tx.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.id, deptId));
    if (!d) throw badRequest(FIN_PLAN_MSG.DEPT);
  } else if (level === 'person') {
    userId = existing?.userId ?? b.userId ?? null;
    if (!userId) throw badRequest(FIN_PLAN_MSG.USER);
    const u = await userById(tx, userId);
    if (!u) throw badRequest(FIN_PLAN_MSG.USER);
    if (u.deptId !== parent!.deptId) throw badRequest(FIN_PLAN_MSG.USER_DEPT);
    deptId = u.deptId;
  }

  if (parent) {
    const sib = await siblingsSum(tx, parent.id, existing?.id);
    const left = fen(parent.target) - sib.total;
    if (targetFen > left) throw badRequest(FIN_PLAN_MSG.SPLIT_OVER('年度目标', yuan(left)));
    for (let i = 0; i < 12; i++) {
      const mLeft = fen(parent.monthTargets[i]) - sib.months[i];
      if (months[i] > mLeft) throw badRequest(FIN_PLAN_MSG.SPLIT_OVER(`${i + 1}月目标`, yuan(mLeft)));
    }
  }
  if (self) {
    const kids = await siblingsSum(tx, self.id);
    if (targetFen < kids.total) throw badRequest(FIN_PLAN_MSG.BELOW_CHILDREN(yuan(kids.total)));
    for (let i = 0; i < 12; i++) if (months[i] < kids.months[i]) throw badRequest(FIN_PLAN_MSG.BELOW_CHILDREN(`${i + 1}月 ${yuan(kids.months[i])}`));
  }

  const values = { name: b.name, keyResults: b.keyResults ?? null, target: targetFen / 100, monthTargets: months.map((m) => m / 100) };
  let id = self?.id;
  if (self) {
    await tx.update(finOkrGoal).set({ ...values, updatedDate: new Date(), version: sql`${finOkrGoal.version} + 1` }).where(eq(finOkrGoal.id, self.id));
  } else {
    id = newId();
    const made = await tx.insert(finOkrGoal).values({ id, parentId, level, year, deptId, userId, ...values }).onConflictDoNothing().returning({ id: finOkrGoal.id });
    if (!made.length) throw badRequest(FIN_PLAN_MSG.DUPLICATE);
  }
  const [row] = await tx.select().from(finOkrGoal).where(eq(finOkrGoal.id, id!));
  return (await present(tx, [row], row.year))[0];
}

export async function deleteGoal(tx: Db, actor: SessionInfo, id: string) {
  const row = await readGoal(tx, actor, id, true);
  const [child] = await tx.select({ id: finOkrGoal.id }).from(finOkrGoal).where(eq(finOkrGoal.parentId, row.id)).limit(1);
  if (child) throw badRequest(FIN_PLAN_MSG.HAS_CHILDREN);
  await tx.delete(finOkrGoal).where(eq(finOkrGoal.id, row.id));
}
