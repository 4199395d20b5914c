import { defineModule } from '../../platform/module.js';
import { saasRoutes } from './saas.routes.js';
import { seedGrades } from './saas.seed.js';

/** SaaS companies (tenants), their grades and logos; the company administrator's own company info. */
export const saasModule = defineModule({
  name: 'saas',
  routes: [saasRoutes],
  seedSteps: [seedGrades],
});
