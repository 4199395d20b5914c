import { defineModule } from '../../platform/module.js';
import { costExports } from './cost.export.js';
import { costRoutes } from './cost.routes.js';
import { COST_DATA_MENUS, COST_DICTS, COST_MENUS, COST_PARAMS } from './cost.seed.js';
import { costConsultations } from './cost.service.js';

/** Consulting business (咨询业务): cost consultation as a flow record kind; the consult menus and project dictionaries. */
export const costModule = defineModule({
  name: 'cost',
  routes: [costRoutes],
  menus: COST_MENUS,
  dicts: COST_DICTS,
  params: COST_PARAMS,
  dataMenus: COST_DATA_MENUS,
  searchTypes: [costConsultations.searchType],
  exports: costExports,
  flowBindings: { [costConsultations.businessType]: costConsultations.binding },
});
