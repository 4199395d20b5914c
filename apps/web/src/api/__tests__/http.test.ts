// @vitest-environment jsdom
import '../../test/setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError, resetHttpState, setHttpHooks } from '../http';
import { setUiApi } from '../ui-bridge';
import { setToken, removeToken } from '../token';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const message = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
const modal = {
  confirm: vi.fn(() => ({ destroy: () => undefined })),
  warning: vi.fn((_props: { content?: unknown }) => ({ destroy: () => undefined })),
  info: vi.fn(() => ({ destroy: () => undefined })),
  error: vi.fn(() => ({ destroy: () => undefined })),
};
const navigate = vi.fn();
const onUnauthorized = vi.fn(() => '/login');
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.clearAllMocks();
  resetHttpState();
  setUiApi({ message, modal } as never);
  setHttpHooks({ navigate, onUnauthorized });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  removeToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http client (spec §8)', () => {
  it('code 1000 resolves with the envelope, sends AuthToken and credentials', async () => {
    setToken('t-1');
    fetchMock.mockResolvedValue(json(200, { success: true, code: 1000, status: true, msg: '', data: { a: 1 }, total: 3 }));
    const res = await http.post<{ a: number }>('/x/queryList', { pageNo: 1 });
    expect(res.data).toEqual({ a: 1 });
    expect(res.total).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x/queryList');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).AuthToken).toBe('t-1');
    expect(init.body).toBe(JSON.stringify({ pageNo: 1 }));
    expect(message.error).not.toHaveBeenCalled();
  });

  it('a true success or status flag passes even without code 1000', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, code: 0, status: false, msg: '', data: 1 }));
    fetchMock.mockResolvedValueOnce(json(200, { success: false, code: 0, status: true, msg: '', data: 2 }));
    expect((await http.get('/a')).data).toBe(1);
    expect((await http.get('/b')).data).toBe(2);
  });

  it('code 303 passes without a toast', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: false, code: 303, status: false, msg: 'redirect', data: 'x' }));
    fetchMock.mockResolvedValueOnce(json(400, { success: false, code: 303, status: false, msg: 'redirect', data: 'y' }));
    expect((await http.get('/a')).data).toBe('x');
    expect((await http.get('/b')).data).toBe('y');
    expect(message.error).not.toHaveBeenCalled();
  });

  it('a business error shows msg for 10 s and rejects', async () => {
    fetchMock.mockResolvedValue(json(200, { success: false, code: 500, status: false, msg: '提交失败', data: null }));
    await expect(http.post('/a', {})).rejects.toMatchObject({ kind: 'business', message: '提交失败' });
    expect(message.error).toHaveBeenCalledWith('提交失败', 10);
  });

  it('a 4xx envelope is a business error (10 s)', async () => {
    fetchMock.mockResolvedValue(json(400, { success: false, code: 400, status: false, msg: '验证码错误', data: null }));
    await expect(http.post('/a', {})).rejects.toBeInstanceOf(HttpError);
    expect(message.error).toHaveBeenCalledWith('验证码错误', 10);
  });

  it('HTTP 401 shows 您已被登出，即将重新登录！, then clears the login and redirects after 2 s', async () => {
    vi.useFakeTimers();
    setToken('t-1');
    fetchMock.mockResolvedValue(json(401, { success: false, code: 401, status: false, msg: '登录已失效', data: null }));
    await expect(http.get('/user/info')).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(http.get('/other')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(modal.warning).toHaveBeenCalledTimes(1);
    expect(modal.warning.mock.calls[0][0]).toMatchObject({ content: '您已被登出，即将重新登录！' });
    expect(message.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0][0]).toMatch(/^\/login/);
  });

  it('a 401 for a call made before signing out does not end the session signed in since', async () => {
    vi.useFakeTimers();
    setToken('old');
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => { answer = resolve; }));
    const late = http.get('/workmode/menus');
    // signed out (token gone) and in again before the revoked call answers
    setToken('new');
    answer(json(401, { success: false, code: 401, status: false, msg: '登录已失效', data: null }));
    await expect(late).rejects.toMatchObject({ kind: 'unauthorized' });
    vi.advanceTimersByTime(5000);
    expect(modal.warning).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signing in again within the 2 s of the logout notice keeps the new session', async () => {
    vi.useFakeTimers();
    const destroy = vi.fn();
    modal.warning.mockReturnValueOnce({ destroy });
    setToken('old');
    fetchMock.mockResolvedValueOnce(json(401, { success: false, code: 401, status: false, msg: '登录已失效', data: null }));
    await expect(http.get('/user/info')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(modal.warning).toHaveBeenCalledTimes(1);
    setToken('new');
    vi.advanceTimersByTime(2000);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(destroy).toHaveBeenCalled();
    // a later 401 of the new session is handled again
    fetchMock.mockResolvedValueOnce(json(401, { success: false, code: 401, status: false, msg: '登录已失效', data: null }));
    await expect(http.get('/user/info')).rejects.toMatchObject({ kind: 'unauthorized' });
    vi.advanceTimersByTime(2000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 with skipAuthRedirect (public sign-in call) is shown as a refusal, no logout', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false, code: 401, status: false, msg: '用户名或密码错误', data: null }));
    await expect(http.post('/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(modal.warning).not.toHaveBeenCalled();
    expect(message.error).toHaveBeenCalledWith('用户名或密码错误', 10);
  });

  it('no response shows 请求超时 for 5 s', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/a')).rejects.toMatchObject({ kind: 'timeout' });
    expect(message.error).toHaveBeenCalledWith('请求超时', 5);
  });

  it('a timeout aborts the request and shows 请求超时', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(http.get('/slow', { timeout: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(message.error).toHaveBeenCalledWith('请求超时', 5);
  });

  it('other HTTP errors show the server msg, else the maintenance text, for 5 s', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { success: false, code: 500, status: false, msg: '数据库不可用', data: null }));
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(http.get('/a')).rejects.toMatchObject({ kind: 'http' });
    await expect(http.get('/b')).rejects.toMatchObject({ kind: 'http' });
    expect(message.error).toHaveBeenNthCalledWith(1, '数据库不可用', 5);
    expect(message.error).toHaveBeenNthCalledWith(2, '服务器正在维护或网络不可用，请稍后再试~', 5);
  });

  it('silent calls reject without a toast', async () => {
    fetchMock.mockResolvedValue(json(404, { success: false, code: 404, status: false, msg: '接口不存在', data: null }));
    await expect(http.get('/b/notice/msg/toReadNumber/0', { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(message.error).not.toHaveBeenCalled();
  });

  it('query parameters skip null and undefined', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, code: 1000, status: true, msg: '', data: null }));
    await http.get('/login/initAuthToken', { params: { AuthToken: 'a b', x: undefined, y: null, z: 0 } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/login/initAuthToken?AuthToken=a+b&z=0');
  });
});
