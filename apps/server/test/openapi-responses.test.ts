/**
 * Routes that declare their response (docs/contracts.md): counted from the OpenAPI document.
 * The floor only goes up — raise it when an area moves onto contracts.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, zDateTime } from '@ecms/shared';
import { route } from '../src/platform/contract-route.js';
import { ok } from '../src/platform/envelope.js';
import { client } from './api-client.js';
import { useTestApp } from './use-test-app.js';

const ctx = useTestApp();

const DECLARED_FLOOR = 270;

describe('declared responses', () => {
  it('counts the routes of the OpenAPI document with a declared 200 response and holds the floor', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };
    let routes = 0;
    let declared = 0;
    for (const ops of Object.values(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
        routes++;
        if (op.responses?.['200']?.content) declared++;
      }
    }
    console.log(`routes with a declared response: ${declared} of ${routes}`);
    expect(declared).toBeGreaterThanOrEqual(DECLARED_FLOOR);
  });
});

describe('contract routes', () => {
  const probe = defineCall({
    method: 'POST', path: '/probe/:id', tags: ['test'], summary: 'probe',
    params: z.object({ id: z.string() }), body: z.object({ n: z.number() }),
    data: z.object({ id: z.string(), n: z.number(), at: zDateTime, maybe: z.string().nullable() }),
  });
  const build = async (answer: (id: string, n: number) => unknown) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    route(app, probe, {}, async (req) => ok(answer(req.params.id, req.body.n) as never, { msg: 'done' }));
    await app.ready();
    return app;
  };

  it('serialises through the response schema: unknown fields are stripped, dates become ISO strings', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const app = await build((id, n) => ({ id, n, at, maybe: null, tenantId: 't1', passwordHash: 'secret' }));
    const res = await client(app, undefined, '').send(probe, { params: { id: 'x' }, body: { n: 2 } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ success: true, code: 1000, status: true, msg: 'done', data: { id: 'x', n: 2, at: at.toISOString(), maybe: null } });
    expect(res.text).not.toContain('secret');
    await app.close();
  });

  it('an answer that does not match its schema is a server error, not a leak', async () => {
    const app = await build((id) => ({ id, n: 'not a number', at: new Date(), maybe: null }));
    const res = await app.inject({ method: 'POST', url: '/probe/x', payload: { n: 1 } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
    await app.close();
  });
});
