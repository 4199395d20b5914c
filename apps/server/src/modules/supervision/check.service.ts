import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SUP_CHECK_MSG as C, SUPERVISE_MSG as M, type SupCheckScope, type ZNodeItemSearch, type ZNodeItemSelect,
  type ZProblemLink, type ZScoreRows, type ZSupCheckItemSave, type ZSupCheckSave,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supCheck, supCheckItem, supCheckRow, supProblem, supProject, supProjectNode } from '../../db/schema/index.js';
import { requestScope, type EntityScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, pageWithTotalOf, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById, updateVersioned, type ScopedRecordKind } from '../../platform/repository.js';
import { alias } from 'drizzle-orm/pg-core';
import { GRADES, JGJ59_CATEGORIES, JGJ59_TABLES, scoreSummary, scoreTable, type CheckTable, type ScoreSheet } from './jgj59.js';
import { selectProblems, withOverdue } from './problem.service.js';
import { unitAndPart, visibleProject } from './project.service.js';
import { RECORD_KIND } from './records.scope.js';
import { involved, SUP_DATA_MENU } from './scope.js';

/*
 * Company (cms) and project (pms) checks scored on the JGJ 59-2011 tables (jgj59.ts does the
 * arithmetic), and the check items of a source (a patrol/side-station record or a check).
 * Rules: everything follows its project's data scope ('sup_project'); only the creator changes a
 * check or a check item; a submitted record's items are fixed; a table's rows are its catalogue
 * items, added and removed as a whole (addList/delList), scored by points deducted (0 … base) or
 * 缺项; each scoring re-computes the check's summary and grade and stores them on the check.
 */

export const CHECK_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supCheck.deptId, owner: supCheck.createdBy,
  alsoVisible: (userId) => involved(supCheck.projectId, supCheck.tenantId, userId),
};
const CHECK_KIND: ScopedRecordKind<typeof supCheck> = { table: supCheck, id: supCheck.id, scope: CHECK_SCOPE };
export const CHECK_ITEM_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supCheckItem.deptId, owner: supCheckItem.createdBy,
  alsoVisible: (userId) => involved(supCheckItem.projectId, supCheckItem.tenantId, userId),
};
const CHECK_ITEM_KIND: ScopedRecordKind<typeof supCheckItem> = { table: supCheckItem, id: supCheckItem.id, scope: CHECK_ITEM_SCOPE };

const TABLES = new Map(JGJ59_TABLES.map((t) => [t.code, t]));
const CATEGORIES = new Map(JGJ59_CATEGORIES.map((c) => [c.code, c]));
const gradeName = (g: string | null) => Object.values(GRADES).find((x) => x.value === g)?.label ?? null;
const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON) / 100;

// ---------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------

export const CHECK_LIST: ScopedListEntity = {
  scope: CHECK_SCOPE,
  fields: {
    businessId: supCheck.projectId, name: supCheck.name, checkDate: supCheck.checkDate, grade: supCheck.grade,
    createdDate: supCheck.createdDate, updatedDate: supCheck.updatedDate,
  },
  defaultOrderBy: 'checkDate',
  defaultOrder: 'desc',
  tieBreaker: supCheck.id,
};

type CheckRowDb = typeof supCheck.$inferSelect;

/** The stored score sheet of a check: table → item → deduction/na (unscored items count as 0 deducted). */
async function sheetOf(tx: Db, checkIds: string[]) {
  const sheets = new Map<string, ScoreSheet>();
  if (checkIds.length === 0) return sheets;
  const rows = await tx.select().from(supCheckRow).where(inArray(supCheckRow.checkId, checkIds));
  for (const r of rows) {
    const sheet = sheets.get(r.checkId) ?? {};
    (sheet[r.tableCode] ??= {})[r.itemCode] = { deduction: r.deduction ?? 0, na: r.na };
    sheets.set(r.checkId, sheet);
  }
  return sheets;
}

async function present(tx: Db, actor: SessionInfo, rows: CheckRowDb[]) {
  const [names, sheets] = await Promise.all([userNames(tx, rows.map((r) => r.createdBy)), sheetOf(tx, rows.map((r) => r.id))]);
  const projects = rows.length === 0 ? [] : await tx.select({ id: supProject.id, name: supProject.name }).from(supProject)
    .where(inArray(supProject.id, [...new Set(rows.map((r) => r.projectId))]));
  const projectName = new Map(projects.map((p) => [p.id, p.name]));
  return rows.map((r) => {
    const sheet = sheets.get(r.id) ?? {};
    const tableList = Object.keys(sheet).sort().map((code) => {
      const t = TABLES.get(code)!;
      const res = scoreTable(t, sheet[code]);
      return { code, name: t.name, categoryName: CATEGORIES.get(t.category)!.name, actualScore: res.score, zeroed: res.zeroed };
    });
    return {
      id: r.id, businessId: r.projectId, businessName: projectName.get(r.projectId) ?? null, scope: r.scope, name: r.name,
      checkDate: r.checkDate, total: r.total, grade: r.grade, gradeName: gradeName(r.grade), remark: r.remark, tableList,
      createdBy: r.createdBy, createdByName: r.createdBy ? names.get(r.createdBy) ?? null : null, createdDate: r.createdDate,
      updatedDate: r.updatedDate, version: r.version, editable: r.createdBy === actor.userId,
    };
  });
}

export async function listChecks(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, req: TListRequest) {
  await visibleProject(tx, actor, projectId);
  const q = await buildListQuery(CHECK_LIST, req, { scope: requestScope(tx, actor), extra: [eq(supCheck.projectId, projectId), eq(supCheck.scope, scope)] });
  const { rows, total } = await pageWithTotal(tx, supCheck, q, (n) => tx.select({ ...getTableColumns(supCheck), [TOTAL_COLUMN]: n })
    .from(supCheck).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await present(tx, actor, rows), total };
}

/** A check of the project and scope the path names, visible to the caller (404 otherwise). */
async function visibleCheck(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string) {
  const row = await readById(tx, CHECK_KIND, id, { scope: requestScope(tx, actor) });
  if (!row || row.projectId !== projectId || row.scope !== scope) throw notFound(C.CHECK_NOT_FOUND);
  return row;
}
async function editableCheck(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string) {
  const row = await visibleCheck(tx, actor, projectId, scope, id);
  if (row.createdBy !== actor.userId) throw forbidden(M.NOT_CREATOR);
  return row;
}

export async function getCheck(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string) {
  return (await present(tx, actor, [await visibleCheck(tx, actor, projectId, scope, id)]))[0];
}

export async function saveCheck(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, b: z.output<typeof ZSupCheckSave>) {
  const project = await visibleProject(tx, actor, projectId);
  const values = { name: b.name, checkDate: b.checkDate, remark: b.remark ?? null };
  let id = b.id;
  if (id) {
    await editableCheck(tx, actor, projectId, scope, id);
    await updateVersioned(tx, supCheck, id, b.version ?? 0, values);
  } else {
    id = newId();
    await tx.insert(supCheck).values({ id, projectId: project.id, deptId: project.deptId, scope, ...values });
  }
  return getCheck(tx, actor, projectId, scope, id);
}

export async function deleteCheck(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string) {
  await editableCheck(tx, actor, projectId, scope, id);
  await tx.update(supProblem).set({ sourceId: null, sourceType: null, checkItemId: null })
    .where(and(eq(supProblem.sourceType, 'check'), eq(supProblem.sourceId, id)));
  await tx.delete(supCheckRow).where(eq(supCheckRow.checkId, id));
  await tx.delete(supCheckItem).where(eq(supCheckItem.sourceId, id));
  await tx.delete(supCheck).where(eq(supCheck.id, id));
}

/** Stores the summary of the check's current sheet (total and grade; null when no table is added). */
async function rescore(tx: Db, checkId: string) {
  const sheet = (await sheetOf(tx, [checkId])).get(checkId) ?? {};
  const res = Object.keys(sheet).length ? scoreSummary(sheet) : null;
  await tx.update(supCheck).set({ total: res?.total ?? null, grade: res?.grade ?? null, updatedDate: new Date() }).where(eq(supCheck.id, checkId));
  return res;
}

const tableOf = (code: string): CheckTable => {
  const t = TABLES.get(code);
  if (!t) throw badRequest(C.TABLE_NOT_FOUND);
  return t;
};

/** addList: each named table's catalogue items become rows of the check (already added tables are left). */
export async function addTables(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string, codes: string[]) {
  await editableCheck(tx, actor, projectId, scope, id);
  const tables = [...new Set(codes)].map(tableOf);
  const values = tables.flatMap((t) => t.items.map((i) => ({ id: newId(), checkId: id, tableCode: t.code, itemCode: i.code })));
  if (values.length) await tx.insert(supCheckRow).values(values).onConflictDoNothing();
  await rescore(tx, id);
  return getCheck(tx, actor, projectId, scope, id);
}

/** delList: the one named table leaves the check with its scores. */
export async function deleteTables(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string, codes: string[]) {
  await editableCheck(tx, actor, projectId, scope, id);
  const [code] = codes;
  tableOf(code);
  const gone = await tx.delete(supCheckRow).where(and(eq(supCheckRow.checkId, id), eq(supCheckRow.tableCode, code))).returning({ id: supCheckRow.id });
  if (gone.length === 0) throw badRequest(C.TABLE_NOT_ADDED);
  await rescore(tx, id);
  return getCheck(tx, actor, projectId, scope, id);
}

/** Problem counts per check item (the item code for a check's tables, the id for a source's check items). */
async function problemCounts(tx: Db, where: ReturnType<typeof and>) {
  const rows = await tx.select({
    itemId: supProblem.checkItemId, n: sql<number>`count(*)::int`, done: sql<number>`count(*) filter (where ${supProblem.problemStatus} = 1)::int`,
  }).from(supProblem).where(where).groupBy(supProblem.checkItemId);
  return new Map(rows.map((r) => [r.itemId, { n: Number(r.n), done: Number(r.done) }]));
}

export async function tableDetail(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string, tableId: string) {
  const check = await visibleCheck(tx, actor, projectId, scope, id);
  const table = tableOf(tableId);
  const rows = await tx.select().from(supCheckRow).where(and(eq(supCheckRow.checkId, id), eq(supCheckRow.tableCode, tableId)));
  if (rows.length === 0) throw badRequest(C.TABLE_NOT_ADDED);
  const byItem = new Map(rows.map((r) => [r.itemCode, r]));
  const counts = await problemCounts(tx, and(eq(supProblem.sourceType, 'check'), eq(supProblem.sourceId, id)));
  const sheet = Object.fromEntries(rows.map((r) => [r.itemCode, { deduction: r.deduction ?? 0, na: r.na }]));
  const res = scoreTable(table, sheet);
  const kindName = { guarantee: '保证项目', general: '一般项目', plain: '检查项目' } as const;
  return {
    code: table.code, name: table.name, score: res.score, guaranteeSubtotal: res.guaranteeSubtotal, zeroed: res.zeroed,
    total: check.total, grade: check.grade, gradeName: gradeName(check.grade),
    rows: table.items.map((i) => {
      const r = byItem.get(i.code);
      const deduction = r?.deduction ?? null;
      const na = r?.na ?? false;
      const c = counts.get(i.code);
      return {
        id: i.code, name: i.name, kind: i.kind, standard: kindName[i.kind], baseScore: i.baseScore, deduction, na,
        score: na || i.baseScore === 0 ? 0 : round2(Math.max(0, i.baseScore - Math.min(i.baseScore, deduction ?? 0))),
        problemCount: c?.n ?? 0, resolvedProblemCount: c?.done ?? 0,
      };
    }),
  };
}

/** Scores rows of one table (id = item code, score = points deducted, na = 缺项); the check's summary follows. */
export async function scoreRows(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string, tableId: string, body: z.output<typeof ZScoreRows>) {
  await editableCheck(tx, actor, projectId, scope, id);
  const table = tableOf(tableId);
  const added = await tx.select({ itemCode: supCheckRow.itemCode }).from(supCheckRow).where(and(eq(supCheckRow.checkId, id), eq(supCheckRow.tableCode, tableId)));
  if (added.length === 0) throw badRequest(C.TABLE_NOT_ADDED);
  if (body.length === 0) throw badRequest(C.SELECT_ITEM);
  for (const r of body) {
    const item = table.items.find((i) => i.code === r.id);
    if (!item) throw badRequest(C.ITEM_NOT_IN_TABLE);
    if ((r.score ?? 0) > item.baseScore) throw badRequest(C.SCORE_RANGE);
    await tx.update(supCheckRow).set({ deduction: r.na ? null : r.score ?? null, na: r.na ?? false, updatedDate: new Date() })
      .where(and(eq(supCheckRow.checkId, id), eq(supCheckRow.itemCode, r.id)));
  }
  await rescore(tx, id);
  return tableDetail(tx, actor, projectId, scope, id, tableId);
}

/** The item named by the path: an item code of an added table, or a check item of this check. */
async function checkItemKey(tx: Db, checkId: string, itemId: string) {
  const [row] = await tx.select({ id: supCheckRow.id }).from(supCheckRow).where(and(eq(supCheckRow.checkId, checkId), eq(supCheckRow.itemCode, itemId)));
  if (row) return itemId;
  const [item] = await tx.select({ id: supCheckItem.id }).from(supCheckItem).where(and(eq(supCheckItem.sourceId, checkId), eq(supCheckItem.id, itemId)));
  if (item) return itemId;
  throw notFound(C.CHECK_ITEM_NOT_FOUND);
}

export async function problemRefs(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string, itemId: string) {
  await visibleCheck(tx, actor, projectId, scope, id);
  const key = await checkItemKey(tx, id, itemId);
  const rows = await selectProblems(tx).where(and(eq(supProblem.sourceType, 'check'), eq(supProblem.sourceId, id), eq(supProblem.checkItemId, key)))
    .orderBy(asc(supProblem.code));
  return withOverdue(rows);
}

/** Links problems of the same project to the item (or unlinks them); a problem is linked to one item at a time. */
export async function refProblems(tx: Db, actor: SessionInfo, projectId: string, scope: SupCheckScope, id: string, itemId: string, b: z.output<typeof ZProblemLink>) {
  await editableCheck(tx, actor, projectId, scope, id);
  const key = await checkItemKey(tx, id, itemId);
  const ids = [...new Set(b.ids)];
  if (b.unlink) {
    await tx.update(supProblem).set({ sourceType: null, sourceId: null, checkItemId: null, updatedDate: new Date() })
      .where(and(inArray(supProblem.id, ids), eq(supProblem.sourceId, id), eq(supProblem.checkItemId, key)));
  } else {
    const moved = await tx.update(supProblem).set({ sourceType: 'check', sourceId: id, checkItemId: key, updatedDate: new Date() })
      .where(and(inArray(supProblem.id, ids), eq(supProblem.projectId, projectId))).returning({ id: supProblem.id });
    if (moved.length !== ids.length) throw badRequest(M.PROBLEM_ELSEWHERE);
  }
  return problemRefs(tx, actor, projectId, scope, id, itemId);
}

// ---------------------------------------------------------------------------
// Check items of a source
// ---------------------------------------------------------------------------

/** The source of check items: a patrol/side-station record (fixed once submitted) or a check. */
async function sourceOf(tx: Db, actor: SessionInfo, sourceId: string) {
  const scope = requestScope(tx, actor);
  const record = await readById(tx, RECORD_KIND, sourceId, { scope });
  if (record) return { type: 'record' as const, projectId: record.projectId, deptId: record.deptId, createdBy: record.createdBy, locked: record.status !== 0 };
  const check = await readById(tx, CHECK_KIND, sourceId, { scope });
  if (check) return { type: 'check' as const, projectId: check.projectId, deptId: check.deptId, createdBy: check.createdBy, locked: false };
  throw notFound(C.SOURCE_NOT_FOUND);
}
async function editableSource(tx: Db, actor: SessionInfo, sourceId: string) {
  const s = await sourceOf(tx, actor, sourceId);
  if (s.createdBy !== actor.userId) throw forbidden(M.NOT_CREATOR);
  if (s.locked) throw badRequest(C.SOURCE_LOCKED);
  return s;
}

const unitNode = alias(supProjectNode, 'unit_node');
const partNode = alias(supProjectNode, 'part_node');
// An item's problem counts as columns of its own row (an index probe each on sup_problem_check_item_idx):
// a page of items needs no statement of its own for them.
const itemProblems = sql<number>`(select count(*)::int from ${supProblem} where ${supProblem.tenantId} = ${supCheckItem.tenantId}
  and ${supProblem.checkItemId} = ${supCheckItem.id})`;
const itemProblemsDone = sql<number>`(select count(*)::int from ${supProblem} where ${supProblem.tenantId} = ${supCheckItem.tenantId}
  and ${supProblem.checkItemId} = ${supCheckItem.id} and ${supProblem.problemStatus} = 1)`;
const itemColumns = {
  problemCount: itemProblems, resolvedProblemCount: itemProblemsDone,
  id: supCheckItem.id, sourceId: supCheckItem.sourceId, sourceType: supCheckItem.sourceType, businessId: supCheckItem.projectId,
  checkCategory: supCheckItem.checkCategory, nodeItemCode: supCheckItem.nodeItemCode, checkContent: supCheckItem.checkContent,
  checkOpinion: supCheckItem.checkOpinion, qualified: supCheckItem.qualified, projectNodeId: supCheckItem.projectNodeId,
  projectNodeName: unitNode.name, patrolNodeId: supCheckItem.patrolNodeId, patrolNodeName: partNode.name, status: supCheckItem.status,
  score: supCheckItem.score, createdBy: supCheckItem.createdBy, createdDate: supCheckItem.createdDate, version: supCheckItem.version,
};
const selectItems = (tx: Db) => tx.select(itemColumns).from(supCheckItem)
  .leftJoin(unitNode, and(eq(unitNode.tenantId, supCheckItem.tenantId), eq(unitNode.id, supCheckItem.projectNodeId)))
  .leftJoin(partNode, and(eq(partNode.tenantId, supCheckItem.tenantId), eq(partNode.id, supCheckItem.patrolNodeId)));
type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

function presentItems(actor: SessionInfo, rows: ItemRow[]) {
  return rows.map((r) => {
    const n = Number(r.problemCount);
    const done = Number(r.resolvedProblemCount);
    return { ...r, problemCount: n, resolvedProblemCount: done, problemNumAndReplay: `${n}/${done}`, editable: r.createdBy === actor.userId };
  });
}

export const CHECK_ITEM_LIST: ScopedListEntity = {
  scope: CHECK_ITEM_SCOPE,
  parent: { column: supCheckItem.sourceId, param: 'sourceId', missing: C.SOURCE_NOT_FOUND },
  fields: {
    businessId: supCheckItem.projectId, checkCategory: supCheckItem.checkCategory,
    checkContent: supCheckItem.checkContent, qualified: supCheckItem.qualified, projectNodeId: supCheckItem.projectNodeId,
    patrolNodeId: supCheckItem.patrolNodeId, createdDate: supCheckItem.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'asc',
  tieBreaker: supCheckItem.id,
};

/** The items of `params.sourceId` (required, the source visible to the caller); status 2 hidden. */
export async function listItems(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(CHECK_ITEM_LIST, req, {
    scope: requestScope(tx, actor), parent: (sourceId) => sourceOf(tx, actor, sourceId), extra: [sql`${supCheckItem.status} <> 2`],
  });
  const { rows, total } = await pageWithTotalOf(tx, supCheckItem, q, selectItems(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: presentItems(actor, rows), total };
}

async function getItem(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, CHECK_ITEM_KIND, id, { scope: requestScope(tx, actor), select: (where) => selectItems(tx).where(where) });
  if (!row) throw notFound(C.CHECK_ITEM_NOT_FOUND);
  return presentItems(actor, [row])[0];
}

/** 请先选择单位工程 / 请先选择巡视部位: the unit project is required and the part must hang under it. */
async function checkNodes(tx: Db, projectId: string, projectNodeId?: string | null, patrolNodeId?: string | null) {
  if (!projectNodeId) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  if (!patrolNodeId) throw badRequest(M.PATROL_PART_REQUIRED);
  const { unit, part } = await unitAndPart(tx, projectId, projectNodeId, patrolNodeId);
  if (!unit) throw badRequest(M.UNIT_PROJECT_REQUIRED);
  if (!part) throw badRequest(M.PATROL_PART_REQUIRED);
}

export async function saveItem(tx: Db, actor: SessionInfo, b: z.output<typeof ZSupCheckItemSave>) {
  const src = await editableSource(tx, actor, b.sourceId);
  await checkNodes(tx, src.projectId, b.projectNodeId, b.patrolNodeId);
  const values = {
    checkCategory: b.checkCategory ?? null, checkContent: b.checkContent, checkOpinion: b.checkOpinion ?? null, qualified: b.qualified ?? null,
    projectNodeId: b.projectNodeId ?? null, patrolNodeId: b.patrolNodeId ?? null, score: b.score ?? null,
  };
  let id = b.id;
  if (id) {
    const row = await readById(tx, CHECK_ITEM_KIND, id, { scope: requestScope(tx, actor) });
    if (!row || row.sourceId !== b.sourceId || row.status === 2) throw notFound(C.CHECK_ITEM_NOT_FOUND);
    // An item picked from the catalogue is scored in points deducted, 0 … its base score.
    const base = row.nodeItemCode ? CATALOGUE.get(row.nodeItemCode)?.i.baseScore : undefined;
    if (base !== undefined && b.score != null && (b.score < 0 || b.score > base)) throw badRequest(C.SCORE_RANGE);
    await updateVersioned(tx, supCheckItem, id, b.version ?? 0, values);
    if (src.type === 'check' && row.nodeItemCode) await syncCheckRow(tx, b.sourceId, row.nodeItemCode, row.score != null);
  } else {
    id = newId();
    await tx.insert(supCheckItem).values({ id, projectId: src.projectId, deptId: src.deptId, sourceId: b.sourceId, sourceType: src.type, ...values });
  }
  return getItem(tx, actor, id);
}

const CATALOGUE = new Map(JGJ59_TABLES.flatMap((t) => t.items.map((i) => [i.code, { t, i }] as const)));

/**
 * A check's items picked from the catalogue feed its score sheet: the item's table row deducts the
 * Σ of its items' scores (several parts may share one catalogue item), at most the base score; the
 * check is re-scored. Rows whose items carry no score keep what was scored on the table, unless the
 * last scored item was just removed or cleared (`hadScore`): then the deduction it brought goes too
 * and the row is unscored again.
 */
async function syncCheckRow(tx: Db, checkId: string, itemCode: string, hadScore = false) {
  const hit = CATALOGUE.get(itemCode);
  if (!hit) return;
  const [agg] = await tx.select({ n: sql<number>`count(${supCheckItem.score})::int`, s: sql<string | null>`sum(${supCheckItem.score})` }).from(supCheckItem)
    .where(and(eq(supCheckItem.sourceId, checkId), eq(supCheckItem.nodeItemCode, itemCode), sql`${supCheckItem.status} <> 2`));
  if (!Number(agg.n) && !hadScore) return;
  const deduction = Number(agg.n) ? Math.min(hit.i.baseScore, Number(agg.s ?? 0)) : null;
  await tx.update(supCheckRow).set({ deduction, na: false, updatedDate: new Date() })
    .where(and(eq(supCheckRow.checkId, checkId), eq(supCheckRow.itemCode, itemCode)));
  await rescore(tx, checkId);
}

export async function deleteItem(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, CHECK_ITEM_KIND, id, { scope: requestScope(tx, actor) });
  if (!row || row.status === 2) throw notFound(C.CHECK_ITEM_NOT_FOUND);
  const src = await editableSource(tx, actor, row.sourceId);
  await tx.update(supProblem).set({ checkItemId: null }).where(eq(supProblem.checkItemId, id));
  await tx.delete(supCheckItem).where(eq(supCheckItem.id, id));
  if (src.type === 'check' && row.nodeItemCode && row.score != null) await syncCheckRow(tx, row.sourceId, row.nodeItemCode, true);
}

/** The catalogue of node items: the JGJ 59 check items of the category (all categories without one), marked when the source has them. */
export async function searchNodeItems(tx: Db, actor: SessionInfo, b: z.output<typeof ZNodeItemSearch>) {
  await sourceOf(tx, actor, b.sourceId);
  const taken = await tx.select({ code: supCheckItem.nodeItemCode }).from(supCheckItem)
    .where(and(eq(supCheckItem.sourceId, b.sourceId), sql`${supCheckItem.status} <> 2`,
      b.patrolNodeId ? eq(supCheckItem.patrolNodeId, b.patrolNodeId) : undefined));
  const chosen = new Set(taken.map((t) => t.code));
  const kw = b.keyword?.trim();
  return JGJ59_TABLES.filter((t) => !b.checkCategory || t.category === b.checkCategory).flatMap((t) => t.items
    .filter((i) => !kw || i.name.includes(kw) || t.name.includes(kw))
    .map((i) => ({
      id: i.code, checkCategory: t.category, categoryName: CATEGORIES.get(t.category)!.name, tableCode: t.code, tableName: t.name,
      checkContent: i.name, kind: i.kind, baseScore: i.baseScore, selected: chosen.has(i.code),
    })));
}

/** selectFromNodeItems: each picked catalogue item becomes a check item of the source on the given unit project and part (no duplicates). */
export async function selectNodeItems(tx: Db, actor: SessionInfo, b: z.output<typeof ZNodeItemSelect>) {
  const src = await editableSource(tx, actor, b.sourceId);
  await checkNodes(tx, src.projectId, b.projectNodeId, b.patrolNodeId);
  const picked = [...new Set(b.selectIds)].map((code) => {
    const hit = CATALOGUE.get(code);
    if (!hit) throw badRequest(C.CHECK_ITEM_NOT_FOUND);
    return hit;
  });
  const taken = new Set((await tx.select({ code: supCheckItem.nodeItemCode }).from(supCheckItem)
    .where(and(eq(supCheckItem.sourceId, b.sourceId), eq(supCheckItem.patrolNodeId, b.patrolNodeId!), sql`${supCheckItem.status} <> 2`))).map((r) => r.code));
  const values = picked.filter(({ i }) => !taken.has(i.code)).map(({ t, i }) => ({
    id: newId(), projectId: src.projectId, deptId: src.deptId, sourceId: b.sourceId, sourceType: src.type, checkCategory: t.category,
    nodeItemCode: i.code, checkContent: i.name, projectNodeId: b.projectNodeId ?? null, patrolNodeId: b.patrolNodeId ?? null,
  }));
  if (values.length) await tx.insert(supCheckItem).values(values);
  if (src.type === 'check' && picked.length) {
    // Into the check's rows: the tables of the picked items join its score sheet (as addList does).
    const tables = [...new Map(picked.map(({ t }) => [t.code, t])).values()];
    await tx.insert(supCheckRow).values(tables.flatMap((t) => t.items.map((i) => ({ id: newId(), checkId: b.sourceId, tableCode: t.code, itemCode: i.code })))).onConflictDoNothing();
    await rescore(tx, b.sourceId);
  }
  const rows = await selectItems(tx).where(and(eq(supCheckItem.sourceId, b.sourceId), sql`${supCheckItem.status} <> 2`)).orderBy(asc(supCheckItem.createdDate), asc(supCheckItem.id));
  return presentItems(actor, rows);
}

