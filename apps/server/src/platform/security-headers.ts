import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, exactly as @fastify/helmet sets them with `options`, worked out
 * once. The plugin builds helmet's whole middleware (CSP directives parsed again) on every request,
 * through two hooks: about 2% of a list request's CPU for headers that never change between
 * requests. They are read once from a throwaway instance running the plugin, then set on the raw
 * response by one synchronous hook (as the plugin does: error answers and the web app's files get them too).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet puts on a response with `options` (read after its hooks ran). */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  let seen: [string, string][] = [];
  await probe.register(fastifyHelmet, options);
  probe.get('/', async (_req, reply) => {
    seen = Object.entries(reply.raw.getHeaders()).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]);
    return '';
  });
  try {
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  if (!seen.length) throw new Error('helmetHeaders: the plugin set no header');
  return seen;
}
