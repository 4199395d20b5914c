import { downloadFile } from '../../api/download';
import type {
  TExcelRead, TExcelReport, TExcelReportSave, TExcelTemplateConfig, TExcelTemplateSave, TExportSourceInfo, TImportResult, TImportMode,
} from '@ecms/shared';
import { http, HttpError } from '../../api/http';
import type { ListRequest, ListResult } from '../../api/sys';

/** Excel templates, import and export (spec 3 §7 "Excel"). */

export interface ExcelTemplateRow {
  id: string;
  code: string;
  name: string;
  targetCode: string;
  sheetName?: string | null;
  remark?: string | null;
  config: TExcelTemplateConfig;
  version: number;
  updatedDate: string;
}

export interface ImportTargetInfo {
  code: string;
  label: string;
  columns: { key: string; label: string; type: string; required?: boolean; dictCode?: string }[];
}

export const TEMPLATES_KEY = 'excel-templates';
const seg = (s: string) => encodeURIComponent(s);

export async function queryTemplates(req: ListRequest): Promise<ListResult<ExcelTemplateRow>> {
  const res = await http.post<ExcelTemplateRow[]>('/b/excel/template/queryList', req);
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}
export const saveTemplate = async (t: TExcelTemplateSave) => (await http.post<ExcelTemplateRow>('/b/excel/template', t)).data;
export const deleteTemplate = async (id: string) => { await http.delete(`/b/excel/template/${seg(id)}`); };
export const fetchTargets = async () => (await http.get<ImportTargetInfo[]>('/b/excel/targets')).data ?? [];

export async function readExcel(code: string, fileId: string, sheetName?: string): Promise<{ data: TExcelRead; msg: string }> {
  const res = await http.post<TExcelRead>(`/b/excel/template/readExcel/${seg(code)}/${seg(fileId)}`, sheetName ? { sheetName } : {});
  return { data: res.data, msg: res.msg };
}

/**
 * Runs (or only checks) an import. A refused all-or-nothing import answers 400 with the result
 * (counts, reasons, error workbook): it comes back here as `rejected` rather than an exception.
 */
export async function confirmExcel(code: string, fileId: string, body: { colIndexMaps: Record<string, string>; mode: TImportMode | 'check'; sheetName?: string; jobId: string; skipRows?: number[] }):
Promise<{ result: TImportResult; msg: string; rejected: boolean }> {
  try {
    const res = await http.post<TImportResult>(`/b/excel/template/confirmExcel/${seg(code)}/${seg(fileId)}`, body, { silent: true });
    return { result: res.data, msg: res.msg, rejected: false };
  } catch (err) {
    const data = err instanceof HttpError ? (err.envelope?.data as TImportResult | null | undefined) : undefined;
    if (data && typeof data.total === 'number') return { result: data, msg: err instanceof Error ? err.message : '', rejected: true };
    throw err;
  }
}
export { downloadFile };

export const downloadTemplate = (code: string) => downloadFile(`/b/excel/${seg(code)}/downloadTemplate`, { fallbackName: '导入模板.xlsx' });

// --- Excel reports (Excel 报表) ---------------------------------------------------------------
export const REPORTS_KEY = 'excel-reports';

export async function queryReports(req: ListRequest): Promise<ListResult<TExcelReport>> {
  const res = await http.post<TExcelReport[]>('/b/excel/report/queryList', req);
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}
export const saveReport = async (r: TExcelReportSave) => (await http.post<TExcelReport>('/b/excel/report/save', r)).data;
export const deleteReport = async (id: string) => { await http.delete(`/b/excel/report/${seg(id)}`); };
export const fetchReportSources = async () => (await http.get<TExportSourceInfo[]>('/b/excel/report/sources')).data ?? [];
/** Runs a report: the server streams what the caller may see, with the saved filters. */
export const downloadReport = (r: Pick<TExcelReport, 'id' | 'name'>) =>
  downloadFile(`/b/excel/report/${seg(r.id)}/download`, { fallbackName: `${r.name}.xlsx` });
