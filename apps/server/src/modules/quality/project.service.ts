import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, asc, count, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { QUALITY_MSG, type ZBoqImportBody } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcItem, qcLine, qcNode, qcNorm, qcProject, type QcIndicators } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userById } from '../../platform/directory.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type TxRunner, withCheckedXlsx } from '../../platform/excel/import.js';
import { readSheetRows } from '../../platform/excel/reader.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { newId } from '../../platform/ids.js';
import { insertUnnest } from '../../platform/bulk-insert.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { filesForDownload } from '../file/index.js';
import { boqParser, type BoqSheet, BoqReadError, parseBoq, type Components, type ParseOptions, type ParsedBoq, type ParsedItem } from './boq-parse.js';
import { percentiles, type MAnalysis, type MIndicators, type MLine, type MProject, type MUnit } from './qc-rules.js';

/*
 * Project cost data (spec 3 §7 "Project cost data"): a 2013 清单 workbook read in the sheet worker
 * (all sheets in one pass), previewed, then stored as project → 单项 → 单位工程 → 分部 → 清单项 plus
 * the figure lines of the other tables, with the indicators of the library computed on import.
 */

export interface ExcelLimits { maxUncompressedBytes: number; maxRows: number }

export const PROJECT_DATA_MENU = 'qc_project';
export const PROJECT_SCOPE: EntityScope = { dataMenu: PROJECT_DATA_MENU, dept: qcProject.deptId, owner: qcProject.createdBy };

const INSERT_CHUNK = 400;
const PREVIEW_ITEMS = 50;

async function uploaded(tx: Db, actor: SessionInfo, fileId: string) {
  const [file] = await filesForDownload(tx, actor, [fileId]);
  if (!file) throw badRequest(QUALITY_MSG.FILE_REQUIRED);
  return file;
}

const sha256Of = (path: string) => new Promise<string>((resolve, reject) => {
  const h = createHash('sha256');
  createReadStream(path).on('data', (c) => h.update(c)).on('end', () => resolve(h.digest('hex'))).on('error', reject);
});

export type WorkbookSheets = { name: string; rows: { number: number; cells: unknown[] }[] }[];

/**
 * Every sheet of a stored .xlsx, read in one pass by the platform's sheet worker after the zip-bomb
 * check (withCheckedXlsx): no transaction is needed, so callers read outside theirs. With `onSheet`
 * each sheet goes there as soon as its last row is read and is not kept (`sheets` is then empty):
 * the import holds one sheet's rows at a time.
 */
export async function readSheets(store: FileStore, limits: ExcelLimits, storageKey: string, fileSize: number, onSheet?: (s: BoqSheet) => void): Promise<{ sheets: WorkbookSheets; sha256: string }> {
  return withCheckedXlsx(store, storageKey, limits.maxUncompressedBytes, async (path) => {
    const sheets: WorkbookSheets = [];
    let current: WorkbookSheets[number] | undefined;
    let total = 0;
    for await (const r of readSheetRows(path, fileSize, { allSheets: true, maxInflatedBytes: limits.maxUncompressedBytes })) {
      const name = r.sheet ?? '';
      if (current?.name !== name) {
        if (current && onSheet) onSheet(current);
        current = { name, rows: [] };
        if (!onSheet) sheets.push(current);
      }
      if (++total > limits.maxRows) throw badRequest(`一次最多导入 ${limits.maxRows} 行`);
      current.rows.push({ number: r.number, cells: r.cells });
    }
    if (current && onSheet) onSheet(current);
    return { sheets, sha256: await sha256Of(path) };
  });
}

/** `fn` with the workbook's read errors (sheet and row named) as 400 answers. */
function refusing<T>(fn: () => T): T {
  try { return fn(); } catch (e) {
    if (e instanceof BoqReadError) throw badRequest(e.message);
    throw e;
  }
}

/** parseBoq with its read errors (sheet and row named) as 400 answers. */
export function parseOrRefuse(sheets: WorkbookSheets, opts?: ParseOptions): ParsedBoq {
  return refusing(() => parseBoq(sheets, opts));
}

/** Reads and parses the uploaded workbook (every sheet, one pass in the sheet worker). */
async function readBoq(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, fileId: string) {
  // The file is found in a short transaction; the workbook is read with none open.
  const file = await withTx((tx) => uploaded(tx, actor, fileId));
  // Each sheet is parsed as soon as it is read and its rows dropped.
  const parser = boqParser();
  const { sha256 } = await readSheets(store, limits, file.storageKey, file.fileSize, (s) => refusing(() => parser.sheet(s)));
  return { file, parsed: refusing(() => parser.end()), sha256 };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
const sumOf = (xs: (number | null)[]) => xs.reduce<number>((a, x) => a + (x ?? 0), 0);
const t04 = (lines: { tbl: string; role: string | null; amount: number | null }[], role: string) => lines.find((l) => l.tbl === 't04' && l.role === role)?.amount ?? null;

function unitTotal(u: IndicatorSource['units'][number]): number {
  const stated = t04(u.lines, 'total');
  if (stated !== null) return stated;
  return round2(sumOf(u.sections.flatMap((s) => s.items.map((x) => x.amount))));
}

/** POST /b/project/file/excel/preview: what the import would store, nothing written. */
export async function previewBoq(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, fileId: string) {
  const { file, parsed } = await readBoq(withTx, actor, store, limits, fileId);
  return withTx((tx) => previewAnswer(tx, actor, file, parsed));
}

async function previewAnswer(tx: Db, actor: SessionInfo, file: { fileName: string }, parsed: ParsedBoq) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const existing = parsed.project
    ? await tx.select({ id: qcProject.id, name: qcProject.name, total: qcProject.total, createdDate: qcProject.createdDate }).from(qcProject)
      .where(and(eq(qcProject.name, parsed.project), scope)).orderBy(desc(qcProject.createdDate)).limit(10)
    : [];
  return {
    fileName: file.fileName, project: parsed.project, stage: parsed.stage, specVersion: parsed.specVersion, sheets: parsed.sheets,
    units: parsed.units.map((u) => ({
      name: u.name, single: u.single, discipline: u.discipline, sections: u.sections.length,
      items: u.sections.reduce((a, s) => a + s.items.length, 0),
      fbfx: round2(sumOf(u.sections.filter((s) => !s.isMeasure).flatMap((s) => s.items.map((x) => x.amount)))),
      total: t04(u.lines, 'total'), tables: Object.keys(u.sheets),
    })),
    items: parsed.units.flatMap((u) => u.sections.flatMap((s) => s.items)).slice(0, PREVIEW_ITEMS)
      .map((x) => ({ sheet: x.sheet, row: x.row, code: x.code, name: x.name, unit: x.unit, qty: x.qty, price: x.price, amount: x.amount })),
    existing,
  };
}

/** The part of a project the indicators are computed from (a parsed workbook or a stored project). */
interface IndicatorSource {
  units: { lines: { tbl: string; role: string | null; amount: number | null }[]; sections: { isMeasure: boolean; items: { code: string; qty: number | null; unit: string | null; labor: number | null; amount: number | null }[] }[] }[];
}

export function indicatorsOf(parsed: IndicatorSource, area: number | null): QcIndicators {
  const all = parsed.units;
  const lines = all.flatMap((u) => u.lines);
  const items = all.flatMap((u) => u.sections.flatMap((s) => s.items));
  const role = (r: string) => round2(sumOf(lines.filter((l) => l.tbl === 't04' && l.role === r).map((l) => l.amount)));
  const total = round2(all.reduce((a, u) => a + unitTotal(u), 0));
  const labor = round2(sumOf(items.map((x) => x.labor)));
  const concrete = sumOf(items.filter((x) => x.code.startsWith('0105') && !/^01051[56]/.test(x.code)).map((x) => x.qty));
  const rebar = sumOf(items.filter((x) => x.code.startsWith('010515')).map((x) => (x.unit === 'kg' ? x.qty : (x.qty ?? 0) * 1000)));
  return {
    total, fbfx: role('fbfx'), measures: role('measure'), other: role('other'), lawfee: role('lawfee'), tax: role('tax'), labor,
    unitCost: area ? round2(total / area) : null, concretePerM2: area ? concrete / area : null, rebarKgPerM2: area ? rebar / area : null,
    laborShare: total ? labor / total : null,
  };
}

async function insertChunks<T extends Record<string, unknown>>(tx: Db, table: Parameters<Db['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(table).values(rows.slice(i, i + INSERT_CHUNK) as never);
}

/**
 * Stores parsed 单位工程 under a project: 单项 nodes by name (`singles`: name → existing node id,
 * filled with the new ones), 单位工程 → 分部 nodes, 清单项 and figure lines with their sheet and row.
 */
export async function writeUnits(tx: Db, projectId: string, units: ParsedBoq['units'], singles: Map<string, string>, firstSeq = 0) {
  const nodes: (typeof qcNode.$inferInsert)[] = [];
  const items: (typeof qcItem.$inferInsert)[] = [];
  const lines: (typeof qcLine.$inferInsert)[] = [];
  const norms: (typeof qcNorm.$inferInsert)[] = [];
  let singleSeq = singles.size;
  units.forEach((u, ui) => {
    let singleId = singles.get(u.single);
    if (!singleId) {
      singleId = newId();
      singles.set(u.single, singleId);
      nodes.push({ id: singleId, projectId, parentId: null, kind: 'single', name: u.single, seq: ++singleSeq });
    }
    const unitId = newId();
    const itemIds = new Map<ParsedItem, string>(u.sections.flatMap((s) => s.items.map((x) => [x, newId()] as const)));
    nodes.push({ id: unitId, projectId, parentId: singleId, kind: 'unit', name: u.name, seq: firstSeq + ui + 1, discipline: u.discipline, sheets: u.sheets as Record<string, { sheet: string; headerRow: number }> });
    u.sections.forEach((s, si) => {
      const sectionId = newId();
      nodes.push({ id: sectionId, projectId, parentId: unitId, kind: 'section', name: s.title, seq: si + 1, isMeasure: s.isMeasure, subtotal: s.subtotal, subtotalRow: s.subtotalRow, srcSheet: s.sheet, srcRow: s.row });
      s.items.forEach((x, xi) => items.push({
        id: itemIds.get(x) ?? '', projectId, unitId, sectionId, seq: xi + 1, code: x.code, name: x.name, features: x.features, unit: x.unit, qty: x.qty, qtyText: x.qtyText,
        price: x.price, amount: x.amount, provisional: x.provisional, labor: x.labor, machine: x.machine, mgmt: x.mgmt, profit: x.profit, srcSheet: x.sheet, srcRow: x.row,
      }));
    });
    u.lines.forEach((l, li) => lines.push({
      id: newId(), projectId, unitId, tbl: l.tbl, seq: li + 1, no: l.no, role: l.role, code: l.code, name: l.name, kind: l.kind, unit: l.unit,
      baseText: l.baseText, baseAmount: l.baseAmount, rate: l.rate, qty: l.qty, price: l.price, amount: l.amount, remark: l.remark, srcSheet: l.sheet, srcRow: l.row,
    }));
    u.blocks.forEach((b, bi) => {
      const base = { projectId, unitId, itemId: b.item ? itemIds.get(b.item) ?? null : null, block: bi + 1 };
      let seq = 0;
      const add = (row: Omit<typeof qcNorm.$inferInsert, 'id' | 'projectId' | 'unitId' | 'block' | 'seq' | 'tenantId'>) => norms.push({ id: newId(), ...base, seq: ++seq, ...row });
      add({ kind: 'head', code: b.code, name: b.name, unit: b.unit, qty: b.qty, srcSheet: b.sheet, srcRow: b.row });
      for (const n of b.norms) add({ kind: 'norm', code: n.code, name: n.name, unit: n.unit, qty: n.qty, ...priceCols(n.prices), ...amountCols(n.amounts), srcSheet: n.sheet, srcRow: n.row });
      if (b.subtotal) add({ kind: 'subtotal', ...amountCols(b.subtotal), srcSheet: b.subtotal.sheet, srcRow: b.subtotal.row });
      if (b.unpriced) add({ kind: 'unpriced', amount: b.unpriced.amount, srcSheet: b.unpriced.sheet, srcRow: b.unpriced.row });
      if (b.price) add({ kind: 'price', price: b.price.price, srcSheet: b.price.sheet, srcRow: b.price.row });
      for (const m of b.materials) {
        add({
          kind: 'material', name: m.name, unit: m.unit, qty: m.qty, price: m.price, amount: m.amount, provisionalPrice: m.provisionalPrice,
          provisionalAmount: m.provisionalAmount, srcSheet: m.sheet, srcRow: m.row,
        });
      }
    });
  });
  // Nodes are few (and carry json); items, lines and 表-09 rows go in bulk, a column per parameter.
  await insertChunks(tx, qcNode, nodes);
  await insertUnnest(tx, qcItem, items);
  await insertUnnest(tx, qcLine, lines);
  await insertUnnest(tx, qcNorm, norms);
}

const priceCols = (c: Components) => ({ laborPrice: c.labor, materialPrice: c.material, machinePrice: c.machine, mgmtPrice: c.mgmt });
const amountCols = (c: Components) => ({ laborAmount: c.labor, materialAmount: c.material, machineAmount: c.machine, mgmtAmount: c.mgmt });

/** A table's columns without the tenant and audit ones (a 20,000-item model reads ~150k rows: no dates to parse). */
function dataColumns<T extends Record<string, unknown>>(cols: T) {
  const { tenantId: _t, createdBy: _cb, createdDate: _cd, updatedBy: _ub, updatedDate: _ud, version: _v, ...rest } = cols;
  return rest;
}
const ITEM_COLUMNS = dataColumns(getTableColumns(qcItem));
const LINE_COLUMNS = dataColumns(getTableColumns(qcLine));
const NORM_COLUMNS = dataColumns(getTableColumns(qcNorm));
type NormRow = { [K in keyof typeof NORM_COLUMNS]: (typeof qcNorm.$inferSelect)[K] };

/** A unit's 表-09 blocks from its qc_norm rows (ordered by block, seq). */
function analysesOf(rows: NormRow[]): Map<number, MAnalysis> {
  const out = new Map<number, MAnalysis>();
  for (const r of rows) {
    let a = out.get(r.block);
    if (!a) {
      a = { itemId: r.itemId, code: '', name: '', unit: null, qty: null, sheet: r.srcSheet, row: r.srcRow, norms: [], materials: [], subtotal: null, unpriced: null, price: null };
      out.set(r.block, a);
    }
    const at = { sheet: r.srcSheet, row: r.srcRow };
    const amounts = { labor: r.laborAmount, material: r.materialAmount, machine: r.machineAmount, mgmt: r.mgmtAmount };
    if (r.kind === 'head') Object.assign(a, { code: r.code ?? '', name: r.name ?? '', unit: r.unit, qty: r.qty, ...at });
    else if (r.kind === 'norm') {
      a.norms.push({
        code: r.code, name: r.name ?? '', unit: r.unit, qty: r.qty, ...at, amounts,
        prices: { labor: r.laborPrice, material: r.materialPrice, machine: r.machinePrice, mgmt: r.mgmtPrice },
      });
    } else if (r.kind === 'subtotal') a.subtotal = { ...amounts, ...at };
    else if (r.kind === 'unpriced') a.unpriced = { amount: r.amount, ...at };
    else if (r.kind === 'price') a.price = { price: r.price, ...at };
    else if (r.kind === 'material') {
      a.materials.push({ name: r.name ?? '', unit: r.unit, qty: r.qty, price: r.price, amount: r.amount, provisionalPrice: r.provisionalPrice, provisionalAmount: r.provisionalAmount, ...at });
    }
  }
  return out;
}

/** POST /b/project/file/import: stores the workbook as a project in the request's transaction. */
export async function importBoq(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, body: z.output<typeof ZBoqImportBody>) {
  const { file, parsed, sha256 } = await readBoq(withTx, actor, store, limits, body.fileId);
  return withTx((tx) => storeBoq(tx, actor, body, file, parsed, sha256));
}

async function storeBoq(tx: Db, actor: SessionInfo, body: z.output<typeof ZBoqImportBody>, file: { fileName: string }, parsed: ParsedBoq, sha256: string) {
  const projectId = newId();
  const area = body.area ?? null;
  const indicators = indicatorsOf(parsed, area);
  const deptId = (await userById(tx, actor.userId))?.deptId ?? null;
  await tx.insert(qcProject).values({
    id: projectId, name: body.name || parsed.project || file.fileName.replace(/\.xlsx$/i, ''), specVersion: parsed.specVersion,
    stage: body.stage ?? parsed.stage, region: body.region ?? null, taxMethod: body.taxMethod ?? 'general', priceBaseDate: body.priceBaseDate ?? null,
    kind1: body.kind1 ?? null, kind2: body.kind2 ?? null, structure: body.structure ?? null, area, floors: body.floors ?? null,
    fileId: body.fileId, fileName: file.fileName, sha256, total: indicators.total, indicators, deptId,
  });
  await writeUnits(tx, projectId, parsed.units, new Map());
  return getProjectRow(tx, actor, projectId);
}

const projectColumns = {
  id: qcProject.id, name: qcProject.name, specVersion: qcProject.specVersion, stage: qcProject.stage, region: qcProject.region,
  taxMethod: qcProject.taxMethod, priceBaseDate: qcProject.priceBaseDate, kind1: qcProject.kind1, kind2: qcProject.kind2,
  structure: qcProject.structure, area: qcProject.area, floors: qcProject.floors, fileName: qcProject.fileName, total: qcProject.total,
  indicators: qcProject.indicators, createdDate: qcProject.createdDate,
};

const asRow = (r: Awaited<ReturnType<typeof selectProjects>>[number]) => ({ ...r, indicators: (r.indicators ?? null) as Record<string, number | null> | null });
const selectProjects = (tx: Db) => tx.select(projectColumns).from(qcProject);

/** One project under the caller's data scope (404 outside it). */
export async function getProjectRow(tx: Db, actor: SessionInfo, id: string) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const [row] = await selectProjects(tx).where(and(eq(qcProject.id, id), scope));
  if (!row) throw notFound(QUALITY_MSG.PROJECT_NOT_FOUND);
  return asRow(row);
}

export const PROJECT_LIST: ScopedListEntity = {
  scope: PROJECT_SCOPE,
  fields: {
    name: qcProject.name, stage: qcProject.stage, region: qcProject.region, kind1: qcProject.kind1, kind2: qcProject.kind2,
    structure: qcProject.structure, area: qcProject.area, total: qcProject.total, createdDate: qcProject.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: qcProject.id,
};

export async function queryProjects(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(PROJECT_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, qcProject, q, (n) => tx.select({ ...projectColumns, [TOTAL_COLUMN]: n }).from(qcProject)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map(asRow), total };
}

export async function projectKinds(tx: Db, actor: SessionInfo) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  return tx.select({ kind1: qcProject.kind1, kind2: qcProject.kind2, count: count() }).from(qcProject).where(scope)
    .groupBy(qcProject.kind1, qcProject.kind2).orderBy(asc(qcProject.kind1), asc(qcProject.kind2));
}

/** GET /b/project/{id}: the project with its 单项 / 单位工程 / 分部 tree and figures. */
export async function projectDetail(tx: Db, actor: SessionInfo, id: string) {
  const project = await getProjectRow(tx, actor, id);
  const model = await loadModel(tx, actor, id);
  const nodes = await tx.select({ id: qcNode.id, name: qcNode.name, kind: qcNode.kind, parentId: qcNode.parentId }).from(qcNode).where(and(eq(qcNode.projectId, id), eq(qcNode.kind, 'single')));
  const unitParents = await tx.select({ id: qcNode.id, parentId: qcNode.parentId }).from(qcNode).where(and(eq(qcNode.projectId, id), eq(qcNode.kind, 'unit')));
  const singleName = new Map(nodes.map((n) => [n.id, n.name]));
  const parentOf = new Map(unitParents.map((n) => [n.id, n.parentId]));
  return {
    ...project,
    units: model.units.map((u) => ({
      id: u.id, name: u.name, single: singleName.get(parentOf.get(u.id) ?? '') ?? '', discipline: u.discipline,
      sections: u.sections.map((s) => ({ id: s.id, title: s.title, isMeasure: s.isMeasure, items: s.items.length, amount: round2(sumOf(s.items.map((x) => x.amount))) })),
      total: u.lines.find((l) => l.tbl === 't04' && l.role === 'total')?.amount ?? null,
    })),
  };
}

/** The project as the rules read it (MProject), under the caller's scope. */
export async function loadModel(tx: Db, actor: SessionInfo, projectId: string): Promise<MProject> {
  const p = await getProjectRow(tx, actor, projectId);
  const nodeRows = await tx.select().from(qcNode).where(eq(qcNode.projectId, projectId)).orderBy(asc(qcNode.seq));
  const itemRows = await tx.select(ITEM_COLUMNS).from(qcItem).where(eq(qcItem.projectId, projectId)).orderBy(asc(qcItem.srcSheet), asc(qcItem.srcRow));
  const lineRows = await tx.select(LINE_COLUMNS).from(qcLine).where(eq(qcLine.projectId, projectId)).orderBy(asc(qcLine.seq));
  // Grouped once (a 20,000-item project: no filter of every row per section).
  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const m = new Map<K, T[]>();
    for (const r of rows) { const k = key(r); const list = m.get(k); if (list) list.push(r); else m.set(k, [r]); }
    return m;
  };
  const itemsBySection = group(itemRows, (x) => x.sectionId);
  const linesByUnit = group(lineRows, (l) => l.unitId);
  const sectionsByUnit = group(nodeRows.filter((s) => s.kind === 'section'), (s) => s.parentId);
  // 表-09 rows (six per item) a unit at a time: one unit's rows are dropped before the next is read.
  const analysesByUnit = new Map<string, MAnalysis[]>();
  for (const n of nodeRows) {
    if (n.kind !== 'unit') continue;
    const rows = await tx.select(NORM_COLUMNS).from(qcNorm).where(and(eq(qcNorm.projectId, projectId), eq(qcNorm.unitId, n.id))).orderBy(asc(qcNorm.block), asc(qcNorm.seq));
    analysesByUnit.set(n.id, [...analysesOf(rows).values()]);
  }
  const units: MUnit[] = nodeRows.filter((n) => n.kind === 'unit').map((n) => {
    const analyses = analysesByUnit.get(n.id) ?? [];
    const byItem = new Map(analyses.filter((a) => a.itemId).map((a) => [a.itemId!, a]));
    return {
      id: n.id, name: n.name, discipline: n.discipline, sheets: n.sheets ?? {},
      orphanAnalyses: analyses.filter((a) => !a.itemId),
      sections: (sectionsByUnit.get(n.id) ?? []).map((s) => ({
        id: s.id, title: s.name, isMeasure: s.isMeasure, subtotal: s.subtotal, subtotalRow: s.subtotalRow, sheet: s.srcSheet, row: s.srcRow,
        items: (itemsBySection.get(s.id) ?? []).map((x) => ({
          id: x.id, code: x.code, name: x.name, features: x.features, unit: x.unit, qty: x.qty, qtyText: x.qtyText, price: x.price, amount: x.amount,
          provisional: x.provisional, labor: x.labor, machine: x.machine, mgmt: x.mgmt, profit: x.profit, sheet: x.srcSheet, row: x.srcRow,
          analysis: byItem.get(x.id) ?? null,
        })),
      })),
      lines: (linesByUnit.get(n.id) ?? []).map((l): MLine => ({
        tbl: l.tbl, no: l.no, role: l.role, code: l.code, name: l.name, kind: l.kind, unit: l.unit, baseText: l.baseText, baseAmount: l.baseAmount,
        rate: l.rate, qty: l.qty, price: l.price, amount: l.amount, sheet: l.srcSheet, row: l.srcRow,
      })),
    };
  });
  return {
    id: p.id, name: p.name, specVersion: p.specVersion, taxMethod: p.taxMethod, region: p.region, area: p.area, kind2: p.kind2, structure: p.structure,
    indicators: (p.indicators as unknown as MIndicators | null) ?? null, units,
  };
}

/** Indicators of the firm's other projects of the same kind (and structure when given): the library samples. */
export async function librarySamples(tx: Db, actor: SessionInfo, project: MProject): Promise<MIndicators[]> {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const rows = await tx.select({ indicators: qcProject.indicators }).from(qcProject).where(and(
    ne(qcProject.id, project.id), project.kind2 ? eq(qcProject.kind2, project.kind2) : undefined,
    project.structure ? eq(qcProject.structure, project.structure) : undefined, scope,
  )).limit(1000);
  return rows.map((r) => r.indicators as unknown as MIndicators | null).filter((x): x is MIndicators => !!x);
}

/** The indicators the library range checks (rules 12–14) compare, with their Chinese names. */
const SCALE_INDICATORS: { code: keyof MIndicators; name: string }[] = [
  { code: 'unitCost', name: '单方造价（元/㎡）' }, { code: 'laborShare', name: '人工费占比' },
  { code: 'concretePerM2', name: '混凝土含量（m³/㎡）' }, { code: 'rebarKgPerM2', name: '钢筋含量（kg/㎡）' },
];
const round4 = (x: number) => Math.round(x * 10000) / 10000;

/**
 * POST /b/quality/project/checkSupplyScale: does the firm's library supply enough projects of the
 * same kind and structure for the range checks? Per indicator the samples and P10 / median / P90,
 * and whether there are at least `minSamples` (fewer: those checks answer 未评估, never a pass).
 */
export async function supplyScale(tx: Db, actor: SessionInfo, projectId: string, minSamples: number) {
  const project = await loadModel(tx, actor, projectId);
  const library = await librarySamples(tx, actor, project);
  const indicators = SCALE_INDICATORS.map(({ code, name }) => {
    const values = library.map((i) => i[code]).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
    const own = project.indicators?.[code];
    const enough = values.length >= minSamples;
    const p = enough ? percentiles(values) : null;
    return {
      code, name, samples: values.length, enough, value: typeof own === 'number' ? round4(own) : null,
      p10: p ? round4(p.p10) : null, median: p ? round4(p.p50) : null, p90: p ? round4(p.p90) : null,
    };
  });
  return { projectId, kind2: project.kind2, structure: project.structure, samples: library.length, minSamples, enough: library.length >= minSamples, indicators };
}

/** GET getBillMaterialInfo/{id}: per unit, items, resource lines, labour and total. */
export async function billMaterialInfo(tx: Db, actor: SessionInfo, projectId: string) {
  const m = await loadModel(tx, actor, projectId);
  return m.units.map((u) => ({
    unitId: u.id, unitName: u.name, items: u.sections.reduce((a, s) => a + s.items.length, 0), resources: u.lines.filter((l) => l.tbl === 'res').length,
    labor: round2(sumOf(u.sections.flatMap((s) => s.items.map((x) => x.labor)))), total: u.lines.find((l) => l.tbl === 't04' && l.role === 'total')?.amount ?? null,
  }));
}
