import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { adminToken, api, launch, newPage, shot, signIn, step } from '../helpers';

let browser: Browser;
/** 极简流程 as the seed published it: published again afterwards, as other journeys (home, contract) run it. */
let original: { id: string; tree: unknown } | undefined;
beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const [def] = await api<{ id: string; key: string }[]>(token, 'POST', '/a/wf/definition/queryList', { params: { keyword: '极简' } });
  original = { id: def.id, tree: (await api<{ tree: unknown }>(token, 'GET', `/a/wf/definition/${def.id}`)).tree };
});
afterAll(async () => {
  if (original) await api(await adminToken(), 'POST', `/a/wf/definition/${original.id}/publish`, original.tree);
  await browser?.close();
});

const KEY = 'contract_minimal';

/** The 极简流程 row's current version number in act-procdef. */
async function currentVersion(page: Page): Promise<number> {
  const tag = page.getByTestId(`procdef-version-${KEY}`);
  await tag.waitFor();
  return Number((await tag.innerText()).replace(/\D/g, ''));
}

/** Adds a node of `type` under the "+" after `afterId`; answers the new node's id. */
async function addNode(page: Page, afterId: string, type: string): Promise<string> {
  const before = await page.locator(`[data-node-type="${type}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  await page.getByTestId(`wf-add-after-${afterId}`).click();
  await page.locator('[data-testid="wf-add-menu"]:visible').getByTestId(`wf-add-${type}`).click();
  await expect.poll(() => page.locator(`[data-node-type="${type}"]`).count()).toBe(before.length + 1);
  const after = await page.locator(`[data-node-type="${type}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  return after.find((id) => !before.includes(id))!.replace('wf-node-', '');
}

describe('flow administration journey', () => {
  it('admin designs 极简流程 (adds a CC and an approver), saves and publishes a new version; an invalid tree shows the server\'s messages', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await step(page, 'sign-in', async () => {
        await page.goto('/login');
        // zhaolei holds the admin role; the shell journey changes admin's own password.
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('home-layout').waitFor();
      });

      let v0 = 0;
      await step(page, 'procdef-list', async () => {
        await page.goto('/sys-manager/act-procdef');
        await page.getByTestId('procdef-table').locator('.ant-table-row').first().waitFor();
        expect(await page.getByTestId('procdef-table').innerText()).toContain('收款合同标准流程');
        v0 = await currentVersion(page);
        expect(v0).toBeGreaterThanOrEqual(1);
        await shot(page, 'flow-admin-01-procdef');
      });

      await step(page, 'open-designer', async () => {
        await page.getByTestId(`procdef-design-${KEY}`).click();
        await page.waitForURL(/\/sys-manager\/setting-flow\/f-flow-design\?id=/);
        await page.getByTestId('wf-node-dept_manager').waitFor();
        expect(await page.getByTestId('setting-flow-title').innerText()).toBe('极简流程');
        await shot(page, 'flow-admin-02-designer');
      });

      await step(page, 'add-cc', async () => {
        const cc = await addNode(page, 'dept_manager', 'cc');
        // A new node opens its drawer at once; CC to the initiator.
        await page.getByTestId('wf-drawer').getByTestId('wf-rule-initiator').click();
        await page.getByTestId('wf-drawer-done').click();
        await expect.poll(() => page.getByTestId(`wf-node-${cc}`).innerText()).toContain('发起人自己');
      });

      await step(page, 'add-approver', async () => {
        const ap = await addNode(page, 'start', 'approver');
        const drawer = page.getByTestId('wf-drawer');
        await drawer.getByTestId('wf-node-name').fill('项目经理审批');
        await drawer.getByTestId('wf-rule-deptLeader').click();
        await shot(page, 'flow-admin-03-drawer');
        await page.getByTestId('wf-drawer-done').click();
        await expect.poll(() => page.getByTestId(`wf-node-${ap}`).innerText()).toContain('项目经理审批');
        expect(await page.getByTestId(`wf-node-${ap}`).innerText()).toContain('第 1 级主管');
        await page.getByTestId('setting-flow-dirty').waitFor();
      });

      await step(page, 'save-and-publish', async () => {
        await page.getByTestId('setting-flow-save').click();
        await page.getByText('已保存草稿').first().waitFor();
        await page.getByTestId('setting-flow-publish').click();
        await page.getByText(`发布成功，当前版本 V${v0 + 1}`).first().waitFor();
        await expect.poll(() => page.getByTestId('setting-flow-version').innerText()).toBe(`当前版本 V${v0 + 1}`);
        await shot(page, 'flow-admin-04-published');
      });

      await step(page, 'steps-tab', async () => {
        await page.getByTestId('setting-tab-f-flow-step').click();
        await page.getByTestId('flow-steps').waitFor();
        const text = await page.getByTestId('flow-steps').innerText();
        expect(text).toContain('项目经理审批');
        expect(text).toContain('抄送人');
        await page.getByTestId('setting-tab-f-flow-design').click();
        await page.getByTestId('wf-node-dept_manager').waitFor();
      });

      await step(page, 'new-version-in-procdef', async () => {
        await page.goto('/sys-manager/act-procdef');
        expect(await currentVersion(page)).toBe(v0 + 1);
      });

      await step(page, 'invalid-tree', async () => {
        await page.getByTestId(`procdef-design-${KEY}`).click();
        await page.getByTestId('wf-node-dept_manager').waitFor();
        await addNode(page, 'dept_manager', 'approver');
        await page.getByTestId('wf-drawer-done').click();
        await page.getByTestId('wf-add-after-start').click();
        await page.locator('[data-testid="wf-add-menu"]:visible').getByTestId('wf-add-condition').click();
        await page.locator('[data-testid^="wf-gateway-"]').first().waitFor();
        await page.getByTestId('setting-flow-publish').click();
        const problems = page.getByTestId('publish-problems');
        await problems.waitFor();
        const text = await problems.innerText();
        expect(text).toContain('审批节点「审批人」未设置审批人');
        expect(text).toMatch(/分支「条件1」未设置条件/);
        await shot(page, 'flow-admin-05-invalid');
        await page.setViewportSize({ width: 1024, height: 768 });
        await shot(page, 'flow-admin-06-invalid-1024');
        await page.setViewportSize({ width: 1366, height: 768 });
      });

      await step(page, 'condition-on-a-form-field', async () => {
        // Give 条件1 a condition on the contract amount: only the empty approver is left.
        await page.locator('.wf-branch-card', { hasText: '条件1' }).click();
        const drawer = page.getByTestId('wf-drawer');
        await drawer.getByTestId('wf-add-condition').click();
        const row = drawer.getByTestId('wf-condition-row').first();
        await row.locator('input').last().fill('500000');
        await shot(page, 'flow-admin-06b-condition');
        await page.getByTestId('wf-drawer-done').click();
        await expect.poll(() => page.locator('.wf-branch-card', { hasText: '条件1' }).innerText()).toContain('合同金额 大于等于 500000');
        await page.getByTestId('setting-flow-publish').click();
        await expect.poll(() => page.getByTestId('publish-problems').innerText()).not.toContain('条件1');
        expect(await page.getByTestId('publish-problems').innerText()).toContain('审批节点「审批人」未设置审批人');
      });

      await step(page, 'monitors', async () => {
        await page.setViewportSize({ width: 1366, height: 768 });
        await page.goto('/sys-manager/process-instance');
        await page.getByTestId('instance-table').waitFor();
        await shot(page, 'flow-admin-07-instances');
        await page.goto('/sys-manager/process-task');
        await page.getByTestId('task-table').waitFor();
        await page.goto('/sys-manager/act-procdef');
        await page.getByTestId('procdef-table').locator('.ant-table-row').first().waitFor();
        await page.locator('.ant-table-row-expand-icon').first().click();
        await page.locator('[data-testid^="versions-"] .ant-table-row').first().waitFor();
        await page.locator('[data-testid^="versions-"]').getByText('查看').first().click();
        await page.getByTestId('viewer-canvas').waitFor();
        await shot(page, 'flow-admin-08-viewer');
      });

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
