import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Engineering supervision, safety part (issue 16; spec 2 §2, §3; domain/supervision.md §2.1,
 * §2.3, §3): 工程暂停令 and 复工申请 (approval flow), the 危大工程 registry, the deadline-reminder
 * log and 监理实施细则. Every row copies its project's department (data scope 'sup_project').
 */

/**
 * 工程暂停令 (GB/T 50319 A.0.5). state: STOPPED 停工中 → APPLYING 复工申请中 (a resume application
 * runs its flow) → RESUMED 已复工 (approved); a rejected or withdrawn application puts it back to STOPPED.
 */
export const supStopWork = pgTable('sup_stop_work', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  /** TGL-<year>-<seq>: gapless per tenant and year (numbering.ts). */
  code: text('code').notNull(),
  year: integer('year').notNull(),
  seq: integer('seq').notNull(),
  /** STOP_WORK_LEVEL: 1 全面停工, 2 局部停工, 3 工序停工. */
  level: text('level').notNull(),
  /** STOP_WORK_REASON (GB/T 50319 §6.2.2). */
  reasonType: text('reason_type'),
  reason: text('reason').notNull(),
  constructionUnitName: text('construction_unit_name'),
  /** Scope: a unit project and optionally a division/part of the structure tree. */
  unitNodeId: text('unit_node_id'),
  partNodeId: text('part_node_id'),
  stopWorkRange: text('stop_work_range').notNull(),
  /** 暂停起始 (YYYY-MM-DD HH:mm, China time). */
  stopDate: text('stop_date').notNull(),
  /** 整改期限. */
  rectificationDate: date('rectification_date', { mode: 'string' }),
  requirement: text('requirement'),
  /** Problems this order escalates (sup_problem ids). */
  problemIds: jsonb('problem_ids').$type<string[]>().notNull().default([]),
  hazardId: text('hazard_id'),
  state: text('state').notNull(),
  resumeDate: date('resume_date', { mode: 'string' }),
  issuedBy: text('issued_by'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_stop_work_code_uq').on(t.tenantId, t.code),
  index('sup_stop_work_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();

/** 工程复工报审表 (GB/T 50319 B.0.3), approved through the flow engine (status: FLOW_RECORD_STATUS). */
export const supResumeWork = pgTable('sup_resume_work', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  stopWorkId: text('stop_work_id').notNull(),
  /** FGSQ-<year>-<seq>. */
  code: text('code').notNull(),
  resumeDate: date('resume_date', { mode: 'string' }).notNull(),
  /** 工程部审核人 (sys_user.id): the flow's second step. */
  reviewerId: text('reviewer_id'),
  stopReason: text('stop_reason'),
  resumeConditions: text('resume_conditions').notNull(),
  rectificationOpinion: text('rectification_opinion'),
  submitTime: timestamp('submit_time', { withTimezone: true, mode: 'date' }),
  status: integer('status').notNull().default(0),
  procInstId: text('proc_inst_id'),
  curNodeName: text('cur_node_name'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_resume_work_code_uq').on(t.tenantId, t.code),
  index('sup_resume_work_stop_idx').on(t.tenantId, t.stopWorkId),
  tenantPolicy(t),
]).enableRLS();

/**
 * 危大工程 registry entry (住建部令第37号; 建办质〔2018〕31号). level 1 危大 / 2 超危大 is decided by the
 * server from the entered parameters (hazard-rules.ts); status: HAZARD_STATUS dictionary values.
 */
export const supHazard = pgTable('sup_hazard', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  name: text('name').notNull(),
  /** Top-level HAZARD_CATEGORY value ('01' 基坑 … '07' 其它). */
  category: text('category').notNull(),
  /** Sub-item of the category (HAZARD_CATEGORY child value) that the parameters hit. */
  categoryItem: text('category_item'),
  params: jsonb('params').$type<Record<string, number>>().notNull().default({}),
  /** The user states 超过一定规模 for a category without numeric thresholds (拆除, 暗挖, 水下 …). */
  qualitativeSuper: boolean('qualitative_super').notNull().default(false),
  level: integer('level').notNull(),
  /** Why: the thresholds reached, e.g. 搭设高度 9m ≥ 8m. */
  levelReason: text('level_reason').notNull(),
  unitNodeId: text('unit_node_id'),
  partNodeId: text('part_node_id'),
  status: integer('status').notNull().default(1),
  scheme: text('scheme'),
  schemeReviewDate: date('scheme_review_date', { mode: 'string' }),
  expertDate: date('expert_date', { mode: 'string' }),
  /** EXPERT_VERDICT: 1 通过, 2 修改后通过, 3 不通过. */
  expertVerdict: integer('expert_verdict'),
  expertNames: text('expert_names'),
  expertOpinion: text('expert_opinion'),
  planDate: date('plan_date', { mode: 'string' }),
  actualDate: date('actual_date', { mode: 'string' }),
  acceptDate: date('accept_date', { mode: 'string' }),
  acceptStaff: text('accept_staff'),
  clearDate: date('clear_date', { mode: 'string' }),
  clearStaffId: text('clear_staff_id'),
  stopDate: date('stop_date', { mode: 'string' }),
  workDate: date('work_date', { mode: 'string' }),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_hazard_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();

/** Deadline reminders sent: one row per problem and stage ('due' the day before, 'overdue'), so each is sent once. */
export const supProblemReminder = pgTable('sup_problem_reminder', {
  tenantId: tenantId(),
  problemId: text('problem_id').notNull(),
  stage: text('stage').notNull(),
  /** The deadline it was sent for: a new deadline reminds again. */
  deadline: date('deadline', { mode: 'string' }).notNull(),
  sentDate: timestamp('sent_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.problemId, t.stage, t.deadline] }), tenantPolicy(t)]).enableRLS();

/**
 * 监理实施细则 (spec 2 §2, §3): basic info, cover and content files (file_item), fileStatus '1' 受控 /
 * '2' 非受控, approval flow (status: FLOW_RECORD_STATUS).
 */
export const supRule = pgTable('sup_rule', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  name: text('name').notNull(),
  staffId: text('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  fileStatus: text('file_status').notNull().default('2'),
  remark: text('remark'),
  status: integer('status').notNull().default(0),
  procInstId: text('proc_inst_id'),
  curNodeName: text('cur_node_name'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_rule_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();
