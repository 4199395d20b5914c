import { defineModule } from '../../platform/module.js';
import { orgExports } from './org.export.js';
import { orgRoutes } from './org.routes.js';
import { roleRoutes } from './role.routes.js';
import { systemSearchTypes } from './search-types.js';
import { SYSTEM_DATA_MENUS, SYSTEM_MENUS, SYSTEM_PARAMS } from './system.seed.js';
import { systemRoutes } from './system.routes.js';
import { sysUserExports, sysUserImports } from './sys-user.excel.js';

/** System administration: users, departments, roles, menus, data permissions, parameters. */
export const systemModule = defineModule({
  name: 'system',
  routes: [systemRoutes, orgRoutes, roleRoutes],
  menus: SYSTEM_MENUS,
  params: SYSTEM_PARAMS,
  dataMenus: SYSTEM_DATA_MENUS,
  searchTypes: systemSearchTypes,
  exports: [...orgExports, ...sysUserExports],
  imports: sysUserImports,
});
