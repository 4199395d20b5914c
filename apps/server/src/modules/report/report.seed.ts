import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the reports and cockpit area, declared by report.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 报表 — spec 3 §2 "Reports"
// ---------------------------------------------------------------------------

const REPORT: MenuSeed = group('report', '报表中心', [
  leaf('report.template', '报表模板', '/b/report/template-list', 'report:template', { actions: ['design'] }),
  leaf('report.structure', '报表结构', '/b/report/structure-list', 'report:structure'),
  leaf('report.dataset', '数据集', '/b/report/dataset-list', 'report:dataset'),
  leaf('report.autoTemplate', '自动报表', '/main-page/auto-report/template', 'report:autoTemplate', { fullName: '自动报表模板' }),
  leaf('report.autoSetting', '报表设置', '/main-page/auto-report/setting', 'report:autoSetting', { fullName: '自动报表设置' }),
  leaf('report.design', '报表设计', '/b/report/design', 'report:design', { hidden: true }),
  leaf('report.designExcel', 'Excel设计', '/b/report/design-excel', 'report:designExcel', { fullName: 'Excel报表设计', hidden: true }),
], { fullName: '报表与Excel模板', permission: 'report', icon: 'BarChartOutlined' });

// ---------------------------------------------------------------------------
// 管理驾驶舱 — spec 1 §2.3, spec 3 §2 (/management-cockpit-newTab/*, opens a new tab)
// ---------------------------------------------------------------------------

const MC = '/management-cockpit-newTab';

const COCKPIT: MenuSeed = group('cockpit', '管理驾驶舱', [
  leaf('cockpit.manage', '驾驶舱', `${MC}/manage-cockpit`, 'cockpit:manage', { fullName: '管理驾驶舱', openType: 3 }),
  leaf('cockpit.revenue', '营收管理', `${MC}/revenue-manage`, 'cockpit:revenue', { openType: 3 }),
  leaf('cockpit.contract', '合同监管', `${MC}/contract-supervise`, 'cockpit:contract', { openType: 3 }),
  leaf('cockpit.customer', '客户管理', `${MC}/customer-manage`, 'cockpit:customer', { openType: 3 }),
  leaf('cockpit.cost', '成本管理', `${MC}/cost-manage`, 'cockpit:cost', { openType: 3 }),
  leaf('cockpit.manpower', '人力管理', `${MC}/manpower-manage`, 'cockpit:manpower', { openType: 3 }),
  leaf('cockpit.develop', '发展管理', `${MC}/develop-manage`, 'cockpit:develop', { openType: 3 }),
], { permission: 'cockpit', icon: 'DashboardOutlined' });

/** Reports and cockpit in the navigation (top-level entries carry their place). */
export const REPORT_MENUS: MenuSeed[] = [
  { ...REPORT, sort: 130 },
  { ...COCKPIT, sort: 160 },
];
