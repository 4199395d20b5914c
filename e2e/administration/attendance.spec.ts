import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { adminToken, api, apiLogin, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 18, attendance and purchase lines: a staff member signs in on 个人考勤 and sees the month;
 * the office sees the month per person on 考勤统计 with a person's days, and the purchase lines
 * of the requests on 采购明细.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('attendance journey', () => {
  it('signs in, sees the month; the office sees everybody\'s month and the purchase lines', async () => {
    const admin = await adminToken();
    const sunli = await apiLogin('sunli', E2E_DEMO_PASSWORD);
    const [who] = (await api<{ id: string; loginName: string; deptId: string }[]>(admin, 'POST', '/a/sys/user/queryList', { params: { loginName: 'sunli' } }))
      .filter((u) => u.loginName === 'sunli');
    await api(sunli, 'POST', '/b/form/office_purchase/record', {
      values: { applyDate: chinaToday(), applicant: who.id, applyDept: who.deptId, purpose: `明细${TAG}` },
      subTables: { items: [{ itemName: `档案盒-${TAG}`, quantity: 6, price: 8.5 }] },
    });

    {
      const { context, page, errors } = await newPage(browser);
      await page.goto('/login');
      await signIn(page, 'sunli', E2E_DEMO_PASSWORD);
      await page.getByTestId('welcome-card').waitFor();
      await step(page, 'personal', async () => {
        await page.goto('/main-page/personal-attendance');
        await page.getByTestId('att-personal-page').waitFor();
        await page.getByTestId('att-btn-in').click();
        await page.getByText('签到成功').first().waitFor();
        await expect.poll(() => page.getByTestId('att-sign-in').textContent()).not.toBe('--:--');
        await page.getByTestId(`att-cell-${chinaToday()}`).waitFor();
        await shot(page, 'adm-att-1-personal');
      });
      expect(errors).toEqual([]);
      await context.close();
    }

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'xiefang', E2E_DEMO_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();
    await step(page, 'statistics', async () => {
      await page.goto('/administration-management/attendance-management/statistics');
      // A full run holds a thousand people: find her by name, as the office would.
      await page.getByTestId('att-stat-search').locator('input').or(page.getByTestId('att-stat-search')).first().fill('孙丽');
      await page.getByTestId('att-stat-table').locator('tr', { hasText: '孙丽' }).first().waitFor();
      await shot(page, 'adm-att-2-statistics');
      await page.getByTestId('att-stat-table').locator('tr', { hasText: '孙丽' }).first().getByTestId('att-stat-days').click();
      await page.getByTestId('att-days-table').getByText(chinaToday()).waitFor();
      await shot(page, 'adm-att-3-days');
    });
    await step(page, 'purchase-detail', async () => {
      await page.goto('/administration-management/office-supplies-management/purchase-detail');
      await page.getByTestId('adm-purchase-detail-table').locator('tr', { hasText: `档案盒-${TAG}` }).getByText('51.00').waitFor();
      await shot(page, 'adm-att-4-purchase-detail');
      await page.setViewportSize({ width: 1024, height: 768 });
      await shot(page, 'adm-att-5-purchase-detail-1024');
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
