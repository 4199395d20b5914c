import { cmsApi, type TCmsArticleRow } from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Content management and public-site calls (typed from packages/shared/src/contracts/member.ts). */

export const CMS_TREE_KEY = 'cms-categories';
export const CMS_ARTICLES_KEY = 'cms-articles';

export const categoryTree = () => call(cmsApi.categoryTree, {});
export const saveCategory = (body: { id?: string; parentId?: string | null; name: string; sort?: number; visible?: boolean }) => callEnvelope(cmsApi.categorySave, { body });
export const deleteCategory = (id: string) => callEnvelope(cmsApi.categoryDelete, { params: { id } });
export const queryArticles = (req: ListRequest) => callList(cmsApi.articleList, { body: req });
export const getArticle = (id: string) => call(cmsApi.articleGet, { params: { id } });
export interface ArticleForm { categoryId: string; title: string; summary?: string | null; content?: string; cover?: string | null; status?: 0 | 1; levelId?: string | null; sort?: number }
export const saveArticle = (body: ArticleForm, row: TCmsArticleRow | null) => (row
  ? callEnvelope(cmsApi.articleUpdate, { body: { ...body, id: row.id, version: row.version } })
  : callEnvelope(cmsApi.articleCreate, { body }));
export const deleteArticle = (id: string) => callEnvelope(cmsApi.articleDelete, { params: { id } });

export const webArticles = (companyId?: string) => callList(cmsApi.webList, { body: { companyId, pageSize: 50 } }, { skipAuthRedirect: true });
export const webArticle = (id: string, companyId?: string) => call(cmsApi.webGet, { params: { id }, query: { companyId } }, { skipAuthRedirect: true });
