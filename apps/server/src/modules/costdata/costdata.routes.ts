import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParam } from '@ecms/shared';
import { COSTDATA_MSG, costDataApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { streamXlsx } from '../../platform/excel/writer.js';
import {
  analyzeIndicator, billBook, billDetail, expand, normBook, normDetail, relativity, subjectBook, subjectItems, subjectSummary, unusualPrice, unusualQuantity,
} from './analysis.service.js';
import { queryProjects } from '../quality/index.js';
import { costFiles, costProjects, industrialSummary } from './database.service.js';
import { getRecord, queryRecords, recordExport, removeRecord, saveRecord } from './record.service.js';
import { intoPersonLib, outPersonLib, queryPersonLib } from './personlib.service.js';

const SUBJECT = 'costdata:subject';
const ANALYSIS = 'costdata:analysis:view';
const BOOK = 'costdata:book:view';
/** Analyses may read a large library (spec: analysis calls time out at 600000 ms on the client). */

/** Project cost data analyses (spec 3 §7): subject book, person library, analyze / unusual / relativity / expand, bill and norm books. */
export const costDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- subject book and person library ----------------------------------------------------------
  // the project pickers of the pages (the quality module's scoped project list, under this area's rights)
  route(app, costDataApi.projects, { config: { permission: `${SUBJECT}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryProjects(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.analyzeProjects, { config: { permission: ANALYSIS } }, async (req) => {
    const page = await req.tx((tx) => queryProjects(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.subjectList, { config: { permission: `${SUBJECT}:view` } }, async (req) => {
    const page = await req.tx((tx) => subjectBook(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.subjectSummary, { config: { permission: `${SUBJECT}:view` } }, async (req) => ok(await req.tx((tx) => subjectSummary(tx, req.actor(), req.body.projectId))));
  route(app, costDataApi.subjectItems, { config: { permission: `${SUBJECT}:view` } }, async (req) => ok(await req.tx((tx) => subjectItems(tx, req.actor(), req.body.projectId, req.body.sectionId))));
  route(app, costDataApi.intoPersonLib, { config: { permission: `${SUBJECT}:add` } }, async (req) =>
    ok(await req.tx((tx) => intoPersonLib(tx, req.actor(), req.body.projectId, req.body.remark)), { msg: COSTDATA_MSG.INTO_LIB_OK }));
  route(app, costDataApi.personLib, { config: { permission: `${SUBJECT}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryPersonLib(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.outPersonLib, { config: { permission: `${SUBJECT}:add` } }, async (req) => {
    await req.tx((tx) => outPersonLib(tx, req.actor(), req.params.id));
    return ok(null, { msg: COSTDATA_MSG.OUT_OF_LIB_OK });
  });

  // --- analyses -------------------------------------------------------------------------------------
  route(app, costDataApi.analyzeIndicator, { config: { permission: ANALYSIS } }, async (req) => ok(await req.tx((tx) => analyzeIndicator(tx, req.actor(), req.body))));
  route(app, costDataApi.unusualPrice, { config: { permission: ANALYSIS } }, async (req) => ok(await req.tx((tx) => unusualPrice(tx, req.actor(), req.body))));
  route(app, costDataApi.unusualQuantity, { config: { permission: ANALYSIS } }, async (req) => ok(await req.tx((tx) => unusualQuantity(tx, req.actor(), req.body))));
  route(app, costDataApi.relativity, { config: { permission: ANALYSIS } }, async (req) => ok(await req.tx((tx) => relativity(tx, req.actor(), req.body))));
  route(app, costDataApi.expand, { config: { permission: ANALYSIS } }, async (req) => ok(await req.tx((tx) => expand(tx, req.actor(), req.body))));

  // --- saved analyses (the caller's own records) -----------------------------------------------------
  route(app, costDataApi.saveRecord, { config: { permission: ANALYSIS } }, async (req) =>
    ok(await req.tx((tx) => saveRecord(tx, req.actor(), req.body)), { msg: COSTDATA_MSG.RECORD_SAVED }));
  route(app, costDataApi.records, { config: { permission: ANALYSIS } }, async (req) => {
    const page = await req.tx((tx) => queryRecords(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.record, { config: { permission: ANALYSIS } }, async (req) => ok(await req.tx((tx) => getRecord(tx, req.actor(), req.params.id)) as never));
  route(app, costDataApi.removeRecord, { config: { permission: ANALYSIS } }, async (req) => {
    await req.tx((tx) => removeRecord(tx, req.actor(), req.params.id));
    return ok(null, { msg: COSTDATA_MSG.RECORD_DELETED });
  });
  app.get('/b/analyze/record/:id/export', {
    schema: { tags: ['costdata'], summary: '导出分析记录（Excel）', params: ZIdParam },
    config: { permission: ANALYSIS },
  }, async (req, reply) => {
    const { id } = req.params as { id: string };
    // a record is small (one project's analysis): read it, then stream the workbook
    const spec = await req.tx((tx) => recordExport(tx, req.actor(), id));
    return streamXlsx(reply, spec);
  });

  // --- cost database, files, industrial data ------------------------------------------------------------
  route(app, costDataApi.dataProjects, { config: { permission: 'costdata:data:view' } }, async (req) => {
    const page = await req.tx((tx) => costProjects(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.dataFiles, { config: { permission: 'costdata:file:view' } }, async (req) => {
    const page = await req.tx((tx) => costFiles(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.industrial, { config: { permission: 'costdata:industrial:view' } }, async (req) => ok(await req.tx((tx) => industrialSummary(tx, req.actor(), req.body))));

  // --- bill and norm books --------------------------------------------------------------------------
  route(app, costDataApi.billBook, { config: { permission: BOOK } }, async (req) => {
    const page = await req.tx((tx) => billBook(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.billDetail, { config: { permission: BOOK } }, async (req) => ok(await req.tx((tx) => billDetail(tx, req.actor(), req.body.code, req.body.unit))));
  route(app, costDataApi.normBook, { config: { permission: BOOK } }, async (req) => {
    const page = await req.tx((tx) => normBook(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, costDataApi.normDetail, { config: { permission: BOOK } }, async (req) => ok(await req.tx((tx) => normDetail(tx, req.actor(), req.body.code, req.body.unit))));
};
