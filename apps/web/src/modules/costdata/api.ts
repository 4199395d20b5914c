import { costDataApi, type TAnalysisKind, type TAnalysisStatus } from '@ecms/shared';
import { downloadFile } from '../../api/download';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Cost-data analysis calls of the 造价数据 pages (typed from packages/shared/src/contracts/costdata.ts). */

export type Library = 'firm' | 'person';
export const CD_PERSON_LIB_KEY = 'cd-person-lib';

export const subjectProjects = () => callList(costDataApi.projects, { body: { pageSize: 200 } });
export const analyzeProjects = () => callList(costDataApi.analyzeProjects, { body: { pageSize: 200 } });
export const subjectSummary = (projectId: string) => call(costDataApi.subjectSummary, { body: { projectId } });
export const subjectList = (projectId: string, isMeasure?: boolean) =>
  callList(costDataApi.subjectList, { body: { params: { projectId, ...(isMeasure ? { isMeasure } : {}) }, pageSize: 1000 } });
export const subjectItems = (projectId: string, sectionId: string) => call(costDataApi.subjectItems, { body: { projectId, sectionId } });
export const intoPersonLib = (projectId: string, remark?: string) => callEnvelope(costDataApi.intoPersonLib, { body: { projectId, remark } });
export const personLib = (pageNo: number, pageSize: number) => callList(costDataApi.personLib, { body: { pageNo, pageSize } });
export const outPersonLib = (id: string) => callEnvelope(costDataApi.outPersonLib, { params: { id } });

export const analyzeIndicator = (projectId: string, library: Library) => call(costDataApi.analyzeIndicator, { body: { projectId, library } });
export const unusualPrice = (projectId: string, library: Library, k: number, includeUnassessed: boolean) =>
  call(costDataApi.unusualPrice, { body: { projectId, library, k, includeUnassessed } });
export const unusualQuantity = (projectId: string, library: Library, k: number, includeUnassessed: boolean) =>
  call(costDataApi.unusualQuantity, { body: { projectId, library, k, includeUnassessed } });
export const relativity = (projectId: string, library: Library) => call(costDataApi.relativity, { body: { projectId, library } });
export const expand = (projectId: string, library: Library) => call(costDataApi.expand, { body: { projectId, library } });

export interface BookFilter { code?: string; name?: string }
export const billBook = (f: BookFilter, pageNo: number, pageSize: number) => callList(costDataApi.billBook, { body: { params: f, pageNo, pageSize } });
export const normBook = (f: BookFilter, pageNo: number, pageSize: number) => callList(costDataApi.normBook, { body: { params: f, pageNo, pageSize } });
export const billDetail = (code: string, unit: string | null) => call(costDataApi.billDetail, { body: { code, unit } });
export const normDetail = (code: string, unit: string | null) => call(costDataApi.normDetail, { body: { code, unit } });

// --- cost database, files, industrial data ------------------------------------------------------------
export const CD_PROJECTS_KEY = 'cd-projects';
export const CD_FILES_KEY = 'cd-files';
export const costProjects = (req: ListRequest) => callList(costDataApi.dataProjects, { body: req });
export const costFiles = (req: ListRequest) => callList(costDataApi.dataFiles, { body: req });
export type IndustrialDim = 'kind2' | 'structure' | 'region' | 'year';
export interface IndustrialFilter { kind2?: string; structure?: string; region?: string; year?: string }
export const industrial = (params: IndustrialFilter, groupBy: IndustrialDim[]) => call(costDataApi.industrial, { body: { params, groupBy } });

// --- saved analyses --------------------------------------------------------------------------------------
export const CD_RECORDS_KEY = 'cd-records';
export interface RecordParams { projectId: string; library: Library; k?: number; includeUnassessed?: boolean }
export const saveRecord = (name: string, kind: TAnalysisKind, params: RecordParams) => callEnvelope(costDataApi.saveRecord, { body: { name, kind, params } });
export const records = (req: ListRequest) => callList(costDataApi.records, { body: { pageNo: req.pageNo, pageSize: req.pageSize } });
export const openRecord = (id: string) => call(costDataApi.record, { params: { id } });
export const removeRecord = (id: string) => callEnvelope(costDataApi.removeRecord, { params: { id } });
export const exportRecord = (id: string, name: string) =>
  downloadFile(`/b/analyze/record/${encodeURIComponent(id)}/export`, { method: 'GET', fallbackName: `${name}.xlsx` });

export type CostProject = Awaited<ReturnType<typeof costProjects>>['rows'][number];
export type CostFile = Awaited<ReturnType<typeof costFiles>>['rows'][number];
export type IndustrialRow = Awaited<ReturnType<typeof industrial>>[number];
export type AnalysisRecord = Awaited<ReturnType<typeof records>>['rows'][number];
export type AnalysisRecordDetail = Awaited<ReturnType<typeof openRecord>>;
export type SubjectRow = Awaited<ReturnType<typeof subjectList>>['rows'][number];
export type BookRow = Awaited<ReturnType<typeof billBook>>['rows'][number];
export type LibEntry = Awaited<ReturnType<typeof personLib>>['rows'][number];

/** Tag colours of an analysis result, on every cost-data page. */
export const STATUS_COLOR: Record<TAnalysisStatus, string> = { high: 'red', low: 'orange', normal: 'green', unassessed: 'default' };

/** Money with thousands and two decimals; ratios as percentages. */
export const money = (x: number | null | undefined) => (x === null || x === undefined ? '—' : x.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
export const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${(x * 100).toFixed(2)}%`);
export const fixed = (x: number | null | undefined, d = 4) => (x === null || x === undefined ? '—' : String(Number(x.toFixed(d))));
