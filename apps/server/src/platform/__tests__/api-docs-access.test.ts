import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';

/* Issue 13 finding 6: the API documentation is for signed-in administrators (the default setting). */
const ctx = useTestApp({ apiDocs: 'admin' });

describe('API documentation access', () => {
  it('answers /api/docs only to a signed-in administrator', async () => {
    const user = await ctx.make.user();
    for (const url of ['/api/docs/json', '/api/docs/openapi.json', '/api/docs']) {
      expect((await ctx.call(null, 'GET', url)).statusCode, url).toBe(401);
      expect((await ctx.call(user.loginName, 'GET', url)).statusCode, url).toBe(403);
      expect((await ctx.call('admin', 'GET', url)).statusCode, url).toBeLessThan(400);
    }
  });
});
