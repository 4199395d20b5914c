/** Request and response contracts per area (docs/contracts.md). */
export * from './define.js';
export * from './common.js';
export * from './workflow.js';
export * from './contract.js';
export * from './cost.js';
export * from './system.js';
export * from './supervision.js';
