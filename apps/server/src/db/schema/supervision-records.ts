import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Supervision records (spec 2 §3 Supervision record, §4; domain/supervision.md §1 监理日志, §5):
 * patrol (巡视, type 1) and side-station (旁站, type 2) records, the weather a user entered for a
 * project and day, and the daily supervision log (监理日志, one per project and day). Every row
 * copies its project's department so the 'sup_project' data scope is one column test.
 */

/** 巡视 (1) / 旁站 (2) record. status 0 未发起 (draft), 1 已发起 (submitted: no more edits). */
export const supRecord = pgTable('sup_record', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  type: integer('type').notNull(),
  recordDate: date('record_date', { mode: 'string' }).notNull(),
  /** 单位工程 and optional 分部/部位 of the project structure. */
  projectNodeId: text('project_node_id'),
  patrolNodeId: text('patrol_node_id'),
  /** 巡视: area (巡视区域/部位), situation (巡视情况), problems (发现问题). */
  area: text('area'),
  situation: text('situation'),
  problemText: text('problem_text'),
  /** 旁站 (GB/T 50319 A.0.6): 部位, 工序, 开始/结束时间 (YYYY-MM-DD HH:mm), 施工情况, 监理情况, 发现问题及处理. */
  part: text('part'),
  process: text('process'),
  startTime: text('start_time'),
  endTime: text('end_time'),
  constructionSituation: text('construction_situation'),
  supervisionSituation: text('supervision_situation'),
  problemHandling: text('problem_handling'),
  weather: text('weather'),
  remark: text('remark'),
  status: integer('status').notNull().default(0),
  submittedDate: timestamp('submitted_date', { withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_record_project_idx').on(t.tenantId, t.projectId, t.recordDate),
  index('sup_record_dept_idx').on(t.tenantId, t.deptId),
  tenantPolicy(t),
]).enableRLS();

/** Weather of a project's day as a user entered it (the built-in weather provider reads it). */
export const supWeather = pgTable('sup_weather', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  /** 晴, 多云, 阴, 小雨, … */
  dayWtype: text('day_wtype').notNull(),
  tempLow: numeric('temp_low', { precision: 5, scale: 1 }),
  tempHigh: numeric('temp_high', { precision: 5, scale: 1 }),
  wind: text('wind'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_weather_day_uq').on(t.tenantId, t.projectId, t.day),
  tenantPolicy(t),
]).enableRLS();

/** 监理日志: one per project and day; signed (signer, time) → read-only. */
export const supDailyLog = pgTable('sup_daily_log', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  logDate: date('log_date', { mode: 'string' }).notNull(),
  weather: text('weather'),
  siteSituation: text('site_situation'),
  workDone: text('work_done'),
  problems: text('problems'),
  instructions: text('instructions'),
  other: text('other'),
  signedBy: text('signed_by'),
  signedName: text('signed_name'),
  signedDate: timestamp('signed_date', { withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_daily_log_day_uq').on(t.tenantId, t.projectId, t.logDate),
  index('sup_daily_log_dept_idx').on(t.tenantId, t.deptId),
  tenantPolicy(t),
]).enableRLS();
