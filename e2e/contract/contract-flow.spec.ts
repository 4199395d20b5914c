import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { FLOW_TYPE } from '@ecms/shared';
import { apiLogin, baseUrl, fill, launch, makeUser, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * Issue 4's journey from the contract creation dialog, on the seeded 收款合同标准流程 with
 * 2,000,000 (so the general manager too): A 孙丽 creates the contract from the menu and starts
 * it; B 张伟 (her department manager) approves; C 王建国 (general manager) sends it back to A;
 * A saves a draft (暂存), reopens it, resubmits and it goes straight back to C; C hands over to
 * D 李华; D consults E 彭涛, E answers, D approves; the 财务与总工 countersign (韩雪, 曹颖,
 * 彭涛) approves; A sees the whole history and the chart, and the contract shows 已审批.
 * Then the cost-consultation dialog: its purpose is required and saving starts its flow.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const NAME = `E2E收款合同-${Date.now().toString(36)}`;

async function api<T>(token: string, path: string, body?: unknown): Promise<{ data: T; msg: string }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', AuthToken: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { data: T; msg: string };
}
const tokenOf = async (username: string) =>
  (await api<{ authToken: string }>('', '/login', { username, password: E2E_DEMO_PASSWORD })).data.authToken;
interface Todo { taskId: string; procInstId: string; stepName: string }
const todosOf = async (token: string, procInstId: string) =>
  (await api<Todo[]>(token, '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 100 })).data.filter((x) => x.procInstId === procInstId);

async function login(page: Page, user: string) {
  await page.goto('/login');
  await signIn(page, user, E2E_DEMO_PASSWORD);
  await page.getByTestId('welcome-card').waitFor();
}
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
/** Chooses an option of an antd Select by test id. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
  // The list closes with an animation: let it go before another select opens its own.
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}
/** The side-nav fly-out is hover-driven; on a loaded machine a first attempt can miss it. */
async function menu(page: Page, group: string, item: string) {
  try {
    await openMenu(page, group, item);
  } catch {
    await page.mouse.move(600, 400);
    await openMenu(page, group, item);
  }
}
async function pick(page: Page, testId: string, name: string) {
  await page.getByTestId(`${testId}-pick`).click();
  await page.getByTestId('person-picker-search').waitFor();
  await fill(page, 'person-picker-search', name);
  await page.getByTestId('person-picker-user').filter({ hasText: name }).first().click();
  await page.getByTestId('person-picker-ok').click();
  await page.getByTestId(testId).getByText(name).waitFor();
}

describe('contract approval journey', () => {
  it('from the contract creation dialog to 已审批, through send-back, 暂存, hand over and consult', async () => {
    let procInstId = '';
    const openTask = async (page: Page, user: string, signedIn = false) => {
      const [todo] = await todosOf(await tokenOf(user), procInstId);
      expect(todo, `${user} has a task`).toBeTruthy();
      if (!signedIn) await login(page, user);
      await page.goto(`/flowhandle/flow-business?procInstId=${procInstId}&taskId=${todo.taskId}&name=${encodeURIComponent('待办提醒')}`);
      await page.getByTestId('flow-next').waitFor();
      return todo;
    };

    const a = await newPage(browser);
    await step(a.page, 'a-creates-contract-from-menu', async () => {
      const { page } = a;
      await login(page, 'sunli');
      await menu(page, '合同管理', '合同登记');
      await page.getByTestId('flow-record-new').click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('flow-record-ok') });
      await dialog.waitFor();
      await page.getByTestId('flow-record-ok').click();
      for (const m of ['请选择流程类型!', '请输入合同名称!', '请选择业务类型!']) await dialog.getByText(m).waitFor();
      await shot(page, 'c01-contract-dialog-required');
      await choose(page, 'field-flowType', '收款合同标准流程');
      await fill(page, 'field-name', NAME);
      await choose(page, 'field-businessType', '造价咨询');
      await dialog.getByLabel('合同金额（元）').fill('2000000');
      await dialog.getByLabel('甲方').fill('华东建设集团有限公司');
      await shot(page, 'c02-contract-dialog-filled');
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(300);
      await shot(page, 'c02-contract-dialog-filled-1024');
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByTestId('flow-record-ok').click();
      await toast(page, '已发起流程');
      const detail = page.getByTestId('flow-record-detail');
      await detail.waitFor();
      expect(await detail.innerText()).toContain(NAME);
      expect(await page.getByTestId('flow-record-status').innerText()).toBe('审批中');
      expect(await detail.innerText()).toContain('部门经理审批');
      procInstId = new URL(page.url()).searchParams.get('procInstId') ?? '';
      expect(procInstId).not.toBe('');
      await shot(page, 'c03-contract-form-started');
    });
    expect(a.errors).toEqual([]);

    const b = await newPage(browser);
    await step(b.page, 'b-approves', async () => {
      const { page } = b;
      const todo = await openTask(page, 'zhangwei');
      expect(todo.stepName).toBe('部门经理审批');
      expect(await page.getByTestId('field-contractAmount').innerText()).toBe('2,000,000');
      expect(await page.getByTestId('field-businessType').innerText()).toBe('造价咨询');
      await page.getByTestId('flow-opinion').fill('同意，请总经理审批');
      await page.getByTestId('flow-next').click();
      await page.getByTestId('fast-yes').click();
      await toast(page, '提交成功');
      await page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });
    await b.context.close();

    const c = await newPage(browser);
    await step(c.page, 'c-sends-back-to-a', async () => {
      const { page } = c;
      const todo = await openTask(page, 'wangjianguo');
      expect(todo.stepName).toBe('总经理审批');
      await page.getByTestId('flow-prev').click();
      const dialog = page.getByTestId('return-dialog');
      await dialog.locator('tr', { hasText: '发起人' }).click();
      await page.getByTestId('return-opinion').fill('请补充合同金额测算依据');
      await page.getByTestId('return-ok').click();
      await toast(page, '提交成功');
      await page.getByTestId('flow-prev').waitFor({ state: 'detached' });
    });
    await c.context.close();

    await step(a.page, 'a-saves-draft-and-resubmits', async () => {
      const { page } = a;
      await openTask(page, 'sunli', true);
      // The initiator's own step: submit, 暂存 and withdraw; no hand over / pass on / consult / return.
      await page.getByTestId('flow-save').waitFor();
      for (const id of ['flow-adjust', 'flow-forward', 'flow-consult', 'flow-prev']) expect(await page.getByTestId(id).count(), id).toBe(0);
      expect(await page.getByTestId('flow-next').innerText()).toContain('提交');
      const amount = page.getByTestId('field-contractAmount').locator('input').or(page.locator('input[data-testid="field-contractAmount"]')).first();
      await amount.fill('2100000');
      await page.getByTestId('flow-opinion').fill('已补充测算依据（草稿）');
      await page.getByTestId('flow-save').click();
      await toast(page, '保存成功');
      await shot(page, 'c04-resubmit-draft-saved');
      // Reopening shows what was saved; nothing was submitted.
      await page.reload();
      await page.getByTestId('flow-next').waitFor();
      await expect.poll(() => page.getByTestId('flow-opinion').inputValue()).toBe('已补充测算依据（草稿）');
      await expect.poll(() => amount.inputValue()).toBe('2,100,000');
      expect(await todosOf(await tokenOf('wangjianguo'), procInstId)).toEqual([]);
      await page.getByTestId('flow-opinion').fill('已补充测算依据，请审批');
      await page.getByTestId('flow-next').click();
      const quick = page.getByTestId('fast-yes');
      await quick.or(page.getByTestId('submit-dialog')).first().waitFor();
      if (await quick.isVisible()) await quick.click();
      else await page.getByTestId('submit-ok').click();
      await toast(page, '提交成功');
      await page.getByTestId('flow-next').waitFor({ state: 'detached' });
      // Straight back to the general manager who sent it back.
      expect((await todosOf(await tokenOf('wangjianguo'), procInstId)).map((x) => x.stepName)).toEqual(['总经理审批']);
      expect(await todosOf(await tokenOf('zhangwei'), procInstId)).toEqual([]);
    });

    const c2 = await newPage(browser);
    await step(c2.page, 'c-hands-over-to-d', async () => {
      const { page } = c2;
      await openTask(page, 'wangjianguo');
      expect(await page.getByTestId('field-contractAmount').innerText()).toBe('2,100,000');
      await page.getByTestId('flow-adjust').click();
      await page.getByTestId('transfer-dialog-adjust').waitFor();
      await pick(page, 'transfer-recipients', '李华');
      await page.getByTestId('transfer-remark').fill('出差期间请李华代为审批');
      await page.getByTestId('transfer-ok').click();
      await toast(page, '转办成功');
      await page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });
    await c2.context.close();

    const d = await newPage(browser);
    await step(d.page, 'd-consults-e', async () => {
      const { page } = d;
      await openTask(page, 'lihua');
      await page.getByTestId('flow-consult').click();
      await pick(page, 'transfer-recipients', '彭涛');
      await page.getByTestId('transfer-remark').fill('请总工就测算依据给出意见');
      await page.getByTestId('transfer-ok').click();
      await toast(page, '征询成功');
      await page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });

    const e = await newPage(browser);
    await step(e.page, 'e-answers', async () => {
      const { page } = e;
      await openTask(page, 'pengtao');
      expect(await page.getByTestId('flow-next').innerText()).toContain('回复');
      await page.getByTestId('flow-opinion').fill('测算依据充分，同意');
      await page.getByTestId('flow-next').click();
      await toast(page, '提交成功');
      await page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });
    await e.context.close();

    await step(d.page, 'd-approves', async () => {
      const { page } = d;
      await page.getByTestId('flow-refresh').click();
      await page.getByTestId('flow-next').waitFor();
      await page.getByTestId('flow-opinion').fill('同意');
      await page.getByTestId('flow-next').click();
      await page.getByTestId('fast-yes').click();
      await toast(page, '提交成功');
      await page.getByTestId('flow-next').waitFor({ state: 'detached' });
      expect(await page.getByTestId('flow-page').innerText()).toContain('财务与总工会签');
    });
    await d.context.close();

    // The countersign: every holder approves (韩雪 and 曹颖 for 财务, 彭涛 for 总工).
    for (const user of ['hanxue', 'caoying', 'pengtao']) {
      const x = await newPage(browser);
      await step(x.page, `countersign-${user}`, async () => {
        const { page } = x;
        const todo = await openTask(page, user);
        expect(todo.stepName).toBe('财务与总工会签');
        await page.getByTestId('flow-opinion').fill('会签同意');
        await page.getByTestId('flow-next').click();
        const quick = page.getByTestId('fast-yes');
        await quick.or(page.getByTestId('submit-dialog')).first().waitFor();
        if (await quick.isVisible()) await quick.click();
        else await page.getByTestId('submit-ok').click();
        await toast(page, '提交成功');
        await page.getByTestId('flow-next').waitFor({ state: 'detached' });
      });
      await x.context.close();
    }

    await step(a.page, 'a-sees-history-chart-and-approved-contract', async () => {
      const { page } = a;
      await page.getByTestId('flow-refresh').click();
      await expect.poll(() => page.getByTestId('flow-status-tag').innerText()).toBe('已审批');
      for (const viewport of [{ width: 1366, height: 768 }, { width: 1024, height: 768 }]) {
        await page.setViewportSize(viewport);
        await page.getByTestId('tab-flow-status').click();
        const table = page.getByTestId('flow-history');
        await table.getByText('请补充合同金额测算依据').waitFor();
        const text = await table.innerText();
        for (const s of ['发起', '张伟', '同意，请总经理审批', '王建国', '退回', '重新提交', '已补充测算依据，请审批', '转办', '李华', '征询', '彭涛',
          '测算依据充分，同意', '韩雪', '曹颖', '会签同意']) {
          expect(text, s).toContain(s);
        }
        await noOverflow(page);
        await shot(page, `c05-history-${viewport.width}`);
        await page.getByTestId('tab-flow-chart').click();
        await page.getByTestId('flow-chart').waitFor();
        await page.locator('.react-flow__edge-text', { hasText: '退回' }).first().waitFor();
        await page.waitForTimeout(400);
        await shot(page, `c06-chart-${viewport.width}`);
      }
      await page.setViewportSize({ width: 1366, height: 768 });
      await menu(page, '合同管理', '合同台账');
      await fill(page, 'contract-search', NAME);
      const row = page.locator('tr', { hasText: NAME }).first();
      await expect.poll(() => row.getByTestId('flow-record-status').innerText()).toBe('已审批');
      await shot(page, 'c07-contract-list-approved');
      await row.getByText(NAME).click();
      await expect.poll(() => page.getByTestId('flow-record-status').innerText()).toBe('已审批');
      await noOverflow(page);
      await shot(page, 'c08-contract-form-approved');
    });
    expect(a.errors).toEqual([]);
    await a.context.close();
  }, 600_000);

  it('cost consultation: the purpose is required, saving starts its flow', async () => {
    const x = await newPage(browser);
    await step(x.page, 'cost-dialog', async () => {
      const { page } = x;
      await login(page, 'sunli');
      await menu(page, '咨询业务', '造价咨询');
      await page.getByTestId('flow-record-new').click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('flow-record-ok') });
      await dialog.waitFor();
      await page.getByTestId('flow-record-ok').click();
      await dialog.getByText('请选择委托目的!').waitFor();
      await dialog.getByText('请选择流程类型!').waitFor();
      await choose(page, 'field-flowType', '极简流程');
      await fill(page, 'field-name', `${NAME}-造价咨询`);
      await page.getByTestId('field-commissionPurpose').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await dialog.getByText('请选择委托目的!').waitFor({ state: 'detached' });
      await shot(page, 'c09-cost-dialog');
      await page.getByTestId('flow-record-ok').click();
      await toast(page, '已发起流程');
      await page.getByTestId('flow-record-detail').waitFor();
      expect(await page.getByTestId('flow-record-status').innerText()).toBe('审批中');
      expect(await page.getByTestId('flow-record-detail').innerText()).toContain('部门经理审批');
      const procInstId = new URL(page.url()).searchParams.get('procInstId') ?? '';
      expect((await todosOf(await tokenOf('zhangwei'), procInstId)).map((t) => t.stepName)).toEqual(['部门经理审批']);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(300);
      await noOverflow(page);
      await shot(page, 'c10-cost-form-started-1024');
    });
    expect(x.errors).toEqual([]);
    await x.context.close();
  });

  it('the designer edits the front-end init config; frontInitScript answers it once published', async () => {
    const x = await newPage(browser);
    await step(x.page, 'front-init-designer', async () => {
      const { page } = x;
      // An administrator of its own (made like 赵磊, who holds the admin role): the shared admin is left alone.
      const designer = await makeUser('zhaolei', 'contract');
      const adminToken = await apiLogin(designer.loginName, designer.password);
      const def = (await api<{ id: string }>(adminToken, `/act/procdef/key/${FLOW_TYPE.CUSTOM_2.processCode}`)).data;
      await page.goto('/login');
      await signIn(page, designer.loginName, designer.password);
      await page.getByTestId('welcome-card').waitFor();
      await page.goto(`/sys-manager/setting-flow/f-advance-setting?id=${def.id}&addTab=setting-flow-${def.id}`);
      await page.getByTestId('front-init').waitFor();
      await page.getByTestId('front-init-notice').fill('请附合同扫描件及测算说明');
      await page.getByTestId('front-init-add').click();
      await page.getByTestId('front-init-field').last().fill('remark');
      await page.getByTestId('front-init-value').last().fill('按合同约定');
      await shot(page, 'c11-designer-front-init');
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(300);
      await noOverflow(page);
      await shot(page, 'c11-designer-front-init-1024');
      await page.getByTestId('setting-flow-publish').click();
      await toast(page, '发布成功');
      const cfg = (await api<{ notice: string; defaults: Record<string, unknown> }>(adminToken, `/act/procdef/${def.id}/frontInitScript`)).data;
      expect(cfg).toMatchObject({ notice: '请附合同扫描件及测算说明', defaults: { remark: '按合同约定' } });
    });
    expect(x.errors).toEqual([]);
    await x.context.close();
  }, 300_000);
});
