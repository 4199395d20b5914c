/**
 * Typed calls from the shared contracts (packages/shared/src/contracts, docs/contracts.md),
 * through the §8 client in http.ts: its toasts, 401 handling and errors stay as they are.
 *
 *   const c = await call(contractApi.get, { params: { id } });          // Contract
 *   const { rows, total } = await callList(contractApi.queryList, { body: req });
 */
import { type ApiCall, type CallData, type CallInput, callPath } from '@ecms/shared';
import { request, type RequestOptions } from './http';

export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'params'>;

/** The envelope of a typed call (`msg` for commands that show the server's message). */
export interface Answer<T> {
  data: T;
  msg: string;
  total?: number;
}

/** Sends a contract's call; answers its data with the envelope's msg and total. */
export async function callEnvelope<C extends ApiCall>(c: C, input?: CallInput<C>, opts: CallOptions = {}): Promise<Answer<CallData<C>>> {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['params']; body?: unknown };
  const res = await request<CallData<C>>(callPath(c, i.params), { ...opts, method: c.method, params: i.query, body: i.body });
  return { data: res.data, msg: res.msg, total: res.total };
}

/** Sends a contract's call and answers its data. */
export async function call<C extends ApiCall>(c: C, input?: CallInput<C>, opts?: CallOptions): Promise<CallData<C>> {
  return (await callEnvelope(c, input, opts)).data;
}

type Row<C extends ApiCall> = CallData<C> extends readonly (infer R)[] ? R : never;

/** A paged list call: its rows and total (total defaults to the rows' count when absent). */
export async function callList<C extends ApiCall>(c: C, input?: CallInput<C>, opts?: CallOptions): Promise<{ rows: Row<C>[]; total: number }> {
  const res = await callEnvelope(c, input, opts);
  const rows = (Array.isArray(res.data) ? res.data : []) as Row<C>[];
  return { rows, total: Number(res.total ?? rows.length) || 0 };
}
