export * from './platform.js';
export * from './auth.js';
export * from './system.js';
export * from './notice.js';
export { appRole } from './columns.js';
