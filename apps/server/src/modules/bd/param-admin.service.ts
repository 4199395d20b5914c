import { eq } from 'drizzle-orm';
import { z } from 'zod';
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

export const PARAM_CATEGORIES = ['basic', 'custom', 'business'] as const;

export const ZParamCreate = z.object({
  key: z.string({ error: '参数键不能为空' }).trim().min(1, '参数键不能为空')
    .regex(/^[A-Za-z][\w.-]{0,99}$/, '参数键须以字母开头，只能包含字母、数字、下划线、点和连字符，且不超过100个字符'),
  value: z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
    z.string().max(4000, '参数值过长').default('')),
  name: z.string().trim().max(100, '参数名称不能超过100个字符').nullish(),
  category: z.enum(PARAM_CATEGORIES, { error: '参数类别只能是 basic、custom 或 business' }).default('custom'),
  isPublic: z.boolean().optional(),
  remark: z.string().max(500, '备注不能超过500个字符').nullish(),
});
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
