import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMenuTreeNode } from '@ecms/shared';
import { adminToken, api, launch, makeUser, newPage, openMenu, shot, signIn, step } from '../helpers';

/*
 * A role holding only 基础数据 › 采购方式 with its 查看 / 新增 / 编辑 buttons (bd:procurementMethod,
 * the procurement_method form's pageRights): its user sees that one base-data entry, adds a method
 * and edits it, and meets no delete, export or import button; the other base-data pages are absent
 * from the menu. Fixtures: one role, one user, one method.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-4);
const METHOD = `电子竞价${TAG}`;

/** A role with exactly the menus carrying these permissions (their groups are added by the server). */
async function roleWith(perms: string[]): Promise<string> {
  const token = await adminToken();
  const tree = await api<TMenuTreeNode[]>(token, 'POST', '/a/sys/menu/queryTree', {});
  const flat = (nodes: TMenuTreeNode[]): TMenuTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const menuIds = perms.map((p) => {
    const node = flat(tree).find((n) => n.permission === p);
    if (!node) throw new Error(`no menu with permission ${p}`);
    return node.id;
  });
  const role = await api<{ id: string }>(token, 'POST', '/a/sys/role', { code: `e2e_pm_${TAG}`, name: `采购方式维护${TAG}` });
  await api(token, 'POST', `/a/sys/role/saveRoleMenu/${role.id}`, { menuIds });
  return role.id;
}

describe('a base-data page right alone (采购方式)', () => {
  it('shows that page alone under 基础数据, with the buttons its rights allow and no others', async () => {
    const roleId = await roleWith(['bd:procurementMethod:view', 'bd:procurementMethod:add', 'bd:procurementMethod:edit']);
    const user = await makeUser('xiefang', 'pm', { roleIds: [roleId] });
    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, user.loginName, user.password);
    await page.getByTestId('home-layout').or(page.getByTestId('welcome-card')).first().waitFor();

    await step(page, 'menu-one-entry', async () => {
      const nav = page.getByTestId('side-nav');
      await nav.getByText('基础数据', { exact: true }).first().hover();
      const popup = page.locator('.ant-menu-submenu-popup:visible');
      await popup.getByText('采购方式', { exact: true }).first().waitFor();
      await shot(page, 'bd-pm1-menu');
      // The other base-data pages are not offered (their menu entries and groups are absent).
      for (const other of ['资产分类', '用品分类', '维修类型', '编码规则', '质量基础']) {
        expect(await popup.getByText(other, { exact: true }).count(), other).toBe(0);
      }
      await page.mouse.move(1300, 700);
    });

    await step(page, 'open-page', async () => {
      await openMenu(page, '基础数据', '采购方式');
      await page.getByTestId('wf-list-page').waitFor();
      await page.getByText('公开招标').first().waitFor();
      await page.getByTestId('wf-list-add').waitFor();
      // 删除 / 导出 / 导入 are not among its rights.
      expect(await page.getByTestId('wf-list-batch-delete').count()).toBe(0);
      expect(await page.getByTestId('wf-list-export').count()).toBe(0);
      expect(await page.getByTestId('wf-list-import').count()).toBe(0);
      await shot(page, 'bd-pm2-list');
    });

    await step(page, 'add-and-edit', async () => {
      await page.getByTestId('wf-list-add').click();
      await page.getByTestId('wf-form-page').waitFor();
      await page.getByTestId('field-methodName').fill(METHOD);
      await page.getByTestId('field-methodCode').fill(`DZJJ${TAG}`);
      await page.getByTestId('wf-form-save').click();
      await page.getByText('保存成功').first().waitFor();
      await page.goto('/base-data/procurement-method');
      const row = page.locator('tr').filter({ hasText: METHOD }).first();
      await row.waitFor();
      // Its own record: 编辑 yes, 删除 no; a seeded one: neither.
      await row.getByTestId('row-edit').waitFor();
      expect(await row.getByTestId('row-delete').count()).toBe(0);
      const seeded = page.locator('tr').filter({ hasText: '公开招标' }).first();
      expect(await seeded.getByTestId('row-edit').count()).toBe(0);
      await shot(page, 'bd-pm3-own-record');
      await row.getByTestId('row-edit').click();
      await page.getByTestId('wf-form-page').waitFor();
      await page.getByTestId('field-legalBasis').fill('《政府采购法》第二十六条');
      await page.getByTestId('wf-form-save').click();
      await page.getByText('保存成功').first().waitFor();
    });

    await step(page, 'other-pages-refused', async () => {
      // Typed by hand, another base-data page gets no data: the server refuses its calls.
      await page.goto('/base-data/asset-classification');
      await page.getByText('没有权限执行此操作').first().waitFor();
      expect(await page.getByTestId('bd-dict-row').count()).toBe(0);
      await shot(page, 'bd-pm4-other-page');
    });

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
