/**
 * Lighthouse on the built app as the product serves it (issue 15): the sign-in page and the home
 * page after sign-in, mobile emulation (Lighthouse's default: Moto G class CPU, slow 4G) and desktop.
 * Prints the performance score, FCP, LCP, TBT and CLS of each, and the machine's load beside them
 * (Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine scores lower).
 *
 *   npm run bench:lighthouse            (builds the web app first when apps/web/dist is missing)
 *   LH_RUNS=3 npm run bench:lighthouse  (median of three runs per page and form factor)
 *   LH_PAGES=home LH_FORMS=mobile …     (only these pages: sign-in, home; form factors: mobile, desktop)
 *
 * Not part of the CI tests: the figures depend on the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { root, start, stop } from './lib.js';

const PASSWORD = 'Admin@bench2026';
const PORT = 18906;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const list = (v: string | undefined, all: string[]) => (v ? v.split(',').map((x) => x.trim()).filter((x) => all.includes(x)) : all);
const PAGES = list(process.env.LH_PAGES, ['sign-in', 'home']);
const FORMS = list(process.env.LH_FORMS, ['mobile', 'desktop']) as ('mobile' | 'desktop')[];

interface Figures { score: number; fcp: number; lcp: number; tbt: number; cls: number }
interface Row extends Figures { page: string; form: 'mobile' | 'desktop' }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(port: number, url: string, form: 'mobile' | 'desktop'): Promise<Figures> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: true };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const n = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), fcp: n('first-contentful-paint'), lcp: n('largest-contentful-paint'), tbt: n('total-blocking-time'), cls: n('cumulative-layout-shift') };
}

export async function lighthouseBench(): Promise<Row[]> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-lh-'));
  const ecms = await start(['apps/server/src/server.ts'], {
    PORT: String(PORT), HOST: '127.0.0.1', ECMS_DATA_DIR: dataDir, ECMS_CAPTCHA: 'off', ECMS_DEMO: '0', ECMS_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  }, /listening/);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const rows: Row[] = [];
  const loadBefore = os.loadavg()[0];
  try {
    // Sign in once in the same browser (Playwright over the debugging port); Lighthouse keeps the
    // storage (disableStorageReset), so the home page opens signed in.
    const signInOnce = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      await page.goto(`${BASE}/login`);
      await page.getByTestId('login-username').locator('input').or(page.getByTestId('login-username')).first().fill('admin');
      await page.getByTestId('login-password').locator('input').or(page.getByTestId('login-password')).first().fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.close();
      await browser.close().catch(() => undefined);
    };
    const signOut = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      await page.goto(`${BASE}/login`);
      await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
      await page.close();
      await browser.close().catch(() => undefined);
    };
    for (const form of FORMS) {
      await signOut();
      const signInRuns: Figures[] = [];
      if (PAGES.includes('sign-in')) for (let i = 0; i < RUNS; i++) signInRuns.push(await audit(chrome.port, `${BASE}/login`, form));
      const homeRuns: Figures[] = [];
      if (PAGES.includes('home')) {
        await signInOnce();
        for (let i = 0; i < RUNS; i++) homeRuns.push(await audit(chrome.port, `${BASE}/`, form));
      }
      for (const [page, runs] of [['sign-in (/login)', signInRuns], ['home (/), signed in', homeRuns]] as const) {
        if (!runs.length) continue;
        rows.push({
          page, form,
          score: median(runs.map((r) => r.score)), fcp: median(runs.map((r) => r.fcp)), lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)), cls: median(runs.map((r) => r.cls)),
        });
      }
    }
  } finally {
    chrome.kill();
    await stop(ecms);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nlighthouse: performance (Debian's Chromium, ${RUNS} run(s) each, median; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);
  console.log('page                     form      score    FCP      LCP      TBT      CLS   target');
  for (const r of rows) {
    const target = r.form === 'desktop' ? '≥90' : '≥75';
    console.log(`${r.page.padEnd(24)} ${r.form.padEnd(8)} ${String(r.score).padStart(6)} ${s(r.fcp).padStart(8)} ${s(r.lcp).padStart(8)} ${`${Math.round(r.tbt)} ms`.padStart(8)} ${r.cls.toFixed(3).padStart(7)}   ${target}`);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await lighthouseBench();
}
