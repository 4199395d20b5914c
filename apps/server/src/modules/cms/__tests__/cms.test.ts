import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsApi, saasApi } from '@ecms/shared';
import { sanitizeHtml } from '../../../platform/html-sanitize.js';
import { queryRows } from '../../../platform/sql.js';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

describe('the allow-list sanitiser', () => {
  it('drops scripts, event handlers, dangerous URLs and styles; keeps the editor\'s formatting', () => {
    const dirty = [
      '<p style="color: red; background: url(javascript:x)" onclick="x()">正文<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="图">',
      '<a href="javascript:alert(1)">坏链接</a><a href="&#106;avascript:alert(1)">编码</a><a href="https://example.com" target="_blank">好链接</a>',
      '<iframe src="https://evil"></iframe><style>p{}</style><svg><script>x</script></svg><!-- c --><b>粗</b> 1 < 2',
    ].join('');
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|<style|<svg|url\(/i);
    expect(clean).toContain('<p style="color:red">正文</p>');
    expect(clean).toContain('<img src="data:image/png;base64,AAAA" alt="图" />');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">好链接</a>');
    expect(clean).toContain('<a>坏链接</a>');
    expect(clean).toContain('<b>粗</b> 1 &lt; 2');
    expect(sanitizeHtml(clean)).toBe(clean);
  });
});

describe('content management', () => {
  it('keeps a category tree, reorders it, refuses a cycle and deleting a used category', async () => {
    const api = ctx.client('admin');
    const news = await api.data(cmsApi.categorySave, { body: { name: '新闻中心', sort: 10 } });
    const sub = await api.data(cmsApi.categorySave, { body: { name: '公司新闻', parentId: news.id } });
    const notice = await api.data(cmsApi.categorySave, { body: { name: '通知公告', sort: 20 } });
    await api.data(cmsApi.categoryOrder, { body: [{ id: notice.id, sort: 5 }, { id: news.id, sort: 30 }] });
    const tree = await api.data(cmsApi.categoryTree, {});
    const names = tree.map((n) => n.name);
    expect(names.indexOf('通知公告')).toBeLessThan(names.indexOf('新闻中心'));
    expect(tree.find((n) => n.id === news.id)!.children.map((c) => c.name)).toEqual(['公司新闻']);
    const cycle = await ctx.app.inject({ method: 'POST', url: '/api/a/cms/category', headers: auth(await ctx.token('admin')), payload: { id: news.id, name: '新闻中心', parentId: sub.id } });
    expect(body(cycle).msg).toBe('上级栏目不能是自己或下级栏目');
    const used = await ctx.app.inject({ method: 'DELETE', url: `/api/a/cms/category/${news.id}`, headers: auth(await ctx.token('admin')) });
    expect(body(used).msg).toBe('栏目下还有子栏目或文章，不能删除');
    expect((await api.call(cmsApi.categoryDelete, { params: { id: notice.id } })).success).toBe(true);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/a/cms/category', headers: auth(await ctx.token('admin')), payload: { name: '' } });
    expect(body(empty).msg).toBe('请输入栏目名称');
  });

  it('an editor publishes an article with a script; the public site shows it without the script, drafts never', async () => {
    const api = ctx.client('admin');
    const cat = await api.data(cmsApi.categorySave, { body: { name: '官网动态' } });
    const draft = await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '草稿', content: '<p>未发布</p>' } });
    expect(draft.status).toBe(0);
    expect(draft.publishDate).toBeNull();
    const res = await api.call(cmsApi.articleUpdate, { body: { id: draft.id, categoryId: cat.id, title: '正式发布', content: '<p>你好<script>alert(1)</script><img src=x onerror=alert(1)></p>', status: 1, version: draft.version } });
    expect(res.msg).toBe('发布成功');
    expect(res.data.content).toBe('<p>你好<img src="x" /></p>');
    expect(res.data.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A stale version is refused.
    const stale = await api.call(cmsApi.articleUpdate, { body: { id: draft.id, categoryId: cat.id, title: 'x', version: draft.version } }).catch((e: Error) => e);
    expect(String(stale)).toMatch(/409/);
    await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '另一篇草稿' } });

    const anon = client(ctx.app);
    const list = await anon.data(cmsApi.webList, { body: { pageSize: 100 } });
    expect(list.map((a) => a.title)).toContain('正式发布');
    expect(list.map((a) => a.title)).not.toContain('另一篇草稿');
    const page = await anon.data(cmsApi.webGet, { params: { id: draft.id }, query: {} });
    expect(page.content).toBe('<p>你好<img src="x" /></p>');

    // Unpublished: gone from the public site.
    await api.data(cmsApi.articleUpdate, { body: { id: draft.id, categoryId: cat.id, title: '正式发布', status: 0 } });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/web/article/${draft.id}` });
    expect(gone.statusCode).toBe(404);

    const listed = await api.data(cmsApi.articleList, { body: { params: { categoryId: cat.id } } });
    expect(listed.map((a) => a.title).sort()).toEqual(['另一篇草稿', '正式发布']);
    await api.data(cmsApi.articleSort, { body: listed.map((a, i) => ({ id: a.id, sort: i * 10 })) });
    for (const a of listed) expect((await api.call(cmsApi.articleDelete, { params: { id: a.id } })).success).toBe(true);
  });

  it('the public site of one company never shows another\'s articles; staff without the right get 403; bad input 4xx', async () => {
    const api = ctx.client('admin');
    const cat = await api.data(cmsApi.categorySave, { body: { name: 'A公司动态' } });
    const art = await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: 'A公司公开文章', status: 1 } });
    const [g] = await queryRows<{ id: string }>(ctx.db, sql`select id from saas_grade where code = 'pro'`);
    const made = await api.data(saasApi.companySave, { body: { name: '官网隔离B', code: `cms-b-${Date.now().toString(36)}`, gradeId: g.id } });
    const anon = client(ctx.app);
    expect(await anon.data(cmsApi.webList, { body: { companyId: made.id } })).toEqual([]);
    const cross = await ctx.app.inject({ method: 'GET', url: `/api/web/article/${art.id}?companyId=${made.id}` });
    expect(cross.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/web/article/${art.id}?companyId=nope%00` })).statusCode).toBe(400);
    const staff = await ctx.token('zhangwei');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/a/cms/article', headers: auth(staff), payload: { categoryId: cat.id, title: 'x' } })).statusCode).toBe(403);
    const admin = await ctx.token('admin');
    const noTitle = await ctx.app.inject({ method: 'POST', url: '/api/a/cms/article', headers: auth(admin), payload: { categoryId: cat.id, title: '' } });
    expect(body(noTitle).msg).toBe('请输入文章标题');
    const badCover = await ctx.app.inject({ method: 'POST', url: '/api/a/cms/article', headers: auth(admin), payload: { categoryId: cat.id, title: 't', cover: 'javascript:alert(1)' } });
    expect(badCover.statusCode).toBe(400);
    const noCat = await ctx.app.inject({ method: 'POST', url: '/api/a/cms/article', headers: auth(admin), payload: { categoryId: 'missing', title: 't' } });
    expect(body(noCat).msg).toBe('栏目不存在');
  });

  it('articles are in the global search for whoever may open content management, following writes', async () => {
    const api = ctx.client('admin');
    const admin = await ctx.token('admin');
    const find = async (token: string, keyword: string) => body<{ tableCode: string; title: string; link: string; snippet: string }[]>(await ctx.app.inject({
      method: 'POST', url: '/api/b/global/search/queryList', headers: auth(token), payload: { params: { keyword, tableCode: 'cms_article' } },
    })).data;
    const cat = await api.data(cmsApi.categorySave, { body: { name: '行业资讯' } });
    const art = await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '造价新规解读', content: '<p>招标控制价 &amp; <b>清单</b>计价</p><script>evil()</script>' } });
    const hits = await find(admin, '控制价');
    expect(hits.map((h) => h.title)).toEqual(['造价新规解读']);
    expect(hits[0].link).toBe(`/sys-manager/content-management?keyword=${encodeURIComponent('造价新规解读').replace(/%20/g, '+')}`);
    expect(hits[0].snippet).not.toMatch(/<|evil/);
    expect((await find(admin, '行业资讯')).map((h) => h.title)).toEqual(['造价新规解读']);
    // Renaming the column re-indexes its articles; an edit and a delete follow.
    await api.data(cmsApi.categorySave, { body: { id: cat.id, name: '政策法规' } });
    expect((await find(admin, '政策法规')).map((h) => h.title)).toEqual(['造价新规解读']);
    await api.data(cmsApi.articleUpdate, { body: { id: art.id, categoryId: cat.id, title: '计价规范', content: '<p>新的正文</p>', version: art.version } });
    expect(await find(admin, '控制价')).toEqual([]);
    expect((await find(admin, '计价规范')).map((h) => h.title)).toEqual(['计价规范']);
    // Staff without sys:cms:view find nothing of it.
    expect(await find(await ctx.token('zhangwei'), '计价规范')).toEqual([]);
    await api.data(cmsApi.articleDelete, { params: { id: art.id } });
    expect(await find(admin, '计价规范')).toEqual([]);
  });
});
