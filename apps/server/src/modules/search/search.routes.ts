import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { GramStats, search, visibleSearchTypes } from '../../platform/search/index.js';

const KEYWORD_REQUIRED = '请输入搜索关键字';
const ZKeyword = z.string({ error: KEYWORD_REQUIRED }).trim().min(1, KEYWORD_REQUIRED).max(100, '搜索关键字不能超过100个字符');
const ZTableCode = z.string().max(64).nullish().transform((v) => (v && v !== 'all' ? v : undefined));
const ZPage = {
  pageNo: z.coerce.number().int().min(1, '页码必须大于0').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于0').max(100, '每页条数不能超过100').default(10),
};

/** Global search (spec 1 §2.5): tabs by type and pages of hits the caller may open. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const gramStats = new GramStats(app.database.db);
  app.get('/b/global/search/typeList', {
    schema: { tags: ['search'], summary: '全局搜索：可搜索的类型（页签）' },
  }, async (req) => ok(await req.tx(async (tx) =>
    (await visibleSearchTypes(tx, req.actor())).map((t) => ({ tableCode: t.tableCode, name: t.name })))));

  app.post('/b/global/search/queryList', {
    schema: {
      tags: ['search'], summary: '全局搜索：按关键字分页查询（params.keyword, params.tableCode）',
      body: z.object({ ...ZPage, params: z.object({ keyword: ZKeyword, tableCode: ZTableCode }, { error: KEYWORD_REQUIRED }) }),
    },
  }, async (req) => {
    const { pageNo, pageSize, params } = req.body;
    const gramFrequency = await gramStats.get();
    const page = await req.tx((tx) => search(tx, req.actor(), { keyword: params.keyword, tableCode: params.tableCode, pageNo, pageSize, gramFrequency }));
    return ok(page.rows, { total: page.total });
  });

  app.get('/getGlobalSearchList', {
    schema: {
      tags: ['search'], summary: '全局搜索（查询参数形式：keyword, tableCode, pageNo, pageSize）',
      querystring: z.object({ ...ZPage, keyword: ZKeyword, tableCode: ZTableCode }),
    },
  }, async (req) => {
    const { keyword, tableCode, pageNo, pageSize } = req.query;
    const gramFrequency = await gramStats.get();
    const page = await req.tx((tx) => search(tx, req.actor(), { keyword, tableCode, pageNo, pageSize, gramFrequency }));
    return ok(page.rows, { total: page.total });
  });
};
