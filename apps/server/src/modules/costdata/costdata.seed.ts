import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the cost data area, declared by costdata.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 造价数据 — spec 3 §2 (cost-data, cost-file-manage); spec 3 §7 analyses (subject book, analyses, books)
// ---------------------------------------------------------------------------

const COSTDATA: MenuSeed = group('costdata', '造价数据', [
  leaf('costdata.data', '造价数据库', '/main-page/cost-data', 'costdata:data', { fullName: '项目造价数据库' }),
  leaf('costdata.file', '造价文件', '/main-page/cost-file-manage', 'costdata:file', {
    fullName: '造价文件管理',
    actions: ['import'],
  }),
  leaf('costdata.fileDetail', '文件明细', '/main-page/cost-file-manage/edit-detailed', 'costdata:fileDetail', {
    fullName: '造价文件明细编辑',
    hidden: true,
  }),
  leaf('costdata.subject', '指标库', '/main-page/cost-subject-book', 'costdata:subject', { fullName: '工程科目指标与个人库', actions: ['add'] }),
  leaf('costdata.analysis', '造价分析', '/main-page/cost-analysis', 'costdata:analysis', { fullName: '造价指标、异常、相关性与扩展分析' }),
  leaf('costdata.book', '清单定额库', '/main-page/cost-bill-book', 'costdata:book', { fullName: '清单库与定额（人材机）库' }),
  leaf('costdata.industrial', '产业数据', '/industrial-page/cost-data', 'costdata:industrial', { fullName: '产业造价数据' }),
], { permission: 'costdata', icon: 'DatabaseOutlined' });

/** Cost data in the navigation (top-level entries carry their place). */
export const COSTDATA_MENUS: MenuSeed[] = [
  { ...COSTDATA, sort: 120 },
];
