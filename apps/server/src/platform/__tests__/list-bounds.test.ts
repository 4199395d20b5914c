import { describe, expect, it } from 'vitest';
import { body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { MAX_FILTER_ITEMS, MAX_FILTER_LENGTH } from '../list-query.js';

/*
 * Filter values of the list DSL are bounded (issue 13 finding 1): an 8 MB `like` pattern held the
 * embedded database for 18 s, and a NUL byte answered 500. Each is a 400 with the envelope now,
 * checked on a shared lookup any signed-in user may call and on an administrator's list.
 */
const ctx = useTestApp();
const list = (url: string, params: Record<string, unknown>) => ctx.call('admin', 'POST', url, { params });

describe('list filter bounds', () => {
  it('refuses a filter value longer than the limit, before any SQL, and still answers a legal one', async () => {
    const long = await list('/api/share/user/queryList', { name$like: '张'.repeat(MAX_FILTER_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(body(long)).toMatchObject({ success: false, msg: '查询条件 name 的值过长' });
    // An 8 MB pattern does not even reach the DSL: the body limit (1 MB by default) refuses it.
    const huge = await list('/api/share/user/queryList', { name$like: 'x'.repeat(8 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const fine = await list('/api/share/user/queryList', { name$like: '张'.repeat(MAX_FILTER_LENGTH) });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a NUL byte in a filter value with a 400, not a 500', async () => {
    const res = await list('/api/a/sys/user/queryList', { loginName: 'ad\u0000min' });
    expect(res.statusCode).toBe(400);
    // Refused by the platform's NUL check (app.ts) before the DSL sees it.
    expect(body(res)).toMatchObject({ success: false, msg: '请求内容包含不允许的字符' });
  });

  it('refuses an `in` list with more items than the limit', async () => {
    const ids = Array.from({ length: MAX_FILTER_ITEMS + 1 }, (_, i) => `id${i}`);
    const many = await list('/api/a/sys/user/queryList', { deptId$in: ids });
    expect(many.statusCode).toBe(400);
    expect(body(many)).toMatchObject({ msg: '查询条件 deptId 的值过多' });
    const asText = await list('/api/a/sys/user/queryList', { deptId$in: ids.join(',') });
    expect(asText.statusCode).toBe(400);
    const ok = await list('/api/a/sys/user/queryList', { deptId$in: ids.slice(0, MAX_FILTER_ITEMS) });
    expect(ok.statusCode).toBe(200);
  });
});
