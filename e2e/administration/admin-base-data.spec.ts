import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { launch, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Issue 18, base data (spec 3 §2): the office's administrator (谢芳, role 行政, who holds the
 * 资产分类 page's rights and not the system dictionary's) opens 基础数据 › 资产分类, adds a child
 * class under 电子设备, and finds it in the class picker of a new asset card. The page is also
 * looked at 1024 px wide.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-4);
const CLASS = `平板电脑${TAG}`;

describe('administration journey (base data)', () => {
  it('an administrator adds a child asset class on its base-data page and picks it in the asset form', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'xiefang', E2E_DEMO_PASSWORD);
    await page.getByTestId('home-layout').or(page.getByTestId('welcome-card')).first().waitFor();

    await step(page, 'open-asset-classes', async () => {
      await openMenu(page, '基础数据', '资产分类');
      await page.getByTestId('bd-dict-page').waitFor();
      // no longer 建设中: the tree of classes, expanded
      await page.getByTestId('bd-dict-row').filter({ hasText: '台式电脑' }).first().waitFor();
      await shot(page, 'adm-b1-asset-classes');
    });

    await step(page, 'add-child-class', async () => {
      const electronics = page.getByTestId('bd-dict-row').filter({ hasText: '电子设备' }).first();
      await electronics.getByTestId('bd-dict-add-child').click();
      await page.getByTestId('bd-dict-form-label').waitFor();
      // the name and the code are required
      await page.getByTestId('bd-dict-save').click();
      await page.getByText('名称不能为空').first().waitFor();
      await page.getByTestId('bd-dict-form-label').fill(CLASS);
      await page.getByTestId('bd-dict-form-value').fill(`01${TAG}`);
      await expect.poll(() => page.getByText('名称不能为空').count()).toBe(0);
      await shot(page, 'adm-b2-asset-class-form');
      await page.getByTestId('bd-dict-save').click();
      await page.getByText('保存成功').first().waitFor();
      await page.getByTestId('bd-dict-row').filter({ hasText: CLASS }).first().waitFor();
      await shot(page, 'adm-b3-asset-class-added');
    });

    await step(page, 'asset-form-picker', async () => {
      await page.goto('/administration-management/asset-management/office-base-data');
      await page.getByTestId('wf-list-add').click();
      await page.getByTestId('wf-form-page').waitFor();
      await page.getByTestId('field-assetClass').click();
      const option = page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: CLASS }).first();
      await option.scrollIntoViewIfNeeded();
      await option.waitFor();
      await shot(page, 'adm-b4-asset-form-picker');
      await option.click();
      await expect.poll(() => page.getByTestId('field-assetClass').innerText()).toContain(CLASS);
    });

    await step(page, 'asset-classes-1024', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('/base-data/asset-classification');
      await page.getByTestId('bd-dict-row').filter({ hasText: CLASS }).first().waitFor();
      await shot(page, 'adm-b5-asset-classes-1024');
    });

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
