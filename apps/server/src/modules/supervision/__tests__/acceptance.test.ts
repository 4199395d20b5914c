import { describe, expect, it } from 'vitest';
import { safetyApi, superviseApi as sup, superviseLedgerApi as api } from '@ecms/shared';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';

/*
 * ready/work (the project authorisation form, stored as the readyWork ledger under the project's
 * rights) and the acceptance report's 累计完成 figures over a project's problems, documents,
 * stop-work orders, records and logs, read under the caller's scope.
 */

const ctx = useTestApp();
const as = (login: string) => ctx.client(login);

async function makeProject(name: string) {
  const c = as('xuming');
  const p = await c.data(sup.projectSave, { body: { name, deptId: await ctx.deptId('HJ0401'), directorId: await ctx.uid('huangzhiqiang'), constructionUnit: '浙江宏达建设集团' } });
  const unit = await c.data(sup.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '1#楼', unitType: '房屋建筑' } });
  return { project: p, unit };
}

describe('ready/work and the acceptance report figures', () => {
  it('ready/work saves the authorisation form (type 1) with its dictionary category, under the project rights', async () => {
    const { project } = await makeProject('项目授权项目');
    const eng = as('xuming');
    const saved = await eng.send(api.readyWork, { body: { businessId: project.id, type: 1, name: '总监理工程师任命书', content: 'A.0.1', itemName: '任命黄志强为总监', remark: '' } });
    expect(saved.statusCode, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'readyWork', name: '总监理工程师任命书', businessName: '项目授权项目', data: { docName: '总监理工程师任命书', content: 'A.0.1', itemName: '任命黄志强为总监', remark: null } });
    const missing = await eng.send(api.readyWork, { body: { businessId: project.id, type: 1, content: 'A.0.1' } });
    expect([missing.statusCode, missing.body.msg]).toEqual([400, '请填写名称']);
    const edited = await eng.data(api.readyWork, { body: { id: saved.body.data.id, version: saved.body.data.version, businessId: project.id, name: '工程开工令', content: 'A.0.2' } });
    expect([edited.name, edited.version]).toEqual(['工程开工令', saved.body.data.version + 1]);
    expect((await eng.call(api.ledgerList, { params: { kind: 'readyWork' }, body: { params: { businessId: project.id } } })).total).toBe(1);
    // The project view alone may read but not save.
    const viewer = await ctx.make.user({ roles: [{ perms: ['supervise:project:view'] }] });
    expect((await as(viewer.loginName).send(api.readyWork, { body: { businessId: project.id, name: 'x', content: 'A.0.1' } })).statusCode).toBe(403);
  });

  it('exports a ledger through the platform Excel export: declared columns, dictionary labels, the list filters and the kind right', async () => {
    const { project } = await makeProject('台账导出项目');
    const eng = as('xuming');
    await eng.data(api.ledgerSave, { params: { kind: 'seal' }, body: { businessId: project.id, data: { sealName: '项目监理机构章', sealType: '1', status: '1' } } });
    await eng.data(api.ledgerSave, { params: { kind: 'seal' }, body: { businessId: project.id, data: { sealName: '总监执业印章', sealType: '1', status: '1' } } });
    const exportAs = async (login: string, code: string) => ctx.app.inject({
      method: 'POST', url: '/api/b/excel/template/exportData', headers: { authtoken: await ctx.token(login) },
      payload: { code, fileName: '项目印章', params: { businessId: project.id } },
    });
    const xlsx = await exportAs('xuming', 'supervise:ledger:seal');
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header.slice(0, 2)).toEqual(['监理项目', '印章名称']);
    const values = ws.getSheetValues().slice(2).map((r) => (r as unknown[]).filter((x) => x !== undefined && x !== null).map(String));
    expect(values.map((r) => r[1]).sort()).toEqual(['总监执业印章', '项目监理机构章']);
    expect(values[0]).toContain('台账导出项目');
    // Another ledger's right does not export seals.
    const noRight = await ctx.make.user({ roles: [{ perms: ['supervise:project:view', 'supervise:machine:view'] }] });
    expect((await exportAs(noRight.loginName, 'supervise:ledger:seal')).statusCode).toBe(403);
  });

  it('counts what the supervision has done on a project, up to today', async () => {
    const { project, unit } = await makeProject('验收累计项目');
    const eng = as('xuming');
    const empty = await eng.data(api.completedCumulative, { params: { id: project.id } });
    expect(empty).toMatchObject({ businessId: project.id, businessName: '验收累计项目', asOf: chinaToday(), problemsFound: 0, rectificationRate: null, notices: 0 });

    const problem = (name: string) => eng.data(sup.problemSave, { body: { businessId: project.id, projectNodeId: unit.id, name, problemDiscoverDate: chinaToday() } });
    const [p1, p2, p3] = [await problem('问题一'), await problem('问题二'), await problem('问题三')];
    const notice = await eng.data(sup.noticeIssue, { body: { businessId: project.id, subject: '整改', problemIds: [p1.id, p2.id] } });
    await eng.data(sup.noticeReply, { params: { id: notice.id }, body: { content: '已整改' } });
    await eng.data(sup.noticeReview, { params: { id: notice.id }, body: { reviewOpinion: 1 } });
    await eng.data(sup.noticeIssue, { body: { businessId: project.id, docType: 'safety', subject: '安全隐患', problemIds: [p3.id] } });
    await eng.data(sup.noticeIssue, { body: { businessId: project.id, docType: 'contact', subject: '联系' } });
    await eng.data(safetyApi.stopWorkIssue, { body: { businessId: project.id, level: '1', reason: '重大隐患', stopWorkRange: '全部', stopDate: `${chinaToday()} 08:00` } });

    const figures = await eng.data(api.completedCumulative, { params: { id: project.id } });
    expect(figures).toMatchObject({
      problemsFound: 3, problemsRectified: 2, problemsOpen: 1, rectificationRate: 66.7,
      notices: 1, noticesClosed: 1, safetyNotices: 1, contactSheets: 1, stopWorkOrders: 1, stopWorkResumed: 0,
      patrolRecords: 0, sideStationRecords: 0, dailyLogs: 0, hazards: 0, hazardsAccepted: 0,
    });
    // Outside the project's scope: 404.
    const outsider = await ctx.make.user({ roles: [{ perms: ['supervise:project:view'], scopes: { sup_project: 'self' } }] });
    expect((await as(outsider.loginName).send(api.completedCumulative, { params: { id: project.id } })).statusCode).toBe(404);
  });
});
