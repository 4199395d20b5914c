import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import {
  copyRoleData, copyRoleDepts, DATA_SCOPES, listDataMenus, queryRoleDeptIds, attrTree, roleAttrTree, roleDataSetting,
  roleDeptTree, saveDataRef, saveRoleDepts,
} from './data-permission.service.js';
import {
  deleteMenu, MENU_OPEN_TYPES, MENU_TYPES, moveMenu, PERMISSION_PATTERN, placeMenu, publicMenuTree, queryMenuTree, saveMenu,
  updateMenuSortList,
} from './menu.service.js';
import {
  copyRoleMenus, deleteRole, loadRole, mergeRoleMemberLevels, mergeRoleUsers, moveRole, queryRoleMenuIds, queryRoles, queryRoleUsers,
  replaceRoleMemberLevels, replaceRoleUsers, roleMemberLevelIds, roleMenuTree, roleUserTree, saveRole, saveRoleMemberLevel, saveRoleMenus,
  saveRoleUser, updateRoleSorts,
} from './role.service.js';

/*
 * Roles, menus, function and data permissions (system administration, spec 3 §7 "Users,
 * departments, menus" and "Roles and authorisation"). Rules live in the services; a
 * non-administrator grants only what they hold (see role.service.ts).
 */

const ZId = z.string().min(1, '编号不能为空').max(64, '编号不正确');
const ZIds = z.array(ZId).max(5000, '一次最多提交5000条');
const ZBoolText = z.enum(['true', 'false'], { error: '参数应为 true 或 false' });
const ZBool = z.union([z.boolean(), ZBoolText]);
const truthy = (v: boolean | 'true' | 'false'): boolean => v === true || v === 'true';
/** Id lists arrive as a bare array or wrapped ({ ids } or a named key such as { menuIds }). */
const idList = <K extends string>(key: K) => z.union([
  ZIds,
  z.object({ ids: ZIds.optional() }).extend({ [key]: ZIds.optional() } as Record<K, z.ZodOptional<typeof ZIds>>)
    // A wrapper without the list (e.g. a misspelt key) must not read as "none" and empty the role.
    .refine((b) => (b as Record<string, unknown>).ids !== undefined || (b as Record<string, unknown>)[key] !== undefined, { message: '请提交编号列表' }),
]);
const idsOf = (body: string[] | Record<string, string[] | undefined>, key: string): string[] =>
  Array.isArray(body) ? body : body[key] ?? body.ids ?? [];

const ZSortItem = z.object({ id: ZId, sort: z.number({ error: '排序必须是数字' }).int('排序必须是整数').min(-1_000_000_000).max(1_000_000_000) });
const ZSortList = z.union([z.array(ZSortItem).max(5000), ZIds, z.object({ list: z.array(ZSortItem).max(5000) }), z.object({ ids: ZIds })]);
type TSortList = z.infer<typeof ZSortList>;
const sortListOf = (b: TSortList) => (Array.isArray(b) ? b : 'list' in b ? b.list : b.ids);
const ZDrag = z.object({ sourceId: ZId, targetId: ZId, before: ZBool });

const ZMenu = z.object({
  id: ZId.optional(),
  version: z.number().int().optional(),
  parentId: ZId.nullish(),
  name: z.string({ error: '菜单名称不能为空' }).trim().min(1, '菜单名称不能为空').max(100, '菜单名称不能超过100个字符'),
  fullName: z.string().max(200, '菜单全称不能超过200个字符').nullish(),
  url: z.string().max(500, '路径不能超过500个字符').nullish(),
  href: z.string().max(500, '外部链接不能超过500个字符').nullish(),
  type: z.enum(MENU_TYPES, { error: '菜单类型只能是 Group、Menu 或 Button' }).optional(),
  openType: z.union(MENU_OPEN_TYPES.map((n) => z.literal(n)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], { error: '打开方式只能是 1、2 或 3' }).optional(),
  permission: z.union([z.literal(''), z.string().max(200, '权限标识不能超过200个字符').regex(PERMISSION_PATTERN, '权限标识格式不正确（只能包含字母、数字、下划线、冒号、点和横线）')]).nullish(),
  icon: z.string().max(100).nullish(),
  sort: z.number().int('排序必须是整数').min(-1_000_000_000).max(1_000_000_000).optional(),
  hidden: z.boolean().optional(),
});


const roleParam = z.object({ roleId: ZId });
const srcTar = z.object({ src: ZId, tar: ZId });

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  // -------------------------------------------------------------------------
  // Menus
  // -------------------------------------------------------------------------
  app.post('/a/sys/menu/queryTree', {
    schema: {
      tags: ['system'], summary: '菜单树（可按名称过滤，保留上级）',
      body: z.object({ name: z.string().max(100).optional(), params: z.object({ name: z.string().max(100).nullish() }).partial().optional() }).nullish(),
    },
    config: { permission: 'sys:menu:view' },
  }, async (req) => ok(await req.tx((tx) => queryMenuTree(tx, { name: req.body?.name ?? req.body?.params?.name ?? undefined }))));

  app.post('/a/sys/menu', {
    schema: { tags: ['system'], summary: '新增或修改菜单（修改带 version，版本不一致返回409）', body: ZMenu },
    config: { permission: 'sys:menu:view' },
  }, async (req) => ok(await req.tx((tx) => saveMenu(tx, req.actor(), req.body)), { msg: '保存成功' }));

  app.delete('/a/sys/menu/:id', {
    schema: { tags: ['system'], summary: '删除菜单（有下级时不可删除）', params: z.object({ id: ZId }) },
    config: { permission: 'sys:menu:delete' },
  }, async (req) => {
    await req.tx((tx) => deleteMenu(tx, req.params.id));
    return ok(null, { msg: '删除成功' });
  });

  app.post('/a/sys/menu/updateSortList', {
    schema: { tags: ['system'], summary: '批量排序（[{id, sort}] 或按顺序的 id 列表）', body: ZSortList },
    config: { permission: 'sys:menu:edit' },
  }, async (req) => ok(await req.tx((tx) => updateMenuSortList(tx, sortListOf(req.body))), { msg: '排序成功' }));

  app.post('/a/sys/menu/updateSort/:sourceId/:targetId/:before', {
    schema: { tags: ['system'], summary: '拖动排序：把 source 放到 target 之前（true）或之后（false）', params: z.object({ sourceId: ZId, targetId: ZId, before: ZBoolText }) },
    config: { permission: 'sys:menu:edit' },
  }, async (req) => ok(await req.tx((tx) => moveMenu(tx, { ...req.params, before: truthy(req.params.before) })), { msg: '排序成功' }));

  app.put('/a/sys/menu/updateSort', {
    schema: {
      tags: ['system'], summary: '拖动排序（{sourceId, targetId, before}，或 {id, parentId, sort}：省略 parentId 时不换上级）',
      body: z.union([ZDrag, z.object({ id: ZId, parentId: ZId.nullish(), sort: ZSortItem.shape.sort })]),
    },
    config: { permission: 'sys:menu:edit' },
  }, async (req) => {
    const b = req.body;
    const r = await req.tx((tx) => ('sourceId' in b
      ? moveMenu(tx, { sourceId: b.sourceId, targetId: b.targetId, before: truthy(b.before) })
      : placeMenu(tx, { id: b.id, parentId: b.parentId, sort: b.sort })));
    return ok(r, { msg: '排序成功' });
  });

  app.get('/a/sys/menu/queryRoleList/:roleId', {
    schema: { tags: ['system'], summary: '角色的菜单树（checked 标记已授权）', params: roleParam },
    config: { permission: 'sys:role:view' },
  }, async (req) => ok(await req.tx((tx) => roleMenuTree(tx, req.params.roleId))));

  app.get('/share/menu/getNoLoginMenuTree', {
    schema: { tags: ['shell'], summary: '免登录菜单树（权限以 public: 开头的菜单）', querystring: z.object({ companyId: z.string().max(64).optional() }) },
    config: { auth: 'public' },
  }, async (req) => ok(await publicMenuTree(app.database.db, req.query.companyId)));

  // -------------------------------------------------------------------------
  // Roles
  // -------------------------------------------------------------------------
  route(app, roleApi.queryList, { config: { permission: 'sys:role:view' } }, async (req) => {
    const r = await req.tx((tx) => queryRoles(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, roleApi.save, { config: { permission: 'sys:role:view' } }, async (req) => ok(await req.tx((tx) => saveRole(tx, req.actor(), req.body)), { msg: '保存成功' }));

  route(app, roleApi.delete, { config: { permission: 'sys:role:delete' } }, async (req) => {
    await req.tx((tx) => deleteRole(tx, req.actor(), req.params.id, req.query.force === 'true'));
    return ok(null, { msg: '删除成功' });
  });

  app.put('/a/sys/role/updateSort', {
    schema: { tags: ['system'], summary: '角色拖动排序（{sourceId, targetId, before} 或排序列表）', body: z.union([ZDrag, ZSortList]) },
    config: { permission: 'sys:role:edit' },
  }, async (req) => {
    const b = req.body;
    const r = await req.tx(async (tx): Promise<unknown> => (!Array.isArray(b) && 'sourceId' in b
      ? moveRole(tx, { sourceId: b.sourceId, targetId: b.targetId, before: truthy(b.before) })
      : updateRoleSorts(tx, sortListOf(b as TSortList))));
    return ok(r, { msg: '排序成功' });
  });

  route(app, roleApi.users, { config: { permission: 'sys:role:view' } }, async (req) => {
    const r = await req.tx((tx) => queryRoleUsers(tx, req.params.id, req.body));
    return ok(r.rows, { total: r.total });
  });

  app.post('/a/sys/role/queryUserListTree/:roleId', {
    schema: { tags: ['system'], summary: '部门-用户树（checked 标记角色下的用户）', params: roleParam },
    config: { permission: 'sys:role:view' },
  }, async (req) => ok(await req.tx((tx) => roleUserTree(tx, req.params.roleId))));

  route(app, roleApi.menuIds, { config: { permission: 'sys:role:view' } }, async (req) => ok(await req.tx((tx) => queryRoleMenuIds(tx, req.params.roleId))));

  app.post('/a/sys/role/saveRoleMenu/:roleId', {
    schema: { tags: ['system'], summary: '保存角色的菜单权限（菜单编号列表；上级菜单自动加入）', params: roleParam, body: idList('menuIds') },
    config: { permission: 'sys:role:auth' },
  }, async (req) => {
    const n = await req.tx((tx) => saveRoleMenus(tx, req.actor(), req.params.roleId, idsOf(req.body, 'menuIds')));
    return ok(n, { msg: '授权成功' });
  });

  app.get('/a/sys/role/copyRoleMenu/:src/:tar', {
    schema: { tags: ['system'], summary: '复制菜单权限（目标角色的菜单变为源角色的菜单）', params: srcTar },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => copyRoleMenus(tx, req.actor(), req.params.src, req.params.tar)), { msg: '复制成功' }));

  // Users of a role
  app.post('/a/sys/role/saveRoleUser', {
    schema: {
      tags: ['system'], summary: '添加（checked=true）或移除角色用户',
      body: z.object({ roleId: ZId, userId: ZId.optional(), userIds: ZIds.optional(), checked: ZBool.optional() })
        .refine((b) => !!b.userId || !!b.userIds?.length, { message: '请选择用户' }),
    },
    config: { permission: 'sys:role:auth' },
  }, async (req) => {
    const b = req.body;
    const ids = b.userIds?.length ? b.userIds : [b.userId!];
    await req.tx((tx) => saveRoleUser(tx, req.actor(), b.roleId, ids, b.checked === undefined ? true : truthy(b.checked)));
    return ok(null, { msg: '保存成功' });
  });

  app.post('/a/sys/role/saveRoleUserList/:roleId', {
    schema: { tags: ['system'], summary: '角色用户替换为给定的用户', params: roleParam, body: idList('userIds') },
    config: { permission: 'sys:role:auth' },
  }, async (req) => {
    await req.tx((tx) => replaceRoleUsers(tx, req.actor(), req.params.roleId, idsOf(req.body, 'userIds')));
    return ok(null, { msg: '保存成功' });
  });

  app.post('/a/sys/role/mergeRoleUserList/:src/:tar', {
    schema: { tags: ['system'], summary: '把源角色的用户加入目标角色', params: srcTar },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => mergeRoleUsers(tx, req.actor(), req.params.src, req.params.tar)), { msg: '合并成功' }));

  // Member levels (levels arrive with the members issue; the links are stored already)
  const memberLevelList = { schema: { tags: ['system'], summary: '会员等级列表（会员模块上线前为空）' }, config: { permission: 'sys:role:view' } };
  app.get('/a/sys/role/queryMemberLevelList', memberLevelList, async () => ok([]));
  app.post('/a/sys/role/queryMemberLevelList/:roleId', { ...memberLevelList, schema: { ...memberLevelList.schema, params: roleParam } }, async (req) => {
    await req.tx((tx) => loadRole(tx, req.params.roleId));
    return ok([]);
  });

  const memberLevelIds = { schema: { tags: ['system'], summary: '角色的会员等级编号', params: roleParam }, config: { permission: 'sys:role:view' } };
  route(app, roleApi.memberLevelIds, { config: memberLevelIds.config }, async (req) => ok(await req.tx((tx) => roleMemberLevelIds(tx, req.params.roleId))));
  app.post('/a/sys/role/queryRoleMemberLevelId/:roleId', memberLevelIds, async (req) => ok(await req.tx((tx) => roleMemberLevelIds(tx, req.params.roleId))));

  app.post('/a/sys/role/saveRoleMemberLevel', {
    schema: { tags: ['system'], summary: '添加（checked=true）或移除角色的会员等级', body: z.object({ roleId: ZId, memberLevelId: ZId, checked: ZBool.optional() }) },
    config: { permission: 'sys:role:auth' },
  }, async (req) => {
    const b = req.body;
    await req.tx((tx) => saveRoleMemberLevel(tx, req.actor(), b.roleId, b.memberLevelId, b.checked === undefined ? true : truthy(b.checked)));
    return ok(null, { msg: '保存成功' });
  });

  app.post('/a/sys/role/saveRoleMemberLevelList/:roleId', {
    schema: { tags: ['system'], summary: '角色的会员等级替换为给定的等级', params: roleParam, body: idList('memberLevelIds') },
    config: { permission: 'sys:role:auth' },
  }, async (req) => {
    await req.tx((tx) => replaceRoleMemberLevels(tx, req.actor(), req.params.roleId, idsOf(req.body, 'memberLevelIds')));
    return ok(null, { msg: '保存成功' });
  });

  app.post('/a/sys/role/mergeRoleMemberLevelList/:src/:tar', {
    schema: { tags: ['system'], summary: '把源角色的会员等级加入目标角色', params: srcTar },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => mergeRoleMemberLevels(tx, req.actor(), req.params.src, req.params.tar)), { msg: '合并成功' }));

  // -------------------------------------------------------------------------
  // Departments of a role and data permissions
  // -------------------------------------------------------------------------
  route(app, roleApi.deptIds, { config: { permission: 'sys:role:view' } }, async (req) => ok(await req.tx((tx) => queryRoleDeptIds(tx, req.params.roleId))));

  app.get('/a/sys/dept/queryRoleList/:roleId', {
    schema: { tags: ['system'], summary: '部门树（checked 标记角色的部门）', params: roleParam },
    config: { permission: 'sys:role:view' },
  }, async (req) => ok(await req.tx((tx) => roleDeptTree(tx, req.params.roleId))));

  app.get('/a/sys/role/copyRoleDept/:src/:tar', {
    schema: { tags: ['system'], summary: '复制部门权限（目标角色的部门变为源角色的部门）', params: srcTar },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => copyRoleDepts(tx, req.actor(), req.params.src, req.params.tar)), { msg: '复制成功' }));

  route(app, roleApi.dataDeptIds, { config: { permission: 'sys:role:view' } }, async (req) => ok(await req.tx((tx) => queryRoleDeptIds(tx, req.params.roleId))));

  app.put('/a/sys/role/data/:roleId/deptIdList', {
    schema: { tags: ['system'], summary: '保存角色的部门', params: roleParam, body: idList('deptIds') },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => saveRoleDepts(tx, req.actor(), req.params.roleId, idsOf(req.body, 'deptIds'))), { msg: '保存成功' }));

  route(app, roleApi.dataMenus, { config: { permission: 'sys:role:view' } }, async (req) => ok(await req.tx((tx) => listDataMenus(tx))));

  app.get('/b/role/data/attr/queryAttrTree/:id', {
    schema: { tags: ['system'], summary: '数据菜单的属性树（属性 → 字典值）', params: z.object({ id: ZId }) },
    config: { permission: 'sys:role:view' },
  }, async (req) => ok(await req.tx((tx) => attrTree(tx, req.params.id))));

  const roleData = z.object({ roleId: ZId, dataMenuId: ZId });
  route(app, roleApi.dataSetting, { config: { permission: 'sys:role:view' } }, async (req) => ok(await req.tx((tx) => roleDataSetting(tx, req.params.roleId, req.params.dataMenuId))));

  app.get('/b/role/data/attr/queryRoleAttrTree/:roleId/:dataMenuId', {
    schema: { tags: ['system'], summary: '属性树（checked 标记角色已选的值）', params: roleData },
    config: { permission: 'sys:role:view' },
  }, async (req) => ok(await req.tx((tx) => roleAttrTree(tx, req.params.roleId, req.params.dataMenuId))));

  app.post('/b/role/data/attr/saveDataRef/:roleId/:dataMenuId', {
    schema: {
      tags: ['system'], summary: '保存角色在数据菜单上的数据范围与属性值（整体替换）', params: roleData,
      body: z.object({
        scope: z.enum(DATA_SCOPES, { error: `数据权限范围只能是 ${DATA_SCOPES.join('、')}` }),
        refs: z.array(z.object({ attr: z.string().min(1, '属性不能为空').max(64), dataId: z.string().min(1, '属性值不能为空').max(200) })).max(5000).optional(),
      }),
    },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => saveDataRef(tx, req.actor(), req.params.roleId, req.params.dataMenuId, req.body)), { msg: '保存成功' }));

  app.post('/b/role/data/attr/copyRoleData/:src/:target/:cover', {
    schema: {
      tags: ['system'], summary: '复制数据权限（cover=true 覆盖目标角色的，false 只补充目标没有的）',
      params: z.object({ src: ZId, target: ZId, cover: ZBoolText }),
    },
    config: { permission: 'sys:role:auth' },
  }, async (req) => ok(await req.tx((tx) => copyRoleData(tx, req.actor(), req.params.src, req.params.target, truthy(req.params.cover))), { msg: '复制成功' }));
};
