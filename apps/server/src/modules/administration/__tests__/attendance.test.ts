import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAttendanceConfig, TAttendanceDay, TAttendanceMonthRow } from '@ecms/shared';
import { admAttendanceSign } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Attendance through HTTP (issue 18) on real dates: October 2026 with National Day (1-2 Oct) as
 * holidays and Saturday 10 Oct worked in their place (调休上班); the department's rule (09:00-18:00,
 * Mon-Fri, 5 minutes' grace); a person's signs of the month, approved leave and an approved trip.
 */

const ctx = useTestApp();
type Res = Awaited<ReturnType<typeof ctx.call>>;
const ok = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};
const msgOf = (res: Res) => body(res).msg;

async function approve(procInstId: string, who = 'zhangwei'): Promise<Res> {
  const todos = ok<Array<{ id: string; procInstId: string }>>(await ctx.call(who, 'POST', '/b/wf/task/queryTodoList', { pageNo: 1, pageSize: 500 }));
  const todo = todos.find((x) => x.procInstId === procInstId)!;
  expect(todo, `todo of ${procInstId}`).toBeTruthy();
  const opts = ok<Array<{ userTaskConfigId: string; type: number }>>(await ctx.call(who, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`));
  return ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, {
    nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
  });
}
const submit = async (who: string, code: string, values: Record<string, unknown>) =>
  ok<{ id: string; procInstId: string }>(await ctx.call(who, 'POST', `/b/form/${code}/record/saveAndStartFlow`, { values }));

/** A sign record of a past day (the sign call itself only signs now). */
const at = (d: string, hm: string) => new Date(`${d}T${hm}:00+08:00`);
async function signed(login: string, day: string, inAt: string | null, outAt: string | null) {
  await ctx.as(login, async (tx, actor) => {
    await tx.insert(admAttendanceSign).values({
      id: newId(), userId: actor.userId!, signDate: day,
      signIn: inAt ? at(day, inAt) : null, signOut: outAt ? at(day, outAt) : null,
    });
  });
}

let ids: { sunli: string; dept: string };
beforeAll(async () => {
  ids = { sunli: await ctx.uid('sunli'), dept: await ctx.deptId('HJ0201') };
  // The seeded people joined before the month computed here (days before an account are 未入职).
  await ctx.as('admin', async (tx) => { await tx.execute(sql`update sys_user set created_date = '2026-01-05T00:00:00+08:00'`); });
  ok(await ctx.call('admin', 'POST', '/b/form/attendance_config/record', { values: {
    ruleName: '造价一所考勤', dept: ids.dept, workStart: '09:00', workEnd: '18:00', workDays: ['1', '2', '3', '4', '5'], lateGrace: 5, earlyGrace: 0,
  } }));
  for (const [day, dayKind, dayName] of [['2026-10-01', '1', '国庆节'], ['2026-10-02', '1', '国庆节'], ['2026-10-10', '2', '国庆调休']]) {
    ok(await ctx.call('admin', 'POST', '/b/form/work_calendar/record', { values: { day, dayKind, dayName } }));
  }
  await signed('sunli', '2026-10-03', '10:00', '11:00'); // a Saturday: rest whatever was signed
  await signed('sunli', '2026-10-05', '08:55', '18:05'); // normal
  await signed('sunli', '2026-10-06', '09:04', '18:00'); // within the grace: normal
  await signed('sunli', '2026-10-07', '09:20', '17:30'); // late 20, early 30
  await signed('sunli', '2026-10-08', '08:50', null); // one sign only: 缺卡
  // 10-09 nothing: 旷工
  await signed('sunli', '2026-10-10', '09:00', '18:00'); // the worked Saturday: normal
  const leave = await submit('sunli', 'leave_request', {
    applicant: ids.sunli, dept: ids.dept, leaveType: '2', startDate: '2026-10-12', endDate: '2026-10-14', reason: '感冒发烧',
  });
  expect((await approve(leave.procInstId)).statusCode).toBe(200);
  const trip = await submit('sunli', 'business_trip', {
    traveller: ids.sunli, dept: ids.dept, destination: '杭州', startDate: '2026-10-15', endDate: '2026-10-16', purpose: '现场踏勘',
  });
  expect((await approve(trip.procInstId)).statusCode).toBe(200);
  // In approval only: it excuses nothing.
  await submit('sunli', 'leave_request', {
    applicant: ids.sunli, dept: ids.dept, leaveType: '1', startDate: '2026-10-19', endDate: '2026-10-19', reason: '家中有事',
  });
});

describe('the days of a month', () => {
  it('computes each day from the rule, the calendar, the signs, leave and trips', async () => {
    const days = ok<TAttendanceDay[]>(await ctx.call('sunli', 'GET', '/b/attendance/sign/cal/2026-10-01/31'));
    expect(days).toHaveLength(31);
    const of = (d: string) => days.find((x) => x.date === d)!;
    expect(of('2026-10-01')).toMatchObject({ weekday: 4, dayKind: 'holiday', holidayName: '国庆节', status: 'rest', statusName: '休息' });
    expect(of('2026-10-03')).toMatchObject({ weekday: 6, dayKind: 'rest', status: 'rest' });
    expect(of('2026-10-05')).toMatchObject({ status: 'normal', lateMinutes: 0, earlyMinutes: 0 });
    expect(of('2026-10-06')).toMatchObject({ status: 'normal', lateMinutes: 0 });
    expect(of('2026-10-07')).toMatchObject({ status: 'lateEarly', statusName: '迟到早退', lateMinutes: 20, earlyMinutes: 30 });
    expect(of('2026-10-08')).toMatchObject({ status: 'missing', statusName: '缺卡', signOut: null });
    expect(of('2026-10-09')).toMatchObject({ status: 'absent', statusName: '旷工' });
    expect(of('2026-10-10')).toMatchObject({ weekday: 6, dayKind: 'adjusted', holidayName: '国庆调休', status: 'normal' });
    expect(of('2026-10-12')).toMatchObject({ status: 'leave', leaveType: '2', leaveTypeName: '病假' });
    expect(of('2026-10-14')).toMatchObject({ status: 'leave' });
    expect(of('2026-10-15')).toMatchObject({ status: 'trip', tripDestination: '杭州' });
    expect(of('2026-10-19')).toMatchObject({ status: 'absent' });
    expect(of('2026-10-05').signIn).toBe('2026-10-05T00:55:00.000Z');
  });

  it('sums the month per person for the office, within its data scope', async () => {
    const rows = ok<TAttendanceMonthRow[]>(await ctx.call('xiefang', 'POST', '/b/attendance/calculate', { month: '2026-10', keyword: '孙丽' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: ids.sunli, userName: '孙丽', ruleName: '造价一所考勤', workDays: 21, attendDays: 5, normalDays: 3,
      lateTimes: 1, lateMinutes: 20, earlyTimes: 1, earlyMinutes: 30, missingTimes: 1, absentDays: 11, leaveDays: 3, tripDays: 2,
    });
    const all = await ctx.call('xiefang', 'POST', '/b/attendance/calculate', { month: '2026-10', pageSize: 5 });
    expect(ok<unknown[]>(all)).toHaveLength(5);
    expect(body<{ total: number }>(all).total).toBeGreaterThan(5);
    const detail = ok<TAttendanceDay[]>(await ctx.call('xiefang', 'POST', '/b/attendance/detail', { userId: ids.sunli, month: '2026-10' }));
    expect(detail.find((d) => d.date === '2026-10-07')?.status).toBe('lateEarly');
  });

  it('counts nothing before the person\'s account existed: those days are 未入职, not 旷工', async () => {
    const zw = await ctx.uid('zhangwei');
    await ctx.as('admin', async (tx) => { await tx.execute(sql`update sys_user set created_date = '2026-10-21T10:00:00+08:00' where id = ${zw}`); });
    const days = ok<TAttendanceDay[]>(await ctx.call('xiefang', 'POST', '/b/attendance/detail', { userId: zw, month: '2026-10' }));
    expect(days.find((d) => d.date === '2026-10-20')).toMatchObject({ status: 'notJoined', statusName: '未入职' });
    expect(days.find((d) => d.date === '2026-10-21')?.status).toBe('absent');
    const [row] = ok<TAttendanceMonthRow[]>(await ctx.call('xiefang', 'POST', '/b/attendance/calculate', { month: '2026-10', keyword: '张伟' }));
    // Wednesday 21 to Saturday 31 October: 8 working days (Mon-Fri), all without a sign.
    expect(row).toMatchObject({ workDays: 8, absentDays: 8 });
  });

  it('gives the rule and the day of a person: the caller, or someone in the office\'s scope', async () => {
    const mine = ok<TAttendanceConfig>(await ctx.call('sunli', 'GET', '/b/attendance/sign/config/me/2026-10-10'));
    expect(mine).toMatchObject({ userId: ids.sunli, userName: '孙丽', rule: { ruleName: '造价一所考勤', workStart: '09:00', lateGrace: 5 }, day: { dayKind: 'adjusted', status: 'normal' } });
    const office = ok<TAttendanceConfig>(await ctx.call('xiefang', 'GET', `/b/attendance/sign/config/${ids.sunli}/2026-10-07`));
    expect(office.day.status).toBe('lateEarly');
    // Someone without a rule of their department falls back on the default.
    const other = ok<TAttendanceConfig>(await ctx.call('xiefang', 'GET', '/b/attendance/sign/config/me/2026-10-05'));
    expect(other.rule).toMatchObject({ ruleName: '默认规则', workStart: '09:00', workEnd: '18:00' });
  });

  it('keeps other people\'s attendance to the page right and the scope', async () => {
    // A cost engineer has no adm:attendance: not the month of others, not another's day.
    expect((await ctx.call('zhangwei', 'POST', '/b/attendance/calculate', { month: '2026-10' })).statusCode).toBe(403);
    expect((await ctx.call('zhangwei', 'GET', `/b/attendance/sign/config/${ids.sunli}/2026-10-07`)).statusCode).toBe(403);
    expect((await ctx.call('zhangwei', 'POST', '/b/attendance/detail', { userId: ids.sunli, month: '2026-10' })).statusCode).toBe(403);
    const missing = await ctx.call('admin', 'GET', '/b/attendance/sign/config/nobody-here/2026-10-07');
    expect(missing.statusCode).toBe(404);
    expect(msgOf(missing)).toBe('人员不存在');
  });

  it('refuses bad input with a 400 and a message', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['GET', '/b/attendance/sign/cal/2026-10-01/0', undefined],
      ['GET', '/b/attendance/sign/cal/2026-10-01/63', undefined],
      ['GET', '/b/attendance/sign/cal/not-a-date/5', undefined],
      ['GET', '/b/attendance/sign/config/me/2026-13-45', undefined],
      ['POST', '/b/attendance/calculate', { month: '2026-13' }],
      ['POST', '/b/attendance/calculate', { month: '2026-10', pageSize: -1 }],
      ['POST', '/b/attendance/sign', { kind: 'sideways' }],
      ['POST', '/b/attendance/sign', { place: 'x'.repeat(201) }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await ctx.call(url.endsWith('calculate') ? 'xiefang' : 'sunli', method as 'GET', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(String(msgOf(res)).length).toBeGreaterThan(0);
    }
  });
});

describe('signing', () => {
  it('signs in once a day, signs out (the last counts)', async () => {
    const first = await ctx.call('zhoumin', 'POST', '/b/attendance/sign', { kind: 'in', place: '公司' });
    expect(msgOf(first)).toBe('签到成功');
    const day = ok<TAttendanceDay>(first);
    expect(day.signIn).toBeTruthy();
    expect(day.signOut).toBeNull();
    const again = await ctx.call('zhoumin', 'POST', '/b/attendance/sign', { kind: 'in' });
    expect(again.statusCode).toBe(400);
    expect(msgOf(again)).toBe('今日已签到');
    const out = await ctx.call('zhoumin', 'POST', '/b/attendance/sign', {});
    expect(msgOf(out)).toBe('签退成功');
    expect(ok<TAttendanceDay>(out).signOut).toBeTruthy();
    expect(ok<TAttendanceDay>(out).signIn).toBe(day.signIn);
  });

  it('parallel signs of one person make one record of the day', async () => {
    const login = 'wuhao';
    const res = await Promise.all(Array.from({ length: 10 }, () => ctx.call(login, 'POST', '/b/attendance/sign', null)));
    for (const r of res) expect(r.statusCode, r.body).toBe(200);
    const uid = await ctx.uid(login);
    const rows = await ctx.as(login, (tx) => tx.select().from(admAttendanceSign));
    const mine = rows.filter((r) => r.userId === uid);
    expect(mine).toHaveLength(1);
    expect(mine[0].signIn).toBeTruthy();
  });
});

describe('trip and leave lists', () => {
  it('list the forms\' records under their data scopes', async () => {
    const leaves = ok<Array<Record<string, unknown>>>(await ctx.call('sunli', 'POST', '/b/leave/queryList', { pageSize: 50 }));
    expect(leaves.map((l) => l.reason).sort()).toEqual(['家中有事', '感冒发烧']);
    const trips = ok<Array<Record<string, unknown>>>(await ctx.call('sunli', 'POST', '/b/trip/queryList', { pageSize: 50 }));
    expect(trips.map((t) => t.destination)).toEqual(['杭州']);
    // The office sees everybody's; another staff member of another department none of sunli's.
    expect(ok<unknown[]>(await ctx.call('xiefang', 'POST', '/b/leave/queryList', { pageSize: 50 })).length).toBeGreaterThanOrEqual(2);
    const zhoumin = ok<Array<Record<string, unknown>>>(await ctx.call('zhoumin', 'POST', '/b/leave/queryList', { pageSize: 50 }));
    expect(zhoumin.filter((l) => l.applicant === ids.sunli)).toEqual([]);
    expect((await ctx.call('sunli', 'POST', '/b/trip/queryList', { pageSize: -1 })).statusCode).toBe(400);
  });
});
