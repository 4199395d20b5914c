/**
 * Project cost data analyses (spec 3 §7 "Project cost data": the subject book, the person library
 * `intoPersonLib`, and the families /b/analyze*, /b/unusualAnalyze/*, /b/relativityAnalyze/*,
 * /b/expandAnalyze/*, /b/bill/*, /b/norm/*). Everything is computed over the BoQ projects stored by
 * the quality import (qc_project → 单位工程 → 分部 → 清单项, 人材机汇总 lines), under the data scope
 * of those projects. The "library" an analysis compares with is the firm's visible projects
 * (`firm`) or the caller's own person library (`person`); fewer samples than `minSamples` means
 * 未评估 (unassessed), never normal.
 */
import { z } from 'zod';
import { ZIdParam, ZListRequest, ZNoData } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZQcProject } from './quality.js';

export const COSTDATA_MSG = {
  PROJECT_REQUIRED: '请选择工程',
  ALREADY_IN_LIB: '该工程已在个人库中',
  LIB_ENTRY_NOT_FOUND: '个人库中没有该工程',
  NO_AREA: '该工程没有建筑面积，无法计算含量指标',
  INTO_LIB_OK: '已加入个人库',
  OUT_OF_LIB_OK: '已移出个人库',
  RECORD_NOT_FOUND: '分析记录不存在',
  RECORD_SAVED: '分析记录已保存',
  RECORD_DELETED: '分析记录已删除',
} as const;

const tags = ['costdata'];
const ZId = z.string().trim().min(1, COSTDATA_MSG.PROJECT_REQUIRED).max(64, '编号不正确');
const ZPageNo = z.coerce.number().int().min(1, '页码必须大于0').max(100000).optional();
const ZPageSize = z.coerce.number().int().min(1, '每页条数必须大于0').max(1000, '每页条数不能超过1000').optional();
const ZLibrary = z.enum(['firm', 'person']).optional();
const ZMinSamples = z.coerce.number().int().min(2, '样本数至少为2').max(1000).optional();

/** Where an analysis is compared: the library, how many samples it needs, and whether to keep to the same kind2/structure. */
const ZCompare = {
  projectId: ZId,
  library: ZLibrary,
  minSamples: ZMinSamples,
  /** Only library projects of the same kind2 and structure (default true). */
  sameKind: z.boolean().optional(),
};

export const ZAnalysisStatus = z.enum(['low', 'high', 'normal', 'unassessed']);
export type TAnalysisStatus = z.output<typeof ZAnalysisStatus>;

// --- subject book (科目 / 指标) ------------------------------------------------------------------

export const ZSubjectBookQuery = z.strictObject({
  params: z.strictObject({ projectId: ZId, unitId: z.string().max(64).optional(), isMeasure: z.boolean().optional() }),
  pageNo: ZPageNo,
  pageSize: ZPageSize,
});
export const ZSubjectRow = z.object({
  id: z.string(), unitId: z.string(), unitName: z.string(), discipline: z.string().nullable(),
  /** The 分部's appendix code (digits 1–4 of its items' codes, e.g. 0105), when its items agree. */
  code: z.string().nullable(),
  name: z.string(), isMeasure: z.boolean(), items: z.number(), amount: z.number(),
  /** Share of the project's 分部分项 + 单价措施 amount. */
  share: z.number().nullable(),
  /** 元/㎡ of the project's building area. */
  perM2: z.number().nullable(),
});
export const ZSubjectSummaryLine = z.object({ code: z.string(), name: z.string(), amount: z.number(), share: z.number().nullable(), perM2: z.number().nullable() });
export const ZSubjectSummary = z.object({
  projectId: z.string(), name: z.string(), area: z.number().nullable(), total: z.number(),
  lines: z.array(ZSubjectSummaryLine),
  units: z.array(z.object({ id: z.string(), name: z.string(), discipline: z.string().nullable(), amount: z.number(), perM2: z.number().nullable() })),
});
export const ZSubjectItem = z.object({
  id: z.string(), code: z.string(), name: z.string(), features: z.string().nullable(), unit: z.string().nullable(),
  qty: z.number().nullable(), price: z.number().nullable(), amount: z.number().nullable(), srcSheet: z.string(), srcRow: z.number(),
});

// --- person library -------------------------------------------------------------------------------

export const ZPersonLibEntry = z.object({
  id: z.string(), projectId: z.string(), name: z.string(), kind1: z.string().nullable(), kind2: z.string().nullable(),
  structure: z.string().nullable(), region: z.string().nullable(), area: z.number().nullable(), total: z.number(),
  unitCost: z.number().nullable(), remark: z.string().nullable(), createdDate: zDateTime,
});
export const ZPersonLibQuery = z.strictObject({
  params: z.strictObject({ name: z.string().max(100).optional(), kind2: z.string().max(50).optional() }).optional(),
  pageNo: ZPageNo,
  pageSize: ZPageSize,
});

// --- analyses --------------------------------------------------------------------------------------

export const ZCompareBody = z.strictObject(ZCompare);
export const ZIndicatorRow = z.object({
  code: z.string(), name: z.string(), value: z.number().nullable(), samples: z.number(),
  p10: z.number().nullable(), median: z.number().nullable(), p90: z.number().nullable(), status: ZAnalysisStatus,
});
export const ZIndicatorAnalysis = z.object({ projectId: z.string(), library: z.enum(['firm', 'person']), projects: z.number(), minSamples: z.number(), rows: z.array(ZIndicatorRow) });

export const ZUnusualBody = z.strictObject({
  ...ZCompare,
  /** IQR multiplier of the fences (Q1 − k·IQR, Q3 + k·IQR); 1.5 by default. */
  k: z.number().min(0.5, '倍数不能小于0.5').max(10, '倍数不能大于10').optional(),
  /** Also list items whose library has too few samples. */
  includeUnassessed: z.boolean().optional(),
});
export const ZUnusualRow = z.object({
  itemId: z.string(), unitName: z.string(), code: z.string(), code9: z.string(), name: z.string(), unit: z.string().nullable(),
  /** The compared figure: the 综合单价 (price) or the quantity per ㎡ (quantity). */
  value: z.number().nullable(), samples: z.number(), q1: z.number().nullable(), median: z.number().nullable(), q3: z.number().nullable(),
  low: z.number().nullable(), high: z.number().nullable(), deviation: z.number().nullable(), status: ZAnalysisStatus,
  srcSheet: z.string(), srcRow: z.number(),
});
export const ZUnusualAnalysis = z.object({
  projectId: z.string(), kind: z.enum(['price', 'quantity']), library: z.enum(['firm', 'person']), k: z.number(), minSamples: z.number(),
  counts: z.object({ items: z.number(), high: z.number(), low: z.number(), normal: z.number(), unassessed: z.number() }),
  rows: z.array(ZUnusualRow),
});

export const ZRelativityRow = z.object({
  code: z.string(), name: z.string(), unitLabel: z.string(), numerator: z.number(), denominator: z.number(),
  value: z.number().nullable(), samples: z.number(), p10: z.number().nullable(), median: z.number().nullable(), p90: z.number().nullable(),
  status: ZAnalysisStatus,
});
export const ZRelativityAnalysis = z.object({ projectId: z.string(), library: z.enum(['firm', 'person']), minSamples: z.number(), rows: z.array(ZRelativityRow) });

export const ZExpandRow = z.object({
  code: z.string(), name: z.string(), amount: z.number(), share: z.number().nullable(), perM2: z.number().nullable(),
  samples: z.number(), medianPerM2: z.number().nullable(), medianShare: z.number().nullable(), deviation: z.number().nullable(), status: ZAnalysisStatus,
});
export const ZExpandAnalysis = z.object({ projectId: z.string(), library: z.enum(['firm', 'person']), minSamples: z.number(), rows: z.array(ZExpandRow) });

// --- bill and norm books ------------------------------------------------------------------------------

export const ZBookQuery = z.strictObject({
  params: z.strictObject({
    code: z.string().trim().max(20).optional(), name: z.string().trim().max(100).optional(), unit: z.string().trim().max(20).optional(),
    kind: z.string().trim().max(10).optional(),
  }).optional(),
  pageNo: ZPageNo,
  pageSize: ZPageSize,
});
export const ZBookRow = z.object({
  code: z.string(), name: z.string(), unit: z.string().nullable(), kind: z.string().nullable(),
  samples: z.number(), projects: z.number(), minPrice: z.number().nullable(), median: z.number().nullable(), maxPrice: z.number().nullable(), avgPrice: z.number().nullable(),
});
export const ZBookDetailBody = z.strictObject({ code: z.string().trim().min(1, '请选择编码').max(20), unit: z.string().trim().max(20).nullable().optional() });
export const ZBookDetailRow = z.object({
  id: z.string(), projectId: z.string(), projectName: z.string(), unitName: z.string(), code: z.string(), name: z.string(),
  features: z.string().nullable(), unit: z.string().nullable(), qty: z.number().nullable(), price: z.number().nullable(), srcSheet: z.string(), srcRow: z.number(),
});

// --- cost database (造价数据库), cost files (造价文件), industrial data (产业数据) -------------------------

/** A project of the cost database: the BoQ project with its year (价格基准期, else import year) and file count. */
export const ZCostProject = ZQcProject.extend({ year: z.string().nullable(), files: z.number() });
export const ZCostFile = z.object({
  id: z.string(), projectId: z.string(), projectName: z.string(), region: z.string().nullable(), kind2: z.string().nullable(),
  fileId: z.string(), fileName: z.string(), fileSize: z.number(), kind: z.string(), folder: z.string(), specVersion: z.string().nullable(),
  units: z.array(z.string()).nullable(), importedAt: zDateTime.nullable(), createdDate: zDateTime,
});
const ZDim = z.string().trim().max(50).optional();
export const ZIndustrialDims = ['kind2', 'structure', 'region', 'year'] as const;
export const ZIndustrialQuery = z.strictObject({
  params: z.strictObject({ kind1: ZDim, kind2: ZDim, structure: ZDim, region: ZDim, year: z.string().regex(/^\d{4}$/, '年份不正确').optional() }).optional(),
  /** Dimensions the rows are grouped by (default kind2 + structure). */
  groupBy: z.array(z.enum(ZIndustrialDims)).min(1, '请选择分组维度').max(4).optional(),
  minSamples: ZMinSamples,
});
const ZStat = z.object({ p10: z.number().nullable(), median: z.number().nullable(), p90: z.number().nullable() });
export const ZIndustrialRow = z.object({
  kind2: z.string().nullable(), structure: z.string().nullable(), region: z.string().nullable(), year: z.string().nullable(),
  projects: z.number(), area: z.number(), total: z.number(),
  /** P10 / median / P90 over the group's projects; null below minSamples (未评估). */
  unitCost: ZStat, concretePerM2: ZStat, rebarKgPerM2: ZStat, laborShare: ZStat,
  assessed: z.boolean(),
});

// --- saved analyses (分析记录) ---------------------------------------------------------------------

export const ZAnalysisKind = z.enum(['indicator', 'unusualPrice', 'unusualQuantity', 'relativity', 'expand']);
export type TAnalysisKind = z.output<typeof ZAnalysisKind>;
export const ZAnalysisRecordSave = z.strictObject({
  name: z.string().trim().min(1, '请输入记录名称').max(100, '记录名称不能超过100个字符'),
  kind: ZAnalysisKind,
  /** The analysis' parameters (k and includeUnassessed only for the unusual analyses). */
  params: ZUnusualBody,
});
export const ZAnalysisRecord = z.object({
  id: z.string(), name: z.string(), kind: ZAnalysisKind, projectId: z.string(), projectName: z.string(),
  params: z.record(z.string(), z.unknown()), createdDate: zDateTime,
});
export const ZAnalysisRecordQuery = z.strictObject({
  params: z.strictObject({ kind: ZAnalysisKind.optional(), projectId: z.string().max(64).optional(), name: z.string().max(100).optional() }).optional(),
  pageNo: ZPageNo,
  pageSize: ZPageSize,
});
export const ZAnalysisRecordDetail = z.discriminatedUnion('kind', [
  ZAnalysisRecord.extend({ kind: z.literal('indicator'), result: ZIndicatorAnalysis }),
  ZAnalysisRecord.extend({ kind: z.literal('unusualPrice'), result: ZUnusualAnalysis }),
  ZAnalysisRecord.extend({ kind: z.literal('unusualQuantity'), result: ZUnusualAnalysis }),
  ZAnalysisRecord.extend({ kind: z.literal('relativity'), result: ZRelativityAnalysis }),
  ZAnalysisRecord.extend({ kind: z.literal('expand'), result: ZExpandAnalysis }),
]);

export const costDataApi = {
  dataProjects: defineCall({ method: 'POST', path: '/b/costdata/project/queryList', tags, summary: '造价数据库：工程与单方指标', body: ZListRequest.optional(), data: z.array(ZCostProject), paged: true }),
  dataFiles: defineCall({ method: 'POST', path: '/b/costdata/file/queryList', tags, summary: '造价文件：各工程的文件', body: ZListRequest.optional(), data: z.array(ZCostFile), paged: true }),
  industrial: defineCall({ method: 'POST', path: '/b/costdata/industrial/summary', tags, summary: '产业数据：按类型、结构、地区、年份的单方指标', body: ZIndustrialQuery.optional(), data: z.array(ZIndustrialRow) }),
  saveRecord: defineCall({ method: 'POST', path: '/b/analyze/record/save', tags, summary: '保存分析记录（按参数重新计算并保存结果）', body: ZAnalysisRecordSave, data: ZAnalysisRecord }),
  records: defineCall({ method: 'POST', path: '/b/analyze/record/queryList', tags, summary: '我的分析记录', body: ZAnalysisRecordQuery.optional(), data: z.array(ZAnalysisRecord), paged: true }),
  record: defineCall({ method: 'GET', path: '/b/analyze/record/:id', tags, summary: '打开分析记录', params: ZIdParam, data: ZAnalysisRecordDetail }),
  removeRecord: defineCall({ method: 'DELETE', path: '/b/analyze/record/:id', tags, summary: '删除分析记录', params: ZIdParam, data: ZNoData }),
  /** The project picker of the analysis pages: the BoQ projects inside the caller's qc_project scope. */
  projects: defineCall({ method: 'POST', path: '/b/subject/project/queryList', tags, summary: '指标库的工程', body: ZListRequest.optional(), data: z.array(ZQcProject), paged: true }),
  analyzeProjects: defineCall({ method: 'POST', path: '/b/analyze/project/queryList', tags, summary: '可分析的工程', body: ZListRequest.optional(), data: z.array(ZQcProject), paged: true }),
  subjectList: defineCall({ method: 'POST', path: '/b/subject/book/queryList', tags, summary: '工程科目（分部）指标', body: ZSubjectBookQuery, data: z.array(ZSubjectRow), paged: true }),
  subjectSummary: defineCall({ method: 'POST', path: '/b/subject/book/summary', tags, summary: '工程费用构成与单方指标', body: z.strictObject({ projectId: ZId }), data: ZSubjectSummary }),
  subjectItems: defineCall({
    method: 'POST', path: '/b/subject/book/items', tags, summary: '科目（分部）的清单项',
    body: z.strictObject({ projectId: ZId, sectionId: z.string().trim().min(1).max(64) }), data: z.array(ZSubjectItem),
  }),
  intoPersonLib: defineCall({
    method: 'POST', path: '/b/evaluate/project/intoPersonLib', tags, summary: '加入个人库',
    body: z.strictObject({ projectId: ZId, remark: z.string().trim().max(200).optional() }), data: ZPersonLibEntry,
  }),
  personLib: defineCall({ method: 'POST', path: '/b/evaluate/project/personLib/queryList', tags, summary: '我的个人库', body: ZPersonLibQuery.optional(), data: z.array(ZPersonLibEntry), paged: true }),
  outPersonLib: defineCall({ method: 'DELETE', path: '/b/evaluate/project/personLib/:id', tags, summary: '移出个人库', params: ZIdParam, data: ZNoData }),
  analyzeIndicator: defineCall({ method: 'POST', path: '/b/analyze/indicator', tags, summary: '指标分析（与指标库比较）', body: ZCompareBody, data: ZIndicatorAnalysis }),
  unusualPrice: defineCall({ method: 'POST', path: '/b/unusualAnalyze/price', tags, summary: '异常单价分析', body: ZUnusualBody, data: ZUnusualAnalysis }),
  unusualQuantity: defineCall({ method: 'POST', path: '/b/unusualAnalyze/quantity', tags, summary: '异常工程量（含量）分析', body: ZUnusualBody, data: ZUnusualAnalysis }),
  relativity: defineCall({ method: 'POST', path: '/b/relativityAnalyze/run', tags, summary: '相关性分析', body: ZCompareBody, data: ZRelativityAnalysis }),
  expand: defineCall({ method: 'POST', path: '/b/expandAnalyze/run', tags, summary: '扩展指标分析', body: ZCompareBody, data: ZExpandAnalysis }),
  billBook: defineCall({ method: 'POST', path: '/b/bill/book/queryList', tags, summary: '清单库', body: ZBookQuery.optional(), data: z.array(ZBookRow), paged: true }),
  billDetail: defineCall({ method: 'POST', path: '/b/bill/book/detail', tags, summary: '清单库明细', body: ZBookDetailBody, data: z.array(ZBookDetailRow) }),
  normBook: defineCall({ method: 'POST', path: '/b/norm/book/queryList', tags, summary: '定额（人材机）库', body: ZBookQuery.optional(), data: z.array(ZBookRow), paged: true }),
  normDetail: defineCall({ method: 'POST', path: '/b/norm/book/detail', tags, summary: '定额（人材机）库明细', body: ZBookDetailBody, data: z.array(ZBookDetailRow) }),
};
