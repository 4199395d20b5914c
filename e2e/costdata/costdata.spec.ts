import ExcelJS from 'exceljs';
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

async function upload(token: string, buffer: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buffer)]), name);
  const res = await fetch(`${baseUrl()}/api/b/fileItem/upload`, { method: 'POST', headers: { authtoken: token }, body: form });
  return ((await res.json()) as { data: string[] }).data[0];
}

/** A 信息价 workbook whose 钢筋 price (4000) differs from the project's. */
async function priceWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('2026年10月信息价');
  ws.addRow(['南京市2026年10月建设工程材料信息价']);
  ws.addRow(['序号', '材料编码', '名称', '规格型号', '单位', '除税价（元）']);
  ws.addRow([1, '01010120', '钢筋', 'HRB400 Φ10以上', 't', 4000]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importClean(token: string, prefix = '指标库办公楼'): Promise<string> {
  const fileId = await upload(token, (await boqWorkbook('clean')).buffer, '办公楼控制价.xlsx');
  const project = await api<{ id: string }>(token, 'POST', '/b/project/file/import', {
    fileId, area: BUILDING_AREA, kind1: '房屋建筑', kind2: '办公', structure: '框架', region: '江苏', name: `${prefix}${Date.now().toString(36)}`,
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

  it('finds the project in the cost database, opens its bill and files, applies a price file, saves an analysis and sees the industry data', async () => {
    const engineer = await makeUser('zhangwei', 'cdf');
    const token = await apiLogin(engineer.loginName, engineer.password);
    const projectId = await importClean(token, '造价库办公楼');
    const priceId = await upload(token, await priceWorkbook(), '钢筋信息价.xlsx');
    await api(token, 'POST', '/b/project/file', { projectId, add: [{ fileId: priceId, kind: 'price', folder: '价格' }] });
    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, engineer.loginName, engineer.password);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'cost-database', async () => {
      await openMenu(page, '造价数据', '造价数据库');
      await page.getByTestId('cd-db-name').fill('造价库办公楼');
      await page.getByTestId('cd-db-name').press('Enter');
      const row = page.getByTestId('cd-db-table').getByRole('row', { name: /造价库办公楼/ });
      await row.getByText('查看清单').click();
      await page.getByTestId('cd-db-summary').getByText('分部分项工程费').waitFor();
      await shot(page, 'costdata-4-database');
      await page.keyboard.press('Escape');
      await row.getByText('文件', { exact: true }).click();
    });

    await step(page, 'project-files', async () => {
      await page.getByTestId('cd-file-detail').getByText('造价库办公楼', { exact: false }).first().waitFor();
      const price = page.getByTestId('qc-files-list').getByRole('row', { name: /钢筋信息价/ });
      await price.getByTestId('qc-files-compare').click();
      await page.getByTestId('qc-files-prices').getByText('钢筋').first().waitFor();
      await page.getByTestId('qc-files-apply').click();
      await page.getByRole('button', { name: /确\s*定|OK/ }).last().click();
      await page.getByText(/已调整 \d+ 条人材机价格/).waitFor();
      await shot(page, 'costdata-5-price-applied');
      await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
      await page.getByTestId('qc-files-prices').waitFor({ state: 'hidden' });
    });

    await step(page, 'saved-analysis', async () => {
      await openMenu(page, '造价数据', '造价分析');
      await choose(page, page.getByTestId('cd-analysis-project'), '造价库办公楼');
      await page.getByTestId('cd-indicator').getByText('单方造价（元/㎡）').waitFor();
      await page.getByTestId('cd-record-save').click();
      await page.getByTestId('cd-record-name').fill('造价库办公楼 指标复核');
      await page.getByTestId('cd-record-ok').click();
      await page.getByText('分析记录已保存').waitFor();
      await page.getByRole('tab', { name: '分析记录' }).click();
      await page.getByTestId('cd-records-table').getByRole('row', { name: /指标复核/ }).getByText('打开').click();
      await page.getByTestId('cd-record-result').getByText('单方造价（元/㎡）').waitFor();
      await shot(page, 'costdata-5b-saved-analysis');
      await page.locator('.ant-drawer-open .ant-drawer-close').last().click();
      await page.getByTestId('cd-record-result').waitFor({ state: 'hidden' });
    });

    await step(page, 'industrial', async () => {
      await openMenu(page, '造价数据', '产业数据');
      await page.getByTestId('cd-industrial-table').getByText('办公').first().waitFor();
      await shot(page, 'costdata-6-industrial');
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});
