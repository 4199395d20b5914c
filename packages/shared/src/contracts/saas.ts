import { z } from 'zod';
import { ZIdParam, ZListRequest, ZNoData } from './common.js';
import { defineCall, zDateTime } from './define.js';

/*
 * SaaS companies and grades (spec 1 §2 saasLogin and company logos, spec 3 §2 saas-enterprise-user,
 * saas-enterprise-menu, saas-admincompany-info, §7 Members, levels, SaaS).
 */

export const SAAS_MSG = {
  NAME_REQUIRED: '请输入企业名称',
  CODE_REQUIRED: '请输入企业编码',
  CODE_FORMAT: '企业编码只能包含小写字母、数字、下划线和短横线（2-32位）',
  CODE_TAKEN: '企业编码已存在',
  GRADE_REQUIRED: '请选择企业版本',
  GRADE_MISSING: '企业版本不存在',
  GRADE_IN_USE: '该版本下还有企业，不能删除',
  GRADE_NAME_REQUIRED: '请输入版本名称',
  GRADE_CODE_TAKEN: '版本编码已存在',
  ADMIN_LOGIN_FORMAT: '管理员账号只能包含字母、数字、下划线、点和短横线（2-32位）',
  LOGO_FORMAT: 'Logo 只能是 PNG、JPG、GIF 或 WEBP 图片',
  LOGO_TOO_LARGE: 'Logo 图片不能超过 256KB',
  COMPANY_MISSING: '企业不存在',
  PLATFORM_ONLY: '只有平台管理员可以管理企业',
  PLATFORM_COMPANY: '平台企业不能停用',
  NOT_SAAS_COMPANY: '当前企业不是 SaaS 企业',
  SUSPENDED: '企业已停用',
  RESUMED: '企业已启用',
  CREATED: '企业已创建，请记下管理员初始密码（只显示这一次）',
} as const;

/** A logo as uploaded: a data URL of a raster image (SVG is refused: it can carry script). */
const ZLogoInput = z.string().max(400_000, SAAS_MSG.LOGO_TOO_LARGE)
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/, SAAS_MSG.LOGO_FORMAT);
/** null removes the logo; absent keeps it. */
const ZLogoField = ZLogoInput.nullable().optional();

export const ZSaasCompanyPublic = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** Served image URLs (/api/saas/company/{id}/logo/{which}); null when none. */
  logo: z.string().nullable(),
  logo2: z.string().nullable(),
  logo3: z.string().nullable(),
  /** The platform's own company (no grade, manages the others). */
  platform: z.boolean(),
});

export const ZSaasCompanyRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** 1 active, 0 suspended. */
  status: z.number(),
  gradeId: z.string().nullable(),
  gradeName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  remark: z.string().nullable(),
  logo: z.string().nullable(),
  logo2: z.string().nullable(),
  logo3: z.string().nullable(),
  adminLoginName: z.string().nullable(),
  userCount: z.number(),
  platform: z.boolean(),
  createdDate: zDateTime,
});

const ZCompanyCode = z.string().trim().min(1, SAAS_MSG.CODE_REQUIRED).max(32, SAAS_MSG.CODE_FORMAT)
  .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, SAAS_MSG.CODE_FORMAT);

export const ZSaasCompanySave = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, SAAS_MSG.NAME_REQUIRED).max(100, '企业名称不能超过100个字符'),
  code: ZCompanyCode.optional(),
  gradeId: z.string().min(1, SAAS_MSG.GRADE_REQUIRED).max(64),
  contactName: z.string().trim().max(50).nullable().optional(),
  contactPhone: z.string().trim().max(30).nullable().optional(),
  remark: z.string().trim().max(500).nullable().optional(),
  logo: ZLogoField,
  logo2: ZLogoField,
  logo3: ZLogoField,
  /** New company only: the first administrator's login name (default admin) and name. */
  adminLoginName: z.string().trim().regex(/^[A-Za-z0-9_.-]{2,32}$/, SAAS_MSG.ADMIN_LOGIN_FORMAT).optional(),
  adminName: z.string().trim().min(1).max(50).optional(),
});

export const ZSaasCompanyCreated = z.object({
  id: z.string(),
  code: z.string(),
  adminLoginName: z.string().nullable(),
  /** Shown once, on creation only; never stored in clear. */
  initialPassword: z.string().nullable(),
  /** The company's sign-in page. */
  loginUrl: z.string(),
});

export const ZSaasOwnCompanySave = z.object({
  name: z.string().trim().min(1, SAAS_MSG.NAME_REQUIRED).max(100, '企业名称不能超过100个字符'),
  logo: ZLogoField,
  logo2: ZLogoField,
  logo3: ZLogoField,
});

export const ZSaasGrade = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  remark: z.string().nullable(),
  menuCount: z.number(),
  companyCount: z.number(),
});

export const ZSaasGradeSave = z.object({
  id: z.string().max(64).optional(),
  code: z.string().trim().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, SAAS_MSG.CODE_FORMAT),
  name: z.string().trim().min(1, SAAS_MSG.GRADE_NAME_REQUIRED).max(50),
  sort: z.number().int().min(0).max(100000).optional(),
  remark: z.string().trim().max(500).nullable().optional(),
});

export interface TSaasMenuNode {
  code: string;
  name: string;
  type: string;
  permission: string | null;
  children: TSaasMenuNode[];
}
export const ZSaasMenuNode: z.ZodType<TSaasMenuNode, TSaasMenuNode> = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  permission: z.string().nullable(),
  get children() { return z.array(ZSaasMenuNode); },
});

const tags = ['saas'];
const ZCompanyIdParam = z.object({ companyId: z.string().min(1).max(64) });

export const saasApi = {
  company: defineCall({
    method: 'GET', path: '/saas/company/:companyId', tags, summary: 'SaaS企业公开信息（名称、logo、logo2、logo3），登录页用',
    params: ZCompanyIdParam, data: ZSaasCompanyPublic,
  }),
  companyList: defineCall({
    method: 'POST', path: '/b/saas/company/queryList', tags, summary: 'SaaS企业列表（平台管理员）',
    body: ZListRequest.optional(), data: z.array(ZSaasCompanyRow), paged: true,
  }),
  companySave: defineCall({
    method: 'POST', path: '/b/saas/company', tags, summary: '新建或编辑SaaS企业（新建时开通企业并生成管理员初始密码）',
    body: ZSaasCompanySave, data: ZSaasCompanyCreated,
  }),
  companyStatus: defineCall({
    method: 'PUT', path: '/b/saas/company/:id/status/:status', tags, summary: '停用（结束其全部会话）或启用SaaS企业',
    params: ZIdParam.extend({ status: z.enum(['0', '1']) }), data: ZNoData,
  }),
  mine: defineCall({
    method: 'GET', path: '/b/saas/company/mine', tags, summary: '本企业信息（企业管理员）', data: ZSaasCompanyPublic,
  }),
  saveMine: defineCall({
    method: 'PUT', path: '/b/saas/company/mine', tags, summary: '修改本企业名称与logo（企业管理员）',
    body: ZSaasOwnCompanySave, data: ZSaasCompanyPublic,
  }),
  gradeList: defineCall({
    method: 'POST', path: '/b/saas/grade/queryList', tags, summary: 'SaaS企业版本列表', data: z.array(ZSaasGrade),
  }),
  gradeSave: defineCall({
    method: 'POST', path: '/b/saas/grade', tags, summary: '新建或编辑SaaS企业版本', body: ZSaasGradeSave, data: ZSaasGrade,
  }),
  menuTree: defineCall({
    method: 'POST', path: '/b/saas/menu/queryTree', tags, summary: 'SaaS企业菜单：平台菜单树与某版本已选的菜单编码',
    body: z.object({ gradeId: z.string().min(1, SAAS_MSG.GRADE_REQUIRED).max(64) }),
    data: z.object({ tree: z.array(ZSaasMenuNode), checked: z.array(z.string()) }),
  }),
  menuSave: defineCall({
    method: 'POST', path: '/b/saas/menu', tags, summary: '保存某版本的菜单（企业只能拥有其版本的菜单与权限）',
    body: z.object({ gradeId: z.string().min(1, SAAS_MSG.GRADE_REQUIRED).max(64), codes: z.array(z.string().max(200)).max(5000) }),
    data: z.object({ count: z.number() }),
  }),
  menuDelete: defineCall({
    method: 'DELETE', path: '/b/saas/menu/:id', tags, summary: '删除SaaS企业版本（无企业使用时）', params: ZIdParam, data: ZNoData,
  }),
};

export type TSaasCompanyRow = z.input<typeof ZSaasCompanyRow>;
export type TSaasCompanySave = z.input<typeof ZSaasCompanySave>;
export type TSaasGrade = z.input<typeof ZSaasGrade>;
export type TSaasCompanyPublic = z.input<typeof ZSaasCompanyPublic>;
