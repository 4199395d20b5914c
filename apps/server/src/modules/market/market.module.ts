import { defineModule } from '../../platform/module.js';
import { MARKET_MENUS } from './market.seed.js';

/** Market (市场经营): no server code yet; its menus. */
export const marketModule = defineModule({
  name: 'market',
  menus: MARKET_MENUS,
});
