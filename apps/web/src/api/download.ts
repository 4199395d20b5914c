import { API_BASE, HttpError } from './http';
import { getToken, TOKEN_KEY } from './token';

/**
 * Downloads an answer as a file (POST exports and GET templates alike), keeping the server's
 * file name. A POST cannot be a plain link, so fetch + blob; a refusal comes back as the JSON
 * envelope and is thrown with its message.
 */
export async function downloadFile(url: string, init: { method?: 'GET' | 'POST'; body?: unknown; fallbackName: string }): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers[TOKEN_KEY] = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API_BASE}${url}`, {
    method: init.method ?? 'GET', headers, credentials: 'include', body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    let msg = '';
    try { msg = ((await res.json()) as { msg?: string }).msg ?? ''; } catch { /* not JSON */ }
    throw new HttpError(res.status === 401 ? 'unauthorized' : 'business', msg || `下载失败（${res.status}）`, { status: res.status });
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : init.fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
