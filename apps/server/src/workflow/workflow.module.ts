import { defineModule } from '../platform/module.js';
import { deadlineJob } from './deadline-job.js';
import { wfRoutes } from './routes/wf.routes.js';
import { wfSearchTypes } from './search-type.js';
import { wfExports } from './wf.export.js';

/** The approval engine's routes, its search type, its lists as exports and its deadline job. */
export const workflowModule = defineModule({
  name: 'workflow',
  routes: [wfRoutes],
  searchTypes: wfSearchTypes,
  exports: wfExports,
  jobs: [(config) => deadlineJob(config.deadlineScanSeconds * 1000)],
});
