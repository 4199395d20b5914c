import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, ZExcelReportSave } from '@ecms/shared';
import { ok } from '../../platform/envelope.js';
import { streamXlsxInTx } from '../../platform/excel/writer.js';
import { ZListRequest } from '../../platform/list-query.js';
import { deleteReport, getReport, listSources, prepareRun, queryReports, saveReport, type ReportRun } from './excel-report.service.js';

const ZId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '报表编号不正确') });

/** Excel reports (Excel 报表): saved exports over the registered export sources. */
export const excelReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/b/excel/report/queryList', {
    schema: { tags: ['excel'], summary: 'Excel 报表列表（params: name, sourceCode）', body: ZListRequest.optional() },
  }, async (req) => {
    const r = await req.tx((tx) => queryReports(tx, req.actor(), req.body ?? {}));
    return ok(r.rows, { total: r.total });
  });

  app.get('/b/excel/report/sources', {
    schema: { tags: ['excel'], summary: '可用的数据源及其列、筛选字段（报表设计用；按当前用户权限）' },
  }, async (req) => ok(await req.tx((tx) => listSources(tx, req.actor()))));

  app.get('/b/excel/report/:id', {
    schema: { tags: ['excel'], summary: 'Excel 报表详情', params: ZId },
  }, async (req) => ok(await req.tx((tx) => getReport(tx, req.actor(), req.params.id))));

  app.post('/b/excel/report/save', {
    schema: { tags: ['excel'], summary: '新增（无 id）或修改（id + version）Excel 报表', body: ZExcelReportSave },
  }, async (req) => ok(await req.tx((tx) => saveReport(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  app.delete('/b/excel/report/:id', {
    schema: { tags: ['excel'], summary: '删除 Excel 报表', params: ZId },
  }, async (req) => {
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
