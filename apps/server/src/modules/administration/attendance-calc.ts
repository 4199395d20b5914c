import { ATTENDANCE_STATUS_NAME, type TAttendanceDay, type TAttendanceRule, type TAttendanceStatus } from '@ecms/shared';

/*
 * The attendance rules of one day, pure (attendance.service.ts feeds it):
 * - the day kind: the work calendar first (节假日 rests even on a work day, 调休上班 works even on a
 *   weekend), else the rule's work days;
 * - a rest day is 休息 whatever was signed;
 * - on a working day approved leave, then an approved trip, excuse the day (请假 / 出差);
 * - a day to come is 未到; today without a sign is 进行中 until the end of work, then 旷工;
 * - signed in after start + grace is 迟到 (minutes counted from the start), signed out before
 *   end − grace is 早退 (minutes counted to the end); only one sign of a past day (or of today after the
 *   end of work) is 缺卡; no sign of a past working day is 旷工.
 */

export const DEFAULT_RULE: TAttendanceRule = {
  id: null, ruleName: '默认规则', workStart: '09:00', workEnd: '18:00', workDays: ['1', '2', '3', '4', '5'],
  lateGrace: 0, earlyGrace: 0, location: null, radius: null,
};

const DAY = 86400_000;
const CN = 8 * 3600_000;

/** The China date (YYYY-MM-DD) of an instant. */
export const chinaDate = (t: Date | number) => new Date((typeof t === 'number' ? t : t.getTime()) + CN).toISOString().slice(0, 10);
/** Minutes after China midnight of an instant. */
export const chinaMinutes = (t: Date) => Math.floor(((t.getTime() + CN) % DAY) / 60_000);
const hhmm = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
/** ISO weekday of a YYYY-MM-DD: 1 Monday … 7 Sunday. */
export const weekdayOf = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The days of [from, from + n). */
export const daysFrom = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
/** The days of a month YYYY-MM. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return daysFrom(`${month}-01`, n);
}

export interface CalendarDay { kind: 'holiday' | 'adjusted'; name: string }
export interface SignOfDay { signIn: Date | null; signOut: Date | null }
export interface DayInput {
  date: string;
  rule: TAttendanceRule;
  calendar?: CalendarDay;
  sign?: SignOfDay;
  leave?: { type: string | null; typeName: string | null };
  trip?: { destination: string | null };
  /** The instant of the computation ("now"). */
  now: Date;
  /** The person's first day (China date of the account's creation): earlier days are 未入职, never 旷工. */
  since?: string;
}

export function computeDay(i: DayInput): TAttendanceDay {
  const weekday = weekdayOf(i.date);
  const dayKind = i.calendar?.kind ?? (i.rule.workDays.includes(String(weekday)) ? 'work' : 'rest');
  const working = dayKind === 'work' || dayKind === 'adjusted';
  const signIn = i.sign?.signIn ?? null;
  const signOut = i.sign?.signOut ?? null;
  let status: TAttendanceStatus;
  let lateMinutes = 0;
  let earlyMinutes = 0;
  const today = chinaDate(i.now);
  const start = hhmm(i.rule.workStart);
  const end = hhmm(i.rule.workEnd);
  const dayOver = i.date < today || (i.date === today && chinaMinutes(i.now) >= end);
  if (!working) status = 'rest';
  else if (i.since && i.date < i.since) status = 'notJoined';
  else if (i.leave) status = 'leave';
  else if (i.trip) status = 'trip';
  else if (i.date > today) status = 'future';
  else if (!signIn) status = dayOver ? 'absent' : 'pending';
  else {
    const inMin = chinaMinutes(signIn);
    if (inMin > start + i.rule.lateGrace) lateMinutes = inMin - start;
    if (signOut) {
      const outMin = chinaMinutes(signOut);
      if (outMin < end - i.rule.earlyGrace) earlyMinutes = end - outMin;
    }
    if (!signOut && dayOver) status = 'missing';
    else if (lateMinutes && earlyMinutes) status = 'lateEarly';
    else if (lateMinutes) status = 'late';
    else if (earlyMinutes) status = 'early';
    else status = signOut ? 'normal' : 'pending';
  }
  return {
    date: i.date, weekday, dayKind, holidayName: i.calendar?.name ?? null,
    signIn: signIn ? signIn.toISOString() : null, signOut: signOut ? signOut.toISOString() : null,
    status, statusName: ATTENDANCE_STATUS_NAME[status], lateMinutes, earlyMinutes,
    leaveType: status === 'leave' ? i.leave?.type ?? null : null, leaveTypeName: status === 'leave' ? i.leave?.typeName ?? null : null,
    tripDestination: status === 'trip' ? i.trip?.destination ?? null : null,
  };
}

/** A person's month from their days. */
export function summarize(days: TAttendanceDay[]) {
  const working = days.filter((d) => (d.dayKind === 'work' || d.dayKind === 'adjusted') && d.status !== 'notJoined');
  const count = (...s: TAttendanceStatus[]) => working.filter((d) => s.includes(d.status)).length;
  return {
    workDays: working.length,
    attendDays: working.filter((d) => d.signIn && d.status !== 'leave' && d.status !== 'trip').length,
    normalDays: count('normal'),
    lateTimes: working.filter((d) => d.lateMinutes > 0).length,
    lateMinutes: working.reduce((s, d) => s + d.lateMinutes, 0),
    earlyTimes: working.filter((d) => d.earlyMinutes > 0).length,
    earlyMinutes: working.reduce((s, d) => s + d.earlyMinutes, 0),
    missingTimes: count('missing'),
    absentDays: count('absent'),
    leaveDays: count('leave'),
    tripDays: count('trip'),
  };
}
