import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();
let admin: string;
beforeAll(async () => { admin = await ctx.token(); });

interface Mark { id: string; type: number; menuName: string; url: string | null; businessName: string | null; createdDate: string }
interface Group { key: string; name: string; visits: number; visitors: number }

const post = (token: string, url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: auth(token), payload });
const mine = async (token: string, params: Record<string, unknown> = {}) => body<Mark[]>(await post(token, '/b/footmark/queryList', { params }));

describe('footprints', () => {
  it('records visits with the type derived from the menu name, newest first, and only my own', async () => {
    const zhang = await ctx.token('zhangwei');
    expect((await post(zhang, '/b/footmark', { type: 0, menuName: '合同台账', url: '/contract/list' })).statusCode).toBe(200);
    expect((await post(zhang, '/b/footmark', { menuName: '财务报销', url: '/finance/expense', businessId: 'e1', businessName: '差旅报销-张伟' })).statusCode).toBe(200);
    expect((await post(zhang, '/b/footmark', { type: 70, menuName: '用章申请' })).statusCode).toBe(200);
    const list = await mine(zhang);
    expect(list.data.map((m) => [m.menuName, m.type])).toEqual([['用章申请', 70], ['财务报销', 50], ['合同台账', 30]]);
    expect(list.data[1].businessName).toBe('差旅报销-张伟');
    expect(list.total).toBe(3);
    // Someone else sees none of them.
    expect((await mine(admin)).data.some((m) => m.menuName === '合同台账')).toBe(false);
  });

  it('counts switching back to a tab within a minute once', async () => {
    const li = await ctx.token('lihua');
    const first = body<{ recorded: boolean }>(await post(li, '/b/footmark', { menuName: '统计报表', url: '/report/a' }));
    const again = body<{ recorded: boolean }>(await post(li, '/b/footmark', { menuName: '统计报表', url: '/report/a' }));
    expect([first.data.recorded, again.data.recorded]).toEqual([true, false]);
    expect((await mine(li, { menuName$like: '统计' })).total).toBe(1);
  });

  it('refuses bad input: no menu name, links outside the application, bad dates', async () => {
    const cases: [object, string][] = [
      [{ menuName: '' }, '菜单名称不能为空'],
      [{ menuName: '合同', url: 'javascript:alert(1)' }, '地址不正确'],
      [{ menuName: '合同', url: '//evil.example/x' }, '地址不正确'],
    ];
    for (const [payload, msg] of cases) {
      const res = await post(admin, '/b/footmark', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe(msg);
    }
    const bad = await post(admin, '/b/footmark/queryList', { params: { beginDate: '2026-13-45' } });
    expect(bad.statusCode).toBe(400);
    const reversed = await post(admin, '/b/footmark/queryList', { params: { beginDate: '2026-11-02', endDate: '2026-11-01' } });
    expect(body(reversed).msg).toBe('开始日期不能晚于结束日期');
    expect((await post(admin, '/b/footmark/queryList', { params: { nope: 1 } })).statusCode).toBe(400);
  });

  it('analyses visits by menu, department, person, type and day within the date range and the data scope', async () => {
    const sun = await ctx.token('sunli');
    const xu = await ctx.token('xuming');
    await post(sun, '/b/footmark', { menuName: '合同台账', url: '/contract/list' });
    await post(xu, '/b/footmark', { menuName: '合同台账', url: '/contract/list' });
    await post(xu, '/b/footmark', { menuName: '安全检查', url: '/safety/check' });
    // An old visit outside the range.
    await ctx.db.execute(sql`update sys_footmark set created_date = '2020-01-01' where menu_name = '安全检查'`);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const analyze = async (token: string, params: Record<string, unknown>) => {
      const res = await post(token, '/b/footmark/analyzeList', { params: { beginDate: today, endDate: today, ...params } });
      return { status: res.statusCode, rows: body<Group[]>(res).data };
    };
    const byMenu = await analyze(admin, { groupBy: 'menu' });
    expect(byMenu.rows.find((r) => r.key === '合同台账')).toMatchObject({ name: '合同台账', visits: 3, visitors: 3 });
    expect(byMenu.rows.some((r) => r.key === '安全检查')).toBe(false);
    const byDept = await analyze(admin, { groupBy: 'dept' });
    expect(byDept.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['造价一所', '监理一部']));
    const byUser = await analyze(admin, { groupBy: 'user', menuName: '合同台账' });
    expect(byUser.rows.map((r) => r.name).sort()).toEqual(['孙丽', '张伟', '徐明'].sort());
    const byType = await analyze(admin, { groupBy: 'type' });
    expect(byType.rows.find((r) => r.key === '30')?.name).toBe('合同');
    const byDay = await analyze(admin, { groupBy: 'day', beginDate: '2020-01-01' });
    expect(byDay.rows[0].key).toBe('2020-01-01');

    // Without the right: 403. With it but scoped to 监理一部: only that department's visits.
    expect((await analyze(sun, { groupBy: 'menu' })).status).toBe(403);
    const scoped = await ctx.make.user({ deptId: await ctx.deptId('HJ0401'), roles: [{ perms: ['sys:footprint:view'], scopes: { sys_user: 'dept' } }] });
    const seen = await analyze(await ctx.token(scoped.loginName), { groupBy: 'user' });
    expect(seen.rows.map((r) => r.name)).toEqual(['徐明']);
    expect((await analyze(admin, { groupBy: 'nope' })).status).toBe(400);
  });
});
