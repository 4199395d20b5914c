import { describe, expect, it } from 'vitest';
import { SUPERVISE_MSG as M, safetyApi, superviseApi as api } from '@ecms/shared';
import { unzipEntries } from '../../quality/__tests__/fixtures/boq-workbook.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';

/*
 * The numbered documents beside the 监理通知单 (安全隐患通知单, 工作联系单: own sequences, a contact
 * sheet without problems or reply) and the server-side GB/T 50319 sheets (Word, and PDF through
 * LibreOffice) of the notices and the 工程暂停令, read under the caller's scope and rights.
 */

const ctx = useTestApp();
const as = (login: string) => ctx.client(login);
const docxText = (buf: Buffer) => {
  const doc = unzipEntries(buf).find((e) => e.name === 'word/document.xml');
  if (!doc) throw new Error('no document.xml');
  return doc.data.toString('utf8').replace(/<[^>]+>/g, '');
};

async function makeProject(name: string) {
  const c = as('xuming');
  const p = await c.data(api.projectSave, {
    body: { name, deptId: await ctx.deptId('HJ0401'), directorId: await ctx.uid('huangzhiqiang'), constructionUnit: '浙江宏达建设集团' },
  });
  const unit = await c.data(api.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '3#厂房', unitType: '房屋建筑' } });
  const division = await c.data(api.nodeSave, { body: { businessId: p.id, parentId: unit.id, nodeType: 2, name: '主体结构' } });
  const part = await c.data(api.nodeSave, { body: { businessId: p.id, parentId: division.id, nodeType: 3, name: '屋面钢结构' } });
  return { project: p, unit, part };
}
const problem = (businessId: string, projectNodeId: string, name: string) => as('xuming').data(api.problemSave, {
  body: { businessId, projectNodeId, name, problemType: '2', problemDiscoverDate: chinaToday() },
});

describe('supervision documents and sheets', () => {
  it('safety hazard notices and work contact sheets: own number sequences; a contact sheet has no problems and no reply', async () => {
    const { project, unit } = await makeProject('单据编号项目');
    const eng = as('xuming');
    const p1 = await problem(project.id, unit.id, '临边防护缺失');
    const safety = await eng.data(api.noticeIssue, { body: { businessId: project.id, docType: 'safety', subject: '屋面临边安全隐患', rectifyDeadline: chinaToday(), problemIds: [p1.id] } });
    expect(safety).toMatchObject({ docType: 'safety', code: expect.stringMatching(/^AQYH-\d{4}-\d{4}$/), state: 'ISSUED', problemCount: 1 });
    const contact = await eng.data(api.noticeIssue, { body: { businessId: project.id, docType: 'contact', subject: '关于召开第一次工地例会的通知', content: '定于下周一9时召开。' } });
    expect(contact).toMatchObject({ docType: 'contact', code: expect.stringMatching(/^GZLX-\d{4}-\d{4}$/), state: 'SENT', stateName: '已发出', problemCount: 0, rectifyDeadline: null });
    const contact2 = await eng.data(api.noticeIssue, { body: { businessId: project.id, docType: 'contact', subject: '第二份联系单' } });
    expect(Number(contact2.code.slice(-4))).toBe(Number(contact.code.slice(-4)) + 1);
    // A contact sheet carries no problems; a notice needs one; an unknown type is refused.
    const withProblems = await eng.send(api.noticeIssue, { body: { businessId: project.id, docType: 'contact', subject: 'x', problemIds: [p1.id] } });
    expect([withProblems.statusCode, withProblems.body.msg]).toEqual([400, '工作联系单不关联问题']);
    const noProblems = await eng.send(api.noticeIssue, { body: { businessId: project.id, docType: 'safety', subject: 'x' } });
    expect([noProblems.statusCode, noProblems.body.msg]).toEqual([400, M.SELECT_ONE]);
    expect((await eng.send(api.noticeIssue, { body: { businessId: project.id, docType: 'memo' as 'contact', subject: 'x' } })).statusCode).toBe(400);
    // No reply loop on a contact sheet.
    const reply = await eng.send(api.noticeReply, { params: { id: contact.id }, body: { content: '收到' } });
    expect([reply.statusCode, reply.body.msg]).toEqual([400, M.REPLY_NOT_ALLOWED]);
    // The document-number selector filters by type.
    const listed = await eng.call(api.noticeList, { body: { params: { businessId: project.id, docType: 'contact' } } });
    expect([listed.total, listed.data.map((r) => r.code).sort()]).toEqual([2, [contact.code, contact2.code].sort()]);
  });

  it('prints the notice, the contact sheet and the 工程暂停令 as GB/T 50319 Word sheets and PDF, within scope', async () => {
    const { project, unit, part } = await makeProject('打印表单项目');
    const eng = as('xuming');
    const p1 = await problem(project.id, unit.id, '钢梁高强螺栓未终拧');
    const notice = await eng.data(api.noticeIssue, { body: { businessId: project.id, subject: '钢结构安装质量问题', rectifyDeadline: '2026-12-01', problemIds: [p1.id] } });
    const contact = await eng.data(api.noticeIssue, { body: { businessId: project.id, docType: 'contact', subject: '图纸会审安排' } });
    const order = await eng.data(safetyApi.stopWorkIssue, {
      body: { businessId: project.id, level: '2', reasonType: '5', reason: '屋面钢结构吊装存在重大安全隐患', unitNodeId: unit.id, partNodeId: part.id, stopDate: '2026-11-20 09:30', requirement: '立即撤离作业人员，编制整改方案' },
    });
    const get = (url: string, login = 'xuming') => ctx.call(login, 'GET', url);

    const word = await get(`/api/b/supervise/print/notice/${notice.id}?format=docx`);
    expect(word.statusCode, word.body.slice(0, 200)).toBe(200);
    const text = docxText(word.rawPayload);
    for (const s of ['表 A.0.3', '监理通知单', `编号：${notice.code}`, '工程名称：打印表单项目', '致：浙江宏达建设集团（施工项目经理部）', '事由：钢结构安装质量问题',
      '钢梁高强螺栓未终拧（3#厂房）', '请于2026年12月1日前整改完毕', '项目监理机构（盖章）']) expect(text).toContain(s);
    const contactText = docxText((await get(`/api/b/supervise/print/notice/${contact.id}?format=docx`)).rawPayload);
    expect(contactText).toContain('表 C.0.1');
    expect(contactText).toContain('工作联系单');
    expect(contactText).toContain('发文单位');
    const stopText = docxText((await get(`/api/b/supervise/print/stopWork/${order.id}?format=docx`)).rawPayload);
    for (const s of ['表 A.0.5', '工程暂停令', order.stopWorkCode, '由于屋面钢结构吊装存在重大安全隐患原因，现通知你方于2026年11月20日9时起，暂停3#厂房 / 屋面钢结构部位（工序）施工',
      '立即撤离作业人员，编制整改方案', '总监理工程师（签字、加盖执业印章）']) expect(stopText).toContain(s);

    // PDF through LibreOffice (installed where the tests run), one A4 page.
    const pdf = await get(`/api/b/supervise/print/stopWork/${order.id}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    expect(String(pdf.headers['content-disposition'])).toContain('.pdf');

    // Outside the project's scope: 404; without the right: 403; unknown format: 400.
    const outsider = await ctx.make.user({ roles: [{ perms: ['supervise:problem:view', 'supervise:stopWork:view'], scopes: { sup_project: 'self' } }] });
    expect((await get(`/api/b/supervise/print/notice/${notice.id}?format=docx`, outsider.loginName)).statusCode).toBe(404);
    expect((await get(`/api/b/supervise/print/stopWork/${order.id}?format=docx`, outsider.loginName)).statusCode).toBe(404);
    const noRight = await ctx.make.user({ roles: [{ perms: ['supervise:problem:view'] }] });
    expect((await get(`/api/b/supervise/print/stopWork/${order.id}?format=docx`, noRight.loginName)).statusCode).toBe(403);
    expect((await get(`/api/b/supervise/print/notice/${notice.id}?format=xls`)).statusCode).toBe(400);
  });
});
