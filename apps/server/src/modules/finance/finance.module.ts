import { defineModule } from '../../platform/module.js';
import { FINANCE_DICTS, FINANCE_MENUS } from './finance.seed.js';

/** Finance (财务管理): no server code yet; its menus and dictionaries. */
export const financeModule = defineModule({
  name: 'finance',
  menus: FINANCE_MENUS,
  dicts: FINANCE_DICTS,
});
