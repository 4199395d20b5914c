import { sql } from 'drizzle-orm';
import {
  boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Approval engine (ARCHITECTURE §6): definitions and immutable versions, running instances,
 * node runs (one per entry into a node), tasks (one per operator), the append-only audit log,
 * transfer log, follows, relations, delegations and the notification outbox.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A flow definition (processCode = `code`); its published versions live in wf_version. */
export const wfDefinition = pgTable('wf_definition', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** Process key (processCode / procdef key), unique per tenant. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Start-flow dialog group (dict process-left-group value). */
  category: text('category'),
  /** FLOW_TYPE value when the definition is one of the contract flow types. */
  flowType: integer('flow_type'),
  /** Business type the definition serves (e.g. 'contract'); null for free-standing flows. */
  businessType: text('business_type'),
  /** The latest published version; null until first published. */
  currentVersionId: text('current_version_id'),
  /** Draft tree being edited (not yet published). */
  draft: jsonb('draft').$type<unknown>(),
  sort: integer('sort').notNull().default(0),
  /** 1 active, 0 suspended (cannot be started). */
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('wf_definition_code_uq').on(t.tenantId, t.code),
  tenantPolicy(t),
]).enableRLS();

/** A published, immutable version: the node tree as designed and the compiled graph. */
export const wfVersion = pgTable('wf_version', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  definitionId: text('definition_id').notNull(),
  version: integer('version').notNull(),
  tree: jsonb('tree').$type<unknown>().notNull(),
  graph: jsonb('graph').$type<unknown>().notNull(),
  /** Definition-wide options (resubmit straight back, ...). */
  options: jsonb('options').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  publishedBy: text('published_by'),
  publishedDate: ts('published_date').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.definitionId], foreignColumns: [wfDefinition.tenantId, wfDefinition.id], name: 'wf_version_definition_fk' }).onDelete('cascade'),
  uniqueIndex('wf_version_number_uq').on(t.tenantId, t.definitionId, t.version),
  tenantPolicy(t),
]).enableRLS();

/** A running (or finished) flow. status: running | approved | rejected | withdrawn | terminated. */
export const wfInstance = pgTable('wf_instance', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  definitionId: text('definition_id').notNull(),
  versionId: text('version_id').notNull(),
  name: text('name').notNull(),
  /** Business record binding (contract, cost, ...); both null for a form-only flow. */
  businessType: text('business_type'),
  businessId: text('business_id'),
  initiatorId: text('initiator_id').notNull(),
  initiatorDeptId: text('initiator_dept_id'),
  status: text('status').notNull().default('running'),
  formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** Operators chosen ahead of time per node id (initiator chooses / PUT operators). */
  chosenOperators: jsonb('chosen_operators').$type<Record<string, string[]>>().notNull().default(sql`'{}'::jsonb`),
  /** Parent instance of a sub-process. */
  parentId: text('parent_id'),
  /** Names of the nodes currently active (list display; the truth is wf_node_run). */
  currentNodeNames: text('current_node_names'),
  startedDate: ts('started_date').notNull().defaultNow(),
  endedDate: ts('ended_date'),
  /** Administrator's soft delete: the audit trail stays. */
  deleted: boolean('deleted').notNull().default(false),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.definitionId], foreignColumns: [wfDefinition.tenantId, wfDefinition.id], name: 'wf_instance_definition_fk' }),
  foreignKey({ columns: [t.tenantId, t.versionId], foreignColumns: [wfVersion.tenantId, wfVersion.id], name: 'wf_instance_version_fk' }),
  index('wf_instance_initiator_idx').on(t.tenantId, t.initiatorId, t.startedDate),
  // A business record has at most one running flow.
  uniqueIndex('wf_instance_business_running_uq').on(t.tenantId, t.businessType, t.businessId)
    .where(sql`${t.status} = 'running' and ${t.businessId} is not null`),
  index('wf_instance_business_idx').on(t.tenantId, t.businessType, t.businessId),
  // Task lists exclude deleted instances (not exists ... deleted): a tiny index instead of a scan of all instances.
  index('wf_instance_deleted_idx').on(t.tenantId, t.id).where(sql`${t.deleted}`),
  tenantPolicy(t),
]).enableRLS();

/**
 * One entry into a node. (instance, node, round) is unique: a node cannot be entered twice for
 * the same round however requests interleave. entered: start | forward | return | resubmit | withdraw.
 * status: active | waiting (join) | done | returned | rejected | cancelled.
 */
export const wfNodeRun = pgTable('wf_node_run', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  instanceId: text('instance_id').notNull(),
  nodeId: text('node_id').notNull(),
  nodeName: text('node_name').notNull(),
  nodeType: text('node_type').notNull(),
  round: integer('round').notNull(),
  /** Order of entry within the instance (commands on one instance are serialized by its lock). */
  seq: integer('seq').notNull(),
  entered: text('entered').notNull(),
  status: text('status').notNull(),
  /** Node run that sent the flow here (the one submitted or returning). */
  fromRunId: text('from_run_id'),
  /** Set on a run entered by a return: the node to go straight back to on resubmit. */
  returnToNodeId: text('return_to_node_id'),
  /** Sub-process node: the child instance it started. */
  subInstanceId: text('sub_instance_id'),
  /** Join bookkeeping: branches arrived so far. */
  arrived: integer('arrived').notNull().default(0),
  startedDate: ts('started_date').notNull().defaultNow(),
  endedDate: ts('ended_date'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_node_run_instance_fk' }).onDelete('cascade'),
  uniqueIndex('wf_node_run_round_uq').on(t.tenantId, t.instanceId, t.nodeId, t.round),
  tenantPolicy(t),
]).enableRLS();

/**
 * A task of one operator. kind: normal | handover | forward | consult | addsign | cc.
 * status: pending | queued (sequential, not yet its turn) | waiting (consulting others) | done |
 * cancelled | transferred (handed over). delegation_state: null, or 'delegated' when the
 * assignee is the deputy of owner_id.
 */
export const wfTask = pgTable('wf_task', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  instanceId: text('instance_id').notNull(),
  nodeRunId: text('node_run_id').notNull(),
  nodeId: text('node_id').notNull(),
  nodeName: text('node_name').notNull(),
  kind: text('kind').notNull().default('normal'),
  status: text('status').notNull().default('pending'),
  assigneeId: text('assignee_id').notNull(),
  /** The user the task belongs to when a deputy holds it (delegation while away). */
  ownerId: text('owner_id'),
  delegationState: text('delegation_state'),
  /** Consult / forward tasks: the task that asked. */
  parentTaskId: text('parent_task_id'),
  /** Sequential order within the node run. */
  seq: integer('seq').notNull().default(0),
  /** agree | reject | return | handover | read | answer | cancel. */
  outcome: text('outcome'),
  opinion: text('opinion'),
  /** Saved draft (暂存): opinion and form data not yet submitted. */
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  topic: text('topic'),
  dueDate: ts('due_date'),
  expiryNotified: boolean('expiry_notified').notNull().default(false),
  createdDate: ts('created_date').notNull().defaultNow(),
  doneDate: ts('done_date'),
  doneBy: text('done_by'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_task_instance_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.nodeRunId], foreignColumns: [wfNodeRun.tenantId, wfNodeRun.id], name: 'wf_task_node_run_fk' }).onDelete('cascade'),
  // To-do list: my pending tasks, newest first.
  index('wf_task_todo_idx').on(t.tenantId, t.assigneeId, t.status, t.createdDate),
  // The to-do page (pending or waiting, newest first) read straight off an index, 50 rows at a
  // time, however many tasks the holder has (bench/workflow.ts: 100 ms → 1 ms at 10k open tasks).
  // Kind and instance trail the unique id (no effect on the order): the to-do filter (kind, the
  // deleted-instance anti-join) and its exact count read the index alone (index-only scan).
  index('wf_task_open_idx').on(t.tenantId, t.assigneeId, t.createdDate, t.id, t.kind, t.instanceId).where(sql`${t.status} in ('pending', 'waiting')`),
  index('wf_task_done_idx').on(t.tenantId, t.doneBy, t.doneDate),
  index('wf_task_instance_idx').on(t.tenantId, t.instanceId, t.status),
  index('wf_task_run_idx').on(t.tenantId, t.nodeRunId),
  tenantPolicy(t),
]).enableRLS();

/**
 * Append-only history of every action (opinions included). request_id is unique per tenant:
 * a repeated request finds its first answer in `result`.
 */
export const wfAuditLog = pgTable('wf_audit_log', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  instanceId: text('instance_id').notNull(),
  taskId: text('task_id'),
  nodeRunId: text('node_run_id'),
  nodeId: text('node_id'),
  nodeName: text('node_name'),
  userId: text('user_id'),
  /** start | draft | agree | reject | return | resubmit | handover | forward | consult | answer | read | withdraw | urge | terminate | delete | addsign | auto. */
  action: text('action').notNull(),
  agree: boolean('agree'),
  opinion: text('opinion'),
  requestId: text('request_id'),
  result: jsonb('result').$type<unknown>(),
  createdDate: ts('created_date').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_audit_log_instance_fk' }).onDelete('cascade'),
  uniqueIndex('wf_audit_log_request_uq').on(t.tenantId, t.requestId),
  index('wf_audit_log_instance_idx').on(t.tenantId, t.instanceId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();

/** Hand over (1), pass on (2) and consult (3) records (adjustLog / passOnLog / consultLog). */
export const wfTransferLog = pgTable('wf_transfer_log', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  instanceId: text('instance_id').notNull(),
  taskId: text('task_id').notNull(),
  type: integer('type').notNull(),
  fromUserId: text('from_user_id').notNull(),
  toUserIds: text('to_user_ids').array().notNull(),
  topic: text('topic'),
  remark: text('remark'),
  createdDate: ts('created_date').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_transfer_log_instance_fk' }).onDelete('cascade'),
  index('wf_transfer_log_instance_idx').on(t.tenantId, t.instanceId),
  tenantPolicy(t),
]).enableRLS();

/** A user follows (关注) an instance. */
export const wfFollow = pgTable('wf_follow', {
  tenantId: tenantId(),
  userId: text('user_id').notNull(),
  instanceId: text('instance_id').notNull(),
  createdDate: ts('created_date').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId, t.instanceId] }),
  foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_follow_instance_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** Related flows (flow-related tab); kind 'related' or 'subprocess'. */
export const wfRelation = pgTable('wf_relation', {
  tenantId: tenantId(),
  instanceId: text('instance_id').notNull(),
  relatedId: text('related_id').notNull(),
  kind: text('kind').notNull().default('related'),
  createdDate: ts('created_date').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.instanceId, t.relatedId] }),
  foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_relation_instance_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.relatedId], foreignColumns: [wfInstance.tenantId, wfInstance.id], name: 'wf_relation_related_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** Delegation while away: tasks for user_id go to deputy_id between start and end. */
export const wfDelegation = pgTable('wf_delegation', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  userId: text('user_id').notNull(),
  deputyId: text('deputy_id').notNull(),
  startDate: ts('start_date').notNull(),
  endDate: ts('end_date').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('wf_delegation_user_idx').on(t.tenantId, t.userId, t.startDate),
  tenantPolicy(t),
]).enableRLS();

/**
 * Notifications written in the command's transaction; the messages issue delivers them.
 * kind: task | returned | approved | rejected | urged | expiring | cc | forward | consult.
 */
export const wfOutbox = pgTable('wf_outbox', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  kind: text('kind').notNull(),
  userId: text('user_id').notNull(),
  instanceId: text('instance_id').notNull(),
  taskId: text('task_id'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdDate: ts('created_date').notNull().defaultNow(),
  deliveredDate: ts('delivered_date'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('wf_outbox_pending_idx').on(t.tenantId, t.createdDate).where(sql`${t.deliveredDate} is null`),
  index('wf_outbox_instance_idx').on(t.tenantId, t.instanceId),
  tenantPolicy(t),
]).enableRLS();
