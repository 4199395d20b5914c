import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Staff import (issue 6): an administrator (zhaolei) imports 1,000 staff of which 10 are wrong,
 * in "import the valid rows" mode, sees 990 imported, and downloads the 10 rows with reasons.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const BAD = new Set([7, 88, 150, 233, 404, 512, 640, 777, 901, 999]);

async function staffFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('人员');
  ws.addRow(['登录名', '姓名', '手机号', '部门', '岗位', '职级']);
  for (let i = 1; i <= 1000; i++) {
    const n = String(i).padStart(4, '0');
    const bad = BAD.has(i);
    // Half of the bad rows miss the name, the other half carry a malformed phone number.
    ws.addRow([`e2e_imp_${n}`, bad && i % 2 ? '' : `导入员工${n}`, bad && !(i % 2) ? `12${n}` : `1391234${n}`, i % 2 ? '造价一所' : '监理一部', '造价员', '中级']);
  }
  ws.addRow([]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('Excel staff import journey', () => {
  it('imports 990 of 1,000 staff in valid-rows mode and downloads the 10 bad rows with their reasons', async () => {
    const file = await staffFile();
    const { page } = await newPage(browser);
    await step(page, 'excel-open', async () => {
      await page.goto('/login');
      await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
      await page.getByTestId('home-layout').waitFor();
      await page.goto('/sys-manager/user');
      await page.getByTestId('user-import').click();
      await page.getByTestId('excel-read').waitFor();
      await shot(page, 'excel-01-wizard-1366');
    });
    await step(page, 'excel-read', async () => {
      await page.getByTestId('excel-import-wizard').locator('input[type=file]').setInputFiles({
        name: '人员导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file,
      });
      await page.getByTestId('excel-read').click();
      await page.getByText('读取成功!').waitFor();
      await page.getByText('共 1000 行数据').waitFor();
      await shot(page, 'excel-02-mapped-1366');
    });
    await step(page, 'excel-check', async () => {
      await page.getByTestId('excel-check').click();
      await page.getByTestId('excel-check-errors').waitFor({ timeout: 60_000 });
      await shot(page, 'excel-03-checked-1366');
    });
    let errorFile = '';
    await step(page, 'excel-import', async () => {
      await page.getByTestId('excel-mode').getByText('仅导入有效行').click();
      await page.getByTestId('excel-confirm').click();
      await page.getByText('导入完成：成功 990 行，失败 10 行').first().waitFor({ timeout: 120_000 });
      await shot(page, 'excel-04-result-1366');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('excel-import-result').getByTestId('excel-error-download').click()]);
      errorFile = await download.path();
    });
    // The error workbook: the 10 rows, the original row number and the reason beside each.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(errorFile) as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['登录名', '姓名', '手机号', '部门', '岗位', '职级', '原行号', '错误原因']);
    const rows: { row: number; reason: string }[] = [];
    ws.eachRow((r, n) => { if (n > 1) rows.push({ row: Number(r.getCell(7).value), reason: String(r.getCell(8).value) }); });
    expect(rows.map((r) => r.row - 1).sort((a, b) => a - b)).toEqual([...BAD].sort((a, b) => a - b));
    for (const r of rows) expect(r.reason).toBe((r.row - 1) % 2 ? '姓名不能为空' : '手机号格式不正确');

    // The list shows the imported staff.
    await page.getByTestId('excel-import-result').getByRole('button', { name: /关\s*闭/ }).click();
    await page.getByTestId('user-search-login').locator('input').or(page.getByTestId('user-search-login')).first().fill('e2e_imp_0001');
    await page.getByTestId('user-search-submit').click();
    await page.getByTestId('user-table').getByText('e2e_imp_0001').waitFor();
    await shot(page, 'excel-05-users-imported-1366');

    // The wizard at 1024 px.
    const narrow = await newPage(browser, { width: 1024, height: 768 });
    await step(narrow.page, 'excel-1024', async () => {
      const p = narrow.page;
      await p.goto('/login');
      await signIn(p, 'zhaolei', E2E_DEMO_PASSWORD);
      await p.getByTestId('home-layout').waitFor();
      await p.goto('/sys-manager/user');
      await p.getByTestId('user-import').waitFor();
      await p.getByTestId('user-table').locator('tbody tr.ant-table-row').first().waitFor();
      await shot(p, 'excel-06-userpage-1024');
      await p.getByTestId('user-import').click();
      await p.getByTestId('excel-import-wizard').locator('input[type=file]').setInputFiles({ name: '人员导入.xlsx', mimeType: 'application/octet-stream', buffer: file });
      await p.getByTestId('excel-read').click();
      await p.getByText('读取成功!').waitFor();
      await shot(p, 'excel-07-mapped-1024');
      // The template administration page.
      await p.goto('/base-data/excel-template');
      await p.getByTestId('excel-tpl-add').click();
      await p.getByTestId('excel-tpl-code').fill('staff-e2e');
      await p.getByTestId('excel-tpl-name').fill('人员导入模板');
      await p.getByTestId('excel-tpl-target').click();
      await p.locator('.ant-select-item-option').filter({ hasText: 'sys:user' }).first().click();
      await p.getByRole('button', { name: '按导入目标生成字段' }).click();
      await shot(p, 'excel-08-template-editor-1024');
      await p.getByTestId('excel-tpl-save').click();
      await p.getByTestId('excel-tpl-table').getByText('staff-e2e').waitFor();
      await shot(p, 'excel-09-templates-1024');
    });
  }, 300_000);
});
