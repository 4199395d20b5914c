import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXCEL_TEXT, excelApi, MESSAGES, type TImportResult, type ZExcelDoImport } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { requirePermission } from '../../platform/auth/context.js';
import { type Envelope, fail, ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { streamXlsxInTx } from '../../platform/excel/writer.js';
import { setAttachmentHeaders } from '../../platform/files/download.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import { newId } from '../../platform/ids.js';
import { ZListRequest } from '../../platform/list-query.js';
import { reportProgress } from '../../platform/realtime/push.js';
import {
  deleteTemplate, getTemplate, importFile, ImportRejected, importResult, queryTemplates, readExcel, recordErrorFile,
  saveTemplate, TEMPLATE_PERMISSION, templateWorkbook, type ImportCall,
} from './excel.service.js';

const CODE = /^[\w:.-]{1,100}$/;
const ZCode = z.object({ code: z.string().regex(CODE, '模板编码不正确') });
const ZExport = ZListRequest.extend({ code: z.string().regex(CODE), fileName: z.string().max(100).optional() });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel templates, import and export (spec 3 §7 "Excel"). */
export const excelRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  const limits = { maxUncompressedBytes: app.config.excelMaxUncompressedBytes, maxRows: app.config.excelMaxRows };

  // --- Templates ------------------------------------------------------------------------
  route(app, excelApi.templateList, { config: { permission: `${TEMPLATE_PERMISSION}:view` } }, async (req) => {
    const r = await req.tx((tx) => queryTemplates(tx, req.body ?? {}));
    return ok(r.rows, { total: r.total });
  });

  route(app, excelApi.template, { config: { permission: `${TEMPLATE_PERMISSION}:view` } }, async (req) => ok(await req.tx((tx) => getTemplate(tx, req.params.id))));

  route(app, excelApi.saveTemplate, { config: { permission: `${TEMPLATE_PERMISSION}:view` } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), `${TEMPLATE_PERMISSION}:${req.body.id ? 'edit' : 'add'}`);
    return saveTemplate(tx, req.body);
  }), { msg: MESSAGES.SAVE_OK }));

  route(app, excelApi.deleteTemplate, { config: { permission: `${TEMPLATE_PERMISSION}:delete` } }, async (req) => {
    await req.tx((tx) => deleteTemplate(tx, req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  route(app, excelApi.targets, { config: { permission: `${TEMPLATE_PERMISSION}:view` } }, async (req) => ok(await req.tx(async (tx) => Promise.all(req.registry.importTargets().map(async (t) => ({
    code: t.code, label: t.label, columns: await t.columns(tx), ...(t.allOrNothing && { allOrNothing: true }),
  }))))));

  // --- Import ---------------------------------------------------------------------------
  app.get('/b/excel/:code/downloadTemplate', {
    schema: { tags: ['excel'], summary: '下载导入模板（模板编码或导入目标编码）', params: ZCode },
  }, async (req, reply) => {
    const t = await req.tx((tx) => templateWorkbook(tx, req.actor(), req.params.code));
    setAttachmentHeaders(reply, t.name, t.buffer.length);
    reply.header('content-type', XLSX_TYPE);
    return reply.send(t.buffer);
  });

  route(app, excelApi.readExcel, {}, async (req) => ok(
    await readExcel((fn) => req.tx(fn), req.actor(), store, limits, req.params.code, req.params.file, req.body?.sheetName),
    { msg: EXCEL_TEXT.READ_OK },
  ));

  /** Runs an import with progress pushes; answers the result, or 400 with it when 'all' failed. */
  const runImportCall = async (
    req: FastifyRequest, reply: FastifyReply, call: Omit<ImportCall, 'progress'>, jobId: string,
  ): Promise<Envelope<TImportResult>> => {
    const actor = req.actor();
    const push = (percent: number, text: string, done = false, error?: string) =>
      reportProgress(app.database.db, { tenantId: actor.tenantId, userId: actor.userId, jobId, percent, text, done, error }).catch(() => undefined);
    await push(0, '正在读取文件…');
    let outcome;
    let rejected = false;
    try {
      // Short transactions inside: the file is read with none open, the rows written in one.
      outcome = await importFile((fn) => req.tx(fn), actor, store, limits, {
        ...call, progress: (percent, rows) => push(percent, `已处理 ${rows} 行`),
      });
    } catch (err) {
      if (!(err instanceof ImportRejected)) {
        await push(100, '导入失败', true, err instanceof Error ? err.message : '导入失败');
        throw err;
      }
      outcome = err.outcome;
      rejected = true;
    }
    const errorFileId = await req.tx((tx) => recordErrorFile(tx, outcome));
    const result = importResult(outcome, outcome.mode, errorFileId);
    if (rejected) {
      const msg = `导入失败：共 ${outcome.failed} 行数据有误，未导入任何数据，请下载错误数据查看原因`;
      await push(100, msg, true, msg);
      // The 400 carries the result too (no declared schema for it: sent as it is).
      return reply.code(400).send({ ...fail(400, msg), data: result }) as never;
    }
    const msg = call.mode === 'check'
      ? (outcome.failed ? `校验完成：${outcome.total - outcome.failed} 行有效，${outcome.failed} 行有误` : `校验通过：共 ${outcome.total} 行`)
      : outcome.failed ? `导入完成：成功 ${outcome.imported} 行，失败 ${outcome.failed} 行` : EXCEL_TEXT.IMPORT_OK;
    await push(100, msg, true);
    return ok(result, { msg });
  };

  route(app, excelApi.confirmExcel, {}, async (req, reply) => runImportCall(req, reply, {
    code: req.params.code, fileId: req.params.file, mode: req.body.mode, colIndexMaps: req.body.colIndexMaps,
    sheetName: req.body.sheetName, remember: req.body.remember, skipRows: req.body.skipRows,
  }, req.body.jobId ?? newId()));

  const doImport = async (req: FastifyRequest, reply: FastifyReply) => {
    const b = req.body as z.output<typeof ZExcelDoImport>;
    const code = b.code || (b.formId ? `form:${b.formId}` : '');
    if (!code) throw badRequest('请指定导入模板');
    return runImportCall(req, reply, {
      code, fileId: b.encodedFileItem, mode: b.mode, colIndexMaps: b.colIndexMaps,
      refs: { projectId: b.projectId, projectNodeId: b.projectNodeId, groupId: b.groupId, formId: b.formId },
    }, b.jobId ?? newId());
  };
  route(app, excelApi.doImport, {}, doImport);
  route(app, excelApi.importData, {}, doImport);

  // --- Export ---------------------------------------------------------------------------
  /** Streams a registered list as a workbook, with the caller's filters and data scope. */
  const exportList = async (req: FastifyRequest, reply: FastifyReply, code: string, list: z.infer<typeof ZListRequest>, fileName?: string) => {
    const actor = req.actor();
    const source = req.registry.exportSource(code);
    if (!source) throw badRequest('导出的列表不存在');
    let columns: Awaited<ReturnType<typeof source.columns>> = [];
    return streamXlsxInTx(req, reply, async (tx) => {
      if (source.permission) await requirePermission(tx, actor, source.permission);
      columns = await source.columns(tx, list);
      return fileName || source.label;
    }, async (tx) => ({
      sheetName: source.label, columns,
      // The writer reads each row by column key; sources yield their lists' own row types.
      rows: source.rows(tx, actor, list) as AsyncIterable<Record<string, unknown>>,
    }));
  };

  app.post('/b/excel/template/exportData', {
    schema: { tags: ['excel'], summary: '导出列表（code 列表编码，params/orderBy/order 同列表查询；按数据权限）', body: ZExport },
  }, async (req, reply) => {
    const { code, fileName, ...list } = req.body;
    return exportList(req, reply, code, list, fileName);
  });

  app.post('/a/sys/user/export', {
    schema: { tags: ['system'], summary: '导出用户列表（当前筛选条件，按数据权限）', body: ZListRequest.optional() },
    config: { permission: 'sys:user:view' },
  }, async (req, reply) => exportList(req, reply, 'sys:user', req.body ?? {}, '用户列表'));
};
