import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuApi, roleApi, roleAuthApi, type ZSortList } from '@ecms/shared';
import type { z } from 'zod';
import { route } from '../../platform/contract-route.js';
import type { MoveResult } from '../../platform/sort-order.js';
import { ok } from '../../platform/envelope.js';
import {
  copyRoleData, copyRoleDepts, listDataMenus, queryRoleDeptIds, attrTree, roleAttrTree, roleDataSetting,
  roleDeptTree, saveDataRef, saveRoleDepts,
} from './data-permission.service.js';
import { levelOptions, resyncMembersOfRole } from '../member/index.js';
import { deleteMenu, moveMenu, placeMenu, publicMenuTree, queryMenuTree, saveMenu, updateMenuSortList } from './menu.service.js';
import {
  copyRoleMenus, deleteRole, loadRole, mergeRoleMemberLevels, mergeRoleUsers, moveRole, queryRoleMenuIds, queryRoles, queryRoleUsers,
  replaceRoleMemberLevels, replaceRoleUsers, roleMemberLevelIds, roleMenuTree, roleUserTree, saveRole, saveRoleMemberLevel, saveRoleMenus,
  saveRoleUser, updateRoleSorts,
} from './role.service.js';

/*
 * Roles, menus, function and data permissions (system administration, spec 3 §7 "Users,
 * departments, menus" and "Roles and authorisation"); calls in packages/shared/src/contracts/system.ts.
 * Rules live in the services; a non-administrator grants only what they hold (see role.service.ts).
 */

const truthy = (v: boolean | 'true' | 'false'): boolean => v === true || v === 'true';
const idsOf = (body: string[] | Record<string, string[] | undefined>, key: string): string[] =>
  Array.isArray(body) ? body : body[key] ?? body.ids ?? [];
type TSortList = z.output<typeof ZSortList>;
const sortListOf = (b: TSortList) => (Array.isArray(b) ? b : 'list' in b ? b.list : b.ids);

const view = { config: { permission: 'sys:role:view' } };
const auth = { config: { permission: 'sys:role:auth' } };

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  // -------------------------------------------------------------------------
  // Menus
  // -------------------------------------------------------------------------
  route(app, menuApi.queryTree, { config: { permission: 'sys:menu:view' } },
    async (req) => ok(await req.tx((tx) => queryMenuTree(tx, { name: req.body?.name ?? req.body?.params?.name ?? undefined }))));

  route(app, menuApi.save, { config: { permission: 'sys:menu:view' } },
    async (req) => ok(await req.tx((tx) => saveMenu(tx, req.actor(), req.body)), { msg: '保存成功' }));

  route(app, menuApi.delete, { config: { permission: 'sys:menu:delete' } }, async (req) => {
    await req.tx((tx) => deleteMenu(tx, req.params.id));
    return ok(null, { msg: '删除成功' });
  });

  route(app, menuApi.updateSortList, { config: { permission: 'sys:menu:edit' } },
    async (req) => ok(await req.tx((tx) => updateMenuSortList(tx, sortListOf(req.body))), { msg: '排序成功' }));

  route(app, menuApi.drag, { config: { permission: 'sys:menu:edit' } },
    async (req) => ok(await req.tx((tx) => moveMenu(tx, { ...req.params, before: truthy(req.params.before) })), { msg: '排序成功' }));

  route(app, menuApi.updateSort, { config: { permission: 'sys:menu:edit' } }, async (req) => {
    const b = req.body;
    const r = await req.tx((tx) => ('sourceId' in b
      ? moveMenu(tx, { sourceId: b.sourceId, targetId: b.targetId, before: truthy(b.before) })
      : placeMenu(tx, { id: b.id, parentId: b.parentId, sort: b.sort })));
    return ok(r, { msg: '排序成功' });
  });

  route(app, menuApi.roleTree, view, async (req) => ok(await req.tx((tx) => roleMenuTree(tx, req.params.roleId))));

  route(app, menuApi.publicTree, { config: { auth: 'public' } }, async (req) => ok(await publicMenuTree(app.database.db, req.query.companyId)));

  // -------------------------------------------------------------------------
  // Roles
  // -------------------------------------------------------------------------
  route(app, roleApi.queryList, view, async (req) => {
    const r = await req.tx((tx) => queryRoles(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, roleApi.save, view, async (req) => ok(await req.tx((tx) => saveRole(tx, req.actor(), req.body)), { msg: '保存成功' }));

  route(app, roleApi.delete, { config: { permission: 'sys:role:delete' } }, async (req) => {
    await req.tx((tx) => deleteRole(tx, req.actor(), req.params.id, req.query.force === 'true'));
    return ok(null, { msg: '删除成功' });
  });

  route(app, roleAuthApi.updateSort, { config: { permission: 'sys:role:edit' } }, async (req) => {
    const b = req.body;
    const r = await req.tx(async (tx): Promise<MoveResult | number> => (!Array.isArray(b) && 'sourceId' in b
      ? moveRole(tx, { sourceId: b.sourceId, targetId: b.targetId, before: truthy(b.before) })
      : updateRoleSorts(tx, sortListOf(b as TSortList))));
    return ok(r, { msg: '排序成功' });
  });

  route(app, roleApi.users, view, async (req) => {
    const r = await req.tx((tx) => queryRoleUsers(tx, req.params.id, req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, roleAuthApi.userTree, view, async (req) => ok(await req.tx((tx) => roleUserTree(tx, req.params.roleId))));

  route(app, roleApi.menuIds, view, async (req) => ok(await req.tx((tx) => queryRoleMenuIds(tx, req.params.roleId))));

  route(app, roleAuthApi.saveMenus, auth, async (req) => {
    const n = await req.tx((tx) => saveRoleMenus(tx, req.actor(), req.params.roleId, idsOf(req.body, 'menuIds')));
    return ok(n, { msg: '授权成功' });
  });

  route(app, roleAuthApi.copyMenus, auth,
    async (req) => ok(await req.tx((tx) => copyRoleMenus(tx, req.actor(), req.params.src, req.params.tar)), { msg: '复制成功' }));

  // Users of a role
  route(app, roleAuthApi.saveUser, auth, async (req) => {
    const b = req.body;
    const ids = b.userIds?.length ? b.userIds : [b.userId!];
    await req.tx((tx) => saveRoleUser(tx, req.actor(), b.roleId, ids, b.checked === undefined ? true : truthy(b.checked)));
    return ok(null, { msg: '保存成功' });
  });

  route(app, roleAuthApi.saveUsers, auth, async (req) => {
    await req.tx((tx) => replaceRoleUsers(tx, req.actor(), req.params.roleId, idsOf(req.body, 'userIds')));
    return ok(null, { msg: '保存成功' });
  });

  route(app, roleAuthApi.mergeUsers, auth,
    async (req) => ok(await req.tx((tx) => mergeRoleUsers(tx, req.actor(), req.params.src, req.params.tar)), { msg: '合并成功' }));

  // Member levels (modules/member); a change of a role's levels gives the members concerned their roles again.
  route(app, roleAuthApi.memberLevels, view, async (req) => ok(await req.tx((tx) => levelOptions(tx))));
  route(app, roleAuthApi.roleMemberLevels, view, async (req) => ok(await req.tx(async (tx) => {
    await loadRole(tx, req.params.roleId);
    return levelOptions(tx);
  })));

  route(app, roleApi.memberLevelIds, view, async (req) => ok(await req.tx((tx) => roleMemberLevelIds(tx, req.params.roleId))));
  route(app, roleAuthApi.memberLevelIdsPost, view, async (req) => ok(await req.tx((tx) => roleMemberLevelIds(tx, req.params.roleId))));

  route(app, roleAuthApi.saveMemberLevel, auth, async (req) => {
    const b = req.body;
    await req.tx(async (tx) => {
      await saveRoleMemberLevel(tx, req.actor(), b.roleId, b.memberLevelId, b.checked === undefined ? true : truthy(b.checked));
      await resyncMembersOfRole(tx, b.roleId);
    });
    return ok(null, { msg: '保存成功' });
  });

  route(app, roleAuthApi.saveMemberLevels, auth, async (req) => {
    await req.tx(async (tx) => {
      await replaceRoleMemberLevels(tx, req.actor(), req.params.roleId, idsOf(req.body, 'memberLevelIds'));
      await resyncMembersOfRole(tx, req.params.roleId);
    });
    return ok(null, { msg: '保存成功' });
  });

  route(app, roleAuthApi.mergeMemberLevels, auth,
    async (req) => ok(await req.tx(async (tx) => {
      const n = await mergeRoleMemberLevels(tx, req.actor(), req.params.src, req.params.tar);
      await resyncMembersOfRole(tx, req.params.tar);
      return n;
    }), { msg: '合并成功' }));

  // -------------------------------------------------------------------------
  // Departments of a role and data permissions
  // -------------------------------------------------------------------------
  route(app, roleApi.deptIds, view, async (req) => ok(await req.tx((tx) => queryRoleDeptIds(tx, req.params.roleId))));

  route(app, roleAuthApi.deptTree, view, async (req) => ok(await req.tx((tx) => roleDeptTree(tx, req.params.roleId))));

  route(app, roleAuthApi.copyDepts, auth,
    async (req) => ok(await req.tx((tx) => copyRoleDepts(tx, req.actor(), req.params.src, req.params.tar)), { msg: '复制成功' }));

  route(app, roleApi.dataDeptIds, view, async (req) => ok(await req.tx((tx) => queryRoleDeptIds(tx, req.params.roleId))));

  route(app, roleAuthApi.saveDepts, auth,
    async (req) => ok(await req.tx((tx) => saveRoleDepts(tx, req.actor(), req.params.roleId, idsOf(req.body, 'deptIds'))), { msg: '保存成功' }));

  route(app, roleApi.dataMenus, view, async (req) => ok(await req.tx((tx) => listDataMenus(tx))));

  route(app, roleAuthApi.attrTree, view, async (req) => ok(await req.tx((tx) => attrTree(tx, req.params.id))));

  route(app, roleApi.dataSetting, view, async (req) => ok(await req.tx((tx) => roleDataSetting(tx, req.params.roleId, req.params.dataMenuId))));

  route(app, roleAuthApi.roleAttrTree, view, async (req) => ok(await req.tx((tx) => roleAttrTree(tx, req.params.roleId, req.params.dataMenuId))));

  route(app, roleAuthApi.saveDataRef, auth,
    async (req) => ok(await req.tx((tx) => saveDataRef(tx, req.actor(), req.params.roleId, req.params.dataMenuId, req.body)), { msg: '保存成功' }));

  route(app, roleAuthApi.copyData, auth,
    async (req) => ok(await req.tx((tx) => copyRoleData(tx, req.actor(), req.params.src, req.params.target, truthy(req.params.cover))), { msg: '复制成功' }));
};
