import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FIN_PLAN_METHOD_MSG as PM, FIN_PLAN_MSG, type TPlanMethod, type TProduction, type TProductionRow, type ZPlanMethodSave,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finIncome, finOkrGoal, finOkrPlanMethod, sysDept } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { deptNames, userNames } from '../../platform/directory.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { chinaToday } from './loan.service.js';
import { fen, OKR_SCOPE, present, yuan, type Row } from './okr.service.js';

/*
 * 计划方式 (/b/plan-method) and 产值计划 (/b/plan-production), both on the objectives (fin_okr_goal).
 * A year's plan method says how the company goal is handed down to the departments: by a share per
 * department (Σ ≤ 100%), by last year's recognised income (each department in proportion to what it
 * brought in; departments without income last year keep their goals and are taken off first), or by
 * hand. Applying it writes the department goals in one transaction with the company goal locked
 * (the lock the objectives' own saves take): each month is split in fen by the largest remainder, so
 * the parts add up exactly; a department never drops below what it handed down to its people; the
 * departments together never exceed the company. The production plan reads the same goals: month
 * targets are the planned output, recognised income the actual, completion = actual / plan.
 */

type Method = TPlanMethod['method'];

/** `total` fen split by `weights` (BigInt: fen × income overflows doubles), largest remainder first, Σ = total. */
export function allocate(total: number, weights: bigint[]): number[] {
  const W = weights.reduce((a, b) => a + b, 0n);
  if (W === 0n || total <= 0) return weights.map(() => 0);
  const T = BigInt(total);
  const parts = weights.map((w) => ({ q: (T * w) / W, r: (T * w) % W }));
  let left = Number(T - parts.reduce((a, p) => a + p.q, 0n));
  const order = parts.map((p, i) => i).sort((a, b) => (parts[b].r > parts[a].r ? 1 : parts[b].r < parts[a].r ? -1 : a - b));
  const out = parts.map((p) => Number(p.q));
  for (const i of order) { if (left <= 0) break; out[i] += 1; left -= 1; }
  return out;
}

async function methodRow(tx: Db, year: number, lock = false) {
  const q = tx.select().from(finOkrPlanMethod).where(eq(finOkrPlanMethod.year, year));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The company goal of the year when the caller sees it (the whole company's scope). */
async function companyGoal(tx: Db, actor: SessionInfo, year: number, lock = false): Promise<Row | undefined> {
  const where = await visibleWhere({ scope: OKR_SCOPE }, requestScope(tx, actor));
  const [seen] = await tx.select({ id: finOkrGoal.id }).from(finOkrGoal).where(and(eq(finOkrGoal.year, year), eq(finOkrGoal.level, 'company'), where));
  if (!seen) return undefined;
  const q = tx.select().from(finOkrGoal).where(eq(finOkrGoal.id, seen.id));
  return (lock ? await q.for('update') : await q)[0];
}

/** Σ of each goal's children per month, in fen. */
async function childMonths(tx: Db, parentIds: string[]) {
  const out = new Map<string, number[]>();
  if (!parentIds.length) return out;
  const rows = await tx.select({ p: finOkrGoal.parentId, m: finOkrGoal.monthTargets }).from(finOkrGoal).where(inArray(finOkrGoal.parentId, parentIds));
  for (const r of rows) {
    const acc = out.get(r.p!) ?? Array<number>(12).fill(0);
    r.m.forEach((v, i) => { acc[i] += fen(v); });
    out.set(r.p!, acc);
  }
  return out;
}

type Allocation = TPlanMethod['preview'][number] & { months: number[]; existing?: Row };

/** What the method gives each department under the company goal (fen per month), with the current goals. */
async function allocation(tx: Db, year: number, method: Method, shares: { deptId: string; share: number }[], company: Row) {
  const depts = await tx.select().from(finOkrGoal).where(and(eq(finOkrGoal.parentId, company.id), eq(finOkrGoal.level, 'dept')));
  const byDept = new Map(depts.map((d) => [d.deptId!, d]));
  let weights: { deptId: string; weight: bigint; shown: number }[];
  let pool: number;
  const companyMonths = company.monthTargets.map(fen);
  if (method === 'share') {
    weights = shares.map((s) => ({ deptId: s.deptId, weight: BigInt(Math.round(s.share * 100)), shown: s.share }));
    const bp = weights.reduce((a, w) => a + w.weight, 0n);
    // The listed shares of the company's year target, split among them: each gets exactly its share.
    pool = Number((BigInt(fen(company.target)) * bp) / 10000n);
  } else {
    const last = await tx.select({ deptId: finIncome.deptId, s: sql<string>`sum(${finIncome.amount})` }).from(finIncome)
      .where(sql`${finIncome.month} like ${`${year - 1}-%`} and ${finIncome.deptId} is not null`).groupBy(finIncome.deptId);
    weights = last.filter((r) => fen(r.s) > 0).map((r) => ({ deptId: r.deptId!, weight: BigInt(fen(r.s)), shown: fen(r.s) / 100 }))
      .sort((a, b) => a.deptId.localeCompare(b.deptId));
    if (!weights.length) throw badRequest(PM.NO_LAST_YEAR);
    // Departments without income last year keep their goals: the rest of the company goal is split.
    const listed = new Set(weights.map((w) => w.deptId));
    pool = Math.max(0, fen(company.target) - depts.filter((d) => !listed.has(d.deptId!)).reduce((a, d) => a + fen(d.target), 0));
  }
  const targets = allocate(pool, weights.map((w) => w.weight));
  // Months: each department's year target over what the company's months still have free (after the
  // departments not re-planned and those placed before it), largest remainder: no month goes over.
  const listed = new Set(weights.map((w) => w.deptId));
  const free = companyMonths.map((m, i) => m - depts.filter((d) => !listed.has(d.deptId!)).reduce((a, d) => a + fen(d.monthTargets[i]), 0));
  const perDept = targets.map((target) => {
    const room = free.reduce((a, f) => a + Math.max(0, f), 0);
    // Without room enough the company's own pattern is used (the final check then refuses the overrun).
    const months = allocate(target, (room >= target && room > 0 ? free : companyMonths).map((f) => BigInt(Math.max(0, f))));
    months.forEach((m, i) => { free[i] -= m; });
    return months;
  });
  const [names, kids] = await Promise.all([deptNames(tx, weights.map((w) => w.deptId)), childMonths(tx, depts.map((d) => d.id))]);
  return weights.map((w, k): Allocation => {
    const months = perDept[k];
    const existing = byDept.get(w.deptId);
    const split = existing ? kids.get(existing.id) ?? Array<number>(12).fill(0) : Array<number>(12).fill(0);
    return {
      deptId: w.deptId, deptName: names.get(w.deptId) ?? null, weight: w.shown, target: months.reduce((a, b) => a + b, 0) / 100,
      monthTargets: months.map((m) => m / 100), currentTarget: existing ? existing.target : null, splitTotal: split.reduce((a, b) => a + b, 0) / 100,
      months, existing,
    };
  });
}

async function presentMethod(tx: Db, actor: SessionInfo, year: number): Promise<TPlanMethod> {
  const row = await methodRow(tx, year);
  const method: Method = (row?.method as Method | undefined) ?? 'manual';
  const shares = row?.shares ?? [];
  const company = await companyGoal(tx, actor, year);
  let preview: TPlanMethod['preview'] = [];
  let previewNote: string | null = null;
  if (!company) previewNote = PM.NO_COMPANY;
  else if (method === 'manual') previewNote = PM.MANUAL;
  else {
    try {
      preview = (await allocation(tx, year, method, shares, company)).map(({ months: _m, existing: _e, ...a }) => a);
    } catch (err) {
      previewNote = err instanceof Error ? err.message : String(err);
    }
  }
  const [names, users] = await Promise.all([deptNames(tx, shares.map((s) => s.deptId)), userNames(tx, [row?.appliedBy])]);
  return {
    year, method, shares: shares.map((s) => ({ ...s, deptName: names.get(s.deptId) ?? null })), remark: row?.remark ?? null,
    appliedAt: row?.appliedAt ?? null, appliedByName: row?.appliedBy ? users.get(row.appliedBy) ?? null : null,
    companyGoal: company ? { id: company.id, name: company.name, target: company.target } : null, preview, previewNote, version: row?.version ?? null,
  };
}

export const getPlanMethod = presentMethod;

export async function savePlanMethod(tx: Db, actor: SessionInfo, b: z.output<typeof ZPlanMethodSave>) {
  const shares = b.method === 'share' ? b.shares : [];
  if (b.method === 'share') {
    if (!shares.length) throw badRequest(PM.SHARE_EMPTY);
    if (new Set(shares.map((s) => s.deptId)).size !== shares.length) throw badRequest(PM.SHARE_DUP);
    const bp = shares.reduce((a, s) => a + Math.round(s.share * 100), 0);
    if (bp > 10000) throw badRequest(PM.SHARE_SUM((bp / 100).toFixed(2)));
    const found = await tx.select({ id: sysDept.id }).from(sysDept).where(inArray(sysDept.id, shares.map((s) => s.deptId)));
    if (found.length !== shares.length) throw badRequest(FIN_PLAN_MSG.DEPT);
  }
  const values = { method: b.method, shares, remark: b.remark ?? null };
  await tx.insert(finOkrPlanMethod).values({ year: b.year, ...values })
    .onConflictDoUpdate({ target: [finOkrPlanMethod.tenantId, finOkrPlanMethod.year], set: { ...values, updatedDate: new Date(), version: sql`${finOkrPlanMethod.version} + 1` } });
  return presentMethod(tx, actor, b.year);
}

/** Writes the department goals the method gives, all or nothing (company goal locked, as the objectives' saves lock it). */
export async function applyPlanMethod(tx: Db, actor: SessionInfo, year: number) {
  const row = await methodRow(tx, year, true);
  if (!row || row.method === 'manual') throw badRequest(PM.MANUAL);
  const company = await companyGoal(tx, actor, year, true);
  if (!company) throw badRequest(PM.NO_COMPANY);
  const plan = await allocation(tx, year, row.method as Method, row.shares, company);
  const kids = await childMonths(tx, plan.flatMap((a) => (a.existing ? [a.existing.id] : [])));
  if (plan.some((a) => a.existing)) {
    await tx.select({ id: finOkrGoal.id }).from(finOkrGoal).where(inArray(finOkrGoal.id, plan.flatMap((a) => (a.existing ? [a.existing.id] : [])))).for('update');
  }
  for (const a of plan) {
    const split = a.existing ? kids.get(a.existing.id) : undefined;
    if (split) {
      const total = split.reduce((x, y) => x + y, 0);
      if (a.months.reduce((x, y) => x + y, 0) < total) throw badRequest(PM.BELOW_CHILDREN(a.deptName ?? '', yuan(total)));
      for (let i = 0; i < 12; i++) if (a.months[i] < split[i]) throw badRequest(PM.BELOW_CHILDREN(a.deptName ?? '', `${i + 1}月 ${yuan(split[i])}`));
    }
    const values = { target: a.target, monthTargets: a.monthTargets };
    if (a.existing) {
      await tx.update(finOkrGoal).set({ ...values, updatedDate: new Date(), version: sql`${finOkrGoal.version} + 1` }).where(eq(finOkrGoal.id, a.existing.id));
    } else {
      await tx.insert(finOkrGoal).values({ id: newId(), parentId: company.id, level: 'dept', year, deptId: a.deptId, name: `${a.deptName ?? ''}${year}年经营目标`, ...values });
    }
  }
  // The departments together (listed or not) stay within the company goal, per year and per month.
  const all = (await childMonths(tx, [company.id])).get(company.id) ?? Array<number>(12).fill(0);
  const companyMonths = company.monthTargets.map(fen);
  const total = all.reduce((x, y) => x + y, 0);
  if (total > fen(company.target)) throw badRequest(PM.OVER_COMPANY('年度目标', yuan(fen(company.target))));
  for (let i = 0; i < 12; i++) if (all[i] > companyMonths[i]) throw badRequest(PM.OVER_COMPANY(`${i + 1}月目标`, yuan(companyMonths[i])));
  await tx.update(finOkrPlanMethod).set({ appliedAt: new Date(), appliedBy: actor.userId, updatedDate: new Date() }).where(eq(finOkrPlanMethod.year, year));
  return presentMethod(tx, actor, year);
}

/** 产值计划: the visible goals of the year with plan (month targets), actual (recognised income) and completion per month and to date. */
export async function productionPlan(tx: Db, actor: SessionInfo, b: { year: number; month?: number; level?: Row['level']; deptId?: string }): Promise<TProduction> {
  const today = chinaToday();
  const thisYear = Number(today.slice(0, 4));
  const asOf = b.month ?? (b.year < thisYear ? 12 : b.year > thisYear ? 0 : Number(today.slice(5, 7)));
  const where = await visibleWhere({ scope: OKR_SCOPE }, requestScope(tx, actor));
  const rows = await tx.select().from(finOkrGoal)
    .where(and(eq(finOkrGoal.year, b.year), where, b.level ? eq(finOkrGoal.level, b.level) : undefined, b.deptId ? eq(finOkrGoal.deptId, b.deptId) : undefined))
    .orderBy(asc(sql`case ${finOkrGoal.level} when 'company' then 0 when 'dept' then 1 else 2 end`), asc(finOkrGoal.deptId), asc(finOkrGoal.createdDate), asc(finOkrGoal.id));
  const goals = await present(tx, rows, b.year);
  const rate = (a: number, p: number) => (p > 0 ? Math.round((a / p) * 10000) / 10000 : null);
  return {
    year: b.year, asOf,
    rows: goals.map((g): TProductionRow => {
      const plans = g.monthTargets.map(fen);
      const acts = g.monthActuals.map(fen);
      const planTo = plans.slice(0, asOf).reduce((x, y) => x + y, 0);
      const actTo = acts.slice(0, asOf).reduce((x, y) => x + y, 0);
      const yearAct = acts.reduce((x, y) => x + y, 0);
      return {
        goalId: g.id, level: g.level, name: g.name, deptName: g.deptName, userName: g.userName, target: g.target,
        months: plans.map((p, i) => ({ plan: p / 100, actual: acts[i] / 100, rate: rate(acts[i], p) })),
        toDatePlan: planTo / 100, toDateActual: actTo / 100, toDateRate: rate(actTo, planTo), yearActual: yearAct / 100, yearRate: rate(yearAct, fen(g.target)),
      };
    }),
  };
}
