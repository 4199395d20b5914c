/*
 * JGJ 59-2011 建筑施工安全检查标准 (domain/supervision.md §4): the check tables, their items and
 * base scores, the 保证项目 veto, the summary weights and the grades. One engine for every
 * table; the catalogue is data. Item lists are those of the domain file (◇ = recalled from the
 * standard): the tables it lists are seeded here; the other scaffold, hoist and crane sub-tables
 * are left for when their items are checked against the official text.
 */

export type ItemKind = 'guarantee' | 'general' | 'plain';
export interface CheckItem { code: string; name: string; kind: ItemKind; baseScore: number }
export interface CheckTable { code: string; name: string; category: string; items: CheckItem[] }
export interface Category { code: string; name: string; weight: number }

/** Summary table (汇总表) categories and weights, total 100 (SAFETY_CHECK_CATEGORY dictionary). */
export const JGJ59_CATEGORIES: Category[] = [
  { code: '01', name: '安全管理', weight: 10 },
  { code: '02', name: '文明施工', weight: 15 },
  { code: '03', name: '脚手架', weight: 10 },
  { code: '04', name: '基坑工程', weight: 10 },
  { code: '05', name: '模板支架', weight: 10 },
  { code: '06', name: '高处作业', weight: 10 },
  { code: '07', name: '施工用电', weight: 10 },
  { code: '08', name: '物料提升机与施工升降机', weight: 10 },
  { code: '09', name: '塔式起重机与起重吊装', weight: 10 },
  { code: '10', name: '施工机具', weight: 5 },
];

/** Items of 10 points each: the first six 保证项目, the last four 一般项目. */
function split(table: string, guarantee: string[], general: string[]): CheckItem[] {
  return [
    ...guarantee.map((name, i) => ({ code: `${table}-${String(i + 1).padStart(2, '0')}`, name, kind: 'guarantee' as const, baseScore: 10 })),
    ...general.map((name, i) => ({ code: `${table}-${String(guarantee.length + i + 1).padStart(2, '0')}`, name, kind: 'general' as const, baseScore: 10 })),
  ];
}
function plain(table: string, items: [string, number][]): CheckItem[] {
  return items.map(([name, baseScore], i) => ({ code: `${table}-${String(i + 1).padStart(2, '0')}`, name, kind: 'plain' as const, baseScore }));
}
function weighted(table: string, guarantee: [string, number][], general: [string, number][]): CheckItem[] {
  return [
    ...guarantee.map(([name, baseScore], i) => ({ code: `${table}-${String(i + 1).padStart(2, '0')}`, name, kind: 'guarantee' as const, baseScore })),
    ...general.map(([name, baseScore], i) => ({ code: `${table}-${String(guarantee.length + i + 1).padStart(2, '0')}`, name, kind: 'general' as const, baseScore })),
  ];
}

export const JGJ59_TABLES: CheckTable[] = [
  { code: '0101', name: '安全管理检查评分表', category: '01', items: split('0101',
    ['安全生产责任制', '施工组织设计及专项施工方案', '安全技术交底', '安全检查', '安全教育', '应急救援'],
    ['分包单位安全管理', '持证上岗', '生产安全事故处理', '安全标志']) },
  { code: '0201', name: '文明施工检查评分表', category: '02', items: split('0201',
    ['现场围挡', '封闭管理', '施工场地', '材料管理', '现场办公与住宿', '现场防火'],
    ['综合治理', '公示标牌', '生活设施', '社区服务']) },
  { code: '0301', name: '扣件式钢管脚手架检查评分表', category: '03', items: split('0301',
    ['施工方案', '立杆基础', '架体与建筑结构拉结', '杆件间距与剪刀撑', '脚手板与防护栏杆', '交底与验收'],
    ['横向水平杆设置', '杆件连接', '层间防护', '构配件材质']) },
  { code: '0401', name: '基坑工程检查评分表', category: '04', items: split('0401',
    ['施工方案', '基坑支护', '降排水', '基坑开挖', '坑边荷载', '安全防护'],
    ['基坑监测', '支撑拆除', '作业环境', '应急预案']) },
  { code: '0501', name: '模板支架检查评分表', category: '05', items: split('0501',
    ['施工方案', '支架基础', '支架构造', '支架稳定', '施工荷载', '交底与验收'],
    ['杆件连接', '底座与托撑', '构配件材质', '支架拆除']) },
  { code: '0601', name: '高处作业检查评分表', category: '06', items: plain('0601', [
    ['安全帽', 10], ['安全网', 10], ['安全带', 10], ['临边防护', 10], ['洞口防护', 10],
    ['通道口防护', 10], ['攀登作业', 10], ['悬空作业', 10], ['移动式操作平台', 10], ['悬挑式物料钢平台', 10]]) },
  { code: '0701', name: '施工用电检查评分表', category: '07', items: weighted('0701',
    [['外电防护', 10], ['接地与接零保护系统', 20], ['配电线路', 10], ['配电箱与开关箱', 20]],
    [['配电室与配电装置', 15], ['现场照明', 15], ['用电档案', 10]]) },
  { code: '0901', name: '塔式起重机检查评分表', category: '09', items: split('0901',
    ['载荷限制装置', '行程限位装置', '保护装置', '吊钩、滑轮、卷筒与钢丝绳', '多塔作业', '安拆、验收与使用'],
    ['附着', '基础与轨道', '结构设施', '电气安全']) },
  // ◇ item scores recalled from the standard (they sum to 100).
  { code: '1001', name: '施工机具检查评分表', category: '10', items: plain('1001', [
    ['平刨', 12], ['圆盘锯', 10], ['手持电动工具', 8], ['钢筋机械', 10], ['电焊机', 10], ['搅拌机', 10],
    ['气瓶', 8], ['翻斗车', 8], ['潜水泵', 6], ['振捣器', 8], ['桩工机械', 10]]) },
];

export const GRADES = {
  EXCELLENT: { value: '1', label: '优良' },
  PASS: { value: '2', label: '合格' },
  FAIL: { value: '3', label: '不合格' },
} as const;

export interface ItemScore { deduction: number; na?: boolean }
export type ScoreSheet = Record<string, Record<string, ItemScore>>;

export interface TableResult { code: string; name: string; score: number; guaranteeSubtotal: number | null; zeroed: boolean }
export interface CategoryResult { code: string; name: string; weight: number; tableScore: number | null; weighted: number | null }
export interface ScoreResult { tables: TableResult[]; categories: CategoryResult[]; total: number; grade: string; gradeName: string }

/** Thrown for a sheet naming a table or item the catalogue does not have. */
export class ScoreInputError extends Error {}

const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON) / 100;

/**
 * Scores one sub-table (4.0.3): each item keeps its base score less its deductions, never below 0;
 * missing items (缺项) normalise the table to 100 (A2 = D / E × 100); a 保证项目 at 0, or a 保证
 * subtotal under 40 (normalised the same way when a 保证项目 is missing), zeroes the table.
 */
export function scoreTable(table: CheckTable, sheet: Record<string, ItemScore>): TableResult {
  for (const code of Object.keys(sheet)) if (!table.items.some((i) => i.code === code)) throw new ScoreInputError(`检查项 ${code} 不属于${table.name}`);
  let got = 0;
  let applicable = 0;
  let gGot = 0;
  let gApplicable = 0;
  let guaranteeZero = false;
  for (const item of table.items) {
    const s = sheet[item.code];
    if (s?.na) continue;
    const score = Math.max(0, item.baseScore - Math.min(item.baseScore, s?.deduction ?? 0));
    got += score;
    applicable += item.baseScore;
    if (item.kind === 'guarantee') {
      gGot += score;
      gApplicable += item.baseScore;
      if (score === 0) guaranteeZero = true;
    }
  }
  const hasGuarantee = table.items.some((i) => i.kind === 'guarantee');
  const gFull = table.items.filter((i) => i.kind === 'guarantee').reduce((a, i) => a + i.baseScore, 0);
  const guaranteeSubtotal = hasGuarantee && gApplicable > 0 ? round2((gGot / gApplicable) * gFull) : null;
  const zeroed = hasGuarantee && (guaranteeZero || (guaranteeSubtotal !== null && guaranteeSubtotal < 40));
  const score = zeroed || applicable === 0 ? 0 : round2((got / applicable) * 100);
  return { code: table.code, name: table.name, score, guaranteeSubtotal, zeroed };
}

/**
 * The summary table (汇总表): a category's score is its sub-table's, or the mean of its scored
 * sub-tables (scaffolds, hoists, cranes); A1 = B × C / 100; categories not checked are 缺项 and
 * the total is normalised over the weights present. Grade: any sub-table at 0 → 不合格; else
 * ≥ 80 优良, ≥ 70 合格, below 不合格.
 */
export function scoreSummary(sheet: ScoreSheet, tables: CheckTable[] = JGJ59_TABLES, categories: Category[] = JGJ59_CATEGORIES): ScoreResult {
  const byCode = new Map(tables.map((t) => [t.code, t]));
  for (const code of Object.keys(sheet)) if (!byCode.has(code)) throw new ScoreInputError(`检查评分表 ${code} 不存在`);
  const tableResults = Object.keys(sheet).map((code) => scoreTable(byCode.get(code)!, sheet[code]));
  // Rounded once, at the end: the category figures shown are rounded, the total is computed unrounded.
  let weights = 0;
  let sum = 0;
  const cats: CategoryResult[] = categories.map((c) => {
    const mine = tableResults.filter((r) => byCode.get(r.code)!.category === c.code);
    if (mine.length === 0) return { code: c.code, name: c.name, weight: c.weight, tableScore: null, weighted: null };
    const mean = mine.reduce((a, r) => a + r.score, 0) / mine.length;
    weights += c.weight;
    sum += (mean * c.weight) / 100;
    return { code: c.code, name: c.name, weight: c.weight, tableScore: round2(mean), weighted: round2((mean * c.weight) / 100) };
  });
  const total = weights === 0 ? 0 : round2((sum / weights) * 100);
  const anyZero = tableResults.some((r) => r.score === 0);
  const grade = anyZero || total < 70 ? GRADES.FAIL : total >= 80 ? GRADES.EXCELLENT : GRADES.PASS;
  return { tables: tableResults, categories: cats, total, grade: grade.value, gradeName: grade.label };
}
