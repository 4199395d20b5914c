import { type CallEnvelope, zCallEnvelope } from '@ecms/shared';

/** The response envelope every /api call answers with (spec 1-foundation §8): the contracts' one. */
export type Envelope<T> = CallEnvelope<T>;

export const SUCCESS_CODE = 1000;

export function ok<T>(data: T, extra: { msg?: string; total?: number } = {}): Envelope<T> {
  const body: Envelope<T> = { success: true, code: SUCCESS_CODE, status: true, msg: extra.msg ?? '操作成功', data };
  if (extra.total !== undefined) body.total = extra.total;
  return body;
}

export function fail(code: number, msg: string): Envelope<null> {
  return { success: false, code, status: false, msg, data: null };
}

/** OpenAPI description of an envelope around `data` (the contracts' envelope schema). */
export const zEnvelope = zCallEnvelope;
