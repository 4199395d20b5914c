import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Project cost data and BoQ quality check (spec 2 §7 quality check, spec 3 §7 project cost data;
 * domain/boq-quality-check.md §2). One imported 清单 workbook is a project (建设项目); below it the
 * nodes 单项 → 单位工程 → 分部, the 清单项 of each 分部, and the figure lines of the other tables
 * (表-04, 表-11, 表-12, 表-12-1, 表-13, 人材机汇总). Every item and line keeps the sheet and row it
 * came from, so every finding links back to the cell. Money numeric(18,2); quantities numeric(18,4).
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const qty = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/** Project factors (domain §2 boq_import + single's factors) and indicators computed on import. */
export interface QcIndicators {
  total: number; fbfx: number; measures: number; other: number; lawfee: number; tax: number; labor: number;
  unitCost: number | null; concretePerM2: number | null; rebarKgPerM2: number | null; laborShare: number | null;
}

export const qcProject = pgTable('qc_project', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  name: text('name').notNull(),
  specVersion: text('spec_version').notNull(),
  /** 清单 | 控制价 | 投标 | 结算 */
  stage: text('stage').notNull(),
  region: text('region'),
  /** general | simple (一般计税 / 简易计税) */
  taxMethod: text('tax_method').notNull().default('general'),
  priceBaseDate: text('price_base_date'),
  /** kind1 (e.g. 房屋建筑) and kind2 (办公 / 住宅 / 学校 …) of the project library. */
  kind1: text('kind1'),
  kind2: text('kind2'),
  structure: text('structure'),
  area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
  floors: integer('floors'),
  fileId: text('file_id'),
  fileName: text('file_name'),
  sha256: text('sha256'),
  total: money('total').notNull().default(0),
  indicators: jsonb('indicators').$type<QcIndicators>(),
  deptId: text('dept_id'),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy(t)]).enableRLS();

/** 单项 (single), 单位工程 (unit) and 分部 (section) nodes. */
export const qcNode = pgTable('qc_node', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  parentId: text('parent_id'),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  seq: integer('seq').notNull(),
  /** 01 房建装饰, 03 安装 … (units); 'measure' marks a 单价措施 section. */
  discipline: text('discipline'),
  isMeasure: boolean('is_measure').notNull().default(false),
  /** A section's written 小计 (null when the sheet has none). */
  subtotal: money('subtotal'),
  subtotalRow: integer('subtotal_row'),
  srcSheet: text('src_sheet'),
  srcRow: integer('src_row'),
  /** A unit's tables: kind → { sheet, headerRow }. */
  sheets: jsonb('sheets').$type<Record<string, { sheet: string; headerRow: number }>>(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_node_project_idx').on(t.tenantId, t.projectId), tenantPolicy(t)]).enableRLS();

/** 清单项 of 表-08 (分部分项 and 单价措施). */
export const qcItem = pgTable('qc_item', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  unitId: text('unit_id').notNull(),
  sectionId: text('section_id').notNull(),
  seq: integer('seq').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  features: text('features'),
  unit: text('unit'),
  qty: qty('qty'),
  /** The quantity as written (its decimals are checked). */
  qtyText: text('qty_text'),
  price: money('price'),
  amount: money('amount'),
  provisional: money('provisional'),
  labor: money('labor'),
  machine: money('machine'),
  mgmt: money('mgmt'),
  profit: money('profit'),
  srcSheet: text('src_sheet').notNull(),
  srcRow: integer('src_row').notNull(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_item_project_idx').on(t.tenantId, t.projectId, t.unitId), tenantPolicy(t)]).enableRLS();

/** A figure line of 表-04, 表-11, 表-12, 表-12-1, 表-13 or 人材机汇总 (tbl); `role` names what it is. */
export const qcLine = pgTable('qc_line', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  unitId: text('unit_id').notNull(),
  tbl: text('tbl').notNull(),
  seq: integer('seq').notNull(),
  no: text('no'),
  role: text('role'),
  code: text('code'),
  name: text('name').notNull(),
  kind: text('kind'),
  unit: text('unit'),
  baseText: text('base_text'),
  baseAmount: money('base_amount'),
  rate: numeric('rate', { precision: 9, scale: 4, mode: 'number' }),
  qty: qty('qty'),
  price: money('price'),
  amount: money('amount'),
  remark: text('remark'),
  srcSheet: text('src_sheet').notNull(),
  srcRow: integer('src_row').notNull(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_line_project_idx').on(t.tenantId, t.projectId, t.unitId), tenantPolicy(t)]).enableRLS();

/**
 * 表-09 综合单价分析表, one row per figure of an item's block (`block`: its number in the unit):
 * `head` (the block's 项目编码 row: code, name, unit, qty of the 清单项 it analyses), `norm` (a 定额
 * line: 数量, unit prices and amounts of 人工 / 材料 / 机械 / 管理费和利润), `subtotal` (小计: the four
 * amounts), `unpriced` (未计价材料费: amount), `price` (清单项目综合单价: price) and `material` (材料费明细:
 * qty, price, amount, 暂估单价 / 暂估合价). `item_id` links the block to its 表-08 清单项 (null when the
 * 表-08 has no item of that code). Numbers keep 4 decimals as read (per-unit amounts like 0.5635).
 */
export const qcNorm = pgTable('qc_norm', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  unitId: text('unit_id').notNull(),
  itemId: text('item_id'),
  block: integer('block').notNull(),
  seq: integer('seq').notNull(),
  /** head | norm | subtotal | unpriced | price | material */
  kind: text('kind').notNull(),
  code: text('code'),
  name: text('name'),
  unit: text('unit'),
  qty: numeric('qty', { precision: 20, scale: 6, mode: 'number' }),
  laborPrice: qty('labor_price'),
  materialPrice: qty('material_price'),
  machinePrice: qty('machine_price'),
  mgmtPrice: qty('mgmt_price'),
  laborAmount: qty('labor_amount'),
  materialAmount: qty('material_amount'),
  machineAmount: qty('machine_amount'),
  mgmtAmount: qty('mgmt_amount'),
  price: qty('price'),
  amount: qty('amount'),
  provisionalPrice: qty('provisional_price'),
  provisionalAmount: qty('provisional_amount'),
  srcSheet: text('src_sheet').notNull(),
  srcRow: integer('src_row').notNull(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_norm_project_idx').on(t.tenantId, t.projectId, t.unitId), tenantPolicy(t)]).enableRLS();

/** A check record (检查记录): the chosen rules over one project, run off the request path. */
export const qcRun = pgTable('qc_run', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  name: text('name').notNull(),
  rules: jsonb('rules').$type<string[]>().notNull(),
  /** draft | running | done | failed */
  status: text('status').notNull().default('draft'),
  progress: integer('progress').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  warnCount: integer('warn_count').notNull().default(0),
  infoCount: integer('info_count').notNull().default(0),
  message: text('message'),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  viewState: jsonb('view_state').$type<Record<string, unknown>>(),
  deptId: text('dept_id'),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_run_project_idx').on(t.tenantId, t.projectId), tenantPolicy(t)]).enableRLS();

/** A finding: expected, actual, deviation and the source cell; ignored (who, why) or given an opinion. */
export const qcFinding = pgTable('qc_finding', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  runId: text('run_id').notNull(),
  seq: integer('seq').notNull(),
  rule: text('rule').notNull(),
  /** error | warn | info (info: not assessed) */
  severity: text('severity').notNull(),
  unitId: text('unit_id'),
  unitName: text('unit_name'),
  target: text('target'),
  message: text('message').notNull(),
  expected: text('expected'),
  actual: text('actual'),
  deviation: numeric('deviation', { precision: 18, scale: 4, mode: 'number' }),
  srcSheet: text('src_sheet'),
  srcRow: integer('src_row'),
  /** open | ignored */
  status: text('status').notNull().default('open'),
  reason: text('reason'),
  ignoredBy: text('ignored_by'),
  ignoredAt: timestamp('ignored_at', { withTimezone: true, mode: 'date' }),
  opinion: text('opinion'),
  opinionBy: text('opinion_by'),
  opinionAt: timestamp('opinion_at', { withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_finding_run_idx').on(t.tenantId, t.runId, t.seq), tenantPolicy(t)]).enableRLS();

/**
 * A reviewer's decision on one logical-check finding (逻辑检查记录): 确认问题 or 无问题 with a reason.
 * Logical findings are computed afresh from the project's items, so the decision is keyed by what
 * the finding is about (unit, logical item, target), not by a stored finding.
 */
export const qcLogicalRecord = pgTable('qc_logical_record', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  unitId: text('unit_id').notNull(),
  code: text('code').notNull(),
  target: text('target').notNull(),
  message: text('message').notNull(),
  severity: text('severity').notNull(),
  /** problem | fine */
  result: text('result').notNull(),
  opinion: text('opinion'),
  srcSheet: text('src_sheet'),
  srcRow: integer('src_row'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('qc_logical_record_key').on(t.tenantId, t.projectId, t.unitId, t.code, t.target),
  tenantPolicy(t),
]).enableRLS();

/** rangeSet: a rule's parameters overridden for a region / discipline / period ('*' = any). */
export const qcRangeSet = pgTable('qc_range_set', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  rule: text('rule').notNull(),
  region: text('region').notNull().default('*'),
  discipline: text('discipline').notNull().default('*'),
  period: text('period').notNull().default('*'),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_range_set_rule_idx').on(t.tenantId, t.rule), tenantPolicy(t)]).enableRLS();

/*
 * Fee tool (spec 3 §7 /b/feetool/*): consulting fee standards per region (tbfeebase), their
 * bands by contract amount (tbfeedetail, 差额定率累进: each band's rate applies to the part of the
 * amount inside the band), and saved calculations (tbfeesimple). Amounts in 元, rates in ‰.
 */
export const qcFeeBase = pgTable('qc_fee_base', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  region: text('region').notNull(),
  name: text('name').notNull(),
  /** The service the scale prices (e.g. 工程量清单编制, 结算审核). */
  service: text('service').notNull(),
  /** The least fee charged whatever the amount. */
  minFee: money('min_fee'),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_fee_base_region_idx').on(t.tenantId, t.region), tenantPolicy(t)]).enableRLS();

export const qcFeeDetail = pgTable('qc_fee_detail', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  baseId: text('base_id').notNull(),
  /** Band lower bound (元, inclusive) and upper bound (元; null = no upper bound). */
  lower: money('lower').notNull(),
  upper: money('upper'),
  /** ‰ of the part of the amount inside the band. */
  rate: numeric('rate', { precision: 10, scale: 4, mode: 'number' }).notNull(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_fee_detail_base_idx').on(t.tenantId, t.baseId, t.lower), tenantPolicy(t)]).enableRLS();

export interface FeeBandShare { lower: number; upper: number | null; rate: number; portion: number; fee: number }

export const qcFeeSimple = pgTable('qc_fee_simple', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  baseId: text('base_id').notNull(),
  projectName: text('project_name'),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  bands: jsonb('bands').$type<FeeBandShare[]>().notNull(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_fee_simple_base_idx').on(t.tenantId, t.baseId), tenantPolicy(t)]).enableRLS();

/**
 * A project's files (工程文件, spec 3 §7 "Project files"): the 清单 workbooks it was built from,
 * price workbooks (人材机 信息价 / 市场价) and any other document, each in a folder of the
 * project's file tree. A BoQ file imported into the project (importExcel) records the 单位工程
 * it supplied and the layout it was read as (2013 / 2024).
 */
export const qcProjectFile = pgTable('qc_project_file', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  fileId: text('file_id').notNull(),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull().default(0),
  /** boq | price | other */
  kind: text('kind').notNull(),
  /** Folder path in the project's file tree ('' = the root; '图纸/结构' nests). */
  folder: text('folder').notNull().default(''),
  specVersion: text('spec_version'),
  units: jsonb('units').$type<string[]>(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('qc_project_file_key').on(t.tenantId, t.projectId, t.fileId),
  tenantPolicy(t),
]).enableRLS();

/** One price change applied from a price workbook (readPriceExcel → applyPrice). */
export interface QcPriceChange {
  lineId: string; unitName: string; code: string | null; name: string; unit: string | null;
  oldPrice: number | null; newPrice: number; oldAmount: number | null; newAmount: number | null;
  srcSheet: string; srcRow: number; fileSheet: string; fileRow: number;
}

/**
 * A price application (调价记录): the 人材机 prices of a price workbook written into a project's
 * 人材机汇总 lines in one transaction, with every line changed (old and new price) kept here.
 */
export const qcPriceApply = pgTable('qc_price_apply', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  fileId: text('file_id').notNull(),
  fileName: text('file_name').notNull(),
  sheetName: text('sheet_name'),
  changed: integer('changed').notNull(),
  changes: jsonb('changes').$type<QcPriceChange[]>().notNull(),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('qc_price_apply_project_idx').on(t.tenantId, t.projectId), tenantPolicy(t)]).enableRLS();
