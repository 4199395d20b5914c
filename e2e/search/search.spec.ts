import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { launch, newPage, shot, signIn, step } from '../helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('global search journey', () => {
  it('finds records by a 2-character word from the header, filters by type, opens a hit; scope applies', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'sign-in', async () => {
        await page.goto('/login');
        // zhaolei holds the admin role; the shell journey changes admin's own password.
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
      });

      await step(page, 'search-from-header', async () => {
        const box = page.getByTestId('global-search-input');
        await box.fill('监理');
        await box.press('Enter');
        await page.waitForURL(/\/global-search\?searchkey=/);
        await page.getByTestId('search-hit').first().waitFor();
        // The word is highlighted in the hits.
        await expect.poll(() => page.locator('mark.ecms-search-mark').first().innerText()).toBe('监理');
        await shot(page, 'search-01-all');
      });

      await step(page, 'filter-by-type', async () => {
        await page.getByRole('tab', { name: '部门' }).click();
        await page.waitForURL(/type=sys_dept/);
        await expect.poll(async () => (await page.getByTestId('search-hit').allInnerTexts()).length).toBe(3);
        const titles = await page.locator('.ecms-search-title').allInnerTexts();
        expect(titles.sort()).toEqual(['工程监理部', '监理一部', '监理二部']);
        await shot(page, 'search-02-departments');
      });

      await step(page, 'no-result', async () => {
        const box = page.getByTestId('global-search-page-input').locator('input');
        await box.fill('不存在的词语');
        await box.press('Enter');
        await page.getByTestId('search-empty').waitFor();
        await shot(page, 'search-03-empty');
      });

      await step(page, 'open-a-hit', async () => {
        await page.goto('/global-search?searchkey=zhangwei&type=sys_user');
        await page.locator('.ecms-search-title', { hasText: '张伟' }).click();
        await page.waitForURL(/\/sys-manager\/user\?keyword=zhangwei/);
        // The user page opens filtered to that person.
        await expect.poll(async () => (await page.getByTestId('user-page').locator('.ant-table-tbody tr.ant-table-row').allInnerTexts()).length).toBe(1);
        expect(await page.getByTestId('user-page').locator('.ant-table-tbody').innerText()).toContain('zhangwei');
        await shot(page, 'search-06-opened-user');
      });

      await step(page, 'narrow-mobile-width', async () => {
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.goto('/global-search?searchkey=%E9%80%A0%E4%BB%B7');
        await page.getByTestId('search-hit').first().waitFor();
        await shot(page, 'search-04-1024');
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // A staff member without the user-management right finds no people.
    const other = await newPage(browser);
    try {
      await other.page.goto('/login');
      await signIn(other.page, 'sunli', E2E_DEMO_PASSWORD);
      await other.page.getByTestId('home-layout').waitFor();
      // (by login name: flow messages sunli received may well mention 张伟)
      await other.page.goto('/global-search?searchkey=zhangwei');
      await other.page.getByTestId('search-empty').waitFor();
      await shot(other.page, 'search-05-staff-no-people');
    } finally {
      await other.context.close();
    }
  });
});
