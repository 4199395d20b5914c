import { defineWebModule } from '../../app/module';

/** People and performance (spec 3 §2): work hours, appraisal, KPI, OKR. Not built yet (个人考勤 is served by the administration module). */
export const hrModule = defineWebModule({
  name: 'hr',
  planned: [
    '/main-page/workhour-management',
    '/main-page/work-plan',
    '/main-page/performance-appraisal/vice-president-table',
    '/main-page/performance-appraisal/middle-management-table',
    '/main-page/performance-appraisal/public-administration-table',
    '/main-page/kpi-target-library',
    '/main-page/kpi-check-plan-new',
    '/main-page/kpi-table',
    '/main-page/kpi-grade',
    '/industrial-page/okr-manage',
  ],
});
