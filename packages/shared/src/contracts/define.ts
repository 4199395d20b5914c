/**
 * The contract form: one object per HTTP call, shared by the server (route registration and
 * response serialisation), the web (typed API functions) and the server tests (typed client).
 * See docs/contracts.md.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.ZodType | undefined;

/** One call: method, the spec's path under /api (Fastify syntax, `:id`), request parts, and the envelope's `data`. */
export interface ApiCall<
  P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema, D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /** OpenAPI tag and summary. */
  tags: string[];
  summary: string;
  params: P;
  query: Q;
  body: B;
  /** Schema of the envelope's `data`, as the server hands it to the serializer (dates as Date, see zDateTime). */
  data: D;
  /** The answer carries `total` beside `data` (list calls). */
  paged: boolean;
}

/** Declares a call; the request parts left out are `undefined` (no validation, not sendable). */
export function defineCall<
  D extends z.ZodType, P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined,
>(c: {
  method: HttpMethod; path: string; tags: string[]; summary: string;
  params?: P; query?: Q; body?: B; data: D; paged?: boolean;
}): ApiCall<P, Q, B, D> {
  return {
    method: c.method, path: c.path, tags: c.tags, summary: c.summary,
    params: c.params as P, query: c.query as Q, body: c.body as B, data: c.data, paged: c.paged ?? false,
  };
}

type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S> ? { [k in K]?: z.input<S> } : { [k in K]: z.input<S> }
  : { [k in K]?: never };

/** What a client sends: `{ params, query, body }` as the call declares them (each optional when its schema is). */
export type CallInput<C extends ApiCall> = Part<'params', C['params']> & Part<'query', C['query']> & Part<'body', C['body']>;

/** The `data` as it travels (JSON: dates are ISO strings): what the web and the tests receive. */
export type CallData<C extends ApiCall> = z.input<C['data']>;

/** The `data` a route hands to the serializer (dates may be Date objects). */
export type CallServerData<C extends ApiCall> = z.output<C['data']>;

/** The envelope of a successful answer (spec 1 §8). */
export interface CallEnvelope<T> {
  success: boolean;
  code: number;
  status: boolean;
  msg: string;
  data: T;
  total?: number;
}

/** The envelope schema around a call's data; `total` is present on paged calls. */
export const zCallEnvelope = <D extends z.ZodType>(data: D) =>
  z.object({
    success: z.boolean(),
    code: z.number(),
    status: z.boolean(),
    msg: z.string(),
    data,
    total: z.number().optional(),
  });

/**
 * Fills `:name` segments of a call's path from its params (URI-encoded). A Fastify pattern after
 * a name (`:workId(^[A-Za-z0-9-]+)_:configId`) is the server's matching rule and is dropped.
 */
export function callPath(c: Pick<ApiCall, 'path'>, params?: Record<string, unknown>): string {
  return c.path.replace(/:(\w+)(?:\([^)]*\))?/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined || v === null || v === '') throw new Error(`missing path parameter ${k} for ${c.path}`);
    return encodeURIComponent(String(v));
  });
}

/**
 * A timestamp: the server's rows carry Date objects (or, from some raw SQL, text); the wire and
 * the clients see the ISO string JSON.stringify makes of a Date. Encoding (server → JSON) turns a
 * Date into that string; decoding (a client that wants a Date) parses it.
 */
export const zDateTime = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (s) => s,
  encode: (v) => (v instanceof Date ? v.toISOString() : v),
});
