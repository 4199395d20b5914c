import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { launch, newPage, shot, signIn, step } from '../helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('header extras', () => {
  it('shows who is online, opens the cockpit in a new tab, the website page, IM and the paid assistant warning', async () => {
    const { page, context, errors } = await newPage(browser);
    // A second user online, so the count and the filter have something to show.
    const other = await newPage(browser);
    try {
      await step(other.page, 'second-user', async () => {
        await other.page.goto('/login');
        await signIn(other.page, 'zhangwei', E2E_DEMO_PASSWORD);
        await other.page.getByTestId('home-layout').waitFor();
      });

      await step(page, 'online', async () => {
        await page.goto('/login');
        // zhaolei holds the admin role (the built-in admin's password is changed by the shell journey).
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
        const count = page.getByTestId('header-online-count');
        await count.waitFor();
        const [online, total] = (await count.innerText()).split('/').map(Number);
        expect(online).toBeGreaterThanOrEqual(2);
        expect(total).toBeGreaterThan(online);
        await shot(page, 'header-01-online-count');
        await page.getByTestId('header-online').click();
        const tree = page.getByTestId('online-dialog-tree');
        await tree.getByTestId('online-user').first().waitFor();
        await page.getByTestId('online-dialog-filter-online').click();
        await expect.poll(async () => {
          const flags = await tree.getByTestId('online-user').evaluateAll((els) => els.map((e) => e.getAttribute('data-online')));
          return flags.length > 0 && flags.every((f) => f === '1');
        }).toBe(true);
        expect(await tree.innerText()).toContain('张伟');
        await page.getByTestId('online-dialog-filter-all').click();
        await page.getByTestId('online-dialog-search').locator('input').fill('造价一所');
        await page.getByTestId('online-dialog-search').locator('input').press('Enter');
        await expect.poll(() => tree.innerText()).not.toContain('系统管理员');
        expect(await tree.innerText()).toContain('张伟');
        await shot(page, 'header-02-online-dialog');
        await page.locator('.ant-modal-close:visible').click();
        await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'hidden' });
      });

      await step(page, 'cockpit', async () => {
        await page.getByTestId('header-more').click();
        const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('header-more-cockpit').click()]);
        await tab.getByTestId('cockpit-placeholder').waitFor();
        expect(tab.url()).toContain('/management-cockpit-newTab/manage-cockpit');
        await tab.getByTestId('cockpit-nav-revenue-manage').click();
        await tab.waitForURL(/revenue-manage$/);
        expect(await tab.getByTestId('cockpit-placeholder').innerText()).toContain('营收管理');
        await shot(tab, 'header-03-cockpit');
        await tab.close();
      });

      await step(page, 'website-im-ai', async () => {
        await page.getByTestId('header-more').click();
        const [site] = await Promise.all([context.waitForEvent('page'), page.getByTestId('header-more-website').click()]);
        await site.getByTestId('official-website').waitFor();
        await site.close();
        await page.getByTestId('header-more').click();
        await page.getByTestId('header-more-im').click();
        await page.getByText('即时通讯客户端').first().waitFor();
        await page.locator('.ant-modal-footer:visible .ant-btn-primary').click();
        await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'hidden' });
        await page.getByTestId('header-more').click();
        await page.getByTestId('header-more-ai').click();
        await page.getByText('该功能为付费功能，请联系项目经理开通').first().waitFor();
        await shot(page, 'header-04-ai-paid');
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.getByTestId('header-more').click();
        await page.getByTestId('header-more-industrial').waitFor();
        await shot(page, 'header-05-more-1024');
      });

      await step(other.page, 'no-industrial-for-staff', async () => {
        await other.page.getByTestId('header-more').click();
        await other.page.getByTestId('header-more-website').waitFor();
        expect(await other.page.getByTestId('header-more-industrial').count()).toBe(0);
      });
      expect(errors).toEqual([]);
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
      await context.close();
    }
  });
});
