import { defineModule } from '../../platform/module.js';
import { SUPERVISION_DICTS, SUPERVISION_MENUS } from './supervision.seed.js';

/** Engineering supervision (工程监理): no server code yet; its menus and dictionaries. */
export const supervisionModule = defineModule({
  name: 'supervision',
  menus: SUPERVISION_MENUS,
  dicts: SUPERVISION_DICTS,
});
