import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';
import { tenant } from './platform.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * SaaS grades (版本: 标准版, 专业版 …): which seeded menus (by menu code) a company of the grade may
 * have. A platform catalogue like `tenant` itself, not a company's data: written only by the
 * platform administrator (modules/saas), read by every company through ecms_grade_allows().
 */
export const saasGrade = pgTable('saas_grade', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Codes (sys_menu.code) of the menus the grade allows; buttons are listed like menus. */
  menuCodes: text('menu_codes').array().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  createdDate: ts('created_date').notNull().defaultNow(),
  updatedDate: ts('updated_date').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
}, (t) => [uniqueIndex('saas_grade_code_uq').on(t.code)]);

/**
 * A SaaS company's platform data (one row per company; the platform's own company has none and is
 * not limited by a grade): its grade, contact and first administrator. Tenant-scoped: a company
 * reads only its own row.
 */
export const saasCompany = pgTable('saas_company', {
  tenantId: tenantId().references(() => tenant.id),
  gradeId: text('grade_id').references(() => saasGrade.id),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  remark: text('remark'),
  adminUserId: text('admin_user_id'),
  ...auditColumns(),
}, (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy(t)]).enableRLS();
