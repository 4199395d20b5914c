import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileApi, MESSAGES } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { fail, ok } from '../../platform/envelope.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { canPreviewInline, cleanFileName, parseRange, setAttachmentHeaders, setInlineHeaders, zipStream } from '../../platform/files/download.js';
import { assertCanAttach } from '../../platform/files/attach.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import { assertUploadQuota } from '../../platform/files/quota.js';
import { OFFICE_SUFFIXES, OfficeError, officePdf } from '../../platform/files/office.js';
import {
  allowedSuffixes, deleteFile, FILE_TEXT, filesForDownload, queryFiles, recordUploads, suffixOf, type DeleteMode,
  type UploadedFile, type UploadRefs,
} from './file-item.service.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** /image/{id}: the one shape the image call takes; anything else (paths, dots, NUL) is refused. */
const IMAGE_PATH = /^\/([A-Za-z0-9_-]{1,64})$/;
const REF = /^[\w.:-]{1,64}$/;
const REF_FIELDS = ['refModule', 'refRecordId', 'businessId'] as const;

/** Ids joined by | (an encoded file item list): each must be a plain id, never a path. */
function parseIds(raw: string): string[] {
  const ids = [...new Set(raw.split('|').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length || ids.length > 200 || ids.some((id) => !ID.test(id))) throw badRequest(FILE_TEXT.BAD_ID);
  return ids;
}

/**
 * Attachments (spec 1 §7 files): upload, list, download (several as one zip), image, preview,
 * delete. Every call that names a file takes its id (or ids joined by |) and resolves it
 * through file_item: no path from the request ever reaches the store.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  const max = app.config.uploadMaxBytes;
  // Files per request (ECMS_UPLOAD_MAX_FILES, issue 13 finding 10).
  const MAX_FILES = app.config.uploadMaxFiles;
  const maxLabel = max >= 1024 * 1024 ? `${Math.round(max / 1024 / 1024)}MB` : `${Math.round(max / 1024)}KB`;
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: MAX_FILES, fields: 20, fieldSize: 1024, parts: MAX_FILES + 20 },
  });

  const uploadHandler = async (req: FastifyRequest) => {
    if (!req.isMultipart()) throw new AppError(415, '请以 multipart/form-data 上传文件');
    const actor = req.actor();
    const allowed = await req.tx((tx) => allowedSuffixes(tx));
    const stored: UploadedFile[] = [];
    const refs: UploadRefs = {};
    let refused: AppError | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const fileName = cleanFileName(part.filename);
          const suffix = suffixOf(fileName);
          // A refused type is not even written; the rest of the request is drained.
          if (refused || !allowed.has(suffix)) {
            refused ??= badRequest(FILE_TEXT.TYPE(suffix));
            part.file.resume();
            continue;
          }
          stored.push({ ...(await store.write(actor.tenantId, part.file)), fileName });
        } else if ((REF_FIELDS as readonly string[]).includes(part.fieldname)) {
          const value = String(part.value ?? '').trim();
          if (value && !REF.test(value)) refused ??= badRequest(`${part.fieldname} 不正确`);
          refs[part.fieldname as (typeof REF_FIELDS)[number]] = value || null;
        }
      }
      if (refused) throw refused;
      const ids = await req.tx(async (tx) => {
        await assertCanAttach(tx, actor, refs);
        await assertUploadQuota(tx, actor, stored.reduce((n, f) => n + f.size, 0), app.config.uploadQuotaBytes);
        return recordUploads(tx, stored, refs, allowed);
      });
      return ok(ids, { msg: '上传成功' });
    } catch (err) {
      await Promise.all(stored.map((f) => store.remove(f.key)));
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `文件大小超过限制（最大${maxLabel}）`);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError(413, `一次最多上传${MAX_FILES}个文件`);
      throw err;
    }
  };
  // The spec's three upload calls take the same multipart form and answer the same way.
  route(app, fileApi.upload, {}, uploadHandler);
  route(app, fileApi.uploadFile, {}, uploadHandler);
  route(app, fileApi.uploadAny, {}, uploadHandler);

  route(app, fileApi.queryList, {}, async (req) => {
    const r = await req.tx((tx) => queryFiles(tx, req.actor(), req.body));
    return ok(r.rows, { total: r.total });
  });

  /** Sends one file as an attachment, or several as one zip; 404 when one is gone. */
  const sendFiles = async (req: FastifyRequest, reply: FastifyReply, ids: string[]) => {
    const rows = await req.tx((tx) => filesForDownload(tx, req.actor(), ids));
    for (const r of rows) if (!(await store.exists(r.storageKey))) throw notFound(FILE_TEXT.NOT_FOUND);
    if (rows.length === 1) {
      const [r] = rows;
      setAttachmentHeaders(reply, r.fileName, r.fileSize);
      return reply.send(store.read(r.storageKey));
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    setAttachmentHeaders(reply, `附件_${stamp}.zip`);
    reply.header('content-type', 'application/zip');
    return reply.send(zipStream(rows.map((r) => ({ name: r.fileName, open: () => store.read(r.storageKey) }))));
  };

  app.get('/b/fileItem/download/:ids', {
    schema: { tags: ['file'], summary: '下载附件；多个编号以 | 连接时打包为 zip', params: z.object({ ids: z.string().min(1).max(2000) }) },
  }, (req, reply) => sendFiles(req, reply, parseIds(req.params.ids)));

  app.get('/b/file/download/:encoded', {
    schema: {
      tags: ['file'], summary: '按编码的文件项下载（文件编号，多个以 | 连接时打包为 zip）；不接受任何路径',
      params: z.object({ encoded: z.string().min(1).max(2000) }),
    },
  }, (req, reply) => sendFiles(req, reply, parseIds(req.params.encoded)));

  app.get('/download/:file', {
    schema: { tags: ['file'], summary: '下载一个文件（文件编号；不接受路径）', params: z.object({ file: z.string().regex(ID, FILE_TEXT.BAD_ID) }) },
  }, (req, reply) => sendFiles(req, reply, [req.params.file]));

  app.get('/image*', {
    schema: {
      tags: ['file'], summary: '显示图片：/image/{文件编号}（仅图片内容，内联显示；不接受路径）',
      params: z.object({ '*': z.string().max(200) }),
    },
  }, async (req, reply) => {
    const m = IMAGE_PATH.exec(req.params['*']);
    if (!m) throw badRequest(FILE_TEXT.BAD_ID);
    const [r] = await req.tx((tx) => filesForDownload(tx, req.actor(), [m[1]]));
    if (!r.contentType.startsWith('image/')) throw new AppError(415, FILE_TEXT.NOT_IMAGE);
    if (!(await store.exists(r.storageKey))) throw notFound(FILE_TEXT.NOT_FOUND);
    setInlineHeaders(reply, r.fileName, r.contentType, r.fileSize);
    return reply.send(store.read(r.storageKey));
  });

  // Our call (the spec plays training videos through the download): a video answers byte ranges,
  // so the player seeks without reloading the file from its start.
  app.get('/b/fileItem/stream/:id', {
    schema: {
      tags: ['file'], summary: '播放视频（支持 HTTP Range 分段读取，拖动进度条无需重新下载）；仅视频内容；不接受路径',
      params: z.object({ id: z.string().regex(ID, FILE_TEXT.BAD_ID) }),
    },
  }, async (req, reply) => {
    const [r] = await req.tx((tx) => filesForDownload(tx, req.actor(), [req.params.id]));
    if (!r.contentType.startsWith('video/')) throw new AppError(415, FILE_TEXT.NOT_VIDEO);
    if (!(await store.exists(r.storageKey))) throw notFound(FILE_TEXT.NOT_FOUND);
    const range = parseRange(req.headers.range, r.fileSize);
    reply.header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${r.fileSize}`).send(fail(416, FILE_TEXT.BAD_RANGE));
    }
    if (!range) {
      setInlineHeaders(reply, r.fileName, r.contentType, r.fileSize);
      return reply.send(store.read(r.storageKey));
    }
    setInlineHeaders(reply, r.fileName, r.contentType, range.end - range.start + 1);
    return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${r.fileSize}`).send(store.read(r.storageKey, range));
  });

  app.get('/pageoffice/view/openFile', {
    schema: {
      tags: ['file'],
      summary: '在线预览：图片、PDF、文本直接显示；Office 文件由 LibreOffice 转换为 PDF 显示（未安装时说明原因）。check=1 时只检查能否预览（Office 文件在此时转换）',
      querystring: z.object({ fileId: z.string().regex(ID, FILE_TEXT.BAD_ID), check: z.enum(['0', '1']).optional() }),
    },
  }, async (req, reply) => {
    const [r] = await req.tx((tx) => filesForDownload(tx, req.actor(), [req.query.fileId]));
    if (!(await store.exists(r.storageKey))) throw notFound(FILE_TEXT.NOT_FOUND);
    let key = r.storageKey;
    let contentType = r.contentType;
    let name = r.fileName;
    let size: number | undefined = r.fileSize;
    if (!canPreviewInline(r.contentType)) {
      if (!OFFICE_SUFFIXES.has(r.suffix)) throw new AppError(415, '该类型的文件不支持在线预览，请下载后查看');
      try {
        key = await officePdf(store, { soffice: app.config.soffice, timeoutSeconds: app.config.officeTimeoutSeconds }, r.storageKey, r.suffix);
      } catch (err) {
        if (err instanceof OfficeError) throw new AppError(415, err.message);
        throw err;
      }
      contentType = 'application/pdf';
      name = `${name.replace(/\.[^.]*$/, '')}.pdf`;
      size = undefined;
    }
    if (req.query.check === '1') return ok({ previewable: true, contentType });
    setInlineHeaders(reply, name, contentType, size);
    return reply.send(store.read(key));
  });

  const remove = async (req: FastifyRequest, id: string, mode: DeleteMode) => {
    await req.tx((tx) => deleteFile(tx, req.actor(), store, id, mode));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  };

  route(app, fileApi.remove, {}, (req) => remove(req, req.params.id, 'ownerOrAdmin'));
  route(app, fileApi.adminRemove, {}, (req) => remove(req, req.params.id, 'adminOnly'));
  route(app, fileApi.removeMine, {}, (req) => remove(req, req.params.id, 'ownOnly'));
};
