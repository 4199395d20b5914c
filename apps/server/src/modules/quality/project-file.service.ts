import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROJECT_FILE_KINDS, PROJECT_FILE_MSG, QUALITY_MSG,
  type ZApplyPriceBody, type ZImportExcelBody, type ZProjectFileSave, type ZBoqReadExcelBody, type ZBoqReadExcelExBody, type ZReadPriceBody, type TTreeNode,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcItem, qcLine, qcNode, qcNorm, qcPriceApply, qcProject, qcProjectFile, type QcPriceChange } from '../../db/schema/index.js';
import { requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest } from '../../platform/errors.js';
import { cellText, parseNumber } from '../../platform/excel/convert.js';
import { detectHeader, type HeaderSynonyms } from '../../platform/excel/header-detect.js';
import type { TxRunner } from '../../platform/excel/import.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { newId } from '../../platform/ids.js';
import { allowedSuffixes, bindUploads, filesForDownload } from '../file/index.js';
import {
  alignRows, BoqReadError, recogniseSheet, resKind, sheetHeader, TABLE_LABELS, tableFields, versionMark,
  type SheetOverride, type SpecVersion, type TableKind,
} from './boq-parse.js';
import { type ExcelLimits, getProjectRow, indicatorsOf, loadModel, parseOrRefuse, readSheets, writeUnits, type WorkbookSheets } from './project.service.js';

/*
 * Project files (spec 3 §7 "Project files"). A project keeps its files in a tree of folders
 * (qc_project_file); a file added to a project joins it (file_item ref 'qc-project'), so whoever
 * may see the project (data scope qc_project) may read its files. Workbooks are read by the
 * platform's sheet worker after the zip-bomb check, with no transaction open: the reads below
 * take a short transaction to find the file, read it, then (importExcel) one transaction to write.
 */

export const PROJECT_FILE_MODULE = 'qc-project';
const EDIT = 'quality:record:check';
const PREVIEW_ROWS = 30;
const RECORD_ROWS = 50;
const PRICE_ROWS = 500;

type Actor = SessionInfo;

const kindName = (k: string) => PROJECT_FILE_KINDS[k as keyof typeof PROJECT_FILE_KINDS] ?? k;
const isXlsx = (name: string) => /\.xlsx$/i.test(name);

function fileOut(r: typeof qcProjectFile.$inferSelect) {
  return {
    id: r.id, projectId: r.projectId, fileId: r.fileId, fileName: r.fileName, fileSize: r.fileSize, kind: r.kind, kindName: kindName(r.kind),
    folder: r.folder, specVersion: r.specVersion, units: r.units ?? [], importedAt: r.importedAt, remark: r.remark, createdDate: r.createdDate,
  };
}

async function listFiles(tx: Db, projectId: string) {
  const rows = await tx.select().from(qcProjectFile).where(eq(qcProjectFile.projectId, projectId)).orderBy(asc(qcProjectFile.id));
  // By folder, then name, in pinyin order (the database's collation would sort by code point).
  const zh = (a: string, b: string) => a.localeCompare(b, 'zh');
  return rows.sort((a, b) => zh(a.folder, b.folder) || zh(a.fileName, b.fileName)).map(fileOut);
}

/** Who may see a project may see the files it holds (file_item.ref_module = qc-project). */
export async function projectFileVisible(tx: Db, actor: Actor, projectId: string): Promise<boolean> {
  try { await getProjectRow(tx, actor, projectId); return true; } catch { return false; }
}

/** An uploaded file the caller may read (their own upload or a file of a project they see). */
async function readable(tx: Db, actor: Actor, fileId: string) {
  const [file] = await filesForDownload(tx, actor, [fileId]).catch(() => { throw badRequest(QUALITY_MSG.FILE_REQUIRED); });
  return file;
}

/** POST /b/project/file: adds (or moves) and removes files of a project; answers its files. */
export async function saveProjectFiles(tx: Db, actor: Actor, body: z.output<typeof ZProjectFileSave>) {
  await getProjectRow(tx, actor, body.projectId);
  if (body.add?.length || body.remove?.length) await requirePermission(tx, actor, EDIT);
  for (const a of body.add ?? []) {
    const file = await readable(tx, actor, a.fileId);
    const kind = a.kind ?? (isXlsx(file.fileName) ? 'boq' : 'other');
    if (kind !== 'other' && !isXlsx(file.fileName)) throw badRequest(PROJECT_FILE_MSG.NOT_XLSX);
    const folder = (a.folder ?? '').split('/').map((p) => p.trim()).filter(Boolean).join('/');
    const [known] = await tx.select({ id: qcProjectFile.id }).from(qcProjectFile)
      .where(and(eq(qcProjectFile.projectId, body.projectId), eq(qcProjectFile.fileId, file.id)));
    if (known) {
      await tx.update(qcProjectFile).set({ kind, folder, ...(a.remark !== undefined && { remark: a.remark || null }), updatedDate: new Date() })
        .where(eq(qcProjectFile.id, known.id));
    } else {
      await tx.insert(qcProjectFile).values({
        id: newId(), projectId: body.projectId, fileId: file.id, fileName: file.fileName, fileSize: file.fileSize, kind, folder, remark: a.remark || null,
      });
    }
    await bindUploads(tx, actor.userId, [file.id], { refModule: PROJECT_FILE_MODULE, refRecordId: body.projectId });
  }
  if (body.remove?.length) {
    await tx.delete(qcProjectFile).where(and(eq(qcProjectFile.projectId, body.projectId), inArray(qcProjectFile.id, body.remove)));
  }
  return listFiles(tx, body.projectId);
}

const BOQ_2013: TableKind[] = ['t04', 't08', 't09', 't11', 't12', 't12_1', 't13', 'res'];
const BOQ_2024: TableKind[] = ['t04', 't08', 't09', 'tm', 't12', 't12_1', 't13', 'res'];
const TABLE_2024: Partial<Record<TableKind, string>> = {
  t08: '分部分项工程项目清单计价表', tm: '措施项目清单计价表', t12: '其他项目清单计价表', t13: '增值税（税金）项目计价表（无规费）',
};

/** GET /b/project/file/support/{kind}: the formats, limits, layouts and tables of a kind of file. */
export async function fileSupport(tx: Db, kind: string, limits: ExcelLimits) {
  if (!(kind in PROJECT_FILE_KINDS)) throw badRequest(PROJECT_FILE_MSG.UNKNOWN_KIND);
  const base = { kind, kindName: kindName(kind), maxBytes: limits.maxUncompressedBytes, maxRows: limits.maxRows };
  if (kind === 'boq') {
    return {
      ...base, extensions: ['xlsx'], columns: [],
      layouts: [
        { version: '2013', name: 'GB 50500-2013 建设工程工程量清单计价规范', tables: BOQ_2013.map((t) => ({ table: t, label: TABLE_LABELS[t] })) },
        { version: '2024', name: 'GB/T 50500-2024 建设工程工程量清单计价标准', tables: BOQ_2024.map((t) => ({ table: t, label: TABLE_2024[t] ?? TABLE_LABELS[t] })) },
      ],
    };
  }
  if (kind === 'price') return { ...base, extensions: ['xlsx'], layouts: [], columns: Object.values(PRICE_SYN).map((v) => v[0]) };
  return { ...base, extensions: [...(await allowedSuffixes(tx))].sort(), layouts: [], columns: [] };
}

/** The file to read: found in a short transaction of its own, then read with none open. */
async function workbookOf(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, fileId: string) {
  const file = await withTx((tx) => readable(tx, actor, fileId));
  if (!isXlsx(file.fileName)) throw badRequest(PROJECT_FILE_MSG.NOT_XLSX);
  const { sheets } = await readSheets(store, limits, file.storageKey, file.fileSize);
  return { file, sheets };
}

function specOf(sheets: WorkbookSheets, kinds: { kind: TableKind | null; title: string }[]): SpecVersion | null {
  for (const s of sheets) {
    const v = versionMark(alignRows(s.rows.slice(0, 6)).text);
    if (v) return v;
  }
  if (kinds.some((k) => k.kind === 'tm' || (k.kind === 't13' && /^(增值税|税金)/.test(k.title)))) return '2024';
  return kinds.some((k) => k.kind === 't08') ? '2013' : null;
}

const textRow = (cells: unknown[]) => Array.from(cells, (c) => cellText(c));

/** POST /b/project/file/readExcel: every sheet with the table it was recognised as and its header; one sheet's first rows. */
export async function readExcel(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, body: z.output<typeof ZBoqReadExcelBody>) {
  const { file, sheets } = await workbookOf(withTx, actor, store, limits, body.fileId);
  if (body.sheetName && !sheets.some((s) => s.name === body.sheetName)) throw badRequest(PROJECT_FILE_MSG.SHEET_NOT_FOUND);
  const seen = sheets.map((s) => {
    const { text } = alignRows(s.rows.slice(0, 12));
    const r = recogniseSheet(text);
    return {
      sheet: s.name, rows: s.rows.length, table: r.kind, label: r.kind ? TABLE_LABELS[r.kind] : r.title ? r.title.slice(0, 30) : '（未识别）',
      unit: r.names?.unit ?? null, headerRow: r.header?.headerRow ?? null, headers: r.header?.titles.map((t) => t.trim()) ?? [], title: r.title,
    };
  });
  const chosen = sheets.find((s) => s.name === body.sheetName) ?? sheets.find((s, i) => seen[i].table === 't08') ?? sheets[0];
  if (!chosen) throw badRequest(PROJECT_FILE_MSG.SHEET_NOT_FOUND);
  const shown = chosen.rows.slice(0, PREVIEW_ROWS);
  return {
    fileName: file.fileName, specVersion: specOf(sheets, seen.map((x) => ({ kind: x.table, title: x.title }))),
    sheets: seen.map(({ title: _t, ...x }) => x), sheetName: chosen.name,
    rows: shown.map((r) => textRow(r.cells)), rowNumbers: shown.map((r) => r.number),
  };
}

const refuse = <T>(fn: () => T): T => {
  try { return fn(); } catch (e) {
    if (e instanceof BoqReadError) throw badRequest(e.message);
    throw e;
  }
};

/** POST /b/project/file/readExcelEx: one sheet read as a table, with its header and column → field mapping. */
export async function readExcelEx(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, body: z.output<typeof ZBoqReadExcelExBody>) {
  const { sheets } = await workbookOf(withTx, actor, store, limits, body.fileId);
  const sheet = sheets.find((s) => s.name === body.sheetName);
  if (!sheet) throw badRequest(PROJECT_FILE_MSG.SHEET_NOT_FOUND);
  const { text } = alignRows(sheet.rows);
  const found = recogniseSheet(text.slice(0, 12));
  const kind = body.table ?? found.kind;
  if (!kind) throw badRequest(PROJECT_FILE_MSG.NOT_A_TABLE);
  const ov: SheetOverride = { headerRow: body.headerRow, colIndexMaps: body.colIndexMaps };
  const header = refuse(() => sheetHeader(sheet.name, text, kind, ov));
  const headerText = text[header.headerRow - 1] ?? [];
  const below = header.headerRows > 1 ? text[header.headerRow] ?? [] : [];
  const width = Math.max(headerText.length, below.length);
  const headers = Array.from({ length: width }, (_, i) => [headerText[i], below[i]].map((x) => (x ?? '').trim()).filter(Boolean).join('-'));
  const colOf = new Map(Object.entries(header.mapping).map(([c, k]) => [k, Number(c)]));
  const records: { row: number; values: Record<string, string> }[] = [];
  let total = 0;
  for (let i = header.headerRow + header.headerRows - 1; i < text.length; i++) {
    const row = text[i];
    if (!row || row.every((c) => !c.trim())) continue;
    total++;
    if (records.length >= RECORD_ROWS) continue;
    const values: Record<string, string> = {};
    for (const [k, c] of colOf) values[k] = (row[c] ?? '').trim();
    records.push({ row: i + 1, values });
  }
  return {
    sheetName: sheet.name, table: kind, label: TABLE_LABELS[kind], unit: found.names?.unit ?? null,
    headerRow: header.headerRow, headerRows: header.headerRows, headers,
    fields: tableFields(kind).map((f) => ({ ...f, col: colOf.get(f.key) ?? -1 })),
    colIndexMaps: header.mapping, records, total,
  };
}

/** The columns of a 人材机 price sheet (信息价 / 市场价 lists, a pricing tool's 人材机汇总). */
const PRICE_SYN: HeaderSynonyms = {
  name: ['名称', '材料名称', '名称及规格型号', '材料名称及规格', '材料（设备）名称', '人材机名称'],
  unit: ['单位', '计量单位'],
  price: ['市场价', '信息价', '除税价', '除税单价', '不含税价', '除税信息价', '单价', '市场价（元）', '预算价'],
  code: ['编码', '材料编码', '编号', '代码', '人材机编码'],
  spec: ['规格型号', '规格', '型号'],
  kind: ['类别', '类型'],
  taxPrice: ['含税价', '含税单价', '含税信息价', '含税市场价'],
};

const normName = (s: string) => s.replace(/[\s\u3000]+/g, '').toLowerCase();

type PriceRow = { sheet: string; row: number; code: string | null; name: string; spec: string | null; unit: string | null; kind: string; price: number | null; taxPrice: number | null };

/** The 人材机 price rows of a workbook (every sheet whose header has 名称, 单位 and a price), read with no transaction open. */
async function readPriceRows(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, fileId: string, sheetName: string | undefined) {
  const { sheets } = await workbookOf(withTx, actor, store, limits, fileId);
  const body = { sheetName };
  if (body.sheetName && !sheets.some((s) => s.name === body.sheetName)) throw badRequest(PROJECT_FILE_MSG.SHEET_NOT_FOUND);
  const read: { sheet: string; headerRow: number; rows: number }[] = [];
  const rows: PriceRow[] = [];
  for (const s of sheets) {
    if (body.sheetName && s.name !== body.sheetName) continue;
    const { text, cells } = alignRows(s.rows);
    const h = detectHeader(text, PRICE_SYN, { scanRows: 10, minHits: 3 });
    const m = h ? Object.fromEntries(Object.entries(h.mapping).map(([c, k]) => [k, Number(c)])) : {};
    if (!h || m.name === undefined || m.unit === undefined || (m.price === undefined && m.taxPrice === undefined)) continue;
    let n = 0;
    const num = (i: number, key: string, label: string) => {
      const c = m[key];
      if (c === undefined) return null;
      const raw = cells[i][c];
      const t = cellText(raw).trim();
      if (t === '' || t === '-' || t === '—' || t === '/') return null;
      const v = parseNumber(typeof raw === 'number' ? raw : t.replace(/[,，]/g, ''));
      if (v === null || Number.isNaN(v)) throw badRequest(`工作表「${s.name}」第 ${i + 1} 行：${label}「${t.slice(0, 20)}」不是数字`);
      return v;
    };
    const txt = (i: number, key: string) => (m[key] === undefined ? '' : (text[i][m[key]] ?? '').trim());
    for (let i = h.headerRow + h.headerRows - 1; i < text.length; i++) {
      const name = txt(i, 'name');
      if (!name || /^(合计|小计|总计)/.test(name)) continue;
      const code = txt(i, 'code') || null;
      const unit = txt(i, 'unit') || null;
      n++;
      rows.push({
        sheet: s.name, row: i + 1, code, name, spec: txt(i, 'spec') || null, unit, kind: resKind(txt(i, 'kind'), code ?? '', unit ?? ''),
        price: num(i, 'price', '单价'), taxPrice: num(i, 'taxPrice', '含税价'),
      });
    }
    read.push({ sheet: s.name, headerRow: h.headerRow, rows: n });
  }
  if (!read.length) throw badRequest(PROJECT_FILE_MSG.NO_PRICE_SHEET);
  return { read, rows };
}

/** POST /b/project/file/readPriceExcel: the 人材机 price rows of a workbook, compared with a project's resources. */
export async function readPriceExcel(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, body: z.output<typeof ZReadPriceBody>) {
  if (body.projectId) await withTx((tx) => getProjectRow(tx, actor, body.projectId!));
  const { read, rows } = await readPriceRows(withTx, actor, store, limits, body.fileId, body.sheetName);
  const compare = body.projectId ? await withTx((tx) => comparePrices(tx, body.projectId!, rows)) : [];
  return { sheets: read, rows: rows.slice(0, PRICE_ROWS), total: rows.length, compare };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const priceApplyOut = (r: typeof qcPriceApply.$inferSelect) => ({
  id: r.id, projectId: r.projectId, fileId: r.fileId, fileName: r.fileName, sheetName: r.sheetName, changed: r.changed, changes: r.changes,
  createdBy: r.createdBy, createdDate: r.createdDate,
});

/**
 * POST /b/project/file/applyPrice: the file's prices written into the project's 人材机汇总 lines
 * (all matched lines whose price differs, or the chosen ones), amount = quantity × new price, and
 * the record of every change, in one transaction after the workbook was read. The 清单项' 综合单价
 * are not re-priced: they come from the pricing tool's 定额 build-up, not from these lines.
 */
export async function applyPrice(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, body: z.output<typeof ZApplyPriceBody>) {
  const file = await withTx(async (tx) => {
    await getProjectRow(tx, actor, body.projectId);
    return readable(tx, actor, body.fileId);
  });
  const { rows } = await readPriceRows(withTx, actor, store, limits, body.fileId, body.sheetName);
  return withTx(async (tx) => {
    await getProjectRow(tx, actor, body.projectId);
    const wanted = body.lineIds ? new Set(body.lineIds) : null;
    const compare = await comparePrices(tx, body.projectId, rows);
    const changes: QcPriceChange[] = [];
    for (const c of compare) {
      if (c.filePrice === null || c.fileSheet === null || c.fileRow === null) continue;
      if (wanted ? !wanted.has(c.lineId) : c.projectPrice !== null && round2(c.projectPrice) === round2(c.filePrice)) continue;
      const newPrice = round2(c.filePrice);
      changes.push({
        lineId: c.lineId, unitName: c.unitName, code: c.code, name: c.name, unit: c.unit, oldPrice: c.projectPrice, newPrice,
        oldAmount: c.amount, newAmount: c.qty === null ? c.amount : round2(c.qty * newPrice),
        srcSheet: c.srcSheet, srcRow: c.srcRow, fileSheet: c.fileSheet, fileRow: c.fileRow,
      });
    }
    if (!changes.length) throw badRequest(PROJECT_FILE_MSG.NOTHING_TO_APPLY);
    for (const ch of changes) {
      await tx.update(qcLine).set({ price: ch.newPrice, amount: ch.newAmount, updatedDate: new Date() })
        .where(and(eq(qcLine.id, ch.lineId), eq(qcLine.projectId, body.projectId)));
    }
    const [rec] = await tx.insert(qcPriceApply).values({
      id: newId(), projectId: body.projectId, fileId: body.fileId, fileName: file.fileName, sheetName: body.sheetName ?? null,
      changed: changes.length, changes,
    }).returning();
    return priceApplyOut(rec);
  });
}

/** GET /b/project/file/priceApply/{projectId}: the project's price applications, newest first. */
export async function priceApplies(tx: Db, actor: Actor, projectId: string) {
  await getProjectRow(tx, actor, projectId);
  const rows = await tx.select().from(qcPriceApply).where(eq(qcPriceApply.projectId, projectId)).orderBy(desc(qcPriceApply.createdDate), desc(qcPriceApply.id));
  return rows.map(priceApplyOut);
}

async function comparePrices(tx: Db, projectId: string, rows: PriceRow[]) {
  const byCode = new Map<string, PriceRow>();
  const byName = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    if (r.code && !byCode.has(r.code)) byCode.set(r.code, r);
    const k = `${normName(r.name + (r.spec ?? ''))}|${r.unit ?? ''}`;
    if (!byName.has(k)) byName.set(k, r);
    const k2 = `${normName(r.name)}|${r.unit ?? ''}`;
    if (!byName.has(k2)) byName.set(k2, r);
  }
  const res = await tx.select({ line: qcLine, unitName: qcNode.name }).from(qcLine)
    .innerJoin(qcNode, and(eq(qcNode.id, qcLine.unitId), eq(qcNode.tenantId, qcLine.tenantId)))
    .where(and(eq(qcLine.projectId, projectId), eq(qcLine.tbl, 'res'))).orderBy(asc(qcLine.srcSheet), asc(qcLine.srcRow));
  return res.map(({ line: l, unitName }) => {
    const hit = (l.code ? byCode.get(l.code) : undefined) ?? byName.get(`${normName(l.name)}|${l.unit ?? ''}`);
    const filePrice = hit ? hit.price ?? hit.taxPrice : null;
    const deviation = filePrice && l.price !== null ? Math.round(((l.price - filePrice) / filePrice) * 10000) / 10000 : null;
    return {
      lineId: l.id, unitName, code: l.code, name: l.name, unit: l.unit, projectPrice: l.price, filePrice, deviation, qty: l.qty, amount: l.amount,
      srcSheet: l.srcSheet, srcRow: l.srcRow, fileSheet: hit?.sheet ?? null, fileRow: hit?.row ?? null,
    };
  });
}

/**
 * POST /b/project/file/importExcel: a 清单 workbook into an existing project. Its 单位工程 replace
 * the project's units of the same name (others are added; the rest of the project stays), the
 * indicators are computed again, and the file is kept among the project's files with the units it
 * supplied. A workbook of the other layout than the project's (2013 / 2024) is refused.
 */
export async function importExcel(withTx: TxRunner, actor: Actor, store: FileStore, limits: ExcelLimits, body: z.output<typeof ZImportExcelBody>) {
  const file = await withTx(async (tx) => {
    await getProjectRow(tx, actor, body.projectId);
    return readable(tx, actor, body.fileId);
  });
  if (!isXlsx(file.fileName)) throw badRequest(PROJECT_FILE_MSG.NOT_XLSX);
  const { sheets } = await readSheets(store, limits, file.storageKey, file.fileSize);
  const overrides = body.mappings as Record<string, SheetOverride> | undefined;
  for (const name of Object.keys(overrides ?? {})) if (!sheets.some((s) => s.name === name)) throw badRequest(`${PROJECT_FILE_MSG.SHEET_NOT_FOUND}：${name}`);
  const parsed = parseOrRefuse(sheets, { overrides });
  return withTx(async (tx) => {
    const project = await getProjectRow(tx, actor, body.projectId);
    const nodes = await tx.select({ id: qcNode.id, name: qcNode.name, kind: qcNode.kind, parentId: qcNode.parentId, seq: qcNode.seq })
      .from(qcNode).where(and(eq(qcNode.projectId, project.id), inArray(qcNode.kind, ['single', 'unit'])));
    const units = nodes.filter((n) => n.kind === 'unit');
    if (units.length && project.specVersion !== parsed.specVersion) {
      throw badRequest(`${PROJECT_FILE_MSG.SPEC_MISMATCH}（文件 ${parsed.specVersion} 版，工程 ${project.specVersion} 版）`);
    }
    const incoming = new Set(parsed.units.map((u) => u.name));
    const replaced = units.filter((u) => incoming.has(u.name));
    if (replaced.length) {
      const ids = replaced.map((u) => u.id);
      await tx.delete(qcItem).where(and(eq(qcItem.projectId, project.id), inArray(qcItem.unitId, ids)));
      await tx.delete(qcLine).where(and(eq(qcLine.projectId, project.id), inArray(qcLine.unitId, ids)));
      await tx.delete(qcNorm).where(and(eq(qcNorm.projectId, project.id), inArray(qcNorm.unitId, ids)));
      await tx.delete(qcNode).where(and(eq(qcNode.projectId, project.id), inArray(qcNode.parentId, ids)));
      await tx.delete(qcNode).where(and(eq(qcNode.projectId, project.id), inArray(qcNode.id, ids)));
    }
    const singles = new Map(nodes.filter((n) => n.kind === 'single').map((n) => [n.name, n.id]));
    const kept = units.filter((u) => !incoming.has(u.name));
    await writeUnits(tx, project.id, parsed.units, singles, Math.max(0, ...kept.map((u) => u.seq)));
    // A 单项 whose units all went elsewhere goes too.
    const unitParents = new Set((await tx.select({ parentId: qcNode.parentId }).from(qcNode)
      .where(and(eq(qcNode.projectId, project.id), eq(qcNode.kind, 'unit')))).map((r) => r.parentId));
    const empty = [...singles.values()].filter((id) => !unitParents.has(id));
    if (empty.length) await tx.delete(qcNode).where(and(eq(qcNode.projectId, project.id), inArray(qcNode.id, empty)));

    const model = await loadModel(tx, actor, project.id);
    const indicators = indicatorsOf(model, project.area);
    await tx.update(qcProject).set({ specVersion: parsed.specVersion, total: indicators.total, indicators, updatedDate: new Date() }).where(eq(qcProject.id, project.id));

    const names = parsed.units.map((u) => u.name);
    const [known] = await tx.select({ id: qcProjectFile.id }).from(qcProjectFile)
      .where(and(eq(qcProjectFile.projectId, project.id), eq(qcProjectFile.fileId, file.id)));
    const fileId = known?.id ?? newId();
    if (known) {
      await tx.update(qcProjectFile).set({ kind: 'boq', specVersion: parsed.specVersion, units: names, importedAt: new Date(), updatedDate: new Date() }).where(eq(qcProjectFile.id, known.id));
    } else {
      await tx.insert(qcProjectFile).values({
        id: fileId, projectId: project.id, fileId: file.id, fileName: file.fileName, fileSize: file.fileSize, kind: 'boq', folder: '',
        specVersion: parsed.specVersion, units: names, importedAt: new Date(),
      });
    }
    await bindUploads(tx, actor.userId, [file.id], { refModule: PROJECT_FILE_MODULE, refRecordId: project.id });
    const [row] = await tx.select().from(qcProjectFile).where(eq(qcProjectFile.id, fileId));
    return {
      project: await getProjectRow(tx, actor, project.id),
      file: fileOut(row),
      specVersion: parsed.specVersion,
      units: parsed.units.map((u) => ({
        name: u.name, single: u.single, action: replaced.some((r) => r.name === u.name) ? 'replaced' as const : 'added' as const,
        items: u.sections.reduce((a, s) => a + s.items.length, 0), lines: u.lines.length,
      })),
    };
  });
}

/** GET /b/project/file/readDirectory/{id}: the project's folders and files; an imported 清单 file lists its 单位工程. */
export async function readDirectory(tx: Db, actor: Actor, projectId: string): Promise<TTreeNode[]> {
  await getProjectRow(tx, actor, projectId);
  const files = await listFiles(tx, projectId);
  const root: TTreeNode[] = [];
  const folders = new Map<string, TTreeNode>();
  const folderOf = (path: string): TTreeNode[] => {
    if (!path) return root;
    const hit = folders.get(path);
    if (hit) return hit.children;
    const cut = path.lastIndexOf('/');
    const parent = folderOf(cut < 0 ? '' : path.slice(0, cut));
    const node: TTreeNode = { key: `d:${path}`, title: cut < 0 ? path : path.slice(cut + 1), type: 'folder', children: [] };
    folders.set(path, node);
    parent.push(node);
    return node.children;
  };
  for (const f of files) {
    folderOf(f.folder).push({
      key: `f:${f.id}`, title: f.fileName, type: 'file', fileId: f.fileId, projectFileId: f.id, kind: f.kind,
      children: f.units.map((u) => ({ key: `u:${f.id}:${u}`, title: u, type: 'unit' as const, children: [] })),
    });
  }
  // Folders before files at each level, each by name.
  const order = (list: TTreeNode[]) => {
    list.sort((a, b) => (a.type === 'folder' ? 0 : 1) - (b.type === 'folder' ? 0 : 1) || a.title.localeCompare(b.title, 'zh'));
    for (const n of list) if (n.type === 'folder') order(n.children);
  };
  order(root);
  return root;
}
