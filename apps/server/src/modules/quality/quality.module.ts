import { defineModule } from '../../platform/module.js';
import { QUALITY_MENUS } from './quality.seed.js';

/** Quality check (质量管理): no server code yet; its menus. */
export const qualityModule = defineModule({
  name: 'quality',
  menus: QUALITY_MENUS,
});
