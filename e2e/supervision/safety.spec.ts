import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { baseUrl, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 16, safety part: an overdue serious problem (the reminder's link) → 工程暂停令 prefilled with it →
 * 复工申请 saved and submitted → the 总监 approves → the order shows 已复工. A 超危大 excavation is
 * refused acceptance until its expert review is recorded. Project data is set up through the API.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36);
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method, headers: { 'content-type': 'application/json', AuthToken: token }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return json.data;
}
const tokenOf = async (username: string) => (await api<{ authToken: string }>('', 'POST', '/login', { username, password: E2E_DEMO_PASSWORD })).authToken;
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
const day = (n: number) => new Date(Date.now() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function login(page: Page, user: string) {
  await page.goto('/login');
  await signIn(page, user, E2E_DEMO_PASSWORD);
  await page.getByTestId('welcome-card').waitFor();
}

describe('supervision safety: stop-work, resume, hazardous works', () => {
  it('overdue serious problem → stop-work order → resume approved → 已复工; 超危大 refused until expert review', async () => {
    const xm = await tokenOf('xuming');
    const directorId = (await api<{ userId: string }>(await tokenOf('huangzhiqiang'), 'GET', '/user/info')).userId;
    const project = await api<{ id: string }>(xm, 'POST', '/b/supervise/project', { name: `E2E安全项目-${TAG}`, directorId, constructionUnit: '浙江宏达建设集团有限公司' });
    const unit = await api<{ id: string }>(xm, 'POST', '/b/supervise/projectNode', { businessId: project.id, nodeType: 1, name: '3#楼' });
    const problem = await api<{ id: string; code: string }>(xm, 'POST', '/b/supervise/problemInfo', {
      businessId: project.id, projectNodeId: unit.id, name: '塔吊附墙螺栓松动', problemDiscoverDate: day(-6), rectifyDeadline: day(-2), serious: true,
    });

    const { page, errors } = await newPage(browser);
    await login(page, 'xuming');
    await step(page, 'safety-stop-work', async () => {
      // The overdue reminder links here, prefilled with the problem.
      await page.goto(`/engineering-supervision/stop-work?businessId=${project.id}&problemId=${problem.id}`);
      await page.getByTestId('sup-stop-from-problem').waitFor();
      expect(await page.getByTestId('sup-stop-from-problem').innerText()).toContain(problem.code);
      await shot(page, 'safety-01-stop-form-1366');
      await page.getByTestId('sup-stop-save').click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-stop-table').getByText('停工中').waitFor();
      await shot(page, 'safety-02-stop-list-1366');
    });
    await step(page, 'safety-resume', async () => {
      await page.getByTestId('sup-stop-table').getByText('申请复工').click();
      await page.getByTestId('sup-resume-info').waitFor();
      await page.getByTestId('sup-resume-conditions').fill('附墙螺栓已全部复紧并检测合格');
      await shot(page, 'safety-03-resume-form-1366');
      await page.getByTestId('sup-resume-save').click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-resume-table').getByText('提交审批').click();
      await toast(page, '启动成功');
      await page.getByTestId('sup-resume-table').getByText('复工申请中').waitFor();
    });
    await step(page, 'safety-approved', async () => {
      const [row] = await api<{ procInstId: string }[]>(xm, 'POST', '/b/supervise/resumeWork/queryList', { params: { businessId: project.id } });
      const approver = await tokenOf('huangzhiqiang');
      const todos = await api<{ id: string; procInstId: string }[]>(approver, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 100 });
      const todo = todos.find((x) => x.procInstId === row.procInstId);
      expect(todo).toBeTruthy();
      const opts = await api<{ type: number; userTaskConfigId: string }[]>(approver, 'GET', `/a/wf/userTaskTodo/${todo!.id}/nextFlowNodeOptionList`);
      await api(approver, 'POST', `/a/wf/userTaskTodo/${todo!.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意复工', agree: true } });
      await page.goto(`/engineering-supervision/stop-work?businessId=${project.id}`);
      await page.getByTestId('sup-stop-table').getByText('已复工').waitFor();
      await shot(page, 'safety-04-resumed-1366');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'safety-05-resumed-390');
      await page.setViewportSize({ width: 1366, height: 768 });
    });
    await step(page, 'safety-hazard', async () => {
      await page.goto(`/engineering-supervision/hazard?businessId=${project.id}`);
      await page.getByTestId('sup-hazard-add').click();
      await page.getByTestId('sup-hazard-name').fill('地下室深基坑开挖');
      await page.getByTestId('sup-hazard-category').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '基坑工程' }).first().click();
      await page.getByTestId('sup-hazard-param-excavation_depth_m').fill('6.5');
      await page.getByTestId('sup-hazard-preview').getByText('超过一定规模的危大工程', { exact: false }).waitFor();
      await shot(page, 'safety-06-hazard-form-1366');
      await page.getByTestId('sup-hazard-save').click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-hazard-table').getByText('待专家论证').waitFor();
      await page.getByTestId('sup-hazard-table').getByText('方案审查', { exact: true }).click();
      await page.getByTestId('sup-hazard-scheme').fill('深基坑支护专项施工方案');
      await page.getByTestId('sup-hazard-step-ok').click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-hazard-table').getByText('验收', { exact: true }).click();
      await page.getByTestId('sup-hazard-step-ok').click();
      await toast(page, '未经专家论证通过，不能验收');
      await shot(page, 'safety-07-hazard-refused-1366');
      await page.keyboard.press('Escape');
      await page.getByTestId('sup-hazard-table').getByText('专家论证', { exact: true }).click();
      await page.getByTestId('sup-hazard-verdict').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '通过' }).first().click();
      await page.getByTestId('sup-hazard-experts').fill('张工、李工、王工、赵工、钱工');
      await page.getByTestId('sup-hazard-step-ok').click();
      await toast(page, '保存成功');
      await page.getByTestId('sup-hazard-table').getByText('方案已批准').waitFor();
      await page.getByTestId('sup-hazard-table').getByText('验收', { exact: true }).click();
      await page.getByTestId('sup-hazard-step-ok').click();
      await page.getByTestId('sup-hazard-table').getByText('已验收').waitFor();
      await shot(page, 'safety-08-hazard-accepted-1366');
    });
    expect(errors).toEqual([]);
  });
});
