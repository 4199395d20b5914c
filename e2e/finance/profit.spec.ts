import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractApi, deptWagesApi, FLOW_TYPE, incomeApi, type TIncome } from '@ecms/shared';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { api, apiLogin, choose, fill, launch, newPage, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 17's profit journey: 韩雪 (finance) confirms a contract's income for a month, the
 * department's wages are on record, she runs the month's calculation and the profit page shows the
 * business with its income, direct and indirect cost and profit; the department cost page shows
 * the allocation.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const CONTRACT = `E2E利润合同${TAG}`;
// A month no other journey books into: the calculation rewrites the whole month.
const MONTH = '2025-03';

async function pickMonth(page: Page, testId: string, month: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(month);
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}

describe('profit journey', () => {
  it('income is confirmed, the month is calculated and the profit shows income, direct and indirect cost', async () => {
    const sunli = await apiLogin('sunli', E2E_DEMO_PASSWORD);
    const ct = await api<{ id: string }>(sunli, 'POST', contractApi.saveAndStartFlow.path, {
      flowType: FLOW_TYPE.MINIMAL.value, name: CONTRACT, businessType: 1, amount: 800000, partyA: '某区教育局',
    });
    expect(ct.id).toBeTruthy();

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'hanxue', E2E_DEMO_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'income', async () => {
      await page.goto('/income-recognition');
      await page.getByTestId('income-page').waitFor();
      await page.getByTestId('income-new').click();
      await page.getByTestId('income-milestone').waitFor();
      await choose(page, 'income-contract', CONTRACT);
      await pickMonth(page, 'income-month', MONTH);
      await fill(page, 'income-amount', '200000');
      await fill(page, 'income-milestone', '方案评审通过');
      await shot(page, 'finance-profit-1-income');
      await page.getByTestId('income-ok').click();
      await toast(page, '保存成功');
      await page.getByTestId('income-table').getByText(CONTRACT).waitFor();
    });

    // The department's wages of the month (entered through the API; the page is checked below).
    const hanxue = await apiLogin('hanxue', E2E_DEMO_PASSWORD);
    const [income] = await api<TIncome[]>(hanxue, 'POST', incomeApi.queryList.path, { params: { contractId: ct.id } });
    expect(income.deptId).toBeTruthy();
    await api(hanxue, 'POST', deptWagesApi.save.path, { deptId: income.deptId, month: MONTH, amount: 50000, remark: `E2E${TAG}` });

    await step(page, 'indirect', async () => {
      await page.goto('/business-profits/cost-indirect-fee');
      await page.getByTestId('profit-indirect-page').waitFor();
      await page.getByTestId('dept-cost-wage-table').getByText(`E2E${TAG}`).waitFor();
      await shot(page, 'finance-profit-2-indirect');
    });

    await step(page, 'calculate', async () => {
      await page.goto('/business-profits/profits');
      await page.getByTestId('profit-profits-page').waitFor();
      await pickMonth(page, 'profit-calc-month', MONTH);
      await page.getByTestId('profit-calc').click();
      await toast(page, '计算完成');
      const row = page.getByTestId('profit-table').locator('tr').filter({ hasText: CONTRACT });
      await row.waitFor();
      // Income 200,000; indirect: the department's 50,000 over its businesses of the month by income.
      await expect.poll(() => row.innerText()).toContain('200,000.00');
      await shot(page, 'finance-profit-3-profits');
    });

    await step(page, 'dept-cost', async () => {
      await page.goto('/main-page/departmental-cost');
      await page.getByTestId('dept-cost-page').waitFor();
      await page.getByTestId('dept-month-cost-table').getByText(MONTH).first().waitFor();
      await shot(page, 'finance-profit-4-dept-cost');
    });

    await step(page, 'capital-position', async () => {
      await page.goto('/capital-position');
      await page.getByTestId('capital-page').waitFor();
      await page.getByTestId('capital-echart').waitFor();
      await page.getByTestId('capital-accounts').waitFor();
      await shot(page, 'finance-profit-6-capital');
    });
    expect(errors).toEqual([]);
    await context.close();

    const narrow = await newPage(browser, { width: 390, height: 844 });
    await narrow.page.goto('/login');
    await signIn(narrow.page, 'hanxue', E2E_DEMO_PASSWORD);
    await narrow.page.getByTestId('welcome-card').waitFor();
    await narrow.page.goto('/business-profits/profits');
    await narrow.page.getByTestId('profit-table').getByText(CONTRACT).waitFor();
    await shot(narrow.page, 'finance-profit-5-phone');
    expect(narrow.errors).toEqual([]);
    await narrow.context.close();
  });
});
