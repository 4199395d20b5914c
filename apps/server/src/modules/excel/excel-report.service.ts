import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import {
  EXCEL_REPORT_TEXT as T, type TExcelReport, type TExcelReportSave, type TExportFilterField, type TExportSourceInfo,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { excelReport } from '../../db/schema/index.js';
import { hasPermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { ExportSource } from '../../platform/excel/exports.js';
import { registryOf } from '../../platform/registry.js';
import type { ExportColumn, XlsxSpec } from '../../platform/excel/writer.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, LIST_OPS, type ListOp, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';
import { pgErrorOf } from '../system/index.js';

/*
 * Excel reports (Excel 报表, /base-data/excel-report and /sys-manager/excel-report): saved
 * exports over the registered export sources. The page and the management buttons hang under
 * both menus, so either menu's right counts. Running a report needs only the source's own view
 * permission and yields what the source gives the caller (their data scope) with the saved
 * filters on top: a report can narrow a list, never widen it.
 */

/** Menus whose `<menu>:<action>` buttons grant the report rights (either one). */
export const REPORT_MENUS = ['bd:excelReport', 'sys:excelReport'] as const;
export type ReportAction = 'view' | 'add' | 'edit' | 'delete';

type ReportRow = typeof excelReport.$inferSelect;

async function holdsAny(tx: Db, actor: SessionInfo, action: ReportAction): Promise<boolean> {
  for (const m of REPORT_MENUS) if (await hasPermission(tx, actor, `${m}:${action}`)) return true;
  return false;
}

/** 403 unless the caller holds the report page's `action` right under either menu. */
export async function requireReportRight(tx: Db, actor: SessionInfo, action: ReportAction): Promise<void> {
  if (!(await holdsAny(tx, actor, action))) throw forbidden();
}

const mayUseSource = async (tx: Db, actor: SessionInfo, s: ExportSource) => !s.permission || hasPermission(tx, actor, s.permission);

/** The source behind `code` when the caller may read it: unknown → 400, not theirs → 403. */
async function usableSource(tx: Db, actor: SessionInfo, code: string): Promise<ExportSource> {
  const source = registryOf(tx).exportSource(code);
  if (!source) throw badRequest(T.SOURCE_UNKNOWN);
  if (!(await mayUseSource(tx, actor, source))) throw forbidden();
  return source;
}

const REPORT_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'report definitions are tenant configuration (the rows a report exports are scoped by its source)',
  fields: {
    name: excelReport.name, sourceCode: excelReport.sourceCode, remark: excelReport.remark,
    createdDate: excelReport.createdDate, updatedDate: excelReport.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  tieBreaker: excelReport.id,
};

const toDto = (tx: Db) => (r: ReportRow): TExcelReport => ({
  id: r.id, name: r.name, remark: r.remark, sourceCode: r.sourceCode, sourceLabel: registryOf(tx).exportSource(r.sourceCode)?.label,
  columns: r.columns, params: r.params, orderBy: r.orderBy, order: (r.orderDir as 'asc' | 'desc' | null) ?? null,
  sheetName: r.sheetName, createdDate: r.createdDate.toISOString(), updatedDate: r.updatedDate.toISOString(), version: r.version,
});

export async function queryReports(tx: Db, actor: SessionInfo, req: TListRequest) {
  await requireReportRight(tx, actor, 'view');
  const p = { ...(req.params ?? {}) };
  if (typeof p.name === 'string') { p.name$like = p.name; delete p.name; }
  const q = await buildListQuery(REPORT_LIST, { ...req, params: p });
  const { rows, total } = await pageWithTotal(tx, excelReport, q, (n) => tx.select({ ...getTableColumns(excelReport), [TOTAL_COLUMN]: n })
    .from(excelReport).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map(toDto(tx)), total };
}

async function reportRow(tx: Db, id: string): Promise<ReportRow> {
  // Row-level security confines this to the caller's tenant: another tenant's id is simply not found.
  const [row] = await tx.select().from(excelReport).where(eq(excelReport.id, id));
  if (!row) throw notFound(T.NOT_FOUND);
  return row;
}

export async function getReport(tx: Db, actor: SessionInfo, id: string): Promise<TExcelReport> {
  await requireReportRight(tx, actor, 'view');
  return toDto(tx)(await reportRow(tx, id));
}

/** The sources the caller may read, with their columns and filter fields (for the designer). */
export async function listSources(tx: Db, actor: SessionInfo): Promise<TExportSourceInfo[]> {
  await requireReportRight(tx, actor, 'view');
  const out: TExportSourceInfo[] = [];
  for (const s of registryOf(tx).exportSources()) {
    if (!(await mayUseSource(tx, actor, s))) continue;
    const columns = (await s.columns(tx, {})).map((c) => ({ key: c.key, label: c.label }));
    out.push({ code: s.code, label: s.label, columns, filters: s.filters ? await s.filters(tx) : [] });
  }
  return out;
}

const SCALAR_OPS: ListOp[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'like'];
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';
const isDate = (v: unknown) => v === '' || v === null || (isScalar(v) && !Number.isNaN(new Date(v as string).getTime()));

/** Checks saved list-DSL params against the source's filter fields and the DSL's operators and value shapes. */
function checkParams(params: Record<string, unknown>, filters: TExportFilterField[]): void {
  for (const [key, value] of Object.entries(params)) {
    const [field, rawOp, ...rest] = key.split('$');
    const f = filters.find((x) => x.key === field);
    if (!f || rest.length) throw badRequest(T.FILTER_UNKNOWN);
    const op = (rawOp ?? 'eq') as ListOp;
    if (!LIST_OPS.includes(op)) throw badRequest(T.FILTER_OP_UNKNOWN);
    const bad = () => badRequest(`筛选条件“${f.label}”的值不正确`);
    const values = op === 'between' || op === 'in' ? value : [value];
    if (op === 'isNull') {
      if (typeof value !== 'boolean') throw bad();
      continue;
    }
    if (!Array.isArray(values) || values.some((v) => v !== null && v !== '' && !isScalar(v))) throw bad();
    if (op === 'between' && values.length !== 2) throw bad();
    if (SCALAR_OPS.includes(op) || op === 'in' || op === 'between') {
      if (f.type === 'date' && !values.every(isDate)) throw bad();
      if (f.type === 'number' && !values.every((v) => v === '' || v === null || Number.isFinite(Number(v)))) throw bad();
    }
  }
}

/** Columns of `source` in the report's order, with the report's titles. */
function reportColumns(all: ExportColumn[], chosen: ReportRow['columns']): ExportColumn[] {
  return chosen.map((c) => {
    const col = all.find((x) => x.key === c.key);
    if (!col) throw badRequest(T.COLUMN_UNKNOWN);
    return c.title ? { ...col, label: c.title } : col;
  });
}

/** Validates a definition against its source as the caller sees it; returns the values to store. */
async function checkDefinition(tx: Db, actor: SessionInfo, input: TExcelReportSave) {
  const source = await usableSource(tx, actor, input.sourceCode);
  const keys = input.columns.map((c) => c.key);
  if (new Set(keys).size !== keys.length) throw badRequest(T.COLUMN_DUPLICATE);
  const columns = input.columns.map((c) => ({ key: c.key, title: c.title?.trim() || null }));
  reportColumns(await source.columns(tx, { params: input.params ?? {} }), columns);
  const filters = source.filters ? await source.filters(tx) : [];
  const params = input.params ?? {};
  checkParams(params, filters);
  if (input.orderBy && !filters.some((f) => f.key === input.orderBy && f.sortable)) throw badRequest(T.SORT_UNKNOWN);
  return {
    name: input.name, remark: input.remark?.trim() || null, sourceCode: source.code, columns, params,
    orderBy: input.orderBy || null, orderDir: input.orderBy ? (input.order ?? 'asc') : null, sheetName: input.sheetName?.trim() || null,
  };
}

export async function saveReport(tx: Db, actor: SessionInfo, input: TExcelReportSave): Promise<TExcelReport> {
  await requireReportRight(tx, actor, input.id ? 'edit' : 'add');
  const values = await checkDefinition(tx, actor, input);
  const [dup] = await tx.select({ id: excelReport.id }).from(excelReport)
    .where(and(eq(excelReport.name, values.name), input.id ? ne(excelReport.id, input.id) : undefined));
  if (dup) throw badRequest(T.NAME_TAKEN);
  try {
    if (input.id) {
      if (input.version === undefined) throw badRequest('缺少版本号');
      await reportRow(tx, input.id);
      return toDto(tx)(await updateVersioned(tx, excelReport, input.id, input.version, values));
    }
    const [row] = await tx.insert(excelReport).values({ id: newId(), ...values }).returning();
    return toDto(tx)(row);
  } catch (err) {
    if (pgErrorOf(err).code === '23505') throw badRequest(T.NAME_TAKEN);
    throw err;
  }
}

export async function deleteReport(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  await requireReportRight(tx, actor, 'delete');
  const rows = await tx.delete(excelReport).where(eq(excelReport.id, id)).returning({ id: excelReport.id });
  if (!rows.length) throw notFound(T.NOT_FOUND);
}

export interface ReportRun {
  fileName: string;
  build(tx: Db): Promise<XlsxSpec>;
}

/**
 * Prepares a run of report `id` for the caller: the source's permission and the saved
 * definition are checked here (before the download starts), the rows are read by build().
 */
export async function prepareRun(tx: Db, actor: SessionInfo, id: string): Promise<ReportRun> {
  const report = await reportRow(tx, id);
  const source = await usableSource(tx, actor, report.sourceCode);
  const list: TListRequest = {
    params: report.params,
    ...(report.orderBy && { orderBy: report.orderBy, order: report.orderDir ?? 'asc' }),
  };
  const columns = reportColumns(await source.columns(tx, list), report.columns);
  // The source may have changed since the report was saved: refuse now rather than break mid-download.
  checkParams(report.params, source.filters ? await source.filters(tx) : []);
  const sheetName = report.sheetName || report.name;
  return {
    fileName: report.name,
    build: async (btx) => ({ sheetName, columns, rows: source.rows(btx, actor, list) as AsyncIterable<Record<string, unknown>> }),
  };
}
