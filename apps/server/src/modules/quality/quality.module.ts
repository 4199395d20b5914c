import { defineModule } from '../../platform/module.js';
import { feeToolRoutes } from './feetool.routes.js';
import { qualityRoutes } from './quality.routes.js';
import { QUALITY_DATA_MENUS, QUALITY_MENUS } from './quality.seed.js';

/** Quality check (质量管理): BoQ import (project cost data), check records, findings, report, rangeSet, logical checks, fee tool. */
export const qualityModule = defineModule({
  name: 'quality',
  routes: [qualityRoutes, feeToolRoutes],
  menus: QUALITY_MENUS,
  dataMenus: QUALITY_DATA_MENUS,
});
