import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Departments, users, online users (system administration). */
export const orgRoutes: FastifyPluginAsyncZod = async () => {};
