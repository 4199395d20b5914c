import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, SAAS_MSG, saasApi } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import {
  deleteGrade, gradeMenuTree, listCompanies, listGrades, LOGO_FIELDS, logoImage, ownCompany, publicCompany, saveCompany,
  saveGrade, saveGradeMenus, saveOwnCompany, setCompanyStatus,
} from './saas.service.js';

const ENT = 'sys:saasEnterprise';
const MENU = 'sys:saasMenu:view';
const OWN = 'sys:saasCompany:view';
/** Three logos as data URLs of up to 256 KB each, plus the fields. */
const LOGO_BODY_LIMIT = 1_500_000;

/** SaaS companies, grades and menus (spec 1 §2 saasLogin logos; spec 3 §2, §7 Members, levels, SaaS). */
export const saasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Public: the sign-in page of a company shows its name and logos before anyone signs in.
  route(app, saasApi.company, { config: { auth: 'public' } }, async (req) => ok(await publicCompany(db, req.params.companyId)));

  app.get('/saas/company/:companyId/logo/:which', {
    schema: {
      tags: ['saas'], summary: 'SaaS企业 logo 图片（logo、logo2、logo3）',
      params: z.object({ companyId: z.string().min(1).max(64), which: z.enum(LOGO_FIELDS) }),
      querystring: z.object({ v: z.string().max(32).optional() }),
    },
    config: { auth: 'public' },
  }, async (req, reply) => {
    const img = await logoImage(db, req.params.companyId, req.params.which);
    if (!img) throw notFound('图片不存在');
    return reply.type(img.type).header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(img.bytes);
  });

  route(app, saasApi.companyList, { config: { permission: `${ENT}:view` } }, async (req) => {
    const page = await req.tx((tx) => listCompanies(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, saasApi.companySave, { config: { permission: `${ENT}:view`, bodyLimit: LOGO_BODY_LIMIT } }, async (req) => {
    const created = await req.tx(async (tx) => {
      await requirePermission(tx, req.actor(), `${ENT}:${req.body.id ? 'edit' : 'add'}`);
      return saveCompany(tx, req.actor(), req.body);
    });
    return ok(created, { msg: created.initialPassword ? SAAS_MSG.CREATED : MESSAGES.SAVE_OK });
  });
  route(app, saasApi.companyStatus, { config: { permission: `${ENT}:edit` } }, async (req) => {
    const status = req.params.status === '1' ? 1 : 0;
    await req.tx((tx) => setCompanyStatus(tx, req.actor(), req.params.id, status));
    return ok(null, { msg: status ? SAAS_MSG.RESUMED : SAAS_MSG.SUSPENDED });
  });

  route(app, saasApi.mine, { config: { permission: OWN } }, async (req) => ok(await req.tx((tx) => ownCompany(tx, req.actor()))));
  route(app, saasApi.saveMine, { config: { permission: OWN, bodyLimit: LOGO_BODY_LIMIT } },
    async (req) => ok(await req.tx((tx) => saveOwnCompany(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  route(app, saasApi.gradeList, { config: { permission: MENU } }, async (req) => ok(await req.tx((tx) => listGrades(tx, req.actor()))));
  route(app, saasApi.gradeSave, { config: { permission: MENU } },
    async (req) => ok(await req.tx((tx) => saveGrade(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, saasApi.menuDelete, { config: { permission: MENU } }, async (req) => {
    await req.tx((tx) => deleteGrade(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, saasApi.menuTree, { config: { permission: MENU } }, async (req) => ok(await req.tx((tx) => gradeMenuTree(tx, req.actor(), req.body.gradeId))));
  route(app, saasApi.menuSave, { config: { permission: MENU } },
    async (req) => ok({ count: await req.tx((tx) => saveGradeMenus(tx, req.actor(), req.body.gradeId, req.body.codes)) }, { msg: MESSAGES.SAVE_OK }));
};
