import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysDept, sysParam, sysUser } from '../../db/schema/index.js';
import { buildListQuery, countCapped, type ListEntity, type TListRequest } from '../../platform/list-query.js';
import { updateVersioned } from '../../platform/repository.js';

/*
 * The first administration lists, enough to run the platform's list DSL and optimistic locking
 * end to end; the system-administration issue grows them into the full module.
 */

export const USER_LIST: ListEntity = {
  fields: {
    name: sysUser.name, loginName: sysUser.loginName, phone: sysUser.phone, no: sysUser.no, job: sysUser.job,
    deptId: sysUser.deptId, status: sysUser.status, userType: sysUser.userType, sort: sysUser.sort,
    createdDate: sysUser.createdDate, updatedDate: sysUser.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  tieBreaker: sysUser.id,
};

export async function queryUsers(tx: Db, req: TListRequest) {
  const q = buildListQuery(USER_LIST, req);
  const rows = await tx.select({
    id: sysUser.id, loginName: sysUser.loginName, name: sysUser.name, phone: sysUser.phone, email: sysUser.email,
    no: sysUser.no, job: sysUser.job, deptId: sysUser.deptId, deptName: sysDept.name, status: sysUser.status,
    userType: sysUser.userType, sort: sysUser.sort, lastLoginDate: sysUser.lastLoginDate,
    createdDate: sysUser.createdDate, updatedDate: sysUser.updatedDate, version: sysUser.version,
  }).from(sysUser)
    .leftJoin(sysDept, and(eq(sysDept.tenantId, sysUser.tenantId), eq(sysDept.id, sysUser.deptId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  return { rows, total: await countCapped(tx, sysUser, q.where) };
}

export const PARAM_LIST: ListEntity = {
  fields: { key: sysParam.key, name: sysParam.name, value: sysParam.value, category: sysParam.category, isPublic: sysParam.isPublic, updatedDate: sysParam.updatedDate },
  defaultOrderBy: 'key',
  defaultOrder: 'asc',
  tieBreaker: sysParam.id,
};

export async function queryParams(tx: Db, req: TListRequest) {
  const q = buildListQuery(PARAM_LIST, req);
  const rows = await tx.select().from(sysParam).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  return { rows, total: await countCapped(tx, sysParam, q.where) };
}

export async function updateParam(tx: Db, input: { id: string; value: string; version: number; name?: string; remark?: string | null }) {
  return updateVersioned(tx, sysParam, input.id, input.version, {
    value: input.value, ...(input.name !== undefined && { name: input.name }), ...(input.remark !== undefined && { remark: input.remark }),
  });
}

export const activeUserCount = async (tx: Db): Promise<number> =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(sysUser).where(eq(sysUser.status, 1)))[0].n;
