import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, choose, fill, launch, makeUser, newPage, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 16, checks part: a supervision engineer stores a 项目检查 (pms) on a JGJ 59 table and sees its grade;
 * picks check items inside a patrol record (on a phone, 390 px); adds the people of a person exit plan inside
 * its dialog (a member's entry date copied); files a 项目授权 document (ready/work) and reads the project's
 * 累计完成 figures at 1366 and 390 px. Project data is set up through the API.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36);
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('supervision checks, check items, exit-plan staff, ready-work and cumulative figures', () => {
  it('stores a project check, picks check items in a patrol, adds exit-plan staff, files ready-work and sees the figures', async () => {
    const eng = await makeUser('xuming', 'chk');
    const token = await apiLogin(eng.loginName, eng.password);
    const project = await api<{ id: string; code: string }>(token, 'POST', '/b/supervise/project', { name: `E2E检查项目-${TAG}`, constructionUnit: '浙江宏达建设集团' });
    const unit = await api<{ id: string }>(token, 'POST', '/b/supervise/projectNode', { businessId: project.id, nodeType: 1, name: '1#住宅楼', unitType: '房屋建筑' });
    const division = await api<{ id: string }>(token, 'POST', '/b/supervise/projectNode', { businessId: project.id, parentId: unit.id, nodeType: 2, name: '主体结构' });
    const part = await api<{ id: string }>(token, 'POST', '/b/supervise/projectNode', { businessId: project.id, parentId: division.id, nodeType: 3, name: '三层梁板' });
    await api(token, 'POST', '/b/supervise/businessMember', { businessId: project.id, staffName: '陈监理', positionName: '专业监理工程师', entryDate: '2026-03-02', isOnDuty: true });
    const record = await api<{ id: string }>(token, 'POST', '/b/supervise/patrolInfo', {
      businessId: project.id, type: 1, recordDate: today, projectNodeId: unit.id, patrolNodeId: part.id, area: '三层梁板', situation: '模板支撑搭设中',
    });
    await api(token, 'POST', `/b/supervise/patrolInfo/${record.id}/problem`, { name: '梁底模板支撑立杆间距过大', serious: false });
    const plan = await api<{ id: string }>(token, 'POST', '/b/supervise/ledger/exitPlan', { businessId: project.id, data: { name: '项目退场计划', exitProjectDate: '2026-12-31' } });

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, eng.loginName, eng.password);
    await page.getByTestId('welcome-card').or(page.getByTestId('side-nav')).first().waitFor();

    await step(page, 'project-check', async () => {
      await page.goto('/engineering-supervision/project-check');
      await page.getByTestId('sup-check-register').waitFor();
      await choose(page, 'sup-creg-project', project.code);
      await page.getByTestId('sup-creg-add').click();
      await fill(page, 'sup-creg-name', '十一月项目安全检查');
      await page.getByTestId('sup-creg-date').click();
      await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn').first().click();
      await page.locator('.ant-modal-footer:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-creg-check').waitFor();
      await choose(page, 'sup-creg-pick', '安全管理检查评分表', { multiple: true });
      await page.keyboard.press('Escape');
      await page.getByTestId('sup-creg-addtable').click();
      await toast(page, '成功添加');
      await fill(page, 'sup-creg-deduct-0101-01', '5');
      await page.getByTestId('sup-creg-score').click();
      await page.getByTestId('sup-creg-grade').waitFor();
      expect(await page.getByTestId('sup-creg-grade').innerText()).toMatch(/优良|合格|不合格/);
      // Stored: the list row carries the total and the grade after a reload.
      await page.reload();
      await choose(page, 'sup-creg-project', project.code);
      await page.getByTestId('sup-creg-list').getByText('十一月项目安全检查').waitFor();
      await page.getByTestId('sup-creg-list').getByText(/优良|合格/).first().waitFor();
      await page.getByTestId('sup-creg-list').getByText('十一月项目安全检查').click();
      await page.getByTestId('sup-creg-rows').waitFor();
      await shot(page, 'supervision-checks-1-project-check-1366');
    });

    await step(page, 'check-items-in-check', async () => {
      // Items picked into the check on a unit project and part: their table joins the sheet, a deduction scores its row.
      const card = page.getByTestId('sup-creg-check');
      await card.getByTestId('sup-item-unit').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: '1#住宅楼' }).first().click();
      await card.getByTestId('sup-item-part').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: '三层梁板' }).first().click();
      await card.getByTestId('sup-record-item-pick').click();
      const pick = page.getByTestId('sup-record-item-dialog');
      const search = pick.getByTestId('sup-record-item-search');
      const input = search.locator('input').or(search.and(page.locator('input'))).first();
      await input.fill('外电防护');
      await input.press('Enter');
      await pick.getByText('外电防护').first().waitFor();
      await pick.locator('.ant-table-row .ant-checkbox-input').first().check({ force: true });
      await pick.getByRole('button', { name: /选\s*择|Pick/ }).click();
      await toast(page, '成功选择');
      await card.getByTestId('sup-creg-table-0701').waitFor();
      await fill(card, 'sup-item-score', '4');
      await card.getByTestId('sup-item-save').click();
      await toast(page, '保存成功');
      await expect.poll(() => card.getByTestId('sup-creg-table-0701').innerText()).toContain('96');
      await shot(page, 'supervision-checks-1b-items-in-check-1366');
    });

    await step(page, 'ledger-import-buttons', async () => {
      // The problem ledger and the hazardous-works registry import through the platform's wizard.
      await page.goto(`/engineering-supervision/problem-ledger?businessId=${project.id}`);
      await page.getByTestId('sup-problem-import').click();
      await page.locator('.ant-modal:visible').first().waitFor();
      await shot(page, 'supervision-checks-1c-problem-import');
      await page.keyboard.press('Escape');
      await page.goto(`/engineering-supervision/hazard?businessId=${project.id}`);
      await page.getByTestId('sup-hazard-import').click();
      await page.locator('.ant-modal:visible').first().waitFor();
      await page.keyboard.press('Escape');
    });

    await step(page, 'ready-work-1366', async () => {
      await page.goto(`/main-page/supervise-ready-work/wf-list?businessId=${project.id}`);
      await page.getByTestId('sup-cumulative').waitFor();
      await page.getByTestId('sup-cumulative-problems').getByText('1').first().waitFor();
      expect(await page.getByTestId('sup-cumulative-patrolRecords').innerText()).toContain('1');
      await page.getByTestId('sup-ledger-add').click();
      await fill(page, 'sup-ledger-docName', '项目总监任命书');
      await choose(page, page.getByTestId('sup-ledger-content'), '总监理工程师任命书');
      await fill(page, 'sup-ledger-itemName', '总监理工程师授权');
      await page.getByTestId('sup-ledger-save').click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-ledger-table').getByText('项目总监任命书').waitFor();
      await shot(page, 'supervision-checks-2-ready-work-1366');
    });

    await step(page, 'exit-plan-staff', async () => {
      await page.goto(`/main-page/supervise-exit-plan/wf-list?businessId=${project.id}`);
      await page.getByTestId('sup-ledger-table').getByText('项目退场计划').waitFor();
      await page.getByTestId('sup-ledger-edit').first().click();
      const staff = page.getByTestId('sup-exit-staff');
      await staff.getByTestId('sup-exit-staff-add').click();
      const dialog = page.getByTestId('sup-exit-staff-dialog');
      await choose(page, dialog.getByTestId('sup-exit-staff-member'), '陈监理');
      await expect.poll(() => dialog.getByTestId('sup-exit-staff-name').inputValue()).toBe('陈监理');
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await toast(page, '保存成功');
      await staff.getByTestId('sup-exit-staff-table').getByText('2026-03-02').waitFor();
      await shot(page, 'supervision-checks-3-exit-staff-1366');
      const rows = await api<{ name: string; entryProjectDate: string }[]>(token, 'POST', '/b/supervise/personExitPlanStaffs/queryList', { params: { planId: plan.id } });
      expect(rows.map((r) => [r.name, r.entryProjectDate])).toEqual([['陈监理', '2026-03-02']]);
    });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await newPage(browser, { width: 390, height: 844 });
    const p2 = phone.page;
    await p2.goto('/login');
    await signIn(p2, eng.loginName, eng.password);
    await p2.getByTestId('welcome-card').or(p2.getByTestId('side-nav')).first().waitFor();

    await step(p2, 'patrol-check-items-390', async () => {
      await p2.goto(`/main-page/supervise-patrol/wf-list?businessId=${project.id}`);
      await p2.getByTestId('sup-record-table').getByText('三层梁板').first().click();
      const dialog = p2.getByTestId('sup-record-dialog');
      await dialog.getByTestId('sup-record-items').waitFor();
      await dialog.getByTestId('sup-record-item-pick').click();
      const pick = p2.getByTestId('sup-record-item-dialog');
      await pick.getByTestId('sup-record-item-catalogue').locator('.ant-table-row').first().waitFor();
      const search = pick.getByTestId('sup-record-item-search');
      const input = search.locator('input').or(search.and(p2.locator('input'))).first();
      await input.fill('安全生产责任制');
      await input.press('Enter');
      await pick.getByText('安全生产责任制').first().waitFor();
      await pick.locator('.ant-table-row .ant-checkbox-input').first().check({ force: true });
      await pick.getByRole('button', { name: /选\s*择|Pick/ }).click();
      await toast(p2, '成功选择');
      await expect.poll(() => dialog.getByTestId('sup-record-item').count()).toBe(1);
      expect(await dialog.getByTestId('sup-record-item-count').first().innerText()).toBe('0/0');
      await dialog.getByTestId('sup-record-items').scrollIntoViewIfNeeded();
      await shot(p2, 'supervision-checks-4-patrol-items-390');
      // At phone width the footer has no 关闭 (the title bar's × closes), so it fits one line.
      await shot(p2, 'supervision-checks-4b-patrol-footer-390');
      await p2.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(p2, 'ready-work-390', async () => {
      await p2.goto(`/main-page/supervise-ready-work/wf-list?businessId=${project.id}`);
      await p2.getByTestId('sup-cumulative').waitFor();
      await p2.getByTestId('sup-ledger-table').getByText('项目总监任命书').waitFor();
      await shot(p2, 'supervision-checks-5-cumulative-390');
      // Nothing wider than the phone.
      expect(await p2.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(392);
    });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
