import { afterEach, describe, expect, it } from 'vitest';
import { SUP_RECORD_MSG as R, SUP_STAT_EXPORT, SUPERVISE_MSG as M, superviseApi as sup, superviseRecordApi as api } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';
import { enteredWeather, setWeatherProvider } from '../weather.service.js';

/*
 * Supervision records through HTTP: patrol and side-station records (spec §4 record form: creator-only
 * editing, 发起 locks, problems into the ledger, photos), the weather provider, the daily log (one per
 * project and day, prefill from the day's records, problems, notices and weather, signing), the portal's
 * dashboard and statistics, and the data scope over all of them.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
const today = chinaToday();

async function makeProject(name: string) {
  const c = await as('xuming');
  const deptId = await ctx.deptId('HJ0401');
  const p = await c.data(sup.projectSave, { body: { name, deptId, directorId: await ctx.uid('huangzhiqiang'), constructionUnit: '浙江宏达建设集团' } });
  const unit = await c.data(sup.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '1#住宅楼', unitType: '房屋建筑' } });
  const division = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: unit.id, nodeType: 2, name: '主体结构' } });
  const part = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: division.id, nodeType: 3, name: '三层梁板' } });
  return { project: p, unit, part };
}
const addMember = async (businessId: string, login: string) =>
  (await as('xuming')).data(sup.memberSave, { body: { businessId, userId: await ctx.uid(login), staffName: login } });

const patrolBody = (businessId: string, projectNodeId: string, extra: Record<string, unknown> = {}) => ({
  businessId, type: 1 as const, recordDate: today, projectNodeId, area: '三层梁板及楼梯间', situation: '钢筋绑扎基本完成，模板支撑已搭设', ...extra,
});

async function upload(token: string, refRecordId: string, businessId: string) {
  const m = multipart([
    { field: 'refModule', content: 'supervise-record' }, { field: 'refRecordId', content: refRecordId }, { field: 'businessId', content: businessId },
    { field: 'file', filename: '巡视照片.png', content: Buffer.from('89504e470d0a1a0a', 'hex') },
  ]);
  return ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { authtoken: token, 'content-type': m.contentType }, payload: m.payload });
}

describe('patrol and side-station records', () => {
  it('newInfo drafts a record; problems go to the ledger; only the creator edits; 发起 locks it', async () => {
    const { project, unit, part } = await makeProject('巡视记录项目');
    const eng = await as('xuming');
    await eng.data(api.weatherSave, { params: { taskId: project.id, date: today }, body: { dayWtype: '多云', tempLow: 12, tempHigh: 20 } });
    const draft = await eng.data(api.recordNewInfo, { body: { businessId: project.id, type: 1 } });
    expect(draft).toMatchObject({ id: null, businessName: '巡视记录项目', recordDate: today, weather: '多云 12℃~20℃', createdByName: '徐明', stepName: '' });

    const missing = await eng.send(api.recordSave, { body: { businessId: project.id, type: 1, recordDate: today, area: '三层' } });
    expect([missing.statusCode, missing.body.msg]).toEqual([400, R.SITUATION_REQUIRED]);
    const wrongPart = await eng.send(api.recordSave, { body: patrolBody(project.id, unit.id, { patrolNodeId: 'nope' }) });
    expect([wrongPart.statusCode, wrongPart.body.msg]).toEqual([400, M.PATROL_PART_REQUIRED]);

    const rec = await eng.data(api.recordSave, { body: patrolBody(project.id, unit.id, { patrolNodeId: part.id, weather: draft.weather, part: '旁站字段不保存' }) });
    expect(rec).toMatchObject({ type: 1, projectNodeName: '1#住宅楼', patrolNodeName: '三层梁板', part: null, editable: true, status: 0, problemCount: 0 });

    // Two problems found in the record: in the ledger, placed on the record's part, found by the recorder on the record's day.
    const p1 = await eng.data(api.recordProblem, { params: { id: rec.id }, body: { name: '梁底模板支撑间距过大', problemType: '2', rectifyDeadline: today } });
    await eng.data(api.recordProblem, { params: { id: rec.id }, body: { name: '板面钢筋保护层垫块缺失', problemType: '1' } });
    expect(p1).toMatchObject({ sourceType: 'patrol', sourceId: rec.id, projectNodeName: '1#住宅楼', patrolNodeName: '三层梁板', problemDiscovererName: '徐明', problemDiscoverDate: today });
    const ledger = await eng.call(sup.problemList, { body: { params: { sourceId: rec.id } } });
    expect(ledger.total).toBe(2);
    expect((await eng.data(api.recordGet, { params: { id: rec.id } })).problemCount).toBe(2);

    // A colleague on the project sees the record and its photos but changes nothing (spec §4).
    await addMember(project.id, 'heping');
    const colleague = await as('heping');
    const seen = await colleague.data(api.recordGet, { params: { id: rec.id } });
    expect(seen.editable).toBe(false);
    const edit = await colleague.send(api.recordSave, { body: { ...patrolBody(project.id, unit.id), id: rec.id, version: rec.version } });
    expect([edit.statusCode, edit.body.msg]).toEqual([403, M.NOT_CREATOR]);
    expect((await colleague.send(api.recordProblem, { params: { id: rec.id }, body: { name: '代加问题' } })).statusCode).toBe(403);
    expect((await colleague.send(api.recordDelete, { params: { id: rec.id } })).statusCode).toBe(403);
    expect((await upload(await ctx.token('heping'), rec.id, project.id)).statusCode).toBe(404);
    const photo = await upload(await ctx.token('xuming'), rec.id, project.id);
    expect(photo.statusCode, photo.body).toBe(200);
    const files = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/queryList', headers: { authtoken: await ctx.token('heping') }, payload: { params: { refModule: 'supervise-record', refRecordId: rec.id } } });
    expect(files.json().data.map((f: { fileName: string }) => f.fileName)).toEqual(['巡视照片.png']);

    // Save-and-continue keeps the record; 发起 makes it read-only.
    const again = await eng.data(api.recordSave, { body: { ...patrolBody(project.id, unit.id, { situation: '复查：垫块已补' }), id: rec.id, version: rec.version } });
    expect([again.situation, again.version]).toEqual(['复查：垫块已补', rec.version + 1]);
    const started = await eng.call(api.recordSubmit, { params: { id: rec.id } });
    expect([started.msg, started.data.stepName, started.data.editable]).toEqual([R.SUBMITTED, '发起', false]);
    const locked = await eng.send(api.recordSave, { body: { ...patrolBody(project.id, unit.id), id: rec.id, version: again.version + 1 } });
    expect([locked.statusCode, locked.body.msg]).toEqual([400, R.RECORD_SUBMITTED]);
    expect((await eng.send(api.recordSubmit, { params: { id: rec.id } })).statusCode).toBe(400);
    expect((await upload(await ctx.token('xuming'), rec.id, project.id)).statusCode).toBe(404);
  });

  it('side-station records need part, process and start time (GB/T 50319 A.0.6) with a sane time span', async () => {
    const { project, unit } = await makeProject('旁站记录项目');
    const eng = await as('xuming');
    const base = { businessId: project.id, type: 2 as const, recordDate: today, projectNodeId: unit.id };
    for (const [body, msg] of [
      [{ ...base, process: '混凝土浇筑', startTime: `${today} 08:30` }, R.PART_REQUIRED],
      [{ ...base, part: '三层梁板', startTime: `${today} 08:30` }, R.PROCESS_REQUIRED],
      [{ ...base, part: '三层梁板', process: '混凝土浇筑' }, R.START_REQUIRED],
      [{ ...base, part: '三层梁板', process: '混凝土浇筑', startTime: `${today} 25:00` }, R.TIME_FORMAT],
      [{ ...base, part: '三层梁板', process: '混凝土浇筑', startTime: `${today} 10:00`, endTime: `${today} 08:00` }, R.END_BEFORE_START],
      [{ ...base, type: 3, part: 'x' }, R.RECORD_TYPE],
    ] as const) {
      const res = await eng.send(api.recordSave, { body: body as never });
      expect([res.statusCode, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    const rec = await eng.data(api.recordSave, {
      body: {
        ...base, part: '三层梁板', process: 'C30混凝土浇筑', startTime: `${today} 08:30`, endTime: `${today} 11:45`, area: '巡视字段不保存',
        constructionSituation: '泵送浇筑，振捣密实，坍落度实测180mm', supervisionSituation: '质检员在岗，留置标养试块2组', problemHandling: '局部漏振，已要求补振',
      },
    });
    expect(rec).toMatchObject({ type: 2, part: '三层梁板', area: null, startTime: `${today} 08:30`, endTime: `${today} 11:45` });
    // A patrol-only reader does not list side-station records.
    const patrolOnly = await ctx.make.user({ deptId: await ctx.deptId('HJ0401'), roles: [{ perms: ['supervise:project:view', 'supervise:patrol:view'], scopes: { sup_project: 'dept' } }] });
    const rows = await (await as(patrolOnly.loginName)).data(api.recordList, { body: { params: { businessId: project.id } } });
    expect(rows).toEqual([]);
    expect((await (await as(patrolOnly.loginName)).send(api.recordGet, { params: { id: rec.id } })).statusCode).toBe(403);
  });
});

describe('weather', () => {
  afterEach(() => void setWeatherProvider(enteredWeather));

  it('answers what a user entered for the day; another provider fills the days nobody entered', async () => {
    const { project } = await makeProject('天气项目');
    const eng = await as('xuming');
    expect(await eng.data(api.weatherGet, { params: { taskId: project.id, date: '2026-11-01' } }))
      .toMatchObject({ tempRange: null, dayWtype: null, source: 'none' });
    const bad = await eng.send(api.weatherSave, { params: { taskId: project.id, date: '2026-11-01' }, body: { dayWtype: '晴', tempLow: -301 } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, R.TEMP_RANGE]);
    const order = await eng.send(api.weatherSave, { params: { taskId: project.id, date: '2026-11-01' }, body: { dayWtype: '晴', tempLow: 20, tempHigh: 5 } });
    expect([order.statusCode, order.body.msg]).toEqual([400, R.TEMP_ORDER]);
    await eng.data(api.weatherSave, { params: { taskId: project.id, date: '2026-11-01' }, body: { dayWtype: '晴', tempLow: 3, tempHigh: 15.5, wind: '北风3级' } });
    // Entering again corrects the day (one row per project and day).
    const w = await eng.data(api.weatherSave, { params: { taskId: project.id, date: '2026-11-01' }, body: { dayWtype: '小雨', tempLow: 3, tempHigh: 15.5, wind: '北风3级' } });
    expect(w).toMatchObject({ dayWtype: '小雨', tempRange: '3℃~15.5℃', source: 'entered' });

    setWeatherProvider({ name: 'station', forDay: async (_tx, _p, day) => (day === '2026-11-02' ? { dayWtype: '阴', tempLow: 8, tempHigh: 8, wind: null } : null) });
    expect(await eng.data(api.weatherGet, { params: { taskId: project.id, date: '2026-11-02' } })).toMatchObject({ dayWtype: '阴', tempRange: '8℃', source: 'station' });
    expect(await eng.data(api.weatherGet, { params: { taskId: project.id, date: '2026-11-01' } })).toMatchObject({ dayWtype: '小雨', source: 'entered' });
    expect((await eng.send(api.weatherGet, { params: { taskId: project.id, date: '2026-02-30' } })).statusCode).toBe(400);
  });
});

describe('daily supervision log', () => {
  it('prefills from the day, is one per project and day, only the creator edits, signing locks it', async () => {
    const { project, unit, part } = await makeProject('日志项目');
    const eng = await as('xuming');
    await eng.data(api.weatherSave, { params: { taskId: project.id, date: today }, body: { dayWtype: '晴', tempLow: 10, tempHigh: 18 } });
    const patrol = await eng.data(api.recordSave, { body: patrolBody(project.id, unit.id, { patrolNodeId: part.id }) });
    const problem = await eng.data(api.recordProblem, { params: { id: patrol.id }, body: { name: '临边防护栏杆缺失', problemType: '2', rectifyDeadline: today, serious: true } });
    await eng.data(api.recordSave, {
      body: { businessId: project.id, type: 2, recordDate: today, projectNodeId: unit.id, part: '三层梁板', process: 'C30混凝土浇筑', startTime: `${today} 08:30`, endTime: `${today} 11:45`, supervisionSituation: '留置试块2组', problemHandling: '局部漏振，已要求补振' },
    });
    const notice = await eng.data(sup.noticeIssue, { body: { businessId: project.id, subject: '临边防护整改', problemIds: [problem.id], rectifyDeadline: today } });

    const draft = await eng.data(api.logPrefill, { body: { businessId: project.id, logDate: today } });
    expect(draft.sources).toEqual({ patrols: 1, sideStations: 1, problems: 1, notices: 1, weather: true });
    expect(draft.weather).toBe('晴 10℃~18℃');
    expect(draft.siteSituation).toContain('1#住宅楼 / 三层梁板 / 三层梁板及楼梯间】钢筋绑扎基本完成');
    expect(draft.workDone).toContain('巡视1次：三层梁板及楼梯间');
    expect(draft.workDone).toContain('旁站【1#住宅楼 / 三层梁板】C30混凝土浇筑（08:30–11:45）');
    expect(draft.problems).toContain(`${problem.code} 临边防护栏杆缺失（1#住宅楼 / 三层梁板），整改期限${today}，严重`);
    expect(draft.problems).toContain('局部漏振，已要求补振');
    expect(draft.instructions).toContain(`签发监理通知单${notice.code}《临边防护整改》`);
    expect(draft.existingId).toBeNull();

    const log = await eng.data(api.logSave, { body: { ...draft, other: '下午召开监理例会' } });
    expect(log).toMatchObject({ signed: false, editable: true, createdByName: '徐明', weather: '晴 10℃~18℃' });
    const second = await eng.send(api.logSave, { body: { businessId: project.id, logDate: today, workDone: '重复' } });
    expect([second.statusCode, second.body.msg]).toEqual([409, R.LOG_EXISTS]);
    expect((await eng.data(api.logPrefill, { body: { businessId: project.id, logDate: today } })).existingId).toBe(log.id);
    const future = await eng.send(api.logSave, { body: { businessId: project.id, logDate: '2999-01-01' } });
    expect([future.statusCode, future.body.msg]).toEqual([400, R.DATE_FUTURE]);

    await addMember(project.id, 'heping');
    const other = await (await as('heping')).send(api.logSave, { body: { businessId: project.id, logDate: today, id: log.id, version: log.version, workDone: '改' } });
    expect(other.statusCode).toBe(403);

    const signed = await eng.call(api.logSign, { params: { id: log.id } });
    expect([signed.msg, signed.data.signed, signed.data.signedName, signed.data.editable]).toEqual([R.LOG_SIGN_OK, true, '徐明', false]);
    const edit = await eng.send(api.logSave, { body: { businessId: project.id, logDate: today, id: log.id, version: signed.data.version, workDone: '改' } });
    expect([edit.statusCode, edit.body.msg]).toEqual([400, R.LOG_SIGNED]);
    expect((await eng.send(api.logSign, { params: { id: log.id } })).statusCode).toBe(400);
    expect((await eng.send(api.logDelete, { params: { id: log.id } })).statusCode).toBe(400);
    expect((await eng.call(api.logList, { body: { params: { businessId: project.id } } })).total).toBe(1);
  });
});

describe('portal and scope', () => {
  it('counts open and overdue problems and today\'s records; statistics by type, unit and discoverer; export', async () => {
    const { project, unit } = await makeProject('门户统计项目');
    const eng = await as('xuming');
    const rec = await eng.data(api.recordSave, { body: patrolBody(project.id, unit.id) });
    await eng.data(api.recordProblem, { params: { id: rec.id }, body: { name: '安全网破损', problemType: '2' } });
    const old = await eng.data(sup.problemSave, { body: { businessId: project.id, projectNodeId: unit.id, name: '资料滞后', problemType: '6', problemDiscoverDate: '2026-01-05', rectifyDeadline: '2026-01-10' } });
    const fixed = await eng.data(sup.problemSave, { body: { businessId: project.id, projectNodeId: unit.id, name: '垫块缺失', problemType: '2', problemDiscoverDate: '2026-01-05' } });
    const n = await eng.data(sup.noticeIssue, { body: { businessId: project.id, subject: '整改', problemIds: [fixed.id] } });
    await eng.data(sup.noticeReply, { params: { id: n.id }, body: { content: '已整改' } });
    await eng.data(sup.noticeReview, { params: { id: n.id }, body: { reviewOpinion: 1 } });

    const dash = await eng.data(api.portalDashboard, { body: { businessId: project.id } });
    expect(dash).toMatchObject({ projects: 1, openProblems: 2, overdueProblems: 1, todayPatrols: 1, todaySideStations: 0, today });
    expect(dash.overdueList.map((p) => p.id)).toEqual([old.id]);
    expect(dash.todayRecords).toEqual([expect.objectContaining({ id: rec.id, title: '1#住宅楼 / 三层梁板及楼梯间', problemCount: 1, createdByName: '徐明' })]);

    const stats = await eng.data(api.portalStatistics, { body: { businessId: project.id } });
    expect(stats.byType).toEqual([
      { key: '2', name: '安全问题', count: 2, rectified: 1 },
      { key: '6', name: '资料管理问题', count: 1, rectified: 0 },
    ]);
    expect(stats.byUnit).toEqual([{ key: unit.id, name: '1#住宅楼', count: 3, rectified: 1 }]);
    expect(stats.byDiscoverer).toEqual([expect.objectContaining({ name: '徐明', count: 3, rectified: 1 })]);
    expect(stats.perProject).toEqual([{ businessId: project.id, businessName: '门户统计项目', found: 3, rectified: 1, open: 2, overdue: 1, rate: 33.3 }]);
    const jan = await eng.data(api.portalStatistics, { body: { businessId: project.id, dateFrom: '2026-01-01', dateTo: '2026-01-31' } });
    expect(jan.perProject[0]).toMatchObject({ found: 2, rectified: 1, rate: 50 });

    const xlsx = await ctx.app.inject({
      method: 'POST', url: '/api/b/excel/template/exportData', headers: { authtoken: await ctx.token('xuming') },
      payload: { code: SUP_STAT_EXPORT, fileName: '问题整改统计', params: { businessId: project.id } },
    });
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('a user outside the project sees none of its records, logs or figures', async () => {
    const { project, unit } = await makeProject('范围项目');
    const eng = await as('xuming');
    const rec = await eng.data(api.recordSave, { body: patrolBody(project.id, unit.id) });
    await eng.data(api.recordProblem, { params: { id: rec.id }, body: { name: '外架未挂网' } });
    const log = await eng.data(api.logSave, { body: { businessId: project.id, logDate: today, workDone: '巡视' } });
    const other = await ctx.make.dept({ name: '监理五部' });
    const perms = ['supervise:project:view', 'supervise:patrol:view', 'supervise:patrol:add', 'supervise:log:view', 'supervise:log:add', 'supervise:portal:view', 'supervise:problem:view'];
    const u = await ctx.make.user({ deptId: other.id, roles: [{ perms, scopes: { sup_project: 'dept' } }] });
    const c = await as(u.loginName);
    expect((await c.data(api.recordList, { body: {} })).map((r) => r.id)).not.toContain(rec.id);
    expect([(await c.send(api.recordGet, { params: { id: rec.id } })).statusCode, (await c.send(api.logGet, { params: { id: log.id } })).statusCode]).toEqual([404, 404]);
    expect((await c.data(api.logList, { body: {} })).map((r) => r.id)).not.toContain(log.id);
    expect((await c.send(api.logPrefill, { body: { businessId: project.id, logDate: today } })).statusCode).toBe(404);
    expect((await c.send(api.recordNewInfo, { body: { businessId: project.id, type: 1 } })).statusCode).toBe(404);
    expect((await c.send(api.portalDashboard, { body: { businessId: project.id } })).statusCode).toBe(404);
    const mine = await c.data(api.portalStatistics, { body: {} });
    expect(mine.perProject.map((p) => p.businessId)).not.toContain(project.id);
    // Without the portal right: 403.
    const noPortal = await ctx.make.user({ roles: [{ perms: ['supervise:project:view'] }] });
    expect((await (await as(noPortal.loginName)).send(api.portalDashboard, { body: {} })).statusCode).toBe(403);
  });

  it('answers 4xx with a Chinese message on hostile input to every records call, never a 500', async () => {
    const { project } = await makeProject('恶意输入记录项目');
    const pid = project.id;
    const cases: [string, string, unknown][] = [
      ['POST', '/b/supervise/patrolInfo/newInfo', { businessId: pid, type: 3 }],
      ['POST', '/b/supervise/patrolInfo/newInfo', { businessId: 'no-such-project', type: 1 }],
      ['POST', '/b/supervise/patrolInfo', { businessId: pid, type: 1, recordDate: '2026-13-01', area: 'a', situation: 'b' }],
      ['POST', '/b/supervise/patrolInfo', { businessId: pid, type: 1, recordDate: today, area: 'a'.repeat(201), situation: 'b' }],
      ['POST', '/b/supervise/patrolInfo', { businessId: pid, type: 1, recordDate: '2999-01-01', area: 'a', situation: 'b' }],
      ['POST', '/b/supervise/patrolInfo', { businessId: pid, type: 1, recordDate: today, area: 'a', situation: 'b', projectNodeId: 'nope' }],
      ['POST', '/b/supervise/patrolInfo', { businessId: pid, type: 1, recordDate: today, area: 'a', situation: 'b', id: 'no-such-record', version: 1 }],
      ['POST', '/b/supervise/patrolInfo/queryList', { params: { keyword$like: 'x'.repeat(300) } }],
      ['POST', '/b/supervise/patrolInfo/queryList', { orderBy: 'createdBy; drop table sup_record' }],
      ['POST', '/b/supervise/patrolInfo/no-such-record/submit', undefined],
      ['POST', '/b/supervise/patrolInfo/no-such-record/problem', { name: 'x' }],
      ['DELETE', '/b/supervise/patrolInfo/no-such-record', undefined],
      ['GET', `/bs/supervise/${pid}/weather/yesterday`, undefined],
      ['POST', `/bs/supervise/${pid}/weather/2026-11-01`, { dayWtype: '', tempLow: 'cold' }],
      ['POST', '/bs/supervise/no-such-project/weather/2026-11-01', { dayWtype: '晴' }],
      ['POST', '/b/supervise/dailyLog', { businessId: pid, logDate: 'today' }],
      ['POST', '/b/supervise/dailyLog', { businessId: pid, logDate: today, workDone: 'x'.repeat(8001) }],
      ['POST', '/b/supervise/dailyLog/prefill', { businessId: pid }],
      ['POST', '/b/supervise/dailyLog/no-such-log/sign', undefined],
      ['POST', '/b/supervise/portal/statistics', { dateFrom: '2026-02-30' }],
      ['POST', '/b/supervise/portal/dashboard', { businessId: 'no-such-project' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await ctx.call('xuming', method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: false, msg: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    }
  });
});
