import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { fill, launch, makeUser, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * System administration, end to end: an administrator (zhaolei holds the admin role) creates a
 * department, a user in it and a role that grants only 用户管理 with the data scope
 * 本部门及以下; the new user signs in, changes the one-time password, and sees only that menu
 * and only the users of their department.
 */
let browser: Browser;
/** The user whose password the user centre changes: made for this journey (like 邓超), no shared one. */
let member: { loginName: string; password: string };
beforeAll(async () => {
  browser = await launch();
  member = await makeUser('dengchao', 'pwd');
});
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

  it('tree dictionaries, integrated authorisation, role order, user centre and a password change there', async () => {
    const { page, context, errors } = await newPage(browser);
    /** Saves the current page at 1366×768 and again at 1024 px wide (the narrow laptop case). */
    const shots = async (name: string) => {
      // let loading spinners finish and antd's enter/leave motions settle before the picture
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-modal-wrap:not([style*="none"]) .ant-modal'));
      await page.waitForTimeout(400);
      await shot(page, name);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(300);
      await shot(page, `${name}-1024`);
      await page.setViewportSize({ width: 1366, height: 768 });
    };
    try {
      await step(page, 'admin-sign-in-2', async () => {
        await page.goto('/login');
        await signIn(page, 'zhaolei', E2E_DEMO_PASSWORD);
        await page.getByTestId('welcome-card').waitFor();
      });

      await step(page, 'tree-dict-add-child', async () => {
        await openMenu(page, '系统管理', '层级字典');
        await page.getByTestId('treedict-page').waitFor();
        await page.getByTestId('treedict-kind').filter({ hasText: 'EXPENSE_TYPE' }).click();
        const table = page.getByTestId('treedict-table');
        const travel = table.getByTestId('treedict-row').filter({ hasText: '差旅费' }).first();
        await travel.waitFor();
        await travel.getByTestId('treedict-add-child').click();
        await fill(page, 'treedict-form-label', '高铁二等座');
        await fill(page, 'treedict-form-value', '0199');
        await page.getByTestId('treedict-save').click();
        await page.getByText('保存成功').first().waitFor();
        await page.getByTestId('treedict-modal').waitFor({ state: 'hidden' });
        const added = table.getByTestId('treedict-row').filter({ hasText: '高铁二等座' });
        await added.waitFor();
        // it sits under 差旅费: its full path says so
        await added.getByText('差旅费/高铁二等座').waitFor();
        await shots('30-hierarchy-dict');
      });

      await step(page, 'tree-dict-drag-into-another-node', async () => {
        const table = page.getByTestId('treedict-table');
        const row = (label: string) => table.getByTestId('treedict-row').filter({ hasText: label }).first();
        const office = row('办公费');
        const box = await office.boundingBox();
        // the middle of a row means "inside": the node becomes 办公费's last child
        await row('高铁二等座').dragTo(office, { targetPosition: { x: 120, y: Math.round((box?.height ?? 40) / 2) } });
        await page.getByText('排序已更新').first().waitFor();
        await row('高铁二等座').getByText('办公费/高铁二等座').waitFor();
      });

      await step(page, 'tree-dict-new-dictionary', async () => {
        await page.getByTestId('treedict-new-dict').click();
        await fill(page, 'treedict-new-code', 'E2E_TREE');
        await fill(page, 'treedict-new-name', '项目阶段');
        await fill(page, 'treedict-new-label', '前期');
        await fill(page, 'treedict-new-value', 'P1');
        await page.getByTestId('treedict-new-dict-save').click();
        await page.getByTestId('treedict-new-dict-save').waitFor({ state: 'hidden' });
        await page.getByTestId('treedict-kind').filter({ hasText: 'E2E_TREE' }).waitFor();
        await page.getByTestId('treedict-table').getByTestId('treedict-row').filter({ hasText: '前期' }).waitFor();
        await shot(page, '30c-hierarchy-dict-new');
      });

      await step(page, 'impower-grant-menu', async () => {
        await openMenu(page, '系统管理', '综合授权');
        await page.waitForURL(/\/sys-manager\/impower-new\/function/);
        await page.getByTestId('impower-function').waitFor();
        await page.getByTestId('role-item').filter({ hasText: '行政' }).first().click();
        await page.waitForURL(/roleId=/);
        await checkTreeNode(page, 'role-menu-tree', '在线用户');
        // Wait for this save's answer, not a 保存成功 toast an earlier step may still show.
        const saved = page.waitForResponse((r) => r.url().includes('/a/sys/role/saveRoleMenu/') && r.request().method() === 'POST');
        await page.getByTestId('role-menu-tree-save').click();
        expect((await saved).ok()).toBe(true);
        await page.getByText('保存成功').first().waitFor();
        // after a reload (same role from the address) the right is still there
        await page.reload();
        const node = page.getByTestId('role-menu-tree').locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: /^在线用户$/ }) }).first();
        await node.locator('.ant-tree-checkbox-checked').waitFor();
        await shots('31-impower-function');
        await page.getByTestId('impower-tab-account').click();
        await page.getByTestId('impower-account').waitFor();
        await page.getByTestId('role-users-tab').getByText('谢芳').waitFor();
        await shots('32-impower-account');
        await page.getByTestId('impower-tab-data').click();
        await page.getByTestId('role-data-tab').waitFor();
        await shot(page, '33-impower-data');
      });

      await step(page, 'role-drag-sort', async () => {
        await page.goto('/user-center-admin/roleManager');
        await page.getByTestId('role-page').waitFor();
        const items = page.getByTestId('role-item');
        await items.first().waitFor();
        const before = await items.allTextContents();
        const last = before.length - 1;
        // drag the last role onto the upper edge of the second one
        await items.nth(last).dragTo(items.nth(1), { targetPosition: { x: 40, y: 2 } });
        await page.getByText('排序已更新').first().waitFor();
        await page.reload();
        await items.first().waitFor();
        const after = await items.allTextContents();
        expect(after[1]).toBe(before[last]);
        await shots('34-role-page');
        await page.getByTestId('role-tab-levels').click();
        await page.getByTestId('role-levels-tab').waitFor();
        await page.waitForTimeout(400);
        await shot(page, '34b-role-levels');
        await page.getByTestId('role-copy').click();
        await page.getByTestId('role-copy-ok').waitFor();
        await page.waitForTimeout(400);
        await shot(page, '34c-role-copy');
        await page.keyboard.press('Escape');
      });

      await step(page, 'user-centre-pages', async () => {
        await page.goto('/user-center-admin');
        await page.waitForURL(/\/user-center-admin\/baseInformation/);
        await page.getByTestId('uc-base-info').getByText('赵磊').first().waitFor();
        await shots('35-user-center-base');
        await page.goto('/user-center-admin/organization');
        await page.getByTestId('org-page').waitFor();
        await page.goto('/user-center-admin/departmentAuthorization');
        await page.getByTestId('impower-department').waitFor();
        await page.getByTestId('role-dept-tree').waitFor();
        await shot(page, '36-user-center-dept-auth');
        await page.getByTestId('user-menu').click();
        await page.getByTestId('user-menu-logout').click();
        await page.waitForURL(/\/login/);
      });

      await step(page, 'user-centre-edit-password', async () => {
        await signIn(page, member.loginName, member.password);
        await page.getByTestId('welcome-card').waitFor();
        await page.goto('/user-center/editPasswrod');
        const form = page.getByTestId('uc-edit-password');
        await form.getByTestId('password-submit').waitFor();
        await form.getByTestId('password-submit').click();
        await form.getByText('请输入原密码').waitFor();
        await fill(form, 'password-old', member.password);
        await fill(form, 'password-new', 'abcdefgh');
        await form.getByText('至少包括字母、数字、特殊字符任意2种且不少于8个字符').waitFor();
        await fill(form, 'password-new', 'Dengchao#2026');
        await fill(form, 'password-repeat', 'Dengchao#2027');
        await form.getByText('两次输入密码不一致').waitFor();
        await shots('37-edit-password');
        await fill(form, 'password-repeat', 'Dengchao#2026');
        await form.getByTestId('password-submit').click();
        await page.getByText('恭喜，修改密码成功').first().waitFor();
        await page.waitForURL(/\/login/);
        await signIn(page, member.loginName, 'Dengchao#2026');
        await page.getByTestId('welcome-card').waitFor();
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
