import { defineModule } from '../../platform/module.js';
import { PEOPLE_MENUS } from './people.seed.js';

/** People (人力绩效): attendance, work hours, appraisal, KPI, OKR; no server code yet. */
export const peopleModule = defineModule({
  name: 'people',
  menus: PEOPLE_MENUS,
});
