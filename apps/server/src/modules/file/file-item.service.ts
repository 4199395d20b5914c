import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fileItem, sysParam, sysUser } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { FileStore, StoredFile } from '../../platform/files/file-store.js';
import { checkContent } from '../../platform/files/sniff.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import type { RecordAccess } from '../../platform/module.js';
import { afterCommit } from '../../platform/realtime/after-commit.js';
import { registryOf } from '../../platform/registry.js';

/*
 * Attachments: metadata rows in file_item, bytes in the file store. Who may see a file: its
 * uploader, administrators, and whoever the owning module says may see the owning record
 * (its manifest's fileAccess, found in the app's registry). Only the uploader or an administrator
 * deletes.
 */

export const FILE_TEXT = {
  NOT_FOUND: '文件不存在',
  BAD_ID: '文件编号不正确',
  NOTHING: '没有要上传的文件。',
  TYPE: (suffix: string) => `不允许上传该类型的文件${suffix ? `（.${suffix}）` : ''}`,
  CONTENT: (name: string) => `文件内容与扩展名不符：${name}`,
  DELETE_OTHERS: '只能删除自己上传的文件',
  NOT_IMAGE: '该文件不是图片',
  NOT_VIDEO: '该文件不是视频，不能在线播放',
  BAD_RANGE: '请求的范围超出文件大小',
} as const;

export type { RecordAccess } from '../../platform/module.js';

/**
 * Who may see files of `refModule`. A client may tag an upload with any label (only uploader and
 * administrators see those); the modules' own record files are declared in their manifests.
 */
function accessOf(tx: Db, refModule: string | null | undefined): RecordAccess | undefined {
  return refModule ? registryOf(tx).fileAccess(refModule) : undefined;
}

/**
 * Files uploaded for a record before it had an id (a new record's attachments) join the record
 * when it is saved, so whoever may see the record sees them. Only the caller's own uploads that
 * belong to no record yet (and to no other module) are taken: naming someone else's file id in
 * a record grants nobody access to it.
 */
export async function bindUploads(tx: Db, userId: string, fileIds: string[], refs: { refModule: string; refRecordId: string }): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return;
  // Files bound by a module's own code must be visible through its record: a module that forgot
  // to declare fileAccess would leave them to their uploaders alone.
  if (!registryOf(tx).declaresFileModule(refs.refModule)) {
    throw new Error(`file module "${refs.refModule}" is not declared by any module (fileAccess / fileAccessResolvers)`);
  }
  await tx.update(fileItem).set({ refModule: refs.refModule, refRecordId: refs.refRecordId })
    .where(and(inArray(fileItem.id, ids), eq(fileItem.createdBy, userId), isNull(fileItem.refRecordId),
      or(isNull(fileItem.refModule), eq(fileItem.refModule, refs.refModule))));
}

export async function allowedSuffixes(tx: Db): Promise<Set<string>> {
  const [row] = await tx.select({ value: sysParam.value }).from(sysParam).where(eq(sysParam.key, 'file.suffix'));
  return new Set((row?.value ?? '').split(',').map((s) => s.trim().toLowerCase().replace(/^\./, '')).filter(Boolean));
}

export const suffixOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export interface UploadedFile extends StoredFile {
  fileName: string;
}

export interface UploadRefs {
  refModule?: string | null;
  refRecordId?: string | null;
  businessId?: string | null;
}

/** Checks every stored upload against the allowed types and its content, then records them. */
export async function recordUploads(tx: Db, files: UploadedFile[], refs: UploadRefs, allowed: Set<string>): Promise<string[]> {
  if (!files.length) throw badRequest(FILE_TEXT.NOTHING);
  const rows = files.map((f) => {
    const suffix = suffixOf(f.fileName);
    if (!allowed.has(suffix)) throw badRequest(FILE_TEXT.TYPE(suffix));
    const check = checkContent(suffix, f.head);
    if (!check.ok) throw badRequest(FILE_TEXT.CONTENT(f.fileName));
    return {
      id: newId(), fileName: f.fileName, suffix, contentType: check.contentType, fileSize: f.size, storageKey: f.key,
      refModule: refs.refModule || null, refRecordId: refs.refRecordId || null, businessId: refs.businessId || null,
    };
  });
  await tx.insert(fileItem).values(rows);
  return rows.map((r) => r.id);
}

type FileRow = typeof fileItem.$inferSelect;

async function canSee(tx: Db, actor: SessionInfo, row: FileRow): Promise<boolean> {
  if (actor.isAdmin || row.createdBy === actor.userId) return true;
  const check = accessOf(tx, row.refModule);
  return !!(check && row.refRecordId && (await check(tx, actor, row.refRecordId)));
}

/** The files `ids` for download, in the order asked; 404 when one is missing or not visible. */
export async function filesForDownload(tx: Db, actor: SessionInfo, ids: string[]): Promise<FileRow[]> {
  const rows = await tx.select().from(fileItem).where(inArray(fileItem.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: FileRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    // Someone else's file answers like a missing one: its existence is not disclosed.
    if (!row || !(await canSee(tx, actor, row))) throw notFound(FILE_TEXT.NOT_FOUND);
    out.push(row);
  }
  return out;
}

const FILE_LIST: UnscopedListEntity = {
  scope: 'none', reason: "a file follows its record, not a data menu: the caller's own uploads, or the files of one record the owning module lets them see (queryFiles)",
  fields: {
    fileName: fileItem.fileName, suffix: fileItem.suffix, fileSize: fileItem.fileSize,
    refModule: fileItem.refModule, refRecordId: fileItem.refRecordId, businessId: fileItem.businessId,
    createdDate: fileItem.createdDate, updatedDate: fileItem.updatedDate, time: fileItem.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: fileItem.id,
};

/**
 * POST /b/fileItem/queryList. Administrators see every file; others see their own uploads, or
 * every file of one record (refModule + refRecordId) when the owning module lets them see it.
 */
export async function queryFiles(tx: Db, actor: SessionInfo, req: TListRequest) {
  const p = req.params ?? {};
  let visible: SQL | undefined;
  if (!actor.isAdmin) {
    const mod = typeof p.refModule === 'string' ? p.refModule : undefined;
    const rec = typeof p.refRecordId === 'string' ? p.refRecordId : undefined;
    const check = accessOf(tx, mod);
    const recordVisible = !!(check && rec && (await check(tx, actor, rec)));
    visible = recordVisible ? undefined : eq(fileItem.createdBy, actor.userId);
  }
  const q = await buildListQuery(FILE_LIST, req, { extra: [visible] });
  return pageWithTotal(tx, fileItem, q, (n) => tx.select({
    id: fileItem.id, fileName: fileItem.fileName, fileSize: fileItem.fileSize, suffix: fileItem.suffix,
    refModule: fileItem.refModule, refRecordId: fileItem.refRecordId, businessId: fileItem.businessId,
    userId: fileItem.createdBy, userName: sql<string | null>`${sysUser.name}`,
    time: fileItem.createdDate, updatedDate: fileItem.updatedDate, updatedBy: fileItem.updatedBy, [TOTAL_COLUMN]: n,
  }).from(fileItem)
    .leftJoin(sysUser, and(eq(sysUser.tenantId, fileItem.tenantId), eq(sysUser.id, fileItem.createdBy)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

export type DeleteMode = 'ownerOrAdmin' | 'adminOnly' | 'ownOnly';

/** Deletes a file row; its bytes go after the commit. */
export async function deleteFile(tx: Db, actor: SessionInfo, store: FileStore, id: string, mode: DeleteMode): Promise<void> {
  const [row] = await tx.select().from(fileItem).where(eq(fileItem.id, id));
  if (!row || !(await canSee(tx, actor, row))) throw notFound(FILE_TEXT.NOT_FOUND);
  const own = row.createdBy === actor.userId;
  if (mode === 'adminOnly' && !actor.isAdmin) throw forbidden();
  if (mode === 'ownOnly' && !own) throw forbidden(FILE_TEXT.DELETE_OTHERS);
  if (mode === 'ownerOrAdmin' && !own && !actor.isAdmin) throw forbidden(FILE_TEXT.DELETE_OTHERS);
  await tx.delete(fileItem).where(eq(fileItem.id, id));
  afterCommit(tx, () => store.remove(row.storageKey));
}
