import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, launch, makeUser, newPage, shot, signIn, step } from '../helpers';

/*
 * Print preview of a record kind's record: a user of the administration department (made like
 * zhaolei) saves an office-supplies purchase with two items, opens it and clicks 打印; the
 * preview shows the fields as the export writes them (names, dates, computed total) and the
 * items as a table, at 1366 px.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const PURPOSE = `打印预览用的办公用品采购 ${Date.now() % 100000}`;

describe('record print preview journey', () => {
  it('prints an office-supplies purchase: fields and the item table', async () => {
    const user = await makeUser('zhaolei', 'print');
    const token = await apiLogin(user.loginName, user.password);
    const me = await api<{ deptId: string }[]>(token, 'POST', '/a/sys/user/queryList', { params: { loginName: user.loginName } }).catch(() => []);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const { id } = await api<{ id: string }>(token, 'POST', '/b/form/office_purchase/record', {
      values: { applyDate: today, applicant: user.id, applyDept: me[0]?.deptId, purpose: PURPOSE },
      subTables: { items: [{ itemName: '中性笔', spec: '0.5mm 黑色', quantity: 24, price: 2.5 }, { itemName: 'A4 复印纸', spec: '70g 500张/包', quantity: 10, price: 26 }] },
    });
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'open-record', async () => {
        await page.goto('/login');
        await signIn(page, user.loginName, user.password);
        await page.getByTestId('home-layout').waitFor();
        await page.goto(`/main-page/office_purchase/wf-form?mode=view&id=${id}`);
        await page.getByTestId('wf-form-print').waitFor();
      });
      await step(page, 'preview', async () => {
        await page.getByTestId('wf-form-print').click();
        const sheet = page.getByTestId('record-print');
        await sheet.waitFor();
        await expect.poll(() => sheet.textContent()).toContain(PURPOSE);
        const text = (await sheet.textContent()) ?? '';
        for (const s of ['办公用品采购', '采购单号', '申请人', user.name, '采购明细', '中性笔', 'A4 复印纸', '260.00', '320']) expect(text).toContain(s);
        await shot(page, 'form-print-preview');
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
