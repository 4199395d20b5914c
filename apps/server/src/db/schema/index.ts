export * from './platform.js';
export * from './auth.js';
export * from './system.js';
export { appRole } from './columns.js';
export * from './workflow.js';
