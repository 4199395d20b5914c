import { evalExpression } from './qc-expression.js';

/*
 * The check rules (domain §3, 1–18) as a registry: code, group, severity, parameters with the
 * domain file's defaults (overridden per region / discipline by rangeSet). Each rule is a pure
 * function over the imported project; it answers findings with expected, actual, deviation and the
 * source cell. A rule that cannot run answers an "info" finding (未评估), never a silent pass.
 */

export type Severity = 'error' | 'warn' | 'info';

export interface MItem {
  id: string; code: string; name: string; features: string | null; unit: string | null; qty: number | null; qtyText: string | null;
  price: number | null; amount: number | null; provisional: number | null; labor: number | null; machine: number | null;
  mgmt: number | null; profit: number | null; sheet: string; row: number;
  /** Its 表-09 block (null: the unit's 表-09 has none for it, or there is no 表-09). */
  analysis?: MAnalysis | null;
}
/** 人工 / 材料 / 机械 / 管理费和利润 of a 表-09 line. */
export interface MComponents { labor: number | null; material: number | null; machine: number | null; mgmt: number | null }
interface At { sheet: string; row: number }
export interface MNorm extends At { code: string | null; name: string; unit: string | null; qty: number | null; prices: MComponents; amounts: MComponents }
export interface MMaterial extends At {
  name: string; unit: string | null; qty: number | null; price: number | null; amount: number | null; provisionalPrice: number | null; provisionalAmount: number | null;
}
/** One item's block of 表-09 (the head row is sheet/row). */
export interface MAnalysis extends At {
  itemId: string | null; code: string; name: string; unit: string | null; qty: number | null;
  norms: MNorm[]; materials: MMaterial[];
  subtotal: (MComponents & At) | null; unpriced: ({ amount: number | null } & At) | null; price: ({ price: number | null } & At) | null;
}
export interface MSection { id: string; title: string; isMeasure: boolean; subtotal: number | null; subtotalRow: number | null; sheet: string | null; row: number | null; items: MItem[] }
export interface MLine {
  tbl: string; no: string | null; role: string | null; code: string | null; name: string; kind: string | null; unit: string | null;
  baseText: string | null; baseAmount: number | null; rate: number | null; qty: number | null; price: number | null; amount: number | null; sheet: string; row: number;
}
export interface MUnit {
  id: string; name: string; discipline: string | null; sheets: Record<string, { sheet: string; headerRow: number }>; sections: MSection[]; lines: MLine[];
  /** 表-09 blocks whose 项目编码 is not among the unit's 清单项. */
  orphanAnalyses?: MAnalysis[];
}
export interface MIndicators {
  total: number; fbfx: number; measures: number; other: number; lawfee: number; tax: number; labor: number;
  unitCost: number | null; concretePerM2: number | null; rebarKgPerM2: number | null; laborShare: number | null;
}
export interface MProject {
  id: string; name: string; specVersion?: string; taxMethod: string; region: string | null; area: number | null; kind2: string | null; structure: string | null;
  indicators: MIndicators | null; units: MUnit[];
}

export interface Finding {
  rule: string; severity: Severity; unitId?: string | null; unitName?: string | null; target?: string | null; message: string;
  expected?: string | null; actual?: string | null; deviation?: number | null; sheet?: string | null; row?: number | null;
}

export type Params = Record<string, unknown>;
export interface RuleContext {
  project: MProject;
  /** Effective parameters of the running rule for a unit's discipline. */
  params(discipline?: string | null): Params;
  /** Indicators of the firm's other projects of the same kind (the library). */
  library: MIndicators[];
}

export interface RuleDef {
  code: string;
  no: number;
  name: string;
  group: string;
  /** The severity of its main finding. */
  severity: Severity;
  defaults: Params;
  run(ctx: RuleContext): Finding[];
}

// ---------------------------------------------------------------------------------------------
// helpers

const fen = (x: number) => Math.round(x * 100);
const money = (x: number | null | undefined) => (x === null || x === undefined ? '' : x.toFixed(2));
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const sum = (xs: (number | null | undefined)[]) => xs.reduce<number>((a, x) => a + (x ?? 0), 0);
const r2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;
const items = (u: MUnit) => u.sections.flatMap((s) => s.items);
const fbfxItems = (u: MUnit) => u.sections.filter((s) => !s.isMeasure).flatMap((s) => s.items);
const measureItems = (u: MUnit) => u.sections.filter((s) => s.isMeasure).flatMap((s) => s.items);
const line = (u: MUnit, tbl: string, role: string) => u.lines.find((l) => l.tbl === tbl && l.role === role);
const lines = (u: MUnit, tbl: string) => u.lines.filter((l) => l.tbl === tbl);
const num = (p: Params, k: string, d: number) => (typeof p[k] === 'number' ? p[k] as number : d);
const code9 = (code: string) => code.slice(0, 9);
const normUnit = (u: string | null) => (u ?? '').replace(/\s/g, '').replace(/㎡|m²|平方米/g, 'm2').replace(/m³|立方米/g, 'm3').replace(/^米$/, 'm').replace(/^吨$/, 't').toLowerCase();
const decimals = (t: string | null) => { const m = /\.(\d+)$/.exec((t ?? '').trim()); return m ? m[1].replace(/0+$/, '').length : 0; };

function at(u: MUnit, x: { sheet: string | null; row: number | null }, f: Omit<Finding, 'unitId' | 'unitName' | 'sheet' | 'row'>): Finding {
  return { ...f, unitId: u.id, unitName: u.name, sheet: x.sheet, row: x.row };
}
const headerOf = (u: MUnit, tbl: string) => (u.sheets[tbl] ? { sheet: u.sheets[tbl].sheet, row: u.sheets[tbl].headerRow } : { sheet: null, row: null });
const notAssessed = (rule: string, why: string, u?: MUnit): Finding => ({ rule, severity: 'info', unitId: u?.id ?? null, unitName: u?.name ?? null, message: `未评估：${why}` });
const moneyDiff = (rule: string, severity: Severity, u: MUnit, src: { sheet: string | null; row: number | null }, target: string, message: string, expected: number, actual: number, tol: number): Finding[] =>
  Math.abs(fen(expected) - fen(actual)) > fen(tol)
    ? [at(u, src, { rule, severity, target, message, expected: money(expected), actual: money(actual), deviation: r2(actual - expected) })]
    : [];

/** Allowed units of the appendix items (GB 50854-2013 / 50856-2013) seen in common BoQs. */
const ALLOWED_UNITS: Record<string, string[]> = {
  '010101001': ['m2'], '010101002': ['m3'], '010101003': ['m3'], '010101004': ['m3'], '010103001': ['m3'], '010103002': ['m3'],
  '010401001': ['m3'], '010401003': ['m3'], '010401004': ['m3'], '010401005': ['m3'], '010402001': ['m3'],
  '010501001': ['m3'], '010501002': ['m3'], '010501003': ['m3'], '010501004': ['m3'], '010502001': ['m3'], '010502002': ['m3'],
  '010503002': ['m3'], '010504001': ['m3'], '010505001': ['m3'], '010505003': ['m3'], '010506001': ['m2'], '010515001': ['t'], '010515002': ['t'],
  '010902001': ['m2'], '010902002': ['m2'], '011001001': ['m2'], '011101001': ['m2'], '011102001': ['m2'], '011102003': ['m2'],
  '011201001': ['m2'], '011301001': ['m2'], '011302001': ['m2'], '011406001': ['m2'],
  '011701001': ['m2'], '011702001': ['m2'], '011702002': ['m2'], '011702006': ['m2'], '011702011': ['m2'], '011702014': ['m2'],
  '011703001': ['m2', '天'], '011705001': ['台次'],
  '031001006': ['m'], '031001001': ['m'], '031003001': ['个'], '031004014': ['个', '组'], '031004006': ['组'],
  '030404017': ['台'], '030411001': ['m'], '030411004': ['m'], '030412001': ['套'], '030412005': ['套'], '030409002': ['m'],
};

/** Quantity decimals by unit (计算规范 §3.0.4). */
const UNIT_DECIMALS: Record<string, number> = { t: 3, m: 2, m2: 2, m3: 2, kg: 2, 个: 0, 件: 0, 根: 0, 组: 0, 系统: 0, 台: 0, 套: 0 };

/** 表-08 concrete (code9) → its formwork code9 (011702…). */
const FORMWORK: Record<string, string> = {
  '010501001': '011702001', '010501002': '011702001', '010501003': '011702001', '010502001': '011702002', '010502002': '011702003',
  '010503002': '011702006', '010504001': '011702011', '010505001': '011702014', '010505003': '011702016', '010506001': '011702024',
};
export const isConcrete = (code: string): boolean => code.startsWith('0105') && !code.startsWith('010515') && !code.startsWith('010516');

/**
 * An item's 人工费 / 机械费: its own column (表-08, or the 2024 措施项目 sheet when it has one), else
 * from its 表-09 block (Σ定额合价 of that component, per unit × 工程量 or for the whole quantity, as
 * the project's blocks are written); null when no sheet gives it.
 */
function itemCost(x: MItem, key: 'labor' | 'machine', basis: 'unit' | 'total'): number | null {
  if (x[key] !== null) return x[key];
  const a = x.analysis;
  if (!a?.norms.length) return null;
  const per = sum(a.norms.map((n) => n.amounts[key]));
  return basis === 'unit' ? r2(per * (x.qty ?? a.qty ?? 0)) : r2(per);
}

/**
 * Resolves a 计算基础 text to an amount from the unit's own figures (amount null: not understood).
 * `missing`: items whose 人工费 / 机械费 the base needs but no sheet gives (a 2024 措施项目 sheet
 * without that column and no 表-09): the base is then unknown, never taken as 0.
 */
function baseAmount(u: MUnit, text: string | null, basis: 'unit' | 'total'): { amount: number | null; missing: number } {
  if (!text) return { amount: null, missing: 0 };
  const all = items(u);
  const costs = (key: 'labor' | 'machine') => {
    const xs = all.map((x) => itemCost(x, key, basis));
    return { amount: sum(xs), missing: xs.filter((v) => v === null).length };
  };
  const parts: Record<string, () => { amount: number; missing: number }> = {
    分部分项工程费: () => ({ amount: sum(fbfxItems(u).map((x) => x.amount)), missing: 0 }),
    单价措施项目费: () => ({ amount: sum(measureItems(u).map((x) => x.amount)), missing: 0 }),
    定额人工费: () => costs('labor'), 人工费: () => costs('labor'), 定额机械费: () => costs('machine'), 机械费: () => costs('machine'),
  };
  let total = 0;
  let missing = 0;
  for (const p of text.replace(/\s/g, '').split(/[+＋]/)) {
    const part = parts[p]?.();
    if (!part) return { amount: null, missing: 0 };
    total += part.amount;
    missing += part.missing;
  }
  return { amount: missing ? null : r2(total), missing };
}

// --- 表-09 -------------------------------------------------------------------------------------

const COMPONENTS = ['labor', 'material', 'machine', 'mgmt'] as const;
const COMPONENT_NAMES: Record<(typeof COMPONENTS)[number], string> = { labor: '人工费', material: '材料费', machine: '机械费', mgmt: '管理费和利润' };
const componentSum = (c: MComponents) => sum(COMPONENTS.map((k) => c[k]));
/** Σ of a block's 定额合价 (the four components) plus its 未计价材料费. */
const analysedTotal = (a: MAnalysis) => sum(a.norms.map((n) => componentSum(n.amounts))) + (a.unpriced?.amount ?? 0);

/**
 * How the project's 表-09 blocks are written: per unit of the item (数量 = 定额量 ÷ 清单量, Σ合价 =
 * 综合单价, the common export) or for the item's whole quantity (Σ合价 ÷ 清单量 = 综合单价, domain §3
 * rule 2). Each block with 定额 and a price votes for the reading its sum fits better; ties: per unit.
 */
export function analysisBasis(p: MProject): 'unit' | 'total' {
  let perUnit = 0;
  let whole = 0;
  for (const u of p.units) {
    for (const x of items(u)) {
      const a = x.analysis;
      const qty = a?.qty ?? x.qty;
      if (!a?.norms.length || !x.price || !qty) continue;
      const s = analysedTotal(a);
      if (Math.abs(s - x.price) <= Math.abs(s / qty - x.price)) perUnit++; else whole++;
    }
  }
  return whole > perUnit ? 'total' : 'unit';
}

/** 综合单价 computed from a block, in the project's basis. */
const blockPrice = (a: MAnalysis, basis: 'unit' | 'total', itemQty: number | null) => {
  const qty = a.qty ?? itemQty;
  return basis === 'unit' ? r2(analysedTotal(a)) : qty ? r2(analysedTotal(a) / qty) : null;
};

/** '100m2' → 100 × m2; 't' → 1 × t. */
function normUnitOf(text: string | null): { factor: number; base: string } | null {
  const m = /^(\d+(?:\.\d+)?)?\s*(.+)$/.exec((text ?? '').trim());
  return m ? { factor: m[1] ? Number(m[1]) : 1, base: normUnit(m[2]) } : null;
}

export function percentiles(values: number[]): { p10: number; p50: number; p90: number } {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => { const i = (s.length - 1) * p; const lo = Math.floor(i); return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo); };
  return { p10: q(0.1), p50: q(0.5), p90: q(0.9) };
}

/** A library range check: fewer than minSamples → not assessed; outside P10–P90 → warn. */
function libraryCheck(ctx: RuleContext, rule: string, label: string, pick: (i: MIndicators) => number | null, fmt: (x: number) => string): Finding[] {
  const p = ctx.params();
  const value = ctx.project.indicators ? pick(ctx.project.indicators) : null;
  if (value === null) return [notAssessed(rule, `${label}无法计算（缺建筑面积或金额）`)];
  const samples = ctx.library.map(pick).filter((x): x is number => x !== null);
  const min = num(p, 'minSamples', 5);
  if (samples.length < min) return [notAssessed(rule, `${label}指标库同类样本 ${samples.length} 个，少于 ${min} 个`)];
  const { p10, p50, p90 } = percentiles(samples);
  if (value >= p10 && value <= p90) return [];
  return [{ rule, severity: 'warn', message: `${label}超出同类工程 P10–P90 区间`, target: label, expected: `${fmt(p10)}～${fmt(p90)}（中位数 ${fmt(p50)}）`, actual: fmt(value), deviation: r2(value - p50) }];
}

/**
 * Rule 2 over 表-09 (domain §3: "表-09 Σnorm 合价 / qty = price", 清标 "综合单价≠Σ构成"): each 定额 合价 =
 * 数量 × 单价 per component, 小计 = Σ定额合价, the block's 清单项目综合单价 = Σ合价 + 未计价材料费 (per unit
 * or ÷ 清单量, see analysisBasis) and = 表-08's 综合单价, 材料 合价 = 数量 × 单价; the same 定额 (code
 * and unit) priced twice in one 单位工程 is a warning.
 */
function analysisPrices(u: MUnit, basis: 'unit' | 'total', tol: number): Finding[] {
  const out: Finding[] = [];
  const rule = 'checkBillPrice';
  const normPrices = new Map<string, MNorm>();
  for (const x of items(u)) {
    const a = x.analysis;
    if (!a) continue;
    const target = `${x.code} ${x.name}`;
    for (const n of a.norms) {
      const nt = `${target}／${n.code ?? ''} ${n.name}`.trim();
      for (const k of COMPONENTS) {
        const price = n.prices[k];
        const amount = n.amounts[k];
        if (n.qty !== null && price !== null && amount !== null) out.push(...moneyDiff(rule, 'error', u, n, nt, `定额${COMPONENT_NAMES[k]}合价≠数量×单价`, r2(n.qty * price), amount, tol));
      }
      if (n.code) {
        const key = `${n.code}|${normUnit(n.unit)}`;
        const first = normPrices.get(key);
        const differs = first && COMPONENTS.some((k) => fen(first.prices[k] ?? 0) !== fen(n.prices[k] ?? 0));
        if (!first) normPrices.set(key, n);
        else if (differs) {
          out.push(at(u, n, { rule, severity: 'warn', target: nt, message: `同一定额子目单价不一致（见「${first.sheet}」第 ${first.row} 行）`, expected: money(componentSum(first.prices)), actual: money(componentSum(n.prices)) }));
        }
      }
    }
    if (a.subtotal) {
      for (const k of COMPONENTS) {
        const written = a.subtotal[k];
        if (written !== null) out.push(...moneyDiff(rule, 'error', u, a.subtotal, target, `表-09 小计${COMPONENT_NAMES[k]}≠各定额合价之和`, r2(sum(a.norms.map((n) => n.amounts[k]))), written, tol));
      }
    }
    const computed = a.norms.length ? blockPrice(a, basis, x.qty) : null;
    const stated = a.price?.price ?? null;
    if (computed !== null && stated !== null) {
      const how = basis === 'unit' ? 'Σ定额合价+未计价材料费' : '(Σ定额合价+未计价材料费)÷清单工程量';
      out.push(...moneyDiff(rule, 'error', u, a.price!, target, `表-09 清单项目综合单价≠${how}`, computed, stated, tol));
    }
    const analysed = stated ?? computed;
    if (analysed !== null && x.price !== null) out.push(...moneyDiff(rule, 'error', u, a.price ?? a, target, '表-09 综合单价≠表-08 综合单价', x.price, analysed, tol));
    for (const m of a.materials) {
      if (m.qty !== null && m.price !== null && m.amount !== null) out.push(...moneyDiff(rule, 'error', u, m, `${target}／${m.name}`, '材料合价≠数量×单价', r2(m.qty * m.price), m.amount, tol));
    }
  }
  return out;
}

/**
 * Rule 4 over 表-09 (domain §3: "item without 定额 → 未组价; 定额qty/清单qty ratio plausible"): only
 * for a unit that has a 表-09. The ratio is 定额数量 × the 定额单位's factor (100m2 → 100) against one
 * unit of the item (or the item's quantity when blocks are written for the whole quantity), for 定额
 * whose unit is the item's (m2 under 100m2).
 */
function analysisCoverage(u: MUnit, basis: 'unit' | 'total', ratio: [number, number]): Finding[] {
  if (!u.sheets.t09) return [];
  const out: Finding[] = [];
  const rule = 'branchValencyCheck';
  const [lo, hi] = ratio;
  for (const x of items(u)) {
    const target = `${x.code} ${x.name}`;
    const a = x.analysis;
    if (!a) {
      if ((x.price ?? 0) > 0) out.push(at(u, x, { rule, severity: 'warn', target, message: '综合单价分析表（表-09）中无此清单项，综合单价无组价依据', expected: '表-09 有组价', actual: '未列' }));
      continue;
    }
    if (!a.norms.length && !a.unpriced?.amount) {
      out.push(at(u, a, { rule, severity: 'warn', target, message: '清单项未组价（表-09 无定额子目）', expected: '至少一条定额', actual: '无' }));
      continue;
    }
    const itemUnit = normUnit(x.unit);
    for (const n of a.norms) {
      const nu = normUnitOf(n.unit);
      if (!nu || !itemUnit || nu.base !== itemUnit || n.qty === null) continue;
      const per = basis === 'unit' ? n.qty * nu.factor : x.qty ? (n.qty * nu.factor) / x.qty : null;
      if (per === null || (per >= lo && per <= hi)) continue;
      out.push(at(u, n, {
        rule, severity: 'warn', target: `${target}／${n.code ?? ''} ${n.name}`.trim(), message: '定额工程量与清单工程量之比异常（定额数量或定额单位有误）',
        expected: `${lo}～${hi}`, actual: per.toFixed(4), deviation: r2(per - (per > hi ? hi : lo)),
      }));
    }
  }
  for (const a of u.orphanAnalyses ?? []) {
    out.push(at(u, a, { rule, severity: 'warn', target: `${a.code} ${a.name}`, message: '表-09 的清单项在表-08 中不存在', expected: '表-08 有此项目编码', actual: a.code }));
  }
  return out;
}

/** Rule 9 over 表-09: an item's 其中:暂估价 (表-08) = Σ 暂估材料合价 of its block (× 清单量 per unit). */
function analysisProvisional(u: MUnit, basis: 'unit' | 'total', tol: number): Finding[] {
  const out: Finding[] = [];
  const column = items(u).some((x) => x.provisional !== null);
  for (const x of items(u)) {
    // Only blocks that list their materials; a 表-08 without the 暂估价 column is not compared.
    if (!x.analysis?.materials.length) continue;
    const per = sum(x.analysis.materials.map((m) => m.provisionalAmount));
    if (x.provisional === null && !(column && per > 0)) continue;
    const expected = basis === 'unit' ? r2(per * (x.qty ?? 0)) : r2(per);
    out.push(...moneyDiff('provisionalCheck', 'error', u, x, `${x.code} ${x.name}`, '其中：暂估价≠表-09 暂估材料合价×工程量', expected, x.provisional ?? 0, tol));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// rules

const R = (def: RuleDef) => def;

export const RULES: readonly RuleDef[] = [
  R({
    code: 'analyzerBillAndMaterial', no: 1, name: '清单编码与五要素', group: '符合性检查', severity: 'error', defaults: { decimals: UNIT_DECIMALS },
    run(ctx) {
      const out: Finding[] = [];
      const seen = new Map<string, { unit: MUnit; item: MItem }>();
      for (const u of ctx.project.units) {
        const dec = { ...UNIT_DECIMALS, ...(ctx.params(u.discipline).decimals as Record<string, number> | undefined) };
        for (const x of items(u)) {
          const rule = 'analyzerBillAndMaterial';
          const target = `${x.code} ${x.name}`;
          if (!/^\d{12}$/.test(x.code) && !/^\d{2}B\d{3}(\d{3})?$/.test(x.code)) out.push(at(u, x, { rule, severity: 'error', target, message: '项目编码应为 12 位数字（补充项 ××B×××）', actual: x.code }));
          const first = seen.get(x.code);
          if (first) out.push(at(u, x, { rule, severity: 'error', target, message: `项目编码重复（同编码见 ${first.unit.name}「${first.item.sheet}」第 ${first.item.row} 行）`, expected: '编码在招标工程内唯一', actual: x.code }));
          else seen.set(x.code, { unit: u, item: x });
          const missing = [!x.name && '项目名称', !x.features && '项目特征', !x.unit && '计量单位', x.qty === null && '工程量'].filter(Boolean);
          if (missing.length) out.push(at(u, x, { rule, severity: 'error', target, message: `清单五要素缺失：${missing.join('、')}` }));
          const allowed = ALLOWED_UNITS[code9(x.code)];
          if (allowed && x.unit && !allowed.includes(normUnit(x.unit))) out.push(at(u, x, { rule, severity: 'error', target, message: '计量单位与计算规范不符', expected: allowed.join('/'), actual: x.unit }));
          if (x.qty !== null && x.qty <= 0) out.push(at(u, x, { rule, severity: 'error', target, message: '工程量应大于 0', actual: String(x.qty) }));
          const d = dec[normUnit(x.unit)];
          if (d !== undefined && decimals(x.qtyText) > d) out.push(at(u, x, { rule, severity: 'warn', target, message: `工程量小数位数应为 ${d} 位`, expected: `${d} 位`, actual: x.qtyText }));
        }
      }
      return out;
    },
  }),
  R({
    code: 'checkBillPrice', no: 2, name: '综合单价与合价', group: '计算性检查', severity: 'error', defaults: { amountTolerance: 0.01 },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        const tol = num(ctx.params(u.discipline), 'amountTolerance', 0.01);
        const byKey = new Map<string, MItem>();
        for (const x of items(u)) {
          const rule = 'checkBillPrice';
          const target = `${x.code} ${x.name}`;
          if (x.price !== null && x.price <= 0) out.push(at(u, x, { rule, severity: 'error', target, message: '综合单价为 0 或负数', actual: money(x.price) }));
          if (x.price !== null && x.qty !== null && x.amount !== null) out.push(...moneyDiff(rule, 'error', u, x, target, '合价≠综合单价×工程量', r2(x.qty * x.price), x.amount, tol));
          const key = [code9(x.code), x.name, x.features ?? '', x.unit ?? ''].join('|');
          const same = byKey.get(key);
          if (same && same.price !== x.price) out.push(at(u, x, { rule, severity: 'warn', target, message: `相同清单项综合单价不一致（见第 ${same.row} 行）`, expected: money(same.price), actual: money(x.price) }));
          else if (!same) byKey.set(key, x);
        }
        out.push(...analysisPrices(u, analysisBasis(ctx.project), tol));
      }
      return out;
    },
  }),
  R({
    code: 'checkResourcePrice', no: 3, name: '人材机价格', group: '计算性检查', severity: 'error', defaults: { amountTolerance: 0.01 },
    run(ctx) {
      const out: Finding[] = [];
      const prices = new Map<string, { u: MUnit; l: MLine }>();
      for (const u of ctx.project.units) {
        const res = lines(u, 'res');
        if (!res.length) { out.push(notAssessed('checkResourcePrice', '无人材机汇总表', u)); continue; }
        const tol = num(ctx.params(u.discipline), 'amountTolerance', 0.01);
        for (const l of res) {
          const rule = 'checkResourcePrice';
          const target = `${l.code ?? ''} ${l.name}`.trim();
          if (l.price !== null && l.price <= 0) out.push(at(u, l, { rule, severity: 'error', target, message: '单价为 0 或负数', actual: money(l.price) }));
          if (l.qty !== null && l.price !== null && l.amount !== null) out.push(...moneyDiff(rule, 'error', u, l, target, '合价≠数量×单价', r2(l.qty * l.price), l.amount, tol));
          if (l.code) {
            const first = prices.get(l.code);
            if (first && first.l.price !== l.price) out.push(at(u, l, { rule, severity: 'warn', target, message: `同一编码两个价格（见 ${first.u.name} 第 ${first.l.row} 行）`, expected: money(first.l.price), actual: money(l.price) }));
            else if (!first) prices.set(l.code, { u, l });
          }
        }
      }
      out.push(notAssessed('checkResourcePrice', '市场价与信息价比对需要信息价库（未配置）'));
      return out;
    },
  }),
  R({
    code: 'branchValencyCheck', no: 4, name: '分部小计与汇总', group: '计算性检查', severity: 'error', defaults: { tolerance: 0.01, normRatio: [0.2, 5] },
    run(ctx) {
      const out: Finding[] = [];
      const basis = analysisBasis(ctx.project);
      for (const u of ctx.project.units) {
        const tol = num(ctx.params(u.discipline), 'tolerance', 0.01);
        const ratio = ctx.params(u.discipline).normRatio;
        out.push(...analysisCoverage(u, basis, Array.isArray(ratio) && ratio.length === 2 ? ratio as [number, number] : [0.2, 5]));
        for (const s of u.sections) {
          if (s.subtotal === null) continue;
          out.push(...moneyDiff('branchValencyCheck', 'error', u, { sheet: s.sheet, row: s.subtotalRow }, s.title, '分部小计≠各清单项合价之和', r2(sum(s.items.map((x) => x.amount))), s.subtotal, tol));
        }
        const l1 = line(u, 't04', 'fbfx');
        if (l1?.amount != null) out.push(...moneyDiff('branchValencyCheck', 'error', u, l1, '分部分项工程', '表-04 分部分项工程≠表-08 各分部之和', r2(sum(fbfxItems(u).map((x) => x.amount))), l1.amount, tol));
      }
      return out;
    },
  }),
  R({
    code: 'branchFeeBalanceCheck', no: 5, name: '人材机汇总与明细', group: '计算性检查', severity: 'error', defaults: { tolerance: 1 },
    run(ctx) {
      const out: Finding[] = [];
      const basis = analysisBasis(ctx.project);
      for (const u of ctx.project.units) {
        const res = lines(u, 'res');
        const all = items(u);
        if (!res.length || !all.some((x) => x.labor !== null)) { out.push(notAssessed('branchFeeBalanceCheck', '缺人材机汇总表或清单人工费列', u)); continue; }
        const tol = num(ctx.params(u.discipline), 'tolerance', 1);
        for (const [kind, key] of [['人工', 'labor'], ['机械', 'machine']] as const) {
          const rows = res.filter((l) => l.kind === kind);
          if (!rows.length || !all.some((x) => x[key] !== null)) continue;
          // Items without the column (the 2024 措施项目 sheet) take it from their 表-09 block; none: not assessed.
          const costs = all.map((x) => itemCost(x, key, basis));
          const missing = costs.filter((v) => v === null).length;
          if (missing) { out.push(notAssessed('branchFeeBalanceCheck', `${kind}费：有 ${missing} 个清单项未列${kind}费（无该列，也无表-09 组价）`, u)); continue; }
          out.push(...moneyDiff('branchFeeBalanceCheck', 'error', u, rows[0], `${kind}费`, `人材机汇总${kind}费≠清单${kind}费明细之和`, r2(sum(costs)), r2(sum(rows.map((l) => l.amount))), tol));
        }
      }
      return out;
    },
  }),
  R({
    code: 'projectAmountCheck', no: 6, name: '造价汇总', group: '计算性检查', severity: 'error', defaults: { tolerance: 0.01 },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        if (!u.sheets.t04) { out.push(notAssessed('projectAmountCheck', '缺表-04 单位工程汇总表', u)); continue; }
        const tol = num(ctx.params(u.discipline), 'tolerance', 0.01);
        const get = (role: string) => line(u, 't04', role);
        const total = get('total');
        if (total?.amount != null) out.push(...moneyDiff('projectAmountCheck', 'error', u, total, '单位工程合计', '合计≠1+2+3+4+5', r2(sum(['fbfx', 'measure', 'other', 'lawfee', 'tax'].map((r) => get(r)?.amount))), total.amount, tol));
        const m = get('measure');
        if (m?.amount != null && u.sheets.t11) {
          const t11 = sum(lines(u, 't11').filter((l) => l.role !== 'total').map((l) => l.amount));
          out.push(...moneyDiff('projectAmountCheck', 'error', u, m, '措施项目', '措施项目≠单价措施+总价措施（表-11）', r2(sum(measureItems(u).map((x) => x.amount)) + t11), m.amount, tol));
        }
        const o = get('other');
        if (o?.amount != null && u.sheets.t12) {
          const t12 = sum(lines(u, 't12').filter((l) => l.role !== 'total' && l.no && /^\d+$/.test(l.no)).map((l) => l.amount));
          out.push(...moneyDiff('projectAmountCheck', 'error', u, o, '其他项目', '其他项目≠表-12 合计', r2(t12), o.amount, tol));
        }
        for (const role of ['lawfee', 'tax'] as const) {
          const a = get(role);
          const b = line(u, 't13', role);
          if (a?.amount != null && b?.amount != null) out.push(...moneyDiff('projectAmountCheck', 'error', u, a, a.name, `${a.name}≠表-13`, b.amount, a.amount, tol));
        }
      }
      return out;
    },
  }),
  R({
    code: 'measuresRateCheck', no: 7, name: '总价措施费率', group: '费用检查', severity: 'error',
    defaults: { tolerance: 0.5, safetyMinRate: { '01': 3, '03': 10, '*': 0 } },
    run(ctx) {
      const out: Finding[] = [];
      const basis = analysisBasis(ctx.project);
      for (const u of ctx.project.units) {
        const p = ctx.params(u.discipline);
        const tol = num(p, 'tolerance', 0.5);
        const t11 = lines(u, 't11').filter((l) => l.role !== 'total');
        if (!u.sheets.t11) {
          const m = line(u, 't04', 'measure');
          out.push(at(u, m ?? { sheet: null, row: null }, { rule: 'measuresRateCheck', severity: 'error', target: '安全文明施工费', message: '缺总价措施项目清单（表-11），安全文明施工费未计列' }));
          continue;
        }
        for (const l of t11) {
          const b = l.baseAmount !== null ? { amount: l.baseAmount, missing: 0 } : baseAmount(u, l.baseText, basis);
          if (b.missing) {
            out.push(notAssessed('measuresRateCheck', `「${l.name}」的计算基础（${l.baseText}）有 ${b.missing} 个清单项未列人工费或机械费（无该列，也无表-09 组价）`, u));
            continue;
          }
          const base = b.amount;
          if (base === null || l.rate === null || l.amount === null) continue;
          out.push(...moneyDiff('measuresRateCheck', 'error', u, l, l.name, '金额≠计算基础×费率', r2(base * l.rate / 100), l.amount, tol));
        }
        const safety = t11.find((l) => l.role === 'safety');
        if (!safety) { out.push(at(u, headerOf(u, 't11'), { rule: 'measuresRateCheck', severity: 'error', target: '安全文明施工费', message: '安全文明施工费未计列（不可竞争费用）' })); continue; }
        const mins = (p.safetyMinRate ?? {}) as Record<string, number>;
        const min = mins[u.discipline ?? ''] ?? mins['*'] ?? 0;
        if (safety.rate !== null && safety.rate < min) out.push(at(u, safety, { rule: 'measuresRateCheck', severity: 'error', target: safety.name, message: '安全文明施工费费率低于规定费率', expected: `≥${min}%`, actual: `${safety.rate}%`, deviation: r2(safety.rate - min) }));
      }
      return out;
    },
  }),
  R({
    code: 'taxCheck', no: 8, name: '税金', group: '费用检查', severity: 'error', defaults: { tolerance: 0.5, rates: { general: [9], simple: [3] } },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        const p = ctx.params(u.discipline);
        const tax = line(u, 't13', 'tax') ?? line(u, 't04', 'tax');
        if (!tax) { out.push(notAssessed('taxCheck', '未找到税金行', u)); continue; }
        const allowed = ((p.rates ?? {}) as Record<string, number[]>)[ctx.project.taxMethod] ?? [9];
        if (tax.rate !== null && !allowed.includes(tax.rate)) out.push(at(u, tax, { rule: 'taxCheck', severity: 'error', target: '税金', message: `税率与计税方法（${ctx.project.taxMethod === 'simple' ? '简易计税' : '一般计税'}）不符`, expected: allowed.map((r) => `${r}%`).join('/'), actual: `${tax.rate}%`, deviation: r2(tax.rate - allowed[0]) }));
        if (tax.baseAmount !== null && tax.rate !== null && tax.amount !== null) out.push(...moneyDiff('taxCheck', 'error', u, tax, '税金', '税金≠税前造价×税率', r2(tax.baseAmount * tax.rate / 100), tax.amount, num(p, 'tolerance', 0.5)));
        const pre = sum(['fbfx', 'measure', 'other', 'lawfee'].map((r) => line(u, 't04', r)?.amount));
        if (tax.baseAmount !== null && u.sheets.t04) out.push(...moneyDiff('taxCheck', 'error', u, tax, '税前造价', '税金计算基数≠分部分项+措施+其他+规费', r2(pre), tax.baseAmount, num(p, 'tolerance', 0.5)));
      }
      return out;
    },
  }),
  R({
    code: 'provisionalCheck', no: 9, name: '暂列金额与暂估价', group: '费用检查', severity: 'error', defaults: { warnLow: 0.1, warnHigh: 0.15, errorAbove: 0.2, tolerance: 0.01 },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        const p = ctx.params(u.discipline);
        const prov = line(u, 't12', 'provisional') ?? line(u, 't04', 'provisional');
        const fbfx = sum(fbfxItems(u).map((x) => x.amount));
        if (!prov || prov.amount === null || fbfx <= 0) continue;
        const ratio = prov.amount / fbfx;
        const f = { rule: 'provisionalCheck', target: '暂列金额', actual: pct(ratio), deviation: r2(ratio * 100) };
        if (ratio > num(p, 'errorAbove', 0.2)) out.push(at(u, prov, { ...f, severity: 'error', message: `暂列金额超过分部分项工程费的 ${pct(num(p, 'errorAbove', 0.2))}`, expected: `≤${pct(num(p, 'errorAbove', 0.2))}` }));
        else if (ratio < num(p, 'warnLow', 0.1) || ratio > num(p, 'warnHigh', 0.15)) out.push(at(u, prov, { ...f, severity: 'warn', message: '暂列金额占分部分项工程费比例不在常见区间', expected: `${pct(num(p, 'warnLow', 0.1))}～${pct(num(p, 'warnHigh', 0.15))}` }));
        const detail = lines(u, 't12_1').filter((l) => !/合计/.test(l.name));
        if (detail.length) out.push(...moneyDiff('provisionalCheck', 'error', u, prov, '暂列金额', '暂列金额≠表-12-1 明细之和', r2(sum(detail.map((l) => l.amount))), prov.amount, num(p, 'tolerance', 0.01)));
      }
      const basis = analysisBasis(ctx.project);
      for (const u of ctx.project.units) out.push(...analysisProvisional(u, basis, Math.max(num(ctx.params(u.discipline), 'tolerance', 0.01), 0.01)));
      return out;
    },
  }),
  R({
    code: 'lawfeeCheck', no: 10, name: '规费', group: '费用检查', severity: 'error',
    defaults: { tolerance: 0.5, rates: { pension: 20, unemployment: 2, medical: 8, injury: 0.5, fund: 10 } },
    run(ctx) {
      const out: Finding[] = [];
      const basis = analysisBasis(ctx.project);
      for (const u of ctx.project.units) {
        const p = ctx.params(u.discipline);
        const t13 = lines(u, 't13');
        if (ctx.project.specVersion === '2024' && !t13.some((l) => l.role !== 'tax' && l.role !== 'total')) {
          out.push(notAssessed('lawfeeCheck', '2024 版清单不单列规费（表-13 仅有增值税）', u));
          continue;
        }
        if (!t13.length) { out.push(notAssessed('lawfeeCheck', '缺表-13 规费、税金项目计价表', u)); continue; }
        const rates = (p.rates ?? {}) as Record<string, number>;
        const tol = num(p, 'tolerance', 0.5);
        for (const l of t13.filter((x) => x.role && ['pension', 'unemployment', 'medical', 'injury', 'maternity', 'fund', 'sewage'].includes(x.role))) {
          const base = l.baseAmount ?? baseAmount(u, l.baseText, basis).amount;
          if (base !== null && l.rate !== null && l.amount !== null) out.push(...moneyDiff('lawfeeCheck', 'error', u, l, l.name, '金额≠计算基数×费率', r2(base * l.rate / 100), l.amount, tol));
          const std = rates[l.role!];
          if (std !== undefined && l.rate !== null && Math.abs(l.rate - std) > 1e-6) out.push(at(u, l, { rule: 'lawfeeCheck', severity: 'warn', target: l.name, message: '费率与规定费率不一致', expected: `${std}%`, actual: `${l.rate}%`, deviation: r2(l.rate - std) }));
        }
        const labor = sum(items(u).map((x) => x.labor));
        for (const l of t13.filter((x) => x.role !== 'tax' && x.baseText && /人工费/.test(x.baseText) && x.baseAmount !== null)) {
          if (items(u).some((x) => x.labor !== null)) out.push(...moneyDiff('lawfeeCheck', 'error', u, l, l.name, '计算基数≠清单人工费之和', r2(labor), l.baseAmount!, tol));
        }
      }
      return out;
    },
  }),
  R({
    code: 'profitRateCheck', no: 11, name: '管理费和利润', group: '费用检查', severity: 'error',
    defaults: { tolerance: 0.01, mgmtRates: { '01': [0.31, 0.28, 0.25], '03': [0.47, 0.43, 0.39] }, profitRates: { '01': [0.12], '03': [0.14] } },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        const p = ctx.params(u.discipline);
        const mg = ((p.mgmtRates ?? {}) as Record<string, number[]>)[u.discipline ?? ''];
        const pf = ((p.profitRates ?? {}) as Record<string, number[]>)[u.discipline ?? ''];
        const all = items(u).filter((x) => x.mgmt !== null && x.labor !== null);
        if (!all.length || !mg || !pf) { out.push(notAssessed('profitRateCheck', '缺管理费/利润列或该专业费率表', u)); continue; }
        const tol = num(p, 'tolerance', 0.01);
        for (const x of all) {
          const base = u.discipline === '01' ? (x.labor ?? 0) + (x.machine ?? 0) : (x.labor ?? 0);
          if (base <= 0) continue;
          const target = `${x.code} ${x.name}`;
          const mr = (x.mgmt ?? 0) / base;
          if (!mg.some((r) => Math.abs(r - mr) <= tol)) out.push(at(u, x, { rule: 'profitRateCheck', severity: 'error', target, message: `管理费率不在费用定额规定费率内（取费基数：${u.discipline === '01' ? '人工费+机械费' : '人工费'}）`, expected: mg.map(pct).join('/'), actual: pct(mr), deviation: r2((mr - mg[0]) * 100) }));
          if (x.profit !== null) {
            const pr = x.profit / base;
            if (x.profit <= 0) out.push(at(u, x, { rule: 'profitRateCheck', severity: 'warn', target, message: '利润为 0 或负数（不得低于成本）', actual: money(x.profit) }));
            else if (!pf.some((r) => Math.abs(r - pr) <= tol)) out.push(at(u, x, { rule: 'profitRateCheck', severity: 'error', target, message: '利润率不在费用定额规定费率内', expected: pf.map(pct).join('/'), actual: pct(pr), deviation: r2((pr - pf[0]) * 100) }));
          }
        }
      }
      return out;
    },
  }),
  R({
    code: 'laborRateCheck', no: 12, name: '人工费占比', group: '经济指标', severity: 'warn', defaults: { minSamples: 5 },
    run: (ctx) => libraryCheck(ctx, 'laborRateCheck', '人工费占比', (i) => i.laborShare, pct),
  }),
  R({
    code: 'costRangeCheck', no: 13, name: '单方造价', group: '经济指标', severity: 'warn', defaults: { minSamples: 5 },
    run: (ctx) => libraryCheck(ctx, 'costRangeCheck', '单方造价', (i) => i.unitCost, (x) => `${x.toFixed(2)} 元/㎡`),
  }),
  R({
    code: 'economicCheck', no: 14, name: '费用构成占比', group: '经济指标', severity: 'warn', defaults: { minSamples: 5 },
    run: (ctx) => [
      ...libraryCheck(ctx, 'economicCheck', '措施项目费占比', (i) => (i.total ? i.measures / i.total : null), pct),
      ...libraryCheck(ctx, 'economicCheck', '其他项目费占比', (i) => (i.total ? i.other / i.total : null), pct),
    ],
  }),
  R({
    code: 'quantityCheck', no: 15, name: '工程量与含量', group: '工程量检查', severity: 'warn',
    defaults: { concretePerM2: [0.25, 0.6], rebarKgPerM2: [30, 80] },
    run(ctx) {
      const out: Finding[] = [];
      const area = ctx.project.area;
      const civil = ctx.project.units.filter((u) => u.discipline === '01');
      if (!civil.length) return [];
      if (!area) return [notAssessed('quantityCheck', '未填建筑面积，含量指标无法计算')];
      const p = ctx.params('01');
      const concrete = civil.flatMap((u) => items(u).filter((x) => isConcrete(x.code)).map((x) => ({ u, x })));
      const rebar = civil.flatMap((u) => items(u).filter((x) => x.code.startsWith('010515')).map((x) => ({ u, x })));
      const check = (list: { u: MUnit; x: MItem }[], value: number, range: unknown, label: string, unit: string) => {
        const [lo, hi] = Array.isArray(range) ? range as number[] : [0, Infinity];
        if (!list.length || (value >= lo && value <= hi)) return;
        out.push(at(list[0].u, list[0].x, { rule: 'quantityCheck', severity: 'warn', target: label, message: `${label}含量超出常见区间`, expected: `${lo}～${hi} ${unit}`, actual: `${value.toFixed(2)} ${unit}`, deviation: r2(value - (value > hi ? hi : lo)) }));
      };
      check(concrete, sum(concrete.map((c) => c.x.qty)) / area, p.concretePerM2, '混凝土', 'm³/㎡');
      check(rebar, sum(rebar.map((c) => (normUnit(c.x.unit) === 'kg' ? (c.x.qty ?? 0) : (c.x.qty ?? 0) * 1000))) / area, p.rebarKgPerM2, '钢筋', 'kg/㎡');
      out.push(notAssessed('quantityCheck', '与招标清单工程量比对需要招标清单（未关联）'));
      return out;
    },
  }),
  R({
    code: 'materialCheck', no: 16, name: '主要材料', group: '材料检查', severity: 'error',
    defaults: { mainMaterials: [['0105', '混凝土'], ['010515', '钢筋'], ['0104', '砖|砌块']] },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        const res = lines(u, 'res');
        if (!res.length) { out.push(notAssessed('materialCheck', '无人材机汇总表', u)); continue; }
        const main = (ctx.params(u.discipline).mainMaterials ?? []) as [string, string][];
        for (const [prefix, pattern] of main) {
          const re = new RegExp(pattern);
          const first = items(u).find((x) => x.code.startsWith(prefix) && (prefix !== '0105' || isConcrete(x.code)));
          if (first && !res.some((l) => re.test(l.name))) out.push(at(u, first, { rule: 'materialCheck', severity: 'error', target: `${first.code} ${first.name}`, message: `人材机汇总表缺少主要材料（${pattern.replace('|', '/')}）`, expected: pattern.replace('|', '/'), actual: '未列' }));
        }
      }
      return out;
    },
  }),
  R({
    code: 'relativityCheck', no: 17, name: '关联性（逻辑）检查', group: '逻辑检查', severity: 'error', defaults: { floorCeilingRatio: [0.7, 1.3] },
    run(ctx) {
      const out: Finding[] = [];
      for (const u of ctx.project.units) {
        if (u.discipline !== '01') continue;
        const all = items(u);
        // Code prefixes of 4, 6 and 9 digits, once (a 20,000-item unit: no scan per concrete item).
        const prefixes = new Set(all.flatMap((x) => [x.code.slice(0, 4), x.code.slice(0, 6), x.code.slice(0, 9)]));
        const has = (prefix: string) => prefixes.has(prefix);
        const rule = 'relativityCheck';
        for (const x of all) {
          const fw = FORMWORK[code9(x.code)];
          if (fw && !has(fw)) out.push(at(u, x, { rule, severity: 'error', target: `${x.code} ${x.name}`, message: `现浇混凝土构件无对应模板清单（${fw}）`, expected: fw, actual: '未列' }));
        }
        const concrete = all.find((x) => isConcrete(x.code) && x.code !== '010501001');
        if (concrete && !has('010515')) out.push(at(u, concrete, { rule, severity: 'error', target: `${concrete.code} ${concrete.name}`, message: '有现浇混凝土构件但无钢筋清单（010515）', expected: '010515', actual: '未列' }));
        if (all.length) {
          if (!has('011701')) out.push(at(u, headerOf(u, 't08'), { rule, severity: 'warn', target: '脚手架', message: '建筑工程未列脚手架（011701）', expected: '011701', actual: '未列' }));
          if (!has('011703')) out.push(at(u, headerOf(u, 't08'), { rule, severity: 'warn', target: '垂直运输', message: '建筑工程未列垂直运输（011703）', expected: '011703', actual: '未列' }));
        }
        const dig = all.find((x) => /^01010100[234]/.test(x.code));
        if (dig && !has('010103')) out.push(at(u, dig, { rule, severity: 'warn', target: `${dig.code} ${dig.name}`, message: '有挖方无回填方（010103）', expected: '010103', actual: '未列' }));
        const floor = sum(all.filter((x) => x.code.startsWith('0111')).map((x) => x.qty));
        const ceiling = sum(all.filter((x) => x.code.startsWith('0113')).map((x) => x.qty));
        const [lo, hi] = (ctx.params(u.discipline).floorCeilingRatio ?? [0.7, 1.3]) as number[];
        if (floor > 0 && ceiling > 0 && (ceiling / floor < lo || ceiling / floor > hi)) {
          const c = all.find((x) => x.code.startsWith('0113'))!;
          out.push(at(u, c, { rule, severity: 'warn', target: '天棚/楼地面', message: '天棚面积与楼地面面积相差较大', expected: `${lo}～${hi}`, actual: (ceiling / floor).toFixed(2) }));
        }
      }
      return out;
    },
  }),
  R({
    code: 'expandCheck', no: 18, name: '自定义表达式规则', group: '扩展检查', severity: 'warn', defaults: { rules: [] },
    run(ctx) {
      const out: Finding[] = [];
      const defs = (ctx.params().rules ?? []) as { name: string; expr: string; severity?: Severity }[];
      for (const u of ctx.project.units) {
        const vars = unitVariables(u, ctx.project.area);
        for (const d of defs) {
          let okay: unknown;
          try { okay = evalExpression(d.expr, vars); } catch (e) {
            out.push({ rule: 'expandCheck', severity: 'info', unitId: u.id, unitName: u.name, target: d.name, message: `规则无法计算：${(e as Error).message}` });
            continue;
          }
          if (okay === false) out.push({ rule: 'expandCheck', severity: d.severity ?? 'warn', unitId: u.id, unitName: u.name, target: d.name, message: `不满足规则：${d.expr}`, sheet: u.sheets.t04?.sheet ?? null, row: u.sheets.t04?.headerRow ?? null });
        }
      }
      return out;
    },
  }),
];

/** Variables of a unit for expression rules (money in 元, area in ㎡). */
export function unitVariables(u: MUnit, area: number | null): Record<string, number> {
  const t04 = (role: string) => line(u, 't04', role)?.amount ?? 0;
  return {
    fbfx: r2(sum(fbfxItems(u).map((x) => x.amount))), measure: t04('measure'), other: t04('other'), lawfee: t04('lawfee'), tax: t04('tax'),
    total: t04('total'), safety: t04('safety'), provisional: t04('provisional'), labor: r2(sum(items(u).map((x) => x.labor))),
    machine: r2(sum(items(u).map((x) => x.machine))), area: area ?? 0, items: items(u).length,
  };
}

export const RULE_BY_CODE = new Map(RULES.map((r) => [r.code, r]));
export const RULE_CODES = RULES.map((r) => r.code);
