/**
 * A typed client over app.inject for server tests: calls are the shared contracts
 * (packages/shared/src/contracts), answers are typed from them, so a test re-declares no row type.
 *
 *   const admin = client(t.app, token);
 *   const started = await admin.data(contractApi.saveAndStartFlow, { body: { … } });
 *   const res = await admin.send(contractApi.get, { params: { id } });   // any status
 *   expect(res.statusCode).toBe(403); expect(res.body.msg).toBe('…');
 */
import type { FastifyInstance } from 'fastify';
import { type ApiCall, type CallData, type CallEnvelope, type CallInput, callPath } from '@ecms/shared';

export interface ClientResponse<T> {
  statusCode: number;
  /** The parsed envelope (on a failure `data` is null: read `msg`). */
  body: CallEnvelope<T>;
  /** The raw text, for assertion messages. */
  text: string;
  headers: Record<string, unknown>;
}

export interface ApiClient {
  /** Sends the call and answers whatever came back, typed as the contract's envelope. */
  send<C extends ApiCall>(c: C, input?: CallInput<C>, headers?: Record<string, string>): Promise<ClientResponse<CallData<C>>>;
  /** Sends the call and expects a 200: answers the envelope (data, total, msg). */
  call<C extends ApiCall>(c: C, input?: CallInput<C>): Promise<CallEnvelope<CallData<C>>>;
  /** Sends the call and expects a 200: answers its data. */
  data<C extends ApiCall>(c: C, input?: CallInput<C>): Promise<CallData<C>>;
}

type Inject = Pick<FastifyInstance, 'inject'>;

/** `token` undefined → an anonymous caller. `prefix` is where the app mounts the API. */
export function client(app: Inject, token?: string, prefix = '/api'): ApiClient {
  const send: ApiClient['send'] = async (c, input, headers = {}) => {
    const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(i.query ?? {})) if (v !== undefined && v !== null) query[k] = String(v);
    const res = await app.inject({
      method: c.method,
      url: prefix + callPath(c, i.params),
      query,
      headers: { ...(token && { AuthToken: token }), ...headers },
      ...(i.body !== undefined && { payload: i.body as object }),
    });
    let body: CallEnvelope<never>;
    try {
      body = res.json();
    } catch {
      body = { success: false, code: res.statusCode, status: false, msg: res.body, data: null as never };
    }
    return { statusCode: res.statusCode, body, text: res.body, headers: res.headers };
  };
  const call: ApiClient['call'] = async (c, input) => {
    const res = await send(c, input);
    if (res.statusCode !== 200) throw new Error(`${c.method} ${c.path} answered ${res.statusCode}: ${res.text}`);
    return res.body;
  };
  return { send, call, data: async (c, input) => (await call(c, input)).data };
}
