import { and, inArray, sql } from 'drizzle-orm';
import { classifyHazard, HAZARD_RULES, HAZARD_STATUS } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supHazard, supProblem, supProject, supProjectNode } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import { userNames } from '../../platform/directory.js';
import type { ImportColumn, ImportContext, ImportTarget } from '../../platform/excel/targets.js';
import { newId } from '../../platform/ids.js';
import { queryRows } from '../../platform/sql.js';
import { chinaToday, formatDocNumber, nextDocNumbers } from './numbering.js';
import { PROJECT_SCOPE } from './scope.js';

/*
 * Excel import of the problem ledger (问题台账) and the hazardous-works registry (危大工程) through the
 * platform's two-phase import wizard (upload and check → error workbook / confirm → insert). Rows name
 * their project by its code and their unit project / part by name; checkBatch answers a reason per row
 * with the same rules the save calls apply (project in the importer's scope, part under its unit
 * project, deadline not before discovery, 危大 level from the parameters, nothing below the thresholds),
 * and insertBatch writes the rows that passed. Both are staged (platform/excel/staging.ts): written hidden
 * in short transactions, shown at one publish, where the problems get their WT numbers in one counter step.
 */

type Node = { id: string; parentId: string | null; nodeType: number; name: string };
type Project = { id: string; deptId: string | null; nodes: Node[] };

/** Projects by code visible to the importer (cached per import). */
async function projectsOf(tx: Db, ctx: ImportContext, codes: string[]): Promise<Map<string, Project>> {
  const cache = (ctx.state.projects ??= new Map<string, Project | null>()) as Map<string, Project | null>;
  const missing = [...new Set(codes)].filter((c) => !cache.has(c));
  if (missing.length) {
    const where = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, ctx.actor));
    const rows = await tx.select({ id: supProject.id, code: supProject.code, deptId: supProject.deptId }).from(supProject)
      .where(and(inArray(supProject.code, missing), where));
    const nodes = rows.length ? await tx.select({ id: supProjectNode.id, projectId: supProjectNode.projectId, parentId: supProjectNode.parentId, nodeType: supProjectNode.nodeType, name: supProjectNode.name })
      .from(supProjectNode).where(inArray(supProjectNode.projectId, rows.map((r) => r.id))) : [];
    for (const c of missing) cache.set(c, null);
    for (const r of rows) cache.set(r.code, { id: r.id, deptId: r.deptId, nodes: nodes.filter((n) => n.projectId === r.id) });
  }
  return new Map([...cache].filter((e): e is [string, Project] => !!e[1]));
}

/** The unit project by name and, when named, a part under it (division, or part of one of its divisions). */
function placeByName(p: Project, unitName: string, partName: string | null): { unitId: string; partId: string | null } | string {
  const units = p.nodes.filter((n) => n.nodeType === 1 && n.name === unitName);
  if (units.length !== 1) return units.length ? `单位工程“${unitName}”有重名` : `单位工程“${unitName}”不存在`;
  const unit = units[0];
  if (!partName) return { unitId: unit.id, partId: null };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const under = p.nodes.filter((n) => n.name === partName && n.nodeType > 1
    && (n.parentId === unit.id || (n.nodeType === 3 && byId.get(n.parentId ?? '')?.parentId === unit.id)));
  if (under.length !== 1) return under.length ? `部位“${partName}”有重名` : `部位“${partName}”不在单位工程“${unitName}”下`;
  return { unitId: unit.id, partId: under[0].id };
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v).trim() || null);

// ---------------------------------------------------------------------------
// 问题台账
// ---------------------------------------------------------------------------

const PROBLEM_COLUMNS: ImportColumn[] = [
  { key: 'projectCode', label: '项目编号', type: 'text', required: true, maxLength: 64 },
  { key: 'name', label: '问题描述', type: 'text', required: true, maxLength: 500 },
  { key: 'problemType', label: '问题类型', type: 'select', dictCode: 'PROBLEM_TYPE' },
  { key: 'unitName', label: '单位工程', type: 'text', required: true, maxLength: 200 },
  { key: 'partName', label: '部位', type: 'text', maxLength: 200 },
  { key: 'problemDiscovererId', label: '发现人', type: 'person' },
  { key: 'problemDiscoverDate', label: '发现日期', type: 'date', required: true },
  { key: 'rectifyDeadline', label: '整改期限', type: 'date' },
  { key: 'serious', label: '严重问题', type: 'bool' },
  { key: 'requirement', label: '整改要求', type: 'text', maxLength: 1000 },
];

type Placed<T> = { reason: string } | { values: T };

async function placeProblems(tx: Db, rows: Record<string, unknown>[], ctx: ImportContext) {
  const projects = await projectsOf(tx, ctx, rows.map((r) => String(r.projectCode)));
  const today = chinaToday();
  return rows.map((r): Placed<typeof supProblem.$inferInsert> => {
    const p = projects.get(String(r.projectCode));
    if (!p) return { reason: `项目编号“${r.projectCode}”不存在或无权访问` };
    const at = placeByName(p, String(r.unitName), str(r.partName));
    if (typeof at === 'string') return { reason: at };
    const discover = String(r.problemDiscoverDate);
    if (discover > today) return { reason: '发现日期不能晚于今天' };
    const deadline = str(r.rectifyDeadline);
    if (deadline && deadline < discover) return { reason: '整改期限不能早于发现日期' };
    return {
      values: {
        id: newId(), code: '', projectId: p.id, deptId: p.deptId, name: String(r.name), problemType: str(r.problemType), projectNodeId: at.unitId,
        patrolNodeId: at.partId, problemDiscovererId: str(r.problemDiscovererId) ?? ctx.actor.userId, problemDiscovererName: '',
        problemDiscoverDate: discover, rectifyDeadline: deadline, serious: r.serious === true, requirement: str(r.requirement), sourceType: 'import',
      },
    };
  });
}

export const problemImport: ImportTarget = {
  code: 'supervise:problem',
  label: '问题台账',
  permission: 'supervise:problem:add',
  columns: async () => PROBLEM_COLUMNS,
  checkBatch: async (tx, rows, ctx) => (await placeProblems(tx, rows, ctx)).map((x) => ('reason' in x ? x.reason : null)),
  insertBatch: async (tx, rows, ctx) => {
    if (!ctx) throw new Error('problem import needs its caller');
    const values = (await placeProblems(tx, rows, ctx)).flatMap((x) => ('values' in x ? [x.values] : []));
    if (!values.length) return;
    const names = await userNames(tx, values.map((v) => v.problemDiscovererId!));
    // Staged: numbered at the publish (a placeholder meanwhile, unique and never seen: the rows are hidden).
    if (ctx.batch) {
      await tx.insert(supProblem).values(values.map((v) => ({ ...v, code: `~${v.id}`, problemDiscovererName: names.get(v.problemDiscovererId!) ?? '' })));
      return;
    }
    // One counter step for the batch: consecutive WT numbers in file order.
    const year = Number(chinaToday().slice(0, 4));
    const first = await nextDocNumbers(tx, 'problem', year, values.length);
    await tx.insert(supProblem).values(values.map((v, i) => ({
      ...v, code: formatDocNumber('WT', year, first + i, 5), problemDiscovererName: names.get(v.problemDiscovererId!) ?? '',
    })));
  },
  // sup_problem takes part in staged writes (migration 0037): rows hidden until one publish.
  staged: true,
  /** One counter step for the whole import, in the publish: consecutive WT numbers in file order, none lost by a failed import. */
  publish: async (tx, ctx) => {
    const ids = (await queryRows<{ id: string }>(tx, sql`select id from sup_problem where import_batch = ${ctx.batch!} order by id`)).map((r) => r.id);
    if (!ids.length) return;
    const year = Number(chinaToday().slice(0, 4));
    const first = await nextDocNumbers(tx, 'problem', year, ids.length);
    for (let i = 0; i < ids.length; i += 5000) {
      const values = ids.slice(i, i + 5000).map((id, j) => sql`(${id}, ${formatDocNumber('WT', year, first + i + j, 5)})`);
      await tx.execute(sql`update sup_problem p set code = v.code from (values ${sql.join(values, sql`, `)}) as v(id, code) where p.id = v.id`);
    }
  },
};

// ---------------------------------------------------------------------------
// 危大工程
// ---------------------------------------------------------------------------

const HAZARD_COLUMNS: ImportColumn[] = [
  { key: 'projectCode', label: '项目编号', type: 'text', required: true, maxLength: 64 },
  { key: 'name', label: '工程名称', type: 'text', required: true, maxLength: 200 },
  { key: 'category', label: '类别', type: 'text', required: true, maxLength: 40 },
  { key: 'params', label: '参数', type: 'text', maxLength: 500 },
  { key: 'qualitative', label: '定性判定', type: 'text', maxLength: 20 },
  { key: 'unitName', label: '单位工程', type: 'text', maxLength: 200 },
  { key: 'partName', label: '部位', type: 'text', maxLength: 200 },
  { key: 'planDate', label: '计划施工日期', type: 'date' },
];

const QUALITATIVE: Record<string, 'none' | 'danger' | 'super'> = { '': 'none', 无: 'none', 属于危大工程: 'danger', 危大: 'danger', 超过一定规模: 'super', 超危大: 'super' };

/** "开挖深度=6；搭设高度=9" → the category's metrics by label (or key); a reason when a pair is not one of them or not a number ≥ 0. */
export function parseHazardParams(category: string, text: string | null): Record<string, number> | string {
  const rule = HAZARD_RULES.find((c) => c.code === category)!;
  const out: Record<string, number> = {};
  for (const pair of (text ?? '').split(/[;；,，\n]/).map((s) => s.trim()).filter(Boolean)) {
    const m = /^(.+?)\s*[=:：]\s*(-?\d+(?:\.\d+)?)\s*[a-zA-Z²/]*$/.exec(pair);
    const metric = m && rule.metrics.find((x) => x.label === m[1].trim() || x.key === m[1].trim());
    if (!m || !metric || Number(m[2]) < 0) return `参数“${pair}”不是“${rule.name}”的参数（${rule.metrics.map((x) => x.label).join('、') || '无数值参数'}）`;
    out[metric.key] = Number(m[2]);
  }
  return out;
}

async function placeHazards(tx: Db, rows: Record<string, unknown>[], ctx: ImportContext) {
  const projects = await projectsOf(tx, ctx, rows.map((r) => String(r.projectCode)));
  return rows.map((r): Placed<typeof supHazard.$inferInsert> => {
    const p = projects.get(String(r.projectCode));
    if (!p) return { reason: `项目编号“${r.projectCode}”不存在或无权访问` };
    const cat = String(r.category).trim();
    const rule = HAZARD_RULES.find((c) => c.code === cat || c.name === cat);
    if (!rule) return { reason: `类别“${cat}”不存在（${HAZARD_RULES.map((c) => c.name).join('、')}）` };
    const params = parseHazardParams(rule.code, str(r.params));
    if (typeof params === 'string') return { reason: params };
    const q = QUALITATIVE[str(r.qualitative) ?? ''];
    if (!q) return { reason: '定性判定应为“属于危大工程”或“超过一定规模”' };
    const c = classifyHazard(rule.code, params, q);
    if (c.level === 0) return { reason: '未达到危大工程的范围，不需登记' };
    let unitId: string | null = null;
    let partId: string | null = null;
    const unitName = str(r.unitName);
    if (!unitName && str(r.partName)) return { reason: '请先选择单位工程' };
    if (unitName) {
      const at = placeByName(p, unitName, str(r.partName));
      if (typeof at === 'string') return { reason: at };
      ({ unitId, partId } = at);
    }
    return {
      values: {
        id: newId(), projectId: p.id, deptId: p.deptId, name: String(r.name), category: rule.code, categoryItem: c.item, params,
        qualitativeSuper: q === 'super', level: c.level, levelReason: c.reason, unitNodeId: unitId, partNodeId: partId,
        planDate: str(r.planDate), status: HAZARD_STATUS.IDENTIFIED.value,
      },
    };
  });
}

export const hazardImport: ImportTarget = {
  code: 'supervise:hazard',
  label: '危大工程',
  permission: 'supervise:hazard:add',
  columns: async () => HAZARD_COLUMNS,
  checkBatch: async (tx, rows, ctx) => (await placeHazards(tx, rows, ctx)).map((x) => ('reason' in x ? x.reason : null)),
  insertBatch: async (tx, rows, ctx) => {
    if (!ctx) throw new Error('hazard import needs its caller');
    const values = (await placeHazards(tx, rows, ctx)).flatMap((x) => ('values' in x ? [x.values] : []));
    if (values.length) await tx.insert(supHazard).values(values);
  },
  // sup_hazard takes part in staged writes (migration 0037): rows hidden until one publish.
  staged: true,
};

export const supervisionImports: readonly ImportTarget[] = [problemImport, hazardImport];
