import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDING_AREA, boqWorkbook } from '../../apps/server/src/modules/quality/__tests__/fixtures/boq-workbook';
import { api, apiLogin, baseUrl, choose, launch, makeUser, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Issue 19 part B: a cost engineer's imported office building in the 造价数据 pages — its subjects
 * with 元/㎡ (指标库), put into the person library, the analyses against the library (造价分析), and
 * the bill book's samples of the concrete items (清单定额库).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function importClean(token: string): Promise<string> {
  const { buffer } = await boqWorkbook('clean');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buffer)]), '办公楼控制价.xlsx');
  const res = await fetch(`${baseUrl()}/api/b/fileItem/upload`, { method: 'POST', headers: { authtoken: token }, body: form });
  const fileId = ((await res.json()) as { data: string[] }).data[0];
  const project = await api<{ id: string }>(token, 'POST', '/b/project/file/import', {
    fileId, area: BUILDING_AREA, kind1: '房屋建筑', kind2: '办公', structure: '框架', region: '江苏', name: `指标库办公楼${Date.now().toString(36)}`,
  });
  return project.id;
}

describe('cost data analyses journey', () => {
  it('shows the subjects, puts the project into the person library, analyses it and opens the bill book', async () => {
    const engineer = await makeUser('zhangwei', 'cd');
    const token = await apiLogin(engineer.loginName, engineer.password);
    await importClean(token);
    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, engineer.loginName, engineer.password);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'subject-book', async () => {
      await openMenu(page, '造价数据', '指标库');
      await choose(page, page.getByTestId('cd-subject-project'), '指标库办公楼');
      await page.getByTestId('cd-subjects').getByText('混凝土及钢筋混凝土工程').waitFor();
      await page.getByTestId('cd-summary').getByText('分部分项工程费').waitFor();
      await shot(page, 'costdata-1-subjects');
      await page.getByTestId('cd-subjects').getByText('混凝土及钢筋混凝土工程').click();
      await page.getByTestId('cd-subject-items').getByText('矩形柱').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('cd-into-lib').click();
      await page.getByTestId('cd-into-lib-remark').fill('框架办公楼样本');
      await page.getByTestId('cd-into-lib-ok').click();
      await page.getByText('已加入个人库').waitFor();
      await page.getByRole('tab', { name: '我的个人库' }).click();
      await page.getByTestId('cd-person-lib').getByText('框架办公楼样本').waitFor();
    });

    await step(page, 'analysis', async () => {
      await openMenu(page, '造价数据', '造价分析');
      await choose(page, page.getByTestId('cd-analysis-project'), '指标库办公楼');
      await page.getByTestId('cd-indicator').getByText('单方造价（元/㎡）').waitFor();
      await page.getByRole('tab', { name: '相关性分析' }).click();
      await page.getByTestId('cd-relativity').getByText('钢筋 / 混凝土').waitFor();
      await shot(page, 'costdata-2-relativity');
      await page.getByRole('tab', { name: '异常单价' }).click();
      await page.getByTestId('cd-unusual-counts').waitFor();
    });

    await step(page, 'bill-book', async () => {
      await openMenu(page, '造价数据', '清单定额库');
      await page.getByTestId('cd-bill-code').fill('010502');
      await page.getByTestId('cd-bill-search').click();
      await page.getByTestId('cd-bill-book').getByText('矩形柱').first().click();
      await page.getByTestId('cd-bill-detail').getByText(/指标库办公楼/).first().waitFor();
      await shot(page, 'costdata-3-bill-book');
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});
