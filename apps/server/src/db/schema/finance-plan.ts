import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Finance, fourth slice (issue 17): project tracking (项目跟踪, the business before its contract:
 * money may be claimed on it) and objectives (OKR goals split company → department → person,
 * annual and monthly income targets, measured against recognised income). Money is numeric(18,2).
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/**
 * 项目跟踪: a prospective business. `status` 0 待确认, 1 跟踪中, 2 已放弃 (TRACKING_STATUS);
 * `sign_status` 0 未签约, 1 已签约 (then `contract_id`), 2 未中标. Money claimed on it
 * (claim kind `business`) never exceeds `expected_amount` when one is set.
 */
export const finProjectTracking = pgTable('fin_project_tracking', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  customer: text('customer'),
  businessType: integer('business_type').notNull().default(1),
  expectedAmount: money('expected_amount'),
  /** The owner's department (data scope). */
  deptId: text('dept_id'),
  ownerId: text('owner_id'),
  status: integer('status').notNull().default(0),
  signStatus: integer('sign_status').notNull().default(0),
  contractId: text('contract_id'),
  giveUpReason: text('give_up_reason'),
  followDate: date('follow_date', { mode: 'string' }),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_project_tracking_code_uq').on(t.tenantId, t.code),
  index('fin_project_tracking_dept_idx').on(t.tenantId, t.deptId),
  check('fin_project_tracking_status_ck', sql`${t.status} in (0, 1, 2) and ${t.signStatus} in (0, 1, 2)`),
  check('fin_project_tracking_signed_ck', sql`${t.signStatus} <> 1 or ${t.contractId} is not null`),
  check('fin_project_tracking_amount_ck', sql`${t.expectedAmount} is null or ${t.expectedAmount} > 0`),
  tenantPolicy(t),
]).enableRLS();

/**
 * An objective (OKR 目标) of a year: `level` company (no parent), dept (parent: the company goal),
 * person (parent: the goal of the person's department). `target` is the year's income target,
 * `month_targets` its 12 monthly targets (Σ = target). The children of a goal never add up to
 * more than it (checked with the parent row locked). One goal per (year, level, dept, user).
 */
export const finOkrGoal = pgTable('fin_okr_goal', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  parentId: text('parent_id'),
  level: text('level').notNull(),
  year: integer('year').notNull(),
  deptId: text('dept_id'),
  userId: text('user_id'),
  name: text('name').notNull(),
  target: money('target').notNull(),
  monthTargets: numeric('month_targets', { precision: 18, scale: 2, mode: 'number' }).array().notNull(),
  keyResults: text('key_results'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('fin_okr_goal_owner_uq').on(t.tenantId, t.year, t.level, sql`coalesce(${t.deptId}, '')`, sql`coalesce(${t.userId}, '')`),
  index('fin_okr_goal_parent_idx').on(t.tenantId, t.parentId),
  check('fin_okr_goal_level_ck', sql`(${t.level} = 'company' and ${t.parentId} is null and ${t.deptId} is null and ${t.userId} is null)
    or (${t.level} = 'dept' and ${t.parentId} is not null and ${t.deptId} is not null and ${t.userId} is null)
    or (${t.level} = 'person' and ${t.parentId} is not null and ${t.userId} is not null)`),
  check('fin_okr_goal_target_ck', sql`${t.target} >= 0 and cardinality(${t.monthTargets}) = 12`),
  tenantPolicy(t),
]).enableRLS();

/**
 * 计划方式: how a year's company objective is handed down to the departments. `method` share (each
 * department a percentage of the company goal, Σ ≤ 100), last_year (in proportion to each department's
 * recognised income of the year before) or manual (split by hand on the objectives tree). `shares`
 * holds the percentages of `share`; `applied_at` the last time the method was applied to the tree.
 */
export const finOkrPlanMethod = pgTable('fin_okr_plan_method', {
  tenantId: tenantId(),
  year: integer('year').notNull(),
  method: text('method').notNull(),
  shares: jsonb('shares').$type<{ deptId: string; share: number }[]>().notNull().default([]),
  remark: text('remark'),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  appliedBy: text('applied_by'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.year] }),
  check('fin_okr_plan_method_ck', sql`${t.method} in ('share', 'last_year', 'manual')`),
  tenantPolicy(t),
]).enableRLS();
