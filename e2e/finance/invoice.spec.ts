import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractApi, FLOW_TYPE, invoiceBillingApi, wfApi } from '@ecms/shared';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { api, apiLogin, choose, fill, launch, newPage, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 17's invoice journey: 曹颖 (cashier) applies for an invoice on a contract; 韩雪 (head of
 * finance) approves it; the application prints with 价税合计 in 大写; the 数电 invoice is
 * recorded; a red invoice reverses part of it and the contract's invoiced amount drops.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const CONTRACT = `E2E开票合同${TAG}`;
const digits = Date.now().toString().slice(-13);
const BLUE_NO = `2644000${digits}`;
const RED_NO = `2644001${digits}`;

describe('invoice journey', () => {
  it('an application runs through approval, prints with 大写, is issued, and a red invoice lowers the contract\'s invoiced amount', async () => {
    const sunli = await apiLogin('sunli', E2E_DEMO_PASSWORD);
    const ct = await api<{ id: string }>(sunli, 'POST', contractApi.saveAndStartFlow.path, {
      flowType: FLOW_TYPE.MINIMAL.value, name: CONTRACT, businessType: 1, amount: 500000, partyA: '某市城投公司',
    });
    expect(ct.id).toBeTruthy();

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'caoying', E2E_DEMO_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();
    await page.goto('/single-invoice');
    await page.getByTestId('single-invoice-page').waitFor();

    await step(page, 'apply', async () => {
      await page.getByTestId('billing-new').click();
      await page.getByTestId('billing-buyer').waitFor();
      await choose(page, 'billing-contract', CONTRACT);
      await fill(page, 'billing-buyer', '某市城市建设投资有限公司');
      await fill(page, 'billing-taxid', '914403001922038217');
      await fill(page, 'billing-amount-0', '100000');
      await page.getByTestId('billing-words').getByText('人民币壹拾万陆仟圆整').waitFor();
      await page.getByTestId('billing-warning').first().waitFor();
      await shot(page, 'finance-invoice-1-apply');
      await page.getByTestId('billing-ok').click();
      await toast(page, '提交成功');
      await page.getByTestId('billing-table').getByText('某市城市建设投资有限公司').first().waitFor();
    });

    await step(page, 'approve', async () => {
      const hanxue = await apiLogin('hanxue', E2E_DEMO_PASSWORD);
      const caoying = await apiLogin('caoying', E2E_DEMO_PASSWORD);
      const [mine] = await api<{ procInstId: string }[]>(caoying, 'POST', invoiceBillingApi.queryList.path, { params: { contractId: ct.id } });
      const todos = await api<{ id: string; procInstId: string }[]>(hanxue, 'POST', wfApi.todoList.path, {});
      const todo = todos.find((x) => x.procInstId === mine.procInstId);
      expect(todo, 'hanxue has the approval').toBeTruthy();
      const opts = await api<{ type: number; userTaskConfigId: string }[]>(hanxue, 'GET', wfApi.nextOptions.path.replace(':todoId', todo!.id));
      await api(hanxue, 'POST', `/a/wf/userTaskTodo/${todo!.id}/submitForm`, {
        nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
      });
      await page.reload();
      const row = page.getByTestId('billing-table').locator('tr').filter({ hasText: '某市城市建设投资有限公司' }).first();
      await row.getByText('已审批').waitFor();
    });

    await step(page, 'print', async () => {
      const row = page.getByTestId('billing-table').locator('tr').filter({ hasText: '某市城市建设投资有限公司' }).first();
      await row.getByTestId('billing-print').click();
      const sheet = page.getByTestId('record-print');
      await sheet.getByText('壹拾万陆仟圆整').waitFor();
      await sheet.getByText('*鉴证咨询服务*咨询费').waitFor();
      await shot(page, 'finance-invoice-2-print');
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
    });

    await step(page, 'issue', async () => {
      const row = page.getByTestId('billing-table').locator('tr').filter({ hasText: '某市城市建设投资有限公司' }).first();
      await row.getByTestId('billing-issue').click();
      await fill(page, 'issue-no', BLUE_NO);
      await page.getByTestId('issue-ok').click();
      await toast(page, '保存成功');
      await row.getByText('106,000.00').nth(1).waitFor();
    });

    await step(page, 'red', async () => {
      const row = page.getByTestId('billing-table').locator('tr').filter({ hasText: '某市城市建设投资有限公司' }).first();
      await row.getByTestId('billing-view').click();
      const drawer = page.getByTestId('billing-drawer');
      await drawer.getByText(BLUE_NO).waitFor();
      await drawer.getByTestId('invoice-red').click();
      await fill(page, 'red-amount', '10600');
      await fill(page, 'red-no', RED_NO);
      await page.getByTestId('red-ok').click();
      await toast(page, '保存成功');
      await drawer.getByText(RED_NO).waitFor();
      await drawer.getByText('-10,600.00').first().waitFor();
      await shot(page, 'finance-invoice-3-red');
      // Escape while the dialog is still fading out reaches the dialog, not the drawer.
      await page.getByTestId('red-ok').waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
    });

    await step(page, 'contract-money', async () => {
      await page.getByTestId('tab-contract-money').click();
      await fill(page, 'contract-money-search', CONTRACT);
      await page.keyboard.press('Enter');
      const row = page.getByTestId('contract-money-table').locator('tr').filter({ hasText: CONTRACT });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain('95,400.00');
      await shot(page, 'finance-invoice-4-contract-money');
    });

    await step(page, 'electronic-invoices', async () => {
      await page.goto('/main-page/electronic-invoice');
      await page.getByTestId('invoice-table').getByText(RED_NO).waitFor();
      await shot(page, 'finance-invoice-5-electronic');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
