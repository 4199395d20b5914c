import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { fill, launch, newPage, openMenu, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 16's first slice, through the web: 徐明 (专业监理工程师) creates a supervision project with
 * its structure (单位工程 → 分部 → 部位) and makes 何平 a member on the contractor's side; records two
 * problems; issues a 监理通知单 for both. The contractor's representative (何平's account: the seed
 * has no contractor role; the server tests use a dedicated reply-only account) replies on a phone
 * (390 px); 徐明 answers 2 (资料不全), the reply comes again, he answers 1 and the ledger shows
 * 发现问题2项，已整改问题2项.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const NAME = `E2E监理项目-${Date.now().toString(36)}`;

async function login(page: Page, user: string) {
  await page.goto('/login');
  await signIn(page, user, E2E_DEMO_PASSWORD);
  await page.getByTestId('welcome-card').waitFor();
}
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).first().click();
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}
const noticeRow = (page: Page) => page.getByTestId('sup-notice-table').locator('.ant-table-tbody tr.ant-table-row').first();

async function addNode(page: Page, parent: string | null, name: string) {
  await (parent ? page.getByTestId(`sup-node-add-${parent}`) : page.getByTestId('sup-unit-add')).click();
  await fill(page, 'sup-node-name', name);
  await page.getByTestId('sup-node-save').click();
  await page.getByTestId(`sup-node-${name}`).waitFor();
}

async function addProblem(page: Page, name: string, type: string, part?: string) {
  await page.getByTestId('sup-problem-add').click();
  await page.getByTestId('sup-problem-name').fill(name);
  await choose(page, 'sup-problem-type', type);
  if (part) {
    await page.getByTestId('sup-problem-part').click();
    await page.locator('.ant-select-dropdown:visible').getByText(part, { exact: true }).click();
  }
  await page.getByTestId('sup-problem-save').click();
  await toast(page, '保存成功');
  await page.getByTestId('sup-problem-table').getByText(name).waitFor();
}

async function reply(page: Page, businessId: string, text: string, shotName?: string) {
  await page.goto(`/engineering-supervision/problem-ledger?businessId=${businessId}`);
  await noticeRow(page).getByText('整改回复', { exact: true }).click();
  await page.getByTestId('sup-reply-content').fill(text);
  if (shotName) await shot(page, shotName);
  await page.getByTestId('sup-reply-ok').click();
  await toast(page, '回复成功');
  await noticeRow(page).getByText('待复查').waitFor();
}

async function review(page: Page, opinion: string, remark?: string) {
  await page.reload();
  await noticeRow(page).getByText('复查', { exact: true }).click();
  await page.getByTestId('sup-review-opinion').getByText(opinion, { exact: true }).click();
  if (remark) await page.getByTestId('sup-review-remark').fill(remark);
  await page.getByTestId('sup-review-ok').click();
  await toast(page, '复查成功');
}

describe('supervision: problems, 监理通知单 and the rectification loop', () => {
  it('project and structure, two problems, a notice, reply, answer 2, reply again, answer 1', async () => {
    const eng = await newPage(browser);
    const p = eng.page;
    let businessId = '';
    await step(p, 'supervision-project', async () => {
      await login(p, 'xuming');
      await openMenu(p, '工程监理', '监理项目');
      await p.getByTestId('sup-project-page').waitFor();
      await p.getByTestId('sup-project-add').click();
      await fill(p, 'sup-project-name', NAME);
      await fill(p, 'sup-project-contractor', '浙江宏达建设集团有限公司');
      await p.getByTestId('sup-project-save').click();
      await toast(p, '保存成功');
      await p.getByTestId('sup-project-table').getByText(NAME).click();
      await p.getByTestId('sup-project-drawer').waitFor();
      await addNode(p, null, '1#住宅楼');
      await addNode(p, '1#住宅楼', '主体结构');
      await addNode(p, '主体结构', '三层梁板');
      await shot(p, 'supervision-01-structure-1366');
      // 何平 joins the project on the contractor's side, with his account: he then sees the project.
      await p.getByRole('tab', { name: '项目成员' }).click();
      await p.getByTestId('sup-member-add').click();
      await fill(p, 'sup-member-name', '何平');
      await fill(p, 'sup-member-unit', '浙江宏达建设集团有限公司');
      await p.getByTestId('sup-member-user').click();
      await p.getByTestId('person-picker-search').waitFor();
      await fill(p, 'person-picker-search', '何平');
      await p.getByTestId('person-picker-user').filter({ hasText: '何平' }).first().click();
      await p.getByTestId('person-picker-ok').click();
      await p.getByTestId('sup-member-save').click();
      await toast(p, '保存成功');
      await p.getByTestId('sup-project-drawer').locator('.ant-table-tbody').getByText('浙江宏达建设集团有限公司').waitFor();
      await p.locator('.ant-drawer-close').click();
      await p.getByTestId('sup-project-drawer').waitFor({ state: 'hidden' });
    });

    await step(p, 'supervision-problems', async () => {
      const row = p.getByTestId('sup-project-table').locator('tr', { hasText: NAME });
      await row.getByText('问题整改', { exact: true }).click();
      await p.getByTestId('sup-problem-page').waitFor();
      businessId = new URL(p.url()).searchParams.get('businessId') ?? '';
      expect(businessId).not.toBe('');
      await expect.poll(() => p.getByTestId('sup-problem-count').textContent()).toBe('发现问题0项，已整改问题0项');
      await addProblem(p, '三层梁板钢筋保护层垫块缺失，局部钢筋外露', '质量问题', '三层梁板');
      await addProblem(p, '外脚手架连墙件间距过大，二层以上缺失', '安全问题');
      await expect.poll(() => p.getByTestId('sup-problem-count').textContent()).toBe('发现问题2项，已整改问题0项');
      await shot(p, 'supervision-02-problems-1366');
    });

    await step(p, 'supervision-notice', async () => {
      // Without a checked row the spec's warning; then both problems go on one notice.
      await p.getByTestId('sup-notice-issue').click();
      await toast(p, '请选择一条记录！');
      const boxes = p.getByTestId('sup-problem-table').locator('.ant-table-tbody .ant-table-selection-column input');
      await boxes.nth(0).check({ force: true });
      await boxes.nth(1).check({ force: true });
      await p.getByTestId('sup-notice-issue').click();
      await p.getByTestId('sup-notice-subject').waitFor();
      await p.getByTestId('sup-notice-issue-ok').click();
      await toast(p, '通知单已下发');
      await noticeRow(p).getByText('待整改').waitFor();
      expect(await noticeRow(p).textContent()).toMatch(/JLTZ-\d{4}-\d{4}/);
      await expect.poll(() => p.getByTestId('sup-problem-table').getByText(/JLTZ-/).count()).toBe(2);
      await shot(p, 'supervision-03-notice-1366');
    });

    // The contractor's representative answers on a phone.
    const con = await newPage(browser, { width: 390, height: 844 });
    await step(con.page, 'supervision-reply-390', async () => {
      await login(con.page, 'heping');
      await reply(con.page, businessId, '已按要求补设钢筋保护层垫块，连墙件已按两步三跨加密，附整改照片。', 'supervision-04-reply-390');
      expect(await con.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });

    await step(p, 'supervision-review-2', async () => {
      await review(p, '整改回复资料不全', '缺隐蔽工程验收记录');
      await noticeRow(p).getByText('资料不全退回').waitFor();
      await expect.poll(() => p.getByTestId('sup-problem-count').textContent()).toBe('发现问题2项，已整改问题0项');
    });

    await step(con.page, 'supervision-reply-again', async () => {
      await reply(con.page, businessId, '已补充隐蔽工程验收记录及复查照片。');
      await shot(con.page, 'supervision-05-replied-390');
    });

    await step(p, 'supervision-review-1', async () => {
      await review(p, '同意整改回复');
      await noticeRow(p).getByText('已闭合').waitFor();
      await expect.poll(() => p.getByTestId('sup-problem-count').textContent()).toBe('发现问题2项，已整改问题2项');
      await expect.poll(() => p.getByTestId('sup-problem-table').getByText('已整改').count()).toBe(2);
      await shot(p, 'supervision-06-closed-1366');
      await noticeRow(p).getByText('详情', { exact: true }).click();
      await p.getByText('复查：整改回复资料不全 — 缺隐蔽工程验收记录').waitFor();
      await shot(p, 'supervision-07-history-1366');
      await p.locator('.ant-modal-close:visible').click();
      await p.setViewportSize({ width: 1024, height: 768 });
      await p.getByTestId('sup-problem-count').scrollIntoViewIfNeeded();
      await shot(p, 'supervision-08-ledger-1024');
      expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });

    await step(p, 'supervision-print', async () => {
      // The document-number selector (20 per page), then the notice as its A4 A.0.3 sheet.
      await p.setViewportSize({ width: 1366, height: 768 });
      await p.getByTestId('sup-docno-open').click();
      const picker = p.getByTestId('sup-docno-table');
      await picker.getByText(/JLTZ-\d{4}-\d{4}/).first().waitFor();
      await p.locator('.ant-modal:visible').getByText('20 条/页').waitFor();
      await shot(p, 'supervision-09-docno-1366');
      await picker.getByTestId('sup-docno-pick').first().click();
      await picker.waitFor({ state: 'hidden' });
      const sheet = p.getByTestId('sup-notice-sheet');
      await sheet.waitFor();
      const text = (await sheet.textContent()) ?? '';
      expect(text).toMatch(/编号：JLTZ-\d{4}-\d{4}/);
      expect(text).toContain('（施工项目经理部）');
      expect(text).toContain('项目监理机构（盖章）');
      await shot(p, 'supervision-10-print-1366');
      // Printed, the sheet alone fills exactly one A4 page.
      const pdf = (await p.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
      await p.emulateMedia({ media: 'print' });
      await shot(p, 'supervision-11-print-media');
      await p.emulateMedia({ media: 'screen' });
      await p.setViewportSize({ width: 390, height: 844 });
      await shot(p, 'supervision-12-print-390');
      // The server's PDF of the same sheet (LibreOffice).
      await p.setViewportSize({ width: 1366, height: 768 });
      const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('sup-print-pdf').click()]);
      expect(download.suggestedFilename()).toMatch(/^监理通知单-JLTZ-\d{4}-\d{4}\.pdf$/);
      await p.locator('.ant-modal-close:visible').click();

      // A 工作联系单 (表 C.0.1): issued from the ledger, no problems, found by type in the number selector.
      await p.getByTestId('sup-contact-add').click();
      await fill(p, 'sup-contact-subject', '关于召开第一次工地例会的通知');
      await p.getByTestId('sup-contact-content').fill('定于下周一上午9时在项目部会议室召开第一次工地例会，请施工单位项目经理及技术负责人参加。');
      await p.getByTestId('sup-contact-ok').click();
      await p.getByTestId('sup-notice-table').getByText(/GZLX-\d{4}-\d{4}/).first().waitFor();
      await p.getByTestId('sup-docno-open').click();
      await p.getByTestId('sup-docno-type').getByText('工作联系单').click();
      const contactRow = p.getByTestId('sup-docno-table').getByText(/GZLX-\d{4}-\d{4}/).first();
      await contactRow.waitFor();
      await shot(p, 'supervision-12b-docno-contact-1366');
      await p.getByTestId('sup-docno-table').getByTestId('sup-docno-pick').first().click();
      const contactSheet = p.getByTestId('sup-notice-sheet');
      await contactSheet.getByText('表 C.0.1').waitFor();
      const contactText = (await contactSheet.textContent()) ?? '';
      expect(contactText).toContain('工作联系单');
      expect(contactText).toContain('发文单位：项目监理机构');
      await shot(p, 'supervision-12c-contact-sheet-1366');
      await p.locator('.ant-modal-close:visible').click();
    });

    await step(p, 'supervision-instrument-ledger', async () => {
      // The instrument ledger (one declared shape for every ledger): verified 13 months ago on a 12-month cycle → 已过期.
      await p.setViewportSize({ width: 1366, height: 768 });
      await p.goto(`/main-page/supervise-instrument/wf-list?businessId=${encodeURIComponent(businessId)}`);
      await p.getByTestId('sup-ledger-add').click();
      await fill(p, 'sup-ledger-instrumentName', '回弹仪');
      await choose(p, 'sup-ledger-verifyMethod', '检定');
      const last = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
      await p.getByTestId('sup-ledger-lastVerifyDate').click();
      await p.keyboard.type(last);
      await p.keyboard.press('Enter');
      await fill(p, 'sup-ledger-cycleMonths', '12');
      await p.getByTestId('sup-ledger-save').click();
      await toast(p, '保存成功');
      await p.getByTestId('sup-ledger-table').getByText('已过期').waitFor();
      await p.getByTestId('sup-ledger-due-alert').waitFor();
      await shot(p, 'supervision-13-instrument-1366');
      await p.setViewportSize({ width: 390, height: 844 });
      await shot(p, 'supervision-14-instrument-390');
      // At phone width nothing pushes the page sideways (the toolbar wraps; the table scrolls inside its card, so what is in it may reach past the edge).
      expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      const overflowing = await p.evaluate(() => Array.from(document.querySelectorAll('[data-testid="sup-ledger-page"] .ant-card-head, [data-testid="sup-ledger-page"] .ant-space, [data-testid="sup-ledger-page"] .ant-alert'))
        .filter((el) => !el.closest('.ant-table-content, .ant-table-body') && el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.className));
      expect(overflowing).toEqual([]);
    });
    expect([...eng.errors, ...con.errors]).toEqual([]);
    await eng.context.close();
    await con.context.close();
  }, 300_000);
});
