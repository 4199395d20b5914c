import { execSync } from 'node:child_process';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { makeDocx } from '../../apps/server/test/docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { fill, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Attachments in use: an administrator (zhaolei) uploads two files to an announcement for 张伟;
 * 张伟 opens the message, batch-downloads both as one zip and previews the image.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TITLE = '项目例会资料（含附件）';
const TEXT_NAME = '会议纪要.txt';
const IMAGE_NAME = '现场照片.png';

describe('announcement attachments journey', () => {
  it('uploads two files with a notice; the recipient downloads both as a zip and previews the image', async () => {
    const admin = await newPage(browser);
    const user = await newPage(browser);
    try {
      await step(admin.page, 'send-with-files', async () => {
        const { page } = admin;
        await page.goto('/login');
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
        // A real PNG: a corner of the page itself.
        const png = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 46 } });
        await page.getByTestId('header-bell').click();
        await page.getByTestId('msg-send').click();
        await page.getByTestId('announce-dialog').waitFor();
        await page.getByTestId('announce-pick').click();
        await page.getByTestId('person-picker-search').waitFor();
        await fill(page, 'person-picker-search', '张伟');
        await page.getByTestId('person-picker-user').filter({ hasText: '张伟' }).first().click();
        await page.getByTestId('person-picker-ok').click();
        await page.getByTestId('announce-people').getByText('张伟').waitFor();
        await fill(page, 'announce-title', TITLE);
        await page.getByTestId('announce-content').fill('请查阅附件中的会议纪要与现场照片。');
        await page.getByTestId('announce-files').getByTestId('file-upload-open').click();
        await page.locator('.ant-modal input[type=file]').last().setInputFiles([
          { name: TEXT_NAME, mimeType: 'text/plain', buffer: Buffer.from('一、进度；二、安全；三、质量。') },
          { name: IMAGE_NAME, mimeType: 'image/png', buffer: png },
        ]);
        await expect.poll(() => page.getByTestId('file-upload-row').count()).toBe(2);
        await page.getByTestId('file-upload-start').click();
        await expect.poll(() => page.getByTestId('file-upload-rows').getByText('已上传').count(), { timeout: 15_000 }).toBe(2);
        await shot(page, 'files-01-uploaded');
        await page.getByRole('button', { name: '关 闭' }).or(page.getByRole('button', { name: '关闭' })).last().click();
        const list = page.getByTestId('announce-files');
        await expect.poll(() => list.locator('tbody tr.ant-table-row').count()).toBe(2);
        await shot(page, 'files-02-announce-dialog');
        await page.locator('.ecms-announce-dialog .ant-modal-footer .ant-btn-primary').click();
        await page.getByText('发送成功，1 人将收到通知').waitFor();
      });

      await step(user.page, 'recipient-downloads', async () => {
        const { page, context } = user;
        await page.goto('/login');
        await signIn(page, 'zhangwei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
        await page.getByTestId('header-bell').click();
        const row = page.getByTestId('msg-table').locator('tr', { hasText: TITLE }).first();
        await row.getByTestId('msg-title').click();
        const files = page.getByTestId('msg-read-files');
        await expect.poll(() => files.locator('tbody tr.ant-table-row').count()).toBe(2);
        await page.waitForTimeout(400);
        await shot(page, 'files-03-recipient-dialog');
        await files.locator('thead .ant-checkbox-input').check();
        const [download] = await Promise.all([page.waitForEvent('download'), files.getByTestId('file-batch-download').click()]);
        const zipPath = await download.path();
        const zip = fs.readFileSync(zipPath);
        expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        expect(zip.includes(Buffer.from(TEXT_NAME))).toBe(true);
        expect(zip.includes(Buffer.from(IMAGE_NAME))).toBe(true);
        expect(download.suggestedFilename()).toMatch(/\.zip$/);

        const imageRow = files.locator('tr', { hasText: IMAGE_NAME });
        const [preview] = await Promise.all([context.waitForEvent('page'), imageRow.getByTestId('file-preview').click()]);
        await preview.waitForLoadState();
        expect(preview.url()).toContain('/pageoffice/view/openFile');
        // The browser shows the image itself (served inline as image/png).
        expect(await preview.evaluate(() => document.contentType)).toBe('image/png');
        expect(await preview.locator('img').count()).toBe(1);
        await shot(preview, 'files-04-image-preview');
        await preview.close();
      });
      expect(admin.errors).toEqual([]);
      expect(user.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await user.context.close();
    }
  });

  it('previews an Office file as PDF (converted by LibreOffice), or says LibreOffice is missing', async () => {
    const hasSoffice = (() => { try { execSync('command -v soffice', { stdio: 'ignore', shell: '/bin/sh' }); return true; } catch { return false; } })();
    const admin = await newPage(browser);
    try {
      const { page, context } = admin;
      await step(page, 'office-preview', async () => {
        await page.goto('/login');
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
        await page.getByTestId('header-bell').click();
        await page.getByTestId('msg-send').click();
        await page.getByTestId('announce-dialog').waitFor();
        await page.getByTestId('announce-files').getByTestId('file-upload-open').click();
        await page.locator('.ant-modal input[type=file]').last().setInputFiles([
          { name: '造价咨询报告.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await makeDocx('工程造价咨询报告（初稿）') },
        ]);
        await page.getByTestId('file-upload-start').click();
        await expect.poll(() => page.getByTestId('file-upload-rows').getByText('已上传').count(), { timeout: 15_000 }).toBe(1);
        await page.getByRole('button', { name: '关 闭' }).or(page.getByRole('button', { name: '关闭' })).last().click();
        const row = page.getByTestId('announce-files').locator('tr', { hasText: '造价咨询报告.docx' });
        await row.waitFor();
        // The preview tab opens on the click and is pointed at the PDF once the server has converted it.
        const pdf = context.waitForEvent('response', {
          predicate: (r) => r.url().includes('/pageoffice/view/openFile') && !r.url().includes('check=1'), timeout: 90_000,
        });
        if (hasSoffice) {
          const [tab] = await Promise.all([context.waitForEvent('page'), row.getByTestId('file-preview').click()]);
          const res = await pdf;
          expect(res.status()).toBe(200);
          expect(res.headers()['content-type']).toBe('application/pdf');
          // (Headless Chromium may hand a PDF to its downloads instead of showing it: the response is what counts.)
          await tab.waitForLoadState();
          await tab.waitForTimeout(4000);
          await shot(tab, 'files-05-office-preview');
          await tab.close();
        } else {
          pdf.catch(() => undefined);
          await row.getByTestId('file-preview').click();
          await page.getByText('服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看').waitFor();
          await shot(page, 'files-05-office-no-libreoffice');
        }
      });
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  }, 180_000);
});
