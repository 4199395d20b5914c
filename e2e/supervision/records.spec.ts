import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, choose, fill, launch, makeUser, newPage, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 16, records part: a supervision engineer on a phone (390 px) records a patrol with two
 * problems and a photo (watermarked in the browser before upload), starts it; prefills the daily
 * log from the day (the patrol, its problems, the entered weather), saves and signs it; then sees
 * the portal (dashboard and statistics charts) at 1366 and 390 px.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const NAME = `E2E巡视项目-${Date.now().toString(36)}`;

/** A 640×480 PNG of two colour bands (a stand-in for a phone photo). */
function photo(): Buffer {
  const w = 640;
  const h = 480;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) raw.set(y < h / 2 ? [120, 160, 200] : [150, 120, 90], row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function login(page: Page, user: string, password: string) {
  await page.goto('/login');
  await signIn(page, user, password);
  await page.getByTestId('welcome-card').or(page.getByTestId('side-nav')).first().waitFor();
}

describe('supervision records journey', () => {
  it('records a patrol with two problems and a photo at 390 px, prefills and signs the daily log, sees the portal', async () => {
    const eng = await makeUser('xuming', 'rec');
    const token = await apiLogin(eng.loginName, eng.password);
    const project = await api<{ id: string }>(token, 'POST', '/b/supervise/project', { name: NAME, constructionUnit: '浙江宏达建设集团' });
    const unit = await api<{ id: string }>(token, 'POST', '/b/supervise/projectNode', { businessId: project.id, nodeType: 1, name: '1#住宅楼', unitType: '房屋建筑' });
    await api(token, 'POST', '/b/supervise/projectNode', { businessId: project.id, parentId: unit.id, nodeType: 2, name: '主体结构' });

    const { context, page, errors } = await newPage(browser, { width: 390, height: 844 });
    await login(page, eng.loginName, eng.password);

    let recordId = '';
    await step(page, 'patrol-record', async () => {
      await page.goto(`/main-page/supervise-patrol/wf-list?businessId=${project.id}`);
      await page.getByTestId('sup-record-page-1').waitFor();
      await page.getByTestId('sup-record-add').click();
      const dialog = page.getByTestId('sup-record-dialog');
      await dialog.getByTestId('sup-record-form').waitFor();
      // Problems and photos need the record saved first (spec §4).
      await dialog.getByTestId('sup-record-problem-add').click();
      await toast(page, '请先保存');
      await dialog.getByTestId('sup-record-unit').click();
      await page.locator('.ant-select-dropdown:visible').getByText('1#住宅楼', { exact: true }).click();
      await fill(dialog, 'sup-record-area', '三层梁板及楼梯间');
      await dialog.getByTestId('sup-record-situation').fill('钢筋绑扎基本完成，梁底模板支撑已搭设');
      await dialog.getByTestId('sup-record-save-continue').click();
      await toast(page, '保存成功');
      await page.getByText('暂无问题').waitFor();
      for (const name of ['梁底模板支撑立杆间距过大', '楼梯间临边防护栏杆缺失']) {
        await dialog.getByTestId('sup-record-problem-add').click();
        const pd = page.getByTestId('sup-record-problem-dialog');
        await pd.getByTestId('sup-record-problem-name').fill(name);
        await pd.getByRole('button', { name: /保\s*存/ }).click();
        await dialog.getByTestId('sup-record-problems').getByText(name).waitFor();
      }
      await expect.poll(() => dialog.getByTestId('sup-record-problem').count()).toBe(2);
      await dialog.getByTestId('sup-record-photo-input').setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: photo() });
      await dialog.getByTestId('sup-record-photo').first().waitFor({ timeout: 30_000 });
      await dialog.getByTestId('sup-record-photo-add').scrollIntoViewIfNeeded();
      await shot(page, 'supervision-records-1-patrol-390');
      const records = await api<{ id: string; problemCount: number }[]>(token, 'POST', '/b/supervise/patrolInfo/queryList', { params: { businessId: project.id } });
      expect(records.map((r) => r.problemCount)).toEqual([2]);
      recordId = records[0].id;
      // The stored photo is the watermarked JPEG drawn in the browser, not the original.
      const files = await api<{ fileName: string; fileSize: number }[]>(token, 'POST', '/b/fileItem/queryList', { params: { refModule: 'supervise-record', refRecordId: recordId } });
      expect(files.map((f) => f.fileName)).toEqual(['IMG_0001-水印.jpg']);
      await dialog.getByTestId('sup-record-submit').click();
      await toast(page, '发起成功');
      await dialog.getByTestId('sup-record-readonly').waitFor();
      // At phone width the footer has no 关闭: the title bar's × closes.
      await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('sup-record-table').getByText('已发起').waitFor();
    });

    await step(page, 'daily-log', async () => {
      await page.goto(`/main-page/supervise-log/wf-list?businessId=${project.id}`);
      await page.getByTestId('sup-log-page').waitFor();
      await page.getByTestId('sup-weather').click();
      const wd = page.getByTestId('sup-weather-dialog');
      await choose(page, wd.getByTestId('sup-weather-type'), '多云');
      await fill(wd, 'sup-weather-low', '12');
      await fill(wd, 'sup-weather-high', '20');
      await wd.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByTestId('sup-weather').getByText('多云 12℃~20℃').waitFor();
      await page.getByTestId('sup-log-new').click();
      const dialog = page.getByTestId('sup-log-dialog');
      await dialog.getByTestId('sup-log-prefilled').waitFor();
      await expect.poll(() => dialog.getByTestId('sup-log-weather').inputValue()).toBe('多云 12℃~20℃');
      expect(await dialog.getByTestId('sup-log-work').inputValue()).toContain('巡视1次：三层梁板及楼梯间');
      const problems = await dialog.getByTestId('sup-log-problems').inputValue();
      expect(problems).toContain('梁底模板支撑立杆间距过大');
      expect(problems).toContain('楼梯间临边防护栏杆缺失');
      await dialog.getByTestId('sup-log-site').fill(`${await dialog.getByTestId('sup-log-site').inputValue()}\n2. 塔吊司机持证上岗`);
      await shot(page, 'supervision-records-2-log-draft-390');
      await dialog.getByTestId('sup-log-save').click();
      await toast(page, '保存成功');
      await dialog.getByTestId('sup-log-sign').click();
      await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }).click();
      await toast(page, '签认成功');
      await dialog.getByTestId('sup-log-signed').waitFor();
      expect(await dialog.getByTestId('sup-log-site').isDisabled()).toBe(true);
      await shot(page, 'supervision-records-3-log-signed-390');
      await page.locator('.ant-modal-footer:visible').getByRole('button', { name: /关\s*闭/ }).click();
    });

    await step(page, 'portal-390', async () => {
      await page.goto(`/engineering-supervision/portal?businessId=${project.id}`);
      await page.getByTestId('sup-portal-page').waitFor();
      await page.getByTestId('sup-portal-open').getByText('2', { exact: true }).waitFor();
      await page.getByTestId('sup-portal-chart-type').locator('canvas').first().waitFor();
      await shot(page, 'supervision-records-4-portal-390');
    });
    expect(errors).toEqual([]);
    await context.close();

    const wide = await newPage(browser);
    await login(wide.page, eng.loginName, eng.password);
    await step(wide.page, 'portal-1366', async () => {
      await wide.page.goto(`/engineering-supervision/portal?businessId=${project.id}`);
      await wide.page.getByTestId('sup-portal-todayPatrols').getByText('1', { exact: true }).waitFor();
      await wide.page.getByTestId('sup-portal-today').getByText('1#住宅楼 / 三层梁板及楼梯间').waitFor();
      await wide.page.getByTestId('sup-portal-chart-unit').locator('canvas').first().waitFor();
      await wide.page.getByTestId('sup-portal-table').getByText(NAME).waitFor();
      await wide.page.getByTestId('sup-portal-table').getByText('0%').waitFor();
      await shot(wide.page, 'supervision-records-5-portal-1366');
      await wide.page.goto(`/main-page/supervise-patrol/wf-list?businessId=${project.id}`);
      await wide.page.getByTestId('sup-record-table').getByText('三层梁板及楼梯间').click();
      await wide.page.getByTestId('sup-record-dialog').getByTestId('sup-record-photo').first().waitFor();
      await shot(wide.page, 'supervision-records-6-patrol-1366');
    });
    expect(wide.errors).toEqual([]);
    await wide.context.close();
  }, 300_000);
});
