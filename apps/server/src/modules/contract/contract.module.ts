import { defineModule } from '../../platform/module.js';
import { contractExports } from './contract.export.js';
import { contractRoutes } from './contract.routes.js';
import { CONTRACT_DATA_MENUS, CONTRACT_DICTS, CONTRACT_MENUS } from './contract.seed.js';
import { contracts } from './contract.service.js';

/** Contracts: a flow record kind (saved and started in one transaction, status follows the flow). */
export const contractModule = defineModule({
  name: 'contract',
  routes: [contractRoutes],
  menus: CONTRACT_MENUS,
  dicts: CONTRACT_DICTS,
  dataMenus: CONTRACT_DATA_MENUS,
  searchTypes: [contracts.searchType],
  exports: contractExports,
  flowBindings: { [contracts.businessType]: contracts.binding },
});
