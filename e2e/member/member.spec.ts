import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from '../global-setup';
import { adminToken, api, fill, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 20's member and content journey: an editor (the administrator) makes a column and
 * publishes an article containing a script tag; the public official site shows it without the
 * script. A visitor registers as a member with the SMS code, signs in and reads the article on
 * the member content page.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36);
const COLUMN = `新闻动态${TAG.slice(-4)}`;
const TITLE = `公司资质升级公告${TAG.slice(-4)}`;
const LOGIN = `member_${TAG}`;
const PHONE = `137${String(Date.now() % 100_000_000).padStart(8, '0')}`;
const PASSWORD = 'Member#2026';

describe('member and content journey', () => {
  it('an editor publishes an article with a script; the public site shows it without the script; a new member registers and reads it', async () => {
    const editor = await newPage(browser);
    try {
      const { page, errors } = editor;
      await page.goto('/login');
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.getByTestId('home-layout').or(page.getByTestId('welcome-card')).first().waitFor();

      await step(page, 'column', async () => {
        await page.goto('/sys-manager/content-management');
        await page.getByTestId('cms-article-table').waitFor();
        await page.getByTestId('cms-category-add').click();
        await fill(page, 'cms-category-name', COLUMN);
        await page.getByTestId('cms-category-save').click();
        await page.getByTestId('cms-category-tree').getByText(COLUMN).click();
      });

      await step(page, 'article', async () => {
        await page.getByTestId('cms-article-add').click();
        await fill(page, 'cms-article-title', TITLE);
        const body = page.getByTestId('cms-article-content');
        await body.click();
        await page.keyboard.type('我公司已取得工程造价咨询甲级资质。');
        // What a paste from a hostile page leaves in the editor: a script and an event handler.
        await body.evaluate((el, title) => {
          el.insertAdjacentHTML('beforeend', `<p>欢迎垂询</p><script>window.__pwned = "${title}"</script><img src="x" onerror="window.__pwned = 1">`);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        }, TITLE);
        await page.getByTestId('cms-article-status').click();
        await shot(page, 'member-1-article-form');
        await page.getByTestId('cms-article-save').click();
        await page.getByTestId('cms-article-table').getByText(TITLE).waitFor();
        await shot(page, 'member-2-articles');
      });
      await page.setViewportSize({ width: 1024, height: 768 });
      await shot(page, 'member-3-articles-1024');
      expect(errors).toEqual([]);
    } finally {
      await editor.context.close();
    }

    const visitor = await newPage(browser);
    try {
      const { page, errors } = visitor;
      await step(page, 'public-site', async () => {
        await page.goto('/static/official-websites-page');
        await page.getByTestId('site-article').getByText(TITLE).click();
        await page.getByTestId('article-view').getByText('欢迎垂询').waitFor();
        expect(await page.getByTestId('article-view').innerHTML()).not.toMatch(/script|onerror/i);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
        await shot(page, 'member-4-public-article');
      });

      await step(page, 'register', async () => {
        await page.goto('/login');
        await page.getByTestId('login-register').click();
        await page.getByTestId('register-page').waitFor();
        await fill(page, 'register-login', LOGIN);
        await fill(page, 'register-name', '陈会员');
        await fill(page, 'register-phone', PHONE);
        await page.getByTestId('register-sms-code-send').or(page.getByTestId('register-sms-code').getByRole('button')).first().click();
        // The built-in SMS channel's outbox, as the administrator reads it.
        let code = '';
        for (let i = 0; i < 20 && !code; i++) {
          const sent = await api<{ phone: string; content: string }[]>(await adminToken(), 'POST', '/a/sys/sms/queryList', { params: { phone: PHONE } });
          code = /(\d{6})/.exec(sent.find((s) => s.phone === PHONE)?.content ?? '')?.[1] ?? '';
          if (!code) await page.waitForTimeout(250);
        }
        expect(code).toMatch(/^\d{6}$/);
        await page.getByTestId('register-sms-code').locator('input').or(page.getByTestId('register-sms-code')).first().fill(code);
        await fill(page, 'register-password', PASSWORD);
        await fill(page, 'register-repeat', PASSWORD);
        await shot(page, 'member-5-register');
        await page.getByTestId('register-submit').click();
        await page.waitForURL(/\/login(\?|$)/);
      });

      await step(page, 'member-reads', async () => {
        await signIn(page, LOGIN, PASSWORD);
        await page.getByTestId('side-nav').getByText('会员中心', { exact: true }).first().waitFor();
        await page.goto('/main-page/member-content');
        await page.getByTestId('member-article-item').getByText(TITLE).click();
        await page.getByTestId('article-view').getByText('欢迎垂询').waitFor();
        await shot(page, 'member-6-member-content');
        // A member opens no staff page's data.
        const staff = await page.request.post('/api/a/sys/user/queryList', { data: {} });
        expect(staff.status()).toBe(403);
      });
      expect(errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  it('the article is found by the global search; 会员角色 gives a level a role', async () => {
    const admin = await newPage(browser);
    try {
      const { page, errors } = admin;
      await page.goto('/login');
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.getByTestId('home-layout').or(page.getByTestId('welcome-card')).first().waitFor();
      await step(page, 'search-article', async () => {
        // The article is in the global search; its hit opens content management filtered by its title.
        await page.goto(`/global-search?searchkey=${encodeURIComponent(TITLE)}`);
        const hit = page.getByTestId('search-hit').filter({ hasText: TITLE }).first();
        await hit.waitFor();
        await shot(page, 'member-2b-search');
        await hit.getByText(TITLE).first().click();
        await page.waitForURL(/content-management\?keyword=/);
        // The page opens with its title search filled in (the kept-alive shell may hold a hidden copy of the table).
        await page.locator('[data-testid="cms-article-table"]:visible').getByText(TITLE, { exact: true }).first().waitFor();
      });

      await step(page, 'member-roles', async () => {
        // 会员角色: the roles a level grants its members.
        const token = await adminToken();
        await api(token, 'POST', '/b/member/level', { name: `金卡${TAG.slice(-4)}`, fee: '100', periodMonths: 12 });
        await page.goto('/sys-manager/saas-user-role');
        await page.getByTestId('member-role-page').waitFor();
        await page.getByTestId('member-role-page').getByText(`金卡${TAG.slice(-4)}`, { exact: true }).click();
        const boxes = page.getByTestId('member-role-roles').locator('.ant-checkbox-wrapper');
        await boxes.first().waitFor();
        await expect(page.getByTestId('member-role-page').getByText('系统管理员', { exact: true }).count()).resolves.toBe(0);
        await boxes.first().click();
        await page.getByTestId('member-role-save').click();
        await page.getByText('保存成功').first().waitFor();
        await shot(page, 'member-2c-roles');
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'member-2d-roles-390');
      });
      expect(errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  }, 240_000);
});
