import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { GramStats, search, visibleSearchTypes } from '../../platform/search/index.js';

/** Global search (spec 1 §2.5): tabs by type and pages of hits the caller may open. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const gramStats = new GramStats(app.database.db);
  route(app, searchApi.typeList, {}, async (req) => ok(await req.tx(async (tx) =>
    (await visibleSearchTypes(tx, req.actor())).map((t) => ({ tableCode: t.tableCode, name: t.name })))));

  route(app, searchApi.queryList, {}, async (req) => {
    const { pageNo, pageSize, params } = req.body;
    const gramFrequency = await gramStats.get();
    const page = await req.tx((tx) => search(tx, req.actor(), { keyword: params.keyword, tableCode: params.tableCode, pageNo, pageSize, gramFrequency }));
    return ok(page.rows, { total: page.total });
  });

  route(app, searchApi.queryByGet, {}, async (req) => {
    const { keyword, tableCode, pageNo, pageSize } = req.query;
    const gramFrequency = await gramStats.get();
    const page = await req.tx((tx) => search(tx, req.actor(), { keyword, tableCode, pageNo, pageSize, gramFrequency }));
    return ok(page.rows, { total: page.total });
  });
};
