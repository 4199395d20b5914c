import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knCategory, knDocument } from '../../db/schema/index.js';
import { htmlText } from '../../platform/html-sanitize.js';
import type { SearchDocInput, SearchType } from '../../platform/search/index.js';

/** Published documents of categories every reader may read. */
export const KN_SEARCH_OPEN = 'kn_document';
/** Published documents of categories limited to some roles: only those roles' members find them. */
export const KN_SEARCH_LIMITED = 'kn_document_limited';
export const KN_SEARCH_CODES = [KN_SEARCH_OPEN, KN_SEARCH_LIMITED] as const;

/** The roles that may read a category: its own, else its nearest limited ancestor's (none: everyone). */
export function effectiveRoles(cats: { id: string; parentId: string | null; roleIds: string[] }[]): (id: string) => string[] {
  const byId = new Map(cats.map((c) => [c.id, c]));
  return (id: string) => {
    const seen = new Set<string>();
    for (let c = byId.get(id); c && !seen.has(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) {
      seen.add(c.id);
      if (c.roleIds.length) return c.roleIds;
    }
    return [];
  };
}

async function load(tx: Db, limited: boolean, ids?: string[]): Promise<SearchDocInput[]> {
  const cats = await tx.select({ id: knCategory.id, parentId: knCategory.parentId, name: knCategory.name, roleIds: knCategory.roleIds }).from(knCategory);
  const rolesOf = effectiveRoles(cats);
  const names = new Map(cats.map((c) => [c.id, c.name]));
  const rows = await tx.select({
    id: knDocument.id, kind: knDocument.kind, title: knDocument.title, code: knDocument.code, keywords: knDocument.keywords, summary: knDocument.summary,
    content: knDocument.content, categoryId: knDocument.categoryId, ownerId: knDocument.createdBy, updatedDate: knDocument.updatedDate,
  }).from(knDocument).where(and(eq(knDocument.status, 1), ids ? inArray(knDocument.id, ids) : undefined));
  return rows.filter((r) => (rolesOf(r.categoryId).length > 0) === limited).map((r) => ({
    recordId: r.id,
    title: r.title,
    content: [names.get(r.categoryId), r.kind === 'document' ? '文档' : '知识', r.code, r.keywords, r.summary, htmlText(r.content)].filter(Boolean).join(' '),
    link: `/main-page/knowledge-exhibition?id=${encodeURIComponent(r.id)}`,
    ownerId: r.ownerId,
    // The reading roles as viewers (viewerRoles): whoever holds one of them when searching finds it.
    viewerIds: limited ? rolesOf(r.categoryId).map((id) => `role:${id}`) : undefined,
    updatedDate: r.updatedDate,
  }));
}

/**
 * Published documents and knowledge in the global search, for readers (knowledge:exhibition:view).
 * A category limited to some roles puts its documents in the second type, found only by the
 * holders of those roles (at search time) and by administrators. The hit opens the reading page.
 */
export const knowledgeSearchTypes: readonly SearchType[] = [
  { tableCode: KN_SEARCH_OPEN, name: '知识', sort: 860, permission: 'knowledge:exhibition:view', load: (tx, ids) => load(tx, false, ids) },
  { tableCode: KN_SEARCH_LIMITED, name: '知识（限定阅读）', sort: 861, permission: 'knowledge:exhibition:view', viewersOnly: true, viewerRoles: true, load: (tx, ids) => load(tx, true, ids) },
];
