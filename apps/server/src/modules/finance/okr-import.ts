import { and, eq, inArray } from 'drizzle-orm';
import { FIN_PLAN_METHOD_MSG as PM, FIN_PLAN_MSG, type TOkrSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finOkrGoal } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import { usersByIds } from '../../platform/directory.js';
import { badRequest } from '../../platform/errors.js';
import type { ImportColumn, ImportContext, ImportTarget } from '../../platform/excel/targets.js';
import { fen, OKR_SCOPE, saveGoal, spreadTarget, yuan } from './okr.service.js';

/*
 * Excel import of objectives (经营目标) through the platform's import wizard. A row is a goal of a
 * year: 公司 (one per year), 部门 (under the company goal), 个人 (under the goal of the person's
 * department); a goal that exists for the same owner is changed. checkBatch replays the file, row by
 * row, on a model of the year's goals (the stored ones plus the rows accepted so far, kept in the
 * import's state), with the objectives' rules: parent present (earlier in the file or stored) and
 * visible, children never above the parent per year and per month, a goal never below what it handed
 * down, 12 months = the year. The write saves each row through saveGoal, which checks again with
 * the parent locked; a rule broken meanwhile fails the write as a whole. The import is all or nothing
 * (ImportTarget.allOrNothing) and runs in one transaction, not staged: it changes stored goals (an
 * update cannot be hidden like an inserted row) and a company's goals are a few hundred rows, each
 * batch reading the year's goals once.
 */

const MONTH_KEYS = Array.from({ length: 12 }, (_, i) => `m${i + 1}`);
const COLUMNS: ImportColumn[] = [
  { key: 'year', label: '年度', type: 'year', required: true },
  { key: 'level', label: '层级', type: 'text', required: true, maxLength: 10 },
  { key: 'deptId', label: '部门', type: 'dept' },
  { key: 'userId', label: '人员', type: 'person' },
  { key: 'name', label: '目标名称', type: 'text', required: true, maxLength: 200 },
  { key: 'target', label: '年度目标', type: 'money', required: true },
  ...MONTH_KEYS.map((key, i): ImportColumn => ({ key, label: `${i + 1}月`, type: 'money' })),
  { key: 'keyResults', label: '关键结果', type: 'text', maxLength: 2000 },
];

const LEVELS: Record<string, 'company' | 'dept' | 'person'> = { 公司: 'company', 部门: 'dept', 个人: 'person', company: 'company', dept: 'dept', person: 'person' };

type Goal = { id?: string; key: string; parentKey: string | null; target: number; months: number[]; visible: boolean };
type Model = Map<string, Goal>;
type State = { years: Map<number, Model>; userDept: Map<string, string | null>; fileKeys: Set<string> };

const ownerKey = (level: string, deptId: string | null, userId: string | null) => (level === 'company' ? 'c' : level === 'dept' ? `d:${deptId}` : `p:${userId}`);

/** The stored goals of a year, keyed by owner (all of them for the sums; `visible` for the caller's scope). */
async function loadYear(tx: Db, ctx: ImportContext, year: number): Promise<Model> {
  const rows = await tx.select().from(finOkrGoal).where(eq(finOkrGoal.year, year));
  const where = await visibleWhere({ scope: OKR_SCOPE }, requestScope(tx, ctx.actor));
  const seen = new Set((await tx.select({ id: finOkrGoal.id }).from(finOkrGoal).where(and(eq(finOkrGoal.year, year), where))).map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const model: Model = new Map();
  for (const r of rows) {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    const key = ownerKey(r.level, r.deptId, r.userId);
    model.set(key, {
      id: r.id, key, parentKey: parent ? ownerKey(parent.level, parent.deptId, parent.userId) : null,
      target: fen(r.target), months: r.monthTargets.map(fen), visible: seen.has(r.id),
    });
  }
  return model;
}

function stateOf(ctx: ImportContext): State {
  return (ctx.state.okr ??= { years: new Map(), userDept: new Map(), fileKeys: new Set() }) as State;
}

type Parsed = { reason: string } | { year: number; level: 'company' | 'dept' | 'person'; key: string; parentKey: string | null; target: number; months: number[]; deptId: string | null; userId: string | null };

/** One row against the model (changed in place when the row passes). */
function place(model: Model, st: State, r: Record<string, unknown>): Parsed {
  const level = LEVELS[String(r.level ?? '').trim()];
  if (!level) return { reason: PM.IMPORT_LEVEL };
  const year = Number(r.year);
  if (!(year >= 2000 && year <= 2100)) return { reason: FIN_PLAN_MSG.YEAR };
  const deptId = level === 'dept' ? (r.deptId as string | null) ?? null : null;
  const userId = level === 'person' ? (r.userId as string | null) ?? null : null;
  if (level === 'dept' && !deptId) return { reason: FIN_PLAN_MSG.DEPT };
  if (level === 'person' && !userId) return { reason: FIN_PLAN_MSG.USER };
  const target = Math.round(Number(r.target) * 100);
  if (!(target >= 0) || Math.abs(Number(r.target) * 100 - target) > 1e-6) return { reason: FIN_PLAN_MSG.TARGET };
  const given = MONTH_KEYS.map((k) => r[k]).filter((v) => v !== null && v !== undefined);
  if (given.length !== 0 && given.length !== 12) return { reason: PM.IMPORT_MONTHS };
  const months = given.length ? MONTH_KEYS.map((k) => Math.round(Number(r[k]) * 100)) : spreadTarget(target);
  if (months.some((m) => m < 0)) return { reason: FIN_PLAN_MSG.TARGET };
  const sum = months.reduce((a, b) => a + b, 0);
  if (sum !== target) return { reason: FIN_PLAN_MSG.MONTH_SUM(yuan(sum), yuan(target)) };

  let parentKey: string | null = null;
  if (level === 'dept') parentKey = 'c';
  if (level === 'person') {
    const d = st.userDept.get(userId!);
    if (!d) return { reason: PM.IMPORT_USER_DEPT };
    parentKey = `d:${d}`;
  }
  const key = ownerKey(level, level === 'person' ? null : deptId, userId);
  const fileKey = `${year}|${key}`;
  if (st.fileKeys.has(fileKey)) return { reason: PM.IMPORT_DUP };
  const self = model.get(key);
  if (self && !self.visible) return { reason: FIN_PLAN_MSG.GOAL_MISSING };

  if (parentKey) {
    const parent = model.get(parentKey);
    if (!parent || !parent.visible) return { reason: PM.IMPORT_PARENT };
    const sibs = [...model.values()].filter((g) => g.parentKey === parentKey && g.key !== key);
    const left = parent.target - sibs.reduce((a, g) => a + g.target, 0);
    if (target > left) return { reason: FIN_PLAN_MSG.SPLIT_OVER('年度目标', yuan(left)) };
    for (let i = 0; i < 12; i++) {
      const mLeft = parent.months[i] - sibs.reduce((a, g) => a + g.months[i], 0);
      if (months[i] > mLeft) return { reason: FIN_PLAN_MSG.SPLIT_OVER(`${i + 1}月目标`, yuan(mLeft)) };
    }
  }
  const kids = [...model.values()].filter((g) => g.parentKey === key);
  const kidTotal = kids.reduce((a, g) => a + g.target, 0);
  if (target < kidTotal) return { reason: FIN_PLAN_MSG.BELOW_CHILDREN(yuan(kidTotal)) };
  for (let i = 0; i < 12; i++) {
    const km = kids.reduce((a, g) => a + g.months[i], 0);
    if (months[i] < km) return { reason: FIN_PLAN_MSG.BELOW_CHILDREN(`${i + 1}月 ${yuan(km)}`) };
  }
  return { year, level, key, parentKey, target, months, deptId, userId };
}

export const okrImport: ImportTarget = {
  code: 'finance:okr',
  label: '经营目标',
  permission: 'market:objectives:edit',
  columns: async () => COLUMNS,
  checkBatch: async (tx, rows, ctx) => {
    const st = stateOf(ctx);
    const people = [...new Set(rows.map((r) => r.userId as string | null).filter((u): u is string => !!u && !st.userDept.has(u)))];
    if (people.length) for (const [id, u] of await usersByIds(tx, people)) st.userDept.set(id, u.deptId);
    const out: (string | null)[] = [];
    for (const r of rows) {
      const year = Number(r.year);
      let model = st.years.get(year);
      if (!model && year >= 2000 && year <= 2100) st.years.set(year, (model = await loadYear(tx, ctx, year)));
      const p = place(model ?? new Map(), st, r);
      if ('reason' in p) { out.push(p.reason); continue; }
      const prev = model!.get(p.key);
      model!.set(p.key, { id: prev?.id, key: p.key, parentKey: p.parentKey, target: p.target, months: p.months, visible: true });
      st.fileKeys.add(`${p.year}|${p.key}`);
      out.push(null);
    }
    return out;
  },
  insertBatch: async (tx, rows, ctx) => {
    if (!ctx) throw new Error('objectives import needs its caller');
    // Read once per batch: the years' goals by owner and the people's departments. saveGoal locks
    // and checks each again; the goals saved here are added as they go in (a later row's parent).
    const years = [...new Set(rows.map((r) => Number(r.year)))];
    const stored = await tx.select({ id: finOkrGoal.id, level: finOkrGoal.level, year: finOkrGoal.year, deptId: finOkrGoal.deptId, userId: finOkrGoal.userId })
      .from(finOkrGoal).where(and(inArray(finOkrGoal.year, years), inArray(finOkrGoal.level, ['company', 'dept', 'person'])));
    const goalOf = new Map(stored.map((g) => [`${g.year}|${ownerKey(g.level, g.deptId, g.userId)}`, g.id]));
    const people = [...new Set(rows.filter((r) => LEVELS[String(r.level).trim()] === 'person').map((r) => String(r.userId)))];
    const deptOf = new Map(people.length ? [...(await usersByIds(tx, people))].map(([id, u]) => [id, u.deptId] as const) : []);
    for (const r of rows) {
      const level = LEVELS[String(r.level).trim()];
      const year = Number(r.year);
      const userId = level === 'person' ? String(r.userId) : null;
      const deptId = level === 'dept' ? String(r.deptId) : null;
      const parentDept = level === 'person' ? deptOf.get(userId!) ?? null : null;
      const parentId = level === 'dept' ? goalOf.get(`${year}|c`) : level === 'person' ? goalOf.get(`${year}|d:${parentDept}`) : undefined;
      if (level !== 'company' && !parentId) throw badRequest(PM.IMPORT_PARENT);
      const key = `${year}|${ownerKey(level, deptId, userId)}`;
      const body: TOkrSave = {
        id: goalOf.get(key), level, year, parentId: parentId ?? null, deptId, userId, name: String(r.name), keyResults: (r.keyResults as string | null) ?? null,
        target: Number(r.target),
        monthTargets: MONTH_KEYS.some((k) => r[k] !== null && r[k] !== undefined) ? MONTH_KEYS.map((k) => Number(r[k])) : undefined,
      };
      const saved = await saveGoal(tx, ctx.actor, body as Parameters<typeof saveGoal>[2]);
      goalOf.set(key, saved.id);
    }
  },
  // A goal tree only makes sense whole: a parent left out fails its children, a changed goal its sums.
  allOrNothing: true,
};
