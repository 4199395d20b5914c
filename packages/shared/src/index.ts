export * from './constants.js';
export * from './validators.js';
export * from './formatters.js';
export * from './workflow.js';
export * from './forms.js';
export * from './forms-formula.js';
export * from './excel.js';
export * from './contracts/index.js';
