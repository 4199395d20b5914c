import { defineModule } from '../../platform/module.js';
import { searchRoutes } from './search.routes.js';

/** Global search (the index and its types are the platform's; each module declares its searchTypes). */
export const searchModule = defineModule({
  name: 'search',
  routes: [searchRoutes],
});
