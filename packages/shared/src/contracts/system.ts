/**
 * System administration (spec 3 §7 "Users, departments, menus", "Roles and authorisation") and
 * the organisation lookups of spec 1 §7 (/share/...): departments, users, online users, roles.
 */
import { z } from 'zod';
import { MESSAGES, ONLINE_FILTER } from '../constants.js';
import { isMobile } from '../validators.js';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** `:id` with the administration screens' messages. */
export const ZSysId = z.object({ id: z.string().min(1, '编号不能为空').max(64, '编号不正确') });
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`).nullish();

/** Tree queries: filters at the top level or under `params` (the list DSL's habit). */
export const ZTreeFilter = z.object({
  name: z.string().max(100).optional(),
  keyword: z.string().max(100).optional(),
  status: z.coerce.number().int().optional(),
  params: z.object({
    name: z.string().max(100).nullish(),
    keyword: z.string().max(100).nullish(),
    status: z.coerce.number().int().nullish(),
  }).optional(),
}).optional();

export const ZDeptSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  parentId: z.string().max(64).nullish(),
  name: z.string({ error: '部门名称不能为空' }).trim().min(1, '部门名称不能为空').max(100, '部门名称不能超过100个字符'),
  fullName: optionalText(200, '部门全称'),
  code: optionalText(50, '部门编码'),
  leaderId: z.string().max(64).nullish(),
  phone: optionalText(30, '联系电话'),
  sort: z.number().int('排序必须是整数').optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0或1' }).optional(),
  remark: optionalText(500, '备注'),
});

export const ZUserSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  loginName: z.string({ error: '登录账号不能为空' }).trim().min(1, '登录账号不能为空').max(50, '登录账号不能超过50个字符')
    .regex(/^[\w.@-]+$/, '登录账号只能包含字母、数字和 _ . @ -'),
  name: z.string({ error: '姓名不能为空' }).trim().min(1, '姓名不能为空').max(50, '姓名不能超过50个字符'),
  phone: z.string().trim().refine((v) => v === '' || isMobile(v), MESSAGES.PHONE_INVALID).nullish(),
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100, '邮箱不能超过100个字符')]).nullish(),
  no: optionalText(32, '工号'),
  job: optionalText(50, '职务'),
  staffRank: optionalText(50, '职级'),
  deptId: z.string({ error: '请选择部门' }).min(1, '请选择部门').max(64),
  sort: z.number().int('排序必须是整数').optional(),
  roleIds: z.array(z.string().max(64)).max(100, '角色过多').optional(),
  password: z.string().max(128, '密码过长').optional(),
});

const ZRoleId = z.string().min(1, '编号不能为空').max(64, '编号不正确');
const ZBoolText = z.enum(['true', 'false'], { error: '参数应为 true 或 false' });
/** `:roleId` of the role screens. */
export const ZRoleParam = z.object({ roleId: ZRoleId });

export const ZRoleSave = z.object({
  id: ZRoleId.optional(),
  version: z.number().int().optional(),
  code: z.string({ error: '角色编码不能为空' }).trim().min(1, '角色编码不能为空').max(64, '角色编码不能超过64个字符')
    .regex(/^[\w.-]+$/, '角色编码只能包含字母、数字、下划线、点和横线'),
  name: z.string({ error: '角色名称不能为空' }).trim().min(1, '角色名称不能为空').max(100, '角色名称不能超过100个字符'),
  sort: z.number().int('排序必须是整数').min(-1_000_000_000).max(1_000_000_000).optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0 或 1' }).optional(),
  remark: z.string().max(500, '备注不能超过500个字符').nullish(),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const nullableText = z.string().nullable();

/** A department as the administration screens see it. */
export const ZDeptRow = z.object({
  id: z.string(),
  parentId: nullableText,
  parentIds: z.string(),
  name: z.string(),
  fullName: nullableText,
  code: nullableText,
  leaderId: nullableText,
  phone: nullableText,
  sort: z.number(),
  status: z.number(),
  remark: nullableText,
  version: z.number(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
  leaderName: nullableText,
});

export interface TDeptNodeShape extends z.input<typeof ZDeptRow> { children: TDeptNodeShape[] }
export const ZDeptNode: z.ZodType<z.output<typeof ZDeptRow> & { children: unknown[] }, TDeptNodeShape> = z.object({
  ...ZDeptRow.shape,
  get children() { return z.array(ZDeptNode); },
});

/** A department of the pickers' tree (names only). */
export interface TShareDeptNode { id: string; name: string; parentId: string | null; children: TShareDeptNode[] }
export const ZShareDeptNode: z.ZodType<TShareDeptNode, TShareDeptNode> = z.object({
  id: z.string(),
  name: z.string(),
  parentId: nullableText,
  get children() { return z.array(ZShareDeptNode); },
});

export const ZShareDept = z.object({
  id: z.string(),
  name: z.string(),
  fullName: nullableText,
  parentId: nullableText,
  parentIds: z.string(),
  code: nullableText,
  leaderId: nullableText,
  leaderName: nullableText,
  sort: z.number(),
  status: z.number(),
});

/** A user row of the administration screens, with the roles held. */
export const ZUserRow = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  phone: nullableText,
  email: nullableText,
  no: nullableText,
  job: nullableText,
  staffRank: nullableText,
  deptId: nullableText,
  deptName: nullableText,
  status: z.number(),
  userType: z.string(),
  sort: z.number(),
  mustChangePassword: z.boolean(),
  lockedUntil: zDateTime.nullable(),
  failedAttempts: z.number(),
  lastLoginDate: zDateTime.nullable(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
  version: z.number(),
  roleIds: z.array(z.string()),
  roleNames: z.string(),
});

/** Saving a new user answers its generated password, once. */
export const ZUserSaved = ZUserRow.extend({ password: z.string().optional() });

export const ZRoleRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** The department tree with users as leaves (person picker of the administration screens). */
export interface TUserTreeNode {
  id: string;
  parentId: string | null;
  name: string;
  type: 'dept' | 'user';
  isUser: boolean;
  deptId?: string | null;
  deptName?: string | null;
  loginName?: string;
  job?: string | null;
  phone?: string | null;
  children: TUserTreeNode[];
}
export const ZUserTreeNode: z.ZodType<TUserTreeNode, TUserTreeNode> = z.object({
  id: z.string(),
  parentId: nullableText,
  name: z.string(),
  type: z.enum(['dept', 'user']),
  isUser: z.boolean(),
  deptId: nullableText.optional(),
  deptName: nullableText.optional(),
  loginName: z.string().optional(),
  job: nullableText.optional(),
  phone: nullableText.optional(),
  get children() { return z.array(ZUserTreeNode); },
});

/** A person of the pickers (whole organisation, public facts only). */
export const ZShareUser = z.object({
  id: z.string(),
  name: z.string(),
  deptId: nullableText,
  deptName: nullableText,
  job: nullableText,
  phone: nullableText,
});
export const ZShareUserRow = ZShareUser.extend({ staffRank: nullableText });

export const ZStaffRank = z.object({ id: z.string(), label: z.string(), value: z.string(), count: z.number() });

/** A node of the online-users tree (departments with their online count, users with their sessions). */
export interface TOnlineNode {
  id: string;
  parentId: string | null;
  type: 'dept' | 'user';
  name: string;
  job: string | null;
  online: boolean;
  dept: string | null;
  onlineNo: number;
  children: TOnlineNode[];
}
export const ZOnlineNode: z.ZodType<TOnlineNode, TOnlineNode> = z.object({
  id: z.string(),
  parentId: nullableText,
  type: z.enum(['dept', 'user']),
  name: z.string(),
  job: nullableText,
  online: z.boolean(),
  dept: nullableText,
  onlineNo: z.number(),
  get children() { return z.array(ZOnlineNode); },
});

export const ZRoleRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  status: z.number(),
  remark: nullableText,
  createdBy: nullableText,
  createdDate: zDateTime,
  updatedBy: nullableText,
  updatedDate: zDateTime,
  version: z.number(),
});

/** A user of a role (role screen's user tab). */
export const ZRoleUserRow = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  phone: nullableText,
  email: nullableText,
  no: nullableText,
  job: nullableText,
  deptId: nullableText,
  deptName: nullableText,
  status: z.number(),
  userType: z.string(),
  sort: z.number(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
});

/** A kind of data under data permissions, with the attributes offered for attribute rules. */
export const ZDataMenu = z.object({
  tenantId: z.string(),
  id: z.string(),
  code: z.string(),
  name: z.string(),
  parentId: nullableText,
  sort: z.number(),
  attrs: z.array(z.object({ code: z.string(), name: z.string(), dict: z.string().optional() })),
  createdBy: nullableText,
  createdDate: zDateTime,
  updatedBy: nullableText,
  updatedDate: zDateTime,
  version: z.number(),
});

/** A role's data scope on one data menu. */
export const ZRoleDataSetting = z.object({
  scope: z.string(),
  configured: z.boolean(),
  refs: z.array(z.object({ attr: z.string(), dataId: z.string() })),
  dataIds: z.array(z.string()),
  deptIds: z.array(z.string()),
});

const ZIdList = z.array(z.string());

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

const sys = ['system'];
const lookup = ['lookup'];

export const deptApi = {
  queryTree: defineCall({
    method: 'POST', path: '/a/sys/dept/queryTree', tags: sys, summary: '部门树（按数据权限；名称过滤保留上级）', body: ZTreeFilter, data: z.array(ZDeptNode),
  }),
  get: defineCall({ method: 'GET', path: '/a/sys/dept/:id', tags: sys, summary: '部门详情（按数据权限）', params: ZSysId, data: ZDeptRow }),
  save: defineCall({ method: 'POST', path: '/a/sys/dept', tags: sys, summary: '新增（无 id）或修改（id + version）部门', body: ZDeptSave, data: ZDeptRow }),
  delete: defineCall({ method: 'DELETE', path: '/a/sys/dept/:id', tags: sys, summary: '删除部门（有子部门或用户时拒绝）', params: ZSysId, data: z.null() }),
  shareTree: defineCall({ method: 'GET', path: '/share/dept/deptTree', tags: lookup, summary: '部门树（选择器）', data: z.array(ZShareDeptNode) }),
  share: defineCall({ method: 'GET', path: '/share/dept/:id', tags: lookup, summary: '部门信息', params: ZSysId, data: ZShareDept }),
};

export const userApi = {
  queryList: defineCall({
    method: 'POST', path: '/a/sys/user/queryList', tags: sys, summary: '用户列表（按数据权限；params.deptId + includeChildren 含下级部门）',
    body: ZListRequest, data: z.array(ZUserRow), paged: true,
  }),
  queryListTree: defineCall({
    method: 'POST', path: '/a/sys/user/queryListTree', tags: sys, summary: '部门-人员树（按数据权限）', body: ZTreeFilter, data: z.array(ZUserTreeNode),
  }),
  roles: defineCall({
    method: 'GET', path: '/a/sys/user/queryUserRoleList/:id', tags: sys, summary: '用户的角色', params: ZSysId, data: z.array(ZRoleRef),
  }),
  get: defineCall({ method: 'GET', path: '/a/sys/user/:id', tags: sys, summary: '用户详情（按数据权限）', params: ZSysId, data: ZUserRow }),
  save: defineCall({
    method: 'POST', path: '/a/sys/user', tags: sys, summary: '新增（无 id）或修改（id + version）用户；新用户的生成密码只返回这一次',
    body: ZUserSave, data: ZUserSaved,
  }),
  delete: defineCall({ method: 'DELETE', path: '/a/sys/user/:id', tags: sys, summary: '删除用户（并使其登录失效）', params: ZSysId, data: z.null() }),
  resetPassword: defineCall({
    method: 'PUT', path: '/a/sys/user/:id/resetPassword', tags: sys, summary: '重置密码（生成的新密码只返回这一次）',
    params: ZSysId, data: z.object({ password: z.string() }),
  }),
  setStatus: defineCall({
    method: 'PUT', path: '/a/sys/user/:id/status', tags: sys, summary: '启用（1）或停用（0）用户；停用使其登录失效', params: ZSysId,
    body: z.object({ status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0或1' }) }), data: z.null(),
  }),
  unlock: defineCall({ method: 'PUT', path: '/a/sys/user/:id/unlock', tags: sys, summary: '解除登录锁定', params: ZSysId, data: z.null() }),
  shareList: defineCall({
    method: 'POST', path: '/share/user/queryList', tags: lookup, summary: '人员选择列表', body: ZListRequest, data: z.array(ZShareUserRow), paged: true,
  }),
  share: defineCall({ method: 'GET', path: '/share/getVuer/:id', tags: lookup, summary: '一个用户', params: ZSysId, data: ZShareUser }),
  shareNames: defineCall({
    method: 'GET', path: '/share/getVuers/:ids', tags: lookup, summary: '多个用户的姓名（id 以 | 或 , 分隔）',
    params: z.object({ ids: z.string().max(70_000) }), data: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  // Flows are not linked to the picker's business tab yet: the answer is always empty.
  onBusinessList: defineCall({
    method: 'GET', path: '/share/user/:userId/onBusinessList', tags: lookup, summary: '用户当前业务（流程上线前为空）',
    params: z.object({ userId: z.string().min(1).max(64) }), data: z.array(z.never()),
  }),
  uuid: defineCall({ method: 'GET', path: '/share/getUUID', tags: lookup, summary: '新的 UUID v7', data: z.string() }),
  staffRanks: defineCall({ method: 'GET', path: '/bs/common/staffRank/list', tags: lookup, summary: '职级字典及各职级人数', data: z.array(ZStaffRank) }),
};

export const onlineApi = {
  queryList: defineCall({
    method: 'GET', path: '/a/session/online/queryList', tags: sys, summary: '在线用户（部门-人员树）',
    query: z.object({
      status: z.enum(ONLINE_FILTER, { error: '状态只能是 all、online 或 offline' }).default('all'),
      keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
    }),
    data: z.array(ZOnlineNode),
  }),
  kick: defineCall({
    method: 'DELETE', path: '/a/session/online/:userId', tags: sys, summary: '强制下线', params: z.object({ userId: z.string().min(1).max(64) }), data: z.null(),
  }),
};

export const roleApi = {
  queryList: defineCall({
    method: 'POST', path: '/a/sys/role/queryList', tags: sys, summary: '角色列表（默认按排序升序）', body: ZListRequest, data: z.array(ZRoleRow), paged: true,
  }),
  save: defineCall({ method: 'POST', path: '/a/sys/role', tags: sys, summary: '新增或修改角色（修改带 version）', body: ZRoleSave, data: ZRoleRow }),
  delete: defineCall({
    method: 'DELETE', path: '/a/sys/role/:id', tags: sys, summary: '删除角色（有用户时需 force=true）',
    params: z.object({ id: ZRoleId }), query: z.object({ force: ZBoolText.optional() }), data: z.null(),
  }),
  users: defineCall({
    method: 'POST', path: '/a/sys/role/queryUserList/:id', tags: sys, summary: '角色下的用户',
    params: z.object({ id: ZRoleId }), body: ZListRequest, data: z.array(ZRoleUserRow), paged: true,
  }),
  menuIds: defineCall({
    method: 'GET', path: '/a/sys/role/queryRoleMenuId/:roleId', tags: sys, summary: '角色的菜单编号', params: ZRoleParam, data: ZIdList,
  }),
  deptIds: defineCall({
    method: 'GET', path: '/a/sys/role/queryRoleDeptId/:roleId', tags: sys, summary: '角色的部门编号', params: ZRoleParam, data: ZIdList,
  }),
  dataDeptIds: defineCall({
    method: 'GET', path: '/a/sys/role/data/:roleId/deptIdList', tags: sys, summary: '角色的部门（部门权限与自定义数据范围）', params: ZRoleParam, data: ZIdList,
  }),
  memberLevelIds: defineCall({
    method: 'GET', path: '/a/sys/role/queryRoleMemberLevelId/:roleId', tags: sys, summary: '角色的会员等级编号', params: ZRoleParam, data: ZIdList,
  }),
  dataMenus: defineCall({
    method: 'GET', path: '/a/sys/data/menu/listAllDataMenu', tags: sys, summary: '数据菜单（受数据权限控制的数据种类）', data: z.array(ZDataMenu),
  }),
  dataSetting: defineCall({
    method: 'GET', path: '/b/role/data/attr/queryDataIdList/:roleId/:dataMenuId', tags: sys, summary: '角色在数据菜单上的数据范围与属性值',
    params: z.object({ roleId: ZRoleId, dataMenuId: ZRoleId }), data: ZRoleDataSetting,
  }),
};

export type TDeptRow = z.input<typeof ZDeptRow>;
export type TDeptNode = TDeptNodeShape;
export type TShareDept = z.input<typeof ZShareDept>;
export type TUserRow = z.input<typeof ZUserRow>;
export type TShareUser = z.input<typeof ZShareUser>;
export type TShareUserRow = z.input<typeof ZShareUserRow>;
export type TStaffRank = z.input<typeof ZStaffRank>;
export type TRoleRow = z.input<typeof ZRoleRow>;
export type TRoleUserRow = z.input<typeof ZRoleUserRow>;
export type TDataMenu = z.input<typeof ZDataMenu>;
export type TRoleDataSetting = z.input<typeof ZRoleDataSetting>;
export type TDeptSave = z.input<typeof ZDeptSave>;
export type TUserSave = z.input<typeof ZUserSave>;
export type TRoleSave = z.input<typeof ZRoleSave>;
export type { TOnlineNode as TOnlineUserNode };

// ---------------------------------------------------------------------------------------------
// The signed-in user, menus, parameters, records (spec 1 §7 session and system, spec 3 §7 menus)
// ---------------------------------------------------------------------------------------------

export const MENU_TYPES = ['Group', 'Menu', 'Button'] as const;
export const MENU_OPEN_TYPES = [1, 2, 3] as const;
/** Permission strings: letters, digits, '_', ':', '.', '-'. */
export const PERMISSION_PATTERN = /^[\w:.-]+$/;
export const DATA_SCOPES = ['all', 'custom', 'dept', 'dept_and_below', 'self', 'attr'] as const;
export const PARAM_CATEGORIES = ['basic', 'custom', 'business'] as const;

const ZSysKey = z.string().min(1, '编号不能为空').max(64, '编号不正确');
const ZSysIds = z.array(ZSysKey).max(5000, '一次最多提交5000条');
const ZBool = z.union([z.boolean(), ZBoolText]);
/** Id lists arrive as a bare array or wrapped ({ ids } or a named key such as { menuIds }). */
const idList = <K extends string>(key: K) => z.union([
  ZSysIds,
  z.object({ ids: ZSysIds.optional() }).extend({ [key]: ZSysIds.optional() } as Record<K, z.ZodOptional<typeof ZSysIds>>)
    // A wrapper without the list (e.g. a misspelt key) must not read as "none" and empty the role.
    .refine((b) => (b as Record<string, unknown>).ids !== undefined || (b as Record<string, unknown>)[key] !== undefined, { message: '请提交编号列表' }),
]);
const ZSortItem = z.object({ id: ZSysKey, sort: z.number({ error: '排序必须是数字' }).int('排序必须是整数').min(-1_000_000_000).max(1_000_000_000) });
/** Explicit order: `[{ id, sort }]`, ids in display order, or either wrapped. */
export const ZSortList = z.union([z.array(ZSortItem).max(5000), ZSysIds, z.object({ list: z.array(ZSortItem).max(5000) }), z.object({ ids: ZSysIds })]);
/** Drag: the source goes before (true) or after (false) the target. */
export const ZDrag = z.object({ sourceId: ZSysKey, targetId: ZSysKey, before: ZBool });
const ZSrcTar = z.object({ src: ZSysKey, tar: ZSysKey });
const ZUserConfig = z.object({ key: z.string().min(1, '配置项不能为空').max(64).regex(/^[\w.-]+$/, '配置项名称不正确'), value: z.unknown() });

export const ZMenuSave = z.object({
  id: ZSysKey.optional(),
  version: z.number().int().optional(),
  parentId: ZSysKey.nullish(),
  name: z.string({ error: '菜单名称不能为空' }).trim().min(1, '菜单名称不能为空').max(100, '菜单名称不能超过100个字符'),
  fullName: z.string().max(200, '菜单全称不能超过200个字符').nullish(),
  url: z.string().max(500, '路径不能超过500个字符').nullish(),
  href: z.string().max(500, '外部链接不能超过500个字符').nullish(),
  type: z.enum(MENU_TYPES, { error: '菜单类型只能是 Group、Menu 或 Button' }).optional(),
  openType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '打开方式只能是 1、2 或 3' }).optional(),
  permission: z.union([z.literal(''), z.string().max(200, '权限标识不能超过200个字符').regex(PERMISSION_PATTERN, '权限标识格式不正确（只能包含字母、数字、下划线、冒号、点和横线）')]).nullish(),
  icon: z.string().max(100).nullish(),
  sort: z.number().int('排序必须是整数').min(-1_000_000_000).max(1_000_000_000).optional(),
  hidden: z.boolean().optional(),
});

export const ZParamUpdate = z.object({
  id: z.string().min(1).max(64), value: z.string().max(4000, '参数值过长'), version: z.number().int(),
  name: z.string().max(100).optional(), remark: z.string().max(500).nullish(),
});

export const ZParamCreate = z.object({
  key: z.string({ error: '参数键不能为空' }).trim().min(1, '参数键不能为空')
    .regex(/^[A-Za-z][\w.-]{0,99}$/, '参数键须以字母开头，只能包含字母、数字、下划线、点和连字符，且不超过100个字符'),
  value: z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
    z.string().max(4000, '参数值过长').default('')),
  name: z.string().trim().max(100, '参数名称不能超过100个字符').nullish(),
  category: z.enum(PARAM_CATEGORIES, { error: '参数类别只能是 basic、custom 或 business' }).default('custom'),
  isPublic: z.boolean().optional(),
  remark: z.string().max(500, '备注不能超过500个字符').nullish(),
});

const ZAudit = {
  createdBy: nullableText,
  createdDate: zDateTime,
  updatedBy: nullableText,
  updatedDate: zDateTime,
  version: z.number(),
};

/** A node of the navigation (user/info menuList, user/nav): groups and menus. */
export interface TMenuNav {
  id: string; parentId: string | null; name: string; fullName: string; url: string | null; href: string | null;
  type: string; openType: number; permission: string | null; sort: number; icon: string | null; children: TMenuNav[];
}
export const ZMenuNav: z.ZodType<TMenuNav, TMenuNav> = z.object({
  id: z.string(),
  parentId: nullableText,
  name: z.string(),
  fullName: z.string(),
  url: nullableText,
  href: nullableText,
  type: z.string(),
  openType: z.number(),
  permission: nullableText,
  sort: z.number(),
  icon: nullableText,
  get children() { return z.array(ZMenuNav); },
});

/** The signed-in user (GET /user/info). */
export const ZUserInfo = z.object({
  userId: z.string(),
  displayName: z.string(),
  loginName: z.string(),
  name: z.string(),
  phone: nullableText,
  email: nullableText,
  no: nullableText,
  job: nullableText,
  deptId: nullableText,
  deptName: nullableText,
  deptInfo: z.object({ deptName: nullableText, job: nullableText }),
  roleName: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  isAdmin: z.boolean(),
  isMember: z.boolean(),
  levelName: nullableText,
  memberFee: z.number().nullable(),
  beginDate: nullableText,
  endDate: nullableText,
  createTime: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  mustChangePassword: z.boolean(),
  menuList: z.array(ZMenuNav),
  mySetting: z.object({ projectNameRule: z.string().optional(), projectName: z.string().optional() }),
  userConfig: z.record(z.string(), z.unknown()),
  version: z.number(),
});

/** A menu of the administration tree (groups, menus and buttons; `checked` on a role's tree). */
export interface TMenuTreeNode {
  id: string; parentId: string | null; code: string | null; name: string; fullName: string; url: string | null; href: string | null;
  type: string; kind: string; openType: number; permission: string | null; sort: number; icon: string | null; hidden: boolean;
  version: number; checked?: boolean; children: TMenuTreeNode[];
}
export const ZMenuTreeNode: z.ZodType<TMenuTreeNode, TMenuTreeNode> = z.object({
  id: z.string(),
  parentId: nullableText,
  code: nullableText,
  name: z.string(),
  fullName: z.string(),
  url: nullableText,
  href: nullableText,
  type: z.string(),
  kind: z.string(),
  openType: z.number(),
  permission: nullableText,
  sort: z.number(),
  icon: nullableText,
  hidden: z.boolean(),
  version: z.number(),
  checked: z.boolean().optional(),
  get children() { return z.array(ZMenuTreeNode); },
});

/** A stored menu (the answer of a save). */
export const ZMenuRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  parentId: nullableText,
  code: nullableText,
  name: z.string(),
  fullName: nullableText,
  url: nullableText,
  href: nullableText,
  type: z.string(),
  openType: z.number(),
  permission: nullableText,
  icon: nullableText,
  sort: z.number(),
  hidden: z.boolean(),
  ...ZAudit,
});

/** Where a drag put the source: its sort, the group values it took, whether the group was renumbered. */
export const ZMoveResult = z.object({ sort: z.number(), group: z.record(z.string(), z.unknown()), renumbered: z.boolean() });

/** The department tree with users as leaves, `checked` marking a role's users. */
export interface TRoleUserNode {
  id: string; name: string; type: 'dept' | 'user'; parentId: string | null; checked: boolean; loginName?: string; children: TRoleUserNode[];
}
export const ZRoleUserNode: z.ZodType<TRoleUserNode, TRoleUserNode> = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['dept', 'user']),
  parentId: nullableText,
  checked: z.boolean(),
  loginName: z.string().optional(),
  get children() { return z.array(ZRoleUserNode); },
});

/** The department tree with a role's departments checked. */
export interface TDeptCheckNode { id: string; parentId: string | null; name: string; code: string | null; sort: number; checked: boolean; children: TDeptCheckNode[] }
export const ZDeptCheckNode: z.ZodType<TDeptCheckNode, TDeptCheckNode> = z.object({
  id: z.string(),
  parentId: nullableText,
  name: z.string(),
  code: nullableText,
  sort: z.number(),
  checked: z.boolean(),
  get children() { return z.array(ZDeptCheckNode); },
});

/** Attributes of a data menu (type 'attr') with their dictionary values (type 'value'). */
export interface TAttrNode {
  id: string; name: string; type: 'attr' | 'value'; attr: string; dataId: string | null; dict?: string; checked?: boolean; children: TAttrNode[];
}
export const ZAttrNode: z.ZodType<TAttrNode, TAttrNode> = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['attr', 'value']),
  attr: z.string(),
  dataId: nullableText,
  dict: z.string().optional(),
  checked: z.boolean().optional(),
  get children() { return z.array(ZAttrNode); },
});

/** A member level (filled by the members module; the lists are empty until then). */
export const ZMemberLevel = z.object({ id: z.string(), name: z.string(), sort: z.number().nullable() });

export const ZParamRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  key: z.string(),
  value: z.string(),
  name: nullableText,
  isPublic: z.boolean(),
  category: z.string(),
  remark: nullableText,
  ...ZAudit,
});

export const ZLoginLogRow = z.object({
  id: z.string(),
  loginName: nullableText,
  userId: nullableText,
  userName: nullableText,
  method: z.string(),
  ip: nullableText,
  userAgent: nullableText,
  success: z.number(),
  reason: nullableText,
  createdDate: zDateTime,
});

export const ZSmsRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  phone: z.string(),
  content: z.string(),
  provider: z.string(),
  createdAt: zDateTime,
});

const ZUserConfigMap = z.record(z.string(), z.unknown());

export const sessionApi = {
  paramList: defineCall({
    method: 'GET', path: '/share/param/paramList', tags: ['shell'], summary: '系统参数（登录前仅公开参数）',
    query: z.object({ companyId: z.string().max(64).optional() }), data: z.record(z.string(), z.string()),
  }),
  userInfo: defineCall({
    method: 'GET', path: '/user/info', tags: ['auth'], summary: '当前用户信息', query: z.object({ token: z.string().max(200).optional() }), data: ZUserInfo,
  }),
  nav: defineCall({ method: 'GET', path: '/user/nav', tags: ['auth'], summary: '当前用户菜单树', data: z.array(ZMenuNav) }),
  updateLoginUser: defineCall({
    method: 'PUT', path: '/a/sys/user/updateLoginUser', tags: sys, summary: '修改本人信息（工号、职务、邮箱；会员改姓名）',
    body: z.object({
      no: z.string().max(32, '工号不能超过32个字符').nullish(),
      job: z.string().max(50, '职务不能超过50个字符').nullish(),
      email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100)]).nullish(),
      name: z.string().max(50).optional(),
    }),
    data: ZUserInfo,
  }),
  updateUserConfig: defineCall({
    method: 'POST', path: '/b/member/config/updateUserConfig', tags: sys, summary: '保存个人配置项', body: ZUserConfig, data: ZUserConfigMap,
  }),
  addUserSetting: defineCall({
    method: 'POST', path: '/b/user/setting/addUserSetting', tags: sys, summary: '保存个人设置', body: ZUserConfig, data: ZUserConfigMap,
  }),
  getUserSetting: defineCall({ method: 'GET', path: '/b/user/setting/getUserSetting', tags: sys, summary: '个人设置', data: ZUserConfigMap }),
  tokenUser: defineCall({
    method: 'GET', path: '/b/user/setting/getTokenUser', tags: sys, summary: '令牌对应的用户',
    data: z.object({
      userId: z.string(), loginName: z.string(), name: z.string(), deptId: nullableText, deptName: nullableText, tenantId: z.string(), isAdmin: z.boolean(),
    }),
  }),
  aiUserInfo: defineCall({
    method: 'GET', path: '/ai/getAiUserInfo', tags: ['shell'], summary: 'AI 助手配置',
    data: z.object({ domain: z.string(), token: z.string(), tenantId: z.string() }),
  }),
  onlineCounts: defineCall({
    method: 'GET', path: '/a/session/online/NO', tags: sys, summary: '在线人数', data: z.object({ onlineNo: z.number(), totalNo: z.number() }),
  }),
};

export const recordApi = {
  loginLog: defineCall({
    method: 'POST', path: '/a/sys/loginLog/queryList', tags: sys, summary: '登录日志', body: ZListRequest, data: z.array(ZLoginLogRow), paged: true,
  }),
  sms: defineCall({
    method: 'POST', path: '/a/sys/sms/queryList', tags: sys, summary: '短信发送记录（内置短信通道）', body: ZListRequest, data: z.array(ZSmsRow), paged: true,
  }),
};

export const paramApi = {
  queryList: defineCall({
    method: 'POST', path: '/a/sys/param/queryList', tags: sys, summary: '系统参数列表', body: ZListRequest, data: z.array(ZParamRow), paged: true,
  }),
  overrides: defineCall({
    method: 'GET', path: '/a/sys/param/overrides', tags: sys, summary: '由启动变量决定的系统参数（页面修改不生效）', data: z.record(z.string(), z.string()),
  }),
  update: defineCall({
    method: 'PUT', path: '/a/sys/param', tags: sys, summary: '修改系统参数（乐观锁：version 不一致返回409）', body: ZParamUpdate, data: ZParamRow,
  }),
  get: defineCall({
    method: 'GET', path: '/a/sys/param/:key', tags: sys, summary: '取一个系统参数', params: z.object({ key: z.string().min(1).max(100) }), data: ZParamRow,
  }),
  create: defineCall({ method: 'POST', path: '/a/sys/param', tags: sys, summary: '新增系统参数', body: ZParamCreate, data: ZParamRow }),
  delete: defineCall({
    method: 'DELETE', path: '/a/sys/param/:id', tags: sys, summary: '删除自定义系统参数', params: z.object({ id: z.string().min(1).max(64) }), data: z.null(),
  }),
};

const ZRoleKey = z.object({ roleId: ZSysKey });
const ZMenuTree = z.array(ZMenuTreeNode);

export const menuApi = {
  queryTree: defineCall({
    method: 'POST', path: '/a/sys/menu/queryTree', tags: sys, summary: '菜单树（可按名称过滤，保留上级）',
    body: z.object({ name: z.string().max(100).optional(), params: z.object({ name: z.string().max(100).nullish() }).partial().optional() }).nullish(),
    data: ZMenuTree,
  }),
  save: defineCall({ method: 'POST', path: '/a/sys/menu', tags: sys, summary: '新增或修改菜单（修改带 version，版本不一致返回409）', body: ZMenuSave, data: ZMenuRow }),
  delete: defineCall({
    method: 'DELETE', path: '/a/sys/menu/:id', tags: sys, summary: '删除菜单（有下级时不可删除）', params: z.object({ id: ZSysKey }), data: z.null(),
  }),
  updateSortList: defineCall({
    method: 'POST', path: '/a/sys/menu/updateSortList', tags: sys, summary: '批量排序（[{id, sort}] 或按顺序的 id 列表）', body: ZSortList, data: z.number(),
  }),
  drag: defineCall({
    method: 'POST', path: '/a/sys/menu/updateSort/:sourceId/:targetId/:before', tags: sys, summary: '拖动排序：把 source 放到 target 之前（true）或之后（false）',
    params: z.object({ sourceId: ZSysKey, targetId: ZSysKey, before: ZBoolText }), data: ZMoveResult,
  }),
  updateSort: defineCall({
    method: 'PUT', path: '/a/sys/menu/updateSort', tags: sys, summary: '拖动排序（{sourceId, targetId, before}，或 {id, parentId, sort}：省略 parentId 时不换上级）',
    body: z.union([ZDrag, z.object({ id: ZSysKey, parentId: ZSysKey.nullish(), sort: ZSortItem.shape.sort })]), data: ZMoveResult,
  }),
  roleTree: defineCall({
    method: 'GET', path: '/a/sys/menu/queryRoleList/:roleId', tags: sys, summary: '角色的菜单树（checked 标记已授权）', params: ZRoleKey, data: ZMenuTree,
  }),
  publicTree: defineCall({
    method: 'GET', path: '/share/menu/getNoLoginMenuTree', tags: ['shell'], summary: '免登录菜单树（权限以 public: 开头的菜单）',
    query: z.object({ companyId: z.string().max(64).optional() }), data: ZMenuTree,
  }),
};

/** Role calls beyond roleApi: sorting, users, menus, member levels, departments, data permissions. */
export const roleAuthApi = {
  updateSort: defineCall({
    method: 'PUT', path: '/a/sys/role/updateSort', tags: sys, summary: '角色拖动排序（{sourceId, targetId, before} 或排序列表）',
    body: z.union([ZDrag, ZSortList]), data: z.union([ZMoveResult, z.number()]),
  }),
  userTree: defineCall({
    method: 'POST', path: '/a/sys/role/queryUserListTree/:roleId', tags: sys, summary: '部门-用户树（checked 标记角色下的用户）',
    params: ZRoleKey, data: z.array(ZRoleUserNode),
  }),
  saveMenus: defineCall({
    method: 'POST', path: '/a/sys/role/saveRoleMenu/:roleId', tags: sys, summary: '保存角色的菜单权限（菜单编号列表；上级菜单自动加入）',
    params: ZRoleKey, body: idList('menuIds'), data: z.number(),
  }),
  copyMenus: defineCall({
    method: 'GET', path: '/a/sys/role/copyRoleMenu/:src/:tar', tags: sys, summary: '复制菜单权限（目标角色的菜单变为源角色的菜单）', params: ZSrcTar, data: z.number(),
  }),
  saveUser: defineCall({
    method: 'POST', path: '/a/sys/role/saveRoleUser', tags: sys, summary: '添加（checked=true）或移除角色用户',
    body: z.object({ roleId: ZSysKey, userId: ZSysKey.optional(), userIds: ZSysIds.optional(), checked: ZBool.optional() })
      .refine((b) => !!b.userId || !!b.userIds?.length, { message: '请选择用户' }),
    data: z.null(),
  }),
  saveUsers: defineCall({
    method: 'POST', path: '/a/sys/role/saveRoleUserList/:roleId', tags: sys, summary: '角色用户替换为给定的用户', params: ZRoleKey, body: idList('userIds'), data: z.null(),
  }),
  mergeUsers: defineCall({
    method: 'POST', path: '/a/sys/role/mergeRoleUserList/:src/:tar', tags: sys, summary: '把源角色的用户加入目标角色', params: ZSrcTar, data: z.number(),
  }),
  memberLevels: defineCall({
    method: 'GET', path: '/a/sys/role/queryMemberLevelList', tags: sys, summary: '会员等级列表（会员模块上线前为空）', data: z.array(ZMemberLevel),
  }),
  roleMemberLevels: defineCall({
    method: 'POST', path: '/a/sys/role/queryMemberLevelList/:roleId', tags: sys, summary: '会员等级列表（会员模块上线前为空）', params: ZRoleKey, data: z.array(ZMemberLevel),
  }),
  memberLevelIdsPost: defineCall({
    method: 'POST', path: '/a/sys/role/queryRoleMemberLevelId/:roleId', tags: sys, summary: '角色的会员等级编号', params: ZRoleKey, data: ZIdList,
  }),
  saveMemberLevel: defineCall({
    method: 'POST', path: '/a/sys/role/saveRoleMemberLevel', tags: sys, summary: '添加（checked=true）或移除角色的会员等级',
    body: z.object({ roleId: ZSysKey, memberLevelId: ZSysKey, checked: ZBool.optional() }), data: z.null(),
  }),
  saveMemberLevels: defineCall({
    method: 'POST', path: '/a/sys/role/saveRoleMemberLevelList/:roleId', tags: sys, summary: '角色的会员等级替换为给定的等级',
    params: ZRoleKey, body: idList('memberLevelIds'), data: z.null(),
  }),
  mergeMemberLevels: defineCall({
    method: 'POST', path: '/a/sys/role/mergeRoleMemberLevelList/:src/:tar', tags: sys, summary: '把源角色的会员等级加入目标角色', params: ZSrcTar, data: z.number(),
  }),
  deptTree: defineCall({
    method: 'GET', path: '/a/sys/dept/queryRoleList/:roleId', tags: sys, summary: '部门树（checked 标记角色的部门）', params: ZRoleKey, data: z.array(ZDeptCheckNode),
  }),
  copyDepts: defineCall({
    method: 'GET', path: '/a/sys/role/copyRoleDept/:src/:tar', tags: sys, summary: '复制部门权限（目标角色的部门变为源角色的部门）', params: ZSrcTar, data: ZIdList,
  }),
  saveDepts: defineCall({
    method: 'PUT', path: '/a/sys/role/data/:roleId/deptIdList', tags: sys, summary: '保存角色的部门', params: ZRoleKey, body: idList('deptIds'), data: ZIdList,
  }),
  attrTree: defineCall({
    method: 'GET', path: '/b/role/data/attr/queryAttrTree/:id', tags: sys, summary: '数据菜单的属性树（属性 → 字典值）',
    params: z.object({ id: ZSysKey }), data: z.array(ZAttrNode),
  }),
  roleAttrTree: defineCall({
    method: 'GET', path: '/b/role/data/attr/queryRoleAttrTree/:roleId/:dataMenuId', tags: sys, summary: '属性树（checked 标记角色已选的值）',
    params: z.object({ roleId: ZSysKey, dataMenuId: ZSysKey }), data: z.array(ZAttrNode),
  }),
  saveDataRef: defineCall({
    method: 'POST', path: '/b/role/data/attr/saveDataRef/:roleId/:dataMenuId', tags: sys, summary: '保存角色在数据菜单上的数据范围与属性值（整体替换）',
    params: z.object({ roleId: ZSysKey, dataMenuId: ZSysKey }),
    body: z.object({
      scope: z.enum(DATA_SCOPES, { error: `数据权限范围只能是 ${DATA_SCOPES.join('、')}` }),
      refs: z.array(z.object({ attr: z.string().min(1, '属性不能为空').max(64), dataId: z.string().min(1, '属性值不能为空').max(200) })).max(5000).optional(),
    }),
    data: ZRoleDataSetting,
  }),
  copyData: defineCall({
    method: 'POST', path: '/b/role/data/attr/copyRoleData/:src/:target/:cover', tags: sys,
    summary: '复制数据权限（cover=true 覆盖目标角色的，false 只补充目标没有的）',
    params: z.object({ src: ZSysKey, target: ZSysKey, cover: ZBoolText }), data: z.number(),
  }),
};

export type TUserInfo = z.input<typeof ZUserInfo>;
export type TMenuRow = z.input<typeof ZMenuRow>;
export type TMenuSave = z.input<typeof ZMenuSave>;
export type TParamRow = z.input<typeof ZParamRow>;
export type TParamCreate = z.input<typeof ZParamCreate>;
export type TLoginLogRow = z.input<typeof ZLoginLogRow>;
export type TSmsRow = z.input<typeof ZSmsRow>;
export type TMemberLevel = z.input<typeof ZMemberLevel>;
export type TDataScope = (typeof DATA_SCOPES)[number];
export type TParamUpdate = z.input<typeof ZParamUpdate>;
