import { describe, expect, it } from 'vitest';
import { knowledgeApi, searchApi, trainingApi } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const READ = ['knowledge:exhibition:view'];

describe('knowledge centre', () => {
  it('keeps documents by category with versions, sanitised bodies and bad input refused', async () => {
    const api = ctx.client('admin');
    const root = await api.data(knowledgeApi.categorySave, { body: { name: '规范标准', sort: 10 } });
    const sub = await api.data(knowledgeApi.categorySave, { body: { name: '造价规范', parentId: root.id } });
    const cycle = await ctx.call('admin', 'POST', '/b/knowledge/category', { id: root.id, name: '规范标准', parentId: sub.id });
    expect(body(cycle).msg).toBe('上级分类不能是自己或下级分类');
    expect(body(await ctx.call('admin', 'POST', '/b/knowledge/category', { name: ' ' })).msg).toBe('请输入分类名称');

    const doc = await api.data(knowledgeApi.documentSave, {
      body: { categoryId: sub.id, title: '建设工程工程量清单计价规范', code: 'GB50500-2013', content: '<p>第一版<script>alert(1)</script></p>', status: 1, remark: '首次发布' },
    });
    expect(doc.revision).toBe(1);
    expect(doc.content).toBe('<p>第一版</p>');
    expect(doc.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const v2 = await api.data(knowledgeApi.documentSave, {
      body: { id: doc.id, categoryId: sub.id, title: '建设工程工程量清单计价规范', code: 'GB50500-2013', content: '<p>第二版</p>', status: 1, remark: '修订条文', version: doc.version },
    });
    expect(v2.revision).toBe(2);
    const stale = await api.send(knowledgeApi.documentSave, { body: { id: doc.id, categoryId: sub.id, title: 'x', version: doc.version } });
    expect(stale.statusCode).toBe(409);
    const history = await api.data(knowledgeApi.versions, { params: { id: doc.id } });
    expect(history.map((h) => [h.revision, h.remark])).toEqual([[2, '修订条文'], [1, '首次发布']]);

    // A document is not a knowledge article: the other page's calls do not see it.
    expect((await api.send(knowledgeApi.articleGet, { params: { id: doc.id } })).statusCode).toBe(404);
    const docs = await api.data(knowledgeApi.documentList, { body: { params: { categoryId: root.id } } });
    expect(docs.map((d) => d.title)).toEqual(['建设工程工程量清单计价规范']);
    const byKeyword = await api.data(knowledgeApi.documentList, { body: { params: { keyword: 'GB50500' } } });
    expect(byKeyword).toHaveLength(1);

    const used = await ctx.call('admin', 'DELETE', `/b/knowledge/category/${sub.id}`);
    expect(body(used).msg).toBe('分类下还有子分类、文档或课程，不能删除');
    const bad = await ctx.call('admin', 'POST', '/b/knowledge/document/queryList', { params: { nosuch: 1 }, pageSize: -1 });
    expect(bad.statusCode).toBe(400);
    const noTitle = await ctx.call('admin', 'POST', '/b/knowledge/document', { categoryId: sub.id, title: '' });
    expect(body(noTitle).msg).toBe('请输入标题');
    const noCat = await ctx.call('admin', 'POST', '/b/knowledge/article', { categoryId: 'nosuch', title: '知识' });
    expect(body(noCat).msg).toBe('分类不存在');
  });

  it('reads by category rights, counts reads, and the global search finds only what the reader may read', async () => {
    const api = ctx.client('admin');
    const engineers = await ctx.make.role({ perms: READ });
    const open = await api.data(knowledgeApi.categorySave, { body: { name: '公共知识库' } });
    const limited = await api.data(knowledgeApi.categorySave, { body: { name: '内部技术', roleIds: [engineers.id] } });
    const below = await api.data(knowledgeApi.categorySave, { body: { name: '内部技术子类', parentId: limited.id } });
    const pub = await api.data(knowledgeApi.articleSave, { body: { categoryId: open.id, title: '混凝土养护要点', keywords: '养护', content: '<p>洒水养护不少于七天</p>', status: 1 } });
    const secret = await api.data(knowledgeApi.articleSave, { body: { categoryId: below.id, title: '深基坑支护计算书', content: '<p>支护桩内力</p>', status: 1 } });
    const draft = await api.data(knowledgeApi.articleSave, { body: { categoryId: open.id, title: '混凝土草稿', status: 0 } });

    const engineer = await ctx.make.caller({ roles: [engineers.id] });
    const reader = await ctx.make.caller({ roles: [{ perms: READ }] });
    const outsider = await ctx.make.caller({ roles: [{ perms: ['home:view'] }] });
    const asEngineer = client(ctx.app, engineer.token);
    const asReader = client(ctx.app, reader.token);

    const seen = async (c: ReturnType<typeof client>) => (await c.data(knowledgeApi.readList, { body: { pageSize: 200 } })).map((d) => d.title);
    expect(await seen(asEngineer)).toEqual(expect.arrayContaining(['混凝土养护要点', '深基坑支护计算书']));
    expect(await seen(asReader)).toContain('混凝土养护要点');
    expect(await seen(asReader)).not.toContain('深基坑支护计算书');
    expect(await seen(asReader)).not.toContain('混凝土草稿');
    const tree = await asReader.data(knowledgeApi.categoryTree, {});
    expect(tree.map((n) => n.name)).not.toContain('内部技术');

    // A category the reader may not read, or a draft, answers like a missing document.
    expect((await asReader.send(knowledgeApi.read, { params: { id: secret.id } })).statusCode).toBe(404);
    expect((await asReader.send(knowledgeApi.read, { params: { id: draft.id } })).statusCode).toBe(404);
    expect((await client(ctx.app, outsider.token).send(knowledgeApi.readList, { body: {} })).statusCode).toBe(403);

    await asReader.data(knowledgeApi.read, { params: { id: pub.id } });
    const read = await asReader.data(knowledgeApi.read, { params: { id: pub.id } });
    expect(read.content).toBe('<p>洒水养护不少于七天</p>');
    await asEngineer.data(knowledgeApi.read, { params: { id: pub.id } });
    const [row] = await api.data(knowledgeApi.articleList, { body: { params: { title: '混凝土养护要点' } } });
    expect(row.readCount).toBe(3);
    expect(row.readers).toBe(2);
    const readers = await api.data(knowledgeApi.readers, { params: { id: pub.id } });
    expect(readers.find((r) => r.userId === reader.id)?.times).toBe(2);
    // Readers' lists are for the kind's managers.
    expect((await asReader.send(knowledgeApi.readers, { params: { id: pub.id } })).statusCode).toBe(403);

    const search = async (c: ReturnType<typeof client>, keyword: string) =>
      (await c.data(searchApi.queryList, { body: { pageNo: 1, pageSize: 50, params: { keyword } } })).map((h) => h.title);
    expect(await search(asReader, '养护')).toContain('混凝土养护要点');
    expect(await search(asReader, '支护')).not.toContain('深基坑支护计算书');
    expect(await search(asEngineer, '支护')).toContain('深基坑支护计算书');
    expect(await search(asReader, '草稿')).not.toContain('混凝土草稿');

    // Attachments follow the reading right.
    const m = multipart([
      { field: 'refModule', content: 'knowledge' }, { field: 'refRecordId', content: secret.id },
      { field: 'file', filename: '计算书.txt', content: '支护桩内力计算' },
    ]);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(await ctx.token('admin')), 'content-type': m.contentType }, payload: m.payload });
    const fileId = (body<string[]>(up).data)[0];
    expect((await ctx.app.inject({ method: 'GET', url: `/api/download/${fileId}`, headers: auth(engineer.token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/download/${fileId}`, headers: auth(reader.token) })).statusCode).toBe(404);
    // A reader cannot attach files to a document.
    const m2 = multipart([{ field: 'refModule', content: 'knowledge' }, { field: 'refRecordId', content: pub.id }, { field: 'file', filename: 'x.txt', content: 'x' }]);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(reader.token), 'content-type': m2.contentType }, payload: m2.payload });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('news list shows the company\'s published articles to staff with the right', async () => {
    const staff = await ctx.make.caller({ roles: [{ perms: ['knowledge:content:view'] }] });
    const res = await client(ctx.app, staff.token).send(knowledgeApi.newsList, { body: { pageSize: 10 } });
    expect(res.statusCode).toBe(200);
    const none = await ctx.make.caller({ roles: [{ perms: READ }] });
    expect((await client(ctx.app, none.token).send(knowledgeApi.newsList, { body: {} })).statusCode).toBe(403);
  });
});

describe('training', () => {
  it('enrols, records progress that only grows, completes, and reports required people', async () => {
    const api = ctx.client('admin');
    const site = await ctx.make.role({ perms: ['knowledge:video:view'] });
    const learner = await ctx.make.caller({ roles: [site.id] });
    const other = await ctx.make.caller({ roles: [site.id] });
    const course = await api.data(trainingApi.courseSave, { body: { title: '安全生产教育', lecturer: '王工', hours: 2, requiredRoleIds: [site.id], status: 1 } });
    const draft = await api.data(trainingApi.courseSave, { body: { title: '未发布课程' } });
    const me = client(ctx.app, learner.token);

    const list = await me.data(trainingApi.courseList, { body: { pageSize: 100 } });
    expect(list.map((c) => c.title)).toContain('安全生产教育');
    expect(list.map((c) => c.title)).not.toContain('未发布课程');
    expect(list.find((c) => c.id === course.id)!.mine).toMatchObject({ required: true, enrolled: false });
    expect(body(await ctx.call(learner.loginName, 'PUT', `/b/training/course/${course.id}/progress`, { progress: 10 })).msg).toBe('请先报名该课程');
    expect((await me.send(trainingApi.enrol, { params: { id: draft.id } })).body.msg).toBe('课程未发布，不能报名');

    expect((await me.call(trainingApi.enrol, { params: { id: course.id } })).msg).toBe('报名成功');
    await me.data(trainingApi.progress, { params: { id: course.id }, body: { progress: 60 } });
    const lower = await me.data(trainingApi.progress, { params: { id: course.id }, body: { progress: 30 } });
    expect(lower.mine.progress).toBe(60);
    expect((await me.send(trainingApi.progress, { params: { id: course.id }, body: { progress: 101 } })).statusCode).toBe(400);
    const done = await me.call(trainingApi.progress, { params: { id: course.id }, body: { progress: 100 } });
    expect(done.msg).toBe('恭喜，课程已完成');
    expect(done.data.mine.completedDate).toBeTruthy();
    expect(done.data.completed).toBe(1);

    // The report: both holders of the required role, one completed, one not started.
    expect((await me.send(trainingApi.recordList, { body: {} })).statusCode).toBe(403);
    const report = await api.data(trainingApi.recordList, { body: { params: { courseId: course.id } } });
    const byUser = new Map(report.map((r) => [r.userId, r]));
    expect(byUser.get(learner.id)).toMatchObject({ required: true, enrolled: true, progress: 100 });
    expect(byUser.get(other.id)).toMatchObject({ required: true, enrolled: false, progress: 0, completedDate: null });
    const pending = await api.data(trainingApi.recordList, { body: { params: { courseId: course.id, completed: false } } });
    expect(pending.map((r) => r.userId)).toContain(other.id);
    expect(pending.map((r) => r.userId)).not.toContain(learner.id);
    expect((await api.send(trainingApi.recordList, { body: { params: { bogus: 1 } } })).statusCode).toBe(400);

    // Reminders: publishing told both holders of the required role; a reminder tells only the one
    // who has not completed; the record right is needed; a draft cannot be reminded of.
    const inbox = async (loginName: string) => body<{ title: string; link: string }[]>(
      await ctx.call(loginName, 'POST', '/b/notice/msg/queryList', { pageSize: 50, params: {} })).data.map((m) => m.title);
    expect(await inbox(learner.loginName)).toContain('新的必修课程《安全生产教育》');
    expect(await inbox(other.loginName)).toContain('新的必修课程《安全生产教育》');
    const reminded = await api.call(trainingApi.remind, { params: { id: course.id } });
    expect(reminded).toMatchObject({ msg: '已提醒 1 人', data: { count: 1 } });
    expect(await inbox(other.loginName)).toContain('请尽快完成必修课程《安全生产教育》');
    expect(await inbox(learner.loginName)).not.toContain('请尽快完成必修课程《安全生产教育》');
    expect((await me.send(trainingApi.remind, { params: { id: course.id } })).statusCode).toBe(403);
    expect((await api.send(trainingApi.remind, { params: { id: draft.id } })).body.msg).toBe('课程未发布，不能提醒');

    // Only course managers edit.
    expect((await me.send(trainingApi.courseSave, { body: { title: '我的课程' } })).statusCode).toBe(403);
    expect(body(await ctx.call('admin', 'POST', '/b/training/course', { title: '' })).msg).toBe('请输入课程名称');
  });

  it('concurrent progress reports never lower the progress or complete twice', async () => {
    const api = ctx.client('admin');
    const role = await ctx.make.role({ perms: ['knowledge:video:view'] });
    const u = await ctx.make.caller({ roles: [role.id] });
    const course = await api.data(trainingApi.courseSave, { body: { title: '并发课程', status: 1 } });
    const me = client(ctx.app, u.token);
    await me.data(trainingApi.enrol, { params: { id: course.id } });
    await Promise.all([100, 20, 70, 100, 50].map((p) => me.send(trainingApi.progress, { params: { id: course.id }, body: { progress: p } })));
    const [row] = (await me.data(trainingApi.courseList, { body: { params: { title: '并发课程' } } }));
    expect(row.mine.progress).toBe(100);
    expect(row.completed).toBe(1);
  });
});
