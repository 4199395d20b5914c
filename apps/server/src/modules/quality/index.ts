// Public entry of the quality module: what other modules may use. Anything else is internal.
// The cost-data analyses (modules/costdata) read the stored BoQ projects under their data scope.
export { getProjectRow, PROJECT_SCOPE, queryProjects } from './project.service.js';
export { percentiles } from './qc-rules.js';
