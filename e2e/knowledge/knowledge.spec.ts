import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from '../global-setup';
import { choose, fill, launch, newPage, shot, signIn, step, toast } from '../helpers';

/*
 * Issue 20's knowledge-centre journey: the administrator makes a category limited to a role,
 * writes a knowledge article and a document (with a version note), reads the article on the
 * knowledge base (the read is counted), creates a required training course, enrols, finishes it,
 * and the completion records show it done. Screenshots at 1366 and 1024 px.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-4);
const CATEGORY = `施工技术${TAG}`;
const ARTICLE = `大体积混凝土测温要点${TAG}`;
const DOC = `监理规划范本${TAG}`;
const COURSE = `安全生产教育${TAG}`;

describe('knowledge centre journey', () => {
  it('category, knowledge, document, reading with a count, training with completion records', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await page.goto('/login');
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.getByTestId('home-layout').or(page.getByTestId('welcome-card')).first().waitFor();

      await step(page, 'category-and-article', async () => {
        await page.goto('/main-page/knowledge-manage');
        await page.getByTestId('kn-knowledge-table').waitFor();
        await page.getByTestId('kn-category-add').click();
        await fill(page, 'kn-category-name', CATEGORY);
        await page.getByTestId('kn-category-save').click();
        await page.getByTestId('kn-category-tree').getByText(CATEGORY).click();
        await page.getByTestId('kn-knowledge-add').click();
        await fill(page, 'kn-knowledge-title', ARTICLE);
        const body = page.getByTestId('kn-knowledge-content');
        await body.click();
        await page.keyboard.type('里表温差不宜大于25℃，测温频次每日不少于4次。');
        await page.getByTestId('kn-doc-status').click();
        await shot(page, 'knowledge-1-article-form');
        await page.getByTestId('kn-knowledge-save').click();
        await page.getByTestId('kn-knowledge-table').getByText(ARTICLE).waitFor();
        await shot(page, 'knowledge-2-manage');
      });

      await step(page, 'document', async () => {
        await page.goto('/main-page/document-management');
        await page.getByTestId('kn-document-table').waitFor();
        await page.getByTestId('kn-category-tree').getByText(CATEGORY).click();
        await page.getByTestId('kn-document-add').click();
        await fill(page, 'kn-document-title', DOC);
        await fill(page, 'kn-document-code', `JL-${TAG}`);
        await page.getByTestId('kn-doc-status').click();
        await page.getByTestId('kn-document-save').click();
        await page.getByTestId('kn-document-table').getByText(DOC).waitFor();
        await page.getByTestId('kn-document-table').getByRole('row').filter({ hasText: DOC }).getByTestId('kn-document-versions').click();
        await page.getByTestId('kn-doc-versions').getByText('V1').waitFor();
        await shot(page, 'knowledge-3-document-versions');
        await page.keyboard.press('Escape');
      });

      await step(page, 'read', async () => {
        await page.goto('/main-page/knowledge-exhibition');
        const search = page.getByPlaceholder('搜索标题、关键字、摘要');
        await search.fill('测温');
        await search.press('Enter');
        await page.getByTestId('kn-exhibition-list').getByText(ARTICLE).click();
        await page.getByTestId('kn-reader-content').getByText('里表温差').waitFor();
        expect(await page.getByTestId('kn-reader-count').innerText()).toMatch(/1/);
        await shot(page, 'knowledge-4-reader');
        await page.keyboard.press('Escape');
      });

      await step(page, 'training', async () => {
        await page.goto('/main-page/training-video');
        await page.getByTestId('kn-course-table').waitFor();
        await page.getByTestId('kn-course-add').click();
        await fill(page, 'kn-course-title', COURSE);
        await choose(page, 'kn-course-roles', '系统管理员', { multiple: true });
        // Close the role list without Escape (that would close the dialog too).
        await page.getByTestId('kn-course-title').click();
        await choose(page, 'kn-course-status', '已发布');
        await page.getByTestId('kn-course-save').click();
        const row = page.getByTestId('kn-course-table').getByRole('row').filter({ hasText: COURSE });
        await row.getByTestId('kn-course-enrol').click();
        // Enrolled, the 报名 action goes and the others move left: click 学习 only once they have.
        await row.getByTestId('kn-course-enrol').waitFor({ state: 'detached' });
        await row.getByTestId('kn-course-learn').click();
        await page.getByTestId('kn-learn-complete').click();
        await toast(page, '恭喜，课程已完成');
        await page.getByTestId('kn-learn-complete').waitFor({ state: 'hidden' });
        await shot(page, 'knowledge-5-learn');
        await page.keyboard.press('Escape');
        await page.getByTestId('kn-course-records').click();
        await choose(page, 'kn-records-course', COURSE);
        await page.getByTestId('kn-records-table').getByText('已完成').first().waitFor();
        // The administrator completed it: whoever else holds the role (other journeys may add some) is told.
        await page.getByTestId('kn-records-remind').click();
        await page.locator('.ant-message-notice').filter({ hasText: /已提醒 \d+ 人|没有需要提醒的人员/ }).first().waitFor();
        await shot(page, 'knowledge-6-records');
        await page.keyboard.press('Escape');
      });

      await step(page, 'news-and-1024', async () => {
        await page.goto('/main-page/content-list');
        await page.getByTestId('kn-news-list').waitFor();
        await shot(page, 'knowledge-7-news');
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.goto('/main-page/knowledge-exhibition');
        await page.getByTestId('kn-exhibition-list').getByText(ARTICLE).waitFor();
        await shot(page, 'knowledge-8-exhibition-1024');
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
