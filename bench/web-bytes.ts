/**
 * BENCH_ONLY=web: the JavaScript a browser downloads per page (issue 14: sign-in ≤ 200 KB gz,
 * home after sign-in ≤ 400 KB gz; ECharts, @xyflow and the designers only where used).
 * Machine-independent: bytes, not time. Chromium (Debian's) opens the built app served by the
 * product; each script it fetches is counted at its precompressed .gz size from dist (what a
 * browser that asks for gzip receives; brotli is smaller still and printed beside it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { root, start, stop } from './lib.js';

const PASSWORD = 'Admin@bench2026';
const DIST = path.join(root, 'apps/web/dist');

interface PageBytes { files?: string[]; page: string; scripts: number; gzKB: number; brKB: number; rawKB: number; heavy: string[]; targetKB?: number }

/** A file's compressed size: its precompressed sibling, or (files too small to be precompressed) compressed here. */
function compressedSize(file: string, kind: 'gz' | 'br'): number {
  if (fs.existsSync(`${file}.${kind}`)) return fs.statSync(`${file}.${kind}`).size;
  if (!fs.existsSync(file)) return 0;
  const raw = fs.readFileSync(file);
  return kind === 'gz' ? zlib.gzipSync(raw, { level: 9 }).length : zlib.brotliCompressSync(raw).length;
}
const sizeOf = (file: string): number => (fs.existsSync(file) ? fs.statSync(file).size : 0);
/** Library chunks a page should load only where it uses them. */
const HEAVY = /echarts|xyflow|FlowChart|Designer|Footprint/i;

/**
 * Home has rendered all it shows: the welcome card and both fixed blocks, a card in every panel
 * cell the layout fills, and no panel still loading (skeleton). Waiting for the network to be idle
 * alone let the figure depend on which panel chunks arrived first (387–404 KB gz for one build).
 */
async function homeRendered(p: Page): Promise<void> {
  for (const id of ['home-page', 'welcome-card', 'home-workflow', 'home-common']) await p.getByTestId(id).waitFor({ timeout: 30_000 });
  await p.waitForFunction(() => {
    const home = document.querySelector('[data-testid="home-page"]');
    if (!home) return false;
    const filled = Array.from(home.querySelectorAll('.ecms-home__cell')).filter((c) => c.childElementCount > 0).length;
    const panels = home.querySelectorAll('.ecms-home-panel').length;
    const noPanels = home.querySelector('[data-testid="home-no-panels"]') !== null;
    return (noPanels || (panels > 0 && panels === filled)) && home.querySelector('.ant-skeleton') === null;
  }, undefined, { timeout: 30_000, polling: 100 });
}

export async function webBytesBench(): Promise<PageBytes[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-web-'));
  const ecms = await start(['apps/server/src/server.ts'], {
    PORT: '18905', HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir, ECMS_CAPTCHA: 'off', ECMS_DEMO: '0', ECMS_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  }, /listening/);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const results: PageBytes[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN', baseURL: 'http://127.0.0.1:18905' });
    const page = await context.newPage();
    let seen = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('.js')) seen.add(u.pathname);
    });
    const measure = async (name: string, go: (p: Page) => Promise<void>, targetKB?: number) => {
      seen = new Set();
      await go(page);
      await page.waitForLoadState('networkidle');
      const files = [...seen].map((p) => path.join(DIST, p));
      const kb = (n: number) => Math.round(n / 1024);
      results.push({
        page: name, scripts: files.length, targetKB,
        gzKB: kb(files.reduce((s, f) => s + compressedSize(f, 'gz'), 0)),
        brKB: kb(files.reduce((s, f) => s + compressedSize(f, 'br'), 0)),
        rawKB: kb(files.reduce((s, f) => s + sizeOf(f), 0)),
        heavy: [...seen].map((p) => path.basename(p)).filter((b) => HEAVY.test(b)),
        files: [...seen].map((p) => path.basename(p)),
      });
    };
    await measure('sign-in (/login)', async (p) => { await p.goto('/login'); await p.getByTestId('login-submit').waitFor(); }, 200);
    // Home after sign-in: what the browser adds to what sign-in already loaded (a first visit
    // straight to home loads both; the sum is printed too).
    await measure('home after sign-in (added)', async (p) => {
      await p.getByTestId('login-username').locator('input').or(p.getByTestId('login-username')).first().fill('admin');
      await p.getByTestId('login-password').locator('input').or(p.getByTestId('login-password')).first().fill(PASSWORD);
      await p.getByTestId('login-submit').click();
      await p.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
      await p.getByTestId('side-nav').waitFor({ timeout: 30_000 });
      await homeRendered(p);
      if (process.env.BENCH_WEB_FILES) await p.screenshot({ path: '/tmp/web-home.png' });
    });
  } finally {
    await browser.close();
    await stop(ecms);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const signIn = results[0];
  const home = results[1];
  if (signIn && home) results.push({ page: 'home, total from a cold start', scripts: signIn.scripts + home.scripts, gzKB: signIn.gzKB + home.gzKB, brKB: signIn.brKB + home.brKB, rawKB: signIn.rawKB + home.rawKB, heavy: [...signIn.heavy, ...home.heavy], targetKB: 400 });
  console.log('\nweb: JavaScript per page (KB; gz as a gzip-asking browser gets it)');
  console.log('page                              scripts   gz KB   br KB   raw KB  target  heavy chunks loaded');
  for (const r of results) {
    console.log(`${r.page.padEnd(33)} ${String(r.scripts).padStart(7)} ${String(r.gzKB).padStart(7)} ${String(r.brKB).padStart(7)} ${String(r.rawKB).padStart(8)}  ${(r.targetKB ? `≤${r.targetKB}` : '').padStart(6)}  ${r.heavy.join(', ') || '–'}`);
  }
  if (process.env.BENCH_WEB_FILES) for (const r of results) console.log(r.page, (r.files ?? []).join(' '));
  return results;
}
