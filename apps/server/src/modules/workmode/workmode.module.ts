import { defineModule } from '../../platform/module.js';
import { workModeRoutes } from './workmode.routes.js';
import { workModeConfigKeys } from './workmode.service.js';

/** Work mode (工作模式): the shell's layouts, stored as user config keys this module checks. */
export const workModeModule = defineModule({
  name: 'workmode',
  routes: [workModeRoutes],
  userConfigKeys: workModeConfigKeys,
});
