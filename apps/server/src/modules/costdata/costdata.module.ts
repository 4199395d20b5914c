import { defineModule } from '../../platform/module.js';
import { costDataRoutes } from './costdata.routes.js';
import { COSTDATA_MENUS } from './costdata.seed.js';

/** Cost data (造价数据): the analyses over the stored BoQ projects (subject book, person library, analyze / unusual / relativity / expand, bill and norm books) and its menus. */
export const costDataModule = defineModule({
  name: 'costdata',
  routes: [costDataRoutes],
  menus: COSTDATA_MENUS,
});
