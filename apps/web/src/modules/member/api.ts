import { cmsApi, memberApi, type TCmsArticleRow } from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Member, level, CMS and public-site calls (typed from packages/shared/src/contracts/member.ts). */

export const MEMBERS_KEY = 'members';
export const LEVELS_KEY = 'member-levels';
export const CMS_TREE_KEY = 'cms-categories';
export const CMS_ARTICLES_KEY = 'cms-articles';
export const MEMBER_ARTICLES_KEY = 'member-articles';

export const queryLevels = (req: ListRequest) => callList(memberApi.levelList, { body: { ...req, orderBy: 'sort', order: 'asc' } });
export const saveLevel = (body: { id?: string; name: string; fee?: string; periodMonths?: number; remark?: string | null }) => callEnvelope(memberApi.levelSave, { body });
export const deleteLevel = (id: string) => callEnvelope(memberApi.levelDelete, { params: { id } });
export const moveLevel = (source: string, target: string, before: boolean) =>
  callEnvelope(memberApi.levelSort, { params: { source, target, before: before ? 'true' : 'false' } });

export const queryMembers = (req: ListRequest) => callList(memberApi.list, { body: req });
export const saveMember = (body: { id: string; name: string; levelId?: string | null; beginDate?: string | null; endDate?: string | null; status?: 0 | 1 }) =>
  callEnvelope(memberApi.save, { body });
export const deleteMember = (id: string) => callEnvelope(memberApi.remove, { params: { id } });
export const resetMemberPassword = (id: string, password: string) => callEnvelope(memberApi.resetPassword, { params: { a: id, b: password } });

export const sendRegisterSms = (phone: string, companyId?: string) => callEnvelope(memberApi.sendRegisterSms, { body: { phone, companyId } }, { skipAuthRedirect: true });
export const registerMember = (body: { loginName: string; phone: string; captcha: string; password: string; name: string; companyId?: string }) =>
  callEnvelope(memberApi.register, { body }, { skipAuthRedirect: true });

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

export const memberArticles = (req: ListRequest) => callList(cmsApi.memberArticles, { body: req });
export const webArticles = (companyId?: string) => callList(cmsApi.webList, { body: { companyId, pageSize: 50 } }, { skipAuthRedirect: true });
export const webArticle = (id: string, companyId?: string) => call(cmsApi.webGet, { params: { id }, query: { companyId } }, { skipAuthRedirect: true });
