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
