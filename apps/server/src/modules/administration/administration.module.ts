import { defineModule } from '../../platform/module.js';
import { FORMS } from './administration.forms.js';
import { ADMINISTRATION_DICTS, ADMINISTRATION_MENUS } from './administration.seed.js';

/** Administration (行政管理): no server code yet beyond its online forms; its menus and dictionaries. */
export const administrationModule = defineModule({
  name: 'administration',
  menus: ADMINISTRATION_MENUS,
  dicts: ADMINISTRATION_DICTS,
  forms: FORMS,
});
