/**
 * Fetch-based HTTP client implementing the spec's response handling (spec §8):
 * - code 1000, or a true success/status flag, counts as success; code 303 passes.
 * - a business error (envelope with success false) shows msg as an error for 10 s and rejects.
 * - HTTP 401 shows 您已被登出，即将重新登录！, clears the login and redirects to login after 2 s.
 * - no response / timeout (300000 ms default) shows 请求超时 for 5 s.
 * - other errors show the server msg or 服务器正在维护或网络不可用，请稍后再试~ for 5 s.
 */
import { i18n } from '../locales/i18n';
import { getToken, TOKEN_KEY } from './token';
import type { Envelope } from './types';
import { getUiApi } from './ui-bridge';
import { DURATION, MUST_CHANGE_PASSWORD, RESPONSE_CODE, TIMEOUT_MS } from '@ecms/shared';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT: number = TIMEOUT_MS.REQUEST;
export const BUSINESS_ERROR_SECONDS: number = DURATION.BUSINESS_ERROR_TOAST_S;
export const ERROR_SECONDS: number = DURATION.ERROR_TOAST_S;
export const LOGIN_REDIRECT_DELAY: number = DURATION.LOGIN_REDIRECT_DELAY_S * 1000;

export type HttpErrorKind = 'business' | 'unauthorized' | 'timeout' | 'http';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly envelope?: Envelope<unknown>;
  constructor(kind: HttpErrorKind, message: string, init: { status?: number; code?: number; envelope?: Envelope<unknown> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = init.status;
    this.code = init.code;
    this.envelope = init.envelope;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** query-string parameters; undefined and null values are skipped */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body (or FormData, sent as is) */
  body?: unknown;
  headers?: Record<string, string>;
  /** milliseconds; default 300000 */
  timeout?: number;
  /** no error toasts (the call still rejects) */
  silent?: boolean;
  /** public calls: a 401 is shown like a business error instead of the logout modal */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
}

/** Hooks the session layer installs so this module does not import the app. */
export interface HttpHooks {
  /** called once per 401 burst when leaving (OK or after 2 s): clears the login, returns the login entry */
  onUnauthorized: () => string;
  /** full-page navigation (replaceable in tests) */
  navigate: (url: string) => void;
  /** the server refused a call until the password is changed (403 MUST_CHANGE_PASSWORD): show the change page */
  onMustChangePassword: () => void;
}

let hooks: HttpHooks = {
  onUnauthorized: () => '/login',
  navigate: (url) => window.location.assign(url),
  onMustChangePassword: () => undefined,
};

export function setHttpHooks(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

let unauthorizedPending = false;

/** test helper */
export function resetHttpState(): void {
  unauthorizedPending = false;
}

function tokenFromUrl(): string | null {
  try {
    return new URLSearchParams(window.location.search).get(TOKEN_KEY);
  } catch {
    return null;
  }
}

function buildUrl(url: string, params?: RequestOptions['params']): string {
  const full = /^https?:\/\//.test(url) ? url : `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
  if (!params) return full;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  if (!s) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${s}`;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    ('code' in body || 'success' in body || 'status' in body) &&
    !Array.isArray(body)
  );
}

/** Spec §8: code 1000, a success/status flag, or code 303 count as passing. */
export function isPassing(body: Envelope<unknown>): boolean {
  return (
    body.code === RESPONSE_CODE.SUCCESS ||
    body.success === true ||
    body.status === true ||
    body.code === RESPONSE_CODE.PASS
  );
}

function showError(text: string, seconds: number, silent?: boolean): void {
  if (silent) return;
  getUiApi().message.error(text, seconds);
}

/** The token a call carries: one handed over in the URL, else the session's. */
const currentToken = (): string | null => tokenFromUrl() || getToken();

/**
 * A 401 ends the session that made the call, never a later one: a call still out when the user
 * signed out answers 401 (its token was revoked), and must not sign out the session begun on the
 * sign-in page meanwhile (that is how the work mode seemed lost after signing out and in again).
 */
function handleUnauthorized(sentToken: string | null): void {
  if (sentToken !== currentToken()) return;
  if (unauthorizedPending) return;
  unauthorizedPending = true;
  const hadToken = Boolean(getToken());
  const { modal } = getUiApi();
  let done = false;
  const notice: { current?: { destroy: () => void } } = {};
  const go = () => {
    if (done) return;
    done = true;
    if (currentToken() !== sentToken) {
      // signed in again within the delay: that session stays
      notice.current?.destroy();
      unauthorizedPending = false;
      return;
    }
    const here = window.location.pathname + window.location.search;
    // clear the login now; the hook answers where the login entry is (custom path / saasLogin / login)
    const entry = hooks.onUnauthorized();
    const destination = hadToken ? entry : '/login';
    const onLoginPage = /^\/(login|saasLogin)(\/|$)/.test(window.location.pathname) || window.location.pathname === destination;
    const redirect = onLoginPage ? '' : `?redirect=${encodeURIComponent(here)}`;
    hooks.navigate(`${destination}${redirect}`);
  };
  notice.current = modal.warning({
    title: i18n.t('http.loggedOutTitle'),
    content: i18n.t('http.loggedOut'),
    okText: i18n.t('http.reLogin'),
    closable: false,
    keyboard: false,
    onOk: go,
  });
  window.setTimeout(go, LOGIN_REDIRECT_DELAY);
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 204) return null;
  try {
    if (type.includes('application/json')) return await res.json();
    const text = await res.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  } catch {
    return null;
  }
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', params, body, timeout = REQUEST_TIMEOUT, silent, skipAuthRedirect } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = currentToken();
  if (token) headers[TOKEN_KEY] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  let res: Response;
  try {
    res = await fetch(buildUrl(url, params), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (err) {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
    if (options.signal?.aborted && !timedOut) throw err; // caller cancelled: no toast
    const text = i18n.t('http.timeout');
    showError(text, ERROR_SECONDS, silent);
    throw new HttpError('timeout', text);
  }
  const data = await readBody(res);
  clearTimeout(timer);
  options.signal?.removeEventListener('abort', onOuterAbort);

  if (res.status === 401) {
    const msg = isEnvelope(data) && data.msg ? data.msg : i18n.t('http.loggedOut');
    if (skipAuthRedirect) {
      // public calls (sign-in, captcha checks): a 401 is an ordinary refusal such as 用户名或密码错误
      showError(msg, BUSINESS_ERROR_SECONDS, silent);
    } else {
      handleUnauthorized(token);
    }
    throw new HttpError('unauthorized', msg, { status: 401, envelope: isEnvelope(data) ? data : undefined });
  }

  if (res.ok) {
    if (!isEnvelope(data)) {
      return { success: true, status: true, code: RESPONSE_CODE.SUCCESS, msg: '', data: data as T };
    }
    if (isPassing(data)) return data as Envelope<T>;
    const msg = data.msg || i18n.t('http.unknownError');
    showError(msg, BUSINESS_ERROR_SECONDS, silent);
    throw new HttpError('business', msg, { status: res.status, code: data.code, envelope: data });
  }

  // Non-2xx answers. A 4xx carrying the envelope is a business rule violation (contract).
  if (isEnvelope(data) && res.status < 500) {
    if (data.code === RESPONSE_CODE.PASS) return data as Envelope<T>;
    if (res.status === 403 && data.code === MUST_CHANGE_PASSWORD.code) {
      // No toast per refused call: the shell switches to the change-password page instead.
      hooks.onMustChangePassword();
      throw new HttpError('business', data.msg || MUST_CHANGE_PASSWORD.msg, { status: 403, code: data.code, envelope: data });
    }
    const msg = data.msg || i18n.t('http.serverUnavailable');
    showError(msg, BUSINESS_ERROR_SECONDS, silent);
    throw new HttpError('business', msg, { status: res.status, code: data.code, envelope: data });
  }
  const serverMsg = isEnvelope(data) && data.msg ? data.msg : '';
  const msg = serverMsg || i18n.t('http.serverUnavailable');
  showError(msg, ERROR_SECONDS, silent);
  throw new HttpError('http', msg, { status: res.status, envelope: isEnvelope(data) ? data : undefined });
}

type NoMethod = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T = unknown>(url: string, options?: NoMethod) => request<T>(url, { ...options, method: 'GET' }),
  delete: <T = unknown>(url: string, options?: NoMethod) => request<T>(url, { ...options, method: 'DELETE' }),
  post: <T = unknown>(url: string, body?: unknown, options?: NoMethod) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T = unknown>(url: string, body?: unknown, options?: NoMethod) =>
    request<T>(url, { ...options, method: 'PUT', body }),
};
