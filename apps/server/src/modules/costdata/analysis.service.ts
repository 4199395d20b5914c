import { type AnyColumn, and, asc, eq, gt, inArray, isNotNull, like, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TAnalysisStatus, ZBookQuery, ZCompareBody, ZSubjectBookQuery, ZUnusualBody } from '@ecms/shared';
import { COSTDATA_MSG } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { cdPersonLib, qcItem, qcLine, qcNode, qcNorm, qcProject, type QcIndicators } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest } from '../../platform/errors.js';
import { getProjectRow, percentiles, PROJECT_SCOPE } from '../quality/index.js';

/*
 * Project cost data analyses over the BoQ projects the quality import stores (qc_project, qc_node,
 * qc_item, qc_line). Every read goes through the qc_project data scope: a project outside it is
 * 404 (getProjectRow), and the library an analysis compares with holds only visible projects —
 * the firm's (`firm`) or those of the caller's person library (`person`). Fewer samples than
 * `minSamples` (default 5, as the quality library checks) answers 未评估, never normal.
 */

type Compare = z.output<typeof ZCompareBody>;
type Project = Awaited<ReturnType<typeof getProjectRow>>;

export const MIN_SAMPLES = 5;
const round = (x: number, d = 4) => { const f = 10 ** d; return Math.round(x * f) / f; };
const round2 = (x: number) => round(x, 2);
const num = (x: unknown): number | null => (x === null || x === undefined ? null : Number(x));
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const code9 = sql<string>`left(${qcItem.code}, 9)`;
const unitKey = sql<string>`coalesce(${qcItem.unit}, '')`;

/** P10–P90 status of a value against its samples (unassessed when either is missing). */
function rangeStatus(value: number | null, samples: number[], min: number) {
  const p = samples.length >= min ? percentiles(samples) : null;
  const status: TAnalysisStatus = value === null || !p ? 'unassessed' : value < p.p10 ? 'low' : value > p.p90 ? 'high' : 'normal';
  return { samples: samples.length, p10: p ? round(p.p10) : null, median: p ? round(p.p50) : null, p90: p ? round(p.p90) : null, status };
}

/** The library projects an analysis compares `project` with: visible, not itself, same kind/structure by default, the person library when asked. */
async function libraryWhere(tx: Db, actor: SessionInfo, project: Project, c: { library?: 'firm' | 'person'; sameKind?: boolean }, sameKindDefault = true): Promise<SQL> {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const sameKind = c.sameKind ?? sameKindDefault;
  const conds: (SQL | undefined)[] = [ne(qcProject.id, project.id), scope];
  if (sameKind && project.kind2) conds.push(eq(qcProject.kind2, project.kind2));
  if (sameKind && project.structure) conds.push(eq(qcProject.structure, project.structure));
  if (c.library === 'person') {
    conds.push(inArray(qcProject.id, tx.select({ id: cdPersonLib.projectId }).from(cdPersonLib).where(eq(cdPersonLib.ownerId, actor.userId ?? ''))));
  }
  return and(...conds) as SQL;
}

// --- subject book ------------------------------------------------------------------------------------

/** POST /b/subject/book/queryList: the project's 分部 (subjects) with amount, share and 元/㎡. */
export async function subjectBook(tx: Db, actor: SessionInfo, req: z.output<typeof ZSubjectBookQuery>) {
  const project = await getProjectRow(tx, actor, req.params.projectId);
  const unit = alias(qcNode, 'unit');
  const rows = await tx.select({
    id: qcNode.id, name: qcNode.name, isMeasure: qcNode.isMeasure, unitId: unit.id, unitName: unit.name, discipline: unit.discipline,
    items: sql<number>`count(${qcItem.id})::int`, amount: sql<number>`coalesce(sum(${qcItem.amount}), 0)::float8`,
    codeMin: sql<string | null>`min(left(${qcItem.code}, 4))`, codeMax: sql<string | null>`max(left(${qcItem.code}, 4))`,
  }).from(qcNode)
    .innerJoin(unit, and(eq(unit.id, qcNode.parentId), eq(unit.projectId, qcNode.projectId)))
    .leftJoin(qcItem, and(eq(qcItem.sectionId, qcNode.id), eq(qcItem.projectId, qcNode.projectId)))
    .where(and(
      eq(qcNode.projectId, project.id), eq(qcNode.kind, 'section'),
      req.params.unitId ? eq(unit.id, req.params.unitId) : undefined,
      req.params.isMeasure === undefined ? undefined : eq(qcNode.isMeasure, req.params.isMeasure),
    ))
    .groupBy(qcNode.id, qcNode.name, qcNode.isMeasure, qcNode.seq, unit.id, unit.name, unit.discipline, unit.seq)
    .orderBy(asc(unit.seq), asc(qcNode.seq));
  const all = rows.reduce((a, r) => a + Number(r.amount), 0);
  const size = req.pageSize ?? 50;
  const from = ((req.pageNo ?? 1) - 1) * size;
  return {
    total: rows.length,
    rows: rows.slice(from, from + size).map((r) => {
      const amount = round2(Number(r.amount));
      return {
        id: r.id, unitId: r.unitId, unitName: r.unitName, discipline: r.discipline, code: r.codeMin && r.codeMin === r.codeMax ? r.codeMin : null,
        name: r.name, isMeasure: r.isMeasure, items: Number(r.items), amount,
        share: all ? round(amount / all) : null, perM2: project.area ? round2(amount / project.area) : null,
      };
    }),
  };
}

const SUMMARY_ROLES: { code: string; name: string }[] = [
  { code: 'fbfx', name: '分部分项工程费' }, { code: 'measure', name: '措施项目费' }, { code: 'safety', name: '其中：安全文明施工费' },
  { code: 'other', name: '其他项目费' }, { code: 'lawfee', name: '规费' }, { code: 'tax', name: '税金' },
];

/** POST /b/subject/book/summary: the 表-04 composition (费用构成) with shares and 元/㎡, and each 单位工程's amount. */
export async function subjectSummary(tx: Db, actor: SessionInfo, projectId: string) {
  const project = await getProjectRow(tx, actor, projectId);
  const byRole = await tx.select({ unitId: qcLine.unitId, role: qcLine.role, amount: sql<number>`coalesce(sum(${qcLine.amount}), 0)::float8` }).from(qcLine)
    .where(and(eq(qcLine.projectId, project.id), eq(qcLine.tbl, 't04'), isNotNull(qcLine.role))).groupBy(qcLine.unitId, qcLine.role);
  const units = await tx.select({ id: qcNode.id, name: qcNode.name, discipline: qcNode.discipline }).from(qcNode)
    .where(and(eq(qcNode.projectId, project.id), eq(qcNode.kind, 'unit'))).orderBy(asc(qcNode.seq));
  const itemSums = await tx.select({ unitId: qcItem.unitId, amount: sql<number>`coalesce(sum(${qcItem.amount}), 0)::float8` }).from(qcItem)
    .where(eq(qcItem.projectId, project.id)).groupBy(qcItem.unitId);
  const total = Number(project.total);
  const area = project.area ? Number(project.area) : null;
  const roleSum = (role: string) => round2(byRole.filter((r) => r.role === role).reduce((a, r) => a + Number(r.amount), 0));
  return {
    projectId: project.id, name: project.name, area, total,
    lines: SUMMARY_ROLES.map(({ code, name }) => {
      const amount = roleSum(code);
      return { code, name, amount, share: total ? round(amount / total) : null, perM2: area ? round2(amount / area) : null };
    }),
    units: units.map((u) => {
      const stated = byRole.find((r) => r.unitId === u.id && r.role === 'total');
      const amount = round2(stated ? Number(stated.amount) : Number(itemSums.find((s) => s.unitId === u.id)?.amount ?? 0));
      return { id: u.id, name: u.name, discipline: u.discipline, amount, perM2: area ? round2(amount / area) : null };
    }),
  };
}

/** POST /b/subject/book/items: the 清单项 of one 分部 of the project. */
export async function subjectItems(tx: Db, actor: SessionInfo, projectId: string, sectionId: string) {
  const project = await getProjectRow(tx, actor, projectId);
  const rows = await tx.select({
    id: qcItem.id, code: qcItem.code, name: qcItem.name, features: qcItem.features, unit: qcItem.unit, qty: qcItem.qty, price: qcItem.price, amount: qcItem.amount,
    srcSheet: qcItem.srcSheet, srcRow: qcItem.srcRow,
  }).from(qcItem).where(and(eq(qcItem.projectId, project.id), eq(qcItem.sectionId, sectionId))).orderBy(asc(qcItem.seq));
  return rows.map((r) => ({ ...r, qty: num(r.qty), price: num(r.price), amount: num(r.amount) }));
}

// --- indicator analysis --------------------------------------------------------------------------------

type Ind = Partial<QcIndicators>;
const share = (part: keyof QcIndicators) => (i: Ind) => (i.total && typeof i[part] === 'number' ? (i[part] as number) / i.total : null);
const INDICATORS: { code: string; name: string; pick: (i: Ind) => number | null }[] = [
  { code: 'unitCost', name: '单方造价（元/㎡）', pick: (i) => i.unitCost ?? null },
  { code: 'laborShare', name: '人工费占比', pick: (i) => i.laborShare ?? null },
  { code: 'concretePerM2', name: '混凝土含量（m³/㎡）', pick: (i) => i.concretePerM2 ?? null },
  { code: 'rebarKgPerM2', name: '钢筋含量（kg/㎡）', pick: (i) => i.rebarKgPerM2 ?? null },
  { code: 'fbfxShare', name: '分部分项工程费占比', pick: share('fbfx') },
  { code: 'measureShare', name: '措施项目费占比', pick: share('measures') },
  { code: 'otherShare', name: '其他项目费占比', pick: share('other') },
  { code: 'lawfeeShare', name: '规费占比', pick: share('lawfee') },
  { code: 'taxShare', name: '税金占比', pick: share('tax') },
];

/** POST /b/analyze/indicator: the project's indicators against the library's P10 / median / P90. */
export async function analyzeIndicator(tx: Db, actor: SessionInfo, c: Compare) {
  const project = await getProjectRow(tx, actor, c.projectId);
  const min = c.minSamples ?? MIN_SAMPLES;
  const lib = await tx.select({ indicators: qcProject.indicators }).from(qcProject).where(await libraryWhere(tx, actor, project, c)).limit(5000);
  const samples = lib.map((r) => r.indicators as Ind | null).filter((x): x is Ind => !!x);
  const own = (project.indicators ?? null) as Ind | null;
  return {
    projectId: project.id, library: c.library ?? 'firm', projects: lib.length, minSamples: min,
    rows: INDICATORS.map(({ code, name, pick }) => {
      const value = own ? pick(own) : null;
      const values = samples.map(pick).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
      return { code, name, value: value === null ? null : round(value), ...rangeStatus(value, values, min) };
    }),
  };
}

// --- unusual prices and quantities ---------------------------------------------------------------------

type Unusual = z.output<typeof ZUnusualBody>;

function fences(value: number | null, st: { n: number; q1: number | null; q2: number | null; q3: number | null } | undefined, k: number, min: number) {
  if (!st || st.n < min || st.q1 === null || st.q3 === null || st.q2 === null) {
    return { samples: st?.n ?? 0, q1: null, median: null, q3: null, low: null, high: null, deviation: null, status: 'unassessed' as TAnalysisStatus };
  }
  const iqr = st.q3 - st.q1;
  const low = st.q1 - k * iqr;
  const high = st.q3 + k * iqr;
  // float noise of the SQL sums is not an outlier (an identical library gives IQR 0)
  const eps = 1e-6 * Math.max(Math.abs(st.q2), 1e-9);
  const status: TAnalysisStatus = value === null ? 'unassessed' : value < low - eps ? 'low' : value > high + eps ? 'high' : 'normal';
  return {
    samples: st.n, q1: round(st.q1), median: round(st.q2), q3: round(st.q3), low: round(low), high: round(high),
    deviation: value !== null && st.q2 ? round((value - st.q2) / st.q2) : null, status,
  };
}

const quartiles = (col: SQL | typeof qcItem.price) => ({
  n: sql<number>`count(*)::int`,
  q1: sql<number | null>`percentile_cont(0.25) within group (order by ${col})::float8`,
  q2: sql<number | null>`percentile_cont(0.5) within group (order by ${col})::float8`,
  q3: sql<number | null>`percentile_cont(0.75) within group (order by ${col})::float8`,
});

function summarise<R extends { status: TAnalysisStatus }>(rows: R[], includeUnassessed: boolean | undefined) {
  const counts = { items: rows.length, high: 0, low: 0, normal: 0, unassessed: 0 };
  for (const r of rows) counts[r.status]++;
  const order: Record<TAnalysisStatus, number> = { high: 0, low: 1, unassessed: 2, normal: 3 };
  const listed = rows.filter((r) => r.status === 'high' || r.status === 'low' || (includeUnassessed && r.status === 'unassessed'));
  return { counts, rows: listed.sort((a, b) => order[a.status] - order[b.status]) };
}

async function unitNames(tx: Db, projectId: string) {
  const rows = await tx.select({ id: qcNode.id, name: qcNode.name }).from(qcNode).where(and(eq(qcNode.projectId, projectId), eq(qcNode.kind, 'unit')));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * POST /b/unusualAnalyze/price: each 清单项's 综合单价 against the library's prices of the same
 * national code (digits 1–9) and unit; outside Q1 − k·IQR … Q3 + k·IQR is unusual.
 */
export async function unusualPrice(tx: Db, actor: SessionInfo, c: Unusual) {
  const project = await getProjectRow(tx, actor, c.projectId);
  const k = c.k ?? 1.5;
  const min = c.minSamples ?? MIN_SAMPLES;
  const items = await tx.select({
    id: qcItem.id, unitId: qcItem.unitId, code: qcItem.code, name: qcItem.name, unit: qcItem.unit, price: qcItem.price, srcSheet: qcItem.srcSheet, srcRow: qcItem.srcRow,
  }).from(qcItem).where(eq(qcItem.projectId, project.id)).orderBy(asc(qcItem.srcSheet), asc(qcItem.srcRow));
  const codes = [...new Set(items.map((x) => x.code.slice(0, 9)))];
  const stats = codes.length === 0 ? [] : await tx.select({ code9, unit: unitKey, ...quartiles(qcItem.price) }).from(qcItem)
    .innerJoin(qcProject, eq(qcProject.id, qcItem.projectId))
    .where(and(await libraryWhere(tx, actor, project, c, false), gt(qcItem.price, 0), inArray(code9, codes)))
    .groupBy(code9, unitKey);
  const byKey = new Map(stats.map((s) => [`${s.code9}|${s.unit}`, { n: Number(s.n), q1: num(s.q1), q2: num(s.q2), q3: num(s.q3) }]));
  const names = await unitNames(tx, project.id);
  const rows = items.map((x) => {
    const value = num(x.price);
    return {
      itemId: x.id, unitName: names.get(x.unitId) ?? '', code: x.code, code9: x.code.slice(0, 9), name: x.name, unit: x.unit, value,
      ...fences(value, byKey.get(`${x.code.slice(0, 9)}|${x.unit ?? ''}`), k, min), srcSheet: x.srcSheet, srcRow: x.srcRow,
    };
  });
  return { projectId: project.id, kind: 'price' as const, library: c.library ?? 'firm', k, minSamples: min, ...summarise(rows, c.includeUnassessed) };
}

/**
 * POST /b/unusualAnalyze/quantity: the project's quantity per ㎡ of building area of each national
 * code (digits 1–9) and unit, against the same figure of the library's projects (IQR fences).
 */
export async function unusualQuantity(tx: Db, actor: SessionInfo, c: Unusual) {
  const project = await getProjectRow(tx, actor, c.projectId);
  if (!project.area) throw badRequest(COSTDATA_MSG.NO_AREA);
  const area = Number(project.area);
  const k = c.k ?? 1.5;
  const min = c.minSamples ?? MIN_SAMPLES;
  const own = await tx.select({
    code9, unit: unitKey, qty: sql<number>`coalesce(sum(${qcItem.qty}), 0)::float8`,
    first: sql<string>`min(${qcItem.id})`, code: sql<string>`min(${qcItem.code})`, name: sql<string>`min(${qcItem.name})`, unitId: sql<string>`min(${qcItem.unitId})`,
    srcSheet: sql<string>`min(${qcItem.srcSheet})`, srcRow: sql<number>`min(${qcItem.srcRow})::int`,
  }).from(qcItem).where(eq(qcItem.projectId, project.id)).groupBy(code9, unitKey).orderBy(code9);
  const codes = own.map((o) => o.code9);
  const perProject = tx.select({
    code9: sql<string>`left(${qcItem.code}, 9)`.as('code9'), unit: sql<string>`coalesce(${qcItem.unit}, '')`.as('unit'),
    v: sql<number>`(sum(${qcItem.qty}) / ${qcProject.area})::float8`.as('v'),
  }).from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId))
    .where(and(await libraryWhere(tx, actor, project, c), gt(qcProject.area, 0), codes.length ? inArray(code9, codes) : sql`false`))
    .groupBy(qcItem.projectId, qcProject.area, code9, unitKey).as('per');
  const stats = await tx.select({ code9: perProject.code9, unit: perProject.unit, ...quartiles(sql`${perProject.v}`) }).from(perProject).groupBy(perProject.code9, perProject.unit);
  const byKey = new Map(stats.map((s) => [`${s.code9}|${s.unit}`, { n: Number(s.n), q1: num(s.q1), q2: num(s.q2), q3: num(s.q3) }]));
  const names = await unitNames(tx, project.id);
  const rows = own.map((o) => {
    const value = Number(o.qty) / area;
    return {
      itemId: o.first, unitName: names.get(o.unitId) ?? '', code: o.code, code9: o.code9, name: o.name, unit: o.unit || null, value: round(value, 6),
      ...fences(value, byKey.get(`${o.code9}|${o.unit}`), k, min), srcSheet: o.srcSheet, srcRow: Number(o.srcRow),
    };
  });
  return { projectId: project.id, kind: 'quantity' as const, library: c.library ?? 'firm', k, minSamples: min, ...summarise(rows, c.includeUnassessed) };
}

// --- relativity --------------------------------------------------------------------------------------

const codeLike = (prefix: string) => like(qcItem.code, `${prefix}%`);
const CONCRETE = and(codeLike('0105'), not(codeLike('010515')), not(codeLike('010516'))) as SQL;
const sumQty = (cond: SQL) => sql<number>`coalesce(sum(${qcItem.qty}) filter (where ${cond}), 0)::float8`;

/** The relativity pairs (domain §3 rule 17, 含量 of rule 15): numerator over denominator per project. */
const PAIRS = {
  formwork: codeLike('011702'),
  concrete: CONCRETE,
  rebarKg: sql`${codeLike('010515')}`,
  fill: codeLike('010103'),
  dig: and(or(codeLike('010101'), codeLike('010102')), not(codeLike('010101001'))) as SQL,
  ceiling: codeLike('0113'),
  floor: codeLike('0111'),
  waterproof: codeLike('0109'),
};
const RELATIVITY: { code: string; name: string; unitLabel: string; num: keyof RelSums; den: keyof RelSums }[] = [
  { code: 'formworkConcrete', name: '模板 / 混凝土', unitLabel: '㎡/m³', num: 'formwork', den: 'concrete' },
  { code: 'rebarConcrete', name: '钢筋 / 混凝土', unitLabel: 'kg/m³', num: 'rebarKg', den: 'concrete' },
  { code: 'fillDig', name: '回填方 / 挖方', unitLabel: 'm³/m³', num: 'fill', den: 'dig' },
  { code: 'ceilingFloor', name: '天棚 / 楼地面', unitLabel: '㎡/㎡', num: 'ceiling', den: 'floor' },
  { code: 'concreteArea', name: '混凝土 / 建筑面积', unitLabel: 'm³/㎡', num: 'concrete', den: 'area' },
  { code: 'waterproofArea', name: '屋面及防水 / 建筑面积', unitLabel: '㎡/㎡', num: 'waterproof', den: 'area' },
];
interface RelSums { formwork: number; concrete: number; rebarKg: number; fill: number; dig: number; ceiling: number; floor: number; waterproof: number; area: number }

const relSelect = {
  projectId: qcItem.projectId,
  area: sql<number>`coalesce(max(${qcProject.area}), 0)::float8`,
  formwork: sumQty(PAIRS.formwork), concrete: sumQty(PAIRS.concrete),
  rebarKg: sql<number>`coalesce(sum(case when ${qcItem.unit} = 't' then ${qcItem.qty} * 1000 else ${qcItem.qty} end) filter (where ${PAIRS.rebarKg}), 0)::float8`,
  fill: sumQty(PAIRS.fill), dig: sumQty(PAIRS.dig), ceiling: sumQty(PAIRS.ceiling), floor: sumQty(PAIRS.floor), waterproof: sumQty(PAIRS.waterproof),
};
const ratioOf = (s: RelSums, n: keyof RelSums, d: keyof RelSums) => (Number(s[d]) > 0 ? Number(s[n]) / Number(s[d]) : null);

/** POST /b/relativityAnalyze/run: quantity ratios (模板/混凝土, 钢筋/混凝土, 回填/挖方, …) against the library's P10–P90. */
export async function relativity(tx: Db, actor: SessionInfo, c: Compare) {
  const project = await getProjectRow(tx, actor, c.projectId);
  const min = c.minSamples ?? MIN_SAMPLES;
  const [own] = await tx.select(relSelect).from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId)).where(eq(qcItem.projectId, project.id)).groupBy(qcItem.projectId);
  const lib = await tx.select(relSelect).from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId))
    .where(await libraryWhere(tx, actor, project, c)).groupBy(qcItem.projectId).limit(5000);
  const zero: RelSums = { formwork: 0, concrete: 0, rebarKg: 0, fill: 0, dig: 0, ceiling: 0, floor: 0, waterproof: 0, area: Number(project.area ?? 0) };
  const mine = (own as unknown as RelSums | undefined) ?? zero;
  return {
    projectId: project.id, library: c.library ?? 'firm', minSamples: min,
    rows: RELATIVITY.map((r) => {
      const value = ratioOf(mine, r.num, r.den);
      const values = lib.map((s) => ratioOf(s as unknown as RelSums, r.num, r.den)).filter((x): x is number => x !== null);
      return {
        code: r.code, name: r.name, unitLabel: r.unitLabel, numerator: round(Number(mine[r.num])), denominator: round(Number(mine[r.den])),
        value: value === null ? null : round(value), ...rangeStatus(value, values, min),
      };
    }),
  };
}

// --- expanded indicators (per appendix) -----------------------------------------------------------------

/** GB 50854 appendices of 房屋建筑与装饰 (digits 1–4; domain §1) and the 安装 ones met most. */
export const APPENDIX_NAMES: Record<string, string> = {
  '0101': '土石方工程', '0102': '地基处理与边坡支护工程', '0103': '桩基工程', '0104': '砌筑工程', '0105': '混凝土及钢筋混凝土工程',
  '0106': '金属结构工程', '0107': '木结构工程', '0108': '门窗工程', '0109': '屋面及防水工程', '0110': '保温、隔热、防腐工程',
  '0111': '楼地面装饰工程', '0112': '墙、柱面装饰与隔断、幕墙工程', '0113': '天棚工程', '0114': '油漆、涂料、裱糊工程', '0115': '其他装饰工程',
  '0116': '拆除工程', '0117': '措施项目', '0304': '电气设备安装工程', '0308': '工业管道工程', '0310': '给排水、采暖、燃气工程',
  '0309': '消防工程', '0307': '通风空调工程', '0305': '建筑智能化工程', '0313': '措施项目（安装）',
};
const EXPAND_BAND = 0.2;
const appendix = sql<string>`left(${qcItem.code}, 4)`;

/**
 * POST /b/expandAnalyze/run: expanded indicators per appendix (digits 1–4 of the code): amount,
 * share of the items' amount and 元/㎡, against the library's median 元/㎡; more than ±20 % off is
 * high / low (domain §3 rule 13's band), fewer samples than minSamples 未评估.
 */
export async function expand(tx: Db, actor: SessionInfo, c: Compare) {
  const project = await getProjectRow(tx, actor, c.projectId);
  const min = c.minSamples ?? MIN_SAMPLES;
  const sel = { projectId: qcItem.projectId, area: sql<number | null>`max(${qcProject.area})::float8`, app: appendix, amount: sql<number>`coalesce(sum(${qcItem.amount}), 0)::float8` };
  const own = await tx.select(sel).from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId)).where(eq(qcItem.projectId, project.id)).groupBy(qcItem.projectId, appendix).orderBy(appendix);
  const apps = own.map((o) => o.app);
  const lib = apps.length === 0 ? [] : await tx.select(sel).from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId))
    .where(and(await libraryWhere(tx, actor, project, c), gt(qcProject.area, 0))).groupBy(qcItem.projectId, appendix).limit(50000);
  const libTotals = new Map<string, number>();
  for (const l of lib) libTotals.set(l.projectId, (libTotals.get(l.projectId) ?? 0) + Number(l.amount));
  const all = own.reduce((a, o) => a + Number(o.amount), 0);
  const area = project.area ? Number(project.area) : null;
  return {
    projectId: project.id, library: c.library ?? 'firm', minSamples: min,
    rows: own.map((o) => {
      const amount = round2(Number(o.amount));
      const perM2 = area ? round2(amount / area) : null;
      const samples = lib.filter((l) => l.app === o.app);
      const enough = samples.length >= min;
      const medianPerM2 = enough ? round2(percentiles(samples.map((l) => Number(l.amount) / Number(l.area))).p50) : null;
      const medianShare = enough ? round(percentiles(samples.map((l) => Number(l.amount) / (libTotals.get(l.projectId) || 1))).p50) : null;
      const deviation = perM2 !== null && medianPerM2 ? round((perM2 - medianPerM2) / medianPerM2) : null;
      const status: TAnalysisStatus = deviation === null ? 'unassessed' : deviation > EXPAND_BAND ? 'high' : deviation < -EXPAND_BAND ? 'low' : 'normal';
      return {
        code: o.app, name: APPENDIX_NAMES[o.app] ?? o.app, amount, share: all ? round(amount / all) : null, perM2,
        samples: samples.length, medianPerM2, medianShare, deviation, status,
      };
    }),
  };
}

// --- bill and norm books ------------------------------------------------------------------------------

type Book = z.output<typeof ZBookQuery>;
const page = (b: Book | undefined) => { const size = b?.pageSize ?? 50; return { limit: size, offset: ((b?.pageNo ?? 1) - 1) * size }; };

/** The price statistics of one book row (a group of lines), and the group count as a window column. */
const priceStats = (price: SQL | AnyColumn, projectId: AnyColumn) => ({
  samples: sql<number>`count(*)::int`, projects: sql<number>`count(distinct ${projectId})::int`,
  minPrice: sql<number>`min(${price})::float8`, maxPrice: sql<number>`max(${price})::float8`, avgPrice: sql<number>`avg(${price})::float8`,
  median: sql<number>`percentile_cont(0.5) within group (order by ${price})::float8`, all: sql<number>`count(*) over ()`,
});
type StatRow = { code: string; name: string; unit: string; kind?: string | null; samples: number; projects: number; minPrice: number; maxPrice: number; avgPrice: number; median: number; all: number };

/**
 * One page of a book: the groups' total from the page's window column, counted apart only for a
 * page past the end (`countGroups`), and each row's statistics rounded for display.
 */
async function bookPage(rows: StatRow[], offset: number, countGroups: () => Promise<{ n: number }[]>, kind: (r: StatRow) => string | null) {
  const total = rows.length ? Number(rows[0].all) : offset === 0 ? 0 : (await countGroups())[0].n;
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      code: r.code, name: r.name, unit: r.unit || null, kind: kind(r), samples: Number(r.samples), projects: Number(r.projects),
      minPrice: round2(Number(r.minPrice)), median: round2(Number(r.median)), maxPrice: round2(Number(r.maxPrice)), avgPrice: round2(Number(r.avgPrice)),
    })),
  };
}

/** POST /b/bill/book/queryList: the firm's 清单项 grouped by national code (digits 1–9) and unit, with price statistics. */
export async function billBook(tx: Db, actor: SessionInfo, b: Book | undefined) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const f = b?.params ?? {};
  const where = and(scope, gt(qcItem.price, 0),
    f.code ? like(qcItem.code, `${escapeLike(f.code)}%`) : undefined,
    f.name ? sql`${qcItem.name} ilike ${`%${escapeLike(f.name)}%`}` : undefined,
    f.unit ? eq(qcItem.unit, f.unit) : undefined);
  const { limit, offset } = page(b);
  const rows = await tx.select({ code: code9, unit: unitKey, name: sql<string>`min(${qcItem.name})`, ...priceStats(qcItem.price, qcItem.projectId) })
    .from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId)).where(where)
    .groupBy(code9, unitKey).orderBy(code9, unitKey).limit(limit).offset(offset);
  return bookPage(rows, offset, () => tx.select({ n: sql<number>`count(distinct (left(${qcItem.code}, 9), coalesce(${qcItem.unit}, '')))::int` })
    .from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId)).where(where), () => null);
}

const DETAIL_LIMIT = 500;

/** POST /b/bill/book/detail: the library's 清单项 of one national code and unit, with their project and cell. */
export async function billDetail(tx: Db, actor: SessionInfo, codeText: string, unitText: string | null | undefined) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const unit = alias(qcNode, 'unit');
  const rows = await tx.select({
    id: qcItem.id, projectId: qcProject.id, projectName: qcProject.name, unitName: unit.name, code: qcItem.code, name: qcItem.name, features: qcItem.features,
    unit: qcItem.unit, qty: qcItem.qty, price: qcItem.price, srcSheet: qcItem.srcSheet, srcRow: qcItem.srcRow,
  }).from(qcItem).innerJoin(qcProject, eq(qcProject.id, qcItem.projectId)).innerJoin(unit, eq(unit.id, qcItem.unitId))
    .where(and(scope, eq(code9, codeText.slice(0, 9)), unitText === undefined ? undefined : eq(unitKey, unitText ?? '')))
    .orderBy(asc(qcItem.price), asc(qcItem.id)).limit(DETAIL_LIMIT);
  return rows.map((r) => ({ ...r, qty: num(r.qty), price: num(r.price) }));
}

const lineUnit = sql<string>`coalesce(${qcLine.unit}, '')`;
const lineCode = sql<string>`coalesce(${qcLine.code}, '')`;

const NORM_KIND = '定额';
const normUnit = sql<string>`coalesce(${qcNorm.unit}, '')`;
const normCode = sql<string>`coalesce(${qcNorm.code}, '')`;
/** A 定额's unit price (基价): 人工 + 材料 + 机械 + 管理费和利润 per 定额单位. */
const normPrice = sql<number>`(coalesce(${qcNorm.laborPrice}, 0) + coalesce(${qcNorm.materialPrice}, 0) + coalesce(${qcNorm.machinePrice}, 0) + coalesce(${qcNorm.mgmtPrice}, 0))`;

/**
 * Whether the book lists 定额 lines (表-09, kind 定额): asked for (`kind` 定额), or no kind asked and
 * the visible projects hold some; otherwise it lists the 人材机汇总 lines (kind 人工 / 材料 / 机械 …),
 * the resource prices the norms consume, as before 表-09 was imported.
 */
async function normsListed(tx: Db, scope: SQL | undefined, kind: string | undefined): Promise<boolean> {
  if (kind) return kind === NORM_KIND;
  const [hit] = await tx.select({ id: qcNorm.id }).from(qcNorm).innerJoin(qcProject, eq(qcProject.id, qcNorm.projectId))
    .where(and(scope, eq(qcNorm.kind, 'norm'))).limit(1);
  return !!hit;
}

/**
 * POST /b/norm/book/queryList: the firm's 定额 (表-09 lines) grouped by code, name and unit with the
 * statistics of their unit price (人+材+机+管理费和利润), reused across items and projects; without
 * any 定额 in the visible projects (or with a resource kind asked), the 人材机汇总 lines the same way.
 */
export async function normBook(tx: Db, actor: SessionInfo, b: Book | undefined) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const f = b?.params ?? {};
  if (await normsListed(tx, scope, f.kind)) return normLines(tx, scope, b);
  const where = and(scope, eq(qcLine.tbl, 'res'), gt(qcLine.price, 0),
    f.code ? like(qcLine.code, `${escapeLike(f.code)}%`) : undefined,
    f.name ? sql`${qcLine.name} ilike ${`%${escapeLike(f.name)}%`}` : undefined,
    f.unit ? eq(qcLine.unit, f.unit) : undefined,
    f.kind ? eq(qcLine.kind, f.kind) : undefined);
  const { limit, offset } = page(b);
  const rows = await tx.select({ code: lineCode, unit: lineUnit, name: qcLine.name, kind: sql<string | null>`min(${qcLine.kind})`, ...priceStats(qcLine.price, qcLine.projectId) })
    .from(qcLine).innerJoin(qcProject, eq(qcProject.id, qcLine.projectId)).where(where)
    .groupBy(lineCode, qcLine.name, lineUnit).orderBy(lineCode, qcLine.name, lineUnit).limit(limit).offset(offset);
  return bookPage(rows, offset, () => tx.select({ n: sql<number>`count(distinct (coalesce(${qcLine.code}, ''), ${qcLine.name}, coalesce(${qcLine.unit}, '')))::int` })
    .from(qcLine).innerJoin(qcProject, eq(qcProject.id, qcLine.projectId)).where(where), (r) => r.kind ?? null);
}

/** The 定额 lines of the norm book, grouped by code, name and unit. */
async function normLines(tx: Db, scope: SQL | undefined, b: Book | undefined) {
  const f = b?.params ?? {};
  const where = and(scope, eq(qcNorm.kind, 'norm'), gt(normPrice, 0),
    f.code ? like(qcNorm.code, `${escapeLike(f.code)}%`) : undefined,
    f.name ? sql`${qcNorm.name} ilike ${`%${escapeLike(f.name)}%`}` : undefined,
    f.unit ? eq(qcNorm.unit, f.unit) : undefined);
  const { limit, offset } = page(b);
  const name = sql<string>`coalesce(${qcNorm.name}, '')`;
  const rows = await tx.select({ code: normCode, unit: normUnit, name, ...priceStats(normPrice, qcNorm.projectId) })
    .from(qcNorm).innerJoin(qcProject, eq(qcProject.id, qcNorm.projectId)).where(where)
    .groupBy(normCode, name, normUnit).orderBy(normCode, name, normUnit).limit(limit).offset(offset);
  return bookPage(rows, offset, () => tx.select({ n: sql<number>`count(distinct (${normCode}, ${name}, ${normUnit}))::int` })
    .from(qcNorm).innerJoin(qcProject, eq(qcProject.id, qcNorm.projectId)).where(where), () => NORM_KIND);
}

/**
 * POST /b/norm/book/detail: the 定额 lines of one code (and unit) with their project, 单位工程 and the
 * 清单项 they price (`features`); the 人材机 lines of the code when the book lists resources.
 */
export async function normDetail(tx: Db, actor: SessionInfo, codeText: string, unitText: string | null | undefined) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  if (await normsListed(tx, scope, undefined)) {
    const unit = alias(qcNode, 'unit');
    const rows = await tx.select({
      id: qcNorm.id, projectId: qcProject.id, projectName: qcProject.name, unitName: unit.name, code: normCode, name: sql<string>`coalesce(${qcNorm.name}, '')`,
      features: sql<string | null>`(select ${qcItem.code} || ' ' || ${qcItem.name} from ${qcItem} where ${qcItem.id} = ${qcNorm.itemId} and ${qcItem.tenantId} = ${qcNorm.tenantId})`,
      unit: qcNorm.unit, qty: qcNorm.qty, price: normPrice, srcSheet: qcNorm.srcSheet, srcRow: qcNorm.srcRow,
    }).from(qcNorm).innerJoin(qcProject, eq(qcProject.id, qcNorm.projectId)).innerJoin(unit, eq(unit.id, qcNorm.unitId))
      .where(and(scope, eq(qcNorm.kind, 'norm'), eq(qcNorm.code, codeText), unitText === undefined ? undefined : eq(normUnit, unitText ?? '')))
      .orderBy(asc(normPrice), asc(qcNorm.id)).limit(DETAIL_LIMIT);
    if (rows.length) return rows.map((r) => ({ ...r, qty: num(r.qty), price: num(r.price) }));
  }
  const unit = alias(qcNode, 'unit');
  const rows = await tx.select({
    id: qcLine.id, projectId: qcProject.id, projectName: qcProject.name, unitName: unit.name, code: lineCode, name: qcLine.name, features: qcLine.kind,
    unit: qcLine.unit, qty: qcLine.qty, price: qcLine.price, srcSheet: qcLine.srcSheet, srcRow: qcLine.srcRow,
  }).from(qcLine).innerJoin(qcProject, eq(qcProject.id, qcLine.projectId)).innerJoin(unit, eq(unit.id, qcLine.unitId))
    .where(and(scope, eq(qcLine.tbl, 'res'), eq(qcLine.code, codeText), unitText === undefined ? undefined : eq(lineUnit, unitText ?? '')))
    .orderBy(asc(qcLine.price), asc(qcLine.id)).limit(DETAIL_LIMIT);
  return rows.map((r) => ({ ...r, qty: num(r.qty), price: num(r.price) }));
}
