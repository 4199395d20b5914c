import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsApi, CMS_MSG, MESSAGES } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { publicTenantId, withTenant } from '../../platform/tenancy.js';
import {
  categoryTree, deleteArticle, deleteCategory, getArticle, listArticles, memberArticles, publicArticle, publicArticles,
  reorderCategories, saveArticle, saveCategory, sortArticles,
} from './cms.service.js';

const CMS = 'sys:cms';
/** Article bodies are rich text (images as data URLs included). */
const ARTICLE_BODY_LIMIT = 1_000_000;

/** Content management (spec 3 §3 CMS, §7 Content management) and the public site's article calls. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  route(app, cmsApi.categoryTree, { config: { permission: `${CMS}:view` } }, async (req) => ok(await req.tx((tx) => categoryTree(tx))));
  route(app, cmsApi.categorySave, { config: { permission: `${CMS}:view` } }, async (req) => {
    const row = await req.tx(async (tx) => {
      await requirePermission(tx, req.actor(), `${CMS}:${req.body.id ? 'edit' : 'add'}`);
      return saveCategory(tx, req.body);
    });
    return ok(row, { msg: MESSAGES.SAVE_OK });
  });
  route(app, cmsApi.categoryDelete, { config: { permission: `${CMS}:delete` } }, async (req) => {
    await req.tx((tx) => deleteCategory(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, cmsApi.categoryOrder, { config: { permission: `${CMS}:edit` } }, async (req) => {
    await req.tx((tx) => reorderCategories(tx, req.body));
    return ok(null, { msg: MESSAGES.SAVE_OK });
  });

  route(app, cmsApi.articleList, { config: { permission: `${CMS}:view` } }, async (req) => {
    const page = await req.tx((tx) => listArticles(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, cmsApi.articleGet, { config: { permission: `${CMS}:view` } }, async (req) => ok(await req.tx((tx) => getArticle(tx, req.params.id))));
  route(app, cmsApi.articleCreate, { config: { permission: `${CMS}:add`, bodyLimit: ARTICLE_BODY_LIMIT } }, async (req) => {
    const row = await req.tx((tx) => saveArticle(tx, req.actor(), { ...req.body, id: undefined, status: req.body.status }));
    return ok(row, { msg: row.status === 1 ? CMS_MSG.PUBLISHED : MESSAGES.SAVE_OK });
  });
  route(app, cmsApi.articleUpdate, { config: { permission: `${CMS}:edit`, bodyLimit: ARTICLE_BODY_LIMIT } }, async (req) => {
    if (!req.body.id) throw notFound(CMS_MSG.ARTICLE_MISSING);
    const row = await req.tx((tx) => saveArticle(tx, req.actor(), req.body));
    return ok(row, { msg: row.status === 1 ? CMS_MSG.PUBLISHED : MESSAGES.SAVE_OK });
  });
  route(app, cmsApi.articleDelete, { config: { permission: `${CMS}:delete` } }, async (req) => {
    await req.tx((tx) => deleteArticle(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, cmsApi.articleSort, { config: { permission: `${CMS}:edit` } }, async (req) => {
    await req.tx((tx) => sortArticles(tx, req.body));
    return ok(null, { msg: MESSAGES.SAVE_OK });
  });

  route(app, cmsApi.memberArticles, { config: { permission: 'member:content:view' } }, async (req) => {
    const page = await req.tx((tx) => memberArticles(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });

  // Public: the company's official site, without sign-in; only published public articles of that company.
  const anon = async <T>(companyId: string | undefined, fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(db, { tenantId: await publicTenantId(db, companyId), userId: null }, fn);
  route(app, cmsApi.webList, { config: { auth: 'public' } }, async (req) => {
    const { companyId, ...list } = req.body ?? {};
    const page = await anon(companyId, (tx) => publicArticles(tx, list));
    return ok(page.rows, { total: page.total });
  });
  route(app, cmsApi.webGet, { config: { auth: 'public' } }, async (req) => ok(await anon(req.query.companyId, (tx) => publicArticle(tx, req.params.id))));
};
