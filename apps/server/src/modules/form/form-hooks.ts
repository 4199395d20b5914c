import { eq } from 'drizzle-orm';
import type { TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { frmDefinition } from '../../db/schema/index.js';
import type { Actor } from '../../platform/tenancy.js';
import { declarationOf, type FormFlowEvent, type FormHooks, type FormSaveContext, hookSql } from './form-declare.js';
import { publishedModel, type FormDefinitionRow } from './form-definition.repository.js';
import type { FormRef } from './form-model.js';
import { getRow } from './form-table.repository.js';
import { FormValidationError } from './form-values.js';

/* Running declared forms' hooks (form-declare.ts) inside the record's or the flow command's transaction. */

/** The hooks of a company's form: only while it is the declared form (a designer form of the same code has none). */
export function hooksOf(tx: Db, def: Pick<FormDefinitionRow, 'code' | 'declaredVersion'>): FormHooks | undefined {
  if (def.declaredVersion === null || def.declaredVersion === undefined) return undefined;
  return declarationOf(tx, def.code)?.hooks;
}

interface HookForm { def: FormDefinitionRow; model: TFormModel; code: string }

/** What every hook context carries: the transaction, who acts, the form, and the company's SQL names. */
export function hookBase(tx: Db, actor: Actor, form: HookForm) {
  return { tx, actor, form: { code: form.code, name: form.def.name, model: form.model }, ...hookSql(actor.tenantId) };
}

export function saveContext(tx: Db, actor: Actor, form: HookForm, input: {
  id?: string; values: Record<string, unknown>; subTables: Record<string, Record<string, unknown>[]>; previous: Record<string, unknown> | null;
}): FormSaveContext {
  return { ...hookBase(tx, actor, form), isNew: !input.previous, ...input };
}

/** validate, then beforeSave. Field errors from validate answer like the model's own (400, data.errors). */
export async function runBeforeSave(hooks: FormHooks | undefined, ctx: FormSaveContext): Promise<void> {
  if (!hooks) return;
  const errors = await hooks.validate?.(ctx);
  if (errors && errors.length) throw new FormValidationError(errors);
  await hooks.beforeSave?.(ctx);
}

export async function runAfterSave(hooks: FormHooks | undefined, ctx: FormSaveContext, id: string): Promise<void> {
  if (hooks?.afterSave) await hooks.afterSave({ ...ctx, id });
}

/** A flow event of a record of form `ref.code`: the declared form's onFlow hook, if any. */
export async function runFlowHook(tx: Db, ref: FormRef & { tenantId: string }, event: FormFlowEvent, id: string, activeNodes: string[], userId: string): Promise<void> {
  const fn = declarationOf(tx, ref.code)?.hooks?.onFlow?.[event];
  if (!fn) return;
  const [def] = await tx.select().from(frmDefinition).where(eq(frmDefinition.code, ref.code));
  if (!def || !hooksOf(tx, def) || def.currentVersion === null) return;
  const model = await publishedModel(tx, def);
  const record = await getRow(tx, ref, model, id);
  if (!record) return;
  const actor: Actor = { tenantId: ref.tenantId, userId };
  await fn({ tx, actor, form: { code: def.code, name: def.name, model }, id, event, record, activeNodes, ...hookSql(ref.tenantId) });
}
