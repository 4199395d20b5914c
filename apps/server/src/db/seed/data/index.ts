/** Seed data consumed by the seed runner. */
export * from './menus.js';
export * from './params.js';
export * from './dicts.js';
export * from './roles.js';
export * from './demo.js';
export * from './data-menus.js';
export * from './areas.js';
export * from './flows.js';
export * from './forms.js';
