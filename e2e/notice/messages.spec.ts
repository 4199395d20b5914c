import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { fill, launch, makeUser, newPage, shot, signIn, step } from '../helpers';

/*
 * Messages with live push: an administrator (zhaolei) sends a notice to a cost engineer (a user
 * made like 张伟, so no other journey's messages are in their inbox) through the person picker;
 * the recipient's open browser shows the notification bottom-right and the bell's badge goes up
 * without a reload; opening the message and confirming marks it read and the badge goes down.
 */
let browser: Browser;
let recipient: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  browser = await launch();
  recipient = await makeUser('zhangwei', 'notice');
});
afterAll(async () => { await browser?.close(); });

const TITLE = '关于本周五安全检查的通知';
const CONTENT = '请各部门于本周五上午九点前完成办公区域安全自查。';

/** The number on the header bell's badge (0 when no badge is shown). */
async function badge(page: Page): Promise<number> {
  const count = page.getByTestId('header-bell').locator('.ant-badge-count');
  if (!(await count.count()) || !(await count.isVisible())) return 0;
  const text = (await count.getAttribute('title')) ?? (await count.innerText());
  return Number.parseInt(text.replace(/\D/g, ''), 10) || 0;
}

describe('messages journey', () => {
  it('a notice reaches the open browser of its recipient live and is read there', async () => {
    const admin = await newPage(browser);
    const user = await newPage(browser);
    try {
      let before = 0;
      await step(user.page, 'user-sign-in', async () => {
        await user.page.goto('/login');
        await signIn(user.page, recipient.loginName, recipient.password);
        await user.page.getByTestId('welcome-card').waitFor();
        // Let the push channel connect before the notice is sent.
        await user.page.waitForTimeout(1500);
        before = await badge(user.page);
      });

      await step(admin.page, 'admin-send', async () => {
        await admin.page.goto('/login');
        await signIn(admin.page, 'zhaolei', E2E_DEMO_PASSWORD);
        await admin.page.getByTestId('welcome-card').waitFor();
        await admin.page.getByTestId('header-bell').click();
        await admin.page.getByTestId('message-page').waitFor();
        await admin.page.getByTestId('msg-send').click();
        const dialog = admin.page.getByTestId('announce-dialog');
        await dialog.waitFor();
        await admin.page.getByTestId('announce-pick').click();
        await admin.page.getByTestId('person-picker-search').waitFor();
        await fill(admin.page, 'person-picker-search', recipient.name);
        await admin.page.getByTestId('person-picker-user').filter({ hasText: recipient.name }).first().click();
        await admin.page.getByTestId('person-picker-ok').click();
        await admin.page.getByTestId('announce-people').getByText(recipient.name).waitFor();
        await fill(admin.page, 'announce-title', TITLE);
        await admin.page.getByTestId('announce-content').fill(CONTENT);
        await admin.page.waitForTimeout(300);
        await shot(admin.page, '40-announce-dialog');
        await admin.page.locator('.ecms-announce-dialog .ant-modal-footer .ant-btn-primary').click();
        await admin.page.getByText('发送成功，1 人将收到通知').waitFor();
      });

      await step(user.page, 'user-live-notification', async () => {
        const note = user.page.locator('.ant-notification-notice').filter({ hasText: TITLE });
        await note.waitFor({ timeout: 10_000 });
        expect(await note.innerText()).toContain(CONTENT);
        await expect.poll(() => badge(user.page), { timeout: 10_000 }).toBe(before + 1);
        await shot(user.page, '41-live-notification');
      });

      await step(user.page, 'user-read', async () => {
        await user.page.getByTestId('header-bell').click();
        await user.page.getByTestId('message-page').waitFor();
        const row = user.page.getByTestId('msg-table').locator('tr', { hasText: TITLE }).first();
        await row.waitFor();
        expect(await row.innerText()).toContain('未读');
        await row.getByTestId('msg-title').click();
        const dialog = user.page.getByTestId('msg-read-dialog');
        await dialog.getByText(CONTENT).waitFor();
        await user.page.waitForTimeout(500); // the dialog's opening animation
        await shot(user.page, '42-read-dialog');
        await user.page.getByTestId('msg-read-confirm').click();
        await user.page.getByText('确认成功').first().waitFor();
        await expect.poll(async () => row.innerText(), { timeout: 10_000 }).toContain('已读');
        await expect.poll(() => badge(user.page), { timeout: 10_000 }).toBe(before);
        await shot(user.page, '43-message-read');
      });
      expect(user.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await user.context.close();
    }
  });
});
