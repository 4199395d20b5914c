import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup';

export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });

export const baseUrl = (): string => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 768 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // The product's users are in China: dates typed and shown are China dates, whatever the CI machine's zone.
  // Reduced motion: antd's dialogs and menus open without animating, so no click lands on one
  // still zooming in (two clean-clone runs lost a click that way: a picker and a tab did not open).
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: baseUrl(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

export async function shot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Runs a journey step; on failure saves a screenshot named after it before rethrowing. */
export async function step<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    await shot(page, `FAILED-${name}`).catch(() => undefined);
    throw err;
  }
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').locator('input').or(page.getByTestId('login-username')).first().fill(username);
  await page.getByTestId('login-password').locator('input').or(page.getByTestId('login-password')).first().fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Opens a leaf menu through its group's fly-out (hover opens it; a click toggles it), as a user does.
 * `path` is the item, or the sub-group(s) then the item for a nested fly-out
 * (openMenu(page, '行政管理', '办公用品', '用品采购')): each sub-group is hovered to open its own fly-out.
 */
export async function openMenu(page: Page, group: string, ...path: [string, ...string[]]): Promise<void> {
  const trigger = page.getByTestId('side-nav').getByText(group, { exact: true }).first();
  // Sub-menus open as popups (portals outside the nav), one per level.
  const popup = page.locator('.ant-menu-submenu-popup:visible');
  const levels = path.map((name) => popup.getByText(name, { exact: true }).first());
  const entry = levels.pop()!;
  // On a loaded machine a fly-out can close between finding the entry and clicking it:
  // reopen it (hover, then click) and try again rather than wait on a closed popup.
  for (let attempt = 0; ; attempt++) {
    if (attempt % 2 === 0) await trigger.hover();
    else await trigger.click();
    try {
      for (const level of levels) {
        await level.waitFor({ timeout: 3_000 });
        await level.hover({ timeout: 3_000 });
      }
      await entry.waitFor({ timeout: 3_000 });
      await entry.click({ timeout: 5_000 });
      break;
    } catch (err) {
      if (attempt >= 5) throw err;
      await page.mouse.move(600, 400);
    }
  }
  // Leave the fly-out: a pointer still over the nav keeps the popup open over the page.
  const size = page.viewportSize();
  await page.mouse.move((size?.width ?? 1366) - 20, (size?.height ?? 768) - 20);
  await popup.first().waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
}

/** Fills an antd input by test id, whether the id sits on the input or on its wrapper. */
export async function fill(scope: Page | Locator, testId: string, value: string): Promise<void> {
  const el = scope.getByTestId(testId);
  await el.locator('input').or(el.and(scope.locator('input'))).first().fill(value);
}

/** Waits for the toast carrying `text` (antd message). */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}

/**
 * Picks the option of an antd Select (a test id or a locator) whose text contains `text`. The list
 * is reopened when it never opened or closed before the click; a single select waits for its list
 * to close (another select opening during the animation would miss its own), a multiple one for
 * the option to be ticked.
 */
export async function choose(page: Page, select: string | Locator, text: string, opts: { multiple?: boolean } = {}): Promise<void> {
  const box = typeof select === 'string' ? page.getByTestId(select) : select;
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
  for (let attempt = 0; ; attempt++) {
    await box.click();
    try {
      await option.waitFor({ timeout: 3_000 });
      await option.click({ timeout: 5_000 });
      break;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
  if (opts.multiple) await option.and(page.locator('.ant-select-item-option-selected')).waitFor();
  else await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

// ---- fixtures through the API -------------------------------------------------------------------
// A journey that changes a user (password, work mode, home layout, ...) makes its own user here
// instead of changing a shared one: no journey depends on another's leftovers, and none touches
// the shared admin (only signed in through the API to read and create fixtures).

/** The password of every user made by makeUser. */
export const E2E_USER_PASSWORD = 'User@e2e2026';

/** One API call; `token` null for anonymous. Throws on a non-2xx answer. */
export async function api<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authtoken: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.msg}`);
  return json.data;
}

/** Signs in through the API and answers the session token. */
export async function apiLogin(username: string, password: string): Promise<string> {
  return (await api<{ authToken: string }>(null, 'POST', '/login', { username, password })).authToken;
}

let adminSession: Promise<string> | undefined;
/** An administrator session (read-only use of the shared admin: fixtures are made with it). */
export function adminToken(): Promise<string> {
  adminSession ??= apiLogin('admin', E2E_ADMIN_PASSWORD);
  return adminSession;
}

let made = 0;
/**
 * A new user in the same department with the same roles as the demo user `like` (so the same
 * menus, data and flow assignments by role), its one-time password already changed to
 * E2E_USER_PASSWORD. `tag` goes into the login name (`e2e_<tag>_<n>`).
 */
export async function makeUser(
  like: string, tag: string, opts: { roleIds?: string[] } = {},
): Promise<{ id: string; loginName: string; name: string; password: string }> {
  const token = await adminToken();
  const users = await api<{ id: string; loginName: string; name: string; deptId: string }[]>(token, 'POST', '/a/sys/user/queryList', { params: { loginName: like }, pageSize: 1000 });
  const model = users.find((u) => u.loginName === like);
  if (!model) throw new Error(`no user ${like}`);
  // `roleIds`: these roles instead of the model's (a user holding exactly one right).
  const roles = opts.roleIds?.map((id) => ({ id })) ?? await api<{ id: string }[]>(token, 'GET', `/a/sys/user/queryUserRoleList/${model.id}`);
  const n = `${Date.now().toString(36)}${++made}`;
  const loginName = `e2e_${tag}_${n}`;
  // Unique across journeys too (each spec file counts from 1): a picker search finds this user alone.
  const name = `${model.name}_${tag}${made}`;
  const temp = `Temp@${n}`;
  const saved = await api<{ id: string }>(token, 'POST', '/a/sys/user', { loginName, name, deptId: model.deptId, roleIds: roles.map((r) => r.id), password: temp });
  const session = await apiLogin(loginName, temp);
  await api(session, 'POST', '/modPassword', { oldPassword: temp, newPassword: E2E_USER_PASSWORD, repeatPassword: E2E_USER_PASSWORD });
  return { id: saved.id, loginName, name, password: E2E_USER_PASSWORD };
}
