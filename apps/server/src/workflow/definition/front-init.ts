import { eq } from 'drizzle-orm';
import { type TFlowOptions, WF_MESSAGES, ZFrontInit } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { wfDefinition, wfVersion } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/**
 * GET /act/procdef/{id}/frontInitScript. The original product shipped a per-definition script
 * that the flow page ran before showing the business form; we keep the same idea as a
 * declarative config edited in the designer's f-advance-setting tab (`options.frontInit`) and
 * never evaluate definition text in the browser. `id` is a definition id (its current version)
 * or a version id (the version a running instance keeps).
 */
export async function frontInitConfig(tx: Db, id: string) {
  let [v] = await tx.select({ id: wfVersion.id, definitionId: wfVersion.definitionId, version: wfVersion.version, options: wfVersion.options })
    .from(wfVersion).where(eq(wfVersion.id, id));
  if (!v) {
    const [def] = await tx.select({ currentVersionId: wfDefinition.currentVersionId }).from(wfDefinition).where(eq(wfDefinition.id, id));
    if (!def?.currentVersionId) throw notFound(WF_MESSAGES.DEFINITION_MISSING);
    [v] = await tx.select({ id: wfVersion.id, definitionId: wfVersion.definitionId, version: wfVersion.version, options: wfVersion.options })
      .from(wfVersion).where(eq(wfVersion.id, def.currentVersionId));
  }
  // Versions published before the config existed (or with a hand-edited row) answer an empty config.
  const parsed = ZFrontInit.safeParse((v.options as TFlowOptions | null)?.frontInit ?? {});
  const cfg = parsed.success ? parsed.data : {};
  return {
    procDefineId: v.definitionId, versionId: v.id, version: v.version,
    defaults: cfg.defaults ?? {}, hidden: cfg.hidden ?? [], notice: cfg.notice ?? null,
  };
}
