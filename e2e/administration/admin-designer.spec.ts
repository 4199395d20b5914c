import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../global-setup';
import { adminToken, api, apiLogin, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 18's journey, the parts admin.spec.ts leaves: the administrator adds a field to the
 * office-supplies purchase form in the designer and the 采购申请 list shows it; a vehicle used
 * Tuesday 9–12 cannot be requested 11–13 by someone else, and its week calendar shows the use.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const demo = (login: string) => apiLogin(login, E2E_DEMO_PASSWORD);

/** Tuesday of next week (China date), YYYY-MM-DD. */
function nextTuesday(): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const dow = (now.getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(now.getTime() - dow * 86400_000 + 7 * 86400_000);
  return new Date(monday.getTime() + 86400_000).toISOString().slice(0, 10);
}

describe('administration journey (designer, vehicle)', () => {
  it('a field added to the purchase form in the designer shows in the purchase list; an overlapping vehicle use is refused', async () => {
    const admin = await adminToken();
    const sunli = await demo('sunli');
    const zhangwei = await demo('zhangwei');
    const [who] = (await api<{ id: string; loginName: string; deptId: string }[]>(admin, 'POST', '/a/sys/user/queryList', { params: { loginName: 'sunli' } }))
      .filter((u) => u.loginName === 'sunli');
    const [zw] = (await api<{ id: string; loginName: string }[]>(admin, 'POST', '/a/sys/user/queryList', { params: { loginName: 'zhangwei' } }))
      .filter((u) => u.loginName === 'zhangwei');

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByTestId('welcome-card').or(page.getByTestId('home-layout')).first().waitFor();

    await step(page, 'designer-add-field', async () => {
      await page.goto('/sys-manager/model-form-manager');
      await page.getByTestId('fd-list-page').waitFor();
      await page.getByTestId('fd-list-search').locator('input').or(page.getByTestId('fd-list-search')).first().fill('办公用品采购');
      await page.getByTestId('fd-list-design-office_purchase').click();
      await page.getByTestId('fd-designer').waitFor();
      const before = await page.getByTestId('fd-version').innerText();
      await page.getByTestId('fd-palette-text').click();
      await page.getByTestId('fd-prop-label').fill('紧急程度');
      await page.getByTestId('fd-prop-key').fill('urgency');
      await page.getByTestId('fd-prop-key').press('Enter');
      await page.getByTestId('fd-prop-list').check();
      await shot(page, 'adm-d1-designer-field');
      await page.getByTestId('fd-publish').click();
      await expect.poll(() => page.getByTestId('fd-version').innerText(), { timeout: 30_000 }).not.toBe(before);
    });

    // A request filled with the new field (through the API, as the form dialog would send it).
    await api(sunli, 'POST', '/b/form/office_purchase/record', {
      values: { applyDate: '2026-11-20', applicant: who.id, applyDept: who.deptId, purpose: `加急采购${TAG}`, urgency: '加急' },
      subTables: { items: [{ itemName: `订书钉-${TAG}`, quantity: 2, price: 3 }] },
    });

    await step(page, 'list-shows-field', async () => {
      await page.goto('/administration-management/office-supplies-management/purchase-list');
      await page.locator('th', { hasText: '紧急程度' }).first().waitFor();
      const row = page.locator('tr', { hasText: `加急采购${TAG}` });
      await row.getByText('加急', { exact: true }).waitFor();
      await shot(page, 'adm-d2-purchase-list-field');
    });

    // The vehicle: sunli's request holds Tuesday 9–12; zhangwei's 11–13 is refused, 13–15 is free.
    const car = await api<{ id: string }>(admin, 'POST', '/form/vehicle/save', { plateNo: `浙B·${TAG.toUpperCase()}`.slice(0, 10), brandModel: '别克GL8', seats: 7 });
    const tue = nextTuesday();
    const use = (token: string, applicant: string, from: string, to: string, destination: string) => api(token, 'POST', '/b/form/vehicle_use/record/saveAndStartFlow', {
      values: { vehicle: car.id, applicant, startAt: `${tue}T${from}:00+08:00`, endAt: `${tue}T${to}:00+08:00`, destination, purpose: '现场踏勘' },
    });
    await use(sunli, who.id, '09:00', '12:00', `萧山项目部${TAG}`);
    await expect(use(zhangwei, zw.id, '11:00', '13:00', '滨江')).rejects.toThrow('该车辆在此时段已被预约');
    await use(zhangwei, zw.id, '13:00', '15:00', `滨江${TAG}`);

    await step(page, 'vehicle-calendar', async () => {
      await page.goto('/administration-management/use-vehicle-info');
      await page.getByTestId('adm-vehicle-page').waitFor();
      await page.getByRole('tab', { name: '车辆占用' }).click();
      await page.getByTestId('adm-calendar').waitFor();
      await page.getByTestId('adm-resource').filter({ hasText: `浙B·${TAG.toUpperCase()}`.slice(0, 10) }).click();
      await page.getByTestId('adm-week-next').click();
      await page.getByTestId('adm-booking').filter({ hasText: `萧山项目部${TAG}` }).waitFor();
      await page.getByTestId('adm-booking').filter({ hasText: `滨江${TAG}` }).waitFor();
      await shot(page, 'adm-d3-vehicle-calendar');
    });

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
