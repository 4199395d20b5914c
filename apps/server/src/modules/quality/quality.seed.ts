import type { DataMenuSeed, MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the quality check area, declared by quality.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 质量管理 — spec 2 §2 "Quality check" (screens named only by calls; generic list routes)
// ---------------------------------------------------------------------------

const QUALITY: MenuSeed = group('quality', '质量管理', [
  leaf('quality.record', '成果质检', '/main-page/quality-check-record/wf-list', 'quality:record', {
    fullName: '造价成果质量检查',
    actions: ['check', 'report', 'export'],
  }),
  leaf('quality.logical', '逻辑检查', '/main-page/quality-logical-check/wf-list', 'quality:logical', { fullName: '逻辑性检查', actions: ['record'] }),
  leaf('quality.rangeSet', '指标区间', '/main-page/quality-range-set/wf-list', 'quality:rangeSet', { fullName: '检查指标区间设置' }),
  leaf('quality.feeTool', '咨询收费', '/main-page/quality-fee-tool/wf-list', 'quality:feeTool', { fullName: '咨询收费计算', actions: ['edit'] }),
  leaf('quality.measureBill', '清单计量', '/measureBill', 'quality:measureBill', { openType: 3 }),
], { permission: 'quality', icon: 'AuditOutlined' });

/** Quality check in the navigation (top-level entries carry their place). */
export const QUALITY_MENUS: MenuSeed[] = [
  { ...QUALITY, sort: 60 },
];

/** Data-scope kinds: imported projects and check records (by the importing department and the creator). */
export const QUALITY_DATA_MENUS: DataMenuSeed[] = [
  { code: 'qc_project', name: '造价工程（清单）', sort: 80 },
  { code: 'qc_run', name: '质量检查记录', sort: 81 },
];
