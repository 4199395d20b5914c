import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the market area, declared by market.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 市场经营 — spec 1 §2.3 (visit-prepare), spec 3 §2 (sales analysis, objectives)
// ---------------------------------------------------------------------------

const MARKET: MenuSeed = group('market', '市场经营', [
  // Objectives (OKR split tree, /b/okr/*) are served by the finance module; its edit right is here.
  leaf('market.objectives', '经营目标', '/b/business-objectives', 'market:objectives', { actions: ['edit'] }),
  leaf('market.planMethod', '计划方式', '/b/plan-method', 'market:planMethod', { fullName: '经营计划方式', actions: ['edit'] }),
  leaf('market.planProduction', '产值计划', '/b/plan-production', 'market:planProduction'),
  leaf('market.incomePlatform', '创收平台', '/main-page/create-income-platform', 'market:incomePlatform'),
  leaf('market.salesFunnel', '销售漏斗', '/main-page/sales-funnel', 'market:salesFunnel'),
  leaf('market.monitoring', '营销监控', '/main-page/marketing-monitoring', 'market:monitoring'),
  leaf('market.areaSale', '区域销售', '/main-page/area-sale-analysis', 'market:areaSale', { fullName: '区域销售分析' }),
  leaf('market.keyCustomers', '重点客户', '/main-page/key-customers', 'market:keyCustomers'),
  leaf('market.visitTodo', '拜访待办', '/main-page/visit-prepare-todo-all', 'market:visitTodo', { fullName: '客户拜访准备（待办）' }),
  leaf('market.visitDone', '拜访已办', '/main-page/visit-prepare-done-all', 'market:visitDone', { fullName: '客户拜访准备（已办）' }),
], { permission: 'market', icon: 'RiseOutlined' });

/** Market in the navigation (top-level entries carry their place). */
export const MARKET_MENUS: MenuSeed[] = [
  { ...MARKET, sort: 90 },
];
