import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { adminToken, api, apiLogin, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 18, the rest: the office sees who is away this week on the travel board, the month's
 * vehicle costs in the chart, returns a lent seal from the borrowings, and a buying request's
 * approval shows its asset cards in the ledger.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const demo = (login: string) => apiLogin(login, E2E_DEMO_PASSWORD);
type Started = { id: string; procInstId: string };

async function approve(token: string, procInstId: string): Promise<void> {
  const todos = await api<Array<{ id: string; procInstId: string }>>(token, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 });
  const todo = todos.find((t) => t.procInstId === procInstId);
  if (!todo) throw new Error(`no todo for ${procInstId}`);
  const opts = await api<Array<{ userTaskConfigId: string; type: number }>>(token, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`);
  await api(token, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } });
}

/** Today in China, YYYY-MM-DD, and the same month's first day. */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('administration journey (travel, vehicle costs, card holders, buying)', () => {
  it('travel board, cost chart, seal returned, cards from a buying request', async () => {
    const admin = await adminToken();
    const sunli = await demo('sunli');
    const zhangwei = await demo('zhangwei');
    const [who] = (await api<{ id: string; loginName: string; deptId: string }[]>(admin, 'POST', '/a/sys/user/queryList', { params: { loginName: 'sunli' } }))
      .filter((u) => u.loginName === 'sunli');
    const today = chinaToday();

    const dest = `宁波项目部-${TAG}`;
    const trip = await api<Started>(sunli, 'POST', '/b/form/business_trip/record/saveAndStartFlow', {
      values: { traveller: who.id, dept: who.deptId, destination: dest, startDate: today, endDate: today, purpose: '竣工结算对量' },
    });
    await approve(zhangwei, trip.procInstId);

    const plate = `浙A·${TAG.toUpperCase()}`;
    const car = await api<{ id: string }>(admin, 'POST', '/form/vehicle/save', { plateNo: plate.slice(0, 10), brandModel: '丰田凯美瑞', seats: 5 });
    const card = await api<{ id: string }>(admin, 'POST', '/b/form/oil_card/record', { values: { cardNo: `9001${TAG}`, issuer: '中石化', vehicle: car.id } });
    await api(admin, 'POST', '/b/form/oil_card_use/record', { values: { card: card.id, op: '1', useDate: today, amount: 2000 } });
    await api(admin, 'POST', '/b/form/oil_card_use/record', { values: { card: card.id, op: '2', useDate: today, amount: 420, liters: 55 } });
    await api(admin, 'POST', '/b/form/vehicle_expense/record', { values: { vehicle: car.id, expenseType: '1', expenseDate: today, amount: 860, remark: '更换刹车片' } });

    const seal = `合同专用章-${TAG}`;
    const holder = await api<{ id: string }>(admin, 'POST', '/b/form/card_holder/record', { values: { cardName: seal, cardType: '4', keeper: who.id } });
    const borrow = await api<Started>(sunli, 'POST', '/b/form/card_borrow/record/saveAndStartFlow', {
      values: { card: holder.id, borrower: who.id, borrowDate: today, expectedReturn: today, purpose: `签订合同${TAG}` },
    });
    await approve(zhangwei, borrow.procInstId);

    const buy = await api<Started>(sunli, 'POST', '/b/form/asset_buying/record/saveAndStartFlow', {
      values: { applyDate: today, applicant: who.id, applyDept: who.deptId, reason: `新员工电脑${TAG}` },
      subTables: { items: [{ assetName: `购置笔记本-${TAG}`, assetClass: '0102', quantity: 2, price: 6500 }] },
    });
    await approve(zhangwei, buy.procInstId);

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'xiefang', E2E_DEMO_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'travel-board', async () => {
      await page.goto('/administration-management/business-travel-application');
      await page.getByTestId('adm-travel-board').getByText(dest).first().waitFor();
      await shot(page, 'adm-more-1-travel-board');
    });

    await step(page, 'car-costs', async () => {
      await page.goto('/administration-management/car-price-statistics');
      await page.getByTestId('adm-cost-chart').waitFor();
      const row = page.getByTestId('adm-cost-table').locator('tr', { hasText: plate.slice(0, 10) });
      await row.getByText('420.00').waitFor();
      await row.getByText('1,280.00').or(row.getByText('1280.00')).first().waitFor();
      await shot(page, 'adm-more-2-car-costs');
    });

    await step(page, 'card-return', async () => {
      await page.goto('/administration-management/card-holder-management');
      await page.locator('tr', { hasText: seal }).getByText('借出').waitFor();
      await page.getByRole('tab', { name: '借用登记' }).click();
      const row = page.locator('tr', { hasText: `签订合同${TAG}` });
      await row.getByTestId('adm-card-return').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
      await page.getByText('归还成功').first().waitFor();
      await expect.poll(() => row.getByTestId('adm-card-return').count()).toBe(0);
      await shot(page, 'adm-more-3-card-returned');
      await page.getByRole('tab', { name: '证照', exact: true }).click();
      await page.locator('tr', { hasText: seal }).getByText('在库').waitFor();
    });

    await step(page, 'buying-cards', async () => {
      await page.goto('/administration-management/asset-management/buying-request');
      await page.locator('tr', { hasText: `新员工电脑${TAG}` }).first().waitFor();
      await shot(page, 'adm-more-4-buying');
      const cards = await api<Array<{ assetName: string; keeper: string }>>(admin, 'POST', '/b/form/fixed_asset/queryList', { params: { assetName: `购置笔记本-${TAG}` } });
      expect(cards.map((c) => c.keeper)).toEqual([who.id, who.id]);
    });

    await step(page, 'travel-390', async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/administration-management/business-travel-application');
      await page.getByTestId('adm-travel-board').getByText(dest).first().waitFor();
      await shot(page, 'adm-more-5-travel-390');
    });

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
