import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import { queryRows } from '../sql.js';

/*
 * Per-user upload quota (issue 13, finding 10): the bytes of attachments a user has uploaded, plus
 * this request's, may not pass ECMS_UPLOAD_QUOTA_MB (0: no quota). Checked in the upload's
 * transaction under a per-user advisory lock, so two parallel uploads cannot both slip under it.
 */

export const QUOTA_TEXT = {
  FULL: (used: string, limit: string) => `附件空间不足：您已上传${used}，每人上限${limit}，请删除不用的附件或联系管理员`,
} as const;

export function sizeLabel(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')}GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1).replace(/\.0$/, '')}MB`;
  return `${Math.ceil(bytes / 1024)}KB`;
}

/** 413 with a clear message when `adding` bytes would take the user past `quotaBytes`. */
export async function assertUploadQuota(tx: Db, actor: { tenantId: string; userId: string }, adding: number, quotaBytes: number): Promise<void> {
  if (quotaBytes <= 0) return;
  // The lock first, in its own statement: the sum's snapshot must be taken after the lock is held
  // (under READ COMMITTED a statement sees what was committed when it started).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ecms_upload_quota:' || ${actor.tenantId} || ':' || ${actor.userId}))`);
  const [row] = await queryRows<{ used: string | number }>(tx, sql`
    select coalesce(sum(f.file_size), 0) as used from file_item f where f.tenant_id = ${actor.tenantId} and f.created_by = ${actor.userId}`);
  const used = Number(row?.used ?? 0);
  if (used + adding > quotaBytes) throw new AppError(413, QUOTA_TEXT.FULL(sizeLabel(used), sizeLabel(quotaBytes)));
}
