import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMobile, MESSAGES, ONLINE_FILTER } from '@ecms/shared';
import { revokeUserSessions } from '../../platform/auth/session.js';
import { ok } from '../../platform/envelope.js';
import { newId } from '../../platform/ids.js';
import { ZListRequest } from '../../platform/list-query.js';
import { deleteDept, getDept, queryDeptTree, saveDept, shareDept, shareDeptTree, treeFilter, ZTreeFilter } from './dept.service.js';
import { checkKick, liveSessionCounts, queryOnlineTree } from './online.service.js';
import {
  deleteUser, getUser, queryUserListTree, queryUserRoleList, queryUsers, resetPassword, saveUser, setUserStatus,
  shareUser, shareUserNames, shareUsers, staffRankList, unlockUser,
} from './user.service.js';

const ZId = z.object({ id: z.string().min(1, '编号不能为空').max(64, '编号不正确') });
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`).nullish();

const ZDeptSave = z.object({
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

const ZUserSave = z.object({
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

/** Departments, users, online users (system administration). */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Departments -------------------------------------------------------------------------
  app.post('/a/sys/dept/queryTree', {
    schema: { tags: ['system'], summary: '部门树（按数据权限；名称过滤保留上级）', body: ZTreeFilter },
    config: { permission: 'sys:dept:view' },
  }, async (req) => ok(await req.tx((tx) => queryDeptTree(tx, req.actor(), treeFilter(req.body)))));

  app.get('/a/sys/dept/:id', {
    schema: { tags: ['system'], summary: '部门详情（按数据权限）', params: ZId },
    config: { permission: 'sys:dept:view' },
  }, async (req) => ok(await req.tx((tx) => getDept(tx, req.actor(), req.params.id))));

  app.post('/a/sys/dept', {
    schema: { tags: ['system'], summary: '新增（无 id）或修改（id + version）部门', body: ZDeptSave },
    config: { permission: 'sys:dept:view' }, // add / edit is checked by the service
  }, async (req) => ok(await req.tx((tx) => saveDept(tx, req.actor(), req.body)), { msg: '保存成功' }));

  app.delete('/a/sys/dept/:id', {
    schema: { tags: ['system'], summary: '删除部门（有子部门或用户时拒绝）', params: ZId },
    config: { permission: 'sys:dept:delete' },
  }, async (req) => {
    await req.tx((tx) => deleteDept(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // Pickers: the whole organisation, names only (no data scope by design).
  app.get('/share/dept/deptTree', { schema: { tags: ['lookup'], summary: '部门树（选择器）' } },
    async (req) => ok(await req.tx((tx) => shareDeptTree(tx))));

  app.get('/share/dept/:id', { schema: { tags: ['lookup'], summary: '部门信息', params: ZId } },
    async (req) => ok(await req.tx((tx) => shareDept(tx, req.params.id))));

  // --- Users -------------------------------------------------------------------------------
  app.post('/a/sys/user/queryList', {
    schema: { tags: ['system'], summary: '用户列表（按数据权限；params.deptId + includeChildren 含下级部门）', body: ZListRequest },
    config: { permission: 'sys:user:view' },
  }, async (req) => {
    const r = await req.tx((tx) => queryUsers(tx, req.actor(), req.body));
    return ok(r.rows, { total: r.total });
  });

  app.post('/a/sys/user/queryListTree', {
    schema: { tags: ['system'], summary: '部门-人员树（按数据权限）', body: ZTreeFilter },
    config: { permission: 'sys:user:view' },
  }, async (req) => ok(await req.tx((tx) => queryUserListTree(tx, req.actor(), treeFilter(req.body)))));

  app.get('/a/sys/user/queryUserRoleList/:id', {
    schema: { tags: ['system'], summary: '用户的角色', params: ZId },
    config: { permission: 'sys:user:view' },
  }, async (req) => ok(await req.tx((tx) => queryUserRoleList(tx, req.actor(), req.params.id))));

  app.get('/a/sys/user/:id', {
    schema: { tags: ['system'], summary: '用户详情（按数据权限）', params: ZId },
    config: { permission: 'sys:user:view' },
  }, async (req) => ok(await req.tx((tx) => getUser(tx, req.actor(), req.params.id))));

  app.post('/a/sys/user', {
    schema: { tags: ['system'], summary: '新增（无 id）或修改（id + version）用户；新用户的生成密码只返回这一次', body: ZUserSave },
    config: { permission: 'sys:user:view' }, // add / edit is checked by the service
  }, async (req) => {
    const r = await req.tx((tx) => saveUser(tx, req.actor(), req.body));
    return ok(r.password ? { ...r.user, password: r.password } : r.user, { msg: '保存成功' });
  });

  app.delete('/a/sys/user/:id', {
    schema: { tags: ['system'], summary: '删除用户（并使其登录失效）', params: ZId },
    config: { permission: 'sys:user:delete' },
  }, async (req) => {
    const actor = req.actor();
    await req.tx((tx) => deleteUser(tx, actor, req.params.id));
    await revokeUserSessions(app.database.db, actor.tenantId, req.params.id, 'user deleted');
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  app.put('/a/sys/user/:id/resetPassword', {
    schema: { tags: ['system'], summary: '重置密码（生成的新密码只返回这一次）', params: ZId },
    config: { permission: 'sys:user:resetPwd' },
  }, async (req) => {
    const actor = req.actor();
    const r = await req.tx((tx) => resetPassword(tx, actor, req.params.id));
    await revokeUserSessions(app.database.db, actor.tenantId, req.params.id, 'password reset');
    return ok(r, { msg: '密码已重置' });
  });

  app.put('/a/sys/user/:id/status', {
    schema: {
      tags: ['system'], summary: '启用（1）或停用（0）用户；停用使其登录失效', params: ZId,
      body: z.object({ status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0或1' }) }),
    },
    config: { permission: 'sys:user:edit' },
  }, async (req) => {
    const actor = req.actor();
    await req.tx((tx) => setUserStatus(tx, actor, req.params.id, req.body.status));
    if (req.body.status === 0) await revokeUserSessions(app.database.db, actor.tenantId, req.params.id, 'user disabled');
    return ok(null, { msg: req.body.status === 0 ? '已停用' : '已启用' });
  });

  app.put('/a/sys/user/:id/unlock', {
    schema: { tags: ['system'], summary: '解除登录锁定', params: ZId },
    config: { permission: 'sys:user:edit' },
  }, async (req) => {
    await req.tx((tx) => unlockUser(tx, req.actor(), req.params.id));
    return ok(null, { msg: '已解锁' });
  });

  // Person pickers: the whole organisation's staff, names only (id, name, department, job, phone).
  app.post('/share/user/queryList', { schema: { tags: ['lookup'], summary: '人员选择列表', body: ZListRequest } }, async (req) => {
    const r = await req.tx((tx) => shareUsers(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  app.get('/share/getVuer/:id', { schema: { tags: ['lookup'], summary: '一个用户', params: ZId } },
    async (req) => ok(await req.tx((tx) => shareUser(tx, req.params.id))));

  app.get('/share/getVuers/:ids', {
    schema: { tags: ['lookup'], summary: '多个用户的姓名（id 以 | 或 , 分隔）', params: z.object({ ids: z.string().max(70_000) }) },
  }, async (req) => ok(await req.tx((tx) => shareUserNames(tx, req.params.ids))));

  // The user's current business (person picker tab). Flows arrive with the workflow issue:
  // until then nobody has any, so the answer is an empty list.
  app.get('/share/user/:userId/onBusinessList', {
    schema: { tags: ['lookup'], summary: '用户当前业务（流程上线前为空）', params: z.object({ userId: z.string().min(1).max(64) }) },
  }, async () => ok([]));

  app.get('/share/getUUID', { schema: { tags: ['lookup'], summary: '新的 UUID v7' } }, async () => ok(newId()));

  app.get('/bs/common/staffRank/list', { schema: { tags: ['lookup'], summary: '职级字典及各职级人数' } },
    async (req) => ok(await req.tx((tx) => staffRankList(tx))));

  // --- Online users ------------------------------------------------------------------------
  app.get('/a/session/online/queryList', {
    schema: {
      tags: ['system'], summary: '在线用户（部门-人员树）',
      querystring: z.object({
        status: z.enum(ONLINE_FILTER, { error: '状态只能是 all、online 或 offline' }).default('all'),
        keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
      }),
    },
    config: { permission: 'sys:online:view' },
  }, async (req) => {
    const actor = req.actor();
    // Read before the tenant transaction: the privileged handle must never be used inside it.
    const sessions = await liveSessionCounts(app.database.db, app.services.policy, actor.tenantId);
    return ok(await req.tx((tx) => queryOnlineTree(tx, actor, sessions, req.query)));
  });

  app.delete('/a/session/online/:userId', {
    schema: { tags: ['system'], summary: '强制下线', params: z.object({ userId: z.string().min(1).max(64) }) },
    config: { permission: 'sys:online:kick' },
  }, async (req) => {
    const actor = req.actor();
    await req.tx((tx) => checkKick(tx, actor, req.params.userId));
    await revokeUserSessions(app.database.db, actor.tenantId, req.params.userId, 'kicked');
    return ok(null, { msg: '已强制下线' });
  });
};
