import { defineModule } from '../../platform/module.js';
import { cmsRoutes } from './cms.routes.js';
import { cmsSearchTypes } from './search-type.js';

/** Content management (栏目、文章) and the company's public site (官网 /web/article). Menus: system.cms (system.seed.ts). */
export const cmsModule = defineModule({
  name: 'cms',
  routes: [cmsRoutes],
  searchTypes: cmsSearchTypes,
});
