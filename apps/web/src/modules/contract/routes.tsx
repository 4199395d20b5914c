import type { RouteObject } from 'react-router';
import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const Form = lazyPage(() => import('./FlowRecordFormPage').then((m) => m.FlowRecordFormPage));
const Database = lazyPage(() => import('./ContractDatabasePage').then((m) => m.ContractDatabasePage));

/** Contract and cost-consultation routes (spec 2 §2 Consulting). */
export const contractRoutes: RouteObject[] = [
  { path: 'contract/form', element: <Form kind="contract" />, handle: h({ title: 'route.contractForm' }) },
  { path: 'cost-consultation/form', element: <Form kind="cost" />, handle: h({ title: 'route.costForm' }) },
  { path: 'consult/contract-database', element: <Database />, handle: h({ title: 'route.contractDatabase' }) },
];

export const contractModule = defineWebModule({
  name: 'contract',
  routes: contractRoutes,
  // contract and business income ledgers (spec 3 §2) are not built yet
  planned: ['/b/contract-income-list', '/b/business-income-list'],
});
