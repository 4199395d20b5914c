import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { launch, newPage, shot, signIn, step } from '../helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const RUN = Date.now().toString(36).slice(-5);
const FORM_CODE = `e2e_claim_${RUN}`;
const RULE_CODE = `E2E${RUN.toUpperCase()}`;

/** Picks an option of an antd Select by its visible text. */
async function choose(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

/** Adds a field from the palette (click = after the selected field) and gives it a label. */
async function addField(page: Page, type: string, label: string) {
  await page.getByTestId(`fd-palette-${type}`).click();
  await page.getByTestId('fd-prop-label').fill(label);
}

describe('form designer journey', () => {
  it('admin makes a numbering rule, designs a form with a sub-table and a computed field, publishes it, previews the version and sets its roles', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'sign-in', async () => {
        await page.goto('/login');
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
      });

      await step(page, 'code-gen', async () => {
        await page.goto('/base-data/code-gen');
        await page.getByTestId('fd-codegen-page').waitFor();
        await page.getByTestId('fd-codegen-new').click();
        await page.getByTestId('fd-codegen-code').fill(RULE_CODE);
        await page.getByTestId('fd-codegen-name').fill('报销单号');
        await page.getByTestId('fd-codegen-prefix').fill('BX');
        await page.getByTestId('fd-codegen-sep').fill('-');
        await expect.poll(() => page.getByTestId('fd-codegen-example').innerText()).toMatch(/^BX-\d{8}-0001$/);
        await shot(page, 'form-designer-01-codegen-edit');
        await page.getByTestId('fd-codegen-ok').click();
        await page.getByTestId(`fd-codegen-peek-${RULE_CODE}`).click();
        await expect.poll(() => page.getByTestId('fd-codegen-peek-value').innerText()).toMatch(/^BX-\d{8}-0001$/);
        await page.keyboard.press('Escape');
      });

      await step(page, 'create-form', async () => {
        await page.goto('/sys-manager/model-form-manager');
        await page.getByTestId('fd-list-page').waitFor();
        await page.getByTestId('fd-list-new').click();
        await page.getByTestId('fd-create-code').fill('Bad Code');
        await page.getByTestId('fd-create-name').fill('差旅报销');
        await page.getByTestId('fd-create-ok').click();
        await page.getByText('表单编码以小写字母开头').waitFor();
        await page.getByTestId('fd-create-code').fill(FORM_CODE);
        await page.getByTestId('fd-create-ok').click();
        await page.getByTestId('fd-designer').waitFor();
      });

      await step(page, 'design', async () => {
        await addField(page, 'serial', '报销单号');
        await choose(page, 'fd-prop-serial', RULE_CODE);
        await addField(page, 'text', '报销事由');
        await page.getByTestId('fd-prop-required').click();
        await addField(page, 'number', '天数');
        await page.getByTestId('fd-prop-key').fill('days');
        await page.getByTestId('fd-prop-key').press('Enter');
        await addField(page, 'money', '每日补贴');
        await page.getByTestId('fd-prop-key').fill('createdBy');
        await page.getByTestId('fd-prop-key').press('Enter');
        await page.getByText('该标识为系统保留字段，请换一个').waitFor();
        await page.getByTestId('fd-prop-key').fill('perDay');
        await page.getByTestId('fd-prop-key').press('Enter');
        await addField(page, 'computed', '补贴合计');
        await page.getByTestId('fd-prop-formula').fill('days * perDay %');
        await page.getByText('公式中不能包含字符“%”').waitFor();
        await page.getByTestId('fd-prop-formula').fill('days * perDay');
        await page.getByText('公式正确').waitFor();
        // the buttons alternative to dragging: move the serial-number card one place down
        await page.getByTestId('fd-field-field1').click();
        await page.getByTestId('fd-field-field1').getByRole('button', { name: '下移' }).click();
        await expect.poll(() => page.locator('[data-testid^="fd-field-"]').evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-testid'))))
          .toEqual(['fd-field-field2', 'fd-field-field1']);
        // a sub-table with two columns and a total
        await page.getByTestId('fd-add-sub').click();
        await page.getByTestId('fd-prop-sub-title').fill('费用明细');
        await addField(page, 'text', '费用项目');
        await addField(page, 'money', '金额');
        await page.locator('[data-testid^="fd-sub-"] .fd-block__head').first().click();
        await choose(page, 'fd-prop-sum', '金额');
        await page.getByTestId('fd-dirty').waitFor();
        await shot(page, 'form-designer-02-designer');
      });

      await step(page, 'save-and-publish', async () => {
        await page.getByTestId('fd-save').click();
        await page.getByTestId('fd-dirty').waitFor({ state: 'detached' });
        await page.getByTestId('fd-preview').click();
        await page.getByTestId('fd-preview-body').waitFor();
        await page.waitForTimeout(600); // the dialog's opening animation
        await shot(page, 'form-designer-03-preview');
        await page.keyboard.press('Escape');
        await page.getByTestId('fd-publish').click();
        await expect.poll(() => page.getByTestId('fd-version').innerText(), { timeout: 30_000 }).toBe('V1');
      });

      await step(page, 'versions', async () => {
        await page.goto('/sys-manager/model-form-manager');
        await page.getByTestId(`fd-list-version-${FORM_CODE}`).waitFor();
        await shot(page, 'form-designer-04-list');
        await page.getByTestId(`fd-list-versions-${FORM_CODE}`).click();
        await page.getByTestId('fd-version-view-1').click();
        await page.getByTestId('fd-version-page').waitFor();
        expect(page.url()).toContain('/wf-form/1?formId=');
        await page.getByText('报销事由').first().waitFor();
        await shot(page, 'form-designer-05-version');
      });

      await step(page, 'roles', async () => {
        await page.goto('/sys-manager/model-role-manager');
        await page.getByTestId(`fd-roles-form-${FORM_CODE}`).click();
        await page.getByTestId('fd-role-finance').click();
        await page.getByTestId('fd-roles-save').click();
        await page.getByText('仅以下 1 个角色的用户可以使用该表单').waitFor();
        await shot(page, 'form-designer-06-roles');
      });

      await step(page, 'narrow', async () => {
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.goto('/sys-manager/model-form-manager');
        await page.getByTestId(`fd-list-design-${FORM_CODE}`).click();
        await page.getByTestId('fd-field-days').waitFor();
        await page.getByTestId('fd-field-days').click();
        await shot(page, 'form-designer-07-designer-1024');
        // nothing overflows the window sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
