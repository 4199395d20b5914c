import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsArticle, cmsCategory } from '../../db/schema/index.js';
import { htmlText } from '../../platform/html-sanitize.js';
import type { SearchType } from '../../platform/search/index.js';

export const CMS_SEARCH_CODE = 'cms_article';

/**
 * Articles in the global search: for whoever may open content management (sys:cms:view). The
 * document is the title, the column and the article's text without markup; the link opens the
 * content-management page filtered by the title.
 */
export const cmsSearchTypes: readonly SearchType[] = [
  {
    tableCode: CMS_SEARCH_CODE,
    name: '文章',
    sort: 850,
    permission: 'sys:cms:view',
    async load(tx: Db, ids?: string[]) {
      const rows = await tx.select({
        id: cmsArticle.id, title: cmsArticle.title, summary: cmsArticle.summary, content: cmsArticle.content, status: cmsArticle.status,
        categoryName: cmsCategory.name, ownerId: cmsArticle.createdBy, updatedDate: cmsArticle.updatedDate,
      }).from(cmsArticle).leftJoin(cmsCategory, eq(cmsCategory.id, cmsArticle.categoryId))
        .where(ids ? inArray(cmsArticle.id, ids) : undefined);
      return rows.map((r) => ({
        recordId: r.id,
        title: r.title,
        content: [r.categoryName, r.status === 1 ? '已发布' : '未发布', r.summary, htmlText(r.content ?? '')].filter(Boolean).join(' '),
        link: `/sys-manager/content-management?${new URLSearchParams({ keyword: r.title })}`,
        ownerId: r.ownerId,
        updatedDate: r.updatedDate,
      }));
    },
  },
];
