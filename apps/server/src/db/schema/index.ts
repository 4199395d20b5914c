export * from './platform.js';
export * from './auth.js';
export * from './system.js';
export * from './search.js';
export * from './footmark.js';
export * from './notice.js';
export * from './file.js';
export { appRole } from './columns.js';
export * from './workflow.js';
