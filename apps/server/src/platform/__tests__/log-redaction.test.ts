import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logUrl } from '../../app.js';
import { TEST_ADMIN_PASSWORD } from '../../../test/constants.js';
import { useTestApp } from '../../../test/use-test-app.js';

/*
 * Issue 13, finding 6: session tokens never reach the server log, wherever they travel — the
 * header, the cookie, a Bearer header, or the URL hand-offs (?AuthToken= of initAuthToken,
 * ?token= of user info), percent-encoded names included. The app logs at info level into a
 * buffer here and the test looks for the token's text in it.
 */
const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
const ctx = useTestApp({ logLevel: 'info' }, { logStream: sink });


describe('the server log', () => {
  it('masks token parameters in logged URLs, whatever their case or encoding', () => {
    expect(logUrl('/api/login/initAuthToken?AuthToken=abc.def&x=1')).toBe('/api/login/initAuthToken?AuthToken=***&x=1');
    expect(logUrl('/api/user/info?token=abc')).toBe('/api/user/info?token=***');
    expect(logUrl('/api/user/info?a=1&Auth%54oken=abc')).toBe('/api/user/info?a=1&Auth%54oken=***');
    expect(logUrl('/api/websocket/1?TOKEN=abc#x')).toBe('/api/websocket/1?TOKEN=***');
    expect(logUrl('/api/b/notice/list?name=token-free')).toBe('/api/b/notice/list?name=token-free');
  });

  it('never contains a session token, however the request carried it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    const token = res.json().data.authToken as string;
    expect(token.length).toBeGreaterThan(30);
    await ctx.app.inject({ method: 'GET', url: `/api/login/initAuthToken?AuthToken=${token}` });
    await ctx.app.inject({ method: 'GET', url: `/api/user/info?token=${token}` });
    await ctx.app.inject({ method: 'GET', url: `/api/user/info?Auth%54oken=${token}` });
    await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { authtoken: token } });
    await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });
    await ctx.app.inject({ method: 'GET', url: '/api/user/info', cookies: { AuthToken: token } });
    // A route that refuses the token in its URL, and a malformed call, log their URLs too.
    await ctx.app.inject({ method: 'GET', url: `/api/b/notice/msg/toReadNumber/0?AuthToken=${token}` });
    await ctx.app.inject({ method: 'GET', url: `/api/nowhere?token=${token}` });
    const log = lines.join('');
    expect(log).toContain('/api/login/initAuthToken?AuthToken=***');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 20));
  });
});
