import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { lazyPage } from '../../app/lazy-page';

const h = (handle: RouteHandle) => handle;
const Templates = lazyPage(() => import('./ExcelTemplatePage').then((m) => m.ExcelTemplatePage));
const Reports = lazyPage(() => import('./ExcelReportPage').then((m) => m.ExcelReportPage));

/** Excel templates and reports (spec 3 §2: /base-data/excel-template and excel-report; the system manager links them too). */
export const excelRoutes: RouteObject[] = [
  { path: 'base-data/excel-template', element: <Templates />, handle: h({ title: 'excelTpl.title' }) },
  { path: 'sys-manager/excel-template', element: <Templates />, handle: h({ title: 'excelTpl.title' }) },
  { path: 'base-data/excel-report', element: <Reports />, handle: h({ title: 'excelReport.title' }) },
  { path: 'sys-manager/excel-report', element: <Reports />, handle: h({ title: 'excelReport.title' }) },
];
