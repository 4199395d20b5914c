import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, body, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

let cas: http.Server;
let casUrl: string;
const tickets = new Map<string, string>([['ST-good', 'zhangwei'], ['ST-stranger', 'nobody']]);

beforeAll(async () => {
  // A real CAS protocol peer: answers /cas/p3/serviceValidate like a CAS server would.
  cas = http.createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    const user = tickets.get(u.searchParams.get('ticket') ?? '');
    tickets.delete(u.searchParams.get('ticket') ?? '');
    res.setHeader('content-type', 'application/xml');
    res.end(user
      ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
      : '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">bad</cas:authenticationFailure></cas:serviceResponse>');
  });
  await new Promise<void>((r) => cas.listen(0, '127.0.0.1', r));
  casUrl = `http://127.0.0.1:${(cas.address() as AddressInfo).port}/cas`;
});
afterAll(() => { cas?.close(); });

const setParam = (key: string, value: string) =>
  ctx.db.execute(sql`insert into sys_param (tenant_id, id, key, value) select id, ${`p-${key}`}, ${key}, ${value} from tenant
    on conflict (tenant_id, key) do update set value = excluded.value`);

describe('CAS single sign-on (cas.login)', () => {
  it('is refused while cas.login is off', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login/sso/userinfo?ticket=ST-good' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('未启用单点登录');
  });

  it('validates a ticket with the CAS server and signs the user in once', async () => {
    await setParam('cas.login', 'true');
    await setParam('cas.server.url', casUrl);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login/sso/userinfo?ticket=ST-good&service=http://localhost/cas' });
    expect(res.statusCode).toBe(200);
    const u = body<{ loginName: string; authToken: string }>(res).data;
    expect(u.loginName).toBe('zhangwei');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(u.authToken) })).statusCode).toBe(200);
    // A ticket is single-use at the CAS server.
    const again = await ctx.app.inject({ method: 'GET', url: '/api/login/sso/userinfo?ticket=ST-good' });
    expect(again.statusCode).toBe(401);
    expect(body(again).msg).toBe('单点登录票据无效或已过期');
  });

  it('refuses a CAS user unknown here', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login/sso/userinfo?ticket=ST-stranger' });
    expect(res.statusCode).toBe(403);
  });

  it('returns the current user for a signed-in caller without a ticket', async () => {
    const token = await ctx.t.login();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login/sso/userinfo', headers: auth(token) });
    expect(body<{ loginName: string }>(res).data.loginName).toBe('admin');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/login/sso/userinfo' })).statusCode).toBe(401);
  });
});

describe('SaaS sign-in', () => {
  it('signs in to the named company and refuses an unknown one', async () => {
    const [{ id }] = ((await ctx.db.execute(sql`select id from tenant where code = 'default'`)) as unknown as { rows: { id: string }[] }).rows;
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/saas/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, companyId: id } });
    expect(ok.statusCode).toBe(200);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/saas/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, companyId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('企业不存在');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/saas/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(body(missing).msg).toBe('请选择企业');
  });

  it('refuses every session of a disabled company', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    await ctx.db.execute(sql`update tenant set status = 0 where code = 'default'`);
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(token) })).statusCode).toBe(401);
    } finally {
      await ctx.db.execute(sql`update tenant set status = 1 where code = 'default'`);
    }
  });
});

describe('assistant and personal settings', () => {
  it('warns that the assistant is paid until aiConfig is set', async () => {
    const token = await ctx.t.login();
    const off = await ctx.app.inject({ method: 'GET', url: '/api/ai/getAiUserInfo', headers: auth(token) });
    expect(off.statusCode).toBe(400);
    expect(body(off).msg).toBe('该功能为付费功能，请联系项目经理开通');
    await setParam('aiConfig', JSON.stringify({ domain: 'https://ai.example.cn', token: 'tk' }));
    const on = body<{ domain: string; tenantId: string }>(await ctx.app.inject({ method: 'GET', url: '/api/ai/getAiUserInfo', headers: auth(token) }));
    expect(on.data.domain).toBe('https://ai.example.cn');
    expect(on.data.tenantId).toBeTruthy();
  });

  it('stores and reads per-user settings', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    await ctx.app.inject({ method: 'POST', url: '/api/b/user/setting/addUserSetting', headers: auth(token), payload: { key: 'table_column_widths', value: { contract: [120, 80] } } });
    const s = body<Record<string, unknown>>(await ctx.app.inject({ method: 'GET', url: '/api/b/user/setting/getUserSetting', headers: auth(token) }));
    expect(s.data.table_column_widths).toEqual({ contract: [120, 80] });
    const who = body<{ loginName: string }>(await ctx.app.inject({ method: 'GET', url: '/api/b/user/setting/getTokenUser', headers: auth(token) }));
    expect(who.data.loginName).toBe('zhangwei');
  });
});
