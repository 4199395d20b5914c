/**
 * Engineering supervision (spec 2 §2 Supervision, §3, §4, §5, §7 /b/supervise/*, /bs/supervise/*):
 * supervision projects with their structure and members, the problem ledger, 监理通知单 with the
 * contractor's reply and the engineer's review, JGJ 59-2011 scoring.
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

/** Messages of this area: the spec's where it has one (§5, §8), else (wording ours). */
export const SUPERVISE_MSG = {
  PROJECT_NAME_REQUIRED: '请输入项目名称', // (wording ours)
  PROJECT_NOT_FOUND: '监理项目不存在或无权查看', // (wording ours)
  PROJECT_CODE_TAKEN: '项目编号已存在', // (wording ours)
  PROJECT_HAS_PROBLEMS: '该项目下已有问题或通知单，不能删除', // (wording ours)
  NODE_NAME_REQUIRED: '请输入名称', // (wording ours)
  NODE_PARENT_INVALID: '上级节点不正确', // (wording ours)
  NODE_NOT_FOUND: '工程结构节点不存在', // (wording ours)
  NODE_IN_USE: '该节点下有子节点或问题，不能删除', // (wording ours)
  MEMBER_NAME_REQUIRED: '请输入人员姓名', // (wording ours)
  MEMBER_NOT_FOUND: '人员不存在', // (wording ours)
  UNIT_PROJECT_REQUIRED: '请先选择单位工程', // spec §5
  PATROL_PART_REQUIRED: '请先选择巡视部位', // spec §5
  PROBLEM_NAME_REQUIRED: '请输入问题描述', // (wording ours)
  DISCOVER_DATE_REQUIRED: '请选择发现日期', // (wording ours)
  DATE_FORMAT: '日期格式应为YYYY-MM-DD', // (wording ours)
  PROBLEM_NOT_FOUND: '问题不存在或无权查看', // (wording ours)
  PROBLEM_LOCKED: '问题已下发通知单，不能修改或删除', // (wording ours)
  SELECT_ONE: '请选择一条记录！', // spec §5: problem selection needs a checked row
  PROBLEM_ELSEWHERE: '所选问题不属于该项目或已下发通知单', // (wording ours)
  NOT_CREATOR: '只有创建人可以修改', // spec §4/§6: records of another user are not editable (wording ours)
  SUBJECT_REQUIRED: '请输入事由', // (wording ours)
  NOTICE_NOT_FOUND: '通知单不存在或无权查看', // (wording ours)
  REPLY_REQUIRED: '请输入整改回复内容', // (wording ours)
  REPLY_NOT_ALLOWED: '通知单当前状态不能回复', // (wording ours)
  REVIEW_NOT_ALLOWED: '通知单当前状态不能复查', // (wording ours)
  REVIEW_OPINION_REQUIRED: '请选择复查意见', // (wording ours)
  RECHECK_TWICE: '现场复查后请选择同意或资料不全', // (wording ours)
  SCORE_OK: '评分成功', // spec §8
  SCORE_INVALID: '扣分不正确', // (wording ours)
  ISSUED: '通知单已下发', // (wording ours)
  REPLIED: '回复成功', // (wording ours)
  REVIEWED: '复查成功', // (wording ours)
  PDF_NO_OFFICE: '服务器未安装 LibreOffice，无法生成 PDF，请下载 Word 版', // (wording ours)
  PDF_FAILED: 'PDF 生成失败，请下载 Word 版', // (wording ours)
} as const;

const M = SUPERVISE_MSG;
const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish();
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `不能超过${max}个字符`);
const id64 = z.string().min(1).max(64);
const optId = z.string().max(64).nullish().transform((v) => (v ? v : null));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD (spec §5), a real calendar day. */
const zDay = (message: string = M.DATE_FORMAT) => z.string({ error: message }).regex(ISO_DATE, message)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message });
const optDay = z.union([zDay(), z.literal(''), z.null()]).optional().transform((v) => (v ? v : null));

export const ZBusinessIdParam = z.object({ taskId: id64 });
export const ZSupIdParam = z.object({ id: id64 });

// ---------------------------------------------------------------------------
// Projects, structure, members
// ---------------------------------------------------------------------------

export const ZSupProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  contractId: z.string().nullable(),
  directorId: z.string().nullable(),
  directorName: z.string().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  ownerUnit: z.string().nullable(),
  constructionUnit: z.string().nullable(),
  address: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
  version: z.number(),
  problemCount: z.number(),
  rectifiedCount: z.number(),
});
export type TSupProject = z.input<typeof ZSupProject>;

export const ZSupProjectSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  code: z.string().trim().max(64, '不能超过64个字符').regex(/^[\w-]*$/, '编号只能包含字母、数字、下划线和横线').nullish(),
  name: required(M.PROJECT_NAME_REQUIRED),
  contractId: optId,
  directorId: optId,
  deptId: optId,
  ownerUnit: text(200),
  constructionUnit: text(200),
  address: text(200),
  startDate: optDay,
  endDate: optDay,
  status: z.number().int().min(1).max(3).optional(),
  remark: text(2000),
});
export type TSupProjectSave = z.input<typeof ZSupProjectSave>;

/** A structure node; unit projects (1) hold divisions (2), which hold parts (3). */
export interface TSupNode {
  id: string; parentId: string | null; nodeType: number; name: string; unitType: string | null; sort: number; children: TSupNode[];
}
export const ZSupNode: z.ZodType<TSupNode, TSupNode> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  nodeType: z.number(),
  name: z.string(),
  unitType: z.string().nullable(),
  sort: z.number(),
  get children() { return z.array(ZSupNode); },
});

export const ZSupNodeSave = z.object({
  id: z.string().max(64).optional(),
  businessId: id64,
  parentId: optId,
  nodeType: z.number({ error: '节点类型不正确' }).int().min(1, '节点类型不正确').max(3, '节点类型不正确'),
  name: required(M.NODE_NAME_REQUIRED, 100),
  unitType: text(50),
  sort: z.number().int().min(0).max(99999).optional(),
});

export const ZUnitTypeGroup = z.object({
  unitType: z.string(),
  units: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const ZSupMember = z.object({
  id: z.string(),
  projectId: z.string(),
  userId: z.string().nullable(),
  staffName: z.string(),
  positionName: z.string().nullable(),
  unitName: z.string().nullable(),
  entryDate: z.string().nullable(),
  workContent: z.string().nullable(),
  isOnDuty: z.boolean(),
});
export type TSupMember = z.input<typeof ZSupMember>;

export const ZSupMemberSave = z.object({
  id: z.string().max(64).optional(),
  businessId: id64,
  userId: optId,
  staffName: required(M.MEMBER_NAME_REQUIRED, 50),
  positionName: text(50),
  unitName: text(100),
  entryDate: optDay,
  workContent: text(500),
  isOnDuty: z.boolean().optional(),
});

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

export const ZSupProblem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  problemType: z.string().nullable(),
  projectNodeId: z.string().nullable(),
  projectNodeName: z.string().nullable(),
  patrolNodeId: z.string().nullable(),
  patrolNodeName: z.string().nullable(),
  problemDiscovererId: z.string().nullable(),
  problemDiscovererName: z.string().nullable(),
  problemDiscoverDate: z.string(),
  rectifyDeadline: z.string().nullable(),
  serious: z.boolean(),
  requirement: z.string().nullable(),
  problemStatus: z.number(),
  reviewOpinion: z.number().nullable(),
  refBillId: z.string().nullable(),
  refBillNo: z.string().nullable(),
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  checkItemId: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
  /** Past its deadline and not rectified (China date). */
  overdue: z.boolean(),
});
export type TSupProblem = z.input<typeof ZSupProblem>;

export const ZSupProblemSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  name: required(M.PROBLEM_NAME_REQUIRED, 500),
  problemType: text(16),
  projectNodeId: z.string({ error: M.UNIT_PROJECT_REQUIRED }).min(1, M.UNIT_PROJECT_REQUIRED).max(64),
  patrolNodeId: optId,
  problemDiscovererId: optId,
  problemDiscoverDate: zDay(M.DISCOVER_DATE_REQUIRED),
  rectifyDeadline: optDay,
  serious: z.boolean().optional(),
  requirement: text(1000),
  sourceType: text(32),
  sourceId: optId,
  checkItemId: optId,
});
export type TSupProblemSave = z.input<typeof ZSupProblemSave>;

export const ZProblemCount = z.object({ found: z.number(), rectified: z.number(), text: z.string() });

// ---------------------------------------------------------------------------
// 监理通知单 and the rectification loop
// ---------------------------------------------------------------------------

/** Notice states (domain §2.2) with their display names. */
export const NOTICE_STATE = {
  ISSUED: { value: 'ISSUED', label: '待整改' },
  REPLIED: { value: 'REPLIED', label: '待复查' },
  RETURNED: { value: 'RETURNED', label: '资料不全退回' },
  RECHECK: { value: 'RECHECK', label: '待现场复查' },
  CLOSED: { value: 'CLOSED', label: '已闭合' },
  /** A work contact sheet (工作联系单) needs no formal reply (domain §1): it stays 已发出. */
  SENT: { value: 'SENT', label: '已发出' },
} as const;
export type NoticeState = keyof typeof NOTICE_STATE;

/**
 * The numbered documents of the document-number selector (spec §2): 监理通知单 (GB/T 50319 表 A.0.3),
 * 安全隐患通知单 (clause 5.5.6 uses the A.0.3 form for safety hazards; local sets give it its own
 * title) and 工作联系单 (表 C.0.1, no reply). Each has its own gapless number sequence.
 */
export const SUP_DOC_TYPE = {
  notice: { value: 'notice', label: '监理通知单', prefix: 'JLTZ', form: '表 A.0.3' },
  safety: { value: 'safety', label: '安全隐患通知单', prefix: 'AQYH', form: '表 A.0.3' },
  contact: { value: 'contact', label: '工作联系单', prefix: 'GZLX', form: '表 C.0.1' },
} as const;
export type SupDocType = keyof typeof SUP_DOC_TYPE;
export const SUP_DOC_TYPES = Object.keys(SUP_DOC_TYPE) as SupDocType[];

/** Review opinions (spec §3). */
export const REVIEW_OPINION = {
  AGREE: { value: 1, label: '同意整改回复' },
  INCOMPLETE: { value: 2, label: '整改回复资料不全' },
  RECHECK: { value: 3, label: '需现场复查' },
} as const;

export const ZSupNotice = z.object({
  id: z.string(),
  /** notice | safety | contact (SUP_DOC_TYPE). */
  docType: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  /** The project's contractor (施工单位): the 致 line of the printed A.0.3 sheet. */
  constructionUnit: z.string().nullable(),
  code: z.string(),
  subject: z.string(),
  content: z.string().nullable(),
  rectifyDeadline: z.string().nullable(),
  state: z.string(),
  stateName: z.string(),
  issuedBy: z.string().nullable(),
  issuedByName: z.string().nullable(),
  issuedDate: zDateTime,
  replyContent: z.string().nullable(),
  replyDate: zDateTime.nullable(),
  reviewOpinion: z.number().nullable(),
  reviewRemark: z.string().nullable(),
  rounds: z.number(),
  problemCount: z.number(),
  rectifiedCount: z.number(),
  version: z.number(),
});
export type TSupNotice = z.input<typeof ZSupNotice>;

export const ZSupNoticeEvent = z.object({
  id: z.string(),
  kind: z.string(),
  opinion: z.number().nullable(),
  content: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: zDateTime,
});

export const ZSupNoticeDetail = ZSupNotice.extend({
  problems: z.array(ZSupProblem),
  events: z.array(ZSupNoticeEvent),
});
export type TSupNoticeDetail = z.input<typeof ZSupNoticeDetail>;

export const ZNoticeIssue = z.object({
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  /** Default notice; a contact sheet carries no problems and no reply. */
  docType: z.enum(SUP_DOC_TYPES as [SupDocType, ...SupDocType[]], { error: '文书类型不正确' }).optional(),
  subject: required(M.SUBJECT_REQUIRED, 200),
  content: text(4000),
  rectifyDeadline: optDay,
  problemIds: z.array(z.string().min(1).max(64), { error: M.SELECT_ONE }).max(200, '一次最多选择200个问题').optional(),
}).superRefine((b, ctx) => {
  // Notices (safety ones too) send problems to the contractor's reply; a contact sheet sends text only.
  if ((b.docType ?? 'notice') !== 'contact' && !(b.problemIds?.length)) ctx.addIssue({ code: 'custom', path: ['problemIds'], message: M.SELECT_ONE });
  if (b.docType === 'contact' && b.problemIds?.length) ctx.addIssue({ code: 'custom', path: ['problemIds'], message: '工作联系单不关联问题' });
});
export type TNoticeIssue = z.input<typeof ZNoticeIssue>;

export const ZNoticeReply = z.object({ content: required(M.REPLY_REQUIRED, 4000) });
export const ZNoticeReview = z.object({
  reviewOpinion: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.REVIEW_OPINION_REQUIRED }),
  remark: text(2000),
});

// ---------------------------------------------------------------------------
// JGJ 59-2011 scoring
// ---------------------------------------------------------------------------

export const ZScoreItem = z.object({
  code: z.string(), name: z.string(), kind: z.enum(['guarantee', 'general', 'plain']), baseScore: z.number(),
});
export const ZScoreTable = z.object({
  code: z.string(), name: z.string(), category: z.string(), categoryName: z.string(), weight: z.number(),
  items: z.array(ZScoreItem),
});
export type TScoreTable = z.input<typeof ZScoreTable>;

/** Per sub-table, per item: the points deducted (0 … item's base score) or na (缺项). */
export const ZScoreInput = z.object({
  tables: z.record(
    z.string().max(16),
    z.record(z.string().max(16), z.object({ deduction: z.number({ error: M.SCORE_INVALID }).min(0, M.SCORE_INVALID).max(100, M.SCORE_INVALID), na: z.boolean().optional() })),
  ).refine((r) => Object.keys(r).length <= 40, { message: M.SCORE_INVALID }),
});
export type TScoreInput = z.input<typeof ZScoreInput>;

export const ZScoreResult = z.object({
  tables: z.array(z.object({
    code: z.string(), name: z.string(), score: z.number(), guaranteeSubtotal: z.number().nullable(), zeroed: z.boolean(),
  })),
  categories: z.array(z.object({ code: z.string(), name: z.string(), weight: z.number(), tableScore: z.number().nullable(), weighted: z.number().nullable() })),
  total: z.number(),
  grade: z.string(),
  gradeName: z.string(),
});
export type TScoreResult = z.input<typeof ZScoreResult>;

const tags = ['supervise'];

export const superviseApi = {
  // Projects
  projectList: defineCall({
    method: 'POST', path: '/b/supervise/project/queryList', tags, summary: '监理项目列表（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZSupProject), paged: true,
  }),
  projectGet: defineCall({ method: 'GET', path: '/b/supervise/project/:id', tags, summary: '监理项目详情', params: ZSupIdParam, data: ZSupProject }),
  projectSave: defineCall({ method: 'POST', path: '/b/supervise/project', tags, summary: '保存监理项目', body: ZSupProjectSave, data: ZSupProject }),
  projectDelete: defineCall({ method: 'DELETE', path: '/b/supervise/project/:id', tags, summary: '删除监理项目', params: ZSupIdParam, data: z.null() }),
  projectStructure: defineCall({
    method: 'GET', path: '/bs/supervise/:taskId/projectStructure', tags, summary: '工程结构（单位工程 → 分部 → 部位）',
    params: ZBusinessIdParam, data: z.array(ZSupNode),
  }),
  unitTypeGroupList: defineCall({
    method: 'GET', path: '/bs/supervise/:taskId/projectUnitTypeGroupList', tags, summary: '单位工程按类型分组',
    params: ZBusinessIdParam, data: z.array(ZUnitTypeGroup),
  }),
  nodeSave: defineCall({ method: 'POST', path: '/b/supervise/projectNode', tags, summary: '保存工程结构节点', body: ZSupNodeSave, data: ZSupNode }),
  nodeDelete: defineCall({ method: 'DELETE', path: '/b/supervise/projectNode/:id', tags, summary: '删除工程结构节点', params: ZSupIdParam, data: z.null() }),
  memberList: defineCall({
    method: 'POST', path: '/bs/supervise/:taskId/businessMember/list', tags, summary: '业务成员（rows in data.rows）',
    params: ZBusinessIdParam, body: z.object({ staffName: text(50), isOnDuty: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('')]).nullish() }).optional(),
    data: z.object({ rows: z.array(ZSupMember), total: z.number() }),
  }),
  participants: defineCall({
    method: 'POST', path: '/bs/supervise/:taskId/participants', tags, summary: '参建人员',
    params: ZBusinessIdParam,
    body: z.object({ page: z.number().int().min(1).optional(), rows: z.number().int().min(1).optional(), personName: text(50), unitName: text(100) }).optional(),
    data: z.array(ZSupMember), paged: true,
  }),
  memberSave: defineCall({ method: 'POST', path: '/b/supervise/businessMember', tags, summary: '保存业务成员', body: ZSupMemberSave, data: ZSupMember }),
  memberDelete: defineCall({ method: 'DELETE', path: '/b/supervise/businessMember/:id', tags, summary: '删除业务成员', params: ZSupIdParam, data: z.null() }),
  // Problems
  problemList: defineCall({
    method: 'POST', path: '/b/supervise/problemInfo/queryList', tags, summary: '问题台账（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZSupProblem), paged: true,
  }),
  problemSave: defineCall({ method: 'POST', path: '/b/supervise/problemInfo', tags, summary: '保存问题', body: ZSupProblemSave, data: ZSupProblem }),
  problemDelete: defineCall({ method: 'DELETE', path: '/b/supervise/problemInfo/:id', tags, summary: '删除问题', params: ZSupIdParam, data: z.null() }),
  problemCount: defineCall({
    method: 'GET', path: '/b/supervise/problemInfo/count/:taskId', tags, summary: '发现问题N项，已整改问题M项',
    params: ZBusinessIdParam, data: ZProblemCount,
  }),
  // Notices
  noticeList: defineCall({
    method: 'POST', path: '/b/supervise/notice/queryList', tags, summary: '监理通知单（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZSupNotice), paged: true,
  }),
  noticeGet: defineCall({ method: 'GET', path: '/b/supervise/notice/:id', tags, summary: '监理通知单详情', params: ZSupIdParam, data: ZSupNoticeDetail }),
  noticeIssue: defineCall({ method: 'POST', path: '/b/supervise/notice/issue', tags, summary: '签发监理通知单（编号连续）', body: ZNoticeIssue, data: ZSupNotice }),
  noticeReply: defineCall({
    method: 'POST', path: '/b/supervise/notice/:id/reply', tags, summary: '施工单位整改回复', params: ZSupIdParam, body: ZNoticeReply, data: ZSupNotice,
  }),
  noticeReview: defineCall({
    method: 'POST', path: '/b/supervise/notice/:id/review', tags, summary: '复查意见 1 同意 / 2 资料不全 / 3 需现场复查',
    params: ZSupIdParam, body: ZNoticeReview, data: ZSupNotice,
  }),
  // Scoring
  scoringTableList: defineCall({
    method: 'GET', path: '/bs/supervise/:id/pms/scoringTableList', tags, summary: 'JGJ 59-2011 检查评分表',
    params: ZSupIdParam, data: z.array(ZScoreTable),
  }),
  scoreGrade: defineCall({
    method: 'POST', path: '/bs/supervise/:id/pms/score', tags, summary: 'JGJ 59-2011 评分与评定等级',
    params: ZSupIdParam, body: ZScoreInput, data: ZScoreResult,
  }),
};
