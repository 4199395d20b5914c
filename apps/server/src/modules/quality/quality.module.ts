import { defineModule } from '../../platform/module.js';
import { feeToolRoutes } from './feetool.routes.js';
import { PROJECT_FILE_MODULE, projectFileVisible } from './project-file.service.js';
import { projectFileRoutes } from './project-file.routes.js';
import { qualityRoutes } from './quality.routes.js';
import { QUALITY_DATA_MENUS, QUALITY_MENUS } from './quality.seed.js';

/** Quality check (质量管理): BoQ import (project cost data), project files, check records, findings, report, rangeSet, logical checks, fee tool. */
export const qualityModule = defineModule({
  name: 'quality',
  routes: [qualityRoutes, projectFileRoutes, feeToolRoutes],
  menus: QUALITY_MENUS,
  dataMenus: QUALITY_DATA_MENUS,
  // A project's files are seen by whoever sees the project (data scope qc_project).
  fileAccess: { [PROJECT_FILE_MODULE]: projectFileVisible },
});
