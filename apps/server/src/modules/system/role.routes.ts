import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Roles, menus, function and data permissions (system administration). */
export const roleRoutes: FastifyPluginAsyncZod = async () => {};
