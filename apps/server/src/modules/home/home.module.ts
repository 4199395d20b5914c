import { defineModule } from '../../platform/module.js';
import { HOME_MENUS } from './home.seed.js';

/** Work bench (工作台) and the industrial page link: pages served by the workflow, notice, footmark, search and work-mode modules. */
export const homeModule = defineModule({
  name: 'home',
  menus: HOME_MENUS,
});
