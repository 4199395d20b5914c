import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TFormModel } from '@ecms/shared';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Online forms (issue 6). The definition holds the draft model the designer edits; publishing
 * records an immutable version and creates or alters the real table `frm_<code>` (created at
 * run time by modules/form/form-ddl.ts, not by migrations).
 */
export const frmDefinition = pgTable('frm_definition', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** Table suffix (FORM_CODE_RE); immutable after the first publish. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** form | list | treegrid. */
  kind: text('kind').notNull().default('list'),
  /** A value of the `form_group` dictionary. */
  groupId: text('group_id'),
  /** Approval flow (wf_definition.code) this form is the business content of. */
  processCode: text('process_code'),
  /** 1 enabled, 0 disabled. */
  status: integer('status').notNull().default(1),
  currentVersion: integer('current_version'),
  /**
   * Forms declared in code (modules' `forms`, defineForm): the declaration's version last synced
   * into this company; null for forms made in the designer. Hooks apply only to declared forms.
   */
  declaredVersion: integer('declared_version'),
  model: jsonb('model').$type<TFormModel>().notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('frm_definition_code_uq').on(t.tenantId, t.code),
  index('frm_definition_group_idx').on(t.tenantId, t.groupId),
  tenantPolicy(t),
]).enableRLS();

/** Published versions: never updated. */
export const frmVersion = pgTable('frm_version', {
  tenantId: tenantId(),
  formId: text('form_id').notNull(),
  version: integer('version').notNull(),
  model: jsonb('model').$type<TFormModel>().notNull(),
  publishedBy: text('published_by'),
  publishedDate: timestamp('published_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.formId, t.version] }),
  foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [frmDefinition.tenantId, frmDefinition.id], name: 'frm_version_form_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** model-role-manager: roles that may use a form (none = everyone holding its menu). */
export const frmRole = pgTable('frm_role', {
  tenantId: tenantId(),
  formId: text('form_id').notNull(),
  roleId: text('role_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.formId, t.roleId] }),
  foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [frmDefinition.tenantId, frmDefinition.id], name: 'frm_role_form_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** Code-generation rules (code-gen): prefix + date part + sequence per period. */
export const cgRule = pgTable('cg_rule', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull().default(''),
  datePattern: text('date_pattern').notNull().default('YYYYMMDD'),
  seqLength: integer('seq_length').notNull().default(4),
  separator: text('separator').notNull().default(''),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('cg_rule_code_uq').on(t.tenantId, t.code),
  tenantPolicy(t),
]).enableRLS();

/** Last sequence handed out per rule and period; the upsert's row lock makes values unique. */
export const cgCounter = pgTable('cg_counter', {
  tenantId: tenantId(),
  ruleCode: text('rule_code').notNull(),
  period: text('period').notNull(),
  value: integer('value').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.ruleCode, t.period] }),
  tenantPolicy(t),
]).enableRLS();
