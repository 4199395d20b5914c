/**
 * Registers a route from its contract (packages/shared/src/contracts, docs/contracts.md): the
 * method, path and request schemas come from the contract, and the route declares its 200
 * response — the envelope around the contract's `data` — so the answer goes through the zod
 * serializer (app.ts: serializerCompiler): fields the schema does not name are stripped, and an
 * answer that does not match its schema is a 500 (caught by the route's tests, never a leak).
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { type ApiCall, type CallServerData, zCallEnvelope } from '@ecms/shared';
import type { Envelope } from './envelope.js';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a contract's handler receives: params, query and body as the contract parses them. */
export type ContractRequest<C extends ApiCall> = FastifyRequest & {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
};

export type ContractHandler<C extends ApiCall> =
  (req: ContractRequest<C>, reply: FastifyReply) => Promise<Envelope<CallServerData<C>>>;

export interface ContractRouteOptions {
  /** permission, auth … (platform/auth/context.ts). */
  config?: FastifyContextConfig;
  /** Extra OpenAPI fields (description, hide). */
  schema?: Pick<FastifySchema, 'description' | 'hide'>;
}

// The response schema of a contract is built once (a contract may be registered by several apps in one process).
const responses = new WeakMap<ApiCall, z.ZodType>();

/** The envelope schema a contract's route answers with. */
export function responseSchemaOf(c: ApiCall): z.ZodType {
  let s = responses.get(c);
  if (!s) {
    s = zCallEnvelope(c.data);
    responses.set(c, s);
  }
  return s;
}

/** Registers `c` on `app` (under the app's prefix, e.g. /api). */
export function route<C extends ApiCall>(
  // Any Fastify instance: plugins typed with the zod type provider included.
  app: Pick<FastifyInstance, 'route'> | { route: (opts: never) => unknown },
  c: C,
  opts: ContractRouteOptions,
  handler: ContractHandler<C>,
): void {
  const schema: FastifySchema & { tags: string[]; summary: string } = {
    tags: c.tags, summary: c.summary, ...opts.schema, response: { 200: responseSchemaOf(c) },
  };
  if (c.params) schema.params = c.params;
  if (c.query) schema.querystring = c.query;
  if (c.body) schema.body = c.body;
  (app as Pick<FastifyInstance, 'route'>).route({
    method: c.method,
    url: c.path,
    schema,
    ...(opts.config && { config: opts.config }),
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
