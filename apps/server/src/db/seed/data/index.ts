/**
 * Seed data consumed by the seed runner that belongs to no single area: the seeded roles (their
 * menus span areas), demo staff, regions and flows. Menus, online forms,
 * dictionaries, parameters and data menus are declared by the modules (modules/<area>/<area>.seed.ts).
 */
export * from './roles.js';
export * from './demo.js';
export * from './areas.js';
export * from './flows.js';
