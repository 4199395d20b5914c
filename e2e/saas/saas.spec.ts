import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from '../global-setup';
import { choose, fill, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 20's SaaS journey: the platform administrator opens company B of edition 标准版 with its
 * logo and receives the administrator's one-time password; B's administrator signs in at B's
 * saasLogin, must change that password first, then sees B's name and logo in the header and only
 * the menus of 标准版 (no finance, no supervision, no company management).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A 160x48 PNG: a teal band with a white bar, so the logo is visible in the screenshots. */
function logoPng(): Buffer {
  const w = 160;
  const h = 48;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      const bar = y > 18 && y < 30 && x > 56 && x < 150;
      const disc = (x - 28) ** 2 + (y - 24) ** 2 < 18 ** 2;
      const [r, g, b] = bar || disc ? [255, 255, 255] : [19, 122, 127];
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(zlib.crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const CODE = `b${Date.now().toString(36)}`;
const NAME = `乙方咨询${CODE.slice(-4)}有限公司`;
const NEW_PASSWORD = 'Company#B2026';

describe('SaaS company journey', () => {
  it('the platform opens company B; B\'s administrator changes the first password and sees B\'s name, logo and edition menus only', async () => {
    let password = '';
    let loginUrl = '';
    const platform = await newPage(browser);
    try {
      const { page, errors } = platform;
      await page.goto('/login');
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.getByTestId('home-layout').or(page.getByTestId('welcome-card')).first().waitFor();

      await step(page, 'editions', async () => {
        await page.goto('/sys-manager/saas-enterprise-menu');
        await page.getByTestId('saas-grade-standard').waitFor();
        await page.getByTestId('saas-grade-tree').waitFor();
        await shot(page, 'saas-1-editions');
      });

      await step(page, 'create-company', async () => {
        await page.goto('/sys-manager/saas-enterprise-user');
        await page.getByTestId('saas-company-table').waitFor();
        await page.getByTestId('saas-company-add').click();
        await fill(page, 'saas-company-name', NAME);
        await fill(page, 'saas-company-code', CODE);
        await choose(page, 'saas-company-grade', '标准版');
        await page.getByTestId('saas-company-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
        await page.getByTestId('saas-company-logo').locator('img').waitFor();
        await shot(page, 'saas-2-create');
        await page.getByTestId('saas-company-save').click();
        await page.getByTestId('saas-created-password').waitFor({ timeout: 60_000 });
        password = (await page.getByTestId('saas-created-password').innerText()).trim();
        loginUrl = (await page.getByTestId('saas-created-url').innerText()).trim();
        expect(password.length).toBeGreaterThanOrEqual(12);
        expect(loginUrl).toMatch(/\/saasLogin\?companyId=/);
        await shot(page, 'saas-3-created');
        await page.getByTestId('saas-created-ok').click();
        await page.getByTestId('saas-company-table').getByText(NAME).waitFor();
        await shot(page, 'saas-4-list');
      });
      expect(errors).toEqual([]);
    } finally {
      await platform.context.close();
    }

    const b = await newPage(browser);
    try {
      const { page, errors } = b;
      await step(page, 'b-login-page', async () => {
        await page.goto(new URL(loginUrl).pathname + new URL(loginUrl).search);
        await page.getByText(NAME).first().waitFor();
        await page.locator('.ecms-login__logo img').waitFor();
        await shot(page, 'saas-5-b-login');
      });

      await step(page, 'b-first-password', async () => {
        await signIn(page, 'admin', password);
        await page.getByTestId('password-form').waitFor();
        await fill(page, 'password-old', password);
        await fill(page, 'password-new', NEW_PASSWORD);
        await fill(page, 'password-repeat', NEW_PASSWORD);
        const captcha = page.getByTestId('password-captcha').locator('input').or(page.getByTestId('password-captcha')).first();
        if (await captcha.isVisible().catch(() => false)) await captcha.fill('123456');
        await shot(page, 'saas-6-b-force-password');
        await page.getByTestId('password-submit').click();
        await page.waitForURL(/\/saasLogin/);
      });

      await step(page, 'b-signed-in', async () => {
        await page.getByText(NAME).first().waitFor();
        await signIn(page, 'admin', NEW_PASSWORD);
        await page.getByTestId('header-brand').getByText(NAME).waitFor();
        await page.getByTestId('header-logo').waitFor();
        const nav = page.getByTestId('side-nav');
        await nav.getByText('系统管理', { exact: true }).first().waitFor();
        for (const hidden of ['财务管理', '工程监理', '人力绩效', '管理驾驶舱']) {
          expect(await nav.getByText(hidden, { exact: true }).count(), hidden).toBe(0);
        }
        await shot(page, 'saas-7-b-home');
      });

      await step(page, 'b-no-company-management', async () => {
        await page.goto('/sys-manager/saas-admincompany-info');
        await page.getByTestId('saas-company-info-page').waitFor();
        expect(await page.getByTestId('saas-info-name').locator('input').or(page.getByTestId('saas-info-name')).first().inputValue()).toBe(NAME);
        await shot(page, 'saas-8-b-company-info');
        // The platform's company management is not among B's menus.
        expect(await page.getByTestId('side-nav').getByText('企业管理', { exact: true }).count()).toBe(0);
      });
      expect(errors).toEqual([]);
    } finally {
      await b.context.close();
    }
  }, 360_000);
});
