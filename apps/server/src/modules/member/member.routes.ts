import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_MSG, memberApi, MESSAGES } from '@ecms/shared';
import { revokeUserSessions } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ProbeLimiter } from '../../platform/probe-limit.js';
import { ok } from '../../platform/envelope.js';
import { publicTenantId, withTenant } from '../../platform/tenancy.js';
import { AuthService, normalizePhone } from '../auth/index.js';
import { loadUserInfo } from '../system/index.js';
import {
  createMember, deleteLevel, deleteMember, levelRoles, listLevels, listMembers, modMemberName, moveLevel, myInvoice, phoneRegistered,
  replaceLevelRoles, resetMemberPassword, saveLevel, saveMember, saveMyInvoice,
} from './member.service.js';

const MEMBER = 'sys:member';
const LEVEL = 'sys:memberGrade:view';
const ROLE = 'sys:memberRole:view';

/** Members, member levels and invoice details (spec 1 §2 /login/register, §5; spec 3 §7 Members, levels, SaaS). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const auth = new AuthService(db, app.config, app.services);
  // The three anonymous phone checks share one count per address (issue 13: no walking the numbers).
  const probes = new ProbeLimiter(app.config.phoneProbesPerMinute);

  // ---- registration (anonymous) ----
  route(app, memberApi.sendRegisterSms, { config: { auth: 'public' } },
    async (req) => ok(await auth.sendSmsCode(req.body, 'register'), { msg: '验证码已发送，请注意查收' }));
  route(app, memberApi.register, { config: { auth: 'public' } }, async (req) => {
    const b = req.body;
    const userId = await auth.registerMember(b, (tenantId, phone, passwordHash) =>
      withTenant(db, { tenantId, userId: null }, (tx) => createMember(tx, { loginName: b.loginName, name: b.name, phone, passwordHash })));
    return ok({ userId }, { msg: MEMBER_MSG.REGISTERED });
  });
  route(app, memberApi.checkPhoneExist, { config: { auth: 'public' } }, async (req) => {
    probes.hit(req.ip);
    const tenantId = await publicTenantId(db, req.query.companyId);
    const phone = normalizePhone(req.params.phone);
    return ok({ exist: await withTenant(db, { tenantId, userId: null }, (tx) => phoneRegistered(tx, phone)) });
  });

  // Registration form: the phone in the body is checked for format (手机号格式不正确) and for an existing account.
  route(app, memberApi.checkPhone, { config: { auth: 'public' } }, async (req) => {
    probes.hit(req.ip);
    const tenantId = await publicTenantId(db, req.body.companyId);
    const phone = normalizePhone(req.body.phone);
    const exist = await withTenant(db, { tenantId, userId: null }, (tx) => phoneRegistered(tx, phone));
    return ok({ exist, available: !exist }, exist ? { msg: MEMBER_MSG.PHONE_TAKEN } : {});
  });
  // SMS sign-in and find-password: is there an account with this phone in the company?
  route(app, memberApi.loginCheckPhone, { config: { auth: 'public' } }, async (req) => {
    probes.hit(req.ip);
    const tenantId = await publicTenantId(db, req.query.companyId);
    const phone = normalizePhone(req.params.phone);
    return ok({ exist: await withTenant(db, { tenantId, userId: null }, (tx) => phoneRegistered(tx, phone)) });
  });
  // The signed-in user's info (member or staff), the same shape as /user/info.
  route(app, memberApi.currentUserInfo, {}, async (req) => ok(await req.tx((tx) => loadUserInfo(tx, req.actor()))));

  // ---- levels ----
  route(app, memberApi.levelList, { config: { permission: LEVEL } }, async (req) => {
    const page = await req.tx((tx) => listLevels(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, memberApi.levelSave, { config: { permission: LEVEL } }, async (req) => ok(await req.tx((tx) => saveLevel(tx, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, memberApi.levelDelete, { config: { permission: LEVEL } }, async (req) => {
    await req.tx((tx) => deleteLevel(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, memberApi.levelSort, { config: { permission: LEVEL } }, async (req) => {
    await req.tx((tx) => moveLevel(tx, req.params.source, req.params.target, req.params.before === 'true'));
    return ok(null, { msg: MESSAGES.SAVE_OK });
  });

  // ---- member roles: the roles each level grants its members ----
  route(app, memberApi.levelRoles, { config: { permission: ROLE } }, async (req) => ok(await req.tx((tx) => levelRoles(tx, req.params.id))));
  route(app, memberApi.levelRolesSave, { config: { permission: ROLE } }, async (req) => {
    await req.tx((tx) => replaceLevelRoles(tx, req.params.id, req.body.roleIds));
    return ok(null, { msg: MESSAGES.SAVE_OK });
  });

  // ---- members ----
  route(app, memberApi.list, { config: { permission: `${MEMBER}:view` } }, async (req) => {
    const page = await req.tx((tx) => listMembers(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, memberApi.save, { config: { permission: `${MEMBER}:edit` } }, async (req) => {
    const row = await req.tx((tx) => saveMember(tx, req.actor(), req.body));
    if (req.body.status === 0) await revokeUserSessions(db, req.actor().tenantId, row.id, 'member_disabled');
    return ok(row, { msg: MESSAGES.SAVE_OK });
  });
  route(app, memberApi.remove, { config: { permission: `${MEMBER}:edit` } }, async (req) => {
    await req.tx((tx) => deleteMember(tx, req.actor(), req.params.id));
    await revokeUserSessions(db, req.actor().tenantId, req.params.id, 'member_deleted');
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, memberApi.resetPassword, { config: { permission: `${MEMBER}:resetPwd` } }, async (req) => {
    await req.tx((tx) => resetMemberPassword(tx, req.actor(), req.params.a, req.params.b));
    await revokeUserSessions(db, req.actor().tenantId, req.params.a, 'password_reset');
    return ok(null, { msg: '密码已重置' });
  });
  // The member's own name, from the personal-info drawer: any signed-in member, for themself only.
  route(app, memberApi.modName, {}, async (req) => {
    await req.tx((tx) => modMemberName(tx, req.actor(), req.params.a, req.params.b));
    return ok(null, { msg: MESSAGES.SAVE_OK });
  });

  // ---- invoice details (members only) ----
  route(app, memberApi.invoiceMine, {}, async (req) => ok(await req.tx((tx) => myInvoice(tx, req.actor()))));
  route(app, memberApi.invoiceSave, {}, async (req) => ok(await req.tx((tx) => saveMyInvoice(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
};
