/** Request and response contracts per area (docs/contracts.md). */
export * from './define.js';
export * from './common.js';
export * from './workflow.js';
export * from './contract.js';
export * from './cost.js';
export * from './system.js';
export * from './auth.js';
export * from './bd.js';
export * from './form.js';
export * from './notice.js';
export * from './footmark.js';
export * from './search.js';
export * from './shell.js';
export * from './rows.js';
export * from './codegen.js';
export * from './file.js';
export * from './excel.js';
