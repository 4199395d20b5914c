export * from './platform.js';
export * from './auth.js';
export * from './system.js';
export * from './notice.js';
export * from './file.js';
export { appRole } from './columns.js';
