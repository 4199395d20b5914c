import { defineModule } from '../../platform/module.js';
import { BONUS_MENUS } from './bonus.seed.js';

/** Bonus (奖金管理): no server code yet; its menus. */
export const bonusModule = defineModule({
  name: 'bonus',
  menus: BONUS_MENUS,
});
