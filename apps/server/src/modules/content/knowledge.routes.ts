import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KNOWLEDGE_MSG, knowledgeApi, MESSAGES, trainingApi } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { memberArticles } from '../cms/index.js';
import {
  categoryTree, deleteCategory, deleteDocument, getDocument, manageList, readDocument, readersOf, readList, requireKnowledgeReader,
  saveCategory, saveDocument, versions, type DocKind,
} from './knowledge.service.js';
import { completionRecords, deleteCourse, enrol, listCourses, recordProgress, remindRequired, saveCourse } from './training.service.js';

/** Rich-text bodies may carry pasted images as data URLs. */
const BODY_LIMIT = 1_000_000;

/** Knowledge centre (知识中心): categories, documents, knowledge, reading, news, training. */
export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, knowledgeApi.categoryTree, {}, async (req) => ok(await req.tx(async (tx) => {
    await requireKnowledgeReader(tx, req.actor());
    return categoryTree(tx, req.actor());
  })));
  route(app, knowledgeApi.categorySave, { config: { permission: 'knowledge:manage:view' } }, async (req) => {
    const row = await req.tx(async (tx) => {
      await requirePermission(tx, req.actor(), `knowledge:manage:${req.body.id ? 'edit' : 'add'}`);
      return saveCategory(tx, req.body);
    });
    return ok(row, { msg: MESSAGES.SAVE_OK });
  });
  route(app, knowledgeApi.categoryDelete, { config: { permission: 'knowledge:manage:delete' } }, async (req) => {
    await req.tx((tx) => deleteCategory(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // 文档管理 (knowledge:document) and 知识管理 (knowledge:manage): the same record, two kinds.
  const kinds: { kind: DocKind; right: string; list: typeof knowledgeApi.documentList; get: typeof knowledgeApi.documentGet; save: typeof knowledgeApi.documentSave; del: typeof knowledgeApi.documentDelete }[] = [
    { kind: 'document', right: 'knowledge:document', list: knowledgeApi.documentList, get: knowledgeApi.documentGet, save: knowledgeApi.documentSave, del: knowledgeApi.documentDelete },
    { kind: 'knowledge', right: 'knowledge:manage', list: knowledgeApi.articleList, get: knowledgeApi.articleGet, save: knowledgeApi.articleSave, del: knowledgeApi.articleDelete },
  ];
  for (const k of kinds) {
    route(app, k.list, { config: { permission: `${k.right}:view` } }, async (req) => {
      const page = await req.tx((tx) => manageList(tx, k.kind, req.body ?? {}));
      return ok(page.rows, { total: page.total });
    });
    route(app, k.get, { config: { permission: `${k.right}:view` } }, async (req) => ok(await req.tx((tx) => getDocument(tx, req.params.id, k.kind))));
    route(app, k.save, { config: { permission: `${k.right}:view`, bodyLimit: BODY_LIMIT } }, async (req) => {
      const row = await req.tx(async (tx) => {
        await requirePermission(tx, req.actor(), `${k.right}:${req.body.id ? 'edit' : 'add'}`);
        return saveDocument(tx, req.actor(), k.kind, req.body);
      });
      return ok(row, { msg: MESSAGES.SAVE_OK });
    });
    route(app, k.del, { config: { permission: `${k.right}:delete` } }, async (req) => {
      await req.tx((tx) => deleteDocument(tx, k.kind, req.params.id));
      return ok(null, { msg: MESSAGES.DELETE_OK });
    });
  }
  route(app, knowledgeApi.versions, {}, async (req) => ok(await req.tx((tx) => versions(tx, req.actor(), req.params.id))));
  route(app, knowledgeApi.readers, {}, async (req) => ok(await req.tx((tx) => readersOf(tx, req.actor(), req.params.id))));

  // 知识展示: what the caller may read.
  route(app, knowledgeApi.readList, { config: { permission: 'knowledge:exhibition:view' } }, async (req) => {
    const page = await req.tx((tx) => readList(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, knowledgeApi.read, { config: { permission: 'knowledge:exhibition:view' } }, async (req) => ok(await req.tx((tx) => readDocument(tx, req.actor(), req.params.id))));

  // 通知公告与资讯: the company's published articles (content management), read through the cms service.
  route(app, knowledgeApi.newsList, { config: { permission: 'knowledge:content:view' } }, async (req) => {
    const page = await req.tx((tx) => memberArticles(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });

  // 培训视频: courses, enrolment, progress, completion records.
  route(app, trainingApi.courseList, { config: { permission: 'knowledge:video:view' } }, async (req) => {
    const page = await req.tx((tx) => listCourses(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, trainingApi.courseSave, { config: { permission: 'knowledge:video:view' } }, async (req) => {
    const row = await req.tx(async (tx) => {
      await requirePermission(tx, req.actor(), `knowledge:video:${req.body.id ? 'edit' : 'add'}`);
      return saveCourse(tx, req.actor(), req.body);
    });
    return ok(row, { msg: MESSAGES.SAVE_OK });
  });
  route(app, trainingApi.courseDelete, { config: { permission: 'knowledge:video:delete' } }, async (req) => {
    await req.tx((tx) => deleteCourse(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, trainingApi.enrol, { config: { permission: 'knowledge:video:view' } }, async (req) => {
    const row = await req.tx((tx) => enrol(tx, req.actor(), req.params.id));
    return ok(row, { msg: KNOWLEDGE_MSG.ENROLLED });
  });
  route(app, trainingApi.progress, { config: { permission: 'knowledge:video:view' } }, async (req) => {
    const row = await req.tx((tx) => recordProgress(tx, req.actor(), req.params.id, req.body.progress));
    return ok(row, { msg: row.mine.completedDate ? KNOWLEDGE_MSG.COMPLETED : MESSAGES.SAVE_OK });
  });
  route(app, trainingApi.remind, { config: { permission: 'knowledge:video:record' } }, async (req) => {
    const count = await req.tx((tx) => remindRequired(tx, req.actor(), req.params.id, 'reminder'));
    return ok({ count }, { msg: count ? KNOWLEDGE_MSG.REMINDED(count) : KNOWLEDGE_MSG.REMIND_NOBODY });
  });
  route(app, trainingApi.recordList, { config: { permission: 'knowledge:video:record' } }, async (req) => {
    const page = await req.tx((tx) => completionRecords(tx, req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
};
