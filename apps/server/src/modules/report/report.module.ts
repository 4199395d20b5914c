import { defineModule } from '../../platform/module.js';
import { REPORT_MENUS } from './report.seed.js';

/** Reports and cockpit (报表中心, 管理驾驶舱): no server code yet; its menus. */
export const reportModule = defineModule({
  name: 'report',
  menus: REPORT_MENUS,
});
