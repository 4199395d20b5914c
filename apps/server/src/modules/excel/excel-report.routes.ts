import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { excelApi, MESSAGES } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { streamXlsxInTx } from '../../platform/excel/writer.js';
import { deleteReport, getReport, listSources, prepareRun, queryReports, saveReport, type ReportRun } from './excel-report.service.js';

const ZId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '报表编号不正确') });

/** Excel reports (Excel 报表): saved exports over the registered export sources. */
export const excelReportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, excelApi.reportList, {}, async (req) => {
    const r = await req.tx((tx) => queryReports(tx, req.actor(), req.body ?? {}));
    return ok(r.rows, { total: r.total });
  });

  route(app, excelApi.reportSources, {}, async (req) => ok(await req.tx((tx) => listSources(tx, req.actor()))));

  route(app, excelApi.report, {}, async (req) => ok(await req.tx((tx) => getReport(tx, req.actor(), req.params.id))));

  route(app, excelApi.saveReport, {}, async (req) => ok(await req.tx((tx) => saveReport(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  route(app, excelApi.deleteReport, {}, async (req) => {
    await req.tx((tx) => deleteReport(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  app.get('/b/excel/report/:id/download', {
    schema: { tags: ['excel'], summary: '运行报表并下载 xlsx（按数据源权限与当前用户的数据范围，附加报表的筛选条件）', params: ZId },
  }, async (req, reply) => {
    let run: ReportRun | undefined;
    return streamXlsxInTx(req, reply, async (tx) => {
      run = await prepareRun(tx, req.actor(), req.params.id);
      return run.fileName;
    }, (tx) => run!.build(tx));
  });
};
