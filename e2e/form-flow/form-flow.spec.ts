import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { choose, fill, launch, newPage, openMenu, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 6's online-form journey: the administrator 赵磊 (技术质量部) designs 差旅报销 — a reason,
 * an advance, a sub-table 明细 whose 金额 = 数量 × 单价 and a total summing it — publishes it,
 * makes a one-step approval flow (the initiator's department manager) and binds the form to it in
 * the flow's 业务表单 tab; he fills a claim with two rows (the total follows live) and starts its
 * flow; 彭涛, his department manager, opens it from his to-do list and approves; the claim shows
 * 已审批 in the form's list. Then 赵磊 imports claims through the list's 导入 in valid-rows mode:
 * three bad rows land in the error workbook with their reasons, the good ones in the list.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A loaded two-core machine: pages may take seconds to settle after a navigation. */
const WAIT = { timeout: 15_000 };
const RUN = Date.now().toString(36).slice(-5);
const FORM_CODE = `e2e_travel_${RUN}`;
const FLOW_CODE = `e2e_travel_flow_${RUN}`;
const FLOW_NAME = `差旅报销审批${RUN}`;
const REASON = `赴杭州参加造价审核会议 ${RUN}`;
const LIST_URL = `/main-page/${FORM_CODE}/wf-list`;

async function login(page: Page, user: string) {
  await page.goto('/login');
  await signIn(page, user, E2E_DEMO_PASSWORD);
  await page.getByTestId('home-layout').waitFor();
}

/** Adds a field from the palette (after the selected field, or into the selected sub-table), labels it and gives it a key. */
async function addField(page: Page, type: string, label: string, key: string) {
  await page.getByTestId(`fd-palette-${type}`).click();
  await page.getByTestId('fd-prop-label').fill(label);
  await page.getByTestId('fd-prop-key').fill(key);
  await page.getByTestId('fd-prop-key').press('Enter');
  await page.getByTestId(`fd-field-${key}`).waitFor();
}

async function setFormula(page: Page, formula: string) {
  await page.getByTestId('fd-prop-formula').fill(formula);
  await page.getByTestId('fd-props').getByText('公式正确').waitFor();
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The list row of the claim whose reason contains `text`. */
const rowOf = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });

describe('online form with approval journey', () => {
  it('designs 差旅报销 with a sub-table, binds it to a flow, fills and submits a claim, the manager approves, the list shows 已审批; Excel import in valid-rows mode', async () => {
    const admin = await newPage(browser);
    const { page } = admin;

    await step(page, 'ff-create-form', async () => {
      await login(page, 'zhaolei');
      await openMenu(page, '系统管理', '表单管理');
      await page.getByTestId('fd-list-page').waitFor();
      await page.getByTestId('fd-list-new').click();
      await page.getByTestId('fd-create-code').fill(FORM_CODE);
      await page.getByTestId('fd-create-name').fill('差旅报销');
      await page.getByTestId('fd-create-ok').click();
      await page.getByTestId('fd-designer').waitFor();
    });

    await step(page, 'ff-design', async () => {
      await addField(page, 'text', '报销事由', 'reason');
      await page.getByTestId('fd-prop-required').click();
      await addField(page, 'money', '预支金额', 'advance');
      // 明细: item, quantity, unit price and the computed amount, totalled under the table
      await page.getByTestId('fd-add-sub').click();
      await page.getByTestId('fd-prop-sub-title').fill('明细');
      await page.getByTestId('fd-prop-key').fill('details');
      await page.getByTestId('fd-prop-key').press('Enter');
      await page.getByTestId('fd-sub-details').waitFor();
      await addField(page, 'text', '费用项目', 'item');
      await addField(page, 'number', '数量', 'qty');
      await addField(page, 'money', '单价', 'price');
      await addField(page, 'computed', '金额', 'amount');
      await setFormula(page, 'qty * price');
      await page.getByTestId('fd-sub-details').locator('.fd-block__head').click();
      await choose(page, 'fd-prop-sum', '金额', { multiple: true });
      // the claim's total, after the advance in the main section
      await page.getByTestId('fd-field-advance').click();
      await addField(page, 'computed', '报销合计', 'total');
      await setFormula(page, 'sum(details.amount)');
      // the form's own properties (nothing selected): the reason names a claim in lists and flows
      await page.getByTestId('fd-canvas').click({ position: { x: 4, y: 4 } });
      await choose(page, page.getByTestId('fd-props').locator('.ant-form-item').filter({ hasText: '标题字段' }).locator('.ant-select'), '报销事由');
      await expect.poll(() => page.getByTestId('fd-sub-details').innerText(), WAIT).toContain('合计：金额');
      await shot(page, 'form-flow-01-designer');
    });

    await step(page, 'ff-publish', async () => {
      await page.getByTestId('fd-publish').click();
      await toast(page, '已发布为 V1');
      await expect.poll(() => page.getByTestId('fd-version').innerText(), WAIT).toBe('V1');
    });

    await step(page, 'ff-flow', async () => {
      await openMenu(page, '系统管理', '流程定义');
      await page.getByTestId('procdef-page').waitFor();
      await page.getByTestId('procdef-new').click();
      await page.getByTestId('setting-flow-page').waitFor();
      await fill(page, 'base-code', FLOW_CODE);
      await fill(page, 'base-name', FLOW_NAME);
      await page.getByTestId('setting-tab-f-flow-design').click();
      // one approver: the initiator's department manager
      await page.getByTestId('wf-add-after-start').click();
      await page.locator('[data-testid="wf-add-menu"]:visible').getByTestId('wf-add-approver').click();
      const drawer = page.getByTestId('wf-drawer');
      await drawer.getByTestId('wf-node-name').fill('部门经理审批');
      await drawer.getByTestId('wf-rule-deptLeader').click();
      await page.getByTestId('wf-drawer-done').click();
      await expect.poll(() => page.locator('[data-node-type="approver"]').first().innerText(), WAIT).toContain('第 1 级主管');
      // Saving a new flow reopens the page on its id: wait for that load before publishing.
      const reopened = page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/a\/wf\/definition\/[^/]+$/.test(new URL(r.url()).pathname));
      await page.getByTestId('setting-flow-save').click();
      await toast(page, '流程已创建，请继续设计流程');
      await reopened;
      await page.locator('[data-node-type="approver"]').first().waitFor();
      await page.getByTestId('setting-flow-publish').click();
      await toast(page, '发布成功，当前版本 V1');
      await expect.poll(() => page.getByTestId('setting-flow-version').innerText(), WAIT).toBe('当前版本 V1');
    });

    await step(page, 'ff-bind', async () => {
      await page.getByTestId('setting-tab-f-form-manager').click();
      await page.getByTestId('fd-flow-form').waitFor();
      await choose(page, 'fd-flow-pick', FORM_CODE);
      await page.getByTestId('fd-flow-bind').click();
      await toast(page, '已绑定表单');
      const fields = page.getByTestId('fd-flow-fields');
      await fields.getByText('报销合计').waitFor();
      expect(await fields.innerText()).toContain('明细');
      await shot(page, 'form-flow-02-flow-form');
    });

    let procInstId = '';
    await step(page, 'ff-fill-and-start', async () => {
      // No menu carries a new form yet: its list is at the generic route.
      await page.goto(LIST_URL);
      await page.getByTestId('wf-list-page').waitFor();
      await expect.poll(() => page.getByTestId('wf-list-title').textContent(), WAIT).toBe('差旅报销');
      await page.getByTestId('wf-list-add').click();
      await page.getByTestId('wf-form-page').waitFor();
      await fill(page, 'field-reason', REASON);
      await fill(page, 'field-advance', '1000');
      await fill(page, 'field-details.0.item', '往返高铁票');
      await fill(page, 'field-details.0.qty', '2');
      await fill(page, 'field-details.0.price', '350');
      await expect.poll(() => page.getByTestId('field-details.0.amount').textContent(), WAIT).toBe('700.00');
      await expect.poll(() => page.getByTestId('field-total').textContent(), WAIT).toBe('700.00');
      await page.getByTestId('subtable-details-add').click();
      await fill(page, 'field-details.1.item', '酒店住宿');
      await fill(page, 'field-details.1.qty', '3');
      await fill(page, 'field-details.1.price', '480');
      await expect.poll(() => page.getByTestId('field-details.1.amount').textContent(), WAIT).toBe('1,440.00');
      await expect.poll(() => page.getByTestId('subtable-details-sum-amount').textContent(), WAIT).toBe('2,140.00');
      await expect.poll(() => page.getByTestId('field-total').textContent(), WAIT).toBe('2,140.00');
      await shot(page, 'form-flow-03-filled');
      await noHorizontalOverflow(page);
      await page.getByTestId('wf-form-start').click();
      await toast(page, '已发起流程：部门经理审批');
      await page.waitForURL(/\/flowhandle\/flow-business\?/);
      procInstId = new URL(page.url()).searchParams.get('procInstId') ?? '';
      expect(procInstId).not.toBe('');
      // the flow page shows the claim itself, read-only now that it is with the approver
      await page.getByTestId('wf-form-comp').waitFor();
      await expect.poll(() => page.getByTestId('wf-form-comp').getByTestId('field-total').textContent(), WAIT).toBe('2,140.00');
    });

    await step(page, 'ff-list-approving', async () => {
      await page.goto(LIST_URL);
      const row = rowOf(page, REASON);
      await row.waitFor();
      await expect.poll(() => row.getByTestId('flow-record-status').innerText(), WAIT).toBe('审批中');
      expect(await row.innerText()).toContain('2,140.00');
    });

    const manager = await newPage(browser);
    await step(manager.page, 'ff-manager-approves', async () => {
      const p = manager.page;
      await login(p, 'pengtao');
      await openMenu(p, '工作台', '待办');
      const todo = p.getByTestId('wf-list-todo');
      const row = todo.locator('tr.ant-table-row').filter({ hasText: `差旅报销-${REASON}` });
      await row.waitFor();
      expect(await row.innerText()).toContain(FLOW_NAME);
      const entry = row.getByTestId('wf-list-open');
      await shot(p, 'form-flow-04-todo');
      await entry.click();
      await p.getByTestId('flow-next').waitFor();
      expect(new URL(p.url()).searchParams.get('procInstId')).toBe(procInstId);
      const form = p.getByTestId('wf-form-comp');
      await expect.poll(() => form.getByTestId('field-total').textContent(), WAIT).toBe('2,140.00');
      expect(await form.innerText()).toContain('酒店住宿');
      await p.getByTestId('flow-opinion').fill('同意报销');
      await shot(p, 'form-flow-05-approver');
      await noHorizontalOverflow(p);
      await p.getByTestId('flow-next').click();
      // the last step: a quick "submit to 结束?" or the chooser, whichever the page offers
      const quick = p.getByTestId('fast-yes');
      const chooser = p.getByTestId('submit-dialog');
      await quick.or(chooser).first().waitFor();
      if (await quick.isVisible()) await quick.click();
      else await p.getByTestId('submit-ok').click();
      await toast(p, '提交成功');
      await p.getByTestId('flow-next').waitFor({ state: 'detached' });
    });
    expect(manager.errors).toEqual([]);
    await manager.context.close();

    await step(page, 'ff-list-approved', async () => {
      await page.goto(LIST_URL);
      const row = rowOf(page, REASON);
      await row.waitFor();
      await expect.poll(() => row.getByTestId('flow-record-status').innerText(), WAIT).toBe('已审批');
      // approved: nothing left to edit or delete
      expect(await row.getByTestId('row-edit').count()).toBe(0);
      expect(await row.getByTestId('row-delete').count()).toBe(0);
      await shot(page, 'form-flow-06-approved-list');
      await noHorizontalOverflow(page);
    });

    // Import: three good claims, three bad ones (no reason, a word for an amount, a negative advance).
    const rows: [string | null, string | number | null][] = [
      [`导入差旅-${RUN}-1`, 500],
      [null, 300],
      [`导入差旅-${RUN}-3`, '八百'],
      [`导入差旅-${RUN}-4`, 1200.5],
      [`导入差旅-${RUN}-5`, -200],
      [`导入差旅-${RUN}-6`, null],
    ];
    const BAD: Record<number, string> = { 3: '报销事由不能为空', 4: '预支金额应为数字', 6: '预支金额不能小于0' };
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('差旅报销');
    ws.addRow(['报销事由', '预支金额']);
    for (const r of rows) ws.addRow(r);
    const file = Buffer.from(await wb.xlsx.writeBuffer());

    let errorFile = '';
    await step(page, 'ff-import', async () => {
      await page.getByTestId('wf-list-import').click();
      const wizard = page.getByTestId('excel-import-wizard');
      await wizard.locator('input[type=file]').setInputFiles({
        name: '差旅报销导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file,
      });
      await page.getByTestId('excel-read').click();
      await page.getByText('读取成功!').waitFor();
      await page.getByText('共 6 行数据').waitFor();
      await page.getByTestId('excel-check').click();
      const errors = page.getByTestId('excel-check-errors');
      await errors.waitFor({ timeout: 60_000 });
      for (const reason of Object.values(BAD)) await errors.getByText(reason).waitFor();
      await shot(page, 'form-flow-07-import-checked');
      await page.getByTestId('excel-mode').getByText('仅导入有效行').click();
      await page.getByTestId('excel-confirm').click();
      await page.getByText('导入完成：成功 3 行，失败 3 行').first().waitFor({ timeout: 60_000 });
      await shot(page, 'form-flow-08-import-result');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('excel-import-result').getByTestId('excel-error-download').click()]);
      errorFile = await download.path();
    });

    // The error workbook: the three rows, their original row numbers and reasons.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(errorFile) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['报销事由', '预支金额', '原行号', '错误原因']);
    const failed: Record<number, string> = {};
    sheet.eachRow((r, n) => { if (n > 1) failed[Number(r.getCell(3).value)] = String(r.getCell(4).value); });
    expect(failed).toEqual(BAD);

    await step(page, 'ff-imported-list', async () => {
      await page.getByTestId('excel-import-result').getByRole('button', { name: /关\s*闭/ }).click();
      for (const n of [1, 4, 6]) await rowOf(page, `导入差旅-${RUN}-${n}`).waitFor();
      expect(await rowOf(page, `导入差旅-${RUN}-4`).innerText()).toContain('1,200.50');
      for (const n of [3, 5]) expect(await rowOf(page, `导入差旅-${RUN}-${n}`).count()).toBe(0);
      await shot(page, 'form-flow-09-imported-list');
      await noHorizontalOverflow(page);
    });

    expect(admin.errors).toEqual([]);
    await admin.context.close();
  }, 420_000);
});
