import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Base data: dictionaries, areas, parameters, page configuration. */
export const bdRoutes: FastifyPluginAsyncZod = async () => {};
