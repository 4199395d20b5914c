import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ZParamCreate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysParam } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { registryOf } from '../../platform/registry.js';
import { isUniqueViolation } from './bd-support.js';

/*
 * System-parameter administration beyond the list and the value edit of
 * modules/system (POST /a/sys/param/queryList, PUT /a/sys/param): read one, create a
 * parameter, delete a custom one.
 */

export type TParamCreate = z.infer<typeof ZParamCreate>;


export async function getParam(tx: Db, key: string) {
  const [row] = await tx.select().from(sysParam).where(eq(sysParam.key, key));
  if (!row) throw notFound('参数不存在');
  return row;
}

export async function createParam(tx: Db, input: TParamCreate) {
  const [dup] = await tx.select({ id: sysParam.id }).from(sysParam).where(eq(sysParam.key, input.key));
  if (dup) throw badRequest('参数键已存在');
  try {
    const [row] = await tx.insert(sysParam).values({
      id: newId(), key: input.key, value: input.value, name: input.name || input.key, category: input.category,
      isPublic: input.isPublic ?? false, remark: input.remark ?? null,
    }).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('参数键已存在');
    throw err;
  }
}

/** Only custom parameters an administrator added can be deleted. */
export async function deleteParam(tx: Db, id: string): Promise<void> {
  const [row] = await tx.select().from(sysParam).where(eq(sysParam.id, id));
  if (!row) throw notFound('参数不存在');
  if (row.category !== 'custom') throw badRequest('只能删除自定义参数，基础参数和业务参数不能删除');
  // Keys the modules ship are re-created by the seed on every start, so they cannot be deleted.
  if (registryOf(tx).params.some((p) => p.key === row.key)) throw badRequest('系统内置参数不能删除');
  await tx.delete(sysParam).where(eq(sysParam.id, id));
}
