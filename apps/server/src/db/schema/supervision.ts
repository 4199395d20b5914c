import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Engineering supervision (spec 2 §2 Supervision, §3; domain/supervision.md). A supervision
 * project (监理项目) owns its structure tree, its members, its problems and its 监理通知单.
 * Problems and notices copy the project's department so the data scope ('sup_project') is one
 * column test on every list.
 */

/** 监理项目: the supervised business. `deptId` is the implementing project department (data scope). */
export const supProject = pgTable('sup_project', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Linked contract (ct_contract.id), optional. */
  contractId: text('contract_id'),
  /** 总监理工程师 (sys_user.id). */
  directorId: text('director_id'),
  deptId: text('dept_id'),
  ownerUnit: text('owner_unit'),
  constructionUnit: text('construction_unit'),
  address: text('address'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  /** 1 在建, 2 停工, 3 竣工. */
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_project_code_uq').on(t.tenantId, t.code),
  index('sup_project_dept_idx').on(t.tenantId, t.deptId),
  tenantPolicy(t),
]).enableRLS();

/** Participants / business members of a project (spec 2 §3): on duty, entry date, unit. */
export const supProjectMember = pgTable('sup_project_member', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  /** The member's account when they have one: members see their projects. */
  userId: text('user_id'),
  staffName: text('staff_name').notNull(),
  positionName: text('position_name'),
  unitName: text('unit_name'),
  entryDate: date('entry_date', { mode: 'string' }),
  workContent: text('work_content'),
  isOnDuty: boolean('is_on_duty').notNull().default(true),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_project_member_project_idx').on(t.tenantId, t.projectId),
  index('sup_project_member_user_idx').on(t.tenantId, t.userId),
  tenantPolicy(t),
]).enableRLS();

/** Project structure: 1 unit project (单位工程) → 2 division (分部) → 3 part (部位). */
export const supProjectNode = pgTable('sup_project_node', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  parentId: text('parent_id'),
  nodeType: integer('node_type').notNull(),
  name: text('name').notNull(),
  /** A unit project's type (房屋建筑, 市政道路, …): projectUnitTypeGroupList groups by it. */
  unitType: text('unit_type'),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_project_node_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();

/** Problem ledger (spec 2 §3 Problem): problemStatus 0 未整改 / 1 已整改; closed only by its notice. */
export const supProblem = pgTable('sup_problem', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** businessId of the spec: the project. */
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  code: text('code').notNull(),
  name: text('name').notNull(),
  problemType: text('problem_type'),
  projectNodeId: text('project_node_id'),
  patrolNodeId: text('patrol_node_id'),
  problemDiscovererId: text('problem_discoverer_id'),
  /** Copied at save (the ledger filters on it without reading the user table). */
  problemDiscovererName: text('problem_discoverer_name'),
  problemDiscoverDate: date('problem_discover_date', { mode: 'string' }).notNull(),
  rectifyDeadline: date('rectify_deadline', { mode: 'string' }),
  serious: boolean('serious').notNull().default(false),
  requirement: text('requirement'),
  problemStatus: integer('problem_status').notNull().default(0),
  reviewOpinion: integer('review_opinion'),
  /** The 监理通知单 that sent it to the contractor. */
  refBillId: text('ref_bill_id'),
  refBillNo: text('ref_bill_no'),
  sourceType: text('source_type'),
  sourceId: text('source_id'),
  checkItemId: text('check_item_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_problem_code_uq').on(t.tenantId, t.code),
  index('sup_problem_project_idx').on(t.tenantId, t.projectId, t.updatedDate),
  index('sup_problem_bill_idx').on(t.tenantId, t.refBillId),
  index('sup_problem_dept_idx').on(t.tenantId, t.deptId),
  // A check item's and a source's problem counts (check-item lists, score sheets, record pages).
  index('sup_problem_check_item_idx').on(t.tenantId, t.checkItemId),
  index('sup_problem_source_idx').on(t.tenantId, t.sourceId),
  tenantPolicy(t),
]).enableRLS();

/**
 * 监理通知单 (GB/T 50319 A.0.3) and its 回复单 (B.0.9) loop. state: ISSUED → REPLIED → CLOSED
 * (review 1) | RETURNED → REPLIED (review 2) | RECHECK → CLOSED | RETURNED (review 3, then 1 or 2).
 */
export const supNotice = pgTable('sup_notice', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  /** notice (监理通知单) | safety (安全隐患通知单) | contact (工作联系单): SUP_DOC_TYPE. */
  docType: text('doc_type').notNull().default('notice'),
  /** <prefix>-<year>-<seq, 4 digits>: one gapless sequence per tenant, document type and year. */
  code: text('code').notNull(),
  year: integer('year').notNull(),
  seq: integer('seq').notNull(),
  subject: text('subject').notNull(),
  content: text('content'),
  rectifyDeadline: date('rectify_deadline', { mode: 'string' }),
  state: text('state').notNull(),
  issuedBy: text('issued_by'),
  issuedDate: timestamp('issued_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  replyContent: text('reply_content'),
  replyBy: text('reply_by'),
  replyDate: timestamp('reply_date', { withTimezone: true, mode: 'date' }),
  reviewOpinion: integer('review_opinion'),
  reviewRemark: text('review_remark'),
  reviewBy: text('review_by'),
  reviewDate: timestamp('review_date', { withTimezone: true, mode: 'date' }),
  /** Replies so far. */
  rounds: integer('rounds').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sup_notice_code_uq').on(t.tenantId, t.code),
  uniqueIndex('sup_notice_seq_uq').on(t.tenantId, t.docType, t.year, t.seq),
  index('sup_notice_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();

/** The history of one notice: each reply and each review, in order. */
export const supNoticeEvent = pgTable('sup_notice_event', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  noticeId: text('notice_id').notNull(),
  /** 'issue' | 'reply' | 'review'. */
  kind: text('kind').notNull(),
  opinion: integer('opinion'),
  content: text('content'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_notice_event_notice_idx').on(t.tenantId, t.noticeId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();

/** Document-number counters: one row per kind and year, taken by an upsert (row lock, rolls back with the transaction). */
export const supDocCounter = pgTable('sup_doc_counter', {
  tenantId: tenantId(),
  kind: text('kind').notNull(),
  year: integer('year').notNull(),
  value: integer('value').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.year] }), tenantPolicy(t)]).enableRLS();

/** A scored JGJ 59 check of a project (pms) or the company (cms): rows are item id → deduction. */
export const supCheckScore = pgTable('sup_check_score', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  projectId: text('project_id').notNull(),
  deptId: text('dept_id'),
  scope: text('scope').notNull(),
  checkDate: date('check_date', { mode: 'string' }).notNull(),
  /** Sub-table code → item code → { deduction, na }. */
  scores: jsonb('scores').$type<Record<string, Record<string, { deduction: number; na?: boolean }>>>().notNull(),
  total: text('total').notNull(),
  grade: text('grade').notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sup_check_score_project_idx').on(t.tenantId, t.projectId),
  tenantPolicy(t),
]).enableRLS();
