import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { lazyPage } from '../sys/routes';

const h = (handle: RouteHandle) => handle;
const Templates = lazyPage(() => import('./ExcelTemplatePage').then((m) => m.ExcelTemplatePage));

/** Excel templates (spec 3 §2: /base-data/excel-template; the system manager links it too). */
export const excelRoutes: RouteObject[] = [
  { path: 'base-data/excel-template', element: <Templates />, handle: h({ title: 'excelTpl.title' }) },
  { path: 'sys-manager/excel-template', element: <Templates />, handle: h({ title: 'excelTpl.title' }) },
];
