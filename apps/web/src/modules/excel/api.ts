import { downloadFile } from '../../api/download';
import {
  excelApi, type TExcelRead, type TExcelReport, type TExcelReportSave, type TExcelTemplateRow, type TExcelTemplateSave, type TExportSourceInfo,
  type TImportResult, type TImportMode, type TImportTargetInfo,
} from '@ecms/shared';
import { HttpError } from '../../api/http';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/** Excel templates, import and export (spec 3 §7 "Excel"). */

export type ExcelTemplateRow = TExcelTemplateRow;
export type ImportTargetInfo = TImportTargetInfo;

export const TEMPLATES_KEY = 'excel-templates';
const seg = (s: string) => encodeURIComponent(s);

export async function queryTemplates(req: ListRequest): Promise<ListResult<ExcelTemplateRow>> {
  return callList(excelApi.templateList, { body: req });
}
export const saveTemplate = async (t: TExcelTemplateSave) => call(excelApi.saveTemplate, { body: t });
export const deleteTemplate = async (id: string) => { await callEnvelope(excelApi.deleteTemplate, { params: { id } }); };
export const fetchTargets = async () => (await call(excelApi.targets)) ?? [];

export async function readExcel(code: string, fileId: string, sheetName?: string): Promise<{ data: TExcelRead; msg: string }> {
  const res = await callEnvelope(excelApi.readExcel, { params: { code, file: fileId }, body: sheetName ? { sheetName } : {} });
  return { data: res.data, msg: res.msg };
}

/**
 * Runs (or only checks) an import. A refused all-or-nothing import answers 400 with the result
 * (counts, reasons, error workbook): it comes back here as `rejected` rather than an exception.
 */
export async function confirmExcel(code: string, fileId: string, body: { colIndexMaps: Record<string, string>; mode: TImportMode | 'check'; sheetName?: string; jobId: string; skipRows?: number[] }):
Promise<{ result: TImportResult; msg: string; rejected: boolean }> {
  try {
    const res = await callEnvelope(excelApi.confirmExcel, { params: { code, file: fileId }, body }, { silent: true });
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
  return callList(excelApi.reportList, { body: req });
}
export const saveReport = async (r: TExcelReportSave) => call(excelApi.saveReport, { body: r });
export const deleteReport = async (id: string) => { await callEnvelope(excelApi.deleteReport, { params: { id } }); };
export const fetchReportSources = async (): Promise<TExportSourceInfo[]> => (await call(excelApi.reportSources)) ?? [];
/** Runs a report: the server streams what the caller may see, with the saved filters. */
export const downloadReport = (r: Pick<TExcelReport, 'id' | 'name'>) =>
  downloadFile(`/b/excel/report/${seg(r.id)}/download`, { fallbackName: `${r.name}.xlsx` });
