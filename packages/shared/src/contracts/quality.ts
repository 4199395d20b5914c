/**
 * Project cost data import and BoQ quality check (spec 2 §7 "Quality check", spec 3 §7 "Project
 * cost data"; domain/boq-quality-check.md): the 清单 workbook preview and import, the project,
 * check records (检查记录) with their findings, ignore / opinion, rule parameters (rangeSet) and the
 * logical checks.
 */
import { z } from 'zod';
import { ZIdParam, ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

export const QUALITY_MSG = {
  FILE_REQUIRED: '请先上传清单文件',
  PROJECT_NOT_FOUND: '工程不存在或无权查看',
  RUN_NOT_FOUND: '检查记录不存在或无权查看',
  FINDING_NOT_FOUND: '检查结果不存在或无权查看',
  RUNNING: '检查正在进行中，请稍候',
  NO_RULES: '请选择检查项',
  REASON_REQUIRED: '请填写忽略原因',
  OPINION_REQUIRED: '请填写审核意见',
  START_OK: '启动成功',
  IMPORT_OK: '导入成功',
  NOT_DONE: '检查尚未完成，无法生成报告',
  UNKNOWN_RULE: '未知的检查项',
  EXPR_INVALID: '表达式不正确',
  PDF_NO_OFFICE: '服务器未安装 LibreOffice，无法生成 PDF 报告，请下载 Word 版报告',
  PDF_FAILED: 'PDF 报告生成失败，请下载 Word 版报告',
  LOGICAL_UNKNOWN: '未知的逻辑检查项',
  LOGICAL_REASON_REQUIRED: '判定为无问题时请填写理由',
  UNIT_NOT_FOUND: '单位工程不存在',
} as const;

const name = (max: number, msg: string) => z.string().trim().min(1, msg).max(max);
const ZId = z.string().min(1).max(64);

// --- import ---------------------------------------------------------------------------------

export const ZProjectFactors = z.object({
  name: z.string().trim().max(100).optional(),
  stage: z.enum(['清单', '控制价', '投标', '结算']).optional(),
  region: z.string().max(50).optional(),
  taxMethod: z.enum(['general', 'simple']).optional(),
  priceBaseDate: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, '日期格式应为 YYYY-MM 或 YYYY-MM-DD').optional(),
  kind1: z.string().max(50).optional(),
  kind2: z.string().max(50).optional(),
  structure: z.string().max(50).optional(),
  area: z.number().positive('建筑面积应大于 0').max(1e8).optional(),
  floors: z.number().int().min(1).max(300).optional(),
});

export const ZBoqFileBody = z.object({ fileId: z.string().min(1, QUALITY_MSG.FILE_REQUIRED).max(64) });
export const ZBoqImportBody = ZBoqFileBody.extend(ZProjectFactors.shape);

const ZPreviewItem = z.object({
  sheet: z.string(), row: z.number(), code: z.string(), name: z.string(), unit: z.string().nullable(),
  qty: z.number().nullable(), price: z.number().nullable(), amount: z.number().nullable(),
});
export const ZBoqPreview = z.object({
  fileName: z.string(),
  project: z.string().nullable(),
  stage: z.string(),
  specVersion: z.string(),
  sheets: z.array(z.object({ sheet: z.string(), table: z.string().nullable(), label: z.string(), unit: z.string().nullable(), rows: z.number() })),
  units: z.array(z.object({
    name: z.string(), single: z.string(), discipline: z.string().nullable(), sections: z.number(), items: z.number(),
    fbfx: z.number(), total: z.number().nullable(), tables: z.array(z.string()),
  })),
  items: z.array(ZPreviewItem),
  /** The same project name already in the library (the data-compare dialog's "existing" pane). */
  existing: z.array(z.object({ id: z.string(), name: z.string(), total: z.number(), createdDate: zDateTime })),
});
export type TBoqPreview = z.input<typeof ZBoqPreview>;

export const ZQcProject = z.object({
  id: z.string(),
  name: z.string(),
  specVersion: z.string(),
  stage: z.string(),
  region: z.string().nullable(),
  taxMethod: z.string(),
  priceBaseDate: z.string().nullable(),
  kind1: z.string().nullable(),
  kind2: z.string().nullable(),
  structure: z.string().nullable(),
  area: z.number().nullable(),
  floors: z.number().nullable(),
  fileName: z.string().nullable(),
  total: z.number(),
  indicators: z.record(z.string(), z.number().nullable()).nullable(),
  createdDate: zDateTime,
});
export type TQcProject = z.input<typeof ZQcProject>;

export const ZQcUnit = z.object({
  id: z.string(), name: z.string(), single: z.string(), discipline: z.string().nullable(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), isMeasure: z.boolean(), items: z.number(), amount: z.number() })),
  total: z.number().nullable(),
});
export const ZQcProjectDetail = ZQcProject.extend({ units: z.array(ZQcUnit) });

// --- check records -------------------------------------------------------------------------------

export const ZQcRule = z.object({
  code: z.string(), no: z.number(), name: z.string(), group: z.string(), severity: z.string(),
  defaults: z.record(z.string(), z.unknown()),
});
export type TQcRule = z.input<typeof ZQcRule>;

export const ZQcRun = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string().nullable(),
  name: z.string(),
  rules: z.array(z.string()),
  status: z.string(),
  progress: z.number(),
  errorCount: z.number(),
  warnCount: z.number(),
  infoCount: z.number(),
  message: z.string().nullable(),
  startedAt: zDateTime.nullable(),
  finishedAt: zDateTime.nullable(),
  viewState: z.record(z.string(), z.unknown()).nullable(),
  createdDate: zDateTime,
});
export type TQcRun = z.input<typeof ZQcRun>;

export const ZQcFinding = z.object({
  id: z.string(),
  runId: z.string(),
  seq: z.number(),
  rule: z.string(),
  ruleName: z.string(),
  severity: z.string(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  target: z.string().nullable(),
  message: z.string(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  deviation: z.number().nullable(),
  srcSheet: z.string().nullable(),
  srcRow: z.number().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  ignoredBy: z.string().nullable(),
  ignoredAt: zDateTime.nullable(),
  opinion: z.string().nullable(),
  opinionBy: z.string().nullable(),
  opinionAt: zDateTime.nullable(),
});
export type TQcFinding = z.input<typeof ZQcFinding>;

export const ZRunSave = z.object({
  id: ZId.optional(),
  projectId: ZId,
  name: name(100, '请输入检查名称').optional(),
  rules: z.array(z.string().max(40)).max(40).optional(),
});
export const ZFindingQuery = z.object({
  runId: ZId,
  rule: z.string().max(40).optional(),
  unitId: ZId.optional(),
  severity: z.enum(['error', 'warn', 'info']).optional(),
  status: z.enum(['open', 'ignored']).optional(),
  pageNo: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(1000).optional(),
});
export const ZRuleFindingQuery = ZFindingQuery.omit({ rule: true });

// --- logical checks ----------------------------------------------------------------------------

/** A reviewer's decision on a logical-check finding: 确认问题 (problem) or 无问题 (fine, with a reason). */
export const ZLogicalRecord = z.object({
  id: z.string(),
  projectId: z.string(),
  unitId: z.string(),
  unitName: z.string().nullable(),
  code: z.string(),
  codeName: z.string(),
  target: z.string(),
  message: z.string(),
  severity: z.string(),
  result: z.enum(['problem', 'fine']),
  opinion: z.string().nullable(),
  srcSheet: z.string().nullable(),
  srcRow: z.number().nullable(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDate: zDateTime,
});
export type TLogicalRecord = z.input<typeof ZLogicalRecord>;

export const ZLogicalRecordSave = z.object({
  projectId: ZId,
  unitId: ZId,
  code: z.string().min(1).max(40),
  target: z.string().trim().min(1).max(300),
  message: z.string().trim().min(1).max(500),
  severity: z.enum(['error', 'warn', 'info']),
  result: z.enum(['problem', 'fine']),
  opinion: z.string().trim().max(1000).optional().nullable(),
  srcSheet: z.string().max(100).optional().nullable(),
  srcRow: z.number().int().min(0).max(10_000_000).optional().nullable(),
});

export const ZLogicalBillQuery = z.object({ projectId: ZId, code: z.string().min(1).max(40), unitId: ZId.optional() });
export const ZLogicalBill = z.object({
  id: z.string(), unitId: z.string(), unitName: z.string().nullable(), code: z.string(), name: z.string(), unit: z.string().nullable(),
  qty: z.number().nullable(), price: z.number().nullable(), amount: z.number().nullable(), srcSheet: z.string(), srcRow: z.number(),
  /** subject: the item the rule starts from (e.g. the concrete); related: what it expects beside it (the formwork). */
  role: z.enum(['subject', 'related']),
});

const tags = ['quality'];
export const qualityApi = {
  preview: defineCall({ method: 'POST', path: '/b/project/file/excel/preview', tags, summary: '清单文件预览（不入库）', body: ZBoqFileBody, data: ZBoqPreview }),
  importFile: defineCall({ method: 'POST', path: '/b/project/file/import', tags, summary: '导入清单文件为工程', body: ZBoqImportBody, data: ZQcProject }),
  project: defineCall({ method: 'GET', path: '/b/project/:id', tags, summary: '工程（项目→单项→单位工程→分部）', params: ZIdParam, data: ZQcProjectDetail }),
  projectFile: defineCall({ method: 'GET', path: '/b/project/file/:id', tags, summary: '工程的源文件信息', params: ZIdParam, data: ZQcProject }),
  checkedProject: defineCall({ method: 'POST', path: '/b/quality/checkedProject', tags, summary: '可检查的工程（工程库）', body: ZListRequest.optional(), data: z.array(ZQcProject), paged: true }),
  projectKinds: defineCall({ method: 'GET', path: '/b/project/kind/getProjectKindAndCount', tags, summary: '工程分类及数量', data: z.array(z.object({ kind1: z.string().nullable(), kind2: z.string().nullable(), count: z.number() })) }),
  projectFactors: defineCall({ method: 'POST', path: '/b/projectFactors/getProjectFactorsList', tags, summary: '工程特征（面积、结构、地区、时期）', body: ZListRequest.optional(), data: z.array(ZQcProject), paged: true }),

  saveRun: defineCall({ method: 'POST', path: '/b/quality/checkrecord/saveFrom', tags, summary: '保存检查记录', body: ZRunSave, data: ZQcRun }),
  runs: defineCall({ method: 'POST', path: '/b/quality/checkrecord/queryList', tags, summary: '检查记录', body: ZListRequest.optional(), data: z.array(ZQcRun), paged: true }),
  run: defineCall({ method: 'GET', path: '/b/quality/checkrecord/:id', tags, summary: '检查记录详情（进度、计数）', params: ZIdParam, data: ZQcRun }),
  deleteRun: defineCall({ method: 'DELETE', path: '/b/quality/checkrecord/:id', tags, summary: '删除检查记录', params: ZIdParam, data: z.null() }),
  start: defineCall({ method: 'POST', path: '/b/quality/checkrecord/start', tags, summary: '启动检查（后台运行，进度经 websocket 推送）', body: z.object({ id: ZId, jobId: z.string().max(64).optional() }), data: ZQcRun }),
  findings: defineCall({ method: 'POST', path: '/b/quality/check/findFeeCheckByParentId', tags, summary: '检查结果（按检查记录）', body: ZFindingQuery, data: z.array(ZQcFinding), paged: true }),
  setIgnore: defineCall({ method: 'POST', path: '/b/quality/setIgnore', tags, summary: '忽略 / 取消忽略检查结果', body: z.object({ ids: z.array(ZId).min(1, '请选择一条记录！').max(500), ignore: z.boolean(), reason: z.string().trim().max(500).optional() }), data: z.array(ZQcFinding) }),
  setOpinion: defineCall({ method: 'POST', path: '/b/quality/setOpinion', tags, summary: '填写审核意见', body: z.object({ id: ZId, opinion: z.string().trim().max(2000) }), data: ZQcFinding }),
  saveViewState: defineCall({ method: 'POST', path: '/b/quality/saveViewState', tags, summary: '保存查看状态（筛选、展开）', body: z.object({ id: ZId, state: z.record(z.string(), z.unknown()).refine((s) => JSON.stringify(s).length <= 4000, '查看状态过大') }), data: z.null() }),
  billMaterialInfo: defineCall({ method: 'GET', path: '/b/quality/getBillMaterialInfo/:id', tags, summary: '工程清单与人材机（按单位工程）', params: ZIdParam, data: z.array(z.object({ unitId: z.string(), unitName: z.string(), items: z.number(), resources: z.number(), labor: z.number(), total: z.number().nullable() })) }),

  rules: defineCall({ method: 'POST', path: '/b/quality/rangeSet/queryList', tags, summary: '检查项与参数（含区间设置）', body: z.object({}).optional(), data: z.array(ZQcRule.extend({ overrides: z.array(z.object({ id: z.string(), region: z.string(), discipline: z.string(), period: z.string(), params: z.record(z.string(), z.unknown()) })) })) }),
  saveRange: defineCall({
    method: 'POST', path: '/b/quality/rangeSet', tags, summary: '保存检查参数（地区、专业、时期）',
    body: z.object({ id: ZId.optional(), rule: z.string().max(40), region: z.string().max(50).optional(), discipline: z.string().max(10).optional(), period: z.string().max(20).optional(), params: z.record(z.string(), z.unknown()).refine((s) => JSON.stringify(s).length <= 8000, '参数过大') }),
    data: z.object({ id: z.string(), rule: z.string(), region: z.string(), discipline: z.string(), period: z.string(), params: z.record(z.string(), z.unknown()) }),
  }),
  range: defineCall({ method: 'GET', path: '/b/quality/rangeSet/:id', tags, summary: '检查参数', params: ZIdParam, data: z.object({ id: z.string(), rule: z.string(), region: z.string(), discipline: z.string(), period: z.string(), params: z.record(z.string(), z.unknown()) }) }),

  supplyScale: defineCall({
    method: 'POST', path: '/b/quality/project/checkSupplyScale', tags, summary: '指标库样本是否足够（同类工程数与 P10/中位数/P90）',
    body: z.object({ projectId: ZId }),
    data: z.object({
      projectId: z.string(), kind2: z.string().nullable(), structure: z.string().nullable(), samples: z.number(), minSamples: z.number(), enough: z.boolean(),
      indicators: z.array(z.object({
        code: z.string(), name: z.string(), samples: z.number(), enough: z.boolean(), value: z.number().nullable(),
        p10: z.number().nullable(), median: z.number().nullable(), p90: z.number().nullable(),
      })),
    }),
  }),
  logicalList: defineCall({ method: 'GET', path: '/b/quality/logical/:id/checkList', tags, summary: '逻辑检查项（按工程）', params: ZIdParam, data: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })) }),
  logicalCheck: defineCall({
    method: 'POST', path: '/b/quality/logical/check', tags, summary: '逻辑检查（关联性规则，立即返回；附已有的判定）', body: z.object({ projectId: ZId }),
    data: z.array(ZQcFinding.omit({ id: true, runId: true, seq: true, status: true, reason: true, ignoredBy: true, ignoredAt: true, opinion: true, opinionBy: true, opinionAt: true })
      .extend({ code: z.string(), record: ZLogicalRecord.nullable() })),
  }),
  logicalRecords: defineCall({ method: 'POST', path: '/b/quality/logical/queryRecordList', tags, summary: '逻辑检查记录（某工程的判定）', body: ZListRequest, data: z.array(ZLogicalRecord), paged: true }),
  logicalBills: defineCall({ method: 'POST', path: '/b/quality/logical/billList', tags, summary: '逻辑检查项相关的清单项', body: ZLogicalBillQuery, data: z.array(ZLogicalBill) }),
  logicalSave: defineCall({ method: 'PUT', path: '/b/quality/logical/saveCheckRecord', tags, summary: '保存逻辑检查判定（确认问题 / 无问题）', body: ZLogicalRecordSave, data: ZLogicalRecord }),
};

/** Per-rule calls: POST /b/quality/check/<rule> answers that rule's findings of a run. */
export const QC_RULE_CALL_CODES = [
  'analyzerBillAndMaterial', 'checkBillPrice', 'checkResourcePrice', 'branchValencyCheck', 'branchFeeBalanceCheck', 'projectAmountCheck',
  'measuresRateCheck', 'taxCheck', 'provisionalCheck', 'lawfeeCheck', 'profitRateCheck', 'laborRateCheck', 'costRangeCheck', 'economicCheck',
  'quantityCheck', 'materialCheck', 'relativityCheck', 'expandCheck',
] as const;
export const qualityRuleCall = (code: string) => defineCall({
  method: 'POST', path: `/b/quality/check/${code}`, tags, summary: `检查结果：${code}`, body: ZRuleFindingQuery, data: z.array(ZQcFinding), paged: true,
});
export const qualityRuleApi = Object.fromEntries(QC_RULE_CALL_CODES.map((c) => [c, qualityRuleCall(c)])) as Record<typeof QC_RULE_CALL_CODES[number], ReturnType<typeof qualityRuleCall>>;
