/**
 * Attachment calls (spec 1 §7 files) that answer JSON: upload, list, delete. Downloads, images
 * and previews answer the file itself and stay plain routes (file.routes.ts).
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

const ZFileId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '文件编号不正确') });

export const ZFileRow = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  suffix: z.string(),
  refModule: z.string().nullable(),
  refRecordId: z.string().nullable(),
  businessId: z.string().nullable(),
  /** The uploader. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** Upload time. */
  time: zDateTime,
  updatedDate: zDateTime,
  updatedBy: z.string().nullable(),
});

const tags = ['file'];
const upload = (path: string, summary: string) => defineCall({
  method: 'POST', path, tags, summary: `${summary}（multipart：file 可多个，refModule、refRecordId、businessId；返回文件编号列表）`,
  data: z.array(z.string()),
});
const remove = (path: string, summary: string) => defineCall({ method: 'DELETE', path, tags, summary, params: ZFileId, data: z.null() });

export const fileApi = {
  upload: upload('/b/fileItem/upload', '上传附件'),
  uploadFile: upload('/b/file/upload', '上传文件（同 /b/fileItem/upload）'),
  uploadAny: upload('/upload', '上传文件（同 /b/fileItem/upload；Excel 导入等先上传再以文件编号引用）'),
  queryList: defineCall({
    method: 'POST', path: '/b/fileItem/queryList', tags, summary: '附件列表（params: refModule, refRecordId, businessId, fileName$like…）',
    body: ZListRequest, data: z.array(ZFileRow), paged: true,
  }),
  remove: remove('/b/fileItem/:id', '删除附件（本人上传的；管理员可删除任何人的）'),
  adminRemove: remove('/a/upload/:id', '管理员删除任意附件'),
  removeMine: remove('/a/upload/deleteMyFile/:id', '删除本人上传的附件'),
};

export type TFileRow = z.input<typeof ZFileRow>;
