import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { addFootmark, analyzeFootmarks, queryMyFootmarks, ZAnalyze, ZFootmark } from './footmark.service.js';

/** Footprints (spec 1 §7): visits recorded as tabs open, my footprints, and the visit analysis. */
export const footmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/b/footmark', {
    schema: { tags: ['footmark'], summary: '记录足迹（type 为 0 时按菜单名前两个字推断类型）', body: ZFootmark },
  }, async (req) => ok(await req.tx((tx) => addFootmark(tx, req.actor(), req.body))));

  app.post('/b/footmark/queryList', {
    schema: { tags: ['footmark'], summary: '我的足迹（params.beginDate / endDate / type / menuName$like）', body: ZListRequest },
  }, async (req) => {
    const page = await req.tx((tx) => queryMyFootmarks(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });

  app.post('/b/footmark/analyzeList', {
    schema: { tags: ['footmark'], summary: '足迹分析：按菜单、部门、人员、类型或日期统计访问次数与人数（按数据权限）', body: ZAnalyze },
    config: { permission: 'sys:footprint:view' },
  }, async (req) => ok(await req.tx((tx) => analyzeFootmarks(tx, req.actor(), req.body.params))));
};
