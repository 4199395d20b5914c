import { feeToolApi, projectFileApi, qualityApi, type TFeeBase, type TFeeDetail, type TProjectFile, type TQcFinding } from '@ecms/shared';
import { downloadFile } from '../../api/download';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Quality-check calls of the quality pages (typed from packages/shared/src/contracts/quality.ts). */

export const QC_PROJECTS_KEY = 'qc-projects';
export const QC_RUNS_KEY = 'qc-runs';
export const QC_FINDINGS_KEY = 'qc-findings';

export const previewBoq = (fileId: string) => call(qualityApi.preview, { body: { fileId } });
export interface ImportFactors { area?: number; kind2?: string; structure?: string; region?: string; taxMethod?: 'general' | 'simple' }
export const importBoq = (fileId: string, f: ImportFactors) => callEnvelope(qualityApi.importFile, { body: { fileId, ...f } });
export const queryProjects = () => callList(qualityApi.checkedProject, { body: { pageSize: 200 } });
export const queryRuns = (projectId?: string) => callList(qualityApi.runs, { body: { params: projectId ? { projectId } : {}, pageSize: 50 } });
export const getRun = (id: string) => call(qualityApi.run, { params: { id } });
export const saveRun = (projectId: string) => call(qualityApi.saveRun, { body: { projectId } });
export const startRun = (id: string, jobId: string) => callEnvelope(qualityApi.start, { body: { id, jobId } });
export const queryFindings = (runId: string, filter: { severity?: 'error' | 'warn' | 'info'; status?: 'open' | 'ignored' }) =>
  callList(qualityApi.findings, { body: { runId, ...filter, pageSize: 1000 } });
export const setIgnore = (ids: string[], ignore: boolean, reason?: string) => call(qualityApi.setIgnore, { body: { ids, ignore, reason } });
export const setOpinion = (id: string, opinion: string) => call(qualityApi.setOpinion, { body: { id, opinion } });
export const saveViewState = (id: string, state: Record<string, unknown>) => call(qualityApi.saveViewState, { body: { id, state } });
export const downloadReport = (runId: string, name: string) =>
  downloadFile(`/b/quality/getBillSplicWordResult/${encodeURIComponent(runId)}`, { method: 'GET', fallbackName: `${name}.docx` });
/** The same report as PDF (LibreOffice on the server). */
export const downloadReportPdf = (runId: string, name: string) =>
  downloadFile('/s/getReport', { method: 'POST', body: { id: runId }, fallbackName: `${name}.pdf` });
export type Finding = TQcFinding;
/** Tag colours of a finding's severity, on every quality page. */
export const SEVERITY_COLOR: Record<string, string> = { error: 'red', warn: 'orange', info: 'default' };

// --- fee tool (packages/shared/src/contracts/feetool.ts) ---------------------------------------
export const FEE_BASES_KEY = 'fee-bases';
export const FEE_BANDS_KEY = 'fee-bands';
export type FeeBase = TFeeBase;
export type FeeBand = TFeeDetail;
export interface FeeBaseForm { region: string; name: string; service: string; minFee?: number | null; remark?: string | null }
export interface FeeBandForm { lower: number; upper?: number | null; rate: number }
export const queryFeeBases = (req: ListRequest) => callList(feeToolApi.baseList, { body: req });
export const feeAreas = () => call(feeToolApi.baseAreas);
export const saveFeeBase = (v: FeeBaseForm, id?: string) => callEnvelope(feeToolApi.baseSave, { body: { ...v, id } });
export const removeFeeBase = (id: string) => callEnvelope(feeToolApi.baseRemove, { params: { id } });
export const queryFeeBands = (req: ListRequest) => callList(feeToolApi.detailList, { body: req });
export const saveFeeBand = (baseId: string, v: FeeBandForm, id?: string) => callEnvelope(feeToolApi.detailSave, { body: { ...v, baseId, id } });
export const removeFeeBand = (id: string) => callEnvelope(feeToolApi.detailRemove, { params: { id } });
export const calculateFee = (baseId: string, amount: number) => call(feeToolApi.simpleCalc, { body: { baseId, amount } });
export const saveFeeCalculation = (baseId: string, amount: number, projectName?: string) =>
  callEnvelope(feeToolApi.simpleSave, { body: { baseId, amount, projectName } });

// --- rule parameters (rangeSet) and logical checks ---------------------------------------------
export const QC_RULES_KEY = 'qc-rules';
export const queryRules = () => call(qualityApi.rules, { body: {} });
export type QcRuleRow = Awaited<ReturnType<typeof queryRules>>[number];
export interface RangeForm { id?: string; rule: string; region?: string; discipline?: string; period?: string; params: Record<string, unknown> }
export const saveRange = (v: RangeForm) => callEnvelope(qualityApi.saveRange, { body: v });
export const logicalList = (projectId: string) => call(qualityApi.logicalList, { params: { id: projectId } });
export const logicalCheck = (projectId: string) => call(qualityApi.logicalCheck, { body: { projectId } });
export type LogicalFinding = Awaited<ReturnType<typeof logicalCheck>>[number];
export const logicalRecords = (projectId: string, result?: 'problem' | 'fine') =>
  callList(qualityApi.logicalRecords, { body: { params: { projectId$eq: projectId, ...(result ? { result$eq: result } : {}) }, pageSize: 200 } });
export type LogicalRecord = Awaited<ReturnType<typeof logicalRecords>>['rows'][number];
export const logicalBills = (projectId: string, code: string, unitId?: string) => call(qualityApi.logicalBills, { body: { projectId, code, unitId } });
export type LogicalBill = Awaited<ReturnType<typeof logicalBills>>[number];
export interface LogicalDecision { result: 'problem' | 'fine'; opinion?: string }
export const saveLogicalRecord = (f: LogicalFinding, d: LogicalDecision, projectId: string) => callEnvelope(qualityApi.logicalSave, {
  body: {
    projectId, unitId: f.unitId ?? '', code: f.code, target: f.target ?? '', message: f.message, severity: f.severity as 'error' | 'warn' | 'info',
    result: d.result, opinion: d.opinion ?? null, srcSheet: f.srcSheet, srcRow: f.srcRow,
  },
});

// --- project files (packages/shared/src/contracts/project-file.ts) ------------------------------
export const PROJECT_FILES_KEY = 'qc-project-files';
export type ProjectFile = TProjectFile;
export type ProjectFileKind = 'boq' | 'price' | 'other';
export const projectFiles = (projectId: string) => call(projectFileApi.files, { body: { projectId } });
export const addProjectFile = (projectId: string, fileId: string, kind: ProjectFileKind, folder: string) =>
  callEnvelope(projectFileApi.files, { body: { projectId, add: [{ fileId, kind, folder }] } });
export const removeProjectFile = (projectId: string, id: string) => callEnvelope(projectFileApi.files, { body: { projectId, remove: [id] } });
export const projectDirectory = (projectId: string) => call(projectFileApi.readDirectory, { params: { id: projectId } });
export const readProjectExcel = (fileId: string, sheetName?: string) => call(projectFileApi.readExcel, { body: { fileId, sheetName } });
export type ExcelSheets = Awaited<ReturnType<typeof readProjectExcel>>;
export const readPriceExcel = (fileId: string, projectId: string) => call(projectFileApi.readPriceExcel, { body: { fileId, projectId } });
export type PriceRead = Awaited<ReturnType<typeof readPriceExcel>>;
export const importIntoProject = (projectId: string, fileId: string) => callEnvelope(projectFileApi.importExcel, { body: { projectId, fileId } });
/** The price file's prices into the project's 人材机 (the chosen lines, or every one that differs). */
export const applyPrice = (projectId: string, fileId: string, lineIds?: string[]) =>
  callEnvelope(projectFileApi.applyPrice, { body: { projectId, fileId, ...(lineIds ? { lineIds } : {}) } });
export const exportProjectFullAttr = (projectId: string, name: string) =>
  downloadFile(`/b/project/exportProjectFullAttr/${encodeURIComponent(projectId)}/all`, { method: 'GET', fallbackName: `${name}_全属性.xlsx` });
