import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrationApi } from '@ecms/shared';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import { adminToken, api, apiLogin, launch, makeUser, newPage, shot, signIn, step } from '../helpers';

/*
 * Issue 18's journey: a purchase of 10 boxes of paper, approved, is received through 采购申请 and
 * the stock list shows +10; two requisitions of 8 are approved one after the other and the second
 * is refused with the stock message; a room booked Tuesday 9–12 cannot be booked 11–12 in the
 * week calendar, 12–13 can; an asset scrapped through its flow can no longer be edited (web and API).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const PAPER = `A4复印纸-${TAG}`;
const ROOM = `二楼小会议室-${TAG}`;
const ASSET = `投影仪-${TAG}`;

const demo = (login: string) => apiLogin(login, E2E_DEMO_PASSWORD);
type Started = { id: string; procInstId: string };

/** The 极简流程 task of an instance approved by `token`'s user: the call's answer (status and msg). */
async function approve(token: string, procInstId: string): Promise<{ ok: boolean; msg: string }> {
  const todos = await api<Array<{ id: string; procInstId: string }>>(token, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 });
  const todo = todos.find((t) => t.procInstId === procInstId);
  if (!todo) throw new Error(`no todo for ${procInstId}`);
  const opts = await api<Array<{ userTaskConfigId: string; type: number }>>(token, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`);
  try {
    await api(token, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } });
    return { ok: true, msg: '' };
  } catch (e) {
    return { ok: false, msg: String(e) };
  }
}

/** Tuesday of next week (China date), YYYY-MM-DD. */
function nextTuesday(): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const dow = (now.getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(now.getTime() - dow * 86400_000 + 7 * 86400_000);
  return new Date(monday.getTime() + 86400_000).toISOString().slice(0, 10);
}

describe('administration journey', () => {
  it('stock in and out through the flows, a room booking refused on overlap, a scrapped asset read-only', async () => {
    const admin = await adminToken();
    const sunli = await demo('sunli');
    const zhangwei = await demo('zhangwei');
    const xiefang = await demo('xiefang');
    const [who] = (await api<{ id: string; loginName: string; deptId: string }[]>(admin, 'POST', '/a/sys/user/queryList', { params: { loginName: 'sunli' } }))
      .filter((u) => u.loginName === 'sunli');
    const sunliId = who.id;
    const deptId = who.deptId;

    // Fixtures: the item, the room, the asset.
    const paper = (await api<{ id: string }>(admin, 'POST', '/b/form/office_supplies/record', {
      values: { itemName: PAPER, itemClass: '0101', unit: '箱', safetyStock: 3, initialStock: 0, initialPrice: 0 },
    })).id;
    const room = (await api<{ id: string }>(admin, 'POST', '/b/form/meeting_room/record', { values: { roomName: ROOM, location: '2F', capacity: 8, equipment: ['1'] } })).id;
    const asset = (await api<{ id: string }>(admin, 'POST', '/b/form/fixed_asset/record', {
      values: { assetClass: '0105', assetName: ASSET, originalValue: 5800, startUseDate: '2025-03-10', status: '1' },
    })).id;

    // A staff member requests 10 boxes; the manager approves.
    const purchase = await api<Started>(sunli, 'POST', '/b/form/office_purchase/record/saveAndStartFlow', {
      values: { applyDate: '2026-11-20', applicant: sunliId, applyDept: deptId, purpose: `复印纸采购${TAG}` },
      subTables: { items: [{ goods: paper, quantity: 10, price: 26 }] },
    });
    expect((await approve(zhangwei, purchase.procInstId)).ok).toBe(true);

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'xiefang', E2E_DEMO_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'receive', async () => {
      await page.goto('/administration-management/office-supplies-management/purchase-list');
      const row = page.locator('tr', { hasText: `复印纸采购${TAG}` });
      await row.getByTestId('adm-purchase-receive').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
      await page.getByText('入库成功').first().waitFor();
      await row.getByText('已入库').waitFor();
      await shot(page, 'adm-1-purchase-received');
    });

    await step(page, 'stock-up', async () => {
      await page.goto('/administration-management/office-supplies-management/inventory-list');
      await page.getByTestId('adm-stock-search').locator('input').or(page.getByTestId('adm-stock-search')).first().fill(PAPER);
      const row = page.getByTestId('adm-stock-table').locator('tr', { hasText: PAPER });
      await expect.poll(() => row.getByTestId('adm-stock-qty').innerText()).toBe('10');
      await shot(page, 'adm-2-stock-10');
    });

    // Two requisitions of 8: the first approval takes 8, the second is refused with the stock message.
    const req = (purpose: string) => api<Started>(sunli, 'POST', '/b/form/supplies_requisition/record/saveAndStartFlow', {
      values: { applyDate: '2026-11-21', applicant: sunliId, applyDept: deptId, purpose }, subTables: { lines: [{ item: paper, quantity: 8 }] },
    });
    const r1 = await req(`领用一${TAG}`);
    const r2 = await req(`领用二${TAG}`);
    expect((await approve(zhangwei, r1.procInstId)).ok).toBe(true);
    const second = await approve(zhangwei, r2.procInstId);
    expect(second.ok).toBe(false);
    expect(second.msg).toContain(`库存不足：${PAPER}仅剩2`);

    await step(page, 'stock-down', async () => {
      await page.reload();
      await page.getByTestId('adm-stock-search').locator('input').or(page.getByTestId('adm-stock-search')).first().fill(PAPER);
      const row = page.getByTestId('adm-stock-table').locator('tr', { hasText: PAPER });
      await expect.poll(() => row.getByTestId('adm-stock-qty').innerText()).toBe('2');
      await row.getByText('库存不足').waitFor();
      await row.getByTestId('adm-stock-moves').click();
      await page.getByTestId('adm-moves-table').getByText('领用出库').first().waitFor();
      await page.getByTestId('adm-moves-table').getByText('采购入库').first().waitFor();
      await shot(page, 'adm-3-moves');
    });

    // The room: sunli holds Tuesday 9–12; 11–13 is refused to someone else, 12–13 is free (half-open).
    const tue = nextTuesday();
    const bookAs = (token: string, title: string, from: string, to: string) => api(token, 'POST', administrationApi.bookRoom.path, {
      roomId: room, title, startAt: `${tue}T${from}:00+08:00`, endAt: `${tue}T${to}:00+08:00`, attendees: [],
    });
    await bookAs(sunli, `经营例会${TAG}`, '09:00', '12:00');
    await expect(bookAs(zhangwei, '项目例会', '11:00', '13:00')).rejects.toThrow('该会议室在此时段已被预订');
    await step(page, 'room-overlap', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('/administration-management/meeting-room-management');
      await page.getByTestId('adm-calendar').waitFor();
      await page.getByTestId('adm-resource').filter({ hasText: ROOM }).click();
      await page.getByTestId('adm-week-next').click();
      await page.getByTestId('adm-booking').filter({ hasText: `经营例会${TAG}` }).waitFor();
      // 12–13 right after the meeting: taken.
      await page.getByTestId(`adm-slot-${tue}-12`).click();
      await page.getByTestId('adm-book-title').fill('项目协调会');
      await page.getByTestId('adm-book-ok').click();
      await page.getByTestId('adm-booking').filter({ hasText: '项目协调会' }).waitFor();
      // 13–14 is taken by someone else while the dialog is open: the database refuses the second.
      await page.getByTestId(`adm-slot-${tue}-13`).click();
      await page.getByTestId('adm-book-title').fill('临时碰头会');
      await bookAs(zhangwei, '抢先预订', '13:00', '14:00');
      await page.getByTestId('adm-book-ok').click();
      await page.getByText('该会议室在此时段已被预订').first().waitFor();
      await shot(page, 'adm-4-room-refused');
      await page.locator('.ant-modal-footer').getByRole('button', { name: /取\s*消|Cancel/ }).click();
      // The refusal refreshed the calendar: the slot shows who took it.
      await page.getByTestId('adm-booking').filter({ hasText: '抢先预订' }).waitFor();
      await shot(page, 'adm-5-calendar-1024');
      await page.setViewportSize({ width: 1366, height: 768 });
    });

    // The asset is scrapped through its flow (requested by an office clerk, approved by the office's head).
    const clerk = await makeUser('xiefang', 'scrap');
    const clerkToken = await apiLogin(clerk.loginName, clerk.password);
    const scrap = await api<Started>(clerkToken, 'POST', '/b/form/asset_scrap/record/saveAndStartFlow', {
      values: { asset, applyDate: '2026-11-21', reason: '灯泡烧毁，厂家停产' },
    });
    expect((await approve(xiefang, scrap.procInstId)).ok).toBe(true);
    const put = await fetch(`${page.url().split('/administration')[0]}/api/b/form/fixed_asset/record/${asset}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', authtoken: admin },
      body: JSON.stringify({ values: { assetClass: '0105', assetName: '改名', status: '1' }, version: 1 }),
    });
    expect(put.status).toBe(403);
    expect(((await put.json()) as { msg: string }).msg).toBe('资产已报废，不能修改');

    await step(page, 'asset-readonly', async () => {
      await page.goto('/administration-management/asset-management/office-base-data');
      const row = page.locator('tr', { hasText: ASSET });
      await row.first().waitFor();
      await row.getByText('已报废').waitFor();
      expect(await row.getByTestId('row-edit').count()).toBe(0);
      await row.getByTestId('row-view').first().click();
      await page.getByText(ASSET).first().waitFor();
      await page.getByTestId('wf-form-locked').getByText('资产已报废，不能修改').waitFor();
      await shot(page, 'adm-6-asset-scrapped');
    });

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
