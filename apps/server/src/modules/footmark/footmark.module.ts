import { defineModule } from '../../platform/module.js';
import { footmarkExports } from './footmark.export.js';
import { footmarkRoutes } from './footmark.routes.js';

/** Footprints (我的足迹, 足迹管理). */
export const footmarkModule = defineModule({
  name: 'footmark',
  routes: [footmarkRoutes],
  exports: footmarkExports,
});
