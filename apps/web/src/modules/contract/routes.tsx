import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { lazyPage } from '../../app/lazy-page';

const h = (handle: RouteHandle) => handle;
const Form = lazyPage(() => import('./FlowRecordFormPage').then((m) => m.FlowRecordFormPage));
const Database = lazyPage(() => import('./ContractDatabasePage').then((m) => m.ContractDatabasePage));

/** Contract and cost-consultation routes (spec 2 §2 Consulting). */
export const contractRoutes: RouteObject[] = [
  { path: 'contract/form', element: <Form kind="contract" />, handle: h({ title: 'route.contractForm' }) },
  { path: 'cost-consultation/form', element: <Form kind="cost" />, handle: h({ title: 'route.costForm' }) },
  { path: 'consult/contract-database', element: <Database />, handle: h({ title: 'route.contractDatabase' }) },
];
