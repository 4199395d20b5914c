import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, makeUser, newPage, shot, signIn, step } from '../helpers';

let browser: Browser;
/** A user like zhangwei (same department and roles) whose display mode this journey changes. */
let user: { loginName: string; password: string };
beforeAll(async () => {
  browser = await launch();
  user = await makeUser('zhangwei', 'workmode');
});
afterAll(async () => { await browser?.close(); });

const tick = (page: Page, name: string) =>
  page.getByTestId('wm-left-column').locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${name}$`) }).locator('.ant-tree-checkbox').click();

/** Whether the radio or checkbox whose label carries the test id is ticked. */
const radio = (page: Page, testId: string) =>
  page.locator('label').filter({ has: page.getByTestId(testId) }).locator('input').isChecked();

describe('work mode journey', () => {
  it('chooses work mode, common and home functions and a left column; all of it survives signing in again', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'defaults', async () => {
        await page.goto('/login');
        await signIn(page, user.loginName, user.password);
        await page.getByTestId('home-layout').waitFor();
        await page.goto('/window-management');
        await page.waitForURL(/\/window-management\/left-column$/);
        await page.getByTestId('wm-normal-notice').waitFor();
        expect(await page.getByTestId('wm-save-left').isDisabled()).toBe(true);
        expect(await page.getByTestId('wm-current-mode').innerText()).toContain('常规模式');
        await shot(page, 'workmode-01-left-column-normal');
        await page.getByTestId('wm-tab-work-mode').click();
        await page.waitForURL(/\/work-mode$/);
        // Spec defaults: common use 1 (not shown), home functions to-do, done, my applications.
        expect(await radio(page, 'wm-common-use-1')).toBe(true);
        for (const [v, on] of [[1, true], [2, true], [3, true], [4, false], [5, false]] as const) {
          expect(await radio(page, `wm-home-${v}`)).toBe(on);
        }
      });

      await step(page, 'work-mode', async () => {
        await page.getByTestId('wm-common-use-3').click();
        await page.getByTestId('wm-home-2').click();
        await page.getByTestId('wm-home-4').click();
        await page.getByTestId('wm-save-work').click();
        await page.getByText('保存成功').first().waitFor();
        await expect.poll(() => page.getByTestId('wm-current-mode').innerText()).toContain('工作模式');
        await shot(page, 'workmode-02-work-mode-saved');
      });

      await step(page, 'left-column', async () => {
        await page.getByTestId('wm-tab-left-column').click();
        await page.waitForURL(/\/left-column$/);
        expect(await page.getByTestId('wm-save-left').isDisabled()).toBe(false);
        await page.getByTestId('wm-show-left').click();
        await tick(page, '消息提醒');
        await tick(page, '我的足迹');
        await page.getByTestId('wm-save-left').click();
        await page.getByText('保存成功').first().waitFor();
        const nav = page.getByTestId('side-nav');
        await expect.poll(() => nav.getAttribute('data-mode')).toBe('work');
        const text = await nav.innerText();
        expect(text).toContain('消息提醒');
        expect(text).toContain('我的足迹');
        expect(text).not.toContain('知识中心');
        await shot(page, 'workmode-03-left-column-work');
      });

      await step(page, 'sign-in-again', async () => {
        await page.getByTestId('user-menu').click();
        await page.getByTestId('user-menu-logout').click();
        await page.waitForURL(/\/login/);
        await signIn(page, user.loginName, user.password);
        await page.getByTestId('home-layout').waitFor();
        const nav = page.getByTestId('side-nav');
        await expect.poll(() => nav.getAttribute('data-mode')).toBe('work');
        expect(await nav.innerText()).toContain('我的足迹');
        await nav.getByText('我的足迹').click();
        await page.waitForURL(/\/main-page\/myTracks/);
        await page.goto('/window-management/work-mode');
        await page.getByTestId('wm-work-mode').waitFor();
        await expect.poll(() => radio(page, 'wm-common-use-3')).toBe(true);
        for (const [v, on] of [[1, true], [2, false], [3, true], [4, true], [5, false]] as const) {
          expect(await radio(page, `wm-home-${v}`)).toBe(on);
        }
        await page.setViewportSize({ width: 1024, height: 768 });
        await shot(page, 'workmode-04-work-mode-1024');
        await page.setViewportSize({ width: 1366, height: 768 });
      });

      await step(page, 'back-to-normal', async () => {
        await page.getByTestId('wm-tab-normal-mode').click();
        await page.getByTestId('wm-use-normal').click();
        await page.getByText('保存成功').first().waitFor();
        const nav = page.getByTestId('side-nav');
        await expect.poll(() => nav.getAttribute('data-mode')).toBe('normal');
        expect(await nav.innerText()).toContain('知识中心');
        await shot(page, 'workmode-05-normal-again');
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
