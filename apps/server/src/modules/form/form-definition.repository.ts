import { and, eq } from 'drizzle-orm';
import { FORM_CODE_RE, type TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { frmDefinition, frmVersion } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';

/* Reading form definitions and their published models (shared by the form services and the search type). */

export type FormDefinitionRow = typeof frmDefinition.$inferSelect;

const isId = (s: string) => !FORM_CODE_RE.test(s) || s.includes('-');

/** A definition by id, or by code (routes accept either: menus use stable codes). */
export async function findDefinition(tx: Db, idOrCode: string): Promise<FormDefinitionRow> {
  const [row] = await tx.select().from(frmDefinition)
    .where(isId(idOrCode) ? eq(frmDefinition.id, idOrCode) : eq(frmDefinition.code, idOrCode));
  if (!row) throw notFound('表单不存在');
  return row;
}

export async function publishedModel(tx: Db, def: Pick<FormDefinitionRow, 'id' | 'name' | 'currentVersion'>, version = def.currentVersion): Promise<TFormModel> {
  if (version === null) throw badRequest(`表单“${def.name}”尚未发布`);
  const [v] = await tx.select({ model: frmVersion.model }).from(frmVersion).where(and(eq(frmVersion.formId, def.id), eq(frmVersion.version, version)));
  if (!v) throw notFound('表单版本不存在');
  return v.model;
}
