import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ecms/shared';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { api as callApi, apiLogin, fill, launch, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Home journey: 孙丽 opens 发起流程 from the menu, stars a flow (it stays in 我的收藏 after a
 * reload), choosing a flow opens its business page in a new tab; she starts a flow; 张伟 sees it
 * in the 待办 panel of his home page and in the to-do list (filters, count, paging); he changes
 * the panel layout, signs out and in again and finds the same layout.
 */
let browser: Browser;
/** 张伟's home layout back to the default: other journeys sign in as him (he leads 孙丽's department). */
const resetLayout = async () => {
  const token = await apiLogin('zhangwei', E2E_DEMO_PASSWORD);
  await callApi(token, 'POST', '/b/member/config/updateUserConfig', { key: STORAGE_KEYS.PANEL_LAYOUT, value: null });
};
beforeAll(async () => {
  browser = await launch();
  await resetLayout();
});
afterAll(async () => {
  await resetLayout();
  await browser?.close();
});

const FLOW = 'contract_minimal';
const TITLE = `首页待办验证${Date.now() % 100000}`;

async function api<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(async ([u, b]) => {
    const token = sessionStorage.getItem('AuthToken') ?? '';
    const res = await fetch(`/api${u}`, { method: 'POST', headers: { 'Content-Type': 'application/json', AuthToken: token }, body: JSON.stringify(b) });
    return res.json();
  }, [url, body] as const) as Promise<T>;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}

describe('home journey', () => {
  it('start-flow favourites, the to-do on the home page and in toDoAll, panel layout kept after signing in again', async () => {
    const sunli = await newPage(browser);
    const zw = await newPage(browser);
    try {
      await step(sunli.page, 'sunli-start-flow-dialog', async () => {
        await sunli.page.goto('/login');
        await signIn(sunli.page, 'sunli', E2E_DEMO_PASSWORD);
        await sunli.page.getByTestId('welcome-card').waitFor();
        await openMenu(sunli.page, '工作台', '发起流程');
        const dialog = sunli.page.getByTestId('start-flow-dialog');
        await dialog.getByTestId(`start-flow-item-${FLOW}`).waitFor();
        await expect(dialog.getByTestId('start-flow-group-contract').innerText()).resolves.toContain('合同流程');
        await shot(sunli.page, 'home-10-start-flow-all');

        await dialog.getByTestId(`start-flow-star-${FLOW}`).click();
        await toast(sunli.page, '收藏成功');
        await dialog.getByTestId('start-flow-tab-fav').click();
        await dialog.getByTestId('start-flow-body-fav').getByTestId(`start-flow-item-${FLOW}`).waitFor();
        await shot(sunli.page, 'home-11-start-flow-favourites');

        await fill(dialog, 'start-flow-search', '不存在的流程');
        await dialog.getByTestId('start-flow-body-fav').getByTestId('start-flow-empty').waitFor();
      });

      await step(sunli.page, 'sunli-favourite-persists', async () => {
        await sunli.page.reload();
        await sunli.page.getByTestId('welcome-card').waitFor();
        await sunli.page.getByTestId('home-start-flow').click();
        const dialog = sunli.page.getByTestId('start-flow-dialog');
        await dialog.getByTestId('start-flow-tab-fav').click();
        const fav = dialog.getByTestId('start-flow-body-fav');
        await fav.getByTestId(`start-flow-item-${FLOW}`).waitFor();
        await expect(fav.locator('[data-testid^="start-flow-item-"]').count()).resolves.toBe(1);

        // Choosing a flow opens its business page inside the app (a tab of its own, no new browser tab).
        const pagesBefore = sunli.context.pages().length;
        await fav.getByTestId(`start-flow-item-${FLOW}`).click();
        await sunli.page.waitForURL((u) => u.pathname === '/flowhandle/flow-business');
        const url = new URL(sunli.page.url());
        expect(url.searchParams.get('procDefineId')).toBeTruthy();
        expect(url.searchParams.get('name')).toBe('极简流程');
        expect(sunli.context.pages().length).toBe(pagesBefore);
        await sunli.page.goto('/main-page');
        await sunli.page.getByTestId('welcome-card').waitFor();

        // Unstar: the favourites tab is empty again.
        await sunli.page.getByTestId('home-start-flow').click();
        await dialog.getByTestId('start-flow-tab-fav').click();
        await dialog.getByTestId('start-flow-body-fav').getByTestId(`start-flow-star-${FLOW}`).click();
        await toast(sunli.page, '取消成功');
        await dialog.getByTestId('start-flow-body-fav').getByTestId('start-flow-empty').waitFor();
        await sunli.page.keyboard.press('Escape');
      });

      await step(sunli.page, 'sunli-starts-flow', async () => {
        const res = await api<{ success: boolean; msg: string }>(sunli.page, '/form/workflow/start', { processCode: FLOW, name: TITLE });
        expect(res).toMatchObject({ success: true, msg: '提交成功' });
      });

      let before = 0;
      await step(zw.page, 'zhangwei-home-todo', async () => {
        await zw.page.goto('/login');
        await signIn(zw.page, 'zhangwei', E2E_DEMO_PASSWORD);
        await zw.page.getByTestId('welcome-card').waitFor();
        const panel = zw.page.getByTestId('home-panel-todo');
        await panel.getByTestId('home-panel-todo-item').filter({ hasText: TITLE }).waitFor();
        before = Number((await zw.page.getByTestId('home-stat-todo').locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
        expect(before).toBeGreaterThan(0);
        await zw.page.getByTestId('home-panel-reminders').waitFor();
        await shot(zw.page, 'home-20-zhangwei-home-1366');
      });

      await step(zw.page, 'zhangwei-todo-list', async () => {
        await zw.page.getByTestId('home-panel-todo-more').click();
        const list = zw.page.getByTestId('wf-list-todo');
        await list.getByText(TITLE).waitFor();
        await expect(list.getByTestId('wf-list-count').innerText()).resolves.toBe(String(before));
        await expect(list.locator('.ant-pagination-total-text').innerText()).resolves.toContain(String(before));
        await expect(list.locator('.ant-pagination-options .ant-select').innerText()).resolves.toContain('50');
        await shot(zw.page, 'home-21-todo-list-1366');

        await fill(list, 'wf-list-filter-title', TITLE);
        await fill(list, 'wf-list-filter-process', '极简');
        await list.getByTestId('wf-list-search').click();
        await expect.poll(() => list.locator('tbody tr.ant-table-row').count()).toBe(1);
        // The count badge scrolls from the old number to the new one: wait for it to settle.
        await expect.poll(() => list.getByTestId('wf-list-count').innerText()).toBe('1');
        await fill(list, 'wf-list-filter-process', '没有这个流程');
        await list.getByTestId('wf-list-search').click();
        await list.getByText('暂无待办事项').waitFor();
        await shot(zw.page, 'home-22-todo-list-empty');
        await fill(list, 'wf-list-filter-process', '');
        await list.getByTestId('wf-list-search').click();
        await list.getByTestId('wf-list-open').filter({ hasText: TITLE }).click();
        await zw.page.waitForURL(/\/flowhandle\/flow-business\?/);
        const url = new URL(zw.page.url());
        expect(url.searchParams.get('procInstId')).toBeTruthy();
        expect(url.searchParams.get('taskId')).toBeTruthy();
        expect(url.searchParams.get('name')).toBe(TITLE);
      });

      await step(zw.page, 'zhangwei-panel-layout', async () => {
        await zw.page.goto('/main-page');
        await zw.page.getByTestId('home-manage-panels').click();
        const dialog = zw.page.getByTestId('panel-dialog');
        await dialog.getByTestId('panel-slot-0').waitFor();
        await shot(zw.page, 'home-30-panel-dialog-default');
        await dialog.getByTestId('panel-clear').click();
        await dialog.getByTestId('panel-block-bonus').click();
        await dialog.getByTestId('panel-block-todo').click();
        await dialog.getByTestId('panel-block-focus').click();
        await expect(dialog.getByTestId('panel-slot-0').innerText()).resolves.toContain('奖金');
        await expect(dialog.getByTestId('panel-slot-1').innerText()).resolves.toContain('待办事项');
        await shot(zw.page, 'home-31-panel-dialog-changed');
        await dialog.getByTestId('panel-save').click();
        await toast(zw.page, '保存成功');
        await zw.page.getByTestId('home-panel-bonus-empty').waitFor();
        await expect(zw.page.getByTestId('home-panel-done').count()).resolves.toBe(0);
      });

      await step(zw.page, 'zhangwei-sign-in-again', async () => {
        await zw.page.getByTestId('user-menu').click();
        await zw.page.getByTestId('user-menu-logout').click();
        await zw.page.waitForURL(/\/login/);
        await signIn(zw.page, 'zhangwei', E2E_DEMO_PASSWORD);
        await zw.page.getByTestId('welcome-card').waitFor();
        await zw.page.getByTestId('home-panel-bonus').waitFor();
        await zw.page.getByTestId('home-panel-todo').getByTestId('home-panel-todo-item').first().waitFor();
        await zw.page.getByTestId('home-panel-focus').waitFor();
        await expect(zw.page.getByTestId('home-panel-done').count()).resolves.toBe(0);
        await expect(zw.page.getByTestId('home-panel-reminders').count()).resolves.toBe(0);
        const rows = zw.page.getByTestId('home-panel-row');
        await expect(rows.count()).resolves.toBe(2);
        await expect(rows.first().getByTestId('home-panel-bonus').count()).resolves.toBe(1);
        await expect(rows.first().getByTestId('home-panel-todo').count()).resolves.toBe(1);
        await shot(zw.page, 'home-32-layout-after-sign-in');
      });

      await step(zw.page, 'zhangwei-1024', async () => {
        await zw.page.setViewportSize({ width: 1024, height: 768 });
        await zw.page.goto('/main-page');
        await zw.page.getByTestId('home-panel-todo-item').first().waitFor();
        const overflow = await zw.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(zw.page, 'home-40-home-1024');
        await zw.page.goto('/main-page/toDoAll');
        await zw.page.getByTestId('wf-list-todo').getByText(TITLE).waitFor();
        await shot(zw.page, 'home-41-todo-list-1024');
        await zw.page.goto('/main-page/my-focus-all');
        await zw.page.getByTestId('wf-list-focus').waitFor();
        await zw.page.getByText('暂无关注的流程').waitFor();
        await shot(zw.page, 'home-42-focus-empty-1024');
      });
      expect(sunli.errors).toEqual([]);
      expect(zw.errors).toEqual([]);
    } finally {
      await sunli.context.close();
      await zw.context.close();
    }
  });
});
