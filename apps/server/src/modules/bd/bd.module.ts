import { defineModule } from '../../platform/module.js';
import { BD_DICTS, BD_MENUS } from './bd.seed.js';
import { bdRoutes } from './bd.routes.js';

/** Base data: dictionaries (the platform's shared ones are declared here), areas, page configs, parameters. */
export const bdModule = defineModule({
  name: 'bd',
  routes: [bdRoutes],
  menus: BD_MENUS,
  dicts: BD_DICTS,
});
