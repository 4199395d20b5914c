import { boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';
import { sysUser } from './platform.js';

/*
 * Knowledge centre (知识中心, modules/content): categories with read rights, documents and
 * knowledge articles with their versions and read counts, training courses with enrolments.
 */

/**
 * Knowledge category (知识分类), a tree. `roleIds` empty: everyone who may open the knowledge pages
 * reads its documents; otherwise only holders of one of those roles (and administrators).
 */
export const knCategory = pgTable('kn_category', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  roleIds: text('role_ids').array().notNull().default([]),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id], name: 'kn_category_parent_fk' }),
  tenantPolicy(t),
]).enableRLS();

/**
 * A document (文档, kind 'document') or a knowledge article (知识, kind 'knowledge'). `content` is
 * stored sanitised; attachments are file items (ref_module 'knowledge', ref_record_id = id).
 * status 0 draft, 1 published; `revision` counts the saved versions (kn_document_version).
 */
export const knDocument = pgTable('kn_document', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  kind: text('kind').notNull(),
  categoryId: text('category_id').notNull(),
  title: text('title').notNull(),
  code: text('code'),
  keywords: text('keywords'),
  summary: text('summary'),
  content: text('content').notNull().default(''),
  status: integer('status').notNull().default(0),
  revision: integer('revision').notNull().default(1),
  readCount: integer('read_count').notNull().default(0),
  publishDate: date('publish_date'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [knCategory.tenantId, knCategory.id], name: 'kn_document_category_fk' }),
  index('kn_document_category_idx').on(t.tenantId, t.kind, t.categoryId, t.status),
  tenantPolicy(t),
]).enableRLS();

/** One saved version of a document (its title, body and remark as they were saved). */
export const knDocumentVersion = pgTable('kn_document_version', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  documentId: text('document_id').notNull(),
  revision: integer('revision').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [knDocument.tenantId, knDocument.id], name: 'kn_document_version_doc_fk' }).onDelete('cascade'),
  index('kn_document_version_doc_idx').on(t.tenantId, t.documentId, t.revision),
  tenantPolicy(t),
]).enableRLS();

/** Who read a document: one row per reader, with how often and when last. */
export const knRead = pgTable('kn_read', {
  tenantId: tenantId(),
  documentId: text('document_id').notNull(),
  userId: text('user_id').notNull(),
  times: integer('times').notNull().default(1),
  firstDate: timestamp('first_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastDate: timestamp('last_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.documentId, t.userId] }),
  foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [knDocument.tenantId, knDocument.id], name: 'kn_read_doc_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [sysUser.tenantId, sysUser.id], name: 'kn_read_user_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/**
 * Training course (培训课程). Materials (videos, slides) are file items (ref_module 'training').
 * `requiredRoleIds`: holders of these roles must complete it (the completion report lists them).
 * status 0 draft, 1 published (only published courses are open to learners).
 */
export const knCourse = pgTable('kn_course', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  title: text('title').notNull(),
  categoryId: text('category_id'),
  lecturer: text('lecturer'),
  hours: integer('hours').notNull().default(1),
  description: text('description'),
  requiredRoleIds: text('required_role_ids').array().notNull().default([]),
  status: integer('status').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [knCategory.tenantId, knCategory.id], name: 'kn_course_category_fk' }),
  tenantPolicy(t),
]).enableRLS();

/** A learner's enrolment in a course: progress 0–100, completed when it reaches 100. */
export const knEnrolment = pgTable('kn_enrolment', {
  tenantId: tenantId(),
  courseId: text('course_id').notNull(),
  userId: text('user_id').notNull(),
  progress: integer('progress').notNull().default(0),
  enrolDate: timestamp('enrol_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  completedDate: timestamp('completed_date', { withTimezone: true, mode: 'date' }),
  passed: boolean('passed').notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.courseId, t.userId] }),
  foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [knCourse.tenantId, knCourse.id], name: 'kn_enrolment_course_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [sysUser.tenantId, sysUser.id], name: 'kn_enrolment_user_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();
