import { defineModule } from '../../platform/module.js';
import { administrationDemoStep } from './administration-demo.js';
import { FORMS } from './administration.forms.js';
import { administrationRoutes } from './administration.routes.js';
import { attendanceRoutes } from './attendance.routes.js';
import { administrationExports } from './purchase-detail.service.js';
import { ADMINISTRATION_DATA_MENUS, ADMINISTRATION_DICTS, ADMINISTRATION_MENUS } from './administration.seed.js';

/**
 * Administration (行政管理, issue 18): its documents are online forms with hooks
 * (administration.forms.ts); stock, bookings and depreciation are code (README.md).
 */
export const administrationModule = defineModule({
  name: 'administration',
  routes: [administrationRoutes, attendanceRoutes],
  menus: ADMINISTRATION_MENUS,
  dicts: ADMINISTRATION_DICTS,
  dataMenus: ADMINISTRATION_DATA_MENUS,
  forms: FORMS,
  exports: administrationExports,
  // Supplies with stock, asset cards, rooms, a vehicle and licences when demo data is on (ECMS_DEMO_ADMINISTRATION).
  demoSteps: [administrationDemoStep],
});
