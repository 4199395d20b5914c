import { defineModule } from '../../platform/module.js';
import { excelReportRoutes } from './excel-report.routes.js';
import { excelRoutes } from './excel.routes.js';

/** Excel templates, imports, exports and saved reports over the modules' declared exports and imports. */
export const excelModule = defineModule({
  name: 'excel',
  routes: [excelRoutes, excelReportRoutes],
});
