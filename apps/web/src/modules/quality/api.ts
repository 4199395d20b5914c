import { qualityApi, type TQcFinding } from '@ecms/shared';
import { downloadFile } from '../../api/download';
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
export type Finding = TQcFinding;
