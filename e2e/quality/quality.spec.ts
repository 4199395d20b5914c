import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boqWorkbook, unzipEntries } from '../../apps/server/src/modules/quality/__tests__/fixtures/boq-workbook';
import { launch, makeUser, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Issue 19's journey: a cost engineer imports the planted BoQ of the office building, previews it
 * (sheets by title, three 单位工程, items with sheet and row), starts a check and sees its progress,
 * opens the findings, ignores the duplicate-code one with a reason, gives the tax-rate one an
 * opinion, downloads the Word report and finds both in it.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('BoQ quality check journey', () => {
  it('imports the planted BoQ, checks it, ignores one finding, gives an opinion on another, downloads the report', async () => {
    const engineer = await makeUser('zhangwei', 'qc');
    const { buffer } = await boqWorkbook('planted');
    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, engineer.loginName, engineer.password);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'open', async () => {
      try { await openMenu(page, '质量管理', '成果质检'); } catch { await page.mouse.move(600, 400); await openMenu(page, '质量管理', '成果质检'); }
      await page.getByTestId('qc-page').waitFor();
    });

    await step(page, 'import-preview', async () => {
      await page.getByTestId('qc-import').click();
      await page.getByTestId('qc-import-dialog').locator('input[type=file]').setInputFiles({
        name: '办公楼招标控制价.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer,
      });
      const units = page.getByTestId('qc-import-units');
      await units.getByText('电气工程').waitFor();
      await page.getByTestId('qc-import-preview').getByText('表-08 建筑装饰 第 6 行').waitFor();
      await page.getByTestId('qc-import-area').locator('input').or(page.getByTestId('qc-import-area')).first().fill('6000');
      await shot(page, 'quality-1-preview');
      await page.getByTestId('qc-import-confirm').click();
      await page.getByTestId('qc-import-dialog').waitFor({ state: 'hidden' });
    });

    await step(page, 'check', async () => {
      await page.getByTestId('qc-start').click();
      await page.getByTestId('qc-runs').getByText('已完成').waitFor({ timeout: 60_000 });
      const findings = page.getByTestId('qc-findings');
      await findings.getByText('项目编码重复').first().waitFor();
      await shot(page, 'quality-2-findings');
    });

    await step(page, 'ignore', async () => {
      const row = page.getByTestId('qc-findings').locator('tr.ant-table-row').filter({ hasText: '项目编码重复' }).first();
      await row.getByTestId('qc-ignore').click();
      await page.getByTestId('qc-ignore-reason').fill('灯具分两个子目，编码已与业主确认');
      await page.getByTestId('qc-ignore-dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
      await page.getByTestId('qc-findings').getByText(/忽略：灯具分两个子目/).waitFor();
    });

    await step(page, 'opinion', async () => {
      const row = page.getByTestId('qc-findings').locator('tr.ant-table-row').filter({ hasText: '税率与计税方法' }).first();
      await row.getByTestId('qc-opinion').click();
      await page.getByTestId('qc-opinion-text').fill('请按一般计税 9% 调整税金');
      await page.getByTestId('qc-opinion-dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
      const opinion = page.getByTestId('qc-findings').getByText(/请按一般计税 9% 调整税金/);
      await opinion.waitFor();
      await opinion.scrollIntoViewIfNeeded();
      await shot(page, 'quality-3-handled');
    });

    await step(page, 'report', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qc-report').click()]);
      const path = await download.path();
      const doc = unzipEntries(readFileSync(path!)).find((e) => e.name === 'word/document.xml')!.data.toString('utf8').replace(/<[^>]+>/g, '');
      expect(doc).toContain('灯具分两个子目，编码已与业主确认');
      expect(doc).toContain('请按一般计税 9% 调整税金');
      expect(download.suggestedFilename()).toMatch(/\.docx$/);
    });

    await step(page, 'report-pdf', async () => {
      // The same report as PDF, converted by LibreOffice on the server.
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByTestId('qc-report-pdf').click()]);
      expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    });

    await step(page, 'logical', async () => {
      await openMenu(page, '质量管理', '逻辑检查');
      await page.getByTestId('qc-logical-page').waitFor();
      await page.getByTestId('qc-logical-project').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await page.getByTestId('qc-logical-run').click();
      await page.getByTestId('qc-logical-findings').getByText('矩形梁').first().waitFor();
      await shot(page, 'quality-4-logical');

      // The items behind the beam's finding: the beam itself as the subject, with its sheet and row.
      const beam = page.getByTestId('qc-logical-findings').locator('tr').filter({ hasText: '010503002001 矩形梁' }).first();
      await beam.getByTestId('qc-logical-bills').click();
      const drawer = page.getByTestId('qc-logical-bills-drawer');
      await drawer.getByTestId('qc-logical-bill-table').getByText('010503002001 矩形梁').waitFor();
      await shot(page, 'quality-4b-logical-bills');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // 无问题 needs a reason; with one, the decision shows beside the finding and in 判定记录.
      await beam.getByTestId('qc-logical-judge').click();
      const dialog = page.getByTestId('qc-logical-judge-dialog');
      await dialog.getByText('无问题').click();
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await dialog.getByText('判定为无问题时请填写理由').waitFor();
      await dialog.getByTestId('qc-logical-opinion').fill('模板在措施费中按系数计取');
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await page.locator('.ant-message-notice').filter({ hasText: '保存成功' }).first().waitFor();
      await beam.getByTestId('qc-logical-decision').filter({ hasText: '无问题' }).waitFor();
      await page.getByTestId('qc-logical-tab-records').click();
      await page.getByTestId('qc-logical-records').getByText('模板在措施费中按系数计取').waitFor();
      await shot(page, 'quality-4c-logical-records');
    });

    await step(page, 'range-set', async () => {
      await openMenu(page, '质量管理', '指标区间');
      await page.getByTestId('qc-range-table').getByText('暂列金额').first().waitFor();
      await page.getByTestId('qc-range-add-provisionalCheck').click();
      await page.getByTestId('qc-range-region').fill('江苏');
      await shot(page, 'quality-5-range-dialog');
      await page.getByTestId('qc-range-save').click();
      await page.getByTestId('qc-range-table').getByText(/^江苏 \/ 全部 \/ 全部：/).waitFor();
      await shot(page, 'quality-6-range');
    });

    await step(page, 'fee-tool', async () => {
      await openMenu(page, '质量管理', '咨询收费');
      await page.getByTestId('fee-page').waitFor();
      await page.getByTestId('fee-base-add').click();
      await page.getByTestId('fee-base-region').fill('江苏');
      await page.getByTestId('fee-base-name').fill(`江苏省造价咨询收费标准 ${Date.now().toString(36)}`);
      await page.getByTestId('fee-base-service').fill('结算审核');
      await page.getByTestId('fee-base-save').click();
      await page.getByTestId('fee-base-table').locator('tr.ant-table-row').filter({ hasText: '江苏省造价咨询收费标准' }).first().click();
      for (const [lower, upper, rate] of [['0', '1000000', '5'], ['1000000', '', '4']]) {
        await page.getByTestId('fee-band-add').click();
        await page.getByTestId('fee-band-lower').fill(lower);
        if (upper) await page.getByTestId('fee-band-upper').fill(upper);
        await page.getByTestId('fee-band-rate').fill(rate);
        await page.getByTestId('fee-band-save').click();
        await page.getByTestId('fee-band-save').waitFor({ state: 'hidden' });
      }
      await page.getByTestId('fee-amount').locator('input').or(page.getByTestId('fee-amount')).first().fill('3000000');
      await page.getByTestId('fee-calc-run').click();
      // 1,000,000 × 5‰ + 2,000,000 × 4‰ = 13,000
      await page.getByTestId('fee-result').getByText('13,000.00').first().waitFor();
      for (const [w, h] of [[1366, 768], [1024, 768], [390, 844]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await shot(page, `quality-7-fee-${w}`);
      }
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
