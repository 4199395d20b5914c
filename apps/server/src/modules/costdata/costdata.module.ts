import { defineModule } from '../../platform/module.js';
import { COSTDATA_MENUS } from './costdata.seed.js';

/** Cost data (造价数据): no server code yet; its menus. */
export const costDataModule = defineModule({
  name: 'costdata',
  menus: COSTDATA_MENUS,
});
