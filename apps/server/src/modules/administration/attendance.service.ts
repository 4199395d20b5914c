import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { type TAttendanceDay, type TAttendanceRule } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { admAttendanceSign, bdDict, sysDept, sysUser } from '../../db/schema/index.js';
import { type EntityScope, requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import { hasPermission } from '../../platform/auth/context.js';
import type { SessionInfo as Actor } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queryRows } from '../../platform/sql.js';
import { hookSql } from '../form/index.js';
import {
  type CalendarDay, chinaDate, computeDay, daysFrom, DEFAULT_RULE, monthDays, type SignOfDay, summarize,
} from './attendance-calc.js';
import { DAY_HOLIDAY } from './attendance.forms.js';

/*
 * Attendance (考勤, issue 18): people sign in and out (one record per person and China day); the
 * month is computed, never stored, from the sign records, the attendance rules (考勤规则, per
 * department, else the company's), the work calendar (节假日设置) and approved leave (请假申请) and
 * business trips (出差申请). Other people's attendance is read under the data menu `adm_attendance`
 * (a person's department, or the person themself for 'self') with the page right adm:attendance.
 */

export const ATTENDANCE_DATA_MENU = 'adm_attendance';
export const ATTENDANCE_RIGHT = 'adm:attendance:view';
const PERSON_SCOPE: EntityScope = { dataMenu: ATTENDANCE_DATA_MENU, dept: sysUser.deptId, self: sysUser.id };

export const ATTENDANCE_SERVICE_MSG = {
  PERSON_MISSING: '人员不存在',
  SIGNED_IN: '今日已签到',
  RANGE: '查询范围不能超过62天',
} as const;

interface Person { id: string; name: string; no: string | null; deptId: string | null; deptName: string | null; createdDate: Date }

// ---- reads of the rules, the calendar, leave and trips ------------------------------------------

async function rules(tx: Db, tenantId: string): Promise<(TAttendanceRule & { dept: string | null })[]> {
  const h = hookSql(tenantId);
  const c = h.column;
  const rows = await queryRows<{
    id: string; ruleName: string; dept: string | null; workStart: string; workEnd: string; workDays: unknown;
    lateGrace: number | null; earlyGrace: number | null; location: string | null; radius: number | null;
  }>(tx, sql`select id, ${c('ruleName')} as "ruleName", ${c('dept')} as dept, ${c('workStart')} as "workStart", ${c('workEnd')} as "workEnd",
      ${c('workDays')} as "workDays", ${c('lateGrace')}::float8 as "lateGrace", ${c('earlyGrace')}::float8 as "earlyGrace",
      ${c('location')} as location, ${c('radius')}::float8 as radius
    from ${h.table('attendance_config')} order by ${c('ruleName')}, id limit 500`);
  return rows.map((r) => ({
    ...r,
    workDays: Array.isArray(r.workDays) ? r.workDays.map(String) : DEFAULT_RULE.workDays,
    lateGrace: r.lateGrace ?? 0,
    earlyGrace: r.earlyGrace ?? 0,
  }));
}

/** The person's department's rule, else a rule for no department (the company's), else the default. */
function ruleFor(all: (TAttendanceRule & { dept: string | null })[], deptId: string | null): TAttendanceRule {
  const r = all.find((x) => deptId && x.dept === deptId) ?? all.find((x) => !x.dept);
  if (!r) return DEFAULT_RULE;
  const { dept: _dept, ...rule } = r;
  return rule;
}

async function calendar(tx: Db, tenantId: string, from: string, to: string): Promise<Map<string, CalendarDay>> {
  const h = hookSql(tenantId);
  const c = h.column;
  const rows = await queryRows<{ day: string; kind: string; name: string }>(tx, sql`select to_char(${c('day')}, 'YYYY-MM-DD') as day,
      ${c('dayKind')} as kind, ${c('dayName')} as name
    from ${h.table('work_calendar')} where ${c('day')} >= ${from}::date and ${c('day')} <= ${to}::date`);
  return new Map(rows.map((r) => [r.day, { kind: r.kind === DAY_HOLIDAY ? 'holiday' : 'adjusted', name: r.name }]));
}

interface Span { user: string; start: string; end: string; a: string | null; b: string | null }

/** Approved leave (请假申请) of the people overlapping [from, to]; a = type, b = its label. */
async function leaves(tx: Db, tenantId: string, users: string[], from: string, to: string): Promise<Span[]> {
  if (!users.length) return [];
  const h = hookSql(tenantId);
  const c = h.column;
  return queryRows<Span>(tx, sql`select l.${c('applicant')} as "user", to_char(l.${c('startDate')}, 'YYYY-MM-DD') as start,
      to_char(l.${c('endDate')}, 'YYYY-MM-DD') as "end", l.${c('leaveType')} as a, d.label as b
    from ${h.table('leave_request')} l left join ${bdDict} d on d.type = 'LEAVE_TYPE' and d.value = l.${c('leaveType')}
    where l.flow_status = 3 and l.${c('applicant')} in ${users} and l.${c('startDate')} <= ${to}::date and l.${c('endDate')} >= ${from}::date`);
}

/** Approved business trips (出差申请) of the people overlapping [from, to]; a = destination. */
async function trips(tx: Db, tenantId: string, users: string[], from: string, to: string): Promise<Span[]> {
  if (!users.length) return [];
  const h = hookSql(tenantId);
  const c = h.column;
  return queryRows<Span>(tx, sql`select t.${c('traveller')} as "user", to_char(t.${c('startDate')}, 'YYYY-MM-DD') as start,
      to_char(t.${c('endDate')}, 'YYYY-MM-DD') as "end", t.${c('destination')} as a, null as b
    from ${h.table('business_trip')} t
    where t.flow_status = 3 and t.${c('traveller')} in ${users} and t.${c('startDate')} <= ${to}::date and t.${c('endDate')} >= ${from}::date`);
}

async function signs(tx: Db, users: string[], from: string, to: string): Promise<Map<string, SignOfDay>> {
  if (!users.length) return new Map();
  const rows = await tx.select({ userId: admAttendanceSign.userId, day: admAttendanceSign.signDate, signIn: admAttendanceSign.signIn, signOut: admAttendanceSign.signOut })
    .from(admAttendanceSign)
    .where(and(inArray(admAttendanceSign.userId, users), gte(admAttendanceSign.signDate, from), lte(admAttendanceSign.signDate, to)));
  return new Map(rows.map((r) => [`${r.userId}|${r.day}`, { signIn: r.signIn, signOut: r.signOut }]));
}

/** Every person's days over `days` (consecutive), computed. */
async function compute(tx: Db, tenantId: string, people: Person[], days: string[]): Promise<Map<string, { rule: TAttendanceRule; days: TAttendanceDay[] }>> {
  const from = days[0];
  const to = days[days.length - 1];
  const ids = people.map((p) => p.id);
  const [all, cal, lv, tr, sg] = [await rules(tx, tenantId), await calendar(tx, tenantId, from, to), await leaves(tx, tenantId, ids, from, to),
    await trips(tx, tenantId, ids, from, to), await signs(tx, ids, from, to)];
  const now = new Date();
  const covering = (spans: Span[], user: string, d: string) => spans.find((s) => s.user === user && s.start <= d && s.end >= d);
  const out = new Map<string, { rule: TAttendanceRule; days: TAttendanceDay[] }>();
  for (const p of people) {
    const rule = ruleFor(all, p.deptId);
    const since = chinaDate(p.createdDate);
    out.set(p.id, {
      rule,
      days: days.map((d) => {
        const l = covering(lv, p.id, d);
        const t = covering(tr, p.id, d);
        return computeDay({
          date: d, rule, now, since, calendar: cal.get(d), sign: sg.get(`${p.id}|${d}`),
          leave: l && { type: l.a, typeName: l.b }, trip: t && { destination: t.a },
        });
      }),
    });
  }
  return out;
}

// ---- people -----------------------------------------------------------------------------------

const personCols = { id: sysUser.id, name: sysUser.name, no: sysUser.no, deptId: sysUser.deptId, deptName: sysDept.name, createdDate: sysUser.createdDate };

/** One person: the caller, or someone in the caller's `adm_attendance` scope (with the page right); else not found. */
async function person(tx: Db, actor: Actor, who: string): Promise<Person> {
  const self = who === 'me' || who === actor.userId;
  const id = self ? actor.userId : who;
  let scope: SQL | undefined;
  if (!self) {
    if (!(await hasPermission(tx, actor, ATTENDANCE_RIGHT))) throw forbidden();
    scope = await visibleWhere({ scope: PERSON_SCOPE }, requestScope(tx, actor));
  }
  const [p] = await tx.select(personCols).from(sysUser).leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
    .where(and(eq(sysUser.id, id), scope)).limit(1);
  if (!p) throw notFound(ATTENDANCE_SERVICE_MSG.PERSON_MISSING);
  return p;
}

// ---- calls --------------------------------------------------------------------------------------

/** GET /b/attendance/sign/config/{a}/{b}: the rule, the day's kind and its signs for person a on day b. */
export async function signConfig(tx: Db, actor: Actor, who: string, day: string) {
  const p = await person(tx, actor, who);
  const c = (await compute(tx, actor.tenantId, [p], [day])).get(p.id)!;
  return { userId: p.id, userName: p.name, deptName: p.deptName, rule: c.rule, day: c.days[0] };
}

/** GET /b/attendance/sign/cal/{datetime}/{n}: the caller's n days from the China date of `datetime`. */
export async function signCal(tx: Db, actor: Actor, datetime: string, n: number) {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(datetime) ? datetime : chinaDate(new Date(datetime));
  const p = await person(tx, actor, 'me');
  return (await compute(tx, actor.tenantId, [p], daysFrom(start, n))).get(p.id)!.days;
}

/**
 * POST /b/attendance/sign: the caller signs now (server clock, China day). `in` once a day; `out`
 * (or a sign after the sign-in) moves the sign-out, the last counts. Two signs at the same moment
 * meet on the day's unique index: the second becomes the sign-out.
 */
export async function sign(tx: Db, actor: Actor, body: { kind?: 'in' | 'out'; place?: string | null } | null | undefined) {
  const now = new Date();
  const day = chinaDate(now);
  const place = body?.place?.trim() || null;
  const [existing] = await tx.select({ id: admAttendanceSign.id, signIn: admAttendanceSign.signIn }).from(admAttendanceSign)
    .where(and(eq(admAttendanceSign.userId, actor.userId), eq(admAttendanceSign.signDate, day))).for('update');
  if (existing && body?.kind === 'in') throw badRequest(ATTENDANCE_SERVICE_MSG.SIGNED_IN);
  if (!existing && body?.kind !== 'out') {
    await tx.insert(admAttendanceSign).values({ tenantId: actor.tenantId, id: newId(), userId: actor.userId, signDate: day, signIn: now, inPlace: place })
      .onConflictDoUpdate({
        target: [admAttendanceSign.tenantId, admAttendanceSign.userId, admAttendanceSign.signDate],
        set: { signOut: now, outPlace: place, updatedDate: now, version: sql`${admAttendanceSign.version} + 1` },
      });
  } else if (!existing) {
    // A sign-out without a sign-in: the day keeps only its sign-out (缺卡).
    await tx.insert(admAttendanceSign).values({ tenantId: actor.tenantId, id: newId(), userId: actor.userId, signDate: day, signOut: now, outPlace: place })
      .onConflictDoUpdate({
        target: [admAttendanceSign.tenantId, admAttendanceSign.userId, admAttendanceSign.signDate],
        set: { signOut: now, outPlace: place, updatedDate: now, version: sql`${admAttendanceSign.version} + 1` },
      });
  } else {
    await tx.update(admAttendanceSign).set({ signOut: now, outPlace: place, updatedDate: now, version: sql`${admAttendanceSign.version} + 1` })
      .where(eq(admAttendanceSign.id, existing.id));
  }
  const p = await person(tx, actor, 'me');
  return (await compute(tx, actor.tenantId, [p], [day])).get(p.id)!.days[0];
}

/** POST /b/attendance/calculate: the month of every enabled staff member in the caller's scope, a page of people. */
export async function calculate(tx: Db, actor: Actor, q: { month: string; deptId?: string; keyword?: string; pageNo?: number; pageSize?: number }) {
  const size = q.pageSize ?? 50;
  const offset = ((q.pageNo ?? 1) - 1) * size;
  const scope = await visibleWhere({ scope: PERSON_SCOPE }, requestScope(tx, actor));
  const kw = q.keyword?.trim();
  const where = and(
    eq(sysUser.status, 1), eq(sysUser.userType, 'staff'), scope,
    q.deptId ? eq(sysUser.deptId, q.deptId) : undefined,
    kw ? sql`(position(lower(${kw}) in lower(${sysUser.name})) > 0 or position(lower(${kw}) in lower(coalesce(${sysUser.no}, ''))) > 0)` : undefined,
  );
  const people = await tx.select(personCols).from(sysUser).leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
    .where(where).orderBy(asc(sysDept.name), asc(sysUser.sort), asc(sysUser.name), asc(sysUser.id)).limit(size).offset(offset);
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(sysUser).where(where);
  const computed = await compute(tx, actor.tenantId, people, monthDays(q.month));
  return {
    rows: people.map((p) => {
      const c = computed.get(p.id)!;
      return { userId: p.id, userName: p.name, userNo: p.no, deptId: p.deptId, deptName: p.deptName, ruleName: c.rule.ruleName, ...summarize(c.days) };
    }),
    total: n,
  };
}

/** POST /b/attendance/detail: one person's days of a month (the caller, or someone in their scope). */
export async function detail(tx: Db, actor: Actor, q: { userId: string; month: string }) {
  const p = await person(tx, actor, q.userId);
  return (await compute(tx, actor.tenantId, [p], monthDays(q.month))).get(p.id)!.days;
}

