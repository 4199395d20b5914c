import { z } from 'zod';
import { MESSAGES } from '../constants.js';
import { ZIdParam, ZListRequest, ZNoData } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZUserInfo } from './system.js';

/*
 * Members, member levels and invoice details (spec 1 §2 /login/register, §5 invoice messages;
 * spec 3 §3 member, member level, §7 Members, levels, SaaS) and content management (spec 3 §3 CMS,
 * §7 Content management; the public /web/article pages).
 */

export const MEMBER_MSG = {
  LEVEL_NAME_REQUIRED: '请输入等级名称',
  LEVEL_MISSING: '会员等级不存在',
  LEVEL_IN_USE: '该等级下还有会员，不能删除',
  FEE_FORMAT: '会费格式不正确',
  MEMBER_MISSING: '会员不存在',
  PHONE_TAKEN: '该手机号已注册',
  LOGIN_TAKEN: '该账号已存在',
  LOGIN_FORMAT: '账号只能包含字母、数字、下划线、点和短横线（2-32位）',
  REGISTERED: '注册成功，请登录',
  NOT_MEMBER: '只有会员可以维护发票信息',
  USCC_WARN: '社会信用识别号校验未通过，请核对',
  INVOICE_TYPE: '请选择发票类型',
} as const;

const opt = (max: number) => z.string().trim().max(max).nullable().optional();
const fee = z.union([z.string(), z.number()]).transform((v) => String(v).trim())
  .refine((v) => /^\d{1,14}(\.\d{1,2})?$/.test(v), MEMBER_MSG.FEE_FORMAT);
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确').nullable().optional();

export const ZMemberLevelRow = z.object({
  id: z.string(), name: z.string(), fee: z.string(), periodMonths: z.number(), sort: z.number(), remark: z.string().nullable(),
  memberCount: z.number(),
});
export const ZMemberLevelSave = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, MEMBER_MSG.LEVEL_NAME_REQUIRED).max(50, '等级名称不能超过50个字符'),
  fee: fee.optional(),
  periodMonths: z.number().int().min(1).max(120).optional(),
  remark: opt(500),
});

export const ZMemberRow = z.object({
  id: z.string(), loginName: z.string(), name: z.string(), phone: z.string().nullable(), status: z.number(),
  levelId: z.string().nullable(), levelName: z.string().nullable(), memberFee: z.string().nullable(),
  beginDate: z.string().nullable(), endDate: z.string().nullable(), createdDate: zDateTime,
});
export const ZMemberSave = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, MESSAGES.MEMBER_NAME_REQUIRED).max(50),
  levelId: z.string().max(64).nullable().optional(),
  beginDate: ZDate,
  endDate: ZDate,
  status: z.union([z.literal(0), z.literal(1)]).optional(),
});

/** Member roles (会员角色): roles a level may grant (never the administrator or the base member role) and the level's. */
export const ZLevelRoles = z.object({
  roles: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  roleIds: z.array(z.string()),
});

const str = (max: number, msg: string) => z.string({ error: msg }).trim().min(1, msg).max(max);
export const ZRegister = z.object({
  loginName: z.string().trim().regex(/^[A-Za-z0-9_.-]{2,32}$/, MEMBER_MSG.LOGIN_FORMAT),
  phone: str(20, MESSAGES.PHONE_REQUIRED),
  captcha: str(16, '请输入短信验证码'),
  password: str(1024, MESSAGES.PASSWORD_REQUIRED),
  name: z.string({ error: MESSAGES.MEMBER_NAME_REQUIRED }).trim().min(1, MESSAGES.MEMBER_NAME_REQUIRED).max(50),
  /** Accepted for the spec's payload; a member is always placed by the company, never in a staff department or role. */
  deptId: z.string().max(64).nullable().optional(),
  roleId: z.string().max(64).nullable().optional(),
  companyId: z.string().max(64).optional(),
});

/** Invoice details as saved (the required fields per type are checked on the server with the spec's messages). */
export const ZInvoiceInfo = z.object({
  invoicesType: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: MEMBER_MSG.INVOICE_TYPE }).transform(Number),
  personName: opt(50), companyName: opt(100), honestyCode: opt(30), email: opt(100),
  registeredAddress: opt(200), phone: opt(30), bank: opt(100), bankAccount: opt(50), receiver: opt(50), receiveAddress: opt(200),
});
export const ZInvoiceInfoOut = z.object({
  invoicesType: z.number().nullable(),
  personName: z.string().nullable(), companyName: z.string().nullable(), honestyCode: z.string().nullable(), email: z.string().nullable(),
  registeredAddress: z.string().nullable(), phone: z.string().nullable(), bank: z.string().nullable(), bankAccount: z.string().nullable(),
  receiver: z.string().nullable(), receiveAddress: z.string().nullable(),
  /** The credit code failed its check character (warn only). */
  usccWarning: z.string().nullable().optional(),
});

// ---- CMS -------------------------------------------------------------------------------------

export const CMS_MSG = {
  CATEGORY_NAME_REQUIRED: '请输入栏目名称',
  CATEGORY_MISSING: '栏目不存在',
  CATEGORY_IN_USE: '栏目下还有子栏目或文章，不能删除',
  CATEGORY_CYCLE: '上级栏目不能是自己或下级栏目',
  TITLE_REQUIRED: '请输入文章标题',
  CATEGORY_REQUIRED: '请选择栏目',
  ARTICLE_MISSING: '文章不存在',
  PUBLISHED: '发布成功',
  UNPUBLISHED: '已取消发布',
} as const;

export interface TCmsCategoryNode { id: string; parentId: string | null; name: string; sort: number; visible: boolean; children: TCmsCategoryNode[] }
export const ZCmsCategoryNode: z.ZodType<TCmsCategoryNode, TCmsCategoryNode> = z.object({
  id: z.string(), parentId: z.string().nullable(), name: z.string(), sort: z.number(), visible: z.boolean(),
  get children() { return z.array(ZCmsCategoryNode); },
});
export const ZCmsCategorySave = z.object({
  id: z.string().max(64).optional(),
  parentId: z.string().max(64).nullable().optional(),
  name: z.string().trim().min(1, CMS_MSG.CATEGORY_NAME_REQUIRED).max(50, '栏目名称不能超过50个字符'),
  sort: z.number().int().min(0).max(100000).optional(),
  visible: z.boolean().optional(),
});

export const ZCmsArticleRow = z.object({
  id: z.string(), categoryId: z.string(), categoryName: z.string().nullable(), title: z.string(), summary: z.string().nullable(),
  cover: z.string().nullable(), status: z.number(), levelId: z.string().nullable(), levelName: z.string().nullable(),
  sort: z.number(), publishDate: z.string().nullable(), updatedDate: zDateTime, version: z.number(),
});
export const ZCmsArticle = ZCmsArticleRow.extend({ content: z.string() });
export const ZCmsArticleSave = z.object({
  id: z.string().max(64).optional(),
  categoryId: z.string({ error: CMS_MSG.CATEGORY_REQUIRED }).min(1, CMS_MSG.CATEGORY_REQUIRED).max(64),
  title: z.string({ error: CMS_MSG.TITLE_REQUIRED }).trim().min(1, CMS_MSG.TITLE_REQUIRED).max(200, '文章标题不能超过200个字符'),
  summary: opt(500),
  /** Rich text; sanitised on the server with an allow-list before it is stored. */
  content: z.string().max(500_000, '文章内容过长').optional(),
  cover: z.string().trim().max(1000).regex(/^(https?:\/\/|\/)[^\s"'<>]*$/, '封面地址不正确').nullable().optional().or(z.literal('')),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  levelId: z.string().max(64).nullable().optional(),
  sort: z.number().int().min(0).max(100000).optional(),
  version: z.number().int().optional(),
});

/** A published article as the public site and members read it. */
export const ZWebArticle = z.object({
  id: z.string(), categoryId: z.string(), categoryName: z.string().nullable(), title: z.string(), summary: z.string().nullable(),
  cover: z.string().nullable(), publishDate: z.string().nullable(), content: z.string().optional(),
});
const ZCompanyQuery = z.object({ companyId: z.string().max(64).optional() });

const mtags = ['member'];
const ctags = ['cms'];
const ZTwo = z.object({ a: z.string().min(1).max(64), b: z.string().min(1).max(100) });

export const memberApi = {
  sendRegisterSms: defineCall({
    method: 'POST', path: '/member/register/sms/send', tags: mtags, summary: '发送会员注册短信验证码',
    body: z.object({ phone: str(20, MESSAGES.PHONE_REQUIRED), companyId: z.string().max(64).optional() }),
    data: z.object({ expiresIn: z.number() }),
  }),
  register: defineCall({ method: 'POST', path: '/member/register', tags: mtags, summary: '会员注册', body: ZRegister, data: z.object({ userId: z.string() }) }),
  checkPhoneExist: defineCall({
    method: 'GET', path: '/member/register/checkPhoneExist/:phone', tags: mtags, summary: '注册前检查手机号是否已注册',
    params: z.object({ phone: z.string().min(1).max(20) }), query: ZCompanyQuery, data: z.object({ exist: z.boolean() }),
  }),
  checkPhone: defineCall({
    method: 'POST', path: '/member/register/checkPhone', tags: mtags, summary: '注册时检查手机号（格式正确且未注册才可用）',
    body: z.object({ phone: str(20, MESSAGES.PHONE_REQUIRED), companyId: z.string().max(64).optional() }),
    data: z.object({ exist: z.boolean(), available: z.boolean() }),
  }),
  loginCheckPhone: defineCall({
    method: 'GET', path: '/member/login/checkPhone/:phone', tags: mtags, summary: '短信登录或找回密码前检查手机号是否已注册',
    params: z.object({ phone: z.string().min(1).max(20) }), query: ZCompanyQuery, data: z.object({ exist: z.boolean() }),
  }),
  currentUserInfo: defineCall({
    method: 'GET', path: '/member/login/getCurrentUserInfo', tags: mtags, summary: '当前登录用户（会员或员工）信息', data: ZUserInfo,
  }),
  levelList: defineCall({
    method: 'POST', path: '/b/member/level/queryList', tags: mtags, summary: '会员等级列表', body: ZListRequest.optional(), data: z.array(ZMemberLevelRow), paged: true,
  }),
  levelSave: defineCall({ method: 'POST', path: '/b/member/level', tags: mtags, summary: '新建或编辑会员等级', body: ZMemberLevelSave, data: ZMemberLevelRow }),
  levelDelete: defineCall({ method: 'DELETE', path: '/b/member/level/:id', tags: mtags, summary: '删除会员等级', params: ZIdParam, data: ZNoData }),
  levelSort: defineCall({
    method: 'POST', path: '/b/member/level/updateSort/:source/:target/:before', tags: mtags, summary: '拖动排序会员等级',
    params: z.object({ source: z.string().min(1).max(64), target: z.string().min(1).max(64), before: z.enum(['true', 'false']) }), data: ZNoData,
  }),
  levelRoles: defineCall({
    method: 'GET', path: '/b/member/level/:id/roles', tags: mtags, summary: '会员角色：可授予会员的角色及该等级已授予的角色',
    params: ZIdParam, data: ZLevelRoles,
  }),
  levelRolesSave: defineCall({
    method: 'POST', path: '/b/member/level/:id/roles', tags: mtags, summary: '会员角色：该等级的角色替换为给定的角色（该等级的会员随之更新）',
    params: ZIdParam, body: z.object({ roleIds: z.array(z.string().min(1).max(64)).max(500) }), data: ZNoData,
  }),
  list: defineCall({ method: 'POST', path: '/b/member/queryList', tags: mtags, summary: '会员列表', body: ZListRequest.optional(), data: z.array(ZMemberRow), paged: true }),
  save: defineCall({ method: 'POST', path: '/b/member/save', tags: mtags, summary: '编辑会员（姓名、等级、有效期、状态）', body: ZMemberSave, data: ZMemberRow }),
  remove: defineCall({ method: 'DELETE', path: '/b/member/:id', tags: mtags, summary: '删除会员', params: ZIdParam, data: ZNoData }),
  resetPassword: defineCall({
    method: 'PUT', path: '/b/member/resetPassword/:a/:b', tags: mtags, summary: '重置会员密码（a 会员编号，b 新密码）', params: ZTwo, data: ZNoData,
  }),
  modName: defineCall({
    method: 'PUT', path: '/b/member/modName/:a/:b', tags: mtags, summary: '会员修改自己的姓名（a 会员编号，b 姓名）', params: ZTwo, data: ZNoData,
  }),
  invoiceMine: defineCall({ method: 'GET', path: '/b/invoices/getmy', tags: mtags, summary: '我的发票信息', data: ZInvoiceInfoOut }),
  invoiceSave: defineCall({ method: 'POST', path: '/b/invoices/savemy', tags: mtags, summary: '保存我的发票信息', body: ZInvoiceInfo, data: ZInvoiceInfoOut }),
};

export const cmsApi = {
  categorySave: defineCall({ method: 'POST', path: '/a/cms/category', tags: ctags, summary: '新建或编辑栏目', body: ZCmsCategorySave, data: ZCmsCategoryNode }),
  categoryTree: defineCall({ method: 'POST', path: '/a/cms/category/queryTree', tags: ctags, summary: '栏目树', data: z.array(ZCmsCategoryNode) }),
  categoryDelete: defineCall({ method: 'DELETE', path: '/a/cms/category/:id', tags: ctags, summary: '删除栏目', params: ZIdParam, data: ZNoData }),
  categoryOrder: defineCall({
    method: 'PUT', path: '/a/cms/category/updateList', tags: ctags, summary: '保存栏目顺序与层级',
    body: z.array(z.object({ id: z.string().min(1).max(64), parentId: z.string().max(64).nullable().optional(), sort: z.number().int().min(0).max(100000) })).max(2000),
    data: ZNoData,
  }),
  articleCreate: defineCall({ method: 'POST', path: '/a/cms/article', tags: ctags, summary: '新建文章', body: ZCmsArticleSave, data: ZCmsArticle }),
  articleUpdate: defineCall({ method: 'PUT', path: '/a/cms/article', tags: ctags, summary: '编辑文章（含发布 / 取消发布）', body: ZCmsArticleSave, data: ZCmsArticle }),
  articleList: defineCall({ method: 'POST', path: '/a/cms/article/queryList', tags: ctags, summary: '文章列表', body: ZListRequest.optional(), data: z.array(ZCmsArticleRow), paged: true }),
  articleGet: defineCall({ method: 'GET', path: '/a/cms/article/:id', tags: ctags, summary: '文章详情（编辑用）', params: ZIdParam, data: ZCmsArticle }),
  articleDelete: defineCall({ method: 'DELETE', path: '/a/cms/article/:id', tags: ctags, summary: '删除文章', params: ZIdParam, data: ZNoData }),
  articleSort: defineCall({
    method: 'PUT', path: '/a/cms/article/updateSort', tags: ctags, summary: '文章排序',
    body: z.array(z.object({ id: z.string().min(1).max(64), sort: z.number().int().min(0).max(100000) })).max(2000), data: ZNoData,
  }),
  memberArticles: defineCall({
    method: 'POST', path: '/b/cms/article/mine', tags: ctags, summary: '会员内容：本人可见的已发布文章', body: ZListRequest.optional(), data: z.array(ZWebArticle), paged: true,
  }),
  webGet: defineCall({ method: 'GET', path: '/web/article/:id', tags: ctags, summary: '官网文章（匿名，仅已发布的公开文章）', params: ZIdParam, query: ZCompanyQuery, data: ZWebArticle }),
  webList: defineCall({
    method: 'POST', path: '/web/article/queryList', tags: ctags, summary: '官网文章列表（匿名，仅已发布的公开文章）',
    body: ZListRequest.extend({ companyId: z.string().max(64).optional() }).optional(), data: z.array(ZWebArticle), paged: true,
  }),
};

export type TMemberLevelRow = z.input<typeof ZMemberLevelRow>;
export type TMemberRow = z.input<typeof ZMemberRow>;
export type TInvoiceInfo = z.input<typeof ZInvoiceInfoOut>;
export type TCmsArticleRow = z.input<typeof ZCmsArticleRow>;
export type TCmsArticle = z.input<typeof ZCmsArticle>;
export type TWebArticle = z.input<typeof ZWebArticle>;
