import { describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { SUPERVISE_MSG as M, superviseApi as api } from '@ecms/shared';
import { supNotice, supProblem, supProject } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { withTenant } from '../../../platform/tenancy.js';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Supervision through HTTP: projects with their structure and members under the data scope, the
 * problem ledger, the 监理通知单 loop (reply, review 2 then 1) and its numbering under concurrency,
 * tenant isolation.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));

const PROJECT_PERMS = ['supervise:project:view', 'supervise:problem:view'];

async function makeProject(login: string, name = '滨江花园二期监理项目') {
  const c = await as(login);
  const deptId = await ctx.deptId('HJ0401');
  const p = await c.data(api.projectSave, { body: { name, deptId, directorId: await ctx.uid('huangzhiqiang'), constructionUnit: '浙江宏达建设集团', ownerUnit: '滨江置业' } });
  const unit = await c.data(api.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '1#住宅楼', unitType: '房屋建筑' } });
  const division = await c.data(api.nodeSave, { body: { businessId: p.id, parentId: unit.id, nodeType: 2, name: '主体结构' } });
  const part = await c.data(api.nodeSave, { body: { businessId: p.id, parentId: division.id, nodeType: 3, name: '三层梁板' } });
  return { project: p, unit, division, part };
}

async function addMember(businessId: string, login: string) {
  await (await as('xuming')).data(api.memberSave, { body: { businessId, userId: await ctx.uid(login), staffName: login } });
}

async function makeProblem(login: string, businessId: string, projectNodeId: string, extra: Record<string, unknown> = {}) {
  return (await as(login)).data(api.problemSave, {
    body: { businessId, projectNodeId, name: '三层梁板钢筋保护层垫块缺失', problemType: '1', problemDiscoverDate: '2026-11-20', rectifyDeadline: '2026-11-23', ...extra },
  });
}

describe('supervision projects', () => {
  it('creates a project with a numbered code, its structure tree and unit-type groups', async () => {
    const { project, unit, division, part } = await makeProject('xuming');
    expect(project.code).toMatch(/^JL-\d{4}-\d{3}$/);
    expect(project).toMatchObject({ directorName: '黄志强', deptName: '监理一部', problemCount: 0, rectifiedCount: 0 });
    const c = await as('xuming');
    const tree = await c.data(api.projectStructure, { params: { taskId: project.id } });
    expect(tree).toEqual([expect.objectContaining({ id: unit.id, children: [expect.objectContaining({ id: division.id, children: [expect.objectContaining({ id: part.id })] })] })]);
    expect(await c.data(api.unitTypeGroupList, { params: { taskId: project.id } })).toEqual([{ unitType: '房屋建筑', units: [{ id: unit.id, name: '1#住宅楼' }] }]);
    // A part cannot hang directly under a unit project; a unit project has no parent.
    const bad = await c.send(api.nodeSave, { body: { businessId: project.id, parentId: unit.id, nodeType: 3, name: 'x' } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, M.NODE_PARENT_INVALID]);
  });

  it('members: saved, filtered by name and on-duty flag, participants paged', async () => {
    const { project } = await makeProject('xuming', '城西路改造监理项目');
    const c = await as('xuming');
    await c.data(api.memberSave, { body: { businessId: project.id, staffName: '徐明', positionName: '专业监理工程师', unitName: '华建咨询', entryDate: '2026-03-01' } });
    await c.data(api.memberSave, { body: { businessId: project.id, staffName: '王工', positionName: '项目经理', unitName: '浙江宏达建设集团', isOnDuty: false } });
    const all = await c.data(api.memberList, { params: { taskId: project.id }, body: {} });
    expect(all.total).toBe(2);
    expect((await c.data(api.memberList, { params: { taskId: project.id }, body: { isOnDuty: 1 } })).rows.map((r) => r.staffName)).toEqual(['徐明']);
    const parts = await c.call(api.participants, { params: { taskId: project.id }, body: { page: 1, rows: 999999999, unitName: '宏达' } });
    expect([parts.data.map((r) => r.staffName), parts.total]).toEqual([['王工'], 1]);
    const bad = await c.send(api.memberSave, { body: { businessId: project.id, staffName: ' ', entryDate: '2026-13-01' } as never });
    expect(bad.statusCode).toBe(400);
  });

  it('bad input is a 400 with a Chinese message and writes nothing', async () => {
    const c = await as('xuming');
    const before = (await c.call(api.projectList, { body: { pageSize: 1000 } })).total;
    for (const [body, msg] of [
      [{}, M.PROJECT_NAME_REQUIRED],
      [{ name: '  ' }, M.PROJECT_NAME_REQUIRED],
      [{ name: 'x', startDate: '2026-02-30' }, M.DATE_FORMAT],
      [{ name: 'x'.repeat(201) }, '不能超过200个字符'],
    ] as const) {
      const res = await c.send(api.projectSave, { body: body as never });
      expect([res.statusCode, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    for (const body of [{ params: { nope: 1 } }, { pageNo: -1 }, { orderBy: 'password' }, { params: { name$like: 'x'.repeat(300) } }]) {
      const res = await c.send(api.projectList, { body: body as never });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await c.call(api.projectList, { body: { pageSize: 1000 } })).total).toBe(before);
    // Without the add right: 403; anonymous: 401.
    expect((await (await as('sunli')).send(api.projectList, { body: {} })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/b/supervise/project/queryList', payload: {} })).statusCode).toBe(401);
  });

  it('a scoped user sees only their department\'s projects and the ones they are a member of', async () => {
    const { project } = await makeProject('xuming', '东湖隧道监理项目');
    const other = await ctx.make.dept({ name: '监理三部' });
    const u = await ctx.make.user({ deptId: other.id, roles: [{ perms: PROJECT_PERMS, scopes: { sup_project: 'dept' } }] });
    const c = await as(u.loginName);
    expect((await c.data(api.projectList, { body: { pageSize: 1000 } })).map((r) => r.id)).not.toContain(project.id);
    const hidden = await c.send(api.projectGet, { params: { id: project.id } });
    expect([hidden.statusCode, hidden.body.msg]).toEqual([404, M.PROJECT_NOT_FOUND]);
    expect((await c.send(api.projectStructure, { params: { taskId: project.id } })).statusCode).toBe(404);
    // Made a member of the project, the user sees it (and only it).
    await (await as('xuming')).data(api.memberSave, { body: { businessId: project.id, userId: u.id, staffName: u.name } });
    expect((await c.data(api.projectList, { body: { pageSize: 1000 } })).map((r) => r.id)).toEqual([project.id]);
    // The seeded roles hold no 'sup_project' scope ('self'): a colleague sees it once a member; the director always.
    expect((await (await as('heping')).data(api.projectList, { body: { pageSize: 1000 } })).map((r) => r.id)).not.toContain(project.id);
    expect((await (await as('huangzhiqiang')).data(api.projectList, { body: { pageSize: 1000 } })).map((r) => r.id)).toContain(project.id);
    await addMember(project.id, 'heping');
    expect((await (await as('heping')).data(api.projectList, { body: { pageSize: 1000 } })).map((r) => r.id)).toContain(project.id);
  });

  it('rows of another tenant are invisible (row-level security)', async () => {
    const { project } = await makeProject('xuming', '租户隔离项目');
    await ctx.db.insert(supProject).values({ tenantId: 'another-tenant', id: 'foreign-project', code: 'JL-X-001', name: '别家公司的项目', deptId: project.deptId });
    const admin = await as('admin');
    expect((await admin.data(api.projectList, { body: { pageSize: 1000 } })).map((r) => r.id)).not.toContain('foreign-project');
    expect((await admin.send(api.projectGet, { params: { id: 'foreign-project' } })).statusCode).toBe(404);
    const seen = await withTenant(ctx.db, { tenantId: 'another-tenant', userId: null }, (tx) => tx.select({ id: supProject.id }).from(supProject), ctx.t.app.registry);
    expect(seen.map((r) => r.id)).toEqual(['foreign-project']);
    await ctx.db.delete(supProject).where(eq(supProject.id, 'foreign-project'));
  });
});

describe('problem ledger and 监理通知单', () => {
  it('validates problems with the spec\'s messages; only the creator edits', async () => {
    const { project, unit, part } = await makeProject('xuming', '校验项目');
    const c = await as('xuming');
    const cases: [Record<string, unknown>, string][] = [
      [{ businessId: project.id, name: 'x', problemDiscoverDate: '2026-11-20' }, M.UNIT_PROJECT_REQUIRED],
      [{ businessId: project.id, projectNodeId: part.id, name: 'x', problemDiscoverDate: '2026-11-20' }, M.UNIT_PROJECT_REQUIRED],
      [{ businessId: project.id, projectNodeId: unit.id, patrolNodeId: unit.id, name: 'x', problemDiscoverDate: '2026-11-20' }, M.PATROL_PART_REQUIRED],
      [{ businessId: project.id, projectNodeId: unit.id, name: '', problemDiscoverDate: '2026-11-20' }, M.PROBLEM_NAME_REQUIRED],
      [{ businessId: project.id, projectNodeId: unit.id, name: 'x' }, M.DISCOVER_DATE_REQUIRED],
      [{ businessId: project.id, projectNodeId: unit.id, name: 'x', problemDiscoverDate: '20.11.2026' }, M.DISCOVER_DATE_REQUIRED],
    ];
    for (const [body, msg] of cases) {
      const res = await c.send(api.problemSave, { body: body as never });
      expect([res.statusCode, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    const p = await makeProblem('xuming', project.id, unit.id, { patrolNodeId: part.id, serious: true });
    await addMember(project.id, 'heping');
    expect(p).toMatchObject({ code: expect.stringMatching(/^WT-\d{4}-\d{5}$/), projectNodeName: '1#住宅楼', patrolNodeName: '三层梁板', problemDiscovererName: '徐明', problemStatus: 0, serious: true });
    const other = await (await as('heping')).send(api.problemSave, { body: { businessId: project.id, id: p.id, version: p.version, projectNodeId: unit.id, name: '改', problemDiscoverDate: '2026-11-20' } });
    expect([other.statusCode, other.body.msg]).toEqual([403, M.NOT_CREATOR]);
    expect((await (await as('heping')).send(api.problemDelete, { params: { id: p.id } })).statusCode).toBe(403);
    const edited = await c.data(api.problemSave, { body: { businessId: project.id, id: p.id, version: p.version, projectNodeId: unit.id, name: '垫块间距过大', problemDiscoverDate: '2026-11-20' } });
    expect(edited.name).toBe('垫块间距过大');
  });

  it('runs the loop: issue, reply, review 2, reply again, review 1; the ledger counts follow', async () => {
    const { project, unit, part } = await makeProject('xuming', '闭环项目');
    const contractor = await ctx.make.user({ name: '王建', roles: [{ perms: ['supervise:problem:view', 'supervise:problem:reply'], scopes: { sup_project: 'self' } }] });
    await (await as('xuming')).data(api.memberSave, { body: { businessId: project.id, userId: contractor.id, staffName: '王建', unitName: '浙江宏达建设集团', positionName: '项目经理' } });
    const p1 = await makeProblem('xuming', project.id, unit.id, { patrolNodeId: part.id });
    const p2 = await makeProblem('xuming', project.id, unit.id, { name: '脚手架连墙件缺失', problemType: '2' });
    const eng = await as('xuming');
    const con = await as(contractor.loginName);
    const count = () => eng.data(api.problemCount, { params: { taskId: project.id } });
    expect((await count()).text).toBe('发现问题2项，已整改问题0项');

    const empty = await eng.send(api.noticeIssue, { body: { businessId: project.id, subject: 'x', problemIds: [] } });
    expect([empty.statusCode, empty.body.msg]).toEqual([400, M.SELECT_ONE]);
    const notice = await eng.data(api.noticeIssue, { body: { businessId: project.id, subject: '钢筋工程质量问题', rectifyDeadline: '2026-11-25', problemIds: [p1.id, p2.id] } });
    expect(notice).toMatchObject({ code: expect.stringMatching(/^JLTZ-\d{4}-\d{4}$/), state: 'ISSUED', stateName: '待整改', problemCount: 2 });
    // A problem on a notice is locked and cannot go on a second one.
    const again = await eng.send(api.noticeIssue, { body: { businessId: project.id, subject: 'x', problemIds: [p1.id] } });
    expect([again.statusCode, again.body.msg]).toEqual([400, M.PROBLEM_ELSEWHERE]);
    expect((await eng.send(api.problemDelete, { params: { id: p1.id } })).body.msg).toBe(M.PROBLEM_LOCKED);
    // The engineer cannot review before a reply; the contractor (a member) sees and answers the notice.
    expect((await eng.send(api.noticeReview, { params: { id: notice.id }, body: { reviewOpinion: 1 } })).body.msg).toBe(M.REVIEW_NOT_ALLOWED);
    expect((await con.data(api.noticeList, { body: {} })).map((n) => n.id)).toEqual([notice.id]);
    expect((await con.send(api.noticeReview, { params: { id: notice.id }, body: { reviewOpinion: 1 } })).statusCode).toBe(403);
    const emptyReply = await con.send(api.noticeReply, { params: { id: notice.id }, body: { content: ' ' } });
    expect([emptyReply.statusCode, emptyReply.body.msg]).toEqual([400, M.REPLY_REQUIRED]);

    expect((await con.data(api.noticeReply, { params: { id: notice.id }, body: { content: '已补设垫块，附照片' } })).state).toBe('REPLIED');
    const bad = await eng.send(api.noticeReview, { params: { id: notice.id }, body: { reviewOpinion: 4 } as never });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, M.REVIEW_OPINION_REQUIRED]);
    expect((await eng.data(api.noticeReview, { params: { id: notice.id }, body: { reviewOpinion: 2, remark: '缺隐蔽验收记录' } })).state).toBe('RETURNED');
    expect((await count()).text).toBe('发现问题2项，已整改问题0项');
    expect((await con.data(api.noticeReply, { params: { id: notice.id }, body: { content: '补充隐蔽验收记录' } })).rounds).toBe(2);
    expect((await eng.data(api.noticeReview, { params: { id: notice.id }, body: { reviewOpinion: 1 } })).state).toBe('CLOSED');
    expect((await count()).text).toBe('发现问题2项，已整改问题2项');
    expect((await con.send(api.noticeReply, { params: { id: notice.id }, body: { content: 'x' } })).body.msg).toBe(M.REPLY_NOT_ALLOWED);

    const detail = await eng.data(api.noticeGet, { params: { id: notice.id } });
    expect(detail.events.map((e) => [e.kind, e.opinion])).toEqual([['issue', null], ['reply', null], ['review', 2], ['reply', null], ['review', 1]]);
    expect(detail.problems.map((p) => [p.problemStatus, p.reviewOpinion, p.refBillNo])).toEqual([[1, 1, notice.code], [1, 1, notice.code]]);
    const ledger = await eng.data(api.problemList, { body: { params: { businessId: project.id, problemStatus: 1 } } });
    expect(ledger).toHaveLength(2);
    // A full page reads its total with the page (pageWithTotalOf); past the end it is counted alone.
    const firstOfTwo = await eng.call(api.problemList, { body: { params: { businessId: project.id, problemStatus: 1 }, pageSize: 1 } });
    expect([firstOfTwo.data.length, firstOfTwo.total]).toEqual([1, 2]);
    const pastEnd = await eng.call(api.problemList, { body: { params: { businessId: project.id, problemStatus: 1 }, pageNo: 3, pageSize: 1 } });
    expect([pastEnd.data.length, pastEnd.total]).toEqual([0, 2]);
    const byName = await eng.data(api.problemList, { body: { params: { businessId: project.id, problemDiscovererName$like: '徐', keyword$like: '连墙件' } } });
    expect(byName.map((p) => p.id)).toEqual([p2.id]);
  });

  it('review 3 asks for an on-site recheck, which then closes or returns', async () => {
    const { project, unit } = await makeProject('xuming', '复查项目');
    const p = await makeProblem('xuming', project.id, unit.id);
    const eng = await as('xuming');
    const n = await eng.data(api.noticeIssue, { body: { businessId: project.id, subject: '安全隐患', problemIds: [p.id] } });
    await addMember(project.id, 'heping');
    await (await as('heping')).data(api.noticeReply, { params: { id: n.id }, body: { content: '已整改' } });
    expect((await eng.data(api.noticeReview, { params: { id: n.id }, body: { reviewOpinion: 3 } })).stateName).toBe('待现场复查');
    expect((await eng.send(api.noticeReview, { params: { id: n.id }, body: { reviewOpinion: 3 } })).body.msg).toBe(M.RECHECK_TWICE);
    expect((await eng.data(api.noticeReview, { params: { id: n.id }, body: { reviewOpinion: 2 } })).state).toBe('RETURNED');
  });

  it('200 concurrent issues through HTTP get 200 distinct consecutive numbers, without a gap', async () => {
    const N = 200;
    const { project, unit } = await makeProject('xuming', '编号并发项目');
    const eng = await as('xuming');
    // Setup straight into the database (200 problem saves over HTTP would only slow the test down);
    // the issues below are what runs concurrently, through HTTP.
    const problems = Array.from({ length: N }, (_, i) => ({
      tenantId: ctx.tenantId, id: newId(), projectId: project.id, deptId: project.deptId, code: `WT-BULK-${String(i + 1).padStart(4, '0')}`,
      name: `问题${i + 1}`, projectNodeId: unit.id, problemDiscoverDate: '2026-11-20', rectifyDeadline: '2026-11-23',
    }));
    await ctx.db.insert(supProblem).values(problems);
    const res = await Promise.all(problems.map((p, i) => eng.send(api.noticeIssue, { body: { businessId: project.id, subject: `通知${i + 1}`, problemIds: [p.id] } })));
    expect(res.filter((r) => r.statusCode !== 200).map((r) => r.body.msg)).toEqual([]);
    const rows = await ctx.db.select({ seq: supNotice.seq, code: supNotice.code, docType: supNotice.docType, year: supNotice.year }).from(supNotice).where(eq(supNotice.projectId, project.id));
    const [{ before }] = await ctx.db.select({ before: sql<number>`coalesce(max(${supNotice.seq}), 0)::int` }).from(supNotice)
      .where(and(eq(supNotice.docType, rows[0].docType), eq(supNotice.year, rows[0].year), ne(supNotice.projectId, project.id)));
    const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
    // Distinct, consecutive and right after the numbers taken before: no number lost, none repeated.
    expect(new Set(seqs).size).toBe(N);
    expect(new Set(rows.map((r) => r.code)).size).toBe(N);
    expect(seqs).toEqual(Array.from({ length: N }, (_, i) => before + 1 + i));
    // Each answer carries the number stored for it.
    expect(new Set(res.map((r) => (r.body.data as { code: string }).code))).toEqual(new Set(rows.map((r) => r.code)));
    expect(await ctx.db.$count(supProblem, sql`${supProblem.projectId} = ${project.id} and ${supProblem.refBillId} is not null`)).toBe(N);
  }, 300_000);
});

describe('hostile bodies', () => {
  it('answer 4xx with the envelope on every supervision call, never a 500', async () => {
    const { project, unit } = await makeProject('xuming', '恶意输入项目');
    const pid = project.id;
    const cases: [string, string, unknown][] = [
      ['POST', '/b/supervise/project', { name: 123 }],
      ['POST', '/b/supervise/project', { name: 'x', status: 9 }],
      ['POST', '/b/supervise/project', { name: 'x', deptId: 'no-such-dept' }],
      ['POST', '/b/supervise/project', { name: 'x', id: 'no-such-project', version: 1 }],
      ['POST', '/b/supervise/projectNode', { businessId: pid, nodeType: 'x', name: 'a' }],
      ['POST', '/b/supervise/projectNode', { businessId: 'no-such-project', nodeType: 1, name: 'a' }],
      ['POST', `/bs/supervise/${pid}/businessMember/list`, { isOnDuty: 'abc' }],
      ['POST', `/bs/supervise/${pid}/participants`, { page: -1 }],
      ['POST', '/b/supervise/problemInfo', { businessId: pid, projectNodeId: unit.id, name: 'x', problemDiscoverDate: '2026-11-20', rectifyDeadline: '2026-11-01' }],
      ['POST', '/b/supervise/problemInfo', { businessId: pid, projectNodeId: unit.id, name: 'x', problemDiscoverDate: '2026-11-20', problemDiscovererId: 'nobody' }],
      ['POST', '/b/supervise/problemInfo/queryList', { params: { serious: { $gt: 1 } } }],
      ['POST', '/b/supervise/problemInfo/queryList', { pageSize: 100000 }],
      ['POST', '/b/supervise/notice/issue', { businessId: pid, subject: 'x', problemIds: 'abc' }],
      ['POST', '/b/supervise/notice/issue', { businessId: pid, subject: 'x', problemIds: Array.from({ length: 201 }, (_, i) => `p${i}`) }],
      ['POST', '/b/supervise/notice/issue', { businessId: pid, subject: 'x', problemIds: ['no-such-problem'] }],
      ['POST', '/b/supervise/notice/no-such-notice/reply', { content: 'x' }],
      ['POST', '/b/supervise/notice/no-such-notice/review', { reviewOpinion: 1 }],
      ['GET', '/b/supervise/problemInfo/count/no-such-project', undefined],
      ['POST', `/bs/supervise/${pid}/pms/score`, { tables: 'x' }],
      ['DELETE', '/b/supervise/problemInfo/no-such-problem', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await ctx.call('xuming', method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: false, msg: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    }
  });
});

describe('JGJ 59-2011 scoring through HTTP', () => {
  it('lists the check tables and grades a sheet', async () => {
    const { project } = await makeProject('huangzhiqiang', '评分项目');
    const c = await as('huangzhiqiang');
    const tables = await c.data(api.scoringTableList, { params: { id: project.id } });
    const power = tables.find((t) => t.code === '0701')!;
    expect(power.items.reduce((a, i) => a + i.baseScore, 0)).toBe(100);
    const res = await c.call(api.scoreGrade, { params: { id: project.id }, body: { tables: { '0701': { '0701-05': { deduction: 6 }, '0701-06': { deduction: 8 } } } } });
    expect(res.msg).toBe(M.SCORE_OK);
    expect(res.data).toMatchObject({ total: 86, grade: '1', gradeName: '优良' });
    const bad = await c.send(api.scoreGrade, { params: { id: project.id }, body: { tables: { '9999': {} } } });
    expect(bad.statusCode).toBe(400);
    const neg = await c.send(api.scoreGrade, { params: { id: project.id }, body: { tables: { '0701': { '0701-01': { deduction: -1 } } } } });
    expect([neg.statusCode, neg.body.msg]).toEqual([400, M.SCORE_INVALID]);
  });
});
