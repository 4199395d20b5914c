import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okrApi, planMethodApi, type TOkrGoal } from '@ecms/shared';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { adminToken, api, apiLogin, launch, newPage, shot, signIn, step, toast } from '../helpers';

/*
 * Objectives and their plans (issue 17 "objectives and plans per department against actuals"):
 * 韩雪 (finance) has a company objective for a year and a plan method by department share; on
 * 计划方式 she sees the preview and applies it, the objectives tree shows the department's goal, the
 * 产值计划 page shows the plan per month with completion, and 导入目标 opens the import wizard.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

// One company objective per year: a year of its own for each run.
const YEAR = 2060 + (Date.now() % 40);
const GOAL = `E2E${YEAR}年公司经营目标`;

async function pickYear(page: Page, testId: string, year: number) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(String(year));
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}

describe('objectives and plans journey', () => {
  it('applies a plan method by department share, sees the production plan and opens the objectives import', async () => {
    const hanxue = await apiLogin('hanxue', E2E_DEMO_PASSWORD);
    const admin = await adminToken();
    const [who] = (await api<{ loginName: string; deptId: string }[]>(admin, 'POST', '/a/sys/user/queryList', { params: { loginName: 'sunli' } }))
      .filter((u) => u.loginName === 'sunli');
    const deptId = who.deptId;
    expect(deptId).toBeTruthy();
    await api(hanxue, 'POST', okrApi.save.path, { level: 'company', year: YEAR, name: GOAL, target: 1_200_000 });
    await api(hanxue, 'POST', planMethodApi.save.path, { year: YEAR, method: 'share', shares: [{ deptId, share: 50 }] });

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'hanxue', E2E_DEMO_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'plan-method', async () => {
      await page.goto('/b/plan-method');
      await page.getByTestId('plan-method-page').waitFor();
      await pickYear(page, 'plan-method-year', YEAR);
      await page.getByTestId('plan-method-company').getByText(GOAL).waitFor();
      const preview = page.getByTestId('plan-method-preview');
      await preview.getByText('50%').waitFor();
      await expect.poll(() => preview.innerText()).toContain('600,000.00');
      await shot(page, 'finance-objectives-1-plan-method');
      await page.getByTestId('plan-method-apply').click();
      await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
      await toast(page, '已按计划方式分解到部门');
    });

    await step(page, 'objectives', async () => {
      await page.goto('/b/business-objectives');
      await page.getByTestId('objectives-page').waitFor();
      await pickYear(page, 'okr-year', YEAR);
      const tree = page.getByTestId('okr-tree');
      await tree.getByText(GOAL).waitFor();
      await tree.getByTestId('okr-row-dept').first().waitFor();
      await shot(page, 'finance-objectives-2-tree');
      await page.getByTestId('okr-import').click();
      await page.locator('.ant-modal:visible').first().waitFor();
      await shot(page, 'finance-objectives-3-import');
      await page.keyboard.press('Escape');
    });

    await step(page, 'production', async () => {
      await page.goto('/b/plan-production');
      await page.getByTestId('plan-production-page').waitFor();
      await pickYear(page, 'production-year', YEAR);
      const table = page.getByTestId('production-table');
      await table.getByText(GOAL).waitFor();
      // The department's plan: half the company's 100,000 a month.
      await expect.poll(() => table.innerText()).toContain('50,000.00');
      await shot(page, 'finance-objectives-4-production');
    });

    const tree = await api<TOkrGoal[]>(hanxue, 'POST', okrApi.queryTree.path, { year: YEAR });
    expect(tree[0].children?.map((g) => g.target)).toEqual([600000]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
