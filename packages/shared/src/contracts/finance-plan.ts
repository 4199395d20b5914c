/**
 * Finance, fourth slice (spec 3 §4 Project tracking: confirm follow, give up follow, sign status;
 * §7 /b/projectTracking/*, /b/okr/* (OKR goals with a split tree); §2 /b/business-objectives,
 * plan-method, plan-production): project tracking and objectives. Messages: ours (spec gives none).
 */
import { z } from 'zod';
import { ZIdParam, ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

export const FIN_PLAN_MSG = {
  NAME: '请输入项目名称',
  TRACKING_MISSING: '跟踪项目不存在或无权查看',
  NOT_PENDING: '只有待确认或已放弃的项目可以确认跟踪',
  NOT_FOLLOWING: '只有跟踪中的项目可以登记签约状态',
  GIVE_UP_REASON: '请输入放弃原因',
  GIVE_UP_SIGNED: '已签约的项目不能放弃跟踪',
  SIGN_CONTRACT: '请选择签约的合同',
  CONTRACT_MISSING: '合同不存在或无权查看',
  DELETE_BLOCKED: '只能删除未认款的待确认或已放弃项目',
  AMOUNT: '预计金额应大于0，最多两位小数',
  GOAL_MISSING: '目标不存在或无权查看',
  GOAL_NAME: '请输入目标名称',
  YEAR: '年份应为 2000–2100',
  TARGET: '目标金额应不小于0，最多两位小数',
  MONTHS: '请填写12个月的目标',
  MONTH_SUM: (sum: string, target: string) => `各月目标之和（${sum}）应等于年度目标（${target}）`,
  LEVEL_PARENT: '公司目标没有上级；部门目标的上级是公司目标；个人目标的上级是其部门的目标',
  DEPT: '请选择部门',
  USER: '请选择人员',
  USER_DEPT: '人员不属于上级目标的部门',
  DUPLICATE: '该年度已有同一对象的目标',
  SPLIT_OVER: (what: string, left: string) => `分解目标超过上级${what}（可分解 ${left} 元）`,
  BELOW_CHILDREN: (sum: string) => `目标不能低于已分解给下级的 ${sum} 元`,
  HAS_CHILDREN: '请先删除下级目标',
} as const;

const id = (msg: string) => z.string({ error: msg }).min(1, msg).max(64, msg);
const optText = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish();
const money = (msg: string) => z.number({ error: msg }).finite().min(0, msg).max(1e13, msg).multipleOf(0.01, msg);

// ---- project tracking (项目跟踪) ------------------------------------------------------------

/** status: 0 待确认, 1 跟踪中, 2 已放弃; signStatus: 0 未签约, 1 已签约, 2 未中标. */
export const TRACKING_STATUS = { PENDING: 0, FOLLOWING: 1, GIVEN_UP: 2 } as const;
export const SIGN_STATUS = { UNSIGNED: 0, SIGNED: 1, LOST: 2 } as const;

export const ZTracking = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  customer: z.string().nullable(),
  businessType: z.number(),
  expectedAmount: z.number().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  status: z.number(),
  signStatus: z.number(),
  contractId: z.string().nullable(),
  contractName: z.string().nullable(),
  giveUpReason: z.string().nullable(),
  followDate: z.string().nullable(),
  remark: z.string().nullable(),
  /** Money claimed on it (认款 kind business). */
  received: z.number(),
  createdDate: zDateTime,
  version: z.number(),
});
export type TTracking = z.infer<typeof ZTracking>;

export const ZTrackingSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  name: z.string({ error: FIN_PLAN_MSG.NAME }).trim().min(1, FIN_PLAN_MSG.NAME).max(200, '项目名称不能超过200个字符'),
  customer: optText(200),
  businessType: z.number().int().min(1).max(9).default(1),
  expectedAmount: z.number({ error: FIN_PLAN_MSG.AMOUNT }).finite().positive(FIN_PLAN_MSG.AMOUNT).max(1e13, FIN_PLAN_MSG.AMOUNT)
    .multipleOf(0.01, FIN_PLAN_MSG.AMOUNT).nullish(),
  followDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD').nullish(),
  remark: optText(1000),
});
export type TTrackingSave = z.input<typeof ZTrackingSave>;

export const ZTrackingId = z.object({ id: id(FIN_PLAN_MSG.TRACKING_MISSING) });
export const ZTrackingGiveUp = z.object({ id: id(FIN_PLAN_MSG.TRACKING_MISSING), reason: z.string({ error: FIN_PLAN_MSG.GIVE_UP_REASON }).trim().min(1, FIN_PLAN_MSG.GIVE_UP_REASON).max(500) });
export const ZTrackingSign = z.object({
  id: id(FIN_PLAN_MSG.TRACKING_MISSING),
  signStatus: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '签约状态不正确' }),
  contractId: z.string().max(64).nullish(),
});

const PT = '/b/projectTracking';
const tags = ['finance'];

export const projectTrackingApi = {
  queryList: defineCall({
    method: 'POST', path: `${PT}/queryList`, tags, summary: '项目跟踪（params: status, signStatus, name, customer, deptId）', body: ZListRequest.optional(), data: z.array(ZTracking), paged: true,
  }),
  get: defineCall({ method: 'GET', path: `${PT}/:id`, tags, summary: '一个跟踪项目', params: ZIdParam, data: ZTracking }),
  save: defineCall({ method: 'POST', path: `${PT}/save`, tags, summary: '登记或修改跟踪项目（负责人为登记人）', body: ZTrackingSave, data: ZTracking }),
  confirmFollow: defineCall({ method: 'POST', path: `${PT}/confirmFollow`, tags, summary: '确认跟踪（待确认或已放弃 → 跟踪中）', body: ZTrackingId, data: ZTracking }),
  giveUpFollow: defineCall({ method: 'POST', path: `${PT}/giveUpFollow`, tags, summary: '放弃跟踪（须填原因；已签约的不能放弃）', body: ZTrackingGiveUp, data: ZTracking }),
  signStatus: defineCall({ method: 'POST', path: `${PT}/signStatus`, tags, summary: '签约状态：未签约 / 已签约（关联合同）/ 未中标', body: ZTrackingSign, data: ZTracking }),
  delete: defineCall({ method: 'POST', path: `${PT}/delete`, tags, summary: '删除未认款的待确认或已放弃项目', body: ZTrackingId, data: z.null() }),
};

// ---- objectives (OKR 目标, split tree) --------------------------------------------------------

export const OKR_LEVELS = ['company', 'dept', 'person'] as const;

export const ZOkrGoal = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.enum(OKR_LEVELS),
  year: z.number(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  name: z.string(),
  keyResults: z.string().nullable(),
  target: z.number(),
  monthTargets: z.array(z.number()),
  /** Recognised income (excl. VAT) of the year, per month and in total. */
  actual: z.number(),
  monthActuals: z.array(z.number()),
  /** actual / target (0 when no target), rounded to 4 decimals. */
  progress: z.number(),
  /** Σ of the children's targets. */
  splitTotal: z.number(),
  version: z.number(),
  get children() { return z.array(ZOkrGoal).optional(); },
});
export type TOkrGoal = z.infer<typeof ZOkrGoal>;

export const ZOkrSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  parentId: z.string().max(64).nullish(),
  level: z.enum(OKR_LEVELS, { error: FIN_PLAN_MSG.LEVEL_PARENT }),
  year: z.number({ error: FIN_PLAN_MSG.YEAR }).int(FIN_PLAN_MSG.YEAR).min(2000, FIN_PLAN_MSG.YEAR).max(2100, FIN_PLAN_MSG.YEAR),
  deptId: z.string().max(64).nullish(),
  userId: z.string().max(64).nullish(),
  name: z.string({ error: FIN_PLAN_MSG.GOAL_NAME }).trim().min(1, FIN_PLAN_MSG.GOAL_NAME).max(200),
  keyResults: optText(2000),
  target: money(FIN_PLAN_MSG.TARGET),
  /** 12 monthly targets, Σ = target; absent: the target spread evenly (the last month takes the rest). */
  monthTargets: z.array(money(FIN_PLAN_MSG.TARGET)).length(12, FIN_PLAN_MSG.MONTHS).optional(),
});
export type TOkrSave = z.input<typeof ZOkrSave>;

const OKR = '/b/okr';
export const okrApi = {
  queryTree: defineCall({
    method: 'POST', path: `${OKR}/queryTree`, tags, summary: '一年的目标分解树（公司 → 部门 → 个人），含各月目标与确认收入',
    body: z.object({ year: z.number({ error: FIN_PLAN_MSG.YEAR }).int().min(2000, FIN_PLAN_MSG.YEAR).max(2100, FIN_PLAN_MSG.YEAR) }), data: z.array(ZOkrGoal),
  }),
  get: defineCall({ method: 'GET', path: `${OKR}/:id`, tags, summary: '一个目标（含下级）', params: ZIdParam, data: ZOkrGoal }),
  save: defineCall({ method: 'POST', path: `${OKR}/save`, tags, summary: '新增或修改目标（分解不超过上级，不低于已分解）', body: ZOkrSave, data: ZOkrGoal }),
  delete: defineCall({ method: 'DELETE', path: `${OKR}/:id`, tags, summary: '删除没有下级的目标', params: ZIdParam, data: z.null() }),
};

// ---- plan method (计划方式) and production plan (产值计划), on the objectives ---------------------

/** share: each department a percentage of the company goal; last_year: by last year's recognised income; manual: split by hand. */
export const PLAN_METHODS = ['share', 'last_year', 'manual'] as const;

export const FIN_PLAN_METHOD_MSG = {
  METHOD: '请选择计划方式',
  SHARE: '部门比例应大于0、不超过100，最多两位小数',
  SHARE_SUM: (sum: string) => `各部门比例之和（${sum}%）不能超过100%`,
  SHARE_EMPTY: '按部门比例分解须至少填写一个部门',
  SHARE_DUP: '部门比例中有重复的部门',
  MANUAL: '手工分解无需应用，请在经营目标中逐个分解',
  NO_COMPANY: '请先建立该年度的公司目标',
  NO_LAST_YEAR: '上年度没有确认收入，无法按上年收入分解',
  BELOW_CHILDREN: (dept: string, sum: string) => `${dept}的目标不能低于已分解给个人的 ${sum} 元`,
  OVER_COMPANY: (what: string, left: string) => `部门目标之和超过公司${what}（可分解 ${left} 元）`,
  IMPORT_LEVEL: '层级应为 公司、部门 或 个人',
  IMPORT_PARENT: '上级目标不存在或无权查看（先建公司目标，再建部门目标，最后个人目标；同一文件中上级须在前）',
  IMPORT_DUP: '文件中同一对象的目标重复',
  IMPORT_MONTHS: '各月目标须12个月都填写或都不填',
  IMPORT_USER_DEPT: '人员没有所属部门',
} as const;

export const ZPlanShare = z.object({
  deptId: id(FIN_PLAN_MSG.DEPT),
  share: z.number({ error: FIN_PLAN_METHOD_MSG.SHARE }).finite().gt(0, FIN_PLAN_METHOD_MSG.SHARE).max(100, FIN_PLAN_METHOD_MSG.SHARE).multipleOf(0.01, FIN_PLAN_METHOD_MSG.SHARE),
});

const ZYear = z.number({ error: FIN_PLAN_MSG.YEAR }).int(FIN_PLAN_MSG.YEAR).min(2000, FIN_PLAN_MSG.YEAR).max(2100, FIN_PLAN_MSG.YEAR);

export const ZPlanMethodSave = z.object({
  year: ZYear,
  method: z.enum(PLAN_METHODS, { error: FIN_PLAN_METHOD_MSG.METHOD }),
  shares: z.array(ZPlanShare).max(500).default([]),
  remark: optText(1000),
});
export type TPlanMethodSave = z.input<typeof ZPlanMethodSave>;

/** What applying the method would give one department (and what it has now). */
export const ZPlanAllocation = z.object({
  deptId: z.string(),
  deptName: z.string().nullable(),
  /** The share in % (share), last year's recognised income (last_year). */
  weight: z.number(),
  target: z.number(),
  monthTargets: z.array(z.number()),
  /** The department's goal today (null: none yet). */
  currentTarget: z.number().nullable(),
  /** Σ handed down to persons: the floor of the new target. */
  splitTotal: z.number(),
});

export const ZPlanMethod = z.object({
  year: z.number(),
  method: z.enum(PLAN_METHODS),
  shares: z.array(z.object({ deptId: z.string(), deptName: z.string().nullable(), share: z.number() })),
  remark: z.string().nullable(),
  appliedAt: zDateTime.nullable(),
  appliedByName: z.string().nullable(),
  /** The year's company goal (null: none yet). */
  companyGoal: z.object({ id: z.string(), name: z.string(), target: z.number() }).nullable(),
  /** The allocation the method gives (empty for manual, or without a company goal). */
  preview: z.array(ZPlanAllocation),
  /** Why there is no preview (e.g. no company goal), null otherwise. */
  previewNote: z.string().nullable(),
  version: z.number().nullable(),
});
export type TPlanMethod = z.infer<typeof ZPlanMethod>;

const ZRate = z.number().nullable();
export const ZProductionRow = z.object({
  goalId: z.string(),
  level: z.enum(OKR_LEVELS),
  name: z.string(),
  deptName: z.string().nullable(),
  userName: z.string().nullable(),
  target: z.number(),
  /** Per month 1..12: planned output (the goal's month target), recognised income, completion rate (null when nothing planned). */
  months: z.array(z.object({ plan: z.number(), actual: z.number(), rate: ZRate })),
  /** Months 1..asOf. */
  toDatePlan: z.number(),
  toDateActual: z.number(),
  toDateRate: ZRate,
  yearActual: z.number(),
  yearRate: ZRate,
});
export type TProductionRow = z.infer<typeof ZProductionRow>;

export const ZProduction = z.object({ year: z.number(), asOf: z.number(), rows: z.array(ZProductionRow) });
export type TProduction = z.infer<typeof ZProduction>;

export const planMethodApi = {
  get: defineCall({ method: 'POST', path: `${OKR}/planMethod/get`, tags, summary: '一年的计划方式及按其分解的部门目标预览', body: z.object({ year: ZYear }), data: ZPlanMethod }),
  save: defineCall({ method: 'POST', path: `${OKR}/planMethod/save`, tags, summary: '保存计划方式（按部门比例 / 按上年收入 / 手工）', body: ZPlanMethodSave, data: ZPlanMethod }),
  apply: defineCall({
    method: 'POST', path: `${OKR}/planMethod/apply`, tags, summary: '按计划方式把公司目标分解到部门（新建或改写部门目标，不低于已分解给个人的）',
    body: z.object({ year: ZYear }), data: ZPlanMethod,
  }),
};

export const productionApi = {
  query: defineCall({
    method: 'POST', path: `${OKR}/production`, tags, summary: '产值计划：各部门 / 个人每月计划产值、确认收入与完成率',
    body: z.object({
      year: ZYear,
      /** Completion to date counts months 1..month (default: this month this year, 12 for past years, 0 for later years). */
      month: z.number().int().min(0).max(12).optional(),
      level: z.enum(OKR_LEVELS).optional(),
      deptId: z.string().max(64).optional(),
    }),
    data: ZProduction,
  }),
};
