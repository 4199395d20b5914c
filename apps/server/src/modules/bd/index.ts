// Public entry of the bd (basic data) module: what other modules may use. Anything else is internal.
export type { PageConfigSource } from './page-config.service.js';
