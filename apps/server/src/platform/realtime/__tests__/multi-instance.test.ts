import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../../db/schema/index.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { listenLocal, openPush, type PushClient } from '../../../../test/realtime-helpers.js';
import { PgBus } from '../event-bus.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Two app instances on one database (two PostgreSQL pools and LISTEN connections when
 * DATABASE_URL is set; one shared embedded database otherwise) behave as one application.
 */

let a: FastifyInstance;
let b: FastifyInstance;
let baseB: string;
let admin: string;
const sockets: PushClient[] = [];

const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

beforeAll(async () => {
  a = ctx.app;
  const second = await ctx.t.secondInstance();
  b = second.app;
  baseB = await listenLocal(b);
  admin = await ctx.token();
  // Both instances listen before anything is published (the connection is opened lazily).
  for (const db of [ctx.t.database, second.database]) if (db.bus instanceof PgBus) await db.bus.ready();
});
afterAll(async () => {
  for (const s of sockets) await s.close();
});

describe('several instances on one database', () => {
  it('delivers a message created through instance A to a browser connected to instance B', async () => {
    const token = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const [zhang] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'zhangwei'));
    const onB = await openPush(baseB, zhang.id, { token });
    sockets.push(onB);
    expect(b.pushHub.connections).toBe(1);
    expect(a.pushHub.connections).toBe(0);

    const res = await call(a, 'POST', '/a/notice/msg/send', admin, { userIds: [zhang.id], title: '跨实例推送', content: '来自实例A' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onB.next((f) => f.type === 'message' && f.title === '跨实例推送')).toMatchObject({ content: '来自实例A' });
    // And B serves the message it did not create.
    expect(body<number>(await call(b, 'GET', '/b/notice/msg/toReadNumber/0', token)).data).toBeGreaterThan(0);
  });

  it('drops the parameter cache of every instance when a parameter changes on one', async () => {
    const read = async (app: FastifyInstance) => body<Record<string, string>>(await call(app, 'GET', '/share/param/paramList', admin)).data['sys.copyright'];
    const list = body<{ id: string; key: string; version: number }[]>(await call(a, 'POST', '/a/sys/param/queryList', admin, { params: { key: 'sys.copyright' } })).data;
    const param = list.find((p) => p.key === 'sys.copyright')!;
    const before = await read(b); // B caches the current value
    expect(await read(b)).toBe(before);
    const res = await call(a, 'PUT', '/a/sys/param', admin, { id: param.id, version: param.version, value: '© 跨实例缓存测试' });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => read(b), { timeout: 3000, interval: 50 }).toBe('© 跨实例缓存测试');
  });

  it('drops the dictionary cache of every instance when a dictionary changes on one', async () => {
    const options = async (app: FastifyInstance) =>
      body<{ value: string; text: string }[]>(await call(app, 'GET', '/share/bd/dict/BUSINESS_TYPE', admin)).data.map((o) => o.text);
    expect(await options(b)).not.toContain('全过程咨询'); // cached on B
    const res = await call(a, 'POST', '/a/bd/dict/save', admin, { type: 'BUSINESS_TYPE', label: '全过程咨询', value: '6' });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => options(b), { timeout: 3000, interval: 50 }).toContain('全过程咨询');
  });
});

// The LISTEN connection exists only on PostgreSQL (the embedded database's bus is in process).
if (process.env.DATABASE_URL) describe('the PostgreSQL event bus', () => {
  it('reconnects its LISTEN connection after losing it', async () => {
    const bus = (await ctx.t.secondInstance()).database.bus as PgBus;
    await bus.ready();
    const got: unknown[] = [];
    bus.subscribe('test.topic', (d) => got.push(d));
    await bus.dropConnectionForTest();
    await expect.poll(() => bus.listening, { timeout: 5000, interval: 50 }).toBe(true);
    await ctx.t.database.bus.publish('test.topic', { n: 1 });
    await expect.poll(() => got, { timeout: 3000, interval: 50 }).toEqual([{ n: 1 }]);
  });
});
