import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COSTDATA_MSG, type ZPersonLibQuery } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { cdPersonLib, qcProject } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { getProjectRow, PROJECT_SCOPE } from '../quality/index.js';

/*
 * The person library (个人库, POST /b/evaluate/project/intoPersonLib): a user keeps evaluated BoQ
 * projects as their own indicator library; the analyses compare with it when `library: 'person'`.
 * Entries are the owner's only (another user's entry is 404), and a project that has left the
 * owner's data scope is no longer listed nor compared with.
 */

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const entryColumns = {
  id: cdPersonLib.id, projectId: qcProject.id, name: qcProject.name, kind1: qcProject.kind1, kind2: qcProject.kind2, structure: qcProject.structure,
  region: qcProject.region, area: qcProject.area, total: qcProject.total, indicators: qcProject.indicators, remark: cdPersonLib.remark, createdDate: cdPersonLib.createdDate,
};
type EntryRow = { indicators: unknown; area: number | null; total: number } & Record<string, unknown>;
const asEntry = <T extends EntryRow>({ indicators, ...r }: T) => ({
  ...r, area: r.area === null ? null : Number(r.area), total: Number(r.total),
  unitCost: (indicators as { unitCost?: number | null } | null)?.unitCost ?? null,
});

/** POST /b/evaluate/project/intoPersonLib: the project (visible to the caller) into the caller's library, once. */
export async function intoPersonLib(tx: Db, actor: SessionInfo, projectId: string, remark: string | undefined) {
  const project = await getProjectRow(tx, actor, projectId);
  const [added] = await tx.insert(cdPersonLib).values({ id: newId(), ownerId: actor.userId ?? '', projectId: project.id, remark: remark || null })
    .onConflictDoNothing().returning({ id: cdPersonLib.id });
  if (!added) throw badRequest(COSTDATA_MSG.ALREADY_IN_LIB);
  const [row] = await tx.select(entryColumns).from(cdPersonLib).innerJoin(qcProject, eq(qcProject.id, cdPersonLib.projectId)).where(eq(cdPersonLib.id, added.id));
  return asEntry(row);
}

/** POST /b/evaluate/project/personLib/queryList: the caller's entries whose project is still visible. */
export async function queryPersonLib(tx: Db, actor: SessionInfo, req: z.output<typeof ZPersonLibQuery> | undefined) {
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const f = req?.params ?? {};
  const where = and(eq(cdPersonLib.ownerId, actor.userId ?? ''), scope,
    f.name ? sql`${qcProject.name} ilike ${`%${escapeLike(f.name)}%`}` : undefined,
    f.kind2 ? eq(qcProject.kind2, f.kind2) : undefined);
  const size = req?.pageSize ?? 50;
  const rows = await tx.select(entryColumns).from(cdPersonLib).innerJoin(qcProject, eq(qcProject.id, cdPersonLib.projectId)).where(where)
    .orderBy(desc(cdPersonLib.createdDate), desc(cdPersonLib.id)).limit(size).offset(((req?.pageNo ?? 1) - 1) * size);
  const [{ n }] = await tx.select({ n: count() }).from(cdPersonLib).innerJoin(qcProject, eq(qcProject.id, cdPersonLib.projectId)).where(where);
  return { rows: rows.map(asEntry), total: Number(n) };
}

/** DELETE /b/evaluate/project/personLib/{id}: out of the caller's library (another user's entry: 404). */
export async function outPersonLib(tx: Db, actor: SessionInfo, id: string) {
  const gone = await tx.delete(cdPersonLib).where(and(eq(cdPersonLib.id, id), eq(cdPersonLib.ownerId, actor.userId ?? ''))).returning({ id: cdPersonLib.id });
  if (gone.length === 0) throw notFound(COSTDATA_MSG.LIB_ENTRY_NOT_FOUND);
}
