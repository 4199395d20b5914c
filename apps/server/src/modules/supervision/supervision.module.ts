import { RECORD_FILES } from '@ecms/shared';
import { defineModule } from '../../platform/module.js';
import { PROBLEM_FILES, problemVisible } from './problem.service.js';
import { supervisionRoutes } from './supervision.routes.js';
import { portalExports } from './portal.service.js';
import { recordAttachable, recordVisible } from './record.service.js';
import { recordsRoutes } from './records.routes.js';
import { SUPERVISION_DATA_MENUS, SUPERVISION_DICTS, SUPERVISION_MENUS } from './supervision.seed.js';

/** Engineering supervision (工程监理): projects, the problem ledger with 监理通知单, JGJ 59 scoring (README.md). */
export const supervisionModule = defineModule({
  name: 'supervision',
  routes: [supervisionRoutes, recordsRoutes],
  menus: SUPERVISION_MENUS,
  dicts: SUPERVISION_DICTS,
  dataMenus: SUPERVISION_DATA_MENUS,
  // Photos of a problem are visible to whoever may see the problem.
  fileAccess: { [PROBLEM_FILES]: problemVisible, [RECORD_FILES]: recordVisible },
  // Photos of a patrol/side-station record: seen with the record, attached by its creator while a draft.
  fileAttach: { [RECORD_FILES]: recordAttachable },
  exports: portalExports,
});
