import { z } from 'zod';
import { ZIdParam, ZListRequest, ZNoData } from './common.js';
import { defineCall, zDateTime } from './define.js';

/*
 * Knowledge centre (知识中心, spec 1 §2.3 document-management, knowledge-exhibition, knowledge-manage,
 * training-video, content-list): categories with read rights, documents and knowledge articles with
 * versions and read counts, training courses with enrolment and completion records.
 */

export const KNOWLEDGE_MSG = {
  CATEGORY_NAME_REQUIRED: '请输入分类名称',
  CATEGORY_MISSING: '分类不存在',
  CATEGORY_IN_USE: '分类下还有子分类、文档或课程，不能删除',
  CATEGORY_CYCLE: '上级分类不能是自己或下级分类',
  CATEGORY_REQUIRED: '请选择分类',
  TITLE_REQUIRED: '请输入标题',
  DOCUMENT_MISSING: '文档不存在',
  COURSE_TITLE_REQUIRED: '请输入课程名称',
  COURSE_MISSING: '课程不存在',
  COURSE_CLOSED: '课程未发布，不能报名',
  NOT_ENROLLED: '请先报名该课程',
  ENROLLED: '报名成功',
  COMPLETED: '恭喜，课程已完成',
  ROLE_MISSING: '角色不存在',
  REMIND_NEEDS_PUBLISHED: '课程未发布，不能提醒',
  REMIND_NOBODY: '没有需要提醒的人员',
  REMINDED: (n: number) => `已提醒 ${n} 人`,
} as const;

const str = (max: number, required?: string) => (required ? z.string().trim().min(1, required) : z.string().trim()).max(max, `不能超过${max}个字符`);
const opt = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullable().optional();
const ids = z.array(z.string().min(1).max(64)).max(200);

// ---- categories -------------------------------------------------------------------------------

export interface TKnCategoryNode {
  id: string; parentId: string | null; name: string; sort: number; roleIds: string[]; remark: string | null; children: TKnCategoryNode[];
}
export const ZKnCategoryNode: z.ZodType<TKnCategoryNode, TKnCategoryNode> = z.object({
  id: z.string(), parentId: z.string().nullable(), name: z.string(), sort: z.number(), roleIds: z.array(z.string()), remark: z.string().nullable(),
  get children() { return z.array(ZKnCategoryNode); },
});
export const ZKnCategorySave = z.object({
  id: z.string().max(64).optional(),
  parentId: z.string().max(64).nullable().optional(),
  name: str(50, KNOWLEDGE_MSG.CATEGORY_NAME_REQUIRED),
  sort: z.number().int().min(0).max(100000).optional(),
  roleIds: ids.optional(),
  remark: opt(500),
});

// ---- documents and knowledge --------------------------------------------------------------------

export const ZKnDocumentRow = z.object({
  id: z.string(), kind: z.enum(['document', 'knowledge']), categoryId: z.string(), categoryName: z.string().nullable(),
  title: z.string(), code: z.string().nullable(), keywords: z.string().nullable(), summary: z.string().nullable(),
  status: z.number(), revision: z.number(), readCount: z.number(), readers: z.number(), publishDate: z.string().nullable(),
  createName: z.string().nullable(), updatedDate: zDateTime, version: z.number(),
});
export type TKnDocumentRow = z.infer<typeof ZKnDocumentRow>;
export const ZKnDocument = ZKnDocumentRow.extend({ content: z.string() });
export const ZKnDocumentSave = z.object({
  id: z.string().max(64).optional(),
  categoryId: str(64, KNOWLEDGE_MSG.CATEGORY_REQUIRED),
  title: str(200, KNOWLEDGE_MSG.TITLE_REQUIRED),
  code: opt(64),
  keywords: opt(200),
  summary: opt(1000),
  content: z.string().max(500_000, '正文过长').optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** What changed in this version (kept in the version history). */
  remark: opt(500),
  version: z.number().int().min(0).optional(),
});
export const ZKnVersionRow = z.object({
  id: z.string(), revision: z.number(), title: z.string(), remark: z.string().nullable(), createName: z.string().nullable(), createdDate: zDateTime,
});
export const ZKnReadRow = z.object({
  userId: z.string(), userName: z.string().nullable(), times: z.number(), firstDate: zDateTime, lastDate: zDateTime,
});

// ---- training ---------------------------------------------------------------------------------

export const ZKnCourseRow = z.object({
  id: z.string(), title: z.string(), categoryId: z.string().nullable(), categoryName: z.string().nullable(), lecturer: z.string().nullable(),
  hours: z.number(), description: z.string().nullable(), requiredRoleIds: z.array(z.string()), status: z.number(),
  learners: z.number(), completed: z.number(),
  /** The caller's own state: required of them by a role, enrolled, progress, completed. */
  mine: z.object({ required: z.boolean(), enrolled: z.boolean(), progress: z.number(), completedDate: zDateTime.nullable() }),
  updatedDate: zDateTime, version: z.number(),
});
export type TKnCourseRow = z.infer<typeof ZKnCourseRow>;
export const ZKnCourseSave = z.object({
  id: z.string().max(64).optional(),
  title: str(200, KNOWLEDGE_MSG.COURSE_TITLE_REQUIRED),
  categoryId: z.string().max(64).nullable().optional(),
  lecturer: opt(50),
  hours: z.number().int().min(0).max(1000).optional(),
  description: opt(2000),
  requiredRoleIds: ids.optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  version: z.number().int().min(0).optional(),
});
export const ZKnRecordRow = z.object({
  courseId: z.string(), courseTitle: z.string(), userId: z.string(), userName: z.string().nullable(), deptName: z.string().nullable(),
  required: z.boolean(), enrolled: z.boolean(), progress: z.number(), enrolDate: zDateTime.nullable(), completedDate: zDateTime.nullable(),
});
export type TKnRecordRow = z.infer<typeof ZKnRecordRow>;

/** A published CMS article as staff read it on 通知公告与资讯. */
export const ZKnNewsRow = z.object({
  id: z.string(), categoryName: z.string().nullable(), title: z.string(), summary: z.string().nullable(), publishDate: z.string().nullable(), content: z.string().optional(),
});

const ktags = ['knowledge'];
const ttags = ['training'];

export const knowledgeApi = {
  categoryTree: defineCall({ method: 'POST', path: '/b/knowledge/category/queryTree', tags: ktags, summary: '知识分类树（读者只见有权阅读的分类）', data: z.array(ZKnCategoryNode) }),
  categorySave: defineCall({ method: 'POST', path: '/b/knowledge/category', tags: ktags, summary: '新建或编辑知识分类（含阅读角色）', body: ZKnCategorySave, data: ZKnCategoryNode }),
  categoryDelete: defineCall({ method: 'DELETE', path: '/b/knowledge/category/:id', tags: ktags, summary: '删除知识分类', params: ZIdParam, data: ZNoData }),

  documentList: defineCall({ method: 'POST', path: '/b/knowledge/document/queryList', tags: ktags, summary: '文档管理：文档列表', body: ZListRequest.optional(), data: z.array(ZKnDocumentRow), paged: true }),
  documentGet: defineCall({ method: 'GET', path: '/b/knowledge/document/:id', tags: ktags, summary: '文档详情（编辑用）', params: ZIdParam, data: ZKnDocument }),
  documentSave: defineCall({ method: 'POST', path: '/b/knowledge/document', tags: ktags, summary: '新建或编辑文档（每次保存记一个版本）', body: ZKnDocumentSave, data: ZKnDocument }),
  documentDelete: defineCall({ method: 'DELETE', path: '/b/knowledge/document/:id', tags: ktags, summary: '删除文档', params: ZIdParam, data: ZNoData }),
  articleList: defineCall({ method: 'POST', path: '/b/knowledge/article/queryList', tags: ktags, summary: '知识管理：知识列表', body: ZListRequest.optional(), data: z.array(ZKnDocumentRow), paged: true }),
  articleGet: defineCall({ method: 'GET', path: '/b/knowledge/article/:id', tags: ktags, summary: '知识详情（编辑用）', params: ZIdParam, data: ZKnDocument }),
  articleSave: defineCall({ method: 'POST', path: '/b/knowledge/article', tags: ktags, summary: '新建或编辑知识（每次保存记一个版本）', body: ZKnDocumentSave, data: ZKnDocument }),
  articleDelete: defineCall({ method: 'DELETE', path: '/b/knowledge/article/:id', tags: ktags, summary: '删除知识', params: ZIdParam, data: ZNoData }),
  versions: defineCall({ method: 'GET', path: '/b/knowledge/doc/:id/versions', tags: ktags, summary: '文档或知识的版本记录', params: ZIdParam, data: z.array(ZKnVersionRow) }),
  readers: defineCall({ method: 'GET', path: '/b/knowledge/doc/:id/readers', tags: ktags, summary: '文档或知识的阅读记录', params: ZIdParam, data: z.array(ZKnReadRow) }),

  readList: defineCall({ method: 'POST', path: '/b/knowledge/read/queryList', tags: ktags, summary: '知识展示：有权阅读的已发布文档与知识', body: ZListRequest.optional(), data: z.array(ZKnDocumentRow), paged: true }),
  read: defineCall({ method: 'GET', path: '/b/knowledge/read/:id', tags: ktags, summary: '阅读文档或知识（阅读次数加一）', params: ZIdParam, data: ZKnDocument }),

  newsList: defineCall({ method: 'POST', path: '/b/knowledge/news/queryList', tags: ktags, summary: '通知公告与资讯：本公司已发布的文章', body: ZListRequest.optional(), data: z.array(ZKnNewsRow), paged: true }),
};

export const trainingApi = {
  courseList: defineCall({ method: 'POST', path: '/b/training/course/queryList', tags: ttags, summary: '培训课程列表（含本人的报名与进度）', body: ZListRequest.optional(), data: z.array(ZKnCourseRow), paged: true }),
  courseSave: defineCall({ method: 'POST', path: '/b/training/course', tags: ttags, summary: '新建或编辑培训课程', body: ZKnCourseSave, data: ZKnCourseRow }),
  courseDelete: defineCall({ method: 'DELETE', path: '/b/training/course/:id', tags: ttags, summary: '删除培训课程', params: ZIdParam, data: ZNoData }),
  enrol: defineCall({ method: 'POST', path: '/b/training/course/:id/enrol', tags: ttags, summary: '报名课程', params: ZIdParam, data: ZKnCourseRow }),
  progress: defineCall({
    method: 'PUT', path: '/b/training/course/:id/progress', tags: ttags, summary: '记录本人学习进度（0-100，只增不减；100 即完成）',
    params: ZIdParam, body: z.object({ progress: z.number().int().min(0, '进度应在0到100之间').max(100, '进度应在0到100之间') }), data: ZKnCourseRow,
  }),
  remind: defineCall({
    method: 'POST', path: '/b/training/course/:id/remind', tags: ttags, summary: '提醒必修人员中尚未完成的人（站内消息）',
    params: ZIdParam, data: z.object({ count: z.number() }),
  }),
  recordList: defineCall({
    method: 'POST', path: '/b/training/record/queryList', tags: ttags, summary: '完成记录：必修人员与报名人员的进度', body: ZListRequest.optional(), data: z.array(ZKnRecordRow), paged: true,
  }),
};
