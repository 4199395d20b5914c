import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authLoginLog, smsOutbox, sysParam, sysUser } from '../../db/schema/index.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';

/*
 * The first administration lists, enough to run the platform's list DSL and optimistic locking
 * end to end; the system-administration issue grows them into the full module.
 */

/** The user list entity lives in user-list.ts (shared by the user and role services); re-exported for existing importers. */
export { USER_LIST } from './user-list.js';

export const PARAM_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'system parameters are tenant configuration, not records of a data menu',
  fields: { key: sysParam.key, name: sysParam.name, value: sysParam.value, category: sysParam.category, isPublic: sysParam.isPublic, updatedDate: sysParam.updatedDate },
  defaultOrderBy: 'key',
  defaultOrder: 'asc',
  tieBreaker: sysParam.id,
};

export async function queryParams(tx: Db, req: TListRequest) {
  const q = await buildListQuery(PARAM_LIST, req);
  const { rows, total } = await pageWithTotal(tx, sysParam, q, (n) => tx.select({ ...getTableColumns(sysParam), [TOTAL_COLUMN]: n })
    .from(sysParam).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows, total };
}

export async function updateParam(tx: Db, input: { id: string; value: string; version: number; name?: string; remark?: string | null }) {
  return updateVersioned(tx, sysParam, input.id, input.version, {
    value: input.value, ...(input.name !== undefined && { name: input.name }), ...(input.remark !== undefined && { remark: input.remark }),
  });
}

export const activeUserCount = async (tx: Db): Promise<number> =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(sysUser).where(eq(sysUser.status, 1)))[0].n;

/** The tenant's sign-in record (登录日志): who, how, from where, and why it failed. */
export const LOGIN_LOG_LIST: UnscopedListEntity = {
  scope: 'none', reason: "the tenant's sign-in audit trail for its administrators (sys:log permission); no data menu governs it",
  fields: {
    loginName: authLoginLog.loginName, userId: authLoginLog.userId, method: authLoginLog.method, ip: authLoginLog.ip,
    success: authLoginLog.success, reason: authLoginLog.reason, createdDate: authLoginLog.createdAt,
  },
  defaultOrderBy: 'createdDate',
  tieBreaker: authLoginLog.id,
};

export async function queryLoginLog(tx: Db, req: TListRequest) {
  const q = await buildListQuery(LOGIN_LOG_LIST, req);
  return pageWithTotal(tx, authLoginLog, q, (n) => tx.select({
    id: authLoginLog.id, loginName: authLoginLog.loginName, userId: authLoginLog.userId, userName: sysUser.name,
    method: authLoginLog.method, ip: authLoginLog.ip, userAgent: authLoginLog.userAgent, success: authLoginLog.success,
    reason: authLoginLog.reason, createdDate: authLoginLog.createdAt, [TOTAL_COLUMN]: n,
  }).from(authLoginLog)
    .leftJoin(sysUser, and(eq(sysUser.tenantId, authLoginLog.tenantId), eq(sysUser.id, authLoginLog.userId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

/** Messages the built-in SMS provider wrote instead of sending (there is no gateway here). */
export const SMS_LIST: UnscopedListEntity = {
  scope: 'none', reason: "the built-in SMS channel's outbox, an administrators' diagnostic; no data menu governs it",
  fields: { phone: smsOutbox.phone, provider: smsOutbox.provider, createdDate: smsOutbox.createdAt },
  defaultOrderBy: 'createdDate',
  tieBreaker: smsOutbox.id,
};

export async function querySmsOutbox(tx: Db, req: TListRequest) {
  const q = await buildListQuery(SMS_LIST, req);
  const { rows, total } = await pageWithTotal(tx, smsOutbox, q, (n) => tx.select({ ...getTableColumns(smsOutbox), [TOTAL_COLUMN]: n })
    .from(smsOutbox).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows, total };
}
