import { FOOTPRINT_TYPE } from '@ecms/shared';
import { badRequest } from '../../platform/errors.js';
import { optionLabels, type ExportSource } from '../../platform/excel/exports.js';
import type { TListRequest } from '../../platform/list-query.js';
import { analyzeFootmarks, exportMyFootmarks, ZAnalyze, type ANALYZE_BY } from './footmark.service.js';

/*
 * Footprints as Excel exports: the footprint analysis (足迹管理) as the page shows it (same
 * range, grouping and data scope), and the caller's own footprints (我的足迹).
 */

const GROUP_TITLE: Record<(typeof ANALYZE_BY)[number], string> = { menu: '菜单', dept: '部门', user: '人员', type: '类型', day: '日期' };

/** The analysis call's params (range, grouping), checked as the analysis route checks them. */
function analysisParams(req: TListRequest) {
  const parsed = ZAnalyze.safeParse({ params: req.params ?? {} });
  if (parsed.success) return parsed.data.params;
  // The schema's own Chinese message (e.g. 统计维度不正确), else a general one.
  const msg = parsed.error.issues[0]?.message ?? '';
  throw badRequest(/[\u4e00-\u9fa5]/.test(msg) ? msg : '查询条件不正确');
}

export const footmarkExports: readonly ExportSource[] = [
  {
    code: 'sys:footprint',
    label: '足迹分析',
    permission: 'sys:footprint:view',
    columns: async (_tx, req) => [
      { key: 'name', label: GROUP_TITLE[analysisParams(req).groupBy], width: 30 },
      { key: 'visits', label: '访问次数', width: 12, format: 'number' },
      { key: 'visitors', label: '访问人数', width: 12, format: 'number' },
    ],
    async *rows(tx, actor, req) {
      yield* await analyzeFootmarks(tx, actor, analysisParams(req));
    },
  },
  {
    code: 'footmark:mine',
    label: '我的足迹',
    columns: async () => [
      { key: 'createdDate', label: '访问时间', width: 20, format: 'datetime' },
      { key: 'type', label: '类型', width: 10, labels: { 0: '其他', ...optionLabels(FOOTPRINT_TYPE) } },
      { key: 'menuName', label: '菜单', width: 20 },
      { key: 'businessName', label: '业务名称', width: 30 },
      { key: 'url', label: '地址', width: 40 },
    ],
    rows: (tx, actor, req) => exportMyFootmarks(tx, actor, req),
  },
];
