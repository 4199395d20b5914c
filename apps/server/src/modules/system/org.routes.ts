import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deptApi, MESSAGES, onlineApi, userApi } from '@ecms/shared';
import { revokeUserSessions } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { newId } from '../../platform/ids.js';
import { deleteDept, getDept, queryDeptTree, saveDept, shareDept, shareDeptTree, treeFilter } from './dept.service.js';
import { checkKick, liveSessionCounts, queryOnlineTree } from './online.service.js';
import {
  deleteUser, getUser, queryUserListTree, queryUserRoleList, queryUsers, resetPassword, saveUser, setUserStatus,
  shareUser, shareUserNames, shareUsers, staffRankList, unlockUser,
} from './user.service.js';

/** Departments, users, online users (system administration); calls in packages/shared/src/contracts/system.ts. */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Departments -------------------------------------------------------------------------
  route(app, deptApi.queryTree, { config: { permission: 'sys:dept:view' } },
    async (req) => ok(await req.tx((tx) => queryDeptTree(tx, req.actor(), treeFilter(req.body)))));

  route(app, deptApi.get, { config: { permission: 'sys:dept:view' } },
    async (req) => ok(await req.tx((tx) => getDept(tx, req.actor(), req.params.id))));

  // add / edit is checked by the service
  route(app, deptApi.save, { config: { permission: 'sys:dept:view' } },
    async (req) => ok(await req.tx((tx) => saveDept(tx, req.actor(), req.body)), { msg: '保存成功' }));

  route(app, deptApi.delete, { config: { permission: 'sys:dept:delete' } }, async (req) => {
    await req.tx((tx) => deleteDept(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // Pickers: the whole organisation, names only (no data scope by design).
  route(app, deptApi.shareTree, {}, async (req) => ok(await req.tx((tx) => shareDeptTree(tx))));

  route(app, deptApi.share, {}, async (req) => ok(await req.tx((tx) => shareDept(tx, req.params.id))));

  // --- Users -------------------------------------------------------------------------------
  route(app, userApi.queryList, { config: { permission: 'sys:user:view' } }, async (req) => {
    const r = await req.tx((tx) => queryUsers(tx, req.actor(), req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, userApi.queryListTree, { config: { permission: 'sys:user:view' } },
    async (req) => ok(await req.tx((tx) => queryUserListTree(tx, req.actor(), treeFilter(req.body)))));

  route(app, userApi.roles, { config: { permission: 'sys:user:view' } },
    async (req) => ok(await req.tx((tx) => queryUserRoleList(tx, req.actor(), req.params.id))));

  route(app, userApi.get, { config: { permission: 'sys:user:view' } },
    async (req) => ok(await req.tx((tx) => getUser(tx, req.actor(), req.params.id))));

  // add / edit is checked by the service
  route(app, userApi.save, { config: { permission: 'sys:user:view' } }, async (req) => {
    const r = await req.tx((tx) => saveUser(tx, req.actor(), req.body));
    return ok(r.password ? { ...r.user, password: r.password } : r.user, { msg: '保存成功' });
  });

  route(app, userApi.delete, { config: { permission: 'sys:user:delete' } }, async (req) => {
    const actor = req.actor();
    await req.tx((tx) => deleteUser(tx, actor, req.params.id));
    await revokeUserSessions(app.database.db, actor.tenantId, req.params.id, 'user deleted');
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  route(app, userApi.resetPassword, { config: { permission: 'sys:user:resetPwd' } }, async (req) => {
    const actor = req.actor();
    const r = await req.tx((tx) => resetPassword(tx, actor, req.params.id));
    await revokeUserSessions(app.database.db, actor.tenantId, req.params.id, 'password reset');
    return ok(r, { msg: '密码已重置' });
  });

  route(app, userApi.setStatus, { config: { permission: 'sys:user:edit' } }, async (req) => {
    const actor = req.actor();
    await req.tx((tx) => setUserStatus(tx, actor, req.params.id, req.body.status));
    if (req.body.status === 0) await revokeUserSessions(app.database.db, actor.tenantId, req.params.id, 'user disabled');
    return ok(null, { msg: req.body.status === 0 ? '已停用' : '已启用' });
  });

  route(app, userApi.unlock, { config: { permission: 'sys:user:edit' } }, async (req) => {
    await req.tx((tx) => unlockUser(tx, req.actor(), req.params.id));
    return ok(null, { msg: '已解锁' });
  });

  // Person pickers: the whole organisation's staff, names only (id, name, department, job, phone).
  route(app, userApi.shareList, {}, async (req) => {
    const r = await req.tx((tx) => shareUsers(tx, req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, userApi.share, {}, async (req) => ok(await req.tx((tx) => shareUser(tx, req.params.id))));

  route(app, userApi.shareNames, {}, async (req) => ok(await req.tx((tx) => shareUserNames(tx, req.params.ids))));

  // The user's current business (person picker tab). Flows arrive with the workflow issue:
  // until then nobody has any, so the answer is an empty list.
  route(app, userApi.onBusinessList, {}, async () => ok([]));

  route(app, userApi.uuid, {}, async () => ok(newId()));

  route(app, userApi.staffRanks, {}, async (req) => ok(await req.tx((tx) => staffRankList(tx))));

  // --- Online users ------------------------------------------------------------------------
  route(app, onlineApi.queryList, { config: { permission: 'sys:online:view' } }, async (req) => {
    const actor = req.actor();
    // Read before the tenant transaction: the privileged handle must never be used inside it.
    const sessions = await liveSessionCounts(app.database.db, app.services.policy, actor.tenantId);
    return ok(await req.tx((tx) => queryOnlineTree(tx, actor, sessions, req.query)));
  });

  route(app, onlineApi.kick, { config: { permission: 'sys:online:kick' } }, async (req) => {
    const actor = req.actor();
    await req.tx((tx) => checkKick(tx, actor, req.params.userId));
    await revokeUserSessions(app.database.db, actor.tenantId, req.params.userId, 'kicked');
    return ok(null, { msg: '已强制下线' });
  });
};
