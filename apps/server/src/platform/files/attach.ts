import type { Db } from '../../db/client.js';
import type { SessionInfo } from '../auth/session.js';
import { notFound } from '../errors.js';
import { registryOf } from '../registry.js';

/*
 * Who may attach a file to a record (issue 13 finding 4): whoever the owning module lets see it,
 * by the same file-access registry that guards the download (platform/module.ts fileAccess) — an
 * upload tagged with a record of another scope was listed among that record's files. A label no
 * module declares is the uploader's own (only they and administrators see such files).
 */

export const ATTACH_TEXT = { NO_RECORD: '要上传附件的记录不存在或无权访问' } as const;

/** 404 (like a record one cannot see) unless `actor` may attach files to refModule/refRecordId. */
export async function assertCanAttach(tx: Db, actor: SessionInfo, refs: { refModule?: string | null; refRecordId?: string | null }): Promise<void> {
  // No record yet (a new record's attachments): bindUploads joins them when the record is saved.
  if (actor.isAdmin || !refs.refModule || !refs.refRecordId) return;
  const registry = registryOf(tx);
  if (!registry.declaresFileModule(refs.refModule)) return;
  const access = registry.fileAttach(refs.refModule);
  if (!access || !(await access(tx, actor, refs.refRecordId))) throw notFound(ATTACH_TEXT.NO_RECORD);
}
