import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { baseUrl, launch, newPage, shot, step } from '../helpers';

/*
 * CAS single sign-on (cas.login): the login page hands the browser to the CAS server, which
 * sends it back to /cas with a ticket; the server validates the ticket with CAS and signs the
 * user in. A small real CAS peer plays the CAS server.
 */
let browser: Browser;
let cas: http.Server;
let casUrl = '';
let adminToken = '';

const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method, headers: { 'content-type': 'application/json', authtoken: adminToken }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.msg}`);
  return json.data;
};
/** Sets a parameter and answers the value it had. */
const setParam = async (key: string, value: string): Promise<string> => {
  const [p] = await api<{ id: string; version: number; value: string }[]>('POST', '/a/sys/param/queryList', { params: { key } });
  await api('PUT', '/a/sys/param', { id: p.id, version: p.version, value });
  return p.value;
};

beforeAll(async () => {
  browser = await launch();
  cas = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas');
    if (url.pathname === '/cas/login') {
      const service = url.searchParams.get('service') ?? '';
      res.writeHead(302, { location: `${service}?ticket=ST-e2e-1` }).end();
      return;
    }
    const ok = url.pathname === '/cas/p3/serviceValidate' && url.searchParams.get('ticket') === 'ST-e2e-1';
    res.setHeader('content-type', 'application/xml');
    res.end(ok
      ? '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>zhangwei</cas:user></cas:authenticationSuccess></cas:serviceResponse>'
      : '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET"/></cas:serviceResponse>');
  });
  await new Promise<void>((r) => cas.listen(0, '127.0.0.1', r));
  casUrl = `http://127.0.0.1:${(cas.address() as AddressInfo).port}/cas`;
  const login = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'zhaolei', password: E2E_DEMO_PASSWORD }),
  });
  adminToken = ((await login.json()) as { data: { authToken: string } }).data.authToken;
});
afterAll(async () => {
  await browser?.close();
  cas?.close();
});

describe('CAS sign-in', () => {
  it('sends the login page to CAS and signs in with the returned ticket', async () => {
    const { page, context, errors } = await newPage(browser);
    let serverUrl: string | undefined;
    let casLogin: string | undefined;
    try {
      serverUrl = await setParam('cas.server.url', casUrl);
      casLogin = await setParam('cas.login', 'true');
      await step(page, 'cas-round-trip', async () => {
        await page.goto('/login');
        await page.waitForURL(/\/cas\?ticket=ST-e2e-1/);
        await page.getByTestId('welcome-card').waitFor();
        await expect(page.getByTestId('welcome-card').innerText()).resolves.toContain('张伟');
        await shot(page, '10-cas-signed-in');
      });
      await step(page, 'bad-ticket-offers-login', async () => {
        await context.clearCookies();
        await page.evaluate(() => { sessionStorage.clear(); localStorage.removeItem('AuthToken'); });
        await page.goto('/cas?ticket=ST-forged');
        await page.getByText('统一认证登录失败').first().waitFor();
      });
      expect(errors).toEqual([]);
    } finally {
      // Both parameters back as they were: the other journeys sign in with a password.
      if (casLogin !== undefined) await setParam('cas.login', casLogin);
      if (serverUrl !== undefined) await setParam('cas.server.url', serverUrl);
      await context.close();
    }
  });
});
