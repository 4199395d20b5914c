import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { fill, launch, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Online-form runtime: an administrator (zhaolei) opens 办公用品采购 from the menu, creates a
 * purchase with two item rows (amounts and the total computed live), saves, finds it in the list
 * and views it; the list and the form are checked at 1366 and 1024 px.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A loaded two-core machine: pages may take seconds to settle after a navigation. */
const WAIT = { timeout: 15_000 };
const PURPOSE = `第四季度办公用品补充采购 ${Date.now() % 100000}`;

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

describe('online form runtime journey', () => {
  it('creates an office-supplies purchase with two items, lists it and views it', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'open-list', async () => {
        await page.goto('/login');
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
        // 行政管理 → 办公用品 → 用品采购: two fly-out levels, opened as a user does (hover).
        await openMenu(page, '行政管理', '办公用品', '用品采购');
        await page.getByTestId('wf-list-page').waitFor();
        await expect.poll(() => page.getByTestId('wf-list-title').textContent(), WAIT).toBe('办公用品采购');
        await page.getByTestId('list-search').waitFor();
      });

      await step(page, 'batch-delete-needs-selection', async () => {
        await page.getByTestId('wf-list-batch-delete').click();
        await page.getByText('请至少选择一条记录！').waitFor();
      });

      await step(page, 'create', async () => {
        await page.getByTestId('wf-list-add').click();
        await page.getByTestId('wf-form-page').waitFor();
        // required fields are checked before anything is sent
        await page.getByTestId('wf-form-save').click();
        await page.getByText('用途不能为空').waitFor();
        await page.getByTestId('field-purpose').fill(PURPOSE);
        // applicant: the person picker
        await page.getByTestId('field-applicant').click();
        await page.getByTestId('person-picker-search').waitFor();
        await page.getByTestId('person-picker-search').locator('input').or(page.getByTestId('person-picker-search')).first().fill('赵磊');
        await page.getByTestId('person-picker-user').filter({ hasText: '赵磊' }).first().click();
        await page.getByTestId('person-picker-ok').click();
        // department: first node of the tree
        await page.getByTestId('form-section-base').locator('.ant-select').filter({ has: page.locator('#applyDept, [id$="applyDept"]') }).first().click()
          .catch(async () => { await page.locator('.ant-form-item').filter({ hasText: '申请部门' }).locator('.ant-select').first().click(); });
        await page.locator('.ant-select-tree-node-content-wrapper:visible').first().click();
        // application date: today
        await page.getByTestId('field-applyDate').click();
        await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn').first().click();

        await fill(page, 'field-items.0.itemName', 'A4 打印纸');
        await fill(page, 'field-items.0.quantity', '10');
        await fill(page, 'field-items.0.price', '25.5');
        await expect.poll(() => page.getByTestId('field-items.0.amount').textContent(), WAIT).toBe('255.00');
        await page.getByTestId('subtable-items-add').click();
        await fill(page, 'field-items.1.itemName', '中性笔');
        await fill(page, 'field-items.1.quantity', '20');
        await fill(page, 'field-items.1.price', '1.8');
        await expect.poll(() => page.getByTestId('field-items.1.amount').textContent(), WAIT).toBe('36.00');
        await expect.poll(() => page.getByTestId('subtable-items-sum-amount').textContent(), WAIT).toBe('291.00');
        await expect.poll(() => page.getByTestId('field-total').textContent(), WAIT).toBe('291.00');
        await shot(page, 'form-01-create-1366');
        await page.getByTestId('wf-form-save').click();
        await page.getByText('保存成功').first().waitFor();
        await expect.poll(() => page.getByTestId('wf-form-mode').textContent(), WAIT).toBe('编辑');
        await expect.poll(() => page.getByTestId('field-orderNo').textContent(), WAIT).toMatch(/^CG\d{8}\d{4}$/);
      });

      await step(page, 'list', async () => {
        await page.getByTestId('wf-form-back').click();
        await page.getByTestId('wf-list-page').waitFor();
        const row = page.locator('tr.ant-table-row').filter({ hasText: PURPOSE });
        await row.waitFor();
        await expect.poll(() => row.textContent(), WAIT).toContain('291.00');
        await expect.poll(() => row.textContent(), WAIT).toContain('赵磊');
        await page.locator('.ant-pagination-options .ant-select').first().waitFor();
        await expect.poll(() => page.locator('.ant-pagination-options').textContent(), WAIT).toContain('50');
        await shot(page, 'form-02-list-1366');
        await noHorizontalOverflow(page);
        await row.getByTestId('row-view').click();
      });

      await step(page, 'view', async () => {
        await page.getByTestId('wf-form-page').waitFor();
        await expect.poll(() => page.getByTestId('wf-form-mode').textContent(), WAIT).toBe('查看');
        await expect.poll(() => page.getByTestId('field-total').textContent(), WAIT).toBe('291.00');
        await expect.poll(() => page.getByTestId('field-applicant').textContent(), WAIT).toBe('赵磊');
        await expect.poll(() => page.getByTestId('subtable-items-sum-amount').textContent(), WAIT).toBe('291.00');
        await expect.poll(() => page.getByTestId('subtable-items').textContent(), WAIT).toContain('中性笔');
        await shot(page, 'form-03-view-1366');
        await noHorizontalOverflow(page);
      });

      await step(page, 'narrow', async () => {
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.waitForTimeout(300);
        await shot(page, 'form-04-view-1024');
        await noHorizontalOverflow(page);
        await page.getByTestId('wf-form-edit').click();
        await expect.poll(() => page.getByTestId('wf-form-mode').textContent(), WAIT).toBe('编辑');
        await page.getByTestId('subtable-items-add').waitFor();
        await page.waitForTimeout(300);
        await shot(page, 'form-05-edit-1024');
        await noHorizontalOverflow(page);
        await page.getByTestId('wf-form-back').click();
        await page.getByTestId('wf-list-page').waitFor();
        await page.locator('tr.ant-table-row').filter({ hasText: PURPOSE }).waitFor();
        await shot(page, 'form-06-list-1024');
        await noHorizontalOverflow(page);
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
