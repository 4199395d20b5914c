import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPERVISE_MSG as M } from '@ecms/shared';
import { AppError } from '../../platform/errors.js';
import { setAttachmentHeaders } from '../../platform/files/download.js';
import { DOCX_TYPE } from '../../platform/files/docx.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import { OFFICE_TEXT, OfficeError, officePdfOf } from '../../platform/files/office.js';
import { getNotice } from './notice.service.js';
import { SAFETY_PERM } from './safety.routes.js';
import { noticeSheet, sheetDocx, stopWorkSheet, type Sheet } from './sheets.js';
import { getStopWork } from './stopwork.service.js';

/*
 * Server-side copies of the GB/T 50319 sheets (issue 16 "printable as A4 pages … PDF download"):
 *   GET /b/supervise/print/notice/{id}?format=pdf|docx   监理通知单 / 安全隐患通知单 / 工作联系单
 *   GET /b/supervise/print/stopWork/{id}?format=pdf|docx 工程暂停令
 * Read through the same scoped reads as the pages (404 outside the caller's scope). The PDF is made
 * by LibreOffice from the Word sheet (one conversion at a time); without LibreOffice → 503, the
 * Word copy still works.
 */
export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  const send = async (reply: FastifyReply, tenantId: string, sheet: Sheet, format: 'pdf' | 'docx' | undefined) => {
    const docx = await sheetDocx(sheet);
    const name = `${sheet.title}-${sheet.code}`;
    if (format === 'docx') {
      setAttachmentHeaders(reply, `${name}.docx`, docx.length);
      reply.header('content-type', DOCX_TYPE);
      return reply.send(docx);
    }
    try {
      const pdf = await officePdfOf(store, { soffice: app.config.soffice, timeoutSeconds: app.config.officeTimeoutSeconds }, tenantId, docx, 'docx');
      setAttachmentHeaders(reply, `${name}.pdf`, pdf.length);
      reply.header('content-type', 'application/pdf');
      return reply.send(pdf);
    } catch (err) {
      if (err instanceof OfficeError) throw new AppError(503, err.message === OFFICE_TEXT.MISSING ? M.PDF_NO_OFFICE : M.PDF_FAILED);
      throw err;
    }
  };
  const schema = (summary: string) => ({
    tags: ['supervise'], summary,
    params: z.object({ id: z.string().min(1).max(64) }),
    querystring: z.object({ format: z.enum(['pdf', 'docx']).optional() }),
  });
  app.get('/b/supervise/print/notice/:id', {
    schema: schema('监理通知单 / 安全隐患通知单（表 A.0.3）、工作联系单（表 C.0.1）PDF 或 Word'),
    config: { permission: 'supervise:problem:view' },
  }, async (req, reply) => {
    const sheet = await req.tx(async (tx) => noticeSheet(await getNotice(tx, req.actor(), req.params.id)));
    return send(reply, req.actor().tenantId, sheet, req.query.format);
  });
  app.get('/b/supervise/print/stopWork/:id', {
    schema: schema('工程暂停令（表 A.0.5）PDF 或 Word'),
    config: { permission: SAFETY_PERM.stopView },
  }, async (req, reply) => {
    const sheet = await req.tx(async (tx) => stopWorkSheet(await getStopWork(tx, req.actor(), req.params.id)));
    return send(reply, req.actor().tenantId, sheet, req.query.format);
  });
};
