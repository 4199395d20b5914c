import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { fill, launch, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * System administration, end to end: an administrator (zhaolei holds the admin role) creates a
 * department, a user in it and a role that grants only 用户管理 with the data scope
 * 本部门及以下; the new user signs in, changes the one-time password, and sees only that menu
 * and only the users of their department.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const DEPT = '数字造价中心';
const LOGIN = 'e2e_manager';
const ROLE = '数字中心经理';
const NEW_PASSWORD = 'Center#2026';

const treeNode = (page: Page, scope: string, title: string) =>
  page.getByTestId(scope).locator('.ant-tree-node-content-wrapper', { hasText: title }).first();

async function checkTreeNode(page: Page, scope: string, title: string): Promise<void> {
  const node = page.getByTestId(scope).locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) }).first();
  await node.locator('.ant-tree-checkbox').click();
}

describe('system administration journey', () => {
  it('creates a department, a user and a limited role; the user sees only what the role grants', async () => {
    const { page, context, errors } = await newPage(browser);
    let password = '';
    try {
      await step(page, 'admin-sign-in', async () => {
        await page.goto('/login');
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('welcome-card').waitFor();
      });

      await step(page, 'create-department', async () => {
        await openMenu(page, '系统管理', '组织机构');
        await page.getByTestId('org-page').waitFor();
        await treeNode(page, 'org-dept-tree', '华建工程咨询有限公司').click();
        await page.getByTestId('org-dept-add').click();
        await fill(page, 'org-dept-name', DEPT);
        await page.getByTestId('org-dept-save').click();
        await treeNode(page, 'org-dept-tree', DEPT).waitFor();
        await shot(page, '20-organization');
      });

      await step(page, 'create-user', async () => {
        await treeNode(page, 'org-dept-tree', DEPT).click();
        await page.getByTestId('org-user-add').click();
        await page.getByTestId('user-drawer').waitFor();
        await fill(page, 'user-form-login', LOGIN);
        await fill(page, 'user-form-name', '赵数字');
        await fill(page, 'user-form-phone', '13900009999');
        await shot(page, '21-user-drawer');
        await page.getByTestId('user-save').click();
        const value = page.getByTestId('user-password-value');
        await value.waitFor();
        password = ((await value.textContent()) ?? '').trim();
        expect(password.length).toBeGreaterThanOrEqual(8);
        await page.keyboard.press('Escape');
        await page.getByTestId('org-user-table').getByText(LOGIN).waitFor();
      });

      await step(page, 'create-role', async () => {
        await openMenu(page, '系统管理', '角色管理');
        await page.getByTestId('role-page').waitFor();
        await page.getByTestId('role-add').click();
        await fill(page, 'role-form-name', ROLE);
        await fill(page, 'role-form-code', 'digital_manager');
        await page.getByTestId('role-save').click();
        await page.getByTestId('role-item').filter({ hasText: ROLE }).click();
      });

      await step(page, 'grant-menu', async () => {
        await page.getByTestId('role-tab-menu').click();
        await checkTreeNode(page, 'role-menu-tree', '用户管理');
        await page.getByTestId('role-menu-tree-save').click();
        await page.getByText('保存成功').first().waitFor();
      });

      await step(page, 'grant-data-scope', async () => {
        await page.getByTestId('role-tab-data').click();
        await page.getByTestId('role-data-menu').filter({ hasText: '用户' }).first().click();
        await page.getByTestId('role-data-scope-dept_and_below').click();
        await page.getByTestId('role-data-save').click();
        await page.getByText('保存成功').first().waitFor();
      });

      await step(page, 'add-role-user', async () => {
        await page.getByTestId('role-tab-users').click();
        await page.getByTestId('role-users-add').click();
        const picker = page.getByTestId('person-picker');
        await picker.getByTestId('person-picker-ok').waitFor();
        await fill(picker, 'person-picker-search', '赵数字');
        await picker.getByTestId('person-picker-user').filter({ hasText: '赵数字' }).first().click();
        await shot(page, '22-person-picker');
        await picker.getByTestId('person-picker-ok').click();
        await page.getByTestId('role-users-tab').getByText('赵数字').waitFor();
        await shot(page, '23-role-users');
      });

      await step(page, 'admin-sign-out', async () => {
        await page.getByTestId('user-menu').click();
        await page.getByTestId('user-menu-logout').click();
        await page.waitForURL(/\/login/);
      });

      await step(page, 'new-user-first-sign-in-changes-password', async () => {
        await signIn(page, LOGIN, password);
        await page.getByTestId('force-password-modal').getByTestId('password-submit').waitFor();
        const modal = page.getByTestId('force-password-modal');
        await fill(modal, 'password-old', password);
        await fill(modal, 'password-new', NEW_PASSWORD);
        await fill(modal, 'password-repeat', NEW_PASSWORD);
        await modal.getByTestId('password-submit').click();
        await page.waitForURL(/\/login/);
        await signIn(page, LOGIN, NEW_PASSWORD);
        await page.getByTestId('welcome-card').waitFor();
      });

      await step(page, 'sees-only-granted-menus-and-records', async () => {
        const nav = page.getByTestId('side-nav');
        await nav.getByText('系统管理', { exact: true }).waitFor();
        await expect(nav.getByText('财务管理', { exact: true }).count()).resolves.toBe(0);
        await openMenu(page, '系统管理', '用户管理');
        await page.getByTestId('user-page').waitFor();
        await expect(page.locator('.ant-menu-submenu-popup:visible').getByText('角色管理', { exact: true }).count()).resolves.toBe(0);
        const table = page.getByTestId('user-table');
        await table.getByText(LOGIN).waitFor();
        await expect(table.getByText('zhangwei').count()).resolves.toBe(0);
        await shot(page, '24-scoped-user-list');
        // A page the role does not grant is refused.
        await page.goto('/sys-manager/role');
        await page.getByTestId('page-401').waitFor();
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
