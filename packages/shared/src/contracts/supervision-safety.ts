/**
 * Engineering supervision, safety part (spec 2 §2, §3, §7 /b/supervise/*; domain/supervision.md
 * §2.1, §2.3, §3): 工程暂停令 and 复工申请 with their approval flow, the 危大工程 registry with the
 * 31号 thresholds, 监理实施细则.
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZFlowStart } from './workflow.js';

/** Messages of this part: the spec's where it has one (§5, §8), else (wording ours). */
export const SAFETY_MSG = {
  STOP_NOT_FOUND: '工程暂停令不存在或无权查看', // (wording ours)
  LEVEL_REQUIRED: '请选择停工级别', // (wording ours)
  REASON_REQUIRED: '请输入暂停原因', // (wording ours)
  RANGE_REQUIRED: '请选择或输入停工范围', // (wording ours)
  STOP_DATE_REQUIRED: '请输入暂停时间（YYYY-MM-DD HH:mm）', // (wording ours)
  STOP_DATE_FORMAT: '时间格式应为YYYY-MM-DD HH:mm', // spec §5 date-time format (wording ours)
  PROBLEM_OTHER_PROJECT: '所选问题不属于该项目', // (wording ours)
  UNIT_PROJECT_REQUIRED: '请先选择单位工程', // spec §5
  PART_NOT_UNDER_UNIT: '所选部位不属于该单位工程', // (wording ours)
  STOP_NOT_STOPPED: '该暂停令当前不是停工中，不能申请复工', // (wording ours)
  STOP_ALREADY_APPLYING: '该暂停令已有复工申请在审批中', // (wording ours)
  RESUME_NOT_FOUND: '复工申请不存在或无权查看', // (wording ours)
  RESUME_DATE_REQUIRED: '请选择复工日期', // (wording ours)
  RESUME_CONDITIONS_REQUIRED: '请输入复工条件', // (wording ours)
  STOP_REQUIRED: '请选择关联的工程暂停令', // (wording ours)
  RESUME_LOCKED: '复工申请已提交审批，不能修改', // (wording ours)
  RESUME_BEFORE_STOP: '复工日期不能早于暂停日期', // (wording ours)
  SAVE_FIRST: '请先保存', // spec §4/§8
  NOT_CREATOR: '只有创建人可以修改', // spec §4/§6 (wording ours)
  START_OK: '启动成功', // spec §8
  HAZARD_NOT_FOUND: '危大工程不存在或无权查看', // (wording ours)
  HAZARD_NAME_REQUIRED: '请输入危大工程名称', // (wording ours)
  HAZARD_CATEGORY_REQUIRED: '请选择危大工程类别', // (wording ours)
  HAZARD_BELOW_THRESHOLD: '所填参数未达到危大工程标准（建办质〔2018〕31号）', // (wording ours)
  HAZARD_PARAM_INVALID: '参数应为不小于0的数值', // (wording ours)
  HAZARD_LOCKED: '方案已审查，危大工程的类别和参数不能再修改', // (wording ours)
  HAZARD_STATE: '危大工程当前状态不能进行该操作', // (wording ours)
  SCHEME_REQUIRED: '请输入专项施工方案名称', // (wording ours)
  EXPERT_ONLY_SUPER: '只有超过一定规模的危大工程需要专家论证', // (wording ours)
  EXPERTS_TOO_FEW: '专家论证的专家不少于5人', // 住建部令第37号 §12 (wording ours)
  EXPERT_VERDICT_REQUIRED: '请选择专家论证结论', // (wording ours)
  SUPER_NEEDS_EXPERT: '超过一定规模的危大工程未经专家论证通过，不能验收', // 37号令 §12 (wording ours)
  DATE_REQUIRED: '请选择日期', // (wording ours)
  RULE_NOT_FOUND: '监理细则不存在或无权查看', // (wording ours)
  RULE_NAME_REQUIRED: '请输入细则名称', // spec §5 (请输入)
  RULE_STAFF_REQUIRED: '请选择编制人', // spec §5 (请输入)
  RULE_CONTROLLED: '受控文件不能修改，请先改为非受控', // spec §4 (wording ours)
  RULE_IN_FLOW: '细则审批中或已审批，不能修改', // spec §4 (wording ours)
  DIRECTOR_REQUIRED: '请先在监理项目中设置总监理工程师', // (wording ours)
} as const;

const M = SAFETY_MSG;
const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish().transform((v) => (v ? v : null));
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `不能超过${max}个字符`);
const id64 = z.string().min(1).max(64);
const optId = z.string().max(64).nullish().transform((v) => (v ? v : null));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const zDay = (message: string) => z.string({ error: message }).regex(ISO_DATE, message).refine(realDay, { message });
const optDay = z.union([zDay('日期格式应为YYYY-MM-DD'), z.literal(''), z.null()]).optional().transform((v) => (v ? v : null));
/** YYYY-MM-DD HH:mm (spec §5 date-time). */
const zDayTime = z.string({ error: M.STOP_DATE_REQUIRED }).min(1, M.STOP_DATE_REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, M.STOP_DATE_FORMAT).refine((s) => realDay(s.slice(0, 10)), { message: M.STOP_DATE_FORMAT });

export const ZSafetyIdParam = z.object({ id: id64 });

// ---------------------------------------------------------------------------
// 工程暂停令 (A.0.5) and 复工申请 (B.0.3)
// ---------------------------------------------------------------------------

export const STOP_WORK_STATE = {
  STOPPED: { value: 'STOPPED', label: '停工中' },
  APPLYING: { value: 'APPLYING', label: '复工申请中' },
  RESUMED: { value: 'RESUMED', label: '已复工' },
} as const;
export type StopWorkState = keyof typeof STOP_WORK_STATE;

export const STOP_WORK_LEVELS = { '1': '全面停工', '2': '局部停工', '3': '工序停工' } as const;

/** The picker row of spec §3 plus what the order page shows. */
export const ZStopWork = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  stopWorkCode: z.string(),
  constructionUnitName: z.string().nullable(),
  stopWorkRange: z.string(),
  stopWorkOrderLevel: z.string(),
  stopWorkOrderLevelName: z.string(),
  reasonType: z.string().nullable(),
  reason: z.string(),
  unitNodeId: z.string().nullable(),
  partNodeId: z.string().nullable(),
  stopDate: z.string(),
  rectificationDate: z.string().nullable(),
  requirement: z.string().nullable(),
  problemIds: z.array(z.string()),
  hazardId: z.string().nullable(),
  state: z.string(),
  stateName: z.string(),
  resumeDate: z.string().nullable(),
  issuedBy: z.string().nullable(),
  issuedByName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
});
export type TStopWork = z.input<typeof ZStopWork>;

export const ZStopWorkIssue = z.object({
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  level: z.enum(['1', '2', '3'], { error: M.LEVEL_REQUIRED }),
  reasonType: text(8),
  reason: required(M.REASON_REQUIRED, 2000),
  constructionUnitName: text(200),
  unitNodeId: optId,
  partNodeId: optId,
  /** Free text scope; built from the chosen nodes when empty. */
  stopWorkRange: text(500),
  stopDate: zDayTime,
  rectificationDate: optDay,
  requirement: text(2000),
  problemIds: z.array(z.string().min(1).max(64)).max(200, '一次最多关联200个问题').optional(),
  hazardId: optId,
});
export type TStopWorkIssue = z.input<typeof ZStopWorkIssue>;

/** 复工申请 with every field of spec §3 (read-only ones derived from the project and the order). */
export const ZResumeWork = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  businessCode: z.string().nullable(),
  projectDirectorName: z.string().nullable(),
  projectDeptName: z.string().nullable(),
  stopWorkId: z.string(),
  stopWorkCode: z.string(),
  stopWorkOrderLevelName: z.string(),
  code: z.string(),
  constructionUnitName: z.string().nullable(),
  stopDate: z.string(),
  resumeDate: z.string(),
  stopWorkRange: z.string(),
  reviewerId: z.string().nullable(),
  reviewerName: z.string().nullable(),
  submitterId: z.string().nullable(),
  submitterName: z.string().nullable(),
  submitTime: zDateTime.nullable(),
  stopReason: z.string().nullable(),
  resumeConditions: z.string(),
  rectificationOpinion: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  procInstId: z.string().nullable(),
  curNodeName: z.string().nullable(),
  stopWorkState: z.string(),
  stopWorkStateName: z.string(),
  createdBy: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
});
export type TResumeWork = z.input<typeof ZResumeWork>;

export const ZResumeWorkSave = z.object({
  id: z.string().max(64).optional(),
  stopWorkId: z.string({ error: M.STOP_REQUIRED }).min(1, M.STOP_REQUIRED).max(64),
  resumeDate: zDay(M.RESUME_DATE_REQUIRED),
  reviewerId: optId,
  stopReason: text(2000),
  resumeConditions: required(M.RESUME_CONDITIONS_REQUIRED, 4000),
  rectificationOpinion: text(4000),
});
export type TResumeWorkSave = z.input<typeof ZResumeWorkSave>;

// ---------------------------------------------------------------------------
// 危大工程 (住建部令第37号, 建办质〔2018〕31号)
// ---------------------------------------------------------------------------

/** One numeric threshold of a category: ≥ `danger` is 危大 (附件一), ≥ `super` is 超危大 (附件二). */
export interface HazardMetric {
  key: string;
  label: string;
  unit: string;
  danger?: number;
  super?: number;
  /** The HAZARD_CATEGORY sub-items hit at each level. */
  dangerItem?: string;
  superItem?: string;
}
export interface HazardCategoryRule {
  code: string;
  name: string;
  metrics: HazardMetric[];
  /** Sub-items a user may state without a number (工具式模板, 拆除, 暗挖 …): 危大 / 超危大. */
  qualitativeItem?: string;
  qualitativeSuperItem?: string;
}

/** The thresholds of 建办质〔2018〕31号 附件一/附件二 ("含/及以上" = ≥; loads are design values). */
export const HAZARD_RULES: readonly HazardCategoryRule[] = [
  { code: '01', name: '基坑工程', qualitativeItem: '0102', metrics: [
    { key: 'excavation_depth_m', label: '开挖深度', unit: 'm', danger: 3, super: 5, dangerItem: '0101', superItem: '0103' },
  ] },
  { code: '02', name: '模板工程及支撑体系', qualitativeItem: '0201', qualitativeSuperItem: '0204', metrics: [
    { key: 'height_m', label: '搭设高度', unit: 'm', danger: 5, super: 8, dangerItem: '0202', superItem: '0205' },
    { key: 'span_m', label: '搭设跨度', unit: 'm', danger: 10, super: 18, dangerItem: '0202', superItem: '0205' },
    { key: 'total_load_kn_m2', label: '施工总荷载', unit: 'kN/m²', danger: 10, super: 15, dangerItem: '0202', superItem: '0205' },
    { key: 'line_load_kn_m', label: '集中线荷载', unit: 'kN/m', danger: 15, super: 20, dangerItem: '0202', superItem: '0205' },
    { key: 'point_load_kn', label: '承重支撑单点集中荷载', unit: 'kN', super: 7, superItem: '0206' },
  ] },
  { code: '03', name: '起重吊装及起重机械安装拆卸工程', qualitativeItem: '0302', metrics: [
    { key: 'single_lift_kn', label: '非常规起重单件起吊重量', unit: 'kN', danger: 10, super: 100, dangerItem: '0301', superItem: '0304' },
    { key: 'crane_capacity_kn', label: '起重机械起重量', unit: 'kN', super: 300, superItem: '0305' },
    { key: 'total_height_m', label: '起重机械搭设总高度', unit: 'm', super: 200, superItem: '0305' },
    { key: 'base_elevation_m', label: '起重机械搭设基础标高', unit: 'm', super: 200, superItem: '0305' },
  ] },
  { code: '04', name: '脚手架工程', qualitativeItem: '0402', metrics: [
    { key: 'height_m', label: '落地式钢管脚手架搭设高度', unit: 'm', danger: 24, super: 50, dangerItem: '0401', superItem: '0407' },
    { key: 'lift_height_m', label: '附着式升降脚手架提升高度', unit: 'm', super: 150, superItem: '0408' },
    { key: 'segment_height_m', label: '悬挑式脚手架分段架体搭设高度', unit: 'm', super: 20, superItem: '0409' },
  ] },
  { code: '05', name: '拆除工程', qualitativeItem: '0501', qualitativeSuperItem: '0502', metrics: [] },
  { code: '06', name: '暗挖工程', qualitativeItem: '0601', qualitativeSuperItem: '0602', metrics: [] },
  { code: '07', name: '其它', qualitativeItem: '0701', qualitativeSuperItem: '0712', metrics: [
    { key: 'curtain_height_m', label: '建筑幕墙施工高度', unit: 'm', super: 50, superItem: '0707' },
    { key: 'steel_span_m', label: '钢结构安装跨度', unit: 'm', super: 36, superItem: '0708' },
    { key: 'grid_span_m', label: '网架和索膜结构跨度', unit: 'm', super: 60, superItem: '0708' },
    { key: 'pile_depth_m', label: '人工挖孔桩开挖深度', unit: 'm', super: 16, superItem: '0709' },
    { key: 'weight_kn', label: '整体顶升、平移、转体结构重量', unit: 'kN', super: 1000, superItem: '0711' },
  ] },
];

export const HAZARD_LEVEL = { DANGER: { value: 1, label: '危大工程' }, SUPER: { value: 2, label: '超过一定规模的危大工程' } } as const;

export interface HazardClassification {
  /** 0 below every threshold, 1 危大, 2 超危大. */
  level: 0 | 1 | 2;
  item: string | null;
  reason: string;
}

/**
 * 危大 vs 超危大 from the entered parameters: any metric at or over its 附件二 value makes it
 * 超危大, else any at or over its 附件一 value 危大. `qualitative` is the user's statement for what
 * has no number ('danger' = 属于危大工程, 'super' = 超过一定规模).
 */
export function classifyHazard(category: string, params: Record<string, number | null | undefined>, qualitative: 'none' | 'danger' | 'super' = 'none'): HazardClassification {
  const rule = HAZARD_RULES.find((c) => c.code === category);
  if (!rule) return { level: 0, item: null, reason: '' };
  const hits = (lvl: 'danger' | 'super') => rule.metrics.filter((m) => {
    const v = params[m.key];
    const limit = m[lvl];
    return typeof v === 'number' && limit !== undefined && v >= limit;
  });
  const fmt = (m: HazardMetric, lvl: 'danger' | 'super') => `${m.label} ${params[m.key]}${m.unit} ≥ ${m[lvl]}${m.unit}`;
  const supers = hits('super');
  if (supers.length) return { level: 2, item: supers[0].superItem ?? null, reason: supers.map((m) => fmt(m, 'super')).join('；') };
  if (qualitative === 'super' && rule.qualitativeSuperItem) return { level: 2, item: rule.qualitativeSuperItem, reason: '超过一定规模（定性判定）' };
  const dangers = hits('danger');
  if (dangers.length) return { level: 1, item: dangers[0].dangerItem ?? null, reason: dangers.map((m) => fmt(m, 'danger')).join('；') };
  if (qualitative !== 'none' && rule.qualitativeItem) return { level: 1, item: rule.qualitativeItem, reason: '属于危大工程（定性判定）' };
  return { level: 0, item: null, reason: '' };
}

/** HAZARD_STATUS dictionary values (domain §2.3). */
export const HAZARD_STATUS = {
  IDENTIFIED: { value: 1, label: '已识别' },
  SCHEME_DRAFT: { value: 2, label: '方案编制' },
  SCHEME_REVIEWED: { value: 3, label: '方案审查' },
  EXPERT_REVIEW: { value: 4, label: '专家论证' },
  APPROVED: { value: 5, label: '方案已批准' },
  DISCLOSED: { value: 6, label: '已交底' },
  IN_PROGRESS: { value: 7, label: '施工中' },
  ACCEPTED: { value: 8, label: '已验收' },
  CLEARED: { value: 9, label: '已销项' },
  SUSPENDED: { value: 10, label: '暂停施工' },
} as const;

export const EXPERT_VERDICTS = { 1: '通过', 2: '修改后通过', 3: '不通过' } as const;

const zMetric = z.number({ error: M.HAZARD_PARAM_INVALID }).min(0, M.HAZARD_PARAM_INVALID).max(1_000_000, M.HAZARD_PARAM_INVALID);

/** The registry row (spec §3 hazardous project record fields, plus the classification). */
export const ZHazard = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  name: z.string(),
  /** 危大工程 / 超过一定规模的危大工程. */
  scale: z.string(),
  level: z.number(),
  levelReason: z.string(),
  projectType: z.string(),
  projectTypeName: z.string(),
  categoryItem: z.string().nullable(),
  params: z.record(z.string(), z.number()),
  qualitativeSuper: z.boolean(),
  itemId: z.string().nullable(),
  itemName: z.string().nullable(),
  itemId2: z.string().nullable(),
  itemName2: z.string().nullable(),
  scheme: z.string().nullable(),
  schemeReviewDate: z.string().nullable(),
  expertDate: z.string().nullable(),
  expertVerdict: z.number().nullable(),
  expertNames: z.string().nullable(),
  expertOpinion: z.string().nullable(),
  /** Expert review still owed (超危大 without a passing verdict). */
  needsExpert: z.boolean(),
  status: z.number(),
  statusName: z.string(),
  planDate: z.string().nullable(),
  actualDate: z.string().nullable(),
  acceptDate: z.string().nullable(),
  acceptStaff: z.string().nullable(),
  clearDate: z.string().nullable(),
  clearStaffId: z.string().nullable(),
  clearStaff: z.string().nullable(),
  stopDate: z.string().nullable(),
  workDate: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
});
export type THazard = z.input<typeof ZHazard>;

export const ZHazardSave = z.object({
  id: z.string().max(64).optional(),
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  name: required(M.HAZARD_NAME_REQUIRED, 200),
  projectType: z.string({ error: M.HAZARD_CATEGORY_REQUIRED }).regex(/^0[1-7]$/, M.HAZARD_CATEGORY_REQUIRED),
  params: z.record(z.string().max(32), zMetric).refine((r) => Object.keys(r).length <= 20, { message: M.HAZARD_PARAM_INVALID }).optional(),
  /** For what has no number: none, 属于危大工程, 超过一定规模. */
  qualitative: z.enum(['none', 'danger', 'super']).optional(),
  itemId: optId,
  itemId2: optId,
  planDate: optDay,
});
export type THazardSave = z.input<typeof ZHazardSave>;

export const ZHazardScheme = z.object({ scheme: required(M.SCHEME_REQUIRED, 200), schemeReviewDate: zDay(M.DATE_REQUIRED) });
export const ZHazardExpert = z.object({
  expertDate: zDay(M.DATE_REQUIRED),
  expertVerdict: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.EXPERT_VERDICT_REQUIRED }),
  /** Names separated by 、 or commas: at least five (37号令 §12). */
  expertNames: required(M.EXPERTS_TOO_FEW, 500),
  expertOpinion: text(2000),
});
export const ZHazardStart = z.object({ actualDate: zDay(M.DATE_REQUIRED) });
export const ZHazardAccept = z.object({ acceptDate: zDay(M.DATE_REQUIRED), acceptStaff: text(100) });
export const ZHazardClear = z.object({ clearDate: zDay(M.DATE_REQUIRED), clearStaffId: optId });

// ---------------------------------------------------------------------------
// 监理实施细则
// ---------------------------------------------------------------------------

export const ZSupRule = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  businessCode: z.string().nullable(),
  projectDirectorName: z.string().nullable(),
  projectDeptName: z.string().nullable(),
  name: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  fileStatus: z.string(),
  fileStatusName: z.string(),
  remark: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  procInstId: z.string().nullable(),
  curNodeName: z.string().nullable(),
  /** Whether the caller may edit it now (creator, not controlled, not in or past approval). */
  editable: z.boolean(),
  coverFileCount: z.number(),
  contentFileCount: z.number(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
});
export type TSupRule = z.input<typeof ZSupRule>;

export const ZSupRuleSave = z.object({
  id: z.string().max(64).optional(),
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  name: required(M.RULE_NAME_REQUIRED, 200),
  staffId: z.string({ error: M.RULE_STAFF_REQUIRED }).min(1, M.RULE_STAFF_REQUIRED).max(64),
  fileStatus: z.enum(['1', '2']).optional(),
  remark: text(2000),
});
export type TSupRuleSave = z.input<typeof ZSupRuleSave>;

export const ZRuleFileStatus = z.object({ fileStatus: z.enum(['1', '2'], { error: '请选择受控状态' }) });

// ---------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------

const tags = ['supervise'];
const list = <T extends z.ZodTypeAny>(path: string, summary: string, row: T) =>
  defineCall({ method: 'POST', path, tags, summary, body: ZListRequest.optional(), data: z.array(row), paged: true });

export const safetyApi = {
  stopWorkList: list('/b/supervise/stopWorkOrder/queryList', '工程暂停令（选择器：stopWorkCode、constructionUnitName；pageSize 999）', ZStopWork),
  stopWorkGet: defineCall({ method: 'GET', path: '/b/supervise/stopWorkOrder/:id', tags, summary: '工程暂停令详情（stopWorkCode）', params: ZSafetyIdParam, data: ZStopWork }),
  stopWorkIssue: defineCall({ method: 'POST', path: '/b/supervise/stopWorkOrder', tags, summary: '签发工程暂停令（编号连续）', body: ZStopWorkIssue, data: ZStopWork }),
  resumeList: list('/b/supervise/resumeWork/queryList', '复工申请', ZResumeWork),
  resumeGet: defineCall({ method: 'GET', path: '/b/supervise/resumeWork/:id', tags, summary: '复工申请详情', params: ZSafetyIdParam, data: ZResumeWork }),
  resumeSave: defineCall({ method: 'POST', path: '/b/supervise/resumeWork', tags, summary: '保存复工申请（草稿）', body: ZResumeWorkSave, data: ZResumeWork }),
  resumeStart: defineCall({ method: 'POST', path: '/b/supervise/resumeWork/:id/startFlow', tags, summary: '提交复工申请审批', params: ZSafetyIdParam, data: ZFlowStart }),
  hazardList: list('/b/supervise/hazard/queryList', '危大工程（选择器，分页）', ZHazard),
  hazardGet: defineCall({ method: 'GET', path: '/b/supervise/hazard/:id', tags, summary: '危大工程详情', params: ZSafetyIdParam, data: ZHazard }),
  hazardSave: defineCall({ method: 'POST', path: '/b/supervise/hazard', tags, summary: '登记危大工程（危大/超危大由参数判定）', body: ZHazardSave, data: ZHazard }),
  hazardScheme: defineCall({ method: 'POST', path: '/b/supervise/hazard/:id/scheme', tags, summary: '专项施工方案审查', params: ZSafetyIdParam, body: ZHazardScheme, data: ZHazard }),
  hazardExpert: defineCall({ method: 'POST', path: '/b/supervise/hazard/:id/expert', tags, summary: '专家论证（超危大）', params: ZSafetyIdParam, body: ZHazardExpert, data: ZHazard }),
  hazardStart: defineCall({ method: 'POST', path: '/b/supervise/hazard/:id/start', tags, summary: '开始施工', params: ZSafetyIdParam, body: ZHazardStart, data: ZHazard }),
  hazardAccept: defineCall({ method: 'POST', path: '/b/supervise/hazard/:id/accept', tags, summary: '验收（超危大须专家论证通过）', params: ZSafetyIdParam, body: ZHazardAccept, data: ZHazard }),
  hazardClear: defineCall({ method: 'POST', path: '/b/supervise/hazard/:id/clear', tags, summary: '销项', params: ZSafetyIdParam, body: ZHazardClear, data: ZHazard }),
  ruleList: list('/b/supervise/rule/queryList', '监理实施细则', ZSupRule),
  ruleGet: defineCall({ method: 'GET', path: '/b/supervise/rule/:id', tags, summary: '监理实施细则详情', params: ZSafetyIdParam, data: ZSupRule }),
  ruleSave: defineCall({ method: 'POST', path: '/b/supervise/rule', tags, summary: '保存监理实施细则（受控或审批中不能修改）', body: ZSupRuleSave, data: ZSupRule }),
  ruleFileStatus: defineCall({
    method: 'PUT', path: '/b/supervise/rule/:id/fileStatus', tags, summary: '受控 / 非受控', params: ZSafetyIdParam, body: ZRuleFileStatus, data: ZSupRule,
  }),
  ruleStart: defineCall({ method: 'POST', path: '/b/supervise/rule/:id/startFlow', tags, summary: '提交细则审批（总监）', params: ZSafetyIdParam, data: ZFlowStart }),
};
