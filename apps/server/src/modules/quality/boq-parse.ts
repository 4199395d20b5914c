import { cellText, parseNumber } from '../../platform/excel/convert.js';
import { detectHeader, type HeaderSynonyms } from '../../platform/excel/header-detect.js';

/*
 * Reading a 2013 清单 workbook (domain §5) from its rows: each sheet is recognised by its title
 * (the first rows), its 单位工程 by the 工程名称 line, its header by keyword (（元）/(元), two-row
 * headers joined by platform/excel/header-detect). 表-08's code-less rows are 分部 titles; 小计 and
 * 合计 rows are kept as figures to check. Every value keeps its sheet and row. Nothing here touches
 * the database: the import service stores what this answers.
 */

export type TableKind = 't04' | 't08' | 't09' | 't11' | 'tm' | 't12' | 't12_1' | 't13' | 'res';
export type SpecVersion = '2013' | '2024';

export const TABLE_LABELS: Record<TableKind, string> = {
  t04: '表-04 单位工程汇总表', t08: '表-08 分部分项工程和单价措施项目清单与计价表', t09: '表-09 综合单价分析表', t11: '表-11 总价措施项目清单与计价表',
  tm: '措施项目清单计价表（2024）',
  t12: '表-12 其他项目清单与计价汇总表', t12_1: '表-12-1 暂列金额明细表', t13: '表-13 规费、税金项目计价表', res: '人材机汇总表',
};

/**
 * Title keywords → table, first match wins (表-12-1 before 表-12). The GB/T 50500-2024 titles
 * (分部分项工程项目清单计价表, one 措施项目清单计价表 for unit-price and total-price measures,
 * 其他项目清单计价表, 增值税/税金项目计价表 without 规费) map onto the same tables.
 */
const TITLES: [RegExp, TableKind][] = [
  [/分部分项工程.*(清单与计价表|计价表)/, 't08'],
  [/单位工程.*汇总表/, 't04'],
  [/综合单价分析表/, 't09'],
  [/总价措施项目.*(清单与计价表|计价表)/, 't11'],
  [/^措施项目.*(清单计价表|计价表)/, 'tm'],
  [/暂列金额明细表/, 't12_1'],
  [/其他项目.*(汇总表|计价表)/, 't12'],
  [/规费.*税金.*(计价表|清单)/, 't13'],
  [/^(增值税|税金)(项目)?.*(计价表|清单)/, 't13'],
  [/人材机汇总|人工材料机械.*汇总|工料机汇总/, 'res'],
];
/** A 2024 workbook says so on its cover or titles; otherwise its 2024-only tables give it away. */
const MARK_2024 = /50500[-—－]2024|50854[-—－]2024|2024版?.*计价标准|清单计价标准/;
const MARK_2013 = /50500[-—－]2013|50854[-—－]2013|计价规范/;
/** Recognised but not read (for the preview): 表-01…03, 表-12-2…12-5, material tables. */
const KNOWN_OTHER = /建设项目.*汇总表|单项工程.*汇总表|材料.*暂估|专业工程暂估|计日工表|总承包服务费|封面|总说明|扉页|主要材料/;

/**
 * 表-09's 定额 header (two rows: 单价 and 合价 each over 人工费 / 材料费 / 机械费 / 管理费和利润). The
 * 2024 layout's names are our reading [U]: 施工机具使用费 for 机械费, and 管理费 and 利润 as two columns
 * (added together into 管理费和利润).
 */
const COMPONENTS: Record<string, string[]> = {
  labor: ['人工费'], material: ['材料费', '材料（设备）费', '材料(设备)费', '材料及设备费'],
  machine: ['机械费', '施工机具使用费', '机具费', '施工机械使用费'], mgmt: ['管理费和利润', '管理费及利润', '企业管理费和利润', '综合费'],
  mgmtOnly: ['管理费', '企业管理费'], profit: ['利润'],
};
const NORM_SYN: HeaderSynonyms = {
  code: ['定额编号', '定额编码', '定额号'], name: ['定额名称', '定额项目名称', '定额子目名称'], unit: ['定额单位', '单位'], qty: ['数量', '定额数量', '含量'],
  ...Object.fromEntries(Object.entries(COMPONENTS).flatMap(([k, names]) => [
    [`${k}Price`, names.map((n) => `单价-${n}`)], [`${k}Amount`, names.map((n) => `合价-${n}`)],
  ])),
};
const MATERIAL_SYN: HeaderSynonyms = {
  name: ['主要材料名称、规格、型号', '主要材料名称，规格、型号', '主要材料名称及规格型号', '材料名称、规格、型号', '材料名称'], unit: ['单位'], qty: ['数量'],
  price: ['单价'], amount: ['合价'], provisionalPrice: ['暂估单价'], provisionalAmount: ['暂估合价'],
};

const SYN: Record<TableKind, HeaderSynonyms> = {
  t04: { no: ['序号'], name: ['汇总内容', '项目名称', '内容'], amount: ['金额', '金额（元）'], provisional: ['其中：暂估价', '暂估价'] },
  t08: {
    no: ['序号'], code: ['项目编码', '清单编码', '编码'], name: ['项目名称', '清单名称'], features: ['项目特征描述', '项目特征'],
    unit: ['计量单位', '单位'], qty: ['工程量', '工程数量', '数量'], price: ['综合单价'], amount: ['合价', '金额'],
    provisional: ['其中：暂估价', '暂估价'], labor: ['其中：人工费', '人工费', '定额人工费', '其中：定额人工费'],
    machine: ['其中：机械费', '机械费', '定额机械费', '其中：定额机械费'], mgmt: ['其中：管理费', '管理费'], profit: ['其中：利润', '利润'],
  },
  t11: {
    no: ['序号'], code: ['项目编码'], name: ['项目名称'], baseText: ['计算基础'], rate: ['费率（%）', '费率(%)', '费率'],
    amount: ['金额', '金额（元）'], adjRate: ['调整费率（%）', '调整费率'], adjAmount: ['调整后金额', '调整后金额（元）'], remark: ['备注'],
  },
  t12: { no: ['序号'], name: ['项目名称'], amount: ['金额', '金额（元）', '暂定金额'], settle: ['结算金额'], remark: ['备注'] },
  t12_1: { no: ['序号'], name: ['项目名称'], unit: ['计量单位'], amount: ['暂定金额', '金额'], remark: ['备注'] },
  t13: {
    no: ['序号'], name: ['项目名称'], baseText: ['计算基础'], baseAmount: ['计算基数'], rate: ['计算费率（%）', '费率（%）', '计算费率', '费率'],
    amount: ['金额', '金额（元）'],
  },
  t09: NORM_SYN,
  tm: {
    no: ['序号'], code: ['项目编码'], name: ['项目名称'], features: ['项目特征描述', '项目特征'], unit: ['计量单位', '单位'],
    qty: ['工程量', '工程数量', '数量'], price: ['综合单价'], amount: ['合价', '金额', '金额（元）'], baseText: ['计算基础'],
    rate: ['费率（%）', '费率(%)', '费率'], remark: ['备注'],
    labor: ['其中：人工费', '人工费', '定额人工费', '其中：定额人工费'], machine: ['其中：机械费', '机械费', '定额机械费', '其中：定额机械费', '其中：施工机具使用费', '施工机具使用费'],
  },
  res: {
    no: ['序号'], code: ['编码', '材料编码'], kind: ['类别', '类型'], name: ['名称及规格型号', '名称', '材料名称'], spec: ['规格型号'],
    unit: ['单位'], qty: ['数量'], price: ['市场价', '单价', '市场价（元）'], amount: ['合价', '市场价合计', '合计'], remark: ['备注'],
  },
};

export interface SrcRow { sheet: string; row: number }

export interface ParsedItem extends SrcRow {
  code: string; name: string; features: string | null; unit: string | null;
  qty: number | null; qtyText: string | null; price: number | null; amount: number | null; provisional: number | null;
  labor: number | null; machine: number | null; mgmt: number | null; profit: number | null;
}
export interface ParsedSection extends SrcRow { title: string; isMeasure: boolean; subtotal: number | null; subtotalRow: number | null; items: ParsedItem[] }
export interface ParsedLine extends SrcRow {
  tbl: TableKind; no: string | null; role: string | null; code: string | null; name: string; kind: string | null; unit: string | null;
  baseText: string | null; baseAmount: number | null; rate: number | null; qty: number | null; price: number | null; amount: number | null; remark: string | null;
}
/** The four components of a 表-09 line (人工 / 材料 / 机械 / 管理费和利润). */
export interface Components { labor: number | null; material: number | null; machine: number | null; mgmt: number | null }
export interface ParsedNorm extends SrcRow { code: string | null; name: string; unit: string | null; qty: number | null; prices: Components; amounts: Components }
export interface ParsedMaterial extends SrcRow {
  name: string; unit: string | null; qty: number | null; price: number | null; amount: number | null; provisionalPrice: number | null; provisionalAmount: number | null;
}
/** One item's block of 表-09: its 项目编码 row, 定额 lines, 小计, 未计价材料费, 清单项目综合单价 and 材料费明细. */
export interface ParsedBlock extends SrcRow {
  code: string; name: string; unit: string | null; qty: number | null;
  norms: ParsedNorm[]; materials: ParsedMaterial[];
  subtotal: (Components & SrcRow) | null; unpriced: ({ amount: number | null } & SrcRow) | null; price: ({ price: number | null } & SrcRow) | null;
  /** The 表-08 清单项 it analyses (same code, then same name), linked after every sheet is read. */
  item: ParsedItem | null;
}
export interface ParsedUnit {
  name: string; single: string; project: string; discipline: string | null;
  sheets: Partial<Record<TableKind, { sheet: string; headerRow: number }>>;
  sections: ParsedSection[]; lines: ParsedLine[];
  /** 表-09 blocks, in sheet order. */
  blocks: ParsedBlock[];
}
export interface ParsedBoq {
  project: string | null;
  stage: string;
  /** 2013 (GB 50500-2013) or 2024 (GB/T 50500-2024), from the cover/titles or the 2024-only tables. */
  specVersion: SpecVersion;
  units: ParsedUnit[];
  sheets: { sheet: string; table: TableKind | null; label: string; unit: string | null; rows: number }[];
}

export class BoqReadError extends Error {}

const norm = (s: string) => s.replace(/[\s\u3000]+/g, '');
const fail = (sheet: string, row: number, what: string) => new BoqReadError(`工作表「${sheet}」第 ${row} 行：${what}`);

/** The table a sheet is, from its first rows' text. */
function tableOf(rows: string[][]): { kind: TableKind | null; title: string } {
  for (const r of rows.slice(0, 3)) {
    const text = norm(r.join(''));
    if (!text) continue;
    for (const [re, kind] of TITLES) if (re.test(text)) return { kind, title: text };
    if (KNOWN_OTHER.test(text)) return { kind: null, title: text };
  }
  return { kind: null, title: '' };
}

const stageOf = (title: string): string | null =>
  /招标控制价/.test(title) ? '控制价' : /投标报价/.test(title) ? '投标' : /竣工结算|结算/.test(title) ? '结算' : /招标工程量清单/.test(title) ? '清单' : null;

/** 工程名称：项目-单项-单位 (the separators the pricing tools write). */
function unitName(rows: string[][]): { project: string; single: string; unit: string } | null {
  for (const r of rows.slice(0, 5)) {
    for (const c of r) {
      const m = /工程名称[:：]\s*(.+)$/.exec(c.trim());
      if (!m) continue;
      const whole = m[1].replace(/\s*标段[:：].*$/, '').trim();
      const parts = whole.split(/\s*[-—－【】[\]]\s*/).filter(Boolean);
      if (!parts.length) continue;
      const unit = parts[parts.length - 1];
      return { project: parts[0], single: parts.length > 2 ? parts[parts.length - 2] : parts[0], unit };
    }
  }
  return null;
}

/** Column index of each field. */
function columns(mapping: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [col, key] of Object.entries(mapping)) out[key] = Number(col);
  return out;
}

type Cells = unknown[];

/** A cell as a number (thousands separators and a trailing % dropped; blank, -, — and / are none). */
function numberIn(sheet: string, row: number, raw: unknown, label: string): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw; // most cells: no text round trip
  const t = cellText(raw).trim();
  if (t === '' || t === '-' || t === '—' || t === '/') return null;
  const n = parseNumber(typeof raw === 'number' ? raw : t.replace(/[,，]/g, '').replace(/%$/, ''));
  if (n === null || Number.isNaN(n)) throw fail(sheet, row, `${label}「${t.slice(0, 20)}」不是数字`);
  return n;
}

class RowReader {
  constructor(readonly sheet: string, readonly row: number, readonly cells: Cells, readonly cols: Record<string, number>) {}
  text(key: string): string {
    const i = this.cols[key];
    return i === undefined ? '' : cellText(this.cells[i]).trim();
  }
  num(key: string, label: string): number | null {
    const i = this.cols[key];
    if (i === undefined) return null;
    return numberIn(this.sheet, this.row, this.cells[i], label);
  }
}

const T04_ROLES: [RegExp, string][] = [
  [/合计|总计/, 'total'], [/^分部分项/, 'fbfx'], [/安全文明/, 'safety'], [/^措施项目/, 'measure'], [/暂列金额/, 'provisional'],
  [/专业工程暂估/, 'specialty'], [/计日工/, 'daywork'], [/总承包服务/, 'service'], [/^其他项目/, 'other'], [/^规费/, 'lawfee'], [/^税金|^增值税/, 'tax'],
];
const T11_ROLES: [RegExp, string][] = [[/合计/, 'total'], [/安全文明/, 'safety']];
const T12_ROLES: [RegExp, string][] = [
  [/合计/, 'total'], [/暂列金额/, 'provisional'], [/专业工程暂估/, 'specialty'], [/材料.*暂估/, 'materialProvisional'], [/^暂估价$/, 'provisionalParent'],
  [/计日工/, 'daywork'], [/总承包服务/, 'service'],
];
const T13_ROLES: [RegExp, string][] = [
  [/合计/, 'total'], [/^规费/, 'lawfee'], [/社会保险费/, 'social'], [/养老/, 'pension'], [/失业/, 'unemployment'], [/医疗/, 'medical'],
  [/工伤/, 'injury'], [/生育/, 'maternity'], [/住房公积金/, 'fund'], [/排污/, 'sewage'], [/^税金|增值税/, 'tax'],
];
const roleOf = (roles: [RegExp, string][], name: string) => roles.find(([re]) => re.test(name.replace(/^其中[:：]/, '')))?.[1] ?? null;

export const resKind = (kind: string, code: string, unit: string): string => {
  if (/人工/.test(kind) || unit === '工日' || /^0001/.test(code)) return '人工';
  if (/机械|台班/.test(kind) || /^99/.test(code)) return '机械';
  if (/设备/.test(kind)) return '设备';
  if (/主材/.test(kind)) return '主材';
  return '材料';
};

/** A sheet's rows as text and as cells, aligned with Excel row numbers (the reader skips blank rows). */
export function alignRows(rows: { number: number; cells: Cells }[]): { text: string[][]; cells: Cells[] } {
  const text: string[][] = [];
  const cells: Cells[] = [];
  for (const r of rows) {
    while (text.length < r.number - 1) { text.push([]); cells.push([]); }
    text.push(Array.from(r.cells, (c) => cellText(c)));
    cells.push(r.cells);
  }
  return { text, cells };
}

/** What a sheet is: its table (by title), its 单位工程 (by the 工程名称 line), its header (by keyword). */
export function recogniseSheet(text: string[][]) {
  const { kind, title } = tableOf(text);
  const names = kind ? unitName(text) : null;
  const header = kind ? detectHeader(kind === 't09' ? headerText(text.slice(0, 12)) : text, SYN[kind], { scanRows: 8, minHits: 3 }) : null;
  return { kind, title, names, header };
}

/** The fields a table's columns can map to: key → Chinese title (the first synonym). */
export function tableFields(kind: TableKind): { key: string; name: string }[] {
  return Object.entries(SYN[kind]).map(([key, titles]) => ({ key, name: titles[0] }));
}

/** The layout a workbook's top rows say it is, or null when they say nothing. */
export function versionMark(text: string[][]): SpecVersion | null {
  const top = norm(text.slice(0, 6).map((r) => r.join('')).join(''));
  if (MARK_2024.test(top)) return '2024';
  if (MARK_2013.test(top)) return '2013';
  return null;
}

/** The user's corrections of one sheet (readExcelEx / importExcel): its table, header row and column → field. */
export interface SheetOverride { table?: TableKind | null; headerRow?: number; colIndexMaps?: Record<string, string> }
export interface ParseOptions { overrides?: Record<string, SheetOverride> }

export interface BoqSheet { name: string; rows: { number: number; cells: Cells }[] }

/** Parses the workbook's sheets (rows as cells, row numbers as Excel shows them). */
export function parseBoq(sheets: BoqSheet[], opts: ParseOptions = {}): ParsedBoq {
  const parser = boqParser(opts);
  for (const s of sheets) parser.sheet(s);
  return parser.end();
}

/**
 * parseBoq a sheet at a time, in workbook order: a caller reading the workbook hands each sheet
 * over as soon as it is read and drops its rows (a 20,000-item workbook holds one sheet's rows,
 * not all 231,260, issue 19). Nothing of a sheet is kept but what is parsed from it.
 */
export function boqParser(opts: ParseOptions = {}): { sheet(s: BoqSheet): void; end(): ParsedBoq } {
  const units = new Map<string, ParsedUnit>();
  const listed: ParsedBoq['sheets'] = [];
  let stage: string | null = null;
  let project: string | null = null;
  let marked: SpecVersion | null = null;
  let only2024 = false;
  let firstSheet: string | undefined;
  const sheet = (s: BoqSheet): void => {
    firstSheet ??= s.name;
    const { text, cells } = alignRows(s.rows);
    marked ??= versionMark(text);
    const ov = opts.overrides?.[s.name];
    const found = tableOf(text);
    const kind = ov && ov.table !== undefined ? ov.table : found.kind;
    const title = found.title;
    if (!kind) { listed.push({ sheet: s.name, table: null, label: title ? title.slice(0, 30) : '（未识别）', unit: null, rows: s.rows.length }); return; }
    if (kind === 'tm' || (kind === 't13' && /^(增值税|税金)/.test(title))) only2024 = true;
    stage ??= kind === 't04' ? stageOf(title) : null;
    const names = unitName(text);
    if (!names) throw fail(s.name, 2, '未找到「工程名称：」行，无法确定单位工程');
    project ??= names.project;
    let unit = units.get(names.unit);
    if (!unit) {
      unit = { name: names.unit, single: names.single, project: names.project, discipline: null, sheets: {}, sections: [], lines: [], blocks: [] };
      units.set(names.unit, unit);
    }
    if (kind === 't09') {
      // A unit's 表-09 may span several sheets (the tools page it); blocks carry their own headers.
      const first = readT09(s.name, text, cells, unit);
      unit.sheets.t09 ??= { sheet: s.name, headerRow: first };
      listed.push({ sheet: s.name, table: kind, label: TABLE_LABELS[kind], unit: unit.name, rows: s.rows.length });
      return;
    }
    const header = sheetHeader(s.name, text, kind, ov);
    if (unit.sheets[kind]) throw fail(s.name, 1, `单位工程「${unit.name}」的${TABLE_LABELS[kind]}重复（另见工作表「${unit.sheets[kind]!.sheet}」）`);
    unit.sheets[kind] = { sheet: s.name, headerRow: header.headerRow };
    // The 2024 measures table also stands for 表-11 (its total-price lines are read as 表-11's).
    if (kind === 'tm') unit.sheets.t11 ??= { sheet: s.name, headerRow: header.headerRow };
    listed.push({ sheet: s.name, table: kind, label: TABLE_LABELS[kind], unit: unit.name, rows: s.rows.length });
    const cols = columns(header.mapping);
    const begin = header.headerRow + header.headerRows;
    if (kind === 't08') readT08(s.name, cells, begin, cols, unit);
    else if (kind === 'tm') readMeasures(s.name, cells, begin, cols, unit);
    else readLines(kind, s.name, cells, begin, cols, unit);
  };
  const end = (): ParsedBoq => {
    if (![...units.values()].some((u) => u.sheets.t08)) {
      throw new BoqReadError(firstSheet
        ? `不是 2013 清单计价文件：工作表「${firstSheet}」第 1 行起未找到《分部分项工程和单价措施项目清单与计价表》（表-08）等表名`
        : '不是 2013 清单计价文件：工作簿没有工作表');
    }
    for (const u of units.values()) {
      linkBlocks(u);
      const counts = new Map<string, number>();
      for (const it of u.sections.flatMap((x) => x.items)) if (/^\d{2}/.test(it.code)) counts.set(it.code.slice(0, 2), (counts.get(it.code.slice(0, 2)) ?? 0) + 1);
      u.discipline = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    }
    const specVersion: SpecVersion = marked ?? (only2024 ? '2024' : '2013');
    return { project, stage: stage ?? '控制价', specVersion, units: [...units.values()], sheets: listed };
  };
  return { sheet, end };
}

/** The sheet's header: detected by keyword, or as the user set it (header row, column → field). */
export function sheetHeader(sheet: string, text: string[][], kind: TableKind, ov?: SheetOverride): { headerRow: number; headerRows: number; mapping: Record<string, string> } {
  const fields = SYN[kind];
  if (ov?.colIndexMaps && Object.keys(ov.colIndexMaps).length) {
    for (const [col, key] of Object.entries(ov.colIndexMaps)) {
      if (!/^\d{1,3}$/.test(col)) throw fail(sheet, ov.headerRow ?? 1, `列对应的列号「${col.slice(0, 10)}」不正确`);
      if (!(key in fields)) throw fail(sheet, ov.headerRow ?? 1, `列对应的字段「${key.slice(0, 20)}」不属于${TABLE_LABELS[kind]}`);
    }
    const detected = ov.headerRow ? null : detectHeader(text, fields, { scanRows: 8, minHits: 3 });
    const headerRow = ov.headerRow ?? detected?.headerRow ?? 1;
    return { headerRow, headerRows: ov.headerRow ? 1 : detected?.headerRows ?? 1, mapping: ov.colIndexMaps };
  }
  if (ov?.headerRow) {
    // The user's header row (and the row below it when that maps more columns).
    const h = detectHeader(text.slice(ov.headerRow - 1, ov.headerRow + 1), fields, { scanRows: 1, minHits: 1 });
    if (!h) throw fail(sheet, ov.headerRow, `${TABLE_LABELS[kind]}的表头行没有可识别的列名`);
    return { headerRow: ov.headerRow, headerRows: h.headerRows, mapping: h.mapping };
  }
  const h = detectHeader(text, fields, { scanRows: 8, minHits: 3 });
  if (!h) throw fail(sheet, 1, `${TABLE_LABELS[kind]}在前 8 行未找到表头（按关键字：${Object.values(fields).slice(0, 4).map((v) => v[0]).join('、')}）`);
  return h;
}

/**
 * 2024's 措施项目清单计价表: rows with a quantity or a 综合单价 are 单价措施 items (one 分部
 * 「措施项目」 of the unit); rows with a 计算基础 or 费率 are 总价措施 lines read as 表-11's.
 */
function readMeasures(sheet: string, cells: Cells[], start: number, cols: Record<string, number>, unit: ParsedUnit) {
  let section: ParsedSection | null = null;
  for (let i = start - 1; i < cells.length; i++) {
    const r = new RowReader(sheet, i + 1, cells[i], cols);
    const code = r.text('code').replace(/\s/g, '');
    const name = r.text('name');
    if (!code && !name) continue;
    const qtyText = r.text('qty') || null;
    if (code && (qtyText || r.text('price'))) {
      if (!section) {
        section = { sheet, row: i + 1, title: '措施项目', isMeasure: true, subtotal: null, subtotalRow: null, items: [] };
        unit.sections.push(section);
      }
      section.items.push({
        sheet, row: i + 1, code, name, features: r.text('features') || null, unit: r.text('unit') || null,
        qty: r.num('qty', '工程量'), qtyText, price: r.num('price', '综合单价'), amount: r.num('amount', '合价'),
        provisional: null, labor: r.num('labor', '人工费'), machine: r.num('machine', '机械费'), mgmt: null, profit: null,
      });
      continue;
    }
    if (!code && /小计|合计/.test(name)) continue; // rechecked from the lines and 表-04
    if (!code && !r.text('amount') && !r.text('rate')) continue; // a title row (单价措施 / 总价措施)
    unit.lines.push({
      sheet, row: i + 1, tbl: 't11', no: r.text('no') || null, code: code || null, name, unit: null,
      role: roleOf(T11_ROLES, name), kind: null, baseText: r.text('baseText') || null, baseAmount: null,
      rate: r.num('rate', '费率'), qty: null, price: null, amount: r.num('amount', '金额'), remark: r.text('remark') || null,
    });
  }
}

function readT08(sheet: string, cells: Cells[], start: number, cols: Record<string, number>, unit: ParsedUnit) {
  if (cols.code === undefined || cols.name === undefined) throw fail(sheet, start - 1, '表头缺少「项目编码」或「项目名称」列');
  let section: ParsedSection | null = null;
  for (let i = start - 1; i < cells.length; i++) {
    const r = new RowReader(sheet, i + 1, cells[i], cols);
    const code = r.text('code').replace(/\s/g, '');
    const name = r.text('name');
    if (!code && !name) continue;
    if (!code && /合计/.test(name)) continue; // the sheet total: rechecked from the items
    if (!code && /小计/.test(name)) {
      if (section) { section.subtotal = r.num('amount', '小计金额'); section.subtotalRow = i + 1; }
      continue;
    }
    if (!code) {
      if (r.text('qty') || r.text('price')) throw fail(sheet, i + 1, `清单项「${name.slice(0, 20)}」没有项目编码`);
      section = { sheet, row: i + 1, title: name, isMeasure: /措施/.test(name), subtotal: null, subtotalRow: null, items: [] };
      unit.sections.push(section);
      continue;
    }
    if (!section) {
      section = { sheet, row: i + 1, title: '（未分部）', isMeasure: false, subtotal: null, subtotalRow: null, items: [] };
      unit.sections.push(section);
    }
    const qtyText = r.text('qty') || null;
    section.items.push({
      sheet, row: i + 1, code, name, features: r.text('features') || null, unit: r.text('unit') || null,
      qty: r.num('qty', '工程量'), qtyText, price: r.num('price', '综合单价'), amount: r.num('amount', '合价'),
      provisional: r.num('provisional', '暂估价'), labor: r.num('labor', '人工费'), machine: r.num('machine', '机械费'),
      mgmt: r.num('mgmt', '管理费'), profit: r.num('profit', '利润'),
    });
  }
}

function readLines(kind: TableKind, sheet: string, cells: Cells[], start: number, cols: Record<string, number>, unit: ParsedUnit) {
  const roles = kind === 't04' ? T04_ROLES : kind === 't11' ? T11_ROLES : kind === 't12' ? T12_ROLES : kind === 't13' ? T13_ROLES : [];
  for (let i = start - 1; i < cells.length; i++) {
    const r = new RowReader(sheet, i + 1, cells[i], cols);
    let name = r.text('name');
    const no = r.text('no') || null;
    // 表-04's total often sits in the 序号 column ("招标控制价合计=1+2+3+4+5").
    if (!name && no && /合计/.test(no)) name = no;
    if (!name) continue;
    const code = r.text('code') || null;
    const unitText = r.text('unit') || null;
    const partOfFbfx = kind === 't04' && !!no && /^1\.\d+$/.test(no);
    const rate11 = kind === 't11' ? (r.num('adjRate', '调整费率') ?? r.num('rate', '费率')) : r.num('rate', '费率');
    const amount11 = kind === 't11' ? (r.num('adjAmount', '调整后金额') ?? r.num('amount', '金额')) : r.num('amount', '金额');
    unit.lines.push({
      sheet, row: i + 1, tbl: kind, no, code, name, unit: unitText,
      role: kind === 'res' ? null : partOfFbfx ? 'fbfxPart' : roleOf(roles, name),
      kind: kind === 'res' ? resKind(r.text('kind'), code ?? '', unitText ?? '') : null,
      baseText: r.text('baseText') || null, baseAmount: r.num('baseAmount', '计算基数'), rate: rate11,
      qty: r.num('qty', '数量'), price: r.num('price', '单价'), amount: amount11, remark: r.text('remark') || null,
    });
  }
}

// --- 表-09 综合单价分析表 -------------------------------------------------------------------------

const NEEDS_KEY = /[\s\u3000:：]/;
/** A label cell's key (spaces and a trailing colon dropped); most cells have neither: no regex replace. */
const cellKey = (c: string | undefined) => (c && NEEDS_KEY.test(c) ? norm(c).replace(/[:：]$/, '') : c ?? '');
/** Header rows with （元）/(元) taken out of the titles (单价（元）-人工费 → 单价-人工费). */
const headerText = (rows: string[][]) => rows.map((r) => r.map((c) => (c ?? '').replace(/[（(]元[)）]/g, '')));

/** The last number of a row (未计价材料费 / 清单项目综合单价 sit in a merged cell at the right). */
function lastNumber(sheet: string, row: number, cells: Cells, label: string): number | null {
  for (let i = cells.length - 1; i >= 0; i--) {
    const t = cellText(cells[i]).trim();
    if (!t) continue;
    if (typeof cells[i] === 'number' || /^-?[\d,，]+(\.\d+)?$/.test(t)) return numberIn(sheet, row, cells[i], label);
    return null;
  }
  return null;
}

const HEAD_LABELS = new Set(['项目编码', '项目名称', '计量单位', '工程量']);
/** The value after a label cell of the block's head row (the next non-empty cell that is not a label). */
function after(text: string[], label: string): string | null {
  const i = text.findIndex((c) => cellKey(c) === label);
  if (i < 0) return null;
  for (let j = i + 1; j < text.length; j++) {
    const v = (text[j] ?? '').trim();
    if (!v) continue;
    return HEAD_LABELS.has(cellKey(v)) ? null : v;
  }
  return null;
}

function components(r: RowReader, suffix: 'Price' | 'Amount', label: string): Components {
  const n = (k: string) => r.num(`${k}${suffix}`, `${label}${COMPONENTS[k][0]}`);
  const mgmt = n('mgmt');
  const mOnly = n('mgmtOnly');
  const profit = n('profit');
  return {
    labor: n('labor'), material: n('material'), machine: n('machine'),
    mgmt: mgmt ?? (mOnly === null && profit === null ? null : (mOnly ?? 0) + (profit ?? 0)),
  };
}

/**
 * Reads the blocks of a 表-09 sheet: a block starts at its 项目编码 row; a 定额编号 header (two rows)
 * starts its 定额 lines, 小计 / 未计价材料费 / 清单项目综合单价 close them, a 主要材料名称 header starts
 * its 材料费明细. Titles and 工程名称 lines repeat per page and are skipped. Answers the first header row.
 */
function readT09(sheet: string, text: string[][], cells: Cells[], unit: ParsedUnit): number {
  let block: ParsedBlock | null = null;
  let mode: 'none' | 'norm' | 'material' = 'none';
  let cols: Record<string, number> = {};
  let firstHeader = 0;
  // Every block repeats the same headers: detected once per distinct header text.
  const seen = new Map<string, ReturnType<typeof detectHeader>>();
  const header = (rows: string[][], syn: HeaderSynonyms) => {
    const key = `${syn === NORM_SYN ? 'n' : 'm'}\u0002${rows.map((r) => r.join('\u0001')).join('\u0002')}`;
    if (!seen.has(key)) seen.set(key, detectHeader(headerText(rows), syn, { scanRows: 1, minHits: 3 }));
    return seen.get(key) ?? null;
  };
  for (let i = 0; i < text.length; i++) {
    const t = text[i];
    const keys = t.map(cellKey);
    const rowNo = i + 1;
    if (!keys.some(Boolean)) continue;
    if (keys.includes('项目编码')) {
      const code = (after(t, '项目编码') ?? '').replace(/\s/g, '');
      if (!code) throw fail(sheet, rowNo, '综合单价分析表的项目编码为空');
      const qtyText = after(t, '工程量');
      block = {
        sheet, row: rowNo, code, name: after(t, '项目名称') ?? '', unit: after(t, '计量单位'),
        qty: qtyText === null ? null : numberIn(sheet, rowNo, qtyText, '工程量'),
        norms: [], materials: [], subtotal: null, unpriced: null, price: null, item: null,
      };
      unit.blocks.push(block);
      mode = 'none';
      continue;
    }
    if (!block) continue; // the sheet's title and 工程名称 rows before the first block
    if (keys.includes('定额编号') || keys.includes('定额编码')) {
      const h = header(text.slice(i, i + 2), NORM_SYN);
      if (!h || !Object.values(h.mapping).some((k) => k.endsWith('Amount'))) throw fail(sheet, rowNo, '综合单价分析表的定额表头缺少「合价」下的人工费、材料费、机械费等列');
      cols = columns(h.mapping);
      firstHeader ||= rowNo;
      mode = 'norm';
      i += h.headerRows - 1;
      continue;
    }
    if (keys.some((k) => k.startsWith('主要材料名称') || k.startsWith('材料名称'))) {
      const h = header(text.slice(i, i + 1), MATERIAL_SYN);
      if (!h) throw fail(sheet, rowNo, '材料费明细的表头无法识别');
      cols = columns(h.mapping);
      mode = 'material';
      continue;
    }
    if (keys.some((k) => k === '清单项目综合单价' || k === '综合单价')) {
      block.price = { sheet, row: rowNo, price: lastNumber(sheet, rowNo, cells[i], '清单项目综合单价') };
      continue;
    }
    if (keys.some((k) => k.startsWith('未计价材料'))) {
      block.unpriced = { sheet, row: rowNo, amount: lastNumber(sheet, rowNo, cells[i], '未计价材料费') };
      continue;
    }
    if (keys.some((k) => /^(综合单价分析表|工程名称|清单综合单价组成明细)/.test(k))) continue;
    const r = new RowReader(sheet, rowNo, cells[i], cols);
    if (mode === 'norm') {
      if (keys.includes('小计')) { block.subtotal = { sheet, row: rowNo, ...components(r, 'Amount', '小计') }; continue; }
      const code = r.text('code').replace(/\s/g, '');
      const name = r.text('name');
      if (!code && !name) continue;
      if (/^人工单价|元\/工日$/.test(code || name)) continue;
      block.norms.push({
        sheet, row: rowNo, code: code || null, name, unit: r.text('unit') || null, qty: r.num('qty', '定额数量'),
        prices: components(r, 'Price', '单价'), amounts: components(r, 'Amount', '合价'),
      });
    } else if (mode === 'material') {
      const name = r.text('name');
      if (!name || /小计|合计/.test(name)) continue;
      block.materials.push({
        sheet, row: rowNo, name, unit: r.text('unit') || null, qty: r.num('qty', '材料数量'), price: r.num('price', '材料单价'),
        amount: r.num('amount', '材料合价'), provisionalPrice: r.num('provisionalPrice', '暂估单价'), provisionalAmount: r.num('provisionalAmount', '暂估合价'),
      });
    }
  }
  return firstHeader || 1;
}

/** Links each 表-09 block to the unit's 清单项 of the same code (the same name first when a code repeats). */
function linkBlocks(u: ParsedUnit) {
  if (!u.blocks.length) return;
  const byCode = new Map<string, ParsedItem[]>();
  for (const x of u.sections.flatMap((s) => s.items)) byCode.set(x.code, [...(byCode.get(x.code) ?? []), x]);
  const used = new Set<ParsedItem>();
  for (const b of u.blocks) {
    const free = (byCode.get(b.code) ?? []).filter((x) => !used.has(x));
    const hit = free.find((x) => norm(x.name) === norm(b.name)) ?? free[0] ?? null;
    if (hit) { used.add(hit); b.item = hit; }
  }
}
