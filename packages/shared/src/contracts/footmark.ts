/** Footprints (spec 1 §7): a visit per opened tab, my footprints, the visit analysis. */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

/** A route inside the application: no scheme, no protocol-relative host (reopened with one click). */
const ZAppRoute = z.string().trim().max(500, '地址过长')
  .refine((u) => u.startsWith('/') && !u.startsWith('//') && !u.includes('\\'), '地址不正确');

export const ZFootmark = z.object({
  type: z.coerce.number().int().min(0).max(1000).optional(),
  menuName: z.string({ error: '菜单名称不能为空' }).trim().min(1, '菜单名称不能为空').max(100, '菜单名称不能超过100个字符'),
  url: ZAppRoute.nullish(),
  businessId: z.string().trim().max(64).nullish(),
  businessName: z.string().trim().max(200).nullish(),
});

export const FOOTMARK_ANALYZE_BY = ['menu', 'dept', 'user', 'type', 'day'] as const;
export const ZFootmarkAnalyze = z.object({
  params: z.object({
    beginDate: z.string().max(32).nullish(),
    endDate: z.string().max(32).nullish(),
    groupBy: z.enum(FOOTMARK_ANALYZE_BY, { error: '统计维度不正确' }).default('menu'),
    deptId: z.string().max(64).nullish(),
    menuName: z.string().max(100).nullish(),
  }).default({ groupBy: 'menu' }),
});

export const ZFootmarkRow = z.object({
  id: z.string(),
  type: z.number(),
  menuName: z.string(),
  url: z.string().nullable(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  createdDate: zDateTime,
});

/** One group of the analysis: visits and distinct visitors. */
export const ZFootmarkGroup = z.object({ key: z.string(), name: z.string(), visits: z.number(), visitors: z.number() });

const tags = ['footmark'];
export const footmarkApi = {
  add: defineCall({
    method: 'POST', path: '/b/footmark', tags, summary: '记录足迹（type 为 0 时按菜单名前两个字推断类型）',
    body: ZFootmark, data: z.object({ recorded: z.boolean() }),
  }),
  queryList: defineCall({
    method: 'POST', path: '/b/footmark/queryList', tags, summary: '我的足迹（params.beginDate / endDate / type / menuName$like）',
    body: ZListRequest, data: z.array(ZFootmarkRow), paged: true,
  }),
  analyzeList: defineCall({
    method: 'POST', path: '/b/footmark/analyzeList', tags, summary: '足迹分析：按菜单、部门、人员、类型或日期统计访问次数与人数（按数据权限）',
    body: ZFootmarkAnalyze, data: z.array(ZFootmarkGroup),
  }),
};

export type TFootmarkRow = z.input<typeof ZFootmarkRow>;
export type TFootmarkGroup = z.input<typeof ZFootmarkGroup>;
export type TFootmarkAnalyzeBy = (typeof FOOTMARK_ANALYZE_BY)[number];
