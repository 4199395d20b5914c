import { defineModule } from '../../platform/module.js';
import { realtimeRoutes } from '../../platform/realtime/push-hub.js';
import { SHELL_PARAMS } from './shell.seed.js';
import { shellRoutes } from './shell.routes.js';

/** The shell around the pages: the push channel (/api/websocket) and the customer-service link. */
export const shellModule = defineModule({
  name: 'shell',
  routes: [shellRoutes, realtimeRoutes],
  params: SHELL_PARAMS,
});
