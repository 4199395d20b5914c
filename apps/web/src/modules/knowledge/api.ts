import { knowledgeApi, trainingApi, type TKnDocumentRow } from '@ecms/shared';
import type { PaginationProps, TablePaginationConfig } from 'antd';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Knowledge centre calls (typed from packages/shared/src/contracts/knowledge.ts). */

export const KN_TREE_KEY = 'kn-categories';
export const KN_DOCS_KEY = 'kn-documents';
export const KN_READ_KEY = 'kn-read';
export const KN_COURSES_KEY = 'kn-courses';
export const KN_RECORDS_KEY = 'kn-records';
export const KN_NEWS_KEY = 'kn-news';

export type DocKind = 'document' | 'knowledge';
export interface CategoryForm { id?: string; parentId?: string | null; name: string; roleIds?: string[]; remark?: string | null }
export interface DocForm { categoryId: string; title: string; code?: string | null; keywords?: string | null; summary?: string | null; content?: string; status?: 0 | 1; remark?: string | null }
export interface CourseForm { title: string; categoryId?: string | null; lecturer?: string | null; hours?: number; description?: string | null; requiredRoleIds?: string[]; status?: 0 | 1 }

export const categoryTree = () => call(knowledgeApi.categoryTree, {});
export const saveCategory = (body: CategoryForm) => callEnvelope(knowledgeApi.categorySave, { body });
export const deleteCategory = (id: string) => callEnvelope(knowledgeApi.categoryDelete, { params: { id } });

const calls = {
  document: { list: knowledgeApi.documentList, get: knowledgeApi.documentGet, save: knowledgeApi.documentSave, del: knowledgeApi.documentDelete },
  knowledge: { list: knowledgeApi.articleList, get: knowledgeApi.articleGet, save: knowledgeApi.articleSave, del: knowledgeApi.articleDelete },
} as const;
export const queryDocs = (kind: DocKind) => (req: ListRequest) => callList(calls[kind].list, { body: req });
export const getDoc = (kind: DocKind, id: string) => call(calls[kind].get, { params: { id } });
export const saveDoc = (kind: DocKind, body: DocForm, row: TKnDocumentRow | null) =>
  callEnvelope(calls[kind].save, { body: { ...body, id: row?.id, version: row?.version } });
export const deleteDoc = (kind: DocKind, id: string) => callEnvelope(calls[kind].del, { params: { id } });
export const docVersions = (id: string) => call(knowledgeApi.versions, { params: { id } });
export const docReaders = (id: string) => call(knowledgeApi.readers, { params: { id } });

export const queryReadable = (req: ListRequest) => callList(knowledgeApi.readList, { body: req });
export const readDoc = (id: string) => call(knowledgeApi.read, { params: { id } });
export const queryNews = (req: ListRequest) => callList(knowledgeApi.newsList, { body: req });

export const queryCourses = (req: ListRequest) => callList(trainingApi.courseList, { body: req });
export const saveCourse = (body: CourseForm & { id?: string; version?: number }) => callEnvelope(trainingApi.courseSave, { body });
export const deleteCourse = (id: string) => callEnvelope(trainingApi.courseDelete, { params: { id } });
export const enrolCourse = (id: string) => callEnvelope(trainingApi.enrol, { params: { id } });
export const reportProgress = (id: string, progress: number) => callEnvelope(trainingApi.progress, { params: { id }, body: { progress } });
export const remindCourse = (id: string) => callEnvelope(trainingApi.remind, { params: { id } });
export const queryRecords = (req: ListRequest) => callList(trainingApi.recordList, { body: req });

/** A list page's table pagination as a List's (without the table-only placement props). */
export function listPagination(p: TablePaginationConfig | false | undefined): PaginationProps | false {
  if (!p) return false;
  const { position: _position, placement: _placement, ...rest } = p as TablePaginationConfig & { placement?: unknown };
  return { ...(rest as PaginationProps), size: 'small' };
}
