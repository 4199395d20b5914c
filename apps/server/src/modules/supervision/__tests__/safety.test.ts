import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SAFETY_MSG as M, safetyApi as api, superviseApi as sup, wfApi } from '@ecms/shared';
import { noticeMsg, supProblem } from '../../../db/schema/index.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';
import { REMINDER_JOB } from '../reminders.js';

/*
 * The safety part through HTTP: 工程暂停令 and the 复工申请 whose flow the order's state follows,
 * the 危大工程 registry (level from the parameters; 超危大 refused acceptance without an expert
 * review), the rectification-deadline reminders (once per stage), 监理实施细则 read-only by status.
 */

const ctx = useTestApp();
const as = (login: string) => ctx.client(login);
const addDays = (n: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function makeProject(name: string) {
  const c = as('xuming');
  const p = await c.data(sup.projectSave, {
    body: { name, deptId: await ctx.deptId('HJ0401'), directorId: await ctx.uid('huangzhiqiang'), constructionUnit: '浙江宏达建设集团' },
  });
  const unit = await c.data(sup.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '2#办公楼', unitType: '房屋建筑' } });
  const division = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: unit.id, nodeType: 2, name: '主体结构' } });
  const part = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: division.id, nodeType: 3, name: '五层顶板高支模' } });
  return { project: p, unit, part };
}

const problem = (businessId: string, projectNodeId: string, extra: Record<string, unknown> = {}) => as('xuming').data(sup.problemSave, {
  body: { businessId, projectNodeId, name: '高支模立杆间距超方案', problemDiscoverDate: addDays(-5), rectifyDeadline: addDays(-1), serious: true, ...extra },
});

const todoOf = async (who: string, procInstId: string) => (await as(who).data(wfApi.todoList, { body: {} })).find((x) => x.procInstId === procInstId);
async function decide(who: string, procInstId: string, agree: boolean) {
  const todo = await todoOf(who, procInstId);
  expect(todo, `${who} holds a task`).toBeTruthy();
  const opts = await as(who).data(wfApi.nextOptions, { params: { todoId: todo!.id } });
  const res = await ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo!.id}/submitForm`, agree
    ? { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意复工', agree: true } }
    : { audit: { opinion: '整改资料不全，不同意', agree: false } });
  expect(res.statusCode, res.body).toBe(200);
}

async function issueOrder(businessId: string, unitNodeId: string, partNodeId: string, problemIds: string[] = []) {
  return as('xuming').data(api.stopWorkIssue, {
    body: { businessId, level: '2', reasonType: '5', reason: '高支模存在重大安全事故隐患，逾期未整改', unitNodeId, partNodeId, stopDate: `${addDays(-1)} 09:30`, rectificationDate: addDays(3), problemIds },
  });
}

describe('stop-work orders and resume applications', () => {
  it('issues numbered orders escalating problems; the picker searches code and construction unit; bad input is a 400', async () => {
    const { project, unit, part } = await makeProject('城南高支模监理项目');
    const p = await problem(project.id, unit.id);
    const a = await issueOrder(project.id, unit.id, part.id, [p.id]);
    const b = await issueOrder(project.id, unit.id, part.id);
    expect(a.stopWorkCode).toMatch(/^TGL-\d{4}-\d{4}$/);
    expect(Number(b.stopWorkCode.slice(-4))).toBe(Number(a.stopWorkCode.slice(-4)) + 1);
    expect(a).toMatchObject({
      state: 'STOPPED', stateName: '停工中', stopWorkOrderLevelName: '局部停工', stopWorkRange: '2#办公楼 / 五层顶板高支模',
      constructionUnitName: '浙江宏达建设集团', problemIds: [p.id], issuedByName: '徐明',
    });
    expect((await as('xuming').data(api.stopWorkGet, { params: { id: a.id } })).stopWorkCode).toBe(a.stopWorkCode);
    const picked = await as('xuming').call(api.stopWorkList, { body: { pageNo: 1, pageSize: 999, params: { businessId: project.id, stopWorkCode: a.stopWorkCode.slice(-4), constructionUnitName: '宏达' } } });
    expect(picked.data.map((r) => r.id)).toEqual([a.id]);

    const other = await makeProject('另一个项目');
    for (const [body, msg] of [
      [{ stopDate: '2026-11-01' }, M.STOP_DATE_FORMAT],
      [{ stopDate: '2026-02-30 10:00' }, M.STOP_DATE_FORMAT],
      [{ reason: ' ' }, M.REASON_REQUIRED],
      [{ level: '9' }, M.LEVEL_REQUIRED],
      [{ partNodeId: other.part.id }, M.PART_NOT_UNDER_UNIT],
      [{ problemIds: [(await problem(other.project.id, other.unit.id)).id] }, M.PROBLEM_OTHER_PROJECT],
    ] as const) {
      const res = await as('xuming').send(api.stopWorkIssue, {
        body: { ...{ businessId: project.id, level: '1', reason: '违反强制性标准', unitNodeId: unit.id, partNodeId: part.id, stopDate: '2026-11-01 08:00' }, ...body } as never,
      });
      expect([res.statusCode, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    // Without the add right: 403.
    const viewer = await ctx.make.user({ roles: [{ perms: ['supervise:stopWork:view'] }] });
    expect((await as(viewer.loginName).send(api.stopWorkIssue, { body: { businessId: project.id, level: '1', reason: 'x', stopWorkRange: 'x', stopDate: '2026-11-01 08:00' } })).statusCode).toBe(403);
  });

  it('the order follows its resume application\'s flow: 停工中 → 复工申请中 → (rejected) 停工中 → 复工申请中 → 已复工', async () => {
    const { project, unit, part } = await makeProject('滨江综合体监理项目');
    const order = await issueOrder(project.id, unit.id, part.id);
    const c = as('xuming');
    const bad = await c.send(api.resumeSave, { body: { stopWorkId: order.id, resumeDate: addDays(-30), resumeConditions: '已整改' } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, M.RESUME_BEFORE_STOP]);
    expect((await c.send(api.resumeSave, { body: { stopWorkId: order.id, resumeDate: addDays(2), resumeConditions: ' ' } })).body.msg).toBe(M.RESUME_CONDITIONS_REQUIRED);

    const app = await c.data(api.resumeSave, {
      body: { stopWorkId: order.id, resumeDate: addDays(2), reviewerId: await ctx.uid('heping'), resumeConditions: '立杆间距已按方案加密，复测合格', rectificationOpinion: '同意复工' },
    });
    // Every field of spec §3, the read-only ones from the project and the order.
    expect(app).toMatchObject({
      businessName: '滨江综合体监理项目', businessCode: project.code, projectDirectorName: '黄志强', projectDeptName: '监理一部',
      stopWorkCode: order.stopWorkCode, stopWorkOrderLevelName: '局部停工', code: expect.stringMatching(/^FGSQ-\d{4}-\d{4}$/),
      constructionUnitName: '浙江宏达建设集团', stopDate: order.stopDate, resumeDate: addDays(2), stopWorkRange: order.stopWorkRange,
      reviewerName: '何平', submitterName: '徐明', stopReason: order.reason, resumeConditions: '立杆间距已按方案加密，复测合格',
      rectificationOpinion: '同意复工', status: 0, statusName: '草稿', stopWorkStateName: '停工中',
    });
    // Only its creator submits it.
    expect((await as('huangzhiqiang').send(api.resumeStart, { params: { id: app.id } })).statusCode).toBe(403);
    const started = await c.data(api.resumeStart, { params: { id: app.id } });
    expect(started.curActivityName).toBe('总监理工程师审核');
    expect((await c.data(api.stopWorkGet, { params: { id: order.id } })).state).toBe('APPLYING');
    expect((await c.data(api.resumeGet, { params: { id: app.id } })).submitTime).toBeTruthy();
    // Locked while in approval; a second application for the same order is refused.
    expect((await c.send(api.resumeSave, { body: { id: app.id, stopWorkId: order.id, resumeDate: addDays(2), resumeConditions: '改' } })).body.msg).toBe(M.RESUME_LOCKED);
    expect((await c.send(api.resumeSave, { body: { stopWorkId: order.id, resumeDate: addDays(2), resumeConditions: '再申请' } })).body.msg).toBe(M.STOP_NOT_STOPPED);

    // The director rejects: the order is 停工中 again and the application may be corrected and resubmitted.
    await decide('huangzhiqiang', started.procInstId, false);
    expect((await c.data(api.resumeGet, { params: { id: app.id } })).statusName).toBe('已驳回');
    expect((await c.data(api.stopWorkGet, { params: { id: order.id } })).stateName).toBe('停工中');
    await c.data(api.resumeSave, { body: { id: app.id, stopWorkId: order.id, resumeDate: addDays(3), reviewerId: await ctx.uid('heping'), resumeConditions: '补充了复测报告' } });
    const again = await c.data(api.resumeStart, { params: { id: app.id } });
    await decide('huangzhiqiang', again.procInstId, true);
    // Then the engineering department's reviewer; only after them the order is resumed.
    expect((await c.data(api.stopWorkGet, { params: { id: order.id } })).state).toBe('APPLYING');
    await decide('heping', again.procInstId, true);
    const resumed = await c.data(api.stopWorkGet, { params: { id: order.id } });
    expect([resumed.state, resumed.stateName, resumed.resumeDate]).toEqual(['RESUMED', '已复工', addDays(3)]);
    expect((await c.data(api.resumeGet, { params: { id: app.id } })).statusName).toBe('已审批');
    expect((await c.send(api.resumeSave, { body: { stopWorkId: order.id, resumeDate: addDays(4), resumeConditions: 'x' } })).body.msg).toBe(M.STOP_NOT_STOPPED);
  });

  it('a user outside the project sees neither orders nor applications', async () => {
    const { project, unit, part } = await makeProject('保密项目');
    const order = await issueOrder(project.id, unit.id, part.id);
    const other = await ctx.make.dept({ name: '监理五部' });
    const u = await ctx.make.user({ deptId: other.id, roles: [{ perms: ['supervise:stopWork:view', 'supervise:resumeWork:view', 'supervise:resumeWork:add'], scopes: { sup_project: 'dept' } }] });
    expect((await as(u.loginName).data(api.stopWorkList, { body: { pageSize: 999 } })).map((r) => r.id)).not.toContain(order.id);
    expect((await as(u.loginName).send(api.stopWorkGet, { params: { id: order.id } })).statusCode).toBe(404);
    expect((await as(u.loginName).send(api.resumeSave, { body: { stopWorkId: order.id, resumeDate: addDays(2), resumeConditions: 'x' } })).statusCode).toBe(404);
  });
});

describe('hazardous works (危大工程)', () => {
  it('decides 危大 / 超危大 from the parameters and refuses what is below every threshold', async () => {
    const { project, unit, part } = await makeProject('危大登记项目');
    const c = as('xuming');
    const save = (body: Record<string, unknown>) => c.send(api.hazardSave, { body: { businessId: project.id, name: '五层顶板模板支撑', projectType: '02', itemId: unit.id, itemId2: part.id, ...body } as never });
    const danger = (await save({ params: { height_m: 6, span_m: 9 } })).body.data;
    expect(danger).toMatchObject({ level: 1, scale: '危大工程', categoryItem: '0202', levelReason: '搭设高度 6m ≥ 5m', statusName: '已识别', needsExpert: false, itemName: '2#办公楼', itemName2: '五层顶板高支模' });
    const big = (await save({ params: { height_m: 6, line_load_kn_m: 21 } })).body.data;
    expect(big).toMatchObject({ level: 2, scale: '超过一定规模的危大工程', categoryItem: '0205', needsExpert: true });
    expect((await save({ projectType: '01', params: { excavation_depth_m: 5 } })).body.data).toMatchObject({ level: 2, categoryItem: '0103' });
    expect((await save({ projectType: '01', params: { excavation_depth_m: 4.5 } })).body.data).toMatchObject({ level: 1, categoryItem: '0101' });
    expect((await save({ projectType: '05', qualitative: 'super' })).body.data).toMatchObject({ level: 2, categoryItem: '0502' });
    for (const [body, msg] of [
      [{ params: { height_m: 4.9 } }, M.HAZARD_BELOW_THRESHOLD],
      [{ projectType: '05' }, M.HAZARD_BELOW_THRESHOLD],
      [{ params: { height_m: -1 } }, M.HAZARD_PARAM_INVALID],
      [{ params: { excavation_depth_m: 9 } }, M.HAZARD_PARAM_INVALID],
      [{ projectType: '09', params: {} }, M.HAZARD_CATEGORY_REQUIRED],
      [{ name: '' }, M.HAZARD_NAME_REQUIRED],
    ] as const) {
      const res = await save(body);
      expect([res.statusCode, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    // The client cannot lower the level: a level field is not part of the request and the server recomputes.
    const forged = (await save({ params: { height_m: 9 }, level: 1 })).body.data;
    expect(forged.level).toBe(2);
  });

  it('a 超危大 entry is refused acceptance until its expert review is recorded; a 危大 one is accepted after its scheme', async () => {
    const { project } = await makeProject('深基坑项目');
    const c = as('xuming');
    const pit = await c.data(api.hazardSave, { body: { businessId: project.id, name: '地下室基坑开挖', projectType: '01', params: { excavation_depth_m: 7.2 }, planDate: addDays(5) } });
    const refuse = async () => {
      const res = await c.send(api.hazardAccept, { params: { id: pit.id }, body: { acceptDate: chinaToday(), acceptStaff: '黄志强' } });
      expect([res.statusCode, res.body.msg]).toEqual([400, M.SUPER_NEEDS_EXPERT]);
    };
    await refuse();
    const reviewed = await c.data(api.hazardScheme, { params: { id: pit.id }, body: { scheme: '深基坑支护专项施工方案 V1', schemeReviewDate: chinaToday() } });
    expect(reviewed.statusName).toBe('方案审查');
    await refuse();
    expect((await c.send(api.hazardStart, { params: { id: pit.id }, body: { actualDate: chinaToday() } })).body.msg).toBe(M.HAZARD_STATE);
    // Category and parameters are fixed once the scheme is reviewed.
    expect((await c.send(api.hazardSave, { body: { id: pit.id, businessId: project.id, name: 'x', projectType: '01', params: { excavation_depth_m: 3.5 } } })).body.msg).toBe(M.HAZARD_LOCKED);
    const four = await c.send(api.hazardExpert, { params: { id: pit.id }, body: { expertDate: chinaToday(), expertVerdict: 1, expertNames: '张工、李工、王工、赵工' } });
    expect([four.statusCode, four.body.msg]).toEqual([400, M.EXPERTS_TOO_FEW]);
    // 不通过 sends the scheme back; acceptance still refused.
    expect((await c.data(api.hazardExpert, { params: { id: pit.id }, body: { expertDate: chinaToday(), expertVerdict: 3, expertNames: '张工、李工、王工、赵工、钱工' } })).statusName).toBe('方案编制');
    await refuse();
    await c.data(api.hazardScheme, { params: { id: pit.id }, body: { scheme: '深基坑支护专项施工方案 V2', schemeReviewDate: chinaToday() } });
    const passed = await c.data(api.hazardExpert, { params: { id: pit.id }, body: { expertDate: chinaToday(), expertVerdict: 2, expertNames: '张工,李工,王工,赵工,钱工', expertOpinion: '修改后通过' } });
    expect(passed).toMatchObject({ statusName: '方案已批准', needsExpert: false, expertNames: '张工、李工、王工、赵工、钱工' });
    await c.data(api.hazardStart, { params: { id: pit.id }, body: { actualDate: chinaToday() } });
    const accepted = await c.data(api.hazardAccept, { params: { id: pit.id }, body: { acceptDate: chinaToday(), acceptStaff: '黄志强' } });
    expect(accepted.statusName).toBe('已验收');
    expect((await c.data(api.hazardClear, { params: { id: pit.id }, body: { clearDate: chinaToday() } }))).toMatchObject({ statusName: '已销项', clearStaff: '徐明' });

    const scaffold = await c.data(api.hazardSave, { body: { businessId: project.id, name: '外架', projectType: '04', params: { height_m: 30 } } });
    expect((await c.send(api.hazardExpert, { params: { id: scaffold.id }, body: { expertDate: chinaToday(), expertVerdict: 1, expertNames: 'a、b、c、d、e' } })).body.msg).toBe(M.EXPERT_ONLY_SUPER);
    await c.data(api.hazardScheme, { params: { id: scaffold.id }, body: { scheme: '落地式脚手架专项方案', schemeReviewDate: chinaToday() } });
    expect((await c.data(api.hazardAccept, { params: { id: scaffold.id }, body: { acceptDate: chinaToday() } })).statusName).toBe('已验收');
    // The selector pages and searches by name.
    const page = await c.call(api.hazardList, { body: { pageNo: 1, pageSize: 1, params: { businessId: project.id, name: '基坑' } } });
    expect([page.total, page.data[0].id]).toEqual([1, pit.id]);
  });
});

describe('rectification deadline reminders', () => {
  it('messages the responsible people once per stage; an overdue serious problem links to a prefilled stop-work order', async () => {
    const { project, unit } = await makeProject('提醒项目');
    const dueSoon = await problem(project.id, unit.id, { name: '临边防护缺失', rectifyDeadline: addDays(1), serious: false });
    const overdue = await problem(project.id, unit.id, { name: '塔吊附墙螺栓松动', rectifyDeadline: addDays(-2), serious: true });
    const later = await problem(project.id, unit.id, { name: '材料堆放杂乱', rectifyDeadline: addDays(9), serious: false });
    const msgsOf = (refId: string) => ctx.db.select().from(noticeMsg).where(and(eq(noticeMsg.refType, 'supervise-problem'), eq(noticeMsg.refId, refId)));

    expect(await ctx.t.app.jobs.runNow(REMINDER_JOB)).toBe(true);
    const due = await msgsOf(dueSoon.id);
    expect(due.map((m) => m.recipientId).sort()).toEqual([await ctx.uid('huangzhiqiang'), await ctx.uid('xuming')].sort());
    expect(due[0]).toMatchObject({ title: `整改期限将至：${dueSoon.code}`, link: `/engineering-supervision/problem-ledger?businessId=${project.id}` });
    const late = await msgsOf(overdue.id);
    expect(late).toHaveLength(2);
    expect(late[0].title).toBe(`整改已逾期（严重问题）：${overdue.code}`);
    expect(late[0].link).toBe(`/engineering-supervision/stop-work?businessId=${project.id}&problemId=${overdue.id}`);
    expect(late[0].content).toContain('可签发工程暂停令');
    expect(await msgsOf(later.id)).toHaveLength(0);

    // A second run sends nothing new.
    await ctx.t.app.jobs.runNow(REMINDER_JOB);
    expect(await msgsOf(dueSoon.id)).toHaveLength(2);
    expect(await msgsOf(overdue.id)).toHaveLength(2);
    // The day after its deadline the due-soon problem is overdue: one more reminder, once.
    await ctx.db.update(supProblem).set({ rectifyDeadline: addDays(-1) }).where(eq(supProblem.id, dueSoon.id));
    await ctx.t.app.jobs.runNow(REMINDER_JOB);
    await ctx.t.app.jobs.runNow(REMINDER_JOB);
    expect((await msgsOf(dueSoon.id)).filter((m) => m.title.startsWith('整改已逾期'))).toHaveLength(2);
  });
});

describe('detailed rules (监理实施细则)', () => {
  it('is read-only once controlled or in approval (the server refuses too); the director approves it', async () => {
    const { project } = await makeProject('细则项目');
    const c = as('xuming');
    const rule = await c.data(api.ruleSave, { body: { businessId: project.id, name: '高大模板工程监理实施细则', staffId: await ctx.uid('xuming') } });
    expect(rule).toMatchObject({
      businessName: '细则项目', businessCode: project.code, projectDirectorName: '黄志强', projectDeptName: '监理一部', staffName: '徐明',
      fileStatus: '2', fileStatusName: '非受控', statusName: '草稿', editable: true, updatedByName: '徐明',
    });
    for (const [body, msg] of [[{ name: '' }, M.RULE_NAME_REQUIRED], [{ staffId: '' }, M.RULE_STAFF_REQUIRED]] as const) {
      expect((await c.send(api.ruleSave, { body: { ...{ businessId: project.id, name: 'x', staffId: await ctx.uid('xuming') }, ...body } })).body.msg).toBe(msg);
    }
    const edit = (name: string, who = 'xuming') => as(who).send(api.ruleSave, { body: { id: rule.id, businessId: project.id, name, staffId: rule.staffId } });
    expect((await edit('高大模板工程监理实施细则（修订）')).statusCode).toBe(200);
    expect((await edit('别人改', 'huangzhiqiang')).statusCode).toBe(403);
    // Controlled: read-only for everyone until made uncontrolled.
    const controlled = await c.data(api.ruleFileStatus, { params: { id: rule.id }, body: { fileStatus: '1' } });
    expect([controlled.fileStatusName, controlled.editable]).toEqual(['受控', false]);
    expect([(await edit('改')).statusCode, (await edit('改')).body.msg]).toEqual([400, M.RULE_CONTROLLED]);
    expect((await c.send(api.ruleStart, { params: { id: rule.id } })).body.msg).toBe(M.RULE_CONTROLLED);
    await c.data(api.ruleFileStatus, { params: { id: rule.id }, body: { fileStatus: '2' } });
    const started = await c.data(api.ruleStart, { params: { id: rule.id } });
    expect((await c.data(api.ruleGet, { params: { id: rule.id } }))).toMatchObject({ statusName: '审批中', editable: false, curNodeName: '总监理工程师审核' });
    expect((await edit('审批中改')).body.msg).toBe(M.RULE_IN_FLOW);
    expect((await c.send(api.ruleFileStatus, { params: { id: rule.id }, body: { fileStatus: '1' } })).body.msg).toBe(M.RULE_IN_FLOW);
    // The director sees it through the flow and approves.
    await decide('huangzhiqiang', started.procInstId, true);
    const approved = await c.data(api.ruleGet, { params: { id: rule.id } });
    expect([approved.statusName, approved.editable, approved.name]).toEqual(['已审批', false, '高大模板工程监理实施细则（修订）']);
    expect((await edit('已审批改')).body.msg).toBe(M.RULE_IN_FLOW);
  });
});
