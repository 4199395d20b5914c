import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { KNOWLEDGE_MSG, type TKnCategoryNode } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { knCategory, knCourse, knDocument, knDocumentVersion, knRead, sysRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { hasPermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/html-sanitize.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { refreshSearch } from '../../platform/search/index.js';
import { effectiveRoles, KN_SEARCH_CODES } from './search-type.js';

/*
 * Knowledge categories (with read rights), documents and knowledge articles (versions, read counts).
 * Rules are enforced here; routes only map HTTP to these functions.
 */

export type DocKind = 'document' | 'knowledge';
/** The right that manages each kind (文档管理 / 知识管理). */
export const MANAGE_RIGHT: Record<DocKind, string> = { document: 'knowledge:document', knowledge: 'knowledge:manage' };
const READ_RIGHT = 'knowledge:exhibition:view';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

// ---- categories and their read rights ---------------------------------------------------------

interface CategoryRow { id: string; parentId: string | null; name: string; sort: number; roleIds: string[]; remark: string | null }

async function allCategories(tx: Db): Promise<CategoryRow[]> {
  return tx.select({ id: knCategory.id, parentId: knCategory.parentId, name: knCategory.name, sort: knCategory.sort, roleIds: knCategory.roleIds, remark: knCategory.remark })
    .from(knCategory).orderBy(asc(knCategory.sort), asc(knCategory.id));
}

async function roleIdsOf(tx: Db, actor: SessionInfo): Promise<string[]> {
  if (actor.basics) return actor.basics.roleIds;
  return (await tx.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, actor.userId))).map((r) => r.roleId);
}

/**
 * Category ids the caller may read (every one for administrators): a category limited to some
 * roles is read by their holders; one without roles of its own follows its nearest limited ancestor.
 */
export async function readableCategoryIds(tx: Db, actor: SessionInfo, cats?: CategoryRow[]): Promise<Set<string>> {
  const list = cats ?? await allCategories(tx);
  if (actor.isAdmin) return new Set(list.map((c) => c.id));
  const mine = new Set(await roleIdsOf(tx, actor));
  const rolesOf = effectiveRoles(list);
  return new Set(list.filter((c) => { const roles = rolesOf(c.id); return roles.length === 0 || roles.some((r) => mine.has(r)); }).map((c) => c.id));
}

function toTree(rows: CategoryRow[]): TKnCategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as TKnCategoryNode[] }]));
  const roots: TKnCategoryNode[] = [];
  for (const n of nodes.values()) (n.parentId && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(n);
  return roots;
}

/** Managers (of documents, knowledge or training) see every category; readers those they may read. */
export async function categoryTree(tx: Db, actor: SessionInfo): Promise<TKnCategoryNode[]> {
  const cats = await allCategories(tx);
  for (const right of [...Object.values(MANAGE_RIGHT), 'knowledge:video']) {
    if (await hasPermission(tx, actor, `${right}:view`)) return toTree(cats);
  }
  const ok = await readableCategoryIds(tx, actor, cats);
  return toTree(cats.filter((c) => ok.has(c.id)));
}

async function assertParent(tx: Db, id: string | undefined, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const parents = new Map((await tx.select({ id: knCategory.id, parentId: knCategory.parentId }).from(knCategory)).map((r) => [r.id, r.parentId]));
  if (!parents.has(parentId)) throw notFound(KNOWLEDGE_MSG.CATEGORY_MISSING);
  for (let p: string | null | undefined = parentId; p; p = parents.get(p)) if (p === id) throw badRequest(KNOWLEDGE_MSG.CATEGORY_CYCLE);
}

async function assertRoles(tx: Db, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await tx.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds));
  if (found.length !== new Set(roleIds).size) throw badRequest(KNOWLEDGE_MSG.ROLE_MISSING);
}

/** The category and every category below it. */
function withDescendants(cats: { id: string; parentId: string | null }[], rootId: string): string[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) for (const c of cats) if (c.parentId === out[i]) out.push(c.id);
  return out;
}

export async function saveCategory(tx: Db, input: { id?: string; parentId?: string | null; name: string; sort?: number; roleIds?: string[]; remark?: string | null }) {
  await assertParent(tx, input.id, input.parentId);
  const roleIds = [...new Set(input.roleIds ?? [])];
  await assertRoles(tx, roleIds);
  const values = { parentId: input.parentId ?? null, name: input.name, roleIds, remark: input.remark ?? null, ...(input.sort === undefined ? {} : { sort: input.sort }) };
  const id = input.id ?? newId();
  if (input.id) {
    const done = await tx.update(knCategory).set({ ...values, updatedDate: new Date(), version: sql`${knCategory.version} + 1` }).where(eq(knCategory.id, input.id)).returning({ id: knCategory.id });
    if (done.length === 0) throw notFound(KNOWLEDGE_MSG.CATEGORY_MISSING);
    // The name and the readers of the category (and of those below it) are part of the search documents.
    const cats = await allCategories(tx);
    const docs = await tx.select({ id: knDocument.id }).from(knDocument).where(inArray(knDocument.categoryId, withDescendants(cats, id)));
    await refreshDocs(tx, docs.map((d) => d.id));
  } else {
    await tx.insert(knCategory).values({ id, ...values });
  }
  const [row] = (await allCategories(tx)).filter((c) => c.id === id);
  return { ...row, children: [] };
}

export async function deleteCategory(tx: Db, id: string): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(knCategory).where(eq(knCategory.parentId, id));
  const [{ d }] = await tx.select({ d: count() }).from(knDocument).where(eq(knDocument.categoryId, id));
  const [{ c }] = await tx.select({ c: count() }).from(knCourse).where(eq(knCourse.categoryId, id));
  if (n + d + c > 0) throw badRequest(KNOWLEDGE_MSG.CATEGORY_IN_USE);
  const done = await tx.delete(knCategory).where(eq(knCategory.id, id)).returning({ id: knCategory.id });
  if (done.length === 0) throw notFound(KNOWLEDGE_MSG.CATEGORY_MISSING);
}

// ---- documents and knowledge ------------------------------------------------------------------

const creator = sql<string | null>`(select u.name from ${sysUser} u where u.tenant_id = ${knDocument.tenantId} and u.id = ${knDocument.createdBy})`;
const readers = sql<number>`(select count(*)::int from ${knRead} r where r.tenant_id = ${knDocument.tenantId} and r.document_id = ${knDocument.id})`;
const ROW = {
  id: knDocument.id, kind: knDocument.kind, categoryId: knDocument.categoryId, categoryName: knCategory.name, title: knDocument.title,
  code: knDocument.code, keywords: knDocument.keywords, summary: knDocument.summary, status: knDocument.status, revision: knDocument.revision,
  readCount: knDocument.readCount, readers, publishDate: knDocument.publishDate, createName: creator,
  updatedDate: knDocument.updatedDate, version: knDocument.version,
};
const categoryOf = and(eq(knCategory.tenantId, knDocument.tenantId), eq(knCategory.id, knDocument.categoryId));
const selectRows = (tx: Db, withContent = false) => tx.select({ ...ROW, ...(withContent ? { content: knDocument.content } : {}) }).from(knDocument)
  .leftJoin(knCategory, categoryOf).$dynamic();

const DOC_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'knowledge is governed by category read rights (kn_category.role_ids), applied by the reader list; managers hold the kind\'s right',
  fields: {
    title: knDocument.title, code: knDocument.code, keywords: knDocument.keywords, status: knDocument.status, readCount: knDocument.readCount,
    revision: knDocument.revision, publishDate: knDocument.publishDate, updatedDate: knDocument.updatedDate,
  },
  defaultOrderBy: 'updatedDate', defaultOrder: 'desc', tieBreaker: knDocument.id,
};

/** Pulls the filters the DSL does not express: a category (with its sub-categories) and a keyword over title, code, keywords and summary. */
async function docFilters(tx: Db, req: TListRequest): Promise<{ req: TListRequest; extra: SQL[] }> {
  const { categoryId, keyword, ...params } = (req.params ?? {}) as Record<string, unknown>;
  const extra: SQL[] = [];
  if (categoryId !== undefined && categoryId !== null && categoryId !== '') {
    if (typeof categoryId !== 'string' || categoryId.length > 64) throw badRequest('分类编号不正确');
    const cats = await tx.select({ id: knCategory.id, parentId: knCategory.parentId }).from(knCategory);
    extra.push(inArray(knDocument.categoryId, withDescendants(cats, categoryId)));
  }
  if (keyword !== undefined && keyword !== null && keyword !== '') {
    if (typeof keyword !== 'string' || keyword.length > 100) throw badRequest('关键字不正确');
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    extra.push(or(ilike(knDocument.title, like), ilike(knDocument.code, like), ilike(knDocument.keywords, like), ilike(knDocument.summary, like))!);
  }
  return { req: { ...req, params }, extra };
}

async function listDocs(tx: Db, req: TListRequest, where: SQL[]) {
  const f = await docFilters(tx, req);
  const q = await buildListQuery(DOC_LIST, f.req, { extra: [...where, ...f.extra] });
  const { rows, total } = await pageWithTotal(tx, knDocument, q, (n) => tx.select({ ...ROW, [TOTAL_COLUMN]: n }).from(knDocument).leftJoin(knCategory, categoryOf)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows as (typeof rows[number] & { kind: DocKind })[], total };
}

/** 文档管理 / 知识管理: every document of the kind (drafts included). */
export const manageList = (tx: Db, kind: DocKind, req: TListRequest) => listDocs(tx, req, [eq(knDocument.kind, kind)]);

/** 知识展示: published documents of both kinds in the categories the caller may read. */
export async function readList(tx: Db, actor: SessionInfo, req: TListRequest) {
  const ok = [...await readableCategoryIds(tx, actor)];
  return listDocs(tx, req, [eq(knDocument.status, 1), ok.length ? inArray(knDocument.categoryId, ok) : sql`false`]);
}

export async function getDocument(tx: Db, id: string, kind?: DocKind) {
  const [row] = await selectRows(tx, true).where(and(eq(knDocument.id, id), kind ? eq(knDocument.kind, kind) : undefined));
  if (!row) throw notFound(KNOWLEDGE_MSG.DOCUMENT_MISSING);
  return row as typeof row & { kind: DocKind; content: string };
}

export interface DocumentInput {
  id?: string; categoryId: string; title: string; code?: string | null; keywords?: string | null; summary?: string | null;
  content?: string; status?: 0 | 1; remark?: string | null; version?: number;
}

/** Saves a document or a knowledge article; every save is a version (revision + 1, kept in the history). */
export async function saveDocument(tx: Db, actor: SessionInfo, kind: DocKind, input: DocumentInput) {
  const [cat] = await tx.select({ id: knCategory.id }).from(knCategory).where(eq(knCategory.id, input.categoryId));
  if (!cat) throw badRequest(KNOWLEDGE_MSG.CATEGORY_MISSING);
  const status = input.status ?? 0;
  const values = {
    categoryId: input.categoryId, title: input.title, code: input.code || null, keywords: input.keywords || null, summary: input.summary || null,
    // Sanitised on the way in: a reader's page never receives a script or an event handler.
    content: sanitizeHtml(input.content ?? ''), status,
  };
  let id = input.id;
  let revision = 1;
  if (!id) {
    id = newId();
    await tx.insert(knDocument).values({ id, kind, ...values, revision, publishDate: status === 1 ? today() : null });
  } else {
    const [before] = await tx.select({ kind: knDocument.kind, status: knDocument.status, version: knDocument.version, revision: knDocument.revision, publishDate: knDocument.publishDate })
      .from(knDocument).where(eq(knDocument.id, id)).for('update');
    if (!before || before.kind !== kind) throw notFound(KNOWLEDGE_MSG.DOCUMENT_MISSING);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    revision = before.revision + 1;
    const publishDate = status === 1 ? (before.status === 1 ? before.publishDate : today()) : null;
    await tx.update(knDocument).set({ ...values, revision, publishDate, updatedDate: new Date(), updatedBy: actor.userId, version: sql`${knDocument.version} + 1` })
      .where(eq(knDocument.id, id));
  }
  await tx.insert(knDocumentVersion).values({ id: newId(), documentId: id, revision, title: values.title, content: values.content, remark: input.remark || null });
  await refreshDocs(tx, [id]);
  return getDocument(tx, id);
}

export async function deleteDocument(tx: Db, kind: DocKind, id: string): Promise<void> {
  const done = await tx.delete(knDocument).where(and(eq(knDocument.id, id), eq(knDocument.kind, kind))).returning({ id: knDocument.id });
  if (done.length === 0) throw notFound(KNOWLEDGE_MSG.DOCUMENT_MISSING);
  await refreshDocs(tx, [id]);
}

const refreshDocs = async (tx: Db, ids: string[]) => {
  for (const code of KN_SEARCH_CODES) await refreshSearch(tx, code, ids);
};

/** Whether the caller may read this document: its kind's manager, or a reader of its category while it is published. */
export async function canSeeDocument(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  const [doc] = await tx.select({ kind: knDocument.kind, status: knDocument.status, categoryId: knDocument.categoryId }).from(knDocument).where(eq(knDocument.id, id));
  if (!doc) return false;
  if (await hasPermission(tx, actor, `${MANAGE_RIGHT[doc.kind as DocKind]}:view`)) return true;
  if (doc.status !== 1 || !(await hasPermission(tx, actor, READ_RIGHT))) return false;
  return (await readableCategoryIds(tx, actor)).has(doc.categoryId);
}

/** Only the kind's managers (add or edit) attach files to a document. */
export async function canAttachDocument(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  const [doc] = await tx.select({ kind: knDocument.kind }).from(knDocument).where(eq(knDocument.id, id));
  if (!doc) return false;
  const right = MANAGE_RIGHT[doc.kind as DocKind];
  return (await hasPermission(tx, actor, `${right}:edit`)) || (await hasPermission(tx, actor, `${right}:add`));
}

/** The managing right of the document's kind is needed for its history and its readers. */
async function assertManager(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  const [doc] = await tx.select({ kind: knDocument.kind }).from(knDocument).where(eq(knDocument.id, id));
  if (!doc) throw notFound(KNOWLEDGE_MSG.DOCUMENT_MISSING);
  if (!(await hasPermission(tx, actor, `${MANAGE_RIGHT[doc.kind as DocKind]}:view`))) throw forbidden();
}

export async function versions(tx: Db, actor: SessionInfo, id: string) {
  await assertManager(tx, actor, id);
  return tx.select({
    id: knDocumentVersion.id, revision: knDocumentVersion.revision, title: knDocumentVersion.title, remark: knDocumentVersion.remark,
    createName: sql<string | null>`(select u.name from ${sysUser} u where u.tenant_id = ${knDocumentVersion.tenantId} and u.id = ${knDocumentVersion.createdBy})`,
    createdDate: knDocumentVersion.createdDate,
  }).from(knDocumentVersion).where(eq(knDocumentVersion.documentId, id)).orderBy(desc(knDocumentVersion.revision));
}

export async function readersOf(tx: Db, actor: SessionInfo, id: string) {
  await assertManager(tx, actor, id);
  return tx.select({ userId: knRead.userId, userName: sysUser.name, times: knRead.times, firstDate: knRead.firstDate, lastDate: knRead.lastDate })
    .from(knRead).leftJoin(sysUser, and(eq(sysUser.tenantId, knRead.tenantId), eq(sysUser.id, knRead.userId)))
    .where(eq(knRead.documentId, id)).orderBy(desc(knRead.lastDate));
}

/** Opens a published document for reading: counts the read (the document's count and the reader's row). */
export async function readDocument(tx: Db, actor: SessionInfo, id: string) {
  const [doc] = await tx.select({ status: knDocument.status, categoryId: knDocument.categoryId }).from(knDocument).where(eq(knDocument.id, id));
  // A draft or a category the caller may not read answers like a missing document.
  if (!doc || doc.status !== 1 || !(await readableCategoryIds(tx, actor)).has(doc.categoryId)) throw notFound(KNOWLEDGE_MSG.DOCUMENT_MISSING);
  await tx.update(knDocument).set({ readCount: sql`${knDocument.readCount} + 1` }).where(eq(knDocument.id, id));
  await tx.insert(knRead).values({ documentId: id, userId: actor.userId })
    .onConflictDoUpdate({ target: [knRead.tenantId, knRead.documentId, knRead.userId], set: { times: sql`${knRead.times} + 1`, lastDate: new Date() } });
  return getDocument(tx, id);
}

/** Any page of the knowledge centre (the category tree serves them all). */
export async function requireKnowledgeReader(tx: Db, actor: SessionInfo): Promise<void> {
  for (const p of ['knowledge:exhibition:view', 'knowledge:document:view', 'knowledge:manage:view', 'knowledge:video:view']) {
    if (await hasPermission(tx, actor, p)) return;
  }
  throw forbidden();
}
