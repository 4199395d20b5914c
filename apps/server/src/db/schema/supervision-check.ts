import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Supervision checks and check items (spec 2 §3 Score item, Check item, Person exit plan row; §4
 * scoring row states; domain/supervision.md §4 JGJ 59-2011). Every row copies its project's
 * department so the 'sup_project' data scope is one column test, as for the records and ledgers.
 */

/** A check of a project: 'cms' company check (公司检查) or 'pms' project check (项目检查); its JGJ 59 result is kept on it. */
export const supCheck = pgTable('sup_check', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  scope: text('scope').notNull(),
  name: text('name').notNull(),
  checkDate: date('check_date', { mode: 'string' }).notNull(),
  /** Summary (汇总表) after the last scoring; null until a table is scored. */
  total: numeric('total', { precision: 6, scale: 2, mode: 'number' }),
  grade: text('grade'),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_check_project_idx').on(t.tenantId, t.projectId, t.scope, t.checkDate),
  tenantPolicy(t),
]).enableRLS();

/** One JGJ 59 item of a check table added to a check: the points deducted (null = not scored yet) or 缺项. */
export const supCheckRow = pgTable('sup_check_row', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  checkId: text('check_id').notNull(),
  tableCode: text('table_code').notNull(),
  itemCode: text('item_code').notNull(),
  deduction: numeric('deduction', { precision: 6, scale: 2, mode: 'number' }),
  na: boolean('na').notNull().default(false),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_check_row_item_uq').on(t.tenantId, t.checkId, t.itemCode),
  tenantPolicy(t),
]).enableRLS();

/**
 * A check item of a source (a patrol/side-station record or a check): what was checked on which
 * unit project and part, the opinion, qualified or not. status 1 saved, 2 removed (hidden).
 */
export const supCheckItem = pgTable('sup_check_item', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  sourceId: text('source_id').notNull(),
  /** 'record' | 'check'. */
  sourceType: text('source_type').notNull(),
  checkCategory: text('check_category'),
  /** The catalogue item it was picked from (JGJ 59 item code), if any. */
  nodeItemCode: text('node_item_code'),
  checkContent: text('check_content').notNull(),
  checkOpinion: text('check_opinion'),
  qualified: boolean('qualified'),
  projectNodeId: text('project_node_id'),
  patrolNodeId: text('patrol_node_id'),
  score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
  status: integer('status').notNull().default(1),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_check_item_source_idx').on(t.tenantId, t.sourceId, t.createdDate),
  index('sup_check_item_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();

/** A person of a 人员计划退场 plan (the exitPlan ledger row `planId`). */
export const supExitPlanStaff = pgTable('sup_exit_plan_staff', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  planId: text('plan_id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  memberId: text('member_id'),
  name: text('name').notNull(),
  sex: text('sex'),
  birthDay: date('birth_day', { mode: 'string' }),
  edu: text('edu'),
  ranks: text('ranks'),
  entryProjectDate: date('entry_project_date', { mode: 'string' }),
  stationInfo: text('station_info'),
  exitProjectDate: date('exit_project_date', { mode: 'string' }),
  purpose: text('purpose'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_exit_plan_staff_plan_idx').on(t.tenantId, t.planId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();
