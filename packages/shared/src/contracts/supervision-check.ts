/**
 * Supervision checks and check items (spec 2 §3 Score item / Score-detail row / Check item / Person exit
 * plan row, §4 scoring states, §5, §7): company (cms) and project (pms) checks scored on the JGJ 59-2011
 * tables, the check items of a patrol record or a check picked from the node items, the staff of a
 * person exit plan, an asset's type and the contracts of a report period.
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZSupProblem } from './supervision.js';
import { zSupDay } from './supervision-records.js';

export const SUP_CHECK_MSG = {
  ADDED: '成功添加', // spec §7 addList
  DELETED: '成功删除', // spec §7 delList
  SELECTED: '成功选择', // spec §7 selectFromNodeItems
  SELECT_ITEM: '请选择检查项', // spec §5 grading needs a selected check item
  SELECT_DELETE: '请选择需要删除的检查项', // spec §5
  CHECK_NOT_FOUND: '检查记录不存在或无权查看', // (wording ours)
  CHECK_NAME_REQUIRED: '请输入检查名称', // (wording ours)
  CHECK_DATE_REQUIRED: '请选择检查日期', // (wording ours)
  TABLE_NOT_FOUND: '检查评分表不存在', // (wording ours)
  TABLE_NOT_ADDED: '该检查未添加此检查评分表', // (wording ours)
  ITEM_NOT_IN_TABLE: '检查项不属于该检查评分表', // (wording ours)
  SCORE_RANGE: '扣减分数应在0到应得分之间', // (wording ours)
  SOURCE_NOT_FOUND: '检查来源不存在或无权查看', // (wording ours)
  SOURCE_LOCKED: '来源记录已发起，不能修改检查项', // (wording ours)
  CHECK_ITEM_NOT_FOUND: '检查项不存在或无权查看', // (wording ours)
  CONTENT_REQUIRED: '请输入检查内容', // (wording ours)
  PLAN_NOT_FOUND: '退场计划不存在或无权查看', // (wording ours)
  STAFF_NOT_FOUND: '退场人员不存在或无权查看', // (wording ours)
  STAFF_NAME_REQUIRED: '请输入姓名', // (wording ours)
  ASSET_NOT_FOUND: '固定资产不存在或无权查看', // (wording ours)
  PERIOD_INVALID: '报告期不正确', // (wording ours)
} as const;
const C = SUP_CHECK_MSG;

const id64 = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish();
const tags = ['supervise'];

export const SUP_CHECK_SCOPES = ['cms', 'pms'] as const;
export type SupCheckScope = (typeof SUP_CHECK_SCOPES)[number];
const ZTask = z.object({ taskId: id64 });
const ZCheckParam = ZTask.extend({ id: id64 });
const ZTableParam = ZCheckParam.extend({ tableId: z.string().min(1).max(16) });
const ZItemParam = ZCheckParam.extend({ itemId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------
// Checks and their JGJ 59 tables
// ---------------------------------------------------------------------------

export const ZSupCheck = z.object({
  id: z.string(), businessId: z.string(), businessName: z.string().nullable(), scope: z.string(), name: z.string(), checkDate: z.string(),
  total: z.number().nullable(), grade: z.string().nullable(), gradeName: z.string().nullable(), remark: z.string().nullable(),
  /** The JGJ 59 tables added, with their current score. */
  tableList: z.array(z.object({ code: z.string(), name: z.string(), categoryName: z.string(), actualScore: z.number(), zeroed: z.boolean() })),
  createdBy: z.string().nullable(), createdByName: z.string().nullable(), createdDate: zDateTime, updatedDate: zDateTime, version: z.number(),
  editable: z.boolean(),
});
export type TSupCheck = z.input<typeof ZSupCheck>;

export const ZSupCheckSave = z.object({
  id: id64.nullish(),
  name: z.string({ error: C.CHECK_NAME_REQUIRED }).trim().min(1, C.CHECK_NAME_REQUIRED).max(100, '不能超过100个字符'),
  checkDate: zSupDay(),
  remark: text(500),
  version: z.number().int().optional(),
});

/** Score-detail row (spec §3): one item of a table with its problem counts. */
export const ZScoreDetailRow = z.object({
  id: z.string(), name: z.string(), kind: z.string(), standard: z.string(), baseScore: z.number(),
  /** Points deducted (null: not scored), 实得分 = base − deduction (0 when the base is 0 or 缺项). */
  deduction: z.number().nullable(), score: z.number(), na: z.boolean(),
  problemCount: z.number(), resolvedProblemCount: z.number(),
});
export const ZScoreDetail = z.object({
  code: z.string(), name: z.string(), rows: z.array(ZScoreDetailRow),
  score: z.number(), guaranteeSubtotal: z.number().nullable(), zeroed: z.boolean(),
  total: z.number().nullable(), grade: z.string().nullable(), gradeName: z.string().nullable(),
});
export type TScoreDetail = z.input<typeof ZScoreDetail>;

/** POST …/table/{tableId}: the list of id (item code) and score (points deducted; na = 缺项). */
export const ZScoreRows = z.array(z.object({
  id: z.string().min(1).max(16),
  score: z.number({ error: C.SCORE_RANGE }).min(0, C.SCORE_RANGE).max(100, C.SCORE_RANGE).nullish(),
  na: z.boolean().optional(),
})).max(60);

const ZIdList = (message: string) => z.array(z.string().min(1).max(64), { error: message }).min(1, message).max(50);

export const ZProblemLink = z.object({ ids: ZIdList('请选择一条记录！'), unlink: z.boolean().optional() });

// ---------------------------------------------------------------------------
// Check items of a source
// ---------------------------------------------------------------------------

export const ZSupCheckItem = z.object({
  id: z.string(), sourceId: z.string(), sourceType: z.string(), businessId: z.string(), checkCategory: z.string().nullable(),
  nodeItemCode: z.string().nullable(), checkContent: z.string(), checkOpinion: z.string().nullable(), qualified: z.boolean().nullable(),
  projectNodeId: z.string().nullable(), projectNodeName: z.string().nullable(), patrolNodeId: z.string().nullable(),
  patrolNodeName: z.string().nullable(), status: z.number(), score: z.number().nullable(),
  /** 发现问题N项，已整改问题M项 of this item, as "N/M". */
  problemNumAndReplay: z.string(), problemCount: z.number(), resolvedProblemCount: z.number(),
  createdBy: z.string().nullable(), createdDate: zDateTime, version: z.number(), editable: z.boolean(),
});
export type TSupCheckItem = z.input<typeof ZSupCheckItem>;

export const ZSupCheckItemSave = z.object({
  id: id64.nullish(),
  sourceId: id64,
  checkCategory: text(16),
  checkContent: z.string({ error: C.CONTENT_REQUIRED }).trim().min(1, C.CONTENT_REQUIRED).max(500, '不能超过500个字符'),
  checkOpinion: text(1000),
  qualified: z.boolean().nullish(),
  projectNodeId: id64.nullish(),
  patrolNodeId: id64.nullish(),
  score: z.number().min(-1000).max(1000).nullish(),
  version: z.number().int().optional(),
});
export type TSupCheckItemSave = z.input<typeof ZSupCheckItemSave>;

export const ZNodeItemSearch = z.object({
  sourceId: id64, projectNodeId: id64.nullish(), patrolNodeId: id64.nullish(), checkCategory: z.string().max(16).nullish(),
  keyword: text(50),
});
export const ZNodeItem = z.object({
  id: z.string(), checkCategory: z.string(), categoryName: z.string(), tableCode: z.string(), tableName: z.string(),
  checkContent: z.string(), kind: z.string(), baseScore: z.number(), selected: z.boolean(),
});
export const ZNodeItemSelect = z.object({
  sourceId: id64, selectIds: ZIdList(C.SELECT_ITEM), projectNodeId: id64.nullish(), patrolNodeId: id64.nullish(),
});

// ---------------------------------------------------------------------------
// Person exit plan staff, asset type, contracts by period
// ---------------------------------------------------------------------------

export const ZExitPlanStaff = z.object({
  id: z.string(), planId: z.string(), memberId: z.string().nullable(), name: z.string(), sex: z.string().nullable(),
  birthDay: z.string().nullable(), edu: z.string().nullable(), ranks: z.string().nullable(), entryProjectDate: z.string().nullable(),
  stationInfo: z.string().nullable(), exitProjectDate: z.string().nullable(), purpose: z.string().nullable(),
  createdBy: z.string().nullable(), createdDate: zDateTime, version: z.number(), editable: z.boolean(),
});
export type TExitPlanStaff = z.input<typeof ZExitPlanStaff>;
export const ZExitPlanStaffSave = z.object({
  id: id64.nullish(), planId: id64, memberId: id64.nullish(),
  name: z.string({ error: C.STAFF_NAME_REQUIRED }).trim().min(1, C.STAFF_NAME_REQUIRED).max(50, '不能超过50个字符'),
  sex: text(8), birthDay: zSupDay().nullish(), edu: text(16), ranks: text(50), entryProjectDate: zSupDay().nullish(),
  stationInfo: text(100), exitProjectDate: zSupDay().nullish(), purpose: text(16), version: z.number().int().optional(),
});

export const ZAssetType = z.object({ id: z.string(), assetName: z.string(), assetType: z.string().nullable(), assetTypeName: z.string().nullable() });

export const ZKrpQuery = z.object({
  reportYear: z.coerce.number({ error: C.PERIOD_INVALID }).int(C.PERIOD_INVALID).min(2000, C.PERIOD_INVALID).max(2100, C.PERIOD_INVALID),
  /** 1-12 a month, 13-16 a quarter, 17 the year. */
  reportPeriod: z.coerce.number({ error: C.PERIOD_INVALID }).int(C.PERIOD_INVALID).min(1, C.PERIOD_INVALID).max(17, C.PERIOD_INVALID),
});
export const ZKrpRow = z.object({
  contractId: z.string(), contractCode: z.string().nullable(), contractName: z.string(), signDate: z.string().nullable(),
  amount: z.number().nullable(), periodStart: z.string(), periodEnd: z.string(),
});

/** The check calls of one scope (spec §7 writes `{cms or pms}` in the path: two literal paths, one set of rules). */
function scopedCalls(scope: SupCheckScope) {
  return {
    checkList: defineCall({
      method: 'POST', path: `/bs/supervise/:taskId/${scope}/checkList`, tags, summary: '公司/项目检查记录（按数据权限）',
      params: ZTask, body: ZListRequest.optional(), data: z.array(ZSupCheck), paged: true,
    }),
    checkSave: defineCall({ method: 'POST', path: `/bs/supervise/:taskId/${scope}/check`, tags, summary: '保存检查记录（仅创建人修改）', params: ZTask, body: ZSupCheckSave, data: ZSupCheck }),
    checkGet: defineCall({ method: 'GET', path: `/bs/supervise/:taskId/${scope}/:id`, tags, summary: '检查记录与已添加的评分表', params: ZCheckParam, data: ZSupCheck }),
    checkDelete: defineCall({ method: 'DELETE', path: `/bs/supervise/:taskId/${scope}/:id`, tags, summary: '删除检查记录', params: ZCheckParam, data: z.null() }),
    tableGet: defineCall({ method: 'GET', path: `/bs/supervise/:taskId/${scope}/:id/table/:tableId`, tags, summary: '评分明细（spec §7）', params: ZTableParam, data: ZScoreDetail }),
    tableScore: defineCall({ method: 'POST', path: `/bs/supervise/:taskId/${scope}/:id/table/:tableId`, tags, summary: '评分：id 与扣减分数列表（spec §7）', params: ZTableParam, body: ZScoreRows, data: ZScoreDetail }),
    tableAdd: defineCall({ method: 'POST', path: `/bs/supervise/:taskId/${scope}/:id/table/addList`, tags, summary: '添加检查评分表（spec §7）', params: ZCheckParam, body: ZIdList(C.SELECT_ITEM), data: ZSupCheck }),
    tableDel: defineCall({ method: 'POST', path: `/bs/supervise/:taskId/${scope}/:id/table/delList`, tags, summary: '删除检查评分表（spec §7）', params: ZCheckParam, body: ZIdList(C.SELECT_DELETE), data: ZSupCheck }),
    problemRef: defineCall({ method: 'POST', path: `/bs/supervise/:taskId/${scope}/:id/item/:itemId/problemRef`, tags, summary: '检查项关联的问题（spec §7）', params: ZItemParam, data: z.array(ZSupProblem) }),
    refProblem: defineCall({ method: 'POST', path: `/bs/supervise/:taskId/${scope}/:id/item/:itemId/refProblem`, tags, summary: '关联/取消关联问题（spec §7）', params: ZItemParam, body: ZProblemLink, data: z.array(ZSupProblem) }),
  };
}

export const superviseCheckApi = {
  cms: scopedCalls('cms'),
  pms: scopedCalls('pms'),
  // Check items of a source (patrol/side-station record or check)
  itemList: defineCall({ method: 'POST', path: '/b/supervise/checkItems/queryList', tags, summary: '来源的检查项（spec §7）', body: ZListRequest, data: z.array(ZSupCheckItem), paged: true }),
  itemSave: defineCall({ method: 'POST', path: '/b/supervise/checkItems', tags, summary: '保存检查项（spec §7）', body: ZSupCheckItemSave, data: ZSupCheckItem }),
  itemDelete: defineCall({ method: 'DELETE', path: '/b/supervise/checkItems/:id', tags, summary: '删除检查项（spec §7）', params: z.object({ id: id64 }), data: z.null() }),
  nodeItems: defineCall({ method: 'POST', path: '/b/supervise/checkItems/searchNodeItems', tags, summary: '可选的节点检查项（JGJ 59 检查项目）', body: ZNodeItemSearch, data: z.array(ZNodeItem) }),
  nodeItemsSelect: defineCall({ method: 'POST', path: '/b/supervise/checkItems/selectFromNodeItems', tags, summary: '从节点检查项选择（spec §7）', body: ZNodeItemSelect, data: z.array(ZSupCheckItem) }),
  // Person exit plan staff
  exitStaffList: defineCall({ method: 'POST', path: '/b/supervise/personExitPlanStaffs/queryList', tags, summary: '退场计划人员（spec §7）', body: ZListRequest, data: z.array(ZExitPlanStaff), paged: true }),
  exitStaffSave: defineCall({ method: 'POST', path: '/b/supervise/personExitPlanStaffs', tags, summary: '保存退场计划人员（spec §7）', body: ZExitPlanStaffSave, data: ZExitPlanStaff }),
  exitStaffDelete: defineCall({ method: 'DELETE', path: '/b/supervise/personExitPlanStaffs/:id', tags, summary: '删除退场计划人员（spec §7）', params: z.object({ id: id64 }), data: z.null() }),
  assetType: defineCall({ method: 'GET', path: '/bs/supervise/assets/assetType/:id', tags, summary: '固定资产类型（spec §7）', params: z.object({ id: id64 }), data: ZAssetType }),
  krpDetail: defineCall({ method: 'GET', path: '/bs/supervise/:taskId/krp/detailDtoList', tags, summary: '按报告期选择合同（spec §7）', params: z.object({ taskId: id64 }), query: ZKrpQuery, data: z.array(ZKrpRow) }),
};
