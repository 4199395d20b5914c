import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the people (hr and performance) area, declared by people.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 人力绩效 — spec 3 §2 (home-level attendance, work hours, appraisal, KPI, OKR)
// ---------------------------------------------------------------------------

const HR: MenuSeed = group('hr', '人力绩效', [
  leaf('hr.attendance', '个人考勤', '/main-page/personal-attendance', 'hr:attendance'),
  leaf('hr.workhour', '工时管理', '/main-page/workhour-management', 'hr:workhour'),
  leaf('hr.workPlan', '工作计划', '/main-page/work-plan', 'hr:workPlan'),
  group('hr.appraisal', '绩效考核', [
    leaf('hr.appraisal.vp', '副总考核表', '/main-page/performance-appraisal/vice-president-table', 'hr:appraisalVp'),
    leaf('hr.appraisal.middle', '中层考核表', '/main-page/performance-appraisal/middle-management-table', 'hr:appraisalMiddle'),
    leaf('hr.appraisal.public', '职能考核表', '/main-page/performance-appraisal/public-administration-table', 'hr:appraisalPublic', { fullName: '公共管理人员考核表' }),
  ]),
  leaf('hr.kpiLibrary', 'KPI指标库', '/main-page/kpi-target-library', 'hr:kpiLibrary'),
  leaf('hr.kpiPlan', '考核方案', '/main-page/kpi-check-plan-new', 'hr:kpiPlan', { fullName: 'KPI考核方案' }),
  leaf('hr.kpiTable', '考核表', '/main-page/kpi-table', 'hr:kpiTable', { fullName: 'KPI考核表' }),
  leaf('hr.kpiGrade', '考核评分', '/main-page/kpi-grade', 'hr:kpiGrade', { fullName: 'KPI考核评分' }),
  leaf('hr.okr', 'OKR目标', '/industrial-page/okr-manage', 'hr:okr', { fullName: 'OKR目标管理' }),
], { permission: 'hr', icon: 'TeamOutlined' });

/** People (HR and performance) in the navigation (top-level entries carry their place). */
export const PEOPLE_MENUS: MenuSeed[] = [
  { ...HR, sort: 80 },
];
