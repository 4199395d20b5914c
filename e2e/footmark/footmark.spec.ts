import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { launch, newPage, shot, signIn, step } from '../helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('footprints journey', () => {
  it('records the pages a user opens, shows them by day, reopens one, and charts the visits', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'visit-pages', async () => {
        await page.goto('/login');
        // zhaolei holds the admin role; the shell journey changes admin's own password.
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
        // Each page opened posts its footprint: let it finish before the next load cancels it.
        for (const path of ['/sys-manager/user', '/sys-manager/role']) {
          await page.goto(path);
          await page.getByTestId('home-layout').waitFor();
          await page.waitForLoadState('networkidle');
        }
      });

      await step(page, 'my-tracks', async () => {
        await page.goto('/main-page/myTracks');
        await page.getByTestId('track-item').first().waitFor();
        const items = await page.getByTestId('track-item').allInnerTexts();
        expect(items.some((x) => x.includes('用户管理'))).toBe(true);
        expect(items.some((x) => x.includes('角色管理'))).toBe(true);
        await shot(page, 'footmark-01-my-tracks');
        await page.getByTestId('track-item').filter({ hasText: '用户管理' }).first().getByText('打开').click();
        await page.waitForURL(/\/sys-manager\/user/);
      });

      await step(page, 'analysis', async () => {
        await page.goto('/sys-manager/footprint-management');
        await page.getByTestId('footprint-chart').waitFor();
        await expect.poll(() => page.getByTestId('footprint-table').innerText()).toContain('用户管理');
        await shot(page, 'footmark-02-by-menu');
        await page.getByText('按人员').click();
        await expect.poll(() => page.getByTestId('footprint-table').innerText()).toContain('赵磊');
        await page.getByText('按日期').click();
        await page.getByTestId('footprint-chart').waitFor();
        await shot(page, 'footmark-03-by-day');
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
