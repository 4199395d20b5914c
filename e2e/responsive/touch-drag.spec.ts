import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, launch, makeUser, shot, signIn, step } from '../helpers';

/*
 * Issue 15: the hierarchy dictionary's reordering works on a phone. Touch screens fire no HTML5
 * drag events, so on a 390 px touch device the user taps a row's grip, taps the target row and
 * chooses 作为下级 / 放在前面 in the bar above the table. A dictionary of its own (made through the
 * API) keeps this journey off the rows other journeys move.
 */
let browser: Browser;
let user: { loginName: string; password: string };
const code = `TOUCH_${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  browser = await launch();
  user = await makeUser('zhaolei', 'touch');
  const token = await adminToken();
  await api(token, 'POST', '/a/bd/dict/save', { type: code, label: '勘察', value: 'T1', dictName: '触屏排序', ext: { tree: true } });
  await api(token, 'POST', '/a/bd/dict/save', { type: code, label: '设计', value: 'T2' });
  await api(token, 'POST', '/a/bd/dict/save', { type: code, label: '施工', value: 'T3' });
});
afterAll(async () => { await browser?.close(); });

interface Node { id: string; label: string; parentId: string | null; children?: Node[] }
/** The dictionary as the server keeps it: labels in order, children in brackets (nested or flat answers). */
async function outline(): Promise<string> {
  const answer = await api<Node[]>(await adminToken(), 'POST', '/a/bd/treedict/queryTree', { params: { type: code } });
  const flat: Node[] = [];
  const collect = (list: Node[]) => { for (const n of list) { flat.push(n); if (n.children?.length) collect(n.children); } };
  collect(answer);
  const byParent = new Map<string | null, Node[]>();
  for (const n of flat) byParent.set(n.parentId ?? null, [...(byParent.get(n.parentId ?? null) ?? []), n]);
  const walk = (p: string | null): string => (byParent.get(p) ?? []).map((n) => (byParent.has(n.id) ? `${n.label}(${walk(n.id)})` : n.label)).join(',');
  return walk(null);
}

describe('touch reordering in the hierarchy dictionary (390 px)', () => {
  it('moves a node under another and before a third with taps only', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
      locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: baseUrl(),
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      expect(await outline()).toBe('勘察,设计,施工');
      await step(page, 'touch-sign-in', async () => {
        await page.goto('/login');
        await signIn(page, user.loginName, user.password);
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      });
      await step(page, 'touch-open-dictionary', async () => {
        await page.goto('/sys-manager/hierarchy-dict');
        // on a loaded machine the list can still be settling when the first tap lands: tap again until it opens
        const kind = page.getByTestId('treedict-kind').filter({ hasText: code });
        const opened = page.getByTestId('treedict-table').getByTestId('treedict-row').filter({ hasText: '施工' });
        for (let attempt = 0; ; attempt++) {
          try {
            await kind.tap({ timeout: 15_000 });
            await opened.waitFor({ timeout: 15_000 });
            break;
          } catch (err) {
            if (attempt >= 3) throw err;
          }
        }
      });
      const row = (label: string) => page.getByTestId('treedict-table').getByTestId('treedict-row').filter({ hasText: label }).first();

      await step(page, 'touch-move-inside', async () => {
        await row('施工').getByTestId('drag-pick').tap();
        await page.getByTestId('drag-pick-bar').getByText('已选中「施工」：请点选目标行').waitFor();
        await row('勘察').getByText('T1', { exact: true }).tap();
        await page.getByText('把「施工」移到「勘察」').waitFor();
        await shot(page, 'touch-drag-390-picked');
        await page.getByTestId('drag-place-inside').tap();
        await page.getByText('排序已更新').first().waitFor();
        await page.getByTestId('drag-pick-bar').waitFor({ state: 'hidden' });
        await expect.poll(outline).toBe('勘察(施工),设计');
      });

      await step(page, 'touch-move-before', async () => {
        await row('设计').getByTestId('drag-pick').tap();
        await row('勘察').getByText('T1', { exact: true }).tap();
        await page.getByTestId('drag-place-before').tap();
        await expect.poll(outline).toBe('设计,勘察(施工)');
        await row('设计').waitFor();
        await shot(page, 'touch-drag-390-done');
      });

      await step(page, 'touch-cancel', async () => {
        // a pick can be dropped again: nothing moves
        await row('设计').getByTestId('drag-pick').tap();
        await page.getByTestId('drag-pick-cancel').tap();
        await page.getByTestId('drag-pick-bar').waitFor({ state: 'hidden' });
        expect(await outline()).toBe('设计,勘察(施工)');
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
