import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { footmarkApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { addFootmark, analyzeFootmarks, queryMyFootmarks } from './footmark.service.js';

/** Footprints (spec 1 §7): visits recorded as tabs open, my footprints, and the visit analysis. */
export const footmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, footmarkApi.add, {}, async (req) => ok(await req.tx((tx) => addFootmark(tx, req.actor(), req.body))));

  route(app, footmarkApi.queryList, {}, async (req) => {
    const page = await req.tx((tx) => queryMyFootmarks(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });

  route(app, footmarkApi.analyzeList, { config: { permission: 'sys:footprint:view' } },
    async (req) => ok(await req.tx((tx) => analyzeFootmarks(tx, req.actor(), req.body.params))));
};
