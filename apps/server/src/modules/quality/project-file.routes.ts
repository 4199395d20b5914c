import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, PROJECT_FILE_MSG, projectFileApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { setAttachmentHeaders } from '../../platform/files/download.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import { projectFullAttr, XLSX_TYPE } from './project-file.export.js';
import { applyPrice, fileSupport, importExcel, priceApplies, readDirectory, readExcel, readExcelEx, readPriceExcel, saveProjectFiles } from './project-file.service.js';

const P = 'quality:record';

/**
 * Project files (spec 3 §7 "Project files") and the full-attribute export. Workbook reads find the
 * file in a short transaction, read it with none open (sheet worker, zip-bomb guard), and
 * importExcel writes in one transaction of its own after the read.
 */
export const projectFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  const limits = { maxUncompressedBytes: app.config.excelMaxUncompressedBytes, maxRows: app.config.excelMaxRows };

  route(app, projectFileApi.files, { config: { permission: `${P}:view` } }, async (req) => {
    const changes = !!(req.body.add?.length || req.body.remove?.length);
    return ok(await req.tx((tx) => saveProjectFiles(tx, req.actor(), req.body)), changes ? { msg: MESSAGES.SAVE_OK } : undefined);
  });
  route(app, projectFileApi.support, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => fileSupport(tx, req.params.kind, limits))));
  route(app, projectFileApi.readExcel, { config: { permission: `${P}:view` } }, async (req) => ok(await readExcel((fn) => req.tx(fn), req.actor(), store, limits, req.body)));
  route(app, projectFileApi.readExcelEx, { config: { permission: `${P}:view` } }, async (req) => ok(await readExcelEx((fn) => req.tx(fn), req.actor(), store, limits, req.body)));
  route(app, projectFileApi.readPriceExcel, { config: { permission: `${P}:view` } }, async (req) => ok(await readPriceExcel((fn) => req.tx(fn), req.actor(), store, limits, req.body)));
  route(app, projectFileApi.importExcel, { config: { permission: `${P}:check` } }, async (req) => ok(
    await importExcel((fn) => req.tx(fn), req.actor(), store, limits, req.body), { msg: PROJECT_FILE_MSG.IMPORT_OK },
  ));
  route(app, projectFileApi.applyPrice, { config: { permission: `${P}:check` } }, async (req) => ok(
    await applyPrice((fn) => req.tx(fn), req.actor(), store, limits, req.body), { msg: PROJECT_FILE_MSG.PRICE_APPLIED },
  ));
  route(app, projectFileApi.priceApplies, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => priceApplies(tx, req.actor(), req.params.id))));
  route(app, projectFileApi.readDirectory, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => readDirectory(tx, req.actor(), req.params.id))));

  app.get('/b/project/exportProjectFullAttr/:a/:b', {
    schema: {
      tags: ['quality'], summary: '导出工程全部属性（工程特征、指标、单位工程、清单项、费用、人材机）',
      params: z.object({ a: z.string().min(1).max(64), b: z.string().min(1).max(64) }),
    },
    config: { permission: `${P}:export` },
  }, async (req, reply) => {
    const { a, b } = req.params as { a: string; b: string };
    const out = await req.tx((tx) => projectFullAttr(tx, req.actor(), a, b));
    setAttachmentHeaders(reply, out.name, out.buffer.length);
    reply.header('content-type', XLSX_TYPE);
    return reply.send(out.buffer);
  });
};
