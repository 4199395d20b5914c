import { beforeAll, describe, expect, it } from 'vitest';
import { WORK_MODE_DEFAULTS, type WorkModeLayout } from '@ecms/shared';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();
let zhang: string;
let admin: string;

beforeAll(async () => {
  zhang = await ctx.token('zhangwei');
  admin = await ctx.token();
});

interface Menu { id: string; name: string; url: string | null; type: string; children: Menu[] }
interface WorkMode { mode: 'normal' | 'work'; layout: WorkModeLayout }

const get = async (token: string) => body<WorkMode>(await ctx.app.inject({ method: 'GET', url: '/api/a/bd/workMode/getWorkMode', headers: auth(token) }));
const setConfig = (token: string, key: string, value: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/b/member/config/updateUserConfig', headers: auth(token), payload: { key, value } });
const workMenu = (token: string, ids: unknown) => ctx.app.inject({ method: 'POST', url: '/api/a/bd/workMode/workMenu', headers: auth(token), payload: { ids } });

async function leaves(token: string): Promise<Menu[]> {
  const tree = body<Menu[]>(await ctx.app.inject({ method: 'GET', url: '/api/user/nav', headers: auth(token) })).data;
  const out: Menu[] = [];
  const walk = (l: Menu[]) => l.forEach((m) => (m.children.length ? walk(m.children) : m.url && out.push(m)));
  walk(tree);
  return out;
}

describe('work mode', () => {
  it('starts in normal mode with the spec defaults: common use 1, home functions 1,2,3, left column hidden', async () => {
    const res = await get(zhang);
    expect(res.code).toBe(1000);
    expect(res.data.mode).toBe('normal');
    expect(res.data.layout).toEqual({ ...WORK_MODE_DEFAULTS, mainFunciton: [1, 2, 3], checkedList: [], leftNav: [] });
    expect(res.data.layout.showleftNav).toBe(false);
  });

  it('does not save the layout in normal mode, saves it in work mode and keeps it after signing in again', async () => {
    const mine = await leaves(zhang);
    const ids = [mine[3].id, mine[0].id];
    const refused = await setConfig(zhang, 'ecms_workMode_layout', { commonUse: 3 });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('常规模式下不保存工作模式布局，请先切换到工作模式');
    expect((await get(zhang)).data.layout.commonUse).toBe(1);

    expect((await setConfig(zhang, 'ecms_displayMode', 'work')).statusCode).toBe(200);
    const saved = await setConfig(zhang, 'ecms_workMode_layout', { commonUse: 4, mainFunciton: [5, 1, 4, 1], leftNav: ids, showleftNav: true });
    expect(saved.statusCode).toBe(200);

    const again = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const wm = (await get(again)).data;
    expect(wm.mode).toBe('work');
    expect(wm.layout).toMatchObject({ commonUse: 4, mainFunciton: [1, 4, 5], leftNav: ids, showleftNav: true, showcheckedList: false });
    // Going back to normal mode keeps the work-mode layout for next time.
    expect((await setConfig(again, 'ecms_displayMode', 'normal')).statusCode).toBe(200);
    expect((await get(again)).data).toMatchObject({ mode: 'normal', layout: { commonUse: 4, leftNav: ids } });
    // Another user is untouched.
    expect((await get(admin)).data.layout.commonUse).toBe(1);
  });

  it('returns the left-column menus in the chosen order, only those the user may open', async () => {
    const mine = await leaves(zhang);
    const adminOnly = (await leaves(admin)).find((m) => m.url?.startsWith('/sys-manager/'));
    expect(adminOnly).toBeDefined();
    const res = await workMenu(zhang, [mine[2].id, adminOnly!.id, 'no-such-menu', mine[1].id]);
    expect(res.statusCode).toBe(200);
    const got = body<{ id: string; name: string; url: string }[]>(res).data;
    expect(got.map((m) => m.id)).toEqual([mine[2].id, mine[1].id]);
    expect(got[0]).toMatchObject({ name: mine[2].name, url: mine[2].url });
    expect(body(await workMenu(zhang, [])).data).toEqual([]);
  });

  it('refuses bad layouts and modes with clear messages', async () => {
    const li = await ctx.token('lihua');
    expect((await setConfig(li, 'ecms_displayMode', 'work')).statusCode).toBe(200);
    const adminOnly = (await leaves(admin)).find((m) => m.url?.startsWith('/sys-manager/'))!;
    const cases: [string, unknown, string][] = [
      ['ecms_workMode_layout', { commonUse: 9 }, '常用功能显示方式不正确'],
      ['ecms_workMode_layout', { mainFunciton: [6] }, '首页功能不正确'],
      ['ecms_workMode_layout', { leftNav: [adminOnly.id] }, '左侧栏包含不存在或无权访问的菜单'],
      ['ecms_workMode_layout', { leftNav: Array.from({ length: 31 }, (_, i) => `m${i}`) }, '左侧栏最多选择30个菜单'],
      ['ecms_workMode_layout', 'oops', '工作模式布局不正确'],
      ['ecms_displayMode', 'fullscreen', '显示模式不正确'],
    ];
    for (const [key, value, msg] of cases) {
      const res = await setConfig(li, key, value);
      expect(res.statusCode, `${key} ${JSON.stringify(value)}`).toBe(400);
      if (typeof value !== 'string') expect(body(res).msg).toBe(msg);
    }
    expect((await get(li)).data.layout.commonUse).toBe(1);
    expect((await workMenu(li, 'x')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/a/bd/workMode/getWorkMode' })).statusCode).toBe(401);
  });
});
