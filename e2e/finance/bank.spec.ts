import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetailExcelApi, type TBankRead } from '@ecms/shared';
import { januaryTxns, statementWorkbook } from '../../apps/server/src/modules/finance/__tests__/bank-workbooks';
import { api, apiLogin, baseUrl, launch, makeUser, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Issue 17's first journey: a finance clerk imports an ICBC-layout statement (generated in that
 * bank's real layout) of which two lines were already imported last week; the preview shows the
 * 2 duplicates and 3 new lines with a consecutive balance chain; after the import the ledger
 * shows the lines and the month summary closes at the statement's last 余额.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const ACCOUNT = `0200${Date.now().toString().slice(-12)}`;
const TXNS = januaryTxns(`E${Date.now().toString(36).slice(-4)}`);

async function upload(token: string, content: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${baseUrl()}/api/b/fileItem/upload`, { method: 'POST', headers: { authtoken: token }, body: form });
  const json = (await res.json()) as { data: string[] };
  return json.data[0];
}

describe('bank statement journey', () => {
  it('imports an ICBC statement: 2 duplicates previewed, the rest come in, the month closes at the last 余额', async () => {
    const clerk = await makeUser('hanxue', 'bank');
    const token = await apiLogin(clerk.loginName, clerk.password);
    // Last week: the first two lines of the month came in with an earlier statement.
    const earlier = await upload(token, await statementWorkbook('ICBC', ACCOUNT, TXNS.slice(0, 2)), 'historydetail-w1.xlsx');
    const r = await api<TBankRead>(token, 'POST', bankDetailExcelApi.readExcel.path, { fileId: earlier });
    await api(token, 'POST', bankDetailExcelApi.importExcel.path, {
      fileItems: [earlier], bankAccountImportConfig: { accountNo: ACCOUNT, accountName: '华建工程咨询有限公司', headerRow: r.headerRow, colIndexMap: r.colIndexMap },
    });

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, clerk.loginName, clerk.password);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'open-bank-funds', async () => {
      try { await openMenu(page, '财务管理', '银行资金', '银行流水'); } catch { await page.mouse.move(600, 400); await openMenu(page, '财务管理', '银行资金', '银行流水'); }
      await page.getByTestId('bank-funds-page').waitFor();
      await page.getByTestId('bank-lines-table').getByText('某办公用品公司').first().waitFor();
    });

    await step(page, 'upload-and-map', async () => {
      await page.getByTestId('bank-import').click();
      const file = await statementWorkbook('ICBC', ACCOUNT, TXNS);
      await page.getByTestId('bank-import-dialog').locator('input[type=file]').setInputFiles({ name: 'historydetail20260131.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
      await page.getByTestId('bank-import-mapping').waitFor();
      expect(await page.getByTestId('bank-import-account').inputValue()).toBe(ACCOUNT);
      await shot(page, 'finance-bank-1-mapping');
    });

    await step(page, 'preview', async () => {
      await page.getByTestId('bank-import-check').click();
      const counts = page.getByTestId('bank-import-counts');
      await counts.waitFor();
      await expect.poll(() => counts.innerText()).toMatch(/新增\s*3\s*重复\s*2\s*冲突\s*0/);
      await page.getByText('余额连续，未发现缺失或重复').waitFor();
      await shot(page, 'finance-bank-2-preview');
    });

    await step(page, 'import', async () => {
      await page.getByTestId('bank-import-confirm').click();
      await page.getByTestId('bank-import-result').getByText('新增 3 条，重复 2 条').waitFor();
      await page.getByTestId('bank-import-close').click();
      await page.getByTestId('bank-import-dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('bank-lines-table').getByText('某劳务分包公司').first().waitFor();
      await shot(page, 'finance-bank-3-ledger');
    });

    await step(page, 'filter', async () => {
      // The range picker's two inputs carry the test id.
      const inputs = page.getByTestId('bank-date-range');
      await inputs.nth(0).click();
      await inputs.nth(0).fill('2026-01-10');
      await inputs.nth(1).click();
      await inputs.nth(1).fill('2026-01-25');
      await page.keyboard.press('Enter');
      const rows = page.getByTestId('bank-lines-table').locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(2);
      await page.locator('.ant-picker-dropdown:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
      await shot(page, 'finance-bank-3b-filtered');
      const picker = page.getByTestId('bank-funds-page').locator('.ant-picker-range').first();
      await picker.hover();
      await picker.locator('.ant-picker-clear').click();
      await expect.poll(() => rows.count()).toBe(5);
    });

    await step(page, 'month-summary', async () => {
      await page.getByRole('tab', { name: '月度汇总' }).click();
      const row = page.getByTestId('bank-months-table').locator('tr').filter({ hasText: ACCOUNT });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('2026-01');
      expect(text).toContain('216,750.44');
      expect(text).toContain('是');
      await page.getByTestId('bank-months-table').locator('.ant-spin-blur').waitFor({ state: 'detached' });
      // The tab pane fades in: shoot once it and its table are opaque.
      await page.waitForFunction(() => {
        for (let el = document.querySelector('[data-testid="bank-months-table"] tbody tr'); el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return false;
        return true;
      });
      await shot(page, 'finance-bank-4-months');
    });

    await step(page, 'line-form', async () => {
      await page.getByRole('tab', { name: '流水明细' }).click();
      await page.getByTestId('bank-add').click();
      await page.getByTestId('bank-line-income').locator('input').or(page.getByTestId('bank-line-income')).first().fill('12000.01');
      await page.getByText('壹万贰仟元零壹分').waitFor();
      await shot(page, 'finance-bank-5-line-form');
      await page.keyboard.press('Escape');
    });

    await step(page, 'narrow', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.getByTestId('bank-lines-table').getByText('某劳务分包公司').first().waitFor();
      await shot(page, 'finance-bank-6-ledger-1024');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
