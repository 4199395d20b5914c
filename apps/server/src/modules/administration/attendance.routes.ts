import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceApi as A } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { formRecords } from '../form/index.js';
import { ATTENDANCE_RIGHT, calculate, detail, sign, signCal, signConfig } from './attendance.service.js';

/** Attendance calls (spec 2 §7, spec 3 §7; issue 18): own signs and calendar, the month computation, leave and trip lists. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everybody's own attendance (个人考勤, hr:attendance); another person's config also needs adm:attendance and the scope.
  const own = 'hr:attendance:view';
  route(app, A.signConfig, { config: { permission: own } }, async (req) => ok(await req.tx((tx) => signConfig(tx, req.actor(), req.params.a, req.params.b))));
  route(app, A.signCal, { config: { permission: own } }, async (req) => ok(await req.tx((tx) => signCal(tx, req.actor(), req.params.datetime, req.params.n))));
  route(app, A.sign, { config: { permission: own } }, async (req) => {
    const day = await req.tx((tx) => sign(tx, req.actor(), req.body));
    return ok(day, { msg: day.signOut ? '签退成功' : '签到成功' });
  });

  // 考勤统计 (adm:attendance): people under the data menu adm_attendance.
  route(app, A.calculate, { config: { permission: ATTENDANCE_RIGHT } }, async (req) => {
    const p = await req.tx((tx) => calculate(tx, req.actor(), req.body));
    return ok(p.rows, { total: p.total });
  });
  route(app, A.detail, { config: { permission: ATTENDANCE_RIGHT } }, async (req) => ok(await req.tx((tx) => detail(tx, req.actor(), req.body))));

  // The trip and leave records: the forms' lists (their rights and data scopes, checked by the form runtime).
  route(app, A.tripList, {}, async (req) => {
    const p = await req.tx((tx) => formRecords.list(tx, req.actor(), 'business_trip', req.body ?? {}));
    return ok(p.rows, { total: p.total });
  });
  route(app, A.leaveList, {}, async (req) => {
    const p = await req.tx((tx) => formRecords.list(tx, req.actor(), 'leave_request', req.body ?? {}));
    return ok(p.rows, { total: p.total });
  });
};
