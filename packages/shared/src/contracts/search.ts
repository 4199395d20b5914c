/** Global search (spec 1 §2.5, §7): the tabs by type and pages of hits the caller may open. */
import { z } from 'zod';
import { defineCall, zDateTime } from './define.js';

const KEYWORD_REQUIRED = '请输入搜索关键字';
const ZKeyword = z.string({ error: KEYWORD_REQUIRED }).trim().min(1, KEYWORD_REQUIRED).max(100, '搜索关键字不能超过100个字符');
/** 'all' or nothing: every type. */
const ZTableCode = z.string().max(64).nullish().transform((v) => (v && v !== 'all' ? v : undefined));
const ZPage = {
  pageNo: z.coerce.number().int().min(1, '页码必须大于0').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于0').max(100, '每页条数不能超过100').default(10),
};

export const ZSearchType = z.object({ tableCode: z.string(), name: z.string() });

export const ZSearchHit = z.object({
  tableCode: z.string(),
  typeName: z.string(),
  recordId: z.string(),
  title: z.string(),
  /** Content around the first match (the web highlights the keywords). */
  snippet: z.string(),
  link: z.string(),
  updatedDate: zDateTime,
});

const tags = ['search'];
export const searchApi = {
  typeList: defineCall({
    method: 'GET', path: '/b/global/search/typeList', tags, summary: '全局搜索：可搜索的类型（页签）', data: z.array(ZSearchType),
  }),
  queryList: defineCall({
    method: 'POST', path: '/b/global/search/queryList', tags, summary: '全局搜索：按关键字分页查询（params.keyword, params.tableCode）',
    body: z.object({ ...ZPage, params: z.object({ keyword: ZKeyword, tableCode: ZTableCode }, { error: KEYWORD_REQUIRED }) }),
    data: z.array(ZSearchHit), paged: true,
  }),
  queryByGet: defineCall({
    method: 'GET', path: '/getGlobalSearchList', tags, summary: '全局搜索（查询参数形式：keyword, tableCode, pageNo, pageSize）',
    query: z.object({ ...ZPage, keyword: ZKeyword, tableCode: ZTableCode }), data: z.array(ZSearchHit), paged: true,
  }),
};

export type TSearchType = z.input<typeof ZSearchType>;
export type TSearchHit = z.input<typeof ZSearchHit>;
