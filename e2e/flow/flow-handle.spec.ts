import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_TYPE } from '@ecms/shared';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { baseUrl, fill, launch, newPage, shot, signIn, step } from '../helpers';

/*
 * Flow handling journey on the seeded 收款合同标准流程 (2,000,000 → general manager): 孙丽 starts
 * it from a new-flow link; 张伟 opens it from his message, sees the chart and approves choosing the next node; 王建国
 * sends it back to 孙丽; 孙丽 resubmits (straight back to 王建国); 王建国 hands over to 李华, who
 * consults 彭涛; 彭涛 answers and 李华 approves; 孙丽 sees every step in the opinion history and
 * the return loop on the chart.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const NAME = `收款合同审批-E2E-${Date.now().toString(36)}`;

async function api<T>(token: string, path: string, body?: unknown): Promise<{ data: T; msg: string }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', AuthToken: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { data: T; msg: string };
}

async function tokenOf(username: string): Promise<string> {
  const r = await api<{ authToken: string }>('', '/login', { username, password: E2E_DEMO_PASSWORD });
  return r.data.authToken;
}

interface Todo { taskId: string; procInstId: string; stepName: string }
const todosOf = async (token: string, procInstId: string) =>
  (await api<Todo[]>(token, '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 100 })).data.filter((x) => x.procInstId === procInstId);

async function login(page: Page, user: string) {
  await page.goto('/login');
  await signIn(page, user, E2E_DEMO_PASSWORD);
  await page.getByTestId('welcome-card').waitFor();
}

/** Waits for the success toast carrying the server's message. */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();

describe('flow handling journey', () => {
  it('approve with the next-node chooser, send back, resubmit; history and chart show every step', async () => {
    let procInstId = '';
    const st = await newPage(browser);
    await step(st.page, 'sunli-starts-from-new-flow-link', async () => {
      const { page } = st;
      const token = await tokenOf('sunli');
      const def = await api<{ id: string; name: string }>(token, `/act/procdef/key/${FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode}`);
      await login(page, 'sunli');
      await page.goto(`/flowhandle/flow-business?procDefineId=${def.data.id}&addTab=true&name=${encodeURIComponent(def.data.name)}`);
      await page.getByTestId('flow-start').waitFor();
      await fill(page, 'flow-start-name', NAME);
      await fill(page, 'flow-start-amount', '2000000');
      await page.getByLabel('备注').fill('首次提交');
      await shot(page, '59-start-new-flow');
      await page.getByTestId('flow-start-submit').click();
      await toast(page, '提交成功');
      await expect.poll(() => page.getByTestId('flow-title').innerText()).toBe(NAME);
      expect(await page.getByTestId('flow-page').innerText()).toContain('部门经理审批');
      procInstId = new URL(page.url()).searchParams.get('procInstId') ?? '';
      expect(procInstId).not.toBe('');
      // The initiator may urge or withdraw a running flow, but holds no task in it now.
      await page.getByTestId('flow-withdraw').waitFor();
      expect(await page.getByTestId('flow-next').count()).toBe(0);
    });
    expect(st.errors).toEqual([]);
    await st.context.close();

    const zw = await newPage(browser);
    await step(zw.page, 'zhangwei-opens-from-message', async () => {
      await login(zw.page, 'zhangwei');
      await zw.page.getByTestId('header-bell').click();
      await zw.page.getByTestId('message-page').waitFor();
      const row = zw.page.getByTestId('msg-table').locator('tr', { hasText: NAME }).first();
      await row.getByTestId('msg-title').click();
      await zw.page.getByRole('button', { name: '打开相关页面' }).click();
      await zw.page.getByTestId('flow-page').waitFor();
      expect(zw.page.url()).toContain('/flowhandle/flow-business?procInstId=');
      await expect.poll(() => zw.page.getByTestId('flow-title').innerText()).toBe(NAME);
      await zw.page.getByTestId('flow-next').waitFor();
      expect(await zw.page.getByTestId('field-contractAmount').innerText()).toBe('2,000,000');
      await shot(zw.page, '60-flow-business-zhangwei');
      await zw.page.setViewportSize({ width: 1024, height: 768 });
      await zw.page.waitForTimeout(300);
      expect(await zw.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await shot(zw.page, '60-flow-business-zhangwei-1024');
      await zw.page.setViewportSize({ width: 1366, height: 768 });
    });

    await step(zw.page, 'zhangwei-chart', async () => {
      await zw.page.getByTestId('tab-flow-chart').click();
      await zw.page.getByTestId('flow-chart').waitFor();
      const active = zw.page.locator('[data-testid="flow-chart-node"][data-state="active"]');
      await expect.poll(() => active.first().innerText()).toContain('部门经理审批');
      expect(await zw.page.locator('[data-testid="flow-chart-node"][data-state="done"]').first().innerText()).toContain('孙丽');
      await zw.page.waitForTimeout(400);
      await shot(zw.page, '61-flow-chart-active');
    });

    await step(zw.page, 'zhangwei-approves-choosing-next', async () => {
      await zw.page.getByTestId('tab-flow-business').click();
      await zw.page.getByTestId('flow-opinion').fill('同意，请总经理审批');
      await zw.page.getByTestId('flow-next').click();
      // One obvious next step: the page offers a quick submit; 否 opens the chooser.
      await zw.page.getByTestId('fast-no').click();
      const dialog = zw.page.getByTestId('submit-dialog');
      await dialog.waitFor();
      const options = dialog.locator('.ant-radio-wrapper');
      await expect.poll(() => options.count()).toBeGreaterThanOrEqual(2);
      // The first option is preselected.
      expect(await dialog.locator('.ant-radio-wrapper-checked').innerText()).toBe(await options.first().innerText());
      expect(await dialog.innerText()).toContain('退回');
      expect(await zw.page.getByTestId('submit-opinion').inputValue()).toBe('同意，请总经理审批');
      await shot(zw.page, '62-submit-dialog');
      await options.filter({ hasText: '总经理审批' }).click();
      await zw.page.getByTestId('submit-ok').click();
      await toast(zw.page, '提交成功');
      await zw.page.getByTestId('flow-next').waitFor({ state: 'detached' });
      const token = await tokenOf('zhangwei');
      expect(await todosOf(token, procInstId)).toEqual([]);
      await shot(zw.page, '63-after-approve');
    });
    await zw.context.close();

    const wj = await newPage(browser);
    await step(wj.page, 'wangjianguo-sends-back', async () => {
      const token = await tokenOf('wangjianguo');
      const [todo] = await todosOf(token, procInstId);
      expect(todo.stepName).toBe('总经理审批');
      await login(wj.page, 'wangjianguo');
      await wj.page.goto(`/flowhandle?procInstId=${procInstId}&taskId=${todo.taskId}&name=${encodeURIComponent('待办提醒')}`);
      await wj.page.getByTestId('flow-prev').click();
      const dialog = wj.page.getByTestId('return-dialog');
      await dialog.locator('tr', { hasText: '张伟' }).waitFor();
      await dialog.locator('tr', { hasText: '发起人' }).click();
      await wj.page.getByTestId('return-opinion').fill('合同金额依据不足，请补充测算说明');
      await shot(wj.page, '64-return-dialog');
      await wj.page.getByTestId('return-ok').click();
      await toast(wj.page, '提交成功');
      await wj.page.getByTestId('flow-prev').waitFor({ state: 'detached' });
      expect(await todosOf(token, procInstId)).toEqual([]);
    });
    await wj.context.close();

    const sl = await newPage(browser);
    await step(sl.page, 'sunli-resubmits', async () => {
      const token = await tokenOf('sunli');
      const [todo] = await todosOf(token, procInstId);
      expect(todo.stepName).toBe('发起人');
      await login(sl.page, 'sunli');
      await sl.page.goto(`/flowhandle2/flow-business?procInstId=${procInstId}&taskId=${todo.taskId}`);
      await sl.page.getByTestId('flow-next').waitFor();
      expect(await sl.page.getByTestId('form-mode').innerText()).toBe('可编辑');
      await sl.page.getByTestId('field-remark').fill('已补充测算说明');
      await sl.page.getByTestId('flow-opinion').fill('已补充，请审批');
      await shot(sl.page, '65-blank-window-resubmit');
      await sl.page.getByTestId('flow-next').click();
      const quick = sl.page.getByTestId('fast-yes');
      const chooser = sl.page.getByTestId('submit-dialog');
      await quick.or(chooser).first().waitFor();
      if (await quick.isVisible()) {
        expect(await sl.page.locator('.ant-modal-confirm').innerText()).toContain('总经理审批');
        await quick.click();
      } else {
        await sl.page.getByTestId('submit-ok').click();
      }
      await toast(sl.page, '提交成功');
      await sl.page.getByTestId('flow-next').waitFor({ state: 'detached' });
      expect(await sl.page.getByTestId('field-remark').innerText()).toBe('已补充测算说明');
      // Resubmitted straight back to the general manager who returned it.
      const wjTodos = await todosOf(await tokenOf('wangjianguo'), procInstId);
      expect(wjTodos.map((x) => x.stepName)).toEqual(['总经理审批']);
    });

    /** Picks one person by name in the shared person picker. */
    const pick = async (page: Page, testId: string, name: string) => {
      await page.getByTestId(`${testId}-pick`).click();
      await page.getByTestId('person-picker-search').waitFor();
      await fill(page, 'person-picker-search', name);
      await page.getByTestId('person-picker-user').filter({ hasText: name }).first().click();
      await page.getByTestId('person-picker-ok').click();
      await page.getByTestId(testId).getByText(name).waitFor();
    };
    const openTask = async (page: Page, user: string) => {
      const [todo] = await todosOf(await tokenOf(user), procInstId);
      await login(page, user);
      await page.goto(`/flowhandle/flow-business?procInstId=${procInstId}&taskId=${todo.taskId}&name=${encodeURIComponent('待办提醒')}`);
      await page.getByTestId('flow-next').waitFor();
    };

    const gm = await newPage(browser);
    await step(gm.page, 'wangjianguo-hands-over-to-lihua', async () => {
      await openTask(gm.page, 'wangjianguo');
      await gm.page.getByTestId('flow-adjust').click();
      const dialog = gm.page.getByTestId('transfer-dialog-adjust');
      await dialog.waitFor();
      expect(await gm.page.getByTestId('transfer-topic').inputValue()).toBe(NAME);
      await gm.page.getByTestId('transfer-ok').click();
      await dialog.getByText('请选择接收人').waitFor();
      await dialog.getByText('请输入备注').waitFor();
      await pick(gm.page, 'transfer-recipients', '李华');
      await gm.page.getByTestId('transfer-remark').fill('出差期间请李华代为审批');
      await shot(gm.page, '70-handover-dialog');
      await gm.page.getByTestId('transfer-ok').click();
      await toast(gm.page, '转办成功');
      await gm.page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });
    await gm.context.close();

    const lh = await newPage(browser);
    await step(lh.page, 'lihua-consults-pengtao', async () => {
      await openTask(lh.page, 'lihua');
      await lh.page.getByTestId('flow-consult').click();
      await pick(lh.page, 'transfer-recipients', '彭涛');
      await lh.page.getByTestId('transfer-remark').fill('请总工就测算依据给出意见');
      await lh.page.getByTestId('transfer-ok').click();
      await toast(lh.page, '征询成功');
      await lh.page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });

    const pt = await newPage(browser);
    await step(pt.page, 'pengtao-answers', async () => {
      await openTask(pt.page, 'pengtao');
      expect(await pt.page.getByTestId('flow-next').innerText()).toContain('回复');
      await pt.page.getByTestId('flow-opinion').fill('测算依据充分，同意');
      await pt.page.getByTestId('flow-next').click();
      await toast(pt.page, '提交成功');
      await pt.page.getByTestId('flow-next').waitFor({ state: 'detached' });
    });
    await pt.context.close();

    await step(lh.page, 'lihua-approves', async () => {
      await lh.page.getByTestId('flow-refresh').click();
      await lh.page.getByTestId('flow-next').waitFor();
      await lh.page.getByTestId('flow-opinion').fill('同意');
      await lh.page.getByTestId('flow-next').click();
      await lh.page.getByTestId('fast-yes').click();
      await toast(lh.page, '提交成功');
      await lh.page.getByTestId('flow-next').waitFor({ state: 'detached' });
      expect(await lh.page.getByTestId('flow-page').innerText()).toContain('财务与总工会签');
    });
    await lh.context.close();

    await step(sl.page, 'sunli-history-and-chart', async () => {
      await sl.page.getByTestId('flow-refresh').click();
      for (const viewport of [{ width: 1366, height: 768 }, { width: 1024, height: 768 }]) {
        await sl.page.setViewportSize(viewport);
        await sl.page.getByTestId('tab-flow-status').click();
        const table = sl.page.getByTestId('flow-history');
        // The newest opinion: the refresh may still be showing the history from before it.
        await table.getByText('测算依据充分，同意').waitFor();
        const text = await table.innerText();
        for (const s of ['发起', '同意，请总经理审批', '张伟', '王建国', '退回', '重新提交', '已补充，请审批', '转办', '李华', '征询', '测算依据充分，同意']) {
          expect(text).toContain(s);
        }
        const overflow = await sl.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(sl.page, `66-history-${viewport.width}`);
        await sl.page.getByTestId('tab-flow-chart').click();
        await sl.page.getByTestId('flow-chart').waitFor();
        await sl.page.locator('.react-flow__edge-text', { hasText: '退回' }).first().waitFor();
        await sl.page.waitForTimeout(400);
        await shot(sl.page, `67-chart-return-loop-${viewport.width}`);
      }
      await sl.page.getByTestId('tab-flow-related').click();
      await sl.page.getByTestId('flow-related').waitFor();
      await shot(sl.page, '68-related-empty');
    });
    expect(sl.errors).toEqual([]);
    await sl.context.close();
  }, 600_000);
});
