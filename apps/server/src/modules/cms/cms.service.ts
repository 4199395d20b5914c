import { and, asc, count, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { CMS_MSG, type TCmsCategoryNode } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { cmsArticle, cmsCategory, memLevel, memMember, sysUser } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/html-sanitize.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { refreshSearch } from '../../platform/search/index.js';
import { applySorts } from '../../platform/sort-order.js';
import { CMS_SEARCH_CODE } from './search-type.js';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

// ---- categories (栏目) -----------------------------------------------------------------------

export async function categoryTree(tx: Db): Promise<TCmsCategoryNode[]> {
  const rows = await tx.select({ id: cmsCategory.id, parentId: cmsCategory.parentId, name: cmsCategory.name, sort: cmsCategory.sort, visible: cmsCategory.visible })
    .from(cmsCategory).orderBy(asc(cmsCategory.sort), asc(cmsCategory.id));
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as TCmsCategoryNode[] }]));
  const roots: TCmsCategoryNode[] = [];
  for (const n of nodes.values()) (n.parentId && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(n);
  return roots;
}

/** Refuses a parent that is the category itself or one of its descendants. */
async function assertParent(tx: Db, id: string | undefined, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const parents = new Map((await tx.select({ id: cmsCategory.id, parentId: cmsCategory.parentId }).from(cmsCategory)).map((r) => [r.id, r.parentId]));
  if (!parents.has(parentId)) throw notFound(CMS_MSG.CATEGORY_MISSING);
  for (let p: string | null | undefined = parentId; p; p = parents.get(p)) if (p === id) throw badRequest(CMS_MSG.CATEGORY_CYCLE);
}

export async function saveCategory(tx: Db, input: { id?: string; parentId?: string | null; name: string; sort?: number; visible?: boolean }) {
  await assertParent(tx, input.id, input.parentId);
  const values = { parentId: input.parentId ?? null, name: input.name, visible: input.visible ?? true, ...(input.sort === undefined ? {} : { sort: input.sort }) };
  const id = input.id ?? newId();
  if (input.id) {
    const done = await tx.update(cmsCategory).set({ ...values, updatedDate: new Date() }).where(eq(cmsCategory.id, input.id)).returning({ id: cmsCategory.id });
    if (done.length === 0) throw notFound(CMS_MSG.CATEGORY_MISSING);
    // The column's name is part of its articles' search documents.
    const articles = await tx.select({ id: cmsArticle.id }).from(cmsArticle).where(eq(cmsArticle.categoryId, input.id));
    await refreshSearch(tx, CMS_SEARCH_CODE, articles.map((a) => a.id));
  } else {
    await tx.insert(cmsCategory).values({ id, ...values });
  }
  const [row] = await tx.select({ id: cmsCategory.id, parentId: cmsCategory.parentId, name: cmsCategory.name, sort: cmsCategory.sort, visible: cmsCategory.visible })
    .from(cmsCategory).where(eq(cmsCategory.id, id));
  return { ...row, children: [] };
}

export async function deleteCategory(tx: Db, id: string): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(cmsCategory).where(eq(cmsCategory.parentId, id));
  const [{ a }] = await tx.select({ a: count() }).from(cmsArticle).where(eq(cmsArticle.categoryId, id));
  if (n > 0 || a > 0) throw badRequest(CMS_MSG.CATEGORY_IN_USE);
  const done = await tx.delete(cmsCategory).where(eq(cmsCategory.id, id)).returning({ id: cmsCategory.id });
  if (done.length === 0) throw notFound(CMS_MSG.CATEGORY_MISSING);
}

/** updateList: the tree as the drag left it (parent and sort of each moved category). */
export async function reorderCategories(tx: Db, items: { id: string; parentId?: string | null; sort: number }[]): Promise<void> {
  for (const it of items) {
    if (it.parentId !== undefined) {
      await assertParent(tx, it.id, it.parentId);
      await tx.update(cmsCategory).set({ parentId: it.parentId }).where(eq(cmsCategory.id, it.id));
    }
  }
  await applySorts(tx, cmsCategory, items.map(({ id, sort }) => ({ id, sort })));
}

// ---- articles --------------------------------------------------------------------------------

const ROW = {
  id: cmsArticle.id, categoryId: cmsArticle.categoryId, categoryName: cmsCategory.name, title: cmsArticle.title, summary: cmsArticle.summary,
  cover: cmsArticle.cover, status: cmsArticle.status, levelId: cmsArticle.levelId, levelName: memLevel.name, sort: cmsArticle.sort,
  publishDate: cmsArticle.publishDate, updatedDate: cmsArticle.updatedDate, version: cmsArticle.version,
};
/** An article query joined to its column and level (names for the lists, the column's visibility for the site). */
const categoryJoin = and(eq(cmsCategory.tenantId, cmsArticle.tenantId), eq(cmsCategory.id, cmsArticle.categoryId));
function joined<T extends PgSelect>(q: T) {
  return q.leftJoin(cmsCategory, categoryJoin)
    .leftJoin(memLevel, and(eq(memLevel.tenantId, cmsArticle.tenantId), eq(memLevel.id, cmsArticle.levelId)));
}

const ARTICLE_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'CMS articles are the company\'s published content, edited by whoever holds sys:cms',
  fields: {
    title: cmsArticle.title, categoryId: cmsArticle.categoryId, status: cmsArticle.status, levelId: cmsArticle.levelId,
    sort: cmsArticle.sort, publishDate: cmsArticle.publishDate, updatedDate: cmsArticle.updatedDate,
  },
  defaultOrderBy: 'updatedDate', defaultOrder: 'desc', tieBreaker: cmsArticle.id,
};

export async function listArticles(tx: Db, req: TListRequest) {
  const q = await buildListQuery(ARTICLE_LIST, req);
  return pageWithTotal(tx, cmsArticle, q, (n) => joined(tx.select({ ...ROW, [TOTAL_COLUMN]: n }).from(cmsArticle).$dynamic())
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

export async function getArticle(tx: Db, id: string) {
  const [row] = await joined(tx.select({ ...ROW, content: cmsArticle.content }).from(cmsArticle).$dynamic()).where(eq(cmsArticle.id, id));
  if (!row) throw notFound(CMS_MSG.ARTICLE_MISSING);
  return row;
}

interface ArticleInput {
  id?: string; categoryId: string; title: string; summary?: string | null; content?: string; cover?: string | null;
  status?: 0 | 1; levelId?: string | null; sort?: number; version?: number;
}

export async function saveArticle(tx: Db, actor: SessionInfo, input: ArticleInput) {
  const [cat] = await tx.select({ id: cmsCategory.id }).from(cmsCategory).where(eq(cmsCategory.id, input.categoryId));
  if (!cat) throw badRequest(CMS_MSG.CATEGORY_MISSING);
  if (input.levelId) {
    const [lv] = await tx.select({ id: memLevel.id }).from(memLevel).where(eq(memLevel.id, input.levelId));
    if (!lv) throw badRequest('会员等级不存在');
  }
  const status = input.status ?? 0;
  const values = {
    categoryId: input.categoryId, title: input.title, summary: input.summary ?? null, cover: input.cover || null,
    // Sanitised here, on the way in: a reader's page never receives a script or an event handler.
    content: sanitizeHtml(input.content ?? ''), status, levelId: input.levelId ?? null, ...(input.sort === undefined ? {} : { sort: input.sort }),
  };
  if (!input.id) {
    const id = newId();
    await tx.insert(cmsArticle).values({ id, ...values, publishDate: status === 1 ? today() : null });
    await refreshSearch(tx, CMS_SEARCH_CODE, [id]);
    return getArticle(tx, id);
  }
  const [before] = await tx.select({ status: cmsArticle.status, version: cmsArticle.version, publishDate: cmsArticle.publishDate }).from(cmsArticle).where(eq(cmsArticle.id, input.id));
  if (!before) throw notFound(CMS_MSG.ARTICLE_MISSING);
  if (input.version !== undefined && input.version !== before.version) throw conflict();
  const publishDate = status === 1 ? (before.status === 1 ? before.publishDate : today()) : null;
  await tx.update(cmsArticle).set({ ...values, publishDate, updatedDate: new Date(), updatedBy: actor.userId, version: sql`${cmsArticle.version} + 1` })
    .where(eq(cmsArticle.id, input.id));
  await refreshSearch(tx, CMS_SEARCH_CODE, [input.id]);
  return getArticle(tx, input.id);
}

export async function deleteArticle(tx: Db, id: string): Promise<void> {
  const done = await tx.delete(cmsArticle).where(eq(cmsArticle.id, id)).returning({ id: cmsArticle.id });
  if (done.length === 0) throw notFound(CMS_MSG.ARTICLE_MISSING);
  await refreshSearch(tx, CMS_SEARCH_CODE, [id]);
}

export const sortArticles = (tx: Db, items: { id: string; sort: number }[]) => applySorts(tx, cmsArticle, items);

// ---- readers ---------------------------------------------------------------------------------

const WEB = {
  id: cmsArticle.id, categoryId: cmsArticle.categoryId, categoryName: cmsCategory.name, title: cmsArticle.title, summary: cmsArticle.summary,
  cover: cmsArticle.cover, publishDate: cmsArticle.publishDate,
};
const WEB_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'published articles: the public site shows them to anyone, members by their level',
  fields: { title: cmsArticle.title, categoryId: cmsArticle.categoryId, publishDate: cmsArticle.publishDate, sort: cmsArticle.sort },
  defaultOrderBy: 'publishDate', defaultOrder: 'desc', tieBreaker: cmsArticle.id,
};
const published = eq(cmsArticle.status, 1);
/** The official site: published, public (no level), in a visible column. */
const PUBLIC: SQL = and(published, isNull(cmsArticle.levelId), eq(cmsCategory.visible, true))!;

/**
 * What a signed-in reader may read: staff every published article; a member the public ones and
 * those of their level or a lower one (a level's sort is its rank).
 */
async function readerWhere(tx: Db, actor: SessionInfo): Promise<SQL> {
  const [u] = await tx.select({ userType: sysUser.userType }).from(sysUser).where(eq(sysUser.id, actor.userId));
  if (u?.userType !== 'member') return published;
  const [m] = await tx.select({ sort: memLevel.sort }).from(memMember)
    .innerJoin(memLevel, and(eq(memLevel.tenantId, memMember.tenantId), eq(memLevel.id, memMember.levelId)))
    .where(and(eq(memMember.userId, actor.userId), or(isNull(memMember.endDate), sql`${memMember.endDate} >= ${today()}`)));
  const levelSort = sql`(select l.sort from ${memLevel} l where l.tenant_id = ${cmsArticle.tenantId} and l.id = ${cmsArticle.levelId})`;
  return and(published, m ? or(isNull(cmsArticle.levelId), lte(levelSort, m.sort)) : isNull(cmsArticle.levelId))!;
}

async function readList(tx: Db, where: SQL, req: TListRequest, withContent = false) {
  const q = await buildListQuery(WEB_LIST, req, { extra: [where] });
  // The site's conditions reach the column (its visibility): the total counts over that join.
  return pageWithTotal(tx, sql`${cmsArticle} left join ${cmsCategory} on ${categoryJoin}`, q, (n) => joined(tx.select({ ...WEB, ...(withContent ? { content: cmsArticle.content } : {}), [TOTAL_COLUMN]: n })
    .from(cmsArticle).$dynamic()).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

export const publicArticles = (tx: Db, req: TListRequest) => readList(tx, PUBLIC, req);
/** The member's reading list carries the bodies: the page opens an article without another call. */
export const memberArticles = async (tx: Db, actor: SessionInfo, req: TListRequest) => readList(tx, await readerWhere(tx, actor), req, true);

export async function publicArticle(tx: Db, id: string) {
  const [row] = await joined(tx.select({ ...WEB, content: cmsArticle.content }).from(cmsArticle).$dynamic()).where(and(eq(cmsArticle.id, id), PUBLIC));
  if (!row) throw notFound(CMS_MSG.ARTICLE_MISSING);
  return row;
}
