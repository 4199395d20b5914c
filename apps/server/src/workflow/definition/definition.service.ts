import { and, desc, eq, sql } from 'drizzle-orm';
import { type TFlowDefinitionTree, WF_MESSAGES, ZFlowDefinitionTree } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { wfDefinition, wfVersion } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/tenancy.js';
import { compileTree, DefinitionError } from './compile.js';

/*
 * Definitions and their versions. Publishing validates the tree, compiles it and stores a new
 * version; versions are never changed afterwards, and each instance keeps the version it began on.
 */

export interface DefinitionInput {
  code: string;
  name: string;
  category?: string | null;
  flowType?: number | null;
  businessType?: string | null;
  sort?: number;
  remark?: string | null;
}

export type DefinitionRow = typeof wfDefinition.$inferSelect;

export async function saveDefinition(tx: Db, actor: Actor, input: DefinitionInput & { id?: string; draft?: TFlowDefinitionTree | null }): Promise<DefinitionRow> {
  if (input.id) {
    const [row] = await tx.update(wfDefinition).set({
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      name: input.name, category: input.category ?? null, flowType: input.flowType ?? null, businessType: input.businessType ?? null,
      sort: input.sort ?? 0, remark: input.remark ?? null, updatedDate: new Date(), version: sql`${wfDefinition.version} + 1`,
    }).where(eq(wfDefinition.id, input.id)).returning();
    if (!row) throw notFound();
    return row;
  }
  const [dup] = await tx.select({ id: wfDefinition.id }).from(wfDefinition)
    .where(and(eq(wfDefinition.tenantId, actor.tenantId), eq(wfDefinition.code, input.code)));
  if (dup) throw badRequest(`流程编码「${input.code}」已存在`);
  const [row] = await tx.insert(wfDefinition).values({
    tenantId: actor.tenantId, id: newId(), code: input.code, name: input.name, category: input.category ?? null,
    flowType: input.flowType ?? null, businessType: input.businessType ?? null, sort: input.sort ?? 0, remark: input.remark ?? null,
    draft: input.draft ?? null,
  }).returning();
  return row;
}

/** Validates, compiles and stores the next version; answers 400 with every problem in Chinese. */
export async function publishDefinition(tx: Db, actor: Actor, definitionId: string, tree: unknown): Promise<typeof wfVersion.$inferSelect> {
  const parsed = ZFlowDefinitionTree.safeParse(tree);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw badRequest(`流程定义格式不正确：${first?.message ?? ''}`);
  }
  let graph;
  try {
    graph = compileTree(parsed.data);
  } catch (err) {
    if (err instanceof DefinitionError) throw badRequest(err.message);
    throw err;
  }
  const [def] = await tx.select().from(wfDefinition).where(eq(wfDefinition.id, definitionId)).for('update');
  if (!def) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
  const [last] = await tx.select({ version: wfVersion.version }).from(wfVersion)
    .where(eq(wfVersion.definitionId, definitionId)).orderBy(desc(wfVersion.version)).limit(1);
  const [version] = await tx.insert(wfVersion).values({
    tenantId: actor.tenantId, id: newId(), definitionId, version: (last?.version ?? 0) + 1, tree: parsed.data,
    graph, options: parsed.data.options ?? {}, publishedBy: actor.userId,
  }).returning();
  await tx.update(wfDefinition).set({ currentVersionId: version.id, draft: null, updatedDate: new Date() })
    .where(eq(wfDefinition.id, definitionId));
  return version;
}

/** Creates (or finds by code) a definition and publishes the tree: seeds and tests. */
export async function defineFlow(tx: Db, actor: Actor, input: DefinitionInput & { tree: TFlowDefinitionTree }) {
  // Tenant named explicitly: the seed runs this on the privileged handle, outside row-level security.
  const [existing] = await tx.select().from(wfDefinition)
    .where(and(eq(wfDefinition.tenantId, actor.tenantId), eq(wfDefinition.code, input.code)));
  const def = existing ?? await saveDefinition(tx, actor, input);
  const version = await publishDefinition(tx, actor, def.id, input.tree);
  return { definition: { ...def, currentVersionId: version.id }, version };
}

