import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { EXCEL_TEXT, type TExcelRead, type TExcelTemplateConfig, type TExcelTemplateSave, type TImportResult } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { excelTemplate } from '../../db/schema/index.js';
import { requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { mappingByTitles, previewSheet, runImport, type ImportMode, type ImportOutcome, type TxRunner } from '../../platform/excel/import.js';
import { loadLookups } from '../../platform/excel/lookups.js';
import { resolveImportTarget, type ImportColumn, type ImportTarget } from '../../platform/excel/targets.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';
import { filesForDownload, recordUploads } from '../file/index.js';
import { pgErrorOf } from '../system/index.js';

/*
 * Excel templates (spec 3 §3) and the import calls around them (§4, §5, §7 "Excel"). A
 * template is found by its code; a bare target code (e.g. 'sys:user') also works and behaves
 * like a template with no saved layout, so every registered target is importable.
 */

/** Menu permission prefix of the template pages (…:view, …:add, …:edit, …:delete). */
export const TEMPLATE_PERMISSION = 'bd:excelTemplate';
type TemplateRow = typeof excelTemplate.$inferSelect;

const TEMPLATE_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'Excel templates are tenant configuration, not records of a data menu',
  fields: {
    code: excelTemplate.code, name: excelTemplate.name, targetCode: excelTemplate.targetCode,
    createdDate: excelTemplate.createdDate, updatedDate: excelTemplate.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  tieBreaker: excelTemplate.id,
};

export async function queryTemplates(tx: Db, req: TListRequest) {
  const p = { ...(req.params ?? {}) };
  for (const f of ['code', 'name'] as const) if (typeof p[f] === 'string') { p[`${f}$like`] = p[f]; delete p[f]; }
  const q = await buildListQuery(TEMPLATE_LIST, { ...req, params: p });
  const { rows, total } = await pageWithTotal(tx, excelTemplate, q, (n) => tx.select({ ...getTableColumns(excelTemplate), [TOTAL_COLUMN]: n })
    .from(excelTemplate).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows, total };
}

export async function getTemplate(tx: Db, id: string): Promise<TemplateRow> {
  const [row] = await tx.select().from(excelTemplate).where(eq(excelTemplate.id, id));
  if (!row) throw notFound(EXCEL_TEXT.NOT_FOUND);
  return row;
}

async function targetOf(tx: Db, code: string): Promise<ImportTarget> {
  const target = await resolveImportTarget(tx, code);
  if (!target) throw badRequest(EXCEL_TEXT.TARGET_UNKNOWN);
  return target;
}

export async function saveTemplate(tx: Db, input: TExcelTemplateSave): Promise<TemplateRow> {
  await targetOf(tx, input.targetCode);
  const [dup] = await tx.select({ id: excelTemplate.id }).from(excelTemplate)
    .where(and(eq(excelTemplate.code, input.code), input.id ? ne(excelTemplate.id, input.id) : undefined));
  if (dup) throw badRequest(EXCEL_TEXT.CODE_TAKEN);
  const values = {
    code: input.code, name: input.name, targetCode: input.targetCode, sheetName: input.sheetName || null,
    remark: input.remark || null, config: (input.config ?? {}) as Record<string, unknown>,
  };
  try {
    if (input.id) {
      if (input.version === undefined) throw badRequest('缺少版本号');
      return await updateVersioned(tx, excelTemplate, input.id, input.version, values);
    }
    const [row] = await tx.insert(excelTemplate).values({ id: newId(), ...values }).returning();
    return row;
  } catch (err) {
    if (pgErrorOf(err).code === '23505') throw badRequest(EXCEL_TEXT.CODE_TAKEN);
    throw err;
  }
}

export async function deleteTemplate(tx: Db, id: string): Promise<void> {
  const rows = await tx.delete(excelTemplate).where(eq(excelTemplate.id, id)).returning({ id: excelTemplate.id });
  if (!rows.length) throw notFound(EXCEL_TEXT.NOT_FOUND);
}

interface Resolved {
  template?: TemplateRow;
  config: TExcelTemplateConfig;
  target: ImportTarget;
  name: string;
}

/** A template by code, or a bare registered target; checks the caller may import into it. */
export async function resolveTemplate(tx: Db, actor: SessionInfo, code: string): Promise<Resolved> {
  const [template] = await tx.select().from(excelTemplate).where(eq(excelTemplate.code, code));
  const target = await resolveImportTarget(tx, template?.targetCode ?? code);
  if (!target) throw notFound(template ? EXCEL_TEXT.TARGET_UNKNOWN : EXCEL_TEXT.NOT_FOUND);
  if (target.permission) await requirePermission(tx, actor, target.permission);
  const config = (template?.config ?? {}) as TExcelTemplateConfig;
  return { template, target, config: { ...config, sheetName: template?.sheetName ?? config.sheetName }, name: template?.name ?? target.label };
}

/** The stored upload behind `fileId` (the caller's own, or one they may see). */
export async function uploadedFile(tx: Db, actor: SessionInfo, fileId: string) {
  const [row] = await filesForDownload(tx, actor, [fileId]);
  return row;
}

const TYPE_HINT: Partial<Record<ImportColumn['type'], string>> = {
  date: '日期，格式 YYYY/MM/DD（也可 YYYY-MM-DD、YYYY年M月D日）', datetime: '日期时间，格式 YYYY/MM/DD HH:mm',
  month: '月份，格式 YYYY/MM', year: '年份，格式 YYYY', number: '数字', money: '金额（数字，可带千分位）',
  percent: '百分比（如 12.5%）', bool: '是 / 否', person: '人员姓名或登录名', dept: '部门名称或路径（如 总公司/工程部）',
  select: '从下拉选项中选择', multiSelect: '多个选项用逗号分隔', text: '文本',
};

/** GET /b/excel/{code}/downloadTemplate: titles (required ones marked), dictionary drop-downs, a notes sheet. */
export async function templateWorkbook(tx: Db, actor: SessionInfo, code: string): Promise<{ name: string; buffer: Buffer }> {
  const r = await resolveTemplate(tx, actor, code);
  const columns = await r.target.columns(tx);
  const lookups = await loadLookups(tx, columns);
  // A template's fields decide order and titles; otherwise the target's columns as they are.
  const fields = r.config.fields?.length
    ? r.config.fields.map((f) => ({ title: f.name, col: columns.find((c) => c.key === f.key) })).filter((f) => f.col)
    : columns.map((c) => ({ title: c.label, col: c }));
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ECMS';
  const ws = wb.addWorksheet(r.config.sheetName || r.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = fields.map((f) => ({ header: f.title, key: f.col!.key, width: Math.max(12, f.title.length * 2 + 6) }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  fields.forEach((f, i) => {
    const cell = head.getCell(i + 1);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
    if (f.col!.required) cell.font = { bold: true, color: { argb: 'FFCC0000' } };
    cell.note = `${f.col!.required ? '必填；' : ''}${TYPE_HINT[f.col!.type] ?? ''}`;
    const dict = f.col!.dictCode ? lookups.dict(f.col!.dictCode) : undefined;
    if (dict && f.col!.type === 'select') {
      const labels = [...new Set([...dict.values()].map((d) => d.label))];
      const list = `"${labels.join(',')}"`;
      // Excel caps an inline list at 255 characters; longer dictionaries are only described.
      if (list.length <= 255) {
        const letter = ws.getColumn(i + 1).letter;
        for (let row = 2; row <= 1001; row++) {
          ws.getCell(`${letter}${row}`).dataValidation = { type: 'list', allowBlank: true, formulae: [list], showErrorMessage: true, error: '请从下拉选项中选择' };
        }
      }
    }
    if (f.col!.type === 'date') ws.getColumn(i + 1).numFmt = 'yyyy/mm/dd';
  });
  const notes = wb.addWorksheet('填写说明');
  notes.columns = [{ header: '列名', width: 16 }, { header: '必填', width: 8 }, { header: '填写要求', width: 60 }];
  notes.getRow(1).font = { bold: true };
  for (const f of fields) {
    const dict = f.col!.dictCode ? lookups.dict(f.col!.dictCode) : undefined;
    const options = dict ? `：${[...new Set([...dict.values()].map((d) => d.label))].join('、')}` : '';
    notes.addRow([f.title, f.col!.required ? '是' : '否', `${TYPE_HINT[f.col!.type] ?? ''}${options}`]);
  }
  notes.addRow([]);
  notes.addRow(['说明', '', '第一行为列标题，请勿修改；从第二行起每行一条数据，空行将被忽略。']);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { name: `${r.name}导入模板.xlsx`, buffer };
}

export interface ExcelLimits {
  maxUncompressedBytes: number;
  maxRows: number;
}

/**
 * POST /b/excel/template/readExcel/{code}/{file}: sheets, titles, field mapping, first rows.
 * The file is read with no transaction open (it is read to its end, to count the rows).
 */
export async function readExcel(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, code: string, fileId: string, sheetName?: string): Promise<TExcelRead> {
  const { r, file, columns } = await withTx(async (tx) => {
    const found = await resolveTemplate(tx, actor, code);
    return { r: found, file: await uploadedFile(tx, actor, fileId), columns: await found.target.columns(tx) };
  });
  const preview = await previewSheet(store, file.storageKey, file.fileSize, {
    sheetName: sheetName || r.config.sheetName || undefined, headerRow: r.config.headerRow, maxUncompressedBytes: limits.maxUncompressedBytes, limit: 50,
  });
  // The remembered mapping wins where it still fits the file's columns; titles fill the rest.
  const byTitle = mappingByTitles(preview.headers, columns);
  const remembered = Object.fromEntries(Object.entries(r.config.colIndexMaps ?? {})
    .filter(([i, k]) => Number(i) < preview.headers.length && columns.some((c) => c.key === k)));
  const colIndexMaps: Record<string, string> = Object.keys(remembered).length ? remembered : byTitle;
  const fields = columns.map((c) => {
    const hit = Object.entries(colIndexMaps).find(([, k]) => k === c.key);
    const named = r.config.fields?.find((f) => f.key === c.key)?.name;
    return { name: named ?? c.label, key: c.key, col: hit ? Number(hit[0]) : -1, required: !!c.required, type: c.type };
  });
  return {
    code, fileId, fileName: file.fileName, sheets: preview.sheets, sheetName: preview.sheetName, columnList: preview.headers,
    fields, colIndexMaps, total: preview.total, ...(r.target.allOrNothing && { allOrNothing: true }),
    excelSheetVos: [{ sheetName: preview.sheetName, columnList: preview.headers, datas: preview.rows, rowNumbers: preview.rowNumbers }],
  };
}

export interface ImportCall {
  code: string;
  fileId: string;
  mode: ImportMode;
  colIndexMaps?: Record<string, string>;
  sheetName?: string;
  remember?: boolean;
  skipRows?: number[];
  refs?: Record<string, string | undefined>;
  progress?: (percent: number, rows: number) => Promise<void>;
}

/** Raised when mode 'all' met a failing row: nothing was written; the outcome says why. */
export class ImportRejected extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('import rejected');
  }
}

/**
 * Runs an import: short transactions to check, then the write (platform/excel/import.ts); mode
 * 'all' (also 'valid' on an all-or-nothing target) with failures throws ImportRejected (nothing was written).
 */
export async function importFile(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, call: ImportCall): Promise<ImportOutcome> {
  const { r, file } = await withTx(async (tx) => {
    const found = await resolveTemplate(tx, actor, call.code);
    return { r: found, file: await uploadedFile(tx, actor, call.fileId) };
  });
  const mapping = call.colIndexMaps && Object.keys(call.colIndexMaps).length ? call.colIndexMaps : r.config.colIndexMaps;
  const template = r.template;
  const outcome = await runImport({
    withTx, target: r.target, ctx: { actor, notes: [], state: { refs: call.refs ?? {} } }, store,
    storageKey: file.storageKey, size: file.fileSize, sheetName: call.sheetName || r.config.sheetName || undefined,
    headerRow: r.config.headerRow, mapping, mode: call.mode, progress: call.progress, skipRows: call.skipRows,
    maxUncompressedBytes: limits.maxUncompressedBytes, maxRows: limits.maxRows,
    // The mapping that worked is remembered on the template for the next file (with the rows).
    afterWrite: template && call.remember !== false ? async (tx, o) => {
      const config = { ...(template.config ?? {}), colIndexMaps: o.mapping };
      await tx.update(excelTemplate).set({ config }).where(eq(excelTemplate.id, template.id));
    } : undefined,
  });
  if (outcome.mode === 'all' && outcome.failed > 0) throw new ImportRejected(outcome);
  return outcome;
}

/** Records the error workbook as the caller's file (its own transaction: it outlives a rolled-back import). */
export async function recordErrorFile(tx: Db, outcome: ImportOutcome): Promise<string | undefined> {
  if (!outcome.errorFile) return undefined;
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const [id] = await recordUploads(tx, [{ ...outcome.errorFile, fileName: `导入错误数据_${stamp}.xlsx` }], { refModule: 'excel-import' }, new Set(['xlsx']));
  return id;
}

export function importResult(outcome: ImportOutcome, mode: ImportMode, errorFileId?: string): TImportResult {
  return {
    total: outcome.total, imported: outcome.imported, failed: outcome.failed, errors: outcome.errors, mode, notes: outcome.notes,
    ...(errorFileId && { errorFileId, errorFileUrl: `/api/b/fileItem/download/${errorFileId}` }),
  };
}
