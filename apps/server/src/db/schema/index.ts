export * from './platform.js';
export * from './auth.js';
export { appRole } from './columns.js';
