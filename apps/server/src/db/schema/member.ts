import { boolean, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';
import { sysUser } from './platform.js';

/*
 * Members (会员) of a company: outside customers who register themselves (spec 1 §2 /login/register,
 * spec 3 §3 member, member level). A member is a sys_user with user_type 'member'; what only
 * members have lives here: their level and period, and their invoice details.
 */

/** Member level (会员等级): fee for one period, drag-sorted; a higher sort is a higher level. */
export const memLevel = pgTable('mem_level', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  name: text('name').notNull(),
  /** Fee per period in yuan (numeric end to end). */
  fee: numeric('fee', { precision: 18, scale: 2 }).notNull().default('0'),
  /** Length of one membership period in months. */
  periodMonths: integer('period_months').notNull().default(12),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy(t)]).enableRLS();

/** The membership of a member account: level and the period paid for. */
export const memMember = pgTable('mem_member', {
  tenantId: tenantId(),
  userId: text('user_id').notNull(),
  levelId: text('level_id'),
  beginDate: date('begin_date'),
  endDate: date('end_date'),
  /** The end date the member was last reminded of (expiry reminders: once per period end). */
  expiryRemindedFor: date('expiry_reminded_for'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId] }),
  foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [sysUser.tenantId, sysUser.id], name: 'mem_member_user_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.levelId], foreignColumns: [memLevel.tenantId, memLevel.id], name: 'mem_member_level_fk' }),
  index('mem_member_level_idx').on(t.tenantId, t.levelId),
  tenantPolicy(t),
]).enableRLS();

/** A member's invoice details (spec 1 §5): type 1 electronic ordinary, 2 VAT special. One row per user. */
export const memInvoice = pgTable('mem_invoice', {
  tenantId: tenantId(),
  userId: text('user_id').notNull(),
  invoicesType: integer('invoices_type').notNull(),
  personName: text('person_name'),
  companyName: text('company_name'),
  honestyCode: text('honesty_code'),
  email: text('email'),
  registeredAddress: text('registered_address'),
  phone: text('phone'),
  bank: text('bank'),
  bankAccount: text('bank_account'),
  receiver: text('receiver'),
  receiveAddress: text('receive_address'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId] }),
  foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [sysUser.tenantId, sysUser.id], name: 'mem_invoice_user_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** CMS columns (栏目): a tree ordered by sort (updateList). */
export const cmsCategory = pgTable('cms_category', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown on the company's public site (官网). */
  visible: boolean('visible').notNull().default(true),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id], name: 'cms_category_parent_fk' }),
  tenantPolicy(t),
]).enableRLS();

/**
 * CMS article. `content` is stored already sanitised (allow-list). status 0 draft, 1 published.
 * `levelId` null: public (the official site shows it); set: members of that level or higher (and staff).
 */
export const cmsArticle = pgTable('cms_article', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  categoryId: text('category_id').notNull(),
  title: text('title').notNull(),
  summary: text('summary'),
  content: text('content').notNull().default(''),
  cover: text('cover'),
  status: integer('status').notNull().default(0),
  levelId: text('level_id'),
  sort: integer('sort').notNull().default(0),
  publishDate: date('publish_date'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [cmsCategory.tenantId, cmsCategory.id], name: 'cms_article_category_fk' }),
  foreignKey({ columns: [t.tenantId, t.levelId], foreignColumns: [memLevel.tenantId, memLevel.id], name: 'cms_article_level_fk' }),
  index('cms_article_category_idx').on(t.tenantId, t.categoryId, t.status),
  tenantPolicy(t),
]).enableRLS();
