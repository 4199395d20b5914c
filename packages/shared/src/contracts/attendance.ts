/**
 * Attendance (考勤, spec 2 §7 `/b/attendance/sign/config/{a}/{b}`, `/cal/{datetime}/{n}`; spec 3 §7
 * `/b/attendance/*`, `/b/trip/queryList`, `/b/leave/queryList`; issue 18). Sign records per day;
 * late, early, missing and absent computed from the attendance rules and the work calendar; approved
 * leave and business trips excuse the working days they cover.
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall } from './define.js';
import { ZFormRow } from './form.js';

const tags = ['attendance'];
const ymd = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
  .refine((s) => !Number.isNaN(Date.parse(s)), `${label}格式应为 YYYY-MM-DD`);
const month = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');
const page = {
  pageNo: z.coerce.number().int().min(1, '页码必须大于0').max(100000).optional(),
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于0').max(500).optional(),
};

/** A day's state: normal 正常, late 迟到, early 早退, lateEarly 迟到且早退, missing 缺卡, absent 旷工, leave 请假, trip 出差, rest 休息, future 未到, pending 进行中, notJoined 未入职 (before the person's account existed: not counted). */
export const ATTENDANCE_STATUS = ['normal', 'late', 'early', 'lateEarly', 'missing', 'absent', 'leave', 'trip', 'rest', 'future', 'pending', 'notJoined'] as const;
export type TAttendanceStatus = (typeof ATTENDANCE_STATUS)[number];
export const ATTENDANCE_STATUS_NAME: Record<TAttendanceStatus, string> = {
  normal: '正常', late: '迟到', early: '早退', lateEarly: '迟到早退', missing: '缺卡', absent: '旷工', leave: '请假', trip: '出差', rest: '休息', future: '未到', pending: '进行中', notJoined: '未入职',
};

/** The rule that applies to a person (考勤规则: their department's, else the company's, else 09:00-18:00 Mon-Fri). */
export const ZAttendanceRule = z.object({
  id: z.string().nullable(),
  ruleName: z.string(),
  workStart: z.string(),
  workEnd: z.string(),
  /** ISO weekdays, '1' Monday … '7' Sunday (dictionary WEEKDAY). */
  workDays: z.array(z.string()),
  lateGrace: z.number(),
  earlyGrace: z.number(),
  location: z.string().nullable(),
  radius: z.number().nullable(),
});
export type TAttendanceRule = z.infer<typeof ZAttendanceRule>;

/** One person's day. */
export const ZAttendanceDay = z.object({
  date: z.string(),
  /** 1 Monday … 7 Sunday. */
  weekday: z.number(),
  /** work 工作日, rest 休息日, holiday 节假日, adjusted 调休上班. */
  dayKind: z.enum(['work', 'rest', 'holiday', 'adjusted']),
  holidayName: z.string().nullable(),
  signIn: z.string().nullable(),
  signOut: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUS),
  statusName: z.string(),
  lateMinutes: z.number(),
  earlyMinutes: z.number(),
  leaveType: z.string().nullable(),
  leaveTypeName: z.string().nullable(),
  tripDestination: z.string().nullable(),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDay>;

export const ZAttendanceConfigParams = z.object({
  /** A user id, or `me`. */
  a: z.string().min(1).max(64, '人员不正确'),
  /** The day, YYYY-MM-DD. */
  b: ymd('日期'),
});
export const ZAttendanceConfig = z.object({
  userId: z.string(),
  userName: z.string(),
  deptName: z.string().nullable(),
  rule: ZAttendanceRule,
  day: ZAttendanceDay,
});
export type TAttendanceConfig = z.infer<typeof ZAttendanceConfig>;

export const ZAttendanceCalParams = z.object({
  /** The first day: YYYY-MM-DD or an ISO date-time (its China date). */
  datetime: z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), '日期格式不正确'),
  n: z.coerce.number({ error: '天数不正确' }).int('天数不正确').min(1, '天数应为1-62').max(62, '天数应为1-62'),
});

export const ZAttendanceSignBody = z.object({
  /** in: 上班签到 (once a day); out: 下班签退 (the last one counts). Absent: in when not yet signed in, else out. */
  kind: z.enum(['in', 'out']).optional(),
  place: z.string().max(200, '打卡地点不能超过200字').nullish(),
}).nullish();

export const ZAttendanceCalculate = z.object({
  month,
  deptId: z.string().max(64).optional(),
  keyword: z.string().max(50).optional(),
  ...page,
});
/** One person's month (考勤统计). */
export const ZAttendanceMonthRow = z.object({
  userId: z.string(),
  userName: z.string(),
  userNo: z.string().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  ruleName: z.string(),
  /** Working days of the month under the person's rule and the calendar. */
  workDays: z.number(),
  /** Working days signed (at least once). */
  attendDays: z.number(),
  normalDays: z.number(),
  lateTimes: z.number(),
  lateMinutes: z.number(),
  earlyTimes: z.number(),
  earlyMinutes: z.number(),
  missingTimes: z.number(),
  absentDays: z.number(),
  leaveDays: z.number(),
  tripDays: z.number(),
});
export type TAttendanceMonthRow = z.infer<typeof ZAttendanceMonthRow>;

export const ZAttendanceDetailQuery = z.object({ userId: z.string().min(1, '请选择人员').max(64), month });

export const attendanceApi = {
  signConfig: defineCall({
    method: 'GET', path: '/b/attendance/sign/config/:a/:b', tags, summary: '打卡配置：某人（me 为本人）某日适用的考勤规则、日历与当日打卡',
    params: ZAttendanceConfigParams, data: ZAttendanceConfig,
  }),
  signCal: defineCall({
    method: 'GET', path: '/b/attendance/sign/cal/:datetime/:n', tags, summary: '本人考勤日历：自某日起 n 天（≤62）的打卡与考勤结果',
    params: ZAttendanceCalParams, data: z.array(ZAttendanceDay),
  }),
  sign: defineCall({
    method: 'POST', path: '/b/attendance/sign', tags, summary: '本人打卡（上班签到 / 下班签退，以服务器时间为准）',
    body: ZAttendanceSignBody, data: ZAttendanceDay,
  }),
  calculate: defineCall({
    method: 'POST', path: '/b/attendance/calculate', tags, summary: '月度考勤计算：数据权限内每人一行',
    body: ZAttendanceCalculate, data: z.array(ZAttendanceMonthRow), paged: true,
  }),
  detail: defineCall({
    method: 'POST', path: '/b/attendance/detail', tags, summary: '某人某月每日考勤明细（数据权限内）',
    body: ZAttendanceDetailQuery, data: z.array(ZAttendanceDay),
  }),
  tripList: defineCall({
    method: 'POST', path: '/b/trip/queryList', tags, summary: '出差记录列表（出差申请单，按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZFormRow), paged: true,
  }),
  leaveList: defineCall({
    method: 'POST', path: '/b/leave/queryList', tags, summary: '请假记录列表（请假申请单，按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZFormRow), paged: true,
  }),
};
